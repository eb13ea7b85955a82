"""Cubes environments on the compiled engine (:mod:`boardlab.games.cubes.fast`).

The kernels turn a fast board into the observation planes of :mod:`.observations` and the
action mask over the protocol's ids (placements, slides by origin, direction and distance,
activations, take-ups, ``end``: see :func:`boardlab.games.cubes.state.action_id`). Every
board size and both slide readings are covered, as by the engine.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from boardlab.core.game import Game
from boardlab.games.cubes import fast
from boardlab.games.cubes.board import CUBES_PER_PLAYER
from boardlab.games.cubes.fast import ACTIVATE, ACTIVE, END, JUST, ON_BOARD_BLACK, ON_BOARD_WHITE, PLACE, RESULT, \
    SIDE, SIZE, SLIDE, TAKE, WALL
from boardlab.games.cubes.state import num_actions as _num_actions

MAX_MOVES = fast.MAX_MOVES


def num_actions(game: Game) -> int:
    return _num_actions(game.options["size"])


def start_board(game: Game) -> np.ndarray:
    return fast.encode(game.start())


def move_text(board: np.ndarray, move: int) -> str:
    return fast.move_text(fast.board_size(board), move)


@njit(cache=True)
def fill_observation(board: np.ndarray, viewer: int, planes: np.ndarray) -> None:
    """Write the planes of ``board`` as colour ``viewer`` (1 Black, 2 White) sees it."""
    end = board.shape[0]
    size = board[end + SIZE]
    width = size + 2
    planes[:] = 0.0
    for space in range(size * size):
        value = board[(space // size + 1) * width + space % size + 1]
        if value != 0 and value != WALL:
            own = (value & 3) == viewer
            planes[(0 if own else 2) + (0 if value & ACTIVE else 1), space // size, space % size] = 1.0
    just = board[end + JUST]
    if just >= 0:
        planes[4, just // width - 1, just % width - 1] = 1.0
    black_pool = (CUBES_PER_PLAYER - board[end + ON_BOARD_BLACK]) / CUBES_PER_PLAYER
    white_pool = (CUBES_PER_PLAYER - board[end + ON_BOARD_WHITE]) / CUBES_PER_PLAYER
    planes[5] = black_pool if viewer == 1 else white_pool
    planes[6] = white_pool if viewer == 1 else black_pool
    if board[end + RESULT] == 0 and board[end + SIDE] == viewer:
        planes[7] = 1.0


@njit(cache=True)
def action_of(board: np.ndarray, move: int) -> int:
    """The protocol's action id of an engine move."""
    size = board[board.shape[0] + SIZE]
    width, squares, reach = size + 2, size * size, size - 1
    slides = squares * 4 * reach
    kind, square, target = move >> 20, (move >> 10) & 1023, move & 1023
    space = (square // width - 1) * size + square % width - 1
    if kind == PLACE:
        return space
    if kind == SLIDE:
        files, ranks = target % width - square % width, target // width - square // width
        direction = 0 if ranks > 0 else (1 if files > 0 else (2 if ranks < 0 else 3))
        return squares + (space * 4 + direction) * reach + max(abs(files), abs(ranks)) - 1
    if kind == ACTIVATE:
        return squares + slides + space
    if kind == TAKE:
        return 2 * squares + slides + space
    return 3 * squares + slides  # END


assert END == 4  # the last kind: action_of's fall-through
