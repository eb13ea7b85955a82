"""perft: counting the move sequences of a given length, the standard check of move generation."""

from __future__ import annotations

from boardlab.core.game import State


def perft(state: State, depth: int) -> int:
    """The number of sequences of ``depth`` legal steps from ``state``; a finished game is not continued.

    >>> import boardlab
    >>> perft(boardlab.load("c1").start(), 2)
    319
    """
    if depth <= 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(state.play(move), depth - 1) for move in moves)


def divide(state: State, depth: int) -> dict[str, int]:
    """perft split by first move: what to compare when two engines disagree."""
    return {move: perft(state.play(move), depth - 1) for move in state.legal_moves()}
