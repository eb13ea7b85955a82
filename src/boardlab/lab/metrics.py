"""What a set of lab games says about a game: balance, draws, length, branching, decisiveness,
drama, skill and the game's own counters, each rate or mean with a 95 % confidence interval.

Definitions (docs/lab.md gives them with their sources):

* a seat is *ahead* at a step when the game's evaluation of the position before the step, from
  that seat's view, is above :data:`LEAD_MARGIN` (values in between count as level);
* *decided at*: the share of the game after which the eventual winner is ahead at every later
  step (0: from the start, 1: not before the last step); lower means decided earlier;
* *lead changes*: how often the side ahead changes in a game (level stretches are skipped);
* *drama*: the share of decisive games in which the eventual loser was ahead at some step, and
  how far ahead (the largest evaluation from the loser's view) in those games.

Rates use the Wilson score interval; means the normal approximation (mean +- 1.96 s / sqrt n).

>>> wilson(5, 10)
(0.2366, 0.7634)
"""

from __future__ import annotations

import math
import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from boardlab.ai.match import GameOutcome, MatchResult
from boardlab.core.registry import load
from boardlab.lab.store import LabGame

#: An evaluation (in [-1, 1], from one seat's view) above this means that seat is ahead.
LEAD_MARGIN = 0.05
Z95 = 1.959964
#: Significance level of the comparisons between variants (after Holm's correction).
ALPHA = 0.05
HISTOGRAM_BINS = 10


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score 95 % interval of a rate, rounded to 4 places ((0, 1) with no trials)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + Z95 ** 2 / trials
    centre = (p + Z95 ** 2 / (2 * trials)) / denominator
    margin = Z95 * math.sqrt(p * (1 - p) / trials + Z95 ** 2 / (4 * trials ** 2)) / denominator
    return round(max(0.0, centre - margin), 4), round(min(1.0, centre + margin), 4)


def mean_ci(values: Sequence[float], low: float = -math.inf,
            high: float = math.inf) -> tuple[float | None, list[float | None]]:
    """``(mean, [low, high])`` with the normal 95 % interval, clipped to the values' possible
    range ``low .. high`` (``None`` where undefined).

    >>> mean_ci([1, 2, 3, 4])
    (2.5, [1.2348, 3.7652])
    >>> mean_ci([0, 0, 0, 1], low=0)
    (0.25, [0, 0.74])
    """
    if not values:
        return None, [None, None]
    mean = statistics.fmean(values)
    if len(values) < 2:
        return round(mean, 4), [None, None]
    margin = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return round(mean, 4), [round(max(low, mean - margin), 4), round(min(high, mean + margin), 4)]


def rate(successes: int, trials: int) -> tuple[float, list[float]]:
    """``(share, [low, high])``: a rate as a fraction from 0 to 1 with its Wilson interval."""
    return (round(successes / trials, 4) if trials else 0.0), list(wilson(successes, trials))


def _put(metrics: dict[str, Any], name: str, value: tuple[Any, list[Any]]) -> None:
    metrics[name], metrics[f"{name}_ci95"] = value


# --- outcomes and length ---------------------------------------------------------------------

def outcome_metrics(games: Sequence[LabGame], seats: Sequence[str]) -> dict[str, Any]:
    """Who wins: the first player, each seat, draws, decisive games, games stopped by the limit."""
    n = len(games)
    decisive = [game for game in games if game.winner in seats]
    # Agents that choose alike replay the same game: a rate over repeats is less sure than its
    # interval says, so the number of different games is reported beside it.
    metrics: dict[str, Any] = {"games": n, "distinct_games": len({game.record for game in games})}
    _put(metrics, "first_player_win_rate", rate(sum(g.winner == g.first_seat for g in games), n))
    _put(metrics, "second_player_win_rate",
         rate(sum(g.winner in seats and g.winner != g.first_seat for g in games), n))
    _put(metrics, "draw_rate", rate(n - len(decisive), n))
    _put(metrics, "decisive_rate", rate(len(decisive), n))
    _put(metrics, "move_limit_rate", rate(sum(g.unfinished for g in games), n))
    metrics["seat_win_rates"] = {seat: dict(zip(("rate", "rate_ci95"), rate(sum(g.winner == seat for g in games), n)))
                                 for seat in seats}
    metrics["endings"] = dict(Counter(_ending(game, seats) for game in games).most_common())
    metrics["first_player_share"] = first_player_share(sum(g.winner == g.first_seat for g in decisive), len(decisive))
    return metrics


