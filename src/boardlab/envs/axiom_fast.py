"""AXIOM environments on the compiled engine (:mod:`boardlab.games.axiom.fast`).

The kernels turn a fast board into the observation planes of :mod:`.observations` and the
mask over the environments' compact AXIOM actions (:class:`.actions.AxiomCodec`): a cube move
names its cube by the rank of its column among the mover's own cube columns, a sceptre move
by the rank of the sceptre among the mover's two, as the protocol does.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from boardlab.core.game import Game
from boardlab.envs.actions import AxiomCodec
from boardlab.games.axiom import fast
from boardlab.games.axiom.board import FRAME, MAX_LEVEL
from boardlab.games.axiom.fast import CUBES, NO_CUBE, ORIENTATIONS, RESULT, SCEPTRES, SIDE

MAX_MOVES = fast.MAX_MOVES
_COLUMNS = FRAME * FRAME
_PER_COLUMN = _COLUMNS * 12
_CUBE_PART = 6 * _PER_COLUMN
_SCEPTRE_TARGETS = _COLUMNS * MAX_LEVEL * 6


def num_actions(game: Game) -> int:
    return AxiomCodec(game).size


def start_board(game: Game) -> np.ndarray:
    return fast.encode(game.start())


def move_text(board: np.ndarray, move: int) -> str:
    return fast.move_text(move)


@njit(cache=True)
def fill_observation(board: np.ndarray, viewer: int, planes: np.ndarray) -> None:
    """Write the planes of ``board`` as colour ``viewer`` (1 Black, 2 White) sees it."""
    planes[:] = 0.0
    turned = viewer == 2
    for index in range(12):
        entry = board[CUBES + index]
        if entry == NO_CUBE:
            continue
        cell = entry >> 8
        x, y, z = cell // 16 // FRAME, cell // 16 % FRAME, cell % 16
        if turned:
            x, y = FRAME - 1 - x, FRAME - 1 - y
        own = ((entry >> 6) & 1) + 1 == viewer
        planes[0 if own else 1, z - 1, y, x] = 1.0
        for face in range(6):
            if entry >> face & 1:
                planes[2 + _turn_face(face, turned), z - 1, y, x] = 1.0
    for slot in range(4):
        code = board[SCEPTRES + slot]
        cell, face = code >> 3, code & 7
        x, y, z = cell // 16 // FRAME, cell // 16 % FRAME, cell % 16
        if turned:
            x, y = FRAME - 1 - x, FRAME - 1 - y
        own = slot // 2 + 1 == viewer
        planes[(8 if own else 14) + _turn_face(face, turned), z - 1, y, x] = 1.0
    if board[RESULT] == 0 and board[SIDE] + 1 == viewer:
        planes[20] = 1.0


@njit(cache=True)
def _turn_face(face: int, turned: bool) -> int:
    """Faces U D N E S W as seen after turning the table 180 degrees (N<->S, E<->W)."""
    if not turned or face < 2:
        return face
    return 2 + (face - 2 + 2) % 4


@njit(cache=True)
def action_of(board: np.ndarray, move: int) -> int:
    """The compact environment action of an engine move."""
    origin, target, extra = (move >> 24) & 0xFFFF, (move >> 8) & 0xFFFF, move & 0xFF
    colour = board[SIDE]
    if move >> 40 == 0:  # a cube move: rank of the origin column among the mover's columns
        column = origin >> 4
        rank = 0
        seen = -1
        for index in range(12):
            entry = board[CUBES + index]
            if entry == NO_CUBE or (entry >> 6) & 1 != colour:
                continue
            own_column = (entry >> 8) >> 4
            if own_column != seen and own_column < column:
                rank += 1
            seen = own_column
        kind = 0 if (extra & (extra - 1)) == 0 else 1
        orientation = 0
        while ORIENTATIONS[kind, orientation] != extra:
            orientation += 1
        return rank * _PER_COLUMN + (target >> 4) * 12 + orientation
    rank = 0 if board[SCEPTRES + 2 * colour] == origin else 1
    cell, face = target >> 3, target & 7
    return _CUBE_PART + rank * _SCEPTRE_TARGETS + ((cell >> 4) * MAX_LEVEL + (cell & 15) - 1) * 6 + face
