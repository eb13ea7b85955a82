"""Searching the variant space for a designer's objective, with Optuna.

The experiment's ``[[variants]]`` grid is the search space (each option listed with several
values is one choice) and its ``[tune]`` table the objective::

    [tune]
    trials = 12              # variants to try at most
    games = 40               # games per variant tried, with the experiment's first pairing
    rounds = 4               # checkpoints where a clearly worse variant is stopped early
    [tune.objective]
    first_player_win_rate = { target = 0.5 }
    draw_rate = { max = 0.10 }
    median_length = { min = 40, max = 120 }

A variant's *penalty* adds up how far each measured value is from its goal: the distance to a
``target``, or how far it is beyond a ``min`` or ``max`` (lengths relative to the bound, so a
length 10 % too short weighs like a rate 0.10 off). 0 meets every goal. After each round the
penalty so far is reported to Optuna, whose median pruner stops a variant that is clearly worse
than the ones before it at the same point. Games go to the experiment's results file, so a
variant tried twice, or already played by ``lab run``, costs no new games, and
``boardlab lab report`` shows everything the search measured.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from boardlab.core.errors import InvalidOption
from boardlab.lab.experiment import Experiment, Variant
from boardlab.lab.ladder import ladder_levels_in, skill_trace
from boardlab.lab.measures import MEASURES, unmeasured, variant_measures
from boardlab.lab.metrics import cell_metrics, seats_of
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import ResultsStore

#: The metrics an objective may name, read from a variant's metrics.
METRICS: dict[str, Callable[[dict[str, Any]], float | None]] = {
    "first_player_win_rate": lambda m: m["first_player_win_rate"],
    "second_player_win_rate": lambda m: m["second_player_win_rate"],
    "draw_rate": lambda m: m["draw_rate"],
    "decisive_rate": lambda m: m["decisive_rate"],
    "move_limit_rate": lambda m: m["move_limit_rate"],
    "median_length": lambda m: m["length"]["median"],
    "mean_length": lambda m: m["length"]["mean"],
    "branching": lambda m: m["branching"].get("mean"),
    "decided_at": lambda m: m["evaluation"].get("decided_at"),
    "lead_changes": lambda m: m["evaluation"].get("lead_changes"),
    "drama_rate": lambda m: m["evaluation"].get("drama_rate"),
    "skill_score": lambda m: m["skill"]["score"],
    "first_player_share": lambda m: m["first_player_share"]["share"],
    **{name: (lambda m, name=name: m["measures"][name]["value"]) for name in MEASURES},
}
#: The metrics read from the game-design measures (computed only when an objective names one:
#: the fixed evaluator costs a little time at every round).
MEASURE_METRICS = frozenset(MEASURES)
_GOALS = {"target", "min", "max"}
_TUNE_KEYS = {"trials", "games", "rounds", "objective"}


@dataclasses.dataclass(frozen=True)
class Goal:
    """One line of an objective: a metric and its target, or its bounds."""

    metric: str
    target: float | None = None
    low: float | None = None
    high: float | None = None

    def penalty(self, value: float | None) -> float:
        """How far ``value`` is from this goal (0: met); a metric that cannot be measured costs 1."""
        if value is None:
            return 1.0
        if self.target is not None:
            return abs(value - self.target) / _scale(self.target)
        below = (self.low - value) / _scale(self.low) if self.low is not None and value < self.low else 0.0
        above = (value - self.high) / _scale(self.high) if self.high is not None and value > self.high else 0.0
        return below + above

    def describe(self) -> str:
        if self.target is not None:
            return f"{self.metric} close to {self.target:g}"
        bounds = [f"at least {self.low:g}"] if self.low is not None else []
        bounds += [f"at most {self.high:g}"] if self.high is not None else []
        return f"{self.metric} {' and '.join(bounds)}"


def _scale(bound: float) -> float:
    """Rates are compared as they are, lengths and counts relative to their bound."""
    return abs(bound) if abs(bound) > 1 else 1.0


@dataclasses.dataclass(frozen=True)
class TuneSettings:
    trials: int
    games: int
    rounds: int
    goals: tuple[Goal, ...]


def tune_settings(experiment: Experiment) -> TuneSettings:
    """The ``[tune]`` table, checked; raises :class:`InvalidOption` naming the problem."""
    table = experiment.tune
    if not table:
        raise InvalidOption(f"experiment {experiment.name!r} has no [tune] table with an objective")
    unknown = sorted(set(table) - _TUNE_KEYS)
    if unknown:
        raise InvalidOption(f"[tune] has an unknown key {unknown[0]!r}; known keys: {', '.join(sorted(_TUNE_KEYS))}")
    objective = table.get("objective")
    if not isinstance(objective, dict) or not objective:
        raise InvalidOption("[tune.objective] must name at least one metric, e.g. draw_rate = { max = 0.1 }")
    goals = tuple(_goal(metric, spec) for metric, spec in objective.items())
    settings = TuneSettings(_whole(table, "trials", 12), _whole(table, "games", experiment.games),
                            _whole(table, "rounds", 4), goals)
    if settings.rounds > settings.games:
        raise InvalidOption(f"[tune] rounds ({settings.rounds}) cannot exceed games ({settings.games})")
    return settings


def _goal(metric: str, spec: Any) -> Goal:
    if metric not in METRICS:
        raise InvalidOption(f"the objective names an unknown metric {metric!r}; known: {', '.join(METRICS)}")
    if not isinstance(spec, dict) or not spec or set(spec) - _GOALS:
        raise InvalidOption(f"objective {metric!r} must be a table of target, min and/or max, "
                            f"e.g. {metric} = {{ max = 0.1 }}, got {spec!r}")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in spec.values()):
        raise InvalidOption(f"objective {metric!r}: target, min and max must be numbers, got {spec!r}")
    if "target" in spec and len(spec) > 1:
        raise InvalidOption(f"objective {metric!r}: give a target or bounds, not both")
    return Goal(metric, spec.get("target"), spec.get("min"), spec.get("max"))


def _whole(table: dict[str, Any], key: str, default: int) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidOption(f"[tune] {key!r} must be a whole number of at least 1, got {value!r}")
    return value


def search_space(experiment: Experiment) -> dict[str, list[Any]]:
    """Each option that the experiment lists with several values, and those values."""
    games = {variant.game for variant in experiment.variants}
    if len(games) != 1:
        raise InvalidOption(f"tune searches the variants of one game; the experiment has {', '.join(sorted(games))}")
    axes: dict[str, list[Any]] = {}
    for variant in experiment.variants:
        for name, value in variant.options:
            axes.setdefault(name, [])
            if value not in axes[name]:
                axes[name].append(value)
    return {name: values for name, values in axes.items() if len(values) > 1}


def penalty(goals: tuple[Goal, ...], metrics: dict[str, Any]) -> float:
    """The sum of the goals' penalties for one variant's metrics."""
    return sum(goal.penalty(METRICS[goal.metric](metrics)) for goal in goals)


def tune(experiment: Experiment, store: ResultsStore, workers: int = 1, ray: str | None = None,
         on_trial: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Search the experiment's variants for its objective; the best variants and the games spent.

    Reproducible with the experiment's seed (the sampler is seeded and games depend only on
    their tasks). Raises :class:`InvalidOption` for a bad ``[tune]`` table or search space.
    """
    optuna = _import_optuna()
    settings = tune_settings(experiment)
    space = search_space(experiment)
    known = {variant.options: variant for variant in experiment.variants}
    single = dataclasses.replace(experiment, pairings=experiment.pairings[:1])
    seats = seats_of(experiment.variants[0].game, dict(experiment.variants[0].options))
    spent: dict[str, set[str]] = {"played": set(), "used": set()}
    measured: dict[Variant, dict[str, Any]] = {}
    stopped: set[Variant] = set()
    trials: list[dict[str, Any]] = []

    def objective(trial: Any) -> float:
        choice = {name: trial.suggest_categorical(name, values) for name, values in space.items()}
        variant = next((v for options, v in known.items() if all(dict(options)[k] == c for k, c in choice.items())),
                       None)
        if variant is None:  # a combination the experiment's tables do not list
            raise optuna.TrialPruned()
        # A variant tried before (by an earlier trial or an earlier run) starts from the games
        # already behind it, so a repeat adds to them instead of measuring fewer again.
        behind = _games_behind(single, store, variant, settings.games)
        log = {"trial": trial.number, "variant": variant.label, "games": 0, "played": 0, "reused": 0}
        value = math.inf
        for round_number in range(1, settings.rounds + 1):
            games = max(math.ceil(settings.games * round_number / settings.rounds), behind)
            metrics = _measure(single, store, variant, games, seats, workers, ray, spent, log,
                               with_measures=any(goal.metric in MEASURE_METRICS for goal in settings.goals))
            value = penalty(settings.goals, metrics)
            trial.report(value, round_number)
            _keep_largest(measured, variant, metrics)
            if games >= settings.games:
                break  # measured in full: nothing left to save by stopping it
            if trial.should_prune():
                _close(trials, log, value, measured[variant], pruned=True, on_trial=on_trial)
                if measured[variant]["games"] < settings.games:
                    stopped.add(variant)
                raise optuna.TrialPruned()
        stopped.discard(variant)
        _close(trials, log, value, measured[variant], pruned=False, on_trial=on_trial)
        return value

    study = optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=experiment.seed),
                                pruner=optuna.pruners.MedianPruner(n_startup_trials=3, n_warmup_steps=1))
    study.optimize(objective, n_trials=settings.trials)
    return _summary(study, optuna, settings, measured, stopped, spent, trials)


