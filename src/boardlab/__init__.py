"""boardlab: play, analyse and playtest five abstract strategy games.

>>> import boardlab
>>> boardlab.games()[:1]
['c1']
>>> state = boardlab.load("c1").start().play("Cd1-d2")
>>> state.to_move
'white'
"""

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
]
__version__ = "0.1.0"
