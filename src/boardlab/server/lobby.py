"""The lobby's open challenges: create one, accept one with a click, cancel one, and watch them
live over ``WS /api/lobby/ws``.

A challenge names a game of two seats, its options, a time control, the creator's colour (a
seat or ``random``) and whether it is rated. Its creator gets a secret token: it cancels the
challenge, holds it open (the creator's lobby page sends it over the WebSocket) and, once
someone accepts, it is the creator's seat token in the new game, so no secret has to travel
to the creator afterwards: the lobby's live message names the new game and the creator's page
opens it. A challenge whose creator's page has been gone for :data:`GRACE_SECONDS` expires.

Anyone may create or accept a casual challenge, with or without an account; a logged-in
player's name is shown and the new game's seat is linked to their account. A rated challenge
is posted and accepted only by logged-in accounts (403 otherwise, saying why): its game is
rated from the start because both accounts hold their seats from its creation. A request carrying the
session cookie must carry its CSRF token too (else 403): it acts for the account.

Nobody accepts their own challenge: "own" is the same token, the same account, or, for an
anonymous creator, the same browser (the ``boardlab_client`` cookie every browser is given,
:func:`boardlab.server.fairshare.browser_of`); never the same address, which two people behind
one router share.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi import Depends, FastAPI, Request, Response, WebSocket
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, insert, select, update

from boardlab.core.errors import BoardlabError
from boardlab.core.registry import game_class
from boardlab.server.account_routes import COOKIE, CSRF_HEADER, session_of
from boardlab.server.accounts import AccountError, Accounts, User, csrf_matches
from boardlab.server.config import FairShare
from boardlab.server.fairshare import browser_of, client_of, scope_client
from boardlab.server.live import Listeners, serve_socket
from boardlab.server.players import FARMING_REASON, Ratings, ratings_for, variant_key
from boardlab.server.lobby_share import ChallengeCaps, SocketCounter
from boardlab.server.errors import Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable
from boardlab.server.game_clocks import checked_time_control
from boardlab.server.game_setup import check_rated, load_rules
from boardlab.server.live_game import HUMAN, hash_token, new_token
from boardlab.server.service import GameService
from boardlab.server.refusals import GameName
from boardlab.server.storage import aware, challenges_table, seats_table

OPEN, ACCEPTED, CANCELLED, EXPIRED = "open", "accepted", "cancelled", "expired"
RANDOM = "random"
#: An open challenge expires when its creator's page has not held it for this long.
GRACE_SECONDS = 60.0
#: How often a connected creator's page renews its hold (well inside the grace).
HOLD_SECONDS = 20.0
#: The most open challenges the lobby lists at once (a full lobby answers 429).
MAX_OPEN = 500
#: The live channel of the lobby (no game id can be spelled so: ids never hold "#").
CHANNEL = "#lobby"
log = logging.getLogger("boardlab.server")
#: What a challenge id looks like (``secrets.token_urlsafe(8)``); anything else is unknown at once.
CHALLENGE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


class ChallengeRequest(BaseModel):
    """A new challenge: the game and options, the time control, the creator's colour, rated or not."""

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"game": "c1", "options": {}, "time_control": "10+5", "colour": "random", "rated": False}]})

    game: str = Field(max_length=64, description="A registered game of two seats, e.g. 'c1'.")
    options: dict[str, Any] = Field(default_factory=dict, description="Game options; omitted ones take their default.")
    time_control: str | None = Field(default=None, max_length=64, description=(
        "'M+S' (minutes each, seconds added per turn), 'Nd' (days per move), or null for none."))
    colour: str = Field(default=RANDOM, max_length=64, description="The creator's seat, or 'random'.")
    rated: bool = Field(default=False, description="Whether the game counts for ratings (kept with the challenge).")


