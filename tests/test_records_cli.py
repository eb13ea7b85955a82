"""Every record the command line or the web app writes replays; export and import a database."""

from __future__ import annotations

import random
import sqlite3
import warnings
from pathlib import Path

import pytest
from typer.testing import CliRunner

import boardlab
from boardlab import records
from boardlab.cli import app
from boardlab.server.config import DATABASE_ENV
from boardlab.server.service import GameService
from boardlab.server.storage import Store

with warnings.catch_warnings():  # starlette's notice about httpx, at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.server import create_app  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
runner = CliRunner()

GAMES = {
    "c1": ("c1", {}),
    "c2": ("c1", {"variant": "c2"}),
    "axiom": ("axiom", {}),
    "ccc": ("ccc", {}),
    "cubes": ("cubes", {"size": 6, "first": "white"}),
    "comet": ("comet", {"players": 3}),
}


def random_turns(game: boardlab.Game, turns: int, seed: int = 2) -> boardlab.State:
    rng, state = random.Random(seed), game.start()
    while not state.is_over and len(state.turns) < turns:
        state = state.play(rng.choice(state.legal_moves()))
    return state


def record_in(output: str) -> str:
    """The record ``play`` printed: its header, the blank line, the lines of moves."""
    taken: list[str] = []
    blank = False
    for line in output[output.rindex('[Game "'):].splitlines():  # after the input prompt, if any
        if not line.strip():
            if blank:
                break
            blank = True
        elif not line.startswith("["):
            break
        taken.append(line)
    return "\n".join(taken)


# --- boardlab play and replay ------------------------------------------------------------------


def test_play_after_moves_writes_a_record_from_the_start_that_replays(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", "c1", "--moves", "Cd1-d2 Pe7-e6", "--black", "random", "--white",
                                 "random", "--seed", "5"])
    assert result.exit_code == 0, result.output
    text = record_in(result.output)
    record = records.read(text)
    assert record.moves[:2] == ("Cd1-d2", "Pe7-e6") and record.position is None
    assert record.other_tags["Black"] == "random" and record.replay().is_over
    file = tmp_path / "game.txt"
    file.write_text(text)
    replayed = runner.invoke(app, ["replay", str(file), "--quiet"])
    assert replayed.exit_code == 0 and f"valid record, {len(record.moves)} turns" in replayed.output


@pytest.mark.parametrize("key", GAMES)
def test_the_record_command_of_play_replays_for_every_game(key: str) -> None:
    name, options = GAMES[key]
    game = boardlab.load(name, **options)
    moves = random_turns(game, 3).moves
    seats = [arg for seat in game.seats for arg in ("--player", f"{seat}=human")]
    args = ["play", name, "--moves", " ".join(moves), *seats]
    args += [arg for option, value in options.items() for arg in ("-o", f"{option}={value}")]
    result = runner.invoke(app, args, input="record\nquit\n")
    assert result.exit_code == 0, result.output
    record = records.read(record_in(result.output))
    assert record.moves == tuple(moves) and record.options == game.options
    assert record.replay() == game.replay(moves)


def test_play_from_a_position_writes_it_as_the_start() -> None:
    game = boardlab.load("c1")
    middle = game.replay(["Cd1-d2", "Pe7-e6"]).position()
    result = runner.invoke(app, ["play", "c1", "--position", middle, "--moves", "Pb1-d5"], input="record\nquit\n")
    record = records.read(record_in(result.output))
    assert record.position == middle and record.moves == ("Pb1-d5",)


def test_replay_reads_the_game_from_the_header_and_checks_what_is_given(tmp_path: Path) -> None:
    file = tmp_path / "c2.txt"
    file.write_text(records.write(boardlab.load("c1", variant="c2").start().play_turn("Tb3-b4/Cd1-d2")))
    assert "valid record, 1 turns" in runner.invoke(app, ["replay", str(file), "-q"]).output
    assert runner.invoke(app, ["replay", "c1", str(file), "-q", "-o", "variant=c2"]).exit_code == 0
    wrong_game = runner.invoke(app, ["replay", "axiom", str(file), "-q"])
    assert wrong_game.exit_code == 1 and "a game of c1, not axiom" in wrong_game.output
    wrong_option = runner.invoke(app, ["replay", str(file), "-q", "-o", "variant=c1"])
    assert wrong_option.exit_code == 1 and "variant='c2', not variant='c1'" in wrong_option.output
    plain = tmp_path / "plain.txt"
    plain.write_text("[Cd1-d2/Pe7-e6]")
    refused = runner.invoke(app, ["replay", "c1", str(plain), "--json"])
    assert refused.exit_code == 1 and '"ply": 1' in refused.output
    missing = runner.invoke(app, ["replay", str(plain)])
    assert missing.exit_code == 1 and "does not say its game" in missing.output


# --- the web app -----------------------------------------------------------------------------


@pytest.fixture
def client(tmp_path: Path):  # type: ignore[no-untyped-def]
    with TestClient(create_app(f"sqlite:///{tmp_path / 'web.sqlite3'}")) as test_client:
        yield test_client


