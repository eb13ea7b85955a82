"""The alpha-beta search, written once and compiled once per fast engine.

The functions below are plain Python as written here; :mod:`boardlab.ai.compiled` compiles
this file's source again for each engine (:mod:`boardlab.core.specialise`), into a module
whose globals name that engine's functions and board layout (see :mod:`boardlab.ai.engine`),
and compiles every function with numba.
So the search exists once in the source and the machine code calls each engine directly.

The algorithm is the one of :mod:`boardlab.ai.alphabeta` (``alphabeta_py``), step for step:
negamax values from the view of the seat to move, the sign flipping only where the seat
changes; a won game worth ``WIN`` less its distance in steps; iterative deepening; a
transposition table whose values serve only at the depth they were searched to, and only in
the search that made them (older entries order moves); move ordering by the table's move,
two killer moves per ply and the history heuristic; principal variation search below the
root; a win in one taken without searching further; the positions in ``avoid`` (those the game
has been through) scored as draws. Recursion is written out with an explicit stack, one frame
per ply (numba's cache has failed on recursive functions in this project, docs/ai.md).

A node is a position entered by making a move that does not end the game (nor repeat one in
``avoid``): ``stats[NODES]`` counts them, as ``alphabeta_py`` does.
"""

from __future__ import annotations

import time

import numpy as np
from numba import objmode

from boardlab.ai.zobrist import hash_board, keyed, mix, rehash
from boardlab.core.xorshift import next_random, pick

# What :mod:`boardlab.ai.compiled` binds per engine (here only so that the file reads and
# lints): the engine's functions, where its board keeps the result and the side to move, and
# ``eng_generate``, ``eng_make``, ``eng_evaluate``, ``eng_quiet`` as aliases of the engine's own functions
# where they take the workspace, else of the ``*_plain`` functions below, which drop it.
engine_generate = engine_make = engine_evaluate = engine_quiet = None
eng_generate = eng_make = eng_evaluate = eng_quiet = None
RESULT_INDEX, SIDE_INDEX, FIRST_SIDE = 0, 0, 0
#: Whether the engine's evaluations are remembered by position hash (``Engine.eval_cache``).
EVAL_CACHE = 0

WIN = 1000.0
WIN_THRESHOLD = WIN - 500.0
NULL_WINDOW = 1e-9
EXACT, LOWER, UPPER = 0, 1, 2
#: The deepest ply the stack holds.
MAX_PLY = 96
#: Integer fields of a frame (``ivars[ply, field]``).
COUNT, NEXT, DEPTH, MOVER, BEST_MOVE, STAGE, CURRENT, SAME = range(8)
NI = 8
#: Float fields of a frame (``fvars[ply, field]``).
ALPHA, BETA, ORIGINAL_ALPHA, BEST, RETURNED = range(5)
NF = 5
#: The stages of the child being searched: full window, null window, search again.
FULL, NULL, AGAIN = 0, 1, 2
#: ``stats`` entries and ``config`` entries.
NODES, ABORTED = 0, 1
MAX_NODES, GENERATION, USE_EVALUATION, TURN_INDEX, TURN_CLAMP = range(5)
#: The clock is read once every this many nodes (plus one).
CLOCK_MASK = 255
HISTORY_SIZE = 1 << 16
TT_MOVE_SCORE = 1 << 62
KILLER_SCORE = (1 << 62) - 1
USED = -1


def generate_plain(board, ws, out):
    return engine_generate(board, out)


def make_plain(board, ws, move):
    engine_make(board, move)


def evaluate_plain(board, ws):
    return engine_evaluate(board)


def quiet_plain(board, ws):
    return engine_quiet(board)


def quiet_never(board, ws):
    """The look-ahead test of an engine without one: a win in one is never ruled out."""
    return False


def eng_result(board):
    """0 while the game goes on, 1 or 2 for seat 0's or seat 1's win, 3 for a draw."""
    return board[RESULT_INDEX]


