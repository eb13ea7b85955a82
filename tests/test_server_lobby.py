"""The lobby's challenges: create, list live, accept with one request (both seats get their
token), cancel, expire, and every refusal changing nothing."""

from __future__ import annotations

import secrets
import warnings
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server.config import FairShare
from boardlab.server.fairshare import CLIENT_COOKIE
from boardlab.server.limits import ServerLimits
from starlette.websockets import WebSocketDisconnect

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def posted(client: TestClient, **body: Any) -> dict[str, Any]:
    """A challenge made by ``client`` (by its browser cookie, if it has one)."""
    answer = client.post("/api/lobby/challenges", json={"game": "c1", **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


def challenge(client: TestClient, **body: Any) -> dict[str, Any]:
    """A challenge made anonymously from another browser (a client cookie of its own), so that
    ``client`` can accept it."""
    kept = [cookie for cookie in client.cookies.jar if cookie.name == CLIENT_COOKIE]
    client.cookies.delete(CLIENT_COOKIE)
    client.cookies.set(CLIENT_COOKIE, secrets.token_urlsafe(16))
    made = posted(client, **body)
    client.cookies.delete(CLIENT_COOKIE)
    for cookie in kept:
        client.cookies.jar.set_cookie(cookie)
    return made


def accept(client: TestClient, challenge_id: str, **headers: str) -> Any:
    return client.post(f"/api/lobby/challenges/{challenge_id}/accept", headers=headers)


def test_an_accepted_challenge_is_a_game_where_each_side_plays_its_seat(client: TestClient) -> None:
    mine = challenge(client, options={"variant": "c2"}, time_control="3+2", colour="white")
    assert mine["status"] == "open" and mine["creator"] is None and mine["options"] == {"variant": "c2"}
    listed = client.get("/api/lobby/challenges").json()
    assert [c["id"] for c in listed] == [mine["id"]] and "token" not in listed[0]
    with client.websocket_connect("/api/lobby/ws") as lobby:
        assert lobby.receive_json()["challenges"][0]["id"] == mine["id"]
        taken = accept(client, mine["id"])
        assert taken.status_code == 201, taken.text
        news = lobby.receive_json()
    game = taken.json()
    assert news["type"] == "accepted" and news["id"] == mine["id"] and news["game_id"] == game["id"]
    assert "challenges" not in news and client.get("/api/lobby/challenges").json() == []   # a delta, not the lobby
    assert game["seat"] == "black" and game["rated"] is False and game["url"].endswith(f"#token={game['token']}")
    view = game["view"]
    assert view["rated"] is False
    assert view["options"]["variant"] == "c2" and view["clock"]["text"] == "3+2"
    assert view["players"] == {"black": "human", "white": "human"}
    seen = client.get(f"/api/games/{game['id']}", headers=bearer(mine["token"])).json()
    assert seen["viewer_seat"] == "white"                               # the challenge's token is the creator's seat
    assert client.get(f"/api/games/{game['id']}", headers=bearer(game["token"])).json()["viewer_seat"] == "black"


def test_a_random_colour_gives_the_two_players_different_seats(client: TestClient) -> None:
    seats = set()
    for _ in range(12):
        mine = challenge(client)
        game = accept(client, mine["id"]).json()
        creator = client.get(f"/api/games/{game['id']}", headers=bearer(mine["token"])).json()["viewer_seat"]
        assert {creator, game["seat"]} == {"black", "white"}
        seats.add(creator)
    assert seats == {"black", "white"}                                 # 12 draws: both colours (fails 1 in 2048)


def test_refusals_change_nothing(client: TestClient) -> None:
    mine = challenge(client)
    own = accept(client, mine["id"], **bearer(mine["token"]))
    assert own.status_code == 409 and "your own challenge" in own.json()["detail"]
    assert accept(client, mine["id"]).status_code == 201
    twice = accept(client, mine["id"])
    assert twice.status_code == 409 and "already accepted" in twice.json()["detail"]
    assert client.post(f"/api/lobby/challenges/{mine['id']}/cancel", headers=bearer(mine["token"])).status_code == 409
    assert accept(client, "no-such-challenge").status_code == 404
    assert accept(client, "bad id!").status_code == 404
    games = client.app.state.service.store.game_ids()
    for body, problem in [({"time_control": "10 minutes"}, "time control"), ({"colour": "red"}, "colour"),
                          ({"game": "comet", "options": {"players": 3}}, "two"), ({"game": "chess"}, "chess"),
                          ({"options": {"variant": "c9"}}, "variant")]:
        answer = client.post("/api/lobby/challenges", json={"game": "c1", **body})
        assert answer.status_code == 422 and problem in answer.json()["detail"], answer.text
    assert client.get("/api/lobby/challenges").json() == [] and client.app.state.service.store.game_ids() == games


def test_only_the_creator_cancels_and_a_cancelled_challenge_cannot_be_accepted(client: TestClient) -> None:
    mine = challenge(client)
    other = challenge(client)
    assert client.post(f"/api/lobby/challenges/{mine['id']}/cancel").status_code == 403
    assert client.post(f"/api/lobby/challenges/{mine['id']}/cancel", headers=bearer(other["token"])).status_code == 403
    assert client.post(f"/api/lobby/challenges/{mine['id']}/cancel", headers=bearer(mine["token"])).status_code == 204
    assert [c["id"] for c in client.get("/api/lobby/challenges").json()] == [other["id"]]
    late = accept(client, mine["id"])
    assert late.status_code == 409 and "cancelled" in late.json()["detail"]


def test_a_challenge_expires_unless_its_creators_page_holds_it(client: TestClient) -> None:
    lobby = client.app.state.lobby
    held, left = challenge(client), challenge(client)
    with client.websocket_connect("/api/lobby/ws") as page:
        page.receive_json()
        page.send_json({"hold": [{"id": held["id"], "token": held["token"]}, {"id": left["id"], "token": "wrong"}]})
        page.send_text("not json")                                         # ignored
        page.send_json({"hold": []})
    later = datetime.now(UTC) + lobby.grace - timedelta(seconds=1)
    assert lobby.hold([(held["id"], held["token"])], now=later) == [held["id"]]
    assert lobby.expire(now=later + timedelta(seconds=2)) == 1
    assert [c["id"] for c in client.get("/api/lobby/challenges").json()] == [held["id"]]
    assert accept(client, left["id"]).json()["detail"] == "this challenge expired"


def test_accounts_show_their_name_and_get_the_seats(client: TestClient, tmp_path: Path) -> None:
    csrf = client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}).json()["csrf"]
    refused = client.post("/api/lobby/challenges", json={"game": "c1"})       # the cookie without its CSRF token
    assert refused.status_code == 403
    mine = client.post("/api/lobby/challenges", json={"game": "c1", "colour": "black"},
                       headers={"X-CSRF-Token": csrf}).json()
    assert mine["creator"] == "ada"
    assert accept(client, mine["id"], **{"X-CSRF-Token": csrf}).status_code == 409     # the account's own
    with TestClient(client.app) as other:
        other_csrf = other.post("/api/account/signup", json={"name": "bob", "password": PASSWORD}).json()["csrf"]
        game = accept(other, mine["id"], **{"X-CSRF-Token": other_csrf}).json()
        assert [g["seat"] for g in other.get("/api/account/games").json()] == ["white"]
    assert [(g["id"], g["seat"], g["my_turn"]) for g in client.get("/api/account/games").json()] == [
        (game["id"], "black", True)]


