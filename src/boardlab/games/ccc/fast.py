"""A second CCC engine, built for speed: the rules of :mod:`.rules` and :mod:`.collapse`,
compiled with numba.

The reference rules are written to be read; this module is written to be fast, for random
playouts, perft and deep search. ``tests/test_ccc_fast.py`` keeps the two in agreement (legal
steps in notation, results and reasons, positions after steps) over many random positions of
every set-up.

A position is one ``int32`` array of length :data:`BOARD_LEN`. Cells ``0..95`` (``rank * 8 +
file``, a1 = 0; a board has 3 to 12 ranks, the unused cells stay 0) hold a stack as
``owner | flats << 2 | pyramids << 5 | special << 8 | entered << 10``:

* ``owner`` 0 (empty), 1 (Black) or 2 (White);
* ``flats`` 0-5 Flats at the bottom; ``pyramids`` a mask of the Pyramids above them (1 Small,
  2 Medium, 4 Large: a legal Structure stacks them by size, so the mask says it all);
* ``special`` 1 Cube, 2 Torus, 3 Nice Flag (each stands alone);
* ``entered``: the cell was entered by the Collapse in progress (a Pyramid Stack's walk).

Each colour has at most one Pyramid of each size, so Pyramid Strengths are kept per colour and
size (``board[STRENGTH + 3 * colour + size]``), like the shared Torus Strength. The other
fields: side to move, Torus pools, who moved their Flag on their previous turn, turns played,
the turn in progress (a Hop chain's Flat; a Collapse's origin, line, last space and held
Flats and Pyramids), the set-up's height and Flag homes, the options ``flag_rest``,
``no_move`` and ``move_limit``, and the result with its reason.

A step is one ``int32``: ``target | origin << 7 | action << 14 | amount << 18 | line << 22 |
letter << 26``, the fields of the reference :class:`~.rules.Step`. Every option of the game
is covered (the set-up options only change the board's height and the Flag homes).

Every compiled function uses numba's on-disk cache, so only the first start ever compiles.
The functions a search runs at every node that allocate nothing (the evaluation's step lists,
``_hops``, the quiet test) are compiled without numba's reference counting (``_nrt=False``):
every array they touch belongs to their caller, and each reference taken and dropped is an
atomic instruction. They call only functions that allocate nothing either; the others keep
reference counting.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit

from boardlab.ai.compiled import engine_hooks
from boardlab.ai.engine import Engine
from boardlab.core.game import State
from boardlab.games.ccc.board import (
    BLACK,
    COLOURS,
    CUBE,
    DIRECTIONS,
    FLAG,
    FLAT,
    LARGE,
    MEDIUM,
    SMALL,
    TORUS,
    WIDTH,
    Piece,
    cell_name,
)

if TYPE_CHECKING:
    from boardlab.games.ccc.state import CCCState

MAX_RANKS = 12
NCELLS = WIDTH * MAX_RANKS
HEIGHT = NCELLS
SIDE = NCELLS + 1
POOL = NCELLS + 2  # two: Black's, White's
STRENGTH = NCELLS + 4  # six: Black's Small, Medium, Large, then White's
ACTED = NCELLS + 10  # bit 1: Black moved its Flag last turn, bit 2: White
TURN = NCELLS + 11
PENDING = NCELLS + 12  # 0 none, 1 Hop chain, 2 Collapse
P_ORIGIN = NCELLS + 13
P_LINE = NCELLS + 14  # 0-7 the compass directions, 8 a Pyramid Stack's free walk
P_AT = NCELLS + 15
HELD_FLATS = NCELLS + 16
HELD_PYRAMIDS = NCELLS + 17
HOME = NCELLS + 18  # two: the Flag homes
OPTIONS = NCELLS + 20  # bit 1: flag_rest=any, bit 2: no_move=draw
LIMIT = NCELLS + 21
RESULT = NCELLS + 22
REASON = NCELLS + 23
BOARD_LEN = NCELLS + 24

ONGOING, BLACK_WINS, WHITE_WINS, DRAW = 0, 1, 2, 3
#: Why a game ended (``board[REASON]``).
NO_PYRAMID, BOTH_LOST, DEAD, MOVE_LIMIT, NO_ACTION = 1, 2, 3, 4, 5
#: Step actions.
MOVE, ATTACK, HOP, SWAP, RECREATE, END, COLLAPSE, DROP, DROP_ATTACK = range(9)
NO_CELL = 127
FREE_WALK = 8
#: Enough for any position: a Nice Flag alone reaches every empty cell.
MAX_STEPS = 1024
SPECIAL_CUBE, SPECIAL_TORUS, SPECIAL_FLAG = 1, 2, 3
ENTERED = 1 << 10
CONTENT = ENTERED - 1
#: Piece letters by letter code (the step's ``letter`` field).
LETTERS = "FCTNSML"
_SIZE_LETTERS = (SMALL, MEDIUM, LARGE)
_SPECIAL_LETTERS = {SPECIAL_CUBE: CUBE, SPECIAL_TORUS: TORUS, SPECIAL_FLAG: FLAG}
_DIRECTION_NAMES = tuple(DIRECTIONS)  # n e s w ne se sw nw: the reference's order

#: The eight directions as file and rank steps, in the reference's order.
DX = np.array([d[0] for d in DIRECTIONS.values()], dtype=np.int64)
DY = np.array([d[1] for d in DIRECTIONS.values()], dtype=np.int64)


# --- cells and stacks ---------------------------------------------------------------------------


@njit(cache=True)
def _owner(code: int) -> int:
    return code & 3


@njit(cache=True)
def _flats(code: int) -> int:
    return (code >> 2) & 7


@njit(cache=True)
def _pyramids(code: int) -> int:
    return (code >> 5) & 7


@njit(cache=True)
def _special(code: int) -> int:
    return (code >> 8) & 3


@njit(cache=True)
def _make(owner: int, flats: int, pyramids: int, special: int) -> int:
    """A cell's content (0 when no piece is left)."""
    if flats == 0 and pyramids == 0 and special == 0:
        return 0
    return owner | flats << 2 | pyramids << 5 | special << 8


@njit(cache=True)
def _popcount3(mask: int) -> int:
    return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1)


@njit(cache=True)
def _height(code: int) -> int:
    """The number of pieces in the stack (a basic piece: 1)."""
    if _special(code):
        return 1
    return _flats(code) + _popcount3(_pyramids(code))


@njit(cache=True)
def _top_letter(code: int) -> int:
    """The letter code of the stack's top piece (``LETTERS``)."""
    mask = _pyramids(code)
    if mask & 1:
        return 4
    if mask & 2:
        return 5
    if mask & 4:
        return 6
    special = _special(code)
    return special if special else 0


