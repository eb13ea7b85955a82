"""A strength ladder: a round robin of a game's levels, an Elo fit and the skill trace.

``boardlab lab ladder GAME`` plays every two levels against each other (each pairing an
ordinary lab experiment, the stronger level as agent A, seats alternating), stores the games in
a results file like any run (so it resumes, and ``lab report`` reads it), then fits one Elo
rating per level to all the games at once and reads the *skill trace*: the score of each level
against the level just below it. A game where the trace stays near 50 % rewards thinking
little; one where it rises at every step rewards skill all the way up.

The Elo fit is the Bradley-Terry model's maximum likelihood (a draw counts half a win), found
by Newton's method, with the first level anchored at 0. Its 95 % intervals come from the
curvature of the likelihood (the inverse of the observed information). A level that won or lost
every game would have an infinite rating; one virtual draw between every two levels that met
(:data:`PRIOR_DRAWS`) keeps every rating finite, pulling each a little towards the others.

The same functions serve any list of levels; the compiled-search work reuses them for its own
strength ladder:

>>> experiment = ladder_experiment("cubes", {"size": 5}, ["random", "easy"], games=2, seed=0, move_limit=40)
>>> [pairing.label for pairing in experiment.pairings]
['easy v random']

A costly level plays fewer games: ``games_with`` gives the pairings that include a level their
own count (the smaller one where both levels of a pairing have one), and :func:`ladder_tasks`
lists the games in rounds, neighbouring levels first, so that a ladder stopped part way holds
some games of every pairing, the closest first:

>>> experiment = ladder_experiment("c1", {}, ["random", "easy", "expert"], games=4, seed=0, move_limit=40)
>>> counts = parse_games_with(["expert=2"], ["random", "easy", "expert"])
>>> [(task.pairing.label, task.match.number) for task in ladder_tasks(experiment, counts)][:7]
[('easy v random', 0), ('easy v random', 1), ('expert v easy', 0), ('expert v easy', 1), ('expert v random', 0), ('expert v random', 1), ('easy v random', 2)]
"""

from __future__ import annotations

import datetime
import itertools
import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from boardlab.ai.match import wilson_interval
from boardlab.ai.strength import GameLadder, LevelRating, PairingCount
from boardlab.core.errors import InvalidOption
from boardlab.lab.experiment import Experiment, LabTask, parse_experiment
from boardlab.lab.metrics import Z95
from boardlab.lab.store import LabGame

#: The levels of a ladder, weakest first, when none are given.
DEFAULT_LEVELS = ("random", "easy", "medium", "hard")
#: Every named level, weakest first: the order in which a report finds a ladder in any games.
LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert")
#: Virtual draws added between every two levels that played: keeps a perfect score finite.
PRIOR_DRAWS = 1.0
#: Elo points per natural-log unit of the odds of winning.
_ELO_PER_UNIT = 400 / math.log(10)


def ladder_experiment(game: str, options: dict[str, Any], levels: Sequence[str], games: int, seed: int,
                      move_limit: int) -> Experiment:
    """The round robin of ``levels`` (weakest first): each two of them, the stronger as agent A.

    Raises :class:`InvalidOption` for fewer than two levels, a level named twice, or an
    unknown game, option or agent.
    """
    levels = [level.strip() for level in levels]
    if len(levels) < 2:
        raise InvalidOption(f"a ladder needs at least two levels, weakest first, got {levels!r}")
    if len(set(levels)) != len(levels):
        raise InvalidOption(f"a ladder names each level once, got {levels!r}")
    pairings = [[stronger, weaker] for weaker, stronger in itertools.combinations(levels, 2)]
    return parse_experiment({"name": f"{game}-ladder", "seed": seed, "games": games, "move_limit": move_limit,
                             "pairings": pairings, "variants": [{"game": game, "options": options}]},
                            name=f"{game}-ladder")


