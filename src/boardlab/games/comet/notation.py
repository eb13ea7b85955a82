"""Comet notation: grand moves like ``prime-N`` and the position string.

A grand move is the group's code, a hyphen and the direction letter: ``rounds-N``,
``triangles-S``, ``squares-E``, ``pyramids-W``, ``even-N``, ``odd-S``, ``prime-E``,
``squarenum-W``, ``cubenum-N``. Records may use other spellings (``Primes-north``,
``square-numbered-w``); :func:`normalise_move` turns them into the standard form.

The position string has three fields separated by spaces::

    c7,e7,g7,c5,e5,g5,c3,e3,g3 p1 0

1. the squares of pieces 1 to 9 in number order, separated by commas (or written together,
   ``c7e7g7...``);
2. the seat to move, ``p1`` ... ``pN``;
3. the number of grand moves made so far (the move limit counts them).
"""

from __future__ import annotations

import re

from boardlab.core.errors import PositionError
from boardlab.core.numbers import read_whole
from boardlab.games.comet.board import (
    DIRECTION_BY_LETTER,
    DIRECTIONS,
    GROUP_BY_CODE,
    Placement,
    parse_square,
    piece,
    square_name,
)
from boardlab.games.comet.rules import GrandMove

#: Other ways people write a group, for records and goals (the codes themselves included).
GROUP_ALIASES: dict[str, str] = {
    **{code: code for code in GROUP_BY_CODE},
    "round": "rounds", "triangle": "triangles", "square": "squares", "square-pieces": "squares",
    "pyramid": "pyramids", "evens": "even", "even-numbered": "even", "odds": "odd",
    "odd-numbered": "odd", "primes": "prime", "prime-numbered": "prime", "squared": "squarenum",
    "square-numbered": "squarenum", "squarenums": "squarenum", "cubed": "cubenum",
    "cube-numbered": "cubenum", "cubenums": "cubenum", "cubes": "cubenum",
}
_DIRECTION_ALIASES = {d.letter.lower(): d.letter for d in DIRECTIONS} | {d.name: d.letter for d in DIRECTIONS}
_SQUARES_TOGETHER = re.compile(r"(?:[a-i][1-9]){9}")


def parse_move(text: str) -> GrandMove | None:
    """The grand move written exactly in standard form, else ``None``.

    >>> str(parse_move("prime-N"))
    'prime-N'
    """
    code, _, letter = text.rpartition("-")
    if code not in GROUP_BY_CODE or letter not in DIRECTION_BY_LETTER:
        return None
    return GrandMove(GROUP_BY_CODE[code], DIRECTION_BY_LETTER[letter])


def normalise_move(text: str) -> str:
    """A grand move in any accepted spelling in standard form; other text comes back unchanged.

    >>> normalise_move("Square-Numbered-west")
    'squarenum-W'
    """
    text = text.strip()
    code, _, letter = text.lower().rpartition("-")
    if code in GROUP_ALIASES and letter in _DIRECTION_ALIASES:
        return f"{GROUP_ALIASES[code]}-{_DIRECTION_ALIASES[letter]}"
    return text


def write_placement(placement: Placement) -> str:
    """``'c7,e7,g7,c5,e5,g5,c3,e3,g3'``: the squares of pieces 1 to 9."""
    return ",".join(square_name(square) for square in placement)


def read_placement(text: str) -> Placement:
    """Read the squares of pieces 1 to 9 (comma-separated or written together).

    Raises :class:`PositionError` for a bad square, a wrong count or two pieces on one square.
    """
    text = text.strip().lower()
    names = [text[i : i + 2] for i in range(0, 18, 2)] if _SQUARES_TOGETHER.fullmatch(text) else text.split(",")
    if len(names) != 9:
        raise PositionError(f"a placement lists the squares of the nine pieces 1-9, got {len(names)} entries in {text!r}")
    squares: list[int] = []
    for number, name in enumerate(names, start=1):
        square = parse_square(name.strip())
        if square is None:
            raise PositionError(f"piece {piece(number)}: {name.strip()!r} is not a square a1-i9")
        if square in squares:
            other = squares.index(square) + 1
            raise PositionError(f"pieces {other} and {number} are both on {square_name(square)}")
        squares.append(square)
    return tuple(squares)


def write_position(placement: Placement, seat: str, count: int) -> str:
    """The position string: placement, seat to move, grand moves made."""
    return f"{write_placement(placement)} {seat} {count}"


def read_position(text: str, seats: tuple[str, ...]) -> tuple[Placement, str, int]:
    """``(placement, seat, count)`` of a position string; raises :class:`PositionError`."""
    if not isinstance(text, str):
        raise PositionError("a comet position must be a string")
    fields = text.split()
    if len(fields) != 3:
        raise PositionError(
            f"a comet position has 3 fields (placement, seat to move, grand moves made), got {len(fields)}: {text!r}")
    placement = read_placement(fields[0])
    if fields[1] not in seats:
        raise PositionError(f"the seat to move must be one of {', '.join(seats)}, got {fields[1]!r}")
    return placement, fields[1], read_whole(fields[2], "the number of grand moves made")