@njit(cache=True)
def _valid_merge(below: int, flats: int, pyramids: int, special: int) -> bool:
    """Whether the pieces ``flats``/``pyramids``/``special`` may go on top of the own stack
    ``below``: no Cube, Torus or Flag stacks; Flats only under Pyramids, at most 5; each
    Pyramid smaller than the one below."""
    if special or _special(below):
        return False
    low_pyramids = _pyramids(below)
    if flats and low_pyramids:
        return False
    if _flats(below) + flats > 5:
        return False
    if low_pyramids and pyramids and pyramids >= (low_pyramids & -low_pyramids):
        return False
    return True


@njit(cache=True)
def _step(cell: int, direction: int, height: int) -> int:
    """The cell one step from ``cell`` in ``direction``, or -1 off the board."""
    file = (cell & 7) + DX[direction]
    rank = (cell >> 3) + DY[direction]
    if file < 0 or file >= 8 or rank < 0 or rank >= height:
        return -1
    return rank * 8 + file


@njit(cache=True)
def _adjacent(a: int, b: int) -> bool:
    return a != b and abs((a & 7) - (b & 7)) <= 1 and abs((a >> 3) - (b >> 3)) <= 1


@njit(cache=True)
def _flag_cell(board: np.ndarray, colour: int) -> int:
    """Where ``colour``'s (0 Black, 1 White) Nice Flag stands, or -1."""
    for cell in range(board[HEIGHT] * 8):
        code = board[cell]
        if _special(code) == SPECIAL_FLAG and _owner(code) == colour + 1:
            return cell
    return -1


@njit(cache=True)
def _near(cell: int, flag: int) -> bool:
    return flag >= 0 and _adjacent(cell, flag)


@njit(cache=True)
def _frozen(code: int, cell: int, enemy_flag: int) -> bool:
    """A stack not topped by a Pyramid, beside the opposing Flag."""
    return _pyramids(code) == 0 and _near(cell, enemy_flag)


# --- attacks ------------------------------------------------------------------------------------


@njit(cache=True)
def _pieces(board: np.ndarray, colour: int, flats: int, pyramids: int, special: int,
            kinds: np.ndarray, strengths: np.ndarray) -> int:
    """The pieces of a stack bottom first, as kinds (0 Flat, 1-3 Small-Large, 4 Cube, 5 Torus,
    6 Flag) and Strengths; returns how many."""
    if special:
        kinds[0] = 3 + special
        strengths[0] = board[POOL + colour] if special == SPECIAL_TORUS else 1
        return 1
    count = 0
    for _ in range(flats):
        kinds[count] = 0
        strengths[count] = 1
        count += 1
    for size in range(2, -1, -1):
        if pyramids >> size & 1:
            kinds[count] = size + 1
            strengths[count] = board[STRENGTH + 3 * colour + size]
            count += 1
    return count


@njit(cache=True)
def _wear(board: np.ndarray, kinds: np.ndarray, strengths: np.ndarray, index: int, colour: int) -> bool:
    """Take 1 Strength from a piece; return whether it survives (Toruses draw on the pool)."""
    if kinds[index] == 5:
        board[POOL + colour] -= 1
        return board[POOL + colour] > 0
    strengths[index] -= 1
    return strengths[index] > 0


@njit(cache=True)
def _rebuild(board: np.ndarray, colour: int, kinds: np.ndarray, strengths: np.ndarray, start: int, stop: int) -> int:
    """The cell content of the pieces ``start..stop`` of a fight's side; their Pyramid
    Strengths are written back."""
    flats = 0
    pyramids = 0
    special = 0
    for index in range(start, stop):
        kind = kinds[index]
        if kind == 0:
            flats += 1
        elif kind <= 3:
            pyramids |= 1 << (kind - 1)
            board[STRENGTH + 3 * colour + kind - 1] = strengths[index]
        else:
            special = kind - 3
    return _make(colour + 1, flats, pyramids, special)


@njit(cache=True)
def _clear_strengths(board: np.ndarray, colour: int, kinds: np.ndarray, start: int, stop: int) -> None:
    """Destroyed Pyramids keep no Strength (so equal positions have equal arrays)."""
    for index in range(start, stop):
        if 1 <= kinds[index] <= 3:
            board[STRENGTH + 3 * colour + kinds[index] - 1] = 0


@njit(cache=True)
def _land(board: np.ndarray, cell: int, colour: int, flats: int, pyramids: int, special: int) -> None:
    """Put a group of ``colour``'s pieces on ``cell``: onto an empty space, on top of an own
    stack, or as an Attack (round by round: the attacker's bottom piece and the defender's top
    piece lose 1 Strength each; attacking a Cube destroys the attacker)."""
    present = board[cell] & CONTENT
    keep = board[cell] & ENTERED
    if present == 0:
        board[cell] = keep | _make(colour + 1, flats, pyramids, special)
        return
    if _owner(present) == colour + 1:
        board[cell] = keep | _make(colour + 1, _flats(present) + flats, _pyramids(present) | pyramids, 0)
        return
    enemy = 1 - colour
    attacker_kinds = np.empty(8, dtype=np.int64)
    attacker_strengths = np.empty(8, dtype=np.int64)
    defender_kinds = np.empty(8, dtype=np.int64)
    defender_strengths = np.empty(8, dtype=np.int64)
    attackers = _pieces(board, colour, flats, pyramids, special, attacker_kinds, attacker_strengths)
    defenders = _pieces(board, enemy, _flats(present), _pyramids(present), _special(present),
                        defender_kinds, defender_strengths)
    if defender_kinds[defenders - 1] == 4:  # a Cube: the whole attacker is destroyed
        _clear_strengths(board, colour, attacker_kinds, 0, attackers)
        return
    low, high = 0, defenders - 1
    while low < attackers and high >= 0:
        attacker_lives = _wear(board, attacker_kinds, attacker_strengths, low, colour)
        defender_lives = _wear(board, defender_kinds, defender_strengths, high, enemy)
        if not attacker_lives:
            _clear_strengths(board, colour, attacker_kinds, low, low + 1)
            low += 1
        if not defender_lives:
            _clear_strengths(board, enemy, defender_kinds, high, high + 1)
            high -= 1
    if low < attackers:
        board[cell] = keep | _rebuild(board, colour, attacker_kinds, attacker_strengths, low, attackers)
    else:
        board[cell] = keep | _rebuild(board, enemy, defender_kinds, defender_strengths, 0, high + 1)
    for side in range(2):
        if board[POOL + side] <= 0:  # both Toruses of a spent pool leave the board
            for other in range(board[HEIGHT] * 8):
                code = board[other]
                if _special(code) == SPECIAL_TORUS and _owner(code) == side + 1:
                    board[other] = code & ENTERED


# --- steps --------------------------------------------------------------------------------------


@njit(cache=True)
def _encode_step(action: int, origin: int, target: int, amount: int, line: int, letter: int) -> int:
    return target | origin << 7 | action << 14 | amount << 18 | line << 22 | letter << 26


