"""The fast AXIOM engine keeps to the reference rules: the same legal moves (as notation, with
their ``x`` separators, in the same order), the same positions and results (with the reason)
after moves, the same evaluation and perft counts, under every option.

Positions come from games driven by the reference engine with two policies: uniform random
moves, and a policy that eliminates cubes and moves cubes whenever it can (so late games with
few cubes left, and structures split in pieces, are well represented).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import numpy as np
import pytest

from boardlab.games.axiom import evaluation, fast
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.notation import parse_move
from boardlab.games.axiom.rules import groups
from boardlab.games.axiom.state import AxiomState

#: Every combination of the options' values (``move_limit`` is added to some of them).
OPTION_SETS = [
    {"own_pair": own_pair, "one_piece": one_piece, "sceptre_length": length}
    for own_pair, one_piece, length in itertools.product(("loss", "allowed", "forbidden"), (False, True), (1, 2))
]


def _onto_enemy_cubes(state: AxiomState, moves: list[str]) -> list[str]:
    """The sceptre moves onto a cube of the opponent's colour that do not end the game."""
    chosen = []
    for move in moves:
        parsed = parse_move(move)
        if parsed and parsed[0] == "S" and state.layout.cubes[parsed[1][3]].colour != state.side:
            if not state.layout.sceptres_on(parsed[1][3]):
                chosen.append(move)
    return chosen


def _choose(state: AxiomState, rng: random.Random, greedy: bool) -> str:
    """A uniform random move, or for the greedy policy an eliminating move where there is one,
    else mostly a sceptre move onto an enemy cube (which prepares an elimination)."""
    moves = state.legal_moves()
    if greedy:
        eliminating = [m for m in moves if "x" in m]
        if eliminating:
            return rng.choice(eliminating)
        preparing = _onto_enemy_cubes(state, moves)
        if preparing and rng.random() < 0.7:
            return rng.choice(preparing)
    return rng.choice(moves)


def check_agreement(options: dict[str, object], count: int, seed: int, every_child: int = 200) -> Counter[str]:
    """Compare the engines on ``count`` positions of random games (each capped at 250 plies;
    every second game played by the greedy policy of :func:`_choose`).

    At each position: the legal moves, and the position, result and reason after the move the
    game goes on with (after every move at every ``every_child``-th position); at every tenth,
    the evaluation. Returns what was seen, for the tests to check their coverage.
    """
    game = AxiomGame(**options)
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    opts = fast.options_array(game.start())
    cubes, marks = fast.work_grids()
    workspace = fast.search_engine(game.start()).workspace
    state, greedy = game.start(), False
    for index in range(count):
        board = fast.encode(state)
        assert fast.position_text(board) == state.position()
        moves, children = fast.expand(board, opts, cubes, marks)
        texts = [fast.move_text(m) for m in moves]
        assert texts == state.legal_moves(), state.position()
        _count(seen, state, texts)
        if index % 10 == 0:
            assert fast.evaluate_board(board, opts, cubes, marks) == pytest.approx(state.evaluate(), abs=1e-9)
            if not state.is_over:
                _check_features(board, state, workspace)
        if state.is_over or state.ply >= 250:
            state, greedy = game.start(), not greedy
            continue
        move = _choose(state, rng, greedy)
        chosen = range(len(texts)) if index % every_child == 0 else [texts.index(move)]
        for i in chosen:
            after = state.play(texts[i])
            _compare(children[i], after, f"{state.position()} {texts[i]}")
            seen["result " + fast.reason(children[i])] += after.is_over
        state = state.play(move)
    assert not cubes.any() and not marks.any()  # every call leaves its work grids empty
    return seen


def _check_features(board: np.ndarray, state: AxiomState, workspace: tuple) -> None:
    """The compiled features equal the reference's (NaNs where the side to move wins in one),
    and the hand-written weights over them give the evaluation of old:
    ``tanh(-1.5 min(threats, 2) + 0.04 mobility + 0.25 material + 0.1 on enemy cubes)``."""
    row = np.empty(len(evaluation.FEATURES))
    fast.features_into(board, workspace, row)
    reference = evaluation.features(state)
    if reference is None:
        assert np.isnan(row).all() and state.evaluate() == evaluation.WIN_NOW
        return
    assert row.tolist() == list(reference)
    threat, double_threat, mobility, material, on_enemy = reference
    assert double_threat == 0.0 or threat == -1.0  # a double threat is also a threat
    old = math.tanh(1.5 * (threat + double_threat) + 0.04 * mobility + 0.25 * material + 0.1 * on_enemy)
    assert state.evaluate() == pytest.approx(max(-0.95, min(0.95, old)), abs=1e-12)


