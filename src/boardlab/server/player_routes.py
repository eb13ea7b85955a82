"""The HTTP side of players: profiles (page and API), game chat, and the WebSocket that tells
the lobby and the game page about every change in the games a player follows.

Ratings are updated by :class:`boardlab.server.players.Ratings`, listening to the service's
game ends (:meth:`GameService.on_end`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Request, WebSocket
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field

from boardlab.server.account_routes import account_credential
from boardlab.server.language import page_response
from boardlab.server.live import Listeners, serve_socket
from boardlab.server.sentence_routes import checked_message
from boardlab.server.errors import Conflict, Forbidden, NotFound, ServiceError, Unprocessable, shorten
from boardlab.server.live_game import Credential
from boardlab.server.players import MAX_CHAT, Chat, Ratings, game_title, seat_summary
from boardlab.server.service import GAME_ID, GameService
from boardlab.server.refusals import Reason, Seat

#: The most games one watching connection may follow.
MAX_WATCHED = 100
_bearer = HTTPBearer(auto_error=False, description="The seat token returned when the game was created.")


def _credential(request: Request,
                bearer: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> Credential:
    """The seat token of the request, else its logged-in account (CSRF-checked when it changes something)."""
    return account_credential(request.app.state.accounts, request, bearer.credentials if bearer is not None else None)


class ChatPost(BaseModel):
    """A chat message from a player (a seat token, or a logged-in account holding a seat)."""

    text: str = Field(max_length=10_000, description=f"The message: 1 to {MAX_CHAT} characters.")


def player_routes(app: FastAPI, service: GameService, listeners: Listeners, web_dir: Path,
                  limited: Callable[[str], Callable[[Request], None]]) -> None:
    """Add the players' routes to ``app`` and count rated games' results for the ratings."""
    ratings = Ratings(service.store)
    chat = Chat(service.store)
    app.state.ratings = ratings
    service.on_end(lambda row, users, winner: ratings.game_ended(row.id, row.game, row.options, row.rated, users,
                                                                 winner))
    _count_missed(service, ratings)

    @app.get("/api/players/{name}", tags=["players"],
             responses={404: {"description": "No player of that name"}})
    def profile(name: str) -> dict[str, Any]:
        """A player's ratings per game and variant, their history, and their recent games."""
        user_id = ratings.user_id(name)
        if user_id is None:
            raise NotFound("no-player", name=repr(shorten(name, 60)))
        results = ratings.results_of(user_id)
        return {"name": name, "since": ratings.member_since(user_id), "ratings": ratings.ratings_of(user_id),
                "history": ratings.history_of(user_id), "games": _recent_games(service, ratings, user_id),
                "results": [{"game": game, "title": game_title(game), **counts} for game, counts in sorted(results.items())]}

    @app.get("/players/{name}", include_in_schema=False)
    def profile_page(name: str, request: Request) -> Response:
        status = 200 if ratings.user_id(name) is not None else 404   # the page says so, too
        return page_response(request, (web_dir / "player.html").read_text("utf-8"), status)

    @app.get("/api/games/{game_id}/chat", tags=["chat"], responses={404: {"description": "Unknown game"}})
    def read_chat(game_id: str) -> list[dict[str, Any]]:
        """The game's chat, oldest first (anyone may read it: spectators read only)."""
        service.view_and_seat(game_id)                      # 404 for an unknown game
        return chat.messages(game_id)

    @app.post("/api/games/{game_id}/chat", status_code=201, tags=["chat"],
              dependencies=[Depends(limited("chat"))],
              responses={403: {"description": "Not a player of this game"}, 404: {"description": "Unknown game"},
                         422: {"description": "An empty or too long message"}})
    def post_chat(game_id: str, body: ChatPost, request: Request,
                  credentials: Annotated[Credential, Depends(_credential)]) -> dict[str, Any]:
        """Post a message as the seat of the token (or of the logged-in account); delivered live
        to everyone watching the game. Encoded comet circumflex sentences in it must be well
        formed (422 with the problem and its position otherwise)."""
        seat, user_id = service.seat_holder(game_id, credentials)
        text = body.text.strip()
        if not text:
            raise Unprocessable("message-empty")
        if len(text) > MAX_CHAT:
            raise Unprocessable("message-too-long", max=MAX_CHAT, count=len(text))
        checked_message(text)          # encoded sentences must be well formed (422 says where)
        move = request.app.state.comet_goals.move_of(game_id, seat, text)
        if move is not None:           # a grand move said in a sentence is played (checked first)
            view = _checked_grand_move(service, request.app.state.comet_goals, game_id, seat, move)
        message = chat.post(game_id, seat, user_id, text)
        listeners.publish(game_id, {"chat": message})
        if move is not None:
            service.play(game_id, credentials, move, view["ply"])
        return message

    @app.websocket("/api/watch")
    async def watch(websocket: WebSocket, games: str = "") -> None:
        """Follows up to 100 games (``?games=id1,id2``): sends ``{"games": [summary, ...]}`` at once
        and after every change of one of them (summary: id, title, to_move, is_over, winner, version)."""
        await websocket.accept()
        wanted = list(dict.fromkeys(part for part in games.split(",") if GAME_ID.fullmatch(part)))
        if len(wanted) > MAX_WATCHED:
            await websocket.close(code=4422, reason=f"at most {MAX_WATCHED} games")
            return
        found = await run_in_threadpool(_summaries, service, wanted)
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(maxsize=4 * MAX_WATCHED)
        for summary in found:
            listeners.subscribe(summary["id"], queue)
        try:
            await _follow(websocket, queue, found)
        finally:
            for summary in found:
                listeners.unsubscribe(summary["id"], queue)


