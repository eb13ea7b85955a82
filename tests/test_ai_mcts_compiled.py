"""The compiled MCTS (``mcts``) against the reference rules and against ``mcts_py``.

Budgets stay small: the compiled core is built once per engine (then loaded from numba's
cache), and each search here runs a few hundred iterations.
"""

from __future__ import annotations

import random
import statistics

import numpy as np
import pytest
from numba import njit

import boardlab
from boardlab.ai import mcts_core, parse_agent
from boardlab.ai.compiled import engine_for
from boardlab.ai.engine import Engine, EngineAdapter
from boardlab.ai.mcts import MCTS
from boardlab.ai.mcts_compiled import FIRST_POOL, CompiledMCTS
from test_ai_compiled import positions as compiled_positions

CASES = [("c1", {}), ("c1", {"variant": "c2"}), ("axiom", {}), ("ccc", {}), ("cubes", {"size": 6})]
IDS = [f"{game}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}" for game, options in CASES]


def positions(game: str, options: dict, count: int, seed: int) -> list:
    """The start and positions after 4 to 30 seeded random steps (games not yet over)."""
    return compiled_positions(game, options, count, seed, longest=30)


@pytest.mark.parametrize(("game", "options"), CASES, ids=IDS)
def test_moves_and_lines_are_legal_by_the_reference_rules(game: str, options: dict) -> None:
    for index, state in enumerate(positions(game, options, 3, seed=5)):
        search = CompiledMCTS(engine_for(state), iterations=120, cutoff=index * 10, seed=index)
        result = search.search(state)
        assert result.best in state.legal_moves() and result.pv[0] == result.best
        node = state
        for move in result.pv:
            assert move in node.legal_moves(), (state.position(), result.pv)
            node = node.play(move)
        if result.depth == 1:  # a win in one, played without searching
            assert state.play(result.best).winner == state.to_move
        elif result.nodes:  # not a forced move: the root's visits are the iterations
            assert result.nodes == 120 and search.visits(0) == 120
            assert sum(search.visits(child) for child in search.children()) == 120  # the root makes a child each time it is left untried


def test_the_tree_credits_each_node_to_the_seat_that_moved_into_it() -> None:
    """C2's turns have two steps (tile, then piece): a node's total, less the playout that
    made it, is what its children hold for the same seat (negated across a change of seat)."""
    state = positions("c1", {"variant": "c2"}, 2, seed=9)[1]
    search = CompiledMCTS(engine_for(state), iterations=400, seed=3)
    search.search(state)
    pool = search.pool
    assert pool is not None
    links, same_seat = pool.links, 0
    for node in range(1, int(pool.meta[mcts_core.NODES])):
        kids = search.children(node)
        if not kids:
            continue
        mover, entered_by = links[node, mcts_core.MOVER], links[node, mcts_core.ENTERED_BY]
        assert entered_by == links[links[node, mcts_core.PARENT], mcts_core.MOVER]
        sign = 1.0 if mover == entered_by else -1.0
        same_seat += mover == entered_by
        own_playout = search.total(node) - sign * sum(search.total(kid) for kid in kids)
        assert own_playout in (-1.0, 0.0, 1.0)  # playouts to the end score a win, loss or draw
    assert same_seat > 0  # the tree holds nodes inside a two-step turn


# --- a hand-made game with a two-step turn, as a fast engine -------------------------------
# The tree of test_ai_agents.TreeAdapter: root (seat 0): a -> A, b -> B; A (seat 0 again):
# a1 -> seat 1 wins, a2 -> seat 0 wins; B (seat 1): b1 -> a leaf the game does not score.
# The board is [result, side, node]; moves are 0 and 1 (a, b; a1, a2; b1).
ROOT, A, B, LOSE, WIN, LEAF = range(6)


@njit(cache=True)
def tree_generate(board, out):
    node = board[2]
    if board[0] != 0 or node == LEAF:
        return 0
    out[0] = 0
    out[1] = 1
    return 1 if node == B else 2


@njit(cache=True)
def tree_make(board, move):
    node = board[2]
    if node == ROOT:
        board[2] = A if move == 0 else B
        board[1] = 0 if move == 0 else 1
    elif node == A:
        board[2] = LOSE if move == 0 else WIN
        board[0] = 2 if move == 0 else 1
    else:
        board[2] = LEAF
        board[1] = 0


@njit(cache=True)
def tree_evaluate(board):
    return 0.5 if board[2] == LEAF else 0.0


TREE = Engine(game="two_step_tree", encode=lambda state: np.array([0, 0, ROOT], dtype=np.int64),
              generate=tree_generate, make=tree_make, evaluate=tree_evaluate, result_index=0, side_index=1,
              first_side=0, move_text=str, max_moves=2)


def test_a_two_step_win_is_found_and_credited_to_the_seat_that_plays_both_steps() -> None:
    search = CompiledMCTS(TREE, iterations=200, seed=0)
    result = search.search(np.array([0, 0, ROOT], dtype=np.int64))
    assert result.best == "0" and result.pv[:2] == ["0", "1"]
    a = next(child for child in search.children() if search.move(child) == "0")
    lose, win = sorted(search.children(a), key=search.move)
    assert search.total(win) == search.visits(win) > search.visits(lose)  # seat 0 won each time
    assert search.total(lose) == -search.visits(lose)  # and lost each time here


