"""A second AXIOM engine, built for speed: the rules of :mod:`.rules`, compiled with numba.

The reference rules are written to be read; this module is written to be fast, for random
playouts, perft and deep search. ``tests/test_axiom_fast.py`` keeps the two in agreement (legal
moves with their ``x`` separators, positions after moves, results and their reasons) over
well over a hundred thousand random positions, under every option.

**A position** is one ``int32`` array of length :data:`BOARD_LEN`, canonical (equal positions
give equal arrays, so its bytes are a transposition key):

* ``board[0:12]``: the cubes, ascending, each ``cell << 8 | colour << 6 | domes`` (``colour``
  0 Black, 1 White; ``domes`` the face mask of :mod:`.board`); a taken-out cube is
  :data:`NO_CUBE`, which sorts last;
* ``board[12:14]`` Black's sceptres and ``board[14:16]`` White's, each ascending as
  ``cell << 3 | face`` (the face of the cube in ``cell`` it stands on);
* ``board[SIDE]`` the colour to move, ``board[RESULT]`` 0 while the game goes on, 1 (Black
  won), 2 (White won) or 3 (draw), ``board[REASON]`` why (:data:`REASONS`),
  ``board[TURN]`` the turns played.

A ``cell`` is ``(x * FRAME + y) * 16 + z`` in the normalised frame, so cells sort as the
reference rules sort their ``(x, y, z)`` tuples, and moves list in the reference order.

**A move** is one ``int64``: ``kind << 40 | origin << 24 | target << 8 | extra``. A cube move
(kind 0) has origin and target cells and the dome mask after placing as ``extra``; a sceptre
move (kind 1) has origin and target as ``cell << 3 | face`` and ``extra`` 1 when it eliminates.

**Inside a call** the cubes are spread into a padded grid (:data:`GX` x :data:`GY` x
:data:`GZ`: two spare cells beyond the frame on every side, levels -1 to 14, so a neighbour,
a diagonal neighbour or the cell two in front of a sceptre never leaves it) and the sceptres into a second grid that marks
the cells they fill; the grids are work space, cleared again before each call returns.

**Options** travel as an ``int64`` array ``(own_pair, one_piece, move_limit, sceptre_length)``
with ``own_pair`` 0 (allowed), 1 (forbidden) or 2 (loss). Every option of the game is covered.

Every compiled function uses numba's on-disk cache, so only the first start ever compiles.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit

from boardlab.ai.compiled import engine_hooks
from boardlab.ai.engine import Engine
from boardlab.core.game import State
from boardlab.games.axiom.board import (
    BLACK,
    DIRECTIONS,
    DOUBLE_ORIENTATIONS,
    FACES,
    FRAME,
    MAX_SPAN,
    OPPOSITE,
    SINGLE_ORIENTATIONS,
    WHITE,
    cell_name,
)
from boardlab.games.axiom.evaluation import WIN_NOW
from boardlab.games.axiom.evaluation import weights as evaluation_weights

if TYPE_CHECKING:
    from boardlab.games.axiom.state import AxiomState

# --- the board ---------------------------------------------------------------------------

CUBES, SCEPTRES = 0, 12
SIDE, RESULT, REASON, TURN = 16, 17, 18, 19
BOARD_LEN = 20
NO_CUBE = 0x7FFFFFFF
ONGOING, BLACK_WINS, WHITE_WINS, DRAW = 0, 1, 2, 3
#: Why a game ended (``board[REASON]``).
REASONS = ("", "meeting", "own pair", "both pairs", "move limit", "no move")
MEETING, OWN_PAIR, BOTH_PAIRS, MOVE_LIMIT, NO_MOVE = 1, 2, 3, 4, 5
ALLOWED, FORBIDDEN, LOSS = 0, 1, 2
_OWN_PAIR_CODES = {"allowed": ALLOWED, "forbidden": FORBIDDEN, "loss": LOSS}
#: More than the most moves a position can have: 6 liftable cubes, each at most ~55 target
#: cells in at most 12 orientations, and two sceptres' walks.
MAX_MOVES = 4352
#: Room for one sceptre's landings before repeats are dropped: four lateral walks, each passing
#: each of the 72 faces of 12 cubes at most once, and four diagonals of at most 11 steps.
MAX_LANDINGS = 4 * 72 + 4 * 11
#: Room for the faces one lateral walk passes.
MAX_WALK = 72 + 1
CUBE_MOVE, SCEPTRE_MOVE = 0, 1
#: The work space of the sceptre walks, the cube moves and the evaluation
#: (:func:`scratch_array`): a sceptre's landings, a walk's faces, one probe move, a lifted
#: cube's target cells, the cubes' piece labels and the piece labelling's stack, one after
#: another (so that move making and generation allocate nothing).
PROBE = MAX_LANDINGS + MAX_WALK
TARGETS = PROBE + 1
MAX_TARGETS = 80
LABELS = TARGETS + MAX_TARGETS
STACK = LABELS + 12
SCRATCH_LEN = STACK + 12

UP, DOWN = 0, 1
GX = GY = FRAME + 4
GZ = 16
GRID_SIZE = GX * GY * GZ
CELL_CODES = FRAME * FRAME * 16


def _grid_index(x: int, y: int, z: int) -> int:
    return ((x + 2) * GY + (y + 2)) * GZ + (z + 1)


#: Grid steps through each face, in the order of :data:`.board.FACES`.
DELTA = np.array([_grid_index(dx, dy, dz) - _grid_index(0, 0, 0) for dx, dy, dz in DIRECTIONS], dtype=np.int64)
OPP = np.array(OPPOSITE, dtype=np.int64)
#: ``CODE_GRID[cell]``: the grid index of a cell code.
CODE_GRID = np.array([_grid_index(c // 16 // FRAME, c // 16 % FRAME, c % 16) for c in range(CELL_CODES)],
                     dtype=np.int64)
#: ``GRID_CODE[index]``: the cell code of a grid index (-1 outside the frame).
GRID_CODE = np.full(GRID_SIZE, -1, dtype=np.int64)
GRID_CODE[CODE_GRID] = np.arange(CELL_CODES)
#: Orientations by kind (0 single-domed, 1 double-domed), in the reference order.
ORIENTATIONS = np.zeros((2, 12), dtype=np.int64)
ORIENTATIONS[0, :6] = SINGLE_ORIENTATIONS
ORIENTATIONS[1, :] = DOUBLE_ORIENTATIONS
#: The four faces at right angles to each face, ascending.
PERPENDICULAR = np.array([[f for f in range(6) if f not in (face, OPPOSITE[face])] for face in range(6)],
                         dtype=np.int64)
#: Sceptre-grid flags: the low three bits hold 1 + the index of the sceptre filling the cell.
TIP = 8
SEEN = 16


# --- the compiled core: grids -----------------------------------------------------------


@njit(cache=True)
def scratch_array() -> np.ndarray:
    """Work space for the walks and the evaluation; the search keeps one in its workspace so
    that its calls allocate nothing (an allocation costs about as much as a short walk)."""
    return np.empty(SCRATCH_LEN, dtype=np.int64)


@njit(cache=True, inline="always")
def _level(g: int) -> int:
    return g % GZ - 1


@njit(cache=True, inline="always")
def _x(g: int) -> int:
    return g // (GY * GZ) - 2


@njit(cache=True, inline="always")
def _y(g: int) -> int:
    return g // GZ % GY - 2


@njit(cache=True, inline="always")
def _has_dome(cube: int, face: int) -> bool:
    return (cube >> face) & 1 == 1


@njit(cache=True, inline="always")
def _sceptre_cube(board: np.ndarray, index: int) -> int:
    """The grid index of the cube sceptre ``index`` (0..3) stands on."""
    return CODE_GRID[board[SCEPTRES + index] >> 3]


@njit(cache=True, inline="always")
def _sceptre_face(board: np.ndarray, index: int) -> int:
    return board[SCEPTRES + index] & 7


@njit(cache=True, inline="always")
def _fill(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, length: int) -> None:
    """Spread the pieces into the grids: ``cubes[g]`` holds ``domes | colour << 6 | 128 |
    index << 8`` for a cube, ``marks[g]`` 1 + the index of the sceptre filling ``g`` (and
    :data:`TIP` where a two-cell sceptre's tip is)."""
    for i in range(12):
        entry = board[CUBES + i]
        if entry != NO_CUBE:
            cubes[CODE_GRID[entry >> 8]] = (entry & 127) | 128 | (i << 8)
    for j in range(4):
        cell = _sceptre_cube(board, j) + DELTA[_sceptre_face(board, j)]
        marks[cell] |= j + 1
        if length == 2:
            marks[cell + DELTA[_sceptre_face(board, j)]] |= TIP


@njit(cache=True, inline="always")
def _clear(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray) -> None:
    """Undo :func:`_fill` (only the cells it wrote)."""
    for i in range(12):
        entry = board[CUBES + i]
        if entry != NO_CUBE:
            cubes[CODE_GRID[entry >> 8]] = 0
    for j in range(4):
        cell = _sceptre_cube(board, j) + DELTA[_sceptre_face(board, j)]
        marks[cell] = 0
        marks[cell + DELTA[_sceptre_face(board, j)]] = 0


# --- walking a sceptre -------------------------------------------------------------------


@njit(cache=True, inline="always")
def _face_open(cube_content: int, face: int, front_content: int, front_mark: int, walker: int) -> int:
    """:func:`_stops` and :func:`_refused` for a one-cell sceptre, from the grid entries read
    by the caller: 0 the walk stops at ``face``, 1 it may land there. Scalars only: a helper
    that takes the grids costs atomic reference counting at every step of a walk."""
    if face == DOWN or (cube_content >> face) & 1 == 1 or front_content != 0:
        return 0
    other = (front_mark & 7) - 1
    return 1 if other < 0 or other == walker else 0


@njit(cache=True, _nrt=False)
def _stops(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, cube: int, face: int,
           walker: int, length: int) -> bool:
    """Whether a walk cannot reach ``face`` of ``cube`` (see :func:`.rules._blocked`)."""
    if face == DOWN or _has_dome(cubes[cube], face):
        return True
    front = cube + DELTA[face]
    if cubes[front] != 0:
        return True  # covered
    other = (marks[front] & 7) - 1
    if other < 0 or other == walker:
        return False
    if length == 1:
        return True
    return _sceptre_cube(board, other) == cube and _sceptre_face(board, other) == face


@njit(cache=True, _nrt=False)
def _refused(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, cube: int, face: int,
             walker: int, length: int) -> bool:
    """Whether a two-cell sceptre may pass ``face`` of ``cube`` but not stop there (see
    :func:`.rules.landing_refused`)."""
    if length == 1:
        return False
    front = cube + DELTA[face]
    other = (marks[front] & 7) - 1
    if other >= 0 and other != walker:
        return True
    tip = front + DELTA[face]
    if cubes[tip] != 0:
        return True
    facing = (marks[tip] & 7) - 1
    return facing >= 0 and _sceptre_face(board, facing) == OPP[face]


@njit(cache=True, _nrt=False)
def _landings(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, walker: int, length: int,
              out: np.ndarray, first_only: bool, visited: np.ndarray) -> int:
    """Write the faces sceptre ``walker`` may move to into ``out`` as ``cell << 3 | face``,
    ascending and each once; return how many (at most 1 with ``first_only``). ``visited`` is
    work space for the faces a lateral walk has passed (:data:`MAX_WALK` entries)."""
    start = _sceptre_cube(board, walker)
    face0 = _sceptre_face(board, walker)
    count = 0
    for h in range(4):  # lateral walks
        cube, face, heading = start, face0, PERPENDICULAR[face0, h]
        visited[0] = start * 8 + face0
        seen = 1
        while True:
            if heading == DOWN and _level(cube) == 1:
                break  # the table
            corner = cube + DELTA[face] + DELTA[heading]
            ahead = cube + DELTA[heading]
            if cubes[corner] != 0:
                cube, face, heading = corner, OPP[heading], face
            elif cubes[ahead] != 0:
                cube = ahead
            else:
                face, heading = heading, OPP[face]
            key = cube * 8 + face
            repeat = False
            for k in range(seen):
                if visited[k] == key:
                    repeat = True
                    break
            if repeat or seen == MAX_WALK:
                break
            visited[seen] = key
            seen += 1
            if length == 1:
                if _face_open(cubes[cube], face, cubes[cube + DELTA[face]], marks[cube + DELTA[face]], walker) == 0:
                    break
                out[count] = GRID_CODE[cube] * 8 + face
                count += 1
                if first_only:
                    return count
                continue
            if _stops(board, cubes, marks, cube, face, walker, length):
                break
            if not _refused(board, cubes, marks, cube, face, walker, length):
                out[count] = GRID_CODE[cube] * 8 + face
                count += 1
                if first_only:
                    return count
    for a in range(4):  # diagonal walks
        first = PERPENDICULAR[face0, a]
        for b in range(a + 1, 4):
            second = PERPENDICULAR[face0, b]
            if second == OPP[first]:
                continue
            cube = start
            while True:
                step = cube + DELTA[first] + DELTA[second]
                if cubes[step] == 0:
                    break  # a gap
                front = cube + DELTA[face0]
                if cubes[front + DELTA[first]] != 0 and cubes[front + DELTA[second]] != 0:
                    break  # no squeezing between two cubes
                if length == 1:
                    if _face_open(cubes[step], face0, cubes[step + DELTA[face0]], marks[step + DELTA[face0]],
                                  walker) == 0:
                        break
                    out[count] = GRID_CODE[step] * 8 + face0
                    count += 1
                    if first_only:
                        return count
                    cube = step
                    continue
                if _stops(board, cubes, marks, step, face0, walker, length):
                    break
                if not _refused(board, cubes, marks, step, face0, walker, length):
                    out[count] = GRID_CODE[step] * 8 + face0
                    count += 1
                    if first_only:
                        return count
                cube = step
    return _sort_unique(out, count)


@njit(cache=True, _nrt=False)
def _sort_unique(values: np.ndarray, count: int) -> int:
    """Sort ``values[:count]`` in place, drop repeats, return the new count."""
    for i in range(1, count):
        value = values[i]
        j = i - 1
        while j >= 0 and values[j] > value:
            values[j + 1] = values[j]
            j -= 1
        values[j + 1] = value
    kept = 0
    for i in range(count):
        if kept == 0 or values[i] != values[kept - 1]:
            values[kept] = values[i]
            kept += 1
    return kept


@njit(cache=True, _nrt=False)
def _holds_sceptre_of(board: np.ndarray, cell_code: int, colour: int, other_than: int) -> bool:
    """Whether a sceptre of ``colour`` other than ``other_than`` stands on the cube ``cell_code``."""
    for j in range(2 * colour, 2 * colour + 2):
        if j != other_than and board[SCEPTRES + j] >> 3 == cell_code:
            return True
    return False


@njit(cache=True, _nrt=False)
def _cube_entry(board: np.ndarray, cell_code: int) -> int:
    for i in range(12):
        if board[CUBES + i] != NO_CUBE and board[CUBES + i] >> 8 == cell_code:
            return board[CUBES + i]
    return -1


@njit(cache=True, _nrt=False)
def _may_eliminate(board: np.ndarray, cubes: np.ndarray, walker: int) -> bool:
    """Whether sceptre ``walker`` leaving its cube for a cube of its own colour takes the cube
    it leaves out of the game (see :func:`.rules.eliminates`): an opposing cube, no other
    sceptre on it, nothing on top. The grids are filled; the destination's colour is the one
    test left per move, so this is asked once a sceptre, not once a move."""
    colour = walker // 2
    left_code = board[SCEPTRES + walker] >> 3
    left = CODE_GRID[left_code]
    if (cubes[left] >> 6) & 1 == colour:
        return False
    for j in range(4):
        if j != walker and board[SCEPTRES + j] >> 3 == left_code:
            return False
    return cubes[left + DELTA[UP]] == 0


@njit(cache=True, _nrt=False)
def _sceptre_moves(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, colour: int, opts: np.ndarray,
                   out: np.ndarray, count: int, first_only: bool, scratch: np.ndarray,
                   mark_eliminations: bool = True) -> int:
    """Append ``colour``'s sceptre moves to ``out`` from ``count`` on; return the new count.
    Without ``mark_eliminations`` no move is marked as eliminating (for counting moves only).
    ``scratch`` is work space (:func:`scratch_array`)."""
    landings = scratch[:MAX_LANDINGS]
    visited = scratch[MAX_LANDINGS:MAX_LANDINGS + MAX_WALK]
    forbid = opts[0] == FORBIDDEN
    for walker in range(2 * colour, 2 * colour + 2):
        found = _landings(board, cubes, marks, walker, opts[3], landings, first_only and not forbid, visited)
        origin = np.int64(board[SCEPTRES + walker])
        may_eliminate = mark_eliminations and _may_eliminate(board, cubes, walker)
        for k in range(found):
            target_code = landings[k] >> 3
            if forbid and _holds_sceptre_of(board, target_code, colour, walker):
                continue
            eliminates = 1 if may_eliminate and (cubes[CODE_GRID[target_code]] >> 6) & 1 == colour else 0
            out[count] = (np.int64(SCEPTRE_MOVE) << 40) | (origin << 24) | (landings[k] << 8) | eliminates
            count += 1
            if first_only:
                return count
    return count


# --- placing a cube ----------------------------------------------------------------------


@njit(cache=True, _nrt=False)
def _placement_ok(cubes: np.ndarray, target: int, domes: int, facing_domes: int, facing_recesses: int) -> bool:
    """The contact rules of :func:`.rules.placement_problem`."""
    bottom = 1 << DOWN
    on_table = _level(target) == 1
    if on_table and domes & bottom:
        return False
    if not on_table and not (facing_domes | facing_recesses) & bottom:
        return False
    if domes & facing_domes:
        return False
    if not on_table and not ((domes & facing_recesses) | facing_domes) & bottom:
        return False
    return (domes & facing_recesses) != 0 or facing_domes != 0


@njit(cache=True, _nrt=False)
def _pieces(board: np.ndarray, cubes: np.ndarray, labels: np.ndarray, stack: np.ndarray) -> int:
    """Label the cubes on the grid by the piece (cubes joined face to face) they belong to:
    ``labels[i]`` for cube ``i``; return the number of pieces. ``stack`` is work space (12)."""
    for i in range(12):
        labels[i] = -1
    pieces = 0
    for i in range(12):
        entry = board[CUBES + i]
        if entry == NO_CUBE or labels[i] >= 0 or cubes[CODE_GRID[entry >> 8]] == 0:
            continue
        labels[i] = pieces
        stack[0] = CODE_GRID[entry >> 8]
        size = 1
        while size > 0:
            size -= 1
            cell = stack[size]
            for f in range(6):
                other = cubes[cell + DELTA[f]]
                if other != 0 and labels[other >> 8] < 0:
                    labels[other >> 8] = pieces
                    stack[size] = cell + DELTA[f]
                    size += 1
        pieces += 1
    return pieces


@njit(cache=True, _nrt=False)
def _cube_moves(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, colour: int, opts: np.ndarray,
                out: np.ndarray, count: int, first_only: bool, scratch: np.ndarray) -> int:
    """Append ``colour``'s cube moves to ``out``; return the new count (see :func:`.rules.cube_moves`).
    ``scratch`` is work space (:func:`scratch_array`; ``out`` may be its probe entry)."""
    targets = scratch[TARGETS:TARGETS + MAX_TARGETS]
    labels = scratch[LABELS:LABELS + 12]
    one_piece = opts[1] == 1
    for i in range(12):
        entry = board[CUBES + i]
        if entry == NO_CUBE or (entry >> 6) & 1 != colour:
            continue
        origin = CODE_GRID[entry >> 8]
        if cubes[origin + DELTA[UP]] != 0:
            continue  # under another cube
        held = False
        for j in range(4):
            if board[SCEPTRES + j] >> 3 == entry >> 8:
                held = True
        if held:
            continue
        saved = cubes[origin]
        cubes[origin] = 0  # lifted
        found, low_x, high_x, low_y, high_y = 0, 99, -99, 99, -99
        for k in range(12):
            other = board[CUBES + k]
            if k == i or other == NO_CUBE:
                continue
            cell = CODE_GRID[other >> 8]
            low_x, high_x = min(low_x, _x(cell)), max(high_x, _x(cell))
            low_y, high_y = min(low_y, _y(cell)), max(high_y, _y(cell))
            for f in range(6):
                spot = cell + DELTA[f]
                if cubes[spot] != 0 or marks[spot] & (7 | TIP | SEEN) or _level(spot) < 1:
                    continue
                if cubes[spot + DELTA[UP]] != 0:
                    continue  # under a cube
                if _level(spot) == 1 or cubes[spot + DELTA[DOWN]] != 0:
                    marks[spot] |= SEEN
                    targets[found] = GRID_CODE[spot]
                    found += 1
        for k in range(found):
            marks[CODE_GRID[targets[k]]] &= ~SEEN
        found = _sort_unique(targets, found)
        pieces = _pieces(board, cubes, labels, scratch[STACK:STACK + 12]) if one_piece else 0
        kind = 1 if (entry & 63) & ((entry & 63) - 1) else 0
        head = (np.int64(CUBE_MOVE) << 40) | (np.int64(entry >> 8) << 24)
        for k in range(found):
            target = CODE_GRID[targets[k]]
            if target == origin:
                continue
            tx, ty = _x(target), _y(target)
            if max(high_x, tx) - min(low_x, tx) >= MAX_SPAN or max(high_y, ty) - min(low_y, ty) >= MAX_SPAN:
                continue
            facing_domes = facing_recesses = 0
            touched = 0
            for f in range(6):
                other = cubes[target + DELTA[f]]
                if other != 0:
                    if _has_dome(other, OPP[f]):
                        facing_domes |= 1 << f
                    else:
                        facing_recesses |= 1 << f
                    if one_piece:
                        touched |= 1 << labels[other >> 8]
            if one_piece and touched != (1 << pieces) - 1:
                continue
            for o in range(6 + 6 * kind):
                domes = ORIENTATIONS[kind, o]
                if _placement_ok(cubes, target, domes, facing_domes, facing_recesses):
                    out[count] = head | (targets[k] << 8) | domes
                    count += 1
                    if first_only:
                        cubes[origin] = saved
                        return count
        cubes[origin] = saved
    return count


# --- moves, results ----------------------------------------------------------------------


@njit(cache=True, _nrt=False)
def _generate_filled(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, opts: np.ndarray,
                     out: np.ndarray, first_only: bool, scratch: np.ndarray) -> int:
    colour = board[SIDE]
    # A probe for any move (first_only) needs no move marked as eliminating.
    count = _sceptre_moves(board, cubes, marks, colour, opts, out, 0, first_only, scratch, not first_only)
    if first_only and count:
        return count
    return _cube_moves(board, cubes, marks, colour, opts, out, count, first_only, scratch)


@njit(cache=True)
def generate(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray, out: np.ndarray) -> int:
    """Write the legal moves into ``out`` (sceptre moves, then cube moves, in the reference
    order) and return how many; none once the game is over. ``cubes`` and ``marks`` are empty
    work grids (:func:`work_grids`)."""
    return _generate(board, opts, cubes, marks, out, scratch_array())


@njit(cache=True, _nrt=False)
def _generate(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray, out: np.ndarray,
              scratch: np.ndarray) -> int:
    """:func:`generate` with its work space given (nothing allocated)."""
    if board[RESULT] != ONGOING:
        return 0
    _fill(board, cubes, marks, opts[3])
    count = _generate_filled(board, cubes, marks, opts, out, False, scratch)
    _clear(board, cubes, marks)
    return count


@njit(cache=True, inline="always")
def _has_move(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, opts: np.ndarray, scratch: np.ndarray) -> bool:
    """Whether the side to move has a move (the grids filled): where no landing is forbidden,
    a sceptre's first landing is enough (no move written, every move making asks this)."""
    probe = scratch[PROBE:PROBE + 1]
    colour = board[SIDE]
    if opts[0] == FORBIDDEN:
        return _generate_filled(board, cubes, marks, opts, probe, True, scratch) > 0
    visited = scratch[MAX_LANDINGS:MAX_LANDINGS + MAX_WALK]
    for walker in range(2 * colour, 2 * colour + 2):
        if _landings(board, cubes, marks, walker, opts[3], probe, True, visited) > 0:
            return True
    return _cube_moves(board, cubes, marks, colour, opts, probe, 0, True, scratch) > 0


@njit(cache=True, inline="always")
def _settle(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray, scratch: np.ndarray) -> None:
    """Write the result of the position after a move, in the reference order of checks:
    sceptres of both colours on a cube, an own pair (option ``loss``), the move limit, no move."""
    mover = 1 - board[SIDE]
    for a in range(2):
        for b in range(2, 4):
            if board[SCEPTRES + a] >> 3 == board[SCEPTRES + b] >> 3:
                board[RESULT], board[REASON] = 1 + mover, MEETING
                return
    if opts[0] == LOSS:
        black = board[SCEPTRES] >> 3 == board[SCEPTRES + 1] >> 3
        white = board[SCEPTRES + 2] >> 3 == board[SCEPTRES + 3] >> 3
        if black and white:
            board[RESULT], board[REASON] = DRAW, BOTH_PAIRS
            return
        if black or white:
            board[RESULT], board[REASON] = (WHITE_WINS if black else BLACK_WINS), OWN_PAIR
            return
    if opts[2] > 0 and board[TURN] >= opts[2]:
        board[RESULT], board[REASON] = DRAW, MOVE_LIMIT
        return
    _fill(board, cubes, marks, opts[3])
    stuck = not _has_move(board, cubes, marks, opts, scratch)
    _clear(board, cubes, marks)
    if stuck:
        board[RESULT], board[REASON] = 2 - board[SIDE], NO_MOVE


@njit(cache=True, inline="always")
def _normalise(board: np.ndarray) -> None:
    """Translate the pieces so the smallest x and y of the cubes are 1; sort the cubes and
    each colour's pair of sceptres."""
    low_x = low_y = 99
    for i in range(12):
        if board[CUBES + i] != NO_CUBE:
            cell = board[CUBES + i] >> 8
            low_x = min(low_x, cell // 16 // FRAME)
            low_y = min(low_y, cell // 16 % FRAME)
    shift = ((1 - low_x) * FRAME + (1 - low_y)) * 16
    if shift != 0:
        for i in range(12):
            if board[CUBES + i] != NO_CUBE:
                board[CUBES + i] += shift << 8
        for j in range(4):
            board[SCEPTRES + j] += shift << 3
    for i in range(1, 12):
        value = board[CUBES + i]
        j = i - 1
        while j >= 0 and board[CUBES + j] > value:
            board[CUBES + j + 1] = board[CUBES + j]
            j -= 1
        board[CUBES + j + 1] = value
    for pair in (SCEPTRES, SCEPTRES + 2):
        if board[pair] > board[pair + 1]:
            board[pair], board[pair + 1] = board[pair + 1], board[pair]


@njit(cache=True)
def make_move(board: np.ndarray, move: int, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray) -> None:
    """Play the legal ``move`` on ``board`` in place, back into the normalised frame, and
    settle the result."""
    _make_move(board, move, opts, cubes, marks, scratch_array())


@njit(cache=True, inline="always")
def _make_move(board: np.ndarray, move: int, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray,
               scratch: np.ndarray) -> None:
    """:func:`make_move` with its work space given (nothing allocated)."""
    origin = (move >> 24) & 0xFFFF
    target = (move >> 8) & 0xFFFF
    extra = move & 0xFF
    if move >> 40 == CUBE_MOVE:
        for i in range(12):
            if board[CUBES + i] != NO_CUBE and board[CUBES + i] >> 8 == origin:
                board[CUBES + i] = (target << 8) | (board[CUBES + i] & 64) | extra
    else:
        for j in range(4):
            if board[SCEPTRES + j] == origin:
                board[SCEPTRES + j] = target
        if extra:
            for i in range(12):
                if board[CUBES + i] != NO_CUBE and board[CUBES + i] >> 8 == origin >> 3:
                    board[CUBES + i] = NO_CUBE
    _normalise(board)
    board[SIDE] = 1 - board[SIDE]
    board[TURN] += 1
    _settle(board, opts, cubes, marks, scratch)


# --- search helpers, playouts, perft -----------------------------------------------------


@njit(cache=True)
def expand(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The legal moves and, row by row, the position after each of them."""
    moves = np.empty(MAX_MOVES, dtype=np.int64)
    count = generate(board, opts, cubes, marks, moves)
    children = np.empty((count, BOARD_LEN), dtype=np.int32)
    for index in range(count):
        children[index] = board
        make_move(children[index], moves[index], opts, cubes, marks)
    return moves[:count].copy(), children


# --- evaluation --------------------------------------------------------------------------


@njit(cache=True, inline="always")
def _mobility(board: np.ndarray, cubes: np.ndarray, marks: np.ndarray, colour: int, opts: np.ndarray,
              scratch: np.ndarray, stop_at_win: bool) -> tuple[int, int]:
    """``(sceptre moves, winning sceptre moves)`` of ``colour`` (the grids filled), counted
    from the walks' landings as :func:`_sceptre_moves` would list them; with ``stop_at_win``,
    ``(moves so far, 1)`` at the first winning one."""
    landings = scratch[:MAX_LANDINGS]
    visited = scratch[MAX_LANDINGS:MAX_LANDINGS + MAX_WALK]
    forbid = opts[0] == FORBIDDEN
    enemy = 1 - colour
    count = wins = 0
    for walker in range(2 * colour, 2 * colour + 2):
        found = _landings(board, cubes, marks, walker, opts[3], landings, False, visited)
        for k in range(found):
            target_code = landings[k] >> 3
            if forbid and _holds_sceptre_of(board, target_code, colour, walker):
                continue
            count += 1
            if _holds_sceptre_of(board, target_code, enemy, -1):
                wins += 1
                if stop_at_win:
                    return count, wins
    return count, wins


@njit(cache=True, inline="always")
def _feature_values(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray,
                    scratch: np.ndarray) -> tuple[bool, float, float, float, float, float]:
    """Whether the side to move of an unfinished game has a winning sceptre move, then (where
    it has none, else zeros) the five features of :mod:`.evaluation` in the order of
    :data:`.evaluation.FEATURES`. The work grids are filled and cleared again."""
    me = board[SIDE]
    _fill(board, cubes, marks, opts[3])
    mine, my_wins = _mobility(board, cubes, marks, me, opts, scratch, True)
    if my_wins:  # the value is known: the opponent's walks are not needed
        _clear(board, cubes, marks)
        return True, 0.0, 0.0, 0.0, 0.0, 0.0
    theirs, their_wins = _mobility(board, cubes, marks, 1 - me, opts, scratch, False)
    _clear(board, cubes, marks)
    material = on_enemy = 0
    for i in range(12):
        entry = board[CUBES + i]
        if entry != NO_CUBE:
            material += 1 if (entry >> 6) & 1 == me else -1
    for j in range(4):
        colour = j // 2
        cube = _cube_entry(board, board[SCEPTRES + j] >> 3)
        if (cube >> 6) & 1 != colour:
            on_enemy += 1 if colour == me else -1
    threat = -1.0 if their_wins >= 1 else 0.0
    double_threat = -1.0 if their_wins >= 2 else 0.0
    return False, threat, double_threat, float(mine - theirs), float(material), float(on_enemy)


@njit(cache=True, inline="always")
def _evaluate(board: np.ndarray, weights: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray,
              scratch: np.ndarray) -> float:
    """The value in [-1, 1] for the side to move (:func:`.evaluation.evaluate`, with
    ``weights`` in place of the hand-written ones; nothing allocated)."""
    if board[RESULT] != ONGOING:
        return 0.0
    wins, threat, double_threat, mobility, material, on_enemy = _feature_values(board, opts, cubes, marks, scratch)
    if wins:
        return WIN_NOW
    score = (weights[0] * threat + weights[1] * double_threat + weights[2] * mobility
             + weights[3] * material + weights[4] * on_enemy)
    return max(-WIN_NOW, min(WIN_NOW, np.tanh(score)))


#: The hand-written weights, for :func:`evaluate_board`.
HAND_WEIGHTS = evaluation_weights()


@njit(cache=True)
def evaluate_board(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray) -> float:
    """:func:`.evaluation.evaluate`, compiled: the value in [-1, 1] for the side to move."""
    return _evaluate(board, HAND_WEIGHTS, opts, cubes, marks, scratch_array())


@njit(cache=True)
def features_into(board: np.ndarray, workspace: tuple, out: np.ndarray) -> None:
    """The features of an unfinished game (:func:`_feature_values`) written into ``out`` (a
    float array of five), for training; NaNs where the side to move wins in one (the
    evaluation does not weigh the features there)."""
    wins, f0, f1, f2, f3, f4 = _feature_values(board, workspace[1], workspace[2], workspace[3], workspace[4])
    values = (f0, f1, f2, f3, f4)
    for index in range(5):
        out[index] = np.nan if wins else values[index]


# --- the search interface (boardlab.ai.engine): the calls with the options and grids -----
# The workspace is (evaluation weights, options, cube grid, sceptre grid, scratch).


@njit(cache=True, _nrt=False)
def search_generate(board: np.ndarray, workspace: tuple, out: np.ndarray) -> int:
    return _generate(board, workspace[1], workspace[2], workspace[3], out, workspace[4])


@njit(cache=True, _nrt=False)
def search_make(board: np.ndarray, workspace: tuple, move: int) -> None:
    _make_move(board, move, workspace[1], workspace[2], workspace[3], workspace[4])


@njit(cache=True, _nrt=False)
def search_evaluate(board: np.ndarray, workspace: tuple) -> float:
    return _evaluate(board, workspace[0], workspace[1], workspace[2], workspace[3], workspace[4])


# --- between the reference state and the fast board -------------------------------------


def work_grids() -> tuple[np.ndarray, np.ndarray]:
    """Empty work grids for :func:`generate`, :func:`make_move` and friends."""
    return np.zeros(GRID_SIZE, dtype=np.int16), np.zeros(GRID_SIZE, dtype=np.int8)


def options_array(state: State) -> np.ndarray:
    """The options of ``state``'s game as the compiled functions take them."""
    options = state.game.options
    return np.array([_OWN_PAIR_CODES[options["own_pair"]], int(options["one_piece"]), options["move_limit"],
                     options["sceptre_length"]], dtype=np.int64)


def _cell_code(cell: tuple[int, int, int]) -> int:
    return (cell[0] * FRAME + cell[1]) * 16 + cell[2]


def _code_cell(code: int) -> tuple[int, int, int]:
    return code // 16 // FRAME, code // 16 % FRAME, code % 16


_RESULT_CODES = {None: ONGOING, BLACK: BLACK_WINS, WHITE: WHITE_WINS, "draw": DRAW}


def encode(state: State) -> np.ndarray:
    """The fast board of an AXIOM position."""
    state = cast("AxiomState", state)
    board = np.full(BOARD_LEN, 0, dtype=np.int32)
    layout = state.layout
    entries = sorted((_cell_code(cell) << 8) | (cube.colour == WHITE) << 6 | cube.domes
                     for cell, cube in layout.cubes.items())
    board[CUBES:CUBES + 12] = entries + [NO_CUBE] * (12 - len(entries))
    for colour, start in ((BLACK, SCEPTRES), (WHITE, SCEPTRES + 2)):
        own = sorted((_cell_code(s.cube) << 3) | s.face for s in layout.sceptres if s.colour == colour)
        board[start:start + 2] = own
    board[SIDE] = state.side == WHITE
    board[TURN] = state.turn_count
    board[RESULT] = _RESULT_CODES[state.winner]
    board[REASON] = reason_code(state.reason) if state.reason else 0
    return board


def reason_code(reason: str) -> int:
    """The code of a reference reason text (their wording is fixed in :mod:`.state`)."""
    for code, words in ((MEETING, "reached the cube"), (BOTH_PAIRS, "both players have"),
                        (OWN_PAIR, "put both sceptres"), (MOVE_LIMIT, "move limit"), (NO_MOVE, "no legal move")):
        if words in reason:
            return code
    raise ValueError(f"unknown AXIOM result: {reason!r}")


def _face_text(code: int) -> str:
    return cell_name(_code_cell(code >> 3)) + FACES[code & 7]


@lru_cache(maxsize=1 << 16)
def move_text(move: int) -> str:
    """A fast move in AXIOM notation, e.g. ``Sb2.2U-c2.2U`` or ``Cc2.2-c3.3D`` (cached: the
    same moves come back in position after position)."""
    move = int(move)
    origin, target, extra = (move >> 24) & 0xFFFF, (move >> 8) & 0xFFFF, move & 0xFF
    if move >> 40 == CUBE_MOVE:
        domes = "".join(letter for i, letter in enumerate(FACES) if extra >> i & 1)
        return f"C{cell_name(_code_cell(origin))}-{cell_name(_code_cell(target))}{domes}"
    return f"S{_face_text(origin)}{'x' if extra else '-'}{_face_text(target)}"


def position_text(board: np.ndarray) -> str:
    """The reference position string of a fast board."""
    cubes = []
    for entry in board[CUBES:CUBES + 12]:
        if entry != NO_CUBE:
            entry = int(entry)
            domes = "".join(letter for i, letter in enumerate(FACES) if entry >> i & 1)
            cubes.append(f"{cell_name(_code_cell(entry >> 8))}{'bw'[entry >> 6 & 1]}{domes}")
    sceptres = [f"{_face_text(int(code))}{'bw'[j // 2]}" for j, code in enumerate(board[SCEPTRES:SCEPTRES + 4])]
    return f"{','.join(cubes)} {','.join(sceptres)} {'bw'[int(board[SIDE])]} {int(board[TURN])}"


def winner(board: np.ndarray) -> str | None:
    """``"black"``, ``"white"``, ``"draw"`` or ``None`` while the game goes on."""
    return (None, BLACK, WHITE, "draw")[int(board[RESULT])]


def reason(board: np.ndarray) -> str:
    """Why the game ended, as a code word of :data:`REASONS` (empty while it goes on)."""
    return REASONS[int(board[REASON])]


def legal_moves(board: np.ndarray, opts: np.ndarray) -> list[str]:
    """The legal moves of a fast board, in notation and in the reference engine's order."""
    moves = np.empty(MAX_MOVES, dtype=np.int64)
    return [move_text(m) for m in moves[: generate(board, opts, *_WORK, moves)]]


#: Work grids for calls from Python (each compiled call leaves them empty again).
_WORK = work_grids()


#: The search each strength level uses for AXIOM (measured in docs/performance.md: each
#: completes well within its level's time cap at the start and in midgames).
LEVEL_SPECS: dict[str, str] = {
    "easy": "alphabeta:depth=1",
    "medium": "alphabeta:depth=2",
    "hard": "alphabeta:depth=5",
    "expert": "alphabeta:nodes=4000000",
}


#: Entries of the search's evaluation cache (an evaluation walks both sides' sceptres: several
#: times the cost of a probe, docs/ai.md).
EVAL_CACHE = 1 << 16


def search_engine(state: State, weights: dict[str, float] | None = None) -> Engine:
    """The engine as the searches use it (:mod:`boardlab.ai.engine`); every option is covered.
    The workspace is the evaluation's weights (``weights`` overrides some of the hand-written
    ones by name: the learned evaluation gives them all), the options, the work grids and the
    walks' scratch array; the turn count is part of a position's key only under a move limit."""
    opts = options_array(state)
    return Engine("axiom", encode, search_generate, search_make, search_evaluate, RESULT, SIDE, 0, move_text,
                  MAX_MOVES, (evaluation_weights(weights), opts, *work_grids(), scratch_array()),
                  ("generate", "make", "evaluate"), turn_index=-1 if opts[2] > 0 else TURN,
                  sources=("boardlab.games.axiom.evaluation",), eval_cache=EVAL_CACHE)


#: The perft and random-playout hooks (:mod:`boardlab.core.fast`), run by the compiled search core.
perft, random_playouts = engine_hooks(search_engine)


__all__ = [
    "BOARD_LEN", "LEVEL_SPECS", "MAX_MOVES", "encode", "evaluate_board", "expand", "features_into", "generate",
    "legal_moves", "make_move", "move_text", "options_array", "perft", 
    "position_text", "random_playouts", "reason", "reason_code", "search_engine", "winner",
    "work_grids",
]
