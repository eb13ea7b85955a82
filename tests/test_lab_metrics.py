"""Each lab metric against values worked out by hand on a small fixed set of games."""

from __future__ import annotations

from typing import Any

import pytest

from boardlab.lab.metrics import (
    branching_metrics,
    cell_metrics,
    compare_variants,
    counter_metrics,
    decided_at,
    binomial_p_half,
    chi_square_p,
    evaluation_metrics,
    first_player_share,
    holm,
    lead_changes,
    length_metrics,
    loser_peak,
    outcome_metrics,
    seed_agreement,
    skill_metrics,
    wilson,
)
from boardlab.lab.store import LabGame

SEATS = ("black", "white")


def lab_game(number: int, winner: str, evals: list[float], legal: list[int], a_seat: str = "black",
             counters: dict[str, int] | None = None, unfinished: bool = False) -> LabGame:
    """A game of ``len(evals)`` steps, Black moving first, evaluations from the mover's view."""
    plies = len(evals)
    movers = [SEATS[ply % 2] for ply in range(plies)]
    score = 0.5 if winner not in SEATS else 1.0 if winner == a_seat else 0.0
    return LabGame(task=f"t{number}", variant='["c1", {}]', game="c1", options={}, agent_a="easy", agent_b="random",
                   spec_a="easy", spec_b="random", number=number, seed=1, a_seat=a_seat, first_seat="black",
                   winner=winner, reason="unfinished after 6 steps" if unfinished else "drawn" if winner == "draw" else f"{winner} won",
                   unfinished=unfinished, score_a=score, plies=plies, record="", counters=counters or {},
                   movers=movers, legal=legal, evals=list(evals), kinds=["step"] * plies, seconds=0.0)


# Black's view of g2 is [0.3, 0.2, 0.1, -0.4]: Black led all game and lost at the end.
GAMES = [
    lab_game(0, "black", [0.1, -0.1, 0.2, -0.3], [10, 20, 30, 40], counters={"hop": 2}),
    lab_game(1, "white", [0.3, -0.2, 0.1, 0.4], [10, 10, 10, 10], counters={"hop": 1, "collapse": 1}),
    lab_game(2, "draw", [0.0, 0.0], [4, 6], a_seat="white"),
    lab_game(3, "unfinished", [0.1] * 6, [8] * 6, a_seat="white", unfinished=True),
]


def test_wilson_interval_matches_the_textbook_values() -> None:
    assert wilson(1, 4) == (0.0456, 0.6994)
    assert wilson(0, 10) == (0.0, 0.2775)
    assert wilson(10, 10) == (0.7225, 1.0)


def test_outcome_rates() -> None:
    metrics = outcome_metrics(GAMES, SEATS)
    assert metrics["games"] == 4
    assert (metrics["first_player_win_rate"], metrics["first_player_win_rate_ci95"]) == (0.25, [0.0456, 0.6994])
    assert metrics["second_player_win_rate"] == 0.25
    assert metrics["draw_rate"] == 0.5 and metrics["decisive_rate"] == 0.5
    assert metrics["move_limit_rate"] == 0.25
    assert metrics["seat_win_rates"]["white"]["rate"] == 0.25
    assert metrics["endings"] == {"a player won": 2, "drawn": 1, "unfinished (move limit)": 1}


def test_first_player_share_of_decisive_games() -> None:
    # GAMES: one decisive game won by the first player (Black), one by the second
    assert outcome_metrics(GAMES, SEATS)["first_player_share"] == {
        "share": 0.5, "ci95": [0.0945, 0.9055], "p_value": 1.0, "decisive_games": 2}
    assert first_player_share(0, 0) == {"share": None, "ci95": [None, None], "p_value": 1.0, "decisive_games": 0}
    # exact binomial tails worked out by hand: P(X >= 9 | n=10) = 11/1024, two-sided 22/1024
    assert binomial_p_half(9, 10) == pytest.approx(22 / 1024)
    assert binomial_p_half(1, 10) == binomial_p_half(9, 10)
    assert binomial_p_half(0, 1) == 1.0  # one game can never be significant
    share = first_player_share(70, 100)
    assert share["share"] == 0.7 and share["ci95"] == list(wilson(70, 100)) and share["p_value"] < 0.0001


def test_binomial_test_agrees_with_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    for successes, trials in [(15, 20), (300, 520), (0, 7), (33, 60), (1000, 1900)]:
        assert binomial_p_half(successes, trials) == pytest.approx(stats.binomtest(successes, trials).pvalue, rel=1e-9)


@pytest.mark.parametrize(("statistic", "df"), [(3.841, 1), (5.991, 2), (7.815, 3), (9.488, 4), (11.070, 5),
                                               (18.307, 10)])
def test_chi_square_tail_matches_the_tables_five_percent_points(statistic: float, df: int) -> None:
    assert chi_square_p(statistic, df) == pytest.approx(0.05, abs=2e-4)


