"""The environments' kernels over a fast engine, written once and compiled per engine.

Like the search (:mod:`boardlab.ai.search_core`), these functions are plain Python here;
:func:`boardlab.envs.backends.engine_kernels` compiles this file's source for each engine
(:func:`boardlab.core.specialise.specialise`), binding the engine's calls as the compiled
search sees them (``eng_generate``, ``eng_make``, ``eng_result``, ``eng_seat``) and the game's
``action_of(board, move)`` from its environment module (``envs/<game>_fast.py``: the
protocol's action id of an engine move). So each game's environment module holds only what is
its own: observation planes and action ids.
"""

from __future__ import annotations

import numpy as np

# Bound per engine (here only so that the file reads and lints).
eng_generate = eng_make = eng_result = eng_seat = action_of = None


def status(board):
    """``result * 4 + side`` of a board, the side 1 (Black) or 2 (White)."""
    return eng_result(board) * 4 + eng_seat(board) + 1


def fill_mask(board, ws, mask, lookup, moves):
    """Write the legal-action mask, and for each legal action the engine's move in ``lookup``;
    returns the number of legal moves."""
    mask[:] = 0
    count = eng_generate(board, ws, moves)
    for index in range(count):
        action = action_of(board, moves[index])
        mask[action] = 1
        lookup[action] = moves[index]
    return count


def advance(board, ws, move, mask, lookup, moves):
    """Play the legal engine ``move``, refill the mask and lookup; returns :func:`status`."""
    eng_make(board, ws, move)
    fill_mask(board, ws, mask, lookup, moves)
    return status(board)


def batch_masks(boards, ws, masks, max_moves):
    """The legal-action masks of a batch of boards, one row each."""
    lookup = np.empty(masks.shape[1], dtype=np.int64)
    moves = np.empty(max_moves, dtype=np.int64)
    for game in range(boards.shape[0]):
        fill_mask(boards[game], ws, masks[game], lookup, moves)


#: The functions compiled per engine.
COMPILED = ("status", "fill_mask", "advance", "batch_masks")
