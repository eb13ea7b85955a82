"""Timed games on the server: clocks that start with each side's first move, aborting before
one's first move, flagging by the timekeeper and on a read or a late move, the
increment, turns of several steps, correspondence, the draw when the opponent cannot win, and
clocks that survive a restart with the downtime charged to nobody."""

from __future__ import annotations

import sqlite3
import time
import warnings
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab
from boardlab.server import create_app
from boardlab.server.storage import OVER
from boardlab.server.timekeeper import HEARTBEAT_SECONDS
from test_server_support import ServerProcess

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{db_path}")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: TestClient, time_control: str | None, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": "c1", "time_control": time_control, **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


def move(client: TestClient, game: dict[str, Any], step: str | None = None) -> Any:
    view = client.get(f"/api/games/{game['id']}").json()
    token = game["seats"][view["to_move"]]["token"]
    return client.post(f"/api/games/{game['id']}/moves", json={"move": step or view["legal_moves"][0],
                                                               "ply": view["ply"]}, headers=bearer(token))


def open_clocks(client: TestClient, game: dict[str, Any]) -> dict[str, Any]:
    """Play each side's first move (free: no clock runs before it); the view once a clock runs."""
    for _ in range(10):
        view = client.get(f"/api/games/{game['id']}").json()
        if view["clock"]["running"] is not None:
            return view
        if view["players"][view["to_move"]] != "human":          # a computer player is thinking
            time.sleep(0.05)
            continue
        assert move(client, game).status_code == 200
    raise AssertionError("no clock started")


def set_turn_start(db_path: Path, game_id: str, ago: timedelta) -> None:
    """Pretend the running turn started ``ago`` (as if that much time went by)."""
    with sqlite3.connect(db_path) as connection:
        connection.execute("update games set turn_started_at = ?, version = version + 1 where id = ?",
                           ((datetime.now(UTC) - ago).isoformat(sep=" "), game_id))


def test_an_untimed_game_has_no_clock(client: TestClient) -> None:
    game = new_game(client, None)
    assert game["view"]["clock"] is None
    assert move(client, game).json()["clock"] is None


def test_the_clocks_start_with_each_sides_first_move(client: TestClient, db_path: Path) -> None:
    game = new_game(client, "10+5")
    clock = client.get(f"/api/games/{game['id']}").json()["clock"]
    assert clock["text"] == "10+5" and clock["kind"] == "realtime" and clock["running"] is None
    assert clock["remaining_ms"] == {"black": 600_000, "white": 600_000}
    assert abs(clock["server_time"] - time.time() * 1000) < 5000
    assert client.app.state.service.deadlines() == {}                  # nothing can flag yet
    first = move(client, game).json()["clock"]                          # black's first move: free
    assert first["running"] is None and first["remaining_ms"] == {"black": 600_000, "white": 600_000}
    second = move(client, game).json()["clock"]                         # white's too; now black's runs
    assert second["running"] == "black" and second["remaining_ms"]["white"] == 600_000
    assert game["id"] in client.app.state.service.deadlines()


def test_a_completed_turn_gets_the_increment_and_starts_the_other_clock(client: TestClient) -> None:
    game = new_game(client, "1+10")
    open_clocks(client, game)
    clock = move(client, game).json()["clock"]
    assert clock["running"] == "white"
    assert 61_000 < clock["remaining_ms"]["black"] <= 70_000       # 60 s + 10 s, less the time used


def test_the_clock_switches_only_when_a_turn_of_several_steps_is_complete(client: TestClient, db_path: Path) -> None:
    game = new_game(client, "1+0", options={"variant": "c2"})
    open_clocks(client, game)
    set_turn_start(db_path, game["id"], timedelta(seconds=20))
    client.app.state.service.forget(game["id"])
    view = client.get(f"/api/games/{game['id']}").json()
    first = next(step for step in view["legal_moves"] if step.startswith("T"))
    mid = move(client, game, first).json()
    assert mid["to_move"] == "black" and mid["clock"]["running"] == "black"     # the turn goes on, so does its clock
    assert 30_000 < mid["clock"]["remaining_ms"]["black"] <= 40_000
    done = move(client, game).json()
    assert done["clock"]["running"] == "white" and 30_000 < done["clock"]["remaining_ms"]["black"] <= 40_000


def test_a_takeback_keeps_the_time_used_and_restarts_the_clock_of_the_seat_to_move(client: TestClient,
                                                                                  db_path: Path) -> None:
    game = new_game(client, "1+0", white="random")
    service = client.app.state.service
    opened = open_clocks(client, game)
    set_turn_start(db_path, game["id"], timedelta(seconds=20))
    service.forget(game["id"])
    move(client, game)
    for _ in range(100):                                   # the computer answers
        if client.get(f"/api/games/{game['id']}").json()["to_move"] == "black":
            break
        time.sleep(0.05)
    taken = client.post(f"/api/games/{game['id']}/takeback", headers=bearer(game["seats"]["black"]["token"]))
    clock = taken.json()["clock"]
    assert taken.json()["steps"] == opened["steps"] and clock["running"] == "black"
    assert 30_000 < clock["remaining_ms"]["black"] <= 40_000              # the 20 s used stay used
    first = client.post(f"/api/games/{game['id']}/takeback", headers=bearer(game["seats"]["black"]["token"])).json()
    assert first["steps"] == [] and first["clock"]["running"] is None     # back before the first move: free again


