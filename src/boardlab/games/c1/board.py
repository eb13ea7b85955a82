"""The C1 board: a 7x7 grid of cells named a1..g7, its fixed tiles and the start position.

Files a-g run left to right, ranks 1-7 from Black's side to White's. Cells are numbered
``rank_index * 7 + file_index`` (a1 = 0, g7 = 48).
"""

from __future__ import annotations

from typing import NamedTuple

SIZE = 7
FILES = "abcdefg"
CELLS = range(SIZE * SIZE)
BLACK, WHITE = "black", "white"
COLOURS = (BLACK, WHITE)
CONE, PYRAMID = "cone", "pyramid"
ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


class Piece(NamedTuple):
    """A cone or pyramid of one colour."""

    colour: str
    kind: str

    @property
    def letter(self) -> str:
        """The notation letter: ``C`` for a cone, ``P`` for a pyramid."""
        return "C" if self.kind == CONE else "P"

    def __str__(self) -> str:
        return f"{self.colour} {self.kind}"


def opponent(colour: str) -> str:
    """The other colour."""
    return WHITE if colour == BLACK else BLACK


def cell_index(file: int, rank: int) -> int:
    """The cell number of 0-based ``file`` and ``rank``."""
    return rank * SIZE + file


def cell_name(cell: int) -> str:
    """``cell_name(0) == 'a1'``."""
    return f"{FILES[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(name: str) -> int | None:
    """The cell number of a name like ``d5``, or ``None`` if it is not a cell of the board."""
    if len(name) != 2 or name[0] not in FILES or name[1] not in "1234567":
        return None
    return cell_index(FILES.index(name[0]), int(name[1]) - 1)


def step(cell: int, direction: tuple[int, int], distance: int = 1) -> int | None:
    """The cell ``distance`` steps from ``cell`` in ``direction``, or ``None`` off the board."""
    file = cell % SIZE + direction[0] * distance
    rank = cell // SIZE + direction[1] * distance
    if 0 <= file < SIZE and 0 <= rank < SIZE:
        return cell_index(file, rank)
    return None


def _fixed_cells() -> frozenset[int]:
    edge_files = (0, SIZE - 1)
    cells = {cell_index(f, r) for f in range(SIZE) for r in (0, SIZE - 1)}
    cells |= {cell_index(f, r) for f in edge_files for r in (1, 2, 4, 5)}
    return frozenset(cells)


#: The 22 fixed tiles: ranks 1 and 7, and files a and g on ranks 2, 3, 5 and 6.
FIXED = _fixed_cells()


def home_colour(cell: int) -> str | None:
    """The colour of the start tile on ``cell`` (Black: ranks 1-3, White: 5-7, rank 4: none)."""
    rank = cell // SIZE
    return BLACK if rank < 3 else WHITE if rank > 3 else None


def start_tiles() -> tuple[str | None, ...]:
    """The tile colour of every cell at the start (``None``: Void)."""
    return tuple(home_colour(cell) for cell in CELLS)


def start_pieces() -> tuple[Piece | None, ...]:
    """The piece on every cell at the start."""
    pieces: list[Piece | None] = [None] * (SIZE * SIZE)
    for colour, rank in ((BLACK, 0), (WHITE, SIZE - 1)):
        for file in (1, 2, 4, 5):
            pieces[cell_index(file, rank)] = Piece(colour, PYRAMID)
        pieces[cell_index(3, rank)] = Piece(colour, CONE)
    return tuple(pieces)
