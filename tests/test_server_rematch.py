"""Rematches are offers between two people: no game before the other accepts; declining,
withdrawing and leaving the game's page end the offer. Games with nobody else to ask start it
at once."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def finished(client: TestClient, **body: Any) -> tuple[str, str, str]:
    """A C1 game that black resigned: its id and the black and white tokens."""
    game = client.post("/api/games", json={"game": "c1", **body}).json()
    black = game["seats"]["black"]["token"]
    white = game["seats"].get("white", {}).get("token", "")
    assert client.post(f"/api/games/{game['id']}/resign", headers=bearer(black)).status_code == 200
    return game["id"], black, white


def games_stored(client: TestClient) -> int:
    return len(client.app.state.service.store.game_ids())


def test_a_rematch_is_an_offer_and_the_game_starts_when_the_other_accepts(client: TestClient) -> None:
    game_id, black, white = finished(client)
    before = games_stored(client)
    offer = client.post(f"/api/games/{game_id}/rematch", headers=bearer(black))
    assert offer.status_code == 202 and offer.json()["rematch_offer"] == "black"
    assert offer.json()["view"]["rematch_id"] is None and games_stored(client) == before   # no game yet
    assert client.get(f"/api/games/{game_id}").json()["rematch_offer"] == "black"
    again = client.post(f"/api/games/{game_id}/rematch", headers=bearer(white))
    assert again.status_code == 409 and "accept" in again.json()["detail"]
    own = client.post(f"/api/games/{game_id}/rematch/accept", headers=bearer(black))
    assert own.status_code == 409 and "other player" in own.json()["detail"]
    accepted = client.post(f"/api/games/{game_id}/rematch/accept", headers=bearer(white))
    assert accepted.status_code == 201 and games_stored(client) == before + 1
    new = accepted.json()
    assert new["seats"] == {"black": {"token": white, "url": new["seats"]["black"]["url"]}}   # seats swapped
    shown = client.get(f"/api/games/{game_id}").json()
    assert shown["rematch_id"] == new["id"] and shown["rematch_offer"] is None


def test_declining_or_withdrawing_ends_the_offer_and_no_game_is_made(client: TestClient) -> None:
    game_id, black, white = finished(client)
    before = games_stored(client)
    for decider in (white, black):                 # the other player declines; the offerer withdraws
        assert client.post(f"/api/games/{game_id}/rematch", headers=bearer(black)).status_code == 202
        declined = client.post(f"/api/games/{game_id}/rematch/decline", headers=bearer(decider))
        assert declined.status_code == 200 and declined.json()["rematch_offer"] is None
        late = client.post(f"/api/games/{game_id}/rematch/accept", headers=bearer(white))
        assert late.status_code == 409 and "nobody offers" in late.json()["detail"]
    assert client.post(f"/api/games/{game_id}/rematch/decline", headers=bearer(white)).status_code == 409
    assert client.post(f"/api/games/{game_id}/rematch/decline").status_code == 403
    assert games_stored(client) == before


def test_the_offer_lapses_when_a_player_leaves_the_game_page(client: TestClient) -> None:
    game_id, black, white = finished(client)
    with client.websocket_connect(f"/api/games/{game_id}/ws") as black_page:
        black_page.receive_json()
        black_page.send_json({"present": [black]})
        assert black_page.receive_json() == {"present": ["black"]}
        with client.websocket_connect(f"/api/games/{game_id}/ws") as white_page:
            white_page.receive_json()
            white_page.send_json({"present": [white]})
            assert white_page.receive_json() == {"present": ["white"]}
            assert client.post(f"/api/games/{game_id}/rematch", headers=bearer(black)).status_code == 202
            assert black_page.receive_json() == {"id": game_id, "rematch_offer": "black"}
        assert black_page.receive_json() == {"id": game_id, "rematch_offer": None}   # white left: it lapsed
    assert client.get(f"/api/games/{game_id}").json()["rematch_offer"] is None
    late = client.post(f"/api/games/{game_id}/rematch/accept", headers=bearer(white))
    assert late.status_code == 409


def test_a_spectator_leaving_changes_nothing(client: TestClient) -> None:
    game_id, black, _white = finished(client)
    with client.websocket_connect(f"/api/games/{game_id}/ws") as spectator:
        spectator.receive_json()
        spectator.send_json({"present": ["not a token"]})
        assert spectator.receive_json() == {"present": []}
        assert client.post(f"/api/games/{game_id}/rematch", headers=bearer(black)).status_code == 202
        spectator.receive_json()
    assert client.get(f"/api/games/{game_id}").json()["rematch_offer"] == "black"


@pytest.mark.parametrize("body", [{"white": "random"}, {"same_screen": True}])
def test_with_nobody_else_to_ask_the_rematch_starts_at_once(client: TestClient, body: dict[str, Any]) -> None:
    game_id, black, _white = finished(client, **body)
    started = client.post(f"/api/games/{game_id}/rematch", headers=bearer(black))
    assert started.status_code == 201 and client.get(f"/api/games/{game_id}").json()["rematch_id"] == started.json()["id"]


def test_a_page_holding_seats_by_account_counts_as_there(client: TestClient) -> None:
    game_id, black, white = finished(client)
    ada = TestClient(client.app)
    csrf = ada.post("/api/account/signup", json={"name": "ada", "password": "correct horse battery"}).json()["csrf"]
    ada.post(f"/api/games/{game_id}/claim", headers={**bearer(white), "X-CSRF-Token": csrf})
    with ada.websocket_connect(f"/api/games/{game_id}/ws") as page:       # the session cookie, no token
        page.receive_json()
        page.send_json({"account": True})
        assert page.receive_json() == {"present": ["white"]}
        assert client.post(f"/api/games/{game_id}/rematch", headers=bearer(black)).status_code == 202
        page.receive_json()
    assert client.get(f"/api/games/{game_id}").json()["rematch_offer"] is None   # ada's page left: it lapsed
