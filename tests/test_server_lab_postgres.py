"""The lab's experiments on PostgreSQL: a job of procrastinate's ``boardlab_lab`` queue, locked
per account, served by a worker (as ``boardlab worker`` runs it) to the end, its report read
through the web app."""

from __future__ import annotations

import asyncio
import threading
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server.jobs import LAB_QUEUE, JobWorker
from boardlab.server.lab_runs import LabRuns
from boardlab.server.service import GameService
from boardlab.server.storage import Store

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
TINY = {"name": "tiny c1", "game": "c1", "variants": [{}], "pairings": [["random", "random"]], "games": 3,
        "move_limit": 60, "seed": 4}


def _until(check: Any, timeout: float = 120.0, what: str = "the condition") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"{what} did not happen within {timeout} s")


def test_an_experiment_is_a_queue_job_that_a_worker_plays_to_its_report(postgres_url: str, tmp_path: Path) -> None:
    web = create_app(postgres_url, computers="thread", job_workers=0)   # only a separate worker serves jobs
    web.state.lab_dir = tmp_path / "lab"
    with TestClient(web) as client:
        csrf = client.post("/api/account/signup", json={"name": "ada", "password": "analytical engine"}).json()["csrf"]
        ids = [client.post("/api/lab/experiments", json={**TINY, "seed": seed}, headers={"X-CSRF-Token": csrf}).json()["id"]
               for seed in (1, 2)]
        engine = create_engine(postgres_url)
        with engine.connect() as connection:
            jobs = connection.execute(text("SELECT args->>'experiment_id', lock, queueing_lock, status "
                                           "FROM procrastinate_jobs WHERE queue_name = :queue ORDER BY id"),
                                      {"queue": LAB_QUEUE}).all()
            owner = connection.execute(text("SELECT id FROM users WHERE name = 'ada'")).scalar()
        assert [tuple(job) for job in jobs] == [(i, f"lab-account:{owner}", f"lab:{i}", "todo") for i in ids]
        assert client.get(f"/api/lab/experiments/{ids[0]}").json()["status"] == "queued"   # nobody serves it yet

        # A worker, as ``boardlab worker --lab-dir`` makes it, on its own store.
        store = Store(postgres_url)
        worker = JobWorker(postgres_url, GameService(store, computers_mode="thread"),
                           lab_runs=LabRuns(store, lambda: tmp_path / "lab"))
        loop = asyncio.new_event_loop()
        serving = loop.create_task(worker.run())

        def serve() -> None:
            try:
                loop.run_until_complete(serving)
            except asyncio.CancelledError:   # stopped at the end of the test
                pass

        thread = threading.Thread(target=serve, daemon=True)
        thread.start()
        try:
            views = [_until(lambda i=i: (lambda v: v if v["status"] == "done" else None)(
                client.get(f"/api/lab/experiments/{i}").json()), what=f"experiment {i} done") for i in ids]
        finally:
            loop.call_soon_threadsafe(serving.cancel)
            thread.join(30)
            loop.close()
            store.close()
        assert [view["games_done"] for view in views] == [3, 3]
        # The account's lock: one ran after the other.
        assert views[0]["finished_at"] <= views[1]["started_at"]
        report = client.get(f"/api/lab/experiments/{ids[0]}/report").json()
        assert report["games"] == 3 and str(tmp_path) not in str(report)
        assert "data:image/png" in client.get(f"/api/lab/experiments/{ids[0]}/report.html").text
