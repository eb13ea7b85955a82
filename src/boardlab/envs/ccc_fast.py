"""CCC environments on the compiled engine (:mod:`boardlab.games.ccc.fast`).

The kernels turn a fast board into the observation planes of :mod:`.observations` and the
mask over the protocol's action ids (board moves by origin and target, swaps, recreate,
``end``, Collapses by origin, line and amount, drops by amount and target). Every set-up
option is covered, as by the engine.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from boardlab.core.game import Game
from boardlab.games.ccc import fast
from boardlab.games.ccc.board import WIDTH
from boardlab.games.ccc.fast import (
    ACTED,
    COLLAPSE,
    CONTENT,
    END,
    HEIGHT,
    HELD_FLATS,
    HELD_PYRAMIDS,
    HOP,
    P_AT,
    PENDING,
    POOL,
    RECREATE,
    RESULT,
    SIDE,
    STRENGTH,
    SWAP,
)

MAX_MOVES = fast.MAX_STEPS
#: Most pieces a Collapse can hold (5 Flats and 3 Pyramids), as the protocol counts them.
_MAX_HELD = 8
#: Plane offsets of the piece kinds (the order ``FCTSMLN`` of :mod:`.observations`).
_SPECIAL_PLANE = np.array([0, 1, 2, 6], dtype=np.int64)  # none, Cube, Torus, Nice Flag
_SPECIAL_STRENGTH = np.array([0, 0, 0, 1], dtype=np.int64)


def num_actions(game: Game) -> int:
    return game.num_actions


def start_board(game: Game) -> np.ndarray:
    return fast.encode(game.start())


def move_text(board: np.ndarray, move: int) -> str:
    return fast.move_text(move)


@njit(cache=True)
def fill_observation(board: np.ndarray, viewer: int, planes: np.ndarray) -> None:
    """Write the planes of ``board`` as colour ``viewer`` (1 Black, 2 White) sees it."""
    planes[:] = 0.0
    height = board[HEIGHT]
    flip = viewer == 2
    for cell in range(height * WIDTH):
        code = board[cell] & CONTENT
        if code == 0:
            continue
        owner, flats, pyramids, special = code & 3, (code >> 2) & 7, (code >> 5) & 7, (code >> 8) & 3
        row, col = cell // WIDTH, cell % WIDTH
        if flip:
            row = height - 1 - row
        base = 0 if owner == viewer else 10
        planes[base, row, col] = flats
        pieces = flats
        top = 1 if flats else 0
        if special:
            planes[base + _SPECIAL_PLANE[special], row, col] = 1.0
            pieces += 1
            top = _SPECIAL_STRENGTH[special]
        for size in (2, 1, 0):  # Large, Medium, Small: the smallest is on top
            if pyramids >> size & 1:
                planes[base + 3 + size, row, col] = 1.0
                pieces += 1
                top = board[STRENGTH + 3 * (owner - 1) + size]
        planes[base + 7, row, col] = pieces
        planes[base + 8, row, col] = top / 6.0
    own, other = viewer - 1, 2 - viewer
    if board[ACTED] >> own & 1:
        planes[9] = 1.0
    if board[ACTED] >> other & 1:
        planes[19] = 1.0
    planes[20] = board[POOL + own] / 10.0
    planes[21] = board[POOL + other] / 10.0
    if board[PENDING]:
        at = board[P_AT]
        row = height - 1 - at // WIDTH if flip else at // WIDTH
        if board[PENDING] == 1:
            planes[22, row, at % WIDTH] = 1.0
        else:
            held = board[HELD_FLATS] + (board[HELD_PYRAMIDS] & 1) + (board[HELD_PYRAMIDS] >> 1 & 1) \
                + (board[HELD_PYRAMIDS] >> 2 & 1)
            planes[23, row, at % WIDTH] = held
    if board[RESULT] == 0 and board[SIDE] + 1 == viewer:
        planes[24] = 1.0


@njit(cache=True)
def action_of(board: np.ndarray, step: int) -> int:
    """The protocol's action id of an engine step."""
    cells = WIDTH * board[HEIGHT]
    block = cells * cells
    target, origin = step & 127, (step >> 7) & 127
    action, amount, line = (step >> 14) & 15, (step >> 18) & 15, (step >> 22) & 15
    if action <= HOP:  # move, attack, hop
        return origin * cells + target
    if action == SWAP:
        return block + origin * cells + target
    if action == RECREATE:
        return 2 * block
    if action == END:
        return 2 * block + 1
    base = 2 * block + 2
    if action == COLLAPSE:
        return base + (origin * 9 + line) * _MAX_HELD + amount - 1
    return base + cells * 9 * _MAX_HELD + (amount - 1) * cells + target  # a drop
