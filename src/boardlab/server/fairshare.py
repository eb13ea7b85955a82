"""Fair sharing of the server's slow work between its clients.

One client must not starve the others: a client that starts a dozen computer games, or asks
for analyses as fast as its rate limit lets it, gets its turn like everyone else and no more.

- **Who is a client** (:func:`client_of`): the logged-in account; else the browser, by the
  ``boardlab_client`` cookie the server gives every visitor (:class:`ClientCookie`); a request
  without that cookie (a script that keeps no cookies) is grouped by its address. Two people
  behind one NAT each have their browser's cookie, so they are two clients; the address only
  groups the requests that carry nothing else.
- :class:`RoundRobin`: work queued per client, taken one client at a time in turn, so a client
  with ten jobs waiting delays another client's job by at most one of its own.
- :class:`FairExecutor`: a thread pool over a :class:`RoundRobin`, with a cap on what one
  client may have queued or running (the hints and the analysis board use it).
- :class:`ComputerGames`: which client each game against the computer belongs to, for the
  computer players' fair queue and the cap on concurrent computer games per client.

>>> queue = RoundRobin()
>>> for client, job in [("a", 1), ("a", 2), ("a", 3), ("b", 4)]:
...     queue.push(client, job)
>>> [queue.pop()[1] for _ in range(4)]
[1, 4, 2, 3]
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator, MutableMapping
from contextlib import contextmanager
from concurrent.futures import Future, ThreadPoolExecutor
from http.cookies import SimpleCookie
from typing import Any, Generic, TypeVar

from boardlab.server.config import FairShare
from boardlab.server.refusals import Refusal

T = TypeVar("T")
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
#: The cookie naming a visitor's browser (random; it proves nothing, it only tells clients apart).
CLIENT_COOKIE = "boardlab_client"
#: Where :class:`ClientCookie` leaves the request's client key in the ASGI scope.
SCOPE_KEY = "boardlab.client"
#: Where it leaves the cookie it gives a browser that came without one (with this answer).
NEW_BROWSER_KEY = "boardlab.new_browser"
_COOKIE_DAYS = 365
#: How many ended computer games :class:`ComputerGames` remembers the client of (for rematches).
_ENDED_KEPT = 10_000


class OverShare(Refusal):
    """A client asking for more than its share (429; the message names the limit)."""

    status = 429


# --- who is a client -------------------------------------------------------------------------


def _cookie_value(scope: Scope) -> str | None:
    """The valid ``boardlab_client`` cookie of a request, if it carries one."""
    for name, value in scope.get("headers", []):
        if name != b"cookie":
            continue
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(value.decode("latin-1"))
        except Exception:  # noqa: BLE001 - a malformed cookie header is simply no cookie
            continue
        morsel = jar.get(CLIENT_COOKIE)
        if morsel is not None and _looks_like_client_id(morsel.value):
            return morsel.value
    return None


def _looks_like_client_id(value: str) -> bool:
    """Whether a cookie value has the form the server gives (22 URL-safe characters)."""
    return len(value) == 22 and all(c.isascii() and (c.isalnum() or c in "-_") for c in value)


def scope_client(scope: Scope) -> str:
    """The client key of a request or WebSocket without its account: ``client:<cookie>`` or
    ``address:<host>``.

    >>> scope_client({"headers": [(b"cookie", b"boardlab_client=" + b"A" * 22)], "client": ("10.0.0.1", 5)})
    'client:AAAAAAAAAAAAAAAAAAAAAA'
    >>> scope_client({"headers": [], "client": ("10.0.0.1", 5)})
    'address:10.0.0.1'
    """
    if SCOPE_KEY in scope:
        return str(scope[SCOPE_KEY])
    cookie = _cookie_value(scope)
    if cookie is not None:
        return f"client:{cookie}"
    client = scope.get("client")
    return f"address:{client[0] if client else 'unknown'}"


def browser_of(scope: Scope) -> str | None:
    """The ``boardlab_client`` cookie of the browser making a request: the one it sent, or the
    one :class:`ClientCookie` gives it with this answer; ``None`` for a client that keeps none.

    >>> browser_of({"headers": [(b"cookie", b"boardlab_client=" + b"A" * 22)]})
    'AAAAAAAAAAAAAAAAAAAAAA'
    >>> browser_of({"headers": [], NEW_BROWSER_KEY: "B" * 22})
    'BBBBBBBBBBBBBBBBBBBBBB'
    """
    return _cookie_value(scope) or scope.get(NEW_BROWSER_KEY)


def client_of(scope: Scope, account_id: int | None) -> str:
    """A request's client key: ``account:<id>`` when logged in, else :func:`scope_client`."""
    return f"account:{account_id}" if account_id is not None else scope_client(scope)