def test_an_anonymous_creator_cannot_accept_their_own_challenge_from_the_same_browser(client: TestClient) -> None:
    """"Own" is the same browser (its visitor cookie), never the same address: another browser
    at the same address accepts."""
    mine = posted(client)
    assert client.cookies.get(CLIENT_COOKIE)                                 # given with the first answer
    again = posted(client, game="cubes")
    refused = accept(client, mine["id"])                                     # no token sent: the cookie tells
    assert refused.status_code == 409 and "your own challenge" in refused.json()["detail"]
    assert accept(client, again["id"]).status_code == 409                   # the same cookie, the second one too
    assert [c["id"] for c in client.get("/api/lobby/challenges").json()] == [mine["id"], again["id"]]
    with TestClient(client.app) as neighbour:                                # same address, another browser
        assert accept(neighbour, mine["id"]).status_code == 201


def test_hostile_lobby_messages_are_ignored_and_the_lobby_goes_on(client: TestClient) -> None:
    mine = challenge(client)
    with client.websocket_connect("/api/lobby/ws") as page:
        page.receive_json()
        for text in ["[" * 100_000, '{"hold": 5}', '{"hold": [1, "x", {"id": 5, "token": []}]}', "\u0000",
                     '{"hold": [{"id": "\u0000", "token": "x"}]}', '{"hold": [{"id": "' + "x" * 10_000 + '", "token": "x"}]}']:
            page.send_text(text)
        page.send_json({"hold": [{"id": mine["id"], "token": mine["token"]}]})
        accept(client, mine["id"])
        assert page.receive_json()["type"] == "accepted"                # still connected and told


