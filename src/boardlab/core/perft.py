"""perft: counting the move sequences of a given length, the standard check of move generation.

:func:`perft` is the reference count through the protocol; :func:`count_sequences` uses the
game's fast engine where it has one (see :mod:`boardlab.core.fast`). :func:`estimate_leaves`
guesses the count before it is made, so a command can warn about a count that would take hours.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from boardlab.core.fast import fast_perft
from boardlab.core.game import State


def perft(state: State, depth: int) -> int:
    """The number of sequences of ``depth`` legal steps from ``state``; a finished game is not continued.

    The walk keeps its own stack, so any depth works (no Python recursion limit).

    >>> import boardlab
    >>> perft(boardlab.load("c1").start(), 2)
    319
    """
    if depth <= 1:
        return 1 if depth <= 0 else len(state.legal_moves())
    total = 0
    # Each entry: the moves still to try from a state at that height above the leaves.
    stack: list[tuple[State, Iterator[str], int]] = [(state, iter(state.legal_moves()), depth)]
    while stack:
        parent, moves, height = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            continue
        child = parent.play(move)
        if height == 2:
            total += len(child.legal_moves())
        else:
            stack.append((child, iter(child.legal_moves()), height - 1))
    return total


def divide(state: State, depth: int) -> dict[str, int]:
    """perft split by first move: what to compare when two engines disagree."""
    return {move: perft(state.play(move), depth - 1) for move in state.legal_moves()}


def count_sequences(state: State, depth: int) -> int:
    """:func:`perft`, counted by the game's fast engine when it has one for these rules.

    >>> import boardlab
    >>> count_sequences(boardlab.load("c1").start(), 3)
    7232
    """
    fast = fast_perft(state, depth)
    return fast if fast is not None else perft(state, depth)


def estimate_leaves(state: State, depth: int, probes: int = 32, seed: int = 0, cap: float = 1e30) -> float:
    """An estimate of ``perft(state, depth)`` from random lines (Knuth's estimator).

    Along a random line of play the product of the numbers of legal moves met is an unbiased
    estimate of the number of leaves; the mean over ``probes`` lines is returned. A line stops
    early once its product passes ``cap`` (the estimate is then at least ``cap / probes``), so
    the estimate of a depth of thousands costs no more than the count of a small one.

    >>> import boardlab
    >>> estimate_leaves(boardlab.load("c1").start(), 1)
    18.0
    """
    rng = random.Random(seed)
    total = 0.0
    for _ in range(probes):
        product, line = 1.0, state
        for _ in range(depth):
            moves = line.legal_moves()
            product *= len(moves)
            if not moves or product > cap:
                break
            line = line.play(rng.choice(moves))
        total += product
    return total / probes