def first_player_share(first_wins: int, decisive: int) -> dict[str, Any]:
    """The first player's share of the decisive games, its Wilson interval and the exact
    two-sided binomial test against 50 % (``share`` ``None`` with no decisive game).

    >>> first_player_share(15, 20)
    {'share': 0.75, 'ci95': [0.5313, 0.8881], 'p_value': 0.04139, 'decisive_games': 20}
    """
    share, interval = rate(first_wins, decisive)
    return {"share": share if decisive else None, "ci95": interval if decisive else [None, None],
            "p_value": round(binomial_p_half(first_wins, decisive), 5), "decisive_games": decisive}


def binomial_p_half(successes: int, trials: int) -> float:
    """The exact two-sided binomial test of ``successes`` in ``trials`` against a rate of 1/2:
    twice the probability of a count at least as far from the middle (1.0 with no trials).

    >>> binomial_p_half(8, 10), binomial_p_half(5, 10)
    (0.109375, 1.0)
    """
    if trials == 0:
        return 1.0
    tail = min(successes, trials - successes)
    # Exact integer arithmetic: the sum of C(n, i) for the tail, over 2^n.
    probability = sum(math.comb(trials, i) for i in range(tail + 1)) / 2 ** trials
    return min(1.0, 2 * probability)


def seed_agreement(first_wins: Sequence[int], decisive: Sequence[int]) -> dict[str, Any]:
    """Whether several runs (one per seed) agree on the first player's share of the decisive
    games: Pearson's chi-square test of homogeneity of the runs' (first wins, second wins)
    counts, with its degrees of freedom and p-value (a small p-value: the seeds disagree more
    than chance explains). Runs without decisive games are left out.

    >>> seed_agreement([30, 31, 29], [50, 50, 50])["p_value"]
    0.92
    >>> seed_agreement([45, 20], [50, 50])["p_value"] < 0.001
    True
    """
    runs = [(wins, total) for wins, total in zip(first_wins, decisive) if total]
    all_wins, all_games = sum(w for w, _ in runs), sum(t for _, t in runs)
    if len(runs) < 2 or all_wins in (0, all_games):
        return {"chi2": 0.0, "df": max(len(runs) - 1, 0), "p_value": 1.0}
    share = all_wins / all_games
    chi2 = sum((wins - total * share) ** 2 / (total * share * (1 - share)) for wins, total in runs)
    return {"chi2": round(chi2, 4), "df": len(runs) - 1, "p_value": round(chi_square_p(chi2, len(runs) - 1), 4)}


