"""Several web processes on one PostgreSQL database: live updates cross between them
(LISTEN/NOTIFY, server/fanout.py) and exactly one of them keeps the clocks (server/keeper.py).

The first tests run two apps in this process (two ``create_app`` on the same database: each
has its own cache, sockets and database connections, as two processes would); the last runs
two ``boardlab serve`` processes and kills one with SIGKILL.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from test_server_support import ServerProcess

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _until(check: Callable[[], Any], timeout: float = 20.0, what: str = "the condition") -> Any:
    """Wait until ``check()`` is truthy (polling); its value. Fails naming ``what``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"{what} did not happen within {timeout} s")


@pytest.fixture
def two_apps(postgres_url: str) -> Iterator[tuple[TestClient, TestClient]]:
    from boardlab.server import create_app

    with TestClient(create_app(postgres_url, computers="thread")) as first, \
            TestClient(create_app(postgres_url, computers="thread")) as second:
        yield first, second


def _received(socket: Any, count: int, timeout: float = 20.0) -> list[dict[str, Any]]:
    """The next ``count`` messages of a TestClient WebSocket (read in a thread: no receive timeout there)."""
    got: list[dict[str, Any]] = []

    def read() -> None:
        while len(got) < count:
            got.append(socket.receive_json())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    assert len(got) == count, f"got {len(got)} of {count} messages: {got}"
    return got


def test_a_watcher_on_one_app_sees_moves_made_through_the_other(two_apps: tuple[TestClient, TestClient]) -> None:
    first, second = two_apps
    created = first.post("/api/games", json={"game": "c1"}).json()
    game_id, black = created["id"], created["seats"]["black"]["token"]
    assert first.get(f"/api/games/{game_id}").json()["ply"] == 0          # cached in the first app
    with first.websocket_connect(f"/api/games/{game_id}/ws") as socket:
        assert _received(socket, 1)[0]["ply"] == 0
        moved = second.post(f"/api/games/{game_id}/moves", json={"move": "Cd1-d2", "ply": 0},
                            headers={"Authorization": f"Bearer {black}"})
        assert moved.status_code == 200
        update = _received(socket, 1)[0]
        assert update["moves"] == ["Cd1-d2"] and update["version"] == moved.json()["version"]
        chat = second.post(f"/api/games/{game_id}/chat", json={"text": "hello from the other process"},
                           headers={"Authorization": f"Bearer {black}"})
        assert chat.status_code == 201
        assert _received(socket, 1)[0]["chat"]["text"] == "hello from the other process"
    # The first app's cache does not answer with the old state, for reads and for writes.
    assert first.get(f"/api/games/{game_id}").json()["moves"] == ["Cd1-d2"]
    white = created["seats"]["white"]["token"]
    replied = first.get(f"/api/games/{game_id}").json()
    answer = first.post(f"/api/games/{game_id}/moves", json={"move": replied["legal_moves"][0], "ply": 1},
                        headers={"Authorization": f"Bearer {white}"})
    assert answer.status_code == 200 and answer.json()["ply"] == 2


def test_lobby_changes_reach_the_other_apps_sockets(two_apps: tuple[TestClient, TestClient]) -> None:
    first, second = two_apps
    with first.websocket_connect("/api/lobby/ws") as socket:
        whole = _received(socket, 1)[0]
        assert whole["type"] == "challenges"
        posted = second.post("/api/lobby/challenges", json={"game": "c1"})
        assert posted.status_code == 201, posted.text
        delta = _received(socket, 1)[0]
        assert delta["type"] == "created" and delta["id"] == posted.json()["id"]
        assert delta["seq"] == whole["seq"] + 1      # numbered by the app that holds the socket


