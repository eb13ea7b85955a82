"""A lower bound on the number of grand moves still needed to reach a goal.

The solver prunes with it and the computer players steer by it. The bound rests on one fact
about grand moves: **a grand move moves every piece at most one square, and all of them the
same way**. So in one grand move

- the distance from a piece to a region falls by at most 1;
- the difference of two pieces' squares changes by at most one step along one axis (each of
  the two moves by the same step or stays), so the *spread* of a set of pieces, the largest
  difference of files ``W`` or of ranks ``H`` among them, changes by at most 1, and only one
  of ``W`` and ``H`` changes.

Each condition then needs at least:

====================  ==================================================================
``in(P, R)``          the largest distance (in squares) from a piece of P to the region
``adjacent(P)``       ``W + H - (k - 1)``: a connected cluster of k squares spans
                      ``W + H <= k - 1``
``line(P)``           ``min(H + |W - (k-1)|, W + |H - (k-1)|)``: one rank and exactly k
                      files, or the other way round
``block(P)``          over the rectangles ``w x h = k`` (both at least 2), the least
                      ``max(0, W - (w-1)) + max(0, H - (h-1))``
====================  ==================================================================

``and`` takes the largest bound of its parts, ``or`` the smallest, and ``not`` gives 0 (no
bound). Every bound changes by at most 1 per grand move, so it is *consistent* (never falls
by more than the move that passes), which the solver relies on to find the same first
shortest solution as a plain breadth-first search.

>>> from boardlab.games.comet.board import DEFAULT_START
>>> from boardlab.games.comet.goals import parse_goal
>>> lower_bound(parse_goal("adjacent(pyramids)"), DEFAULT_START)
3
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from boardlab.games.comet.board import SIZE, SQUARES, Placement
from boardlab.games.comet.goals import Adjacent, AllOf, AnyOf, Block, Goal, Inside, Line, Not

# Term kinds and program operations.
_INSIDE, _ADJACENT, _LINE, _BLOCK = 0, 1, 2, 3
_PUSH_TERM, _PUSH_ZERO, _MAX, _MIN = 0, 1, 2, 3
_STACK = 64


@dataclass(frozen=True)
class BoundProgram:
    """A goal's bound compiled for Numba: a postfix program over condition terms.

    ``ops[i] = (operation, term)``; term ``t`` has kind ``kinds[t]``, pieces
    ``pieces[t, :counts[t]]`` (numbers 1-9) and, for ``in``, the distance of every square to
    its region in ``region_distance[t]``.
    """

    ops: np.ndarray
    kinds: np.ndarray
    counts: np.ndarray
    pieces: np.ndarray
    region_distance: np.ndarray

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        return self.ops, self.kinds, self.counts, self.pieces, self.region_distance


def compile_bound(goal: Goal) -> BoundProgram:
    """The goal's lower bound as a :class:`BoundProgram`."""
    ops: list[tuple[int, int]] = []
    terms: list[tuple[int, tuple[int, ...], np.ndarray]] = []
    _emit(goal, ops, terms)
    if len(ops) > _STACK:
        # A longer program still works when its stack stays low; keep it simple and safe.
        raise ValueError(f"the goal {goal} is too long to bound ({len(ops)} operations)")
    count = max(1, len(terms))
    kinds = np.zeros(count, dtype=np.int64)
    counts = np.zeros(count, dtype=np.int64)
    pieces = np.zeros((count, 9), dtype=np.int64)
    region_distance = np.zeros((count, SIZE * SIZE), dtype=np.int64)
    for index, (kind, numbers, distance) in enumerate(terms):
        kinds[index], counts[index] = kind, len(numbers)
        pieces[index, : len(numbers)] = numbers
        region_distance[index] = distance
    return BoundProgram(np.array(ops, dtype=np.int64).reshape(-1, 2), kinds, counts, pieces, region_distance)


