"""Solve Cubes on small boards: the game-theoretic value of a position by retrograde analysis.

Cubes can go on for ever (slides to and fro, cubes taken up and placed again), and the rules end
such play only in the narrow sealed-regions case or at an optional move limit. A solver must
therefore treat cycles soundly; this one does it the classical way, on the whole graph of
positions reachable from the start:

1. **Explore**: a breadth-first walk over every position reachable from the start, each stored
   once as a 64-bit key in an open-addressing hash table, with its successors (one per legal
   step: a placement, a slide or a bonus step) as a compressed adjacency list.
2. **Retrograde**: the positions whose game is over are decided (the side to move has no move
   and loses; the sealed-regions draw is a draw); then, from a queue, a position is a *win* for
   its side to move as soon as one step leads to a position good for it, and a *loss* once
   every step leads to a position good for the opponent. A bonus step keeps the side to move,
   so there "good for it" is a win of the successor, and after a step that ends the turn a loss.
3. Whatever is still undecided when the queue runs dry is a **draw**: from it neither player can
   force a win in any number of steps, so each can keep the game going for ever (or reach the
   sealed-regions draw). This is the value of play without a move limit; the turn counter is
   not part of a position.

The queue decides positions in order of their distance to the end of the game, so each win is
stored with the fewest steps that force it and each loss with the most steps that delay it,
which gives the principal line.

**Keys.** The rules are the same under the board's eight symmetries and under swapping the
colours, so a position and its images are stored once: the colours are swapped when white is
to move (the side to move is then always "black"), and the smallest of the eight images' keys
is kept. A key is the board in base 5 (empty, black inactive, black active, white inactive,
white active; a1 the lowest digit) times ``n * n + 1``, plus 1 + the space of the cube just moved
during a bonus step (0 at the start of a turn): below 2**63 up to 5 x 5.

The moves are those of the fast engine (:mod:`.fast`), which tests keep equal to the reference
rules; the tests here compare the solver's values with a plain solver written on the reference
rules, and play every principal line through the reference rules.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit

from boardlab.core.game import State
from boardlab.games.cubes import fast
from boardlab.games.cubes.board import CUBES_PER_PLAYER, opponent
from boardlab.games.cubes.fast import ACTIVE, DRAW, JUST, MAX_MOVES, NFIELDS, ON_BOARD_BLACK, ON_BOARD_WHITE, RESULT, \
    SIDE, SIZE, STRICT_FIELD, WALL, generate, make_move, settle

if TYPE_CHECKING:
    from boardlab.games.cubes.state import CubesState

#: The largest board whose keys fit in 63 bits (5**25 * 26 < 2**63).
MAX_SOLVABLE_SIZE = 5
#: A position's value for its side to move.
UNKNOWN, WIN, LOSS, DRAWN = 0, 1, 2, 3
VALUE_NAMES = {WIN: "win", LOSS: "loss", DRAWN: "draw", UNKNOWN: "draw"}
VALUE_CODES = ((WIN, "win"), (LOSS, "loss"), (DRAWN, "draw"))
_DIGIT_OF = np.zeros(8, dtype=np.int64)  # fast square value -> base-5 digit
_DIGIT_OF[1], _DIGIT_OF[1 | ACTIVE], _DIGIT_OF[2], _DIGIT_OF[2 | ACTIVE] = 1, 2, 3, 4
_VALUE_OF = np.array([0, 1, 1 | ACTIVE, 2, 2 | ACTIVE], dtype=np.int32)  # digit -> fast square value
_SWAPPED = np.array([0, 3, 4, 1, 2], dtype=np.int64)  # digit -> digit with the colours swapped
_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)


def symmetries(size: int) -> np.ndarray:
    """The eight symmetries of a ``size`` x ``size`` board as space permutations.

    Row ``s`` maps each space of the image to the space of the original it shows: the image of a
    board ``cells`` under ``s`` is ``cells[symmetries(size)[s]]``. Row 0 is the identity.

    >>> symmetries(3)[1].tolist()  # a quarter turn
    [6, 3, 0, 7, 4, 1, 8, 5, 2]
    """
    rows = []
    for turn in range(4):
        for mirror in (False, True):
            row = []
            for space in range(size * size):
                rank, file = divmod(space, size)
                for _ in range(turn):  # the image's (file, rank) read from the original turned back
                    file, rank = rank, size - 1 - file
                if mirror:
                    file = size - 1 - file
                row.append(rank * size + file)
            rows.append(row)
    order = [0, 2, 4, 6, 1, 3, 5, 7]  # the four turns first, then the mirror images
    return np.array([rows[i] for i in order], dtype=np.int64)


# --- keys --------------------------------------------------------------------------------


@njit(cache=True)
def _padded(size: int, space: int) -> int:
    return (space // size + 1) * (size + 2) + space % size + 1


@njit(cache=True)
def canonical_key(board: np.ndarray, perms: np.ndarray, inverse: np.ndarray) -> int:
    """The key of a fast board's position, the same for all its images (module docstring)."""
    size = board[board.shape[0] + SIZE]
    cells = size * size
    swap = board[board.shape[0] + SIDE] == 2
    digits = np.empty(cells, dtype=np.int64)
    for space in range(cells):
        digit = _DIGIT_OF[board[_padded(size, space)]]
        digits[space] = _SWAPPED[digit] if swap else digit
    just = board[board.shape[0] + JUST]
    just_space = -1
    if just >= 0:
        just_space = (just // (size + 2) - 1) * size + just % (size + 2) - 1
    best = -1
    for image in range(perms.shape[0]):
        key = 0
        for space in range(cells - 1, -1, -1):
            key = key * 5 + digits[perms[image, space]]
        key = key * (cells + 1) + (0 if just_space < 0 else inverse[image, just_space] + 1)
        if best < 0 or key < best:
            best = key
    return best


@njit(cache=True)
def decode(key: int, size: int, strict: bool) -> np.ndarray:
    """The fast board (black to move, result settled) of a key."""
    width = size + 2
    board = np.full(width * width + NFIELDS, WALL, dtype=np.int32)
    end = board.shape[0]
    cells = size * size
    just_code = key % (cells + 1)
    key //= cells + 1
    on_black, on_white = 0, 0
    for space in range(cells):
        digit = key % 5
        key //= 5
        board[_padded(size, space)] = _VALUE_OF[digit]
        on_black += digit == 1 or digit == 2
        on_white += digit == 3 or digit == 4
    for index in range(end - NFIELDS, end):
        board[index] = 0
    board[end + SIDE] = 1
    board[end + JUST] = -1 if just_code == 0 else _padded(size, just_code - 1)
    board[end + SIZE] = size
    board[end + STRICT_FIELD] = 1 if strict else 0
    board[end + ON_BOARD_BLACK] = on_black
    board[end + ON_BOARD_WHITE] = on_white
    settle(board)
    return board


# --- exploring the graph -----------------------------------------------------------------


@njit(cache=True)
def _slot(key: int, mask: int) -> int:
    """The home slot of ``key`` in a table of ``mask + 1`` slots (a multiplicative hash)."""
    mixed = np.uint64(key) * _MULTIPLIER
    return np.int64((mixed ^ (mixed >> np.uint64(29))) & np.uint64(mask))


@njit(cache=True)
def _grow(array: np.ndarray, length: int) -> np.ndarray:
    bigger = np.empty(max(length, 2 * array.shape[0]), dtype=array.dtype)
    bigger[: array.shape[0]] = array
    return bigger


@njit(cache=True)
def _rehash(keys: np.ndarray, count: int, slots: int) -> np.ndarray:
    table = np.full(slots, -1, dtype=np.int32)
    mask = slots - 1
    for index in range(count):
        slot = _slot(keys[index], mask)
        while table[slot] >= 0:
            slot = (slot + 1) & mask
        table[slot] = index
    return table


@njit(cache=True)
def _explore(start: int, size: int, strict: bool, perms: np.ndarray, inverse: np.ndarray, max_positions: int,
             max_steps: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, int, int, bool]:
    """Every position reachable from the key ``start``: keys in order of discovery, successor
    offsets and successors (indices), the number of positions and of those expanded, and whether
    the walk stopped at ``max_positions`` or ``max_steps`` (then the last positions are stored but
    not expanded)."""
    keys = np.empty(1 << 16, dtype=np.int64)
    table = np.full(1 << 17, -1, dtype=np.int32)
    offsets = np.empty(1 << 16, dtype=np.int64)
    successors = np.empty(1 << 18, dtype=np.int32)
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    keys[0] = start
    count, steps, expanded = 1, 0, 0
    table = _rehash(keys, count, table.shape[0])
    stopped = False
    while expanded < count:
        if count >= max_positions or steps >= max_steps:
            stopped = True
            break
        board = decode(keys[expanded], size, strict)
        found = generate(board, moves)
        if expanded + 1 >= offsets.shape[0]:
            offsets = _grow(offsets, expanded + 2)
        offsets[expanded] = steps
        if steps + found > successors.shape[0]:
            successors = _grow(successors, steps + found)
        child = np.empty_like(board)
        for index in range(found):
            child[:] = board
            make_move(child, moves[index])
            key = canonical_key(child, perms, inverse)
            mask = table.shape[0] - 1
            slot = _slot(key, mask)
            while table[slot] >= 0 and keys[table[slot]] != key:
                slot = (slot + 1) & mask
            if table[slot] < 0:
                if count >= keys.shape[0]:
                    keys = _grow(keys, count + 1)
                keys[count] = key
                table[slot] = count
                count += 1
                if 2 * count > table.shape[0]:
                    table = _rehash(keys, count, 2 * table.shape[0])
                successors[steps] = count - 1
            else:
                successors[steps] = table[slot]
            steps += 1
        expanded += 1
    offsets[expanded] = steps
    return keys[:count], offsets[: expanded + 1], successors[:steps], count, expanded, stopped


@njit(cache=True)
def _find(table: np.ndarray, keys: np.ndarray, key: int) -> int:
    """The index of ``key`` through a hash table of indices into ``keys`` (-1: not there)."""
    mask = table.shape[0] - 1
    slot = _slot(key, mask)
    while table[slot] >= 0:
        if keys[table[slot]] == key:
            return table[slot]
        slot = (slot + 1) & mask
    return -1


# --- retrograde analysis -----------------------------------------------------------------


@njit(cache=True)
def _graph_facts(keys: np.ndarray, offsets: np.ndarray, size: int, strict: bool) -> tuple[np.ndarray, np.ndarray]:
    """Per position: whether it is a bonus step (the step into it kept the side to move), and
    the value of a final position (:data:`LOSS`: no legal move; :data:`DRAWN`: sealed regions)."""
    count = keys.shape[0]
    keeps_side = np.empty(count, dtype=np.bool_)
    final = np.zeros(count, dtype=np.int8)
    for index in range(count):
        keeps_side[index] = keys[index] % (size * size + 1) != 0
        if offsets[index + 1] == offsets[index]:
            board = decode(keys[index], size, strict)
            final[index] = DRAWN if board[board.shape[0] + RESULT] == DRAW else LOSS
    return keeps_side, final


@njit(cache=True)
def retrograde(offsets: np.ndarray, successors: np.ndarray, keeps_side: np.ndarray,
               final: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The value for the side to move and the distance (steps to the end) of every position of
    a game graph, cycles included.

    Position ``i``'s steps lead to ``successors[offsets[i]:offsets[i + 1]]``; ``keeps_side[i]``
    says that the step into ``i`` kept the side to move (a bonus step); ``final[i]`` is the value
    of a position without steps (:data:`LOSS` or :data:`DRAWN`). Positions from which neither
    side can force a win are :data:`DRAWN`.

    >>> offsets, successors = np.array([0, 1, 2, 2]), np.array([1, 0], dtype=np.int32)
    >>> keeps, final = np.zeros(3, dtype=np.bool_), np.array([0, 0, LOSS], dtype=np.int8)
    >>> retrograde(offsets, successors, keeps, final)[0].tolist()  # 0 and 1 step to each other
    [3, 3, 2]
    """
    count = offsets.shape[0] - 1
    value = np.zeros(count, dtype=np.int8)
    distance = np.zeros(count, dtype=np.int32)
    waiting = np.zeros(count, dtype=np.int16)  # steps not yet known to be good for the opponent
    queue = np.empty(count, dtype=np.int32)
    head, tail = 0, 0
    for index in range(count):
        waiting[index] = offsets[index + 1] - offsets[index]
        if waiting[index] == 0:
            value[index] = final[index]
            if final[index] == LOSS:
                queue[tail] = index
                tail += 1
    # the predecessors of each position, as a second adjacency list
    starts = np.zeros(count + 1, dtype=np.int64)
    for step in range(successors.shape[0]):
        starts[successors[step] + 1] += 1
    for index in range(count):
        starts[index + 1] += starts[index]
    fill = starts[:-1].copy()
    predecessors = np.empty(successors.shape[0], dtype=np.int32)
    for index in range(count):
        for step in range(offsets[index], offsets[index + 1]):
            target = successors[step]
            predecessors[fill[target]] = index
            fill[target] += 1
    while head < tail:  # in order of distance: wins get their quickest, losses their longest
        child = queue[head]
        head += 1
        good_for_mover = (value[child] == WIN) == keeps_side[child]
        for step in range(starts[child], starts[child + 1]):
            parent = predecessors[step]
            if value[parent] != UNKNOWN:
                continue
            if good_for_mover:
                value[parent] = WIN
            else:
                waiting[parent] -= 1
                if waiting[parent] > 0:
                    continue
                value[parent] = LOSS
            distance[parent] = distance[child] + 1
            queue[tail] = parent
            tail += 1
    for index in range(count):
        if value[index] == UNKNOWN:
            value[index] = DRAWN
    return value, distance


@njit(cache=True)
def _proof_size(offsets: np.ndarray, successors: np.ndarray, keeps_side: np.ndarray, value: np.ndarray,
                distance: np.ndarray) -> int:
    """The positions of the proof of the start's win or loss: the winner's quickest step at each
    of its positions, every step at each of the loser's (a proof graph, shared positions once)."""
    count = value.shape[0]
    marked = np.zeros(count, dtype=np.bool_)
    stack = np.empty(count, dtype=np.int32)
    stack[0], top, size = 0, 1, 0
    marked[0] = True
    while top > 0:
        top -= 1
        here = stack[top]
        size += 1
        best = -1
        for step in range(offsets[here], offsets[here + 1]):
            child = successors[step]
            if value[here] == WIN:  # one step suffices: the quickest that keeps the win
                good = (value[child] == WIN) == keeps_side[child] and value[child] != DRAWN
                if good and distance[child] + 1 == distance[here] and best < 0:
                    best = child
            elif not marked[child]:
                marked[child] = True
                stack[top] = child
                top += 1
        if best >= 0 and not marked[best]:
            marked[best] = True
            stack[top] = best
            top += 1
    return size


# --- how big the graph can be ------------------------------------------------------------


def position_bound(size: int) -> int:
    """The number of legal positions with black to move on a ``size`` x ``size`` board: boards
    with at most eight cubes of each colour and no active cube next to another cube, each once at
    the start of a turn and once in a bonus step per black inactive cube (the cube just moved).

    An upper bound of the positions the solver may store, times eight (the solver stores the
    eight images of a position once); it counts rank by rank (a row's cubes, its compatibility
    with the row below), so it is quick even where the positions are far too many to list.

    >>> position_bound(3)
    109323
    """
    rows = [row for row in itertools.product(range(5), repeat=size)
            if not any(row[i] in (2, 4) and row[j] for i in range(size) for j in (i - 1, i + 1) if 0 <= j < size)]
    digits = np.array(rows)
    cube, active = digits != 0, (digits == 2) | (digits == 4)
    fits = ~((active[:, None, :] & cube[None, :, :]) | (cube[:, None, :] & active[None, :, :])).any(axis=2)
    black, white = ((digits == 1) | (digits == 2)).sum(1), ((digits == 3) | (digits == 4)).sum(1)
    flat = (digits == 1).sum(1)
    limit = CUBES_PER_PLAYER + 1
    # ways[r, b, w, f]: the boards of the ranks so far whose top rank is row r, with b black
    # cubes, w white cubes and f black inactive cubes (counts fit in 64 bits up to 5 x 5)
    ways = np.zeros((len(rows), limit, limit, limit), dtype=np.int64)
    for row in range(len(rows)):
        if black[row] < limit and white[row] < limit:
            ways[row, black[row], white[row], flat[row]] = 1
    for _ in range(size - 1):
        below = (fits.T.astype(np.int64) @ ways.reshape(len(rows), -1)).reshape(ways.shape)
        ways = np.zeros_like(ways)
        for row in range(len(rows)):
            b, w, f = black[row], white[row], flat[row]
            if b < limit and w < limit:
                ways[row, b:, w:, f:] = below[row, : limit - b, : limit - w, : limit - f]
    totals = ways.sum(axis=0)
    return sum(int(totals[b, w, f]) * (1 + f) for b in range(limit) for w in range(limit) for f in range(limit))


# --- the public interface ----------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class SolvedGraph:
    """Every position reachable from a solved start, with its value: ask it about any of them.

    ``keys[i]`` is the key of position ``i`` (module docstring), ``value[i]`` its value for its
    side to move (:data:`WIN`, :data:`LOSS`, :data:`DRAWN`), ``distance[i]`` the steps to the end
    with best play (0 for draws).
    """

    size: int
    strict: bool
    keys: np.ndarray
    value: np.ndarray
    distance: np.ndarray
    table: np.ndarray
    perms: np.ndarray
    inverse: np.ndarray

    def index(self, state: State) -> int:
        """The index of a Cubes position of this graph; ``KeyError`` if it is not in it."""
        found = int(_find(self.table, self.keys, canonical_key(fast.encode(state), self.perms, self.inverse)))
        if found < 0:
            raise KeyError(f"{state.position()} is not reachable from the solved start")
        return found

    def value_of(self, state: State) -> str:
        """``win``, ``loss`` or ``draw``: the position's value for its side to move."""
        return VALUE_NAMES[int(self.value[self.index(state)])]

    def winner_of(self, state: State) -> str | None:
        """The colour that wins from ``state`` with best play (``None``: a draw)."""
        value, side = self.value_of(state), cast("CubesState", state).side  # to_move is None once over
        return None if value == "draw" else (side if value == "win" else opponent(side))

    def steps_of(self, state: State) -> int:
        """The steps to the end of the game with best play (quickest win, longest defence)."""
        return int(self.distance[self.index(state)])


@dataclass(frozen=True)
class Solved:
    """The result of :func:`solve`.

    ``value`` is the start's value for its side to move (``win``, ``loss`` or ``draw``), or
    ``None`` when the walk stopped at its budget (``complete`` is then false). ``positions`` is
    the number of positions stored (symmetric images once), ``steps`` the number of steps
    (edges) among them; ``line`` the principal line in notation (for a draw, play until a
    position repeats); ``counts`` how many stored positions are wins, losses and draws for their
    side to move; ``distance`` the number of steps of the principal line's forced part;
    ``proof_positions`` the positions of a proof of a win or loss (the winner's quickest step
    at each of its positions, every step of the loser's; ``None`` for a draw). ``graph``
    answers for every reachable position (``None`` when not complete).
    """

    size: int
    slide: str
    first: str
    value: str | None
    winner: str | None
    positions: int
    expanded: int
    steps: int
    complete: bool
    distance: int | None
    line: tuple[str, ...]
    counts: dict[str, int] = field(default_factory=dict)
    proof_positions: int | None = None
    seconds_explore: float = 0.0
    seconds_retrograde: float = 0.0
    graph: SolvedGraph | None = field(default=None, repr=False, compare=False)

    @property
    def seconds(self) -> float:
        """The whole solving time (CPU seconds of this process)."""
        return self.seconds_explore + self.seconds_retrograde


class SolverLimit(ValueError):
    """The position is outside what the solver takes (board size, move limit)."""


def solve(state: State, max_positions: int = 80_000_000, max_steps: int = 400_000_000) -> Solved:
    """Solve ``state`` (a Cubes position, normally the start) by retrograde analysis.

    Stops exploring when ``max_positions`` positions are stored or ``max_steps`` steps generated
    (then ``complete`` is false and no value is given). A position costs about 60 bytes and a
    step 8 (its successor and its entry in the list of predecessors), and the arrays grow by
    doubling: the defaults (80 million * 60 + 400 million * 8 bytes) keep to about 8 GiB (the 4 x 4
    board, 8 million positions and 34 million steps, peaks at 0.86 GB; docs/ai.md, *Solved*).

    >>> import boardlab
    >>> solved = solve(boardlab.load("cubes", size=3, first="black").start())
    >>> solved.value, solved.winner, solved.line
    ('win', 'black', ('a1', 'c2', 'a3', 'c2-c1', 'c3'))
    """
    size, strict = _solvable(state)
    perms = symmetries(size)
    inverse = np.argsort(perms, axis=1)
    board = fast.encode(state)
    began = time.process_time()
    keys, offsets, successors, count, expanded, stopped = _explore(canonical_key(board, perms, inverse), size, strict,
                                                                   perms, inverse, max_positions, max_steps)
    explored = time.process_time()
    walk = Solved(size=size, slide=state.reading, first=cast("CubesState", state).side, value=None, winner=None,
                  positions=count, expanded=expanded, steps=len(successors), complete=False, distance=None, line=(),
                  seconds_explore=explored - began)
    if stopped:
        return walk
    keeps_side, final = _graph_facts(keys, offsets, size, strict)
    value, distance = retrograde(offsets, successors, keeps_side, final)
    proof = None if value[0] == DRAWN else int(_proof_size(offsets, successors, keeps_side, value, distance))
    del keeps_side, final, offsets, successors  # the largest arrays: free them before the table
    table = _rehash(keys, count, 1 << max(4, int(2 * count - 1).bit_length()))
    graph = SolvedGraph(size, strict, keys, value, distance, table, perms, inverse)
    start_value = graph.value_of(state)
    return replace(walk, value=start_value, winner=graph.winner_of(state), complete=True,
                   distance=None if start_value == "draw" else graph.steps_of(state),
                   line=principal_line(graph, board), proof_positions=proof, graph=graph,
                   counts={name: int(np.count_nonzero(value == code)) for code, name in VALUE_CODES},
                   seconds_retrograde=time.process_time() - explored)


def _solvable(state: State) -> tuple[int, bool]:
    """The board size and whether the slide reading is strict; raises where the solver cannot go."""
    from boardlab.games.cubes.state import CubesState  # the rules load this module's users, not it

    if not isinstance(state, CubesState):
        raise TypeError("solve() takes a Cubes position")
    size = state.grid.size
    if size > MAX_SOLVABLE_SIZE:
        largest = f"{MAX_SOLVABLE_SIZE} x {MAX_SOLVABLE_SIZE}"
        raise SolverLimit(f"the solver takes boards up to {largest}, not {size} x {size}")
    if state.game.options["move_limit"]:
        raise SolverLimit("the solver solves play without a move limit (move_limit=0)")
    return size, state.reading == "strict"


def line_by_turns(start: State, line: tuple[str, ...]) -> list[str]:
    """The steps of ``line`` played from ``start`` by the reference rules, grouped into turns
    (the steps of one turn joined by ``/``, as in records); raises ``IllegalMove`` on a step the
    reference rules refuse.

    >>> import boardlab
    >>> game = boardlab.load("cubes", size=4, slide="strict", first="black")
    >>> steps = ("b1", "b4", "a2", "c2", "a2-a3", "d3", "d1", "d3-d4", "a3-b3", "d1-d2", "a3")
    >>> line_by_turns(game.start(), steps)[-3:]
    ['d1', 'd3-d4', 'a3-b3/d1-d2/a3']
    """
    state = start
    for step in line:
        state = state.play(step)
    open_turn = cast("CubesState", state).turn_steps
    return list(cast("CubesState", state).turns) + (["/".join(open_turn)] if open_turn else [])


def principal_line(graph: SolvedGraph, board: np.ndarray, longest: int = 200) -> tuple[str, ...]:
    """The steps of best play from a fast ``board`` of ``graph``: the winner takes the quickest
    win, the loser the longest defence; in a draw, each side keeps the draw (the first such step
    in move order) until a position repeats or ``longest`` steps are played."""
    board = board.copy()
    size = fast.board_size(board)
    cells = size * size
    keys, table, value, distance = graph.keys, graph.table, graph.value, graph.distance
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    line: list[str] = []
    seen: set[int] = set()
    while len(line) < longest:
        key = canonical_key(board, graph.perms, graph.inverse)
        if key in seen:
            break
        seen.add(key)
        found = generate(board, moves)
        if found == 0:
            break
        best, best_score = -1, (-2, 0)
        for index in range(found):
            child = board.copy()
            make_move(child, moves[index])
            child_index = _find(table, keys, canonical_key(child, graph.perms, graph.inverse))
            child_value = int(value[child_index])
            same_side = keys[child_index] % (cells + 1) != 0
            outcome = 0 if child_value == DRAWN else (1 if (child_value == WIN) == same_side else -1)
            steps = int(distance[child_index])
            score = (outcome, -steps if outcome > 0 else steps)  # quickest win, longest defence
            if score > best_score:
                best, best_score = index, score
        line.append(fast.move_text(size, int(moves[best])))
        make_move(board, moves[best])
    return tuple(line)
