"""Monte Carlo tree search (UCT), written once and compiled once per fast engine.

As :mod:`boardlab.ai.search_core`, this file is plain Python that
:mod:`boardlab.core.specialise` compiles again per engine (through
:func:`boardlab.ai.mcts_compiled.compiled_mcts`), its globals naming that engine's functions
and board layout, every function wrapped with numba. The driver is
:class:`boardlab.ai.mcts_compiled.CompiledMCTS`.

The algorithm is the one of :mod:`boardlab.ai.mcts` (``mcts_py``), step for step: selection
by the largest ``mean + c * sqrt(ln N_parent / N_child)`` (the first child in the order they
were added on a tie), expansion of one untried move (each node's legal moves shuffled once when
it is made, then taken from the end), a random playout from the new node (to the end of the
game within ``max_plies`` steps, or ``cutoff`` steps and then the evaluation), and the backup:
every node on the path gets a visit and the reward of the seat whose decision led to it, so a
turn of several steps needs nothing special.

The tree lives in a preallocated pool of arrays (a node per row): ``boards`` (the position of
each node), ``links`` (integer fields, below), ``totals`` (the summed rewards) and ``untried``
(every node's shuffled legal moves, a slice per node from ``links[node, START]``, of which
``links[node, LEFT]`` are still untried). ``meta`` holds the pool's fill and the random
generator's state, so a search can run in slices: :func:`run` stops when the iteration count,
the deadline or the pool's room is reached, and the driver grows the pool and calls again.
"""

from __future__ import annotations

import time

import numpy as np
from numba import objmode

from boardlab.core.xorshift import next_random, pick

# What the driver binds per engine (here only so that the file reads and lints); see
# :func:`boardlab.ai.compiled.bindings`, which this core shares with the alpha-beta core.
engine_generate = engine_make = engine_evaluate = None
eng_generate = eng_make = eng_evaluate = None
RESULT_INDEX, SIDE_INDEX, FIRST_SIDE = 0, 0, 0

#: Integer fields of a node (``links[node, field]``): its parent, first and last child and
#: next sibling (-1: none), the move that made it, the seat that made that move (-1 at the
#: root), the seat to move in it (-1 when the game is over there), where its untried moves
#: start in ``untried`` and how many are left, and its visits.
PARENT, FIRST, LAST, SIBLING, MOVE, ENTERED_BY, MOVER, START, LEFT, VISITS = range(10)
NL = 10
#: ``meta`` entries: nodes in use, entries of ``untried`` in use, the generator's state (as
#: int64 bits), iterations done.
NODES, USED, RANDOM, DONE = range(4)
#: ``run``'s reasons to stop: the iteration budget, the deadline, the pool is full.
BUDGET, DEADLINE, FULL = 0, 1, 2
#: The clock is read once every this many iterations (plus one): a read goes through numba's
#: object mode (about 0.4 us, some 3 % of a short iteration; docs/ai.md).
CLOCK_MASK = 15


def generate_plain(board, ws, out):
    return engine_generate(board, out)


def make_plain(board, ws, move):
    engine_make(board, move)


def evaluate_plain(board, ws):
    return engine_evaluate(board)


def monotonic() -> float:
    """The clock of :func:`time.monotonic` (read from compiled code through object mode)."""
    with objmode(now="float64"):
        now = time.monotonic()
    return now


def draw(meta, count):
    """A uniform index below ``count``, advancing the generator kept in ``meta``."""
    state = next_random(np.uint64(meta[RANDOM]))
    meta[RANDOM] = np.int64(state)
    return pick(state, count)


def make_node(boards, links, untried, meta, ws, parent, move, entered_by):
    """Add a node: the parent's board with ``move`` played (the root: ``boards[0]`` as it is),
    its legal moves shuffled into ``untried``; its index."""
    node = meta[NODES]
    meta[NODES] = node + 1
    board = boards[node]
    if parent >= 0:
        board[:] = boards[parent]
        eng_make(board, ws, move)
    links[node, PARENT] = parent
    links[node, FIRST] = -1
    links[node, LAST] = -1
    links[node, SIBLING] = -1
    links[node, MOVE] = move
    links[node, ENTERED_BY] = entered_by
    links[node, VISITS] = 0
    start = meta[USED]
    links[node, START] = start
    count = 0
    if board[RESULT_INDEX] == 0:
        count = eng_generate(board, ws, untried[start:])
        links[node, MOVER] = board[SIDE_INDEX] - FIRST_SIDE
    else:
        links[node, MOVER] = -1
    # Fisher-Yates, as random.shuffle: the moves are then taken from the end.
    for index in range(count - 1, 0, -1):
        other = draw(meta, index + 1)
        untried[start + index], untried[start + other] = untried[start + other], untried[start + index]
    links[node, LEFT] = count
    meta[USED] = start + count
    if parent >= 0:
        last = links[parent, LAST]
        if last < 0:
            links[parent, FIRST] = node
        else:
            links[last, SIBLING] = node
        links[parent, LAST] = node
    return node


