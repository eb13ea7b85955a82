"""The strength ladder's data file (``boardlab/ai/ladder.json``, :mod:`boardlab.ai.strength`):
written from a results file by ``lab ladder --fit-only --data``, read back, a damaged file
refused naming its problem, and the figures in the lobby's catalogue (``/api/registry``) only for
the options the ladder was played with."""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

with warnings.catch_warnings():  # starlette's notice about httpx, at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.ai import strength
from boardlab.ai.strength import GameLadder, LadderFileError, LevelRating, PairingCount, load_ladder, save_entry
from boardlab.cli import app
from boardlab.core.registry import games
from boardlab.server import create_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

CUBES = GameLadder("cubes", {"size": 8}, "boardlab lab ladder cubes -o size=8 ...", "2026-11-25",
                   {"random": LevelRating(0.0, 0.0, 0.0, 30), "hard": LevelRating(1450.4, 1370.0, 1530.8, 30)},
                   (PairingCount("hard", "random", 20, 20, 1.0), PairingCount("expert", "hard", 0, 4, None)))


def entry(**changes: Any) -> dict[str, Any]:
    """A valid document of one game, with ``changes`` made to its entry."""
    game = {**CUBES.as_json(), **changes}
    return {"format": 1, "games": {"cubes": game}}


def test_an_entry_saved_reads_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "ladder.json"
    save_entry(path, CUBES)
    save_entry(path, GameLadder("c1", {}, "c", "2026-11-25", {"random": LevelRating(0.0, 0.0, 0.0, 2)}))
    ladders = load_ladder(path)
    assert ladders["cubes"] == CUBES and set(ladders) == {"c1", "cubes"}
    assert not ladders["cubes"].complete and ladders["cubes"].levels["hard"].margin == 80.4
    assert load_ladder(tmp_path / "none.json") == {}


@pytest.mark.parametrize(("document", "problem"), [
    ("{not json", "not a readable JSON file"),
    (json.dumps({"games": {}}), '"format": 1'),
    (json.dumps(entry(levels=[1])), "'levels' should be an object"),
    (json.dumps({"format": 1, "games": {"cubes": {"options": {}}}}), "lacks 'command'"),
    (json.dumps(entry(levels={"hard": {"elo": "high", "low": 0, "high": 1, "games": 3}})), "'elo' should be a number"),
    (json.dumps(entry(levels={"hard": {"elo": 10, "low": 20, "high": 30, "games": 3}})), "does not hold the Elo 10"),
    (json.dumps(entry(levels={"hard": {"elo": 10, "low": 0, "high": 30, "games": -1}})), "'games' should be a whole"),
    (json.dumps(entry(pairings=[{"stronger": "hard", "weaker": "random", "games": 2, "planned": 4, "score": 1.5}])),
     "'score' should lie in 0 .. 1"),
    (json.dumps(entry(pairings=[{"weaker": "random"}])), "naming its 'stronger' and 'weaker'"),
])
def test_a_damaged_file_is_refused_naming_the_file_and_the_problem(tmp_path: Path, document: str, problem: str) -> None:
    path = tmp_path / "ladder.json"
    path.write_text(document, encoding="utf-8")
    with pytest.raises(LadderFileError, match=problem) as error:
        load_ladder(path)
    assert str(path) in str(error.value)


def test_the_committed_figures_are_a_ladder_of_each_game_from_random_at_zero() -> None:
    ladders = load_ladder()
    assert set(ladders) <= set(games())
    for ladder in ladders.values():
        assert ladder.levels["random"].elo == 0 and ladder.command.startswith(f"boardlab lab ladder {ladder.game} ")
        assert {p.stronger for p in ladder.pairings} | {p.weaker for p in ladder.pairings} >= set(ladder.levels)


