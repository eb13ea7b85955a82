"""Records of the web app's games keep who played (account names), the time control, whether
the game was rated, its dates and its score; the computer review numbers turns as the move list
does."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import boardlab
from boardlab.core.records import read
from boardlab.server import create_app
from boardlab.server.analysis import review_game, turn_label
from boardlab.server.records import score_text

PASSWORD = "correct horse battery"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def account(app: Any, name: str) -> tuple[TestClient, str]:
    person = TestClient(app)
    answer = person.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return person, answer.json()["csrf"]


def tag(record: str, name: str) -> str | None:
    found = re.search(rf'^\[{name} "([^"]*)"\]$', record, re.M)
    return found.group(1) if found else None


def test_an_account_game_record_keeps_names_time_control_rated_dates_and_score(app: Any, client: TestClient) -> None:
    people = {"black": account(app, "ada"), "white": account(app, "brian")}
    created = client.post("/api/games", json={"game": "c1", "rated": True, "time_control": "5+3"}).json()
    for seat, (person, csrf) in people.items():
        token = created["seats"][seat]["token"]
        claimed = person.post(f"/api/games/{created['id']}/claim",
                              headers={"Authorization": f"Bearer {token}", "X-CSRF-Token": csrf})
        assert claimed.status_code == 200, claimed.text
    ada, ada_csrf = people["black"]
    ada.post(f"/api/games/{created['id']}/moves", json={"move": "Cd1-d2", "ply": 0}, headers={"X-CSRF-Token": ada_csrf})
    brian, brian_csrf = people["white"]
    brian.post(f"/api/games/{created['id']}/moves", json={"move": "Pe7-e6", "ply": 1},
               headers={"X-CSRF-Token": brian_csrf})
    going = client.get(f"/api/games/{created['id']}").json()
    assert tag(going["record"], "Black") == "ada" and tag(going["record"], "White") == "brian"
    assert tag(going["record"], "TimeControl") == "5+3" and tag(going["record"], "Rated") == "true"
    assert tag(going["record"], "EndDate") is None and tag(going["record"], "Score") is None and going["score"] is None
    ended = ada.post(f"/api/games/{created['id']}/resign", headers={"X-CSRF-Token": ada_csrf}).json()
    today = datetime.now(UTC).strftime("%Y.%m.%d")
    record = ended["record"]
    assert tag(record, "Date") == today and tag(record, "EndDate") == today
    assert tag(record, "Score") == "0-1" and ended["score"] == "0-1" and record.endswith("[white WINS]")
    assert read(record).tag("Black") == "ada"           # the record reads back, its tags kept
    assert app.state.service.record(created["id"]) == record    # what `boardlab export` writes


def test_a_game_without_accounts_keeps_its_players_and_is_marked_unrated(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "c1", "players": {"white": "random"}}).json()
    record = client.get(f"/api/games/{created['id']}").json()["record"]
    assert tag(record, "Black") == "human" and tag(record, "White") == "random"
    assert tag(record, "Rated") == "false" and tag(record, "TimeControl") is None


@pytest.mark.parametrize(("seats", "winner", "score"), [
    (("black", "white"), "black", "1-0"), (("black", "white"), "white", "0-1"),
    (("black", "white"), "draw", "1/2-1/2"), (("black", "white"), "aborted", None),
    (("p1", "p2"), "solved", None), (("p1", "p2", "p3"), "p1", None)])
def test_scores_read_the_same_in_every_two_player_game(seats: tuple[str, ...], winner: str, score: str | None) -> None:
    assert score_text(seats, winner) == score


def test_every_two_player_game_scores_its_first_seat_first() -> None:
    for name in ("c1", "axiom", "ccc", "cubes"):
        seats = boardlab.load(name).seats
        assert score_text(seats, seats[0]) == "1-0" and score_text(seats, seats[1]) == "0-1"


def test_the_review_numbers_turns_as_the_move_list_does() -> None:
    start = boardlab.load("c1").start()
    steps = ["Cd1-d2", "Pe7-e6", "Pb1-d5"]
    review = review_game(start, steps, seconds=0.5, depth=1)
    assert [turn["label"] for turn in review["turns"]] == ["1. Cd1-d2", "1… Pe7-e6", "2. Pb1-d5"]
    assert turn_label(5, "prime-S", 3) == "2… prime-S" and turn_label(6, "rounds-N", 3) == "3. rounds-N"
