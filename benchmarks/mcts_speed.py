"""Iterations per CPU second of MCTS: the Python tree (``mcts_py``) against the compiled one (``mcts``).

    python benchmarks/mcts_speed.py [--runs 3] [--games c1 ccc] [--cutoffs 0 20]

For every game with a fast engine, at the start and in three midgames (10, 20 and 30 seeded
random steps, seeds 1, 2, 3, as ``ai_levels.py`` and ``search_speed.py``), the script runs
the agents ``mcts_py:iterations=N`` and ``mcts:iterations=M`` (the compiled search is given
ten times the iterations, so that both take a measurable time) with playouts to the end
(``cutoff=0``) and cut at 20 steps (``cutoff=20``, the levels' setting). Both agents are run
once untimed first (compiled code is loaded, or compiled, before any clock starts); each
search is then measured with ``time.process_time`` (the CPU seconds of this process, so a busy
machine changes the figures little). Positions where the search ends at once (a win in one,
a single legal move) are left out.

For scale it also times the random games alone, without a tree (the compiled core's
``playouts``: as many games of ``cutoff`` steps, or to the end within 300, from the same
position, no evaluation): what an iteration cannot be cheaper than.

It prints one line per game, cutoff and position (iterations per CPU second of both, medians
of ``--runs`` runs, their ratio, and the random games alone per CPU second) and a summary per game and cutoff: the medians over the
positions. ``uptime`` is printed before and after, for the load the figures were taken under.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import time

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.ai.compiled import compiled_search, engine_for
from search_speed import _positions as search_speed_positions  # the same positions (run from benchmarks/)

GAMES = ("c1", "axiom", "ccc", "cubes")
#: Iterations of the Python search per run; the compiled search runs ``SCALE`` times as many.
PYTHON_ITERATIONS = 200
SCALE = 10


def positions(game: str) -> list[tuple[str, object]]:
    """The start and the three midgames of the alpha-beta benchmark (benchmarks/search_speed.py)."""
    return search_speed_positions(game)


def rate(spec: str, state: object, runs: int) -> float | None:
    """Median iterations per CPU second of ``spec`` on ``state`` (None: the search ends at once)."""
    samples = []
    for run in range(runs):
        agent = parse_agent(spec, seed=run)
        cpu = time.process_time()
        result = agent.analyse(state)  # type: ignore[attr-defined]
        spent = time.process_time() - cpu
        if result.depth != 0 or result.nodes == 0:
            return None
        samples.append(result.nodes / spent)
    return statistics.median(samples)


def playout_rate(state: object, cutoff: int, runs: int) -> float:
    """Median random games (``cutoff`` steps, or to the end within 300) per CPU second from ``state``."""
    engine = engine_for(state)  # type: ignore[arg-type]
    assert engine is not None
    core, board, games = compiled_search(engine), engine.encode(state), PYTHON_ITERATIONS * SCALE  # type: ignore[arg-type]
    samples = []
    for run in range(runs):
        cpu = time.process_time()
        core.playouts(board, engine.workspace, games, cutoff or 300, run + 1, engine.max_moves)
        samples.append(games / (time.process_time() - cpu))
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--cutoffs", nargs="+", type=int, default=[0, 20])
    args = parser.parse_args()
    print("load before:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print(f"{'game':6} {'cutoff':>6} {'position':9} {'python it/s':>12} {'compiled it/s':>14} {'ratio':>7} {'games alone/s':>14}")
    summary = []
    for game in args.games:
        found = positions(game)
        for cutoff in args.cutoffs:
            python = f"mcts_py:iterations={PYTHON_ITERATIONS},cutoff={cutoff}"
            compiled = f"mcts:iterations={PYTHON_ITERATIONS * SCALE},cutoff={cutoff}"
            for name in ("mcts_py", "mcts"):  # load or compile untimed
                parse_agent(f"{name}:iterations=5,cutoff={cutoff}", seed=0).analyse(found[0][1])  # type: ignore[attr-defined]
            rates = []
            for name, state in found:
                slow, fast = rate(python, state, args.runs), rate(compiled, state, args.runs)
                if slow is None or fast is None:
                    print(f"{game:6} {cutoff:>6} {name:9} {'(ends at once)':>12}")
                    continue
                alone = playout_rate(state, cutoff, args.runs)
                rates.append((slow, fast, alone))
                print(f"{game:6} {cutoff:>6} {name:9} {slow:>12,.0f} {fast:>14,.0f} {fast / slow:>6.1f}x {alone:>14,.0f}",
                      flush=True)
            if rates:
                summary.append((game, cutoff, statistics.median(r[0] for r in rates),
                                statistics.median(r[1] for r in rates), statistics.median(r[1] / r[0] for r in rates),
                                statistics.median(r[2] for r in rates)))
    print("\nmedians over the positions")
    print(f"{'game':6} {'cutoff':>6} {'python it/s':>12} {'compiled it/s':>14} {'ratio':>7} {'games alone/s':>14}")
    for game, cutoff, slow, fast, ratio, alone in summary:
        print(f"{game:6} {cutoff:>6} {slow:>12,.0f} {fast:>14,.0f} {ratio:>6.1f}x {alone:>14,.0f}")
    print("load after:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


if __name__ == "__main__":
    main()
