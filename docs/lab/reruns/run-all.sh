#!/bin/sh
# The five-seed reruns of the findings one folder up (see README.md here), run from anywhere:
#     sh docs/lab/reruns/run-all.sh            # every rerun, cheapest first
#     sh docs/lab/reruns/run-all.sh NAME ...   # some of them
# Each runs on one worker at the lowest priority and resumes where it stopped (its results file
# is its journal: kill it at any time and start it again). NAME.md gets the report.
set -e
cd "$(dirname "$0")"
BOARDLAB=${BOARDLAB:-boardlab}
names=${*:-cubes-balance cubes-skill c1-vs-c2-skill c1-vs-c2-easy}
for name in $names; do
    nice -n 19 $BOARDLAB lab run "$name.toml" --workers 1 --out "$name.lab.sqlite"
    $BOARDLAB lab report "$name.lab.sqlite" --html "$name.html" > "$name.md"
done
