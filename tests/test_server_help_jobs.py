"""The worker's side of hint and analysis jobs (server/help_jobs.py), on SQLite: the answer, or
the refusal, is stored for the request that waits, and a hint job whose game moved on is dropped.
(The queue itself, on PostgreSQL, is tested in tests/test_server_multiprocess.py.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import text

from boardlab.server import create_app
from boardlab.server.help_jobs import HelpTasks


def _stored(app: Any, key: str) -> tuple[int, dict[str, Any]]:
    with app.state.service.store.reading() as connection:
        status, body = connection.execute(text("SELECT status, body FROM help_results WHERE key = :key"),
                                          {"key": key}).one()
    return int(status), json.loads(body)


def test_a_hint_job_answers_and_a_job_whose_game_moved_on_is_dropped(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'g.db'}", computers="thread")
    with TestClient(app) as client:
        created = client.post("/api/games", json={"game": "c1", "white": "random"}).json()
        game_id = created["id"]
        tasks = HelpTasks(app.state.service)
        assert tasks.hint("k-now", "ann", game_id, 0) == "answered"
        status, body = _stored(app, "k-now")
        assert status == 200 and body["move"] in created["view"]["legal_moves"] and body["step"] == 0
        assert tasks.hint("k-stale", "ann", game_id, 3) == "refused (409)"
        status, body = _stored(app, "k-stale")
        assert status == 409 and "moved on" in body["detail"]
        assert tasks.hint("k-unknown", "ann", "no-such-game", 0) == "refused (404)"


def test_an_analysis_job_stores_its_answer_or_the_reason_it_was_refused(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'g.db'}", computers="thread")
    with TestClient(app):
        tasks = HelpTasks(app.state.service)
        assert tasks.analyse("a-1", "ann", "c1", {}, None, ["Cd1-d2"], 0.2, 1) == "answered"
        status, body = _stored(app, "a-1")
        assert status == 200 and body["to_move"] == "white" and body["best"]
        assert tasks.analyse("a-2", "ann", "c1", {}, None, ["not a move"], 0.2, 1) == "refused (422)"
        assert _stored(app, "a-2")[0] == 422
