"""The computer-player commands: analyse, match and bench."""

from __future__ import annotations

import json
import math

import pytest
from typer.testing import CliRunner

from boardlab.ai.match import MatchResult, GameOutcome, elo_difference, match_tasks, run_match
from boardlab.cli import app
from boardlab.cli.ai import with_time
from boardlab.core.errors import InvalidOption

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_analyse_json_has_the_move_its_score_and_the_searchs_figures() -> None:
    code, stdout, _ = invoke("analyse", "c1", "--moves", "Cd1-d2 Pe7-e6", "--seconds", "0.3", "--json")
    assert code == 0
    data = json.loads(stdout)
    assert set(data) == {"best", "score", "pv", "depth", "nodes", "seconds"}
    assert data["nodes"] > 0 and data["depth"] >= 1
    assert -1.0 <= data["score"] <= 1.0
    assert data["pv"][0] == data["best"]


def test_analyse_finds_the_rulebook_sample_win() -> None:
    record = ("Cd1-d2 Pe7-e6 Pb1-d5 Pc7-e3 Pf1-f5 Te5-e4 Tb3-b4 Pe6-c2 Pc1-c5 Pc2xe4 Pd5xd3 Te6-e5 "
              "Pc5xa3 Pe3xg5 Tf3-f4 Pe4-e2 Cd2-a5 Tb5-d5 Tb4-b5 Tc6-c4 Pd3-d5 Tb6-c6 Pf5-f6 Pf7-e7 "
              "Tb5-b6 Pb7-b6 Tb2-b5 Pe2xa6 Ca5-b5")
    code, stdout, _ = invoke("analyse", "c1", "--moves", record, "--seconds", "0.5", "--json")
    assert code == 0
    data = json.loads(stdout)
    assert data["score"] == 1.0
    assert data["best"] == "Pa6-a5"


def test_analyse_text_and_agents() -> None:
    code, stdout, _ = invoke("analyse", "c1", "--seconds", "0.2", "--agent", "mcts", "--seed", "1")
    assert code == 0
    assert "best move:" in stdout and "principal variation:" in stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("analyse", "c1", "--agent", "random"), "does not search"),
        (("analyse", "c1", "--agent", "deep-blue"), "known agents"),
        (("analyse", "c1", "--moves", "Cd1-d3"), "illegal move"),
        (("match", "c1", "hard", "nobody"), "unknown agent 'nobody'"),
        (("match", "chess", "random", "random"), "unknown game"),
    ],
)
def test_bad_input_is_explained(args: tuple[str, ...], message: str) -> None:
    code, _, stderr = invoke(*args)
    assert code == 2
    assert message in stderr


def test_match_json_counts_every_game() -> None:
    code, stdout, _ = invoke("match", "c1", "greedy", "random", "--games", "4", "--json")
    assert code == 0
    data = json.loads(stdout)
    assert data["games"] == 4
    assert data["wins"] + data["draws"] + data["losses"] == 4
    assert 0.0 <= data["score_ci95"][0] <= data["score"] <= data["score_ci95"][1] <= 1.0


def test_match_text_shows_score_interval_and_elo() -> None:
    code, stdout, _ = invoke("match", "c1", "random", "random", "--games", "2", "--max-plies", "20")
    assert code == 0
    assert "95% CI" in stdout and "Elo difference" in stdout


def test_matches_alternate_seats_and_are_reproducible() -> None:
    tasks = match_tasks("c1", {}, "mcts:iterations=20", "random", 4, seed=3, max_plies=60)
    first, second = run_match(tasks), run_match(tasks)
    assert [o.a_seat for o in first.outcomes] == ["black", "white", "black", "white"]
    assert first.outcomes == second.outcomes


def test_match_workers_give_the_same_games() -> None:
    tasks = match_tasks("c1", {}, "greedy", "random", 4, seed=1, max_plies=80)
    assert run_match(tasks, workers=2).outcomes == run_match(tasks).outcomes


def test_match_statistics() -> None:
    outcomes = [GameOutcome(n, "black", s, 10, "") for n, s in enumerate([1.0, 1.0, 0.5, 0.0])]
    result = MatchResult("a", "b", outcomes)
    assert (result.wins, result.draws, result.losses) == (2, 1, 1)
    assert result.score == 0.625
    low, high = result.confidence_interval()
    assert low < 0.625 < high
    assert elo_difference(0.5) == 0.0
    assert elo_difference(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_difference(1.0) == math.inf


def test_bench_json_keys() -> None:
    code, stdout, _ = invoke("bench", "c1", "--seconds", "0.2", "--json")
    assert code == 0
    data = json.loads(stdout)
    assert set(data) == {"plies_per_s", "games_per_s", "mean_plies", "reference_plies_per_s", "fast_engine"}
    assert data["plies_per_s"] > 0 and 1 <= data["mean_plies"] <= 300


def test_with_time_adds_a_budget_only_when_missing() -> None:
    assert with_time("alphabeta", 2) == "alphabeta:time=2s"
    assert with_time("mcts:iterations=5", 0.5) == "mcts:iterations=5,time=0.5s"
    assert with_time("mcts:3s", 1) == "mcts:3s"
    assert with_time("alphabeta:time=1s", 2) == "alphabeta:time=1s"
    assert with_time("greedy", 2) == "greedy"                  # an agent without a time budget
    assert with_time("alphabeta:", 2) == "alphabeta:time=2s"
    with pytest.raises(InvalidOption, match="unknown agent"):
        with_time("alphabetta", 2)


def test_bench_says_when_there_is_no_fast_engine() -> None:
    code, stdout, _ = invoke("bench", "c1", "--option", "repetition=3", "--seconds", "0.1")
    assert code == 0
    assert "no fast engine" in stdout
