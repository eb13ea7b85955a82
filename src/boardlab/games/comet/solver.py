"""The comet solver: the shortest sequence of grand moves that reaches a goal, proven shortest.

A breadth-first search over placements with duplicate detection, pruned by the goal's distance
bound (:mod:`.distance`), in rounds: for a limit ``L`` from the bound of the start upwards,
only positions ``p`` first reached after ``g`` grand moves with ``g + bound(p) <= L`` are
kept. The first round that reaches the goal gives a shortest solution; a round that does not
proves there is none of ``L`` grand moves. The bound is consistent, so the answer is the one
the unpruned search gives (see :func:`solve`).

A placement is a 63-bit key (seven bits per piece); each layer is expanded by all 36 grand
moves in a Numba-compiled loop that bounds every child and keeps the new ones in an
open-addressing hash set, and the goal is checked on the whole new layer at once with
:meth:`.goals.Goal.holds_many`.

:func:`solve_plain` is the same search written plainly on top of :func:`.rules.resolve`, and
``solve(..., bounded=False)`` is the unpruned search; tests keep the pruned search honest
against both, and :func:`successor_keys` against the rules.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numba import njit

from boardlab.games.comet.board import DIRECTIONS, SQUARES, Placement, neighbour
from boardlab.games.comet.distance import bound_of_key, lower_bound, program_for
from boardlab.games.comet.goals import Goal, check_possible
from boardlab.games.comet.rules import GRAND_MOVES, legal_grand_moves, resolve

#: ``progress(depth, expanded, layer_size, states)``: called while a layer is expanded.
Progress = Callable[[int, int, int, int], None]

_BITS = 7
_SHIFTS = np.arange(9, dtype=np.uint64) * np.uint64(_BITS)
_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)
#: ``_DESTINATION[d, square]``: the square one step in direction ``d``, or -1 off the board.
_DESTINATION = np.array([[-1 if neighbour(s, d) is None else neighbour(s, d) for s in SQUARES] for d in DIRECTIONS],
                        dtype=np.int16)
#: Per grand move (action id): its direction index, group size and members (piece numbers).
_DIRECTION_OF = np.array([DIRECTIONS.index(m.direction) for m in GRAND_MOVES], dtype=np.int64)
_GROUP_SIZE = np.array([len(m.group.members) for m in GRAND_MOVES], dtype=np.int64)
_MEMBERS = np.array([m.group.members + (0,) * (5 - len(m.group.members)) for m in GRAND_MOVES], dtype=np.int64)
_PARENTS_PER_CALL = 1 << 12


@dataclass(frozen=True)
class Solution:
    """The answer of a search.

    ``moves`` is a shortest sequence of grand moves, or ``None`` when no sequence of at most
    ``depth_searched`` grand moves reaches the goal. ``exhausted`` means every reachable
    placement was examined, so none exists at any depth. ``states`` counts the placements
    stored (summed over the rounds of a pruned search), ``generated`` the grand moves tried.
    ``stopped`` means the search ended before ``max_depth`` at its ``max_states`` budget or
    its deadline.
    """

    moves: tuple[str, ...] | None
    depth_searched: int
    states: int
    generated: int
    exhausted: bool
    seconds: float
    stopped: bool = False

    @property
    def solved(self) -> bool:
        """Whether a solution was found."""
        return self.moves is not None


def encode(squares: np.ndarray) -> np.ndarray:
    """The 63-bit keys of an ``(n, 9)`` array of placements."""
    return np.bitwise_or.reduce(squares.astype(np.uint64) << _SHIFTS, axis=1)


def decode(keys: np.ndarray) -> np.ndarray:
    """The ``(n, 9)`` placements of an array of keys."""
    return ((keys[:, None] >> _SHIFTS) & np.uint64((1 << _BITS) - 1)).astype(np.int16)


# --- the compiled core -------------------------------------------------------------------


@njit(cache=True)
def play_key(key: np.uint64, action: int, forbid_edge: bool) -> np.uint64:
    """The key after grand move ``action``, or 0 when edge-blocking is forbidden and happens."""
    squares = np.empty(9, dtype=np.int64)
    for i in range(9):
        squares[i] = (key >> np.uint64(7 * i)) & np.uint64(127)
    direction = _DIRECTION_OF[action]
    for k in range(_GROUP_SIZE[action]):
        piece = _MEMBERS[action, k] - 1
        target = _DESTINATION[direction, squares[piece]]
        if target < 0:
            if forbid_edge:
                return np.uint64(0)
            continue
        free = True
        for other in range(9):
            if squares[other] == target:
                free = False
                break
        if free:
            squares[piece] = target
    result = np.uint64(0)
    for i in range(9):
        result |= np.uint64(squares[i]) << np.uint64(7 * i)
    return result


@njit(cache=True)
def _insert(table: np.ndarray, key: np.uint64, shift: np.uint64) -> bool:
    """Add ``key`` to the hash set ``table`` (0 marks a free slot); whether it was new."""
    mask = len(table) - 1
    slot = np.int64((key * _MULTIPLIER) >> shift)
    while True:
        held = table[slot]
        if held == 0:
            table[slot] = key
            return True
        if held == key:
            return False
        slot = (slot + 1) & mask


@njit(cache=True)
def _expand(layer: np.ndarray, begin: int, end: int, table: np.ndarray, shift: np.uint64, stored: int,
            room: int, keys: np.ndarray, parents: np.ndarray, actions: np.ndarray, filled: int,
            forbid_edge: bool, slack: int, ops: np.ndarray, kinds: np.ndarray, counts: np.ndarray,
            pieces: np.ndarray, region_distance: np.ndarray) -> tuple[int, int, int, int, int]:
    """Expand ``layer[begin:end]`` by every grand move, appending new keys in discovery order.

    A child whose lower bound (the compiled bound program) passes ``slack`` cannot lie on a
    solution within the current limit is left out (``slack < 0``: no pruning). Stops
    early, before a parent, when the table could pass ``room`` entries or the output arrays
    could overflow. Returns ``(next parent, filled, stored, grand moves tried, pruned)``.
    """
    tried = pruned = 0
    for index in range(begin, end):
        if stored + 36 > room or filled + 36 > len(keys):
            return index, filled, stored, tried, pruned
        for action in range(36):
            child = play_key(layer[index], action, forbid_edge)
            if child == 0:
                continue
            tried += 1
            if slack >= 0 and bound_of_key(child, ops, kinds, counts, pieces, region_distance) > slack:
                pruned += 1
                continue
            if _insert(table, child, shift):
                stored += 1
                keys[filled] = child
                parents[filled] = index
                actions[filled] = action
                filled += 1
    return end, filled, stored, tried, pruned


@njit(cache=True)
def _rehash(old: np.ndarray, new: np.ndarray, shift: np.uint64) -> None:
    for key in old:
        if key != 0:
            _insert(new, key, shift)


@njit(cache=True)
def _step_all(keys: np.ndarray, forbid_edge: bool) -> np.ndarray:
    out = np.zeros((len(keys), 36), dtype=np.uint64)
    for i in range(len(keys)):
        for action in range(36):
            out[i, action] = play_key(keys[i], action, forbid_edge)
    return out


def successor_keys(placements: list[Placement], edge_blocking: bool = True) -> np.ndarray:
    """The compiled engine's ``(n, 36)`` keys after each grand move (0: not allowed), for tests."""
    return _step_all(encode(np.array(placements, dtype=np.int64)), not edge_blocking)