@njit(cache=True, inline="always")
def _plain(mover: int, present: int, origin: int, target: int, side: int, basic_only: bool) -> int:
    """The step of the stack ``mover`` onto ``target`` holding ``present`` (both without the
    entered flag): a move onto an empty or own (merging) cell, or an Attack onto an opposing
    one; -1 for none. Scalars only: a helper that takes the board costs atomic reference
    counting at every call."""
    letter = _top_letter(mover)
    if present == 0:
        return _encode_step(MOVE, origin, target, 0, 0, letter)
    if _owner(present) == side + 1:
        if _valid_merge(present, _flats(mover), _pyramids(mover), _special(mover)):
            return _encode_step(MOVE, origin, target, 0, 0, letter)
        return -1
    if not basic_only or _height(present) == 1:
        return _encode_step(ATTACK, origin, target, 0, 0, letter)
    return -1


@njit(cache=True)
def _lone_flat(code: int, colour: int) -> bool:
    return (code & CONTENT) == _make(colour + 1, 1, 0, 0)


@njit(cache=True, _nrt=False)  # allocates nothing (module docstring)
def _hops(board: np.ndarray, out: np.ndarray, count: int, origin: int, side: int, chained: bool,
          enemy_flag: int) -> int:
    """Hops over a lone opposing Flat onto the empty space beyond, never over a space beside
    the opposing Flag: first in the Attack directions, in a chain in any direction."""
    height = board[HEIGHT]
    forward = 0 if side == 0 else 2  # n or s
    for index in range(8 if chained else 5):
        if chained:
            direction = index
        else:  # left, right, forwards, then the two forward diagonals, as the reference
            direction = (3, 1, forward, 7 if side == 0 else 6, 4 if side == 0 else 5)[index]
        over = _step(origin, direction, height)
        if over < 0:
            continue
        landing = _step(over, direction, height)
        if landing >= 0 and _lone_flat(board[over], 1 - side) and (board[landing] & CONTENT) == 0 \
                and not _near(over, enemy_flag):
            out[count] = _encode_step(HOP, origin, landing, 0, 0, 0)
            count += 1
    return count


@njit(cache=True, _nrt=False)  # allocates nothing (module docstring)
def _pieces_steps(board: np.ndarray, out: np.ndarray, count: int, side: int, enemy_flag: int, first: int,
                  last: int, flags: bool) -> int:
    """Moves, Attacks and Powers (not Collapses) of the side's stacks on cells ``first`` to
    ``last - 1`` (those it may move: not frozen), appended from ``count`` in the reference's
    order, the Nice Flag's only with ``flags``; the new count. One call for many stacks (the
    evaluation asks for all at once): a call that takes the board costs atomic reference
    counting, and so does inlining one per stack."""
    height = board[HEIGHT]
    cells = height * 8
    swaps_known = False  # the side's lone Pyramids after the first one met: swap_a < swap_b
    swap_a = swap_b = -1
    for origin in range(first, last):
        code = board[origin] & CONTENT
        if _owner(code) != side + 1 or _frozen(code, origin, enemy_flag):
            continue
        special = _special(code)
        flats = _flats(code)
        pyramids = _pyramids(code)
        if special == SPECIAL_FLAG:
            if flags and board[TURN] > 0 and not (board[ACTED] >> side) & 1:
                for target in range(cells):
                    if (board[target] & CONTENT) == 0:
                        out[count] = _encode_step(MOVE, origin, target, 0, 0, 3)
                        count += 1
            continue
        if special == SPECIAL_CUBE:
            for direction in range(8):
                cell = origin
                for _ in range(5):
                    cell = _step(cell, direction, height)
                    if cell < 0:
                        break
                    present = board[cell] & CONTENT
                    if present == 0:
                        out[count] = _encode_step(MOVE, origin, cell, 0, 0, 1)
                        count += 1
                    elif _special(present) == SPECIAL_FLAG and _owner(present) != side + 1:
                        break
                    if _near(cell, enemy_flag):
                        break
            continue
        if special == SPECIAL_TORUS:
            # The reference lists the cells its orthogonal rays reach, then the opposing
            # neighbours not reached: the diagonal ones (a ray's first cell is always reached).
            for direction in range(8):
                cell = origin
                while True:
                    cell = _step(cell, direction, height)
                    if cell < 0:
                        break
                    present = board[cell] & CONTENT
                    if direction >= 4 and _owner(present) != 2 - side:
                        break
                    step = _plain(code, present, origin, cell, side, False)
                    if step >= 0:
                        out[count] = step
                        count += 1
                    if direction >= 4 or present != 0 or _near(cell, enemy_flag):
                        break
            continue
        if pyramids == 0 and flats == 1:  # a lone Flat
            forward = 0 if side == 0 else 2
            # A Hop leaps over a lone opposing Flat on one of the five cells looked at here:
            # only then is _hops called (a call, and its walk, for every lone Flat cost about
            # a tenth of the search).
            hop_over = False
            for direction in (3, 1, forward):
                cell = _step(origin, direction, height)
                if cell >= 0:
                    present = board[cell] & CONTENT
                    step = _plain(code, present, origin, cell, side, False)
                    if step >= 0:
                        out[count] = step
                        count += 1
                    hop_over |= _lone_flat(present, 1 - side)
            for direction in ((7, 4) if side == 0 else (6, 5)):
                cell = _step(origin, direction, height)
                if cell >= 0 and _lone_flat(board[cell], 1 - side):
                    out[count] = _encode_step(ATTACK, origin, cell, 0, 0, 0)
                    count += 1
                    hop_over = True
            if hop_over:
                count = _hops(board, out, count, origin, side, False, enemy_flag)
            continue
        if pyramids == 0:  # a Flat Stack: one space orthogonally, Attacks on basic pieces only
            for direction in range(4):
                cell = _step(origin, direction, height)
                if cell >= 0:
                    step = _plain(code, board[cell] & CONTENT, origin, cell, side, True)
                    if step >= 0:
                        out[count] = step
                        count += 1
            continue
        if flats == 0:  # a Pyramid or Constructed Pyramid: diagonal slides, immune to the Flag
            for direction in range(4, 8):
                cell = origin
                while True:
                    cell = _step(cell, direction, height)
                    if cell < 0:
                        break
                    step = _plain(code, board[cell] & CONTENT, origin, cell, side, False)
                    if step >= 0:
                        out[count] = step
                        count += 1
                    if (board[cell] & CONTENT) != 0:
                        break
            if _popcount3(pyramids) == 1:  # swaps with a later lone Pyramid of the side
                if not swaps_known:
                    # A side has one Pyramid of each size, so at most two more lone ones: the
                    # first lone Pyramid finds them, the others reuse them (one scan, not one
                    # a Pyramid, each to the last cell).
                    swaps_known = True
                    for target in range(origin + 1, cells):
                        other = board[target] & CONTENT
                        if _owner(other) == side + 1 and _flats(other) == 0 and _special(other) == 0 \
                                and _popcount3(_pyramids(other)) == 1:
                            if swap_a < 0:
                                swap_a = target
                            else:
                                swap_b = target
                                break
                for target in (swap_a, swap_b):
                    if target > origin:
                        out[count] = _encode_step(SWAP, origin, target, 0, 0, _top_letter(code))
                        count += 1
            continue
        for direction in range(8):  # a Pyramid Stack: one space in any direction
            cell = _step(origin, direction, height)
            if cell >= 0:
                step = _plain(code, board[cell] & CONTENT, origin, cell, side, False)
                if step >= 0:
                    out[count] = step
                    count += 1
    return count


