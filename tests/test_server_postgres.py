"""The web app on PostgreSQL: the same API against a throwaway PostgreSQL server.

The ``postgres_url`` fixture (tests/conftest.py) starts a private PostgreSQL cluster from
Debian's binaries on a free local port and removes it afterwards.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from boardlab.server import create_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_games_are_played_and_kept_on_postgresql(postgres_url: str) -> None:
    with TestClient(create_app(postgres_url, computers="thread")) as client:
        created = client.post("/api/games", json={"game": "c1"}).json()
        token = created["seats"]["black"]["token"]
        moved = client.post(f"/api/games/{created['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                            headers={"Authorization": f"Bearer {token}"})
        assert moved.status_code == 200
        stale = client.post(f"/api/games/{created['id']}/moves", json={"move": "Cd2-d3", "ply": 0},
                            headers={"Authorization": f"Bearer {token}"})
        assert stale.status_code == 409
    with TestClient(create_app(postgres_url, computers="thread")) as reopened:
        shown = reopened.get(f"/api/games/{created['id']}").json()
        assert shown["moves"] == ["Cd1-d2"] and shown["to_move"] == "white"


def test_nul_bytes_and_accounts_on_postgresql(postgres_url: str) -> None:
    """PostgreSQL cannot store a NUL character: such a request is refused before it gets there;
    the migrations' account tables work there too."""
    with TestClient(create_app(postgres_url, computers="thread"), raise_server_exceptions=False) as client:
        created = client.post("/api/games", json={"game": "c1"}).json()
        token = {"Authorization": f"Bearer {created['seats']['black']['token']}"}
        assert client.get(f"/api/games/{created['id']}%00").status_code == 422
        assert client.get("/api/games/a\u0000b".replace("\u0000", "%00")).status_code == 422
        noted = client.post(f"/api/games/{created['id']}/moves", json={"move": "Cd1-d2", "ply": 0, "note": "x\u0000"},
                            headers=token)
        assert noted.status_code == 422
        assert client.post("/api/games", json={"game": "c1", "position": "\u0000"}).status_code == 422
        signed = client.post("/api/account/signup", json={"name": "pg_player", "password": "long enough"})
        assert signed.status_code == 201
        claimed = client.post(f"/api/games/{created['id']}/claim", headers={**token, "X-CSRF-Token": signed.json()["csrf"]})
        assert claimed.status_code == 200 and client.get("/api/account/games").json()[0]["id"] == created["id"]


def test_ratings_and_chat_on_postgresql(postgres_url: str) -> None:
    """A rated game counts once on PostgreSQL too (a second count is refused by the history's key,
    and the transaction rolled back), and chat is stored there."""
    app = create_app(postgres_url, computers="thread")
    with TestClient(app) as client:
        created = client.post("/api/games", json={"game": "c1", "rated": True}).json()
        for seat, name in (("black", "pg_black"), ("white", "pg_white")):
            person = TestClient(app)
            csrf = person.post("/api/account/signup", json={"name": name, "password": "long enough"}).json()["csrf"]
            person.post(f"/api/games/{created['id']}/claim",
                        headers={"Authorization": f"Bearer {created['seats'][seat]['token']}", "X-CSRF-Token": csrf})
        black = {"Authorization": f"Bearer {created['seats']['black']['token']}"}
        assert client.post(f"/api/games/{created['id']}/chat", json={"text": "gg"}, headers=black).status_code == 201
        assert client.post(f"/api/games/{created['id']}/resign", headers=black).status_code == 200
        row = app.state.service.store.get(created["id"])
        users = app.state.service.store.seat_users(created["id"])
        assert app.state.ratings.game_ended(row.id, row.game, row.options, True, users, "white") is False
        [rating] = client.get("/api/players/pg_white").json()["ratings"]
        assert rating["games"] == 1 and rating["rating"] > 1500
        assert client.get(f"/api/games/{created['id']}/chat").json()[0]["name"] == "pg_black"


def test_clocks_and_challenges_on_postgresql(postgres_url: str) -> None:
    """The clock columns, the heartbeat and the challenges work on PostgreSQL, across a restart."""
    with TestClient(create_app(postgres_url, computers="thread")) as client:
        csrf = client.post("/api/account/signup", json={"name": "pg_poster", "password": "long enough"}).json()["csrf"]
        posted = client.post("/api/lobby/challenges", json={"game": "c1", "time_control": "1+2", "colour": "black",
                                                            "rated": True}, headers={"X-CSRF-Token": csrf}).json()
        taker = TestClient(client.app)
        taker_csrf = taker.post("/api/account/signup", json={"name": "pg_taker", "password": "long enough"}).json()["csrf"]
        game = taker.post(f"/api/lobby/challenges/{posted['id']}/accept", headers={"X-CSRF-Token": taker_csrf}).json()
        assert game["seat"] == "white" and game["rated"] is True
        for ply, (token, step) in enumerate(((posted["token"], "Cd1-d2"), (game["token"], "Pe7-e6"),
                                             (posted["token"], "Cd2-d3"))):   # the first moves are free
            moved = client.post(f"/api/games/{game['id']}/moves", json={"move": step, "ply": ply},
                                headers={"Authorization": f"Bearer {token}"}).json()
        assert moved["clock"]["running"] == "white" and 52_000 < moved["clock"]["remaining_ms"]["black"] <= 62_000
    with TestClient(create_app(postgres_url, computers="thread")) as reopened:
        clock = reopened.get(f"/api/games/{game['id']}").json()["clock"]
        assert clock["running"] == "white" and clock["remaining_ms"]["black"] == moved["clock"]["remaining_ms"]["black"]
        assert reopened.get(f"/api/lobby/challenges/{posted['id']}").json()["status"] == "accepted"
