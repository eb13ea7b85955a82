"""Matches between two agents: games with alternating seats, and what the results say.

Every game gets fresh agents built from their specs with a seed derived from the match seed
and the game's number, so a match with depth or iteration budgets is reproducible and can be
spread over worker processes.
"""

from __future__ import annotations

import math
import random
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import as_completed
from dataclasses import dataclass, field
from typing import Any

from boardlab.ai.agents import Agent, parse_agent
from boardlab.core.game import Game, State
from boardlab.core.registry import load
from boardlab.lab.pool import lab_pool

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
    #: Random steps played before the agents take over (see :func:`opening_steps`).
    opening: int = 0


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


def seat_agents(task: GameTask, game: Game) -> tuple[str, dict[str, Agent]]:
    """``(a_seat, agents by seat)`` for one game of a match: agent A sits at seat
    ``number % seats``, B everywhere else, each seeded from the match seed and game number."""
    seats = game.seats
    a_seat = seats[task.number % len(seats)]
    agent_seed = task.seed * 1_000_003 + task.number
    agents = {seat: parse_agent(task.spec_a if seat == a_seat else task.spec_b, agent_seed + index)
              for index, seat in enumerate(seats)}
    return a_seat, agents


def opening_steps(task: GameTask, state: State) -> list[str]:
    """The task's random opening from ``state``: ``task.opening`` uniformly random legal steps
    (fewer if the game ends sooner). Games ``2k`` and ``2k + 1`` of a two-seat match share their
    opening (the seats' games ``number // seats`` do), so each opening is played from both seats
    and no seat is favoured by the luck of the draw. Agents that would otherwise play the same
    game every time (a deterministic search against itself) so play many different games.

    >>> from boardlab.core.registry import load
    >>> task = GameTask("c1", (), "random", "random", number=0, seed=7, opening=2)
    >>> twin = GameTask("c1", (), "random", "random", number=1, seed=7, opening=2)
    >>> start = load("c1").start()
    >>> opening_steps(task, start) == opening_steps(twin, start)
    True
    >>> len(opening_steps(task, start))
    2
    """
    rng = random.Random(f"{task.seed}|opening|{task.number // len(state.game.seats)}")
    steps: list[str] = []
    for _ in range(task.opening):
        if state.is_over or state.ply >= task.max_plies:
            break
        steps.append(rng.choice(list(state.legal_moves())))
        state = state.play(steps[-1])
    return steps


def outcome_of(task: GameTask, a_seat: str, state: State) -> GameOutcome:
    """The outcome for agent A of a game that stopped at ``state`` (over, or at the step limit)."""
    if not state.is_over:
        return GameOutcome(task.number, a_seat, 0.5, state.ply, f"unfinished after {task.max_plies} steps")
    score = 1.0 if state.winner == a_seat else 0.5 if state.winner not in state.game.seats else 0.0
    return GameOutcome(task.number, a_seat, score, state.ply, state.reason or "", state.winner)


def play_game(task: GameTask) -> GameOutcome:
    """Play one game of a match; agent A sits at seat ``number % seats``, B everywhere else."""
    game = load(task.game, **dict(task.options))
    a_seat, agents = seat_agents(task, game)
    state = game.start()
    opening = iter(opening_steps(task, state))
    while not state.is_over and state.ply < task.max_plies:
        state = state.play(next(opening, None) or agents[state.to_move].choose(state))  # type: ignore[index]
    return outcome_of(task, a_seat, state)


@dataclass
class MatchResult:
    """The tally of a match from agent A's side."""

    spec_a: str
    spec_b: str
    outcomes: list[GameOutcome] = field(default_factory=list)
    #: The games the match was to have; more than :attr:`games` when it was interrupted.
    planned: int = 0
    #: Whether the match was stopped (Ctrl-C) before every game was played.
    interrupted: bool = False

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
        """A 95% interval of A's score: the Wilson score interval (see :func:`wilson_interval`)."""
        return wilson_interval(self.score, self.games)

    def elo(self) -> float:
        """The Elo difference A minus B that the score implies (infinite for 0% or 100%)."""
        return elo_difference(self.score)

    def elo_interval(self) -> tuple[float, float]:
        """The Elo differences at the ends of :meth:`confidence_interval` (infinite at 0 or 1)."""
        low, high = self.confidence_interval()
        return elo_difference(low), elo_difference(high)

    def to_json(self) -> dict[str, Any]:
        low, high = self.confidence_interval()
        elo_low, elo_high = self.elo_interval()
        return {
            "agent_a": self.spec_a, "agent_b": self.spec_b, "games": self.games,
            "games_planned": max(self.planned, self.games), "interrupted": self.interrupted,
            "wins": self.wins, "draws": self.draws, "losses": self.losses,
            "score": self.score, "score_ci95": [low, high],
            "elo": _finite(self.elo()), "elo_ci95": [_finite(elo_low), _finite(elo_high)],
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


def wilson_interval(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a mean score over ``games`` games (95% for ``z = 1.96``).

    Unlike the normal approximation it stays honest for few games and for scores of 0% or
    100%: two wins out of two give about 34% .. 100%, not 100% .. 100%. A draw counts as half a
    point, as in the score; with no games the interval is 0 .. 1.

    >>> low, high = wilson_interval(1.0, 2)
    >>> round(low, 3), high
    (0.342, 1.0)
    """
    if games <= 0:
        return 0.0, 1.0
    spread = z * z / games
    centre = (score + spread / 2) / (1 + spread)
    margin = z / (1 + spread) * math.sqrt(score * (1 - score) / games + spread / (4 * games))
    return max(0.0, centre - margin), min(1.0, centre + margin)


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
                max_plies: int = DEFAULT_MAX_PLIES, opening: int = 0) -> list[GameTask]:
    """The games of a match, A alternating seats, each pair after its own random ``opening``
    steps; the specs are checked first."""
    parse_agent(spec_a)
    parse_agent(spec_b)
    load(game, **options)
    frozen = tuple(sorted(options.items()))
    return [GameTask(game, frozen, spec_a, spec_b, number, seed, max_plies, opening) for number in range(games)]


def run_match(tasks: list[GameTask], workers: int = 1,
              on_game: Callable[[GameOutcome], None] | None = None) -> MatchResult:
    """Play ``tasks`` (in ``workers`` processes when more than one) and tally them.

    Ctrl-C (``KeyboardInterrupt``) stops the match and returns the games finished so far,
    with :attr:`MatchResult.interrupted` set.
    """
    if not tasks:
        raise ValueError("a match needs at least one game")
    result = MatchResult(tasks[0].spec_a, tasks[0].spec_b, planned=len(tasks))
    try:
        for outcome in _outcomes(tasks, workers):
            result.outcomes.append(outcome)
            if on_game is not None:
                on_game(outcome)
    except KeyboardInterrupt:
        result.interrupted = True
    result.outcomes.sort(key=lambda o: o.number)
    return result


def _outcomes(tasks: list[GameTask], workers: int) -> Iterator[GameOutcome]:
    if workers <= 1:
        yield from map(play_game, tasks)
        return
    # The lab's pool: its workers end with this process, even when it is killed with kill -9.
    pool = lab_pool(workers, setup=_ignore_interrupts)
    finished = False
    try:
        for future in as_completed([pool.submit(play_game, task) for task in tasks]):
            yield future.result()
        finished = True
    finally:
        if not finished:  # interrupted: the games in progress are abandoned, not waited for
            for process in list(getattr(pool, "_processes", {}).values()):
                process.terminate()
        pool.shutdown(wait=finished, cancel_futures=True)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the main process, which stops the match and keeps its games."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
