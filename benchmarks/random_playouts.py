"""Random-playout speed of every registered game through the core protocol (reference engines).

Every step lists all legal moves and picks one uniformly; games stop at the end or after
300 steps. Prints steps per second, games per second and the mean game length, each the
median of several rounds.

    python benchmarks/random_playouts.py [--seconds 2] [--rounds 3] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import boardlab

STEP_CAP = 300


def playouts(name: str, seconds: float, seed: int) -> tuple[float, float, float]:
    """(steps per second, games per second, mean steps per game) over about ``seconds``."""
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
    elapsed = time.perf_counter() - began
    return steps / elapsed, games / elapsed, steps / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=boardlab.games(), help="games to measure (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the median is reported")
    args = parser.parse_args()
    print(f"{'game':8} {'steps/s':>10} {'games/s':>9} {'mean steps':>11}  (median of {args.rounds} rounds)")
    for name in args.games:
        rounds = [playouts(name, args.seconds, seed) for seed in range(args.rounds)]
        steps, games, length = (statistics.median(r[i] for r in rounds) for i in range(3))
        print(f"{name:8} {steps:>10,.0f} {games:>9,.2f} {length:>11.1f}")


if __name__ == "__main__":
    main()
