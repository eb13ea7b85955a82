"""Every database an earlier main made upgrades in place, keeps everything, and starts.

The fixtures in tests/data/databases are SQL dumps of small databases made by the code of the
commit each is named after (tests/data/databases/make_fixture.py says how). Some of those
commits stamped databases with revisions whose parents changed later, so their stamps and
tables disagree:

- 1c34325: migrations 0001 and 0002, stamped 0002 (an ordinary old database);
- 0411129: 0001, 0002 and 0005 (its 0005 followed 0002), stamped 0005 without 0003 and 0004;
- eec08a2: 0001, 0002, 0004 and 0005 (0004 followed 0002), stamped 0005 without 0003;
- 13be782: the chain of today up to 0005, everything there.
"""

from __future__ import annotations

import sqlite3
import warnings
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.script import ScriptDirectory

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app
from boardlab.server.schema import alembic_config, current, head, missing_parts, upgrade
from boardlab.server.storage import make_engine

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
FIXTURES = Path(__file__).parent / "data" / "databases"
COMMITS = ["1c34325", "0411129", "eec08a2", "13be782"]
#: What each commit's database holds beyond games: accounts, ratings, chat, lobby challenges.
HAS_RATINGS = {"eec08a2", "13be782"}
HAS_LOBBY = {"13be782"}

Rows = dict[str, list[tuple[object, ...]]]


def old_database(path: Path, commit: str) -> str:
    with sqlite3.connect(path) as connection:
        connection.executescript((FIXTURES / f"{commit}.sql").read_text())
    return f"sqlite:///{path}"


def contents(path: Path, columns: dict[str, list[str]] | None = None) -> Rows:
    """Every row of every table (but Alembic's stamp), limited to ``columns`` where given."""
    with sqlite3.connect(path) as connection:
        tables = [name for (name,) in connection.execute("select name from sqlite_master where type = 'table'")
                  if name not in ("alembic_version", "sqlite_sequence")]
        found: Rows = {}
        for table in tables:
            chosen = (columns or {}).get(table) or [row[1] for row in connection.execute(f"pragma table_info({table})")]
            listed = ", ".join(f'"{name}"' for name in chosen)
            found[table] = sorted(connection.execute(f'select {listed} from "{table}"').fetchall(), key=repr)
        return found


def column_names(path: Path) -> dict[str, list[str]]:
    with sqlite3.connect(path) as connection:
        tables = [name for (name,) in connection.execute("select name from sqlite_master where type = 'table'")]
        return {table: [row[1] for row in connection.execute(f"pragma table_info({table})")] for table in tables}


def shape(url: str) -> dict[str, object]:
    """The schema as the database reports it: each table's columns, keys and indexes."""
    inspector = sa.inspect(make_engine(url))
    return {table: (sorted((c["name"], str(c["type"]), c["nullable"]) for c in inspector.get_columns(table)),
                    inspector.get_pk_constraint(table)["constrained_columns"],
                    sorted((i["name"], tuple(i["column_names"]), bool(i["unique"])) for i in inspector.get_indexes(table)))
            for table in sorted(inspector.get_table_names())}


def test_the_migrations_have_one_head() -> None:
    assert len(ScriptDirectory.from_config(alembic_config()).get_heads()) == 1


@pytest.mark.parametrize("commit", COMMITS)
def test_an_old_database_upgrades_in_place_keeps_everything_and_starts(tmp_path: Path, commit: str) -> None:
    path = tmp_path / "old.sqlite3"
    url = old_database(path, commit)
    before, old_columns = contents(path), column_names(path)
    upgrade(make_engine(url))
    assert current(make_engine(url)) == head()
    with make_engine(url).connect() as connection:
        assert missing_parts(connection) == []
    kept = contents(path, old_columns)
    assert {table: kept[table] for table in before} == before         # every row and value kept
    with TestClient(create_app(url)) as client:                        # and the server starts on it
        for game_id, name, steps in [(row[0], row[1], row[6]) for row in before["games"]]:
            shown = client.get(f"/api/games/{game_id}").json()
            assert shown["game"] == name and shown["step"] == steps
        assert client.post("/api/account/login", json={"name": "alice", "password": "correct horse"}).status_code == 200
        games = client.get("/api/account/games").json()
        assert {game["opponent"] for game in games} == {"bob"}
        profile = client.get("/api/players/alice").json()
        if commit in HAS_RATINGS:
            assert [rating["games"] for rating in profile["ratings"]] == [1]
            assert profile["history"][0]["score"] == 1.0
            resigned = next(game for game in games if game["is_over"])
            assert client.get(f"/api/games/{resigned['id']}/chat").json()[0]["text"] == "good game"
        assert len(client.get("/api/lobby/challenges").json()) == (1 if commit in HAS_LOBBY else 0)
        created = client.post("/api/lobby/challenges", json={"game": "c1"},
                              headers={"X-CSRF-Token": client.get("/api/account").json()["csrf"]})
        assert created.status_code == 201                       # the lobby works in every upgraded database


