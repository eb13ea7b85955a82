"""The lab in the web app: an account starts an experiment from the form's JSON, the server
checks and caps it, runs it as a queue job (on SQLite: its lab thread, the same job), shows the
progress and the report, lets only the owner cancel it, and resumes it after a restart."""

from __future__ import annotations

import json
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.lab.store import ResultsStore
from boardlab.server import create_app
from boardlab.server.lab_runs import CANCELLED, RUNNING, LabCaps, run_lab_job

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"
#: A tiny experiment: C1 and C2, random against random, 3 games each.
TINY = {"name": "tiny c1", "game": "c1", "variants": [{"variant": "c1"}, {"variant": "c2"}],
        "pairings": [["random", "random"]], "games": 3, "move_limit": 60, "seed": 4}


def _until(check: Callable[[], Any], timeout: float = 60.0, what: str = "the condition") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"{what} did not happen within {timeout} s")


@pytest.fixture
def app(tmp_path: Path) -> Any:
    web = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    web.state.lab_dir = tmp_path / "lab"
    return web


def member(app: Any, name: str) -> tuple[TestClient, dict[str, str]]:
    """A person's own client, logged in, and the CSRF header of their session."""
    person = TestClient(app)
    answer = person.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return person, {"X-CSRF-Token": answer.json()["csrf"]}


@pytest.fixture
def running(app: Any) -> Iterator[TestClient]:
    """The app started (its lab thread runs experiments)."""
    with TestClient(app) as client:
        yield client


def _finished(client: TestClient, experiment_id: str) -> dict[str, Any]:
    return _until(lambda: (lambda view: view if view["status"] not in ("queued", "running") else None)(
        client.get(f"/api/lab/experiments/{experiment_id}").json()), what=f"experiment {experiment_id} ending")


def test_an_experiment_runs_to_its_report_and_becomes_public(app: Any, running: TestClient, tmp_path: Path) -> None:
    ada, csrf = member(app, "ada")
    started = ada.post("/api/lab/experiments", json=TINY, headers=csrf)
    assert started.status_code == 201, started.text
    body = started.json()
    assert body["status"] == "queued" and body["games_total"] == 6 and body["mine"] and body["owner"] == "ada"
    assert str(tmp_path) not in started.text   # no server path anywhere
    done = _finished(ada, body["id"])
    assert done["status"] == "done", done
    assert done["games_done"] == 6 and done["summary"]["games"] == 6
    tallies = done["summary"]["pairings"]["random v random"]
    assert tallies["a"] + tallies["draws"] + tallies["b"] == 6
    report = ada.get(f"/api/lab/experiments/{body['id']}/report").json()
    assert report["games"] == 6 and report["experiment"] == "tiny c1"
    assert [variant["variant"] for variant in report["variants"]] == ["c1 variant=c1", "c1 variant=c2"]
    assert report["results_file"] == f"{body['id']}.lab.sqlite"
    page = ada.get(f"/api/lab/experiments/{body['id']}/report.html")
    assert page.status_code == 200 and "<h2>1. c1 variant=c1</h2>" in page.text and "data:image/png" in page.text
    assert "<html" not in page.text and str(tmp_path) not in page.text
    # The games are the lab's: the same as the command line's for the same experiment.
    with ResultsStore(tmp_path / "lab" / "experiments" / f"{body['id']}.lab.sqlite", create=False) as store:
        assert store.count() == 6 and store.meta()["settings"] == {"seed": 4, "move_limit": 60, "timed": False}
    # Finished: public (listed and readable by anyone), still the owner's alone to cancel.
    stranger = TestClient(app)
    assert [found["id"] for found in stranger.get("/api/lab/experiments").json()] == [body["id"]]
    assert stranger.get(f"/api/lab/experiments/{body['id']}").json()["mine"] is False
    assert stranger.get(f"/api/lab/experiments/{body['id']}/report").status_code == 200
    bob, bob_csrf = member(app, "bob")
    assert bob.post(f"/api/lab/experiments/{body['id']}/cancel", headers=bob_csrf).status_code == 403
    assert ada.post(f"/api/lab/experiments/{body['id']}/cancel", headers=csrf).status_code == 409
    assert [found["id"] for found in ada.get("/api/lab/experiments?mine=true").json()] == [body["id"]]
    assert bob.get("/api/lab/experiments?mine=true").json() == []


