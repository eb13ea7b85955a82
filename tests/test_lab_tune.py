"""The variant search: objective parsing, penalties, and a small reproducible search."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardlab.cli import app
from boardlab.core.errors import InvalidOption
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.store import ResultsStore
from boardlab.lab.tune import Goal, markdown_summary, penalty, search_space, tune, tune_settings

pytest.importorskip("optuna", reason="lab tune needs Optuna (pip install 'boardlab[lab]')")

DATA = {
    "name": "tune-demo", "seed": 4, "games": 6, "move_limit": 60, "pairings": [["random", "random"]],
    "variants": [{"game": "cubes", "options": {"size": [5, 6], "slide": ["physical", "strict"], "first": "black"}}],
    "tune": {"trials": 5, "games": 6, "rounds": 2,
             "objective": {"first_player_win_rate": {"target": 0.5}, "median_length": {"min": 20, "max": 40}}},
}


def test_goal_penalties() -> None:
    assert Goal("draw_rate", target=0.5).penalty(0.3) == pytest.approx(0.2)
    assert Goal("draw_rate", high=0.1).penalty(0.05) == 0 and Goal("draw_rate", high=0.1).penalty(0.25) == pytest.approx(0.15)
    assert Goal("median_length", low=40, high=120).penalty(30) == pytest.approx(0.25)  # 10 below 40, relative
    assert Goal("median_length", low=40, high=120).penalty(150) == pytest.approx(0.25)
    assert Goal("decided_at", target=0.5).penalty(None) == 1.0  # not measurable: the worst
    metrics = {"first_player_win_rate": 0.7, "length": {"median": 10}}
    goals = (Goal("first_player_win_rate", target=0.5), Goal("median_length", low=20))
    assert penalty(goals, metrics) == pytest.approx(0.2 + 0.5)


@pytest.mark.parametrize(("tune_table", "message"), [
    ({}, "no [tune] table"),
    ({"objective": {}}, "must name at least one metric"),
    ({"objective": {"fun": {"max": 1}}}, "unknown metric 'fun'"),
    ({"objective": {"draw_rate": 0.1}}, "must be a table of target, min and/or max"),
    ({"objective": {"draw_rate": {"target": 0.1, "max": 0.2}}}, "a target or bounds, not both"),
    ({"objective": {"draw_rate": {"max": "low"}}}, "must be numbers"),
    ({"games": 2, "rounds": 3, "objective": {"draw_rate": {"max": 0.1}}}, "rounds (3) cannot exceed games (2)"),
    ({"budget": 3, "objective": {"draw_rate": {"max": 0.1}}}, "unknown key 'budget'"),
])
def test_bad_tune_tables_are_explained(tune_table: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOption) as raised:
        tune_settings(parse_experiment({**DATA, "tune": tune_table}))
    assert message in str(raised.value)


def test_the_search_space_is_the_grid_of_one_game() -> None:
    assert search_space(parse_experiment(DATA)) == {"size": [5, 6], "slide": ["physical", "strict"]}
    mixed = {**DATA, "variants": [*DATA["variants"], {"game": "c1"}]}  # type: ignore[list-item]
    with pytest.raises(InvalidOption, match="one game"):
        search_space(parse_experiment(mixed))


def test_a_small_search_is_reproducible_and_counts_its_games(tmp_path: Path) -> None:
    experiment = parse_experiment(DATA)
    results = []
    for name in ("a", "b"):
        with ResultsStore(tmp_path / f"{name}.lab.sqlite") as store:
            results.append(tune(experiment, store))
            assert store.count() == results[-1]["games_played"]
    first, second = results
    assert first == second
    assert first["trials"] == 5 and first["completed"] + first["pruned"] <= 5
    assert 0 < first["games_played"] <= 4 * 6  # four variants at most, six games each
    full = [row for row in first["best"] if not row["stopped_early"]]
    assert full and [row["penalty"] for row in full] == sorted(row["penalty"] for row in full)
    assert all(row["games"] == 6 for row in full)
    best = first["best"][0]
    assert set(best) >= {"variant", "penalty", "games", "first_player_win_rate", "median_length"}
    assert 0 <= best["first_player_win_rate"]["value"] <= 1


def test_tune_command(tmp_path: Path) -> None:
    path = tmp_path / "demo.toml"
    path.write_text("""