# --- Collapses ------------------------------------------------------------------------------------


@njit(cache=True)
def _group(held_flats: int, held_pyramids: int, amount: int) -> tuple[int, int]:
    """The bottom ``amount`` held pieces: Flats first, then Pyramids from the largest."""
    flats = min(amount, held_flats)
    pyramids = 0
    left = amount - flats
    for size in range(2, -1, -1):
        if left > 0 and held_pyramids >> size & 1:
            pyramids |= 1 << size
            left -= 1
    return flats, pyramids


@njit(cache=True)
def _accepts(board: np.ndarray, cell: int, side: int, flats: int, pyramids: int) -> bool:
    """An empty space, an opposing piece (an Attack) or an own stack that the group may join."""
    present = board[cell] & CONTENT
    return present == 0 or _owner(present) != side + 1 or _valid_merge(present, flats, pyramids, 0)


@njit(cache=True)
def _drop_choices(board: np.ndarray, spaces: np.ndarray, amounts: np.ndarray) -> int:
    """``(space, amount)`` drops the rules allow next, before checking the Collapse can finish."""
    side = board[SIDE]
    height = board[HEIGHT]
    line = board[P_LINE]
    at = board[P_AT]
    held_flats = board[HELD_FLATS]
    held_pyramids = board[HELD_PYRAMIDS]
    held = held_flats + _popcount3(held_pyramids)
    count = 0
    if line == FREE_WALK:
        for direction in range(8):
            space = _step(at, direction, height)
            if space < 0 or board[space] & ENTERED:
                continue
            for amount in range(1, held + 1):
                flats, pyramids = _group(held_flats, held_pyramids, amount)
                if _accepts(board, space, side, flats, pyramids):
                    spaces[count] = space
                    amounts[count] = amount
                    count += 1
        return count
    if line < 4:  # a Flat Stack: the next space, unless an opposing taller Structure bars it
        space = _step(at, line, height)
        if space < 0:
            return 0
        present = board[space] & CONTENT
        if present != 0 and _owner(present) != side + 1 and held < _height(present):
            return 0
        smallest = held if _near(space, _flag_cell(board, 1 - side)) else 1
        for amount in range(smallest, held + 1):
            if _accepts(board, space, side, amount, 0):
                spaces[count] = space
                amounts[count] = amount
                count += 1
        return count
    space = _step(at, line, height)  # a Constructed Pyramid: any space on the diagonal
    while space >= 0:
        following = _step(space, line, height)
        for amount in range(held if following < 0 else 1, held + 1):
            flats, pyramids = _group(held_flats, held_pyramids, amount)
            if _accepts(board, space, side, flats, pyramids):
                spaces[count] = space
                amounts[count] = amount
                count += 1
        space = following
    return count


@njit(cache=True)
def _drop(board: np.ndarray, space: int, amount: int) -> bool:
    """Drop the ``amount`` bottom held pieces on ``space`` in place; return whether the
    Collapse (and the turn) is over."""
    side = board[SIDE]
    held_flats = board[HELD_FLATS]
    held_pyramids = board[HELD_PYRAMIDS]
    flats, pyramids = _group(held_flats, held_pyramids, amount)
    _land(board, space, side, flats, pyramids, 0)
    board[HELD_FLATS] = held_flats - flats
    board[HELD_PYRAMIDS] = held_pyramids & ~pyramids
    if board[HELD_FLATS] == 0 and board[HELD_PYRAMIDS] == 0:
        _end_turn(board, False)
        return True
    board[P_AT] = space
    board[space] |= ENTERED
    return False


@njit(cache=True)
def _viable(board: np.ndarray) -> bool:
    """Whether the Collapse in progress can be completed by some sequence of drops."""
    spaces = np.empty(64, dtype=np.int64)
    amounts = np.empty(64, dtype=np.int64)
    choices = _drop_choices(board, spaces, amounts)
    held = board[HELD_FLATS] + _popcount3(board[HELD_PYRAMIDS])
    for index in range(choices):
        if amounts[index] == held:
            return True
    for index in range(choices):
        child = board.copy()
        _drop(child, spaces[index], amounts[index])
        if _viable(child):
            return True
    return False


@njit(cache=True)
def _lift(board: np.ndarray, origin: int, amount: int, line: int) -> None:
    """Pick ``amount`` pieces off the top of the Structure on ``origin`` (Pyramids from the
    smallest, then Flats) and start a Collapse along ``line``."""
    code = board[origin] & CONTENT
    flats = _flats(code)
    pyramids = _pyramids(code)
    taken = 0
    left = amount
    for size in range(3):
        if left > 0 and pyramids >> size & 1:
            taken |= 1 << size
            left -= 1
    board[origin] = _make(_owner(code), flats - left, pyramids & ~taken, 0) | ENTERED
    board[PENDING] = 2
    board[P_ORIGIN] = origin
    board[P_LINE] = line
    board[P_AT] = origin
    board[HELD_FLATS] = left
    board[HELD_PYRAMIDS] = taken


@njit(cache=True)
def _may_collapse(code: int) -> bool:
    """Whether the stack ``code`` is a Structure that may begin a Collapse (two pieces or
    more, none special): asked before :func:`_collapse_starts`, so that the other stacks cost
    no call (each call with the board costs atomic reference counting)."""
    return _special(code) == 0 and _height(code) >= 2


@njit(cache=True)
def _collapse_starts(board: np.ndarray, out: np.ndarray, count: int, origin: int) -> int:
    """The Collapses the Structure on ``origin`` can begin, each with a way to finish."""
    code = board[origin] & CONTENT
    flats = _flats(code)
    pyramids = _pyramids(code)
    size = _height(code)
    if _special(code) or size < 2:
        return count
    if pyramids == 0:
        first, last = 0, 4
    elif flats == 0:
        first, last = 4, 8
    else:
        first, last = FREE_WALK, FREE_WALK + 1
    letter = _top_letter(code)
    for amount in range(1, size + 1):
        for line in range(first, last):
            trial = board.copy()
            _lift(trial, origin, amount, line)
            if _viable(trial):
                out[count] = _encode_step(COLLAPSE, origin, NO_CELL, amount, line, letter)
                count += 1
    return count


@njit(cache=True)
def _drop_steps(board: np.ndarray, out: np.ndarray) -> int:
    spaces = np.empty(64, dtype=np.int64)
    amounts = np.empty(64, dtype=np.int64)
    choices = _drop_choices(board, spaces, amounts)
    held = board[HELD_FLATS] + _popcount3(board[HELD_PYRAMIDS])
    side = board[SIDE]
    count = 0
    for index in range(choices):
        space, amount = spaces[index], amounts[index]
        if amount != held:
            child = board.copy()
            _drop(child, space, amount)
            if not _viable(child):
                continue
        owner = _owner(board[space])
        action = DROP_ATTACK if owner != 0 and owner != side + 1 else DROP
        out[count] = _encode_step(action, NO_CELL, space, amount, 0, 0)
        count += 1
    return count