@dataclass(frozen=True)
class Challenge:
    """A challenge as stored."""

    id: str
    game: str
    options: dict[str, Any]
    time_control: str | None
    colour: str
    rated: bool
    creator_name: str | None
    creator_user_id: int | None
    creator_visitor: str | None
    token_hash: str
    status: str
    game_id: str | None
    created_at: datetime
    seen_at: datetime

    def public(self) -> dict[str, Any]:
        """What the lobby shows of it (never the creator's token)."""
        return {"id": self.id, "game": self.game, "title": _title(self.game), "options": self.options,
                "time_control": self.time_control, "colour": self.colour, "rated": self.rated,
                "creator": self.creator_name, "status": self.status, "game_id": self.game_id,
                "created_at": self.created_at.isoformat()}


class Lobby:
    """The challenges, kept in the games database (the ``challenges`` table)."""

    def __init__(self, service: GameService, grace_seconds: float = GRACE_SECONDS) -> None:
        self.service = service
        self.store = service.store
        self.grace = timedelta(seconds=grace_seconds)
        self._listeners: list[Callable[[dict[str, Any]], None]] = []
        self._sequence = 0
        self._telling = threading.Lock()

    def on_change(self, listener: Callable[[dict[str, Any]], None]) -> None:
        """Call ``listener(message)`` after every change (from any thread)."""
        self._listeners.append(listener)

    def _tell(self, **event: Any) -> None:
        """Send one change (a delta, never the whole lobby), numbered: a socket that finds a gap
        in the numbers (it fell behind) is sent the whole list again."""
        with self._telling:   # numbered and handed over in order
            self._sequence += 1
            message = {**event, "seq": self._sequence}
            for listener in self._listeners:
                listener(message)

    def relay(self, event: dict[str, Any]) -> None:
        """Tell this process's sockets a change another process made (numbered here:
        :mod:`boardlab.server.fanout`). ``{"type": "refresh"}`` (a change too large to relay)
        skips a number, so every socket sees a gap and is sent the whole list again."""
        if event.get("type") == "refresh":
            with self._telling:
                self._sequence += 1
        self._tell(**event)

    @property
    def sequence(self) -> int:
        """The number of the last change told."""
        return self._sequence

    # --- reading -------------------------------------------------------------------------

    def open_challenges(self) -> list[dict[str, Any]]:
        """The open challenges, oldest first, each with its creator's rating (``creator_rating``)."""
        query = (select(challenges_table).where(challenges_table.c.status == OPEN)
                 .order_by(challenges_table.c.created_at).limit(MAX_OPEN))
        with self.store.reading() as connection:
            found = [_challenge(row) for row in connection.execute(query)]
        return self.with_ratings(found)

    def with_ratings(self, challenges: list[Challenge]) -> list[dict[str, Any]]:
        """What the lobby shows of each challenge, with its creator's rating for the challenge's
        variant (``creator_rating``, ``creator_provisional``; null for an anonymous creator):
        one query for the whole list (:func:`boardlab.server.players.ratings_for`)."""
        wanted = {(c.creator_user_id, variant_key(c.game, c.options)) for c in challenges
                  if c.creator_user_id is not None}
        known = ratings_for(self.store, wanted)
        listed = []
        for challenge in challenges:
            rating = known.get((challenge.creator_user_id, variant_key(challenge.game, challenge.options)))
            listed.append({**challenge.public(),
                           "creator_rating": round(rating.rating) if rating else None,
                           "creator_provisional": rating.provisional if rating else None})
        return listed

    def matching(self, game: str, time_control: str | None, rated: bool) -> list[Challenge]:
        """The open challenges of ``game`` with its default options, this time control and
        this ratedness, oldest first: those quick pairing joins (:mod:`boardlab.server.frontdoor`)."""
        table = challenges_table
        query = (select(table).where(table.c.status == OPEN, table.c.game == game, table.c.rated == rated,
                                     table.c.time_control.is_(None) if time_control is None
                                     else table.c.time_control == time_control)
                 .order_by(table.c.created_at, table.c.id))
        with self.store.reading() as connection:
            return [challenge for challenge in map(_challenge, connection.execute(query)) if not challenge.options]

    def get(self, challenge_id: str) -> Challenge:
        """The challenge (404 if unknown)."""
        row = None
        if CHALLENGE_ID.fullmatch(challenge_id):
            with self.store.reading() as connection:
                row = connection.execute(select(challenges_table).where(challenges_table.c.id == challenge_id)).first()
        if row is None:
            raise NotFound("no-challenge", id=repr(challenge_id[:40]))
        return _challenge(row)

    # --- changing ------------------------------------------------------------------------

    def create(self, request: ChallengeRequest, user: User | None,
               visitor: str | None = None) -> tuple[dict[str, Any], str]:
        """A new open challenge and its creator's secret token; a bad one is 422 and stores nothing.

        ``visitor`` is an anonymous creator's browser cookie (ignored for an account)."""
        rules = load_rules(request.game, request.options)
        if len(rules.seats) != 2:
            raise Unprocessable("challenge-not-two", game=GameName(rules.name), count=len(rules.seats))
        if request.rated:
            check_rated(rules, dict.fromkeys(rules.seats, HUMAN), None, None)
            if user is None:
                raise Forbidden("rated-needs-account-post")
        control = checked_time_control(request.time_control)
        if request.colour != RANDOM and request.colour not in rules.seats:
            raise Unprocessable("bad-colour", seats=", ".join(rules.seats), colour=repr(request.colour[:40]))
        with self.store.reading() as connection:
            count = connection.execute(select(func.count()).select_from(challenges_table)
                                       .where(challenges_table.c.status == OPEN)).scalar_one()
        if count >= MAX_OPEN:
            raise TooManyRequests("lobby-full", count=MAX_OPEN)
        token, now = new_token(), datetime.now(UTC)
        challenge = Challenge(
            id=secrets.token_urlsafe(8), game=rules.name, options={k: rules.options[k] for k in request.options},
            time_control=control.text if control else None, colour=request.colour, rated=request.rated,
            creator_name=user.name if user else None, creator_user_id=user.id if user else None,
            creator_visitor=hash_token(visitor) if visitor and not user else None, token_hash=hash_token(token),
            status=OPEN, game_id=None, created_at=now, seen_at=now)
        with self.store.writing() as connection:
            connection.execute(insert(challenges_table).values(**{**challenge.__dict__,
                                                                 "options": json.dumps(challenge.options)}))
        public = self.with_ratings([challenge])[0]
        self._tell(type="created", id=challenge.id, challenge=public)
        return public, token

    def accept(self, challenge_id: str, token: str | None, user: User | None,
               visitor: str | None = None) -> dict[str, Any]:
        """Create the challenge's game with both seats; the acceptor's seat and token.

        The creator's seat token is the challenge's token. Accepting your own challenge (by its
        token, account or browser cookie), or one no longer open, is 409 and changes nothing.
        """
        challenge = self.get(challenge_id)
        _require_open(challenge)
        if self._is_creator(challenge, token, user, visitor):
            raise Conflict("own-challenge")
        if challenge.rated and (user is None or challenge.creator_user_id is None):
            raise Forbidden("rated-needs-account-accept")
        farming = challenge.rated and Ratings(self.store).pair_is_farming(challenge.creator_user_id, user.id)
        rated = challenge.rated and not farming
        row, tokens, steps, notes = self.service.prepare(challenge.game, challenge.options,
                                                         {}, rated=rated,
                                                         time_control=challenge.time_control)
        seats = list(tokens)
        creator_seat = challenge.colour if challenge.colour != RANDOM else secrets.choice(seats)
        seat = next(other for other in seats if other != creator_seat)
        hashes = {creator_seat: challenge.token_hash, seat: hash_token(tokens[seat])}
        with self.store.writing() as connection:
            taken = connection.execute(
                update(challenges_table)
                .where(challenges_table.c.id == challenge.id, challenges_table.c.status == OPEN)
                .values(status=ACCEPTED, game_id=row.id)).rowcount
            if taken != 1:
                raise Conflict("challenge-taken-or-withdrawn")
            self.store.insert_game(connection, row, hashes, steps, notes)
            for linked_seat, account in ((creator_seat, challenge.creator_user_id), (seat, user.id if user else None)):
                if account is not None:
                    connection.execute(update(seats_table).where(seats_table.c.game_id == row.id,
                                                                 seats_table.c.seat == linked_seat)
                                       .values(user_id=account))
        view = self.service.announce(row.id)
        self._tell(type="accepted", id=challenge.id, game_id=row.id)
        return {"challenge": {**challenge.public(), "status": ACCEPTED, "game_id": row.id}, "seat": seat,
                "token": tokens[seat], "rated": rated, "unrated_reason": FARMING_REASON if farming else None,
                "view": view}

    def cancel(self, challenge_id: str, token: str | None, user: User | None) -> None:
        """The creator withdraws an open challenge (403 for anyone else, 409 once it is not open)."""
        challenge = self.get(challenge_id)
        if not self._is_creator(challenge, token, user):
            raise Forbidden("cancel-not-creator")
        _require_open(challenge)
        if not self._set_status(challenge.id, CANCELLED):
            raise Conflict("challenge-taken")
        self._tell(type="cancelled", id=challenge.id)

    def hold(self, holds: list[tuple[str, str]], now: datetime | None = None) -> list[str]:
        """The creator's page is still there: renew each open challenge whose token matches; their ids."""
        held = []
        for challenge_id, token in holds[:20]:
            try:
                challenge = self.get(challenge_id)
            except NotFound:
                continue
            if challenge.status == OPEN and secrets.compare_digest(challenge.token_hash, hash_token(token)):
                held.append(challenge.id)
        if held:
            with self.store.writing() as connection:
                connection.execute(update(challenges_table).where(challenges_table.c.id.in_(held),
                                                                  challenges_table.c.status == OPEN)
                                   .values(seen_at=now or datetime.now(UTC)))
        return held

    def expire(self, now: datetime | None = None) -> int:
        """Expire the open challenges not held for the grace period; how many."""
        cutoff = (now or datetime.now(UTC)) - self.grace
        stale = (challenges_table.c.status == OPEN, challenges_table.c.seen_at < cutoff)
        with self.store.writing() as connection:
            ids = [row[0] for row in connection.execute(select(challenges_table.c.id).where(*stale))]
            if ids:
                connection.execute(update(challenges_table).where(challenges_table.c.id.in_(ids), *stale)
                                   .values(status=EXPIRED))
        if ids:
            self._tell(type="expired", ids=ids)
        return len(ids)

    def _set_status(self, challenge_id: str, status: str) -> bool:
        with self.store.writing() as connection:
            return connection.execute(update(challenges_table).where(
                challenges_table.c.id == challenge_id, challenges_table.c.status == OPEN)
                .values(status=status)).rowcount == 1

    def is_own(self, challenge: Challenge, token: str | None, user: User | None, visitor: str | None) -> bool:
        """Whether the request (its token, account or browser) created ``challenge``."""
        return self._is_creator(challenge, token, user, visitor)

    @staticmethod
    def _is_creator(challenge: Challenge, token: str | None, user: User | None, visitor: str | None = None) -> bool:
        if token and secrets.compare_digest(challenge.token_hash, hash_token(token)):
            return True
        if visitor and challenge.creator_visitor and secrets.compare_digest(challenge.creator_visitor,
                                                                           hash_token(visitor)):
            return True
        return user is not None and user.id == challenge.creator_user_id

    async def sweep(self, every: float = 10.0) -> None:
        """Expire abandoned challenges every ``every`` seconds, until cancelled."""
        while True:
            await asyncio.sleep(every)
            try:
                await run_in_threadpool(self.expire)
            except Exception:  # noqa: BLE001 - a database hiccup must not end the sweeping
                log.exception("expiring challenges failed; trying again")


