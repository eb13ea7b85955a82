"""Cubes tactics: exhaustive forced-win search (see :mod:`boardlab.ai.tactics`) with its
innermost question compiled over the fast engine.

A turn in Cubes is one step, or several when a slide earns a bonus step: every step one
player takes before the other is to move. A win in 1 is a turn (a chain of steps) that wins.

>>> import boardlab
>>> start = boardlab.load("cubes").start()
>>> forced_wins(start).distance(encode(start), 1)
0
"""

from __future__ import annotations

import numpy as np
from numba import njit

from boardlab.ai.tactics import ForcedWins, SearchTooLarge
from boardlab.core.game import State
from boardlab.games.cubes.board import CUBES_PER_PLAYER
from boardlab.ai.engine import EngineAdapter
from boardlab.games.cubes.fast import MAX_MOVES, ONGOING, RESULT, SIDE, encode, generate, make_move, search_engine

#: More steps than any turn can take: each bonus-earning slide leaves one more of the player's
#: cubes inactive, so a turn has at most one slide per cube and one final step.
MAX_TURN_STEPS = CUBES_PER_PLAYER + 2
#: With a budget, the most steps one leaf check may try (see :func:`wins_this_turn`).
LEAF_STEPS = 20_000


@njit(cache=True)
def wins_this_turn(board: np.ndarray, limit: int) -> int:
    """1 if the side to move has a sequence of steps, all in its current turn, that wins, 0 if
    not, -1 if finding out would take more than ``limit`` steps (long bonus chains branch a lot).

    A depth-first walk with its own stack (no recursion: see :mod:`boardlab.ai.tactics`)."""
    end = board.shape[0]
    me = board[end + SIDE]
    boards = np.empty((MAX_TURN_STEPS, end), dtype=board.dtype)
    moves = np.empty((MAX_TURN_STEPS, MAX_MOVES), dtype=np.int32)
    counts = np.zeros(MAX_TURN_STEPS, dtype=np.int64)
    nexts = np.zeros(MAX_TURN_STEPS, dtype=np.int64)
    boards[0] = board
    counts[0] = generate(board, moves[0])
    child = np.empty_like(board)
    top = 0
    while top >= 0:
        limit -= 1
        if limit < 0:
            return -1
        if nexts[top] == counts[top]:
            top -= 1
            continue
        child[:] = boards[top]
        make_move(child, moves[top, nexts[top]])
        nexts[top] += 1
        if child[end + RESULT] == me:
            return 1
        if child[end + RESULT] == ONGOING and child[end + SIDE] == me:  # a bonus step follows
            top += 1
            boards[top] = child
            counts[top] = generate(child, moves[top])
            nexts[top] = 0
    return 0


def forced_wins(state: State, budget: int | None = None) -> ForcedWins:
    """The forced-win search for ``state``'s game, over fast boards (see :func:`encode`);
    ``budget`` caps the leaf checks of each question (see :class:`ForcedWins`)."""
    adapter = EngineAdapter(search_engine(state))
    limit = LEAF_STEPS if budget is not None else np.iinfo(np.int64).max

    def leaf(board: np.ndarray) -> bool:
        answer = wins_this_turn(board, limit)
        if answer < 0:
            raise SearchTooLarge(f"a turn of more than {limit} steps to try")
        return answer == 1

    return ForcedWins(adapter, leaf, budget)


__all__ = ["LEAF_STEPS", "MAX_TURN_STEPS", "encode", "forced_wins", "wins_this_turn"]
