"""A second C1 engine, built for speed: the same rules as :mod:`.rules`, compiled with numba.

The reference rules in :mod:`.rules` are written to be read; this module is written to be
fast, for random playouts and deep search. Tests keep the two in agreement (legal moves, the
``x``/``-`` separators and results) over many random positions.

A position is one ``int8`` array of length :data:`BOARD_LEN`:

* cells ``0..48`` (``rank * 7 + file``, a1 = 0) hold ``tile | piece << 2``, where ``tile`` is
  0 (Void), 1 (Black's tile) or 2 (White's tile) and ``piece`` is 0 (none), 1 (Black's cone),
  2 (Black's pyramid), 3 (White's cone) or 4 (White's pyramid);
* ``board[SIDE]`` is the colour to move, 1 (Black) or 2 (White);
* ``board[RESULT]`` is 0 while the game goes on, 1 or 2 when that colour has won, 3 for a draw;
* ``board[BLACK_CONE]`` and ``board[WHITE_CONE]`` are the cells of the two cones;
* ``board[VARIANT]`` is 1 for the C2 variant (0 for C1), and ``board[TILE_DONE]`` is 1 in the
  middle of a C2 turn, after its tile move (a cone or pyramid move is due from the same side).

A move is one ``int32``: ``kind << 13 | eliminates << 12 | origin << 6 | target`` with kind
0 (cone), 1 (pyramid) or 2 (tile). Both variants are covered. In C2 a turn is an optional tile
move, offered only where a cone or pyramid move can follow it, then a cone or pyramid move;
the side to move changes, and surrounds are checked, only at the end of the whole turn. The
``repetition`` and ``move_limit`` options are left to the reference engine: both depend on the
game's history (the positions seen, the turn number), which a fast board does not carry, and a
search keyed by the board alone would mistake positions with different histories for one.

A C1 player never lacks a move while the game goes on: a cone that is not surrounded has a
free orthogonal neighbour, which is a legal cone step. So the ``no_move`` option never comes
into play here, and a position's result is decided by the surround check alone.

Every compiled function uses numba's on-disk cache, so only the first start ever compiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit
from numba.cpython.unsafe.numbers import trailing_zeros

from boardlab.ai.compiled import engine_hooks
from boardlab.ai.engine import Engine
from boardlab.core.game import State
from boardlab.games.c1.board import BLACK, CELLS, CONE, FIXED, PYRAMID, SIZE, WHITE, Piece, cell_name

if TYPE_CHECKING:
    from boardlab.games.c1.state import C1State

NCELLS = SIZE * SIZE
SIDE = NCELLS
RESULT = NCELLS + 1
BLACK_CONE = NCELLS + 2
WHITE_CONE = NCELLS + 3
VARIANT = NCELLS + 4
TILE_DONE = NCELLS + 5
BOARD_LEN = NCELLS + 6
#: More than the most legal moves a C1 position can have: a cone and four pyramids reach at
#: most 48 cells each, ten tiles at most 12 each (their rank and file), 360 in all.
MAX_MOVES = 512
ONGOING, BLACK_WINS, WHITE_WINS, DRAW = 0, 1, 2, 3
KIND_CONE, KIND_PYRAMID, KIND_TILE = 0, 1, 2
_LETTERS = "CPT"
_COLOUR_CODE = {BLACK: 1, WHITE: 2}
_PIECE_CODE = {Piece(BLACK, CONE): 1, Piece(BLACK, PYRAMID): 2, Piece(WHITE, CONE): 3, Piece(WHITE, PYRAMID): 4}


def _neighbour_table(directions: tuple[tuple[int, int], ...]) -> np.ndarray:
    table = np.full((NCELLS, len(directions)), -1, dtype=np.int64)
    for cell in CELLS:
        for index, (df, dr) in enumerate(directions):
            file, rank = cell % SIZE + df, cell // SIZE + dr
            if 0 <= file < SIZE and 0 <= rank < SIZE:
                table[cell, index] = rank * SIZE + file
    return table


#: ``ORTH[cell, d]``: the orthogonal neighbour in direction ``d`` (-1 off the board).
ORTH = _neighbour_table(((0, 1), (0, -1), (1, 0), (-1, 0)))
#: ``DIAG[cell, d]``: the diagonal neighbour in direction ``d`` (-1 off the board).
DIAG = _neighbour_table(((1, 1), (1, -1), (-1, 1), (-1, -1)))
#: 1 on the 22 fixed tiles, which never slide and are never eliminated.
IS_FIXED = np.array([1 if cell in FIXED else 0 for cell in CELLS], dtype=np.int8)


# --- the compiled core ------------------------------------------------------------------


@njit(cache=True, inline="always")
def _free(board: np.ndarray, cell: int) -> bool:
    """A cell on the board with a tile and no piece."""
    return cell >= 0 and (board[cell] & 3) != 0 and (board[cell] >> 2) == 0


@njit(cache=True, inline="always")
def _obstruction(board: np.ndarray, cell: int) -> bool:
    """A cone, a pyramid or a Void cell (the edge is not an obstruction)."""
    return cell >= 0 and ((board[cell] & 3) == 0 or (board[cell] >> 2) != 0)


@njit(cache=True)
def _cone_reach(board: np.ndarray, origin: int) -> np.uint64:
    reach = np.uint64(0)
    for d in range(4):
        cell = ORTH[origin, d]
        if _free(board, cell):
            reach |= np.uint64(1) << np.uint64(cell)
    for d in range(4):
        cell = DIAG[origin, d]
        while _free(board, cell):
            reach |= np.uint64(1) << np.uint64(cell)
            cell = DIAG[cell, d]
    return reach


@njit(cache=True)
def _pyramid_reach(board: np.ndarray, origin: int) -> np.uint64:
    """Steps and jump chains of the pyramid on ``origin`` (lifted off the board meanwhile).

    The chains are explored breadth first over landing cells; ``landed`` doubles as the
    queue: cells are taken from it in ascending order until none is left unexplored."""
    saved = board[origin]
    board[origin] = saved & 3
    reach = np.uint64(0)
    for d in range(4):
        cell = ORTH[origin, d]
        if _free(board, cell):
            reach |= np.uint64(1) << np.uint64(cell)
    landed = np.uint64(1) << np.uint64(origin)
    pending = landed
    while pending != 0:
        at: int = trailing_zeros(pending)  # type: ignore[call-arg]
        pending &= pending - np.uint64(1)
        for d in range(4):
            over = ORTH[at, d]
            if not _obstruction(board, over):
                continue
            landing = ORTH[over, d]
            if _free(board, landing):
                bit = np.uint64(1) << np.uint64(landing)
                if landed & bit == 0:
                    landed |= bit
                    pending |= bit
    board[origin] = saved
    return reach | (landed & ~(np.uint64(1) << np.uint64(origin)))


@njit(cache=True)
def _tile_reach(board: np.ndarray, origin: int) -> np.uint64:
    reach = np.uint64(0)
    for d in range(4):
        cell = ORTH[origin, d]
        while cell >= 0 and (board[cell] & 3) == 0:
            reach |= np.uint64(1) << np.uint64(cell)
            cell = ORTH[cell, d]
    return reach


@njit(cache=True)
def _emit(out: np.ndarray, count: int, reach: np.uint64, head: int, board: np.ndarray,
          origin: int, side: int, check_elimination: bool) -> int:
    """Append one move per cell of ``reach`` (ascending) to ``out``."""
    may_eliminate = check_elimination and IS_FIXED[origin] == 0 and (board[origin] & 3) == 3 - side
    while reach != 0:
        cell: int = trailing_zeros(reach)  # type: ignore[call-arg]
        reach &= reach - np.uint64(1)
        move = head | cell
        if may_eliminate and (board[cell] & 3) == side:
            move |= 1 << 12
        out[count] = move
        count += 1
    return count


@njit(cache=True)
def generate(board: np.ndarray, out: np.ndarray) -> int:
    """Write the legal moves into ``out`` and return how many; the reference rules' order:
    cone and pyramid moves by start then end cell, then tile moves."""
    if board[RESULT] != ONGOING:
        return 0
    side = board[SIDE]
    count = 0
    for origin in range(NCELLS):
        piece = board[origin] >> 2
        if piece == 0 or (piece + 1) >> 1 != side:
            continue
        if piece & 1:
            count = _emit(out, count, _cone_reach(board, origin), origin << 6, board, origin, side, True)
        else:
            head = (KIND_PYRAMID << 13) | (origin << 6)
            count = _emit(out, count, _pyramid_reach(board, origin), head, board, origin, side, True)
    if board[TILE_DONE]:
        return count  # C2, after the turn's tile move: only a cone or pyramid move
    for origin in range(NCELLS):
        if board[origin] == side and IS_FIXED[origin] == 0:
            head = (KIND_TILE << 13) | (origin << 6)
            reach = _tile_reach(board, origin)
            if board[VARIANT]:
                reach = _followed_by_piece_move(board, origin, reach, side)
            count = _emit(out, count, reach, head, board, origin, side, False)
    return count


@njit(cache=True)
def _has_piece_move(board: np.ndarray, side: int) -> bool:
    """Whether ``side``'s cone or a pyramid can move (stops at the first found)."""
    for origin in range(NCELLS):
        piece = board[origin] >> 2
        if piece == 0 or (piece + 1) >> 1 != side:
            continue
        reach = _cone_reach(board, origin) if piece & 1 else _pyramid_reach(board, origin)
        if reach != 0:
            return True
    return False


