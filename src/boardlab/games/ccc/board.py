"""The CCC board, its pieces and structures, and the set-ups of the rules' variants.

The board is always 8 files wide (the specials row holds 8 pieces); its height follows from
the set-up. Files a-h run left to right, ranks 1.. from Black's side to White's. Cells are
numbered ``rank_index * 8 + file_index`` (a1 = 0).

A cell holds nothing or a *stack*: a tuple of :class:`Piece` of one colour, bottom first.
A stack of one piece is a basic piece; two or more make a Structure (Flat Stack, Constructed
Pyramid or Pyramid Stack).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import NamedTuple

from boardlab.core.numbers import is_whole

WIDTH = 8
FILES = "abcdefgh"
BLACK, WHITE = "black", "white"
COLOURS = (BLACK, WHITE)

FLAT, CUBE, TORUS, FLAG = "F", "C", "T", "N"
SMALL, MEDIUM, LARGE = "S", "M", "L"
PYRAMIDS = (SMALL, MEDIUM, LARGE)
KINDS = (FLAT, CUBE, TORUS, FLAG, SMALL, MEDIUM, LARGE)
KIND_NAMES = {
    FLAT: "Flat", CUBE: "Cube", TORUS: "Torus", FLAG: "Nice Flag",
    SMALL: "Small Pyramid", MEDIUM: "Medium Pyramid", LARGE: "Large Pyramid",
}
#: The strength a piece starts with (Cubes: infinite; Toruses share a pool of 10 per colour).
FULL_STRENGTH = {FLAT: 1, FLAG: 1, SMALL: 2, MEDIUM: 4, LARGE: 6, CUBE: 0, TORUS: 0}
TORUS_POOL = 10
MAX_FLATS = 5
#: The pieces of the specials row: 2 Cubes, 2 Toruses, the three Pyramids and the Nice Flag.
SPECIALS = "CCTTSMLN"
#: Our choice of the specials row, a to h from Black's side (see src/boardlab/docs/rules/ccc.md).
STANDARD_SPECIALS = "CTSLNMTC"

ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, -1), (-1, 1))
#: The eight directions by compass name (north is towards White's side).
DIRECTIONS = {
    "n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0),
    "ne": (1, 1), "se": (1, -1), "sw": (-1, -1), "nw": (-1, 1),
}


class Piece(NamedTuple):
    """One basic piece: its kind letter (``F C T N S M L``), colour and strength left.

    Strength is meaningful for Flats, Nice Flags and Pyramids; Cubes are invulnerable and
    Toruses draw on their colour's shared pool, so theirs is stored as 0.
    """

    kind: str
    colour: str
    strength: int

    @property
    def is_pyramid(self) -> bool:
        """Whether this is a Small, Medium or Large Pyramid."""
        return self.kind in PYRAMIDS

    @property
    def size(self) -> int:
        """A Pyramid's size rank (Small 1, Medium 2, Large 3); 0 for other pieces."""
        return PYRAMIDS.index(self.kind) + 1 if self.kind in PYRAMIDS else 0

    def __str__(self) -> str:
        return f"{self.colour} {KIND_NAMES[self.kind]}"


Stack = tuple[Piece, ...]
Cells = tuple[Stack | None, ...]


def piece(kind: str, colour: str, strength: int | None = None) -> Piece:
    """A piece at full strength unless ``strength`` is given."""
    return Piece(kind, colour, FULL_STRENGTH[kind] if strength is None else strength)


def opponent(colour: str) -> str:
    """The other colour."""
    return WHITE if colour == BLACK else BLACK


# --- structures -------------------------------------------------------------------------------

def structure_kind(stack: Stack) -> str:
    """``flat``, ``cube``, ``torus``, ``flag``, ``pyramid``, ``flat stack``,
    ``constructed pyramid`` or ``pyramid stack``."""
    if len(stack) == 1:
        only = stack[0].kind
        return "pyramid" if only in PYRAMIDS else {FLAT: "flat", CUBE: "cube", TORUS: "torus", FLAG: "flag"}[only]
    if all(p.kind == FLAT for p in stack):
        return "flat stack"
    if all(p.is_pyramid for p in stack):
        return "constructed pyramid"
    return "pyramid stack"


#: The kind letters of every legal stack, bottom first: a Cube, Torus or Nice Flag alone, or
#: up to 5 Flats under Pyramids of strictly decreasing size.
_STACK_SHAPE = re.compile(r"[CTN]|F{0,5}L?M?S?")


def is_valid_stack(stack: Stack) -> bool:
    """Whether ``stack`` is a basic piece or a legal Structure.

    Structures are 2-5 Flats, then (optionally) Pyramids each smaller than the one below;
    Cubes, Toruses and Nice Flags never stack; all pieces share one colour.
    """
    if not stack:
        return False
    colour = stack[0].colour
    if any(p.colour != colour for p in stack):
        return False
    return _STACK_SHAPE.fullmatch("".join(p.kind for p in stack)) is not None


def is_pyramid_topped(stack: Stack) -> bool:
    """A Pyramid or a Structure with Pyramids on top: immune to the Nice Flag."""
    return stack[-1].is_pyramid


def height(stack: Stack) -> int:
    """The barricade height: the number of pieces in a Structure, 1 for a basic piece."""
    return len(stack)