def eng_seat(board):
    return board[SIDE_INDEX] - FIRST_SIDE


def monotonic() -> float:
    """The clock of :func:`time.monotonic` (read from compiled code through object mode)."""
    with objmode(now="float64"):
        now = time.monotonic()
    return now


def evaluate(board, ws, config):
    if config[USE_EVALUATION]:
        return eng_evaluate(board, ws)
    return 0.0


def leaf_value(board, ws, table, config, key):
    """The evaluation of the leaf ``board`` (hash ``key``). Where the engine asks for it
    (``EVAL_CACHE``), the value is remembered by hash in the table's evaluation cache, so a
    leaf entered again (a re-search of principal variation search, a transposition the table
    did not cut) costs a probe instead of an evaluation; the value is the same either way."""
    if not config[USE_EVALUATION]:
        return 0.0
    if EVAL_CACHE:
        keys, values = table[4], table[5]
        slot = np.int64(key & np.uint64(keys.shape[0] - 1))
        if keys[slot] == key and values[slot] == values[slot]:  # a NaN marks an empty entry
            return values[slot]
        value = eng_evaluate(board, ws)
        keys[slot] = key
        values[slot] = value
        return value
    return eng_evaluate(board, ws)


def to_table(value, ply):
    """Win values stored relative to the node, so they stay right at another ply."""
    if value >= WIN_THRESHOLD:
        return value + ply
    if value <= -WIN_THRESHOLD:
        return value - ply
    return value


def from_table(value, ply):
    if value >= WIN_THRESHOLD:
        return value - ply
    if value <= -WIN_THRESHOLD:
        return value + ply
    return value


def history_slot(move):
    return (move ^ (move >> 16) ^ (move >> 32)) & (HISTORY_SIZE - 1)


def table_slot(table, key):
    return np.int64(key & np.uint64(table[0].shape[0] - 1))


def table_store(table, key, depth, value, bound, move, generation):
    keys, moves, values, meta = table[0], table[1], table[2], table[3]
    slot = table_slot(table, key)
    held = meta[slot]
    # Keep a deeper entry of this search for another position: those near the root save the
    # most work and carry the principal variation.
    if keys[slot] != key and held != 0 and (held >> 16) == generation and (held & 255) > depth:
        return
    keys[slot] = key
    moves[slot] = move
    values[slot] = value
    meta[slot] = depth | (bound << 8) | (generation << 16)


def table_move(table, key):
    """The table's move for the position ``key``, or -1."""
    slot = table_slot(table, key)
    if table[0][slot] == key and table[3][slot] != 0:
        return table[1][slot]
    return -1


def avoided(avoid, key):
    """Whether ``key`` is in the sorted array ``avoid``."""
    low, high = 0, avoid.shape[0]
    while low < high:
        middle = (low + high) >> 1
        if avoid[middle] < key:
            low = middle + 1
        else:
            high = middle
    return low < avoid.shape[0] and avoid[low] == key


def terminal_value(board, mover, ply):
    """``(True, value for mover)`` where the position ``mover`` moved into ends the game."""
    result = eng_result(board)
    if result == 0:
        return False, 0.0
    if result == 3:
        return True, 0.0
    return True, (WIN - ply) if result == mover + 1 else -(WIN - ply)


def tick(stats, config, deadline):
    """Count a node; stop the search when the node budget or the deadline is passed."""
    stats[NODES] += 1
    if config[MAX_NODES] > 0 and stats[NODES] > config[MAX_NODES]:
        stats[ABORTED] = 1
    elif (stats[NODES] & CLOCK_MASK) == 0 and deadline < np.inf and monotonic() > deadline:
        stats[ABORTED] = 1


