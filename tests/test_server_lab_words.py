"""The web lab in the reader's language: its refusals carry codes and come in the reader's
words, and an experiment's report is drawn in the reader's language (or a link's ``?lang=``)."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.i18n import texts
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import ResultsStore
from boardlab.server import create_app
from boardlab.server.lab_runs import LabCaps, run_lab_job
from boardlab.server.language import LANGUAGE_COOKIE, bundle

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"
TINY = {"name": "tiny c1", "game": "c1", "variants": [{"variant": "c1"}, {"variant": "c2"}],
        "pairings": [["random", "random"]], "games": 2, "move_limit": 40, "seed": 4}


@pytest.fixture
def app(tmp_path: Path) -> Any:
    web = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    web.state.lab_dir = tmp_path / "lab"
    return web


def member(app: Any, name: str) -> tuple[TestClient, dict[str, str]]:
    person = TestClient(app)
    answer = person.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return person, {"X-CSRF-Token": answer.json()["csrf"]}


def refused(answer: Any, status: int, code: str) -> dict[str, str]:
    body = answer.json()
    assert answer.status_code == status and body["code"] == code, body
    return body


@pytest.mark.parametrize("change, code, language, words", [
    ({"name": " "}, "lab-name", "de", "Gib dem Experiment einen Namen mit 1 bis 64 Zeichen"),
    ({"game": "chess"}, "lab-unknown-game", "fr", "Jeu : "),
    ({"variants": []}, "lab-no-variants", "es", "añade al menos una variante"),
    ({"pairings": []}, "lab-no-pairings", "ru", "добавьте хотя бы одну пару"),
    ({"pairings": [["random"]]}, "lab-pairing-size", "ja",
     "組み合わせ 1 は 2 つのエージェントを指定する必要がありますが、1 個でした"),
    ({"pairings": [["random", "mcts:2s"]]}, "lab-agent", "zh", "网页实验室不提供智能体 'mcts:2s'"),
    ({"games": 0}, "lab-no-games", "de", "mindestens 1 Partie je Variante und Paarung, erhalten 0"),
    ({"games": 101}, "lab-too-many-games", "fr",
     "cette expérience compte 202 parties (2 variantes × 1 duos × 101 parties)"),
    ({"move_limit": 501}, "lab-move-limit", "es", "entre 1 y 500 pasos, se recibieron 501"),
    ({"variants": [{"colour": "red"}]}, "lab-experiment", "de", "Das Experiment ist nicht gültig: "),
    ({"game": "cubes", "variants": [{"size": [5, 6, 7, 8, 9], "slide": ["physical", "strict"]}]},
     "lab-too-many-variants", "ar", "الصيغ"),
])
def test_bad_experiments_are_refused_by_code_in_the_readers_language(app: Any, change: dict[str, Any], code: str,
                                                                      language: str, words: str) -> None:
    ada, csrf = member(app, "ada")
    answer = ada.post("/api/lab/experiments", json={**TINY, **change}, headers={**csrf, "Accept-Language": language})
    body = refused(answer, 422, code)
    assert words in body["message"] and answer.headers["content-language"] == language
    assert body["message"] != body["detail"]
    english = ada.post("/api/lab/experiments", json={**TINY, **change}, headers=csrf).json()
    assert english["message"] == english["detail"] == body["detail"]   # English: the API's sentence as before


def test_the_labs_other_refusals_have_codes_too(app: Any, tmp_path: Path) -> None:
    stranger = TestClient(app)
    body = refused(stranger.post("/api/lab/experiments", json=TINY, headers={"Accept-Language": "de"}), 401,
                   "lab-log-in")
    assert body["message"] == "Melde dich an, um Experimente zu starten: Das Labor ist für Konten"
    refused(stranger.get("/api/lab/experiments?mine=true"), 401, "lab-log-in-mine")
    body = refused(stranger.get("/api/lab/experiments/nosuch", headers={"Accept-Language": "ja"}), 404,
                   "lab-no-experiment")
    assert body["message"] == "ラボの実験 'nosuch' はありません"
    refused(stranger.get("/lab/missing.lab.sqlite"), 404, "lab-no-file")
    folder = tmp_path / "lab"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.lab.sqlite").write_text("not a database" * 50)
    body = refused(stranger.get("/lab/broken.lab.sqlite/json", headers={"Accept-Language": "fr"}), 422,
                   "lab-unreadable")
    assert body["message"].startswith("Impossible de lire broken.lab.sqlite : ") and str(tmp_path) not in body["message"]

    ada, csrf = member(app, "ada")
    refused(ada.post("/api/lab/experiments", json=TINY), 403, "csrf-session")
    app.state.lab_runs.caps = LabCaps(active=1)
    created = ada.post("/api/lab/experiments", json=TINY, headers=csrf).json()
    body = refused(ada.post("/api/lab/experiments", json=TINY, headers={**csrf, "Accept-Language": "ru"}), 429,
                   "lab-active-cap")
    assert body["message"].startswith("У вас 1 эксперимент в очереди")
    body = refused(ada.get(f"/api/lab/experiments/{created['id']}/report", headers={"Accept-Language": "es"}), 409,
                   "lab-no-games-yet")
    assert body["message"].startswith("El experimento aún no tiene partidas")
    bob, bob_csrf = member(app, "bob")
    refused(bob.post(f"/api/lab/experiments/{created['id']}/cancel", headers=bob_csrf), 404, "lab-no-experiment")
    ada.post(f"/api/lab/experiments/{created['id']}/cancel", headers=csrf)
    body = refused(ada.post(f"/api/lab/experiments/{created['id']}/cancel", headers={**csrf, "Accept-Language": "de"}),
                   409, "lab-ended")
    assert body["message"].startswith("Das Experiment ist schon abgebrochen")


def _played(app: Any) -> tuple[TestClient, str]:
    """Ada's finished tiny experiment (played here, without the lab thread)."""
    ada, csrf = member(app, "ada")
    created = ada.post("/api/lab/experiments", json=TINY, headers=csrf).json()
    assert run_lab_job(app.state.lab_runs, created["id"]) == "done"
    return ada, created["id"]