# --- the search --------------------------------------------------------------------------


class _SeenSet:
    """The keys seen so far: a growing open-addressing hash table."""

    def __init__(self) -> None:
        self.table = np.zeros(1 << 16, dtype=np.uint64)
        self.stored = 0

    @property
    def shift(self) -> np.uint64:
        return np.uint64(64 - (len(self.table).bit_length() - 1))

    @property
    def room(self) -> int:
        """How many keys the table takes before it grows (half full)."""
        return len(self.table) // 2

    def add(self, key: np.uint64) -> None:
        self.stored += _insert(self.table, key, self.shift)

    def grow(self) -> None:
        old, self.table = self.table, np.zeros(2 * len(self.table), dtype=np.uint64)
        _rehash(old, self.table, self.shift)


#: The search stops rather than hold more positions than this (about 40 bytes each).
MAX_STATES = 50_000_000
_FIRST_CAPACITY = 1 << 12


def solve(goal: Goal, start: Placement, *, edge_blocking: bool = True, max_depth: int = 6,
          max_states: int = MAX_STATES, progress: Progress | None = None, deadline: float | None = None,
          bounded: bool = True) -> Solution:
    """The shortest sequence of at most ``max_depth`` grand moves from ``start`` to ``goal``.

    With ``edge_blocking`` false, grand moves that hold a piece back at the edge are not used.
    ``bounded`` (the default) prunes with the goal's lower bound (:mod:`.distance`): for a
    limit ``L`` starting at the bound of ``start``, a breadth-first search keeps only the
    positions ``p`` first reached after ``g`` grand moves with ``g + bound(p) <= L``; the first
    limit that finds the goal gives a shortest solution. Because the bound never falls by more
    than one per grand move, every position of a shortest solution survives the pruning and
    is discovered by the same parent as in a plain search, so the answer is the same as
    without pruning (``bounded=False``, one plain breadth-first search to ``max_depth``).
    Among shortest solutions it returns the first in the order of :data:`.rules.GRAND_MOVES`,
    exactly as :func:`solve_plain` does.

    The search stops early (``stopped``) when it would hold more than ``max_states`` positions
    or when ``time.monotonic()`` passes ``deadline``; it has then proven only that there is no
    solution of ``depth_searched`` grand moves or fewer.
    """
    check_possible(goal)
    began = time.perf_counter()
    root = encode(np.array([start], dtype=np.int64))
    if _first_hit(goal, root) is not None:
        return Solution((), 0, 1, 0, False, time.perf_counter() - began)
    program = program_for(goal).arrays()
    first = max(1, lower_bound(goal, start)) if bounded else max_depth
    if first > max_depth:  # the bound alone proves it
        return Solution(None, max_depth, 1, 0, False, time.perf_counter() - began)
    run = _Run(goal, program if bounded else None, not edge_blocking, max_states, progress, deadline)
    for limit in range(first, max_depth + 1):
        found = run.search(root, limit)
        if found is not None or run.stopped or run.exhausted:
            proven = limit if found is not None or run.exhausted else limit - 1
            return Solution(found, proven, run.states, run.generated, run.exhausted,
                            time.perf_counter() - began, run.stopped)
    return Solution(None, max_depth, run.states, run.generated, False, time.perf_counter() - began)


