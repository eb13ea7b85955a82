"""Speed of the fast Cubes engine, and alpha-beta speed on the fast Cubes and C1 engines.

Usage: ``python benchmarks/cubes_fast_speed.py [--runs 3] [--seconds 2]``. One run prints:

* random-playout plies (steps) per second on the default 8 x 8 board from the start, the fast
  engine (:func:`boardlab.games.cubes.fast.random_playouts`) against the reference rules played
  through the protocol, and their ratio;
* alpha-beta nodes per second (``SearchResult.nodes``, the count ``boardlab analyse`` reports,
  over the search's own clock, and per CPU second of this process, which a loaded machine
  inflates less) for ``--seconds`` of iterative deepening in each of the three midgame positions
  below, for Cubes and for C1.

Each figure is the median of ``--runs`` measurements; compilation happens before any clock
starts (numba's disk cache makes later starts skip it). The machine's load changes the
absolute figures; the ratio is measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

import boardlab
from boardlab.ai.agents import AlphaBetaAgent
from boardlab.core.game import State
from boardlab.games.cubes import fast

#: Cubes midgames (8 x 8, physical reading) from seeded random games: after 10, 16 and 22 turns.
CUBES_MIDGAMES = (
    ".B....../...W..../......../...B..../......../.B....W./....W.../........ b - 10",
    ".B..W.../...W..../.B....../...B...W/......../.W.B..W./....W.../.......B b - 16",
    ".B..W.../...w...W/......B./...b..../......w./.W.B..w./B...W.../...B...B b - 22",
)
#: C1 midgames: the rulebook's sample game after 10, 16 and 20 moves.
C1_SAMPLE = ("Cd1-d2 Pe7-e6 Pb1-d5 Pc7-e3 Pf1-f5 Te5-e4 Tb3-b4 Pe6-c2 Pc1-c5 Pc2xe4 Pd5xd3 Te6-e5 "
             "Pc5xa3 Pe3xg5 Tf3-f4 Pe4-e2 Cd2-a5 Tb5-d5 Tb4-b5 Tc6-c4").split()
C1_MIDGAME_MOVES = (10, 16, 20)
MAX_PLIES = 300


def reference_plies_per_s(state: State, seconds: float, seed: int) -> float:
    """Uniformly random games through the protocol for about ``seconds``."""
    rng = random.Random(seed)
    plies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        node = state
        while not node.is_over and node.ply - state.ply < MAX_PLIES:
            node = node.play(rng.choice(node.legal_moves()))
            plies += 1
    return plies / (time.perf_counter() - started)


def fast_plies_per_s(state: State, seconds: float, seed: int, batch: int = 50) -> float:
    """Uniformly random games with the compiled engine for about ``seconds``."""
    plies, games = 0, 0
    started = time.perf_counter()
    while games == 0 or time.perf_counter() - started < seconds:
        plies += int(fast.random_playouts(state, batch, MAX_PLIES, seed + games) or 0)
        games += batch
    return plies / (time.perf_counter() - started)


def nodes_per_s(state: State, seconds: float) -> tuple[float, float, int]:
    """Alpha-beta nodes per second of wall-clock time and per CPU second of this process (which
    a busy machine inflates less) in ``seconds`` of iterative deepening, and the depth reached."""
    cpu = time.process_time()
    result = AlphaBetaAgent(depth=64, seconds=seconds, seed=1).analyse(state)
    return result.nodes / result.seconds, result.nodes / (time.process_time() - cpu), result.depth


def positions() -> dict[str, list[State]]:
    """The three midgames of each game."""
    cubes = boardlab.load("cubes", first="black")
    c1 = boardlab.load("c1")
    return {
        "cubes": [cubes.from_position(text) for text in CUBES_MIDGAMES],
        "c1": [c1.replay(C1_SAMPLE[:moves]) for moves in C1_MIDGAME_MOVES],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="measurements per figure")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per measurement")
    args = parser.parse_args()
    start = boardlab.load("cubes", first="black").start()
    searched = positions()
    fast.random_playouts(start, 2, 50, 0)  # load or compile before any clock starts
    for states in searched.values():
        AlphaBetaAgent(depth=1).analyse(states[0])
    fast_speed = statistics.median(fast_plies_per_s(start, args.seconds, run) for run in range(args.runs))
    reference_speed = statistics.median(reference_plies_per_s(start, args.seconds, run) for run in range(args.runs))
    playouts = {"fast": fast_speed, "reference": reference_speed, "ratio": fast_speed / reference_speed}
    print(f"Cubes random playouts: fast {fast_speed:,.0f} plies/s, reference {reference_speed:,.0f} plies/s, "
          f"ratio {fast_speed / reference_speed:,.0f}x", flush=True)
    report: dict[str, object] = {"runs": args.runs, "seconds": args.seconds, "cubes_playout_plies_per_s": playouts}
    for game, states in searched.items():
        figures = []
        for index, state in enumerate(states, start=1):
            runs = [nodes_per_s(state, args.seconds) for _ in range(args.runs)]
            median = statistics.median(wall for wall, _, _ in runs)
            median_cpu = statistics.median(cpu for _, cpu, _ in runs)
            depth = max(depth for _, _, depth in runs)
            figures.append({"position": state.position(), "nodes_per_s": median, "nodes_per_cpu_s": median_cpu,
                            "depth": depth})
            print(f"{game} midgame {index}: {median:,.0f} nodes/s, {median_cpu:,.0f} nodes per CPU second "
                  f"(depth {depth} in {args.seconds:g} s)", flush=True)
        report[f"{game}_alphabeta"] = figures
    print(json.dumps(report))


if __name__ == "__main__":
    main()
