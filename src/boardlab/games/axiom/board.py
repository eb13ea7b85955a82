"""The AXIOM pieces and the space they stand in: cells, faces, cubes, sceptres, the start.

Cells are integer triples ``(x, y, z)``: ``x`` runs left to right as Black sees the table,
``y`` from Black's side (small) to White's, and ``z`` is the level, 1 on the table. A cube
fills one cell. Its six faces are named by the way they look:

===== ========= ===============================
face  direction meaning
===== ========= ===============================
``U`` (0, 0, 1) up: the top face
``D`` (0, 0,-1) down: the bottom face
``N`` (0, 1, 0) north: towards White
``E`` (1, 0, 0) east: to Black's right
``S`` (0,-1, 0) south: towards Black
``W`` (-1,0, 0) west: to Black's left
===== ========= ===============================

Each face is a dome or a recess. A cube's domes are a bit mask over the faces
(bit ``i`` for ``FACES[i]``): single-domed cubes have one dome, double-domed cubes two on
adjacent faces. A sceptre stands in the recess of one face and fills the cell in front of it.

Positions are kept in a *normalised frame*: the structure is translated so that its
smallest ``x`` and ``y`` are 1, which leaves the row ``x = 0`` and ``y = 0`` free for cubes
placed beside it. Cells are written like ``b2.1``: file letter (``x``, ``a`` = 0), rank
number (``y`` + 1) and, after a dot, the level ``z``.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

Cell = tuple[int, int, int]

BLACK, WHITE = "black", "white"
COLOURS = (BLACK, WHITE)

FACES = "UDNESW"
UP, DOWN, NORTH, EAST, SOUTH, WEST = range(6)
DIRECTIONS: tuple[Cell, ...] = ((0, 0, 1), (0, 0, -1), (0, 1, 0), (1, 0, 0), (0, -1, 0), (-1, 0, 0))
OPPOSITE = (DOWN, UP, SOUTH, WEST, NORTH, EAST)
SIDE_FACES = (NORTH, EAST, SOUTH, WEST)

#: A structure of 12 cubes in one piece spans at most 12 cells in x and in y; we keep every
#: structure within that span (see src/boardlab/docs/rules/axiom.md, "the table").
MAX_SPAN = 12
#: Files a..n and ranks 1..14: the span plus a free row on each side.
FRAME = MAX_SPAN + 2
#: A cube stands at most on a tower of the eleven others.
MAX_LEVEL = 12
FILES = "abcdefghijklmn"


def perpendicular(face: int) -> tuple[int, ...]:
    """The four faces (as directions) at right angles to ``face``, e.g. ``N E S W`` for ``U``."""
    return tuple(f for f in range(6) if f != face and f != OPPOSITE[face])


def _adjacent_pairs() -> tuple[int, ...]:
    return tuple((1 << a) | (1 << b) for a, b in combinations(range(6), 2) if OPPOSITE[a] != b)


#: Orientations of a single-domed cube: the dome on any one face.
SINGLE_ORIENTATIONS: tuple[int, ...] = tuple(1 << f for f in range(6))
#: Orientations of a double-domed cube: the domes on one of the twelve pairs of adjacent faces.
DOUBLE_ORIENTATIONS: tuple[int, ...] = _adjacent_pairs()


class Cube(NamedTuple):
    """A cube of one colour with its domes (a face bit mask)."""

    colour: str
    domes: int

    @property
    def is_double(self) -> bool:
        """Whether this is a double-domed cube."""
        return bin(self.domes).count("1") == 2

    def has_dome(self, face: int) -> bool:
        """Whether ``face`` carries a dome (otherwise it is a recess)."""
        return bool(self.domes >> face & 1)

    def orientations(self) -> tuple[int, ...]:
        """Every way this cube may be placed: the dome masks its dome count allows."""
        return DOUBLE_ORIENTATIONS if self.is_double else SINGLE_ORIENTATIONS


class Sceptre(NamedTuple):
    """A sceptre of one colour standing in the recess of ``face`` of the cube in ``cube``."""

    colour: str
    cube: Cell
    face: int

    @property
    def cell(self) -> Cell:
        """The cell the sceptre fills: the one in front of its face."""
        return neighbour(self.cube, self.face)


def opponent(colour: str) -> str:
    """The other colour."""
    return WHITE if colour == BLACK else BLACK


def neighbour(cell: Cell, face: int) -> Cell:
    """The cell beyond ``face`` of ``cell``."""
    dx, dy, dz = DIRECTIONS[face]
    return cell[0] + dx, cell[1] + dy, cell[2] + dz


def shifted(cell: Cell, *faces: int) -> Cell:
    """The cell reached from ``cell`` by one step through each of ``faces`` in turn."""
    for face in faces:
        cell = neighbour(cell, face)
    return cell


@lru_cache(maxsize=64)
def mask_faces(mask: int) -> str:
    """The face letters of a dome mask in the order ``UDNESW``: ``mask_faces(0b100001) == 'UW'``."""
    return "".join(letter for i, letter in enumerate(FACES) if mask >> i & 1)


def faces_mask(letters: str) -> int:
    """The inverse of :func:`mask_faces` (letters assumed valid)."""
    mask = 0
    for letter in letters:
        mask |= 1 << FACES.index(letter)
    return mask


def orientation_index(cube: Cube, domes: int) -> int:
    """The place of ``domes`` among the orientations of ``cube``'s kind (0..11)."""
    return cube.orientations().index(domes)