def open_frame(ws, work, table, config, deadline, ply, depth, alpha, beta):
    """Enter the node at ``ply`` (its board and hash in place) with ``depth`` steps to search
    and the window ``(alpha, beta)``. Returns True when its value is known at once (then in
    ``fvars[ply, RETURNED]``); else the frame is ready for its children."""
    boards, moves, scores, ivars, fvars, hashes, killers, history, stats = work
    tick(stats, config, deadline)
    board = boards[ply]
    if depth <= 0 or ply >= boards.shape[0] - 2:  # the stack is as deep as the depth asked
        if EVAL_CACHE:  # a constant: the other branch is not compiled
            fvars[ply, RETURNED] = leaf_value(board, ws, table, config, hashes[ply])
        else:
            fvars[ply, RETURNED] = evaluate(board, ws, config)
        return True
    key = hashes[ply]
    slot = table_slot(table, key)
    tt_move = -1
    if table[0][slot] == key and table[3][slot] != 0:
        tt_move = table[1][slot]
        meta = table[3][slot]
        if (meta & 255) == depth and (meta >> 16) == config[GENERATION]:
            value = from_table(table[2][slot], ply)
            bound = (meta >> 8) & 255
            if bound == EXACT or (bound == LOWER and value >= beta) or (bound == UPPER and value <= alpha):
                fvars[ply, RETURNED] = value
                return True
    mover = eng_seat(board)
    count = eng_generate(board, ws, moves[ply])
    if count == 0:  # only a finished game has no moves
        fvars[ply, RETURNED] = evaluate(board, ws, config)
        return True
    # A win in one needs no search (at depth 1 the children loop finds it); the engine's quiet
    # test rules it out without making the moves where it can.
    if depth > 1 and not eng_quiet(board, ws):
        scratch = boards[ply + 1]
        for index in range(count):
            for entry in range(board.shape[0]):  # no slice assignment: it may allocate (reference counting)
                scratch[entry] = board[entry]
            eng_make(scratch, ws, moves[ply, index])
            if eng_result(scratch) == mover + 1:
                win_in_one(table, config, ply, depth, key, moves[ply, index], fvars)
                return True
    for index in range(count):
        move = moves[ply, index]
        if move == tt_move:
            scores[ply, index] = TT_MOVE_SCORE
        elif move == killers[ply, 0] or move == killers[ply, 1]:
            scores[ply, index] = KILLER_SCORE
        else:
            scores[ply, index] = history[history_slot(move)]
    ivars[ply, COUNT] = count
    ivars[ply, NEXT] = 0
    ivars[ply, DEPTH] = depth
    ivars[ply, MOVER] = mover
    ivars[ply, BEST_MOVE] = -1
    fvars[ply, ALPHA] = alpha
    fvars[ply, BETA] = beta
    fvars[ply, ORIGINAL_ALPHA] = alpha
    fvars[ply, BEST] = -2 * WIN
    return False


def win_in_one(table, config, ply, depth, key, move, fvars):
    """The node at ``ply`` is won by ``move``: the best value there is, stored and returned."""
    value = WIN - ply - 1
    table_store(table, key, depth, to_table(value, ply), EXACT, move, config[GENERATION])
    fvars[ply, RETURNED] = value


def close_frame(ivars, fvars, hashes, table, config, ply):
    """Store the frame's result in the table and return it (in ``fvars[ply, RETURNED]``)."""
    best = fvars[ply, BEST]
    bound = UPPER if best <= fvars[ply, ORIGINAL_ALPHA] else (LOWER if best >= fvars[ply, BETA] else EXACT)
    table_store(table, hashes[ply], ivars[ply, DEPTH], to_table(best, ply), bound, ivars[ply, BEST_MOVE],
                config[GENERATION])
    fvars[ply, RETURNED] = best


def receive(ivars, fvars, hashes, killers, history, table, config, ply, value):
    """A child's final value (for the frame's mover); True when the frame is done (a cutoff)."""
    if value > fvars[ply, BEST]:
        fvars[ply, BEST] = value
        ivars[ply, BEST_MOVE] = ivars[ply, CURRENT]
    if value > fvars[ply, ALPHA]:
        fvars[ply, ALPHA] = value
    if fvars[ply, ALPHA] >= fvars[ply, BETA]:
        move = ivars[ply, CURRENT]
        if killers[ply, 0] != move and killers[ply, 1] != move:
            killers[ply, 1] = killers[ply, 0]
            killers[ply, 0] = move
        depth = ivars[ply, DEPTH]
        history[history_slot(move)] += depth * depth
        close_frame(ivars, fvars, hashes, table, config, ply)
        return True
    return False


