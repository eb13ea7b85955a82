"""Stored games as records and back: the record the web app shows and exports, and what an
imported record stores (the web import and ``boardlab import`` share it).

A stored game writes its players (the seat's ``human`` or computer player spec), the date it
was created and, once it is over, how it ended (``Termination``); a result the rules did not
reach (a resignation, an agreed draw) is written as the record's result.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from boardlab.core.game import Game, State
from boardlab.core.records import DATE, TERMINATION, Record, date_tag, seat_tag, write
from boardlab.server.storage import GameRow


@dataclass(frozen=True)
class Opening:
    """What a new game starts with when it is imported from a record."""

    rules: Game
    start: State
    #: Every step played, in order (a turn of several steps gives each of them).
    steps: list[str]
    #: Notes by turn index.
    notes: dict[int, str]
    #: ``(winner, reason)`` of a result the record gives but the rules did not reach, else ``None``.
    result: tuple[str, str] | None


def opening_of(record: Record) -> Opening:
    """The game a record describes, every turn and its result checked (:class:`RecordError` if not)."""
    states = record.states()
    final = states[-1]
    steps = [step for before, turn in zip(states, record.moves) for step in before.split_turn(turn)]
    claimed = None if final.is_over else record.outcome
    return Opening(record.load(), states[0], steps, final.annotations(), claimed)


def record_of(row: GameRow, start: State, state: State) -> Record:
    """The record of a stored game, rebuilt as ``state`` from ``start`` by replaying its steps."""
    tags = {DATE: date_tag(row.created_at.date())}
    tags.update({seat_tag(seat): spec for seat, spec in row.players.items()})
    reason = row.result_reason if row.result_winner is not None else state.reason
    if reason:
        tags[TERMINATION] = reason
    # An aborted game has no result: its Termination says so.
    claimed = row.result_winner if not state.is_over and row.result_winner != "aborted" else None
    # The server replayed the steps itself, so the record need not replay them again.
    return Record.from_state(state, start=start, tags=tags, result=claimed, verify=False)


def record_text(row: GameRow, start: State, state: State) -> str:
    """The text of :func:`record_of`."""
    return write(record_of(row, start, state))


def recorded_date(record: Record) -> datetime | None:
    """The day of the record's ``Date`` tag (midnight UTC), when it gives the whole date."""
    try:
        return datetime.strptime(record.tag(DATE) or "", "%Y.%m.%d").replace(tzinfo=UTC)
    except ValueError:
        return None
