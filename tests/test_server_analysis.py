"""The analysis board, the post-game review, the rules pages and takebacks in the web app's API."""

from __future__ import annotations

import re

import time
import warnings
from urllib.parse import quote
from collections.abc import Iterator
from typing import Any

import pytest

with warnings.catch_warnings():  # starlette's notice about httpx, at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab
from boardlab.server import create_app
from boardlab.server.analysis import review_game
from boardlab.server.limits import ServerLimits

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
#: A C1 game (random moves, seed 37) that White loses by surrounding their own cone with
#: its last move, when Cd7-c6 kept the game going: the review must call that move a blunder.
C1_BLUNDER = ["Pc1-a1", "Te5-e4", "Pa1-a2", "Tb5-b4", "Pe1-g1", "Tb4-d4", "Pg1-a3", "Te6-e5", "Cd1-c1", "Td6-e6"]
LIMITS = ServerLimits(analysis_seconds=2.0, review_seconds=5.0, max_search_depth=2)


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", limits=LIMITS)) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/games", json={"game": "c1", **body})
    assert response.status_code == 201, response.text
    return response.json()


def play(client: TestClient, game: dict[str, Any], seat: str, move: str) -> dict[str, Any]:
    ply = client.get(f"/api/games/{game['id']}").json()["ply"]
    response = client.post(f"/api/games/{game['id']}/moves", json={"move": move, "ply": ply},
                           headers=bearer(game["seats"][seat]["token"]))
    assert response.status_code == 200, response.text
    return response.json()


def post(client: TestClient, game: dict[str, Any], seat: str, path: str) -> Any:
    return client.post(f"/api/games/{game['id']}/{path}", headers=bearer(game["seats"][seat]["token"]))


def wait_for(client: TestClient, game_id: str, steps: int) -> dict[str, Any]:
    """The game once it has ``steps`` steps (a computer player is thinking)."""
    for _ in range(200):
        view = client.get(f"/api/games/{game_id}").json()
        if view["step"] >= steps:
            return view
        time.sleep(0.05)
    raise AssertionError(f"the game never reached {steps} steps")


# --- the analysis board ----------------------------------------------------------------------


def test_analyse_answers_the_best_move_its_score_and_line(client: TestClient) -> None:
    answer = client.post("/api/analyse", json={"game": "c1", "moves": ["Cd1-d2"], "seconds": 1})
    assert answer.status_code == 200, answer.text
    result = answer.json()
    state = boardlab.load("c1").start().play("Cd1-d2")
    assert result["to_move"] == "white" and result["best"] in state.legal_moves()
    assert -1 <= result["score"] <= 1 and result["pv"][0] == result["best"]
    assert result["engine"] == "alphabeta:depth=2,time=1s"      # the server's depth limit, the asked time


def test_a_position_string_and_moves_give_the_same_position_as_the_moves_alone(client: TestClient) -> None:
    before = boardlab.load("c1").replay(C1_BLUNDER[:4])
    given = client.post("/api/analysis/board", json={"game": "c1", "position": before.position(),
                                                     "moves": C1_BLUNDER[4:6]}).json()
    replayed = client.post("/api/analysis/board", json={"game": "c1", "moves": C1_BLUNDER[:6]}).json()
    assert given["position"] == replayed["position"] and given["legal_moves"] == replayed["legal_moves"]


def test_analyse_of_a_comet_position_gives_the_distance_to_the_goal(client: TestClient) -> None:
    result = client.post("/api/analyse", json={"game": "comet", "seconds": 1}).json()
    assert result["distance"] == len(result["pv"]) and result["engine"].startswith("solver")


@pytest.mark.parametrize(("body", "problem"), [
    ({"game": "c1", "position": "not a position"}, "position"),
    ({"game": "c1", "position": "²²²² b 0"}, "position"),
    ({"game": "c1", "moves": ["Cd1-d5"]}, "move 1"),
    ({"game": "nope"}, "unknown game"),
    ({"game": "c1", "options": {"variant": "c9"}}, "variant"),
    ({"game": "c1", "seconds": 100}, "at most 2s"),
    ({"game": "c1", "moves": ["Cd1-d2"] * 2001}, "at most 2000 moves"),
])
def test_analyse_refuses_bad_input_with_422(client: TestClient, body: dict[str, Any], problem: str) -> None:
    answer = client.post("/api/analyse", json=body)
    assert answer.status_code == 422 and problem in answer.json()["detail"], answer.text


def test_a_finished_position_has_nothing_to_analyse(client: TestClient) -> None:
    answer = client.post("/api/analyse", json={"game": "c1", "moves": C1_BLUNDER})
    assert answer.status_code == 409 and "over" in answer.json()["detail"]


