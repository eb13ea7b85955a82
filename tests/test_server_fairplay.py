"""Fair play in the API: no engine help (hint, computer review, analysis of the position) in a
game between two people while it goes on; same-screen games, games against the computer and
finished games keep every help."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server.fairplay import REFUSAL
from boardlab.server.limits import ServerLimits

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
LIMITS = ServerLimits(analysis_seconds=0.3, review_seconds=0.3, max_search_depth=1)
PASSWORD = "correct horse battery"
OPENING = ["Cd1-d2", "Pe7-e6"]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}", limits=LIMITS)) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": "c1", **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


def play(client: TestClient, game: dict[str, Any], moves: list[str]) -> dict[str, Any]:
    """Play ``moves`` in turn (C1: black, then white...) with the seats' tokens; the last view."""
    shown: dict[str, Any] = {}
    for move in moves:
        shown = client.get(f"/api/games/{game['id']}").json()
        answer = client.post(f"/api/games/{game['id']}/moves", json={"move": move, "ply": shown["ply"]},
                             headers=bearer(game["seats"][shown["to_move"]]["token"]))
        assert answer.status_code == 200, answer.text
        shown = answer.json()
    return shown


def helps(client: TestClient, game_id: str, position: str) -> dict[str, int]:
    """The status of each engine help for the game and its position."""
    analysis = {"game": "c1", "position": position, "seconds": 0.2}
    return {"hint": client.get(f"/api/games/{game_id}/hint").status_code,
            "review": client.get(f"/api/games/{game_id}/review").status_code,
            "analyse": client.post("/api/analyse", json=analysis).status_code,
            "board": client.post("/api/analysis/board", json=analysis).status_code}


REFUSED = {"hint": 403, "review": 403, "analyse": 403, "board": 403}


def test_a_game_between_two_people_gets_no_engine_help_while_it_goes_on(client: TestClient) -> None:
    game = new_game(client)                 # both links handed out: the API's default
    shown = play(client, game, OPENING)
    assert shown["no_engine_help"] == REFUSAL and not shown["same_screen"]
    assert helps(client, game["id"], shown["position"]) == REFUSED
    for path in ("hint", "review"):
        assert client.get(f"/api/games/{game['id']}/{path}").json()["detail"] == REFUSAL
    # The seat's own token changes nothing: the refusal is for everyone.
    token = bearer(game["seats"]["black"]["token"])
    assert client.get(f"/api/games/{game['id']}/hint", headers=token).status_code == 403


def test_analysis_of_a_running_games_position_is_refused_however_it_is_reached(client: TestClient) -> None:
    game = new_game(client)
    position = play(client, game, OPENING)["position"]
    by_moves = {"game": "c1", "moves": OPENING, "seconds": 0.2}
    other_counter = {"game": "c1", "position": re.sub(r"\d+$", "57", position), "seconds": 0.2}
    for body in (by_moves, other_counter):
        for path in ("/api/analyse", "/api/analysis/board"):
            answer = client.post(path, json=body)
            assert answer.status_code == 403 and REFUSAL in answer.json()["detail"], (path, body)
    # Any other position is free, the start too (a game not yet moved guards nothing).
    assert client.post("/api/analyse", json={"game": "c1", "moves": OPENING[:1], "seconds": 0.2}).status_code == 200
    assert client.post("/api/analysis/board", json={"game": "c1"}).status_code == 200
    # The guarded position follows the game: after the next move the old one is free again.
    play(client, game, ["Cd2-d3"])
    assert client.post("/api/analyse", json=by_moves).status_code == 200
    assert client.post("/api/analyse", json={**by_moves, "moves": [*OPENING, "Cd2-d3"]}).status_code == 403


def test_a_finished_game_gets_every_help_back(client: TestClient) -> None:
    game = new_game(client)
    position = play(client, game, OPENING)["position"]
    ended = client.post(f"/api/games/{game['id']}/resign", headers=bearer(game["seats"]["black"]["token"])).json()
    assert ended["no_engine_help"] is None
    answers = helps(client, game["id"], position)
    assert answers["hint"] == 409                      # nothing to hint once over, but not refused
    assert answers["review"] in (200, 202) and answers["analyse"] == 200 and answers["board"] == 200


def test_a_same_screen_game_keeps_every_help(client: TestClient) -> None:
    game = new_game(client, same_screen=True)
    shown = play(client, game, OPENING)
    assert shown["same_screen"] and shown["no_engine_help"] is None
    answers = helps(client, game["id"], shown["position"])
    assert answers["hint"] == 200 and answers["review"] in (200, 202)
    assert answers["analyse"] == 200 and answers["board"] == 200


def test_a_game_against_the_computer_keeps_every_help(client: TestClient) -> None:
    game = new_game(client, white="random")
    shown = client.get(f"/api/games/{game['id']}").json()
    assert shown["no_engine_help"] is None
    assert client.get(f"/api/games/{game['id']}/hint").status_code == 200


def test_a_same_screen_game_whose_seats_go_to_two_accounts_is_between_two_people(client: TestClient) -> None:
    game = new_game(client, same_screen=True)
    for seat, name in (("black", "ada"), ("white", "bob")):
        browser = TestClient(client.app)   # another browser (its own cookies); the app runs already
        csrf = browser.post("/api/account/signup", json={"name": name, "password": PASSWORD}).json()["csrf"]
        claimed = browser.post(f"/api/games/{game['id']}/claim",
                               headers={**bearer(game["seats"][seat]["token"]), "X-CSRF-Token": csrf})
        assert claimed.status_code == 200, claimed.text
    assert client.get(f"/api/games/{game['id']}").json()["no_engine_help"] == REFUSAL
    assert client.get(f"/api/games/{game['id']}/hint").status_code == 403


def test_a_lobby_game_is_between_two_people(client: TestClient) -> None:
    challenge = client.post("/api/lobby/challenges", json={"game": "c1", "colour": "black"}).json()
    accepted = TestClient(client.app).post(f"/api/lobby/challenges/{challenge['id']}/accept").json()
    assert accepted["view"]["no_engine_help"] == REFUSAL
    assert client.get(f"/api/games/{accepted['id']}/hint").status_code == 403


def test_a_rated_game_cannot_be_a_same_screen_game(client: TestClient) -> None:
    answer = client.post("/api/games", json={"game": "c1", "rated": True, "same_screen": True})
    assert answer.status_code == 422 and "same-screen" in answer.json()["detail"]


def test_the_guard_holds_across_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with TestClient(create_app(url, limits=LIMITS)) as first:
        play(first, new_game(first), OPENING)
    with TestClient(create_app(url, limits=LIMITS)) as second:   # nothing read yet: the guard loads the games
        assert second.post("/api/analyse", json={"game": "c1", "moves": OPENING}).status_code == 403
