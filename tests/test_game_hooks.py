"""The protocol's hooks for playing on: resigning, draws by agreement, rematch options."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import boardlab

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
SWAP = {"black": "white", "white": "black"}


def test_two_seat_resignation_gives_the_other_seat_the_win() -> None:
    assert boardlab.load("c1").resignation("black") == ("white", "black resigned")


def test_comet_is_given_up_together() -> None:
    comet = boardlab.load("comet")
    assert comet.resignation("p1") == ("unsolved", "p1 gave up")
    assert not comet.draw_by_agreement and boardlab.load("c1").draw_by_agreement


def test_default_rematch_keeps_the_options() -> None:
    game = boardlab.load("c1", variant="c2")
    assert game.rematch_options("draw", SWAP, NOW, NOW) == game.options


def test_ccc_rematch_the_loser_goes_first() -> None:
    ccc = boardlab.load("ccc")
    options = ccc.rematch_options("white", SWAP, NOW, NOW)  # black lost, and plays white next
    assert options["first"] == "white"
    assert boardlab.load("ccc", **options).start().to_move == "white"


def test_ccc_no_rematch_on_the_day_of_a_draw() -> None:
    ccc = boardlab.load("ccc")
    with pytest.raises(boardlab.InvalidOption, match="rest until tomorrow"):
        ccc.rematch_options("draw", SWAP, NOW, NOW + timedelta(hours=8))
    tomorrow = datetime(2026, 11, 23, 0, 5, tzinfo=UTC)
    assert ccc.rematch_options("draw", SWAP, NOW, tomorrow)["first"] == ccc.options["first"]
