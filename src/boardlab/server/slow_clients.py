"""Clients too slow or too many to serve: a deadline for a request to arrive (slowloris), and a
gate for reads so that a flood of them never holds up a move.

- :func:`timed_protocol`: uvicorn's HTTP protocol with two deadlines. A request's headers must
  all arrive within ``header_seconds`` of its first byte (or of the connection's opening), and
  its body within ``body_seconds`` of its headers; past either, the connection is closed. uvicorn
  alone waits for them for ever (its keep-alive timeout only covers the silence between two
  requests), so a few hundred connections sending one header byte a minute would hold the
  server's connections. An upgraded connection (a WebSocket) is no longer timed.
- :class:`ReadGate`: ASGI middleware for ``GET`` requests: each address may make
  :data:`~boardlab.server.limits.DEFAULT_RATES` ``"read"`` of them (429 beyond), and at most
  ``concurrency`` API reads are served at once (the others wait, holding no thread), so reads
  never take every worker thread that a move needs. A hint (a ``GET`` that waits for its turn
  in the fair queue without holding a thread) is rate limited but not gated.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from uvicorn.protocols.http.auto import AutoHTTPProtocol

from boardlab.server.language import send_refusal
from boardlab.server.limits import RateLimiter, rate_refusal

log = logging.getLogger("boardlab.server")
Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Any, Any], Awaitable[None]]
_HEADERS, _BODY = "headers", "body"


def timed_protocol(header_seconds: float, body_seconds: float,
                   base: type[asyncio.Protocol] = AutoHTTPProtocol) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol class ``base`` with deadlines for a request's headers and body
    (pass it as ``uvicorn.run(..., http=timed_protocol(10, 30))``)."""

    class TimedHTTPProtocol(base):  # type: ignore[valid-type,misc]
        _deadline: asyncio.TimerHandle | None = None
        _phase: str | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm(_HEADERS)            # a connection that sends nothing is closed too

        def data_received(self, data: bytes) -> None:
            if self._phase is None and self._between_requests():
                self._arm(_HEADERS)        # the first bytes of the next request
            super().data_received(data)
            self._follow()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def handle_websocket_upgrade(self, *args: Any) -> None:
            self._disarm()                 # the WebSocket protocol takes over the connection
            super().handle_websocket_upgrade(*args)

        def _between_requests(self) -> bool:
            return self.cycle is None or self.cycle.response_complete

        def _follow(self) -> None:
            """Move on to the body's deadline once the headers are in, and drop it once the body is."""
            if self._between_requests():
                return
            if self.cycle.more_body:
                if self._phase != _BODY:
                    self._arm(_BODY)
            else:
                self._disarm()

        def _arm(self, phase: str) -> None:
            self._disarm()
            seconds = header_seconds if phase == _HEADERS else body_seconds
            self._phase = phase
            self._deadline = self.loop.call_later(seconds, self._expired, phase, seconds)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
            self._deadline, self._phase = None, None

        def _expired(self, phase: str, seconds: float) -> None:
            self._deadline, self._phase = None, None
            transport = self.transport
            if transport.is_closing() or transport.get_protocol() is not self:
                return
            log.info("closing a connection from %s: its request's %s took over %gs to arrive",
                     self.client[0] if self.client else "?", phase, seconds)
            transport.close()

    TimedHTTPProtocol.__name__ = f"Timed{base.__name__}"
    return TimedHTTPProtocol


class ReadGate:
    """ASGI middleware: rate limits ``GET`` requests per address (kind ``"read"``) and serves at
    most ``concurrency`` API reads at once."""

    def __init__(self, app: ASGIApp, rates: RateLimiter, concurrency: int) -> None:
        self.app = app
        self.rates = rates
        self.concurrency = concurrency
        self._slots: asyncio.Semaphore | None = None   # made in the server's event loop

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method") not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        if not self.rates.allow("read", client[0] if client else "unknown"):
            await send_refusal(send, scope, rate_refusal("read", self.rates))
            return
        path = scope.get("path", "")
        # A hint waits for its thinking without holding a thread (fairshare.FairExecutor): not gated.
        if not path.startswith("/api/") or path.endswith("/hint"):
            await self.app(scope, receive, send)
            return
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.concurrency)
        async with self._slots:
            await self.app(scope, receive, send)


