"""AXIOM notation: move strings, position strings, JSON, records and their error messages."""

from __future__ import annotations

import pytest

import boardlab
from boardlab.core.records import replay_record, write_record
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.notation import normalise_move, parse_cell, parse_move
from boardlab.games.axiom.state import AxiomState

GAME = AxiomGame()
START = GAME.start()


def test_cells_and_moves_parse() -> None:
    assert parse_cell("c2.1") == (2, 1, 1)
    assert parse_cell("n14.12") == (13, 13, 12)
    assert parse_cell("o1.1") is None and parse_cell("a0.1") is None and parse_cell("a1.0") is None
    assert parse_move("Cc2.2-c3.3D") == ("C", ((2, 1, 2), (2, 2, 3), "D"))
    assert parse_move("Sb2.2Uxc3.2U") == ("S", ((1, 1, 2), 0, "x", (2, 2, 2), 0))
    for bad in ("", "C", "Cc2.2-c3.3", "Cc2.2c3.3D", "Sb2.2-c3.2U", "Sb2.2U-c3.2", "Cc2.2-c3.3DUN", "c2.2-c3.3D",
                "Sb2.2U c3.2U", "Cc2-c3D"):
        assert parse_move(bad) is None


def test_moves_have_no_whitespace_and_normalise_from_any_case() -> None:
    for move in START.legal_moves():
        assert move.strip() == move and " " not in move
        assert GAME.normalise_move(move.lower()) == move
        assert GAME.normalise_move(move.upper()) == move
    assert normalise_move("ca2.1-b2.1wn") == "Ca2.1-b2.1NW"  # dome faces in UDNESW order
    assert normalise_move("sB2.2uXc3.2u") == "Sb2.2Uxc3.2U"
    assert normalise_move("  hello ") == "hello"


def test_play_reads_any_case_and_dome_faces_in_any_order() -> None:
    standard = START.play("Cc2.2-c3.3D").play("Sb3.2U-b3.1N").play("Cc2.1-a2.1NW")
    loose = START.play("cC2.2-C3.3d").play("sb3.2u-B3.1n").play("cc2.1-A2.1wn")
    assert loose.position() == standard.position()
    assert isinstance(loose, AxiomState) and loose.turns == standard.turns  # recorded in standard form
    before = START.play("Cc2.2-c3.3D").play("Sb3.2U-b3.1N")
    assert before.move_to_action("cc2.1-a2.1WN") == before.move_to_action("Cc2.1-a2.1NW")
    with pytest.raises(boardlab.IllegalMove, match="names a face twice"):
        before.play("Cc2.1-a2.1nn")


def test_command_line_reads_any_case_and_dome_order() -> None:
    from typer.testing import CliRunner

    from boardlab.cli import app

    runner = CliRunner()
    moves = runner.invoke(app, ["moves", "axiom", "--moves", "cc2.2-c3.3d SB3.2U-b3.1n cc2.1-a2.1wn", "--json"])
    assert moves.exit_code == 0, moves.output
    assert '"to_move": "white"' in moves.stdout
    picture = runner.invoke(app, ["svg", "axiom", "--moves", "cc2.2-c3.3d SB3.2U-b3.1n cc2.1-a2.1wn"])
    assert picture.exit_code == 0 and "<svg" in picture.stdout


def test_malformed_moves_get_a_clear_error() -> None:
    with pytest.raises(boardlab.IllegalMove, match="not an AXIOM move"):
        START.play("Pb1-d5")
    with pytest.raises(boardlab.IllegalMove, match="no cube on"):
        START.play("Ca5.1-a6.1U")
    with pytest.raises(boardlab.IllegalMove, match="move must be a string"):
        START.play(3)  # type: ignore[arg-type]


def test_position_string_round_trips() -> None:
    text = START.position()
    assert GAME.from_position(text).position() == text
    state = START.play("Cc2.2-a2.1U").play("Sc3.2U-c3.2N")
    assert GAME.from_position(state.position()) == state


def test_reading_a_position_normalises_the_frame() -> None:
    moved = "c3.1bUW,c3.2bE,c4.1wUE,c4.2wW,d3.1bSW,d3.2bD,d4.1wNE,d4.2wD,e3.1bUW,e3.2bE,e4.1wUE,e4.2wW " \
            "c3.2Ub,e3.2Ub,c4.2Uw,e4.2Uw b 0"
    assert GAME.from_position(moved).position() == START.position()