class _Run:
    """The rounds of one bounded search, and what they have examined so far."""

    def __init__(self, goal: Goal, program: tuple[np.ndarray, ...] | None, forbid_edge: bool, max_states: int,
                 progress: Progress | None, deadline: float | None) -> None:
        self.goal, self.forbid_edge, self.max_states = goal, forbid_edge, max_states
        self.program = program if program is not None else program_for(goal).arrays()
        self.pruning = program is not None
        self.progress, self.deadline = progress, deadline
        self.states = self.generated = 0
        self.stopped = self.exhausted = False

    def search(self, root: np.ndarray, limit: int) -> tuple[str, ...] | None:
        """One breadth-first round to ``limit`` grand moves; the solution, or ``None``."""
        seen = _SeenSet()
        seen.add(root[0])
        layer, history, pruned = root, [], 0
        for depth in range(1, limit + 1):
            slack = limit - depth if self.pruning else -1
            grown = self._next_layer(layer, seen, depth, slack)
            if grown is None:
                self.states += seen.stored
                return None
            keys, parents, actions, layer_pruned = grown
            pruned += layer_pruned
            if len(keys) == 0:
                self.exhausted = pruned == 0
                break
            history.append((parents, actions))
            hit = _first_hit(self.goal, keys, self.deadline)
            if hit is not None:
                self.states += seen.stored
                if hit == _OUT_OF_TIME:
                    self.stopped = True
                    return None
                return _path(history, hit)
            layer = keys
        self.states += seen.stored
        return None

    def _next_layer(self, layer: np.ndarray, seen: _SeenSet, depth: int,
                    slack: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, int] | None:
        """The placements first reached at ``depth`` within ``slack``: keys, parent indexes,
        action ids and the number pruned; ``None`` when the budget or the deadline stops it."""
        capacity = _FIRST_CAPACITY
        keys: np.ndarray = np.empty(capacity, dtype=np.uint64)
        parents: np.ndarray = np.empty(capacity, dtype=np.int32)
        actions: np.ndarray = np.empty(capacity, dtype=np.int8)
        done = filled = pruned = 0
        while done < len(layer):
            end = min(len(layer), done + _PARENTS_PER_CALL)
            done, filled, seen.stored, tried, cut = _expand(
                layer, done, end, seen.table, seen.shift, seen.stored, seen.room, keys, parents, actions, filled,
                self.forbid_edge, slack, *self.program)
            self.generated += tried
            pruned += cut
            if seen.stored + 36 > seen.room:
                seen.grow()
            if filled + 36 > len(keys):
                keys, parents, actions = (np.resize(column, 2 * len(column)) for column in (keys, parents, actions))
            if self.progress is not None:
                self.progress(depth, done, len(layer), self.states + seen.stored)
            if seen.stored > self.max_states or (
                    self.deadline is not None and time.monotonic() > self.deadline):
                self.stopped = True
                return None
        return keys[:filled].copy(), parents[:filled].copy(), actions[:filled].copy(), pruned


