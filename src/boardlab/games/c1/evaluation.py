"""How good a C1 position is for the side to move, in [-1, 1]: the guide of every search.

The game is won by surrounding a cone, so the evaluation looks at each cone's safety:

* **blocked sides**: how many of the cone's four orthogonal neighbours are already a piece,
  a Void cell or the edge; each extra side costs more than the last;
* **threat**: with three sides blocked, whether the enemy can close the fourth in one move
  (a piece that reaches the open cell, or the enemy's own tile there sliding away); a threat
  the side to move can carry out is a win in one;
* **escape**: how many cells the cone itself can move to;
* **pressure**: how close the enemy's cone and pyramids stand to the cone (pyramids jump far,
  so distance is measured loosely);
* **tiles**: the slidable tiles each side still has (eliminated tiles are lost mobility);
* **tempo**: the side to move gets a small bonus.

The weighted sum is squashed with ``tanh`` into (-0.95, 0.95); finished games score exactly
1 (won), -1 (lost) or 0 (drawn). The compiled version works on the fast board of
:mod:`.fast`, so the agents' searches and :meth:`C1State.evaluate` share one definition.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from numba import njit

from boardlab.games.c1.fast import (
    BLACK_CONE,
    DRAW,
    IS_FIXED,
    MAX_MOVES,
    NCELLS,
    ONGOING,
    ORTH,
    RESULT,
    SIDE,
    WHITE_CONE,
    _cone_reach,
    _pyramid_reach,
    _tile_reach,
    encode,
    generate,
    make_move,
)

if TYPE_CHECKING:
    from boardlab.core.game import State

#: The danger of a cone with 0, 1, 2, 3 blocked sides (three, but no threat yet).
BLOCKED_WEIGHTS = np.array([0.0, 0.06, 0.18, 0.3], dtype=np.float64)
#: The danger of a threat against the side to move's cone, and of one it can carry out.
THREATENED = 0.6
WINNING = 2.5
ESCAPE_WEIGHT = 0.025
PRESSURE_WEIGHT = 0.04
TILE_WEIGHT = 0.02
TEMPO = 0.05
#: ``CROWDING[cell, cone]``: what a piece on ``cell`` adds to the pressure on a cone on
#: ``cone``, ``max(0, 6 - distance) / 6`` by their Manhattan distance (a table: the evaluation
#: runs at every leaf of a search, and this is its inner loop).
CROWDING = np.array([[max(0.0, 6.0 - (abs(a % 7 - b % 7) + abs(a // 7 - b // 7))) / 6.0 for b in range(NCELLS)]
                     for a in range(NCELLS)], dtype=np.float64)
SQUASH = 0.95


@njit(cache=True)
def _blocked_sides(board: np.ndarray, cell: int) -> int:
    blocked = 0
    for d in range(4):
        neighbour = ORTH[cell, d]
        if neighbour < 0 or (board[neighbour] & 3) == 0 or (board[neighbour] >> 2) != 0:
            blocked += 1
    return blocked


@njit(cache=True)
def _popcount(bits: np.uint64) -> int:
    count = 0
    while bits != 0:
        bits &= bits - np.uint64(1)
        count += 1
    return count


@njit(cache=True)
def _pressures(board: np.ndarray) -> tuple[float, float, int, int]:
    """In one pass over the cells: how closely White's pieces crowd Black's cone and Black's
    pieces White's, and the numbers of Black's and White's slidable tiles."""
    black_cone, white_cone = board[BLACK_CONE], board[WHITE_CONE]
    on_black, on_white = 0.0, 0.0
    black_tiles, white_tiles = 0, 0
    for cell in range(NCELLS):
        value = board[cell]
        piece = value >> 2
        if piece != 0:
            if (piece + 1) >> 1 == 2:
                on_black += CROWDING[cell, black_cone]
            else:
                on_white += CROWDING[cell, white_cone]
        if IS_FIXED[cell] == 0:
            tile = value & 3
            if tile == 1:
                black_tiles += 1
            elif tile == 2:
                white_tiles += 1
    return on_black, on_white, black_tiles, white_tiles


@njit(cache=True)
def _open_side(board: np.ndarray, cone: int) -> int:
    """The one free orthogonal neighbour of a cone with three blocked sides."""
    for d in range(4):
        neighbour = ORTH[cone, d]
        if neighbour >= 0 and (board[neighbour] & 3) != 0 and (board[neighbour] >> 2) == 0:
            return neighbour
    return -1


@njit(cache=True)
def _can_close(board: np.ndarray, cell: int, attacker: int) -> bool:
    """Whether ``attacker`` can fill the free ``cell`` with a piece or slide its tile away."""
    if (board[cell] & 3) == attacker and IS_FIXED[cell] == 0 and _tile_reach(board, cell) != 0:
        return True
    bit = np.uint64(1) << np.uint64(cell)
    for origin in range(NCELLS):
        piece = board[origin] >> 2
        if piece == 0 or (piece + 1) >> 1 != attacker:
            continue
        reach = _cone_reach(board, origin) if piece & 1 else _pyramid_reach(board, origin)
        if reach & bit:
            return True
    return False


@njit(cache=True)
def _danger(board: np.ndarray, colour: int, pressure: float) -> float:
    """How close the cone of ``colour`` is to being surrounded (higher is worse); ``pressure``
    is how closely the opponent's pieces crowd it (:func:`_pressures`)."""
    cell = board[BLACK_CONE] if colour == 1 else board[WHITE_CONE]
    enemy = 3 - colour
    blocked = _blocked_sides(board, cell)
    danger = BLOCKED_WEIGHTS[min(blocked, 3)]
    if blocked >= 3 and _can_close(board, _open_side(board, cell), enemy):
        danger = WINNING if board[SIDE] == enemy else THREATENED
    escape = min(_popcount(_cone_reach(board, cell)), 8)
    return danger - ESCAPE_WEIGHT * escape + PRESSURE_WEIGHT * pressure


@njit(cache=True)
def _slidable_tiles(board: np.ndarray, colour: int) -> int:
    count = 0
    for cell in range(NCELLS):
        if (board[cell] & 3) == colour and IS_FIXED[cell] == 0:
            count += 1
    return count


@njit(cache=True)
def evaluate_board(board: np.ndarray) -> float:
    """The value of a fast board for the side to move, in [-1, 1]."""
    side = board[SIDE]
    result = board[RESULT]
    if result != ONGOING:
        return 0.0 if result == DRAW else (1.0 if result == side else -1.0)
    enemy = 3 - side
    on_black, on_white, black_tiles, white_tiles = _pressures(board)
    if side == 1:
        score = _danger(board, enemy, on_white) - _danger(board, side, on_black) + TEMPO
        score += TILE_WEIGHT * (black_tiles - white_tiles)
    else:
        score = _danger(board, enemy, on_black) - _danger(board, side, on_white) + TEMPO
        score += TILE_WEIGHT * (white_tiles - black_tiles)
    return SQUASH * math.tanh(score)


def evaluate(state: State) -> float:
    """:meth:`C1State.evaluate`: the value of ``state`` for the side to move, in [-1, 1]."""
    return float(evaluate_board(encode(state)))