def test_seed_agreement_is_pearsons_homogeneity_test() -> None:
    stats = pytest.importorskip("scipy.stats")
    first, decisive = [60, 45, 52, 70], [100, 90, 110, 120]
    table = [[wins, total - wins] for wins, total in zip(first, decisive)]
    expected = stats.chi2_contingency(table, correction=False)
    found = seed_agreement(first, decisive)
    assert found["df"] == 3 and found["chi2"] == pytest.approx(expected.statistic, abs=1e-3)
    assert found["p_value"] == pytest.approx(expected.pvalue, abs=1e-4)
    assert seed_agreement([5], [10])["p_value"] == 1.0 and seed_agreement([0, 0], [4, 6])["p_value"] == 1.0


def test_length_distribution() -> None:
    length = length_metrics(GAMES)
    assert (length["mean"], length["median"], length["q1"], length["q3"]) == (4.0, 4.0, 3.5, 4.5)
    assert (length["min"], length["max"]) == (2, 6)
    assert length["histogram"] == {"edges": [2, 3, 4, 5, 6, 7], "counts": [1, 0, 2, 0, 1]}


def test_branching_factor_overall_and_by_step() -> None:
    branching = branching_metrics(GAMES)
    assert branching["mean"] == 12.375  # 198 legal steps over 16 decisions
    assert branching["by_ply"] == [8.0, 11.0]  # only steps all four games reached
    assert branching["max"] == 40


def test_decisiveness_lead_changes_and_drama() -> None:
    first, second, draw, unfinished = GAMES
    assert decided_at(first) == 0.0  # Black was ahead from the first step
    assert decided_at(second) == 0.75  # White took the lead only before the last step
    assert [lead_changes(game) for game in GAMES] == [0, 1, 0, 5]
    assert loser_peak(first) == -0.1 and loser_peak(second) == 0.3
    metrics = evaluation_metrics(GAMES, SEATS)
    assert metrics["decided_at"] == 0.375 and metrics["lead_changes"] == 1.5
    assert metrics["drama_rate"] == 0.5 and metrics["drama_depth"] == 0.3
    assert metrics["decided_at_ci95"][0] == 0  # clipped: a share is never negative


def test_a_game_without_an_evaluation_has_no_evaluation_metrics() -> None:
    plain = [lab_game(0, "black", [0.0, 0.0], [3, 3])]
    plain = [LabGame(**{**plain[0].__dict__, "evals": [None, None]})]
    assert evaluation_metrics(plain, SEATS) == {}


def test_skill_score_and_elo() -> None:
    skill = skill_metrics(GAMES)
    assert (skill["wins"], skill["draws"], skill["losses"]) == (1, 2, 1)
    assert skill["score"] == 0.5 and skill["elo"] == 0.0
    strong = skill_metrics([lab_game(i, "black", [0.1, 0.1], [2, 2]) for i in range(3)] +
                           [lab_game(3, "white", [0.1, 0.1], [2, 2])])
    assert strong["score"] == 0.75 and strong["elo"] == pytest.approx(190.8485, abs=1e-3)  # 400 log10(3)


def test_counters_add_up() -> None:
    counters = counter_metrics(GAMES)
    assert counters["hop"]["total"] == 3 and counters["hop"]["per_game"] == 0.75
    assert counters["collapse"] == {"total": 1, "per_game": 0.25, "per_game_ci95": [0, 0.74]}


def cell(first_wins: int, games: int = 50) -> dict[str, Any]:
    sample = [lab_game(i, "black" if i < first_wins else "white", [0.1, 0.1], [2, 2]) for i in range(games)]
    return cell_metrics(sample, SEATS)


def test_comparisons_flag_only_real_differences_within_a_game() -> None:
    cells = [("c1", "c1 variant=c1", ("easy", "random"), cell(25)),
             ("c1", "c1 variant=c2", ("easy", "random"), cell(45)),
             ("c1", "c1 repetition=3", ("easy", "random"), cell(26)),
             ("cubes", "cubes size=5", ("easy", "random"), cell(0))]
    tests = compare_variants(cells)
    assert len(tests) == 3 * 3  # three c1 variants two by two, three metrics; cubes stands alone
    first = {(t["a"], t["b"]): t for t in tests if t["metric"] == "first_player_win_rate"}
    assert first["c1 variant=c1", "c1 variant=c2"]["significant"]
    assert not first["c1 variant=c1", "c1 repetition=3"]["significant"]
    assert all(t["p_holm"] >= t["p"] for t in tests)


def test_holm_correction() -> None:
    assert holm([0.01, 0.04, 0.03]) == [0.03, 0.06, 0.06]
    assert holm([0.5]) == [0.5]


def test_no_decisive_game_leaves_decisiveness_and_drama_unmeasured() -> None:
    metrics = evaluation_metrics([GAMES[2], GAMES[3]], SEATS)
    assert metrics["decided_at"] is None and metrics["drama_rate"] is None
    assert metrics["drama_rate_ci95"] == [None, None] and metrics["lead_changes"] == 2.5