@pytest.mark.parametrize("commit", COMMITS)
def test_an_upgraded_database_has_the_schema_of_a_fresh_one(tmp_path: Path, commit: str) -> None:
    upgraded = old_database(tmp_path / "old.sqlite3", commit)
    fresh = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    upgrade(make_engine(upgraded))
    upgrade(make_engine(fresh))
    assert shape(upgraded) == shape(fresh)


def test_running_every_migration_again_changes_nothing(tmp_path: Path) -> None:
    """Every migration is idempotent: what the repair relies on."""
    path = tmp_path / "full.sqlite3"
    url = old_database(path, "13be782")
    upgrade(make_engine(url))
    before, schema = contents(path), shape(url)
    with sqlite3.connect(path) as connection:                # as if stamped at the start
        connection.execute("delete from alembic_version")
    upgrade(make_engine(url))
    assert contents(path) == before and shape(url) == schema and current(make_engine(url)) == head()


@pytest.mark.parametrize("dropped", ["table heartbeat", "table rating_history", "column games.rated"])
def test_a_stamp_that_claims_more_than_the_tables_have_is_repaired(tmp_path: Path, dropped: str) -> None:
    path = tmp_path / "broken.sqlite3"
    url = f"sqlite:///{path}"
    upgrade(make_engine(url))
    kind, name = dropped.split()
    with sqlite3.connect(path) as connection:
        if kind == "table":
            connection.execute(f"drop table {name}")
        else:
            table, column = name.split(".")
            connection.execute(f"alter table {table} drop column {column}")
    with make_engine(url).connect() as connection:
        assert missing_parts(connection) == [dropped]
    upgrade(make_engine(url))
    with make_engine(url).connect() as connection:
        assert missing_parts(connection) == []
    assert current(make_engine(url)) == head()


def test_a_repair_on_postgresql_and_several_processes_upgrading_at_once(postgres_url: str) -> None:
    """On PostgreSQL, upgrades wait for each other (an advisory lock): four at once all succeed,
    and a database stamped at the head without a table gets it back."""
    from concurrent.futures import ThreadPoolExecutor

    engine = make_engine(postgres_url)
    with engine.begin() as connection:                        # start from an empty database
        connection.execute(sa.text("DROP SCHEMA public CASCADE; CREATE SCHEMA public"))
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(lambda _: upgrade(make_engine(postgres_url)), range(4)))
    assert current(engine) == head()
    with engine.begin() as connection:
        connection.execute(sa.text("DROP TABLE heartbeat"))
        connection.execute(sa.text("ALTER TABLE games DROP COLUMN takeback_offer"))
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(lambda _: upgrade(make_engine(postgres_url)), range(2)))
    with engine.connect() as connection:
        assert missing_parts(connection) == []
    with TestClient(create_app(postgres_url, computers="thread")) as client:
        assert client.post("/api/games", json={"game": "c1"}).status_code == 201


def test_old_accounts_whose_names_differ_only_in_case_both_keep_logging_in(tmp_path: Path) -> None:
    """Before names were folded, 'Ada' and 'ada' could both exist: the older keeps the folded
    name (any case logs into it), the later logs in by its exact name."""
    path = tmp_path / "old.sqlite3"
    url = old_database(path, "13be782")
    with sqlite3.connect(path) as connection:
        (alice_hash,) = connection.execute("select password_hash from users where name = 'alice'").fetchone()
        connection.execute("insert into users (name, password_hash, created_at) values ('Alice', ?, '2026-11-24')",
                           (alice_hash,))
    with TestClient(create_app(url)) as client:
        for name, expected in [("alice", "alice"), ("ALICE", "alice"), ("Alice", "Alice")]:
            client.cookies.clear()
            answer = client.post("/api/account/login", json={"name": name, "password": "correct horse"})
            assert answer.status_code == 200 and answer.json()["name"] == expected
        client.cookies.clear()
        assert client.post("/api/account/signup", json={"name": "aLiCe", "password": "correct horse"}).status_code == 409


def test_a_database_from_a_newer_boardlab_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    url = f"sqlite:///{path}"
    upgrade(make_engine(url))
    with sqlite3.connect(path) as connection:
        connection.execute("update alembic_version set version_num = '0999'")
    before = contents(path)
    with pytest.raises(RuntimeError, match="revision '0999', which this boardlab does not know"):
        upgrade(make_engine(url))
    assert contents(path) == before