def test_the_report_comes_in_the_readers_language(app: Any) -> None:
    ada, experiment_id = _played(app)
    address = f"/api/lab/experiments/{experiment_id}/report.html"
    english = ada.get(address)
    assert english.headers["content-language"] == "en" and "<h1>Lab report: tiny c1</h1>" in english.text
    german = ada.get(address, headers={"Accept-Language": "de-AT,de;q=0.9"})
    assert german.headers["content-language"] == "de" and "<h1>Laborbericht: tiny c1</h1>" in german.text
    assert texts("de").get("labreport-comparison") in german.text and "Comparison of variants" not in german.text
    ada.cookies.set(LANGUAGE_COOKIE, "zh")
    assert "<h1>实验室报告：tiny c1</h1>" in ada.get(address).text
    # A link's language wins: the page asks in its own, a shared link keeps it.
    assert "<h1>ラボのレポート：tiny c1</h1>" in ada.get(f"{address}?lang=ja").text
    refused(ada.get(f"{address}?lang=tlh"), 422, "unknown-language")
    # The JSON report has no language.
    assert ada.get(f"/api/lab/experiments/{experiment_id}/report", headers={"Accept-Language": "de"}).json() == \
        ada.get(f"/api/lab/experiments/{experiment_id}/report?lang=ja").json()


def test_a_results_files_report_keeps_its_language_parameter(app: Any, tmp_path: Path) -> None:
    folder = tmp_path / "lab"
    folder.mkdir(parents=True, exist_ok=True)
    experiment = parse_experiment({"name": "file demo", "seed": 1, "games": 2, "move_limit": 30,
                                   "pairings": [["random", "random"]], "variants": [{"game": "c1"}]})
    with ResultsStore(folder / "demo.lab.sqlite") as store:
        run_experiment(experiment, store)
    client = TestClient(app)
    page = client.get("/lab/demo.lab.sqlite?lang=ar")
    assert page.status_code == 200 and page.text.startswith('<!DOCTYPE html>\n<html lang="ar" dir="rtl">')
    assert texts("ar").get("labreport-plot-lengths") in page.text
    assert '<html lang="fr"' in client.get("/lab/demo.lab.sqlite", headers={"Accept-Language": "fr"}).text


def test_the_pages_bundle_leaves_the_report_to_the_server() -> None:
    messages = bundle("de")["messages"]
    assert not [message_id for message_id in messages if message_id.startswith(("labreport-", "error-"))]
    assert "lab-report" in messages
