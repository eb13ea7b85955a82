"""The front door: the home page's figures and lists, quick pairing, leaderboards, and the
players' and settings pages.

- **Who is online** (:class:`Presence`): a client (a browser, by its ``boardlab_client`` cookie,
  else its address) is online while it holds a WebSocket open on any page of any process: the
  home page and lobby, a game, or the watch socket of "your games". Each process keeps its own
  connected clients in memory and writes them, hashed, to the ``presence`` table (at most once
  a second after a change, and every :data:`RENEW_SECONDS` anyway); the count is the distinct
  clients of rows renewed within :data:`ONLINE_SECONDS`, so several processes sharing one
  PostgreSQL database give one count, and a killed process's rows simply go stale.
- **Games in progress** and **live games** come from the ``games`` table (every process sees
  the same): a game in progress is unfinished and has changed (been created or moved) within
  :data:`ACTIVE_WINDOW`; a live game to watch is one of those between two people (no computer,
  not a same-screen game) changed within :data:`LIVE_WINDOW`, the most recently moved first.
- **Quick pairing** (:func:`quick_pair`): one click for a game and a time control joins the
  oldest open challenge of someone else with the game's default options, that time control
  and the same ratedness (rated for a logged-in player where the game can be rated, casual for
  a visitor without an account), else opens such a challenge and waits for an opponent (the page holds it and
  cancels it as any challenge). Two players clicking at the same moment both open one; the
  newer then yields: it is cancelled and its creator joins the older.
- **Leaderboards**: the ratings of a game's standard variant (its default options), highest
  first (:meth:`boardlab.server.players.Ratings.leaderboard`).

>>> quick_controls()
['1+0', '3+2', '5+3', '10+5', '30+20', '1d']
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import os
import secrets
import socket
import threading
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import delete, desc, func, insert, select
from starlette.types import ASGIApp, Receive, Scope, Send

from boardlab.core.game import Game
from boardlab.core.registry import games, load
from boardlab.server.accounts import Accounts, User
from boardlab.server.fairshare import browser_of, client_of, scope_client
from boardlab.server.language import board_response, page_response, request_language
from boardlab.server.lobby import ChallengeRequest, Lobby, acting_account, bearer
from boardlab.server.errors import Conflict, Unprocessable
from boardlab.server.game_clocks import checked_time_control
from boardlab.server.game_setup import check_rated, load_rules
from boardlab.server.live_game import HUMAN
from boardlab.server.players import Ratings, game_title
from boardlab.server.storage import PLAYING, Store, games_table, presence_table, seats_table, users_table

log = logging.getLogger("boardlab.server")
#: A presence row counts as online for this long after its process last renewed it.
ONLINE_SECONDS = 45.0
#: How often a process renews its presence rows even when nothing changed.
RENEW_SECONDS = 15.0
#: Rows older than this (a process that died) are deleted by whichever process renews next.
STALE_SECONDS = 600.0
#: A game counts as in progress when it changed within this window.
ACTIVE_WINDOW = timedelta(hours=1)
#: A game is listed to watch when it changed within this window.
LIVE_WINDOW = timedelta(minutes=10)
#: How many live games the home page lists.
LIVE_GAMES = 8
#: The quick pairing buttons: the lobby's presets (minutes + seconds a move; 1d: a day a move).
QUICK_CONTROLS = ("1+0", "3+2", "5+3", "10+5", "30+20", "1d")
#: How many players each game shows on ``/players`` (``?game=``: up to :data:`LEADERBOARD_MAX`).
LEADERBOARD_TOP = 10
LEADERBOARD_MAX = 100


def quick_controls() -> list[str]:
    """The time controls offered for quick pairing."""
    return list(QUICK_CONTROLS)


# --- who is online ------------------------------------------------------------------------------


class Presence:
    """The clients connected to this process's WebSockets, shared with the other processes
    through the ``presence`` table."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.process = f"{socket.gethostname()[:32]}:{os.getpid()}:{secrets.token_hex(4)}"
        self._clients: Counter[str] = Counter()
        self._lock = threading.Lock()
        self._dirty = True

    def enter(self, client: str) -> None:
        """A WebSocket of ``client`` opened."""
        with self._lock:
            self._clients[_hashed(client)] += 1
            self._dirty = True

    def leave(self, client: str) -> None:
        """A WebSocket of ``client`` closed."""
        key = _hashed(client)
        with self._lock:
            self._clients[key] -= 1
            if self._clients[key] <= 0:
                del self._clients[key]
            self._dirty = True

    def publish(self, now: datetime | None = None) -> None:
        """Write this process's clients (replacing its rows) and sweep stale rows."""
        now = now or datetime.now(UTC)
        with self._lock:
            clients, self._dirty = sorted(self._clients), False
        with self.store.writing() as connection:
            connection.execute(delete(presence_table).where(presence_table.c.process == self.process))
            if clients:
                connection.execute(insert(presence_table), [
                    {"process": self.process, "client": client, "seen_at": now} for client in clients])
            connection.execute(delete(presence_table).where(
                presence_table.c.seen_at < now - timedelta(seconds=STALE_SECONDS)))

    def online(self, now: datetime | None = None) -> int:
        """How many distinct clients any process has seen connected within :data:`ONLINE_SECONDS`."""
        since = (now or datetime.now(UTC)) - timedelta(seconds=ONLINE_SECONDS)
        query = select(func.count(func.distinct(presence_table.c.client))).where(presence_table.c.seen_at >= since)
        with self.store.reading() as connection:
            return int(connection.execute(query).scalar_one())

    def withdraw(self) -> None:
        """Remove this process's rows (it is shutting down)."""
        with self.store.writing() as connection:
            connection.execute(delete(presence_table).where(presence_table.c.process == self.process))

    async def run(self, tick: float = 1.0) -> None:
        """Publish within ``tick`` seconds of a change, and every :data:`RENEW_SECONDS`, until cancelled."""
        last = 0.0
        loop = asyncio.get_running_loop()
        while True:
            if self._dirty or loop.time() - last >= RENEW_SECONDS:
                try:
                    await run_in_threadpool(self.publish)
                    last = loop.time()
                except Exception:  # noqa: BLE001 - a database hiccup must not end the counting
                    log.exception("writing who is online failed; trying again")
            await asyncio.sleep(tick)