@lru_cache(maxsize=8192)
def cell_name(cell: Cell) -> str:
    """``cell_name((1, 1, 2)) == 'b2.2'``; cells outside the frame are written ``(x,y,z)``."""
    x, y, z = cell
    if 0 <= x < FRAME and 0 <= y < FRAME and z >= 1:
        return f"{FILES[x]}{y + 1}.{z}"
    return f"({x},{y},{z})"


def face_name(cell: Cell, face: int) -> str:
    """A cube face written as its cell and face letter, e.g. ``b2.2U``."""
    return cell_name(cell) + FACES[face]


def normalise(cells: list[Cell]) -> tuple[int, int]:
    """The ``(dx, dy)`` that moves the smallest x and y of ``cells`` to 1."""
    if not cells:
        return 0, 0
    return 1 - min(c[0] for c in cells), 1 - min(c[1] for c in cells)


def start_layout() -> tuple[dict[Cell, Cube], list[Sceptre]]:
    """The start position of the rulings, in the normalised frame (see the table below).

    Black's six cubes fill the row ``y = 0`` (rank 2), White's the row ``y = 1`` (rank 3), three
    wide and two high, single-domed cubes on top; White's half is Black's turned half a turn
    about the vertical axis. The four sceptres stand on the top faces of the corner cubes.
    """
    black = {
        (-1, 0, 2): "E", (0, 0, 2): "D", (1, 0, 2): "E",
        (-1, 0, 1): "UW", (0, 0, 1): "SW", (1, 0, 1): "UW",
    }
    turned = {"N": "S", "S": "N", "E": "W", "W": "E", "U": "U", "D": "D"}
    cubes: dict[Cell, Cube] = {}
    for (x, y, z), letters in black.items():
        cubes[(x + 2, y + 1, z)] = Cube(BLACK, faces_mask(letters))
        cubes[(-x + 2, 1 - y + 1, z)] = Cube(WHITE, faces_mask("".join(turned[c] for c in letters)))
    sceptres = [Sceptre(BLACK, (1, 1, 2), UP), Sceptre(BLACK, (3, 1, 2), UP),
                Sceptre(WHITE, (3, 2, 2), UP), Sceptre(WHITE, (1, 2, 2), UP)]
    return cubes, sceptres
