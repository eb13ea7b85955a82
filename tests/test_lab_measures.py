"""Game-design measures per variant (``report --json`` ``measures``) and the strength ladder
(``boardlab lab ladder``): values worked out by hand, the fixed evaluator on a known position,
the Elo fit against its closed form, and tiny runs through the command line."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

import boardlab
from boardlab.ai.adapters import adapter_for
from boardlab.cli import app
from boardlab.core.errors import InvalidOption
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.ladder import fit_elo, ladder_experiment, skill_trace
from boardlab.lab.measures import MEASURES, move_values, variant_measures
from boardlab.lab.report import build_report
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import LabGame, ResultsStore

SEATS = ("black", "white")


def lab_game(number: int, winner: str, evals: list[float], legal: list[int], agents: tuple[str, str] = ("easy", "random"),
             score_a: float | None = None, record: str = "", unfinished: bool = False) -> LabGame:
    """A C1 game of ``len(evals)`` steps, Black first, evaluations from the mover's view."""
    movers = [SEATS[ply % 2] for ply in range(len(evals))]
    score = score_a if score_a is not None else (1.0 if winner == "black" else 0.5 if winner not in SEATS else 0.0)
    return LabGame(task=f"t{number}-{agents}", variant='["c1", {}]', game="c1", options={}, agent_a=agents[0],
                   agent_b=agents[1], spec_a=agents[0], spec_b=agents[1], number=number, seed=1, a_seat="black",
                   first_seat="black", winner=winner, reason="", unfinished=unfinished, score_a=score,
                   plies=len(evals), record=record, counters={}, movers=movers, legal=legal, evals=evals,
                   kinds=["step"] * len(evals), seconds=0.0)


GAMES = [
    # Black's view [0.1, 0.1, 0.2, 0.3]: ahead from the first step: decided at 0, decisiveness 1
    lab_game(0, "black", [0.1, -0.1, 0.2, -0.3], [10, 20, 30, 40], record="Cd1-d2 Cd7-d6"),
    # Black's view [0.3, 0.2, 0.1, -0.4]: White ahead only at the last step: decided at 3/4
    lab_game(1, "white", [0.3, -0.2, 0.1, 0.4], [10, 10, 10, 10], record="Cd1-d2"),
    lab_game(2, "draw", [0.0, 0.0], [4, 6]),
    lab_game(3, "unfinished", [0.1] * 6, [8] * 6, unfinished=True),
]


def test_measures_from_the_stored_games_by_hand() -> None:
    measures = variant_measures(GAMES, SEATS, "c1", {})
    assert list(measures) == list(MEASURES)
    assert measures["branching_factor"]["value"] == pytest.approx((25 + 10 + 5 + 8) / 4)
    assert measures["decisiveness"]["value"] == pytest.approx((1 + 0.25) / 2)
    assert measures["drama"]["value"] == 0.5  # the loser of game 1 (Black) led
    # one change in game 1; in game 3 each side's 0.1 flips Black's view at every step: 5
    assert measures["lead_changes"]["value"] == pytest.approx((0 + 1 + 0 + 5) / 4)
    assert measures["stalemate_share"]["value"] == 0.5 and measures["stalemate_share"]["move_limit_share"] == 0.25
    # game 0 names d1, d2, d7, d6; game 1 names d1, d2: of C1's 49 squares
    assert measures["coverage"]["value"] == pytest.approx((4 / 49 + 2 / 49) / 2, abs=1e-4)
    assert measures["skill_trace"]["value"] is None and "lab ladder" in measures["skill_trace"]["reason"]
    for measure in measures.values():
        assert ("ci95" in measure) != ("reason" in measure)


def test_the_fixed_evaluator_finds_the_winning_move_and_its_clarity() -> None:
    # Black's slide a3-d3 knocks White's only active cube: White has no move and loses.
    game = boardlab.load("cubes", size=6, first="black")
    rows = ["......", "......", "..W...", "B.....", "......", "......"]
    state = game.from_json({"cubes": {f"{'abcdef'[f]}{6 - r}": ("white active" if ch == "W" else "black active")
                                      for r, row in enumerate(rows) for f, ch in enumerate(row) if ch != "."},
                            "side": "black", "turn": 1})
    adapter = adapter_for(state)
    values = move_values(adapter, adapter.root(state), depth=1)
    assert len(values) == len(state.legal_moves()) and max(values) == 1.0
    assert all(-1.0 <= value <= 1.0 for value in values)
    # the slides past c3 (to d3, e3, f3) knock White's only active cube; nothing else wins
    assert values.count(1.0) == 3 and min(values) < 1.0