# --- turns and results ------------------------------------------------------------------------------


@njit(cache=True)
def _origin_steps(board: np.ndarray, out: np.ndarray, count: int, origin: int, side: int, enemy_flag: int,
                  with_collapses: bool) -> int:
    count = _pieces_steps(board, out, count, side, enemy_flag, origin, origin + 1, True)
    if with_collapses and _may_collapse(board[origin]):
        count = _collapse_starts(board, out, count, origin)
    return count


@njit(cache=True)
def _recreation(board: np.ndarray, side: int) -> bool:
    """A destroyed Flag may come back on its empty home (recreating is not moving unless
    ``flag_rest=any``)."""
    if board[TURN] == 0:
        return False
    if board[OPTIONS] & 1 and (board[ACTED] >> side) & 1:
        return False
    home = board[HOME + side]
    return _flag_cell(board, side) < 0 and (board[home] & CONTENT) == 0


@njit(cache=True)
def _rule_steps(board: np.ndarray, out: np.ndarray) -> int:
    """Every decision of the rules, ignoring whether the game is over."""
    side = board[SIDE]
    if board[PENDING] == 1:
        enemy_flag = _flag_cell(board, 1 - side)
        count = _hops(board, out, 0, board[P_AT], side, True, enemy_flag)
        out[count] = _encode_step(END, NO_CELL, NO_CELL, 0, 0, 0)
        return count + 1
    if board[PENDING] == 2:
        return _drop_steps(board, out)
    enemy_flag = _flag_cell(board, 1 - side)
    # Each stack's steps, then its Collapses: one call for the run of stacks up to each
    # Structure that may collapse (a call with the board a stack cost reference counting).
    count = first = 0
    cells = board[HEIGHT] * 8
    for origin in range(cells):
        code = board[origin] & CONTENT
        if _owner(code) == side + 1 and not _frozen(code, origin, enemy_flag) and _may_collapse(code):
            count = _pieces_steps(board, out, count, side, enemy_flag, first, origin + 1, True)
            count = _collapse_starts(board, out, count, origin)
            first = origin + 1
    count = _pieces_steps(board, out, count, side, enemy_flag, first, cells, True)
    if _recreation(board, side):
        out[count] = _encode_step(RECREATE, NO_CELL, board[HOME + side], 0, 0, 3)
        count += 1
    return count


@njit(cache=True)
def generate(board: np.ndarray, out: np.ndarray) -> int:
    """Write the legal steps into ``out`` and return how many (none once the game is over)."""
    if board[RESULT] != ONGOING:
        return 0
    return _rule_steps(board, out)


@njit(cache=True, _nrt=False)  # allocates nothing (module docstring)
def _pyramid_steps(board: np.ndarray, side: int, wanted: int) -> bool:
    """Whether at least ``wanted`` of ``side``'s stacks topped by a Pyramid have a step onto a
    neighbour (diagonal for a lone Pyramid, any for a Pyramid Stack): a move, an Attack or a
    valid merge. Such a stack is never frozen. Scalars only, nothing allocated."""
    height = board[HEIGHT]
    found = 0
    for cell in range(height * 8):
        code = board[cell] & CONTENT
        if _owner(code) != side + 1 or _pyramids(code) == 0:
            continue
        for direction in range(4 if _flats(code) == 0 else 0, 8):
            near = _step(cell, direction, height)
            if near >= 0 and _plain(code, board[near] & CONTENT, cell, near, side, False) >= 0:
                found += 1
                if found == wanted:
                    return True
                break
    return False


@njit(cache=True)
def _has_step(board: np.ndarray) -> bool:
    """Whether the side to move has any decision, stopping at the first (Collapses last)."""
    side = board[SIDE]
    # The Pyramids' scan first: it almost always finds a step, and the recreation test is a call
    # (reference counting) and a scan for the Flag.
    if board[PENDING] != 0 or _pyramid_steps(board, side, 1) or _recreation(board, side):
        return True
    out = np.empty(MAX_STEPS, dtype=np.int32)
    enemy_flag = _flag_cell(board, 1 - side)
    cells = board[HEIGHT] * 8
    for origin in range(cells):
        code = board[origin] & CONTENT
        if _owner(code) == side + 1 and not _frozen(code, origin, enemy_flag):
            if _origin_steps(board, out, 0, origin, side, enemy_flag, False) > 0:
                return True
    for origin in range(cells):
        code = board[origin] & CONTENT
        if _owner(code) == side + 1 and not _frozen(code, origin, enemy_flag) and _may_collapse(code):
            if _collapse_starts(board, out, 0, origin) > 0:
                return True
    return False


@njit(cache=True)
def _dead(board: np.ndarray) -> bool:
    """:func:`.rules.is_dead_position`: no Flat, no Torus, each side's Pyramids on squares of
    one colour, the two colours different."""
    black = white = 0  # bit 1: dark squares, bit 2: light
    for cell in range(board[HEIGHT] * 8):
        code = board[cell] & CONTENT
        if code == 0:
            continue
        if _flats(code) or _special(code) == SPECIAL_TORUS:
            return False
        if _pyramids(code):
            if _owner(code) == 1:
                black |= 1 << (((cell & 7) + (cell >> 3)) & 1)
            else:
                white |= 1 << (((cell & 7) + (cell >> 3)) & 1)
    return (black == 1 or black == 2) and (white == 1 or white == 2) and black != white


@njit(cache=True)
def settle(board: np.ndarray) -> None:
    """Write the result of a position between turns, as :attr:`CCCState.outcome` decides it."""
    board[RESULT] = ONGOING
    board[REASON] = 0
    if board[PENDING] != 0:
        return
    black = white = 0  # stacks holding a Pyramid (scalars: an array here was an allocation a move)
    for cell in range(board[HEIGHT] * 8):
        code = board[cell]
        if _pyramids(code):
            if _owner(code) == 1:
                black += 1
            else:
                white += 1
    if black == 0 and white == 0:
        board[RESULT], board[REASON] = DRAW, BOTH_LOST
    elif black == 0 or white == 0:
        board[RESULT] = WHITE_WINS if black == 0 else BLACK_WINS
        board[REASON] = NO_PYRAMID
    elif _dead(board):
        board[RESULT], board[REASON] = DRAW, DEAD
    elif board[LIMIT] and board[TURN] >= board[LIMIT]:
        board[RESULT], board[REASON] = DRAW, MOVE_LIMIT
    elif not _has_step(board):
        board[RESULT] = DRAW if board[OPTIONS] & 2 else 2 - board[SIDE]
        board[REASON] = NO_ACTION


