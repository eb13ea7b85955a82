"""Benchmark the strength levels: seconds per move and completed search depth, every game.

    .venv/bin/python benchmarks/ai_levels.py [--games c1 comet ...] [--levels easy hard] [--time S]
        [--option NAME=VALUE ...] [--cpu] [--json]

For each game and each level (``easy``, ``medium``, ``hard``) it asks the level for a move in
four positions: the start, and three midgame positions reached by seeded random play from the
start: 10, 20 and 30 random steps with seeds 1, 2 and 3 (where a game ends earlier, the
position one step before its end). It prints the agent spec the level uses in that game (a
game's own ``LEVEL_SPECS`` where its fast module has them, else the fast/evaluated/plain
choice), the seconds taken (wall clock; with ``--cpu`` also this process's CPU seconds, which a
busy machine inflates less) and the completed depth in steps (alpha-beta: the last depth
searched in full; MCTS: 0, with its iteration count; comet's solver: the solution's length).
The first line gives the machine's load average, since the wall-clock seconds depend on it.

``--time S`` replaces the levels' time caps (2, 5 and 10 s) to keep a run short; the depth
budgets stay. ``--option size=19`` plays the games with that option (e.g. a Cubes board size).
Compilation (numba) happens in a warm-up move first and is not measured.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

import boardlab
from boardlab.ai.agents import LEVELS, LevelAgent
from boardlab.core.game import State

#: The midgame positions: (random steps, seed).
MIDGAMES = ((10, 1), (20, 2), (30, 3))


def midgame(game_name: str, steps: int, seed: int, options: dict[str, object] | None = None) -> State:
    """The position after ``steps`` seeded random steps (one before the end if the game ends)."""
    rng = random.Random(seed)
    state = boardlab.load(game_name, **(options or {})).start()
    for _ in range(steps):
        after = state.play(rng.choice(state.legal_moves()))
        if after.is_over:
            break
        state = after
    return state


def measure(game_name: str, level: str, seconds: float | None,
            options: dict[str, object] | None = None) -> dict[str, object]:
    """One level in one game (with ``options``): spec, and per position the seconds and the
    completed depth."""
    positions = [("start", boardlab.load(game_name, **(options or {})).start())]
    positions += [(f"{steps} steps, seed {seed}", midgame(game_name, steps, seed, options))
                  for steps, seed in MIDGAMES]
    agent = LevelAgent(level, seed=0, seconds=seconds)
    agent.analyse(positions[0][1])  # warm-up: load or compile, build adapters
    rows = []
    for label, state in positions:
        began, cpu = time.perf_counter(), time.process_time()
        result = agent.analyse(state)
        rows.append({"position": label, "seconds": time.perf_counter() - began,
                     "cpu_seconds": time.process_time() - cpu, "depth": result.depth,
                     "nodes": result.nodes, "best": result.best})
    return {"game": game_name, "options": options or {}, "level": level, "spec": agent.spec_for(positions[0][1]),
            "positions": rows,
            "median_seconds": statistics.median(row["seconds"] for row in rows)}


def _option(text: str) -> tuple[str, object]:
    name, _, value = text.partition("=")
    return name, int(value) if value.lstrip("-").isdigit() else value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=boardlab.games())
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS))
    parser.add_argument("--time", type=float, default=None, help="replace the levels' time caps (seconds)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable; a value that reads as an integer is one), e.g. size=19")
    parser.add_argument("--cpu", action="store_true", help="also print CPU seconds per move")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args()
    options = dict(_option(text) for text in args.option)
    results = []
    if not args.json:
        print(f"# time cap: {'the levels own' if args.time is None else f'{args.time:g} s'}; "
              f"positions: start, then {', '.join(f'{s} random steps (seed {d})' for s, d in MIDGAMES)}; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        print(f"{'game':<7} {'level':<7} {'spec':<34} {'s/move (4 positions)':<28} "
              + (f"{'CPU s/move':<28} " if args.cpu else "") + "depth (4 positions)")
    for game_name in args.games:
        for level in args.levels:
            row = measure(game_name, level, args.time, options)
            results.append(row)
            if not args.json:
                seconds = " ".join(f"{p['seconds']:.2f}" for p in row["positions"])  # type: ignore[index]
                cpu = " ".join(f"{p['cpu_seconds']:.2f}" for p in row["positions"])  # type: ignore[index]
                depths = " ".join(str(p["depth"]) for p in row["positions"])  # type: ignore[index]
                print(f"{game_name:<7} {level:<7} {row['spec']:<34} {seconds:<28} "
                      + (f"{cpu:<28} " if args.cpu else "") + depths, flush=True)
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