def next_move(scores, ply, count):
    """The index of the best-scored move not yet tried (the first of equals), marked tried."""
    best_index, best_score = -1, -2
    for index in range(count):
        if scores[ply, index] > best_score:
            best_index, best_score = index, scores[ply, index]
    scores[ply, best_index] = USED
    return best_index


def child_window(ivars, fvars, ply, low, high):
    """A window for the frame's mover as the child's mover sees it."""
    if ivars[ply, SAME]:
        return low, high
    return -high, -low


def subtree(ws, work, table, avoid, config, deadline, top, depth, alpha, beta):
    """The negamax value of the node at ply ``top`` (for its mover), searched ``depth`` steps
    deep with the window ``(alpha, beta)``; the search may stop early (``stats[ABORTED]``)."""
    boards, moves, scores, ivars, fvars, hashes, killers, history, stats = work
    turn_index, turn_clamp = config[TURN_INDEX], config[TURN_CLAMP]
    width = boards.shape[1]
    ply = top
    # The frame to open next: its ply, depth and window. ``open_frame`` is called at this one
    # place and inlined: a call of it took and released a reference to each of its 18 arrays
    # (36 atomic operations a node), and one call site compiles its body once.
    opening, open_depth, low, high = True, depth, alpha, beta
    done = False
    while True:
        if opening:
            done = open_frame(ws, work, table, config, deadline, ply, open_depth, low, high)
            opening = False
        if stats[ABORTED]:
            return 0.0
        if done:
            if ply == top:
                return fvars[ply, RETURNED]
            value = fvars[ply, RETURNED]
            ply -= 1
            if not ivars[ply, SAME]:
                value = -value
            if ivars[ply, STAGE] == NULL and fvars[ply, ALPHA] < value < fvars[ply, BETA]:
                ivars[ply, STAGE] = AGAIN
                low, high = child_window(ivars, fvars, ply, value, fvars[ply, BETA])
                opening, open_depth = True, ivars[ply, DEPTH] - 1
                ply += 1
                continue
            done = receive(ivars, fvars, hashes, killers, history, table, config, ply, value)
            continue
        count = ivars[ply, COUNT]
        if ivars[ply, NEXT] == count:
            close_frame(ivars, fvars, hashes, table, config, ply)
            done = True
            continue
        first = ivars[ply, NEXT] == 0
        index = next_move(scores, ply, count)
        ivars[ply, NEXT] += 1
        move = moves[ply, index]
        ivars[ply, CURRENT] = move
        child = boards[ply + 1]
        for entry in range(width):  # entry by entry: a view of the parent's row costs reference counting
            child[entry] = boards[ply, entry]
        eng_make(child, ws, move)
        mover = ivars[ply, MOVER]
        ended, value = terminal_value(child, mover, ply + 1)
        if ended and value > WIN_THRESHOLD:  # a win in one (searched for ahead only above depth 1)
            win_in_one(table, config, ply, ivars[ply, DEPTH], hashes[ply], move, fvars)
            done = True
            continue
        # The hash serves the table, the repetitions and the evaluation cache: a last-step child
        # needs it only for the last two.
        if not ended and (ivars[ply, DEPTH] > 1 or avoid.shape[0] > 0 or EVAL_CACHE):
            hashes[ply + 1] = rehash_rows(boards, ply, hashes[ply], turn_index, turn_clamp)
            if avoid.shape[0] > 0 and avoided(avoid, hashes[ply + 1]):
                ended, value = True, 0.0
        if ended:
            done = receive(ivars, fvars, hashes, killers, history, table, config, ply, value)
            continue
        ivars[ply, SAME] = eng_seat(child) == mover
        a, b = fvars[ply, ALPHA], fvars[ply, BETA]
        if first or b - a <= NULL_WINDOW:
            ivars[ply, STAGE] = FULL
            low, high = child_window(ivars, fvars, ply, a, b)
        else:
            ivars[ply, STAGE] = NULL
            low, high = child_window(ivars, fvars, ply, a, a + NULL_WINDOW)
        opening, open_depth = True, ivars[ply, DEPTH] - 1
        ply += 1


