"""The front door's API: the home page's games and figures (players online from the presence
table, shared by processes; games in progress), live games, quick pairing (joining, waiting, the
newer of two simultaneous challenges yielding), leaderboards, challengers' ratings and the rating
filter, the profile's results and history, and the pages with the shared header."""

from __future__ import annotations

import doctest
import warnings
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app, frontdoor, navigation
from boardlab.server.frontdoor import ONLINE_SECONDS, Presence, QuickRequest, quick_pair
from boardlab.server.lobby import ChallengeRequest
from boardlab.server.players import START_RATING
from boardlab.server.storage import challenges_table
from test_server_players import PASSWORD, account, bearer, rated_game

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def visitor(app: Any) -> TestClient:
    """Another anonymous browser (its own cookies)."""
    return TestClient(app)


def test_the_doctests_run() -> None:
    for module in (frontdoor, navigation):
        failures, tried = doctest.testmod(module)
        assert tried > 0 and failures == 0


# --- the home page's figures ----------------------------------------------------------------------

def test_home_lists_every_game_with_its_picture_and_the_quick_controls(client: TestClient) -> None:
    home = client.get("/api/home").json()
    assert [g["name"] for g in home["games"]] == ["axiom", "c1", "ccc", "comet", "cubes"]
    assert all(g["quick"] for g in home["games"]) and "5+3" in home["quick_controls"]
    picture = client.get("/api/registry/c1/svg")
    assert picture.status_code == 200 and picture.headers["content-type"].startswith("image/svg+xml")
    assert picture.text.lstrip().startswith("<svg") and 'data-target="d1"' in picture.text   # the engine's own drawing
    assert client.get("/api/registry/chess/svg").status_code == 422


def test_players_online_count_distinct_clients_across_processes(app: Any, client: TestClient) -> None:
    presence: Presence = app.state.presence
    presence.publish()
    assert client.get("/api/home").json()["online"] == 0
    with client.websocket_connect("/api/lobby/ws") as socket:
        socket.receive_json()
        presence.publish()
        assert client.get("/api/home").json()["online"] == 1
        # a second process on the same database (another Presence) sees the same browser and another
        other = Presence(app.state.service.store)
        other.enter("client:" + client.cookies["boardlab_client"])   # the same browser, connected there too
        other.enter("client:someone-else")
        other.publish()
        assert client.get("/api/home").json()["online"] == 2
        # that process dies: its rows go stale and stop counting
        other.publish(now=datetime.now(UTC) - timedelta(seconds=ONLINE_SECONDS + 5))
        assert client.get("/api/home").json()["online"] == 1
    presence.publish()                                       # the socket closed
    assert client.get("/api/home").json()["online"] == 0