def test_lab_ladder_writes_its_figures_from_the_results_file(tmp_path: Path) -> None:
    out, data = tmp_path / "ladder.lab.sqlite", tmp_path / "ladder.json"
    args = ["lab", "ladder", "cubes", "-o", "size=5", "--levels", "random,easy", "--games", "4", "--move-limit", "30",
            "--workers", "1", "--out", str(out), "--json"]
    played = json.loads(CliRunner().invoke(app, [*args, "--games", "2"]).output)
    assert played["games"] == 2
    result = CliRunner().invoke(app, [*args, "--fit-only", "--data", str(data)])   # plays nothing
    assert result.exit_code == 0, result.output
    ladder = load_ladder(data)["cubes"]
    assert ladder.options == {"size": 5} and ladder.levels["easy"].elo == json.loads(result.stdout)["elo"]["easy"]["elo"]
    assert ladder.pairings == (PairingCount("easy", "random", 2, 4, played["pairings"][0]["score"]),)
    assert ladder.command == ("boardlab lab ladder cubes -o size=5 --levels random,easy --games 4 --seed 0 "
                              "--move-limit 30 --out ladder.lab.sqlite")
    missing = CliRunner().invoke(app, [*args, "--fit-only", "--out", str(tmp_path / "none.lab.sqlite")])
    assert missing.exit_code != 0 and not (tmp_path / "none.lab.sqlite").exists()


@pytest.fixture
def ladder_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ladder.json"
    monkeypatch.setattr(strength, "LADDER_FILE", path)
    return path


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def test_the_catalogue_carries_each_levels_elo_for_the_ladders_options(ladder_file: Path, client: TestClient) -> None:
    save_entry(ladder_file, CUBES)
    ladder = client.get("/api/registry").json()["ladder"]
    # size 8 is Cubes' default: the figures hold for the default options
    assert ladder == {"cubes": {"options": {}, "levels": {"random": {"elo": 0.0, "margin": 0.0, "games": 30},
                                                          "hard": {"elo": 1450.4, "margin": 80.4, "games": 30}}}}
    save_entry(ladder_file, GameLadder("cubes", {"size": 5}, "c", "d", {"easy": LevelRating(300, 200, 400, 8)}))
    assert client.get("/api/registry").json()["ladder"]["cubes"]["options"] == {"size": 5}


def test_a_level_that_has_not_met_its_neighbours_shows_no_figure(ladder_file: Path, client: TestClient) -> None:
    rating = LevelRating(300.0, 100.0, 500.0, 4)
    save_entry(ladder_file, GameLadder("c1", {}, "c", "d", {"random": LevelRating(0, 0, 0, 8), "easy": rating,
                                                            "hard": rating, "expert": rating},
                                       (PairingCount("easy", "random", 4, 4, 1.0), PairingCount("hard", "easy", 4, 4, 1.0),
                                        PairingCount("expert", "random", 4, 4, 1.0),
                                        PairingCount("expert", "hard", 0, 4, None))))
    levels = client.get("/api/registry").json()["ladder"]["c1"]["levels"]
    assert set(levels) == {"random", "easy", "hard"}   # expert has not met hard yet: not placed


def test_a_level_shows_its_figure_only_after_four_games_against_its_neighbour(ladder_file: Path,
                                                                              client: TestClient) -> None:
    rating = LevelRating(300.0, 100.0, 500.0, 6)
    save_entry(ladder_file, GameLadder("c1", {}, "c", "d", {"random": rating, "easy": rating, "hard": rating},
                                       (PairingCount("easy", "random", 4, 20, 1.0),
                                        PairingCount("hard", "easy", 3, 20, 1.0),
                                        PairingCount("hard", "random", 20, 20, 1.0))))
    levels = client.get("/api/registry").json()["ladder"]["c1"]["levels"]
    assert set(levels) == {"random", "easy"}   # hard has 3 games against easy: too few to place it


def test_a_damaged_file_costs_the_figures_not_the_lobby(ladder_file: Path, client: TestClient,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    ladder_file.write_text('{"format": 1, "games": {"cubes": 3}}', encoding="utf-8")
    with caplog.at_level(logging.ERROR, logger="boardlab.server"):
        response = client.get("/api/registry")
    assert response.status_code == 200 and response.json()["ladder"] == {}
    assert "game 'cubes' is not an object" in caplog.text


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.lab import ladder

    for module in (strength, ladder):
        failures, tried = doctest.testmod(module)
        assert tried and not failures, module.__name__
