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

``--generations G`` repeats the self-play G times: generation 0 plays with the hand-written
weights, each later one with the weights fitted to all the positions so far (its games seeded
by the generation too), so that the fit also sees the positions its own play leads to; the
file keeps every generation's weights.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

import numpy as np

from boardlab.ai.learned import (SQUASH, evaluation_weights, features, fit_logistic, selfplay_positions,
                                 weights_path)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ai_levels import _option  # noqa: E402

#: The training settings each game's committed weights were made with (docs/ai.md).
DEFAULTS: dict[str, dict[str, int]] = {"axiom": {"games": 400, "depth": 3, "generations": 1},
                                       "ccc": {"games": 400, "depth": 2, "generations": 1},
                                       "cubes": {"games": 1000, "depth": 2, "generations": 1}}


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
    parser.add_argument("--generations", type=int, default=None, help="self-play generations (default: per game)")
    parser.add_argument("--ridge", type=float, default=1e-3, help="ridge penalty of the fit (default 0.001)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option of the self-play games (repeatable), e.g. sceptre_length=2")
    parser.add_argument("--output", default=None, help="the weights file (default: the game's package file)")
    args = parser.parse_args()
    games = args.games or DEFAULTS[args.game]["games"]
    depth = args.depth or DEFAULTS[args.game]["depth"]
    generations = args.generations or DEFAULTS[args.game]["generations"]
    options = dict(_option(text) for text in args.option)
    started = time.process_time()
    xs: list[np.ndarray] = []
    ys: list[np.ndarray] = []
    learned: dict[str, float] | None = None
    history, results = [], []
    for generation in range(generations):
        data = selfplay_positions(args.game, games, depth, args.seed, max_plies=args.max_plies, weights=learned,
                                  generation=generation, options=options)
        xs.append(data.x)
        ys.append(data.y)
        learned = evaluation_weights(args.game, fit_logistic(np.concatenate(xs), np.concatenate(ys), ridge=args.ridge))
        history.append(learned)
        results.append(data.results)
    assert learned is not None
    x, y = np.concatenate(xs), np.concatenate(ys)
    played = time.process_time() - started
    hand = dict(importlib.import_module(f"boardlab.games.{args.game}.evaluation").WEIGHTS)
    command = (f"python benchmarks/train_eval.py --game {args.game} --seed {args.seed} --games {games} "
               f"--depth {depth} --max-plies {args.max_plies} --ridge {args.ridge:g}"
               + (f" --generations {generations}" if generations > 1 else "")
               + "".join(f" -o {name}={value}" for name, value in options.items()))
    document = {
        "game": args.game,
        "weights": learned,
        "features": list(features(args.game)),
        "hand_written": hand,
        "training": {"command": command, "seed": args.seed, "games": games, "depth": depth,
                     "max_plies": args.max_plies, "ridge": args.ridge, **({"options": options} if options else {}),
                     **({"generations": generations} if generations > 1 else {}), "positions": int(len(y)),
                     "results": results if generations > 1 else results[0]},
        **({"generations": history} if generations > 1 else {}),
        "cross_entropy": {"learned": round(cross_entropy(args.game, learned, x, y), 6),
                          "hand_written": round(cross_entropy(args.game, hand, x, y), 6)},
    }
    output = Path(args.output) if args.output else weights_path(args.game)
    output.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    seconds = {"selfplay": round(played, 1), "total": round(time.process_time() - started, 1)}
    print(json.dumps({**document, "file": str(output), "cpu_seconds": seconds}))


if __name__ == "__main__":
    main()
