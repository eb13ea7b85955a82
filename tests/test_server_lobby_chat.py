"""The lobby's chat: accounts only, checked like a game's chat, rate-limited per account, live
over the lobby's WebSocket (the challenges' messages unchanged), and reports stored."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.sentences import KEY, encode
from boardlab.server import create_app
from boardlab.server.limits import ServerLimits

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


def member(app: Any, name: str) -> tuple[TestClient, dict[str, str]]:
    """A person's own client, logged in, and the CSRF header of their session."""
    person = TestClient(app)
    answer = person.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return person, {"X-CSRF-Token": answer.json()["csrf"]}


def test_accounts_talk_live_and_anyone_reads(app: Any) -> None:
    with TestClient(app) as visitor:
        ada, csrf = member(app, "ada")
        with visitor.websocket_connect("/api/lobby/ws") as lobby:
            first = lobby.receive_json()
            assert first["type"] == "challenges" and first["challenges"] == []
            said = "hi all " + encode(1)
            posted = ada.post("/api/lobby/chat", json={"text": said}, headers=csrf)
            assert posted.status_code == 201
            assert lobby.receive_json() == {"type": "chat", "chat": posted.json()}     # live, as stored
            assert posted.json()["name"] == "ada" and posted.json()["text"] == said
            created = visitor.post("/api/lobby/challenges", json={"game": "c1"})       # challenges: as before
            news = lobby.receive_json()
            assert news["type"] == "created" and news["challenge"]["id"] == created.json()["id"]   # a delta
        assert [m["text"] for m in visitor.get("/api/lobby/chat").json()] == [said]


def test_only_accounts_with_their_csrf_header_may_talk(app: Any) -> None:
    with TestClient(app) as visitor:
        refused = visitor.post("/api/lobby/chat", json={"text": "hello"})
        assert refused.status_code == 401 and "log in to talk in the lobby" in refused.json()["detail"]
        ada, _csrf = member(app, "ada")
        assert ada.post("/api/lobby/chat", json={"text": "hello"}).status_code == 403
        assert visitor.get("/api/lobby/chat").json() == []


def test_messages_are_checked_as_a_games_chat_is(app: Any) -> None:
    ada, csrf = member(app, "ada")
    for text, problem in (("   ", "the message is empty"), ("x" * 501, "at most 500 characters"),
                          (f"see {KEY}118|7", "malformed sentence: a sentence key with no end mark at position 4")):
        answer = ada.post("/api/lobby/chat", json={"text": text}, headers=csrf)
        assert answer.status_code == 422 and problem in answer.json()["detail"], answer.text


def test_each_account_is_rate_limited_whatever_its_address(app: Any) -> None:
    ada, csrf = member(app, "ada")
    answers = [ada.post("/api/lobby/chat", json={"text": f"message {n}"}, headers=csrf).status_code for n in range(7)]
    assert answers[:5] == [201] * 5 and 429 in answers[5:]
    bob, bob_csrf = member(app, "bob")            # another account is not held back by ada's talking
    assert bob.post("/api/lobby/chat", json={"text": "hi"}, headers=bob_csrf).status_code == 201


def test_no_rate_limits_means_none_for_the_lobby_chat_either(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'free.sqlite3'}", limits=ServerLimits(rates=None))
    ada, csrf = member(app, "ada")
    assert {ada.post("/api/lobby/chat", json={"text": str(n)}, headers=csrf).status_code for n in range(8)} == {201}


def test_a_report_is_stored_once_per_reader(app: Any) -> None:
    ada, csrf = member(app, "ada")
    bob, bob_csrf = member(app, "bob")
    message = ada.post("/api/lobby/chat", json={"text": "buy cheap gold"}, headers=csrf).json()
    first = bob.post(f"/api/lobby/chat/{message['id']}/report", json={"reason": "spam"}, headers=bob_csrf)
    assert first.status_code == 201 and first.json() == {"id": message["id"], "reported": True, "new": True}
    again = bob.post(f"/api/lobby/chat/{message['id']}/report", json={"reason": "more spam"}, headers=bob_csrf)
    assert again.json()["new"] is False
    assert app.state.lobby_chat.reports() == [
        {"message_id": message["id"], "reporter": "bob", "reason": "spam", "text": "buy cheap gold"}]
    missing = bob.post("/api/lobby/chat/999/report", json={}, headers=bob_csrf)
    assert missing.status_code == 404 and missing.json()["detail"] == "no lobby chat message 999"
    with TestClient(app) as visitor:
        assert visitor.post(f"/api/lobby/chat/{message['id']}/report", json={}).status_code == 401