def rehash_rows(boards, ply, h, turn_index, turn_clamp):
    """:func:`rehash` from row ``ply`` of ``boards`` to row ``ply + 1``, read in place (passing
    the two rows as views would cost reference counting at every node)."""
    for index in range(boards.shape[1]):
        before, after = boards[ply, index], boards[ply + 1, index]
        if before != after:
            before = keyed(index, before, turn_index, turn_clamp)
            after = keyed(index, after, turn_index, turn_clamp)
            if before != after:
                h ^= mix(index, before) ^ mix(index, after)
    return h


def root_value(ws, work, table, avoid, config, deadline, move, depth, alpha, beta):
    """The value for the root's mover of the root's child by ``move``, searched ``depth`` steps."""
    boards, hashes, ivars = work[0], work[5], work[3]
    child = boards[1]
    child[:] = boards[0]
    eng_make(child, ws, move)
    mover = eng_seat(boards[0])
    ended, value = terminal_value(child, mover, 1)
    if ended:
        return value
    hashes[1] = rehash(boards[0], child, hashes[0], config[TURN_INDEX], config[TURN_CLAMP])
    if avoid.shape[0] > 0 and avoided(avoid, hashes[1]):
        return 0.0
    if eng_seat(child) == mover:
        return subtree(ws, work, table, avoid, config, deadline, 1, depth, alpha, beta)
    return -subtree(ws, work, table, avoid, config, deadline, 1, depth, -beta, -alpha)


def search(root, ws, root_moves, max_depth, work, table, avoid, config, deadline):
    """Iterative deepening from ``root`` over ``root_moves`` (tried in their order, the best of
    each completed depth moved to the front) up to ``max_depth`` steps, until the deadline or
    node budget. Returns ``(completed depth, best move, its value)``; with no depth completed,
    the first move and 0."""
    boards, hashes, stats = work[0], work[5], work[8]
    boards[0][:] = root
    hashes[0] = hash_board(root, config[TURN_INDEX], config[TURN_CLAMP])
    stats[NODES] = 0
    stats[ABORTED] = 0
    killers = work[6]
    killers[:] = -1
    count = root_moves.shape[0]
    best_move, best_value, completed = root_moves[0], 0.0, 0
    for depth in range(1, max_depth + 1):
        alpha, move_here = -2 * WIN, root_moves[0]
        for index in range(count):
            value = root_value(ws, work, table, avoid, config, deadline, root_moves[index], depth - 1, alpha, 2 * WIN)
            if stats[ABORTED]:
                break
            if value > alpha:
                alpha, move_here = value, root_moves[index]
        if stats[ABORTED]:
            break
        table_store(table, hashes[0], depth, alpha, EXACT, move_here, config[GENERATION])
        best_move, best_value, completed = move_here, alpha, depth
        position = 0
        while root_moves[position] != best_move:
            position += 1
        for index in range(position, 0, -1):
            root_moves[index] = root_moves[index - 1]
        root_moves[0] = best_move
        if abs(best_value) >= WIN_THRESHOLD or count == 1:
            break
    return completed, best_move, best_value


def legal_moves(board, ws, out):
    """The engine's legal moves of ``board`` into ``out``; their number."""
    return eng_generate(board, ws, out)


