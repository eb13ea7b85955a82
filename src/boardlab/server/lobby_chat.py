"""The lobby's chat: accounts talk (in free text and comet circumflex sentences), live over the
lobby's WebSocket; anyone reads; a reader may mute an author (in their browser) or report a
message (stored for moderators).

- **Accounts only**: posting needs a logged-in account and its CSRF header (401/403 otherwise).
- **Rate-limited** per account, whatever its address (:data:`LOBBY_CHAT_RATE`), besides the
  per-address limit of every chat.
- **Checked** as a game's chat is: 1 to 500 characters, every encoded sentence well formed.
- **Live**: each message goes to every lobby page as ``{"type": "chat", "chat": message}`` on
  ``WS /api/lobby/ws``; the challenges' messages are unchanged.
- **Reports**: ``lobby_chat_reports`` keeps one per message and reporting account.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from fastapi import Depends, FastAPI, Request
from pydantic import BaseModel, Field
from sqlalchemy import desc, insert, select
from sqlalchemy.exc import IntegrityError

from boardlab.server.account_routes import CSRF_HEADER, session_of
from boardlab.server.accounts import AccountError, Accounts, User, csrf_matches
from boardlab.server.errors import NotFound, TooManyRequests, Unprocessable
from boardlab.server.limits import Rate, RateLimiter
from boardlab.server.live import Listeners
from boardlab.server.lobby import CHANNEL
from boardlab.server.players import MAX_CHAT
from boardlab.server.sentence_routes import checked_message
from boardlab.server.storage import Store, aware, lobby_chat_reports_table, lobby_chat_table, users_table

#: How often one account may post in the lobby: one message every 3 s, bursts of 5.
LOBBY_CHAT_RATE = Rate(1 / 3, 5)
#: The most messages the lobby's history shows.
HISTORY = 100
MAX_REASON = 500


class LobbyChatPost(BaseModel):
    """A lobby chat message."""

    text: str = Field(max_length=10_000, description=f"1 to {MAX_CHAT} characters.")


class Report(BaseModel):
    """Why a message is reported (optional)."""

    reason: str | None = Field(default=None, max_length=10_000, description=f"At most {MAX_REASON} characters.")


class LobbyChat:
    """The lobby's messages and their reports, kept in a :class:`Store`'s database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def post(self, user: User, text: str) -> dict[str, Any]:
        """Store ``user``'s message; the message as shown."""
        now = datetime.now(UTC)
        with self.store.writing() as connection:
            result = connection.execute(insert(lobby_chat_table).values(user_id=user.id, text=text, created_at=now))
            number = int(result.inserted_primary_key[0])
        return {"id": number, "name": user.name, "text": text, "at": now.isoformat()}

    def messages(self, limit: int = HISTORY) -> list[dict[str, Any]]:
        """The last ``limit`` messages, oldest first."""
        query = (select(lobby_chat_table.c.id, users_table.c.name, lobby_chat_table.c.text,
                        lobby_chat_table.c.created_at)
                 .join(users_table, users_table.c.id == lobby_chat_table.c.user_id, isouter=True)
                 .order_by(desc(lobby_chat_table.c.id)).limit(limit))
        with self.store.reading() as connection:
            rows = connection.execute(query).all()
        return [{"id": row.id, "name": row.name, "text": row.text, "at": aware(row.created_at).isoformat()}
                for row in reversed(rows)]

    def report(self, message_id: int, reporter: User, reason: str | None) -> bool:
        """Keep ``reporter``'s report of the message (404 for an unknown one); ``False`` when
        they had reported it already (the first report stays)."""
        with self.store.writing() as connection:
            if connection.execute(select(lobby_chat_table.c.id).where(lobby_chat_table.c.id == message_id)).first() \
                    is None:
                raise NotFound("chat-message-missing", id=str(message_id))
            try:
                with connection.begin_nested():
                    connection.execute(insert(lobby_chat_reports_table).values(
                        message_id=message_id, reporter_id=reporter.id, reason=reason, created_at=datetime.now(UTC)))
            except IntegrityError:
                return False
        return True

    def reports(self) -> list[dict[str, Any]]:
        """Every report, oldest first (for moderators and tests)."""
        reporter = users_table.alias("reporter")
        query = (select(lobby_chat_reports_table.c.message_id, reporter.c.name, lobby_chat_reports_table.c.reason,
                        lobby_chat_table.c.text)
                 .join(reporter, reporter.c.id == lobby_chat_reports_table.c.reporter_id)
                 .join(lobby_chat_table, lobby_chat_table.c.id == lobby_chat_reports_table.c.message_id)
                 .order_by(lobby_chat_reports_table.c.created_at))
        with self.store.reading() as connection:
            return [{"message_id": row.message_id, "reporter": row.name, "reason": row.reason, "text": row.text}
                    for row in connection.execute(query)]


def lobby_chat_routes(app: FastAPI, accounts: Accounts, listeners: Listeners,
                      limited: Callable[[str], Callable[[Request], None]], rate_limits: bool = True) -> LobbyChat:
    """Add the lobby chat's routes to ``app``; its messages go out on the lobby's channel."""
    chat = LobbyChat(accounts.store)
    per_account = RateLimiter({"lobby-chat": LOBBY_CHAT_RATE} if rate_limits else None)

    def member(request: Request) -> User:
        found = session_of(accounts, request)
        if found is None:
            raise AccountError("chat-log-in", status=401)
        user, csrf = found
        if not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
            raise AccountError("csrf-session", header=CSRF_HEADER, status=403)
        return user

    @app.get("/api/lobby/chat", tags=["lobby"])
    def read() -> list[dict[str, Any]]:
        """The lobby chat's last 100 messages, oldest first (anyone may read)."""
        return chat.messages()

    @app.post("/api/lobby/chat", status_code=201, tags=["lobby"], dependencies=[Depends(limited("chat"))])
    def post(body: LobbyChatPost, user: User = Depends(member)) -> dict[str, Any]:
        """Say something in the lobby (an account and its CSRF header); delivered live to every
        lobby page as ``{"type": "chat", "chat": message}``."""
        text = body.text.strip()
        if not text:
            raise Unprocessable("message-empty")
        if len(text) > MAX_CHAT:
            raise Unprocessable("message-too-long", max=MAX_CHAT, count=len(text))
        checked_message(text)
        if not per_account.allow("lobby-chat", str(user.id)):
            raise TooManyRequests("chat-too-fast")
        message = chat.post(user, text)
        listeners.publish(CHANNEL, {"type": "chat", "chat": message})
        return message

    @app.post("/api/lobby/chat/{message_id}/report", status_code=201, tags=["lobby"])
    def report(message_id: int, body: Report, user: User = Depends(member)) -> dict[str, Any]:
        """Report a message to the moderators (kept once per message and account)."""
        reason = (body.reason or "").strip() or None
        if reason is not None and len(reason) > MAX_REASON:
            raise Unprocessable("report-too-long", max=MAX_REASON, count=len(reason))
        return {"id": message_id, "reported": True, "new": chat.report(message_id, user, reason)}

    return chat
