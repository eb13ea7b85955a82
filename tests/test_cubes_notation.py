"""Cubes notation, positions, JSON, records, action ids, clicks, drawing and evaluation."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import boardlab
from boardlab.core.records import read_record, replay_record, write_record
from boardlab.games.cubes.board import grid
from boardlab.games.cubes.notation import normalise_move, parse_move, write_move
from boardlab.games.cubes.rules import ACTIVATE, END, PLACE, SLIDE, TAKE, Move
from boardlab.games.cubes.state import CubesState

SVG = "{http://www.w3.org/2000/svg}"
CHAIN = ".....W/B...../....../B...w./....../b..... b - 10"


def chain_state(**options: object) -> CubesState:
    state = boardlab.load("cubes", size=6, **options).from_position(CHAIN)
    assert isinstance(state, CubesState)
    return state


# --- moves ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, move",
    [
        ("c3", Move(PLACE, 18)),
        ("c3-c6", Move(SLIDE, 18, 42)),
        ("Ac3", Move(ACTIVATE, 18)),
        ("Tc3", Move(TAKE, 18)),
        ("end", Move(END)),
    ],
)
def test_moves_read_and_write_back(text: str, move: Move) -> None:
    assert parse_move(grid(8), text) == move
    assert write_move(grid(8), move) == text


@pytest.mark.parametrize("text", ["", "c", "c0", "i1", "a9", "c3-", "Ac3-c5", "Xc3", "END", "c3 c4", "c3-c4-c5"])
def test_malformed_moves_are_not_parsed(text: str) -> None:
    assert parse_move(grid(8), text) is None


def test_two_digit_ranks_on_large_boards() -> None:
    assert write_move(grid(12), Move(SLIDE, 0, 132)) == "a1-a12"
    assert parse_move(grid(12), "l12") == Move(PLACE, 143)


@pytest.mark.parametrize(
    "written, standard",
    [("AC3", "Ac3"), ("tC3", "Tc3"), ("C3-C6", "c3-c6"), ("END", "end"), (" D4 ", "d4"), ("hello", "hello")],
)
def test_moves_are_normalised_from_any_case(written: str, standard: str) -> None:
    assert normalise_move(written) == standard
    assert boardlab.load("cubes").normalise_move(written) == standard


def test_bad_moves_get_clear_errors() -> None:
    state = boardlab.load("cubes", first="black").start()
    with pytest.raises(boardlab.IllegalMove, match="not a Cubes move"):
        state.play("xyz")
    with pytest.raises(boardlab.IllegalMove, match="i1 is not a square of the 8x8 board"):
        state.play("i1")
    with pytest.raises(boardlab.IllegalMove, match="a move must be a string"):
        state.play(3)  # type: ignore[arg-type]


# --- positions --------------------------------------------------------------------------------


def test_position_string_round_trips_in_a_bonus_step() -> None:
    state = chain_state().play("a3-d3")
    text = state.position()
    assert text == ".....W/B...../....../...bw./....../b..... b d3 10"
    again = state.game.from_position(text)
    assert again.position() == text and again.in_bonus and set(again.legal_moves()) == set(state.legal_moves())


def test_json_round_trips_with_pools_and_bonus() -> None:
    state = chain_state().play("a3-d3")
    data = state.to_json()
    assert data["pools"] == {"black": 5, "white": 6}
    assert data["bonus"] == "d3" and data["cubes"]["d3"] == "black inactive" and data["size"] == 6
    assert state.game.from_json(data).position() == state.position()


@pytest.mark.parametrize(
    "text, message",
    [
        ("......../......../......../......../......../......../......../........ b -", "4 fields"),
        ("......./......../......../......../......../......../......../........ b - 0", "rank 8 needs 8"),
        ("......../......../......../......../......../......../........ b - 0", "needs 8 ranks"),
        ("......x./......../......../......../......../......../......../........ b - 0", "'x' is not one of"),
        ("......../......../......../......../......../......../......../........ x - 0", "side to move"),
        ("......../......../......../......../......../......../......../........ b z9 0", "bonus field"),
        ("......../......../......../......../......../......../......../........ b - -1", "turn count"),
        ("bbbbbbbb/b......./......../......../......../......../......../........ b - 0", "9 cubes"),
        ("......../......../......../......../......../......../......../BW...... b - 0", "has a neighbour"),
        ("......../......../......../......../......../......../......../b....... b b1 0", "must be one of black's"),
        ("......../......../......../......../......../......../......../w....... b a1 0", "must be one of black's"),
        ("......../......../......../......../......../......../......../B....... b a1 0", "inactive and next"),
        ("......../......../......../......../......../......../......../b....... b a1 0", "inactive and next"),
    ],
)
def test_bad_position_strings_are_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(boardlab.PositionError, match=message):
        boardlab.load("cubes").from_position(text)


def test_position_of_another_board_size_is_refused() -> None:
    with pytest.raises(boardlab.PositionError, match="board size 8"):
        boardlab.load("cubes").from_position(CHAIN)


@pytest.mark.parametrize(
    "change, message",
    [
        ({"size": 8}, "8x8 board"),
        ({"side": "red"}, "'side'"),
        ({"turn": -1}, "'turn'"),
        ({"turn": True}, "'turn'"),
        ({"bonus": "z1"}, "'bonus'"),
        ({"cubes": {"a9": "black active"}}, "not a square"),
        ({"cubes": {"a1": "black standing"}}, "not a cube"),
        ({"cubes": []}, "must map squares"),
        ({"pools": {"black": 8, "white": 8}}, "does not match"),
    ],
)
def test_bad_json_positions_are_refused(change: dict[str, object], message: str) -> None:
    data = chain_state().to_json() | change
    with pytest.raises(boardlab.PositionError, match=message):
        chain_state().game.from_json(data)
    with pytest.raises(boardlab.PositionError, match="JSON object"):
        chain_state().game.from_json([])  # type: ignore[arg-type]


# --- records ----------------------------------------------------------------------------------


def test_a_record_holds_whole_turns_with_their_bonus_steps() -> None:
    start = chain_state()
    state = start.play_turn("a3-d3/a5-a2/Td3")
    record = write_record(state, start)
    assert record.splitlines()[0] == f"Position: {CHAIN}"
    assert record.splitlines()[1] == "[a3-d3/a5-a2/Td3]"
    replayed = replay_record(start.game, record)
    assert replayed[-1].position() == state.position()


def test_record_with_explicit_end_and_result_replays() -> None:
    game = boardlab.load("cubes", size=6)
    text = f"Position: {CHAIN}\n[A3-D3/END]"
    final = replay_record(game, text)[-1]
    assert final.moves == ["a3-d3/end"] and final.side == "white"


def test_record_errors_name_the_turn() -> None:
    game = boardlab.load("cubes", size=6)
    with pytest.raises(boardlab.RecordError, match=r"(turn|ply) 1 .*a4 is in front of the active cube on a5"):
        replay_record(game, f"Position: {CHAIN}\n[a3-a4]")
    with pytest.raises(boardlab.RecordError, match="claims the result"):
        replay_record(game, f"Position: {CHAIN}\n[a3-d3/end] [SOLVED]")
    assert read_record(game, "[c3, d5]").moves == ("c3", "d5")


def test_a_whole_random_game_round_trips_through_its_record() -> None:
    import random

    game = boardlab.load("cubes", first="white", size=6)
    state, rng = game.start(), random.Random(7)
    while not state.is_over and state.ply < 150:
        state = state.play(rng.choice(state.legal_moves()))
    while state.in_bonus:
        state = state.play("end")
    assert replay_record(game, write_record(state))[-1].position() == state.position()


# --- actions and clicks -----------------------------------------------------------------------


def test_action_ids_are_distinct_in_range_and_round_trip() -> None:
    state = chain_state().play("a3-d3")
    ids = state.legal_actions()
    assert len(set(ids)) == len(ids) and all(0 <= i < state.game.num_actions for i in ids)
    assert state.game.num_actions == 3 * 36 + 36 * 4 * 5 + 1
    for move in state.legal_moves():
        assert state.action_to_move(state.move_to_action(move)) == move
    assert state.play_action(state.move_to_action("Ta5")).position() == state.play("Ta5").position()
    with pytest.raises(boardlab.IllegalMove):
        state.move_to_action("Td3")
    with pytest.raises(boardlab.IllegalMove):
        state.action_to_move(-1)


def test_click_paths_for_every_kind_of_step() -> None:
    state = chain_state().play("a3-d3")
    clicks = state.clicks()
    assert clicks["c6"] == ["c6"]
    assert clicks["a5-e5"] == ["a5", "e5"]
    assert clicks["Aa1"] == ["a1", "a1"]
    assert clicks["Ta1"] == ["a1", "pool-black"]
    assert clicks["end"] == ["end"]
    paths = [tuple(p) for p in clicks.values()]
    assert len(set(paths)) == len(paths)
    assert not any(a != b and b[: len(a)] == a for a in paths for b in paths), "no path is a prefix of another"


# --- drawing ----------------------------------------------------------------------------------


def _targets(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [el.get("data-target") for el in root.iter() if el.get("data-target") is not None]  # type: ignore[misc]


def test_svg_has_every_square_both_pools_and_the_end_button_in_a_bonus_step() -> None:
    state = chain_state().play("a3-d3")
    svg = state.svg(highlights=["c6", "end", "pool-black"], selected="a5")
    targets = _targets(svg)
    squares = {state.grid.name(s) for s in state.grid.spaces}
    assert set(targets) == squares | {"pool-black", "pool-white", "end"}
    assert all(target in targets for moves in state.clicks().values() for target in moves)
    root = ET.fromstring(svg)
    polygons = [el for el in root.iter(f"{SVG}polygon") if "active" in (el.get("class") or "")]
    inactive = [el for el in root.iter(f"{SVG}rect") if (el.get("class") or "").endswith("inactive")]
    assert len(polygons) == 2 and len(inactive) == 3, "a5, f6 turned; d3, e3, a1 flat"
    assert 'class="highlight"' in svg and 'class="selected"' in svg and 'class="just-moved"' in svg


def test_active_cubes_reach_into_their_neighbours() -> None:
    from boardlab.games.cubes.render import CELL

    state = boardlab.load("cubes", first="black").start().play("d4")
    root = ET.fromstring(state.svg())
    (diamond,) = [el for el in root.iter(f"{SVG}polygon")]
    xs = [float(p.split(",")[0]) for p in diamond.get("points").split()]  # type: ignore[union-attr]
    assert max(xs) - min(xs) > 1.2 * CELL, "wider than its own square"


def test_svg_without_bonus_has_no_end_button_and_flips() -> None:
    state = chain_state()
    assert "end" not in _targets(state.svg())
    plain, flipped = state.svg(), state.svg(flipped=True)
    assert plain != flipped and set(_targets(plain)) == set(_targets(flipped))
    small = boardlab.load("cubes", size=3).start().svg()
    assert ET.fromstring(small).get("width") == "400"


def test_text_diagram_shows_cubes_pools_and_the_bonus() -> None:
    text = chain_state().play("a3-d3").text()
    lines = text.splitlines()
    assert lines[0] == "6 . . . . . W"
    assert lines[3] == "3 . . . b w ."
    assert "pools: black 5, white 6" in text
    assert "bonus move" in text and "d3" in text
    assert "cannot make a legal move" in boardlab.load("cubes", size=5).from_position(
        "...../...../w..../.W.../B.w.. b - 3").text()


# --- evaluation -------------------------------------------------------------------------------


def test_evaluation_is_bounded_and_sees_a_stuck_player() -> None:
    game = boardlab.load("cubes", size=5)
    assert game.start().evaluate() == 0.0
    lost = game.from_position("...../...../w..../.W.../B.w.. b - 3")
    assert lost.evaluate() == -1.0
    # Black to move; white's only active cube is boxed in and cannot slide.
    winning = game.from_position("...../...../b..../.B.../W.b.. b - 3")
    assert 0.5 < winning.evaluate() < 1.0
    assert game.from_position("...../...../b..../.B.../W.b.. w - 3").evaluate() == -1.0, "white to move: lost"
    drawn = boardlab.load("cubes").from_position(
        "...w..../.W.w..../...w..../wwww..../....bbbb/....b.../....b.B./....b... b - 9")
    assert drawn.evaluate() == 0.0