def test_a_game_out_of_time_is_flagged_once_whichever_app_notices(two_apps: tuple[TestClient, TestClient],
                                                                  postgres_url: str) -> None:
    """Both apps read an expired clock at once: one result is stored, the game's version moves once."""
    from sqlalchemy import create_engine, text

    first, second = two_apps
    created = first.post("/api/games", json={"game": "c1", "time_control": "1+0"}).json()
    game_id, seats = created["id"], created["seats"]
    view = first.get(f"/api/games/{game_id}").json()
    for seat in ("black", "white", "black"):      # the first moves are free: now a clock runs
        view = first.post(f"/api/games/{game_id}/moves", json={"move": view["legal_moves"][0], "ply": view["ply"]},
                          headers={"Authorization": f"Bearer {seats[seat]['token']}"}).json()
    engine = create_engine(postgres_url)
    with engine.begin() as connection:            # an hour passes for the running clock
        connection.execute(text("UPDATE games SET turn_started_at = :then, version = version + 1 WHERE id = :id"),
                           {"then": datetime.now(UTC) - timedelta(hours=1), "id": game_id})
        before = connection.execute(text("SELECT version FROM games WHERE id = :id"), {"id": game_id}).scalar()
    answers: list[dict[str, Any]] = []
    readers = [threading.Thread(target=lambda c=client: answers.append(c.get(f"/api/games/{game_id}").json()))
               for client in (first, second) for _ in range(3)]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join(30)
    assert len(answers) == 6 and all(answer["is_over"] for answer in answers)
    assert {answer["reason"] for answer in answers} == {"white ran out of time"}
    with engine.connect() as connection:
        after = connection.execute(text("SELECT version FROM games WHERE id = :id"), {"id": game_id}).scalar()
    engine.dispose()
    assert after == before + 1


# --- real processes --------------------------------------------------------------------------


def _keeper_pid(postgres_url: str) -> int | None:
    """The pid of the ``boardlab serve`` process holding the clock keeper's lock (from the
    keeper connection's application_name), or ``None``."""
    from sqlalchemy import create_engine, text

    from boardlab.server.keeper import KEEPER_LOCK

    engine = create_engine(postgres_url)
    try:
        with engine.connect() as connection:
            name = connection.execute(text(
                "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                "WHERE l.locktype = 'advisory' AND l.granted "
                "AND ((l.classid::bigint << 32) | l.objid::bigint) = :key"), {"key": KEEPER_LOCK}).scalar()
    finally:
        engine.dispose()
    return int(name.rsplit(":", 1)[1]) if name else None


def _expire_running_clock(postgres_url: str, game_id: str) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(postgres_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE games SET turn_started_at = :then, version = version + 1 WHERE id = :id"),
                           {"then": datetime.now(UTC) - timedelta(hours=1), "id": game_id})
    engine.dispose()


def _stored(postgres_url: str, game_id: str) -> dict[str, Any]:
    from sqlalchemy import create_engine, text

    engine = create_engine(postgres_url)
    with engine.connect() as connection:
        row = connection.execute(text("SELECT status, result_reason, version FROM games WHERE id = :id"),
                                 {"id": game_id}).one()
    engine.dispose()
    return dict(row._mapping)


