"""AXIOM: cubes and sceptres on a structure in three dimensions (Michael Seal, 1988).

The rule sheet's structure lives here: :mod:`.board` (cells, faces, cubes, sceptres and the
start position), :mod:`.rules` (moving a cube, moving a sceptre, elimination, the win),
:mod:`.notation` (moves and positions), :mod:`.evaluation` (a heuristic for computer
players), :mod:`.render` (text, isometric SVG and top-down map).
"""

from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.state import AxiomState

__all__ = ["AxiomGame", "AxiomState"]