def acting_account(accounts: Accounts, request: Request) -> User | None:
    """The logged-in account acting (its CSRF token checked: 403 without it), or ``None`` for an
    anonymous visitor."""
    found = session_of(accounts, request) if request.cookies.get(COOKIE) else None
    if found is None:
        return None
    user, csrf = found
    if not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
        raise AccountError("csrf-cookie", header=CSRF_HEADER, status=403)
    return user


def bearer(request: Request) -> str | None:
    """The ``Authorization: Bearer`` token of a request, if any."""
    header = request.headers.get("authorization", "")
    if not header.lower().startswith("bearer "):
        return None
    return header[7:].strip() or None


def _title(game: str) -> str:
    """The game's title (its name, for a game this server no longer knows)."""
    try:
        return game_class(game).title
    except BoardlabError:
        return game


def _challenge(row: Any) -> Challenge:
    data = dict(row._mapping)
    data["options"] = json.loads(data["options"])
    data["rated"] = bool(data["rated"])
    data["created_at"], data["seen_at"] = aware(data["created_at"]), aware(data["seen_at"])
    return Challenge(**data)


def _require_open(challenge: Challenge) -> None:
    if challenge.status != OPEN:
        raise Conflict({ACCEPTED: "challenge-accepted", CANCELLED: "challenge-cancelled",
                        EXPIRED: "challenge-expired"}[challenge.status])