class WorkerProcess:
    """``boardlab worker`` in a child process (its own session: killed with its children)."""

    def __init__(self, database: str, log: Path) -> None:
        import subprocess
        import sys

        from test_server_support import SERVE

        with log.open("ab") as sink:
            self.process = subprocess.Popen([sys.executable, "-c", SERVE, "worker", "--db", database],
                                            stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)

    def kill(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except Exception:  # noqa: BLE001 - stuck: kill it
                self.kill()


def _job_status(postgres_url: str, game_id: str) -> str | None:
    """The status of the newest queued job of ``game_id`` (``None``: none left)."""
    from sqlalchemy import create_engine, text

    from boardlab.server.jobs import QUEUE

    engine = create_engine(postgres_url)
    with engine.connect() as connection:
        status = connection.execute(text(
            "SELECT status FROM procrastinate_jobs WHERE queue_name = :queue AND args->>'game_id' = :id "
            "ORDER BY id DESC LIMIT 1"), {"queue": QUEUE, "id": game_id}).scalar()
    engine.dispose()
    return status


def test_two_serve_processes_share_live_updates_and_one_keeper_survives_a_kill(postgres_url: str,
                                                                                tmp_path: Path) -> None:
    import websockets.sync.client

    servers = [ServerProcess(postgres_url, tmp_path / f"server{n}.log", computers="thread", extra=("--workers", "0"))
               for n in (1, 2)]
    workers: list[WorkerProcess] = []
    try:
        for server in servers:
            server.start()
        by_pid = {server.process.pid: server for server in servers if server.process is not None}
        keeper = by_pid[_until(lambda: _keeper_pid(postgres_url), what="a clock keeper")]
        other = next(server for server in servers if server is not keeper)
        with httpx.Client(base_url=other.url, timeout=10) as client:
            created = client.post("/api/games", json={"game": "c1", "time_control": "1+0"}).json()
            game_id, seats = created["id"], created["seats"]
            ws_url = f"ws://127.0.0.1:{keeper.port}/api/games/{game_id}/ws"
            with websockets.sync.client.connect(ws_url, open_timeout=10) as socket:
                view = json.loads(socket.recv(timeout=10))
                assert view["ply"] == 0
                for seat in ("black", "white", "black"):   # made through the other process
                    view = client.post(f"/api/games/{game_id}/moves",
                                       json={"move": view["legal_moves"][0], "ply": view["ply"]},
                                       headers={"Authorization": f"Bearer {seats[seat]['token']}"}).json()
                    seen = json.loads(socket.recv(timeout=10))
                    assert seen["ply"] == view["ply"] and seen["steps"] == view["steps"]
        # The keeper dies; the game's clock runs out while nobody asks: the survivor flags it.
        # The clock is expired in the database before the kill: the new keeper reads the deadlines
        # when it takes over (within a second of the kill), and one read before the update would
        # wait for the game's real deadline, past this test's patience (seen once under CI load).
        # The old keeper keeps its own deadline until it dies, so it does not flag first.
        _expire_running_clock(postgres_url, game_id)
        before = _stored(postgres_url, game_id)["version"]
        keeper.kill()
        assert _until(lambda: _keeper_pid(postgres_url), what="a new clock keeper") == other.process.pid
        flagged = _until(lambda: (row := _stored(postgres_url, game_id))["status"] == "over" and row,
                         what="the flag by the new keeper")
        assert flagged["result_reason"] == "white ran out of time" and flagged["version"] == before + 1
        # Computer moves are jobs: a worker killed while thinking loses nothing; another retries.
        workers.append(WorkerProcess(postgres_url, tmp_path / "worker1.log"))
        with httpx.Client(base_url=other.url, timeout=10) as client:
            created = client.post("/api/games", json={"game": "c1", "white": "mcts:2s"}).json()
            game_id, black = created["id"], created["seats"]["black"]["token"]
            assert client.post(f"/api/games/{game_id}/moves", json={"move": "Cd1-d2", "ply": 0},
                               headers={"Authorization": f"Bearer {black}"}).status_code == 200
            _until(lambda: _job_status(postgres_url, game_id) == "doing", timeout=60, what="the worker's start")
            workers[0].kill()
            assert client.get(f"/api/games/{game_id}").json()["ply"] == 1
            workers.append(WorkerProcess(postgres_url, tmp_path / "worker2.log"))
            replied = _until(lambda: (view := client.get(f"/api/games/{game_id}").json())["ply"] == 2 and view,
                             timeout=60, what="the retried job's move")
            assert replied["to_move"] == "black" and len(replied["steps"]) == 2
            # Hints and analyses are jobs too: the serve processes serve none (--workers 0), the worker does.
            hint = client.get(f"/api/games/{game_id}/hint", timeout=60)   # the server waits up to 30 s for its job
            assert hint.status_code == 200, hint.text
            assert hint.json()["move"] in replied["legal_moves"] and hint.json()["step"] == 2
            # An analysis whose worker dies while it thinks is retried by another worker, and answered.
            asked: list[httpx.Response] = []
            analysis = threading.Thread(target=lambda: asked.append(client.post(
                "/api/analyse", json={"game": "c1", "moves": ["Cd1-d2"], "seconds": 3}, timeout=90)))
            analysis.start()
            _until(lambda: _help_status(postgres_url) == "doing", timeout=60, what="the analysis job's start")
            os.killpg(workers[1].process.pid, signal.SIGSTOP)   # at once: it cannot finish meanwhile
            workers[1].kill()
            workers.append(WorkerProcess(postgres_url, tmp_path / "worker3.log"))
            analysis.join(90)
            assert asked and asked[0].status_code == 200, asked and asked[0].text
            assert asked[0].json()["best"] and asked[0].json()["to_move"] == "white"
    finally:
        for process in [*servers, *workers]:
            process.stop()


def _help_status(postgres_url: str) -> str | None:
    """The status of the newest hint or analysis job (``None``: none left)."""
    from sqlalchemy import create_engine, text

    from boardlab.server.help_jobs import HELP_QUEUE

    engine = create_engine(postgres_url)
    with engine.connect() as connection:
        status = connection.execute(text("SELECT status FROM procrastinate_jobs WHERE queue_name = :queue "
                                         "ORDER BY id DESC LIMIT 1"), {"queue": HELP_QUEUE}).scalar()
    engine.dispose()
    return status


def test_computer_moves_are_jobs_served_by_a_worker_in_either_app(two_apps: tuple[TestClient, TestClient]) -> None:
    first, second = two_apps
    created = first.post("/api/games", json={"game": "c1", "white": "random"}).json()
    game_id, black = created["id"], created["seats"]["black"]["token"]
    moved = second.post(f"/api/games/{game_id}/moves", json={"move": "Cd1-d2", "ply": 0},
                        headers={"Authorization": f"Bearer {black}"})
    assert moved.status_code == 200
    replied = _until(lambda: (view := first.get(f"/api/games/{game_id}").json())["ply"] == 2 and view,
                     what="the computer's reply")
    assert replied["to_move"] == "black" and len(replied["steps"]) == 2


def test_queued_jobs_take_clients_in_turn_and_a_stale_job_is_dropped(postgres_url: str) -> None:
    """Each client's n-th waiting job gets priority -n (every client's first before anyone's
    second); a job for a position the game has left is dropped, not played."""
    from sqlalchemy import text

    from boardlab.server import create_app
    from boardlab.server.computer import Job
    from boardlab.server.jobs import QUEUE, JobWorker, _job_fields

    app = create_app(postgres_url, computers="thread", job_workers=0)      # nobody serves the queue
    with TestClient(app) as client:
        service = app.state.service
        queue = service.computers
        owners = {}
        for owner in ("ann", "ann", "ann", "bob"):
            created = client.post("/api/games", json={"game": "c1"}).json()
            owners[created["id"]] = owner
        queue.client_of = owners.__getitem__
        for game_id in owners:
            assert queue.submit(Job(game_id, 0, "black", "random", "c1", {}, None, ()))
        assert not queue.submit(Job(next(iter(owners)), 0, "black", "random", "c1", {}, None, ()))  # queued already
        with service.store.reading() as connection:
            rows = connection.execute(text(
                "SELECT args->>'client', priority FROM procrastinate_jobs WHERE queue_name = :queue "
                "AND args->>'game_id' = ANY(:games) ORDER BY id"), {"queue": QUEUE, "games": list(owners)}).all()
        assert [tuple(row) for row in rows] == [("ann", 0), ("ann", -1), ("ann", -2), ("bob", 0)]
        stale = Job(next(iter(owners)), 3, "white", "random", "c1", {}, None, ("a", "b", "c"))
        worker = JobWorker(postgres_url, service)
        assert worker.think(**_job_fields(stale, "ann")).startswith("dropped")
        assert worker.played == 0


def test_the_caps_per_client_hold_across_processes(postgres_url: str) -> None:
    """Computer games, hints and analyses, and open challenges of one client are counted in the
    database: what one app let through counts in the other."""
    from sqlalchemy import text

    from boardlab.server import create_app
    from boardlab.server.help_jobs import ANALYSE_TASK, HELP_QUEUE

    browser = {"Cookie": "boardlab_client=" + "C" * 22}
    another = {"Cookie": "boardlab_client=" + "D" * 22}
    first_app, second_app = (create_app(postgres_url, computers="thread", job_workers=0) for _ in range(2))
    with TestClient(first_app) as first, TestClient(second_app) as second:
        fair = first_app.state.service.limits.fair
        for _ in range(fair.computer_games_per_client):
            assert first.post("/api/games", json={"game": "c1", "white": "random"}, headers=browser).status_code == 201
        refused = second.post("/api/games", json={"game": "c1", "white": "random"}, headers=browser)
        assert refused.status_code == 429 and "against the computer" in refused.json()["detail"]
        assert second.post("/api/games", json={"game": "c1", "white": "random"}, headers=another).status_code == 201
        # Hints and analyses: the jobs the first app queued (nobody serves them here) count in the second.
        for _ in range(fair.analyses_per_client):
            first_app.state.helpers.submit("client:" + "C" * 22, ANALYSE_TASK, {
                "game": "c1", "options": {}, "position": None, "moves": [], "seconds": 0.1, "depth": 1})
        refused = second.post("/api/analyse", json={"game": "c1", "moves": ["Cd1-d2"]}, headers=browser)
        assert refused.status_code == 429 and "hints or analyses" in refused.json()["detail"]
        # Open lobby challenges of an anonymous browser.
        for _ in range(fair.challenges_per_client):
            assert first.post("/api/lobby/challenges", json={"game": "c1"}, headers=browser).status_code == 201
        refused = second.post("/api/lobby/challenges", json={"game": "c1"}, headers=browser)
        assert refused.status_code == 429 and "open challenges" in refused.json()["detail"]
        with first_app.state.service.store.writing() as connection:   # no later worker answers them
            connection.execute(text("DELETE FROM procrastinate_jobs WHERE queue_name = :queue"), {"queue": HELP_QUEUE})
