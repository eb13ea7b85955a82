"""Players: ratings after rated games between accounts (once, and only then), profiles, the
"your games" list, the watching WebSocket, and game chat (players post, spectators read)."""

from __future__ import annotations

import doctest
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import boardlab

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server import players
from boardlab.server.limits import Rate, ServerLimits
from boardlab.server.players import START_RATING, variant_key

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"
HOSTILE = '<script>alert(1)</script><img src=x onerror="alert(2)">'


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def account(app: Any, name: str) -> tuple[TestClient, str]:
    """A client of its own (its own cookie jar: another person) logged in as ``name``."""
    person = TestClient(app)
    answer = person.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return person, answer.json()["csrf"]


def rated_game(client: TestClient, players: dict[str, tuple[TestClient, str]], **body: Any) -> dict[str, Any]:
    """A rated C1 game whose seats are claimed by the given accounts ({seat: (client, csrf)})."""
    created = client.post("/api/games", json={"game": "c1", "rated": True, **body})
    assert created.status_code == 201, created.text
    for seat, (person, csrf) in players.items():
        token = created.json()["seats"][seat]["token"]
        claimed = person.post(f"/api/games/{created.json()['id']}/claim", headers={**bearer(token), "X-CSRF-Token": csrf})
        assert claimed.status_code == 200, claimed.text
    return created.json()


def ratings(client: TestClient, name: str) -> dict[str, dict[str, Any]]:
    return {entry["variant"]: entry for entry in client.get(f"/api/players/{name}").json()["ratings"]}


@pytest.fixture
def two(app: Any, client: TestClient) -> dict[str, tuple[TestClient, str]]:
    return {"black": account(app, "ada"), "white": account(app, "brian")}


# --- ratings ----------------------------------------------------------------------------------

def test_a_rated_win_moves_both_ratings_once_and_keeps_history(client: TestClient, two: Any) -> None:
    game = rated_game(client, two)
    ada, ada_csrf = two["black"]
    answer = ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": ada_csrf})
    assert answer.status_code == 200 and answer.json()["rated"] is True
    loser, winner = ratings(client, "ada")["c1"], ratings(client, "brian")["c1"]
    assert winner["rating"] > START_RATING > loser["rating"] and winner["games"] == loser["games"] == 1
    assert winner["rating"] - START_RATING == pytest.approx(START_RATING - loser["rating"], abs=1)
    assert winner["deviation"] < 350 and loser["deviation"] < 350
    history = client.get("/api/players/brian").json()["history"]
    assert [(h["game_id"], h["score"], h["rating"]) for h in history] == [(game["id"], 1.0, winner["rating"])]
    # the game cannot end again, and counting it again changes nothing
    assert ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": ada_csrf}).status_code == 409
    row = client.app.state.service.store.get(game["id"])
    users = client.app.state.service.store.seat_users(game["id"])
    assert client.app.state.ratings.game_ended(row.id, row.game, row.options, row.rated, users, "black") is False
    assert ratings(client, "brian")["c1"] == winner and ratings(client, "ada")["c1"] == loser


def test_an_agreed_draw_between_equals_keeps_the_ratings_and_narrows_the_deviation(client: TestClient, two: Any) -> None:
    game = rated_game(client, two)
    for seat in ("black", "white"):
        person, csrf = two[seat]
        assert person.post(f"/api/games/{game['id']}/draw", headers={"X-CSRF-Token": csrf}).status_code == 200
    for name in ("ada", "brian"):
        entry = ratings(client, name)["c1"]
        assert entry["rating"] == START_RATING and entry["deviation"] < 350 and entry["games"] == 1


def test_a_game_ended_by_its_rules_counts_in_its_variant(client: TestClient, two: Any) -> None:
    game = rated_game(client, two, options={"move_limit": 1})       # a draw by the rules after one turn
    ada, csrf = two["black"]
    moved = ada.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0}, headers={"X-CSRF-Token": csrf})
    assert moved.json()["is_over"] and moved.json()["winner"] == "draw"
    assert set(ratings(client, "ada")) == {"c1 move_limit=1"} and ratings(client, "brian")["c1 move_limit=1"]["games"] == 1


def test_unrated_games_and_games_without_two_accounts_change_nothing(app: Any, client: TestClient, two: Any) -> None:
    unrated = client.post("/api/games", json={"game": "c1"}).json()
    for seat, (person, csrf) in two.items():
        person.post(f"/api/games/{unrated['id']}/claim",
                    headers={**bearer(unrated["seats"][seat]["token"]), "X-CSRF-Token": csrf})
    ada, csrf = two["black"]
    assert ada.post(f"/api/games/{unrated['id']}/resign", headers={"X-CSRF-Token": csrf}).json()["is_over"]
    half = rated_game(client, {"black": two["black"]})               # white plays anonymously by token
    client.post(f"/api/games/{half['id']}/resign", headers=bearer(half["seats"]["white"]["token"]))
    both = rated_game(client, {"black": two["black"], "white": two["black"]})   # one account on both seats
    ada.post(f"/api/games/{both['id']}/resign", headers={"X-CSRF-Token": csrf})
    assert ratings(client, "ada") == {} and ratings(client, "brian") == {}
    assert client.get("/api/players/ada").json()["history"] == []


