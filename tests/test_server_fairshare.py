"""Fair sharing between clients: the computer players' round-robin queue and the cap on computer
games per client, a computer's clock that waits while its job is queued, and hints and analyses
shared round robin with a per-client cap (429 for that client only)."""

from __future__ import annotations

import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server.analysis_workers import AnalysisWorkers
from boardlab.server.computer import ComputerPlayers, Job
from boardlab.server.config import FairShare
from boardlab.server.fairshare import CLIENT_COOKIE, FairExecutor, OverShare, RoundRobin
from boardlab.server.limits import ServerLimits

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
ALICE, BOB = "A" * 22, "B" * 22


def fair_app(tmp_path: Path, **fair: Any) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}", limits=ServerLimits(fair=FairShare(**fair)))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(fair_app(tmp_path, computer_games_per_client=2, analyses_per_client=1)) as test_client:
        test_client.cookies.set(CLIENT_COOKIE, ALICE)
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def as_client(client: TestClient, cookie: str) -> None:
    client.cookies.set(CLIENT_COOKIE, cookie)


def wait_for(condition: Any, what: str, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.02)


# --- the queue -------------------------------------------------------------------------------


def test_round_robin_takes_the_clients_in_turn() -> None:
    queue: RoundRobin[str] = RoundRobin()
    for item in ["a1", "a2", "a3", "b1", "c1", "b2"]:
        queue.push(item[0], item)
    assert [queue.pop()[1] for _ in range(6)] == ["a1", "b1", "c1", "a2", "b2", "a3"]   # type: ignore[index]
    assert queue.pop() is None and len(queue) == 0


def job(game_id: str) -> Job:
    return Job(game_id, 0, "white", "random", "c1", {}, None, ())


def test_computer_jobs_of_a_busy_client_do_not_delay_another_clients_job() -> None:
    started: list[str] = []
    first_started, release = threading.Event(), threading.Event()

    def on_start(queued: Job) -> bool:
        started.append(queued.game_id)
        if queued.game_id == "a1":       # the one worker is busy with a1 while the others queue
            first_started.set()
            release.wait(10)
        return False                     # dropped: nothing needs to think in this test

    players = ComputerPlayers(lambda _job, _move: None, workers=1)
    players.client_of = lambda game_id: game_id[0]
    players.on_start = on_start
    try:
        players.submit(job("a1"))
        assert first_started.wait(10)
        for game_id in ["a2", "a3", "a4", "b1", "c1"]:
            assert players.submit(job(game_id))
        assert not players.submit(job("a2"))           # the same decision is queued once
        assert players.waiting() == 5
        release.set()
        wait_for(lambda: players.busy() == 0, "the queue to empty")
    finally:
        players.close()
    assert started == ["a1", "a2", "b1", "c1", "a3", "a4"]      # first in, first out would start b1 fifth


# --- computer games --------------------------------------------------------------------------


def computer_game(client: TestClient, **body: Any) -> Any:
    return client.post("/api/games", json={"game": "c1", "players": {"white": "random"}, **body})


def test_a_client_at_its_cap_of_computer_games_is_refused_and_others_are_not(client: TestClient) -> None:
    games = [computer_game(client) for _ in range(2)]
    assert all(answer.status_code == 201 for answer in games)
    refused = computer_game(client)
    assert refused.status_code == 429
    assert "already plays 2 games against the computer (the limit is 2" in refused.json()["detail"]
    people = client.post("/api/games", json={"game": "c1"})
    assert people.status_code == 201                                   # games between people are not capped
    as_client(client, BOB)
    assert computer_game(client).status_code == 201                    # another browser has its own share
    as_client(client, ALICE)
    first = games[0].json()
    assert client.post(f"/api/games/{first['id']}/resign", headers=bearer(first["seats"]["black"]["token"])
                       ).status_code == 200
    assert computer_game(client).status_code == 201                    # a finished game frees its place


def test_a_client_without_the_cookie_counts_as_its_address(tmp_path: Path) -> None:
    with TestClient(fair_app(tmp_path, computer_games_per_client=1)) as client:
        first = computer_game(client)
        assert first.status_code == 201 and CLIENT_COOKIE in first.cookies      # a browser gets its own from now on
        client.cookies.clear()
        refused = computer_game(client)                                 # dropping the cookie is no new client
        assert refused.status_code == 429


def test_a_computers_clock_does_not_run_while_its_job_waits(client: TestClient) -> None:
    service = client.app.state.service                                  # type: ignore[attr-defined]
    queued, release = threading.Event(), threading.Event()
    real_start = service.computers.on_start

    def held(waiting: Job) -> bool:                                      # the job waits in the queue until released
        queued.set()
        release.wait(10)
        return real_start(waiting)

    service.computers.on_start = held
    game = computer_game(client, time_control="1+0").json()
    assert game["view"]["clock"]["running"] is None                      # every side's first move is free
    black = bearer(game["seats"]["black"]["token"])
    for ply, move in ((0, "Cd1-d2"), (2, "Pe1-e2")):
        played = client.post(f"/api/games/{game['id']}/moves", json={"move": move, "ply": ply}, headers=black)
        assert played.status_code == 200, played.text
        assert queued.wait(10)
        queued.clear()
        waiting = client.get(f"/api/games/{game['id']}").json()["clock"]
        assert waiting["running"] is None and waiting["remaining_ms"]["white"] == 60_000
        time.sleep(1.5)                                                  # the job waits 1.5 s...
        release.set()
        wait_for(lambda: client.get(f"/api/games/{game['id']}").json()["ply"] >= ply + 2, "the computer's reply")
        release.clear()
    after = client.get(f"/api/games/{game['id']}").json()["clock"]
    assert 60_000 - after["remaining_ms"]["white"] < 1_500              # ...and none of it is charged
    assert after["running"] == "black"