def _count(seen: Counter[str], state: AxiomState, texts: list[str]) -> None:
    seen["positions"] += 1
    seen["over"] += state.is_over
    seen["x"] += any("x" in t for t in texts)
    seen["few cubes"] += len(state.layout.cubes) <= 8
    seen["split"] += len(groups(state.layout.cubes)) > 1
    seen["late"] += state.ply >= 100


def _compare(child: np.ndarray, after: AxiomState, where: str) -> None:
    assert fast.position_text(child) == after.position(), where
    assert fast.winner(child) == after.winner, where
    if after.is_over:
        assert fast.reason(child) == fast.REASONS[fast.reason_code(after.reason or "")], where
    assert np.array_equal(child, fast.encode(after)), where


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_engines_agree_on_random_positions(options: dict[str, object]) -> None:
    seen = check_agreement(options, 250, seed=11)
    assert seen["positions"] == 250 and seen["x"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_engines_agree_on_many_random_positions(options: dict[str, object]) -> None:
    """8,400 positions per option set: 100,800 in all; 33,600 for each value of own_pair and
    50,400 for each value of one_piece and of sceptre_length."""
    seen = check_agreement(options, 8_400, seed=2026)
    assert seen["positions"] == 8_400
    assert seen["few cubes"] > 300 and seen["late"] > 300 and seen["over"] > 20
    if not options["one_piece"]:
        assert seen["split"] > 100
    if options["own_pair"] == "loss":
        assert seen["result own pair"] > 0
    assert seen["result meeting"] > 0


def test_move_limit_and_no_move_results_agree() -> None:
    seen = check_agreement({"move_limit": 9, "own_pair": "allowed"}, 300, seed=5)
    assert seen["result move limit"] > 0
    # White's last sceptre move leaves Black's two sceptres and cubes without a move
    before = AxiomGame().from_position("b2.1bSW,b3.1wU,c2.1wS,d2.1bES,d3.1wU b2.1Ub,d2.1Ub,c2.1Uw,b3.1Ew w 4")
    opts = fast.options_array(before)
    moves, children = fast.expand(fast.encode(before), opts, *fast.work_grids())
    texts = [fast.move_text(m) for m in moves]
    assert texts == before.legal_moves()
    child = children[texts.index("Sb3.1E-b3.1N")]
    assert fast.winner(child) == "white" and fast.reason(child) == "no move"
    assert fast.legal_moves(child, opts) == []


@pytest.mark.parametrize("length, counts", [(1, (32, 992, 68_722)), (2, (32, 992, 68_014))])
def test_perft_agrees_with_the_reference(length: int, counts: tuple[int, ...]) -> None:
    start = AxiomGame(sceptre_length=length).start()
    assert [fast.perft(start, depth) for depth in (1, 2, 3)] == list(counts)


@pytest.mark.slow
def test_two_cell_perft_four_is_the_java_count() -> None:
    """The Java program's depth-4 count, with its rule that an own pair loses (own_pair=loss)."""
    assert fast.perft(AxiomGame(sceptre_length=2).start(), 4) == 5_118_773
    assert fast.perft(AxiomGame(sceptre_length=2, own_pair="allowed").start(), 4) == 5_137_512


def test_random_playouts_count_plies() -> None:
    start = AxiomGame().start()
    plies = fast.random_playouts(start, 20, 50, seed=3)
    assert plies is not None and 20 <= plies <= 20 * 50
    assert fast.random_playouts(start, 20, 50, seed=3) == plies  # seeded
    assert fast.random_playouts(start, 5, 0, seed=3) == 0


def test_search_adapter_plays_through_the_protocol() -> None:
    from boardlab.ai.adapters import adapter_for
    from boardlab.ai.alphabeta import AlphaBeta

    state = AxiomGame().start()
    adapter = adapter_for(state)
    from boardlab.ai.engine import EngineAdapter

    assert isinstance(adapter, EngineAdapter)
    root = adapter.root(state)
    assert [adapter.move_text(m) for m in adapter.moves(root)] == state.legal_moves()
    result = AlphaBeta(adapter, max_depth=2, seed=1).search(root)
    assert result.best in state.legal_moves() and result.depth == 2
    after = state.play(result.best)
    assert adapter.key(adapter.play(root, adapter.moves(root)[0])) != adapter.key(root)
    assert adapter.mover(adapter.root(after)) == 1 and adapter.winner(adapter.root(after)) is None
    rewards = adapter.playout(root, random.Random(1), 0)
    assert rewards[0] == -rewards[1] and rewards[0] in (-1.0, 0.0, 1.0)
