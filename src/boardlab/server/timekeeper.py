"""The server's timekeeper: flags games whose clock runs out even when nobody sends a request,
keeps the server's heartbeat, and credits the server's downtime to the clocks at a start.

- **Flagging**: the timekeeper knows each timed game's deadline (the instant the running clock
  reaches zero: from the database at the start, then from every change of a game) and sleeps
  until the earliest one; a move that changes the deadlines wakes it. Reads and moves also flag
  a game on their own (``GameService.current``), so a late move never counts.
- **Heartbeat**: every :data:`HEARTBEAT_SECONDS` (and at a normal shutdown) the server writes
  the instant it was last known up.
- **Downtime is charged to nobody**: at a start, every running turn's start moves later by the
  time between the last heartbeat and the start (:func:`boardlab.server.clocks.credited_start`).
  A crash therefore costs nobody time, at the price of the (at most) few seconds before it that
  the last heartbeat did not see.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.concurrency import run_in_threadpool

from boardlab.server.clocks import credited_start
from boardlab.server.service import GameService

#: How often the server writes its heartbeat (seconds): the most time a crash could leave uncharged.
HEARTBEAT_SECONDS = 5.0
log = logging.getLogger("boardlab.server")


class Timekeeper:
    """Flags timed games on their deadline and keeps the heartbeat, in the server's event loop."""

    def __init__(self, service: GameService, heartbeat_seconds: float = HEARTBEAT_SECONDS) -> None:
        self.service = service
        self.heartbeat_seconds = heartbeat_seconds
        self._deadlines: dict[str, datetime] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        service.on_change(self._game_changed)

    def start_up(self, credit: bool = True) -> int:
        """Credit the downtime since the last heartbeat and learn every deadline (call before
        serving, off the event loop); how many games were credited. ``credit=False`` (a keeper
        taking over from another process while others served: no downtime) only beats."""
        if credit:
            last, credited = self.service.store.credit_downtime(datetime.now(UTC), credited_start)
        else:
            last, credited = None, 0
            self.service.store.beat()
        if credited:
            log.info("credited %d timed games with the downtime since %s", credited, last)
        with self._lock:
            self._deadlines = self.service.deadlines()
        return credited

    def shut_down(self) -> None:
        """Record the last instant the server was up (a normal stop is downtime too)."""
        self.service.store.beat()

    def _game_changed(self, game_id: str, view: dict[str, Any]) -> None:
        """A game changed (any thread): note its new deadline."""
        self.note_deadline(game_id, deadline_of(view))

    def note_deadline(self, game_id: str, instant: datetime | None) -> None:
        """A game's clock now runs out at ``instant`` (``None``: no clock runs); wake the loop
        if that is sooner than every other deadline (any thread; another process's changes
        come this way: :mod:`boardlab.server.fanout`)."""
        with self._lock:
            if instant is None:
                self._deadlines.pop(game_id, None)
                return
            self._deadlines[game_id] = instant
            sooner = instant <= min(self._deadlines.values())
        if sooner and self._loop is not None and self._wake is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._wake.set)

    async def run(self) -> None:
        """Flag games as their deadlines pass and beat, until cancelled."""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        last_beat = 0.0
        while True:
            try:
                await self._flag_due()
                if self._loop.time() - last_beat >= self.heartbeat_seconds:
                    await run_in_threadpool(self.service.store.beat)
                    last_beat = self._loop.time()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the timekeeper must outlive a failed round (a database hiccup)
                log.exception("the timekeeper's round failed; trying again")
            self._wake.clear()
            pause = min(self.heartbeat_seconds - (self._loop.time() - last_beat), self._until_next())
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=max(0.01, pause))
            except TimeoutError:
                pass

    def _until_next(self) -> float:
        """Seconds until the earliest deadline (a large number without one)."""
        with self._lock:
            soonest = min(self._deadlines.values(), default=None)
        if soonest is None:
            return self.heartbeat_seconds
        return (soonest - datetime.now(UTC)).total_seconds()

    async def _flag_due(self) -> None:
        now = datetime.now(UTC)
        with self._lock:
            due = [game_id for game_id, instant in self._deadlines.items() if instant <= now]
        for game_id in due:
            flagged = await run_in_threadpool(self.service.flag, game_id)
            if flagged is None:   # not out of time after all (a move came first), or gone
                with self._lock:
                    if self._deadlines.get(game_id, now) <= now:
                        self._deadlines.pop(game_id, None)


def deadline_of(view: dict[str, Any]) -> datetime | None:
    """The deadline of a game from its (stored) view, or ``None`` when no clock runs."""
    clock = view.get("clock")
    if not clock or view.get("is_over") or not clock.get("running") or not clock.get("turn_started"):
        return None
    started = datetime.fromisoformat(clock["turn_started"])
    return started + timedelta(milliseconds=clock["clock_ms"][clock["running"]])