def test_the_timekeeper_flags_a_game_when_nobody_asks(client: TestClient) -> None:
    game = new_game(client, "0.02+0")                                 # 1.2 s each
    open_clocks(client, game)
    store = client.app.state.service.store
    deadline = time.monotonic() + 20
    while store.get(game["id"]).status != OVER:                       # the database, not a read that would flag
        assert time.monotonic() < deadline, "the timekeeper did not flag the game"
        time.sleep(0.1)
    row = store.get(game["id"])
    assert (row.result_winner, row.result_reason) == ("white", "black ran out of time")
    view = client.get(f"/api/games/{game['id']}").json()
    assert view["is_over"] and view["clock"]["running"] is None and view["clock"]["remaining_ms"]["black"] == 0
    assert "Termination" in view["record"] and "black ran out of time" in view["record"]


def test_a_read_flags_the_game_and_a_late_move_is_refused(db_path: Path) -> None:
    client = TestClient(create_app(f"sqlite:///{db_path}"))               # no lifespan: no timekeeper
    game = new_game(client, "1+0")
    move(client, game, "Cd1-d2")
    move(client, game, "Pe7-e6")                                          # black's clock runs now
    set_turn_start(db_path, game["id"], timedelta(seconds=61))
    client.app.state.service.forget(game["id"])
    late = client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd2-d3", "ply": 2},
                       headers=bearer(game["seats"]["black"]["token"]))
    assert late.status_code == 409 and "black ran out of time" in late.json()["detail"]
    view = client.get(f"/api/games/{game['id']}").json()
    assert (view["winner"], view["reason"], view["ply"]) == ("white", "black ran out of time", 2)


def test_correspondence_gives_each_move_its_days(client: TestClient, db_path: Path) -> None:
    game = new_game(client, "1d")
    open_clocks(client, game)
    set_turn_start(db_path, game["id"], timedelta(hours=23))
    client.app.state.service.forget(game["id"])
    assert client.get(f"/api/games/{game['id']}").json()["clock"]["remaining_ms"]["black"] < 3_700_000
    clock = move(client, game).json()["clock"]
    assert clock["remaining_ms"]["black"] == 86_400_000 and clock["running"] == "white"
    set_turn_start(db_path, game["id"], timedelta(days=1, seconds=1))
    client.app.state.service.forget(game["id"])
    view = client.get(f"/api/games/{game['id']}").json()
    assert (view["winner"], view["reason"]) == ("black", "white ran out of time")


