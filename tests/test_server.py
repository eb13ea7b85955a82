"""The web app's JSON API: every endpoint, every error case, and nothing changing on errors."""

from __future__ import annotations

import re
import sqlite3
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():  # starlette's notice about httpx, at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab
from boardlab.server import create_app
from boardlab.server.config import DATABASE_ENV, database_url
from boardlab.server.live_game import hash_token

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{db_path}")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/games", json={"game": "c1", **body})
    assert response.status_code == 201, response.text
    return response.json()


def view(client: TestClient, game_id: str) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}")
    assert response.status_code == 200, response.text
    return response.json()


def move(client: TestClient, game: dict[str, Any], seat: str, notation: str, ply: int | None = None) -> Any:
    if ply is None:
        ply = view(client, game["id"])["ply"]
    return client.post(f"/api/games/{game['id']}/moves", json={"move": notation, "ply": ply},
                       headers=bearer(game["seats"][seat]["token"]))


def wait_for(predicate: Any, timeout: float = 10.0) -> Any:
    """Poll until ``predicate()`` is truthy (computer players answer asynchronously)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = predicate()
        if result:
            return result
        time.sleep(0.02)
    raise AssertionError("condition not reached")


def stored_counts(db_path: Path) -> tuple[int, int]:
    with sqlite3.connect(db_path) as connection:
        games = connection.execute("select count(*) from games").fetchone()[0]
        steps = connection.execute("select count(*) from steps").fetchone()[0]
    return games, steps


# --- registry -----------------------------------------------------------------------------


def test_registry_lists_every_game_with_seats_and_options(client: TestClient) -> None:
    catalog = client.get("/api/registry").json()
    assert [g["name"] for g in catalog["games"]] == boardlab.games()
    c1 = next(g for g in catalog["games"] if g["name"] == "c1")
    assert c1["seats"] == ["black", "white"]
    assert any(o["name"] == "variant" and o["choices"] == ["c1", "c2"] for o in c1["options"])
    assert "random" in catalog["agents"]


def test_describe_checks_options(client: TestClient) -> None:
    described = client.get("/api/registry/c1", params={"options": '{"variant": "c2"}'}).json()
    assert next(o for o in described["options"] if o["name"] == "variant")["value"] == "c2"
    assert client.get("/api/registry/c1", params={"options": "{nope"}).status_code == 422
    assert client.get("/api/registry/c1", params={"options": '{"zzz": 1}'}).status_code == 422
    assert client.get("/api/registry/nosuchgame").status_code == 422


# --- creating -----------------------------------------------------------------------------


def test_create_answers_seat_links_for_human_seats(client: TestClient, db_path: Path) -> None:
    created = new_game(client, options={"variant": "c1"}, black="human", white="random")
    assert set(created["seats"]) == {"black"}
    seat = created["seats"]["black"]
    assert seat["url"].endswith(f"/games/{created['id']}#token={seat['token']}")
    assert created["spectate_url"].endswith(f"/games/{created['id']}")
    assert len(seat["token"]) >= 32
    with sqlite3.connect(db_path) as connection:
        stored = connection.execute("select token_hash from seats").fetchall()
        everything = "".join(str(row) for row in connection.execute("select * from games"))
    assert stored == [(hash_token(seat["token"]),)]
    assert seat["token"] not in everything


def test_create_with_players_object_and_both_humans(client: TestClient) -> None:
    created = new_game(client, players={"black": "human", "white": "human"})
    assert set(created["seats"]) == {"black", "white"}
    assert created["seats"]["black"]["token"] != created["seats"]["white"]["token"]
    assert view(client, created["id"])["players"] == {"black": "human", "white": "human"}


@pytest.mark.parametrize(("body", "message"), [
    ({"game": "nosuchgame"}, "unknown game"),
    ({"options": {"nope": 1}}, "no option 'nope'"),
    ({"options": {"variant": "c9"}}, "must be one of"),
    ({"options": {"move_limit": "many"}}, "expects int"),
    ({"red": "human"}, "no seat 'red'"),
    ({"white": "grandmaster"}, "unknown agent"),
    ({"white": ""}, "must be 'human' or a computer player spec"),
    ({"position": "not a position"}, ""),
    ({"record": "[Cd1-d3]"}, "record: ply 1 (black): Cd1-d3"),
    ({"record": "[Cd1-d2] [white WINS] [Pe7-e6]"}, ""),
    ({"record": "[Cd1-d2]", "position": "x"}, "either a start position or a record"),
])
def test_create_refuses_bad_requests(client: TestClient, db_path: Path, body: dict[str, Any], message: str) -> None:
    before = stored_counts(db_path)
    response = client.post("/api/games", json={"game": "c1", **body})
    assert response.status_code == 422, response.text
    assert message in response.json()["detail"]
    assert stored_counts(db_path) == before


@pytest.mark.parametrize("raw", [b"{not json", b"[1, 2]", b'{"options": {}}', b'{"game": 5}'])
def test_create_refuses_malformed_json(client: TestClient, db_path: Path, raw: bytes) -> None:
    before = stored_counts(db_path)
    response = client.post("/api/games", content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 422
    assert stored_counts(db_path) == before


def test_import_record_replays_it_and_keeps_a_claimed_result(client: TestClient) -> None:
    created = new_game(client, record="[Cd1-d2, Pe7-e6] [Pb1-b2]")
    game = view(client, created["id"])
    assert game["moves"] == ["Cd1-d2", "Pe7-e6", "Pb1-b2"]
    assert game["to_move"] == "white" and game["step"] == 3
    finished = view(client, new_game(client, record="[Cd1-d2, Pe7-e6] [white WINS]")["id"])
    assert finished["is_over"] and finished["winner"] == "white"
    assert finished["record"].endswith("\n\n[Cd1-d2, Pe7-e6] [white WINS]")


def test_new_cubes_games_draw_the_first_player(client: TestClient) -> None:
    firsts = set()
    for _ in range(12):
        game = view(client, new_game(client, game="cubes", options={"size": 3})["id"])
        assert game["options"]["first"] == game["to_move"]  # the draw is kept with the game
        firsts.add(game["to_move"])
    assert firsts == {"black", "white"}
    chosen = view(client, new_game(client, game="cubes", options={"first": "black"})["id"])
    assert chosen["to_move"] == "black"


# --- reading ------------------------------------------------------------------------------


def test_get_shows_the_game(client: TestClient) -> None:
    created = new_game(client)
    game = view(client, created["id"])
    for key in ("id", "game", "position", "ply", "to_move", "legal_moves", "clicks", "threats", "moves",
                "is_over", "winner"):
        assert key in game
    state = boardlab.load("c1").start()
    assert game["position"] == state.position()
    assert game["legal_moves"] == state.legal_moves()
    assert game["clicks"] == state.clicks()
    assert (game["ply"], game["to_move"], game["moves"], game["is_over"]) == (0, "black", [], False)
    assert game["viewer_seat"] is None
    token = created["seats"]["white"]["token"]
    assert client.get(f"/api/games/{created['id']}", headers=bearer(token)).json()["viewer_seat"] == "white"


def test_unknown_game_is_404_everywhere(client: TestClient) -> None:
    token = new_game(client)["seats"]["black"]["token"]
    assert client.get("/api/games/nope").status_code == 404
    assert client.get("/api/games/nope/svg").status_code == 404
    assert client.post("/api/games/nope/moves", json={"move": "Cd1-d2", "ply": 0}, headers=bearer(token)).status_code == 404
    for action in ("resign", "draw", "rematch"):
        assert client.post(f"/api/games/nope/{action}", headers=bearer(token)).status_code == 404


def test_svg_draws_any_step_with_highlights(client: TestClient) -> None:
    created = new_game(client)
    assert move(client, created, "black", "Cd1-d2").status_code == 200
    url = f"/api/games/{created['id']}/svg"
    now = client.get(url)
    assert now.headers["content-type"].startswith("image/svg+xml")
    assert 'data-target="d2"' in now.text
    start = client.get(url, params={"step": 0}).text
    assert start == boardlab.load("c1").start().svg()
    marked = client.get(url, params=[("highlights", "a1"), ("highlights", "b2"), ("selected", "b1"), ("flipped", "true")])
    assert marked.text.count('class="highlight"') == 2
    assert client.get(url, params={"step": 5}).status_code == 422
    assert client.get(url, params={"step": "x"}).status_code == 422


def test_openapi_documents_the_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    for path in ("/api/games", "/api/games/{game_id}", "/api/games/{game_id}/moves", "/api/games/{game_id}/resign",
                 "/api/games/{game_id}/draw", "/api/games/{game_id}/rematch"):
        assert path in paths


def test_pages_are_served(client: TestClient) -> None:
    assert "New game" in client.get("/").text
    assert 'id="board"' in client.get("/games/anything").text
    assert client.get("/static/game.js").status_code == 200


# --- moving -------------------------------------------------------------------------------


def test_a_move_is_played_and_stored(client: TestClient, db_path: Path) -> None:
    created = new_game(client)
    answer = move(client, created, "black", "Cd1-d2", ply=0)
    assert answer.status_code == 200
    assert answer.json()["moves"] == ["Cd1-d2"] and answer.json()["to_move"] == "white"
    assert move(client, created, "white", "Pe7-e6", ply=1).status_code == 200
    game = view(client, created["id"])
    assert game["moves"] == ["Cd1-d2", "Pe7-e6"] and game["ply"] == 2
    assert game["position"] == boardlab.load("c1").replay(["Cd1-d2", "Pe7-e6"]).position()
    assert stored_counts(db_path)[1] == 2


def test_move_errors_change_nothing(client: TestClient, db_path: Path) -> None:
    created = new_game(client)
    other = new_game(client)
    assert move(client, created, "black", "Cd1-d2").status_code == 200
    before, counts = view(client, created["id"]), stored_counts(db_path)
    url = f"/api/games/{created['id']}/moves"
    white, black = created["seats"]["white"]["token"], created["seats"]["black"]["token"]
    cases = [
        (client.post(url, json={"move": "Pe7-e6", "ply": 1}), 403, "token is required"),
        (client.post(url, json={"move": "Pe7-e6", "ply": 1}, headers=bearer("guess")), 403, "holds no seat"),
        (client.post(url, json={"move": "Pe7-e6", "ply": 1}, headers=bearer(other["seats"]["white"]["token"])), 403,
         "holds no seat"),
        (client.post(url, json={"move": "Pe7-e6", "ply": 1}, headers={"Authorization": f"Basic {white}"}), 403, ""),
        (client.post(url, json={"move": "Cd2-d3", "ply": 1}, headers=bearer(black)), 403, "white's turn"),
        (client.post(url, json={"move": "Pe7-e6", "ply": 0}, headers=bearer(white)), 409, "stale ply"),
        (client.post(url, json={"move": "Pe7-e6", "ply": 2}, headers=bearer(white)), 409, "stale ply"),
        (client.post(url, json={"move": "Pe7-e5", "ply": 1}, headers=bearer(white)), 422, "cannot reach e5"),
        (client.post(url, json={"move": "hello", "ply": 1}, headers=bearer(white)), 422, "not a C1 move"),
        (client.post(url, json={"move": "", "ply": 1}, headers=bearer(white)), 422, ""),
        (client.post(url, json={"move": "Pe7-e6"}, headers=bearer(white)), 422, ""),
        (client.post(url, json={"ply": 1}, headers=bearer(white)), 422, ""),
        (client.post(url, json={"move": ["Pe7-e6"], "ply": 1}, headers=bearer(white)), 422, ""),
        (client.post(url, content=b"{oops", headers={**bearer(white), "Content-Type": "application/json"}), 422, ""),
    ]
    for response, status, message in cases:
        assert response.status_code == status, response.text
        assert message in str(response.json()["detail"])
    after = view(client, created["id"])
    assert after == before
    assert stored_counts(db_path) == counts


def test_no_moves_after_the_game_ended(client: TestClient) -> None:
    created = new_game(client, record="[Cd1-d2, Pe7-e6] [black WINS]")
    before = view(client, created["id"])
    answer = move(client, created, "white", "Pe6-e5", ply=before["ply"])
    assert answer.status_code == 409 and "game is over" in answer.json()["detail"]
    assert view(client, created["id"]) == before
    assert before["legal_moves"] == [] and before["clicks"] == {} and before["to_move"] is None


def test_a_whole_turn_can_be_sent_with_the_step_separator(client: TestClient) -> None:
    created = new_game(client, options={"variant": "c2"})
    state = boardlab.load("c1", variant="c2").start()
    tile = next(m for m in state.legal_moves() if m.startswith("T"))
    piece = state.play(tile).legal_moves()[0]
    answer = move(client, created, "black", f"{tile}/{piece}", ply=0)
    assert answer.status_code == 200, answer.text
    game = answer.json()
    assert game["moves"] == [f"{tile}/{piece}"] and game["to_move"] == "white" and game["step"] == 2
    single = new_game(client, options={"variant": "c2"})
    half = move(client, single, "black", tile, ply=0).json()
    assert half["to_move"] == "black" and half["turn_steps"] == [tile]
    bad = move(client, single, "black", f"{piece}/{piece}", ply=1)
    assert bad.status_code == 422
    assert view(client, single["id"])["steps"] == [tile]


def test_concurrent_moves_for_one_ply_store_exactly_one(client: TestClient, db_path: Path) -> None:
    created = new_game(client)
    answers: list[int] = []
    barrier = threading.Barrier(4)

    def send(notation: str) -> None:
        barrier.wait()
        answers.append(move(client, created, "black", notation, ply=0).status_code)

    threads = [threading.Thread(target=send, args=(m,)) for m in ("Cd1-d2", "Pb1-b2", "Pc1-c2", "Pe1-e2")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [200, 409, 409, 409]
    assert stored_counts(db_path)[1] == 1
    assert len(view(client, created["id"])["moves"]) == 1


# --- resign, draw, rematch ---------------------------------------------------------------------


def test_resign_ends_the_game_for_the_other_side(client: TestClient) -> None:
    created = new_game(client)
    url = f"/api/games/{created['id']}/resign"
    assert client.post(url).status_code == 403
    assert client.post(url, headers=bearer("nope")).status_code == 403
    answer = client.post(url, headers=bearer(created["seats"]["white"]["token"]))
    assert answer.status_code == 200
    game = answer.json()
    assert (game["is_over"], game["winner"], game["reason"]) == (True, "black", "white resigned")
    assert game["record"].endswith("\n\n[black WINS]") and '[Termination "white resigned"]' in game["record"] and game["to_move"] is None
    assert client.post(url, headers=bearer(created["seats"]["black"]["token"])).status_code == 409
    assert move(client, created, "black", "Cd1-d2", ply=0).status_code == 409
    assert view(client, created["id"]) == game | {"viewer_seat": None}


def test_draw_offer_and_acceptance(client: TestClient) -> None:
    created = new_game(client)
    url = f"/api/games/{created['id']}/draw"
    black, white = created["seats"]["black"]["token"], created["seats"]["white"]["token"]
    assert client.post(url).status_code == 403
    offered = client.post(url, headers=bearer(black)).json()
    assert offered["draw_offer"] == "black" and not offered["is_over"]
    assert client.post(url, headers=bearer(black)).json()["draw_offer"] == "black"   # offering again: no change
    withdrawn = move(client, created, "black", "Cd1-d2").json()                      # a move withdraws the offer
    assert withdrawn["draw_offer"] is None
    client.post(url, headers=bearer(black))
    agreed = client.post(url, headers=bearer(white)).json()
    assert (agreed["is_over"], agreed["winner"]) == (True, "draw")
    assert agreed["record"].endswith("\n\n[Cd1-d2] [DRAW]")
    assert client.post(url, headers=bearer(white)).status_code == 409


def test_computers_do_not_agree_to_draws(client: TestClient) -> None:
    created = new_game(client, white="random")
    answer = client.post(f"/api/games/{created['id']}/draw", headers=bearer(created["seats"]["black"]["token"]))
    assert answer.status_code == 409 and "computer" in answer.json()["detail"]


def test_rematch_swaps_the_seats_and_keeps_the_tokens(client: TestClient) -> None:
    created = new_game(client)
    black, white = created["seats"]["black"]["token"], created["seats"]["white"]["token"]
    url = f"/api/games/{created['id']}/rematch"
    assert client.post(url, headers=bearer(black)).status_code == 409            # not over yet
    client.post(f"/api/games/{created['id']}/resign", headers=bearer(white))
    assert client.post(url).status_code == 403
    assert client.post(url, headers=bearer(black)).status_code == 202          # an offer (test_server_rematch)
    first = client.post(f"{url}/accept", headers=bearer(white))
    assert first.status_code == 201
    rematch = first.json()
    assert rematch["id"] != created["id"] and set(rematch["seats"]) == {"black"}   # the acceptor's new seat
    first = client.post(url, headers=bearer(black))                              # the offerer asks again
    assert first.status_code == 200
    rematch = first.json()
    assert rematch["id"] != created["id"] and set(rematch["seats"]) == {"white"}
    assert rematch["seats"]["white"]["token"] == black
    again = client.post(url, headers=bearer(white))
    assert again.status_code == 200 and again.json()["id"] == rematch["id"]
    assert set(again.json()["seats"]) == {"black"}
    assert client.post(f"{url}/accept", headers=bearer(white)).status_code == 200
    new_view = client.get(f"/api/games/{rematch['id']}", headers=bearer(white)).json()
    assert new_view["viewer_seat"] == "black" and new_view["rematch_of"] == created["id"]
    assert view(client, created["id"])["rematch_id"] == rematch["id"]
    assert move(client, {"id": rematch["id"], "seats": {"black": {"token": white}}}, "black", "Cd1-d2").status_code == 200


# --- computer players and live updates ---------------------------------------------------------


def test_the_computer_answers_off_the_request_path(client: TestClient) -> None:
    created = new_game(client, white="random")
    assert move(client, created, "black", "Cd1-d2").status_code == 200
    game = wait_for(lambda: (v := view(client, created["id"]))["ply"] == 2 and v)
    assert game["to_move"] == "black" and game["moves"][0] == "Cd1-d2"


def test_a_computer_in_the_first_seat_moves_first(client: TestClient) -> None:
    created = new_game(client, black="random")
    assert set(created["seats"]) == {"white"}
    game = wait_for(lambda: (v := view(client, created["id"]))["ply"] == 1 and v)
    assert game["to_move"] == "white"


def test_computers_play_a_game_to_its_end(client: TestClient) -> None:
    created = new_game(client, options={"move_limit": 4}, black="random:seed=1", white="random:seed=2")
    assert created["seats"] == {}
    game = wait_for(lambda: (v := view(client, created["id"]))["is_over"] and v)
    assert game["winner"] is not None and len(game["moves"]) <= 4


def test_websocket_sends_the_game_and_every_change(client: TestClient) -> None:
    created = new_game(client)
    with client.websocket_connect(f"/api/games/{created['id']}/ws") as socket:
        first = socket.receive_json()
        assert first["ply"] == 0 and first["legal_moves"]
        move(client, created, "black", "Cd1-d2")
        update = socket.receive_json()
        assert update["moves"] == ["Cd1-d2"] and update["version"] > first["version"]
        client.post(f"/api/games/{created['id']}/resign", headers=bearer(created["seats"]["white"]["token"]))
        assert socket.receive_json()["winner"] == "black"


def test_websocket_for_an_unknown_game_closes(client: TestClient) -> None:
    from starlette.websockets import WebSocketDisconnect

    with pytest.raises(WebSocketDisconnect) as closed:
        with client.websocket_connect("/api/games/nope/ws") as socket:
            socket.receive_json()
    assert closed.value.code == 4404


# --- every game, storage ------------------------------------------------------------------------


@pytest.mark.parametrize("name", boardlab.games())
def test_every_registered_game_is_playable_through_the_api(client: TestClient, name: str) -> None:
    seats = boardlab.load(name).seats
    created = new_game(client, game=name)
    game = view(client, created["id"])
    drawn = client.get(f"/api/games/{created['id']}/svg").text
    targets = set(re.findall(r'data-target="([^"]+)"', drawn))
    assert all(set(path) <= targets for path in game["clicks"].values()), "every click target is on the board"
    assert set(game["clicks"]) == set(game["legal_moves"])
    first = game["legal_moves"][0]
    answer = move(client, created, game["to_move"], first, ply=game["ply"])
    assert answer.status_code == 200, answer.text
    assert answer.json()["steps"] == [first]
    assert set(created["seats"]) == set(seats)


def test_a_new_app_on_the_same_database_continues_the_game(db_path: Path) -> None:
    url = f"sqlite:///{db_path}"
    with TestClient(create_app(url)) as first:
        created = new_game(first)
        move(first, created, "black", "Cd1-d2")
        before = view(first, created["id"])
    with TestClient(create_app(url)) as second:
        assert view(second, created["id"]) == before
        assert move(second, created, "white", "Pe7-e6").status_code == 200


def test_database_url_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert database_url("sqlite:///given.db") == "sqlite:///given.db"
    monkeypatch.setenv(DATABASE_ENV, "sqlite:///from-env.db")
    assert database_url() == "sqlite:///from-env.db"
    monkeypatch.delenv(DATABASE_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert database_url().startswith("sqlite:///") and database_url().endswith("games.sqlite3")


def test_a_database_given_as_a_path_is_a_sqlite_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert database_url(str(tmp_path / "games.db")) == f"sqlite:///{tmp_path / 'games.db'}"
    monkeypatch.chdir(tmp_path)
    assert database_url("here.db") == f"sqlite:///{tmp_path / 'here.db'}"
    monkeypatch.setenv(DATABASE_ENV, "from-env.db")
    assert database_url() == f"sqlite:///{tmp_path / 'from-env.db'}"


def test_giving_up_a_cooperative_game_leaves_it_unsolved(client: TestClient) -> None:
    created = new_game(client, game="comet", options={"players": 3})
    assert set(created["seats"]) == {"p1", "p2", "p3"}
    token = created["seats"]["p2"]["token"]
    draw = client.post(f"/api/games/{created['id']}/draw", headers=bearer(token))
    assert draw.status_code == 409 and "together" in draw.json()["detail"]
    game = client.post(f"/api/games/{created['id']}/resign", headers=bearer(token)).json()
    assert (game["winner"], game["reason"]) == ("unsolved", "p2 gave up")
    assert game["record"].endswith("[UNSOLVED]")


def test_serve_refuses_a_database_it_cannot_open() -> None:
    from typer.testing import CliRunner

    from boardlab.cli import app

    result = CliRunner().invoke(app, ["serve", "--db", "nosuchdialect://nowhere"])
    assert result.exit_code == 2
    assert "cannot open the database" in result.output


# --- game-specific rules for playing on: CCC's rematches, comet's giving up -------------------


def test_ccc_rematch_lets_the_loser_start(client: TestClient) -> None:
    created = new_game(client, game="ccc")
    black = created["seats"]["black"]["token"]
    client.post(f"/api/games/{created['id']}/resign", headers=bearer(black))  # White wins
    client.post(f"/api/games/{created['id']}/rematch", headers=bearer(created["seats"]["white"]["token"]))
    rematch = client.post(f"/api/games/{created['id']}/rematch/accept", headers=bearer(black)).json()
    shown = view(client, rematch["id"])
    # the loser (black before) now sits as white, and white takes the first turn
    assert shown["to_move"] == "white" and rematch["seats"]["white"]["token"] == black


def test_ccc_refuses_a_rematch_on_the_day_of_a_draw(client: TestClient) -> None:
    created = new_game(client, game="ccc")
    black, white = created["seats"]["black"]["token"], created["seats"]["white"]["token"]
    client.post(f"/api/games/{created['id']}/draw", headers=bearer(black))
    assert view(client, created["id"])["winner"] is None
    client.post(f"/api/games/{created['id']}/draw", headers=bearer(white))
    assert view(client, created["id"])["winner"] == "draw"
    client.post(f"/api/games/{created['id']}/rematch", headers=bearer(black))
    refused = client.post(f"/api/games/{created['id']}/rematch/accept", headers=bearer(white))
    assert refused.status_code == 409 and "tomorrow" in refused.text
    assert view(client, created["id"])["rematch_id"] is None


def test_giving_up_comet_leaves_it_unsolved_and_offers_no_draw(client: TestClient) -> None:
    created = new_game(client, game="comet", players={"p1": "human", "p2": "human"})
    token = created["seats"]["p1"]["token"]
    assert client.post(f"/api/games/{created['id']}/draw", headers=bearer(token)).status_code == 409
    client.post(f"/api/games/{created['id']}/resign", headers=bearer(token))
    assert view(client, created["id"])["winner"] == "unsolved"


# --- notes beside turns (CCC's compliments), hints, view options -------------------------------

FLAG_START = boardlab.load("ccc").from_layout({"e1": "N", "e8": "n", "a1": "S", "h8": "s"}, turn=2).position()
KIND = "Lovely opening!"


def steps_stored(db_path: Path) -> int:
    return stored_counts(db_path)[1]


def test_a_flag_move_needs_a_compliment_and_keeps_it(client: TestClient, db_path: Path) -> None:
    created = new_game(client, game="ccc", position=FLAG_START)
    shown = view(client, created["id"])
    assert shown["note_prompts"]["Ne1-e4"].startswith("Compliment your opponent")
    assert "Sa1-b2" not in shown["note_prompts"] and shown["notes"] == {}
    token = bearer(created["seats"]["black"]["token"])
    url = f"/api/games/{created['id']}/moves"
    for missing in ({}, {"note": ""}, {"note": "   "}):
        refused = client.post(url, json={"move": "Ne1-e4", "ply": shown["ply"], **missing}, headers=token)
        assert refused.status_code == 422 and "Compliment your opponent" in refused.json()["detail"]
    refused = client.post(url, json={"move": "Ne1-e4", "ply": shown["ply"], "note": "x" * 600}, headers=token)
    assert refused.status_code == 422 and "500 characters" in refused.json()["detail"]
    assert steps_stored(db_path) == 0 and view(client, created["id"]) == shown
    played = client.post(url, json={"move": "Ne1-e4", "ply": shown["ply"], "note": f"  {KIND} "}, headers=token)
    assert played.status_code == 200, played.text
    assert played.json()["notes"] == {"0": KIND}
    assert f"[Ne1-e4 {{{KIND}}}" in played.json()["record"]
    # a note where none is due is refused too
    white = bearer(created["seats"]["white"]["token"])
    extra = client.post(url, json={"move": "Sh8-g7", "ply": played.json()["ply"], "note": "hi"}, headers=white)
    assert extra.status_code == 422 and "no note is due" in extra.json()["detail"]
    assert steps_stored(db_path) == 1


def test_notes_survive_a_restart_and_are_replayed(db_path: Path) -> None:
    url = f"sqlite:///{db_path}"
    with TestClient(create_app(url)) as first:
        created = new_game(first, game="ccc", position=FLAG_START)
        answer = first.post(f"/api/games/{created['id']}/moves", json={"move": "Ne1-e4", "ply": created["view"]["ply"],
                            "note": KIND}, headers=bearer(created["seats"]["black"]["token"]))
        assert answer.status_code == 200
        assert move(first, created, "white", "Sh8-g7").status_code == 200
        before = view(first, created["id"])
    with TestClient(create_app(url)) as second:
        after = view(second, created["id"])
        assert after == before and after["notes"] == {"0": KIND}


def test_a_computer_player_gives_the_games_suggested_note(client: TestClient) -> None:
    from boardlab.server.computer import Job

    created = new_game(client, game="ccc", position=FLAG_START)
    service = client.app.state.service
    service._computer_moved(Job(created["id"], 0, "black", "easy", "ccc", {}, FLAG_START, ()), "Ne1-e4")
    shown = view(client, created["id"])
    expected = boardlab.load("ccc").from_position(FLAG_START).play("Ne1-e4").suggested_note()
    assert shown["moves"] == ["Ne1-e4"] and shown["notes"] == {"0": expected}


def test_imported_records_keep_their_notes(client: TestClient) -> None:
    record = f"Position: {FLAG_START}\n[Ne1-e4 {{{KIND}}}, Sh8-g7]"
    created = new_game(client, game="ccc", record=record)
    assert view(client, created["id"])["notes"] == {"0": KIND}
    refused = client.post("/api/games", json={"game": "c1", "record": "[Cd1-d2 {hello}, Pe7-e6]"})
    assert refused.status_code == 422 and "keeps no notes" in refused.json()["detail"]


def test_comet_hints_come_from_its_solver(client: TestClient) -> None:
    created = new_game(client, game="comet")
    hint = client.get(f"/api/games/{created['id']}/hint")
    assert hint.status_code == 200, hint.text
    state = boardlab.load("comet").start()
    assert hint.json()["source"] == "game" and hint.json()["move"] == state.hint()
    assert hint.json()["clicks"] == state.clicks()[state.hint()]


def test_c1_hints_come_from_a_computer_player(client: TestClient) -> None:
    created = new_game(client, same_screen=True)   # a game between two people gets none (test_server_fairplay)
    answer = client.get(f"/api/games/{created['id']}/hint")   # no token needed
    assert answer.status_code == 200, answer.text
    hint = answer.json()
    shown = view(client, created["id"])
    assert hint["source"] == "computer" and hint["move"] in shown["legal_moves"]
    assert hint["clicks"] == shown["clicks"][hint["move"]] and hint["to_move"] == "black" and hint["step"] == 0
    client.post(f"/api/games/{created['id']}/resign", headers=bearer(created["seats"]["black"]["token"]))
    assert client.get(f"/api/games/{created['id']}/hint").status_code == 409
    assert client.get("/api/games/nosuchgame/hint").status_code == 404


def test_the_view_turns_only_for_games_that_can(client: TestClient) -> None:
    registry = {entry["name"]: entry for entry in client.get("/api/registry").json()["games"]}
    assert registry["axiom"]["view_options"] == ["rotation"] and registry["c1"]["view_options"] == []
    axiom = new_game(client, game="axiom")
    assert view(client, axiom["id"])["view_options"] == ["rotation"]
    svg = f"/api/games/{axiom['id']}/svg"
    state = boardlab.load("axiom").start()
    assert client.get(svg, params={"rotation": 90}).text == state.svg(rotation=90)
    assert client.get(svg, params={"rotation": 90}).text != client.get(svg).text
    bad = client.get(svg, params={"rotation": 45})
    assert bad.status_code == 422 and "rotation" in bad.json()["detail"]
    c1 = new_game(client)
    c1_svg = f"/api/games/{c1['id']}/svg"
    assert client.get(c1_svg, params={"rotation": 90}).text == client.get(c1_svg).text


def test_the_view_names_the_last_moves_targets_even_after_a_restart(db_path: Path) -> None:
    url = f"sqlite:///{db_path}"
    with TestClient(create_app(url)) as client:
        created = new_game(client, game="ccc")
        first = view(client, created["id"])
        seat, step = first["to_move"], first["legal_moves"][0]
        played = client.post(f"/api/games/{created['id']}/moves", json={"move": step, "ply": first["ply"]},
                             headers=bearer(created["seats"][seat]["token"])).json()
        assert played["last_targets"] == first["clicks"][step] and played["last_targets"]
    with TestClient(create_app(url)) as client:                  # rebuilt from the database
        assert view(client, created["id"])["last_targets"] == first["clicks"][step]
        assert new_game(client)["view"]["last_targets"] == []


def test_comet_has_no_draw_offers_and_offers_its_built_in_goals(client: TestClient) -> None:
    comet = client.get("/api/registry/comet").json()
    goal = next(spec for spec in comet["options"] if spec["name"] == "goal")
    assert "squares-in-line" in goal["suggestions"] and goal["choices"] is None
    assert comet["draw_by_agreement"] is False
    assert new_game(client, game="comet")["view"]["draw_by_agreement"] is False
    assert new_game(client)["view"]["draw_by_agreement"] is True


def test_startup_warms_up_the_computer_players_in_the_background(db_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The server answers before the warm-up ends; the warm-up runs once, off the main thread."""
    from boardlab.server import computer

    release = threading.Event()
    threads: list[str] = []

    def slow_warm_up() -> None:
        threads.append(threading.current_thread().name)
        release.wait(30)

    monkeypatch.setattr(computer, "warm_up", slow_warm_up)
    app = create_app(f"sqlite:///{db_path}")
    with TestClient(app) as test_client:
        players = app.state.service.computers
        assert test_client.get("/api/registry").status_code == 200  # not held up by the warm-up
        assert not players.warmed.is_set()
        players.start()  # a second start does not warm up again
        release.set()
        assert players.warmed.wait(30)
    assert threads == ["computer-warm-up"]


def test_warm_up_searches_every_game_with_its_fast_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    from boardlab.ai import adapters
    from boardlab.server import computer

    searched: set[str] = set()
    original = adapters.adapter_for

    def recording(state: Any) -> Any:
        searched.add(state.game.name)
        return original(state)

    monkeypatch.setattr("boardlab.ai.agents.adapter_for", recording)
    computer.warm_up()
    assert {"c1", "axiom", "ccc", "cubes", "comet"} <= searched


def test_a_job_thinks_here_until_the_worker_process_has_started(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker process takes seconds to start (more on a busy machine): the first jobs do not
    wait for it, they think in a thread of this process (from the readable rules while cold)."""
    from boardlab.server import computer

    monkeypatch.setattr(computer, "choose_move", lambda job: "thought here")
    delivered: list[str] = []
    done = threading.Event()
    players = computer.ComputerPlayers(lambda job, move: (delivered.append(move), done.set()), mode="process")
    try:
        players.submit(computer.Job("g", 0, "white", "easy", "c1", {}, None, ()))
        assert done.wait(30)
        assert delivered == ["thought here"]   # the worker process would have run the real choose_move
    finally:
        players.close()