@pytest.mark.parametrize(("body", "problem"), [
    ({"game": "c1", "white": "random"}, "computer"), ({"game": "comet"}, "two competing players"),
    ({"game": "c1", "position": boardlab.load("c1").start().position()}, "start"), ({"game": "c1", "rated": "yes"}, "rated"),
])
def test_games_that_cannot_be_rated_are_refused(client: TestClient, body: dict[str, Any], problem: str) -> None:
    answer = client.post("/api/games", json={"rated": True, **body})
    assert answer.status_code == 422 and problem in answer.json()["detail"]


def test_a_rematch_of_a_rated_game_is_rated(client: TestClient, two: Any) -> None:
    game = rated_game(client, two)
    ada, csrf = two["black"]
    ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": csrf})
    assert ada.post(f"/api/games/{game['id']}/rematch", headers={"X-CSRF-Token": csrf}).status_code == 202
    brian, brian_csrf = two["white"]
    rematch = brian.post(f"/api/games/{game['id']}/rematch/accept", headers={"X-CSRF-Token": brian_csrf}).json()
    assert rematch["view"]["rated"] is True


def test_variants_name_the_non_default_options_and_leave_out_what_chance_draws() -> None:
    assert variant_key("c1", {"variant": "c1", "repetition": 0, "move_limit": 0}) == "c1"
    assert variant_key("axiom", {"own_pair": "loss", "one_piece": True, "move_limit": 0,
                                 "sceptre_length": 1}) == "axiom one_piece=true"
    assert variant_key("cubes", {"size": 6, "first": "black", "seed": 0, "slide": "physical",
                                 "move_limit": 0}) == "cubes size=6"


# --- profiles and the games of an account -------------------------------------------------------

def test_the_profile_lists_ratings_and_recent_games_with_results_and_opponents(client: TestClient, two: Any) -> None:
    game = rated_game(client, two)
    brian, csrf = two["white"]
    brian.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": csrf})
    profile = client.get("/api/players/ada").json()
    assert profile["name"] == "ada" and profile["ratings"][0]["game"] == "c1"
    [listed] = profile["games"]
    assert listed["id"] == game["id"] and listed["result"] == "win" and listed["opponent"] == "brian"
    assert listed["opponent_account"] and listed["rated"]
    assert client.get("/players/ada").status_code == 200
    assert client.get("/api/players/nobody").status_code == 404 and "nobody" in client.get("/api/players/nobody").text
    assert client.get("/players/nobody").status_code == 404


def test_my_games_put_the_games_waiting_for_my_move_first_with_the_opponent(client: TestClient, two: Any) -> None:
    waiting = rated_game(client, two)                                # ada (black) to move
    theirs = rated_game(client, two)
    ada, csrf = two["black"]
    ada.post(f"/api/games/{theirs['id']}/moves", json={"move": "Cd1-d2", "ply": 0}, headers={"X-CSRF-Token": csrf})
    listed = ada.get("/api/account/games").json()
    assert [g["id"] for g in listed] == [waiting["id"], theirs["id"]]
    assert listed[0]["my_turn"] and listed[0]["opponent"] == "brian" and not listed[1]["my_turn"]


def test_the_watch_socket_tells_about_every_change_of_the_games_followed(client: TestClient) -> None:
    game = client.post("/api/games", json={"game": "c1"}).json()
    with client.websocket_connect(f"/api/watch?games={game['id']},unknown,{'x' * 40}") as socket:
        [first] = socket.receive_json()["games"]
        assert first["id"] == game["id"] and first["to_move"] == "black"
        client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                    headers=bearer(game["seats"]["black"]["token"]))
        [changed] = socket.receive_json()["games"]
        assert changed["to_move"] == "white" and changed["version"] > first["version"]


# --- chat -----------------------------------------------------------------------------------------

def test_players_chat_spectators_read_and_messages_arrive_live_unchanged(client: TestClient) -> None:
    game = client.post("/api/games", json={"game": "c1"}).json()
    black = bearer(game["seats"]["black"]["token"])
    with client.websocket_connect(f"/api/games/{game['id']}/ws") as socket:
        socket.receive_json()                                          # the game itself
        posted = client.post(f"/api/games/{game['id']}/chat", json={"text": f"  {HOSTILE}  "}, headers=black)
        assert posted.status_code == 201 and posted.json()["text"] == HOSTILE and posted.json()["seat"] == "black"
        assert socket.receive_json() == {"chat": posted.json()}
    assert client.post(f"/api/games/{game['id']}/chat", json={"text": "hello"}).status_code == 403   # a spectator
    assert client.post(f"/api/games/{game['id']}/chat", json={"text": "hi"}, headers=bearer("wrong")).status_code == 403
    assert client.post("/api/games/nope/chat", json={"text": "hi"}, headers=black).status_code == 404
    assert client.post(f"/api/games/{game['id']}/chat", json={"text": "   "}, headers=black).status_code == 422
    too_long = client.post(f"/api/games/{game['id']}/chat", json={"text": "x" * 501}, headers=black)
    assert too_long.status_code == 422 and "500" in too_long.json()["detail"]
    assert [m["text"] for m in client.get(f"/api/games/{game['id']}/chat").json()] == [HOSTILE]
    assert client.get("/api/games/nope/chat").status_code == 404
    assert HOSTILE not in game["view"]["record"] and HOSTILE not in client.get(f"/api/games/{game['id']}").text


