"""What a clock costs a move: an untimed and a timed C1 game play the same random moves,
interleaved move by move (which of the two moves first alternates: the second is slower), in
one process (no HTTP), and each move is timed from ``GameService.play`` to its answer
serialised (``view_text``, which measures the clocks).

    python benchmarks/clock_cost.py                   # 8 pairs of games, 60 moves each
    python benchmarks/clock_cost.py --control 3+2 --rounds 4

Prints the median time per move of each game and their ratio.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import warnings

from boardlab.server.service import GameService
from boardlab.server.storage import Store


def measure(control: str, rounds: int, moves: int, seed: int) -> dict[str, list[float]]:
    """Seconds per move of the untimed game and of the game timed by ``control``."""
    service = GameService(Store("sqlite://"))
    chooser = random.Random(seed)
    costs: dict[str, list[float]] = {"untimed": [], control: []}
    for _ in range(rounds):
        games = {}
        for label in costs:
            view, tokens = service.create("c1", {"move_limit": 400}, {},
                                          time_control=None if label == "untimed" else label)
            games[label] = (view["id"], tokens)
        for number in range(moves):
            view, _ = service.view_and_seat(games["untimed"][0])
            if view["is_over"]:
                break
            move = chooser.choice(view["legal_moves"])
            order = list(games.items())
            for label, (game_id, tokens) in order[::-1] if number % 2 else order:
                started = time.perf_counter()
                service.view_text(service.play(game_id, tokens[view["to_move"]], move, view["ply"]))
                costs[label].append(time.perf_counter() - started)
    service.close()
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--control", default="10+5", help="the timed game's time control")
    parser.add_argument("--rounds", type=int, default=8, help="pairs of games")
    parser.add_argument("--moves", type=int, default=60, help="moves per game at most")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    costs = measure(args.control, args.rounds, args.moves, args.seed)
    for label, values in costs.items():
        print(f"{label}: {len(values)} moves, median {statistics.median(values) * 1000:.2f} ms")
    ratio = statistics.median(costs[args.control]) / statistics.median(costs["untimed"])
    print(f"ratio timed/untimed: {ratio:.3f}")


if __name__ == "__main__":
    main()
