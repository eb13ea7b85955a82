"""Evaluations learned by self-play: feature weights fitted to game outcomes (docs/ai.md).

A game whose compiled evaluation is ``tanh`` of a weighted sum of features (AXIOM, CCC, Cubes:
see their ``evaluation.py``) can take other weights without other code: the learned weights are
a small JSON file in the game's package (``games/<game>/learned.json``), and the search spec
``alphabeta:...,eval=learned`` runs the same compiled search and the same compiled evaluation
function with them in place of the hand-written ones, so a node costs the same.

How the weights are made (``benchmarks/train_eval.py``):

1. :func:`selfplay_positions` plays seeded games of the compiled search with the hand-written
   evaluation against itself, each after a few random opening steps, and records every
   position's features (the engine's compiled ``features_into``) with the game's outcome
   for the side to move (1 won, 0 lost, 0.5 drawn or unfinished);
2. :func:`fit_logistic` fits ``P(win) = sigmoid(w . x)`` to them (Newton's method on the
   cross-entropy, a small ridge penalty, no intercept: the features are differences between
   the sides), deterministic for the same data;
3. since ``2 sigmoid(x) - 1 = tanh(x / 2)``, the evaluation ``tanh(k * w' . x)`` of a game whose
   squash factor is ``k`` (:data:`SQUASH`) predicts the expected score when
   ``w' = w / (2 k)`` (:func:`evaluation_weights`).

>>> sorted(LEARNED_GAMES)
['axiom', 'ccc', 'cubes']
"""

from __future__ import annotations

import importlib
import json
import math
import random
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from boardlab.core.errors import InvalidOption

#: The games with a learned evaluation, and the factor inside their evaluation's ``tanh``
#: (AXIOM and CCC: ``tanh(w . x)``; Cubes: ``tanh(w . x / 2)``).
SQUASH: dict[str, float] = {"axiom": 1.0, "ccc": 1.0, "cubes": 0.5}
LEARNED_GAMES = tuple(SQUASH)
#: The file, in each game's package, that holds its learned weights.
WEIGHTS_FILE = "learned.json"


class LearnedWeightsError(InvalidOption):
    """A learned weights file that is missing, unreadable or does not fit its game."""


def features(game: str) -> tuple[str, ...]:
    """The names of ``game``'s evaluation features, in the order of its weights.

    >>> features("cubes")
    ('movable', 'slides', 'pool', 'stuck', 'bonus')
    """
    _check_game(game)
    return tuple(importlib.import_module(f"boardlab.games.{game}.evaluation").FEATURES)


def weights_path(game: str) -> Path:
    """Where ``game``'s learned weights live in the package."""
    _check_game(game)
    return Path(str(resources.files(f"boardlab.games.{game}").joinpath(WEIGHTS_FILE)))


def load_weights(game: str, path: Path | str | None = None) -> dict[str, float]:
    """The learned weights of ``game`` by feature name, read from ``path`` (default: the
    package's file) and checked: a JSON object naming the game, and a finite number for
    every feature and no other. Anything else is a :class:`LearnedWeightsError` naming the file
    and the problem.

    >>> load_weights("ccc").keys() == set(features("ccc"))
    True
    """
    file = Path(path) if path is not None else weights_path(game)
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LearnedWeightsError(f"{file}: no learned weights for {game} (run benchmarks/train_eval.py)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LearnedWeightsError(f"{file}: cannot read learned weights: {error}") from None
    return _checked(game, file, data)


def _checked(game: str, file: Path, data: Any) -> dict[str, float]:
    if not isinstance(data, dict):
        raise LearnedWeightsError(f"{file}: learned weights must be a JSON object, got {type(data).__name__}")
    if data.get("game") != game:
        raise LearnedWeightsError(f"{file}: the weights are for game {data.get('game')!r}, not {game!r}")
    weights = data.get("weights")
    if not isinstance(weights, dict):
        raise LearnedWeightsError(f"{file}: 'weights' must be an object of feature name to number")
    names = features(game)
    missing = [name for name in names if name not in weights]
    unknown = [name for name in weights if name not in names]
    if missing or unknown:
        raise LearnedWeightsError(f"{file}: weights missing {missing or 'none'}, unknown {unknown or 'none'}; "
                                  f"{game}'s features are {', '.join(names)}")
    for name in names:
        value = weights[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise LearnedWeightsError(f"{file}: weight {name!r} must be a finite number, got {value!r}")
    return {name: float(weights[name]) for name in names}


def _check_game(game: str) -> None:
    if game not in SQUASH:
        raise LearnedWeightsError(f"{game} has no learned evaluation; games with one: {', '.join(LEARNED_GAMES)}")


def fit_logistic(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3, iterations: int = 100,
                 tolerance: float = 1e-10) -> np.ndarray:
    """The weights ``w`` that minimise the mean cross-entropy of ``sigmoid(x @ w)`` against the
    targets ``y`` (in [0, 1]; 0.5 for a draw) plus ``ridge / 2 * |w|^2``, by Newton's method.

    >>> rng = np.random.default_rng(0)
    >>> x = rng.normal(size=(20000, 2))
    >>> y = (rng.random(20000) < 1 / (1 + np.exp(-x @ np.array([1.5, -0.5])))).astype(float)
    >>> [round(float(w), 1) for w in fit_logistic(x, y, ridge=0.0)]
    [1.5, -0.5]
    """
    x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
    if x.ndim != 2 or y.shape != (x.shape[0],) or x.shape[0] == 0:
        raise ValueError(f"fit_logistic needs an n x k matrix and n targets, got {x.shape} and {y.shape}")
    weights = np.zeros(x.shape[1])
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ weights, -30, 30)))
        gradient = x.T @ (p - y) / len(y) + ridge * weights
        hessian = (x * (p * (1 - p))[:, None]).T @ x / len(y) + (ridge + 1e-12) * np.eye(x.shape[1])
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if float(np.max(np.abs(step))) < tolerance:
            break
    return weights


