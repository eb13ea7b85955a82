"""Schema migrations (Alembic): a database made by the version before migrations upgrades in
place and keeps every game; a new database gets the same schema as the code's tables."""

from __future__ import annotations

import sqlite3
import warnings
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab
from boardlab.server import create_app
from boardlab.server.schema import current, head
from boardlab.server.storage import Store, metadata

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
#: ``sqlite3 .dump`` of a database made by the last version without migrations: five games of
#: six steps (one of each game), a game against a computer, a resigned game and its rematch.
BEFORE = Path(__file__).parent / "data" / "games_before_migrations.sql"
#: The token of the resigned game's white seat, which holds black in its rematch.
REMATCH_TOKEN = "Cv8Bchx_52BN9VZOIvx5JDd03Gt-uQn7"


def old_database(path: Path, without_notes: bool = False) -> str:
    with sqlite3.connect(path) as connection:
        connection.executescript(BEFORE.read_text())
        if without_notes:
            connection.execute("drop table notes")
    return f"sqlite:///{path}"


def stored(path: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    with sqlite3.connect(path) as connection:
        games = connection.execute("select id, game, version, step_count, status, result_winner from games order by id")
        steps = connection.execute("select game_id, number, move from steps order by game_id, number")
        return games.fetchall(), steps.fetchall()


@pytest.mark.parametrize("without_notes", [False, True])
def test_a_database_from_before_migrations_upgrades_in_place_and_keeps_every_game(
        tmp_path: Path, without_notes: bool) -> None:
    path = tmp_path / "games.sqlite3"
    url = old_database(path, without_notes)
    before = stored(path)
    with TestClient(create_app(url)) as client:
        assert current(Store(url).engine) == head()
        assert stored(path) == before                          # every game and step kept
        for game_id, name, _version, steps, status, _winner in before[0]:
            shown = client.get(f"/api/games/{game_id}").json()
            assert shown["game"] == name and shown["step"] == steps and shown["is_over"] == (status == "over")
            assert shown["steps"] == [move for owner, _n, move in before[1] if owner == game_id]
            assert shown["clock"] is None                       # games from before clocks stay untimed
        answer = client.post("/api/games/kz1CNR70-nc/moves", json={"move": "Cd1-d2", "ply": 0},
                             headers={"Authorization": f"Bearer {REMATCH_TOKEN}"})
        assert answer.status_code == 200                       # old tokens still hold their seats
        signed = client.post("/api/account/signup", json={"name": "newcomer", "password": "long enough"})
        assert signed.status_code == 201
        posted = client.post("/api/lobby/challenges", json={"game": "c1", "time_control": "5+3"},
                             headers={"X-CSRF-Token": signed.json()["csrf"]}).json()
        assert posted["creator"] == "newcomer"
        client.cookies.clear()                                 # accepted by an anonymous visitor
        assert client.post(f"/api/lobby/challenges/{posted['id']}/accept").json()["view"]["clock"]["text"] == "5+3"
    with TestClient(create_app(url)) as client:                # a second start changes nothing more
        assert client.get("/api/games/kz1CNR70-nc").json()["moves"] == ["Cd1-d2"]


def test_a_new_database_gets_exactly_the_codes_schema(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'new.sqlite3'}")
    with store.engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), metadata) == []
    assert current(store.engine) == head()


def test_notes_work_in_an_upgraded_database_from_before_notes(tmp_path: Path) -> None:
    url = old_database(tmp_path / "games.sqlite3", without_notes=True)
    position = boardlab.load("ccc").from_layout({"e1": "N", "e8": "n", "a1": "S", "h8": "s"}, turn=2).position()
    with TestClient(create_app(url)) as client:
        game = client.post("/api/games", json={"game": "ccc", "position": position}).json()
        answer = client.post(f"/api/games/{game['id']}/moves", json={
            "move": "Ne1-e4", "ply": game["view"]["ply"], "note": "Lovely opening!"},
            headers={"Authorization": f"Bearer {game['seats']['black']['token']}"})
        assert answer.json()["notes"] == {"0": "Lovely opening!"}


def test_takebacks_work_in_an_upgraded_database(tmp_path: Path) -> None:
    """Migration 0005 gives old games a takeback_offer column (empty): a request is stored there."""
    url = old_database(tmp_path / "games.sqlite3")
    with TestClient(create_app(url)) as client:
        bearer = {"Authorization": f"Bearer {REMATCH_TOKEN}"}
        client.post("/api/games/kz1CNR70-nc/moves", json={"move": "Cd1-d2", "ply": 0}, headers=bearer)
        assert client.get("/api/games/kz1CNR70-nc").json()["takeback_offer"] is None
        asked = client.post("/api/games/kz1CNR70-nc/takeback", headers=bearer)
        assert asked.status_code == 200 and asked.json()["takeback_offer"] == "black"
    with sqlite3.connect(tmp_path / "games.sqlite3") as connection:
        assert connection.execute("select takeback_offer from games where id = 'kz1CNR70-nc'").fetchone() == ("black",)


def test_games_from_before_players_are_unrated_and_take_chat(tmp_path: Path) -> None:
    url = old_database(tmp_path / "games.sqlite3")
    with TestClient(create_app(url)) as client:
        assert client.get("/api/games/kz1CNR70-nc").json()["rated"] is False
        posted = client.post("/api/games/kz1CNR70-nc/chat", json={"text": "still here"},
                             headers={"Authorization": f"Bearer {REMATCH_TOKEN}"})
        assert posted.status_code == 201 and posted.json()["seat"] == "black"
        assert client.get("/api/games/kz1CNR70-nc/chat").json()[0]["text"] == "still here"
