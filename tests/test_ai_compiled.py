"""The compiled search against the reference rules and against ``alphabeta_py``.

For every game with a fast engine (C1 and C2, AXIOM, CCC, Cubes on several sizes and both
slide readings): the principal variations replay as legal moves of the reference rules; perft
walked through the search's own copy-make equals the reference perft; and fixed-depth values
equal ``alphabeta_py``'s over the same engine on positions from seeded random playouts.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import boardlab
from boardlab.ai import parse_agent, warm_up
from boardlab.ai.alphabeta import alphabeta_py
from boardlab.ai.compiled import CompiledAlphaBeta, compiled_search, engine_for
from boardlab.ai.engine import EngineAdapter
from boardlab.core.perft import perft

#: (game, options, depth of the value comparison, depth of the perft check)
CASES = [
    ("c1", {}, 3, 3),
    ("c1", {"variant": "c2"}, 3, 2),
    ("axiom", {}, 2, 2),
    ("axiom", {"sceptre_length": 2, "own_pair": "forbidden"}, 2, 2),
    ("ccc", {}, 3, 2),
    ("cubes", {}, 3, 2),
    ("cubes", {"size": 5, "slide": "strict", "move_limit": 30}, 4, 3),
    ("cubes", {"size": 12}, 2, 2),
]
IDS = [f"{game}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}" for game, options, _, _ in CASES]


def positions(game: str, options: dict, count: int, seed: int, longest: int = 40) -> list:
    """The start and positions after 4 to ``longest`` seeded random steps (games not yet over)."""
    loaded = boardlab.load(game, **options)
    rng = random.Random(seed)
    found = [loaded.start()]
    while len(found) < count:
        state = loaded.start()
        for _ in range(rng.randrange(4, longest + 1)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over:
            found.append(state)
    return found


@pytest.mark.parametrize(("game", "options", "depth", "perft_depth"), CASES, ids=IDS)
def test_fixed_depth_values_equal_alphabeta_py(game: str, options: dict, depth: int, perft_depth: int) -> None:
    for index, state in enumerate(positions(game, options, 6, seed=len(game) * 7 + depth)):
        engine = engine_for(state)
        assert engine is not None
        compiled = CompiledAlphaBeta(engine, depth, seed=index).search(state)
        oracle = alphabeta_py(state, depth, seed=index, adapter=EngineAdapter(engine))
        assert compiled.depth == oracle.depth
        assert compiled.value == pytest.approx(oracle.value, abs=1e-12), state.position()


@pytest.mark.parametrize(("game", "options", "depth", "perft_depth"), CASES, ids=IDS)
def test_principal_variations_replay_by_the_reference_rules(game: str, options: dict, depth: int,
                                                            perft_depth: int) -> None:
    for index, state in enumerate(positions(game, options, 4, seed=3 + depth)):
        result = CompiledAlphaBeta(engine_for(state), depth + 1, seed=index).search(state)
        assert result.pv and result.pv[0] == result.best
        node = state
        for move in result.pv:
            assert move in node.legal_moves(), (state.position(), result.pv)
            node = node.play(move)


@pytest.mark.parametrize(("game", "options", "depth", "perft_depth"), CASES, ids=IDS)
def test_perft_through_the_search_equals_the_reference(game: str, options: dict, depth: int, perft_depth: int) -> None:
    for state in positions(game, options, 2, seed=11):
        engine = engine_for(state)
        compiled = compiled_search(engine)
        walked = compiled.perft(engine.encode(state), engine.workspace, perft_depth, engine.max_moves)
        assert walked == perft(state, perft_depth)


def test_a_win_in_one_is_found_and_scored_as_a_win() -> None:
    state = boardlab.load("c1").start()
    rng = random.Random(5)
    engine = engine_for(state)
    for _ in range(400):  # random games until a position with a winning move
        if state.is_over:
            state = boardlab.load("c1").start()
        winning = [m for m in state.legal_moves() if state.play(m).winner == state.to_move]
        if winning:
            result = CompiledAlphaBeta(engine, 3, seed=0).search(state)
            assert result.best in winning and result.score == 1.0 and result.depth == 1
            return
        state = state.play(rng.choice(state.legal_moves()))
    pytest.fail("no position with a win in one was met")


def test_repeated_positions_count_as_draws() -> None:
    state = boardlab.load("c1").start()
    engine = engine_for(state)
    search = CompiledAlphaBeta(engine, 2, seed=1)
    children = {move: engine.encode(state.play(move)) for move in state.legal_moves()}
    avoid = {search.key(board) for board in children.values()}
    result = search.search(state, avoid=avoid)
    assert result.value == 0.0  # every move leads to a position already met


def test_node_and_time_budgets_stop_a_search_at_a_completed_depth() -> None:
    state = boardlab.load("cubes").start()
    engine = engine_for(state)
    full = CompiledAlphaBeta(engine, 4, seed=1).search(state)
    cut = CompiledAlphaBeta(engine, 4, seed=1, max_nodes=full.nodes // 3).search(state)
    assert 1 <= cut.depth < 4 and cut.best in state.legal_moves()
    timed = CompiledAlphaBeta(engine, 40, seconds=0.2, seed=1).search(state)
    assert timed.depth >= 1 and timed.best in state.legal_moves()


def test_the_agents_use_the_compiled_search_and_alphabeta_py_the_python_one() -> None:
    state = boardlab.load("axiom").start()
    compiled = parse_agent("alphabeta:depth=2", seed=3)
    python = parse_agent("alphabeta_py:depth=2", seed=3)
    a, b = compiled.analyse(state), python.analyse(state)  # type: ignore[attr-defined]
    assert a.value == pytest.approx(b.value, abs=1e-12)
    assert compiled._compiled_searchers[state.game] is not None  # type: ignore[attr-defined]
    assert python._compiled_searchers[state.game] is None  # type: ignore[attr-defined]
    comet = boardlab.load("comet").start()
    assert engine_for(comet) is None  # comet keeps the Python search


def test_warm_up_compiles_the_search_of_games_with_an_engine_only() -> None:
    assert warm_up("cubes") is True
    assert warm_up("comet") is False


def test_zero_evaluation_scores_unfinished_positions_zero() -> None:
    state = boardlab.load("ccc").start()
    result = CompiledAlphaBeta(engine_for(state), 2, seed=0, evaluation=False).search(state)
    assert result.value == 0.0


def test_the_hash_ignores_a_turn_count_no_rule_reads() -> None:
    state = boardlab.load("cubes", size=5).start()
    engine = engine_for(state)
    search = CompiledAlphaBeta(engine, 1)
    board = engine.encode(state)
    later = board.copy()
    later[-1] += 7  # the turn count
    assert search.key(board) == search.key(later)
    limited = engine_for(boardlab.load("cubes", size=5, move_limit=50).start())
    assert CompiledAlphaBeta(limited, 1).key(board) != CompiledAlphaBeta(limited, 1).key(later)
    assert isinstance(engine.moves(board), np.ndarray)


def test_the_principal_variation_is_as_long_as_the_depth_in_a_quiet_position() -> None:
    state = boardlab.load("c1").start()
    result = CompiledAlphaBeta(engine_for(state), 6, seed=2, table_entries=1 << 16).search(state)
    assert result.depth == 6 and len(result.pv) == 6  # deep entries are kept over shallow ones


def test_the_evaluation_cache_changes_no_value_and_no_node_count() -> None:
    """The same engine with a (small, so often overwritten) evaluation cache searches the same
    tree: equal values, best moves and node counts at fixed depth."""
    from dataclasses import replace

    for index, state in enumerate(positions("c1", {}, 4, seed=21)):
        engine = engine_for(state)
        assert engine is not None and engine.eval_cache == 0
        cached = replace(engine, game="c1_evaluation_cache_test", eval_cache=1 << 8)
        plain = CompiledAlphaBeta(engine, 4, seed=index).search(state)
        again = CompiledAlphaBeta(cached, 4, seed=index).search(state)
        assert (again.value, again.best, again.nodes) == (plain.value, plain.best, plain.nodes)


#: Node counts, best moves and values at fixed depth (seeded positions, :func:`positions` with
#: seed 27, agent seeds 0 to 2) as the search walked them before the fourth speed round
#: (main at 843dec0: no Cubes quiet test, reference counting everywhere; docs/ai.md, *Fourth
#: round*). The round changed how fast the search runs, not which tree it walks.
TREES_BEFORE = [
    ("c1", {}, 5, [(13704, "Cd1-d2", -0.001583331867), (45886, "Tc3-c4", 0.435267052464), (28, "Ce2-b5", 999.0)]),
    ("axiom", {}, 3, [(3285, "Cc2.2-c3.3D", 0.158648504297), (7437, "Sb3.2U-b2.1U", 0.178080868117),
                      (166, "Se3.1W-e2.2W", 999.0)]),
    ("ccc", {}, 3, [(7210, "Ca1-e5", 0.029991003239), (12373, "Fc7*3s", 0.148885033623),
                    (4492, "Ch8-e5", -0.01999733376)]),
    ("cubes", {}, 4, [(45960, "e4", -0.01999733376), (1695, "g5-g8", -0.46211715726),
                      (7624, "h2-b2", -0.178080868117)]),
    ("cubes", {"slide": "strict"}, 4, [(23947, "e4", 0.0), (4986, "h1-g1", 0.139092447878),
                                       (14716, "h6-e6", 0.249612948937)]),
]


@pytest.mark.parametrize(("game", "options", "depth", "trees"), TREES_BEFORE,
                         ids=[f"{g}-{o}" for g, o, _, _ in TREES_BEFORE])
def test_the_search_walks_the_trees_it_walked_before(game: str, options: dict, depth: int, trees: list) -> None:
    for index, state in enumerate(positions(game, options, 3, seed=27)):
        result = CompiledAlphaBeta(engine_for(state), depth, seed=index).search(state)
        assert (result.nodes, result.best, round(result.value, 12)) == trees[index]


def test_the_search_loop_counts_no_references_and_each_engine_function_says_whether_it_does() -> None:
    """``subtree`` runs without numba's reference counting; the engine's functions keep their
    own choice, declared, so that none is compiled the loop's way only because the loop
    called it first (docs/ai.md, *Fourth round*)."""
    for game in ("c1", "cubes"):
        engine = engine_for(boardlab.load(game).start())
        assert engine is not None
        assert compiled_search(engine).subtree.targetoptions["_nrt"] is False
        for function in (engine.generate, engine.make, engine.evaluate):
            assert "_nrt" in function.targetoptions
    assert engine.make.targetoptions["_nrt"] is False  # Cubes' move making allocates nothing
    assert engine.quiet.targetoptions["_nrt"] is True  # its quiet test allocates
    c1 = engine_for(boardlab.load("c1").start())
    assert c1 is not None and c1.make.targetoptions["_nrt"] is True


CACHE_PROBE = """
import boardlab
from boardlab.ai import search_core
from boardlab.ai.compiled import CompiledAlphaBeta, compiled_search, engine_for
state = boardlab.load("cubes", size=6).start()
engine = engine_for(state)
CompiledAlphaBeta(engine, 3, seed=1).search(state)
compiled = compiled_search(engine)
dispatchers = [getattr(compiled, name) for name in search_core.COMPILED]
print(sum(sum(d.stats.cache_misses.values()) for d in dispatchers),
      sum(sum(d.stats.cache_hits.values()) for d in dispatchers))
