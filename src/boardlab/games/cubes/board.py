"""The Cubes board: a square grid of spaces, the cubes on it and the players' pools.

Files ``a``, ``b``, ... run left to right, ranks ``1``, ``2``, ... bottom to top. Spaces are
numbered ``rank * size + file`` (a1 = 0). The size is a game option (default 8, from 3 to 19).
A cube is either *active* (turned 45 degrees, its corners reaching into the four orthogonal
neighbours) or *inactive* (aligned to the grid).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import NamedTuple

from boardlab.core.numbers import is_whole

BLACK, WHITE = "black", "white"
COLOURS = (BLACK, WHITE)
#: Each player owns this many cubes, always split between the board and the pool.
CUBES_PER_PLAYER = 8
DEFAULT_SIZE, MIN_SIZE, MAX_SIZE = 8, 3, 19
FILES = "abcdefghijklmnopqrs"
#: North, east, south, west as (file, rank) steps.
DIRECTIONS = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


class Cube(NamedTuple):
    """One cube on the board: its owner and whether it stands turned (active)."""

    colour: str
    active: bool

    @property
    def inactive(self) -> bool:
        """Whether the cube lies aligned to the grid."""
        return not self.active

    def turned(self, active: bool) -> Cube:
        """The same cube, activated or deactivated."""
        return Cube(self.colour, active)

    def __str__(self) -> str:
        return f"{self.colour} {'active' if self.active else 'inactive'}"


#: The cube (or ``None``) on every space, indexed by space number.
Cubes = tuple[Cube | None, ...]


def opponent(colour: str) -> str:
    """The other colour."""
    return WHITE if colour == BLACK else BLACK


@dataclass(frozen=True)
class Grid:
    """The geometry of a ``size`` x ``size`` board: names, steps and neighbour tables."""

    size: int

    @property
    def spaces(self) -> range:
        """Every space number."""
        return range(self.size * self.size)

    def index(self, file: int, rank: int) -> int:
        """The space number of 0-based ``file`` and ``rank``."""
        return rank * self.size + file

    def name(self, space: int) -> str:
        """``name(0) == 'a1'``."""
        return f"{FILES[space % self.size]}{space // self.size + 1}"

    def parse(self, name: str) -> int | None:
        """The space called ``name`` (e.g. ``c3``), or ``None`` when it is not on this board."""
        digits = name[1:]
        if len(name) < 2 or name[0] not in FILES[: self.size] or not is_whole(digits):
            return None
        if digits[0] == "0":
            return None
        rank = int(name[1:])
        if rank > self.size:
            return None
        return self.index(FILES.index(name[0]), rank - 1)

    def step(self, space: int, direction: tuple[int, int], distance: int = 1) -> int | None:
        """The space ``distance`` steps from ``space`` in ``direction``, or ``None`` off the board."""
        file = space % self.size + direction[0] * distance
        rank = space // self.size + direction[1] * distance
        if 0 <= file < self.size and 0 <= rank < self.size:
            return self.index(file, rank)
        return None

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """The orthogonal neighbours of every space."""
        return tuple(self._around(space, DIRECTIONS) for space in self.spaces)

    @cached_property
    def diagonal_neighbours(self) -> tuple[tuple[int, ...], ...]:
        """The diagonal neighbours of every space."""
        return tuple(self._around(space, DIAGONALS) for space in self.spaces)

    def _around(self, space: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        return tuple(n for d in steps if (n := self.step(space, d)) is not None)

    def line(self, origin: int, target: int) -> tuple[tuple[int, int], int] | None:
        """``(direction, distance)`` from ``origin`` to ``target`` along a row or column, else ``None``."""
        df = target % self.size - origin % self.size
        dr = target // self.size - origin // self.size
        if (df == 0) == (dr == 0):
            return None
        distance = abs(df) + abs(dr)
        return (df // distance, dr // distance), distance


@lru_cache(maxsize=None)
def grid(size: int) -> Grid:
    """The (shared) grid of a board of this size."""
    return Grid(size)


def empty_board(size: int) -> Cubes:
    """A board with no cube on it."""
    return (None,) * (size * size)


def on_board(cubes: Cubes, colour: str) -> int:
    """How many of ``colour``'s cubes are on the board."""
    return sum(1 for cube in cubes if cube is not None and cube.colour == colour)


def pool(cubes: Cubes, colour: str) -> int:
    """How many of ``colour``'s cubes are off the board, in the pool."""
    return CUBES_PER_PLAYER - on_board(cubes, colour)