def test_a_rated_challenge_of_a_game_played_together_is_refused(client: TestClient) -> None:
    answer = client.post("/api/lobby/challenges", json={"game": "comet", "rated": True})
    assert answer.status_code == 422 and "cannot be rated" in answer.json()["detail"]
    assert client.get("/api/lobby/challenges").json() == []


def test_a_rated_challenge_is_for_accounts_and_its_game_is_rated_from_the_start(client: TestClient) -> None:
    refused = client.post("/api/lobby/challenges", json={"game": "c1", "rated": True})
    assert refused.status_code == 403 and "log in to post a rated challenge" in refused.json()["detail"]
    csrf = client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}).json()["csrf"]
    mine = client.post("/api/lobby/challenges", json={"game": "c1", "rated": True, "colour": "black"},
                       headers={"X-CSRF-Token": csrf}).json()
    anonymous = TestClient(client.app).post(f"/api/lobby/challenges/{mine['id']}/accept")
    assert anonymous.status_code == 403 and "log in to accept a rated challenge" in anonymous.json()["detail"]
    assert client.get(f"/api/lobby/challenges/{mine['id']}").json()["status"] == "open"     # nothing changed
    bob = TestClient(client.app)
    bob_csrf = bob.post("/api/account/signup", json={"name": "bob", "password": PASSWORD}).json()["csrf"]
    game = accept(bob, mine["id"], **{"X-CSRF-Token": bob_csrf}).json()
    assert game["rated"] is True and game["view"]["rated"] is True          # labelled before any move
    assert game["view"]["names"] == {"black": "ada", "white": "bob"}


def test_a_rated_label_only_on_a_game_that_counts(client: TestClient) -> None:
    game = client.post("/api/games", json={"game": "c1", "rated": True}).json()
    assert game["view"]["rated"] is False                 # no account holds a seat: it would change no rating
    people = []
    for name, seat in (("ada", "black"), ("bob", "white")):
        person = TestClient(client.app)
        csrf = person.post("/api/account/signup", json={"name": name, "password": PASSWORD}).json()["csrf"]
        person.post(f"/api/games/{game['id']}/claim", headers={**bearer(game["seats"][seat]["token"]),
                                                                "X-CSRF-Token": csrf})
        people.append((person, csrf))
    assert client.get(f"/api/games/{game['id']}").json()["rated"] is True
    ada, csrf = people[0]
    aborted = ada.post(f"/api/games/{game['id']}/abort", headers={"X-CSRF-Token": csrf}).json()
    assert aborted["winner"] == "aborted" and aborted["rated"] is False   # an aborted game is not rated


