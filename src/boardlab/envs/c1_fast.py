"""C1 environments on the compiled engine: one game for PettingZoo, or N games at once.

The kernels here turn a fast board (:mod:`boardlab.games.c1.fast`) into the observation
planes of :mod:`.observations` and the action mask over the protocol's ids (``origin * 49 +
target``), and step a whole batch of games in one compiled call. Plain C1 only: C2 and the
``repetition`` and ``move_limit`` options are played through the protocol instead.

>>> batch = C1Batch(4, seed=1)
>>> batch.masks().shape, batch.observations().shape
((4, 2401), (4, 10, 7, 7))
>>> rewards, done = batch.step(batch.random_actions())
>>> rewards.shape, bool(done.any())
((4, 2), False)
"""

from __future__ import annotations

import sys

import numpy as np
from numba import njit

from boardlab.core.xorshift import next_random, pick
from boardlab.envs.observations import C1_PLANES
from boardlab.games.c1 import fast
from boardlab.games.c1.game import C1Game
from boardlab.games.c1.fast import BOARD_LEN, NCELLS, RESULT, SIDE, generate, make_move

NUM_ACTIONS = NCELLS * NCELLS
MAX_MOVES = fast.MAX_MOVES


def num_actions(game: object) -> int:
    return NUM_ACTIONS


def start_board(game: object) -> np.ndarray:
    return fast.start_board()


def move_text(board: np.ndarray, move: int) -> str:
    return fast.move_text(move)


_IS_FIXED = fast.IS_FIXED
_ONGOING, _DRAW = fast.ONGOING, fast.DRAW


@njit(cache=True)
def fill_observation(board: np.ndarray, viewer: int, planes: np.ndarray) -> None:
    """Write the planes of ``board`` as colour ``viewer`` (1 Black, 2 White) sees it."""
    planes[:] = 0.0
    for cell in range(NCELLS):
        rank, file = cell // 7, cell % 7
        row = 6 - rank if viewer == 2 else rank
        tile, piece = board[cell] & 3, board[cell] >> 2
        if tile == 0:
            planes[3, row, file] = 1.0
        else:
            planes[0 if tile == viewer else 1, row, file] = 1.0
        if _IS_FIXED[cell]:
            planes[2, row, file] = 1.0
        if piece:
            own = (piece + 1) >> 1 == viewer
            planes[(4 if own else 6) + (1 - (piece & 1)), row, file] = 1.0
    if board[RESULT] == _ONGOING and board[SIDE] == viewer:
        planes[8] = 1.0


@njit(cache=True)
def _rewards(board: np.ndarray, rewards: np.ndarray) -> None:
    result = board[RESULT]
    if result == _ONGOING or result == _DRAW:
        rewards[0] = rewards[1] = 0.0
    else:
        rewards[result - 1] = 1.0
        rewards[2 - result] = -1.0


@njit(cache=True)
def _find_move(board: np.ndarray, action: int, moves: np.ndarray) -> int:
    """The engine move of a legal action, or -1."""
    count = generate(board, moves)
    for index in range(count):
        move = moves[index]
        if action_of(board, move) == action:
            return move
    return -1


@njit(cache=True)
def batch_step(boards: np.ndarray, start: np.ndarray, actions: np.ndarray, max_plies: int,
               plies: np.ndarray, rewards: np.ndarray, done: np.ndarray) -> int:
    """Play ``actions[i]`` in game ``i``; finished games (or games at ``max_plies``) restart.

    Every action is checked before any game changes: returns the first game whose action is
    illegal (nothing played), or -1 when all were played."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    chosen = np.empty(boards.shape[0], dtype=np.int32)
    for game in range(boards.shape[0]):
        chosen[game] = _find_move(boards[game], actions[game], moves)
        if chosen[game] < 0:
            return game
    for game in range(boards.shape[0]):
        board = boards[game]
        make_move(board, chosen[game])
        plies[game] += 1
        _rewards(board, rewards[game])
        done[game] = board[RESULT] != _ONGOING or plies[game] >= max_plies
        if done[game]:
            board[:] = start
            plies[game] = 0
    return -1


@njit(cache=True)
def action_of(board: np.ndarray, move: int) -> int:
    """The protocol's action id of an engine move: ``origin * 49 + target``."""
    return ((move >> 6) & 63) * NCELLS + (move & 63)


