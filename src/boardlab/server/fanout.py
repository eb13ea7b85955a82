"""Live updates across processes: PostgreSQL's LISTEN/NOTIFY carries every change a process
makes to the watchers that other processes hold.

Several ``boardlab serve`` processes (on one machine or several) share one PostgreSQL database;
each one holds its own WebSockets (:class:`boardlab.server.live.Listeners`). Whatever one
process publishes to its own watchers it also NOTIFYs on the channel :data:`CHANNEL`, and every
process LISTENs there and hands what another process sent to its own watchers:

- **a game's new version** travels as a reference (``{"k": "game", "g": id, "v": version,
  "d": deadline}``), never as the view itself (NOTIFY payloads stop at 8,000 bytes, and a view
  with its record can be larger). A receiving process drops its cached state of that game if
  it is older (:meth:`GameService.refresh`), rebuilds the view from the database only when one
  of its sockets watches the game, and tells its timekeeper the game's new deadline (the clock
  keeper may live in another process: :mod:`boardlab.server.keeper`);
- **a chat message or a rematch offer** of a game travels as it is (``"k": "msg"``);
- **a lobby change** travels as its delta (``"k": "lobby"``); each process numbers the deltas
  it tells its own sockets (:meth:`Lobby.relay`), so a socket's gap detection keeps working;
- **a seat linked to an account** (``"k": "forget"``) drops that game from every cache.

Messages are sent after the change is committed, from a sender thread (a move never waits for
the NOTIFY), in order. A process skips its own messages (each carries its ``origin``). When the
listening connection drops, the process reconnects and refreshes every game its sockets watch,
since it may have missed changes meanwhile. SQLite (one process) needs none of this: the app
builds a :class:`Fanout` only for a PostgreSQL database.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import secrets
import threading
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardlab.server.live import Listeners
    from boardlab.server.lobby import Lobby
    from boardlab.server.service import GameService
    from boardlab.server.timekeeper import Timekeeper

#: The NOTIFY channel every boardlab process listens on.
CHANNEL = "boardlab_live"
#: The largest payload sent (PostgreSQL refuses more than 8,000 bytes); a larger chat message
#: or lobby delta is sent as a "refresh" instead, which makes lobby sockets reload the list.
MAX_PAYLOAD = 7900
#: Seconds between attempts to reconnect a lost connection.
RECONNECT_SECONDS = 1.0
log = logging.getLogger("boardlab.server")


def libpq_url(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as libpq (psycopg) takes it: without the ``+driver`` part.

    >>> libpq_url("postgresql+psycopg://ann:pw@db:5432/games")
    'postgresql://ann:pw@db:5432/games'
    >>> libpq_url("postgresql://db/games")
    'postgresql://db/games'
    """
    scheme, rest = url.split("://", 1)
    return f"{scheme.split('+', 1)[0]}://{rest}"


def is_postgresql(url: str) -> bool:
    """Whether ``url`` names a PostgreSQL database (so several processes may share it).

    >>> is_postgresql("postgresql+psycopg://db/games"), is_postgresql("sqlite:///games.db")
    (True, False)
    """
    return url.split("://", 1)[0].split("+", 1)[0] in ("postgresql", "postgres")


def application_name(role: str) -> str:
    """The ``application_name`` this process's connections of ``role`` carry, e.g.
    ``'boardlab-web:4242'``: it names the process (its pid) in ``pg_stat_activity``."""
    return f"boardlab-{role}:{os.getpid()}"


