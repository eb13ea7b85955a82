"""Position hashes for the compiled search: one 64-bit number per position, kept up to date
from the board entries a move changed.

Each board entry ``i`` holding value ``v`` contributes ``mix(i, v)`` (a strong 64-bit mix of
the pair, which plays the part of a Zobrist table of random numbers without needing one per
engine and board size), and a position's hash is the exclusive or of all contributions. After
a move only the entries that changed are mixed again (:func:`rehash`). A turn counter that the
rules do not read is clamped before mixing, so positions that differ only in it hash alike
(see :mod:`boardlab.ai.engine`).

>>> import numpy as np
>>> board = np.array([1, 2, 3], dtype=np.int32)
>>> child = np.array([1, 5, 3], dtype=np.int32)
>>> rehash(board, child, hash_board(board, -1, 0), -1, 0) == hash_board(child, -1, 0)
True
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True, inline="always")
def mix(index: int, value: int) -> np.uint64:
    """The contribution of ``value`` at board entry ``index`` (splitmix64's finaliser)."""
    x = (np.uint64(index) << np.uint64(32)) | np.uint64(np.int64(value) & 0xFFFFFFFF)
    x ^= x >> np.uint64(30)
    x *= np.uint64(0xBF58476D1CE4E5B9)
    x ^= x >> np.uint64(27)
    x *= np.uint64(0x94D049BB133111EB)
    x ^= x >> np.uint64(31)
    return x


@njit(cache=True, inline="always")
def keyed(index: int, value: int, turn_index: int, turn_clamp: int) -> int:
    """The value entry ``index`` contributes to the key: a turn counter above the clamp counts
    as the clamp."""
    if index == turn_index and value > turn_clamp:
        return turn_clamp
    return value


@njit(cache=True)
def hash_board(board: np.ndarray, turn_index: int, turn_clamp: int) -> np.uint64:
    """The hash of a whole board."""
    h = np.uint64(0)
    for index in range(board.shape[0]):
        h ^= mix(index, keyed(index, board[index], turn_index, turn_clamp))
    return h


@njit(cache=True)
def rehash(parent: np.ndarray, child: np.ndarray, h: np.uint64, turn_index: int, turn_clamp: int) -> np.uint64:
    """The hash of ``child`` from ``parent``'s hash ``h``, mixing only the entries that differ."""
    for index in range(parent.shape[0]):
        before, after = parent[index], child[index]
        if before != after:
            before = keyed(index, before, turn_index, turn_clamp)
            after = keyed(index, after, turn_index, turn_clamp)
            if before != after:
                h ^= mix(index, before) ^ mix(index, after)
    return h


__all__ = ["hash_board", "keyed", "mix", "rehash"]