def test_the_analysis_board_draws_a_position_with_its_moves_and_clicks(client: TestClient) -> None:
    answer = client.post("/api/analysis/board", json={"game": "c1", "moves": ["Cd1-d2"], "selected": "d7",
                                                       "highlights": ["d6"]})
    assert answer.status_code == 200, answer.text
    board = answer.json()
    assert board["to_move"] == "white" and board["moves"] == ["Cd1-d2"] and board["last_move"] == "Cd1-d2"
    assert board["svg"].startswith("<svg") and 'data-target="d7"' in board["svg"]
    assert set(board["clicks"]) == set(board["legal_moves"])
    assert client.post("/api/analysis/board", json={"game": "c1", "moves": ["x"]}).status_code == 422


# --- the review ------------------------------------------------------------------------------


def test_the_review_marks_the_move_that_threw_the_game_away() -> None:
    review = review_game(boardlab.load("c1").start(), C1_BLUNDER, seconds=5.0, depth=2)
    last = review["turns"][-1]
    assert (last["mover"], last["move"], last["after"], last["mark"]) == ("white", "Td6-e6", -1.0, "blunder")
    assert last["before"] > -0.5 and last["best"] != "Td6-e6"
    assert review["worst"][0] == 9 and len(review["turns"]) == len(C1_BLUNDER)
    assert all(turn["mark"] is None for turn in review["turns"] if turn["loss"] < review["thresholds"]["mistake"])


def test_the_review_of_a_stored_game_is_computed_in_the_background_then_kept(client: TestClient) -> None:
    game = new_game(client, record=" ".join(f"[{a}, {b}]" for a, b in zip(C1_BLUNDER[::2], C1_BLUNDER[1::2])))
    for _ in range(400):
        answer = client.get(f"/api/games/{game['id']}/review")
        if answer.status_code == 200:
            break
        assert answer.status_code == 202 and answer.json()["status"] == "pending"
        time.sleep(0.05)
    review = answer.json()
    assert review["status"] == "done" and review["worst"] == [9] and review["turns"][9]["mark"] == "blunder"
    assert client.get(f"/api/games/{game['id']}/review").json() == review         # kept
    assert client.get("/api/games/nosuchgame/review").status_code == 404


def test_a_comet_review_is_in_moves_to_the_goal() -> None:
    start = boardlab.load("comet").start()
    line = [start.hint()]
    review = review_game(start, line, seconds=2.0, depth=2)
    turn = review["turns"][0]
    assert review["scale"] == "distance" and turn["after"] == turn["before"] - 1 and turn["loss"] == 0


# --- rules pages ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", boardlab.games())
def test_every_game_has_a_rules_page(client: TestClient, game: str) -> None:
    page = client.get(f"/rules/{game}")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "<h1>" in page.text and "<h2>" in page.text
    # No inline script: only the language menu's own file and the page's words as data.
    scripts = re.findall(r"<script[^>]*>", page.text)
    assert scripts == ['<script type="application/json" id="i18n-bundle">', '<script src="/static/common.js">']
    assert "Content-Security-Policy" in page.headers


def test_an_unknown_game_has_no_rules_page(client: TestClient) -> None:
    answer = client.get("/rules/chess")
    assert answer.status_code == 404 and "unknown game" in answer.json()["detail"]


# --- takebacks ------------------------------------------------------------------------------


def test_a_takeback_is_asked_then_accepted(client: TestClient) -> None:
    game = new_game(client)
    play(client, game, "black", "Cd1-d2")
    play(client, game, "white", "Cd7-d6")
    asked = post(client, game, "black", "takeback")
    assert asked.status_code == 200 and asked.json()["takeback_offer"] == "black"
    assert asked.json()["steps"] == ["Cd1-d2", "Cd7-d6"]                     # nothing taken back yet
    assert post(client, game, "black", "takeback/accept").status_code == 409  # not by the asker
    accepted = post(client, game, "white", "takeback/accept")
    assert accepted.status_code == 200, accepted.text
    after = accepted.json()
    assert after["steps"] == [] and after["to_move"] == "black" and after["ply"] == 0
    assert after["takeback_offer"] is None and after["version"] > asked.json()["version"]
    play(client, game, "black", "Pc1-c2")                                    # play goes on from there
    assert client.get(f"/api/games/{game['id']}").json()["moves"] == ["Pc1-c2"]


def test_a_takeback_request_can_be_declined_and_a_move_withdraws_it(client: TestClient) -> None:
    game = new_game(client)
    play(client, game, "black", "Cd1-d2")
    post(client, game, "black", "takeback")
    declined = post(client, game, "white", "takeback/decline")
    assert declined.status_code == 200 and declined.json()["takeback_offer"] is None
    assert declined.json()["steps"] == ["Cd1-d2"]
    post(client, game, "black", "takeback")
    assert play(client, game, "white", "Cd7-d6")["takeback_offer"] is None   # a move withdraws it
    assert post(client, game, "white", "takeback/accept").status_code == 409


def test_a_takeback_by_session_cookie_needs_the_csrf_header(client: TestClient) -> None:
    signed = client.post("/api/account/signup", json={"name": "ada", "password": "long enough pass"})
    csrf = signed.json()["csrf"]
    game = new_game(client, white="random")
    client.post(f"/api/games/{game['id']}/claim", headers={**bearer(game["seats"]["black"]["token"]),
                                                          "X-CSRF-Token": csrf})
    client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0}, headers={"X-CSRF-Token": csrf})
    assert client.post(f"/api/games/{game['id']}/takeback").status_code == 403              # the cookie alone
    taken = client.post(f"/api/games/{game['id']}/takeback", headers={"X-CSRF-Token": csrf})
    assert taken.status_code == 200 and taken.json()["steps"] == []