def test_games_in_progress_and_live_games_come_from_the_database(app: Any, client: TestClient) -> None:
    people = client.post("/api/games", json={"game": "c1"}).json()                      # two people by link
    played = client.post(f"/api/games/{people['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                         headers=bearer(people["seats"]["black"]["token"]))
    assert played.status_code == 200
    client.post("/api/games", json={"game": "c1", "same_screen": True})                   # not listed
    client.post("/api/games", json={"game": "c1", "players": {"white": "random"}})          # not listed
    over = client.post("/api/games", json={"game": "c1"}).json()
    client.post(f"/api/games/{over['id']}/resign", headers=bearer(over["seats"]["black"]["token"]))
    home = client.get("/api/home").json()
    assert home["playing"] == 3                                  # every unfinished game moved lately
    assert [g["id"] for g in home["live"]] == [people["id"]]
    live = home["live"][0]
    assert live["steps"] == 1 and live["title"] == "C1 (Cone)" and live["seats"] == ["black", "white"]
    # an hour later nothing counts as in progress any more
    later = datetime.now(UTC) + frontdoor.ACTIVE_WINDOW + timedelta(minutes=1)
    assert frontdoor.games_in_progress(app.state.service.store, later) == 0
    assert frontdoor.live_games(app.state.service.store, later) == []


def test_live_games_name_their_players(app: Any, client: TestClient) -> None:
    two = {"black": account(app, "ada"), "white": account(app, "brian")}
    game = rated_game(client, two)
    live = client.get("/api/home").json()["live"]
    assert live[0]["id"] == game["id"] and live[0]["names"] == {"black": "ada", "white": "brian"} and live[0]["rated"]


# --- quick pairing ---------------------------------------------------------------------------------

def test_quick_pairing_waits_then_the_next_player_joins(app: Any, client: TestClient) -> None:
    first, second = visitor(app), visitor(app)
    waiting = first.post("/api/lobby/quick", json={"game": "c1", "time_control": "5+3"})
    assert waiting.status_code == 201 and waiting.json()["status"] == "waiting"
    challenge = waiting.json()["challenge"]
    assert challenge["time_control"] == "5+3" and challenge["rated"] is False and challenge["options"] == {}
    # the same browser asking again does not play itself
    again = first.post("/api/lobby/quick", json={"game": "c1", "time_control": "5+3"}).json()
    assert again["status"] == "waiting" and again["challenge"]["id"] != challenge["id"]
    first.post(f"/api/lobby/challenges/{again['challenge']['id']}/cancel", headers=bearer(again["token"]))
    # another time control or game does not match
    assert second.post("/api/lobby/quick", json={"game": "c1", "time_control": "3+2"}).json()["status"] == "waiting"
    paired = second.post("/api/lobby/quick", json={"game": "c1", "time_control": "5+3"})
    assert paired.status_code == 201 and paired.json()["status"] == "paired"
    game_id = paired.json()["id"]
    assert paired.json()["challenge"]["id"] == challenge["id"] and f"/games/{game_id}#token=" in paired.json()["url"]
    assert client.get(f"/api/lobby/challenges/{challenge['id']}").json() == {
        **{k: v for k, v in challenge.items() if k not in ("creator_rating", "creator_provisional")},
        "status": "accepted", "game_id": game_id}
    # both tokens hold a seat each of the timed game
    seats = {client.get(f"/api/games/{game_id}", headers=bearer(token)).json()["viewer_seat"]
             for token in (waiting.json()["token"], paired.json()["token"])}
    assert seats == {"black", "white"}
    assert client.get(f"/api/games/{game_id}").json()["clock"]["text"] == "5+3"


def test_quick_pairing_is_rated_between_accounts_and_casual_without(app: Any, client: TestClient) -> None:
    (ada, ada_csrf), (brian, brian_csrf) = account(app, "ada"), account(app, "brian")
    anonymous = visitor(app)
    assert ada.post("/api/lobby/quick", json={"game": "cubes", "time_control": "1d"},
                    headers={"X-CSRF-Token": ada_csrf}).json()["challenge"]["rated"] is True
    # a visitor without an account does not join a rated challenge: they open a casual one
    assert anonymous.post("/api/lobby/quick", json={"game": "cubes", "time_control": "1d"}).json()["status"] == "waiting"
    paired = brian.post("/api/lobby/quick", json={"game": "cubes", "time_control": "1d"},
                        headers={"X-CSRF-Token": brian_csrf}).json()
    assert paired["status"] == "paired" and paired["rated"] is True and paired["challenge"]["creator"] == "ada"
    assert client.get(f"/api/games/{paired['id']}").json()["names"] == {
        paired["seat"]: "brian", ({"black", "white"} - {paired["seat"]}).pop(): "ada"}
    # comet is played together: it cannot be rated, so its quick pairing stays casual
    comet = ada.post("/api/lobby/quick", json={"game": "comet", "time_control": "1d"}, headers={"X-CSRF-Token": ada_csrf})
    assert comet.status_code == 201 and comet.json()["challenge"]["rated"] is False
    # the session cookie without its CSRF header is refused, and opens nothing
    before = len(client.get("/api/lobby/challenges").json())
    assert ada.post("/api/lobby/quick", json={"game": "cubes", "time_control": "1d"}).status_code == 403
    assert len(client.get("/api/lobby/challenges").json()) == before


def test_of_two_simultaneous_quick_challenges_the_newer_yields(app: Any) -> None:
    lobby = app.state.lobby

    def both_at_once(body: ChallengeRequest) -> tuple[dict[str, Any], str]:
        lobby.create(body, None, "browser-of-someone-else")    # theirs, a moment before ours
        return lobby.create(body, None, "my-browser")

    answer = quick_pair(lobby, QuickRequest(game="c1", time_control="3+2"), None, "my-browser",
                        open_challenge=both_at_once)
    assert answer["status"] == "paired"
    statuses = sorted(row["status"] for row in _challenges(app))
    assert statuses == ["accepted", "cancelled"]                # ours withdrawn, theirs joined


def _challenges(app: Any) -> list[dict[str, Any]]:
    with app.state.service.store.reading() as connection:
        return [dict(row._mapping) for row in connection.execute(challenges_table.select())]


@pytest.mark.parametrize(("body", "problem"), [
    ({"game": "chess", "time_control": "5+3"}, "chess"),
    ({"game": "c1", "time_control": "soon"}, "time"),
    ({"game": "c1"}, None),                                   # untimed is allowed
])
def test_quick_pairing_refuses_bad_input_and_changes_nothing(client: TestClient, body: dict[str, Any],
                                                            problem: str | None) -> None:
    answer = client.post("/api/lobby/quick", json=body)
    if problem is None:
        assert answer.status_code == 201 and answer.json()["challenge"]["time_control"] is None
        return
    assert answer.status_code == 422 and problem in answer.json()["detail"]
    assert client.get("/api/lobby/challenges").json() == []


# --- leaderboards, ratings in the lobby, profiles -------------------------------------------------

def test_leaderboards_rank_the_standard_variant(app: Any, client: TestClient) -> None:
    two = {"black": account(app, "ada"), "white": account(app, "brian")}
    game = rated_game(client, two)
    ada, csrf = two["black"]
    ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": csrf})          # brian wins
    other = rated_game(client, two, options={"move_limit": 1})                            # another variant
    ada.post(f"/api/games/{other['id']}/resign", headers={"X-CSRF-Token": csrf})
    board = client.get("/api/players?game=C1").json()
    assert board["game"] == "c1" and [(p["rank"], p["name"]) for p in board["players"]] == [(1, "brian"), (2, "ada")]
    assert board["players"][0]["rating"] > START_RATING > board["players"][1]["rating"]
    assert board["players"][0]["games"] == 1 and board["players"][0]["provisional"] is True
    assert client.get("/api/players?game=c1&limit=1").json()["players"][0]["name"] == "brian"
    everything = client.get("/api/players").json()["games"]
    assert [g["game"] for g in everything] == ["axiom", "c1", "ccc", "comet", "cubes"]
    assert [p["name"] for p in everything[1]["players"]] == ["brian", "ada"] and everything[0]["players"] == []
    for bad in ("game=chess", "game=c1&limit=0", "game=c1&limit=101"):
        assert client.get(f"/api/players?{bad}").status_code == 422
    assert client.get("/players").status_code == 200 and client.get("/players?game=c1").status_code == 200
    assert client.get("/players?game=chess").status_code == 404


def test_challenges_show_their_creators_rating_and_the_filter_keeps_a_range(app: Any, client: TestClient) -> None:
    two = {"black": account(app, "ada"), "white": account(app, "brian")}
    game = rated_game(client, two)
    ada, ada_csrf = two["black"]
    ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": ada_csrf})
    brian, brian_csrf = two["white"]
    brian.post("/api/lobby/challenges", json={"game": "c1"}, headers={"X-CSRF-Token": brian_csrf})
    ada.post("/api/lobby/challenges", json={"game": "c1"}, headers={"X-CSRF-Token": ada_csrf})
    ada.post("/api/lobby/challenges", json={"game": "cubes"}, headers={"X-CSRF-Token": ada_csrf})  # no cubes games
    visitor(app).post("/api/lobby/challenges", json={"game": "c1"})
    listed = {(c["creator"], c["game"]): c for c in client.get("/api/lobby/challenges").json()}
    brian_rating, ada_rating = listed[("brian", "c1")]["creator_rating"], listed[("ada", "c1")]["creator_rating"]
    assert brian_rating > START_RATING > ada_rating and listed[("brian", "c1")]["creator_provisional"] is True
    assert listed[("ada", "cubes")]["creator_rating"] == START_RATING and listed[(None, "c1")]["creator_rating"] is None

    def creators(query: str) -> list[tuple[str, str]]:
        return sorted((c["creator"], c["game"]) for c in client.get(f"/api/lobby/challenges?{query}").json())

    assert creators(f"min_rating={START_RATING}") == [("ada", "cubes"), ("brian", "c1")]
    assert creators(f"max_rating={START_RATING - 1}") == [("ada", "c1")]
    assert creators(f"min_rating={ada_rating}&max_rating={START_RATING}") == [("ada", "c1"), ("ada", "cubes")]
    assert client.get("/api/lobby/challenges?min_rating=1600&max_rating=1500").status_code == 422
    assert client.get("/api/lobby/challenges?min_rating=lots").status_code == 422
    # the live list's "created" message carries the rating too
    with client.websocket_connect("/api/lobby/ws") as socket:
        socket.receive_json()
        brian.post("/api/lobby/challenges", json={"game": "c1", "time_control": "3+2"},
                   headers={"X-CSRF-Token": brian_csrf})
        created = socket.receive_json()
        assert created["type"] == "created" and created["challenge"]["creator_rating"] == brian_rating


def test_a_profile_counts_results_and_names_games_in_its_history(app: Any, client: TestClient) -> None:
    two = {"black": account(app, "ada"), "white": account(app, "brian")}
    ada, csrf = two["black"]
    for _ in range(2):
        game = rated_game(client, two)
        ada.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": csrf})    # two losses
    drawn = rated_game(client, two)
    for seat in ("black", "white"):
        person, token = two[seat]
        person.post(f"/api/games/{drawn['id']}/draw", headers={"X-CSRF-Token": token})
    computer = ada.post("/api/games", json={"game": "cubes", "players": {"white": "random"}},
                        headers={"X-CSRF-Token": csrf}).json()
    ada.post(f"/api/games/{computer['id']}/claim", headers={**bearer(computer["seats"]["black"]["token"]),
                                                             "X-CSRF-Token": csrf})
    ada.post(f"/api/games/{computer['id']}/resign", headers={"X-CSRF-Token": csrf})
    alone = ada.post("/api/games", json={"game": "c1", "same_screen": True}, headers={"X-CSRF-Token": csrf}).json()
    for seat in ("black", "white"):                                  # both sides played by ada: no result
        ada.post(f"/api/games/{alone['id']}/claim", headers={**bearer(alone["seats"][seat]["token"]),
                                                              "X-CSRF-Token": csrf})
    ada.post(f"/api/games/{alone['id']}/resign", headers={"X-CSRF-Token": csrf})
    profile = client.get("/api/players/ada").json()
    assert profile["results"] == [{"game": "c1", "title": "C1 (Cone)", "win": 0, "draw": 1, "loss": 2},
                                  {"game": "cubes", "title": "Cubes (active and inactive cubes)", "win": 0, "draw": 0,
                                   "loss": 1}]
    assert [h["title"] for h in profile["history"]] == ["C1 (Cone)"] * 3
    assert profile["ratings"][0]["title"] == "C1 (Cone)" and profile["ratings"][0]["provisional"] is True
    assert datetime.fromisoformat(profile["since"]) <= datetime.now(UTC)
    assert client.get("/api/players/brian").json()["results"][0] == {"game": "c1", "title": "C1 (Cone)", "win": 2,
                                                                     "draw": 1, "loss": 0}


# --- pages -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/", "/players", "/settings", "/analysis", "/puzzles", "/rules/c1"])
def test_every_page_has_the_shared_header_marking_where_the_reader_is(client: TestClient, path: str) -> None:
    page = client.get(path, headers={"Accept-Language": "de"})
    assert page.status_code == 200
    assert 'class="site-nav"' in page.text and 'id="header-preferences"' in page.text
    assert '>Spieler</a>' in page.text and '>Einstellungen</a>' in page.text           # in the reader's language
    current = page.text.split('aria-current="page"')[0].rsplit("<a ", 1)[1]
    assert f'href="{path.split("/rules")[0] or "/"}"' in current or path.startswith("/rules")


def test_the_settings_page_and_the_account_apis_it_uses(app: Any, client: TestClient) -> None:
    assert 'id="password-form"' in client.get("/settings").text
    ada, csrf = account(app, "ada")
    assert ada.post("/api/account/password", json={"old": PASSWORD, "new": "a much longer one"},
                    headers={"X-CSRF-Token": csrf}).status_code == 204
    assert ada.post("/api/account/logout-everywhere", headers={"X-CSRF-Token": csrf}).status_code == 204
    assert ada.get("/api/account").status_code == 401


def test_two_processes_on_postgresql_count_the_same_players_and_pair_across(postgres_url: str) -> None:
    """Two apps on one PostgreSQL database, as two ``boardlab serve`` processes: each counts the
    other's connected browsers, and a quick challenge opened through one is joined through the other."""
    first, second = create_app(postgres_url), create_app(postgres_url)
    with TestClient(first) as one, TestClient(second) as two:
        for client in (one, two):
            client.get("/api/home")                       # each browser gets its cookie
        with one.websocket_connect("/api/lobby/ws") as here, two.websocket_connect("/api/lobby/ws") as there:
            here.receive_json()
            there.receive_json()
            for app in (first, second):
                app.state.presence.publish()
            assert one.get("/api/home").json()["online"] == two.get("/api/home").json()["online"] == 2
        waiting = one.post("/api/lobby/quick", json={"game": "c1", "time_control": "10+5"}).json()
        paired = two.post("/api/lobby/quick", json={"game": "c1", "time_control": "10+5"}).json()
        assert waiting["status"] == "waiting" and paired["status"] == "paired"
        assert paired["challenge"]["id"] == waiting["challenge"]["id"]
        assert [g["id"] for g in one.get("/api/home").json()["live"]] == [paired["id"]]
