"""A heuristic value of an AXIOM position, for computer players.

The game is won by a sceptre reaching a cube that holds an enemy sceptre, so the value weighs,
from the view of the side to move: an immediate win (a sceptre move onto a cube with an enemy
sceptre) is worth :data:`WIN_NOW`; otherwise the value is ``tanh`` of a weighted sum of five
features, weighted in the order of :data:`FEATURES` (:func:`weights`):

``threat``         -1 where the opponent has a winning sceptre move (which the side to move
                   must parry), else 0
``double_threat``  -1 where it has two or more, else 0
``mobility``       the faces the side to move's sceptres can reach, less the opponent's
``material``       cubes of the side to move's colour, less the opponent's (cubes are lost by
                   elimination, and cubes are what sceptres stand and walk on)
``on_enemy_cube``  the side to move's sceptres standing on enemy cubes (each can eliminate that
                   cube when it steps to its own colour), less the opponent's

The hand-written weights count a threat at 1.5 and a second at 1.5 more; the learned ones
(:mod:`boardlab.ai.learned`) are other weights for the same features.

>>> [round(float(w), 2) for w in weights()]
[1.5, 1.5, 0.04, 0.25, 0.1]
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from boardlab.core.weights import weight_array
from boardlab.games.axiom.board import opponent
from boardlab.games.axiom.rules import Layout, SceptreMove, sceptre_moves

if TYPE_CHECKING:
    from boardlab.games.axiom.state import AxiomState

WIN_NOW = 0.95
THREAT = 1.5
MOBILITY = 0.04
MATERIAL = 0.25
ON_ENEMY_CUBE = 0.1

#: The features in the order of the weights array.
FEATURES = ("threat", "double_threat", "mobility", "material", "on_enemy_cube")

#: The hand-written weights (those of :func:`evaluate`).
WEIGHTS: dict[str, float] = {"threat": THREAT, "double_threat": THREAT, "mobility": MOBILITY,
                             "material": MATERIAL, "on_enemy_cube": ON_ENEMY_CUBE}


def weights(values: dict[str, float] | None = None) -> np.ndarray:
    """:data:`WEIGHTS` as an array, ``values`` overriding some by name (an unknown one is a ``ValueError``)."""
    return weight_array("AXIOM", FEATURES, WEIGHTS, values)


def _wins(layout: Layout, moves: list[SceptreMove], colour: str) -> int:
    """How many of ``colour``'s sceptre moves land on a cube holding an enemy sceptre."""
    enemy = opponent(colour)
    return sum(any(s.colour == enemy for s in layout.sceptres_on(m.target)) for m in moves)


def features(state: AxiomState) -> tuple[float, ...] | None:
    """The features of :data:`FEATURES` for the side to move of an unfinished game; ``None``
    where the side to move has a winning sceptre move (the value is then :data:`WIN_NOW`)."""
    layout, me = state.layout, state.side
    enemy = opponent(me)
    forbid, _, length = state.rule_options
    mine = list(sceptre_moves(layout, me, forbid, length))
    if _wins(layout, mine, me):
        return None
    theirs = list(sceptre_moves(layout, enemy, forbid, length))
    threats = _wins(layout, theirs, enemy)
    cubes = [cube.colour for cube in layout.cubes.values()]
    on_enemy = 0
    for sceptre in layout.sceptres:
        if layout.cubes[sceptre.cube].colour != sceptre.colour:
            on_enemy += 1 if sceptre.colour == me else -1
    return (-float(threats >= 1), -float(threats >= 2), float(len(mine) - len(theirs)),
            float(cubes.count(me) - cubes.count(enemy)), float(on_enemy))


def evaluate(state: AxiomState) -> float:
    """The value of ``state`` in [-1, 1] for the side to move (0.0 when the game is over:
    the search sees results through ``winner``)."""
    if state.is_over:
        return 0.0
    values = features(state)
    if values is None:
        return WIN_NOW
    score = sum(float(w) * v for w, v in zip(weights(), values, strict=True))
    return max(-WIN_NOW, min(WIN_NOW, math.tanh(score)))