def _games_behind(experiment: Experiment, store: ResultsStore, variant: Variant, most: int) -> int:
    """How many of the variant's first ``most`` games (the first pairing's) the store already
    holds, counted as an unbroken run from game 0: the games a new trial can start from."""
    done = store.done()
    tasks = experiment.tasks(variants=(variant,), games=most)
    return next((number for number, task in enumerate(tasks) if task.key not in done), len(tasks))


def _keep_largest(measured: dict[Variant, dict[str, Any]], variant: Variant, metrics: dict[str, Any]) -> None:
    """Keep the measurement resting on the most games: a later, smaller one never replaces it."""
    if variant not in measured or metrics["games"] >= measured[variant]["games"]:
        measured[variant] = metrics


def _measure(experiment: Experiment, store: ResultsStore, variant: Variant, games: int, seats: tuple[str, ...],
             workers: int, ray: str | None, spent: dict[str, set[str]], log: dict[str, Any],
             with_measures: bool = False) -> dict[str, Any]:
    """Play (or find stored) the first ``games`` games of ``variant``; its metrics.

    ``spent`` collects the task keys the search played and those it used; ``log`` the trial's
    own count: the games behind its value, those it played and those it found stored (by an
    earlier trial or an earlier run)."""
    tasks = experiment.tasks(variants=(variant,), games=games)
    keys = {task.key for task in tasks}
    stored = store.done() & keys
    run_experiment(experiment, store, workers=workers, ray=ray, tasks=tasks)
    new = keys - stored
    log["played"] += len(new)
    log["reused"] = len(keys) - log["played"]
    log["games"] = len(keys)
    spent["played"] |= new
    spent["used"] |= keys
    cell = [game for game in store.games(variant.key) if game.task in keys]
    metrics = cell_metrics(cell, seats)
    if with_measures:
        trace = skill_trace(cell, ladder_levels_in(cell))
        metrics["measures"] = variant_measures(cell, seats, variant.game, dict(variant.options),
                                               skill=lambda: trace if trace else unmeasured("no neighbouring levels"))
    return metrics