# --- the HTTP side ---------------------------------------------------------------------------


def lobby_routes(app: FastAPI, lobby: Lobby, accounts: Accounts, listeners: Listeners,
                 limited: Callable[[str], Callable[[Request], None]], fair: FairShare | None = None) -> None:
    """``/api/lobby/...``: list, create, accept and cancel challenges, and the live WebSocket.

    ``fair`` caps the open challenges of a client and of an account, and the lobby sockets of a
    client (:mod:`boardlab.server.lobby_share`)."""
    fair = fair or FairShare()
    caps, sockets = ChallengeCaps(lobby.store, fair), SocketCounter(fair.lobby_sockets_per_client)
    lobby.on_change(lambda message: listeners.publish(CHANNEL, message))

    app.state.lobby_caps = caps        # quick pairing opens challenges under the same caps (frontdoor.py)

    def account(request: Request) -> User | None:
        return acting_account(accounts, request)

    def base(request: Request) -> str:
        return str(request.base_url).rstrip("/")

    @app.get("/api/lobby/challenges", tags=["lobby"])
    def challenges(min_rating: int | None = None, max_rating: int | None = None) -> list[dict[str, Any]]:
        """The open challenges, oldest first, each with its creator's rating for its variant.
        ``min_rating``/``max_rating`` keep only creators rated within the range (an anonymous
        creator has no rating, so a range leaves them out)."""
        listed = lobby.open_challenges()
        if min_rating is None and max_rating is None:
            return listed
        low, high = min_rating if min_rating is not None else -10**9, max_rating if max_rating is not None else 10**9
        if low > high:
            raise Unprocessable("rating-range", low=low, high=high)
        return [c for c in listed if c["creator_rating"] is not None and low <= c["creator_rating"] <= high]

    @app.get("/api/lobby/challenges/{challenge_id}", tags=["lobby"])
    def one(challenge_id: str) -> dict[str, Any]:
        """A challenge, whatever became of it (``status``: open, accepted with its ``game_id``,
        cancelled or expired): how a creator's page that was away learns of an acceptance."""
        return lobby.get(challenge_id).public()

    @app.post("/api/lobby/challenges", status_code=201, tags=["lobby"], dependencies=[Depends(limited("create"))])
    def create(body: ChallengeRequest, request: Request) -> dict[str, Any]:
        """Open a challenge; answers it with the creator's secret ``token`` (cancel with it, hold
        it over the WebSocket, and play with it once accepted)."""
        user = account(request)
        with caps.creating(client_of(request.scope, user.id if user else None), user.id if user else None) as made:
            challenge, token = lobby.create(body, user, browser_of(request.scope))
            made.append(challenge["id"])
        return {**challenge, "token": token}

    @app.post("/api/lobby/challenges/{challenge_id}/accept", status_code=201, tags=["lobby"],
              dependencies=[Depends(limited("create"))])
    def accept(challenge_id: str, request: Request) -> dict[str, Any]:
        """Accept a challenge: the game is created; answers your seat, its token and link."""
        accepted = lobby.accept(challenge_id, bearer(request), account(request), browser_of(request.scope))
        game_id = accepted["view"]["id"]
        page = f"{base(request)}/games/{game_id}"
        return {"id": game_id, "game": accepted["view"]["game"], "seat": accepted["seat"],
                "token": accepted["token"], "url": f"{page}#token={accepted['token']}", "spectate_url": page,
                "rated": accepted["rated"], "unrated_reason": accepted["unrated_reason"],
                "challenge": accepted["challenge"],
                "view": GameService.with_clock(accepted["view"])}

    @app.post("/api/lobby/challenges/{challenge_id}/cancel", status_code=204, tags=["lobby"])
    def cancel(challenge_id: str, request: Request) -> Response:
        """Withdraw your open challenge (its token as ``Authorization: Bearer``, or your account)."""
        lobby.cancel(challenge_id, bearer(request), account(request))
        return Response(status_code=204)

    @app.websocket("/api/lobby/ws")
    async def live(websocket: WebSocket) -> None:
        """``{"type": "challenges", "challenges": [...]}`` at once (and again after a gap), then
        each change: ``{"type": "created", "challenge"}``, ``{"type": "accepted", "id", "game_id"}``,
        ``{"type": "cancelled", "id"}`` or ``{"type": "expired", "ids"}``, each with its number
        ``seq``; and each lobby chat message as ``{"type": "chat", "chat": message}``
        (``server/lobby_chat.py``). A creator's page sends ``{"hold": [{"id", "token"}]}`` to keep
        its challenges open. A client holding its share of lobby sockets already is closed with
        code 4429."""
        await websocket.accept()
        client = scope_client(websocket.scope)
        if not sockets.enter(client):
            await websocket.close(code=4429, reason=f"at most {sockets.cap} lobby connections per client")
            return
        queue = listeners.subscribe(CHANNEL)
        held: list[tuple[str, str]] = []
        try:
            await _lobby_stream(websocket, queue, lobby, held)
        finally:
            listeners.unsubscribe(CHANNEL, queue)
            sockets.leave(client)


