"""The comet circumflex game: nine numbered pieces, grand moves of whole groups, a shared goal.

The rule text's structure lives here: :mod:`.board` (the board, the pieces and their groups),
:mod:`.rules` (resolving a grand move), :mod:`.goals` (the goal language and built-in goals),
:mod:`.notation` (grand moves and positions), :mod:`.render` (text and SVG) and
:mod:`.solver` (the shortest way to a goal).
"""

from boardlab.games.comet.game import CometGame
from boardlab.games.comet.state import CometState

__all__ = ["CometGame", "CometState"]
