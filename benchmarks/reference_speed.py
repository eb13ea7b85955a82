"""Speed of the reference rules engines: random playouts and perft, for any registered game.

Random playouts start from the start position; every step lists all legal moves and picks
one uniformly; games stop at the end or after 300 steps. perft counts the move sequences of
the given depth from the start. Every figure is the median of several rounds.

    python benchmarks/reference_speed.py [GAME ...] [--seconds 2] [--rounds 3] [--perft-depth 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

import boardlab
from boardlab.core.perft import perft

STEP_CAP = 300


def playouts(name: str, seconds: float, seed: int, endings: Counter[str]) -> tuple[float, float, float]:
    """(steps per second, games per second, mean steps per game) over about ``seconds``;
    ``endings`` counts each game's result (``unfinished`` at the step cap)."""
    rng = random.Random(seed)
    start = boardlab.load(name).start()
    steps = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = start
        for _ in range(STEP_CAP):
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(rng.choice(moves))
            steps += 1
        games += 1
        endings[state.winner or "unfinished"] += 1
    elapsed = time.perf_counter() - began
    return steps / elapsed, games / elapsed, steps / games


def perft_speed(name: str, depth: int) -> tuple[int, float]:
    """(nodes, nodes per second) of perft at ``depth`` from the start."""
    began = time.perf_counter()
    nodes = perft(boardlab.load(name).start(), depth)
    return nodes, nodes / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=boardlab.games(), help="games to measure (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one playout round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the median is reported")
    parser.add_argument("--perft-depth", type=int, default=3, help="perft depth (0: skip perft)")
    args = parser.parse_args()
    print(f"reference engines, median of {args.rounds} rounds of {args.seconds:g} s; games capped at {STEP_CAP} steps")
    for name in args.games:
        endings: Counter[str] = Counter()
        rounds = [playouts(name, args.seconds, seed, endings) for seed in range(args.rounds)]
        steps, games, length = (statistics.median(r[i] for r in rounds) for i in range(3))
        print(f"{name}: {steps:,.0f} steps/s, {games:,.2f} games/s, mean game {length:.1f} steps; "
              f"endings {dict(endings.most_common())}")
        if args.perft_depth > 0:
            runs = [perft_speed(name, args.perft_depth) for _ in range(args.rounds)]
            print(f"{name}: perft({args.perft_depth}) = {runs[0][0]:,} at "
                  f"{statistics.median(r[1] for r in runs):,.0f} nodes/s")


if __name__ == "__main__":
    main()