@pytest.mark.parametrize("text, message", [
    ("", "4 fields"),
    ("b2.1bUW b2.1Ub b", "4 fields"),
    ("b2.1bXY b2.2Ub,d2.2Ub,b3.2Uw,d3.2Uw b 0", "cube 'b2.1bXY'"),
    ("b2.1bUD b2.1Nb,b2.1Eb,b2.1Sw,b2.1Ww b 0", "adjacent faces"),
    ("b2.1bWU b2.1Nb,b2.1Eb,b2.1Sw,b2.1Dw b 0", "order UDNESW"),
    ("b2.1bU,b2.1wU b2.1Nb,b2.1Eb,b2.1Sw,b2.1Ww b 0", "holds two cubes"),
    ("b2.1bU b2.1Nb,b2.1Eb,b2.1Sw b 0", "exactly two sceptres"),
    ("b2.1bU b2.1Nb,b2.1Eb,b2.1Sw,b2.1Uw b 0", "stands on a dome"),
    ("b2.1bU b2.1Nb,b2.1Eb,b2.1Sw,c2.1Ww b 0", "stands on no cube"),
    ("b2.1bU,c2.1wU b2.1Nb,b2.1Eb,b2.1Sw,c2.1Ww b 0", "covered face"),
    ("b2.1bN,b2.2wN b2.1Eb,b2.1Sb,b2.2Ew,b2.2Sw b 0", "does not interlock with the cube below"),
    ("b2.1bD,c2.1wU b2.1Nb,b2.1Eb,c2.1Sw,c2.1Ww b 0", "dome on the table"),
    ("b2.1bE,c2.1wW b2.1Nb,b2.1Sb,c2.1Sw,c2.1Nw b 0", "touches a dome"),
    ("b2.1bU,c2.2wD b2.1Nb,b2.1Sb,c2.2Sw,c2.2Nw b 0", "overhangs"),
    ("b2.1bN,b2.2bU,b2.3bU,b2.4bU b2.1Eb,b2.1Sb,b2.2Ew,b2.2Sw b 0", "three single-domed"),
    ("b2.1bN b2.1Eb,b2.1Sb,b2.1Uw,b2.1Ww x 0", "side to move"),
    ("b2.1bN b2.1Eb,b2.1Sb,b2.1Uw,b2.1Ww b -1", "whole number"),
    ("b2.1bN b2.1Eb,b2.1Sb,b2.1Uw,b2.1Uw b 0", "shares its place"),
    ("b2.1bN b2.1E,b2.1Sb,b2.1Uw,b2.1Ww b 0", "sceptre 'b2.1E'"),
])
def test_malformed_positions_get_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(boardlab.PositionError, match=message):
        GAME.from_position(text)


def test_position_must_be_text() -> None:
    with pytest.raises(boardlab.PositionError, match="must be text"):
        GAME.from_position(None)  # type: ignore[arg-type]


def test_json_round_trips() -> None:
    state = START.play("Sb2.2U-b2.2W")
    data = state.to_json()
    assert data["game"] == "axiom" and data["side"] == "white" and data["turn"] == 1
    assert {"cell": "b2.1", "colour": "black", "domes": "UW"} in data["cubes"]
    assert {"face": "b2.2W", "colour": "black"} in data["sceptres"]
    assert GAME.from_json(data) == state


@pytest.mark.parametrize("change, message", [
    ({"cubes": "x"}, "must be lists"),
    ({"cubes": [{"cell": "b2.1"}]}, "a cube must be an object"),
    ({"cubes": [{"cell": "zz", "colour": "black", "domes": "U"}]}, "not a cell"),
    ({"cubes": [{"cell": "b2.1", "colour": "red", "domes": "U"}]}, "colour must be"),
    ({"cubes": [{"cell": "b2.1", "colour": "black", "domes": "Q"}]}, "one or two face letters"),
    ({"sceptres": [{"face": "b2.2"}]}, "a sceptre must be an object"),
    ({"sceptres": [{"face": "b2.2", "colour": "black"}]}, "not a cube face"),
    ({"sceptres": [{"face": "b2.2U", "colour": "grey"}]}, "colour must be"),
    ({"side": "red"}, "'side' must be"),
    ({"turn": -3}, "'turn' must be"),
    ({"turn": True}, "'turn' must be"),
])
def test_malformed_json_gets_a_clear_error(change: dict, message: str) -> None:
    data = {**START.to_json(), **change}
    with pytest.raises(boardlab.PositionError, match=message):
        GAME.from_json(data)


def test_json_needs_its_keys() -> None:
    with pytest.raises(boardlab.PositionError, match="lacks the key"):
        GAME.from_json({"cubes": []})
    with pytest.raises(boardlab.PositionError, match="JSON object"):
        GAME.from_json([])  # type: ignore[arg-type]


def test_records_round_trip() -> None:
    state = GAME.replay(["Sb2.2U-b2.2W", "Sb3.2U-b2.2U"])
    assert state.winner == "white"
    record = write_record(state)
    assert record == "[Sb2.2U-b2.2W, Sb3.2U-b2.2U] [white WINS]"
    assert replay_record(GAME, record)[-1] == state
    assert replay_record(GAME, "[sb2.2u-B2.2w, sb3.2u-b2.2u]")[-1] == state
    with pytest.raises(boardlab.RecordError, match="cannot reach b2.1U"):
        replay_record(GAME, "[Sb2.2U-b2.2W, Sb3.2U-b2.1U]")


def test_action_ids_round_trip_and_stay_in_range() -> None:
    state = START.play("Cc2.2-c3.3D").play("Sb3.2U-b3.2N")
    ids = state.legal_actions()
    assert len(set(ids)) == len(ids)
    for move, action in zip(state.legal_moves(), ids):
        assert 0 <= action < GAME.num_actions
        assert state.action_to_move(action) == move
        assert state.play_action(action) == state.play(move)
    with pytest.raises(boardlab.IllegalMove):
        state.action_to_move(-1)
    with pytest.raises(boardlab.IllegalMove):
        state.move_to_action("Sb2.2U-b2.2U")


def test_options_are_checked() -> None:
    with pytest.raises(boardlab.InvalidOption, match="own_pair"):
        boardlab.load("axiom", own_pair="sometimes")
    assert boardlab.load("axiom", move_limit="40").options["move_limit"] == 40
