"""A heuristic evaluation of Cubes positions for search.

A player loses when, at the start of a turn, no active cube of theirs can slide (once they have
cubes on the board), so what counts is mobility: how many active cubes can still slide, and
how many slides they have. Cubes still in the pool are a small asset (a placement can block).

The compiled evaluation (:func:`boardlab.games.cubes.fast.evaluate_weighted`) is ``tanh`` of
half a weighted sum of five features, each the side to move's figure less the opponent's unless
said otherwise, whose weights :func:`weights` gives in the order of :data:`FEATURES`:

``movable``  active cubes that can slide
``slides``   their slides
``pool``     cubes still in the pool
``stuck``    1 where the opponent has cubes on the board but none movable, less 1 where the
             side to move has (the hand-written weight is :data:`STUCK_PENALTY`)
``bonus``    1 while the side to move is in a bonus step (an extra choice), else 0

>>> [round(float(w), 2) for w in weights()]
[0.6, 0.04, 0.05, 2.0, 0.1]
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from boardlab.core.weights import weight_array
from boardlab.games.cubes.board import COLOURS, on_board, pool
from boardlab.games.cubes.rules import slide_targets

if TYPE_CHECKING:
    from boardlab.games.cubes.state import CubesState

MOVABLE_WEIGHT = 0.6
SLIDE_WEIGHT = 0.04
POOL_WEIGHT = 0.05
STUCK_PENALTY = 2.0
BONUS_WEIGHT = 0.1

#: The features in the order of the weights array.
FEATURES = ("movable", "slides", "pool", "stuck", "bonus")

#: The hand-written weights (those of :func:`evaluate`).
WEIGHTS: dict[str, float] = {"movable": MOVABLE_WEIGHT, "slides": SLIDE_WEIGHT, "pool": POOL_WEIGHT,
                             "stuck": STUCK_PENALTY, "bonus": BONUS_WEIGHT}


def weights(values: dict[str, float] | None = None) -> np.ndarray:
    """The weights as the compiled evaluation takes them; ``values`` overrides some of
    :data:`WEIGHTS` by name (an unknown name is a ``ValueError``).

    >>> float(weights({"pool": 0.0})[FEATURES.index("pool")])
    0.0
    """
    return weight_array("Cubes", FEATURES, WEIGHTS, values)


def mobility(state: CubesState, colour: str) -> tuple[int, int]:
    """``(movable active cubes, slides)`` of ``colour`` in ``state``."""
    grid, cubes, movable, slides = state.grid, state.cubes, 0, 0
    for space in grid.spaces:
        cube = cubes[space]
        if cube is not None and cube.colour == colour and cube.active:
            count = len(slide_targets(grid, cubes, space, state.reading))
            movable += count > 0
            slides += count
    return movable, slides


def evaluate(state: CubesState) -> float:
    """The position's value in [-1, 1] for the side to move (``state.side``).

    A finished game is worth 1, 0 or -1. Otherwise the difference in mobility is squashed
    with ``tanh``; a player with cubes on the board but no movable one is near losing.
    """
    me = state.side
    if state.is_over:
        return 0.0 if state.winner == "draw" else (1.0 if state.winner == me else -1.0)
    score = 0.0
    for colour in COLOURS:
        sign = 1.0 if colour == me else -1.0
        movable, slides = mobility(state, colour)
        score += sign * (MOVABLE_WEIGHT * movable + SLIDE_WEIGHT * slides + POOL_WEIGHT * pool(state.cubes, colour))
        if movable == 0 and on_board(state.cubes, colour) > 0:
            score -= sign * STUCK_PENALTY
    if state.in_bonus:
        score += BONUS_WEIGHT  # a bonus step is an extra choice (it may always be declined)
    return math.tanh(score / 2)