@njit(cache=True)
def _end_turn(board: np.ndarray, flag_action: bool) -> None:
    side = board[SIDE]
    acted = board[ACTED] & ~(1 << side)
    if flag_action:
        acted |= 1 << side
    board[ACTED] = acted
    board[SIDE] = 1 - side
    board[TURN] += 1
    board[PENDING] = 0
    board[P_ORIGIN] = 0
    board[P_LINE] = 0
    board[P_AT] = 0
    board[HELD_FLATS] = 0
    board[HELD_PYRAMIDS] = 0
    for cell in range(board[HEIGHT] * 8):
        board[cell] &= CONTENT


@njit(cache=True)
def make_move(board: np.ndarray, step: int) -> None:
    """Play the legal ``step`` on ``board`` in place and settle the result."""
    target = step & 127
    origin = (step >> 7) & 127
    action = (step >> 14) & 15
    amount = (step >> 18) & 15
    line = (step >> 22) & 15
    side = board[SIDE]
    if action == END:
        _end_turn(board, False)
    elif action == RECREATE:
        board[target] = _make(side + 1, 0, 0, SPECIAL_FLAG)
        _end_turn(board, (board[OPTIONS] & 1) != 0)
    elif action == SWAP:
        board[origin], board[target] = board[target], board[origin]
        _end_turn(board, False)
    elif action == HOP:
        board[target] = board[origin]
        board[origin] = 0
        board[(origin + target) // 2] = 0
        enemy_flag = _flag_cell(board, 1 - side)
        scratch = np.empty(8, dtype=np.int32)
        if _near(target, enemy_flag) or _hops(board, scratch, 0, target, side, True, enemy_flag) == 0:
            _end_turn(board, False)
        else:
            board[PENDING] = 1
            board[P_AT] = target
    elif action == COLLAPSE:
        _lift(board, origin, amount, line)
    elif action == DROP or action == DROP_ATTACK:
        _drop(board, target, amount)
    else:  # a move or an Attack
        mover = board[origin] & CONTENT
        board[origin] = 0
        _land(board, target, side, _flats(mover), _pyramids(mover), _special(mover))
        _end_turn(board, _special(mover) == SPECIAL_FLAG)
    settle(board)


@njit(cache=True, _nrt=False)  # allocates nothing (module docstring)
def quiet(board: np.ndarray) -> bool:
    """True where no step of the side to move can win at once (the search's win-in-one
    look-ahead is then skipped, :mod:`boardlab.ai.engine`); False is always correct.

    A step wins at once only by leaving the opponent no Pyramid or no step. It changes one
    opposing stack at most (its target: an Attack, or a Collapse's drop), which keeps its
    bottom pieces or becomes the mover's or empty, and it gives the opponent no other cell.
    An opposing stack topped by a Pyramid is never frozen, and it has a step onto a neighbour
    in its directions (diagonals for a lone Pyramid, all eight for a Pyramid Stack) that is
    empty, the mover's (an Attack) or its own with a valid merge; one step of the mover's
    leaves such a neighbour so (fewer pieces below never make a merge invalid). So with two
    such stacks, the one the step does not target keeps the opponent a Pyramid and a step."""
    return _pyramid_steps(board, 1 - board[SIDE], 2)


# --- random play, perft, search -----------------------------------------------------------------------


@njit(cache=True)
def expand(board: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The legal steps and, row by row, the position after each of them."""
    steps = np.empty(MAX_STEPS, dtype=np.int32)
    count = generate(board, steps)
    children = np.empty((count, BOARD_LEN), dtype=np.int32)
    for index in range(count):
        children[index] = board
        make_move(children[index], steps[index])
    return steps[:count].copy(), children


@njit(cache=True)
def material(board: np.ndarray, colour: int) -> float:
    """``colour``'s material as :meth:`CCCState.material` weighs it (pieces on the board)."""
    value = 0.0
    torus = False
    strength = STRENGTH + 3 * colour
    small, medium, large = board[strength], board[strength + 1], board[strength + 2]
    for cell in range(board[HEIGHT] * 8):
        code = board[cell] & CONTENT
        if _owner(code) == colour + 1:
            value, torus = _add_material(code, small, medium, large, value, torus)
    if torus:
        value += board[POOL + colour] / 2
    return value


@njit(cache=True, inline="always")
def _add_material(code: int, small: int, medium: int, large: int, value: float, torus: bool) -> tuple[float, bool]:
    """:func:`material`'s sum with the stack ``code`` added, its colour's Pyramid Strengths
    given (``small``, ``medium``, ``large``; a Torus counts once, by its colour's pool, at the
    end). Scalars only: an inlined helper given the board took and dropped a reference to it
    at every stack, two atomic instructions each."""
    special = _special(code)
    if special == SPECIAL_CUBE:
        value += 2.0
    elif special == SPECIAL_FLAG:
        value += 1.0
    elif special == SPECIAL_TORUS:
        torus = True
    else:
        value += _flats(code)
        pyramids = _pyramids(code)
        if pyramids & 1:
            value += 3.0 * small + 4.0
        if pyramids & 2:
            value += 3.0 * medium + 4.0
        if pyramids & 4:
            value += 3.0 * large + 4.0
    return value, torus


@njit(cache=True, inline="always")
def _lead(side: int, black: float, white: float) -> float:
    """Black's figure less White's, seen from ``side`` (0 Black, 1 White)."""
    return black - white if side == 0 else white - black


@njit(cache=True, inline="always")
def _steps_and_threats(board: np.ndarray, out: np.ndarray, colour: int, enemy_flag: int) -> tuple[int, int]:
    """``colour``'s steps other than Collapses and its Nice Flag's (whoever is to move), and
    among them the Attacks on stacks holding an opposing Pyramid."""
    count = _pieces_steps(board, out, 0, colour, enemy_flag, 0, board[HEIGHT] * 8, False)
    threats = 0
    for index in range(count):
        step = out[index]
        if (step >> 14) & 15 == ATTACK and _pyramids(board[step & 127]):
            threats += 1
    return count, threats


@njit(cache=True)
def evaluate_board(board: np.ndarray, weights: np.ndarray) -> float:
    """The evaluation of :mod:`.evaluation` from the side to move's view: the weighted
    features squashed by ``tanh``; a finished game is worth 1, 0 or -1. ``weights`` is
    :func:`.evaluation.weights`."""
    return _evaluate(board, weights, np.empty(MAX_STEPS, dtype=np.int32))


@njit(cache=True, _nrt=False)  # allocates nothing (module docstring)
def search_evaluate(board: np.ndarray, workspace: tuple) -> float:
    """:func:`evaluate_board` as the search calls it: the workspace holds the weights and a
    step list, so nothing is allocated an evaluation."""
    return _evaluate(board, workspace[0], workspace[1])


@njit(cache=True, inline="always")
def _features(board: np.ndarray, out: np.ndarray) -> tuple[float, float, float, float, float, float]:
    """The six features of :mod:`.evaluation` for the side to move of an unfinished game, in
    the order of :data:`.evaluation.FEATURES`, each signed so that its weight is added
    (``danger`` is the opponent's Attacks negated), with a list for the steps given
    (``MAX_STEPS`` long). The evaluation is ``tanh`` of their weighted sum, and the training of
    :mod:`boardlab.ai.learned` fits the weights to them.

    The features are material, Pyramids, mobility (steps other than Collapses, whoever is to
    move), Attacks on stacks holding an opposing Pyramid, and Flat advance in ranks. Material,
    Pyramids, advance, the Flags and the empty cells come from one pass over the cells (each
    colour's sums in the order of cells, so the values are those of one pass a colour): the
    passes it replaces measured as much as the steps, their branches unpredictable."""
    side = board[SIDE]
    height = board[HEIGHT]
    black_material = white_material = 0.0
    black_torus = white_torus = False
    black_pyramids = white_pyramids = 0
    black_advance = white_advance = 0.0
    black_flag = white_flag = -1  # a colour has one Nice Flag at most (recreated only when gone)
    empty = 0
    black_small, black_medium, black_large = board[STRENGTH], board[STRENGTH + 1], board[STRENGTH + 2]
    white_small, white_medium, white_large = board[STRENGTH + 3], board[STRENGTH + 4], board[STRENGTH + 5]
    for cell in range(height * 8):
        code = board[cell] & CONTENT
        owner = _owner(code)
        if code == 0:
            empty += 1
        elif owner == 1:
            black_material, black_torus = _add_material(code, black_small, black_medium, black_large,
                                                       black_material, black_torus)
            black_pyramids += _popcount3(_pyramids(code))
            black_advance += _flats(code) * (cell >> 3)
            if _special(code) == SPECIAL_FLAG and black_flag < 0:
                black_flag = cell
        else:
            white_material, white_torus = _add_material(code, white_small, white_medium, white_large,
                                                       white_material, white_torus)
            white_pyramids += _popcount3(_pyramids(code))
            white_advance += _flats(code) * (height - 1 - (cell >> 3))
            if _special(code) == SPECIAL_FLAG and white_flag < 0:
                white_flag = cell
    if black_torus:
        black_material += board[POOL] / 2
    if white_torus:
        white_material += board[POOL + 1] / 2
    black_mobility, black_threats = _steps_and_threats(board, out, 0, white_flag)
    white_mobility, white_threats = _steps_and_threats(board, out, 1, black_flag)
    # A Nice Flag's steps are moves to every empty cell, when it may move (not frozen beside
    # the opposing Flag, not on the first turn, not moved on its side's previous turn).
    if black_flag >= 0 and not _near(black_flag, white_flag) and board[TURN] > 0 and not board[ACTED] & 1:
        black_mobility += empty
    if white_flag >= 0 and not _near(white_flag, black_flag) and board[TURN] > 0 and not (board[ACTED] >> 1) & 1:
        white_mobility += empty
    return (_lead(side, black_material, white_material), float(_lead(side, black_pyramids, white_pyramids)),
            float(_lead(side, black_mobility, white_mobility)), float(black_threats if side == 0 else white_threats),
            -float(white_threats if side == 0 else black_threats), _lead(side, black_advance, white_advance))


@njit(cache=True, inline="always")
def _evaluate(board: np.ndarray, weights: np.ndarray, out: np.ndarray) -> float:
    """:func:`evaluate_board` with a list for the steps given (``MAX_STEPS`` long)."""
    side = board[SIDE]
    result = board[RESULT]
    if result == DRAW:
        return 0.0
    if result != ONGOING:
        return 1.0 if result == side + 1 else -1.0
    material_, pyramids, mobility, threat, danger, advance = _features(board, out)
    score = (weights[0] * material_ + weights[1] * pyramids + weights[2] * mobility + weights[3] * threat
             + weights[4] * danger + weights[5] * advance)
    return math.tanh(score)


@njit(cache=True)
def feature_values(board: np.ndarray) -> tuple[float, float, float, float, float, float]:
    """:func:`_features` of an unfinished game (a new step list each call: for training, not
    the search)."""
    return _features(board, np.empty(MAX_STEPS, dtype=np.int32))


@njit(cache=True)
def features_into(board: np.ndarray, workspace: object, out: np.ndarray) -> None:
    """:func:`feature_values` written into ``out`` (a float array of six), for training (the
    engine's ``workspace`` is not needed here: it is taken as every game's ``features_into`` takes it)."""
    values = feature_values(board)
    for index in range(6):
        out[index] = values[index]


def evaluate(board: np.ndarray, values: dict[str, float] | None = None) -> float:
    """:func:`evaluate_board` with the weights of :mod:`.evaluation` (``values`` overrides some)."""
    from boardlab.games.ccc.evaluation import weights

    return float(evaluate_board(board, weights(values)))


# --- between the reference state and the fast board ---------------------------------------------------

_SPECIAL_CODE = {CUBE: SPECIAL_CUBE, TORUS: SPECIAL_TORUS, FLAG: SPECIAL_FLAG}
_SIZE_BIT = {SMALL: 1, MEDIUM: 2, LARGE: 4}
_REASONS = {
    BOTH_LOST: "both sides lost their last Pyramid in the same turn",
    DEAD: "neither side can destroy an opposing Pyramid any more (only Pyramids can Attack, each side's on "
          "squares of its own colour)",
}


def _stack_code(stack: tuple[Piece, ...], board: np.ndarray) -> int:
    colour = COLOURS.index(stack[0].colour)
    flats = pyramids = special = 0
    for part in stack:
        if part.kind == FLAT:
            flats += 1
        elif part.kind in _SIZE_BIT:
            pyramids |= _SIZE_BIT[part.kind]
            board[STRENGTH + 3 * colour + _SIZE_LETTERS.index(part.kind)] = part.strength
        else:
            special = _SPECIAL_CODE[part.kind]
    return colour + 1 | flats << 2 | pyramids << 5 | special << 8


def encode(state: State) -> np.ndarray:
    """The fast board of a CCC position (any set-up, also in the middle of a turn)."""
    from boardlab.games.ccc.rules import Collapse, Hop

    state = cast("CCCState", state)
    pos = state.pos
    options = state.game.options
    board = np.zeros(BOARD_LEN, dtype=np.int32)
    board[HEIGHT] = pos.geometry.height
    for cell, stack in enumerate(pos.cells):
        if stack:
            board[cell] = _stack_code(stack, board)
    board[SIDE] = COLOURS.index(pos.side)
    board[POOL], board[POOL + 1] = pos.torus_pools
    board[ACTED] = sum(1 << i for i, colour in enumerate(COLOURS) if colour in pos.flag_acted)
    board[TURN] = pos.turn
    board[HOME], board[HOME + 1] = pos.flag_homes
    board[OPTIONS] = (options["flag_rest"] == "any") | (options["no_move"] == "draw") << 1
    board[LIMIT] = options["move_limit"]
    if isinstance(pos.pending, Hop):
        board[PENDING] = 1
        board[P_AT] = pos.pending.at
    elif isinstance(pos.pending, Collapse):
        c = pos.pending
        board[PENDING] = 2
        board[P_ORIGIN] = c.origin
        board[P_LINE] = _DIRECTION_NAMES.index(c.direction) if c.direction else FREE_WALK
        board[P_AT] = c.at
        colour = COLOURS.index(pos.side)
        for part in c.held:
            if part.kind == FLAT:
                board[HELD_FLATS] += 1
            else:
                board[HELD_PYRAMIDS] |= _SIZE_BIT[part.kind]
                board[STRENGTH + 3 * colour + _SIZE_LETTERS.index(part.kind)] = part.strength
        for cell in c.visited:
            board[cell] |= ENTERED
    settle(board)
    return board


def _stack_of(board: np.ndarray, colour: int, flats: int, pyramids: int, special: int) -> tuple[Piece, ...]:
    name = COLOURS[colour]
    if special:
        return (Piece(_SPECIAL_LETTERS[special], name, 1 if special == SPECIAL_FLAG else 0),)
    parts = [Piece(FLAT, name, 1)] * flats
    for size in (2, 1, 0):
        if pyramids >> size & 1:
            parts.append(Piece(_SIZE_LETTERS[size], name, int(board[STRENGTH + 3 * colour + size])))
    return tuple(parts)


def position_text(board: np.ndarray) -> str:
    """The reference position string of a fast board (for tests and tools)."""
    from boardlab.games.ccc.board import Geometry
    from boardlab.games.ccc.notation import write_board, write_flag_acted, write_pending
    from boardlab.games.ccc.rules import Collapse, Hop

    height = int(board[HEIGHT])
    cells = []
    for cell in range(height * WIDTH):
        code = int(board[cell]) & CONTENT
        cells.append(_stack_of(board, (code & 3) - 1, (code >> 2) & 7, (code >> 5) & 7, (code >> 8) & 3)
                     if code else None)
    side = int(board[SIDE])
    acted = frozenset(c for i, c in enumerate(COLOURS) if int(board[ACTED]) >> i & 1)
    fields = [write_board(tuple(cells), Geometry(height)), COLOURS[side][0], f"{board[POOL]},{board[POOL + 1]}",
              write_flag_acted(acted), str(int(board[TURN]))]
    pending = None
    if board[PENDING] == 1:
        pending = Hop(int(board[P_AT]))
    elif board[PENDING] == 2:
        line = int(board[P_LINE])
        held = _stack_of(board, side, int(board[HELD_FLATS]), int(board[HELD_PYRAMIDS]), 0)
        visited = frozenset(c for c in range(height * WIDTH) if board[c] & ENTERED)
        pending = Collapse(int(board[P_ORIGIN]), "" if line == FREE_WALK else _DIRECTION_NAMES[line],
                           int(board[P_AT]), held, visited)
    text = write_pending(pending)
    return " ".join(fields + ([text] if text else []))


def move_text(step: int) -> str:
    """A fast step in CCC notation, e.g. ``Fd4*3n`` or ``1xd6``."""
    step = int(step)
    target, origin = step & 127, (step >> 7) & 127
    action, amount, line, letter = (step >> 14) & 15, (step >> 18) & 15, (step >> 22) & 15, LETTERS[(step >> 26) & 7]
    if action == END:
        return "end"
    if action == RECREATE:
        return f"N@{cell_name(target)}"
    if action == COLLAPSE:
        return f"{letter}{cell_name(origin)}*{amount}{'' if line == FREE_WALK else _DIRECTION_NAMES[line]}"
    if action in (DROP, DROP_ATTACK):
        return f"{amount}{'x' if action == DROP_ATTACK else ''}{cell_name(target)}"
    return f"{letter}{cell_name(origin)}{'-x^~'[action]}{cell_name(target)}"


def legal_moves(board: np.ndarray) -> list[str]:
    """The legal steps of a fast board, in notation."""
    steps = np.empty(MAX_STEPS, dtype=np.int32)
    return [move_text(s) for s in steps[: generate(board, steps)]]


def winner(board: np.ndarray) -> str | None:
    """``"black"``, ``"white"``, ``"draw"`` or ``None`` while the game goes on."""
    return (None, BLACK, "white", "draw")[int(board[RESULT])]


def reason(board: np.ndarray) -> str | None:
    """Why the game ended, in the reference's words (``None`` while it goes on)."""
    code = int(board[REASON])
    if not code:
        return None
    if code == NO_PYRAMID:
        loser = COLOURS[2 - int(board[RESULT])]
        return f"{loser} has no Pyramid left"
    if code == MOVE_LIMIT:
        return f"the move limit of {int(board[LIMIT])} turns was reached"
    if code == NO_ACTION:
        return f"{COLOURS[int(board[SIDE])]} has no legal action"
    return _REASONS[code]


def search_engine(state: State, weights: dict[str, float] | None = None) -> Engine:
    """The engine as the searches use it (:mod:`boardlab.ai.engine`); every set-up and option
    is covered. ``weights`` overrides some of the evaluation's weights by name (tuning). Where
    no move limit reads it, the turn count is left out of a position's key past the first turn
    (on which the Flags may not move): a position that comes back a few turns later is the
    same position, for the table and for the repetitions scored as draws."""
    from boardlab.games.ccc.evaluation import weights as evaluation_weights

    limited = int(state.game.options["move_limit"]) > 0
    workspace = (evaluation_weights(weights), np.empty(MAX_STEPS, dtype=np.int32))
    return Engine("ccc", encode, generate, make_move, search_evaluate, RESULT, SIDE, 0, move_text, MAX_STEPS,
                  workspace, ("evaluate",), turn_index=-1 if limited else TURN, turn_clamp=1,
                  quiet=quiet)


#: The perft and random-playout hooks (:mod:`boardlab.core.fast`), run by the compiled search core.
perft, random_playouts = engine_hooks(search_engine)


#: The computer player's strength levels: alpha-beta depth counted in steps (a Hop or a drop
#: of a Collapse is one step, as in perft). Chosen in docs/ai.md: depth 2 beat depth 1 (9 wins,
#: 11 draws, no loss in 20 games), and depth 4 costs 0.6 to 1.9 CPU seconds a move in the
#: benchmark positions where depth 5 cost 2.7 to 6.5, too close to the 10 s cap on a busy machine.
LEVEL_SPECS: dict[str, str] = {"easy": "alphabeta:depth=1", "medium": "alphabeta:depth=2", "hard": "alphabeta:depth=5",
                               "expert": "alphabeta:nodes=2000000"}

__all__ = [
    "BOARD_LEN", "LEVEL_SPECS", "MAX_STEPS", "encode", "evaluate", "evaluate_board", "expand", "feature_values",
    "features_into", "generate", "legal_moves", "make_move", "move_text", "perft", "position_text", "quiet",
    "random_playouts",
    "reason", "search_engine", "settle", "winner",
]
