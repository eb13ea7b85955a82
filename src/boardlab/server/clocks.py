"""Time controls and the clock arithmetic behind them: pure functions, no database, no server.

A time control is written as players say it:

- ``"M+S"``: real time, M minutes for each seat (fractions allowed: ``"0.5+0"`` is 30 s) and S
  seconds added to a seat's clock for every turn it completes;
- ``"Nd"``: correspondence, N days for each move; the mover's clock is set back to N days
  whenever its turn ends;
- no time control (``None``): the game is untimed.

Only the seat to move has a running clock. What is stored is each seat's remaining time when
the current turn started and the instant it started; the time left *now* is worked out from
them, so a clock needs no writing while it runs.

>>> control = parse_time_control("0.5+2")
>>> control.text, control.initial_ms, control.increment_ms
('0.5+2', 30000, 2000)
>>> start = datetime(2026, 1, 1, tzinfo=UTC)
>>> clocks = control.start(["black", "white"])
>>> after_turn(control, clocks, "black", elapsed_ms=10_000)
{'black': 22000, 'white': 30000}
>>> remaining_now(clocks, "black", start, start + timedelta(seconds=31))
{'black': -1000, 'white': 30000}
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta  # UTC: for the examples

REALTIME = "realtime"
CORRESPONDENCE = "correspondence"
#: The bounds of a time control: at most 24 hours (or 180 s more) a game, 1 to 60 days a move.
MAX_MINUTES = 1440.0
MIN_MINUTES = 0.01
MAX_INCREMENT_SECONDS = 180.0
MAX_DAYS = 60
_REALTIME = re.compile(r"(\d{1,4}(?:\.\d{1,3})?)\+(\d{1,3}(?:\.\d{1,3})?)", re.ASCII)
_CORRESPONDENCE = re.compile(r"(\d{1,2})d", re.ASCII)
DAY_MS = 24 * 3600 * 1000


class InvalidTimeControl(ValueError):
    """A time control that is not ``"M+S"`` or ``"Nd"`` within the bounds (the message says why)."""


@dataclass(frozen=True)
class TimeControl:
    """A parsed time control (see the module docstring); ``text`` is its canonical spelling."""

    text: str
    kind: str
    initial_ms: int
    increment_ms: int = 0

    def start(self, seats: Iterable[str]) -> dict[str, int]:
        """Every seat's clock at the start of a game.

        >>> parse_time_control("3d").start(["black", "white"])
        {'black': 259200000, 'white': 259200000}
        """
        return dict.fromkeys(seats, self.initial_ms)

    def describe(self) -> dict[str, object]:
        """The control as the game's JSON shows it."""
        return {"text": self.text, "kind": self.kind, "initial_ms": self.initial_ms,
                "increment_ms": self.increment_ms}


def parse_time_control(text: object) -> TimeControl | None:
    """The time control ``text`` stands for; ``None`` (or an empty text) is an untimed game.

    >>> parse_time_control("10+5").initial_ms
    600000
    >>> parse_time_control("2d").kind
    'correspondence'
    >>> parse_time_control("10 minutes")
    Traceback (most recent call last):
    ...
    boardlab.server.clocks.InvalidTimeControl: time control '10 minutes' is neither 'M+S' (minutes each plus seconds per turn, e.g. '10+5') nor 'Nd' (days per move, e.g. '3d')
    """
    if text is None:
        return None
    if not isinstance(text, str):
        raise InvalidTimeControl("time control must be a text such as '10+5' or '3d', or null for none")
    # Only short texts are remembered: no valid control is longer, and a megabyte of junk must not stay.
    return _parse(text) if len(text) <= 40 else _parse.__wrapped__(text)


@functools.lru_cache(maxsize=256)
def _parse(text: str) -> TimeControl | None:
    """:func:`parse_time_control` of a text (remembered: every move of a timed game reads its control)."""
    spelled = text.strip().lower()
    if not spelled:
        return None
    if realtime := _REALTIME.fullmatch(spelled):
        minutes, seconds = float(realtime[1]), float(realtime[2])
        if not MIN_MINUTES <= minutes <= MAX_MINUTES:
            raise InvalidTimeControl(f"time control {spelled!r}: the minutes must be between {MIN_MINUTES:g} "
                                     f"and {MAX_MINUTES:g}")
        if seconds > MAX_INCREMENT_SECONDS:
            raise InvalidTimeControl(f"time control {spelled!r}: the increment must be at most "
                                     f"{MAX_INCREMENT_SECONDS:g} seconds")
        return TimeControl(f"{minutes:g}+{seconds:g}", REALTIME, round(minutes * 60_000), round(seconds * 1000))
    if correspondence := _CORRESPONDENCE.fullmatch(spelled):
        days = int(correspondence[1])
        if not 1 <= days <= MAX_DAYS:
            raise InvalidTimeControl(f"time control {spelled!r}: the days per move must be between 1 and {MAX_DAYS}")
        return TimeControl(f"{days}d", CORRESPONDENCE, days * DAY_MS)
    shown = text if len(text) <= 40 else text[:40] + "…"
    raise InvalidTimeControl(f"time control {shown!r} is neither 'M+S' (minutes each plus seconds per turn, "
                             f"e.g. '10+5') nor 'Nd' (days per move, e.g. '3d')")