@pytest.mark.parametrize("key", GAMES)
def test_the_web_record_replays_and_imports_by_its_header(client: TestClient, key: str) -> None:
    name, options = GAMES[key]
    game = boardlab.load(name, **options)
    state = random_turns(game, 4)
    created = client.post("/api/games", json={"game": "c1", "record": records.write(state)})
    assert created.status_code == 201, created.text
    view = created.json()["view"]
    assert (view["game"], view["options"]) == (name, game.options)       # the header decides
    seat = view["to_move"]
    token = created.json()["seats"][seat]["token"]
    legal = view["legal_moves"][0]
    played = client.post(f"/api/games/{view['id']}/moves", json={"move": legal, "ply": view["ply"]},
                         headers={"Authorization": f"Bearer {token}"}).json()
    record = records.read(played["record"])
    assert record.replay().position() == played["position"]
    assert record.other_tags[records.seat_tag(seat)] == "human"
    resigned = client.post(f"/api/games/{view['id']}/resign", headers={"Authorization": f"Bearer {token}"}).json()
    again = records.read(resigned["record"])
    assert again.outcome == (resigned["winner"], resigned["reason"])


def test_a_web_game_left_in_the_middle_of_a_turn_replays(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "c1", "options": {"variant": "c2"}}).json()
    token = created["seats"]["black"]["token"]
    view = client.post(f"/api/games/{created['id']}/moves", json={"move": "Tb3-b4", "ply": 0},
                       headers={"Authorization": f"Bearer {token}"}).json()
    assert records.read(view["record"]).replay().turn_steps == ("Tb3-b4",)


# --- export and import -----------------------------------------------------------------------


def stored_games(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT count(*) FROM games").fetchone()[0]


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """A database with a game of each kind, one of them resigned."""
    path = tmp_path / "games.sqlite3"
    service = GameService(Store(f"sqlite:///{path}"))
    try:
        for key, (name, options) in GAMES.items():
            text = records.write(random_turns(boardlab.load(name, **options), 5, seed=len(key)))
            service.create(name, options, {}, record=text)
        service.create("c1", {}, {}, record="[Cd1-d2] [white WINS]")
    finally:
        service.close()
    return path


def test_export_then_import_gives_the_same_records(database: Path, tmp_path: Path) -> None:
    exported = tmp_path / "all.txt"
    result = runner.invoke(app, ["export", "--db", f"sqlite:///{database}", "--output", str(exported)])
    assert result.exit_code == 0, result.output
    first = records.read_all(exported)
    assert [r.game for r in first] == ["c1", "c1", "axiom", "ccc", "cubes", "comet", "c1"]
    assert first[-1].outcome == ("white", "result given in the record")
    copy = tmp_path / "copy.sqlite3"
    imported = runner.invoke(app, ["import", str(exported), "--db", f"sqlite:///{copy}"])
    assert imported.exit_code == 0, imported.output
    assert stored_games(copy) == 7 and "imported 7 game(s)" in imported.output
    again = runner.invoke(app, ["export", "--db", f"sqlite:///{copy}"])
    assert again.output == exported.read_text()
    only_comet = runner.invoke(app, ["export", "--db", f"sqlite:///{copy}", "--game", "comet"])
    assert [r.game for r in records.read_all(only_comet.output)] == ["comet"]


def test_export_uses_the_web_apps_database_by_default(database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATABASE_ENV, f"sqlite:///{database}")
    assert len(records.read_all(runner.invoke(app, ["export"]).output)) == 7


def test_import_refuses_the_whole_file_naming_the_bad_record(database: Path, tmp_path: Path) -> None:
    good = records.write(boardlab.load("c1").start().play("Cd1-d2"))
    file = tmp_path / "mixed.txt"
    file.write_text(f"{good}\n\n{good.replace('[Cd1-d2]', '[Cd1-d2, Pe7-e6, Pb1-d5]')}\n")
    result = runner.invoke(app, ["import", str(file), "--db", f"sqlite:///{database}"])
    assert result.exit_code == 1 and "nothing imported: record 2" in result.output
    assert "ply 3" in result.output and stored_games(database) == 7
    file.write_text(f"{good}\n\n{good.replace('[Cd1-d2]', '[Cd1-d4]')}\n")
    result = runner.invoke(app, ["import", str(file), "--db", f"sqlite:///{database}"])
    assert result.exit_code == 1 and "record 2: ply 1 (black): Cd1-d4" in result.output
    assert stored_games(database) == 7


@pytest.mark.parametrize("args, problem", [
    (["export", "--db", "sqlite:////no/such/dir/x.db"], "no database at"),
    (["export", "--game", "chess"], "unknown game 'chess'"),
    (["import", "/no/such/file.txt"], "cannot read"),
])
def test_export_and_import_errors_are_clean(args: list[str], problem: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code != 0 and problem in result.output and "Traceback" not in result.output


def test_importing_an_empty_file_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "empty.txt"
    file.write_text("")
    result = runner.invoke(app, ["import", str(file), "--db", f"sqlite:///{tmp_path / 'x.db'}"])
    assert result.exit_code == 1 and "the text is empty" in result.output
