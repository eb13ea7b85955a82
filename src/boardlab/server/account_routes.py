"""The HTTP side of accounts: sign-up, login, logout, password, deletion, claiming a seat, and
the games of an account (those waiting for its move first).

The session lives in the ``boardlab_session`` cookie: HttpOnly, SameSite=Lax, and Secure when
the request came over HTTPS (directly, or through a trusted proxy saying
``X-Forwarded-Proto: https``: ``boardlab serve --trusted-proxy``), so plain-HTTP play on a home
network still works.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import Depends, FastAPI, Request, Response
from pydantic import BaseModel, Field

from boardlab.server.accounts import AccountError, Accounts, Session, User, csrf_matches
from boardlab.server.live_game import AccountSeat, Credential
from boardlab.server.players import Ratings, seat_summary, waiting_first
from boardlab.server.service import GameService

COOKIE = "boardlab_session"
CSRF_HEADER = "X-CSRF-Token"


class Credentials(BaseModel):
    name: str = Field(max_length=100, description="3 to 24 letters, digits, '_' or '-'.")
    password: str = Field(max_length=1000, description="8 to 256 characters.")


class PasswordChange(BaseModel):
    old: str = Field(max_length=1000)
    new: str = Field(max_length=1000)


class Deletion(BaseModel):
    password: str = Field(max_length=1000)


def is_secure(request: Request) -> bool:
    """Whether the browser reached us over HTTPS. Behind a trusted proxy, uvicorn has already
    taken the scheme from its ``X-Forwarded-Proto``; anyone else's header is not believed."""
    return request.url.scheme == "https"


def session_of(accounts: Accounts, request: Request) -> tuple[User, str] | None:
    return accounts.user_of(request.cookies.get(COOKIE))


def account_credential(accounts: Accounts, request: Request, bearer: str | None) -> Credential:
    """A seat token if the request has one; else the logged-in account (with its CSRF token
    checked on requests that change something); else nothing."""
    if bearer:
        return bearer
    found = session_of(accounts, request)
    if found is None:
        return None
    user, csrf = found
    if request.method not in ("GET", "HEAD", "OPTIONS") and not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
        raise AccountError("csrf-cookie", header=CSRF_HEADER, status=403)
    return AccountSeat(user.id)


def account_routes(app: FastAPI, service: GameService, accounts: Accounts,
                   limited: Callable[[str], Callable[[Request], None]]) -> None:
    def logged_in(request: Request) -> User:
        found = session_of(accounts, request)
        if found is None:
            raise AccountError("log-in-first", status=401)
        user, csrf = found
        if request.method != "GET" and not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
            raise AccountError("csrf-session", header=CSRF_HEADER, status=403)
        return user

    def started(request: Request, response: Response, session: Session) -> dict[str, Any]:
        response.set_cookie(COOKIE, session.token, httponly=True, samesite="lax", secure=is_secure(request),
                            max_age=30 * 24 * 3600, path="/")
        return {"name": session.user.name, "csrf": session.csrf}

    @app.post("/api/account/signup", status_code=201, tags=["account"], dependencies=[Depends(limited("signup"))])
    def sign_up(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
        """Create an account and log in (sets the session cookie; answers the CSRF token)."""
        return started(request, response, accounts.sign_up(body.name, body.password))

    @app.post("/api/account/login", tags=["account"], dependencies=[Depends(limited("signup"))])
    def log_in(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
        """Log in (sets the session cookie; answers the CSRF token)."""
        return started(request, response, accounts.log_in(body.name, body.password))

    @app.get("/api/account", tags=["account"])
    def who(request: Request) -> dict[str, Any]:
        """The logged-in account's name and CSRF token (401 when logged out)."""
        found = session_of(accounts, request)
        if found is None:
            raise AccountError("not-logged-in", status=401)
        return {"name": found[0].name, "csrf": found[1]}

    @app.post("/api/account/logout", status_code=204, tags=["account"])
    def log_out(request: Request, response: Response, user: User = Depends(logged_in)) -> None:
        """End this session."""
        accounts.log_out(request.cookies.get(COOKIE, ""))
        response.delete_cookie(COOKIE, path="/")

    @app.post("/api/account/password", status_code=204, tags=["account"])
    def change_password(body: PasswordChange, request: Request, user: User = Depends(logged_in)) -> None:
        """Change the password (the current one is required); every other session of the
        account ends (this one stays logged in)."""
        accounts.change_password(user, body.old, body.new, keep=request.cookies.get(COOKIE))

    @app.post("/api/account/logout-everywhere", status_code=204, tags=["account"])
    def log_out_everywhere(response: Response, user: User = Depends(logged_in)) -> None:
        """End every session of the account, on every device, this one included."""
        accounts.log_out_everywhere(user)
        response.delete_cookie(COOKIE, path="/")

    @app.post("/api/account/delete", status_code=204, tags=["account"])
    def delete(body: Deletion, response: Response, user: User = Depends(logged_in)) -> None:
        """Delete the account; its games stay, no longer linked to it."""
        games = [game_id for game_id, _seat in accounts.games(user)]
        accounts.delete(user, body.password)
        for game_id in games:
            service.forget(game_id)
        response.delete_cookie(COOKIE, path="/")

    @app.get("/api/account/games", tags=["account"])
    def my_games(user: User = Depends(logged_in)) -> list[dict[str, Any]]:
        """The account's games: those waiting for its move first, then the others going on, then
        the finished; the most recently changed first within each group."""
        listed = []
        for game_id, seat in accounts.games(user):
            try:
                view, _ = service.view_and_seat(game_id)
            except Exception:  # noqa: BLE001 - a game the rules can no longer replay is left out
                continue
            listed.append(seat_summary(view, seat))
        return waiting_first(listed)

    @app.post("/api/games/{game_id}/claim", tags=["account"])
    def claim(game_id: str, request: Request, user: User = Depends(logged_in)) -> dict[str, Any]:
        """Link the seat whose token is sent (``Authorization: Bearer``) to the logged-in account,
        so that it can be played from any device where the account logs in."""
        header = request.headers.get("authorization", "")
        token = header[7:].strip() if header.lower().startswith("bearer ") else None
        seat = service.seat_for_token(game_id, token)
        if not service.store.claim_seat(game_id, seat, user.id):
            raise AccountError("seat-other-account", status=409)
        service.forget(game_id)
        _unrate_if_farming(service, game_id)
        return {"id": game_id, "seat": seat, "name": user.name}


def _unrate_if_farming(service: GameService, game_id: str) -> None:
    """A rated game that has just got its second account is made unrated if the two accounts
    have had their share of rated games together today (players.py, "No farming")."""
    if not service.view(game_id)["rated"]:            # not rated, or not yet two accounts
        return
    first, second = service.store.seat_users(game_id).values()
    ratings = Ratings(service.store)
    if ratings.pair_is_farming(first, second, besides=game_id):
        ratings.unrate(game_id)
        service.forget(game_id)
