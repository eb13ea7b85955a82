"""Speed of the fast CCC engine: random playouts against the reference engine, and alpha-beta
nodes per second in three midgame positions.

Usage: ``python benchmarks/ccc_fast_speed.py [--runs 3] [--seconds 2] [--depth 4]``.

Random playouts start from the default set-up; every step lists all legal steps and picks one
uniformly; games stop at 300 steps (as ``boardlab bench``). Both engines are measured in each
run, so their ratio is measured under the same load. Alpha-beta runs the project's searcher
(``alphabeta:depth=N``, depth in steps) through the fast adapter; nodes are counted as
``boardlab analyse ccc --json`` reports them. Compilation happens before any clock starts.
The script prints every run and then the medians as one JSON document.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.ai.bench import MAX_PLIES, reference_speed
from boardlab.games.ccc import fast

#: Three midgame positions of the default set-up (from seeded random games, Black to move),
#: turns 24, 40 and 60: Structures on both sides, Flags off their homes, Collapses available.
MIDGAMES = {
    "turn 24": ".t...ct./(ff).(fl).ff(fm)./(fs)ff.(fff).(ff)(ff)/..C...../c..F..nN/.(FF)F.FF(FF)F/"
               "FFFF(FL)F.F/T.M..STC b 10,10 b 24",
    "turn 40": ".tsl.mtc/ff(ff)..f../f.f.(ff).(fff)./.f.....f/.Fn.(FF)f../F.FF.cFF/F.FM..(FFF)F/CTNL.STC "
               "b 10,10 w 40",
    "turn 60": ".tslCmt./N.ff.(ff).f/n(fff).fff../......(fff)./.c..F..c/.(FS)(FF)FF.F./F.(FF).F.F(FF)/"
               ".TCL.M.T b 10,10 - 60",
}


def playout_speed(seconds: float, seed: int) -> float:
    """Fast random-playout steps per second from the start, for about ``seconds``."""
    start = boardlab.load("ccc").start()
    plies = games = 0
    started = time.perf_counter()
    while games == 0 or time.perf_counter() - started < seconds:
        plies += fast.random_playouts(start, 20, MAX_PLIES, seed + games) or 0
        games += 20
    return plies / (time.perf_counter() - started)


def search_speed(position: str, depth: int) -> tuple[int, float, float]:
    """Nodes, wall-clock seconds (as the search reports them) and this process's CPU seconds
    of one fresh alpha-beta search to ``depth`` steps. On a shared machine the CPU figure
    shows what the search costs, whatever the load."""
    state = boardlab.load("ccc").from_position(position)
    cpu = time.process_time()
    result = parse_agent(f"alphabeta:depth={depth}", seed=1).analyse(state)  # type: ignore[attr-defined]
    return result.nodes, result.seconds, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="number of measurements")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of random play per engine and run")
    parser.add_argument("--depth", type=int, default=4, help="alpha-beta depth in steps")
    args = parser.parse_args()
    game = boardlab.load("ccc")
    fast.random_playouts(game.start(), 1, 20, 0)  # compile (or load the cache) off the clock
    search_speed(MIDGAMES["turn 24"], 1)
    runs = []
    for number in range(args.runs):
        figures: dict[str, float] = {"fast_plies_per_s": playout_speed(args.seconds, number),
                                     "reference_plies_per_s": reference_speed(game, args.seconds, number).plies_per_s}
        figures["speedup"] = figures["fast_plies_per_s"] / figures["reference_plies_per_s"]
        for name, position in MIDGAMES.items():
            nodes, seconds, cpu = search_speed(position, args.depth)
            figures[f"nodes {name}"] = nodes
            figures[f"nodes_per_s {name}"] = nodes / seconds
            figures[f"nodes_per_cpu_s {name}"] = nodes / cpu
        runs.append(figures)
        print(f"run {number + 1}: " + ", ".join(f"{k} {v:,.1f}" for k, v in figures.items()), flush=True)
    medians = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    print(json.dumps({"runs": args.runs, "seconds": args.seconds, "depth": args.depth, "median": medians}))


if __name__ == "__main__":
    main()
