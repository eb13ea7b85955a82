"""Benchmark the comet solver: time, positions and peak memory for every built-in goal.

    .venv/bin/python benchmarks/comet_solver.py [--no-edge-blocking] [--max-depth 6] [--plain] [NAME ...]

Prints one line per goal: the proven shortest length (or '-' when none within the depth),
the positions examined (summed over the search's rounds), the grand moves tried, the seconds
taken, the peak memory the search allocated (tracemalloc: NumPy's arrays included) and the
solution. ``--plain`` runs the old unpruned breadth-first search instead, for comparison.
The compiled code is loaded (or compiled) by a warm-up search first, timed separately.
"""

from __future__ import annotations

import argparse
import platform
import resource
import time
import tracemalloc

from boardlab.games.comet.board import DEFAULT_START
from boardlab.games.comet.goals import BUILTIN_GOALS, parse_goal, resolve_goal
from boardlab.games.comet.solver import solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="built-in goals to solve (default: all)")
    parser.add_argument("--no-edge-blocking", action="store_true", help="forbid edge-blocking grand moves")
    parser.add_argument("--max-depth", type=int, default=6)
    parser.add_argument("--plain", action="store_true", help="the unpruned breadth-first search (the old solver)")
    args = parser.parse_args()
    names = args.names or list(BUILTIN_GOALS)
    unknown = [name for name in names if name not in BUILTIN_GOALS]
    if unknown:
        parser.error(f"unknown goal {unknown[0]!r}; built-in goals: {', '.join(BUILTIN_GOALS)}")

    began = time.perf_counter()
    solve(parse_goal("line(squares)"), DEFAULT_START, max_depth=2)
    solve(parse_goal("line(squares)"), DEFAULT_START, max_depth=2, bounded=False)
    print(f"# python {platform.python_version()}, {platform.machine()}; warm-up (compile or load cache) "
          f"{time.perf_counter() - began:.2f} s")
    print(f"# start c7,e7,g7,c5,e5,g5,c3,e3,g3; edge-blocking {'forbidden' if args.no_edge_blocking else 'allowed'}; "
          f"max depth {args.max_depth}; {'plain breadth-first search' if args.plain else 'pruned by the distance bound'}")
    print(f"{'goal':<20} {'length':>6} {'positions':>12} {'tried':>12} {'seconds':>8} {'peak MB':>8}  solution")
    total = 0.0
    for name in names:
        tracemalloc.start()
        solution = solve(resolve_goal(name), DEFAULT_START, edge_blocking=not args.no_edge_blocking,
                         max_depth=args.max_depth, bounded=not args.plain)
        peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
        total += solution.seconds
        length = str(len(solution.moves)) if solution.moves is not None else "-"
        moves = " ".join(solution.moves) if solution.moves is not None else f"none within {solution.depth_searched}"
        print(f"{name:<20} {length:>6} {solution.states:>12,} {solution.generated:>12,} {solution.seconds:>8.2f} "
              f"{peak:>8.1f}  {moves}", flush=True)
    print(f"# total {total:.1f} s; process peak resident memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