def test_an_account_chats_with_its_csrf_token_and_its_name_goes_with_the_account(app: Any, client: TestClient,
                                                                                  two: Any) -> None:
    game = rated_game(client, two)
    ada, csrf = two["black"]
    assert ada.post(f"/api/games/{game['id']}/chat", json={"text": "good luck"}).status_code == 403   # no CSRF
    posted = ada.post(f"/api/games/{game['id']}/chat", json={"text": "good luck"}, headers={"X-CSRF-Token": csrf})
    assert posted.status_code == 201 and posted.json()["name"] == "ada"
    assert ada.post("/api/account/delete", json={"password": PASSWORD}, headers={"X-CSRF-Token": csrf}).status_code == 204
    [message] = client.get(f"/api/games/{game['id']}/chat").json()
    assert message["name"] is None and message["seat"] == "black"      # anonymised with the account


def test_chat_is_rate_limited(tmp_path: Path) -> None:
    limits = ServerLimits(rates={"chat": Rate(0.01, 3)})
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=limits)) as client:
        game = client.post("/api/games", json={"game": "c1"}).json()
        black = bearer(game["seats"]["black"]["token"])
        answers = [client.post(f"/api/games/{game['id']}/chat", json={"text": "hi"}, headers=black).status_code
                   for _ in range(4)]
        assert answers == [201, 201, 201, 429]
        assert len(client.get(f"/api/games/{game['id']}/chat").json()) == 3


def test_a_rated_end_not_yet_counted_is_counted_at_the_next_start(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    first = create_app(url)
    with TestClient(first) as client:
        players = {"black": account(first, "ada"), "white": account(first, "brian")}
        game = rated_game(client, players)

        def stopped(*_args: Any) -> bool:                    # the server stops before the ratings are stored
            raise RuntimeError("killed")
        first.state.ratings.game_ended = stopped
        client.post(f"/api/games/{game['id']}/resign", headers=bearer(game["seats"]["white"]["token"]))
        assert ratings(client, "ada") == {}
    with TestClient(create_app(url)) as client:
        assert ratings(client, "ada")["c1"]["games"] == 1 and ratings(client, "brian")["c1"]["rating"] < START_RATING
    with TestClient(create_app(url)) as client:             # and only once
        assert ratings(client, "ada")["c1"]["games"] == 1


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(players, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0


# --- no farming -------------------------------------------------------------------------------

def test_rated_games_between_the_same_two_accounts_are_capped_per_day(app: Any, client: TestClient, two: Any) -> None:
    """The fourth rated game the same two accounts start within 24 hours is unrated from the
    moment it has its two accounts, whichever way it gets them; other pairs are not affected."""
    games = [rated_game(client, two) for _ in range(players.RATED_PAIR_GAMES_PER_DAY)]
    assert all(client.get(f"/api/games/{game['id']}").json()["rated"] for game in games)
    fourth = rated_game(client, two)
    assert client.get(f"/api/games/{fourth['id']}").json()["rated"] is False           # decided at the claim
    ada, ada_csrf = two["black"]
    brian, brian_csrf = two["white"]
    posted = ada.post("/api/lobby/challenges", json={"game": "cubes", "rated": True},
                      headers={"X-CSRF-Token": ada_csrf}).json()
    accepted = brian.post(f"/api/lobby/challenges/{posted['id']}/accept", headers={"X-CSRF-Token": brian_csrf}).json()
    assert accepted["rated"] is False and accepted["view"]["rated"] is False
    assert "already started 3 rated games together" in accepted["unrated_reason"]
    other = {"black": two["black"], "white": account(app, "carol")}
    assert client.get(f"/api/games/{rated_game(client, other)['id']}").json()["rated"] is True
    for game in (fourth, {"id": accepted["id"]}):                      # the unrated games change no rating
        token = fourth["seats"]["white"]["token"] if game is fourth else accepted["token"]
        client.post(f"/api/games/{game['id']}/resign", headers=bearer(token))
    assert ratings(client, "ada") == {}


def test_the_farming_window_is_24_hours(app: Any, client: TestClient, two: Any) -> None:
    from datetime import UTC, datetime, timedelta

    store = app.state.service.store
    for _ in range(players.RATED_PAIR_GAMES_PER_DAY):
        rated_game(client, two)
    ratings_ = players.Ratings(store)
    ada, brian = sorted({user for game_id in store.game_ids() for user in store.seat_users(game_id).values()})
    assert ratings_.pair_is_farming(ada, brian) and ratings_.pair_is_farming(brian, ada)
    assert not ratings_.pair_is_farming(ada, brian, now=datetime.now(UTC) + timedelta(hours=24, minutes=1))