def chi_square_p(statistic: float, df: int) -> float:
    """The upper tail of the chi-square distribution with ``df`` degrees of freedom, from the
    closed forms of the regularised incomplete gamma function at whole and half-whole shapes.

    >>> round(chi_square_p(3.841, 1), 4), round(chi_square_p(5.991, 2), 4)
    (0.05, 0.05)
    """
    half = statistic / 2
    if df % 2 == 0:
        return min(1.0, math.exp(-half) * sum(half ** i / math.factorial(i) for i in range(df // 2)))
    tail = math.erfc(math.sqrt(half))
    tail += math.exp(-half) * sum(half ** (i - 0.5) / math.gamma(i + 0.5) for i in range(1, (df + 1) // 2))
    return min(1.0, tail)


def _ending(game: LabGame, seats: Sequence[str]) -> str:
    """The reason a game ended with the seats' and cells' names taken out, so that the same
    ending on either side or anywhere on the board adds up (``... the cube on c3.2`` reads
    ``... the cube on a cell``).
    """
    text = "unfinished (move limit)" if game.unfinished else game.reason
    for seat in seats:
        text = text.replace(f"{seat}'s", "a player's").replace(seat, "a player")
    return _CELL.sub("a cell", text)


#: A cell's name in a reason: a file letter and a rank (and, in AXIOM, a level), e.g. c3.2 or e5.
#:
#: >>> _CELL.sub("a cell", "the sceptre reached the cube on c3.2")
#: 'the sceptre reached the cube on a cell'
_CELL = re.compile(r"\b[a-z]\d+(?:\.\d+)?\b")


def length_metrics(games: Sequence[LabGame]) -> dict[str, Any]:
    """Game length in steps: mean (with interval), median, quartiles, extremes and a histogram."""
    lengths = sorted(game.plies for game in games)
    if not lengths:
        return {}
    mean, interval = mean_ci(lengths, 0)
    q1, median, q3 = _quartiles(lengths)
    return {"mean": mean, "mean_ci95": interval, "median": median, "q1": q1, "q3": q3,
            "min": lengths[0], "max": lengths[-1], "histogram": histogram(lengths)}


def _quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    if len(values) == 1:
        return values[0], values[0], values[0]
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, median, q3


def histogram(values: Sequence[int], bins: int = HISTOGRAM_BINS) -> dict[str, list[int]]:
    """Counts in ``bins`` equal bins of whole numbers: ``edges`` has one more entry than ``counts``.

    >>> histogram([1, 2, 2, 9], bins=2)
    {'edges': [1, 6, 11], 'counts': [3, 1]}
    """
    low, high = min(values), max(values)
    width = max(1, math.ceil((high - low + 1) / bins))
    edges = [low + width * i for i in range(bins + 1)]
    while len(edges) > 2 and edges[-2] > high:
        edges.pop()
    counts = [0] * (len(edges) - 1)
    for value in values:
        counts[min((value - low) // width, len(counts) - 1)] += 1
    return {"edges": edges, "counts": counts}


# --- branching and evaluation ----------------------------------------------------------------

def branching_metrics(games: Sequence[LabGame], min_games: int = 5) -> dict[str, Any]:
    """Legal steps per decision: the mean over all steps, and by step number (where at least
    ``min_games`` games, or all of them if fewer, are still going)."""
    counts = [count for game in games for count in game.legal]
    if not counts:
        return {}
    by_ply: dict[int, list[int]] = defaultdict(list)
    for game in games:
        for ply, count in enumerate(game.legal):
            by_ply[ply].append(count)
    needed = min(min_games, len(games))
    mean, interval = mean_ci(counts)
    return {"mean": mean, "mean_ci95": interval, "max": max(counts),
            "by_ply": [round(statistics.fmean(by_ply[ply]), 3) for ply in sorted(by_ply) if len(by_ply[ply]) >= needed]}


def seat_view(game: LabGame, seat: str) -> list[float]:
    """The evaluation before each step from ``seat``'s view (two seats: the other's is its negation)."""
    return [value if mover == seat else -value for mover, value in zip(game.movers, game.evals) if value is not None]


def decided_at(game: LabGame) -> float:
    """The share of the game after which the winner stays ahead (see the module's definitions).

    The winner's view is read backwards from the last step: the game is decided at the step
    after the last one where the winner was not ahead.
    """
    view = seat_view(game, game.winner)
    last_not_ahead = max((ply for ply, value in enumerate(view) if value <= LEAD_MARGIN), default=-1)
    return (last_not_ahead + 1) / len(view) if view else 1.0


def lead_changes(game: LabGame) -> int:
    """How often the seat ahead changes in the game (from the first seat's view)."""
    leaders = [value > 0 for value in seat_view(game, game.first_seat) if abs(value) > LEAD_MARGIN]
    return sum(a != b for a, b in zip(leaders, leaders[1:]))


def loser_peak(game: LabGame) -> float:
    """The eventual loser's largest evaluation in the game (positive: it was ahead)."""
    loser = next(seat for seat in game.movers if seat != game.winner)
    return max(seat_view(game, loser), default=0.0)


def evaluation_metrics(games: Sequence[LabGame], seats: Sequence[str]) -> dict[str, Any]:
    """Decisiveness, lead changes and drama; empty for a game without an evaluation."""
    evaluated = [game for game in games if game.evals and all(value is not None for value in game.evals)]
    if not evaluated or len(seats) != 2:
        return {}
    decisive = [game for game in evaluated if game.winner in seats and len(set(game.movers)) == 2]
    metrics: dict[str, Any] = {"evaluated_games": len(evaluated)}
    _put(metrics, "decided_at", mean_ci([decided_at(game) for game in decisive], 0, 1))
    _put(metrics, "lead_changes", mean_ci([lead_changes(game) for game in evaluated], 0))
    peaks = [loser_peak(game) for game in decisive]
    dramatic = [peak for peak in peaks if peak > LEAD_MARGIN]
    _put(metrics, "drama_rate", rate(len(dramatic), len(decisive)) if decisive else (None, [None, None]))
    _put(metrics, "drama_depth", mean_ci(dramatic, 0, 1))
    return metrics


# --- skill and counters ----------------------------------------------------------------------

def skill_metrics(games: Sequence[LabGame]) -> dict[str, Any]:
    """Agent A's score against B with its interval, and the Elo difference with its interval."""
    match = MatchResult(games[0].agent_a, games[0].agent_b,
                        [GameOutcome(game.number, game.a_seat, game.score_a, game.plies, game.reason) for game in games])
    data = match.to_json()
    return {key: data[key] for key in ("agent_a", "agent_b", "wins", "draws", "losses", "score", "score_ci95",
                                       "elo", "elo_ci95")}


def counter_metrics(games: Sequence[LabGame]) -> dict[str, Any]:
    """The game's own counters: totals over the games and the mean per game with its interval."""
    names = sorted({name for game in games for name in game.counters})
    result: dict[str, Any] = {}
    for name in names:
        values = [game.counters.get(name, 0) for game in games]
        mean, interval = mean_ci(values, 0)
        result[name] = {"total": sum(values), "per_game": mean, "per_game_ci95": interval}
    return result


# --- putting it together ---------------------------------------------------------------------

def cell_metrics(games: Sequence[LabGame], seats: Sequence[str]) -> dict[str, Any]:
    """Every metric of the games of one variant and one pairing."""
    return {**outcome_metrics(games, seats), "length": length_metrics(games), "branching": branching_metrics(games),
            "evaluation": evaluation_metrics(games, seats), "skill": skill_metrics(games),
            "counters": counter_metrics(games)}


def group_games(games: Iterable[LabGame]) -> dict[str, dict[tuple[str, str], list[LabGame]]]:
    """Games by variant key, then by pairing, in a fixed order."""
    groups: dict[str, dict[tuple[str, str], list[LabGame]]] = defaultdict(lambda: defaultdict(list))
    for game in games:
        groups[game.variant][game.pairing].append(game)
    return {variant: {pairing: sorted(cell, key=lambda g: g.number) for pairing, cell in sorted(by_pairing.items())}
            for variant, by_pairing in sorted(groups.items())}


def seats_of(game: str, options: dict[str, Any]) -> tuple[str, ...]:
    """The seats of a variant's game."""
    return load(game, **options).seats


#: The rates compared between variants, and the mean length.
COMPARED_RATES = ("first_player_win_rate", "draw_rate")


def compare_variants(cells: Sequence[tuple[str, str, tuple[str, str], dict[str, Any]]]) -> list[dict[str, Any]]:
    """Every two variants of the same game played by the same pairing (``cells`` holds
    ``(game, variant label, pairing, metrics)``), compared on the first-player win rate, the
    draw rate (two-proportion z-tests) and the mean length (a z-test of the means); p-values are
    corrected for the number of comparisons by Holm's method, and ``significant`` means the
    corrected p-value is below :data:`ALPHA`."""
    by_pairing: dict[tuple[str, tuple[str, str]], list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for game, label, pairing, metrics in cells:
        by_pairing[game, pairing].append((label, metrics))
    tests: list[dict[str, Any]] = []
    for (_, pairing), variants in by_pairing.items():
        for i, (label_a, a) in enumerate(variants):
            for label_b, b in variants[i + 1:]:
                for name in COMPARED_RATES:
                    tests.append({"pairing": list(pairing), "a": label_a, "b": label_b, "metric": name,
                                  "value_a": a[name], "value_b": b[name],
                                  "p": two_proportion_p(a[name], a["games"], b[name], b["games"])})
                tests.append({"pairing": list(pairing), "a": label_a, "b": label_b, "metric": "mean_length",
                              "value_a": a["length"]["mean"], "value_b": b["length"]["mean"],
                              "p": two_means_p(a["length"], a["games"], b["length"], b["games"])})
    for test, corrected in zip(tests, holm([test["p"] for test in tests])):
        test["p"] = round(test["p"], 5)
        test["p_holm"] = round(corrected, 5)
        test["significant"] = corrected < ALPHA
    return tests


def two_proportion_p(p1: float, n1: int, p2: float, n2: int) -> float:
    """The two-sided p-value of a z-test that two rates are equal (1.0 when undecidable).

    >>> round(two_proportion_p(0.7, 100, 0.5, 100), 4)
    0.0039
    """
    pooled = (p1 * n1 + p2 * n2) / (n1 + n2)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    return 1.0 if spread == 0 else math.erfc(abs(p1 - p2) / spread / math.sqrt(2))


def two_means_p(a: dict[str, Any], n1: int, b: dict[str, Any], n2: int) -> float:
    """The two-sided p-value of a z-test that two mean lengths are equal, from their intervals."""
    if None in (*a["mean_ci95"], *b["mean_ci95"]):
        return 1.0
    se1 = (a["mean_ci95"][1] - a["mean"]) / Z95
    se2 = (b["mean_ci95"][1] - b["mean"]) / Z95
    spread = math.hypot(se1, se2)
    return 1.0 if spread == 0 else math.erfc(abs(a["mean"] - b["mean"]) / spread / math.sqrt(2))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm-Bonferroni corrected p-values, in the order given.

    >>> holm([0.01, 0.04, 0.03])
    [0.03, 0.06, 0.06]
    """
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    corrected = [0.0] * len(p_values)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[index]))
        corrected[index] = round(running, 10)
    return corrected


__all__ = ["LEAD_MARGIN", "branching_metrics", "cell_metrics", "compare_variants", "counter_metrics", "decided_at",
           "evaluation_metrics", "group_games", "holm", "lead_changes", "length_metrics", "loser_peak", "mean_ci",
           "outcome_metrics", "rate", "seat_view", "skill_metrics", "two_proportion_p", "wilson"]
