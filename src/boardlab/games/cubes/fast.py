"""A second Cubes engine, built for speed: the rules of :mod:`.rules`, compiled with numba.

The reference rules in :mod:`.rules` are written to be read; this module is written to be fast,
for random playouts, perft and deep search. Tests keep the two in agreement (legal moves in
order, positions, results and their reasons) on every board size and both slide readings.

A position is one ``int32`` array. Its first ``(n + 2) ** 2`` entries are the board of an
``n`` x ``n`` game with a one-square wall around it (so a neighbour is always ``p +- 1`` or
``p +- (n + 2)``, and never off the array): a square holds 0 (empty), :data:`WALL`, or a cube
``colour | ACTIVE`` with colour 1 (black) or 2 (white) and ``ACTIVE`` (4) set for an active
cube. The last :data:`NFIELDS` entries hold the rest of the position and the game's options:
``SIDE`` (1 or 2), ``JUST`` (the square of the cube just moved during a bonus step, else -1),
``RESULT`` (0 while the game goes on, 1 or 2 for that colour's win, 3 for a draw), ``REASON``
(why it ended), ``SIZE``, ``STRICT`` (1 under the strict slide reading), ``LIMIT`` (the
``move_limit`` option), the numbers of black and white cubes on the board, and ``TURN`` (turns
completed) last.

A move is one ``int32``: ``kind << 20 | square << 10 | target``, squares as board indices
(with the wall), ``kind`` one of :data:`PLACE`, :data:`SLIDE`, :data:`ACTIVATE`, :data:`TAKE`,
:data:`END`. A turn of several steps (bonus moves) is several moves by the same side: the side
to move changes only when a step ends the turn, as in the reference engine.

Every compiled function uses numba's on-disk cache, so only the first start ever compiles.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit

from boardlab.ai.compiled import engine_hooks
from boardlab.ai.engine import Engine
from boardlab.core.game import State
from boardlab.games.cubes.board import BLACK, CUBES_PER_PLAYER, FILES, WHITE
from boardlab.games.cubes.evaluation import weights as evaluation_weights
from boardlab.games.cubes.rules import STRICT

if TYPE_CHECKING:
    from boardlab.games.cubes.state import CubesState

ACTIVE, WALL = 4, 8
PLACE, SLIDE, ACTIVATE, TAKE, END = 0, 1, 2, 3, 4
ONGOING, BLACK_WINS, WHITE_WINS, DRAW = 0, 1, 2, 3
NO_REASON, NO_MOVE, SEALED, MOVE_LIMIT = 0, 1, 2, 3
# The fields after the board, counted back from the end of the array.
SIDE, JUST, RESULT, REASON, SIZE, STRICT_FIELD, LIMIT, ON_BOARD_BLACK, ON_BOARD_WHITE, TURN = range(-10, 0)
NFIELDS = 10
#: More than the most legal steps any position can have: 361 placements, 8 active cubes
#: with at most 72 slides each, 8 activations, 8 take-ups and ``end`` (954 on 19 x 19).
MAX_MOVES = 1024
_KIND_SHIFT, _SQUARE_SHIFT, _SQUARE_MASK = 20, 10, 1023
_COLOUR_CODE = {BLACK: 1, WHITE: 2}

#: The strength levels for Cubes (see docs/ai.md). A unit of depth is one step: a placement, a
#: slide, or one bonus step (activate, take up, ``end``, another slide); a turn that earns a
#: bonus move is two or more steps by the same player.
LEVEL_SPECS: dict[str, str] = {"easy": "alphabeta:depth=1", "medium": "alphabeta:depth=3", "hard": "alphabeta:depth=6",
                               "expert": "alphabeta:nodes=5000000"}
#: The levels' budgets by board size: ``(largest size, easy, medium, hard, expert)``, depths for
#: the first three and a node budget for ``expert``; the first row whose size is at least the
#: board's applies. A bigger board has more placements a step (up to 361), so a depth that suits
#: 8 x 8 overruns the time caps there, and a node costs more (416,000 nodes a CPU second on
#: 19 x 19 against about 1,000,000 on 8 x 8); each row's budgets complete within their caps (2, 5
#: and 10 s; ``expert`` in about five to six) at the start and in the benchmark midgames
#: (docs/ai.md), and ``hard`` always searches deeper than ``medium``. The default 8 x 8 is
#: :data:`LEVEL_SPECS`.
DEPTHS_BY_SIZE: tuple[tuple[int, int, int, int, int], ...] = (
    (8, 1, 3, 6, 5_000_000),
    (10, 1, 3, 5, 4_000_000),
    (12, 1, 3, 4, 4_000_000),
    (19, 1, 2, 4, 2_500_000),
)


def level_specs(state: State) -> dict[str, str]:
    """The strength levels for ``state``'s board size (see :data:`DEPTHS_BY_SIZE`).

    >>> import boardlab
    >>> level_specs(boardlab.load("cubes", size=19).start())["hard"]
    'alphabeta:depth=4'
    >>> level_specs(boardlab.load("cubes", size=19).start())["expert"]
    'alphabeta:nodes=2500000'
    """
    size = cast("CubesState", state).grid.size
    for largest, *depths, expert_nodes in DEPTHS_BY_SIZE:
        if size <= largest:
            levels = {level: f"alphabeta:depth={depth}" for level, depth in zip(("easy", "medium", "hard"), depths)}
            return {**levels, "expert": f"alphabeta:nodes={expert_nodes}"}
    raise ValueError(f"no Cubes levels for a {size} x {size} board")  # the size option stops at 19


# --- squares and neighbours --------------------------------------------------------------


@njit(cache=True, inline="always")
def _width(board: np.ndarray) -> int:
    return board[board.shape[0] + SIZE] + 2


@njit(cache=True, inline="always")
def _field(board: np.ndarray, field: int) -> int:
    return board[board.shape[0] + field]


@njit(cache=True, inline="always")
def _set(board: np.ndarray, field: int, value: int) -> None:
    board[board.shape[0] + field] = value


@njit(cache=True, inline="always")
def _is_cube(value: int) -> bool:
    return value != 0 and value != WALL


@njit(cache=True, inline="always")
def _active_near(board: np.ndarray, square: int, width: int) -> bool:
    """Whether an active cube stands orthogonally next to ``square`` (the or of the four
    entries: ``WALL`` has no ``ACTIVE`` bit)."""
    return (board[square + width] | board[square + 1] | board[square - width] | board[square - 1]) & ACTIVE != 0


@njit(cache=True, inline="always")
def _cube_near(board: np.ndarray, square: int, width: int) -> bool:
    """Whether any cube stands orthogonally next to ``square`` (a cube has a colour bit, 1 or
    2; an empty square and ``WALL`` have none)."""
    return (board[square + width] | board[square + 1] | board[square - width] | board[square - 1]) & 3 != 0


@njit(cache=True)
def _has_neighbour(board: np.ndarray, square: int, width: int, ignore: int) -> bool:
    """Whether any cube (other than the one on ``ignore``) stands orthogonally next to ``square``."""
    for near in (square + width, square + 1, square - width, square - 1):
        if near != ignore and _is_cube(board[near]):
            return True
    return False


# --- slides ------------------------------------------------------------------------------


@njit(cache=True, inline="always")
def _stop_allowed(board: np.ndarray, square: int, step: int, aside: int) -> bool:
    """Whether a cube sliding by ``step`` may stop on the empty ``square`` of its path: no
    active cube other than its own next to it.

    Of the square's four neighbours only three can hold such a cube: the one behind it on the
    path is the sliding cube itself or an empty square it passed over. So three entries are
    read (ahead, and ``aside`` either way), not four compared with the origin; ``WALL`` has no
    ``ACTIVE`` bit, so the or of the three tells."""
    return (board[square + step] | board[square + aside] | board[square - aside]) & ACTIVE == 0


@njit(cache=True, inline="always")
def _write_slides(board: np.ndarray, origin: int, step: int, width: int, strict: bool, out: np.ndarray, count: int,
                  head: int) -> int:
    """Append ``head | destination`` for the slides of the cube on ``origin`` by ``step``,
    nearest first, from ``out[count]`` on (into a move list directly: no scratch array)."""
    aside = width if step == 1 or step == -1 else 1
    square = origin + step
    if strict:
        while board[square] == 0 and _stop_allowed(board, square, step, aside):
            out[count] = head | square
            count += 1
            square += step
        return count
    while board[square] == 0:  # every square written, kept where a stop is allowed: no branch
        out[count] = head | square
        count += _stop_allowed(board, square, step, aside)
        square += step
    return count


@njit(cache=True)
def _slides_in(board: np.ndarray, origin: int, step: int, width: int, strict: bool, out: np.ndarray) -> int:
    """The destinations of the cube on ``origin`` in one direction, nearest first, into ``out``.

    It slides over empty squares; it may not stop in front of an active cube, and under the
    strict reading it may not pass one either."""
    return _write_slides(board, origin, step, width, strict, out, 0, 0)


@njit(cache=True, inline="always")
def _can_slide_by(board: np.ndarray, origin: int, step: int, aside: int, strict: bool) -> bool:
    square = origin + step
    while board[square] == 0:
        if _stop_allowed(board, square, step, aside):
            return True
        if strict:
            return False
        square += step
    return False


@njit(cache=True, inline="always")
def _can_slide(board: np.ndarray, origin: int, width: int, strict: bool) -> bool:
    """Whether the cube on ``origin`` has at least one slide (stops at the first found)."""
    return (_can_slide_by(board, origin, width, 1, strict) or _can_slide_by(board, origin, 1, width, strict)
            or _can_slide_by(board, origin, -width, 1, strict) or _can_slide_by(board, origin, -1, width, strict))


@njit(cache=True)
def _slide_count(board: np.ndarray, origin: int, width: int, strict: bool, scratch: np.ndarray) -> int:
    count = 0
    for step in (width, 1, -width, -1):
        count += _slides_in(board, origin, step, width, strict, scratch)
    return count


@njit(cache=True, inline="always")
def _has_movable(board: np.ndarray, side: int, width: int, strict: bool) -> bool:
    """Whether ``side`` has an active cube that can slide."""
    for square in range(width + 1, width * (width - 1) - 1):
        if board[square] == side | ACTIVE and _can_slide(board, square, width, strict):
            return True
    return False


@njit(cache=True, inline="always")
def _on_board(board: np.ndarray, side: int) -> int:
    return _field(board, ON_BOARD_BLACK if side == 1 else ON_BOARD_WHITE)


@njit(cache=True, inline="always")
def has_legal_move(board: np.ndarray) -> bool:
    """Whether the side to move has a move at the start of a turn (stops at the first found)."""
    width, side, strict = _width(board), _field(board, SIDE), _field(board, STRICT_FIELD) == 1
    if _on_board(board, side) > 0:  # a slide, or none at all: without a movable cube, no placement either
        return _has_movable(board, side, width, strict)
    for square in range(width + 1, width * (width - 1) - 1):
        if board[square] == 0 and not _active_near(board, square, width):
            return True
    return False


# --- move generation ---------------------------------------------------------------------


@njit(cache=True, inline="always")
def _emit_slides(board: np.ndarray, origin: int, width: int, strict: bool, out: np.ndarray, count: int) -> int:
    """Append the slides of the cube on ``origin`` in ascending order of destination (no
    scratch array: a view of one would cost reference counting at every call)."""
    head = (SLIDE << _KIND_SHIFT) | (origin << _SQUARE_SHIFT)
    for step in (-width, -1):  # below and to the left: farthest first, so written and reversed
        start = count
        count = _write_slides(board, origin, step, width, strict, out, count, head)
        low, high = start, count - 1
        while low < high:
            out[low], out[high] = out[high], out[low]
            low += 1
            high -= 1
    for step in (1, width):  # to the right and above: nearest first
        count = _write_slides(board, origin, step, width, strict, out, count, head)
    return count


@njit(cache=True, _nrt=False)
def generate(board: np.ndarray, out: np.ndarray) -> int:
    """Write the legal steps into ``out`` and return how many, in the reference engine's order:
    placements, slides (by origin, then destination), then in a bonus step activations,
    take-ups and ``end``."""
    if _field(board, RESULT) != ONGOING:
        return 0
    width, side, strict = _width(board), _field(board, SIDE), _field(board, STRICT_FIELD) == 1
    just = _field(board, JUST)
    first, last = width + 1, width * (width - 1) - 1
    on_board = _on_board(board, side)
    count = 0
    if on_board < CUBES_PER_PLAYER and (on_board == 0 or _has_movable(board, side, width, strict)):
        for square in range(first, last):  # written at every square, kept where legal: no branch
            out[count] = (PLACE << _KIND_SHIFT) | (square << _SQUARE_SHIFT)
            count += board[square] == 0 and not _active_near(board, square, width)
    for square in range(first, last):
        if board[square] == side | ACTIVE:
            count = _emit_slides(board, square, width, strict, out, count)
    if just >= 0:
        for square in range(first, last):
            if board[square] == side and not _cube_near(board, square, width):
                out[count] = (ACTIVATE << _KIND_SHIFT) | (square << _SQUARE_SHIFT)
                count += 1
        for square in range(first, last):
            if square != just and board[square] & 3 == side:
                out[count] = (TAKE << _KIND_SHIFT) | (square << _SQUARE_SHIFT)
                count += 1
        out[count] = END << _KIND_SHIFT
        count += 1
    return count


# --- making moves ------------------------------------------------------------------------


@njit(cache=True)
def _rooms(board: np.ndarray, width: int, room: np.ndarray, stack: np.ndarray) -> None:
    """Number the rooms: largest orthogonally connected sets of empty squares and active cubes
    (walls: inactive cubes and the board's edge); -1 elsewhere."""
    room[:] = -1
    count = 0
    for start in range(width + 1, width * (width - 1) - 1):
        value = board[start]
        if room[start] != -1 or value == WALL or (value != 0 and not value & ACTIVE):
            continue
        room[start] = count
        top = 0
        stack[top] = start
        top += 1
        while top > 0:
            top -= 1
            square = stack[top]
            for near in (square + width, square + 1, square - width, square - 1):
                near_value = board[near]
                if room[near] == -1 and (near_value == 0 or near_value & ACTIVE):
                    room[near] = count
                    stack[top] = near
                    top += 1
        count += 1


@njit(cache=True)
def _has_free_slide(board: np.ndarray, origin: int, width: int, strict: bool, scratch: np.ndarray) -> bool:
    """Whether the cube on ``origin`` can slide to a square with no cube next to it."""
    for step in (width, 1, -width, -1):
        found = _slides_in(board, origin, step, width, strict, scratch)
        for index in range(found):
            if not _has_neighbour(board, scratch[index], width, origin):
                return True
    return False


@njit(cache=True, _nrt=True)  # it allocates; move making, compiled without (_nrt=False), calls it
def sealed_apart(board: np.ndarray) -> bool:
    """The draw by sealed regions (``rules.sealed_apart``, see src/boardlab/docs/rules/cubes.md)."""
    if _field(board, ON_BOARD_BLACK) != CUBES_PER_PLAYER or _field(board, ON_BOARD_WHITE) != CUBES_PER_PLAYER:
        return False
    width, strict = _width(board), _field(board, STRICT_FIELD) == 1
    first, last = width + 1, width * (width - 1) - 1
    # Most positions fail the cheap test (one active cube a colour) before anything is allocated.
    active_black = active_white = -1
    for square in range(first, last):
        if board[square] & ACTIVE:
            if board[square] & 3 == 1:
                if active_black != -1:
                    return False  # two active cubes of one colour
                active_black = square
            else:
                if active_white != -1:
                    return False
                active_white = square
    if active_black == -1 or active_white == -1:
        return False
    room = np.empty(width * width, dtype=np.int32)
    _rooms(board, width, room, np.empty(width * width, dtype=np.int32))
    home_black, home_white = room[active_black], room[active_white]
    if home_black == home_white:
        return False
    if strict:
        for square in range(first, last):
            if room[square] == home_black:
                for near in (square + width + 1, square + width - 1, square - width + 1, square - width - 1):
                    if room[near] == home_white:
                        return False
    for square in range(first, last):
        value = board[square]
        if _is_cube(value) and not value & ACTIVE and not _cube_near(board, square, width):
            home = home_black if value & 3 == 1 else home_white
            for near in (square + width, square + 1, square - width, square - 1):
                if board[near] != WALL and room[near] != home:
                    return False
    scratch = np.empty(width, dtype=np.int32)
    return _has_free_slide(board, active_black, width, strict, scratch) and \
        _has_free_slide(board, active_white, width, strict, scratch)


@njit(cache=True, inline="always")
def settle(board: np.ndarray) -> None:
    """Write the result of a position at the start of a turn: the side to move loses without a
    move; otherwise the sealed-regions draw, then the move limit. A bonus step is never final."""
    if _field(board, JUST) >= 0:
        return
    side = _field(board, SIDE)
    if not has_legal_move(board):
        _set(board, RESULT, 3 - side)
        _set(board, REASON, NO_MOVE)
    elif _field(board, ON_BOARD_BLACK) == CUBES_PER_PLAYER and _field(board, ON_BOARD_WHITE) == CUBES_PER_PLAYER \
            and sealed_apart(board):  # asked here first: a call costs reference counting
        _set(board, RESULT, DRAW)
        _set(board, REASON, SEALED)
    elif _field(board, LIMIT) > 0 and _field(board, TURN) >= _field(board, LIMIT):
        _set(board, RESULT, DRAW)
        _set(board, REASON, MOVE_LIMIT)


@njit(cache=True, inline="always")
def _end_turn(board: np.ndarray) -> None:
    _set(board, SIDE, 3 - _field(board, SIDE))
    _set(board, JUST, -1)
    _set(board, TURN, _field(board, TURN) + 1)
    settle(board)


@njit(cache=True, inline="always")
def _slide(board: np.ndarray, origin: int, target: int, width: int, strict: bool) -> bool:
    """Slide the cube, knock the active cubes its path touches; return whether it ends active."""
    distance = abs(target - origin)
    step = (1 if target > origin else -1) * (1 if distance < width else width)
    colour = board[origin] & 3
    # Every neighbour is knocked without a test (a wall or an empty square keeps its value, and
    # the origin, next to the first square, is emptied below): branches here are unpredictable.
    knocked = ~ACTIVE
    square = origin + step
    while True:
        entered_target = square == target
        if strict:
            board[square + width + 1] &= knocked
            board[square + width - 1] &= knocked
            board[square - width + 1] &= knocked
            board[square - width - 1] &= knocked
        elif not entered_target:
            board[square + width] &= knocked
            board[square + 1] &= knocked
            board[square - width] &= knocked
            board[square - 1] &= knocked
        if entered_target:
            break
        square += step
    board[origin] = 0
    ends_active = not _cube_near(board, target, width)
    board[target] = colour | ACTIVE if ends_active else colour
    return ends_active


@njit(cache=True, _nrt=False)
def make_move(board: np.ndarray, move: int) -> None:
    """Play the legal step ``move`` on ``board`` in place and settle the result."""
    kind = move >> _KIND_SHIFT
    square = (move >> _SQUARE_SHIFT) & _SQUARE_MASK
    width, side = _width(board), _field(board, SIDE)
    count_field = ON_BOARD_BLACK if side == 1 else ON_BOARD_WHITE
    if kind == SLIDE:
        if not _slide(board, square, move & _SQUARE_MASK, width, _field(board, STRICT_FIELD) == 1):
            _set(board, JUST, move & _SQUARE_MASK)  # it ends inactive: a bonus step follows
            return
    elif kind == PLACE:
        board[square] = side if _cube_near(board, square, width) else side | ACTIVE
        _set(board, count_field, _field(board, count_field) + 1)
    elif kind == ACTIVATE:
        board[square] |= ACTIVE
    elif kind == TAKE:
        board[square] = 0
        _set(board, count_field, _field(board, count_field) - 1)
    _end_turn(board)


# --- the search's quiet test -------------------------------------------------------------


@njit(cache=True, inline="always")
def _slides_both_ways(board: np.ndarray, square: int, width: int, strict: bool) -> bool:
    """Whether the cube on ``square`` can slide both ways along a row or both ways along a
    column. No single new cube (or newly active one) takes both slides away: each is lost
    only to a cube on its own path or, active, next to its path, on its own side of the cube
    (:func:`quiet`)."""
    return ((_can_slide_by(board, square, 1, width, strict) and _can_slide_by(board, square, -1, width, strict))
            or (_can_slide_by(board, square, width, 1, strict)
                and _can_slide_by(board, square, -width, 1, strict)))


@njit(cache=True, inline="always")
def _free_squares_over(board: np.ndarray, width: int, wanted: int) -> bool:
    """Whether more than ``wanted`` empty squares have no active cube next to them (each a
    placement of a side without cubes on the board)."""
    free = 0
    for square in range(width + 1, width * (width - 1) - 1):
        free += board[square] == 0 and not _active_near(board, square, width)
        if free > wanted:
            return True
    return False


@njit(cache=True, inline="always")
def _empty_between(board: np.ndarray, start: int, stop: int, step: int) -> bool:
    """Whether every square strictly between ``start`` and ``stop`` (on one line, ``step``
    apart) is empty."""
    if stop < start:
        start, stop = stop, start
    for square in range(start + step, stop, step):
        if board[square] != 0:
            return False
    return True


@njit(cache=True, inline="always")
def _may_knock(board: np.ndarray, mover: int, target: int, width: int, along_row: bool, strict: bool) -> bool:
    """Whether a slide of the cube on ``mover`` along its row (else its column) may knock the
    cube on ``target`` (a sufficient condition for "no": False is certain).

    A slide knocks cubes beside its path only, never one on its own line (it stops before
    that cube), so the target must be on a neighbouring line. Under the physical reading it
    knocks the orthogonal neighbours of the squares it passes over (not of the one it stops
    on): the path must go on past the square beside the target, so that square, every square
    before it and the one after it are empty. Under the strict reading it knocks the diagonal
    neighbours of every square it enters: the path must reach the square diagonally before the
    target, every square between being empty."""
    row, col = mover // width, mover % width
    target_row, target_col = target // width, target % width
    if along_row:
        if abs(row - target_row) != 1:
            return False
        step, beside, offset = 1, row * width + target_col, col - target_col
    else:
        if abs(col - target_col) != 1:
            return False
        step, beside, offset = width, target_row * width + col, row - target_row
    if strict:
        return _empty_between(board, mover, beside, step)
    if offset == 0:  # the mover stands beside the target: its slides leave that square behind
        return False
    ahead = step if beside > mover else -step
    return _empty_between(board, mover, beside, step) and board[beside] == 0 and board[beside + ahead] == 0


@njit(cache=True)
def quiet(board: np.ndarray) -> bool:
    """True only where no step of the side to move can win at once (the search's win-in-one
    look-ahead is then skipped; False is always safe).

    A step wins at once only by ending the turn with the opponent unable to move. One step
    brings one new obstacle onto the board, the square ``p`` a cube is placed or lands on or
    is activated on (a slide's origin empties, a take-up empties, a knocked cube is no longer
    active: each of those only frees squares), and a slide knocks active cubes beside its path
    (:func:`_may_knock`). So:

    * An opponent without cubes on the board places one on any empty square with no active
      cube next to it; ``p`` spoils at most five such squares (itself and its neighbours), so
      six or more keep a placement.
    * An opponent's active cube that slides both ways along a line keeps one of the two
      against any ``p`` (a slide is lost to a cube on its path or, active, next to its path's
      squares, and the two paths' squares and neighbours meet nowhere but at the cube itself),
      unless it is knocked. Where no slide of any of the mover's active cubes (along its row
      or along its column) may knock every such cube, one of them keeps a slide whatever the
      step.

    >>> import boardlab
    >>> bool(quiet(encode(boardlab.load("cubes").start())))
    True
    """
    width, side, strict = _width(board), _field(board, SIDE), _field(board, STRICT_FIELD) == 1
    other = 3 - side
    if _on_board(board, other) == 0:
        return _free_squares_over(board, width, 5)
    first, last = width + 1, width * (width - 1) - 1
    keepers = np.empty(CUBES_PER_PLAYER, dtype=np.int64)  # the opponent's cubes sliding both ways
    kept = 0
    for square in range(first, last):
        if board[square] == other | ACTIVE and _slides_both_ways(board, square, width, strict):
            keepers[kept] = square
            kept += 1
    if kept == 0:
        return False
    for square in range(first, last):
        if board[square] == side | ACTIVE:
            for along_row in (True, False):
                every = True
                for index in range(kept):
                    if not _may_knock(board, square, keepers[index], width, along_row, strict):
                        every = False
                        break
                if every:
                    return False
    return True


@njit(cache=True)
def expand(board: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The legal steps and, row by row, the position after each of them."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    count = generate(board, moves)
    children = np.empty((count, board.shape[0]), dtype=board.dtype)
    for index in range(count):
        children[index] = board
        make_move(children[index], moves[index])
    return moves[:count].copy(), children


# --- evaluation --------------------------------------------------------------------------


@njit(cache=True, inline="always")
def _slides_counted(board: np.ndarray, origin: int, step: int, aside: int, strict: bool) -> int:
    """How many destinations :func:`_slides_in` finds (without writing them anywhere)."""
    count = 0
    square = origin + step
    if strict:
        while board[square] == 0 and _stop_allowed(board, square, step, aside):
            count += 1
            square += step
        return count
    while board[square] == 0:  # without a branch on the stop: its outcome is hard to predict
        count += _stop_allowed(board, square, step, aside)
        square += step
    return count


@njit(cache=True, inline="always")
def feature_values(board: np.ndarray) -> tuple[float, float, float, float, float]:
    """The five features of :mod:`.evaluation` for the side to move of an unfinished game, in
    the order of :data:`.evaluation.FEATURES`.

    One pass over the squares counts both colours' movable cubes and slides (each active
    cube's slides counted in place, nothing allocated): the evaluation is most of the work of
    a search's last step."""
    side = _field(board, SIDE)
    width, strict = _width(board), _field(board, STRICT_FIELD) == 1
    movable_black = movable_white = slides_black = slides_white = 0
    for square in range(width + 1, width * (width - 1) - 1):
        value = board[square]
        if value & ACTIVE:
            count = (_slides_counted(board, square, width, 1, strict)
                     + _slides_counted(board, square, 1, width, strict)
                     + _slides_counted(board, square, -width, 1, strict)
                     + _slides_counted(board, square, -1, width, strict))
            if value == 1 | ACTIVE:
                movable_black += count > 0
                slides_black += count
            else:
                movable_white += count > 0
                slides_white += count
    movable = slides = pool = stuck = 0.0
    for colour in (1, 2):
        sign = 1.0 if colour == side else -1.0
        colour_movable = movable_black if colour == 1 else movable_white
        on_board = _on_board(board, colour)
        movable += sign * colour_movable
        slides += sign * (slides_black if colour == 1 else slides_white)
        pool += sign * (CUBES_PER_PLAYER - on_board)
        if colour_movable == 0 and on_board > 0:
            stuck -= sign
    return movable, slides, pool, stuck, 1.0 if _field(board, JUST) >= 0 else 0.0


@njit(cache=True, _nrt=False)
def evaluate_weighted(board: np.ndarray, weights: np.ndarray) -> float:
    """The evaluation from the side to move's view, in [-1, 1]: ``tanh`` of half the weighted
    features (:func:`feature_values`); a finished game is worth 1, 0 or -1. ``weights`` is
    :func:`.evaluation.weights` or the learned weights (:mod:`boardlab.ai.learned`): the
    search calls this one function with either."""
    side, result = _field(board, SIDE), _field(board, RESULT)
    if result != ONGOING:
        return 0.0 if result == DRAW else (1.0 if result == side else -1.0)
    movable, slides, pool, stuck, bonus = feature_values(board)
    score = weights[0] * movable + weights[1] * slides + weights[2] * pool + weights[3] * stuck + weights[4] * bonus
    return math.tanh(score / 2)


#: The hand-written weights, for :func:`evaluate_board`.
HAND_WEIGHTS = evaluation_weights()


@njit(cache=True)
def evaluate_board(board: np.ndarray) -> float:
    """``evaluation.evaluate`` on a fast board: mobility for the side to move, in [-1, 1]
    (:func:`evaluate_weighted` with the hand-written weights)."""
    return evaluate_weighted(board, HAND_WEIGHTS)


@njit(cache=True)
def features_into(board: np.ndarray, workspace: object, out: np.ndarray) -> None:
    """:func:`feature_values` written into ``out`` (a float array of five), for training (the
    engine's ``workspace`` is not needed here: it is taken as every game's ``features_into`` takes it)."""
    values = feature_values(board)
    for index in range(5):
        out[index] = values[index]


# --- random play and perft ---------------------------------------------------------------


# --- between the reference state and the fast board --------------------------------------


def _padded(size: int, space: int) -> int:
    """The board index (with the wall) of reference space ``space`` (``rank * size + file``)."""
    return (space // size + 1) * (size + 2) + space % size + 1


def encode(state: State) -> np.ndarray:
    """The fast board of a Cubes position (any options, also in a bonus step), its result settled."""
    state = cast("CubesState", state)
    size = state.grid.size
    width = size + 2
    board = np.full(width * width + NFIELDS, WALL, dtype=np.int32)
    on_board = {1: 0, 2: 0}
    for space, cube in enumerate(state.cubes):
        square = _padded(size, space)
        if cube is None:
            board[square] = 0
        else:
            colour = _COLOUR_CODE[cube.colour]
            board[square] = colour | (ACTIVE if cube.active else 0)
            on_board[colour] += 1
    end = board.shape[0]
    board[end + SIDE] = _COLOUR_CODE[state.side]
    board[end + JUST] = -1 if state.just_moved is None else _padded(size, state.just_moved)
    board[end + RESULT] = ONGOING
    board[end + REASON] = NO_REASON
    board[end + SIZE] = size
    board[end + STRICT_FIELD] = 1 if state.reading == STRICT else 0
    board[end + LIMIT] = state.game.options["move_limit"]
    board[end + ON_BOARD_BLACK] = on_board[1]
    board[end + ON_BOARD_WHITE] = on_board[2]
    board[end + TURN] = state.turn_count
    settle(board)
    return board


def square_name(size: int, square: int) -> str:
    """The name of a board index (with the wall), e.g. ``a1`` for ``size + 3``."""
    rank, file = divmod(square, size + 2)
    return f"{FILES[file - 1]}{rank}"


def move_text(size: int, move: int) -> str:
    """A fast step in Cubes notation: ``c3``, ``c3-c6``, ``Ac3``, ``Tc3`` or ``end``."""
    move = int(move)
    kind, square = move >> _KIND_SHIFT, (move >> _SQUARE_SHIFT) & _SQUARE_MASK
    if kind == END:
        return "end"
    name = square_name(size, square)
    if kind == PLACE:
        return name
    if kind == SLIDE:
        return f"{name}-{square_name(size, move & _SQUARE_MASK)}"
    return ("A" if kind == ACTIVATE else "T") + name


def board_size(board: np.ndarray) -> int:
    """The board size ``n`` of a fast board."""
    return int(board[board.shape[0] + SIZE])


def position(board: np.ndarray) -> str:
    """The reference position string of a fast board (see :mod:`.notation`)."""
    size, end = board_size(board), board.shape[0]
    chars = {0: ".", 1 | ACTIVE: "B", 1: "b", 2 | ACTIVE: "W", 2: "w"}
    ranks = "/".join("".join(chars[int(board[(rank + 1) * (size + 2) + file + 1])] for file in range(size))
                     for rank in reversed(range(size)))
    just = int(board[end + JUST])
    bonus = "-" if just < 0 else square_name(size, just)
    return f"{ranks} {side_to_move(board)[0]} {bonus} {int(board[end + TURN])}"


def legal_moves(board: np.ndarray) -> list[str]:
    """The legal steps of a fast board, in notation and in the reference engine's order."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    size = board_size(board)
    return [move_text(size, m) for m in moves[: generate(board, moves)]]


def winner(board: np.ndarray) -> str | None:
    """``"black"``, ``"white"``, ``"draw"`` or ``None`` while the game goes on."""
    return (None, BLACK, WHITE, "draw")[int(board[board.shape[0] + RESULT])]


def reason(board: np.ndarray) -> str | None:
    """Why the game ended, in the reference engine's words (``None`` while it goes on)."""
    end = board.shape[0]
    why, side = int(board[end + REASON]), BLACK if board[end + SIDE] == 1 else WHITE
    if why == NO_MOVE:
        return f"{side} cannot make a legal move"
    if why == SEALED:
        return "the players' cubes are sealed in separate regions"
    if why == MOVE_LIMIT:
        return f"the move limit of {int(board[end + LIMIT])} turns was reached"
    return None


def side_to_move(board: np.ndarray) -> str:
    """The colour whose step it is on a fast board."""
    return BLACK if board[board.shape[0] + SIDE] == 1 else WHITE


def search_engine(state: State, weights: dict[str, float] | None = None) -> Engine:
    """The engine as the searches use it (:mod:`boardlab.ai.engine`); every option set is
    covered. ``weights`` overrides some of the evaluation's weights by name (the learned
    evaluation gives them all); the search evaluates with :func:`evaluate_weighted` either way,
    so the weights travel as its workspace. Without a move limit the turn count (the board's
    last entry) is left out of a position's key: it does not change what may happen."""
    state = cast("CubesState", state)
    size = state.grid.size
    limited = state.game.options["move_limit"] > 0
    board_length = (size + 2) ** 2 + NFIELDS
    return Engine("cubes", encode, generate, make_move, evaluate_weighted, RESULT, SIDE, 1,
                  lambda move: move_text(size, move), MAX_MOVES, evaluation_weights(weights), ("evaluate",),
                  turn_index=-1 if limited else board_length - 1, sources=("boardlab.games.cubes.evaluation",),
                  quiet=quiet)


#: The perft and random-playout hooks (:mod:`boardlab.core.fast`), run by the compiled search core.
perft, random_playouts = engine_hooks(search_engine)


__all__ = ["DEPTHS_BY_SIZE", "LEVEL_SPECS", "level_specs", "perft", "quiet", "random_playouts", "search_engine"]