def _close(trials: list[dict[str, Any]], log: dict[str, Any], value: float, metrics: dict[str, Any], pruned: bool,
           on_trial: Callable[[dict[str, Any]], None] | None) -> None:
    """Finish a trial's record (its penalty, the games behind it) and tell the caller."""
    log.update(penalty=round(value, 4), pruned=pruned, games=metrics["games"])
    trials.append(log)
    if on_trial is not None:
        on_trial(dict(log))


def _summary(study: Any, optuna: Any, settings: TuneSettings, measured: dict[Variant, dict[str, Any]],
             stopped: set[Variant], spent: dict[str, set[str]], trials: list[dict[str, Any]]) -> dict[str, Any]:
    """The variants measured, those measured in full first, each group by penalty; every trial
    with the games behind it; the games played and those found stored before the search."""
    finished = [t for t in study.trials if t.state == optuna.trial.TrialState.COMPLETE]
    pruned = [t for t in study.trials if t.state == optuna.trial.TrialState.PRUNED]
    best: dict[str, dict[str, Any]] = {}
    for variant, metrics in measured.items():
        value = penalty(settings.goals, metrics)
        best[variant.label] = {"variant": variant.label, "options": dict(variant.options), "penalty": round(value, 4),
                               "games": metrics["games"], "stopped_early": variant in stopped,
                               "trials": [log["trial"] for log in trials if log["variant"] == variant.label],
                               "goal_penalties": {goal.metric: round(goal.penalty(METRICS[goal.metric](metrics)), 4)
                                                  for goal in settings.goals},
                               **{goal.metric: _with_interval(metrics, goal.metric) for goal in settings.goals}}
    ranked = sorted(best.values(), key=lambda row: (row["stopped_early"], row["penalty"], row["variant"]))
    front = pareto_front([row for row in ranked if not row["stopped_early"]])
    for row in ranked:
        row["pareto"] = row["variant"] in front
    return {"objective": [goal.describe() for goal in settings.goals], "trials": len(study.trials),
            "completed": len(finished), "pruned": len(pruned), "variants_tried": len(best),
            "games_played": len(spent["played"]), "games_reused": len(spent["used"] - spent["played"]), "best": ranked,
            "pareto_front": front, "trial_games": trials}


