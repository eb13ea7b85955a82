"""The HTTP layer's defences, applied to every request before any route sees it.

- a request body over the limit is refused with 413 (by its ``Content-Length``, or while it
  is read when it has none);
- a NUL character anywhere in the address or the JSON body is refused with 422 (PostgreSQL
  cannot store one, and no game, note or name needs one);
- every answer carries the security headers (:data:`SECURITY_HEADERS`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from boardlab.server.language import send_refusal
from boardlab.server.refusals import Refusal

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Pages may load only the app's own scripts and styles (SVG boards use inline style
#: attributes), connect only back to the server, and may not be framed by other sites.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
    "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]
#: ``\u0000`` escaped in JSON text, not preceded by an escaped backslash.
_JSON_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")


class Guard:
    """ASGI middleware enforcing the body limit, refusing NUL characters and adding headers."""

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "websocket" and _has_nul_in_address(scope):
                await send({"type": "websocket.close", "code": 4422})
                return
            await self.app(scope, receive, send)
            return
        send = _with_headers(send)
        if _has_nul_in_address(scope):
            await send_refusal(send, scope, Refusal("nul-characters", status=422))
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body_bytes:
            await send_refusal(send, scope, Refusal("body-too-large", limit=self.max_body_bytes, status=413))
            return
        body, complete = await _read_body(receive, self.max_body_bytes)
        if body is None:   # the client went away (or was cut off for sending too slowly)
            return
        if not complete:
            await send_refusal(send, scope, Refusal("body-too-large", limit=self.max_body_bytes, status=413))
            return
        if b"\x00" in body or _JSON_NUL.search(body):
            await send_refusal(send, scope, Refusal("nul-characters", status=422))
            return
        await self.app(scope, _replay(body, receive), send)


def _has_nul_in_address(scope: Scope) -> bool:
    return "\x00" in scope.get("path", "") or b"%00" in scope.get("query_string", b"") or b"\x00" in scope.get(
        "query_string", b"")


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _read_body(receive: Receive, limit: int) -> tuple[bytes | None, bool]:
    """The whole body, and whether it stayed within ``limit`` bytes (reading stops past it);
    ``None`` when the client went away before the body was complete."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None, True
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return b"", False
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks), True


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives ``body`` once, then passes on what the client sends (its going away)."""
    sent = False

    async def replaying() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replaying


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            present = {name.lower() for name, _ in message.get("headers", [])}
            extra = [(name, value) for name, value in SECURITY_HEADERS if name not in present]
            message["headers"] = [*message.get("headers", []), *extra]
        await send(message)

    return sending