@njit(cache=True)
def batch_observations(boards: np.ndarray, planes: np.ndarray) -> None:
    for game in range(boards.shape[0]):
        fill_observation(boards[game], boards[game, SIDE], planes[game])


@njit(cache=True)
def batch_random_actions(boards: np.ndarray, seed: np.uint64, actions: np.ndarray) -> np.uint64:
    """A uniformly random legal action for every game; returns the generator's next state."""
    moves = np.empty(MAX_MOVES, dtype=np.int32)
    for game in range(boards.shape[0]):
        count = generate(boards[game], moves)
        seed = next_random(seed)
        move = moves[pick(seed, count)]
        actions[game] = action_of(boards[game], move)
    return seed


class C1Batch:
    """``n`` C1 games stepped together by compiled code, for self-play data.

    Each game is seen from its side to move. ``step(actions)`` plays one action in every game
    and returns the rewards ``(n, 2)`` (Black, White) and which games ended; an ended game (or
    one that reached ``max_plies``) starts again at once, so the batch never runs dry.
    """

    def __init__(self, n: int, seed: int = 0, max_plies: int = 300) -> None:
        if n < 1:
            raise ValueError(f"a batch needs at least one game, got {n}")
        self._start = fast.start_board()
        self.boards = np.tile(self._start, (n, 1))
        self.plies = np.zeros(n, dtype=np.int32)
        self.max_plies = max_plies
        self._seed = np.uint64((seed * 0x9E3779B97F4A7C15 | 1) % 2**64)

    @property
    def n(self) -> int:
        return self.boards.shape[0]

    def to_move(self) -> np.ndarray:
        """The colour to move in each game: 0 Black, 1 White."""
        return self.boards[:, SIDE].astype(np.int8) - 1

    def masks(self) -> np.ndarray:
        """``(n, 2401)`` ``int8`` legal-action masks."""
        from boardlab.envs.backends import engine_kernels

        masks = np.empty((self.n, NUM_ACTIONS), dtype=np.int8)
        kernels, engine = engine_kernels(C1Game(), sys.modules[__name__])
        kernels.batch_masks(self.boards, engine.workspace, masks, MAX_MOVES)
        return masks

    def observations(self) -> np.ndarray:
        """``(n, 10, 7, 7)`` planes, each game from its side to move's view."""
        planes = np.empty((self.n, C1_PLANES, 7, 7), dtype=np.float32)
        batch_observations(self.boards, planes)
        return planes

    def random_actions(self) -> np.ndarray:
        """A uniformly random legal action in every game (a baseline player)."""
        actions = np.empty(self.n, dtype=np.int64)
        # numba hands the generator state back as a Python int: keep it unsigned.
        self._seed = np.uint64(batch_random_actions(self.boards, self._seed, actions))
        return actions

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Play one action per game; ``(rewards, done)``. Raises ``ValueError`` on an illegal action."""
        actions = np.asarray(actions, dtype=np.int64)
        if actions.shape != (self.n,):
            raise ValueError(f"expected {self.n} actions, got an array of shape {actions.shape}")
        rewards = np.zeros((self.n, 2), dtype=np.float32)
        done = np.zeros(self.n, dtype=np.bool_)
        bad = batch_step(self.boards, self._start, actions, self.max_plies, self.plies, rewards, done)
        if bad >= 0:
            raise ValueError(f"game {bad}: action {int(actions[bad])} is not legal there (see masks()); "
                             "no game was changed")
        return rewards, done


__all__ = ["BOARD_LEN", "C1Batch", "NUM_ACTIONS", "action_of", "fill_observation"]
