"""Slow and hostile clients against a real server on 127.0.0.1: requests whose headers or body
trickle in are cut off, hostile WebSocket frames end their socket with a close code and no
traceback, and reads are rate limited and gated so that a flood of them leaves moves alone."""

from __future__ import annotations

import asyncio
import http.client
import json
import logging
import socket
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.cli.serve import uvicorn_settings
from boardlab.server import create_app
from boardlab.server.config import FairShare
from boardlab.server.limits import Rate, RateLimiter, ServerLimits
from boardlab.server.slow_clients import ReadGate

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
FAIR = FairShare(header_seconds=0.5, body_seconds=0.5, websocket_max_bytes=4096)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """A real uvicorn server with the project's protocol settings, in a thread: (host, port)."""
    database = tmp_path_factory.mktemp("slow") / "games.sqlite3"
    app = create_app(f"sqlite:///{database}", limits=ServerLimits(fair=FAIR))
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="info", **uvicorn_settings(FAIR))
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not running.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield "127.0.0.1", running.servers[0].sockets[0].getsockname()[1]
    running.should_exit = True
    thread.join(20)


def cut_off_while_sending(address: tuple[str, int], first: bytes, trickle: bytes, seconds: float = 10.0) -> bool:
    """Send ``first``, then one byte of ``trickle`` every 0.1 s: whether the server closed the
    connection before ``seconds`` (before the request could ever be complete)."""
    with socket.create_connection(address) as raw:
        raw.settimeout(0.1)
        if first:
            raw.sendall(first)
        deadline = time.monotonic() + seconds
        for byte in trickle * 1000:
            if time.monotonic() > deadline:
                return False
            try:
                if raw.recv(1024) == b"":
                    return True
            except TimeoutError:
                pass
            except ConnectionResetError:              # closed with a reset: cut off all the same
                return True
            try:
                raw.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                return True
    return False


def request(address: tuple[str, int], method: str, path: str, body: Any = None) -> tuple[int, Any]:
    connection = http.client.HTTPConnection(*address, timeout=10)
    try:
        connection.request(method, path, body=None if body is None else json.dumps(body),
                           headers={"Content-Type": "application/json"})
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read() or b"null")
    finally:
        connection.close()


def test_trickling_headers_are_cut_off(server: tuple[str, int]) -> None:
    assert cut_off_while_sending(server, b"GET /api/registry HTTP/1.1\r\nHost: x\r\n", b"X-Slow: y\r\n")


def test_a_trickling_body_is_cut_off(server: tuple[str, int]) -> None:
    headers = b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n"
    assert cut_off_while_sending(server, headers + b'{"game": "c1", "x": "', b"a")


def test_a_connection_that_sends_nothing_is_closed(server: tuple[str, int]) -> None:
    with socket.create_connection(server) as raw:
        raw.settimeout(10)
        assert raw.recv(1024) == b""


def test_prompt_requests_and_websockets_outlive_the_deadlines(server: tuple[str, int]) -> None:
    host, port = server
    assert request(server, "GET", "/api/registry")[0] == 200
    with connect(f"ws://{host}:{port}/api/lobby/ws", open_timeout=10) as lobby:
        assert json.loads(lobby.recv(10))["type"] == "challenges"
        time.sleep(1.2)                                   # past both deadlines: a WebSocket is not timed
        status, made = request(server, "POST", "/api/lobby/challenges", {"game": "c1"})
        assert status == 201
        news = json.loads(lobby.recv(10))
        assert news["type"] == "created" and news["challenge"]["id"] == made["id"]


def closed_with(url: str, message: str | bytes) -> int | None:
    """Send ``message`` on a fresh socket: the close code the server ends it with."""
    with connect(url, open_timeout=10, max_size=None) as socket_:
        socket_.recv(10)                                  # the first message: the socket works
        socket_.send(message)
        try:
            while True:
                socket_.recv(10)
        except ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd else None


@pytest.mark.parametrize("where", ["lobby", "game"])
def test_hostile_frames_end_their_socket_with_a_close_code_and_no_traceback(
        server: tuple[str, int], where: str, caplog: pytest.LogCaptureFixture) -> None:
    host, port = server
    path = "/api/lobby/ws"
    if where == "game":
        path = f"/api/games/{request(server, 'POST', '/api/games', {'game': 'c1'})[1]['id']}/ws"
    url = f"ws://{host}:{port}{path}"
    caplog.set_level(logging.INFO)
    assert closed_with(url, b"\x00\x01binary") == 1003
    assert closed_with(url, '{"hold": [{"id": "\\ud800", "token": "\\udfff"}]}') == 1007
    assert closed_with(url, "x" * 10_000) == 1009                # over websocket_max_bytes
    with connect(url, open_timeout=10) as still:                  # the server goes on
        assert json.loads(still.recv(10))
    assert not [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()
                or "Exception in ASGI" in r.getMessage()]


# --- reads -----------------------------------------------------------------------------------


def test_reads_are_rate_limited_per_client_and_moves_are_not_held_up(tmp_path: Path) -> None:
    limits = ServerLimits(rates={"read": Rate(0.1, 3), "move": Rate(400, 800)})
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=limits)) as client:
        game = client.post("/api/games", json={"game": "c1"}).json()
        answers = [client.get(f"/api/games/{game['id']}").status_code for _ in range(4)]
        assert answers == [200, 200, 200, 429]
        refused = client.get("/api/registry")
        assert refused.json()["detail"] == ("too many read requests from this client: the limit is 0.1 per second, "
                                            "bursts of 3")
        assert refused.headers["x-frame-options"] == "DENY"      # the refusal passes through the guard
        played = client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                             headers={"Authorization": f"Bearer {game['seats']['black']['token']}"})
        assert played.status_code == 200                          # a move is no read


def test_the_read_gate_serves_a_bounded_number_of_api_reads_at_once() -> None:
    inside, most = 0, 0
    moves_served = 0

    async def app(scope: dict[str, Any], _receive: Any, send: Any) -> None:
        nonlocal inside, most, moves_served
        if scope["method"] == "POST":
            moves_served += 1
            return
        inside += 1
        most = max(most, inside)
        await asyncio.sleep(0.01)
        inside -= 1

    gate = ReadGate(app, RateLimiter(None), concurrency=3)

    async def flood() -> None:
        reads = [gate({"type": "http", "method": "GET", "path": "/api/games/x", "client": ("a", 1)}, None, None)
                 for _ in range(30)]
        move = gate({"type": "http", "method": "POST", "path": "/api/games/x/moves", "client": ("a", 1)}, None, None)
        tasks = [asyncio.ensure_future(read) for read in reads]
        await asyncio.sleep(0)
        await move                                                # not queued behind the reads
        assert moves_served == 1 and inside == 3
        await asyncio.gather(*tasks)

    asyncio.run(flood())
    assert most == 3