# --- hints and analyses ----------------------------------------------------------------------


def test_the_fair_executor_caps_each_client_and_takes_clients_in_turn() -> None:
    pool = FairExecutor(1, 2, "test", "analyses")
    gate = threading.Event()
    done: list[str] = []
    try:
        blocker = pool.submit("a", gate.wait, 10)
        queued = [pool.submit("a", done.append, "a2")]
        with pytest.raises(OverShare, match="already has 2 analyses queued or running"):
            pool.submit("a", done.append, "a3")
        queued += [pool.submit("b", done.append, "b1"), pool.submit("c", done.append, "c1")]
        cancelled = pool.submit("d", done.append, "d1")
        assert cancelled.cancel()                                        # a request that gave up: never run
        gate.set()
        for future in [blocker, *queued]:
            future.result(10)
        assert done == ["a2", "b1", "c1"]
        assert pool.submit("a", done.append, "a4").result(10) is None   # a's share is free again
    finally:
        gate.set()
        pool.shutdown()


def test_a_client_over_its_share_of_analyses_gets_429_and_others_do_not(client: TestClient) -> None:
    game = client.post("/api/games", json={"game": "c1", "same_screen": True}).json()   # hints allowed
    gate = threading.Event()
    hints = client.app.state.hints                                      # type: ignore[attr-defined]
    busy = hints.submit(f"client:{ALICE}", gate.wait, 10)                # Alice's one analysis is thinking
    try:
        refused = client.get(f"/api/games/{game['id']}/hint")
        assert refused.status_code == 429
        assert "already has 1 hints or analyses queued or running" in refused.json()["detail"]
        analysis = client.post("/api/analyse", json={"game": "c1", "seconds": 0.1})
        assert analysis.status_code == 429
        as_client(client, BOB)
        gate.set()
        assert client.get(f"/api/games/{game['id']}/hint").status_code == 200
    finally:
        gate.set()
        busy.result(10)


@pytest.mark.slow
def test_analyses_run_in_worker_processes_that_end_with_the_server() -> None:
    import multiprocessing

    before = {child.pid for child in multiprocessing.active_children()}
    workers = AnalysisWorkers("process", 1)
    try:
        found = workers.analyse("c1", {}, None, ["Cd1-d2"], 0.2, 2)
        assert found["to_move"] == "white" and found["best"]
        started = [c for c in multiprocessing.active_children() if c.pid not in before]
        assert len(started) == 1
    finally:
        workers.close()
    started[0].join(timeout=10)
    assert not started[0].is_alive()


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.server import analysis_workers, config, fairshare, live, lobby_share, slow_clients

    for module in (fairshare, lobby_share, config, live, slow_clients, analysis_workers):
        failures, _ = doctest.testmod(module)
        assert failures == 0, module.__name__


def test_computer_only_games_are_paced_and_games_with_a_person_are_not(client: TestClient) -> None:
    games = client.app.state.computer_games                             # type: ignore[attr-defined]
    both = computer_game(client, players={"white": "random", "black": "random"}).json()
    mine = computer_game(client).json()
    assert games.pace(both["id"]) == FairShare().computer_pace_seconds > 0
    assert games.pace(mine["id"]) == 0.0


def test_a_paced_job_joins_the_queue_only_after_its_delay() -> None:
    started: list[str] = []
    players = ComputerPlayers(lambda _job, _move: None, workers=1)
    players.on_start = lambda queued: bool(started.append(queued.game_id))
    players.delay_of = lambda queued: 60.0 if queued.game_id == "slow" else 0.0
    try:
        assert players.submit(job("slow"))
        assert not players.submit(job("slow"))                          # already on its way
        assert players.waiting() == 0 and players.busy() == 1           # waiting out its delay, not queued
        players.submit(job("quick"))
        wait_for(lambda: started == ["quick"], "the undelayed job")
        assert players.busy() == 1                                      # the paced one still waits
    finally:
        players.close()


def test_a_rematch_of_a_computer_game_counts_for_the_same_client(client: TestClient) -> None:
    games = client.app.state.computer_games                             # type: ignore[attr-defined]
    first = computer_game(client).json()
    token = first["seats"]["black"]["token"]
    client.post(f"/api/games/{first['id']}/resign", headers=bearer(token))
    assert games.playing(f"client:{ALICE}") == 0
    as_client(client, BOB)                                              # whoever asks, the game's client counts it
    again = client.post(f"/api/games/{first['id']}/rematch", headers=bearer(token))
    assert again.status_code == 201
    assert games.playing(f"client:{ALICE}") == 1 and games.playing(f"client:{BOB}") == 0