def perft(board, ws, depth, max_moves):
    """Move sequences of ``depth`` steps from ``board``, walked through the search's own
    copy-make over one board and move list per ply (a finished game is not continued)."""
    if depth <= 0:
        return 1
    boards = np.empty((depth + 1, board.shape[0]), dtype=board.dtype)
    moves = np.empty((depth + 1, max_moves), dtype=np.int64)
    counts = np.zeros(depth + 1, dtype=np.int64)
    index = np.zeros(depth + 1, dtype=np.int64)
    boards[0][:] = board
    counts[0] = eng_generate(boards[0], ws, moves[0])
    if depth == 1:
        return counts[0]
    total, level = 0, 0
    while level >= 0:
        if index[level] == counts[level]:
            level -= 1
            continue
        child = level + 1
        boards[child][:] = boards[level]
        eng_make(boards[child], ws, moves[level, index[level]])
        index[level] += 1
        if child == depth - 1:
            total += eng_generate(boards[child], ws, moves[child])
        else:
            counts[child] = eng_generate(boards[child], ws, moves[child])
            index[child] = 0
            level = child
    return total


def random_walk(board, ws, seed, max_plies, out):
    """Uniformly random steps on ``board`` in place until the game ends or ``max_plies``
    steps; the number of steps (the engines' xorshift draws, :mod:`boardlab.core.xorshift`)."""
    state = np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) | np.uint64(1)
    plies = 0
    while plies < max_plies:
        count = eng_generate(board, ws, out)
        if count == 0:
            break
        state = next_random(state)
        eng_make(board, ws, out[pick(state, count)])
        plies += 1
    return plies


def playouts(board, ws, games, max_plies, seed, max_moves):
    """``games`` random games from copies of ``board``; the total number of steps."""
    out = np.empty(max_moves, dtype=np.int64)
    work = board.copy()
    total = 0
    for game in range(games):
        work[:] = board
        total += random_walk(work, ws, seed * 1000003 + game, max_plies, out)
    return total


#: The functions inlined where they are called (numba's ``inline="always"``): each call of a
#: function that takes arrays costs atomic reference counting, which measured more than half
#: of a search's time before (docs/ai.md, *Where the time goes*).
INLINE = (
    "generate_plain", "make_plain", "evaluate_plain", "quiet_plain", "quiet_never", "eng_result", "eng_seat",
    "evaluate", "leaf_value", "to_table", "from_table", "history_slot", "table_slot", "table_store", "terminal_value",
    "tick", "open_frame", "win_in_one", "close_frame", "receive", "next_move", "child_window", "rehash_rows",
)

#: The functions compiled without numba's reference counting (``_nrt=False``, read by
#: :mod:`boardlab.core.specialise`): with it, every array a function (or a function inlined into
#: it) is given or takes a view of costs an atomic increment and decrement, 60 or more a node
#: in ``subtree`` (``perf`` put about 40 % of a Cubes search in them). ``subtree`` may do without:
#: it allocates nothing (no slice assignment either: that may copy through a temporary) and
#: every array it touches belongs to its caller, who holds it for the whole call. The engine's
#: functions it calls count their own references unless they declare ``_nrt=False`` (see
#: :func:`boardlab.ai.compiled.compiled_search`: numba would otherwise compile a function
#: first called from here without counting too, even one that allocates).
NO_REFCOUNT = ("subtree",)

#: The functions compiled per engine, in this file's order; the entry points are ``search``,
#: ``legal_moves``, ``perft``, ``random_walk`` and ``playouts``.
COMPILED = (
    "generate_plain", "make_plain", "evaluate_plain", "quiet_plain", "quiet_never", "eng_result", "eng_seat",
    "monotonic", "evaluate", "leaf_value", "to_table", "from_table", "history_slot", "table_slot", "table_store",
    "table_move", "avoided", "terminal_value", "tick", "open_frame", "win_in_one", "close_frame", "receive",
    "next_move", "child_window", "rehash_rows", "subtree", "root_value", "search", "legal_moves", "perft",
    "random_walk", "playouts",
)