def _emit(goal: Goal, ops: list[tuple[int, int]], terms: list[tuple[int, tuple[int, ...], np.ndarray]]) -> None:
    if isinstance(goal, (AllOf, AnyOf)):
        _emit(goal.parts[0], ops, terms)
        for part in goal.parts[1:]:
            _emit(part, ops, terms)
            ops.append((_MAX if isinstance(goal, AllOf) else _MIN, 0))
        return
    if isinstance(goal, Not):
        ops.append((_PUSH_ZERO, 0))
        return
    if isinstance(goal, Inside):
        terms.append((_INSIDE, goal.numbers, region_distances(goal.region)))
    elif isinstance(goal, (Adjacent, Line, Block)):
        kind = _ADJACENT if isinstance(goal, Adjacent) else _LINE if isinstance(goal, Line) else _BLOCK
        terms.append((kind, goal.numbers, np.zeros(SIZE * SIZE, dtype=np.int64)))
    else:  # a condition this module does not know: no bound, still admissible
        ops.append((_PUSH_ZERO, 0))
        return
    ops.append((_PUSH_TERM, len(terms) - 1))


def region_distances(region: frozenset[int]) -> np.ndarray:
    """For every square, the fewest single steps to a square of ``region``."""
    distance = np.zeros(SIZE * SIZE, dtype=np.int64)
    for square in SQUARES:
        distance[square] = min(abs(square % SIZE - r % SIZE) + abs(square // SIZE - r // SIZE) for r in region)
    return distance


@njit(cache=True)
def _term(kind: int, count: int, numbers: np.ndarray, region_distance: np.ndarray, squares: np.ndarray) -> int:
    """The bound of one condition on one placement (``squares[i]``: square of piece i + 1)."""
    if kind == _INSIDE:
        worst = 0
        for i in range(count):
            worst = max(worst, region_distance[squares[numbers[i] - 1]])
        return worst
    low_file, high_file, low_rank, high_rank = SIZE, -1, SIZE, -1
    for i in range(count):
        square = squares[numbers[i] - 1]
        file, rank = square % SIZE, square // SIZE
        low_file, high_file = min(low_file, file), max(high_file, file)
        low_rank, high_rank = min(low_rank, rank), max(high_rank, rank)
    width, height = high_file - low_file, high_rank - low_rank  # spreads W and H
    if kind == _ADJACENT:
        return max(0, width + height - (count - 1))
    if kind == _LINE:
        return min(height + abs(width - (count - 1)), width + abs(height - (count - 1)))
    best = 1 << 30  # _BLOCK
    for across in range(2, count // 2 + 1):
        if count % across == 0 and count // across >= 2:
            up = count // across
            best = min(best, max(0, width - (across - 1)) + max(0, height - (up - 1)))
    return best


@njit(cache=True)
def bound_of(squares: np.ndarray, ops: np.ndarray, kinds: np.ndarray, counts: np.ndarray, pieces: np.ndarray,
             region_distance: np.ndarray) -> int:
    """Run a compiled bound program on one placement."""
    stack = np.empty(_STACK, dtype=np.int64)
    top = 0
    for index in range(len(ops)):
        operation, term = ops[index, 0], ops[index, 1]
        if operation == _PUSH_TERM:
            stack[top] = _term(kinds[term], counts[term], pieces[term], region_distance[term], squares)
            top += 1
        elif operation == _PUSH_ZERO:
            stack[top] = 0
            top += 1
        else:
            top -= 1
            if operation == _MAX:
                stack[top - 1] = max(stack[top - 1], stack[top])
            else:
                stack[top - 1] = min(stack[top - 1], stack[top])
    return stack[0] if top else 0


@njit(cache=True)
def bound_of_key(key: np.uint64, ops: np.ndarray, kinds: np.ndarray, counts: np.ndarray, pieces: np.ndarray,
                 region_distance: np.ndarray) -> int:
    """:func:`bound_of` for a placement written as a 63-bit key (seven bits per piece)."""
    squares = np.empty(9, dtype=np.int64)
    for i in range(9):
        squares[i] = (key >> np.uint64(7 * i)) & np.uint64(127)
    return bound_of(squares, ops, kinds, counts, pieces, region_distance)


_PROGRAMS: dict[str, BoundProgram] = {}


def program_for(goal: Goal) -> BoundProgram:
    """The compiled bound of ``goal`` (kept per goal text)."""
    text = str(goal)
    if text not in _PROGRAMS:
        _PROGRAMS[text] = compile_bound(goal)
    return _PROGRAMS[text]


def lower_bound(goal: Goal, placement: Placement) -> int:
    """At least this many grand moves are needed from ``placement`` to reach ``goal``.

    0 where the goal holds (and possibly elsewhere: it is a bound, not the distance).
    """
    return int(bound_of(np.asarray(placement, dtype=np.int64), *program_for(goal).arrays()))