"""


def test_a_second_start_loads_the_compiled_search_from_the_cache() -> None:
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True)
    second = subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True, text=True)
    misses, hits = map(int, second.stdout.split())
    assert misses == 0 and hits >= 2  # the search and the table read-out (what they call is linked in)


def test_the_deepest_spec_fits_the_compiled_search_stack() -> None:
    """agents.MAX_DEPTH is written out (parsing a spec loads no numba): it must follow the stack."""
    from boardlab.ai import agents, search_core

    assert agents.MAX_DEPTH == search_core.MAX_PLY - 2


def test_a_levels_seed_varies_its_choice_among_equally_good_moves() -> None:
    """After these steps Black's cone has two mirror moves of exactly equal value: the seed
    (which orders the root moves) picks between them, so seeds differ in their choice, and
    every choice has the same value at the level's full depth."""
    from boardlab.ai.agents import LevelAgent

    state = boardlab.load("c1").start()
    for move in ("Pb1-b2", "Pc7-c6", "Td3-d4", "Pc6-c7", "Pb2-b1"):
        state = state.play(move)
    results = [LevelAgent("hard", seed=seed, seconds=600.0).analyse(state) for seed in range(6)]
    assert {result.best for result in results} == {"Cd7-c6", "Cd7-e6"}
    assert len({result.value for result in results}) == 1
    assert {result.depth for result in results} == {7}