def test_the_lobby_socket_sends_changes_as_deltas_and_the_whole_list_after_a_gap(client: TestClient) -> None:
    lobby = client.app.state.lobby
    first = challenge(client)
    with client.websocket_connect("/api/lobby/ws") as page:
        whole = page.receive_json()
        assert whole["type"] == "challenges" and [c["id"] for c in whole["challenges"]] == [first["id"]]
        second = challenge(client)
        created = page.receive_json()
        assert created["type"] == "created" and created["challenge"]["id"] == second["id"]
        assert "challenges" not in created and created["seq"] == whole["seq"] + 1
        client.post(f"/api/lobby/challenges/{first['id']}/cancel", headers=bearer(first["token"]))
        assert page.receive_json() == {"type": "cancelled", "id": first["id"], "seq": created["seq"] + 1}
        assert lobby.expire(now=datetime.now(UTC) + lobby.grace + timedelta(seconds=1)) == 1
        assert page.receive_json() == {"type": "expired", "ids": [second["id"]], "seq": created["seq"] + 2}
        lobby._sequence += 5                                            # as if this socket had missed changes
        third = challenge(client)
        resent = page.receive_json()
        assert resent["type"] == "challenges" and [c["id"] for c in resent["challenges"]] == [third["id"]]


def test_open_challenges_are_capped_per_client_and_per_account(tmp_path: Path) -> None:
    fair = FairShare(challenges_per_client=2, challenges_per_account=3)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=ServerLimits(fair=fair))) as client:
        client.cookies.set(CLIENT_COOKIE, "A" * 22)
        mine = [posted(client), posted(client)]
        refused = client.post("/api/lobby/challenges", json={"game": "c1"})
        assert refused.status_code == 429
        assert refused.json()["detail"].startswith("this client already has 2 open challenges (the limit is 2)")
        client.cookies.set(CLIENT_COOKIE, "B" * 22)
        posted(client)                                                  # another browser: its own share
        client.cookies.set(CLIENT_COOKIE, "A" * 22)
        client.post(f"/api/lobby/challenges/{mine[0]['id']}/cancel", headers=bearer(mine[0]["token"]))
        posted(client)                                                  # a cancelled one frees its place
        csrf = client.post("/api/account/signup", json={"name": "ada", "password": PASSWORD}).json()["csrf"]
        for _ in range(3):
            assert client.post("/api/lobby/challenges", json={"game": "c1"},
                               headers={"X-CSRF-Token": csrf}).status_code == 201
        over = client.post("/api/lobby/challenges", json={"game": "c1"}, headers={"X-CSRF-Token": csrf})
        assert over.status_code == 429 and "this account already has 3 open challenges" in over.json()["detail"]


def test_lobby_sockets_are_capped_per_client(tmp_path: Path) -> None:
    fair = FairShare(lobby_sockets_per_client=2)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=ServerLimits(fair=fair))) as client:
        client.cookies.set(CLIENT_COOKIE, "A" * 22)
        with client.websocket_connect("/api/lobby/ws") as one, client.websocket_connect("/api/lobby/ws") as two:
            one.receive_json(), two.receive_json()
            with client.websocket_connect("/api/lobby/ws") as three:
                with pytest.raises(WebSocketDisconnect) as closed:
                    three.receive_json()
                assert closed.value.code == 4429
            client.cookies.set(CLIENT_COOKIE, "B" * 22)
            with client.websocket_connect("/api/lobby/ws") as other:    # another browser is not refused
                assert other.receive_json()["type"] == "challenges"
            client.cookies.set(CLIENT_COOKIE, "A" * 22)
        with client.websocket_connect("/api/lobby/ws") as again:        # closed sockets free their places
            assert again.receive_json()["type"] == "challenges"