#: ``_first_hit`` found the deadline passed before it could finish.
_OUT_OF_TIME = -1


def _first_hit(goal: Goal, keys: np.ndarray, deadline: float | None = None, chunk: int = 1 << 18) -> int | None:
    """The index of the first key whose placement meets the goal, or ``None``; or
    :data:`_OUT_OF_TIME` when ``deadline`` passes first."""
    for offset in range(0, len(keys), chunk):
        if offset and deadline is not None and time.monotonic() > deadline:
            return _OUT_OF_TIME
        hits = np.flatnonzero(goal.holds_many(decode(keys[offset : offset + chunk])))
        if len(hits):
            return offset + int(hits[0])
    return None


def _path(history: list[tuple[np.ndarray, np.ndarray]], index: int) -> tuple[str, ...]:
    """The grand moves leading to entry ``index`` of the last layer."""
    moves = []
    for parents, actions in reversed(history):
        moves.append(str(GRAND_MOVES[int(actions[index])]))
        index = int(parents[index])
    return tuple(reversed(moves))


def solve_plain(goal: Goal, start: Placement, *, edge_blocking: bool = True,
                max_depth: int = 3) -> tuple[str, ...] | None:
    """The same breadth-first search written plainly with :func:`.rules.resolve` (for tests).

    Returns the first shortest solution in the same order of discovery as :func:`solve`, or
    ``None`` when there is none within ``max_depth``.
    """
    if goal.holds(start):
        return ()
    came_from: dict[Placement, tuple[Placement, str] | None] = {start: None}
    layer = [start]
    for _ in range(max_depth):
        following = []
        for placement in layer:
            for move in legal_grand_moves(placement, edge_blocking):
                after = resolve(placement, move).after
                if after in came_from:
                    continue
                came_from[after] = (placement, str(move))
                if goal.holds(after):
                    return _plain_path(came_from, after)
                following.append(after)
        layer = following
    return None


def _plain_path(came_from: dict[Placement, tuple[Placement, str] | None], placement: Placement) -> tuple[str, ...]:
    moves = []
    while (step := came_from[placement]) is not None:
        placement, move = step
        moves.append(move)
    return tuple(reversed(moves))