#: The engines with a ``quiet`` test (a win in one ruled out without making the moves).
QUIET_CASES = [("ccc", {}), ("ccc", {"no_move": "draw"}), ("cubes", {}), ("cubes", {"slide": "strict"}),
               ("cubes", {"size": 12})]


@pytest.mark.parametrize(("game", "options"), QUIET_CASES, ids=[f"{g}-{o}" for g, o in QUIET_CASES])
def test_a_quiet_position_has_no_win_in_one(game: str, options: dict) -> None:
    """Where the engine's ``quiet`` test says no move wins at once, none does (every move made
    by the engine, in positions along seeded random games to their ends), so skipping the
    search's look-ahead there changes nothing; and it says so often enough to matter."""
    engine = engine_for(boardlab.load(game, **options).start())
    assert engine is not None and engine.quiet is not None
    rng = random.Random(27)
    quiet = wins_seen = 0
    positions_seen = 0
    for _ in range(60):
        board = engine.encode(boardlab.load(game, **options).start())
        while engine.result(board) == 0:
            moves = engine.moves(board)
            mover = engine.seat(board)
            winning = any(engine.result(engine.play(board, int(move))) == mover + 1 for move in moves)
            said = bool(engine.quiet(board))
            assert not (said and winning), engine.move_text(int(moves[0]))
            quiet += said
            wins_seen += winning
            positions_seen += 1
            board = engine.play(board, int(moves[rng.randrange(len(moves))]))
    assert wins_seen > 0 and quiet > positions_seen // 2
