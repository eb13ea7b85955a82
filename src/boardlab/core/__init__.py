"""The game-agnostic core: the game/state protocol, options, errors and the registry."""

from boardlab.core.errors import (
    BoardlabError,
    IllegalMove,
    InvalidOption,
    PositionError,
    RecordError,
    UnknownGame,
)
from boardlab.core.game import Game, State
from boardlab.core.options import Option
from boardlab.core.registry import game_class, games, load, register

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
    "game_class",
    "games",
    "load",
    "register",
]
