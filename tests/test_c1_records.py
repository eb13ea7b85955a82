"""The rulebook's sample game, records, position strings and JSON for C1."""

from __future__ import annotations

import json

import pytest

import boardlab
from boardlab.core.records import read_record, replay_record, write_record

SAMPLE_GAME = """[Cd1-d2, Pe7-e6] [Pb1-d5, Pc7-e3] [Pf1-f5, Te5-e4] [Tb3-b4, Pe6-c2]
[Pc1-c5, Pc2xe4] [Pd5xd3, Te6-e5] [Pc5xa3, Pe3xg5] [Tf3-f4, Pe4-e2]
[Cd2-a5, Tb5-d5] [Tb4-b5, Tc6-c4] [Pd3-d5, Tb6-c6] [Pf5-f6, Pf7-e7]
[Tb5-b6, Pb7-b6] [Tb2-b5, Pe2xa6] [Ca5-b5, Pa6-a5] [white WINS]."""

SAMPLE_MOVES = [m.strip("[], .") for m in SAMPLE_GAME.split() if m.strip("[], .") and "WINS" not in m and m != "[white"]


def test_the_sample_game_replays_move_for_move_with_its_separators() -> None:
    state = boardlab.load("c1").start()
    assert len(SAMPLE_MOVES) == 30
    for move in SAMPLE_MOVES:
        assert not state.is_over
        assert move in state.legal_moves(), move  # the separator as printed is the legal one
        state = state.play(move)
    assert state.winner == "white" and state.reason == "black's cone is surrounded"
    assert state.moves == SAMPLE_MOVES


def test_the_sample_record_parses_and_writes_back() -> None:
    game = boardlab.load("c1")
    states = replay_record(game, SAMPLE_GAME)
    assert len(states) == 31 and states[-1].winner == "white"
    assert write_record(states[-1]) == " ".join(SAMPLE_GAME.replace("\n", " ").rstrip(".").split())
    assert replay_record(game, write_record(states[-1]))[-1].position() == states[-1].position()


def test_records_are_tolerant_of_case_and_spacing() -> None:
    messy = "[ cD1-D2 ,pe7-E6][ Pb1 -d5, PC7-E3 ]\n\n[Black wins]".replace("[Black wins]", "")
    states = replay_record(boardlab.load("c1"), messy)
    assert states[-1].moves == ["Cd1-d2", "Pe7-e6", "Pb1-d5", "Pc7-e3"]


def test_a_wrong_separator_is_reported_with_ply_move_reason_and_correction() -> None:
    bad = SAMPLE_GAME.replace("Pc2xe4", "Pc2-e4")
    with pytest.raises(boardlab.RecordError) as caught:
        replay_record(boardlab.load("c1"), bad)
    assert str(caught.value) == "ply 10 (white): Pc2-e4: the move eliminates the tile at c2; write Pc2xe4"
    assert caught.value.ply == 10 and caught.value.move == "Pc2-e4"


def test_an_illegal_move_in_a_record_is_reported() -> None:
    with pytest.raises(boardlab.RecordError, match=r"ply 3 \(black\): Cd2-d4: the cone at d2 cannot reach d4"):
        replay_record(boardlab.load("c1"), "[Cd1-d2, Pe7-e6] [Cd2-d4]")


def test_a_wrong_result_is_reported() -> None:
    with pytest.raises(boardlab.RecordError, match="claims the result 'black'.*surrounded"):
        replay_record(boardlab.load("c1"), SAMPLE_GAME.replace("white WINS", "black WINS"))
    with pytest.raises(boardlab.RecordError, match="the game is not over"):
        replay_record(boardlab.load("c1"), "[Cd1-d2, Pe7-e6] [SOLVED]")


def test_a_result_players_can_reach_without_the_rules_is_kept() -> None:
    record = boardlab.records.read("[Cd1-d2, Pe7-e6] [draw]", "c1")
    assert record.outcome == ("draw", "result given in the record")
    resigned = boardlab.records.read('[Termination "black resigned"]\n\n[Cd1-d2] [white WINS]', "c1")
    assert resigned.outcome == ("white", "black resigned")


def test_moves_after_the_end_are_reported() -> None:
    with pytest.raises(boardlab.RecordError, match="ply 31 .*game is over"):
        replay_record(boardlab.load("c1"), SAMPLE_GAME.replace("[white WINS].", "[Cd1-d2]"))


@pytest.mark.parametrize("text, problem", [
    ("Cd1-d2 Pe7-e6", "outside square brackets"),
    ("[Cd1-d2,, Pe7-e6]", "empty entry"),
    ("[Cd1-d2] [white WINS] [Pe7-e6]", "after the result"),
    ("Position: nonsense\n[Cd1-d2]", "the start position"),
])
def test_malformed_records_are_refused(text: str, problem: str) -> None:
    with pytest.raises(boardlab.RecordError, match=problem):
        replay_record(boardlab.load("c1"), text)


