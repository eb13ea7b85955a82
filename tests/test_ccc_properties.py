"""CCC over random games (Hypothesis), perft counts, drawing, clicks and evaluation."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardlab
from boardlab.core.perft import perft
from boardlab.core.records import replay_record, write_record
from boardlab.games.ccc.rules import finite_strength

OPTION_SETS = [
    {},
    {"flat_rows": 0},
    {"flat_rows": 1, "flat_placement": "behind"},
    {"flat_rows": 3, "flat_placement": "around", "specials": "random", "seed": 5},
    {"white_specials": "random", "seed": 2, "first": "white"},
]


def _pieces(state) -> Counter:
    held = state.pos.pending.held if hasattr(state.pos.pending, "held") else ()
    return Counter((p.kind, p.colour) for stack in list(state.pos.cells) + [held] if stack for p in stack)


def _check_step(state, move: str):
    before_position, before_strength, before_pieces = state.position(), finite_strength(state.pos), _pieces(state)
    after = state.play(move)
    assert state.position() == before_position, "play() changed its input"
    recreated = move.startswith("N@")
    if recreated:
        assert finite_strength(after.pos) == before_strength + 1
    else:
        assert finite_strength(after.pos) <= before_strength
    created = _pieces(after) - before_pieces
    assert not created or (recreated and created == Counter({("N", state.to_move): 1}))
    game = state.game
    assert game.from_position(after.position()).position() == after.position()
    assert game.from_json(after.to_json()).position() == after.position()
    assert after.ply == state.ply + 1
    return after


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), options=st.sampled_from(OPTION_SETS))
def test_random_games_keep_every_invariant(seed: int, options: dict) -> None:
    game = boardlab.load("ccc", move_limit=40, **options)
    rng = random.Random(seed)
    state = game.start()
    while not state.is_over:
        moves = state.legal_moves()
        assert moves and len(moves) == len(set(moves))
        state = _check_step(state, rng.choice(moves))
    assert state.reason and state.legal_moves() == [] and state.pos.turn <= 40
    replayed = replay_record(game, write_record(state))[-1]
    assert replayed.position() == state.position()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_mid_game_positions_round_trip_with_the_same_moves(seed: int) -> None:
    game = boardlab.load("ccc")
    rng = random.Random(seed)
    state = game.start()
    for _ in range(rng.randrange(5, 60)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    copy = game.from_position(state.position())
    assert copy.legal_moves() == state.legal_moves()
    assert game.from_json(state.to_json()).legal_moves() == state.legal_moves()
    for move in state.legal_moves():
        assert game.normalise_move(move.upper() if move != "end" else "END") == move


def test_random_games_end_or_reach_the_move_limit() -> None:
    game = boardlab.load("ccc", move_limit=150)
    rng = random.Random(11)
    for _ in range(3):
        state = game.start()
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
        assert state.winner in ("black", "white", "draw")


# --- perft (counting step decisions), recorded in src/boardlab/docs/rules/ccc.md ---------------------------------------

@pytest.mark.parametrize("options, counts", [
    ({}, [61, 4737]),
    ({"flat_rows": 0}, [33, 1597]),
    ({"flat_rows": 1}, [39, 2175]),
    ({"flat_rows": 3, "flat_placement": "around"}, [81, 7917]),
])
def test_perft_from_the_start(options: dict, counts: list[int]) -> None:
    start = boardlab.load("ccc", **options).start()
    assert [perft(start, depth) for depth in range(1, len(counts) + 1)] == counts


@pytest.mark.slow
def test_perft_depth_three() -> None:
    assert perft(boardlab.load("ccc").start(), 3) == 383416


# --- drawing, clicks, evaluation ------------------------------------------------------------------------

def test_svg_has_every_square_and_button_clickable_and_shows_strength_and_stacks() -> None:
    game = boardlab.load("ccc")
    state = game.from_layout({"d4": "(FFM3S)", "e5": "l2", "c3": "T", "f6": "n", "a1": "C"}, torus_strength=(7, 10))
    svg = state.svg(highlights=["d5"], selected="d4")
    targets = set(re.findall(r'data-target="([^"]+)"', svg))
    squares = {f"{f}{r}" for f in "abcdefgh" for r in range(1, 9)}
    assert squares | {f"count{n}" for n in range(1, 9)} | {"end", "swap"} == targets
    assert ">M 3</text>" in svg and "#b71c1c" in svg  # a weakened Pyramid's Strength is shown in red
    assert ">2</text>" in svg and "T 7" not in svg and ">7</text>" in svg and "∞" in svg
    assert svg.count('class="layer') == 4 and "frozen-zone white" in svg and 'class="highlight"' in svg
    ElementTree.fromstring(svg)  # well-formed XML
    flipped = state.svg(flipped=True)
    assert flipped.index('data-target="h8"') > flipped.index('data-target="a1"')


def test_clicks_are_unique_paths_of_svg_targets() -> None:
    game = boardlab.load("ccc")
    rng = random.Random(3)
    state = game.start()
    for _ in range(80):
        if state.is_over:
            break
        targets = set(re.findall(r'data-target="([^"]+)"', state.svg()))
        clicks = state.clicks()
        assert set(clicks) == set(state.legal_moves())
        paths = [tuple(path) for path in clicks.values()]
        assert len(paths) == len(set(paths))
        prefixes = {path[:n] for path in paths for n in range(1, len(path))}
        assert not prefixes & set(paths), "a click path is the beginning of another"
        assert all(target in targets for path in paths for target in path)
        state = state.play(rng.choice(state.legal_moves()))


def test_collapse_and_drop_clicks() -> None:
    state = boardlab.load("ccc").from_layout({"d4": "(FFF)", "a1": "S", "h8": "s"})
    assert state.clicks()["Fd4*3n"] == ["d4", "count3", "d5"]
    assert state.play("Fd4*3n").clicks()["2d5"] == ["d5", "count2"]
    pyramids = boardlab.load("ccc").from_layout({"c1": "S", "a3": "L", "h8": "s"}, turn=4)
    clicks = pyramids.clicks()
    assert clicks["Sc1-a3"] == ["c1", "a3"] and clicks["Sc1~a3"] == ["c1", "swap", "a3"]
    assert clicks["N@e1"] == ["e1"]
    chain = boardlab.load("ccc").from_layout({"d4": "F", "e5": "f", "e7": "f", "a1": "S", "h8": "s"}).play("Fd4^f6")
    assert chain.clicks() == {"Ff6^d8": ["f6", "d8"], "end": ["end"]}


def test_svg_outlines_the_turn_in_progress() -> None:
    state = boardlab.load("ccc").from_layout({"d4": "(FFF)", "a1": "S", "h8": "s"}).play("Fd4*3n").play("1d5")
    assert state.svg().count('class="turn-trail"') == 2  # the start d4 and the space d5
    assert boardlab.load("ccc").start().svg().count('class="turn-trail"') == 0


def test_text_diagram_names_the_turn_in_progress() -> None:
    state = boardlab.load("ccc").from_layout({"d4": "(FFF)", "a1": "S", "h8": "s"}).play("Fd4*3n")
    assert "Collapse from d4" in state.text() and "(FFF)" in state.text()


def test_evaluation_prefers_more_material_and_knows_results() -> None:
    game = boardlab.load("ccc")
    assert game.start().evaluate() == 0.0
    ahead = game.from_layout({"d4": "L", "a1": "S", "h8": "s"})
    assert 0 < ahead.evaluate() <= 1
    assert game.from_layout({"d4": "L", "a1": "S", "h8": "s"}, side="white").evaluate() < 0
    won = game.from_layout({"c3": "L", "e5": "s"}).play("Lc3xe5")
    assert won.evaluate() == -1.0  # from the view of White, who is to move and has lost


# --- parsers never fail with anything but their own error ------------------------------------------------

_POSITION_PIECES = st.sampled_from(["", ".", "F", "f", "L3", "l9", "(FFS)", "(sf)", "N", "/", " ", "b", "w", "10,10",
                                    "-", "bw", "0", "hop:d4", "collapse:d4:n:d4:FF", ":", "(", ")", "x", "12"])


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(_POSITION_PIECES, max_size=30), start=st.booleans())
def test_position_parser_raises_only_position_errors(parts: list[str], start: bool) -> None:
    game = boardlab.load("ccc")
    text = "".join(parts)
    if start:
        text = game.start().position()[: len(text)] + text
    try:
        state = game.from_position(text)
    except boardlab.PositionError:
        return
    assert game.from_position(state.position()).position() == state.position()


@settings(max_examples=200, deadline=None)
@given(move=st.text(alphabet="FCTNSMLabcdefgh0123456789-x^~*@/nesw", max_size=9))
def test_any_move_text_is_played_or_explained(move: str) -> None:
    state = boardlab.load("ccc").start()
    try:
        state.play_turn(move)
    except boardlab.IllegalMove as error:
        assert str(error)


def test_evaluation_weights_each_feature_and_material_only_is_the_old_evaluation() -> None:
    import math

    from boardlab.games.ccc import evaluation, fast

    game = boardlab.load("ccc")
    # White's Large Pyramid on d4 can Attack Black's Small Pyramid on f6 (a diagonal slide).
    state = game.from_layout({"d4": "l", "f6": "S", "a1": "M", "h8": "s"}, side="white")
    board = fast.encode(state)
    balance = state.material("white") - state.material("black")
    assert fast.evaluate(board, evaluation.MATERIAL_ONLY) == pytest.approx(math.tanh(balance / 25))
    assert fast.evaluate(board) > fast.evaluate(board, {"threat": 0.0})  # White's threat counts for White
    black_to_move = fast.encode(game.from_layout({"d4": "l", "f6": "S", "a1": "M", "h8": "s"}, side="black"))
    assert fast.evaluate(black_to_move) < fast.evaluate(black_to_move, {"danger": 0.0})  # and against Black
    assert state.evaluate() == pytest.approx(fast.evaluate(board))
    with pytest.raises(ValueError, match="unknown CCC evaluation feature 'speed'"):
        evaluation.weights({"speed": 1.0})
