"""The comet circumflex game's goals as puzzles: how hard is each goal from random starts?

An experiment's ``[comet]`` table asks for it::

    [comet]
    goals = ["pyramids-adjacent", "squares-in-line"]   # default: every built-in goal
    starts = 20                                        # random start positions, the same for each goal
    max_depth = 4                                      # the solver's depth (grand moves)
    within = 3                                         # report the share solvable within this many
    edge_blocking = true

For each goal and start the solver (:func:`boardlab.games.comet.solver.solve`) finds the
optimal number of grand moves, or proves there is none within ``max_depth``. Each solution is
stored as it is found (the ``solves`` table of the results file), so a run resumes like a
game experiment. Goals are ranked by difficulty: the share of starts solvable within
``max_depth`` (fewer is harder), then the mean optimal length of those solved (longer is harder).
"""

from __future__ import annotations

import random
import sqlite3
import statistics
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from boardlab.core.errors import InvalidOption
from boardlab.games.comet.board import SQUARES
from boardlab.games.comet.goals import BUILTIN_GOALS, resolve_goal
from boardlab.games.comet.notation import write_placement
from boardlab.games.comet.solver import solve
from boardlab.lab.experiment import Experiment
from boardlab.lab.metrics import rate
from boardlab.lab.pool import lab_pool
from boardlab.lab.store import ResultsStore
from boardlab.lab.words import ReportWords

_KEYS = {"goals", "starts", "max_depth", "within", "edge_blocking"}
_SOLVES = """CREATE TABLE IF NOT EXISTS solves (task TEXT PRIMARY KEY, goal TEXT NOT NULL, start_number INTEGER NOT NULL,
    start TEXT NOT NULL, length INTEGER, depth_searched INTEGER NOT NULL, exhausted INTEGER NOT NULL,
    states INTEGER NOT NULL, seconds REAL NOT NULL)"""


@dataclass(frozen=True)
class SolveTask:
    """One goal from one start position."""

    goal: str
    start_number: int
    start: tuple[int, ...]
    max_depth: int
    edge_blocking: bool

    @property
    def key(self) -> str:
        return f"comet|{self.goal}|{self.start_number}|{self.max_depth}|{self.edge_blocking}"


@dataclass(frozen=True)
class CometSettings:
    goals: tuple[str, ...]
    starts: int
    max_depth: int
    within: int
    edge_blocking: bool


def comet_settings(experiment: Experiment) -> CometSettings:
    """The ``[comet]`` table, checked; raises :class:`InvalidOption` naming the problem."""
    table = experiment.comet
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        raise InvalidOption(f"[comet] has an unknown key {unknown[0]!r}; known keys: {', '.join(sorted(_KEYS))}")
    goals = table.get("goals", list(BUILTIN_GOALS))
    if not isinstance(goals, list) or not goals or not all(isinstance(goal, str) for goal in goals):
        raise InvalidOption(f"[comet] goals must be a non-empty list of goals, got {goals!r}")
    for goal in goals:
        resolve_goal(goal)  # raises for an unknown goal, listing the built-in ones
    settings = CometSettings(tuple(dict.fromkeys(goals)), _whole(table, "starts", 20, 1), _whole(table, "max_depth", 4, 1),
                             _whole(table, "within", 3, 0), table.get("edge_blocking", True))
    if not isinstance(settings.edge_blocking, bool):
        raise InvalidOption(f"[comet] edge_blocking must be true or false, got {settings.edge_blocking!r}")
    if settings.max_depth > 6:
        raise InvalidOption(f"[comet] max_depth must be at most 6 (each more grand move costs about 12 times more), "
                            f"got {settings.max_depth}")
    return settings


def _whole(table: dict[str, Any], key: str, default: int, minimum: int) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise InvalidOption(f"[comet] {key!r} must be a whole number of at least {minimum}, got {value!r}")
    return value


def random_starts(seed: int, count: int) -> list[tuple[int, ...]]:
    """``count`` random placements of the nine pieces, the same for every goal of an experiment."""
    generator = random.Random(f"comet-starts|{seed}")
    return [tuple(generator.sample(list(SQUARES), 9)) for _ in range(count)]


def solve_tasks(experiment: Experiment) -> list[SolveTask]:
    """Every goal from every start: ``starts`` random starts for each of the experiment's seeds,
    numbered on across the seeds (the first seed's are those of a one-seed experiment)."""
    settings = comet_settings(experiment)
    starts = [start for seed in experiment.seeds for start in random_starts(seed, settings.starts)]
    return [SolveTask(goal, number, start, settings.max_depth, settings.edge_blocking)
            for goal in settings.goals for number, start in enumerate(starts)]


def solve_one(task: SolveTask) -> dict[str, Any]:
    """Solve one goal from one start: the stored row."""
    solution = solve(resolve_goal(task.goal), task.start, edge_blocking=task.edge_blocking, max_depth=task.max_depth)
    return {"task": task.key, "goal": task.goal, "start_number": task.start_number, "start": write_placement(task.start),
            "length": None if solution.moves is None else len(solution.moves), "depth_searched": solution.depth_searched,
            "exhausted": int(solution.exhausted), "states": solution.states, "seconds": round(solution.seconds, 4)}