class ClientCookie:
    """ASGI middleware: gives a visitor without one a ``boardlab_client`` cookie, and records each
    request's client key (:func:`scope_client`) in its scope.

    A request that came without the cookie still counts as its address's (the cookie only
    counts from the next request on): a client cannot become a new one at every request by
    simply dropping its cookies.
    """

    def __init__(self, app: Callable[..., Any]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        scope[SCOPE_KEY] = scope_client(scope)
        if scope["type"] == "websocket" or not scope[SCOPE_KEY].startswith("address:"):
            await self.app(scope, receive, send)
            return
        scope[NEW_BROWSER_KEY] = secrets.token_urlsafe(16)
        cookie = (f"{CLIENT_COOKIE}={scope[NEW_BROWSER_KEY]}; Path=/; Max-Age={_COOKIE_DAYS * 86400}; "
                  "HttpOnly; SameSite=Lax").encode()

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), (b"set-cookie", cookie)]
            await send(message)

        await self.app(scope, receive, sending)


# --- queues ----------------------------------------------------------------------------------


class RoundRobin(Generic[T]):
    """Items queued per client, taken one client at a time in turn (not thread-safe: the owner locks)."""

    def __init__(self) -> None:
        self._queues: OrderedDict[str, deque[T]] = OrderedDict()

    def push(self, client: str, item: T) -> None:
        """Queue ``item`` behind ``client``'s others (a new client joins the end of the turn)."""
        self._queues.setdefault(client, deque()).append(item)

    def pop(self) -> tuple[str, T] | None:
        """The next client's oldest item (that client then goes to the end of the turn), or ``None``."""
        if not self._queues:
            return None
        client, items = next(iter(self._queues.items()))
        item = items.popleft()
        if items:
            self._queues.move_to_end(client)
        else:
            del self._queues[client]
        return client, item

    def count(self, client: str) -> int:
        """How many items ``client`` has queued."""
        return len(self._queues.get(client, ()))

    def clients(self) -> list[str]:
        """The clients with queued items, in their turn's order."""
        return list(self._queues)

    def __len__(self) -> int:
        return sum(len(items) for items in self._queues.values())


class FairExecutor:
    """A pool of ``workers`` threads taking work round robin over clients; one client may have at
    most ``per_client`` calls queued or running (more is :class:`OverShare`, 429).

    >>> pool = FairExecutor(1, 2, "doc")
    >>> pool.submit("a", sum, [1, 2]).result()
    3
    >>> pool.shutdown()
    """

    def __init__(self, workers: int, per_client: int, name: str, what: str = "calls") -> None:
        self._threads = ThreadPoolExecutor(max_workers=workers, thread_name_prefix=name)
        self._workers = workers
        self._per_client = per_client
        self._what = what
        self._queue: RoundRobin[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]]] = RoundRobin()
        self._held: dict[str, int] = {}
        self._running = 0
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, client: str, function: Callable[..., T], *args: Any) -> Future[T]:
        """Queue ``function(*args)`` for ``client``; its future. Cancel the future to drop it unrun."""
        future: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("the pool is shut down")
            if self._held.get(client, 0) >= self._per_client:
                raise OverShare("queue-share", count=self._per_client, what=self._what)
            self._held[client] = self._held.get(client, 0) + 1
            self._queue.push(client, (future, function, args))
        self._dispatch()
        return future

    def waiting(self) -> int:
        """How many calls wait for a thread."""
        with self._lock:
            return len(self._queue)

    def _dispatch(self) -> None:
        with self._lock:
            while self._running < self._workers and not self._closed:
                taken = self._queue.pop()
                if taken is None:
                    return
                self._running += 1
                self._threads.submit(self._run, taken[0], *taken[1])

    def _run(self, client: str, future: Future[Any], function: Callable[..., Any], args: tuple[Any, ...]) -> None:
        try:
            if future.set_running_or_notify_cancel():   # False: cancelled while it waited
                try:
                    future.set_result(function(*args))
                except BaseException as error:  # noqa: BLE001 - handed to whoever waits on the future
                    future.set_exception(error)
        finally:
            with self._lock:
                self._running -= 1
                self._held[client] -= 1
                if not self._held[client]:
                    del self._held[client]
        self._dispatch()

    def shutdown(self) -> None:
        """Stop taking work; queued calls are cancelled."""
        with self._lock:
            self._closed = True
            while (taken := self._queue.pop()) is not None:
                taken[1][0].cancel()
        self._threads.shutdown(wait=False, cancel_futures=True)


