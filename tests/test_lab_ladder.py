"""Per-level game counts of ``boardlab lab ladder`` (``--games-with LEVEL=N``): the counts each
pairing plays, the same tasks whatever the counts (so a results file resumes), games in rounds,
and a fit over every stored game of the ladder's levels."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardlab.cli import app
from boardlab.core.errors import InvalidOption
from boardlab.lab.ladder import ladder_experiment, ladder_tasks, pairing_games, parse_games_with
from boardlab.lab.store import ResultsStore

LEVELS = ["random", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("value", ["expert", "expert=", "=4", "expert=0", "expert=-2", "expert=two", "expert=2.5"])
def test_a_malformed_count_is_refused_naming_it(value: str) -> None:
    with pytest.raises(InvalidOption, match="LEVEL=N") as error:
        parse_games_with([value], LEVELS)
    assert repr(value) in str(error.value)


def test_a_level_outside_the_ladder_or_given_twice_is_refused() -> None:
    with pytest.raises(InvalidOption, match="'master', which is not in the ladder"):
        parse_games_with(["master=3"], LEVELS)
    with pytest.raises(InvalidOption, match="'expert' twice"):
        parse_games_with(["expert=3", "expert=4"], LEVELS)


def test_each_pairing_plays_the_smaller_count_of_its_levels() -> None:
    experiment = ladder_experiment("c1", {}, LEVELS, games=20, seed=0, move_limit=300)
    counts = pairing_games(experiment, parse_games_with(["expert=6", "hard=10"], LEVELS))
    assert counts[("easy", "random")] == 20 and counts[("medium", "easy")] == 20
    assert counts[("hard", "random")] == 10 and counts[("expert", "medium")] == 6
    assert counts[("expert", "hard")] == 6  # both levels have a count: the smaller
    # a count above --games raises the pairings of that level
    assert pairing_games(experiment, {"easy": 30})[("easy", "random")] == 30


def test_the_tasks_are_the_first_games_of_every_pairing_in_rounds() -> None:
    experiment = ladder_experiment("c1", {}, LEVELS, games=6, seed=0, move_limit=300)
    tasks = ladder_tasks(experiment, {"expert": 2})
    per_pairing = Counter((task.pairing.a, task.pairing.b) for task in tasks)
    assert per_pairing[("expert", "random")] == 2 and per_pairing[("hard", "medium")] == 6 and len(tasks) == 6 * 6 + 4 * 2
    # the same games (keys and seeds) as a ladder that plays every pairing fully: a file resumes
    full = {task.key: task.match for task in experiment.tasks()}
    assert all(full[task.key] == task.match for task in tasks)
    # rounds of two games (both seatings) over all pairings: a stopped ladder holds some of each
    rounds = [task.match.number // 2 for task in tasks]
    assert rounds == sorted(rounds)
    first_round = [(task.pairing.a, task.pairing.b) for task in tasks[:20]]
    assert len(set(first_round)) == 10 and [task.match.number for task in tasks[:2]] == [0, 1]  # seats alternate
    # neighbouring levels first within a round, the lopsided pairings last
    gaps = [LEVELS.index(a) - LEVELS.index(b) for a, b in first_round[::2]]
    assert gaps == sorted(gaps) and first_round[:8:2] == [("easy", "random"), ("medium", "easy"), ("hard", "medium"),
                                                          ("expert", "hard")]


def test_the_command_plays_fewer_games_with_a_level_and_fits_every_stored_game(tmp_path: Path) -> None:
    out = tmp_path / "ladder.lab.sqlite"
    args = ["lab", "ladder", "cubes", "-o", "size=5", "--levels", "random,easy,medium", "--move-limit", "30",
            "--workers", "1", "--out", str(out), "--json"]
    result = CliRunner().invoke(app, [*args, "--games", "4", "--games-with", "medium=2"])
    assert result.exit_code == 0, result.output
    ladder = json.loads(result.output)
    played = {(p["stronger"], p["weaker"]): p["games"] for p in ladder["pairings"]}
    assert played == {("easy", "random"): 4, ("medium", "random"): 2, ("medium", "easy"): 2} and ladder["games"] == 8
    # fewer games now: nothing is played, and the fit still reads all eight stored games
    again = json.loads(CliRunner().invoke(app, [*args, "--games", "2"]).output)
    assert again["games"] == 8 and again["elo"] == ladder["elo"]
    with ResultsStore(out) as store:
        assert store.count() == 8
    bad = CliRunner().invoke(app, [*args, "--games-with", "hard=3"])
    assert bad.exit_code == 2 and "'hard', which is not in the ladder (random, easy, medium)" in bad.output
