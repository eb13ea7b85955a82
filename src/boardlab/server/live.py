"""Live updates: the WebSocket listeners of each game and the broadcast after every change.

Changes happen in worker threads (request handlers, computer players); listeners wait in the
event loop. :meth:`Listeners.publish` may be called from any thread.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import anyio
from fastapi import WebSocket, WebSocketDisconnect


class Listeners:
    """The queues of the WebSocket connections watching each game."""

    def __init__(self) -> None:
        self._queues: dict[str, set[asyncio.Queue[dict[str, Any]]]] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._hooks: list[Callable[[str, dict[str, Any]], None]] = []

    def on_publish(self, hook: Callable[[str, dict[str, Any]], None]) -> None:
        """Call ``hook(channel, message)`` with everything published (in the publishing thread):
        the door through which other processes hear of it (:mod:`boardlab.server.fanout`)."""
        self._hooks.append(hook)

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        """Deliver updates in ``loop`` (the server's event loop)."""
        self._loop = loop

    def subscribe(self, game_id: str, queue: asyncio.Queue[dict[str, Any]] | None = None) -> asyncio.Queue[dict[str, Any]]:
        """A queue receiving every update of ``game_id`` (call from the event loop): a new one, or
        ``queue`` (one queue may follow several games)."""
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        queue = queue if queue is not None else asyncio.Queue(maxsize=64)
        with self._lock:
            self._queues.setdefault(game_id, set()).add(queue)
        return queue

    def unsubscribe(self, game_id: str, queue: asyncio.Queue[dict[str, Any]]) -> None:
        """Stop sending updates to ``queue``."""
        with self._lock:
            watchers = self._queues.get(game_id)
            if watchers is not None:
                watchers.discard(queue)
                if not watchers:
                    del self._queues[game_id]

    def count(self, game_id: str) -> int:
        """How many connections watch ``game_id``."""
        with self._lock:
            return len(self._queues.get(game_id, ()))

    def watched(self) -> list[str]:
        """The channels (game ids, the lobby's) that at least one connection watches."""
        with self._lock:
            return list(self._queues)

    def publish(self, game_id: str, view: dict[str, Any]) -> None:
        """Send ``view`` to every listener of ``game_id``, from any thread."""
        for hook in self._hooks:
            hook(game_id, view)
        with self._lock:
            watchers = list(self._queues.get(game_id, ()))
        if not watchers or self._loop is None or self._loop.is_closed():
            return
        # One wake-up of the loop for all of them: each costs a write to the loop's self-pipe,
        # and a worker thread doing it gives up the GIL and queues to take it back.
        self._loop.call_soon_threadsafe(_offer, watchers, view)


def _offer(queues: list[asyncio.Queue[dict[str, Any]]], view: dict[str, Any]) -> None:
    """Queue ``view`` for each listener; one too slow to keep up loses its oldest update, never the newest."""
    for queue in queues:
        if queue.full():
            queue.get_nowait()
        queue.put_nowait(view)


#: Close codes (RFC 6455): a kind of message the server does not take, and text it cannot use.
UNSUPPORTED_DATA, INVALID_PAYLOAD = 1003, 1007


def hostile(message: dict[str, Any]) -> tuple[int, str] | None:
    r"""Why a message received on a socket ends it (its close code and reason), or ``None``.

    The sockets take JSON text: a binary frame is refused (1003), and so is text whose JSON
    holds a lone surrogate (``"\ud800"``: no UTF-8 can carry it, so the database and every
    later encoding would fail on it; 1007). Text that is no JSON at all is the reader's to
    ignore. (A frame over the size limit is closed by the server with 1009 before it gets here.)

    >>> hostile({"type": "websocket.receive", "bytes": b"x"})
    (1003, 'this socket takes JSON text, not binary frames')
    >>> hostile({"type": "websocket.receive", "text": '{"id": "\\ud800"}'})
    (1007, 'lone surrogates are not allowed in a message')
    >>> hostile({"type": "websocket.receive", "text": '{"hold": []}'}) is None
    True
    """
    text = message.get("text")
    if text is None:
        return UNSUPPORTED_DATA, "this socket takes JSON text, not binary frames"
    if _lone_surrogate(text) if "\\u" in text else not _encodable(text):
        return INVALID_PAYLOAD, "lone surrogates are not allowed in a message"
    return None


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _lone_surrogate(text: str) -> bool:
    """Whether the JSON ``text`` decodes to a string that UTF-8 cannot encode."""
    try:
        decoded = json.dumps(json.loads(text), ensure_ascii=False)
    except (ValueError, RecursionError):   # no JSON: nothing decoded, nothing to fear
        return not _encodable(text)
    return not _encodable(decoded)


async def serve_socket(websocket: WebSocket, send: Callable[[], Awaitable[None]],
                       receive: Callable[[str], Awaitable[None]] | None = None,
                       background: Sequence[Callable[[], Awaitable[None]]] = ()) -> None:
    """Run ``send`` (which sends until the connection ends) while reading what the client sends
    (each text to ``receive``; ignored without one) and running the ``background`` tasks; all of
    them stop as soon as either side goes away."""

    async def read(scope: anyio.CancelScope) -> None:
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                problem = hostile(message)
                if problem is not None:     # that socket ends, with the code saying why
                    await websocket.close(code=problem[0], reason=problem[1])
                    break
                if receive is not None:
                    await receive(message["text"])
        except (WebSocketDisconnect, RuntimeError):
            pass
        scope.cancel()

    async with anyio.create_task_group() as group:
        group.start_soon(read, group.cancel_scope)
        for task in background:
            group.start_soon(task)
        try:
            await send()
        except (WebSocketDisconnect, RuntimeError):
            pass
        group.cancel_scope.cancel()
