"""The caps that keep one client from starving the others, counted in the database on
PostgreSQL, so that they hold across the web processes (SQLite is one process: they are
counted in memory there, :mod:`boardlab.server.fairshare`).

Which caps are shared, and how (docs/web.md, *Fair sharing across processes*):

- **games against the computer per client**: :class:`SharedComputerGames` keeps each game's
  client in ``computer_games``; a new game is counted and created under the client's lock
  (:func:`client_lock`), so two processes cannot both let the client's last allowed game through;
- **hints and analyses per client**: the client's jobs waiting or running in the queue
  (:class:`boardlab.server.help_jobs.QueuedHelp`), counted under the same kind of lock;
- **open lobby challenges per client**: an account's were always counted in the database;
  an anonymous browser's are counted by the digest of its cookie, which every challenge stores
  (``creator_visitor``; :class:`boardlab.server.lobby_share.ChallengeCaps`).

What stays per process, and why: the **rate limits** (token buckets, :class:`RateLimiter`:
refilled every request, a database write per request would cost more than the requests they
guard; with N processes behind a balancer a client gets at most N times the rate), the
**lobby WebSockets per client** (a socket lives in one process and dies with it: a count in the
database would outlive a killed process) and the challenges of a client **without a cookie**
(grouped by address, in memory: such a script is rare, and it is capped per process still).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import delete, func, select, text, update

from boardlab.server.config import FairShare
from boardlab.server.fairshare import ComputerGames
from boardlab.server.storage import Store, computer_games_table as table

#: Rows of ended games are kept this long (a rematch made later counts for no one's cap).
_ENDED_KEPT = timedelta(days=1)


@contextmanager
def client_lock(store: Store, name: str) -> Iterator[None]:
    """Hold the PostgreSQL advisory lock ``name`` (for the block; a killed process's lock goes
    with its connection). On another database, nothing is held."""
    if store.engine.dialect.name != "postgresql":
        yield
        return
    with store.engine.connect() as connection:
        connection.execute(text("SELECT pg_advisory_lock(hashtext(:name))"), {"name": name})
        try:
            yield
        finally:
            connection.execute(text("SELECT pg_advisory_unlock(hashtext(:name))"), {"name": name})


class SharedComputerGames(ComputerGames):
    """:class:`~boardlab.server.fairshare.ComputerGames` kept in the ``computer_games`` table:
    every web process counts every process's games (a game's row is written when it starts,
    touched when its computer is asked to move, marked over when it ends)."""

    def __init__(self, settings: FairShare, store: Store, clock: Callable[[], datetime] | None = None) -> None:
        super().__init__(settings)
        self._store = store
        self._now = clock or (lambda: datetime.now(UTC))

    @contextmanager
    def creating(self, client: str | None) -> Iterator[None]:
        """Check ``client``'s cap (429 over it) and hold its lock while the caller creates the
        game and counts it (:meth:`started`)."""
        if client is None:
            yield
            return
        with client_lock(self._store, f"boardlab-computer-games:{client}"):
            self.check(client)
            yield

    def client(self, game_id: str) -> str:
        with self._store.reading() as connection:
            found = connection.execute(select(table.c.client).where(table.c.game_id == game_id)).scalar()
        return str(found) if found is not None else f"game:{game_id}"

    def seen(self, game_id: str, view: dict[str, Any]) -> None:
        parent = view.get("rematch_of")
        if parent is None or view.get("step"):
            return
        with self._store.reading() as connection:
            rows = dict(connection.execute(select(table.c.game_id, table.c.client).where(
                table.c.game_id.in_([game_id, parent]))).all())
        if game_id not in rows and parent in rows:
            self.started(view, rows[parent])

    def add(self, game_id: str, client: str, computers_only: bool = False) -> None:
        now = self._now()
        with self._store.writing() as connection:
            connection.execute(delete(table).where(table.c.asked_at < now - _ENDED_KEPT))
            connection.execute(delete(table).where(table.c.game_id == game_id))
            connection.execute(table.insert().values(game_id=game_id, client=client, asked_at=now,
                                                     paced=computers_only, over=False))

    def pace(self, game_id: str) -> float:
        with self._store.reading() as connection:
            paced = connection.execute(select(table.c.paced).where(table.c.game_id == game_id,
                                                                   table.c.over.is_(False))).scalar()
        return self._settings.computer_pace_seconds if paced else 0.0

    def asked(self, game_id: str) -> str:
        with self._store.writing() as connection:
            found = connection.execute(update(table).where(table.c.game_id == game_id, table.c.over.is_(False))
                                       .values(asked_at=self._now()).returning(table.c.client)).scalar()
        return str(found) if found is not None else f"game:{game_id}"

    def end(self, game_id: str) -> None:
        with self._store.writing() as connection:
            connection.execute(update(table).where(table.c.game_id == game_id).values(over=True))

    def playing(self, client: str) -> int:
        cutoff = self._now() - timedelta(seconds=self._settings.computer_idle_seconds)
        with self._store.reading() as connection:
            return int(connection.execute(select(func.count()).select_from(table).where(
                table.c.client == client, table.c.over.is_(False), table.c.asked_at >= cutoff)).scalar_one())


__all__ = ["SharedComputerGames", "client_lock"]