def select(links, totals, parent, exploration):
    """The child of ``parent`` with the largest upper confidence bound (the first on a tie)."""
    scale = exploration * np.sqrt(np.log(links[parent, VISITS]))
    best, best_score = -1, -np.inf
    child = links[parent, FIRST]
    while child >= 0:
        visits = links[child, VISITS]
        score = totals[child] / visits + scale / np.sqrt(visits)
        if score > best_score:
            best, best_score = child, score
        child = links[child, SIBLING]
    return best


def playout(board, ws, meta, cutoff, max_plies, moves):
    """Random steps on ``board`` in place (``cutoff`` of them and then the evaluation, or to
    the end within ``max_plies``); the reward of seat 0 (seat 1's is its negation)."""
    plies = cutoff if cutoff > 0 else max_plies
    for _ in range(plies):
        count = eng_generate(board, ws, moves)
        if count == 0:
            break
        eng_make(board, ws, moves[draw(meta, count)])
    result = board[RESULT_INDEX]
    if result == 1:
        return 1.0
    if result == 2:
        return -1.0
    if result == 3 or cutoff <= 0:
        return 0.0
    value = eng_evaluate(board, ws)
    return value if board[SIDE_INDEX] - FIRST_SIDE == 0 else -value


def backup(links, totals, node, reward):
    """A visit for every node from ``node`` to the root, and the reward of the seat that moved
    into it (seat 0's ``reward``, or its negation for seat 1)."""
    while node >= 0:
        links[node, VISITS] += 1
        seat = links[node, ENTERED_BY]
        if seat == 0:
            totals[node] += reward
        elif seat == 1:
            totals[node] -= reward
        node = links[node, PARENT]


def iterate(boards, links, totals, untried, meta, ws, exploration, cutoff, max_plies, scratch, moves):
    """One iteration: select down to a node with untried moves (or a leaf), add one child,
    play out from it and back the reward up."""
    node = 0
    while links[node, LEFT] == 0 and links[node, FIRST] >= 0:
        node = select(links, totals, node, exploration)
    left = links[node, LEFT]
    if left > 0:
        move = untried[links[node, START] + left - 1]
        links[node, LEFT] = left - 1
        node = make_node(boards, links, untried, meta, ws, node, move, links[node, MOVER])
    scratch[:] = boards[node]
    backup(links, totals, node, playout(scratch, ws, meta, cutoff, max_plies, moves))


def start(boards, links, totals, untried, meta, ws, seed):
    """Empty the pool and make the root from ``boards[0]``, the generator seeded by ``seed``."""
    meta[NODES] = 0
    meta[USED] = 0
    meta[DONE] = 0
    meta[RANDOM] = np.int64(np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) | np.uint64(1))
    totals[:] = 0.0
    make_node(boards, links, untried, meta, ws, -1, -1, -1)


def run(boards, links, totals, untried, meta, ws, iterations, deadline, exploration, cutoff, max_plies, max_moves):
    """Iterate until ``meta[DONE]`` reaches ``iterations``, the clock passes ``deadline``
    (read before the first iteration of a search and then every ``CLOCK_MASK + 1``) or the
    pool has no room for one more node; the reason (``BUDGET``, ``DEADLINE``, ``FULL``)."""
    scratch = np.empty_like(boards[0])
    moves = np.empty(max_moves, dtype=np.int64)
    timed = deadline < np.inf
    while meta[DONE] < iterations:
        if meta[NODES] >= boards.shape[0] or meta[USED] + max_moves > untried.shape[0]:
            return FULL
        if timed and meta[DONE] > 0 and (meta[DONE] & CLOCK_MASK) == 0 and monotonic() > deadline:
            return DEADLINE
        iterate(boards, links, totals, untried, meta, ws, exploration, cutoff, max_plies, scratch, moves)
        meta[DONE] += 1
    return BUDGET


def winning_move(board, ws, max_moves):
    """A move of ``board`` that wins the game at once for the seat to move (the first in the
    engine's order), or -1."""
    moves = np.empty(max_moves, dtype=np.int64)
    count = eng_generate(board, ws, moves)
    mover = board[SIDE_INDEX] - FIRST_SIDE
    child = np.empty_like(board)
    for index in range(count):
        child[:] = board
        eng_make(child, ws, moves[index])
        if child[RESULT_INDEX] == mover + 1:
            return moves[index]
    return -1


#: The functions compiled per engine, in this file's order; the entry points are ``start``,
#: ``run`` and ``winning_move``.
COMPILED = (
    "generate_plain", "make_plain", "evaluate_plain", "monotonic", "draw", "make_node", "select", "playout",
    "backup", "iterate", "start", "run", "winning_move",
)
