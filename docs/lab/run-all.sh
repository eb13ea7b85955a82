#!/bin/sh
# The commands that made the reports in this folder, run from anywhere:
#     sh docs/lab/run-all.sh                 # every experiment, in this order
#     sh docs/lab/run-all.sh c1-vs-c2        # one (or a few) by name
# Each experiment runs on one worker at low priority (the machine they were made on was shared)
# and resumes where it stopped if interrupted; raise games = ... in a file to add games.
# BOARDLAB names the program (default: boardlab on the PATH).
set -e
cd "$(dirname "$0")"
BOARDLAB=${BOARDLAB:-boardlab}
names=${*:-comet-goals c1-vs-c2 cubes-sizes axiom-options ccc-setups ccc-balance cubes-skill}
for name in $names; do
    nice -n 10 $BOARDLAB lab run "$name.toml" --workers 1 --out "$name.lab.sqlite"
    $BOARDLAB lab report "$name.lab.sqlite" --html "$name.html" > "$name.md"
done