@pytest.mark.parametrize("change, message", [
    ({"game": "chess"}, "game: unknown game 'chess'"),
    ({"variants": [{"colour": "red"}]}, "c1 has no option 'colour'"),
    ({"variants": [{"variant": "c9"}]}, "c9"),
    ({"variants": []}, "variants: add at least one variant"),
    ({"pairings": [["random"]]}, "pairing 1 must name two agents"),
    ({"pairings": [["random", "mcts:2s"]]}, "agent 'mcts:2s' is not offered in the web lab"),
    ({"pairings": []}, "pairings: add at least one pairing"),
    ({"games": 0}, "games: at least 1 game"),
    ({"games": 101}, "this experiment has 202 games (2 variants x 1 pairings x 101 games)"),
    ({"move_limit": 501}, "move_limit: between 1 and 500 steps"),
    ({"name": "  "}, "name: give the experiment a name"),
    ({"game": "cubes", "variants": [{"size": [5, 6, 7, 8, 9], "slide": ["physical", "strict"]}]},
     "at most 8 variants per experiment, and these options make 10"),
    ({"seed": -1}, "seed"),
])
def test_bad_experiments_are_refused_naming_the_problem(app: Any, change: dict[str, Any], message: str) -> None:
    ada, csrf = member(app, "ada")
    answer = ada.post("/api/lab/experiments", json={**TINY, **change}, headers=csrf)
    assert answer.status_code == 422, answer.text
    assert message in answer.json()["detail"]
    assert ada.get("/api/lab/experiments?mine=true").json() == []   # nothing half-stored


def test_grid_values_expand_as_in_an_experiment_file(app: Any) -> None:
    ada, csrf = member(app, "ada")
    grid = {**TINY, "variants": [{"variant": ["c1", "c2"]}], "games": 2}
    answer = ada.post("/api/lab/experiments", json=grid, headers=csrf)   # the app not started: it stays queued
    assert answer.status_code == 201 and answer.json()["games_total"] == 4
    assert answer.json()["spec"]["variants"] == [{"game": "c1", "options": {"variant": ["c1", "c2"]}}]


def test_only_accounts_with_their_csrf_header_start_experiments(app: Any) -> None:
    anonymous = TestClient(app)
    assert anonymous.post("/api/lab/experiments", json=TINY).status_code == 401
    assert anonymous.get("/api/lab/experiments?mine=true").status_code == 401
    ada, _csrf = member(app, "ada")
    assert ada.post("/api/lab/experiments", json=TINY).status_code == 403


def test_caps_per_account_answer_429_with_the_reason(app: Any) -> None:
    app.state.lab_runs.caps = LabCaps(active=2, games_per_day=15)
    ada, csrf = member(app, "ada")   # the app is not started: experiments stay queued
    for _ in range(2):
        assert ada.post("/api/lab/experiments", json=TINY, headers=csrf).status_code == 201
    refused = ada.post("/api/lab/experiments", json=TINY, headers=csrf)
    assert refused.status_code == 429 and "you have 2 experiments queued or running" in refused.json()["detail"]
    first = ada.get("/api/lab/experiments?mine=true").json()[-1]["id"]
    assert ada.post(f"/api/lab/experiments/{first}/cancel", headers=csrf).json()["status"] == "cancelled"
    over_day = ada.post("/api/lab/experiments", json=TINY, headers=csrf)
    assert over_day.status_code == 429
    assert "may start 15 games in 24 hours; you started 12 and this experiment has 6" in over_day.json()["detail"]
    bob, bob_csrf = member(app, "bob")   # caps are per account
    assert bob.post("/api/lab/experiments", json=TINY, headers=bob_csrf).status_code == 201