# --- geometry -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Geometry:
    """The board's dimensions: always 8 files; ``height`` ranks. Lines and neighbourhoods are
    worked out once per board."""

    height: int
    _lines: dict[tuple[int, tuple[int, int]], tuple[int, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False)
    _around: dict[int, tuple[int, ...]] = field(default_factory=dict, init=False, repr=False, compare=False,
                                                hash=False)

    def __post_init__(self) -> None:
        for cell in self.cells:
            for direction in ORTHOGONAL + DIAGONAL:
                self._lines[cell, direction] = tuple(self._walk(cell, direction))
            self._around[cell] = tuple(line[0] for d in ORTHOGONAL + DIAGONAL if (line := self._lines[cell, d]))

    def _walk(self, cell: int, direction: tuple[int, int]) -> list[int]:
        line: list[int] = []
        file, rank = cell % WIDTH, cell // WIDTH
        while True:
            file, rank = file + direction[0], rank + direction[1]
            if not (0 <= file < WIDTH and 0 <= rank < self.height):
                return line
            line.append(rank * WIDTH + file)

    @property
    def cells(self) -> range:
        """Every cell number."""
        return range(WIDTH * self.height)

    def line(self, cell: int, direction: tuple[int, int]) -> tuple[int, ...]:
        """The cells from ``cell`` (not included) to the edge in ``direction``."""
        return self._lines[cell, direction]

    def step(self, cell: int, direction: tuple[int, int], distance: int = 1) -> int | None:
        """The cell ``distance`` steps from ``cell`` in ``direction``, or ``None`` off the board."""
        line = self._lines[cell, direction]
        return line[distance - 1] if distance <= len(line) else None

    def neighbours(self, cell: int) -> tuple[int, ...]:
        """The up to 8 adjacent cells (orthogonal and diagonal)."""
        return self._around[cell]

    def adjacent(self, a: int, b: int) -> bool:
        """Whether two different cells touch orthogonally or diagonally."""
        return a != b and abs(a % WIDTH - b % WIDTH) <= 1 and abs(a // WIDTH - b // WIDTH) <= 1

    def parse_cell(self, name: str) -> int | None:
        """The cell of a name such as ``d5`` or ``a10``, or ``None`` if not on this board."""
        digits = name[1:]
        if len(name) < 2 or name[0] not in FILES or not is_whole(digits) or name[1] == "0":
            return None
        rank = int(name[1:]) - 1
        return rank * WIDTH + FILES.index(name[0]) if rank < self.height else None


def cell_name(cell: int) -> str:
    """``cell_name(0) == 'a1'``; the board width is always 8."""
    return f"{FILES[cell % WIDTH]}{cell // WIDTH + 1}"


def forward(colour: str) -> int:
    """The rank direction of "forwards" for ``colour`` (Black starts at rank 1)."""
    return 1 if colour == BLACK else -1


# --- set-up ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Setup:
    """The start layout chosen by the game options (see :func:`make_setup`)."""

    geometry: Geometry
    cells: Cells
    flag_homes: dict[str, int]
    flats_per_side: int


def check_specials(text: str, option: str) -> str | None:
    """Why ``text`` is not an arrangement of the specials row, or ``None`` if it is one."""
    if len(text) != WIDTH or sorted(text.upper()) != sorted(SPECIALS):
        return (f"option {option!r}: an arrangement must use the 8 letters {SPECIALS} "
                f"(2 Cubes, 2 Toruses, Small, Medium, Large, Nice Flag) once each, got {text!r}")
    return None


def _shuffled(rng: random.Random) -> str:
    letters = list(SPECIALS)
    rng.shuffle(letters)
    return "".join(letters)


def specials_rows(specials: str, white_specials: str, seed: int) -> tuple[str, str]:
    """Black's and White's specials rows, each written a to h.

    ``specials`` is ``standard``, ``random`` or an arrangement; ``white_specials`` is
    ``mirror`` (the same piece on the same file, facing Black's), ``rotated`` (the same order
    seen from White's side), ``random`` (an independent random order) or an arrangement.
    """
    rng = random.Random(seed)
    black = STANDARD_SPECIALS if specials == "standard" else _shuffled(rng) if specials == "random" else specials.upper()
    if white_specials == "mirror":
        white = black
    elif white_specials == "rotated":
        white = black[::-1]
    elif white_specials == "random":
        white = _shuffled(rng)
    else:
        white = white_specials.upper()
    return black, white


def home_ranks(rows: int, placement: str) -> tuple[list[int], int]:
    """Black's Flat ranks and specials rank (0-based) for ``rows`` Flat rows placed
    ``front``, ``behind`` or ``around`` the specials (around: the larger half in front)."""
    behind = {"front": 0, "behind": rows, "around": rows // 2}[placement]
    specials_rank = behind
    flat_ranks = list(range(behind)) + list(range(behind + 1, rows + 1))
    return flat_ranks, specials_rank


def make_setup(rows: int, placement: str, empty_ranks: int, specials: str, white_specials: str, seed: int) -> Setup:
    """The start position of the chosen variant; White's side is Black's reflected across the
    board's middle rank."""
    height = 2 * (rows + 1) + empty_ranks
    geometry = Geometry(height)
    cells: list[Stack | None] = [None] * (WIDTH * height)
    flat_ranks, specials_rank = home_ranks(rows, placement)
    rows_text = dict(zip(COLOURS, specials_rows(specials, white_specials, seed)))
    flag_homes = {}
    def rank_of(r: int, colour: str) -> int:
        return r if colour == BLACK else height - 1 - r

    for colour in COLOURS:
        for file, letter in enumerate(rows_text[colour]):
            cell = rank_of(specials_rank, colour) * WIDTH + file
            cells[cell] = (piece(letter, colour),)
            if letter == FLAG:
                flag_homes[colour] = cell
        for r in flat_ranks:
            for file in range(WIDTH):
                cells[rank_of(r, colour) * WIDTH + file] = (piece(FLAT, colour),)
    return Setup(geometry, tuple(cells), flag_homes, rows * WIDTH)
