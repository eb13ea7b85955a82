"""CCC's compliments through the generic note hooks (``State.note_due``, ``suggested_note``)."""

from __future__ import annotations

import boardlab

GAME = boardlab.load("ccc")


def flag_position(turn: int = 2):
    return GAME.from_layout({"e1": "N", "e8": "n", "a1": "S", "h8": "s"}, turn=turn)


def test_moving_the_flag_asks_for_a_compliment_on_the_last_turn() -> None:
    start = flag_position()
    assert start.note_due is None and start.suggested_note() is None
    moved = start.play("Ne1-e4")
    assert moved.note_due is not None and moved.note_due.startswith("Compliment your opponent")
    assert "last turn" in moved.note_due
    suggestion = moved.suggested_note()
    assert suggestion and suggestion == moved.suggested_compliment()
    kind = moved.annotate(suggestion)
    assert kind.note_due is None and kind.suggested_note() is None
    assert kind.annotations() == {0: suggestion}


def test_recreating_the_flag_asks_about_the_whole_game() -> None:
    state = GAME.from_layout({"d4": "S", "a8": "s", "h6": "f"}, turn=5)
    recreated = state.play("N@e1")
    assert recreated.note_due is not None and "whole game" in recreated.note_due


def test_other_turns_need_no_note() -> None:
    state = flag_position().play("Sa1-b2")
    assert state.note_due is None and state.suggested_note() is None


def test_games_without_notes_use_the_defaults() -> None:
    for name in ("c1", "cubes", "axiom", "comet"):
        state = boardlab.load(name).start()
        assert state.note_due is None and state.suggested_note() is None