def _hashed(client: str) -> str:
    """A client key as stored: hashed, so the table holds no cookie or address."""
    return hashlib.sha256(client.encode()).hexdigest()[:32]


class CountPresence:
    """ASGI middleware: every WebSocket counts its client as online while it is open."""

    def __init__(self, app: ASGIApp, presence: Presence) -> None:
        self.app = app
        self.presence = presence

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        client = scope_client(scope)
        self.presence.enter(client)
        try:
            await self.app(scope, receive, send)
        finally:
            self.presence.leave(client)


# --- games in progress, live games ---------------------------------------------------------------


def games_in_progress(store: Store, now: datetime | None = None) -> int:
    """How many unfinished games changed within :data:`ACTIVE_WINDOW`."""
    since = (now or datetime.now(UTC)) - ACTIVE_WINDOW
    query = (select(func.count()).select_from(games_table)
             .where(games_table.c.status == PLAYING, games_table.c.updated_at >= since))
    with store.reading() as connection:
        return int(connection.execute(query).scalar_one())


def live_games(store: Store, now: datetime | None = None, limit: int = LIVE_GAMES) -> list[dict[str, Any]]:
    """Games between two people to watch: unfinished, changed within :data:`LIVE_WINDOW`, the
    most recently changed first; each with its players' account names (where they have one)."""
    since = (now or datetime.now(UTC)) - LIVE_WINDOW
    table = games_table
    query = (select(table.c.id, table.c.game, table.c.players, table.c.time_control, table.c.rated,
                    table.c.step_count, table.c.to_move, table.c.updated_at)
             .where(table.c.status == PLAYING, table.c.updated_at >= since, table.c.same_screen.is_not(True))
             .order_by(desc(table.c.updated_at)).limit(limit * 4))
    with store.reading() as connection:
        rows = [row for row in connection.execute(query)
                if all(spec == "human" for spec in json.loads(row.players).values())][:limit]
        names = _seat_names(connection, [row.id for row in rows])
    return [{"id": row.id, "game": row.game, "title": game_title(row.game), "seats": list(json.loads(row.players)),
             "names": names.get(row.id, {}), "time_control": row.time_control, "rated": bool(row.rated),
             "steps": row.step_count, "to_move": row.to_move, "updated_at": _aware(row.updated_at).isoformat()}
            for row in rows]