class ComputerGames:
    """The client each game against the computer belongs to, and when its computer last played.

    A game counts toward its client's cap (:attr:`FairShare.computer_games_per_client`) while it
    is unfinished and its computer has been asked to move within ``idle_seconds``: a game
    abandoned halfway stops counting by itself. Kept in memory: after a restart an unfinished
    game is its own client until it is created again (the cap counts from the restart on).
    """

    def __init__(self, settings: FairShare, clock: Callable[[], float] = time.monotonic) -> None:
        self._settings = settings
        self._clock = clock
        self._games: dict[str, tuple[str, float]] = {}
        self._paced: set[str] = set()
        # The client of each game that ended lately, for its rematch (the most recent kept).
        self._ended: OrderedDict[str, str] = OrderedDict()
        self._lock = threading.Lock()

    def client(self, game_id: str) -> str:
        """The client a game belongs to (``game:<id>`` for a game this process did not create)."""
        with self._lock:
            found = self._games.get(game_id)
        return found[0] if found is not None else f"game:{game_id}"

    def check(self, client: str) -> None:
        """Refuse (:class:`OverShare`) a new computer game for a client at its cap."""
        playing = self.playing(client)
        cap = self._settings.computer_games_per_client
        if playing >= cap:
            raise OverShare("computer-games-cap", playing=playing, cap=cap)

    @contextmanager
    def creating(self, client: str | None) -> Iterator[None]:
        """Check ``client``'s cap (:meth:`check`; ``None``: a game without a computer) before
        the caller creates its game and counts it (:meth:`started`)."""
        if client is not None:
            self.check(client)
        yield

    def started(self, view: dict[str, Any], client: str) -> None:
        """Count the game of ``view`` (a game's JSON) for ``client`` if it is in play with a computer."""
        players = view.get("players") or {}
        if view.get("is_over") or all(spec == "human" for spec in players.values()):
            return
        self.add(view["id"], client, all(spec != "human" for spec in players.values()))

    def seen(self, game_id: str, view: dict[str, Any]) -> None:
        """A game changed (the service's change listener): a new rematch of a counted game is
        counted for the same client (a rematch is counted, not refused)."""
        parent = view.get("rematch_of")
        if parent is None or view.get("step") or game_id in self._games:
            return
        with self._lock:
            found = self._games.get(parent)
            client = found[0] if found is not None else self._ended.get(parent)
        if client is not None:
            self.started(view, client)

    def add(self, game_id: str, client: str, computers_only: bool = False) -> None:
        """Record a new game against the computer of ``client`` (``computers_only``: no human seat)."""
        with self._lock:
            self._games[game_id] = (client, self._clock())
            if computers_only:
                self._paced.add(game_id)

    def pace(self, game_id: str) -> float:
        """How long a computer move of the game waits before it is queued: the pace of a game with
        no human seat (:attr:`FairShare.computer_pace_seconds`), else none."""
        with self._lock:
            return self._settings.computer_pace_seconds if game_id in self._paced else 0.0

    def asked(self, game_id: str) -> str:
        """The game's computer was just asked to move (it is in play): the client it moves for."""
        with self._lock:
            found = self._games.get(game_id)
            if found is None:
                return f"game:{game_id}"
            self._games[game_id] = (found[0], self._clock())
            return found[0]

    def end(self, game_id: str) -> None:
        """The game is over: it no longer counts."""
        with self._lock:
            found = self._games.pop(game_id, None)
            self._paced.discard(game_id)
            if found is not None:
                self._ended[game_id] = found[0]
                while len(self._ended) > _ENDED_KEPT:
                    self._ended.popitem(last=False)

    def playing(self, client: str) -> int:
        """How many of ``client``'s computer games are in play (forgetting the idle ones)."""
        cutoff = self._clock() - self._settings.computer_idle_seconds
        with self._lock:
            for game_id in [g for g, (_, seen) in self._games.items() if seen < cutoff]:
                del self._games[game_id]
                self._paced.discard(game_id)
            return sum(1 for owner, _ in self._games.values() if owner == client)
