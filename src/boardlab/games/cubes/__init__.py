"""Cubes: a placement and sliding game of active (turned) and inactive cubes.

The rule text's structure lives here: :mod:`.board` (the board, cubes and pools), :mod:`.rules`
(placing, sliding, bonus moves, activating, taking up, the draw by sealed regions),
:mod:`.notation` (steps and positions), :mod:`.explain` (why a step is illegal),
:mod:`.evaluation` (a heuristic for search), :mod:`.render` (text and SVG).
"""

from boardlab.games.cubes.game import CubesGame
from boardlab.games.cubes.state import CubesState

__all__ = ["CubesGame", "CubesState"]
