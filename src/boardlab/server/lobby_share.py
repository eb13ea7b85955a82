"""The lobby's share for each client: open challenges per client and per account, and lobby
WebSockets per client (see :class:`~boardlab.server.config.FairShare`).

An account's open challenges, and an anonymous browser's (by the digest of its cookie, which
each challenge stores), are counted in the database, under a lock per client on PostgreSQL: the
cap holds across processes and restarts. A client without the cookie (a script, grouped by its
address) is remembered in memory, per process; a restart forgets it, which only ever lets it
post sooner.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import func, select

from boardlab.server.config import FairShare
from boardlab.server.fairshare import OverShare
from boardlab.server.live_game import hash_token
from boardlab.server.shared_caps import client_lock
from boardlab.server.storage import Store, challenges_table

_OPEN = "open"
#: The client key of a browser with the server's cookie (fairshare.scope_client).
_BROWSER = "client:"


class ChallengeCaps:
    """Refuses (429) a new challenge from a client or account that has its share open already."""

    def __init__(self, store: Store, fair: FairShare) -> None:
        self._store = store
        self._fair = fair
        self._owned: dict[str, list[str]] = {}
        self._lock = threading.Lock()

    @contextmanager
    def creating(self, client: str, user_id: int | None) -> Iterator[list[str]]:
        """Check the share of ``client`` (``user_id``: its account, if logged in), then let the
        caller create a challenge and append its id to the list yielded. One at a time, so that
        simultaneous requests cannot pass the cap together."""
        with self._lock, client_lock(self._store, f"boardlab-challenges:{user_id or client}"):
            if user_id is not None:
                self._refuse_over(self._open_of_account(user_id), self._fair.challenges_per_account, "account")
            elif client.startswith(_BROWSER):
                self._refuse_over(self._open_of_browser(client.removeprefix(_BROWSER)),
                                  self._fair.challenges_per_client, "client")
            else:
                owned = self._still_open(self._owned.get(client, []))
                self._refuse_over(len(owned), self._fair.challenges_per_client, "client")
                self._owned[client] = owned
            created: list[str] = []
            yield created
            if not client.startswith(_BROWSER):
                self._owned.setdefault(client, []).extend(created)

    @staticmethod
    def _refuse_over(count: int, cap: int, what: str) -> None:
        if count >= cap:
            raise OverShare("challenges-cap-account" if what == "account" else "challenges-cap-client", count=count, cap=cap)

    def _open_of_account(self, user_id: int) -> int:
        query = select(func.count()).select_from(challenges_table).where(
            challenges_table.c.creator_user_id == user_id, challenges_table.c.status == _OPEN)
        with self._store.reading() as connection:
            return int(connection.execute(query).scalar_one())

    def _open_of_browser(self, cookie: str) -> int:
        """The open challenges of the anonymous browser with this cookie (each challenge stores
        its digest), whichever process took them."""
        query = select(func.count()).select_from(challenges_table).where(
            challenges_table.c.creator_visitor == hash_token(cookie), challenges_table.c.status == _OPEN)
        with self._store.reading() as connection:
            return int(connection.execute(query).scalar_one())

    def _still_open(self, ids: list[str]) -> list[str]:
        if not ids:
            return []
        query = select(challenges_table.c.id).where(challenges_table.c.id.in_(ids),
                                                    challenges_table.c.status == _OPEN)
        with self._store.reading() as connection:
            return [row[0] for row in connection.execute(query)]


class SocketCounter:
    """How many lobby WebSockets each client holds; :meth:`enter` refuses one over ``cap``.

    >>> sockets = SocketCounter(1)
    >>> sockets.enter("a"), sockets.enter("a"), sockets.enter("b")
    (True, False, True)
    >>> sockets.leave("a"); sockets.enter("a")
    True
    """

    def __init__(self, cap: int) -> None:
        self._cap = cap
        self._held: dict[str, int] = {}
        self._lock = threading.Lock()

    @property
    def cap(self) -> int:
        return self._cap

    def enter(self, client: str) -> bool:
        """Count one more socket of ``client``; ``False`` (not counted) when it holds its share."""
        with self._lock:
            if self._held.get(client, 0) >= self._cap:
                return False
            self._held[client] = self._held.get(client, 0) + 1
            return True

    def leave(self, client: str) -> None:
        """One socket of ``client`` closed."""
        with self._lock:
            left = self._held.get(client, 0) - 1
            if left > 0:
                self._held[client] = left
            else:
                self._held.pop(client, None)
