"""Random-playout speed of the fast C1 engine: the median of several ``boardlab bench c1`` runs.

Usage: ``python benchmarks/c1_fast_speed.py [--runs 5] [--seconds 3]``. Each run measures the
fast engine and the reference engine in one process, as ``boardlab bench c1 --json`` does;
the script prints every run and then the medians as one JSON document.
"""

from __future__ import annotations

import argparse
import json
import statistics

import boardlab
from boardlab.ai.bench import bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="number of measurements")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of play per measurement")
    parser.add_argument("--reference-seconds", type=float, default=1.0, help="seconds for the reference engine")
    args = parser.parse_args()
    game = boardlab.load("c1")
    runs = []
    for number in range(args.runs):
        figures = bench(game, args.seconds, args.reference_seconds)
        runs.append(figures)
        print(f"run {number + 1}: {figures['plies_per_s']:,.0f} plies/s "
              f"(reference {figures['reference_plies_per_s']:,.0f})", flush=True)
    medians = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    medians["speedup"] = medians["plies_per_s"] / medians["reference_plies_per_s"]
    print(json.dumps({"runs": args.runs, "seconds": args.seconds, "median": medians}))


if __name__ == "__main__":
    main()
