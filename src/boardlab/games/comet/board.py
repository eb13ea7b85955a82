"""The comet circumflex board: a 9x9 grid, the nine numbered pieces and their nine groups.

Files a-i run left to right (west to east), ranks 1-9 bottom to top (south to north), so a9 is
the top left square. Squares are numbered ``rank_index * 9 + file_index`` (a1 = 0, i9 = 80).
A *placement* lists the square of each piece in number order: ``placement[0]`` is piece 1.
"""

from __future__ import annotations

from typing import NamedTuple

SIZE = 9
FILES = "abcdefghi"
SQUARES = range(SIZE * SIZE)
NUMBERS = tuple(range(1, 10))

#: The squares of pieces 1..9 in number order.
Placement = tuple[int, ...]

ROUND, TRIANGLE, SQUARE_PIECE, PYRAMID = "round", "triangle", "square piece", "pyramid"


class Piece(NamedTuple):
    """One of the nine pieces: its number, colour and type."""

    number: int
    colour: str
    kind: str

    def __str__(self) -> str:
        return f"{self.number} ({self.colour} {self.kind})"


#: The pieces exactly as the rule text lists them.
PIECES: tuple[Piece, ...] = (
    Piece(1, "brown", TRIANGLE),
    Piece(2, "red", SQUARE_PIECE),
    Piece(3, "orange", ROUND),
    Piece(4, "yellow", TRIANGLE),
    Piece(5, "green", SQUARE_PIECE),
    Piece(6, "blue", ROUND),
    Piece(7, "magenta", PYRAMID),
    Piece(8, "grey", SQUARE_PIECE),
    Piece(9, "white", PYRAMID),
)


class Group(NamedTuple):
    """A collection of pieces that one grand move moves: its notation code, name and members."""

    code: str
    name: str
    members: tuple[int, ...]


#: The nine groups in the order the rule text lists them, members as printed (piece 1 counts
#: as prime-numbered, square-numbered and cube-numbered).
GROUPS: tuple[Group, ...] = (
    Group("rounds", "all rounds", (3, 6)),
    Group("triangles", "all triangles", (1, 4)),
    Group("squares", "all square pieces", (2, 5, 8)),
    Group("pyramids", "all pyramids", (7, 9)),
    Group("even", "all even-numbered pieces", (2, 4, 6, 8)),
    Group("odd", "all odd-numbered pieces", (1, 3, 5, 7, 9)),
    Group("prime", "all prime-numbered pieces", (1, 2, 3, 5, 7)),
    Group("squarenum", "all square-numbered pieces", (1, 4, 9)),
    Group("cubenum", "all cube-numbered pieces", (1, 8)),
)
GROUP_BY_CODE = {group.code: group for group in GROUPS}


class Direction(NamedTuple):
    """A compass direction: its letter, name and step in files and ranks."""

    letter: str
    name: str
    file_step: int
    rank_step: int


#: North is up (towards rank 9), east is right (towards file i).
DIRECTIONS: tuple[Direction, ...] = (
    Direction("N", "north", 0, 1),
    Direction("S", "south", 0, -1),
    Direction("E", "east", 1, 0),
    Direction("W", "west", -1, 0),
)
DIRECTION_BY_LETTER = {direction.letter: direction for direction in DIRECTIONS}

#: Our default start (the original diagram is lost): the pieces on a spaced 3x3 lattice
#: around e5, one empty square between neighbours, in reading order (1 2 3 on rank 7).
DEFAULT_START: Placement = (56, 58, 60, 38, 40, 42, 20, 22, 24)  # c7 e7 g7 c5 e5 g5 c3 e3 g3


def square_index(file: int, rank: int) -> int:
    """The square number of 0-based ``file`` and ``rank``."""
    return rank * SIZE + file


def square_name(square: int) -> str:
    """``square_name(0) == 'a1'``, ``square_name(80) == 'i9'``."""
    return f"{FILES[square % SIZE]}{square // SIZE + 1}"


def parse_square(name: str) -> int | None:
    """The square number of a name like ``e5``, or ``None`` if it is not a square of the board."""
    if len(name) != 2 or name[0] not in FILES or name[1] not in "123456789":
        return None
    return square_index(FILES.index(name[0]), int(name[1]) - 1)


def neighbour(square: int, direction: Direction) -> int | None:
    """The square one step from ``square`` in ``direction``, or ``None`` off the board."""
    file = square % SIZE + direction.file_step
    rank = square // SIZE + direction.rank_step
    if 0 <= file < SIZE and 0 <= rank < SIZE:
        return square_index(file, rank)
    return None


def piece(number: int) -> Piece:
    """The piece with this number (1-9)."""
    return PIECES[number - 1]
