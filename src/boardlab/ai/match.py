"""Matches between two agents: games with alternating seats, and what the results say.

Every game gets fresh agents built from their specs with a seed derived from the match seed
and the game's number, so a match with depth or iteration budgets is reproducible and can be
spread over worker processes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from boardlab.ai.agents import parse_agent
from boardlab.core.registry import load

#: Steps after which an unfinished game counts as a draw.
DEFAULT_MAX_PLIES = 400


@dataclass(frozen=True)
class GameTask:
    """One game of a match: who plays where, and its seed."""

    game: str
    options: tuple[tuple[str, Any], ...]
    spec_a: str
    spec_b: str
    number: int
    seed: int
    max_plies: int = DEFAULT_MAX_PLIES


@dataclass(frozen=True)
class GameOutcome:
    """The result of one game for agent A: 1 (won), 0.5 (drawn) or 0 (lost), and its length."""

    number: int
    a_seat: str
    score: float
    plies: int
    reason: str
    #: The game's result (a seat, or a result such as comet's ``"solved"``); ``None`` unfinished.
    winner: str | None = None


def play_game(task: GameTask) -> GameOutcome:
    """Play one game of a match; agent A sits at seat ``number % seats``, B everywhere else."""
    game = load(task.game, **dict(task.options))
    seats = game.seats
    a_seat = seats[task.number % len(seats)]
    agent_seed = task.seed * 1_000_003 + task.number
    agents = {seat: parse_agent(task.spec_a if seat == a_seat else task.spec_b, agent_seed + index)
              for index, seat in enumerate(seats)}
    state = game.start()
    while not state.is_over and state.ply < task.max_plies:
        state = state.play(agents[state.to_move].choose(state))  # type: ignore[index]
    if not state.is_over:
        return GameOutcome(task.number, a_seat, 0.5, state.ply, f"unfinished after {task.max_plies} steps")
    score = 1.0 if state.winner == a_seat else 0.5 if state.winner not in seats else 0.0
    return GameOutcome(task.number, a_seat, score, state.ply, state.reason or "", state.winner)


@dataclass
class MatchResult:
    """The tally of a match from agent A's side."""

    spec_a: str
    spec_b: str
    outcomes: list[GameOutcome] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.outcomes)

    @property
    def wins(self) -> int:
        return sum(o.score == 1.0 for o in self.outcomes)

    @property
    def draws(self) -> int:
        return sum(o.score == 0.5 for o in self.outcomes)

    @property
    def losses(self) -> int:
        return sum(o.score == 0.0 for o in self.outcomes)

    @property
    def score(self) -> float:
        """A's mean score per game (a draw is half a point)."""
        return sum(o.score for o in self.outcomes) / self.games if self.games else 0.5

    def confidence_interval(self) -> tuple[float, float]:
        """A 95% confidence interval of A's score (normal approximation, clipped to [0, 1])."""
        if self.games < 2:
            return 0.0, 1.0
        mean = self.score
        variance = sum((o.score - mean) ** 2 for o in self.outcomes) / (self.games - 1)
        margin = 1.96 * math.sqrt(variance / self.games)
        return max(0.0, mean - margin), min(1.0, mean + margin)

    def elo(self) -> float:
        """The Elo difference A minus B that the score implies (infinite for 0% or 100%)."""
        return elo_difference(self.score)

    def to_json(self) -> dict[str, Any]:
        low, high = self.confidence_interval()
        return {
            "agent_a": self.spec_a, "agent_b": self.spec_b, "games": self.games,
            "wins": self.wins, "draws": self.draws, "losses": self.losses,
            "score": self.score, "score_ci95": [low, high],
            "elo": _finite(self.elo()), "elo_ci95": [_finite(elo_difference(low)), _finite(elo_difference(high))],
            "mean_plies": sum(o.plies for o in self.outcomes) / self.games if self.games else 0.0,
        }


@dataclass(frozen=True)
class PuzzleSummary:
    """A match of a cooperative game (comet), where wins, draws and Elo mean nothing: how
    often the players reached the goal together, and with how many moves.

    >>> PuzzleSummary(games=4, solved=3, moves_solved=(4, 4, 6)).mean_moves_solved
    4.666666666666667
    """

    games: int
    solved: int
    moves_solved: tuple[int, ...]

    @classmethod
    def of(cls, result: MatchResult) -> PuzzleSummary:
        moves = tuple(o.plies for o in result.outcomes if o.winner == SOLVED)
        return cls(result.games, len(moves), moves)

    @property
    def unsolved(self) -> int:
        return self.games - self.solved

    @property
    def mean_moves_solved(self) -> float | None:
        """The mean number of moves in the solved games (``None`` if none was solved)."""
        return sum(self.moves_solved) / len(self.moves_solved) if self.moves_solved else None

    def to_json(self, spec_a: str, spec_b: str) -> dict[str, Any]:
        return {
            "agent_a": spec_a, "agent_b": spec_b, "games": self.games, "solved": self.solved,
            "unsolved": self.unsolved, "solved_share": self.solved / self.games if self.games else 0.0,
            "mean_moves_solved": self.mean_moves_solved,
            "fewest_moves": min(self.moves_solved, default=None), "most_moves": max(self.moves_solved, default=None),
        }


#: The result of a cooperative game whose goal was reached.
SOLVED = "solved"


def elo_difference(score: float) -> float:
    """``400 * log10(score / (1 - score))``: the rating gap behind an expected score."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return 400.0 * math.log10(score / (1.0 - score))


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


def match_tasks(game: str, options: dict[str, Any], spec_a: str, spec_b: str, games: int, seed: int = 0,
                max_plies: int = DEFAULT_MAX_PLIES) -> list[GameTask]:
    """The games of a match, A alternating seats; the specs are checked first."""
    parse_agent(spec_a)
    parse_agent(spec_b)
    load(game, **options)
    frozen = tuple(sorted(options.items()))
    return [GameTask(game, frozen, spec_a, spec_b, number, seed, max_plies) for number in range(games)]


def run_match(tasks: list[GameTask], workers: int = 1,
              on_game: Callable[[GameOutcome], None] | None = None) -> MatchResult:
    """Play ``tasks`` (in ``workers`` processes when more than one) and tally them."""
    if not tasks:
        raise ValueError("a match needs at least one game")
    result = MatchResult(tasks[0].spec_a, tasks[0].spec_b)
    for outcome in _outcomes(tasks, workers):
        result.outcomes.append(outcome)
        if on_game is not None:
            on_game(outcome)
    result.outcomes.sort(key=lambda o: o.number)
    return result


def _outcomes(tasks: list[GameTask], workers: int) -> Iterator[GameOutcome]:
    if workers <= 1:
        yield from map(play_game, tasks)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play_game, tasks)
