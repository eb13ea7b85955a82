"""Train a game's learned evaluation by self-play and write its weights file.

``python benchmarks/train_eval.py --game ccc --seed 0`` plays ``--games`` seeded games of the
compiled search (``--depth``, the hand-written evaluation) against itself, records every
position's evaluation features with the outcome for the side to move, fits the feature weights
by logistic regression (:mod:`boardlab.ai.learned`) and writes them to the game's package file
``src/boardlab/games/<game>/learned.json`` (or ``--output``). The same arguments write the same
file: the games are seeded and the fit is deterministic.

It prints the positions, the games' results, the weights (learned and hand-written) and the
mean cross-entropy of each on the training positions (the hand-written evaluation read as a
probability ``(1 + value) / 2``), with the CPU seconds taken.
"""

from __future__ import annotations

import argparse
import importlib
import json
import time
from pathlib import Path

import numpy as np

from boardlab.ai.learned import (SQUASH, evaluation_weights, features, fit_logistic, selfplay_positions,
                                 weights_path)

#: The training settings each game's committed weights were made with (docs/ai.md).
DEFAULTS: dict[str, dict[str, int]] = {"ccc": {"games": 400, "depth": 2}, "cubes": {"games": 1000, "depth": 2}}


def cross_entropy(game: str, weights: dict[str, float], x: np.ndarray, y: np.ndarray) -> float:
    """The mean cross-entropy of the outcomes ``y`` under the evaluation with ``weights``
    (its value ``tanh(k w . x)`` read as the probability ``(1 + value) / 2``)."""
    w = np.array([weights[name] for name in features(game)])
    p = np.clip((1 + np.tanh(SQUASH[game] * (x @ w))) / 2, 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(SQUASH))
    parser.add_argument("--seed", type=int, default=0, help="seed of the self-play games (default 0)")
    parser.add_argument("--games", type=int, default=None, help="self-play games (default: per game, see DEFAULTS)")
    parser.add_argument("--depth", type=int, default=None, help="self-play search depth (default: per game)")
    parser.add_argument("--max-plies", type=int, default=300, help="steps before a game counts as a draw")
    parser.add_argument("--ridge", type=float, default=1e-3, help="ridge penalty of the fit (default 0.001)")
    parser.add_argument("--output", default=None, help="the weights file (default: the game's package file)")
    args = parser.parse_args()
    games = args.games or DEFAULTS[args.game]["games"]
    depth = args.depth or DEFAULTS[args.game]["depth"]
    started = time.process_time()
    data = selfplay_positions(args.game, games, depth, args.seed, max_plies=args.max_plies)
    played = time.process_time() - started
    learned = evaluation_weights(args.game, fit_logistic(data.x, data.y, ridge=args.ridge))
    hand = dict(importlib.import_module(f"boardlab.games.{args.game}.evaluation").WEIGHTS)
    command = (f"python benchmarks/train_eval.py --game {args.game} --seed {args.seed} --games {games} "
               f"--depth {depth} --max-plies {args.max_plies} --ridge {args.ridge:g}")
    document = {
        "game": args.game,
        "weights": learned,
        "features": list(features(args.game)),
        "hand_written": hand,
        "training": {"command": command, "seed": args.seed, "games": games, "depth": depth,
                     "max_plies": args.max_plies, "ridge": args.ridge, "positions": int(len(data.y)),
                     "results": data.results},
        "cross_entropy": {"learned": round(cross_entropy(args.game, learned, data.x, data.y), 6),
                          "hand_written": round(cross_entropy(args.game, hand, data.x, data.y), 6)},
    }
    output = Path(args.output) if args.output else weights_path(args.game)
    output.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({**document, "file": str(output), "cpu_seconds": {"selfplay": round(played, 1),
                                                                     "total": round(time.process_time() - started, 1)}}))


if __name__ == "__main__":
    main()
