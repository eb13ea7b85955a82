"""Stored games as records and back: the record the web app shows and exports, and what an
imported record stores (the web import and ``boardlab import`` share it).

A stored game writes its players (the account's name where an account holds the seat, else
``human`` or the computer player's spec), its time control (``TimeControl``), whether it is
rated (``Rated``), the date it was created (``Date``) and, once it is over, the date it ended
(``EndDate``), how it ended (``Termination``) and, for a contest of two, the score in seat
order (``Score``: ``1-0``, ``0-1``, ``1/2-1/2``, as PGN writes it: every two-player game reads
the same way); a result the rules did not reach (a resignation, an agreed draw) is written as
the record's result.

>>> score_text(("black", "white"), "white"), score_text(("black", "white"), "draw")
('0-1', '1/2-1/2')
>>> score_text(("p1", "p2", "p3"), "solved") is None    # played together: the result in words
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from boardlab.core.game import Game, State
from boardlab.core.records import DATE, TERMINATION, Record, date_tag, seat_tag, write
from boardlab.server.storage import GameRow

#: The web app's own header tags (see the module docstring and docs/records.md).
TIME_CONTROL, RATED, END_DATE, SCORE = "TimeControl", "Rated", "EndDate", "Score"


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


def record_of(row: GameRow, start: State, state: State, names: Mapping[str, str] | None = None,
              rated: bool | None = None) -> Record:
    """The record of a stored game, rebuilt as ``state`` from ``start`` by replaying its steps;
    ``names`` gives the account name of each seat an account holds, ``rated`` whether the game
    counts for ratings (as its label says; default: as it was created)."""
    tags = {DATE: date_tag(row.created_at.date())}
    tags.update({seat_tag(seat): (names or {}).get(seat) or spec for seat, spec in row.players.items()})
    if row.time_control:
        tags[TIME_CONTROL] = row.time_control
    tags[RATED] = "true" if (row.rated if rated is None else rated) else "false"
    reason = row.result_reason if row.result_winner is not None else state.reason
    winner = row.result_winner if row.result_winner is not None else state.winner
    if winner is not None:
        tags[END_DATE] = date_tag(row.updated_at.date())
        score = score_text(start.game.seats, winner)
        if score:
            tags[SCORE] = score
    if reason:
        tags[TERMINATION] = reason
    # An aborted game has no result: its Termination says so.
    claimed = row.result_winner if not state.is_over and row.result_winner != "aborted" else None
    # The server replayed the steps itself, so the record need not replay them again.
    return Record.from_state(state, start=start, tags=tags, result=claimed, verify=False)


def score_text(seats: Sequence[str], winner: str) -> str | None:
    """A two-seat game's result as a score in seat order (``1-0``: the first seat won), or
    ``None`` where a score means nothing (a game played together, an aborted game)."""
    if len(seats) != 2:
        return None
    if winner == "draw":
        return "1/2-1/2"
    if winner in seats:
        return "1-0" if winner == seats[0] else "0-1"
    return None


def record_text(row: GameRow, start: State, state: State, names: Mapping[str, str] | None = None,
                rated: bool | None = None) -> str:
    """The text of :func:`record_of`."""
    return write(record_of(row, start, state, names, rated))


def recorded_date(record: Record) -> datetime | None:
    """The day of the record's ``Date`` tag (midnight UTC), when it gives the whole date."""
    try:
        return datetime.strptime(record.tag(DATE) or "", "%Y.%m.%d").replace(tzinfo=UTC)
    except ValueError:
        return None