def first_win_in_one(game: str, seed: int):
    """A position of seeded random play where the side to move can win at once."""
    loaded, rng = boardlab.load(game), random.Random(seed)
    while True:
        state = loaded.start()
        while not state.is_over:
            if any(state.play(move).winner == state.to_move for move in state.legal_moves()):
                return state
            state = state.play(rng.choice(state.legal_moves()))


def test_a_win_in_one_is_played_as_mcts_py_plays_it() -> None:
    state = first_win_in_one("c1", seed=4)
    engine = engine_for(state)
    compiled = CompiledMCTS(engine, iterations=50, seed=1).search(state)
    python = MCTS(EngineAdapter(engine), iterations=50, seed=1).search(engine.encode(state))
    assert state.play(compiled.best).winner == state.to_move
    assert (compiled.best, compiled.value, compiled.pv, compiled.nodes) == \
        (python.best, python.value, python.pv, python.nodes)


def test_same_seed_and_budget_give_the_same_search() -> None:
    state = positions("axiom", {}, 2, seed=2)[1]
    engine = engine_for(state)
    first = CompiledMCTS(engine, iterations=150, cutoff=8, seed=7).search(state)
    again = CompiledMCTS(engine, iterations=150, cutoff=8, seed=7).search(state)
    assert (first.best, first.value, first.pv, first.nodes) == (again.best, again.value, again.pv, again.nodes)
    assert first.nodes == 150


def visit_shares(search_root, children_visits, seeds: range) -> dict[str, float]:
    """The mean share of the root's visits each move got over ``seeds``."""
    shares: dict[str, list[float]] = {}
    for seed in seeds:
        for move, share in children_visits(search_root, seed).items():
            shares.setdefault(move, []).append(share)
    return {move: sum(values) / len(seeds) for move, values in shares.items()}


def test_visit_shares_agree_with_mcts_py_in_distribution() -> None:
    """Over 8 seeds, the mean share of the root's visits per move (C1, a midgame, 300
    iterations, playouts cut at 6 steps) is the same in both searches within sampling noise."""
    state = positions("c1", {}, 3, seed=21)[2]
    engine = engine_for(state)
    adapter = EngineAdapter(engine)

    def compiled(root, seed):
        search = CompiledMCTS(engine, iterations=300, cutoff=6, seed=seed)
        search.search(root)
        return {search.move(kid): search.visits(kid) / 300 for kid in search.children()}

    def python(root, seed):
        search = MCTS(adapter, iterations=300, cutoff=6, seed=seed)
        tree = search._make(adapter.root(root), None)
        for _ in range(300):
            search._iterate(tree)
        return {adapter.move_text(move): kid.visits / 300 for move, kid in tree.children}

    ours, theirs = visit_shares(state, compiled, range(8)), visit_shares(state, python, range(8))
    assert set(ours) == set(theirs) == set(state.legal_moves())
    distance = sum(abs(ours[move] - theirs[move]) for move in ours) / 2
    assert distance < 0.2, (distance, ours, theirs)
    top = max(theirs, key=theirs.get)
    assert ours[top] > statistics.median(ours.values())


def test_mcts_beats_random_in_c1_and_mcts_py_keeps_the_python_search() -> None:
    loaded, wins = boardlab.load("c1"), 0
    for game in range(4):
        agents = [parse_agent("mcts:iterations=300,cutoff=20", seed=game), parse_agent("random", seed=game)]
        seat = game % 2  # mcts plays both sides in turn
        state = loaded.start()
        while not state.is_over and state.ply < 200:
            index = 0 if (state.to_move == loaded.seats[seat]) else 1
            state = state.play(agents[index].choose(state))
        wins += state.winner == loaded.seats[seat]
    assert wins >= 3
    python = parse_agent("mcts_py:iterations=30", seed=1)
    assert python.name == "mcts_py:iterations=30"
    comet = boardlab.load("comet").start()
    assert python.choose(comet) in comet.legal_moves()
    assert parse_agent("mcts:iterations=30", seed=1).choose(comet) in comet.legal_moves()  # no engine: Python


def test_a_time_budget_alone_ends_the_search() -> None:
    state = boardlab.load("ccc").start()
    result = CompiledMCTS(engine_for(state), iterations=None, seconds=0.2, seed=1).search(state)
    assert result.best in state.legal_moves() and result.nodes >= 1


def test_the_pool_grows_and_a_full_pool_ends_the_search() -> None:
    state = boardlab.load("cubes", size=6).start()
    engine = engine_for(state)
    grown = CompiledMCTS(engine, iterations=40_000, cutoff=1, seed=2)
    result = grown.search(state)
    assert result.nodes == 40_000 and grown.pool is not None and grown.pool.boards.shape[0] > 40_000
    small = CompiledMCTS(engine, iterations=40_000, cutoff=1, seed=2, max_pool_bytes=1)  # the first pool only
    capped = small.search(state)
    assert 1000 < capped.nodes < 40_000 and small.pool is not None and small.pool.boards.shape[0] == FIRST_POOL
    assert capped.best in state.legal_moves()


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.ai import mcts_compiled

    failures, tried = doctest.testmod(mcts_compiled)
    assert tried >= 4 and failures == 0
