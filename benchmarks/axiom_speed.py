"""Speed of the AXIOM rules engine: random playouts and perft.

Random playouts start from the start position; every ply lists all legal moves and picks one
uniformly; games stop at the end or after 300 plies. Also reports how the games ended. Prints
the median of several rounds.

    python benchmarks/axiom_speed.py [--seconds 2] [--rounds 3] [--depth 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

import boardlab
from boardlab.core.perft import perft

PLY_CAP = 300


def playouts(seconds: float, seed: int, endings: Counter[str]) -> tuple[float, float, float]:
    """(plies per second, games per second, mean plies per game) over about ``seconds``."""
    rng = random.Random(seed)
    start = boardlab.load("axiom").start()
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
        endings["win" if state.winner in ("black", "white") else "unfinished" if not state.is_over else "draw"] += 1
    elapsed = time.perf_counter() - began
    return plies / elapsed, games / elapsed, plies / games


def perft_speed(depth: int) -> tuple[int, float]:
    """(nodes, nodes per second) of perft at ``depth`` from the start."""
    began = time.perf_counter()
    nodes = perft(boardlab.load("axiom").start(), depth)
    return nodes, nodes / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one playout round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the median is reported")
    parser.add_argument("--depth", type=int, default=3, help="perft depth")
    args = parser.parse_args()
    endings: Counter[str] = Counter()
    rounds = [playouts(args.seconds, seed, endings) for seed in range(args.rounds)]
    perfts = [perft_speed(args.depth) for _ in range(args.rounds)]
    print(f"AXIOM reference engine, median of {args.rounds} rounds")
    print(f"random playouts: {statistics.median(r[0] for r in rounds):,.0f} plies/s, "
          f"{statistics.median(r[1] for r in rounds):,.2f} games/s, "
          f"mean game length {statistics.median(r[2] for r in rounds):.1f} plies (cap {PLY_CAP})")
    print(f"endings: {dict(endings)}")
    print(f"perft({args.depth}) = {perfts[0][0]:,}: {statistics.median(p[1] for p in perfts):,.0f} nodes/s")


if __name__ == "__main__":
    main()
