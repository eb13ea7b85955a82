"""The error types of boardlab.

Every problem with input a person or program gives us (a move, a position string, a record,
a game name or option) raises one of these, each a ``ValueError`` with a message that names
the problem in the player's terms.
"""

from __future__ import annotations


class BoardlabError(ValueError):
    """Base class of every error boardlab raises about bad input."""


class IllegalMove(BoardlabError):
    """A move string that is not legal in the position it was played in.

    >>> import boardlab
    >>> boardlab.load("c1").start().play("Cd1-d3")
    Traceback (most recent call last):
    ...
    boardlab.core.errors.IllegalMove: Cd1-d3: the cone at d1 cannot reach d3
    """


class UnknownGame(BoardlabError):
    """A game name that is not registered."""


class InvalidOption(BoardlabError):
    """An option a game does not have, or a value it does not accept."""


class PositionError(BoardlabError):
    """A position string or JSON position that cannot be read or describes an impossible position."""


class RecordError(BoardlabError):
    """A game record that cannot be read, or holds an illegal move.

    ``ply`` and ``move`` name the offending entry when there is one: plies count the record's
    turns from 1, as a player counts them (a turn of several steps is one ply). ``record`` is
    the record's number (from 1) when it was read from a file of several.
    """

    def __init__(self, message: str, *, ply: int | None = None, move: str | None = None,
                 record: int | None = None) -> None:
        super().__init__(message)
        self.ply = ply
        self.move = move
        self.record = record
