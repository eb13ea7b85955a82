#!/bin/sh
# The commands that made the reports in this folder, run from anywhere:
#     sh docs/lab/run-all.sh                 # every experiment, in this order
#     sh docs/lab/run-all.sh c1-vs-c2        # one (or a few) by name
# Each experiment runs on one worker at low priority (the machine they were made on was shared)
# and resumes where it stopped if interrupted; raise games = ... in a file to add games.
# NAME.md keeps its hand-written findings (everything above "# Lab report:") and gets the new
# report below them: reread the findings against the new numbers.
# BOARDLAB names the program (default: boardlab on the PATH).
set -e
cd "$(dirname "$0")"
BOARDLAB=${BOARDLAB:-boardlab}
names=${*:-comet-goals c1-vs-c2 c1-vs-c2-skill c1-c2-medium c1-medium-start cubes-sizes cubes-balance axiom-options ccc-setups cubes-skill ccc-balance}
for name in $names; do
    nice -n 10 $BOARDLAB lab run "$name.toml" --workers 1 --out "$name.lab.sqlite"
    touch "$name.md"
    sed '/^# Lab report:/,$d' "$name.md" > "$name.md.new"
    $BOARDLAB lab report "$name.lab.sqlite" --html "$name.html" >> "$name.md.new"
    mv "$name.md.new" "$name.md"
done