name = "demo"
games = 4
move_limit = 40
pairings = [["random", "random"]]
[[variants]]
game = "cubes"
options = { size = [5, 6] }
[tune]
trials = 2
rounds = 2
[tune.objective]
draw_rate = { max = 0.2 }
""")
    runner = CliRunner()
    result = runner.invoke(app, ["lab", "tune", str(path), "--out", str(tmp_path / "demo.lab.sqlite"),
                                 "--workers", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["trials"] == 2
    text = runner.invoke(app, ["lab", "tune", str(path), "--out", str(tmp_path / "demo.lab.sqlite"), "--workers", "1"])
    assert "# Variant search" in text.output and "0 games played" in text.output
    path.write_text(path.read_text().replace("[tune]", "[tuning]"))
    bad = runner.invoke(app, ["lab", "tune", str(path)])
    assert bad.exit_code == 2 and "unknown key 'tuning'" in bad.output


def test_a_repeated_variant_adds_to_its_earlier_games_and_reports_both_trials(tmp_path: Path) -> None:
    # Two variants and five trials: Optuna must propose a variant more than once.
    data = {**DATA, "variants": [{"game": "cubes", "options": {"size": [5, 6], "first": "black"}}],
            "tune": {**DATA["tune"], "trials": 5}}
    with ResultsStore(tmp_path / "repeat.lab.sqlite") as store:
        result = tune(parse_experiment(data), store)
        stored = store.count()
    trials = result["trial_games"]
    by_variant: dict[str, list[dict[str, object]]] = {}
    for trial in trials:
        by_variant.setdefault(str(trial["variant"]), []).append(trial)
    repeated = [logs for logs in by_variant.values() if len(logs) > 1]
    assert repeated, "five trials over two variants must repeat one"
    for logs in repeated:
        first, later = logs[0], logs[1]
        # the later trial starts from the earlier one's games: never fewer, and it reuses them all
        assert int(later["games"]) >= int(first["games"])  # type: ignore[call-overload]
        assert later["reused"] == first["games"]
    for row in result["best"]:
        logs = by_variant[row["variant"]]
        assert row["trials"] == [log["trial"] for log in logs]
        assert row["games"] == max(int(log["games"]) for log in logs)  # type: ignore[call-overload]
    assert sum(int(t["played"]) for t in trials) == result["games_played"] == stored  # type: ignore[call-overload]
    assert result["games_reused"] == 0
    text = markdown_summary(result)
    assert "## Trials" in text and "games behind it" in text
    for trial in trials:
        assert f"| {trial['trial']} | {trial['variant']} | {trial['games']} | {trial['played']} | {trial['reused']} |" in text


def test_objectives_from_the_design_measures_and_the_pareto_front(tmp_path: Path) -> None:
    # The example: first-player share 45-55 %, draws under 5 %, median length 40-80, skill rising
    data = {**DATA, "pairings": [["easy", "random"]], "variants": [
        {"game": "cubes", "options": {"size": [5, 6, 7], "first": "black"}}],
        "tune": {"trials": 4, "games": 4, "rounds": 2, "objective": {
            "first_player_share": {"min": 0.45, "max": 0.55}, "draw_rate": {"max": 0.05},
            "median_length": {"min": 40, "max": 80}, "skill_trace": {"min": 0.5}, "clarity": {"min": 0.05}}}}
    with ResultsStore(tmp_path / "front.lab.sqlite") as store:
        result = tune(parse_experiment(data), store)
    full = [row for row in result["best"] if not row["stopped_early"]]
    assert full and set(result["pareto_front"]) <= {row["variant"] for row in full}
    assert result["pareto_front"], "a non-empty set of variants always has a front"
    for row in full:
        assert set(row["goal_penalties"]) == {"first_player_share", "draw_rate", "median_length", "skill_trace",
                                              "clarity"}
        assert row["pareto"] == (row["variant"] in result["pareto_front"])
        assert 0 <= row["skill_trace"]["value"] <= 1 and row["skill_trace"]["interval"] is not None
        assert row["clarity"]["value"] is not None
        dominated = [other for other in full if all(other["goal_penalties"][k] <= row["goal_penalties"][k]
                                                    for k in row["goal_penalties"])
                     and other["goal_penalties"] != row["goal_penalties"]]
        assert row["pareto"] == (not dominated)
    assert "## Pareto front" in markdown_summary(result)
