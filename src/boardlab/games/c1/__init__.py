"""C1 ("Cone"): surround the opponent's cone on a board of sliding and vanishing tiles.

The rulebook's structure lives here: :mod:`.board` (the board and set-up), :mod:`.rules`
(moving a cone, a pyramid, a tile; eliminating a tile; the win), :mod:`.notation` (moves and
positions), :mod:`.record` (game records), :mod:`.render` (text and SVG).
"""

from boardlab.games.c1.game import C1Game
from boardlab.games.c1.state import C1State

__all__ = ["C1Game", "C1State"]