def test_running_out_of_time_draws_when_the_opponent_cannot_win(client: TestClient, db_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    state_class = type(boardlab.load("c1").start())
    monkeypatch.setattr(state_class, "can_win", lambda self, seat: seat != "white")
    game = new_game(client, "1+0")
    open_clocks(client, game)
    set_turn_start(db_path, game["id"], timedelta(minutes=2))
    client.app.state.service.forget(game["id"])
    view = client.get(f"/api/games/{game['id']}").json()
    assert (view["winner"], view["reason"]) == ("draw", "black ran out of time, and white cannot win")


def test_a_game_played_together_ends_unsolved_when_a_clock_runs_out(client: TestClient, db_path: Path) -> None:
    game = client.post("/api/games", json={"game": "comet", "time_control": "1+0"}).json()
    seat = open_clocks(client, game)["to_move"]
    set_turn_start(db_path, game["id"], timedelta(minutes=2))
    client.app.state.service.forget(game["id"])
    view = client.get(f"/api/games/{game['id']}").json()
    assert (view["winner"], view["reason"]) == ("unsolved", f"{seat} ran out of time")


def test_resigning_stops_the_clocks_and_a_rematch_keeps_the_time_control(client: TestClient) -> None:
    game = new_game(client, "5+3")
    over = client.post(f"/api/games/{game['id']}/resign", headers=bearer(game["seats"]["black"]["token"])).json()
    assert over["clock"]["running"] is None and over["clock"]["remaining_ms"]["white"] == 300_000
    client.post(f"/api/games/{game['id']}/rematch", headers=bearer(game["seats"]["black"]["token"]))
    rematch = client.post(f"/api/games/{game['id']}/rematch/accept", headers=bearer(game["seats"]["white"]["token"])).json()
    assert rematch["view"]["clock"]["text"] == "5+3" and rematch["view"]["clock"]["running"] is None


@pytest.mark.parametrize("control", ["10", "5+999", "0d", "x" * 5000, "١+0"])
def test_a_bad_time_control_is_422_and_stores_nothing(client: TestClient, control: str) -> None:
    before = client.app.state.service.store.game_ids()
    answer = client.post("/api/games", json={"game": "c1", "time_control": control})
    assert answer.status_code == 422 and "time control" in answer.json()["detail"]
    assert len(answer.text) < 500 and client.app.state.service.store.game_ids() == before


def test_the_clocks_survive_a_restart_and_the_downtime_is_charged_to_nobody(db_path: Path) -> None:
    url = f"sqlite:///{db_path}"
    with TestClient(create_app(url)) as client:
        game = new_game(client, "1+0")
        open_clocks(client, game)
        black_left = move(client, game).json()["clock"]["remaining_ms"]["black"]
    # The server "crashed" 100 s ago, one second into White's turn, and comes back now.
    with sqlite3.connect(db_path) as connection:
        now = datetime.now(UTC)
        connection.execute("update heartbeat set beat_at = ?", ((now - timedelta(seconds=100)).isoformat(sep=" "),))
        connection.execute("update games set turn_started_at = ? where id = ?",
                           ((now - timedelta(seconds=101)).isoformat(sep=" "), game["id"]))
    with TestClient(create_app(url)) as client:
        view = client.get(f"/api/games/{game['id']}").json()
        assert not view["is_over"]
        assert view["clock"]["remaining_ms"]["black"] == black_left
        assert 50_000 < view["clock"]["remaining_ms"]["white"] <= 59_000     # 1 s charged, not 101 s
        assert move(client, game).status_code == 200


def test_a_killed_server_keeps_every_acknowledged_clock(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path / "server.log", computers="thread")
    server.start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as client:
            game = client.post("/api/games", json={"game": "c1", "time_control": "1+0"}).json()
            for ply, (seat, step) in enumerate((("black", "Cd1-d2"), ("white", "Pe7-e6"), ("black", "Cd2-d3"))):
                moved = client.post(f"/api/games/{game['id']}/moves", json={"move": step, "ply": ply},
                                    headers=bearer(game["seats"][seat]["token"])).json()
        acknowledged = moved["clock"]
        server.kill()                                                     # no shutdown, no last heartbeat
        killed_at = time.time() * 1000
        time.sleep(HEARTBEAT_SECONDS + 2)                                # down longer than a heartbeat's gap
        server.start()
        with httpx.Client(base_url=server.url, timeout=10) as client:
            clock = client.get(f"/api/games/{game['id']}").json()["clock"]
    finally:
        server.stop()
    assert clock["running"] == "white"
    assert clock["remaining_ms"]["black"] == acknowledged["remaining_ms"]["black"]
    # White is charged its time before the crash (at most a heartbeat's worth more) and the moments
    # since the restart, never the 7 s or more the server was down.
    used_before_kill = killed_at - acknowledged["server_time"]
    charged = acknowledged["remaining_ms"]["white"] - clock["remaining_ms"]["white"]
    assert charged <= used_before_kill + HEARTBEAT_SECONDS * 1000 + 1500


def test_a_side_that_has_not_moved_may_abort_and_an_aborted_game_is_not_rated(client: TestClient) -> None:
    game = new_game(client, "5+3")
    black, white = game["seats"]["black"]["token"], game["seats"]["white"]["token"]
    move(client, game, "Cd1-d2")
    refused = client.post(f"/api/games/{game['id']}/abort", headers=bearer(black))     # black has moved
    assert refused.status_code == 409 and "resign instead" in refused.json()["detail"]
    assert client.post(f"/api/games/{game['id']}/abort").status_code == 403
    aborted = client.post(f"/api/games/{game['id']}/abort", headers=bearer(white))      # white has not
    assert aborted.status_code == 200
    view = aborted.json()
    assert view["is_over"] and view["winner"] == "aborted" and view["reason"] == "white aborted the game before moving"
    assert view["clock"]["running"] is None and "WINS" not in view["record"] and "aborted" in view["record"]
    assert client.post(f"/api/games/{game['id']}/abort", headers=bearer(white)).status_code == 409   # over


def test_an_aborted_rated_game_changes_no_rating(client: TestClient) -> None:
    csrf = {}
    for name in ("ada", "brian"):
        browser = TestClient(client.app)
        csrf[name] = (browser, browser.post("/api/account/signup",
                                            json={"name": name, "password": "correct horse battery"}).json()["csrf"])
    game = client.post("/api/games", json={"game": "c1", "rated": True, "time_control": "5+3"}).json()
    for name, seat in (("ada", "black"), ("brian", "white")):
        browser, token = csrf[name]
        browser.post(f"/api/games/{game['id']}/claim", headers={**bearer(game["seats"][seat]["token"]),
                                                                 "X-CSRF-Token": token})
    assert game["view"]["rated"] is False                    # its seats held by no account yet: it would not count
    assert client.get(f"/api/games/{game['id']}").json()["rated"] is True     # two accounts now: it would
    ada, ada_csrf = csrf["ada"]
    aborted = ada.post(f"/api/games/{game['id']}/abort", headers={"X-CSRF-Token": ada_csrf})
    assert aborted.status_code == 200 and aborted.json()["rated"] is False
    for name in ("ada", "brian"):
        assert client.get(f"/api/players/{name}").json()["history"] == []