def pareto_front(rows: list[dict[str, Any]]) -> list[str]:
    """The variants no other variant beats on every goal at once: each goal's penalty is one
    objective, and a variant is *dominated* when another is at least as good on every goal and
    better on one. The front is what a designer chooses from when the goals pull apart.

    >>> rows = [{"variant": "a", "goal_penalties": {"x": 0, "y": 2}}, {"variant": "b", "goal_penalties": {"x": 1, "y": 1}},
    ...         {"variant": "c", "goal_penalties": {"x": 1, "y": 2}}]
    >>> pareto_front(rows)
    ['a', 'b']
    """
    def dominates(one: dict[str, float], other: dict[str, float]) -> bool:
        return all(one[k] <= other[k] for k in one) and any(one[k] < other[k] for k in one)

    return [row["variant"] for row in rows
            if not any(dominates(other["goal_penalties"], row["goal_penalties"]) for other in rows if other is not row)]


def _with_interval(metrics: dict[str, Any], name: str) -> dict[str, Any]:
    value = METRICS[name](metrics)
    intervals = {"first_player_win_rate": metrics.get("first_player_win_rate_ci95"),
                 "second_player_win_rate": metrics.get("second_player_win_rate_ci95"),
                 "draw_rate": metrics.get("draw_rate_ci95"), "decisive_rate": metrics.get("decisive_rate_ci95"),
                 "move_limit_rate": metrics.get("move_limit_rate_ci95"),
                 "median_length": [metrics["length"]["q1"], metrics["length"]["q3"]],
                 "mean_length": metrics["length"]["mean_ci95"],
                 "first_player_share": metrics["first_player_share"]["ci95"],
                 **{measure: metrics.get("measures", {}).get(measure, {}).get("ci95") for measure in MEASURE_METRICS}}
    return {"value": value, "interval": intervals.get(name)}


def _import_optuna() -> Any:
    try:
        import optuna
    except ImportError:
        raise InvalidOption("lab tune needs Optuna: pip install 'boardlab[lab]'") from None
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    return optuna


def markdown_summary(result: dict[str, Any], top: int = 5) -> str:
    """The search's result as Markdown: the objective, the best variants and the games spent."""
    lines = ["# Variant search", "", "Objective: " + "; ".join(result["objective"]) + ".", "",
             f"{result['trials']} trials ({result['completed']} completed, {result['pruned']} stopped early), "
             f"{result['variants_tried']} variants measured, {result['games_played']} games played "
             f"({result['games_reused']} more found already stored).", "",
             "Variants measured in full come first; a variant stopped early was clearly worse than the "
             "others after its first games. Intervals: 95 % for rates and means, quartiles for the median length.",
             "", "| rank | variant | penalty | games | " + " | ".join(result["objective"]) + " |",
             "|---|---|---|---|" + "---|" * len(result["objective"])]
    for rank, row in enumerate(result["best"][:top], start=1):
        cells = []
        for goal in result["objective"]:
            measured = row[goal.split()[0]]
            interval = measured["interval"]
            text = "-" if measured["value"] is None else f"{measured['value']:.3g}"
            if interval and None not in interval:
                text += f" ({interval[0]:.3g}-{interval[1]:.3g})"
            cells.append(text)
        games = f"{row['games']}{' (stopped early)' if row['stopped_early'] else ''}"
        lines.append(f"| {rank} | {row['variant']} | {row['penalty']:.3f} | {games} | " + " | ".join(cells) + " |")
    return "\n".join(lines + _pareto_lines(result) + _trial_lines(result["trial_games"])) + "\n"


def _pareto_lines(result: dict[str, Any]) -> list[str]:
    """The Pareto front: the variants measured in full that no other beats on every goal."""
    rows = [row for row in result["best"] if row["pareto"]]
    if not rows:
        return []
    goals = list(rows[0]["goal_penalties"])
    lines = ["", "## Pareto front", "", "Variants measured in full that no other variant beats on every goal at once "
             "(each goal's own penalty; 0 meets it): the choices left when the goals pull apart.", "",
             "| variant | " + " | ".join(f"{goal} penalty" for goal in goals) + " |", "|---|" + "---|" * len(goals)]
    lines += ["| " + row["variant"] + " | " + " | ".join(f"{row['goal_penalties'][goal]:.3f}" for goal in goals) + " |"
              for row in rows]
    return lines


def _trial_lines(trials: list[dict[str, Any]]) -> list[str]:
    """Every trial with the games its penalty rests on: a repeated variant starts from the games
    an earlier trial (or run) left, so its count includes them (``found stored``)."""
    if not trials:
        return []
    rows = ["", "## Trials", "", "| trial | variant | games behind it | played by it | found stored | penalty | stopped early |",
            "|---|---|---|---|---|---|---|"]
    rows += [f"| {t['trial']} | {t['variant']} | {t['games']} | {t['played']} | {t['reused']} | {t['penalty']:.3f} "
             f"| {'yes' if t['pruned'] else 'no'} |" for t in trials]
    return rows


__all__ = ["Goal", "METRICS", "markdown_summary", "pareto_front", "penalty", "search_space", "tune", "tune_settings"]