def test_takeback_refusals_change_nothing(client: TestClient) -> None:
    game = new_game(client)
    assert post(client, game, "black", "takeback").status_code == 409        # no turn played yet
    assert post(client, game, "white", "takeback/decline").status_code == 409   # nothing asked
    play(client, game, "black", "Cd1-d2")
    post(client, game, "black", "takeback")
    assert post(client, game, "white", "takeback").status_code == 409        # answer the request first
    assert client.post(f"/api/games/{game['id']}/takeback").status_code == 403
    assert client.post("/api/games/nosuchgame/takeback", headers=bearer("x")).status_code == 404
    before = client.get(f"/api/games/{game['id']}").json()
    assert post(client, game, "black", "resign").status_code == 200
    assert post(client, game, "white", "takeback").status_code == 409        # over: results stand
    assert client.get(f"/api/games/{game['id']}").json()["steps"] == before["steps"]


def test_a_takeback_removes_the_steps_and_notes_after_the_turn_and_tells_the_hooks() -> None:
    from boardlab.server.service import GameService
    from boardlab.server.storage import GameRow, Store

    store = Store("sqlite://")
    store.create(GameRow(id="noted", game="ccc", options={}, start_position=None, players={}), {},
                 ["a", "b", "c"], {0: "first", 1: "second"})
    assert not store.truncate_steps("noted", 5, 1, 1)                       # a stale version changes nothing
    assert store.truncate_steps("noted", 0, 1, 1)
    assert store.steps("noted") == ["a"] and store.notes("noted") == {0: "first"}
    assert store.get("noted").step_count == 1
    service = GameService(store)
    view, tokens = service.create("c1", {}, {})
    service.play(view["id"], tokens["black"], "Cd1-d2", 0)
    seen: list[tuple[str, int, list[str]]] = []
    service.on_takeback(lambda game_id, kept, removed: seen.append((game_id, kept, removed)))
    service.takeback(view["id"], tokens["black"])
    after = service.answer_takeback(view["id"], tokens["white"], accept=True)
    assert after["steps"] == [] and seen == [(view["id"], 0, ["Cd1-d2"])]
    service.close()


def test_against_the_computer_a_takeback_works_at_once_and_it_is_your_move(client: TestClient) -> None:
    game = new_game(client, white="random")
    play(client, game, "black", "Cd1-d2")
    wait_for(client, game["id"], 2)
    taken = post(client, game, "black", "takeback")
    assert taken.status_code == 200, taken.text
    assert taken.json()["steps"] == [] and taken.json()["to_move"] == "black"
    time.sleep(0.3)                                      # the computer does not move in your place
    assert client.get(f"/api/games/{game['id']}").json()["steps"] == []
    play(client, game, "black", "Pc1-c2")
    assert wait_for(client, game["id"], 2)["steps"][0] == "Pc1-c2"          # and it replies as usual


# --- fuzz ------------------------------------------------------------------------------------

HOSTILE = ["", " ", "²", "\u0000", "x" * 5000, "../../etc/passwd", "<script>alert(1)</script>", "%00", "C1",
           "{}", "[]", "Cd1-d2/" * 50, "\ud800"]


def test_fuzz_the_new_endpoints_never_answer_500() -> None:
    limits = ServerLimits(analysis_seconds=0.05, review_seconds=0.01, max_search_depth=1)
    with TestClient(create_app("sqlite://", limits=limits), raise_server_exceptions=False) as client:
        game = new_game(client)
        tried = 0
        for value in HOSTILE:
            encoded = value.encode("utf-8", "surrogatepass")
            quoted = quote(encoded, safe="")
            for path in ("/rules/", "/analysis?game=", f"/api/games/{game['id']}/review?x="):
                assert client.get(path + quoted).status_code < 500
            for action in ("takeback", "takeback/accept", "takeback/decline"):
                answer = client.post(f"/api/games/{game['id']}/{action}",
                                     headers={"Authorization": b"Bearer " + encoded[:100]})
                assert answer.status_code in (403, 409, 422), answer.text
            for field in ("game", "options", "position", "moves", "seconds", "selected", "highlights", "rotation",
                          "flipped"):
                for shape in (value, [value], {"x": value}, 1e308, -1, None):
                    body = {"game": "c1", "moves": ["Cd1-d2"], field: shape}
                    for url in ("/api/analyse", "/api/analysis/board"):
                        try:
                            answer = client.post(url, json=body)
                        except UnicodeEncodeError:
                            continue
                        assert answer.status_code < 500, (url, body, answer.text[:200])
                        tried += 1
        assert post(client, game, "black", "takeback").status_code == 409      # nothing was played
        assert client.get(f"/api/games/{game['id']}").json()["steps"] == []
        assert tried > 500
