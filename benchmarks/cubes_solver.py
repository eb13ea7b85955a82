"""Benchmark the Cubes solver: value, positions, proof size, CPU seconds and peak memory.

    nice -n 10 .venv/bin/python benchmarks/cubes_solver.py [--sizes 3,4] [--max-positions N]

Prints one line per board size and slide reading (black first): the value, the steps to the
end with best play, the positions stored and expanded, the steps among them, the proof's
positions, the CPU seconds of the walk and of the retrograde analysis, and the process's peak
resident memory so far (``ru_maxrss``: it only grows, so run one size at a time to measure each),
then the load average. The compiled code is loaded (or compiled) by a 3 x 3 warm-up first.
docs/ai.md (*Solved*) quotes its figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import time

import boardlab
from boardlab.games.cubes.solver import solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="3,4", help="board sizes, comma-separated (3 to 5)")
    parser.add_argument("--max-positions", type=int, default=80_000_000, help="the walk's budget of positions")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]

    began = time.process_time()
    solve(boardlab.load("cubes", size=3, first="black").start())
    print(f"# python {platform.python_version()}, {platform.machine()}; warm-up (compile or load cache) "
          f"{time.process_time() - began:.1f} s CPU")
    print("size  slide     value  steps   positions    expanded        edges    proof  walk s  retro s  peak MB")
    for size in sizes:
        for slide in ("physical", "strict"):
            start = boardlab.load("cubes", size=size, slide=slide, first="black").start()
            solved = solve(start, max_positions=args.max_positions)
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            value = solved.value or "open"
            steps = "-" if solved.distance is None else str(solved.distance)
            proof = "-" if solved.proof_positions is None else f"{solved.proof_positions:,}"
            print(f"{size:>4}  {slide:<8}  {value:<5}  {steps:>5}  {solved.positions:>10,}  {solved.expanded:>10,}  "
                  f"{solved.steps:>11,}  {proof:>7}  {solved.seconds_explore:>6.1f}  {solved.seconds_retrograde:>7.1f}"
                  f"  {peak:>7.0f}", flush=True)
    print(f"# load average {' '.join(f'{load:.1f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