def run_comet(experiment: Experiment, store: ResultsStore, workers: int = 1,
              on_solve: Callable[[dict[str, Any]], None] | None = None) -> int:
    """Solve the experiment's missing goal-start pairs, storing each; the number solved now."""
    settings = comet_settings(experiment)
    store.claim(experiment.name, experiment.settings(),
                {"reproducible": experiment.reproducible, "comet_within": settings.within})
    database = _connect(store)
    done = {row[0] for row in database.execute("SELECT task FROM solves")}
    pending = [task for task in solve_tasks(experiment) if task.key not in done]
    count = 0
    for row in _solutions(pending, workers):
        with database:
            database.execute(f"INSERT OR IGNORE INTO solves ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                             list(row.values()))
        count += 1
        if on_solve is not None:
            on_solve(row)
    database.close()
    return count


def _solutions(tasks: list[SolveTask], workers: int) -> Iterator[dict[str, Any]]:
    if workers <= 1 or len(tasks) <= 1:
        yield from map(solve_one, tasks)
        return
    with lab_pool(workers) as pool:
        yield from pool.map(solve_one, tasks, chunksize=4)


def _connect(store: ResultsStore) -> sqlite3.Connection:
    database = sqlite3.connect(store.path, timeout=30)
    with database:
        database.execute(_SOLVES)
    return database


def goal_difficulty(store: ResultsStore, within: int | None = None) -> list[dict[str, Any]]:
    """Per goal: starts tried, the share solved within the depth and within ``within`` grand
    moves (with intervals), the optimal lengths' distribution; hardest first."""
    database = _connect(store)
    rows = database.execute("SELECT goal, length, depth_searched FROM solves ORDER BY goal, start_number").fetchall()
    database.close()
    within = within if within is not None else store.meta().get("comet_within", 3)
    by_goal: dict[str, list[tuple[int | None, int]]] = {}
    for goal, length, depth in rows:
        by_goal.setdefault(goal, []).append((length, depth))
    table = []
    for goal, solves in by_goal.items():
        lengths = [length for length, _ in solves if length is not None]
        solved, solved_ci = rate(len(lengths), len(solves))
        quick, quick_ci = rate(sum(length <= within for length in lengths), len(solves))
        table.append({"goal": goal, "starts": len(solves), "max_depth": max(depth for _, depth in solves),
                      "solved_rate": solved, "solved_rate_ci95": solved_ci, "within": within,
                      "solved_within_rate": quick, "solved_within_rate_ci95": quick_ci,
                      "mean_length": round(statistics.fmean(lengths), 3) if lengths else None,
                      "median_length": statistics.median(lengths) if lengths else None,
                      "length_counts": {str(length): count for length, count in sorted(Counter(lengths).items())}})
    table.sort(key=lambda row: (row["solved_rate"], -(row["mean_length"] or 0), row["goal"]))
    for rank, row in enumerate(table, start=1):
        row["difficulty_rank"] = rank
    return table


def has_solves(store: ResultsStore) -> bool:
    database = sqlite3.connect(store.path, timeout=30)
    try:
        found = database.execute("SELECT name FROM sqlite_master WHERE name='solves'").fetchone() is not None
        return found and database.execute("SELECT COUNT(*) FROM solves").fetchone()[0] > 0
    finally:
        database.close()


def markdown_difficulty(table: list[dict[str, Any]], words: ReportWords | None = None) -> list[str]:
    """The goal difficulty table in Markdown, hardest goal first (in ``words``' language; English
    when not given)."""
    if not table:
        return []
    words = words or ReportWords()
    first = table[0]
    columns = [words(f"labreport-col-{column}") for column in ("rank", "goal", "solved")]
    columns += [words("labreport-col-solved-within", within=words.number(first["within"]))]
    columns += [words(f"labreport-col-{column}") for column in ("mean-optimal", "median", "optimal-starts")]
    lines = [f"## {words('labreport-goals')}", "",
             words("labreport-goals-intro", starts=words.number(first["starts"]),
                   depth=words.number(first["max_depth"])),
             "", "| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for row in table:
        lengths = ", ".join(f"{length}: {words.number(count)}" for length, count in row["length_counts"].items()) or "-"
        lines.append(f"| {words.number(row['difficulty_rank'])} | {row['goal']} | {_pct(words, row, 'solved_rate')} "
                     f"| {_pct(words, row, 'solved_within_rate')} | {_number(words, row['mean_length'])} "
                     f"| {_number(words, row['median_length'])} | {lengths} |")
    return lines + [""]


def _number(words: ReportWords, value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.2f}".rstrip("0").rstrip(".") if words.english else words.general(round(value, 2))


def _pct(words: ReportWords, row: dict[str, Any], name: str) -> str:
    low, high = row[f"{name}_ci95"]
    return f"{words.percent(row[name])} {words.interval(words.percent(low), words.percent(high))}"


__all__ = ["comet_settings", "goal_difficulty", "markdown_difficulty", "random_starts", "run_comet", "solve_tasks"]