def _checked_grand_move(service: GameService, goals: Any, game_id: str, seat: str, move: str) -> dict[str, Any]:
    """The game's view when ``seat`` may make grand move ``move`` now; else the refusal."""
    view, _seat = service.view_and_seat(game_id)
    goals.refuse_move(game_id)
    if view["is_over"]:
        raise Conflict("game-over-short", reason=Reason(view["reason"] or ""))
    if view["to_move"] != seat:
        raise Forbidden("not-your-turn", to_move=Seat(view["to_move"]), seat=Seat(seat))
    if move not in view["legal_moves"]:
        raise Unprocessable("not-grand-move", move=move)
    return view


def _count_missed(service: GameService, ratings: Ratings) -> None:
    """Count the rated games whose end was stored but not yet counted (see :meth:`Ratings.uncounted`)."""
    for game_id in ratings.uncounted():
        try:
            view, _seat = service.view_and_seat(game_id)
        except ServiceError:
            continue
        row = service.store.get(game_id)
        if row is not None:
            ratings.game_ended(game_id, row.game, row.options, row.rated, service.store.seat_users(game_id),
                               view["winner"])


def _summaries(service: GameService, ids: list[str]) -> list[dict[str, Any]]:
    """The summary of each of these games that exists."""
    found = []
    for game_id in ids:
        try:
            view, _seat = service.view_and_seat(game_id)
        except ServiceError:
            continue
        found.append(summary_of(view))
    return found


def summary_of(view: dict[str, Any]) -> dict[str, Any]:
    """What a watcher needs to know of a game to tell whose move it is."""
    keys = ("id", "game", "title", "seats", "players", "names", "to_move", "is_over", "winner", "version", "updated_at")
    return {key: view[key] for key in keys}


async def _follow(websocket: WebSocket, queue: asyncio.Queue[dict[str, Any]], first: list[dict[str, Any]]) -> None:
    """Send the first summaries, then each newer version of a game (chat messages are not sent)."""
    versions = {summary["id"]: summary["version"] for summary in first}

    async def pump() -> None:
        await websocket.send_text(json.dumps({"games": first}))
        while True:
            view = await queue.get()
            if "version" not in view or view["version"] <= versions.get(view["id"], -1):  # chat, offers
                continue
            versions[view["id"]] = view["version"]
            await websocket.send_text(json.dumps({"games": [summary_of(view)]}))

    await serve_socket(websocket, pump)


def _recent_games(service: GameService, ratings: Ratings, user_id: int) -> list[dict[str, Any]]:
    """The account's recent games, each with its opponent and the result from the account's side."""
    listed = []
    for game_id, seat, rated in ratings.recent_games(user_id):
        try:
            view, _ = service.view_and_seat(game_id)
        except ServiceError:  # a game the rules can no longer replay is left out
            continue
        listed.append({**seat_summary(view, seat), "rated": rated})
    return listed
