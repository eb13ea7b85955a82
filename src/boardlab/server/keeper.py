"""Exactly one clock keeper among all the processes sharing a PostgreSQL database.

The clock keeper is the :class:`~boardlab.server.timekeeper.Timekeeper`'s loop: it flags games
whose clock runs out while nobody sends a request, and writes the heartbeat. With several
``boardlab serve`` processes it must run in one of them only, so each process tries to take a
PostgreSQL session-level advisory lock (:data:`KEEPER_LOCK`) on a connection of its own:

- the process that holds it keeps the clocks, and checks every :data:`POLL_SECONDS` that its
  connection (hence its lock) is still there; if not, it stops keeping;
- every other process tries again every :data:`POLL_SECONDS`. When the holder dies (even by
  kill -9) PostgreSQL ends its session and frees the lock, so another process takes over
  within about that time;
- a keeper that takes over learns every deadline from the database (``Timekeeper.start_up``)
  and wakes the computer players of every game (``GameService.resume``: the dead process's
  jobs would be lost otherwise; a duplicate is dropped because its game moved on).

Flagging is a version-guarded write, so two keepers overlapping for an instant (or a keeper
and a request reading an expired clock) cannot flag a game twice: the second write finds the
game moved on and changes nothing. Downtime is credited to the clocks only by a process
that becomes the keeper as it starts, with no other web process connected (the whole service
was down); a takeover by a process that was serving credits nothing: moves were taken.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from fastapi.concurrency import run_in_threadpool

from boardlab.server.fanout import application_name, libpq_url
from boardlab.server.schema import UPGRADE_LOCK

if TYPE_CHECKING:
    from boardlab.server.service import GameService
    from boardlab.server.timekeeper import Timekeeper

#: The advisory lock held by the clock keeper's connection (next to the upgrade lock's key).
KEEPER_LOCK = UPGRADE_LOCK + 1
#: How often a process tries to become the keeper, and the keeper checks its lock (seconds).
POLL_SECONDS = 1.0
log = logging.getLogger("boardlab.server")


class ClockKeeper:
    """Runs ``timekeeper`` in this process while it holds :data:`KEEPER_LOCK`."""

    def __init__(self, url: str, timekeeper: Timekeeper, service: GameService,
                 poll_seconds: float = POLL_SECONDS) -> None:
        self.url = libpq_url(url)
        self.timekeeper = timekeeper
        self.service = service
        self.poll_seconds = poll_seconds
        #: Whether this process keeps the clocks now.
        self.holding = False
        self._connection: Any = None

    def try_to_keep(self, at_start: bool = False) -> bool:
        """Take the lock if it is free and, if taken, start keeping (learn deadlines, wake the
        computer players; credit the downtime when this process is starting, ``at_start``, and
        no other web process is connected: nobody served meanwhile). Blocking: call off the
        event loop. Whether this process is the keeper now."""
        import psycopg

        if self._connection is not None:
            return True
        try:
            connection = psycopg.connect(self.url, autocommit=True, application_name=application_name("keeper"))
        except psycopg.Error as error:
            log.warning("cannot reach the database to elect the clock keeper: %s", error)
            return False
        taken = connection.execute("SELECT pg_try_advisory_lock(%s)", (KEEPER_LOCK,)).fetchone()
        if not (taken and taken[0]):
            connection.close()
            return False
        self._connection = connection
        alone = at_start and not _other_web_processes(connection)
        self.timekeeper.start_up(credit=alone)
        woken = self.service.resume()
        log.info("this process keeps the clocks now%s; woke %d computer players",
                 " (downtime credited)" if alone else "", woken)
        self.holding = True
        return True

    def _still_held(self) -> bool:
        """Whether the keeper's connection (and so its lock) is still alive."""
        import psycopg

        try:
            self._connection.execute("SELECT 1")
            return True
        except psycopg.Error:
            return False

    def _let_go(self) -> None:
        self.holding = False
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.close()   # ends the session: the lock is free for another process
            except Exception:  # noqa: BLE001 - a broken connection is closed already
                pass

    async def run(self) -> None:
        """Try to become the keeper, keep the clocks while holding the lock, and try again
        after losing it, until cancelled (then the lock is released)."""
        try:
            while True:
                if await run_in_threadpool(self.try_to_keep):
                    await self._keep()
                else:
                    await asyncio.sleep(self.poll_seconds)
        finally:
            await run_in_threadpool(self._let_go)

    async def _keep(self) -> None:
        """Run the timekeeper until the lock's connection fails."""
        task = asyncio.create_task(self.timekeeper.run())
        try:
            while not task.done():
                await asyncio.sleep(self.poll_seconds)
                if not await run_in_threadpool(self._still_held):
                    log.warning("the clock keeper lost its database connection; another process may take over")
                    break
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            await run_in_threadpool(self._let_go)


def _other_web_processes(connection: Any) -> int:
    """How many other boardlab web processes are connected to the database now."""
    row = connection.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE application_name LIKE 'boardlab-web:%%' "
        "AND application_name <> %s", (application_name("web"),)).fetchone()
    return int(row[0]) if row else 0
