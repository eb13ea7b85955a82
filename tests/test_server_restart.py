"""Games survive the server: kill ``boardlab serve`` at any moment, start it again, play on."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import boardlab
from test_server_support import ServerProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path / "server.log")
    yield process
    process.stop()


def play_until_stopped(url: str, game: dict[str, Any], acknowledged: list[str], stop: threading.Event) -> None:
    """Play random legal moves for both seats, noting each one the server acknowledged."""
    chooser = random.Random(7)
    with httpx.Client(base_url=url, timeout=5) as client:
        while not stop.is_set():
            try:
                view = client.get(f"/api/games/{game['id']}").json()
                if view["is_over"]:
                    return
                move = chooser.choice(view["legal_moves"])
                token = game["seats"][view["to_move"]]["token"]
                answer = client.post(f"/api/games/{game['id']}/moves", json={"move": move, "ply": view["ply"]},
                                     headers={"Authorization": f"Bearer {token}"})
            except httpx.HTTPError:
                return  # the server was killed
            if answer.status_code == 200:
                acknowledged.append(move)


def wait_for_ply(client: httpx.Client, game_id: str, ply: int, timeout: float = 30.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        view = client.get(f"/api/games/{game_id}").json()
        if view["ply"] >= ply:
            return view
        time.sleep(0.05)
    raise AssertionError(f"game {game_id} did not reach ply {ply}")


def test_killed_server_loses_no_acknowledged_move_and_every_game_continues(server: ServerProcess) -> None:
    server.start()
    with httpx.Client(base_url=server.url, timeout=10) as client:
        local = client.post("/api/games", json={"game": "c1", "options": {"move_limit": 400}}).json()
        computer = client.post("/api/games", json={"game": "c1", "white": "random"}).json()
        black = computer["seats"]["black"]["token"]
        first = client.post(f"/api/games/{computer['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                            headers={"Authorization": f"Bearer {black}"})
        assert first.status_code == 200
    acknowledged: list[str] = []
    stop = threading.Event()
    player = threading.Thread(target=play_until_stopped, args=(server.url, local, acknowledged, stop))
    player.start()
    deadline = time.monotonic() + 20
    while len(acknowledged) < 6 and time.monotonic() < deadline:
        time.sleep(0.01)
    server.kill()                      # in the middle of the stream of moves
    stop.set()
    player.join(timeout=10)
    assert len(acknowledged) >= 6

    server.start()
    with httpx.Client(base_url=server.url, timeout=10) as client:
        view = client.get(f"/api/games/{local['id']}").json()
        steps = view["steps"]
        assert steps[: len(acknowledged)] == acknowledged       # nothing acknowledged is lost
        assert len(steps) - len(acknowledged) <= 1              # at most the move in flight got in
        assert view["position"] == boardlab.load("c1", move_limit=400).replay(steps).position()
        if not view["is_over"]:
            token = local["seats"][view["to_move"]]["token"]
            move = client.post(f"/api/games/{local['id']}/moves", json={"move": view["legal_moves"][0], "ply": view["ply"]},
                               headers={"Authorization": f"Bearer {token}"})
            assert move.status_code == 200
        # The computer's reply arrives, whether it was stored before the kill or after the restart.
        replied = wait_for_ply(client, computer["id"], 2)
        assert replied["to_move"] == "black" and replied["steps"][0] == "Cd1-d2"
