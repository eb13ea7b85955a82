"""boardlab: play, analyse and playtest five abstract strategy games.

>>> import boardlab
>>> boardlab.games()[:1]
['c1']
>>> state = boardlab.load("c1").start().play("Cd1-d2")
>>> state.to_move
'white'
"""

# The games live in the package ``boardlab.games``; import it before binding the function
# ``games`` below, so that the function, not the package, is what ``boardlab.games`` names.
import boardlab.games as _games_package  # noqa: F401  (imported for its side effect)
from boardlab.core import (
    BoardlabError,
    Game,
    IllegalMove,
    InvalidOption,
    Option,
    PositionError,
    RecordError,
    State,
    UnknownGame,
    games,
    load,
)
from boardlab import records  # noqa: E402  (after the core, which it builds on)

__all__ = [
    "BoardlabError",
    "Game",
    "IllegalMove",
    "InvalidOption",
    "Option",
    "PositionError",
    "RecordError",
    "State",
    "UnknownGame",
    "games",
    "load",
    "records",
]
__version__ = "0.1.0"
