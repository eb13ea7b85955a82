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
from boardlab.server.limits import Rate, ServerLimits

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


def test_the_cookie_is_secure_behind_a_trusted_https_proxy_only(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'proxied.sqlite3'}", trusted_proxies=["10.0.0.0/8"])
    https = {"X-Forwarded-Proto": "https"}
    with TestClient(app, client=("10.1.2.3", 4000)) as proxied:
        answer = proxied.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}, headers=https)
        assert "Secure" in answer.headers["set-cookie"]
    with TestClient(app, client=("192.0.2.7", 4000)) as direct:            # not a trusted proxy: not believed
        answer = direct.post("/api/account/signup", json={"name": "bob", "password": PASSWORD}, headers=https)
        assert "Secure" not in answer.headers["set-cookie"]


def test_forwarded_addresses_are_believed_only_from_trusted_proxies(tmp_path: Path) -> None:
    """A client rotating fake X-Forwarded-For addresses is still one client for the rate limits;
    behind a trusted proxy, each real client has its own limit."""
    limits = ServerLimits(rates={"signup": Rate(0.01, 2)})
    app = create_app(f"sqlite:///{tmp_path / 'limits.sqlite3'}", limits=limits, trusted_proxies=["127.0.0.1"])

    def sign_ups(client: TestClient, prefix: str) -> list[int]:
        return [client.post("/api/account/signup", json={"name": f"{prefix}{n}", "password": PASSWORD},
                            headers={"X-Forwarded-For": f"203.0.113.{n}"}).status_code for n in range(4)]

    with TestClient(app, client=("198.51.100.9", 5000)) as rotating:
        assert sign_ups(rotating, "rotating") == [201, 201, 429, 429]
    with TestClient(app, client=("127.0.0.1", 5000)) as proxy:
        assert sign_ups(proxy, "proxied") == [201, 201, 201, 201]


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


def test_changing_the_password_ends_every_other_session(db_path: Path) -> None:
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as here, TestClient(app) as there:
        csrf = sign_up(here)
        there.post("/api/account/login", json={"name": "ada", "password": PASSWORD})
        assert there.get("/api/account").status_code == 200
        assert here.post("/api/account/password", json={"old": PASSWORD, "new": "a new password"},
                         headers={"X-CSRF-Token": csrf}).status_code == 204
        assert there.get("/api/account").status_code == 401           # the other device is logged out
        assert here.get("/api/account").json()["name"] == "ada"        # the one that changed it stays


def test_log_out_everywhere_ends_every_session(db_path: Path) -> None:
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as here, TestClient(app) as there:
        csrf = sign_up(here)
        there.post("/api/account/login", json={"name": "ada", "password": PASSWORD})
        assert here.post("/api/account/logout-everywhere").status_code == 403      # no CSRF token
        assert there.get("/api/account").status_code == 200
        assert here.post("/api/account/logout-everywhere", headers={"X-CSRF-Token": csrf}).status_code == 204
        assert here.get("/api/account").status_code == 401 and there.get("/api/account").status_code == 401
        assert here.post("/api/account/login", json={"name": "ada", "password": PASSWORD}).status_code == 200


@pytest.mark.parametrize("other", ["ADA", "Ada", "ａｄａ"])
def test_names_differing_only_in_letter_case_or_compatibility_forms_are_one_name(client: TestClient, other: str) -> None:
    sign_up(client, "ada")
    client.cookies.clear()
    if other.isascii():
        taken = client.post("/api/account/signup", json={"name": other, "password": PASSWORD})
        assert taken.status_code == 409 and "taken" in taken.json()["detail"]
    logged = client.post("/api/account/login", json={"name": other, "password": PASSWORD})
    assert logged.status_code == 200 and logged.json()["name"] == "ada"


def test_a_login_checks_a_password_hash_whether_or_not_the_name_exists(client: TestClient,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """So that the time a login takes does not tell whether an account exists."""
    from boardlab.server import accounts

    sign_up(client)
    client.cookies.clear()
    checked: list[str] = []
    real = accounts._verify
    monkeypatch.setattr(accounts, "_verify", lambda hashed, password: checked.append(hashed) or real(hashed, password))
    for name in ("ada", "nobody"):
        assert client.post("/api/account/login", json={"name": name, "password": "wrong password"}).status_code == 401
    assert len(checked) == 2 and all(hashed.startswith("$argon2") for hashed in checked)


def test_login_attempts_are_throttled_per_account_whatever_the_address(db_path: Path) -> None:
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as first:
        sign_up(first)
    answers = []
    for attempt in range(12):                                          # each from its own address
        with TestClient(app, client=(f"198.51.100.{attempt}", 5000)) as guesser:
            answers.append(guesser.post("/api/account/login", json={"name": "ADA", "password": f"guess {attempt}!"}))
    assert [a.status_code for a in answers] == [401] * 10 + [429] * 2
    assert "too many login attempts" in answers[-1].json()["detail"]
    with TestClient(app) as other:                                     # another account is not throttled
        assert other.post("/api/account/login", json={"name": "bob", "password": PASSWORD}).status_code == 401


def test_a_seat_claimed_by_an_account_is_not_relinked_by_its_token(db_path: Path) -> None:
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as ada, TestClient(app) as eve:
        ada_csrf, eve_csrf = sign_up(ada, "ada"), sign_up(eve, "eve")
        game = ada.post("/api/games", json={"game": "c1"}).json()
        black = f"/api/games/{game['id']}/claim"
        token = {"Authorization": f"Bearer {game['seats']['black']['token']}"}
        assert ada.post(black, headers={**token, "X-CSRF-Token": ada_csrf}).status_code == 200
        assert ada.post(black, headers={**token, "X-CSRF-Token": ada_csrf}).status_code == 200     # again: no change
        stolen = eve.post(black, headers={**token, "X-CSRF-Token": eve_csrf})
        assert stolen.status_code == 409 and "another account" in stolen.json()["detail"]
        assert [g["id"] for g in ada.get("/api/account/games").json()] == [game["id"]]
        assert eve.get("/api/account/games").json() == []


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
