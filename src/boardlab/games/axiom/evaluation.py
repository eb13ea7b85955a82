"""A heuristic value of an AXIOM position, for computer players.

The game is won by a sceptre reaching a cube that holds an enemy sceptre, so the value
weighs, from the view of the side to move:

* an immediate win (a sceptre move onto a cube with an enemy sceptre): almost +1;
* the opponent's winning threats (which the side to move must parry): strongly negative;
* sceptre mobility: the number of faces each side's sceptres can reach;
* material: cubes left of each colour (cubes are lost by elimination, and cubes are what
  sceptres stand and walk on);
* sceptres standing on enemy cubes: each can eliminate that cube when it steps to its own
  colour, a small bonus.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from boardlab.games.axiom.board import opponent
from boardlab.games.axiom.rules import Layout, SceptreMove, sceptre_moves

if TYPE_CHECKING:
    from boardlab.games.axiom.state import AxiomState

WIN_NOW = 0.95
THREAT = 1.5
MOBILITY = 0.04
MATERIAL = 0.25
ON_ENEMY_CUBE = 0.1


def _wins(layout: Layout, moves: list[SceptreMove], colour: str) -> int:
    """How many of ``colour``'s sceptre moves land on a cube holding an enemy sceptre."""
    enemy = opponent(colour)
    return sum(any(s.colour == enemy for s in layout.sceptres_on(m.target)) for m in moves)


def evaluate(state: AxiomState) -> float:
    """The value of ``state`` in [-1, 1] for the side to move (0.0 when the game is over:
    the search sees results through ``winner``)."""
    if state.is_over:
        return 0.0
    layout, me = state.layout, state.side
    enemy = opponent(me)
    forbid, _, length = state.rule_options
    mine = list(sceptre_moves(layout, me, forbid, length))
    theirs = list(sceptre_moves(layout, enemy, forbid, length))
    if _wins(layout, mine, me):
        return WIN_NOW
    score = -THREAT * min(_wins(layout, theirs, enemy), 2)
    score += MOBILITY * (len(mine) - len(theirs))
    cubes = [cube.colour for cube in layout.cubes.values()]
    score += MATERIAL * (cubes.count(me) - cubes.count(enemy))
    for sceptre in layout.sceptres:
        if layout.cubes[sceptre.cube].colour != sceptre.colour:
            score += ON_ENEMY_CUBE if sceptre.colour == me else -ON_ENEMY_CUBE
    return max(-WIN_NOW, min(WIN_NOW, math.tanh(score)))