def _seat_names(connection: Any, game_ids: list[str]) -> dict[str, dict[str, str]]:
    """The account name at each seat of these games (seats without an account left out)."""
    if not game_ids:
        return {}
    query = (select(seats_table.c.game_id, seats_table.c.seat, users_table.c.name)
             .join(users_table, users_table.c.id == seats_table.c.user_id)
             .where(seats_table.c.game_id.in_(game_ids)))
    found: dict[str, dict[str, str]] = {}
    for game_id, seat, name in connection.execute(query):
        found.setdefault(game_id, {})[seat] = name
    return found


def _aware(stamp: datetime) -> datetime:
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)


@functools.lru_cache(maxsize=None)
def start_picture(game: str, language: str = "en") -> str:
    """The game's start position drawn by its own renderer (``State.svg``), as SVG text, its
    words in ``language`` (cached per game and language: five games, eight languages)."""
    return load(game).start().svg(language=language)


@functools.lru_cache(maxsize=1)
def _home_games() -> tuple[dict[str, Any], ...]:
    listed = []
    for name in games():
        rules = load(name)
        listed.append({"name": name, "title": rules.title, "seats": list(rules.seats),
                       "quick": len(rules.seats) == 2})
    return tuple(listed)


def home_games() -> list[dict[str, Any]]:
    """The games the home page presents: name, title, seats, and whether quick pairing is open
    to them (a challenge is for a game of two seats). Worked out once: the registry is fixed
    while the server runs."""
    return [dict(game, seats=list(game["seats"])) for game in _home_games()]


# --- quick pairing -------------------------------------------------------------------------------