def test_records_from_another_start_carry_a_position_line() -> None:
    game = boardlab.load("c1")
    start = game.start().play("Cd1-d2").play("Pe7-e6")
    start = game.from_position(start.position())
    end = start.play("Pb1-d1")
    text = write_record(end, start)
    assert text.splitlines()[0] == f"Position: {start.position()}"
    assert read_record(game, text).moves == ("Pb1-d1",)
    assert replay_record(game, text)[-1].position() == end.position()


def test_c2_records_join_the_steps_of_a_turn() -> None:
    game = boardlab.load("c1", variant="c2")
    state = game.replay(["Tb3-b4/Cd1-d2", "Pe7-e6"])
    assert write_record(state) == "[Tb3-b4/Cd1-d2, Pe7-e6]"
    assert replay_record(game, "[tb3-b4 / cd1-d2, Pe7-e6]")[-1].position() == state.position()


# --- position strings and JSON ---------------------------------------------------------------

START_STRING = ("wwwwwww/wwwwwww/wwwwwww/......./bbbbbbb/bbbbbbb/bbbbbbb "
                ".ppcpp./......./......./......./......./......./.PPCPP. b 0")


def test_start_position_string() -> None:
    game = boardlab.load("c1")
    assert game.start().position() == START_STRING
    assert game.from_position(START_STRING).legal_moves() == game.start().legal_moves()


def test_json_round_trips_and_is_json() -> None:
    game = boardlab.load("c1")
    state = game.replay(SAMPLE_MOVES[:12])
    data = json.loads(json.dumps(state.to_json()))
    assert data["pieces"]["d2"] == "black cone"
    assert game.from_json(data).position() == state.position()


@pytest.mark.parametrize("text, problem", [
    ("", "4 fields"),
    (START_STRING.replace(" b 0", " x 0"), "side to move"),
    (START_STRING.replace(" b 0", " b -1"), "turn count"),
    (START_STRING.replace("wwwwwww/", "wwwwww/", 1), "rank 7 of the tiles field needs 7"),
    (START_STRING.replace("wwwwwww/", "wwwwwwz/", 1), "'z' is not one of"),
    (START_STRING.replace("/bbbbbbb ", " ", 1), "7 ranks"),
    (START_STRING.replace(".PPCPP.", ".PPPPP."), "black must have exactly one cone"),
    (START_STRING.replace(".PPCPP.", "PPPCPP."), "at most four pyramids"),
    (START_STRING.replace("/......./bbbbbbb", "/.bbbbb./bbbbbbb", 1), "at most ten slidable"),
    (START_STRING.replace("/......./......./......./.PPCPP.", "/...P.../......./......./.PPC.P."), "black pyramid on d4 stands on Void"),
    (START_STRING.replace("bbbbbbb .", ".bbbbbb ."), "a1 must hold black's fixed tile"),
])
def test_malformed_position_strings_are_refused(text: str, problem: str) -> None:
    with pytest.raises(boardlab.PositionError, match=problem):
        boardlab.load("c1").from_position(text)


@pytest.mark.parametrize("mutate, problem", [
    (lambda d: d.pop("tiles"), "lacks the key 'tiles'"),
    (lambda d: d.update(side="red"), "'side' must be"),
    (lambda d: d.update(turn=-2), "'turn' must be"),
    (lambda d: d["pieces"].update(d9="black cone"), "not a cell"),
    (lambda d: d["pieces"].update(d4="black king"), "is not a piece"),
    (lambda d: d["tiles"]["white"].append("a1"), "holds two tiles"),
])
def test_malformed_json_is_refused(mutate, problem: str) -> None:  # type: ignore[no-untyped-def]
    data = boardlab.load("c1").start().to_json()
    mutate(data)
    with pytest.raises(boardlab.PositionError, match=problem):
        boardlab.load("c1").from_json(data)
    with pytest.raises(boardlab.PositionError, match="JSON object"):
        boardlab.load("c1").from_json([])  # type: ignore[arg-type]


def test_action_ids_map_both_ways() -> None:
    state = boardlab.load("c1").start()
    assert state.game.num_actions == 49 * 49
    assert state.move_to_action("Pb1-b2") == 1 * 49 + 8
    assert state.action_to_move(1 * 49 + 8) == "Pb1-b2"
    assert [state.action_to_move(a) for a in state.legal_actions()] == state.legal_moves()
    with pytest.raises(boardlab.IllegalMove):
        state.action_to_move(0)
    with pytest.raises(boardlab.IllegalMove):
        state.move_to_action("Pb1-b5")
    assert state.play_action(1 * 49 + 8).position() == state.play("Pb1-b2").position()