def evaluation_weights(game: str, coefficients: np.ndarray) -> dict[str, float]:
    """The evaluation weights, by name, whose ``tanh`` equals ``2 sigmoid(c . x) - 1`` for the
    fitted ``coefficients`` ``c``.

    >>> evaluation_weights("ccc", np.array([0.08, 0.6, 0.01, 0.1, 0.1, 0.02]))["material"]
    0.04
    """
    scale = 2.0 * SQUASH[game]
    return {name: round(float(value) / scale, 6) for name, value in zip(features(game), coefficients, strict=True)}


@dataclass
class Positions:
    """Training data: a row of features per position, the outcome for the side to move."""

    x: np.ndarray
    y: np.ndarray
    games: int
    results: dict[str, int]


def selfplay_positions(game: str, games: int, depth: int, seed: int, opening: tuple[int, int] = (2, 8),
                       max_plies: int = 300, weights: dict[str, float] | None = None, generation: int = 0,
                       options: dict[str, Any] | None = None) -> Positions:
    """Play ``games`` games of ``alphabeta:depth=depth`` (compiled; the hand-written
    evaluation, or ``weights`` in its place) against itself, game ``n`` seeded by ``(seed, n)``
    (and ``generation``, past the first): a random number of uniformly random
    opening steps in the range ``opening``, then the searches (their root-move order seeded);
    unfinished after ``max_plies`` steps is a draw, under the game's ``options``. Every position
    after the opening where the game goes on gives a row, unless the evaluation does not weigh
    its features there (NaN features: AXIOM's win in one, worth a fixed value).

    >>> data = selfplay_positions("cubes", 2, 1, seed=0)
    >>> data.x.shape[1], data.games, set(np.unique(data.y)) <= {0.0, 0.5, 1.0}
    (5, 2, True)
    """
    import boardlab
    from boardlab.ai.compiled import CompiledAlphaBeta

    fast: Any = importlib.import_module(f"boardlab.games.{game}.fast")
    rows: list[np.ndarray] = []
    targets: list[float] = []
    results = {"first": 0, "second": 0, "draw": 0}
    start = boardlab.load(game, **(options or {})).start()
    engine = fast.search_engine(start, weights=weights)
    width = len(features(game))
    for number in range(games):
        rng = random.Random(f"{game}:{seed}:{number}" + (f":{generation}" if generation else ""))
        board, plies = engine.encode(start), 0
        for _ in range(rng.randint(*opening)):
            moves = engine.moves(board)
            if engine.result(board) or len(moves) == 0:
                break
            board, plies = engine.play(board, int(rng.choice(moves.tolist()))), plies + 1
        searchers = [CompiledAlphaBeta(engine, depth, seed=rng.getrandbits(32)) for _ in range(2)]
        seen: list[set[int]] = [set(), set()]
        game_rows, movers = [], []
        while engine.result(board) == 0 and plies < max_plies:
            row = np.empty(width)
            fast.features_into(board, engine.workspace, row)
            seat = engine.seat(board)
            if not np.isnan(row).any():
                game_rows.append(row)
                movers.append(seat)
            result = searchers[seat].search(board, avoid=seen[seat])
            seen[seat].add(searchers[seat].key(board))
            by_text = {engine.move_text(int(move)): int(move) for move in engine.moves(board)}
            board, plies = engine.play(board, by_text[result.best]), plies + 1
        winner = engine.result(board) - 1 if engine.result(board) in (1, 2) else None
        results["draw" if winner is None else ("first", "second")[winner]] += 1
        rows.extend(game_rows)
        targets.extend(0.5 if winner is None else float(mover == winner) for mover in movers)
    x = np.array(rows) if rows else np.empty((0, width))
    return Positions(x, np.array(targets), games, results)


def learned_engine(state: Any) -> Any:
    """The fast engine of ``state``'s game with its learned weights (the same compiled
    evaluation as the hand-written one); a :class:`LearnedWeightsError` where it has none."""
    name = state.game.name
    _check_game(name)
    fast: Any = importlib.import_module(f"boardlab.games.{name}.fast")
    return fast.search_engine(state, weights=load_weights(name))


__all__ = ["LEARNED_GAMES", "SQUASH", "LearnedWeightsError", "Positions", "evaluation_weights", "features",
           "fit_logistic", "learned_engine", "load_weights", "selfplay_positions", "weights_path"]
