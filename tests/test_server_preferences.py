"""The reader's theme and sounds (server/preferences.py): the API, the cookies, the account, and
the choice written on every page's <body>."""

from __future__ import annotations

import doctest
import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app, preferences
from boardlab.server.preferences import SOUNDS_COOKIE, THEME_COOKIE

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def body_tag(page: str) -> str:
    found = re.search(r"<body\b[^>]*>", page)
    assert found, page[:300]
    return found.group(0)


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(preferences)
    assert tried > 0 and failures == 0


def test_the_defaults_follow_the_device_with_sounds_on(client: TestClient) -> None:
    assert client.get("/api/preferences").json() == {"theme": "auto", "sounds": True}
    game = client.post("/api/games", json={"game": "c1"}).json()
    assert body_tag(client.get(f"/games/{game['id']}").text) == "<body>"      # nothing chosen: nothing written


def test_a_visitors_choice_is_kept_in_cookies_and_written_on_every_page(client: TestClient) -> None:
    answer = client.post("/api/preferences", json={"theme": "light", "sounds": False})
    assert answer.status_code == 200 and answer.json() == {"theme": "light", "sounds": False}
    assert client.cookies.get(THEME_COOKIE) == "light" and client.cookies.get(SOUNDS_COOKIE) == "off"
    assert client.get("/api/preferences").json() == {"theme": "light", "sounds": False}
    game = client.post("/api/games", json={"game": "c1"}).json()
    for path in ("/", f"/games/{game['id']}", "/analysis", "/rules/c1", "/players/nobody", "/puzzles",
                 "/puzzles/comet-squares-in-line"):
        tag = body_tag(client.get(path).text)
        assert 'data-theme="light"' in tag and 'data-sounds="off"' in tag, path
    # One preference at a time; "auto" forgets the theme (the device's again).
    assert client.post("/api/preferences", json={"sounds": True}).json() == {"theme": "light", "sounds": True}
    assert client.post("/api/preferences", json={"theme": "auto"}).json() == {"theme": "auto", "sounds": True}
    assert THEME_COOKIE not in client.cookies
    assert body_tag(client.get("/").text) == "<body>"


@pytest.mark.parametrize(("body", "problem"), [
    ({"theme": "purple"}, "unknown theme 'purple': choose \"light\", \"dark\" or \"auto\""),
    ({}, "nothing to change"),
    ({"sounds": "loud"}, "sounds"),
    ({"theme": "dark", "volume": 3}, "volume"),
])
def test_bad_preferences_are_refused_naming_the_problem_and_nothing_changes(
        client: TestClient, body: dict[str, Any], problem: str) -> None:
    answer = client.post("/api/preferences", json=body)
    assert answer.status_code == 422 and problem in answer.json()["detail"]
    assert THEME_COOKIE not in client.cookies and SOUNDS_COOKIE not in client.cookies
    assert client.get("/api/preferences").json() == {"theme": "auto", "sounds": True}


def test_an_accounts_choice_needs_csrf_and_follows_it_to_another_device(app: Any, client: TestClient) -> None:
    csrf = client.post("/api/account/signup", json={"name": "noor", "password": PASSWORD}).json()["csrf"]
    refused = client.post("/api/preferences", json={"theme": "dark"})
    assert refused.status_code == 403 and "X-CSRF-Token" in refused.json()["detail"]
    answer = client.post("/api/preferences", json={"theme": "dark", "sounds": False}, headers={"X-CSRF-Token": csrf})
    assert answer.json() == {"theme": "dark", "sounds": False}
    with TestClient(app) as elsewhere:                                   # another browser: no cookies of ours
        assert elsewhere.get("/api/preferences").json() == {"theme": "auto", "sounds": True}
        elsewhere.post("/api/account/login", json={"name": "noor", "password": PASSWORD})
        assert THEME_COOKIE not in elsewhere.cookies
        assert elsewhere.get("/api/preferences").json() == {"theme": "dark", "sounds": False}
        tag = body_tag(elsewhere.get("/").text)
        assert 'data-theme="dark"' in tag and 'data-sounds="off"' in tag
        # The account's choice wins over this browser's cookie; logged out, the cookie rules again.
        elsewhere.cookies.set(THEME_COOKIE, "light")
        assert elsewhere.get("/api/preferences").json()["theme"] == "dark"
        elsewhere.post("/api/account/logout", headers={"X-CSRF-Token": elsewhere.get("/api/account").json()["csrf"]})
        assert elsewhere.get("/api/preferences").json() == {"theme": "light", "sounds": True}
