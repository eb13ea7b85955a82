"""The clock arithmetic of server/clocks.py: parsing time controls, the time left, increments,
correspondence resets, who flagged, deadlines and the downtime credit."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import boardlab
from boardlab.server.clocks import (CORRESPONDENCE, DAY_MS, REALTIME, InvalidTimeControl, after_turn, clock_view,
                                    credited_start, deadline, elapsed_ms, flagged, parse_time_control, remaining_now)

T0 = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def seconds(value: float) -> timedelta:
    return timedelta(seconds=value)


@pytest.mark.parametrize("text, kind, initial, increment, canonical", [
    ("10+5", REALTIME, 600_000, 5000, "10+5"),
    (" 0.5+0 ", REALTIME, 30_000, 0, "0.5+0"),
    ("0.05+0", REALTIME, 3000, 0, "0.05+0"),
    ("3+2.5", REALTIME, 180_000, 2500, "3+2.5"),
    ("03+2", REALTIME, 180_000, 2000, "3+2"),
    ("1d", CORRESPONDENCE, DAY_MS, 0, "1d"),
    ("14D", CORRESPONDENCE, 14 * DAY_MS, 0, "14d"),
])
def test_time_controls_parse_to_milliseconds(text: str, kind: str, initial: int, increment: int,
                                             canonical: str) -> None:
    control = parse_time_control(text)
    assert control is not None
    assert (control.kind, control.initial_ms, control.increment_ms, control.text) == (kind, initial, increment,
                                                                                      canonical)


@pytest.mark.parametrize("text", [None, "", "  "])
def test_no_time_control_is_an_untimed_game(text: str | None) -> None:
    assert parse_time_control(text) is None


@pytest.mark.parametrize("text, problem", [
    ("10", "neither"), ("10+", "neither"), ("+5", "neither"), ("10+5+1", "neither"), ("ten+five", "neither"),
    ("-1+0", "neither"), ("1e3+0", "neither"), ("1.5d", "neither"), ("0+5", "minutes must be"),
    ("0.001+0", "minutes must be"), ("2000+0", "minutes must be"), ("10+999", "increment must be"), ("0d", "days per move"),
    ("99d", "days per move"), ("nan+0", "neither"), ("١٠+5", "neither"), (5, "must be a text"), ([], "must be a text"),
])
def test_bad_time_controls_are_refused_saying_why(text: object, problem: str) -> None:
    with pytest.raises(InvalidTimeControl, match=problem):
        parse_time_control(text)


def test_a_huge_time_control_is_not_echoed() -> None:
    with pytest.raises(InvalidTimeControl) as raised:
        parse_time_control("9" * 100_000)
    assert len(str(raised.value)) < 200


def test_only_the_running_clock_is_charged() -> None:
    clocks = {"black": 60_000, "white": 45_000}
    assert remaining_now(clocks, "white", T0, T0 + seconds(10)) == {"black": 60_000, "white": 35_000}
    assert remaining_now(clocks, None, None, T0 + seconds(10)) == clocks
    assert elapsed_ms(T0, T0 - seconds(3)) == 0          # a clock never runs backwards


def test_a_completed_turn_charges_the_time_taken_and_adds_the_increment() -> None:
    control = parse_time_control("1+5")
    assert control is not None
    clocks = control.start(["black", "white"])
    after = after_turn(control, clocks, "black", elapsed_ms=12_345)
    assert after == {"black": 60_000 - 12_345 + 5000, "white": 60_000}
    assert clocks == {"black": 60_000, "white": 60_000}   # pure: the input is unchanged


def test_correspondence_resets_the_movers_clock_to_the_time_per_move() -> None:
    control = parse_time_control("2d")
    assert control is not None
    after = after_turn(control, {"black": 5, "white": 2 * DAY_MS}, "black", elapsed_ms=DAY_MS)
    assert after == {"black": 2 * DAY_MS, "white": 2 * DAY_MS}


def test_the_running_seat_flags_when_its_time_reaches_zero() -> None:
    clocks = {"black": 3000, "white": 1}
    assert flagged(clocks, "black", T0, T0 + seconds(2.999)) is None
    assert flagged(clocks, "black", T0, T0 + seconds(3)) == "black"
    assert flagged(clocks, "black", T0, T0 + seconds(300)) == "black"
    assert flagged(clocks, None, None, T0 + seconds(300)) is None       # no clock runs: nobody flags
    assert flagged({"black": 0, "white": 0}, "white", T0, T0) == "white"


def test_the_deadline_is_when_the_running_clock_reaches_zero() -> None:
    clocks = {"black": 1500, "white": 10}
    instant = deadline(clocks, "black", T0)
    assert instant == T0 + seconds(1.5)
    assert flagged(clocks, "black", T0, instant) == "black"
    assert flagged(clocks, "black", T0, instant - timedelta(milliseconds=1)) is None
    assert deadline(clocks, None, T0) is None


@pytest.mark.parametrize("started, beat, restart, expected", [
    (0, 10, 70, 60),      # down 60 s in the middle of a turn: the turn counts as 60 s later
    (20, 10, 70, 70),     # the turn began after the last heartbeat: nothing of it before the restart counts
    (0, 10, 10, 0),       # no gap: nothing to credit
    (0, 10, 5, 0),        # a clock set back: nothing
])
def test_downtime_between_the_last_heartbeat_and_the_restart_is_charged_to_nobody(
        started: int, beat: int, restart: int, expected: int) -> None:
    assert credited_start(T0 + seconds(started), T0 + seconds(beat), T0 + seconds(restart)) == T0 + seconds(expected)


def test_the_clock_view_never_shows_negative_time() -> None:
    control = parse_time_control("0.05+0")
    assert control is not None
    shown = clock_view(control, {"black": 3000, "white": 3000}, "black", T0, T0 + seconds(5))
    assert shown["remaining_ms"] == {"black": 0, "white": 3000}
    assert shown["running"] == "black" and shown["server_time"] == round((T0 + seconds(5)).timestamp() * 1000)


def test_can_win_defaults_to_true_and_ccc_says_false_in_a_dead_position() -> None:
    assert boardlab.load("c1").start().can_win("white")
    ccc = boardlab.load("ccc")
    assert ccc.start().can_win("black") and ccc.start().can_win("white")
    # Black's Pyramid on a dark square (a1), White's on a light one (h1... is light): dead, nobody can win.
    dead = ccc.from_layout({"a1": "S", "h1": "s"})
    assert dead.pos.pending is None
    assert not dead.can_win("black") and not dead.can_win("white")
    assert dead.is_over and dead.winner == "draw"