class QuickRequest(BaseModel):
    """A quick pairing: a game (with its default options) and a time control."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"game": "c1", "time_control": "5+3"}]})

    game: str = Field(max_length=64, description="A registered game of two seats, e.g. 'c1'.")
    time_control: str | None = Field(default=None, max_length=64,
                                     description="'M+S', 'Nd', or null for an untimed game.")


def quick_pair(lobby: Lobby, request: QuickRequest, user: User | None, visitor: str | None,
               token: str | None = None, open_challenge: Callable[[ChallengeRequest], tuple[dict[str, Any], str]]
               | None = None) -> dict[str, Any]:
    """Join a waiting challenge that matches, else open one: ``{"status": "paired", **accepted}``
    or ``{"status": "waiting", "challenge", "token"}`` (see the module docstring).

    ``open_challenge`` opens the challenge (the route passes one that applies the lobby's caps)."""
    rules = load_rules(request.game, {})                          # an unknown game is 422 at once
    control = checked_time_control(request.time_control)
    wanted = control.text if control else None
    rated = user is not None and can_be_rated(rules)
    paired = _join_oldest(lobby, request.game, wanted, rated, user, visitor, token)
    if paired is not None:
        return paired
    opening = open_challenge or (lambda body: lobby.create(body, user, visitor))
    challenge, own_token = opening(ChallengeRequest(game=request.game, time_control=wanted, rated=rated))
    # Someone may have opened the same a moment before us: the newer challenge yields to the older.
    older = [c for c in lobby.matching(request.game, wanted, rated)
             if (c.created_at, c.id) < (datetime.fromisoformat(challenge["created_at"]), challenge["id"])
             and not lobby.is_own(c, own_token, user, visitor)]
    if older:
        try:
            lobby.cancel(challenge["id"], own_token, user)
        except Conflict:                                          # ours was accepted meanwhile: keep it
            return {"status": "waiting", "challenge": challenge, "token": own_token}
        paired = _join_oldest(lobby, request.game, wanted, rated, user, visitor, token)
        if paired is not None:
            return paired
        challenge, own_token = opening(ChallengeRequest(game=request.game, time_control=wanted, rated=rated))
    return {"status": "waiting", "challenge": challenge, "token": own_token}


def can_be_rated(rules: Game) -> bool:
    """Whether a game of these rules between two people can be rated (comet, played together,
    cannot: its quick pairing stays casual for everyone).

    >>> can_be_rated(load("c1")), can_be_rated(load("comet"))
    (True, False)
    """
    try:
        check_rated(rules, dict.fromkeys(rules.seats, HUMAN), None, None)
    except Unprocessable:
        return False
    return True


def _join_oldest(lobby: Lobby, game: str, control: str | None, rated: bool, user: User | None,
                 visitor: str | None, token: str | None) -> dict[str, Any] | None:
    """Accept the oldest matching challenge of someone else (skipping one taken meanwhile)."""
    for challenge in lobby.matching(game, control, rated):
        if lobby.is_own(challenge, token, user, visitor):
            continue
        try:
            return {"status": "paired", **lobby.accept(challenge.id, token, user, visitor)}
        except Conflict:
            continue
    return None


# --- routes --------------------------------------------------------------------------------------


def frontdoor_routes(app: FastAPI, lobby: Lobby, accounts: Accounts, ratings: Ratings, web_dir: Path,
                     limited: Callable[[str], Callable[[Request], None]], presence: Presence) -> None:
    """The home page's API, quick pairing, leaderboards, and the ``/players`` and ``/settings``
    pages; ``presence`` is the process's (the app adds its middleware and runs its loop)."""
    store = lobby.store

    @app.get("/api/home", tags=["home"])
    def home() -> dict[str, Any]:
        """What the home page shows: the games (with quick pairing's time controls), how many
        players are online and games in progress, and the live games to watch."""
        return {"games": home_games(), "quick_controls": quick_controls(), "online": presence.online(),
                "playing": games_in_progress(store), "live": live_games(store)}

    @app.get("/api/registry/{name}/svg", tags=["games"], responses={200: {"content": {"image/svg+xml": {}}},
                                                                   422: {"description": "Unknown game"}})
    def picture(name: str, request: Request) -> Response:
        """The game's start position, drawn by the game's own renderer, its words in the reader's
        language (cached an hour; ``Vary`` keeps caches apart by language)."""
        load_rules(name.lower(), {})                             # 422 for an unknown game
        language = request_language(request)
        return board_response(start_picture(name.lower(), language), language, "public, max-age=3600")

    @app.post("/api/lobby/quick", status_code=201, tags=["lobby"], dependencies=[Depends(limited("create"))])
    def quick(body: QuickRequest, request: Request) -> dict[str, Any]:
        """Quick pairing: join the oldest open challenge of someone else for this game (default
        options), time control and ratedness (rated when logged in), else open one. Answers
        ``{"status": "paired", ...}`` as accepting a challenge does (the new game and your seat),
        or ``{"status": "waiting", "challenge", "token"}``: hold it over the lobby WebSocket and
        cancel it as any challenge."""
        user = acting_account(accounts, request)
        caps = request.app.state.lobby_caps
        visitor = browser_of(request.scope)

        def opening(challenge: ChallengeRequest) -> tuple[dict[str, Any], str]:
            with caps.creating(client_of(request.scope, user.id if user else None), user.id if user else None) as made:
                created, token = lobby.create(challenge, user, visitor)
                made.append(created["id"])
            return created, token

        answer = quick_pair(lobby, body, user, visitor, bearer(request), opening)
        if answer["status"] == "paired":
            answer["url"] = f"{str(request.base_url).rstrip('/')}/games/{answer['view']['id']}#token={answer['token']}"
            answer["id"] = answer["view"]["id"]
        return answer

    @app.get("/api/players", tags=["players"], responses={422: {"description": "Unknown game"}})
    def leaderboards(game: str | None = None, limit: int | None = None) -> dict[str, Any]:
        """Leaderboards of the games' standard variants (default options): without ``game``,
        the top 10 of every game; with it, that game's top ``limit`` (default and at most 100)."""
        if game is None:
            return {"games": [{"game": name, "title": game_title(name), "players": ratings.leaderboard(name, LEADERBOARD_TOP)}
                              for name in games()]}
        name = game.lower()
        if name not in games():
            raise Unprocessable("leaderboard-unknown-game", game=repr(game[:40]), games=", ".join(games()))
        count = LEADERBOARD_MAX if limit is None else limit
        if not 1 <= count <= LEADERBOARD_MAX:
            raise Unprocessable("leaderboard-limit", max=LEADERBOARD_MAX, count=count)
        return {"game": name, "title": game_title(name), "players": ratings.leaderboard(name, count)}

    @app.get("/players", include_in_schema=False)
    def leaderboard_page(request: Request, game: str | None = None) -> Response:
        status = 200 if game is None or game.lower() in games() else 404
        return page_response(request, (web_dir / "players.html").read_text("utf-8"), status)

    @app.get("/settings", include_in_schema=False)
    def settings_page(request: Request) -> Response:
        return page_response(request, (web_dir / "settings.html").read_text("utf-8"))


__all__ = ["CountPresence", "Presence", "frontdoor_routes", "games_in_progress", "live_games", "quick_pair"]
