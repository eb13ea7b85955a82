"""Speed of the C1 reference rules engine: random playouts and perft.

Random playouts start from the start position; every ply lists all legal moves and picks one
uniformly; games stop at the end or after 300 plies. Prints the median of several rounds.

    python benchmarks/c1_reference_speed.py [--seconds 2] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import boardlab
from boardlab.core.perft import perft

PLY_CAP = 300


def playouts(seconds: float, seed: int) -> tuple[float, float, float]:
    """(plies per second, games per second, mean plies per game) over about ``seconds``."""
    rng = random.Random(seed)
    start = boardlab.load("c1").start()
    plies = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = start
        for _ in range(PLY_CAP):
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(rng.choice(moves))
            plies += 1
        games += 1
    elapsed = time.perf_counter() - began
    return plies / elapsed, games / elapsed, plies / games


def perft_speed(depth: int) -> float:
    """perft nodes per second at ``depth`` from the start (bulk counting at the last ply)."""
    began = time.perf_counter()
    nodes = perft(boardlab.load("c1").start(), depth)
    return nodes / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one playout round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the median is reported")
    parser.add_argument("--depth", type=int, default=4, help="perft depth")
    args = parser.parse_args()
    rounds = [playouts(args.seconds, seed) for seed in range(args.rounds)]
    perfts = [perft_speed(args.depth) for _ in range(args.rounds)]
    print(f"C1 reference engine, median of {args.rounds} rounds")
    print(f"random playouts: {statistics.median(r[0] for r in rounds):,.0f} plies/s, "
          f"{statistics.median(r[1] for r in rounds):,.1f} games/s, "
          f"mean game length {statistics.median(r[2] for r in rounds):.1f} plies (cap {PLY_CAP})")
    print(f"perft({args.depth}): {statistics.median(perfts):,.0f} nodes/s")


if __name__ == "__main__":
    main()