@njit(cache=True)
def _followed_by_piece_move(board: np.ndarray, origin: int, reach: np.uint64, side: int) -> np.uint64:
    """The cells of ``reach`` to which the C2 tile on ``origin`` may slide: those after which a
    cone or pyramid move can follow (tried on the board, then undone)."""
    kept = np.uint64(0)
    tile = board[origin]
    board[origin] = 0
    while reach != 0:
        cell: int = trailing_zeros(reach)  # type: ignore[call-arg]
        bit = np.uint64(1) << np.uint64(cell)
        reach &= reach - np.uint64(1)
        board[cell] = tile
        if _has_piece_move(board, side):
            kept |= bit
        board[cell] = 0
    board[origin] = tile
    return kept


@njit(cache=True)
def _surrounded(board: np.ndarray, cell: int) -> bool:
    for d in range(4):
        if _free(board, ORTH[cell, d]):
            return False
    return True


@njit(cache=True)
def _settle(board: np.ndarray) -> None:
    """Write the result after a move: a surrounded cone loses; both surrounded is a draw."""
    black_lost = _surrounded(board, board[BLACK_CONE])
    white_lost = _surrounded(board, board[WHITE_CONE])
    if black_lost and white_lost:
        board[RESULT] = DRAW
    elif black_lost:
        board[RESULT] = WHITE_WINS
    elif white_lost:
        board[RESULT] = BLACK_WINS


