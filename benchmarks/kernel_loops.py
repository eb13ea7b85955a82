"""The timing loops of ``kernel_costs.py``, written once and compiled per engine as the search
is (:mod:`boardlab.core.specialise` binds each engine's functions into this source)."""

from __future__ import annotations

import numpy as np

from boardlab.ai.zobrist import hash_board, rehash

# Bound per engine by specialise (as in boardlab.ai.search_core).
engine_generate = engine_make = engine_evaluate = None
eng_generate = eng_make = eng_evaluate = None
RESULT_INDEX, SIDE_INDEX, FIRST_SIDE = 0, 0, 0


def generate_plain(board, ws, out):
    return engine_generate(board, out)


def make_plain(board, ws, move):
    engine_make(board, move)


def evaluate_plain(board, ws):
    return engine_evaluate(board)


def b_generate(boards, ws, out, repeats):
    total = 0
    for _ in range(repeats):
        for index in range(boards.shape[0]):
            total += eng_generate(boards[index], ws, out)
    return total


def b_evaluate(boards, ws, repeats):
    total = 0.0
    for _ in range(repeats):
        for index in range(boards.shape[0]):
            total += eng_evaluate(boards[index], ws)
    return total


def b_copy(boards, moves, counts, scratch, repeats):
    total = 0
    for _ in range(repeats):
        for index in range(boards.shape[0]):
            for _move in range(counts[index]):
                scratch[:] = boards[index]
                total += scratch[0]
    return total


def b_make(boards, ws, moves, counts, scratch, repeats):
    total = 0
    for _ in range(repeats):
        for index in range(boards.shape[0]):
            for move in range(counts[index]):
                scratch[:] = boards[index]
                eng_make(scratch, ws, moves[index, move])
                total += scratch[RESULT_INDEX]
    return total


def b_rehash(boards, ws, moves, counts, scratch, repeats, turn_index, turn_clamp):
    total = np.uint64(0)
    for _ in range(repeats):
        for index in range(boards.shape[0]):
            key = hash_board(boards[index], turn_index, turn_clamp)
            for move in range(counts[index]):
                scratch[:] = boards[index]
                eng_make(scratch, ws, moves[index, move])
                total ^= rehash(boards[index], scratch, key, turn_index, turn_clamp)
    return total


#: The functions compiled per engine.
COMPILED = ("generate_plain", "make_plain", "evaluate_plain", "b_generate", "b_evaluate", "b_copy", "b_make",
            "b_rehash")
