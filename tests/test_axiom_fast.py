"""The fast AXIOM engine keeps to the reference rules: the same legal moves (as notation, with
their ``x`` separators, in the same order), the same positions and results (with the reason)
after moves, the same evaluation and perft counts, under every option.

Positions come from games driven by the reference engine with two policies: uniform random
moves, and a policy that eliminates cubes and moves cubes whenever it can (so late games with
few cubes left, and structures split in pieces, are well represented).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator

import numpy as np
import pytest

from boardlab.games.axiom import fast
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.rules import groups
from boardlab.games.axiom.state import AxiomState

#: Every combination of the options' values (``move_limit`` is added to some of them).
OPTION_SETS = [
    {"own_pair": own_pair, "one_piece": one_piece, "sceptre_length": length}
    for own_pair, one_piece, length in itertools.product(("loss", "allowed", "forbidden"), (False, True), (1, 2))
]


def _choose(state: AxiomState, rng: random.Random, greedy: bool) -> str:
    moves = state.legal_moves()
    if greedy:
        eliminating = [m for m in moves if "x" in m]
        if eliminating:
            return rng.choice(eliminating)
        cube_moves = [m for m in moves if m.startswith("C")]
        if cube_moves and rng.random() < 0.6:
            return rng.choice(cube_moves)
    return rng.choice(moves)


def random_positions(game: AxiomGame, count: int, seed: int) -> Iterator[AxiomState]:
    """``count`` positions (finished ones included) from random games, each capped at 250 plies;
    every second game is played by the eliminating policy."""
    rng = random.Random(seed)
    produced = 0
    for number in itertools.count():
        state = game.start()
        greedy = number % 2 == 1
        while True:
            yield state
            produced += 1
            if produced == count:
                return
            if state.is_over or state.ply >= 250:
                break
            state = state.play(_choose(state, rng, greedy))


def check_agreement(options: dict[str, object], count: int, seed: int, samples: int = 2) -> Counter[str]:
    """Compare the engines on ``count`` positions; at each, the position after ``samples``
    random moves (and after every move at every 50th position). Returns what was seen."""
    game = AxiomGame(**options)
    rng = random.Random(seed + 1)
    seen: Counter[str] = Counter()
    opts = fast.options_array(game.start())
    cubes, marks = fast.work_grids()
    for index, state in enumerate(random_positions(game, count, seed)):
        board = fast.encode(state)
        assert fast.position_text(board) == state.position()
        moves, children = fast.expand(board, opts, cubes, marks)
        texts = [fast.move_text(m) for m in moves]
        assert texts == state.legal_moves(), state.position()
        seen["positions"] += 1
        seen["over"] += state.is_over
        seen["x"] += any("x" in t for t in texts)
        seen["few cubes"] += len(state.layout.cubes) <= 7
        seen["split"] += len(groups(state.layout.cubes)) > 1
        seen["late"] += state.ply >= 100
        if index % 10 == 0:
            assert fast.evaluate_board(board, opts, cubes, marks) == pytest.approx(state.evaluate(), abs=1e-9)
        chosen = range(len(texts)) if index % 50 == 0 else rng.sample(range(len(texts)), min(samples, len(texts)))
        for i in chosen:
            after = state.play(texts[i])
            child = children[i]
            assert fast.position_text(child) == after.position(), (state.position(), texts[i])
            assert fast.winner(child) == after.winner, (state.position(), texts[i])
            if after.is_over:
                assert fast.reason(child) == fast.REASONS[fast._reason_code(after.reason or "")]
                seen["result " + fast.reason(child)] += 1
            assert np.array_equal(child, fast.encode(after))
    assert not cubes.any() and not marks.any()  # every call leaves its work grids empty
    return seen


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_engines_agree_on_random_positions(options: dict[str, object]) -> None:
    seen = check_agreement(options, 250, seed=11)
    assert seen["positions"] == 250 and seen["x"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_engines_agree_on_many_random_positions(options: dict[str, object]) -> None:
    """8,400 positions per option set: 100,800 in all, at least 16,800 per value of each option."""
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
    assert isinstance(adapter, fast.FastSearch)
    root = adapter.root(state)
    assert [adapter.move_text(m) for m in adapter.moves(root)] == state.legal_moves()
    result = AlphaBeta(adapter, max_depth=2, seed=1).search(root)
    assert result.best in state.legal_moves() and result.depth == 2
    after = state.play(result.best)
    assert adapter.key(adapter.play(root, adapter.moves(root)[0])) != adapter.key(root)
    assert adapter.mover(adapter.root(after)) == 1 and adapter.winner(adapter.root(after)) is None
    rewards = adapter.playout(root, random.Random(1), 0)
    assert rewards[0] == -rewards[1] and rewards[0] in (-1.0, 0.0, 1.0)
