"""AXIOM tactics: exhaustive forced-win search (see :mod:`boardlab.ai.tactics`) with its
innermost question compiled over the fast engine. AXIOM has one move a turn.

>>> import boardlab
>>> start = boardlab.load("axiom").start()
>>> forced_wins(start).distance(encode(start), 1)
0
"""

from __future__ import annotations

import numpy as np
from numba import njit

from boardlab.ai.tactics import ForcedWins
from boardlab.core.game import State
from boardlab.ai.engine import EngineAdapter
from boardlab.games.axiom.fast import MAX_MOVES, RESULT, SIDE, encode, generate, make_move, search_engine, work_grids


@njit(cache=True)
def wins_at_once(board: np.ndarray, opts: np.ndarray, cubes: np.ndarray, marks: np.ndarray) -> bool:
    """Whether the side to move on ``board`` has a move that wins the game."""
    won = board[SIDE] + 1  # the result code of the mover's win (1 Black, 2 White)
    moves = np.empty(MAX_MOVES, dtype=np.int64)
    count = generate(board, opts, cubes, marks, moves)
    child = np.empty_like(board)
    for index in range(count):
        child[:] = board
        make_move(child, moves[index], opts, cubes, marks)
        if child[RESULT] == won:
            return True
    return False


def forced_wins(state: State, budget: int | None = None) -> ForcedWins:
    """The forced-win search for ``state``'s game, over fast boards (see :func:`encode`);
    ``budget`` caps the leaf checks of each question (see :class:`ForcedWins`)."""
    engine = search_engine(state)
    opts = engine.workspace[1]
    cubes, marks = work_grids()
    return ForcedWins(EngineAdapter(engine), lambda board: bool(wins_at_once(board, opts, cubes, marks)), budget)


__all__ = ["encode", "forced_wins", "wins_at_once"]