async def _lobby_stream(websocket: WebSocket, queue: asyncio.Queue[dict[str, Any]], lobby: Lobby,
                        held: list[tuple[str, str]]) -> None:
    """Send the whole lobby, then every change; read holds and renew them while connected."""

    async def whole() -> int:
        """Send the whole list; the number of the last change it includes."""
        seen = lobby.sequence   # read first: a change told meanwhile is in the list and resent (harmless)
        listed = await run_in_threadpool(lobby.open_challenges)
        await websocket.send_text(json.dumps({"type": "challenges", "challenges": listed, "seq": seen}))
        return seen

    async def pump() -> None:
        last = await whole()
        while True:
            message = await queue.get()
            if "seq" not in message:           # not a change of the list (a lobby chat message)
                await websocket.send_text(json.dumps(message))
                continue
            if message["seq"] <= last:
                continue                       # already in the list sent
            if message["seq"] != last + 1:     # this socket fell behind and lost changes
                last = await whole()
                continue
            last = message["seq"]
            await websocket.send_text(json.dumps(message))

    async def read(text: str) -> None:
        holds = _holds(text)
        if holds:
            held[:] = holds
            await run_in_threadpool(lobby.hold, held)

    async def renew() -> None:
        while True:
            await asyncio.sleep(HOLD_SECONDS)
            if held:
                await run_in_threadpool(lobby.hold, held)

    await serve_socket(websocket, pump, read, [renew])


def _holds(text: str) -> list[tuple[str, str]]:
    """The ``(id, token)`` pairs of a hold message; anything else is ignored."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return []
    items = message.get("hold") if isinstance(message, dict) else None
    if not isinstance(items, list):
        return []
    return [(item["id"], item["token"]) for item in items[:20]
            if isinstance(item, dict) and isinstance(item.get("id"), str) and isinstance(item.get("token"), str)]