def parse_games_with(values: Sequence[str], levels: Sequence[str]) -> dict[str, int]:
    """``LEVEL=N`` texts (``--games-with``) as ``{level: games}``, for levels of the ladder.

    Raises :class:`InvalidOption` for a text that is not ``LEVEL=N`` with N a whole number of
    at least 1, a level not in ``levels``, or a level given twice.

    >>> parse_games_with(["expert=6", " hard = 10 "], ["random", "hard", "expert"])
    {'expert': 6, 'hard': 10}
    """
    known = [level.strip() for level in levels]
    counts: dict[str, int] = {}
    for value in values:
        level, equals, number = (part.strip() for part in value.partition("="))
        if not equals or not level or not number.isdigit() or int(number) < 1:
            raise InvalidOption(f"--games-with takes LEVEL=N with N a whole number of games of at least 1, "
                                f"e.g. expert=6; got {value!r}")
        if level not in known:
            raise InvalidOption(f"--games-with names level {level!r}, which is not in the ladder "
                                f"({', '.join(known)})")
        if level in counts:
            raise InvalidOption(f"--games-with gives level {level!r} twice")
        counts[level] = int(number)
    return counts


def pairing_games(experiment: Experiment, games_with: dict[str, int]) -> dict[tuple[str, str], int]:
    """The games each pairing ``(a, b)`` plays: the experiment's count, or the smallest count
    ``games_with`` gives one of its two levels."""
    return {(p.a, p.b): min([games_with[level] for level in (p.a, p.b) if level in games_with],
                            default=experiment.games)
            for p in experiment.pairings}


def ladder_tasks(experiment: Experiment, games_with: dict[str, int] | None = None) -> list[LabTask]:
    """The ladder's games, each pairing playing its :func:`pairing_games` count, in rounds of two
    games (one with each seating) over every pairing; within a round, neighbouring levels first,
    then those two apart, and so on: a ladder stopped part way has its skill trace and a chain of
    neighbours linking every level's rating before the lopsided pairings.

    A pairing's games are the first ones of the experiment's own numbering, so its tasks are the
    same whatever the counts (a results file played with more games, or fewer, resumes)."""
    counts = pairing_games(experiment, games_with or {})
    tasks = [task for task in experiment.tasks(games=max(counts.values()))
             if task.match.number < counts[(task.pairing.a, task.pairing.b)]]
    # the k-th level (weakest first) is the stronger side of exactly k pairings
    rank = {pairing.a: 0 for pairing in experiment.pairings} | {pairing.b: 0 for pairing in experiment.pairings}
    for pairing in experiment.pairings:
        rank[pairing.a] += 1
    order = {pairing: index for index, pairing in enumerate(experiment.pairings)}
    return sorted(tasks, key=lambda task: (task.match.number // 2, rank[task.pairing.a] - rank[task.pairing.b],
                                           order[task.pairing], task.match.number))


