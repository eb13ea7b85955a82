"""Speed of the fast AXIOM engine against the reference rules, measured in one run.

Usage: ``python benchmarks/axiom_fast_speed.py [--runs 3] [--seconds 2] [--reference-seconds 2]``.

Prints, for every run and then as medians (one JSON document on the last line):

* random-playout plies per second of the fast engine and of the reference rules (every ply
  lists all legal moves and picks one uniformly; games stop at 300 plies), and their ratio,
  by the clock and per second of CPU time;
* perft(4) from the start with the fast engine, with one-cell (the default) and two-cell sceptres;
* alpha-beta search at depths 1-3 from the start and from the three midgame positions below:
  positions visited (the ``nodes`` of ``boardlab analyse axiom --json``), seconds, nodes/s,
  and the same per second of CPU time (the fairer figure on a shared machine).

Numba compiles (or loads from its cache) before any clock starts.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import boardlab
from boardlab.ai.compiled import CompiledAlphaBeta
from boardlab.ai.bench import MAX_PLIES, reference_speed
from boardlab.games.axiom import fast

#: Midgame positions from random games between players that avoid losing at once (default
#: options): ply 36 (114 legal moves), ply 80 (116) and ply 50 (258, a wide structure).
MIDGAMES = {
    "ply36": "b4.1wE,c2.1bUW,c2.2bE,c4.1wES,d4.1bES,e2.1bUW,e2.2bE,e3.1wUE,e3.2wW,e4.1bS,f2.1wUW,f2.2wN "
             "c2.2Sb,e2.2Ub,c4.1Nw,e3.2Uw b 36",
    "ply80": "b5.1bES,c2.1wS,c3.1bS,d2.1wUN,d2.2bSW,d3.1bUW,d3.2bE,d4.1wUE,d4.2wW,e4.1wUE,e5.1bU,e5.2wW "
             "d3.2Ub,e4.1Sb,b5.1Nw,d4.2Uw b 80",
    "ply50": "b4.1bUE,b4.2wUE,b4.3bE,c6.1wUE,c6.2wW,c6.3bDS,c7.1bS,d2.1bE,e2.1wE,e5.1bUW,e7.1wS,f7.1wUW "
             "b4.1Wb,e5.1Nb,c6.2Ew,e7.1Nw b 50",
}


def fast_speed(seconds: float, batch: int = 20) -> tuple[float, float]:
    """Random-playout plies per second of the fast engine, by the clock and by CPU time."""
    start = boardlab.load("axiom").start()
    plies, games = 0, 0
    began, cpu = time.perf_counter(), time.process_time()
    while games == 0 or time.perf_counter() - began < seconds:
        plies += fast.random_playouts(start, batch, MAX_PLIES, games) or 0
        games += batch
    return plies / (time.perf_counter() - began), plies / (time.process_time() - cpu)


def perft_seconds(**options: object) -> tuple[int, float]:
    start = boardlab.load("axiom", **options).start()
    began = time.perf_counter()
    count = fast.perft(start, 4)
    return count or 0, time.perf_counter() - began


def search_figures(text: str | None, depth: int) -> dict[str, float]:
    """One fixed-depth alpha-beta search (compiled) over the fast engine: nodes, seconds, nodes/s."""
    game = boardlab.load("axiom")
    state = game.start() if text is None else game.from_position(text)
    search = CompiledAlphaBeta(fast.search_engine(state), max_depth=depth, seed=0)
    search.search(state)  # loads the compiled code, untimed
    cpu = time.process_time()
    result = CompiledAlphaBeta(fast.search_engine(state), max_depth=depth, seed=0).search(state)
    cpu = time.process_time() - cpu
    return {"nodes": result.nodes, "seconds": result.seconds, "nodes_per_s": result.nodes / result.seconds,
            "cpu_seconds": cpu, "nodes_per_cpu_s": result.nodes / cpu}


def one_run(seconds: float, reference_seconds: float, depths: range) -> dict[str, float]:
    figures: dict[str, float] = {}
    figures["fast_plies_per_s"], figures["fast_plies_per_cpu_s"] = fast_speed(seconds)
    cpu = time.process_time()
    reference = reference_speed(boardlab.load("axiom"), reference_seconds)
    figures["reference_plies_per_s"] = reference.plies_per_s
    figures["reference_plies_per_cpu_s"] = reference.plies / (time.process_time() - cpu)
    figures["speedup"] = figures["fast_plies_per_s"] / figures["reference_plies_per_s"]
    figures["speedup_cpu"] = figures["fast_plies_per_cpu_s"] / figures["reference_plies_per_cpu_s"]
    for name, options in (("perft4", {}), ("perft4_sceptre2", {"sceptre_length": 2})):
        count, took = perft_seconds(**options)
        figures[f"{name}_count"], figures[f"{name}_s"] = count, took
    for name, text in (("start", None), *MIDGAMES.items()):
        for depth in depths:
            for key, value in search_figures(text, depth).items():
                figures[f"{name}_d{depth}_{key}"] = value
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="number of measurements")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of fast playouts per run")
    parser.add_argument("--reference-seconds", type=float, default=2.0, help="seconds of reference playouts per run")
    parser.add_argument("--depth", type=int, default=3, help="deepest alpha-beta search")
    args = parser.parse_args()
    start = boardlab.load("axiom").start()
    fast.random_playouts(start, 2, 20, 0)  # compile or load before any clock starts
    fast.perft(start, 2)
    search_figures(None, 1)
    runs = []
    for number in range(args.runs):
        figures = one_run(args.seconds, args.reference_seconds, range(1, args.depth + 1))
        runs.append(figures)
        searches = ", ".join(f"{name} {figures[f'{name}_d{args.depth}_nodes_per_s']:,.0f}"
                             for name in MIDGAMES)
        print(f"run {number + 1}: {figures['fast_plies_per_s']:,.0f} plies/s against "
              f"{figures['reference_plies_per_s']:,.0f} ({figures['speedup']:.0f}x, by CPU time "
              f"{figures['speedup_cpu']:.0f}x); perft(4) "
              f"{figures['perft4_s']:.2f} s; depth-{args.depth} nodes/s: {searches}", flush=True)
    medians = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    print(json.dumps({"runs": args.runs, "median": medians}))


if __name__ == "__main__":
    main()