class Fanout:
    """Sends this process's live changes to the other processes and delivers theirs here."""

    def __init__(self, url: str, service: GameService, listeners: Listeners, lobby: Lobby,
                 timekeeper: Timekeeper) -> None:
        self.url = libpq_url(url)
        self.service, self.listeners, self.lobby, self.timekeeper = service, listeners, lobby, timekeeper
        #: This process's mark on its messages (a pid alone may repeat across machines).
        self.origin = secrets.token_hex(6)
        self._outbox: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        self._relaying = threading.local()   # set while delivering another process's message
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self.received = 0   # messages from other processes delivered here (for tests and logs)
        listeners.on_publish(self._published)
        service.on_forget(self._forgotten)

    # --- sending ---------------------------------------------------------------------------

    def _published(self, channel: str, message: dict[str, Any]) -> None:
        """Something was published to this process's watchers: tell the others (unless it came
        from them)."""
        if getattr(self._relaying, "active", False):
            return
        from boardlab.server.lobby import CHANNEL as LOBBY
        if channel == LOBBY:
            self._send({"k": "lobby", "e": {k: v for k, v in message.items() if k != "seq"}})
        elif "version" in message:
            instant = _deadline(message)
            self._send({"k": "game", "g": channel, "v": message["version"],
                        "d": instant.isoformat() if instant else None})
        else:
            self._send({"k": "msg", "g": channel, "m": message})

    def _forgotten(self, game_id: str) -> None:
        if not getattr(self._relaying, "active", False):
            self._send({"k": "forget", "g": game_id})

    def _send(self, message: dict[str, Any]) -> None:
        payload = json.dumps({**message, "o": self.origin}, separators=(",", ":"))
        if len(payload.encode()) > MAX_PAYLOAD:
            payload = json.dumps({"k": "refresh", "g": message.get("g"), "o": self.origin})
        self._outbox.put(payload)

    def _sender(self) -> None:
        """Send the queued messages in order, reconnecting when the connection fails."""
        import psycopg

        connection = None
        while True:
            payload = self._outbox.get()
            if payload is None:
                break
            while not self._stop.is_set():
                try:
                    if connection is None or connection.closed:
                        connection = psycopg.connect(self.url, autocommit=True,
                                                     application_name=application_name("web"))
                    connection.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
                    break
                except psycopg.Error as error:
                    log.warning("could not send a live update to the other processes (%s); retrying", error)
                    connection = None
                    self._stop.wait(RECONNECT_SECONDS)
        if connection is not None:
            connection.close()

    # --- receiving -------------------------------------------------------------------------

    def _listener(self) -> None:
        """LISTEN and deliver, reconnecting (and refreshing the watched games) after a failure."""
        import psycopg

        first = True
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, application_name=application_name("web")) as connection:
                    connection.execute(f"LISTEN {CHANNEL}")
                    if not first:
                        self._refresh_watched()
                    first = False
                    while not self._stop.is_set():
                        for notice in connection.notifies(timeout=0.5):
                            self._deliver(notice.payload)
            except psycopg.Error as error:
                if self._stop.is_set():
                    break
                log.warning("lost the live updates of the other processes (%s); reconnecting", error)
                self._stop.wait(RECONNECT_SECONDS)

    def _deliver(self, payload: str) -> None:
        """Hand one message of another process to this process's watchers."""
        try:
            message = json.loads(payload)
        except ValueError:
            return
        if not isinstance(message, dict) or message.get("o") == self.origin:
            return
        self._relaying.active = True
        try:
            self._handle(message)
            self.received += 1
        except Exception:  # noqa: BLE001 - one bad message must not end the live updates
            log.exception("delivering a live update from another process failed")
        finally:
            self._relaying.active = False

    def _handle(self, message: dict[str, Any]) -> None:
        kind, game_id = message.get("k"), message.get("g")
        handlers: dict[Any, Callable[[], None]] = {
            "game": lambda: self._game_moved(str(game_id), message.get("v"), message.get("d")),
            "msg": lambda: self.listeners.publish(str(game_id), message["m"]),
            "lobby": lambda: self.lobby.relay(message["e"]),
            "forget": lambda: self.service.refresh(str(game_id)),
            "refresh": lambda: self._refresh(game_id),
        }
        handler = handlers.get(kind)
        if handler is not None:
            handler()

    def _game_moved(self, game_id: str, version: Any, deadline: Any) -> None:
        """Another process stored ``version`` of a game: drop an older cached state, note the
        clock's deadline, and send the new view to this process's watchers of the game."""
        self.service.refresh(game_id, version if isinstance(version, int) else None)
        self.timekeeper.note_deadline(game_id, datetime.fromisoformat(deadline) if deadline else None)
        if self.listeners.count(game_id):
            view = self.service.stored_view(game_id)
            if view is not None:
                self.listeners.publish(game_id, view)

    def _refresh(self, game_id: Any) -> None:
        """A message too large to send: reload what it concerned."""
        from boardlab.server.lobby import CHANNEL as LOBBY
        if game_id is None:
            self.lobby.relay({"type": "refresh"})
        elif game_id != LOBBY:
            self._game_moved(str(game_id), None, None)

    def _refresh_watched(self) -> None:
        """After a lost connection: every watched game may have changed unseen."""
        for game_id in self.listeners.watched():
            self._relaying.active = True
            try:
                self._game_moved(game_id, None, None)
            finally:
                self._relaying.active = False

    # --- life ------------------------------------------------------------------------------

    def start(self, listen: bool = True) -> None:
        """Start sending and (unless ``listen=False``: a ``boardlab worker`` holds no sockets)
        listening; call once, when the process starts."""
        self._threads.append(threading.Thread(target=self._sender, name="fanout-send", daemon=True))
        if listen:
            self._threads.append(threading.Thread(target=self._listener, name="fanout-listen", daemon=True))
        for thread in self._threads:
            thread.start()

    def close(self) -> None:
        """Send what is queued, then stop."""
        self._outbox.put(None)
        if self._threads:
            self._threads[0].join(timeout=5)
        self._stop.set()
        for thread in self._threads[1:]:
            thread.join(timeout=5)


def _deadline(view: dict[str, Any]) -> datetime | None:
    from boardlab.server.timekeeper import deadline_of

    return deadline_of(view)