@njit(cache=True)
def make_move(board: np.ndarray, move: int) -> None:
    """Play the legal ``move`` on ``board`` in place and settle the result."""
    origin = (move >> 6) & 63
    target = move & 63
    if move >> 13 == KIND_TILE:
        board[target] = board[origin]
        board[origin] = 0
        if board[VARIANT]:
            board[TILE_DONE] = 1  # the C2 turn goes on: same side, no surround check yet
            return
    else:
        piece = board[origin] >> 2
        board[target] = (board[target] & 3) | (board[origin] & ~3)
        board[origin] = 0 if move & (1 << 12) else board[origin] & 3
        if piece == 1:
            board[BLACK_CONE] = target
        elif piece == 3:
            board[WHITE_CONE] = target
    board[SIDE] = 3 - board[SIDE]
    board[TILE_DONE] = 0
    _settle(board)


@njit(cache=True)
def expand(board: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The legal moves and, row by row, the position after each of them."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    count = generate(board, moves)
    children = np.empty((count, BOARD_LEN), dtype=np.int8)
    for index in range(count):
        children[index] = board
        make_move(children[index], moves[index])
    return moves[:count].copy(), children


@njit(cache=True)
def forced_win(board: np.ndarray, turns: int, attacker: int) -> bool:
    """Exhaustive search: can ``attacker`` force a win within ``turns`` of its own moves?

    Where ``attacker`` is to move, some move must win at once or lead to a position where
    every reply either loses for the defender or leaves such a forced win with one turn
    less; a draw counts as a failure. Immediate wins are tried before deeper moves."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    count = generate(board, moves)
    child = np.empty_like(board)
    if board[SIDE] == attacker:
        for index in range(count):
            child[:] = board
            make_move(child, moves[index])
            if child[RESULT] == attacker:
                return True
        if turns <= 1:
            return False
        for index in range(count):
            child[:] = board
            make_move(child, moves[index])
            if child[RESULT] == ONGOING and forced_win(child, turns - 1, attacker):
                return True
        return False
    for index in range(count):
        child[:] = board
        make_move(child, moves[index])
        if child[RESULT] == attacker:
            continue
        if child[RESULT] != ONGOING or not forced_win(child, turns, attacker):
            return False
    return True


def win_distance(board: np.ndarray, max_turns: int) -> int:
    """The fewest own moves (1..``max_turns``) in which the side to move forces a win, else 0."""
    attacker = int(board[SIDE])
    for turns in range(1, max_turns + 1):
        if forced_win(board, turns, attacker):
            return turns
    return 0


def winning_moves(board: np.ndarray, turns: int) -> list[str]:
    """The moves that keep a forced win within ``turns`` own moves (the solutions of a puzzle)."""
    attacker = int(board[SIDE])
    moves, children = expand(board)
    return [move_text(m) for m, child in zip(moves, children)
            if child[RESULT] == attacker or (turns > 1 and child[RESULT] == ONGOING
                                             and forced_win(child, turns - 1, attacker))]


def saving_moves(board: np.ndarray) -> list[str]:
    """The moves after which the opponent has no immediate win (and the mover has not lost)."""
    side = int(board[SIDE])
    saving = []
    for move, child in zip(*expand(board)):
        if child[RESULT] == 3 - side:
            continue
        if child[RESULT] != ONGOING or not forced_win(child, 1, 3 - side):
            saving.append(move_text(move))
    return saving


# --- between the reference state and the fast board -------------------------------------


def encode(state: State) -> np.ndarray:
    """The fast board of a C1 or C2 position (also in the middle of a C2 turn)."""
    state = cast("C1State", state)
    board = np.zeros(BOARD_LEN, dtype=np.int8)
    for cell in CELLS:
        tile = _COLOUR_CODE.get(state.tiles[cell], 0)  # type: ignore[arg-type]
        piece = state.pieces[cell]
        board[cell] = tile | (_PIECE_CODE[piece] << 2 if piece is not None else 0)
    board[SIDE] = _COLOUR_CODE[state.side]
    board[BLACK_CONE] = state.pieces.index(Piece(BLACK, CONE))
    board[WHITE_CONE] = state.pieces.index(Piece(WHITE, CONE))
    winner = state.winner
    board[RESULT] = {None: ONGOING, BLACK: BLACK_WINS, WHITE: WHITE_WINS}.get(winner, DRAW)
    board[VARIANT] = state.is_c2
    board[TILE_DONE] = state.tile_step_done
    return board


def move_text(move: int) -> str:
    """A fast move in C1 notation, e.g. ``Pc2xe4``."""
    move = int(move)
    separator = "x" if move & (1 << 12) else "-"
    return f"{_LETTERS[move >> 13]}{cell_name((move >> 6) & 63)}{separator}{cell_name(move & 63)}"


def legal_moves(board: np.ndarray) -> list[str]:
    """The legal moves of a fast board, in notation and in the reference engine's order."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    return [move_text(m) for m in moves[: generate(board, moves)]]


def winner(board: np.ndarray) -> str | None:
    """``"black"``, ``"white"``, ``"draw"`` or ``None`` while the game goes on."""
    return (None, BLACK, WHITE, "draw")[int(board[RESULT])]


def side_to_move(board: np.ndarray) -> str:
    """The colour whose turn it is on a fast board."""
    return BLACK if board[SIDE] == 1 else WHITE


def supports(state: State) -> bool:
    """Whether the fast engine plays this game's rules: C1 or C2, without the history-dependent
    ``repetition`` and ``move_limit`` options (see the module docstring)."""
    options = state.game.options
    return not options["repetition"] and not options["move_limit"]


def start_board() -> np.ndarray:
    """The fast board of the start position."""
    from boardlab.games.c1.game import C1Game

    return encode(C1Game().start())


def search_engine(state: State) -> Engine | None:
    """The engine as the searches use it (:mod:`boardlab.ai.engine`), or ``None`` where the
    options need the reference rules."""
    from boardlab.games.c1.evaluation import evaluate_board

    if not supports(state):
        return None
    return Engine("c1", encode, generate, make_move, evaluate_board, RESULT, SIDE, 1, move_text, MAX_MOVES)


#: The perft and random-playout hooks (:mod:`boardlab.core.fast`), run by the compiled search core.
perft, random_playouts = engine_hooks(search_engine)


#: The strength levels on the fast engine (docs/ai.md). A unit of depth is one move (in C2 one
#: step: the tile move and the piece move of a turn are two).
LEVEL_SPECS: dict[str, str] = {"easy": "alphabeta:depth=1", "medium": "alphabeta:depth=3", "hard": "alphabeta:depth=7",
                               "expert": "alphabeta:nodes=6000000"}


__all__ = [
    "LEVEL_SPECS", "perft", "random_playouts",
    "BOARD_LEN", "MAX_MOVES", "encode", "expand", "generate", "legal_moves", "make_move",
    "forced_win", "move_text", "saving_moves", "win_distance", "winning_moves", "search_engine", "side_to_move", "start_board", "supports", "winner",
]