def test_elo_fit_matches_the_closed_form_for_two_levels() -> None:
    games = [lab_game(i, "black", [0.1], [1], agents=("easy", "random"), score_a=1.0) for i in range(3)]
    games.append(lab_game(3, "white", [0.1], [1], agents=("easy", "random"), score_a=0.0))
    ratings = fit_elo(games, ["random", "easy"])
    # 3 wins of 4, plus the prior's virtual draw: 3.5 of 5 = 0.7
    assert ratings["easy"]["elo"] == pytest.approx(400 * math.log10(0.7 / 0.3), abs=0.1)
    assert ratings["random"] == {"elo": 0.0, "ci95": [0.0, 0.0], "games": 4}
    low, high = ratings["easy"]["ci95"]
    assert low < ratings["easy"]["elo"] < high and ratings["easy"]["games"] == 4


def test_elo_fit_is_transitive_and_finite_for_perfect_scores() -> None:
    games = []
    for number, (a, b) in enumerate([("easy", "random"), ("medium", "easy"), ("medium", "random")] * 4):
        games.append(lab_game(number, "black", [0.1], [1], agents=(a, b), score_a=1.0))
    ratings = fit_elo(games, ["random", "easy", "medium"])
    assert 0 == ratings["random"]["elo"] < ratings["easy"]["elo"] < ratings["medium"]["elo"] < math.inf
    trace = skill_trace(games, ["random", "easy", "medium"])
    assert trace is not None and trace["rising"] and [s["score"] for s in trace["steps"]] == [1.0, 1.0]


def test_ladder_experiment_refuses_bad_levels() -> None:
    with pytest.raises(InvalidOption, match="at least two levels"):
        ladder_experiment("c1", {}, ["easy"], 2, 0, 50)
    with pytest.raises(InvalidOption, match="each level once"):
        ladder_experiment("c1", {}, ["easy", "easy"], 2, 0, 50)
    with pytest.raises(InvalidOption):
        ladder_experiment("c1", {}, ["easy", "grandmaster"], 2, 0, 50)


def test_ladder_command_and_its_skill_trace_in_the_report(tmp_path: Path) -> None:
    out = tmp_path / "cubes-ladder.lab.sqlite"
    args = ["lab", "ladder", "cubes", "-o", "size=5", "--levels", "random,easy", "--games", "4", "--move-limit", "40",
            "--workers", "1", "--out", str(out)]
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    ladder = json.loads(result.output)
    assert ladder["games"] == 4 and set(ladder["elo"]) == {"random", "easy"}
    assert ladder["skill_trace"]["steps"][0]["stronger"] == "easy" and ladder["skill_trace"]["steps"][0]["games"] == 4
    text = CliRunner().invoke(app, args)
    assert "# Strength ladder: cubes size=5" in text.output and "| easy v random | 4 |" in text.output
    with ResultsStore(out) as store:
        assert store.count() == 4  # the second run resumed: nothing played twice
        report = build_report(store)
    trace = report["variants"][0]["measures"]["skill_trace"]
    assert trace["value"] == ladder["skill_trace"]["value"] and trace["ci95"] == ladder["skill_trace"]["ci95"]
    bad = CliRunner().invoke(app, ["lab", "ladder", "cubes", "--levels", "easy"])
    assert bad.exit_code == 2 and "at least two levels" in bad.output


def test_every_variant_of_a_report_has_every_measure(tmp_path: Path) -> None:
    experiment = parse_experiment({"name": "measures", "seed": 2, "games": 2, "move_limit": 40,
                                   "pairings": [["random", "random"]],
                                   "variants": [{"game": "c1"}, {"game": "comet"}, {"game": "axiom"}]})
    with ResultsStore(tmp_path / "measures.lab.sqlite") as store:
        run_experiment(experiment, store)
        report = build_report(store)
    for variant in report["variants"]:
        measures = variant["measures"]
        assert list(measures) == list(MEASURES)
        for name, measure in measures.items():
            if measure["value"] is None:
                assert measure["reason"], name
            else:
                low, high = measure["ci95"]
                assert low is None or low <= measure["value"] <= high, (variant["variant"], name)
    comet = next(v for v in report["variants"] if v["game"] == "comet")["measures"]
    assert comet["clarity"]["value"] is None and comet["skill_trace"]["value"] is None
    c1 = next(v for v in report["variants"] if v["game"] == "c1")["measures"]
    assert 0 <= c1["uncertainty"]["value"] <= 1 and 0 <= c1["clarity"]["value"] <= 1


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.core import numbers
    from boardlab.envs import limits
    from boardlab.lab import ladder, metrics, pool

    for module in (numbers, limits, ladder, metrics, pool):
        failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert tried > 0 and failures == 0, module.__name__
