"""The clocks of a game going on: what a move, a takeback or a declared result does to the
stored clock columns, who has run out of time and what that means, and the clocks as the API
shows them. The arithmetic itself is :mod:`boardlab.server.clocks` (pure, no game); this module
applies it to a :class:`~boardlab.server.live_game.Live` game.

What is stored is each seat's time left when the current turn started and the instant it started
(``clock_ms``, ``turn_started_at``); a clock needs no writing while it runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from boardlab.core.game import Game, State
from boardlab.server.clocks import (InvalidTimeControl, TimeControl, after_turn, clock_view, deadline, elapsed_ms,
                                    flagged, parse_time_control, remaining_now)
from boardlab.server.errors import Unprocessable
from boardlab.server.live_game import HUMAN, Live, has_moved
from boardlab.server.refusals import rules_code
from boardlab.server.storage import Store


def checked_time_control(text: Any) -> TimeControl | None:
    """The parsed time control (``None``: untimed); a bad one is :class:`Unprocessable`.

    >>> checked_time_control("3+2").text
    '3+2'
    """
    try:
        return parse_time_control(text)
    except InvalidTimeControl as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None


def time_result(rules: Game, state: State, seat: str) -> tuple[str, str]:
    """``(winner, reason)`` when ``seat`` runs out of time: it loses as if it resigned, but a
    seat that cannot win any more (``State.can_win``) does not win by it: a draw."""
    winner, _ = rules.resignation(seat)
    if winner in rules.seats and not state.can_win(winner):
        return "draw", f"{seat} ran out of time, and {winner} cannot win"
    return winner, f"{seat} ran out of time"


def flagged_seat(live: Live, now: datetime) -> str | None:
    """The seat to move if its running clock has run out at ``now`` (``None``: none has)."""
    row = live.row
    return flagged(row.clock_ms, live.to_move, row.turn_started_at, now) if row.clock_ms is not None else None


def deadlines(store: Store) -> dict[str, datetime]:
    """When each timed game in play runs out of time, unless a move comes first."""
    due = {}
    for game_id, to_move, clocks, started in store.timed_playing():
        instant = deadline(clocks, to_move, started)
        if instant is not None:
            due[game_id] = instant
    return due


def clocks_after(live: Live, state: State, steps: Sequence[str], now: datetime) -> dict[str, Any]:
    """The clock columns after ``steps`` led to ``state``: unchanged while the mover's turn goes
    on; once it is complete, its time is charged (plus the increment) if its clock ran (a seat's
    first move is free), and the next seat's clock starts if that seat has moved before (none
    once the game is over)."""
    row = live.row
    control = parse_time_control(row.time_control)
    mover = live.to_move
    if control is None or row.clock_ms is None or mover is None:
        return {}
    if state.to_move == mover and not state.is_over:
        return {}
    clocks = row.clock_ms
    if row.turn_started_at is not None:
        clocks = after_turn(control, clocks, mover, elapsed_ms(row.turn_started_at, now))
    # A computer's clock waits for its job to leave the queue (GameService.start_computer_clock);
    # a human's runs from its first move on.
    computer_next = row.players.get(state.to_move, HUMAN) != HUMAN
    runs = not state.is_over and not computer_next and has_moved(live.start, [*live.steps, *steps], state.to_move)
    return {"clock_ms": clocks, "turn_started_at": now if runs else None}


def clocks_stopped(live: Live, now: datetime) -> dict[str, Any]:
    """The clock columns of a game ending now outside the rules (resignation, agreement, time)."""
    row = live.row
    if row.clock_ms is None:
        return {}
    left = remaining_now(row.clock_ms, live.to_move, row.turn_started_at, now)
    return {"clock_ms": {seat: max(0, ms) for seat, ms in left.items()}, "turn_started_at": None}


def clocks_taken_back(live: Live, steps_kept: int, to_move: str | None, now: datetime) -> dict[str, Any]:
    """The clock columns after a takeback to ``steps_kept`` steps: the time already used stays
    used (the running clock is charged up to now) and the clock of ``to_move`` starts now, unless
    that seat is back before its first move, which is free again."""
    clocks = clocks_stopped(live, now)
    if clocks and has_moved(live.start, live.steps[:steps_kept], to_move):
        clocks["turn_started_at"] = now
    return clocks


def clock_stored(live: Live) -> dict[str, Any] | None:
    """The clocks as stored (the time left when the turn started), for the cached view."""
    row = live.row
    if row.clock_ms is None:
        return None
    started = row.turn_started_at
    return {"time_control": row.time_control, "clock_ms": row.clock_ms,
            "running": live.to_move if started is not None else None,
            "turn_started": started.isoformat() if started else None}


def clock_now(stored: dict[str, Any] | None, now: datetime) -> dict[str, Any] | None:
    """The clocks as the API shows them at ``now`` (see :func:`boardlab.server.clocks.clock_view`)."""
    if stored is None:
        return None
    if "server_time" in stored:  # already as of some instant
        return stored
    control = parse_time_control(stored["time_control"])
    assert control is not None
    started = datetime.fromisoformat(stored["turn_started"]) if stored["turn_started"] else None
    return clock_view(control, stored["clock_ms"], stored["running"], started, now)
