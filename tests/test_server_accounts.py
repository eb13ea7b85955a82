"""Accounts: sign-up, login, sessions in HttpOnly cookies, CSRF, password change, deletion with
games kept, seats that follow an account to any device, and anonymous play still working."""

from __future__ import annotations

import sqlite3
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{db_path}")) as test_client:
        yield test_client


def sign_up(client: TestClient, name: str = "ada") -> str:
    answer = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return answer.json()["csrf"]


def test_sign_up_sets_an_http_only_session_cookie_and_stores_only_an_argon2_hash(
        client: TestClient, db_path: Path) -> None:
    answer = client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD})
    cookie = answer.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Secure" not in cookie   # plain HTTP works
    assert client.get("/api/account").json()["name"] == "ada"
    with sqlite3.connect(db_path) as connection:
        (stored,) = connection.execute("select password_hash from users").fetchone()
    assert stored.startswith("$argon2") and PASSWORD not in stored


def test_the_cookie_is_secure_behind_an_https_proxy(client: TestClient) -> None:
    answer = client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD},
                         headers={"X-Forwarded-Proto": "https"})
    assert "Secure" in answer.headers["set-cookie"]


@pytest.mark.parametrize(("body", "status"), [
    ({"name": "a", "password": PASSWORD}, 422), ({"name": "ada lovelace", "password": PASSWORD}, 422),
    ({"name": "ada", "password": "short"}, 422), ({"name": "ada"}, 422), ({"name": 5, "password": PASSWORD}, 422),
])
def test_bad_sign_ups_are_refused(client: TestClient, body: dict[str, Any], status: int) -> None:
    assert client.post("/api/account/signup", json=body).status_code == status


def test_a_taken_name_is_409_and_login_checks_the_password(client: TestClient) -> None:
    sign_up(client)
    client.cookies.clear()
    assert client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}).status_code == 409
    wrong = client.post("/api/account/login", json={"name": "ada", "password": "not the password"})
    assert wrong.status_code == 401 and client.get("/api/account").status_code == 401
    assert client.post("/api/account/login", json={"name": "ada", "password": PASSWORD}).status_code == 200
    assert client.get("/api/account").json()["name"] == "ada"


def test_cookie_authenticated_changes_need_the_csrf_token(client: TestClient) -> None:
    csrf = sign_up(client)
    assert client.post("/api/account/logout").status_code == 403
    assert client.post("/api/account/logout", headers={"X-CSRF-Token": "forged"}).status_code == 403
    assert client.post("/api/account/logout", headers={"X-CSRF-Token": csrf}).status_code == 204
    assert client.get("/api/account").status_code == 401


def test_changing_the_password(client: TestClient) -> None:
    csrf = sign_up(client)
    headers = {"X-CSRF-Token": csrf}
    assert client.post("/api/account/password", json={"old": "wrong one!", "new": "a new password"},
                       headers=headers).status_code == 401
    assert client.post("/api/account/password", json={"old": PASSWORD, "new": "a new password"},
                       headers=headers).status_code == 204
    client.cookies.clear()
    assert client.post("/api/account/login", json={"name": "ada", "password": PASSWORD}).status_code == 401
    assert client.post("/api/account/login", json={"name": "ada", "password": "a new password"}).status_code == 200


def test_a_claimed_seat_follows_the_account_to_another_device(db_path: Path) -> None:
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as phone, TestClient(app) as laptop, TestClient(app) as friend:
        csrf = sign_up(phone)
        game = phone.post("/api/games", json={"game": "c1"}).json()
        token = game["seats"]["black"]["token"]
        claimed = phone.post(f"/api/games/{game['id']}/claim", headers={
            "Authorization": f"Bearer {token}", "X-CSRF-Token": csrf})
        assert claimed.status_code == 200 and claimed.json()["seat"] == "black"
        second = laptop.post("/api/account/login", json={"name": "ada", "password": PASSWORD}).json()["csrf"]
        listed = laptop.get("/api/account/games").json()
        assert listed[0]["id"] == game["id"] and listed[0]["my_turn"] is True
        assert laptop.get(f"/api/games/{game['id']}").json()["viewer_seat"] == "black"
        move = {"move": "Cd1-d2", "ply": 0}
        assert laptop.post(f"/api/games/{game['id']}/moves", json=move).status_code == 403       # no CSRF
        assert laptop.post(f"/api/games/{game['id']}/moves", json=move, headers={"X-CSRF-Token": second}).status_code == 200
        assert laptop.get("/api/account/games").json()[0]["my_turn"] is False
        # anonymous play by link keeps working for the other seat, with no account or CSRF
        white = {"Authorization": f"Bearer {game['seats']['white']['token']}"}
        assert friend.post(f"/api/games/{game['id']}/moves", json={"move": "Pe7-e6", "ply": 1}, headers=white).status_code == 200


def test_deleting_the_account_keeps_its_games_anonymised(client: TestClient, db_path: Path) -> None:
    csrf = sign_up(client)
    game = client.post("/api/games", json={"game": "c1"}).json()
    client.post(f"/api/games/{game['id']}/claim", headers={
        "Authorization": f"Bearer {game['seats']['black']['token']}", "X-CSRF-Token": csrf})
    assert client.post("/api/account/delete", json={"password": "wrong one!"}, headers={"X-CSRF-Token": csrf}).status_code == 401
    assert client.post("/api/account/delete", json={"password": PASSWORD}, headers={"X-CSRF-Token": csrf}).status_code == 204
    assert client.get("/api/account").status_code == 401
    with sqlite3.connect(db_path) as connection:
        assert connection.execute("select count(*) from users").fetchone() == (0,)
        assert connection.execute("select count(*) from seats where user_id is not null").fetchone() == (0,)
    assert client.get(f"/api/games/{game['id']}").status_code == 200
    played = client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                         headers={"Authorization": f"Bearer {game['seats']['black']['token']}"})
    assert played.status_code == 200                            # the seat token still plays
    assert client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}).status_code == 201
