"""Notes in records: ``{...}`` after a turn, kept by games that keep notes (CCC compliments)."""

from __future__ import annotations

import pytest

import boardlab
from boardlab.core.records import read_record, replay_record, write_record


def test_notes_are_read_beside_their_turn() -> None:
    record = read_record(boardlab.load("c1"), "[Cd1-d2 {a quiet start, really}, Pe7-e6] [Pb1-d5 {}]")
    assert record.moves == ("Cd1-d2", "Pe7-e6", "Pb1-d5")
    assert record.notes == {0: "a quiet start, really", 2: ""}


def test_games_without_notes_refuse_them_in_a_replay() -> None:
    with pytest.raises(boardlab.RecordError, match=r"ply 1 .*c1 keeps no notes"):
        replay_record(boardlab.load("c1"), "[Cd1-d2 {hello}, Pe7-e6]")


@pytest.mark.parametrize("text, problem", [
    ("[Cd1-d2 {unclosed, Pe7-e6]", "unclosed"),
    ("{note} [Cd1-d2]", "outside square brackets"),
    ("[Cd1-d2, [Pe7-e6]]", "inside another"),
    ("[Cd1-d2, Pe7-e6", "never closed"),
    ("[Cd1-d2] [draw {why}]", "after the result"),
])
def test_malformed_notes_and_brackets_are_refused(text: str, problem: str) -> None:
    with pytest.raises(boardlab.RecordError, match=problem):
        read_record(boardlab.load("c1"), text)


def test_ccc_compliments_travel_in_the_record() -> None:
    game = boardlab.load("ccc")
    start = game.from_layout({"e1": "N", "e8": "n", "a1": "S", "h8": "s"}, turn=2)
    state = start.play("Ne1-e4").with_compliment("Lovely opening, {truly}!").play("Sh8-g7")
    text = write_record(state, start)
    assert "[Ne1-e4 {Lovely opening, (truly)!}, Sh8-g7]" in text
    replayed = replay_record(game, text)[-1]
    assert replayed.annotations() == {0: "Lovely opening, (truly)!"}
    assert replayed.position() == state.position()