def _scores(games: Sequence[LabGame], levels: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """``(points, played)``: ``points[i, j]`` is level i's score against level j over ``played[i, j]`` games."""
    index = {level: i for i, level in enumerate(levels)}
    points = np.zeros((len(levels), len(levels)))
    played = np.zeros((len(levels), len(levels)))
    for game in games:
        a, b = index.get(game.agent_a), index.get(game.agent_b)
        if a is None or b is None or a == b:
            continue
        points[a, b] += game.score_a
        points[b, a] += 1 - game.score_a
        played[a, b] += 1
        played[b, a] += 1
    met = played > 0
    points[met] += PRIOR_DRAWS / 2
    played[met] += PRIOR_DRAWS
    return points, played


def fit_elo(games: Sequence[LabGame], levels: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Each level's Elo rating (the first level at 0) with its 95 % interval, from every game
    between two of ``levels``; a level that met no other is left out.

    >>> from boardlab.lab.store import LabGame
    >>> def game(a, b, score):
    ...     return LabGame("t", "v", "c1", {}, a, b, a, b, 0, 0, "black", "black", "black", "", False, score,
    ...                    1, "", {}, [], [], [], [], 0.0)
    >>> ratings = fit_elo([game("easy", "random", 1.0)] * 3 + [game("easy", "random", 0.0)], ["random", "easy"])
    >>> ratings["random"]["elo"], ratings["easy"]["elo"] > 100
    (0.0, True)
    """
    points, played = _scores(games, levels)
    connected = [i for i in range(len(levels)) if played[i].sum() > 0]
    if len(connected) < 2:
        return {}
    rating = np.zeros(len(levels))
    free = connected[1:]  # the first connected level is the anchor
    for _ in range(100):
        gradient, information = _derivatives(rating, points, played)
        step = np.linalg.solve(information[np.ix_(free, free)], gradient[free])
        rating[free] += step
        if np.max(np.abs(step)) < 1e-10:
            break
    _, information = _derivatives(rating, points, played)
    covariance = np.linalg.inv(information[np.ix_(free, free)])
    spread = dict(zip(free, np.sqrt(np.diag(covariance))))
    result = {}
    for i in connected:
        elo = (rating[i] - rating[connected[0]]) * _ELO_PER_UNIT
        half = Z95 * spread.get(i, 0.0) * _ELO_PER_UNIT
        result[levels[i]] = {"elo": round(float(elo), 1), "ci95": [round(float(elo - half), 1), round(float(elo + half), 1)],
                             "games": int(played[i].sum() - PRIOR_DRAWS * np.count_nonzero(played[i]))}
    return result


def _derivatives(rating: np.ndarray, points: np.ndarray, played: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The log-likelihood's gradient and the observed information (minus its second derivatives)."""
    expected = 1 / (1 + np.exp(rating[None, :] - rating[:, None]))  # level i's chance against j
    gradient = (points - played * expected).sum(axis=1)
    weight = played * expected * (1 - expected)
    information = np.diag(weight.sum(axis=1)) - weight
    return gradient, information


def skill_trace(games: Sequence[LabGame], levels: Sequence[str]) -> dict[str, Any] | None:
    """The score of each level against the level just below it, and the pooled score of the
    stronger side over those steps (``None`` when the games hold no two neighbouring levels)."""
    steps = []
    pooled: list[float] = []
    for weaker, stronger in zip(levels, levels[1:]):
        scores = [g.score_a for g in games if (g.agent_a, g.agent_b) == (stronger, weaker)]
        scores += [1 - g.score_a for g in games if (g.agent_a, g.agent_b) == (weaker, stronger)]
        if not scores:
            continue
        mean, interval = _score(scores)
        steps.append({"stronger": stronger, "weaker": weaker, "games": len(scores), "score": mean,
                      "score_ci95": interval})
        pooled += scores
    if not steps:
        return None
    value, interval = _score(pooled)
    return {"value": value, "ci95": interval, "steps": steps,
            "rising": all(step["score"] > 0.5 for step in steps)}


def _score(scores: list[float]) -> tuple[float, list[float]]:
    """A mean score with the Wilson score interval (as ``boardlab match``: honest at 0 % and 100 %)."""
    mean = sum(scores) / len(scores)
    low, high = wilson_interval(mean, len(scores))
    return round(mean, 4), [round(low, 4), round(high, 4)]


def ladder_levels_in(games: Sequence[LabGame], order: Sequence[str] = LEVEL_ORDER) -> list[str]:
    """The levels of ``order`` that the games' agents name, weakest first."""
    named = {name for g in games for name in g.pairing}
    return [level for level in order if level in named]


def pairing_scores(games: Sequence[LabGame], levels: Sequence[str],
                   planned: dict[tuple[str, str], int] | None = None) -> list[dict[str, Any]]:
    """Each two levels that met, or with ``planned`` (``(stronger, weaker)`` -> games) each
    planned pairing: its games (and ``planned``), the stronger level's wins, draws and losses, and
    its score with the Wilson interval (``None`` before the first game)."""
    result = []
    for weaker, stronger in itertools.combinations(levels, 2):
        scores = [g.score_a for g in games if (g.agent_a, g.agent_b) == (stronger, weaker)]
        scores += [1 - g.score_a for g in games if (g.agent_a, g.agent_b) == (weaker, stronger)]
        if not scores and (planned is None or (stronger, weaker) not in planned):
            continue
        mean, interval = _score(scores) if scores else (None, [None, None])
        entry = {"stronger": stronger, "weaker": weaker, "games": len(scores),
                 "wins": scores.count(1.0), "draws": scores.count(0.5), "losses": scores.count(0.0),
                 "score": mean, "score_ci95": interval}
        if planned is not None:
            entry["planned"] = planned.get((stronger, weaker), 0)
        result.append(entry)
    return result


def ladder_report(games: Sequence[LabGame], levels: Sequence[str],
                  planned: dict[tuple[str, str], int] | None = None) -> dict[str, Any]:
    """The ladder's result: the Elo of each level, every pairing's games (of those ``planned``)
    and score, and the skill trace."""
    return {"levels": list(levels), "games": len(games), "elo": fit_elo(games, levels),
            "pairings": pairing_scores(games, levels, planned), "skill_trace": skill_trace(games, levels)}


def ladder_data(result: dict[str, Any], command: str, today: datetime.date | None = None) -> GameLadder:
    """A ladder's result (:func:`ladder_report` with its planned counts, its ``game`` and
    ``options``) as an entry of the ladder data file (:mod:`boardlab.ai.strength`): every level's
    rating, and every pairing's games of those planned with the stronger level's score."""
    levels = {level: LevelRating(rating["elo"], rating["ci95"][0], rating["ci95"][1], rating["games"])
              for level, rating in result["elo"].items()}
    pairings = tuple(PairingCount(p["stronger"], p["weaker"], p["games"], p.get("planned", p["games"]), p["score"])
                     for p in result["pairings"])
    date = (today or datetime.datetime.now(datetime.UTC).date()).isoformat()
    return GameLadder(result["game"], dict(result["options"]), command, date, levels, pairings)


def markdown_ladder(result: dict[str, Any], title: str) -> str:
    """The ladder's result as Markdown."""
    lines = [f"# Strength ladder: {title}", "",
             f"{result['games']} games, every two levels against each other. Elo is fitted to all games at once "
             "(the weakest level at 0; 95 % intervals; one virtual draw between every two levels keeps a "
             "perfect score finite).", "", "| level | Elo | 95 % interval | games |", "|---|---|---|---|"]
    for level in result["levels"]:
        rating = result["elo"].get(level)
        if rating is not None:
            lines.append(f"| {level} | {rating['elo']:+.0f} | {rating['ci95'][0]:+.0f} .. {rating['ci95'][1]:+.0f} "
                         f"| {rating['games']} |")
    if result.get("pairings"):
        lines += ["", "Every pairing: the stronger level's wins, draws and losses and its score.", "",
                  "| stronger v weaker | games | W-D-L | score | 95 % interval |", "|---|---|---|---|---|"]
        lines += [f"| {p['stronger']} v {p['weaker']} | {_played(p)} | {p['wins']}-{p['draws']}-{p['losses']} "
                  f"| {_pct(p['score'])} | {_pct(p['score_ci95'][0])} .. {_pct(p['score_ci95'][1])} |"
                  for p in result["pairings"]]
    trace = result["skill_trace"]
    if trace:
        lines += ["", "Skill trace: the score of each level against the level below it.", "",
                  "| stronger v weaker | games | score | 95 % interval |", "|---|---|---|---|"]
        lines += [f"| {s['stronger']} v {s['weaker']} | {s['games']} | {s['score']:.0%} "
                  f"| {_pct(s['score_ci95'][0])} .. {_pct(s['score_ci95'][1])} |" for s in trace["steps"]]
        verdict = "rises at every step" if trace["rising"] else "does not rise at every step"
        lines += ["", f"Pooled: the stronger level scores {trace['value']:.0%} "
                      f"({_pct(trace['ci95'][0])} .. {_pct(trace['ci95'][1])}); the trace {verdict}."]
    return "\n".join(lines) + "\n"


def _played(pairing: dict[str, Any]) -> str:
    """"3 of 4" where the pairing has a planned count short of its games, else "4"."""
    planned = pairing.get("planned")
    return f"{pairing['games']} of {planned}" if planned is not None and pairing["games"] < planned else str(pairing["games"])


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


__all__ = ["DEFAULT_LEVELS", "LEVEL_ORDER", "PRIOR_DRAWS", "fit_elo", "ladder_experiment", "ladder_levels_in",
           "ladder_data", "ladder_report", "ladder_tasks", "markdown_ladder", "pairing_games", "pairing_scores", "parse_games_with", "skill_trace"]