def elapsed_ms(since: datetime, now: datetime) -> int:
    """Whole milliseconds from ``since`` to ``now`` (never negative: a clock never runs backwards).

    >>> t = datetime(2026, 1, 1, tzinfo=UTC)
    >>> elapsed_ms(t, t + timedelta(seconds=1.5)), elapsed_ms(t, t - timedelta(seconds=1))
    (1500, 0)
    """
    return max(0, math.floor((now - since) / timedelta(milliseconds=1)))


def remaining_now(clocks: Mapping[str, int], running: str | None, turn_started: datetime | None,
                  now: datetime) -> dict[str, int]:
    """Each seat's time left at ``now``: the running seat's clock is charged since its turn started.

    The figure may be negative: that seat has run out of time.
    """
    left = dict(clocks)
    if running in left and turn_started is not None:
        left[running] -= elapsed_ms(turn_started, now)
    return left


def after_turn(control: TimeControl, clocks: Mapping[str, int], mover: str, elapsed_ms: int) -> dict[str, int]:
    """The clocks once ``mover`` completes a turn that took ``elapsed_ms``.

    Real time: the time taken is charged and the increment added. Correspondence: the mover's
    clock is set back to the time per move.

    >>> control = parse_time_control("1+0")
    >>> after_turn(control, {"a": 60000, "b": 60000}, "a", 59_999)
    {'a': 1, 'b': 60000}
    >>> after_turn(parse_time_control("1d"), {"a": 5, "b": DAY_MS}, "a", 3)
    {'a': 86400000, 'b': 86400000}
    """
    updated = dict(clocks)
    if control.kind == CORRESPONDENCE:
        updated[mover] = control.initial_ms
    else:
        updated[mover] = updated[mover] - elapsed_ms + control.increment_ms
    return updated


def flagged(clocks: Mapping[str, int], running: str | None, turn_started: datetime | None,
            now: datetime) -> str | None:
    """The seat whose time has run out at ``now`` (only the running seat can), else ``None``.

    A clock at exactly zero has run out.
    """
    if running is None or running not in clocks:
        return None
    return running if remaining_now(clocks, running, turn_started, now)[running] <= 0 else None


def deadline(clocks: Mapping[str, int], running: str | None, turn_started: datetime | None) -> datetime | None:
    """The instant the running seat runs out of time, or ``None`` when no clock runs.

    >>> t = datetime(2026, 1, 1, tzinfo=UTC)
    >>> deadline({"a": 1500, "b": 9}, "a", t) - t
    datetime.timedelta(seconds=1, microseconds=500000)
    """
    if running is None or running not in clocks or turn_started is None:
        return None
    return turn_started + timedelta(milliseconds=clocks[running])


def credited_start(turn_started: datetime, last_heartbeat: datetime, restart: datetime) -> datetime:
    """When a turn counts as started, once the server's downtime is taken off the mover's clock.

    The server was down from its ``last_heartbeat`` to its ``restart``: that stretch is charged
    to nobody, so the turn's start moves later by the part of it that fell within the turn.

    >>> t = datetime(2026, 1, 1, tzinfo=UTC)
    >>> credited_start(t, t + timedelta(seconds=10), t + timedelta(seconds=70)) - t   # down 60 s mid-turn
    datetime.timedelta(seconds=60)
    >>> credited_start(t, t - timedelta(seconds=5), t + timedelta(seconds=70)) - t    # the turn began in the gap
    datetime.timedelta(seconds=70)
    """
    if restart <= last_heartbeat or turn_started >= restart:
        return turn_started
    return turn_started + (restart - max(last_heartbeat, turn_started))


def clock_view(control: TimeControl, clocks: Mapping[str, int], running: str | None,
               turn_started: datetime | None, now: datetime) -> dict[str, object]:
    """The clocks as the game's JSON shows them at ``now`` (the page counts down from these).

    ``remaining_ms`` is each seat's time left at ``server_time`` (never below 0), ``running``
    the seat whose clock runs (``None`` once the game is over).
    """
    left = remaining_now(clocks, running, turn_started, now)
    return {**control.describe(), "remaining_ms": {seat: max(0, ms) for seat, ms in left.items()},
            "running": running, "server_time": round(now.timestamp() * 1000)}
