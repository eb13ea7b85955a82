#!/bin/sh
# The commands that made the reports in this folder (from the repository root; about 15 minutes
# on two busy cores). Each run resumes if interrupted; raise games = ... in a file to rerun at scale.
set -e
cd "$(dirname "$0")"
for name in comet-goals c1-vs-c2 cubes-sizes axiom-options ccc-setups ccc-setups-greedy; do
    boardlab lab run "$name.toml" --workers 2 --out "$name.lab.sqlite"
    boardlab lab report "$name.lab.sqlite" --html "$name.html" > "$name.md"
done