def test_unfinished_experiments_are_the_owners_alone(app: Any) -> None:
    ada, csrf = member(app, "ada")
    experiment_id = ada.post("/api/lab/experiments", json=TINY, headers=csrf).json()["id"]
    bob, bob_csrf = member(app, "bob")
    assert bob.get(f"/api/lab/experiments/{experiment_id}").status_code == 404
    assert bob.post(f"/api/lab/experiments/{experiment_id}/cancel", headers=bob_csrf).status_code == 404
    assert TestClient(app).get("/api/lab/experiments").json() == []
    assert ada.get(f"/api/lab/experiments/{experiment_id}/report").status_code == 409   # no games yet
    assert ada.get("/api/lab/experiments/nope").status_code == 404


def test_a_cancelled_experiment_stops_after_its_game_and_keeps_its_games(app: Any) -> None:
    """The job reads the cancel after each game (run here in the test's thread: the job itself)."""
    ada, csrf = member(app, "ada")
    experiment_id = ada.post("/api/lab/experiments", json={**TINY, "games": 20}, headers=csrf).json()["id"]
    runs = app.state.lab_runs
    seen: list[int] = []

    def cancel_after_two() -> bool:
        seen.append(1)
        if len(seen) == 2:
            assert ada.post(f"/api/lab/experiments/{experiment_id}/cancel", headers=csrf).status_code == 200
        return False

    assert run_lab_job(runs, experiment_id, cancel_after_two) == "stopped"
    view = ada.get(f"/api/lab/experiments/{experiment_id}").json()
    assert view["status"] == CANCELLED and view["games_done"] == 2 and view["finished_at"]
    assert run_lab_job(runs, experiment_id) == "nothing to run"


def test_a_stopped_experiment_resumes_at_the_next_start_without_repeating_games(app: Any, tmp_path: Path) -> None:
    ada, csrf = member(app, "ada")
    experiment_id = ada.post("/api/lab/experiments", json=TINY, headers=csrf).json()["id"]
    played: list[int] = []
    stopping = lambda: played.append(1) or len(played) >= 2   # noqa: E731 - the server stops after 2 games
    assert run_lab_job(app.state.lab_runs, experiment_id, stopping) == "stopped"
    assert ada.get(f"/api/lab/experiments/{experiment_id}").json()["status"] == RUNNING
    with TestClient(app):    # the next start finds it running and plays the rest
        done = _finished(ada, experiment_id)
    assert done["status"] == "done" and done["games_done"] == 6
    with ResultsStore(tmp_path / "lab" / "experiments" / f"{experiment_id}.lab.sqlite", create=False) as store:
        assert store.count() == 6


def test_a_failing_experiment_is_told_without_paths(app: Any, tmp_path: Path) -> None:
    ada, csrf = member(app, "ada")
    experiment_id = ada.post("/api/lab/experiments", json=TINY, headers=csrf).json()["id"]
    path = tmp_path / "lab" / "experiments" / f"{experiment_id}.lab.sqlite"
    path.parent.mkdir(parents=True)
    path.write_text("not a results file" * 50)
    assert run_lab_job(app.state.lab_runs, experiment_id) == "failed"
    view = ada.get(f"/api/lab/experiments/{experiment_id}").json()
    assert view["status"] == "failed" and "not a boardlab results file" in view["error"]
    assert str(tmp_path) not in json.dumps(view)


def test_the_form_offers_every_game_option_and_the_caps(app: Any) -> None:
    form = TestClient(app).get("/api/lab/form").json()
    assert form["agents"] == ["random", "greedy", "easy", "medium", "hard"]
    assert form["caps"]["games"] == 200
    games = {game["name"]: game for game in form["games"]}
    assert set(games) == {"c1", "axiom", "ccc", "cubes", "comet"}
    assert "flat_rows" in [option["name"] for option in games["ccc"]["options"]]


def test_the_lab_pages_are_served_in_the_readers_language(app: Any) -> None:
    client = TestClient(app)
    page = client.get("/lab", headers={"Accept-Language": "de"})
    assert page.status_code == 200 and '<html lang="de"' in page.text
    assert '<h2 data-i18n="lab-new">Neues Experiment</h2>' in page.text
    assert client.get("/lab/experiments/abc", headers={"Accept-Language": "ar"}).text.count('dir="rtl"') == 1


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.server import lab_runs

    failures, tried = doctest.testmod(lab_runs)
    assert tried > 0 and failures == 0
