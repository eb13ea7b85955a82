"""Puzzles: positions with a proven answer, for players to solve by clicking.

Three sources, one :class:`Puzzle` shape:

- the verified **tactics suites** (``suites/<game>_tactics.json``, built and re-proved by
  ``benchmarks/ai_tactics.py`` and ``tests/test_tactics_suites.py``): C1, AXIOM and Cubes
  positions where the side to move forces a win in 1 or 2 of its own turns. The answer is a
  first move (in Cubes, the first step of the winning turn) that keeps the forced win: the
  suites list every such move;
- comet's **built-in goals**: reach the goal from the start position in its proven shortest
  number of grand moves (the solver's lengths, recorded in the rules page's table);
- puzzles **mined** from finished games (:func:`missed_wins`): a position where the side to
  move had a forced win and played something else.

:func:`check` judges an answer. It never needs the solution to leave the server: the page
sends the moves clicked, and learns the solution only once solved.

>>> puzzle = builtin_puzzles()["comet-squares-in-line"]
>>> puzzle.length, check(puzzle, ["prime-S"]).status, check(puzzle, ["prime-S", "prime-S"]).status
(2, 'continue', 'solved')
>>> check(puzzle, ["rounds-N"]).status       # the goal is now out of reach in two grand moves
'wrong'
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any

from boardlab.core.errors import BoardlabError
from boardlab.core.game import State
from boardlab.core.registry import load

#: The tactics suites' games and the kinds of puzzle taken from them.
SUITE_GAMES = ("c1", "axiom", "cubes")
KINDS = ("win1", "win2")
#: comet's built-in goals as puzzles: the proven shortest length of each from the start
#: position, edge-blocking allowed (``src/boardlab/docs/rules/comet.md``, "Built-in goals").
COMET_LENGTHS = {"squares-in-line": 2, "pyramids-to-centre": 3, "red-green-blue": 3, "pyramids-adjacent": 4,
                 "three-pairs": 4, "brown-to-centre": 4, "white-to-corner": 4, "plus-sign": 4, "warm-colours": 4,
                 "both-examples": 5, "triangles-north": 5, "shapes-in-line": 5, "evens-in-line": 6,
                 "primes-together": 6}
#: The fixed ratings of wins in one and two (a comet goal's grows with its length).
WIN_DIFFICULTY = {"win1": 1300.0, "win2": 1700.0}
#: The most leaf checks one mined position's proof may use (AXIOM, Cubes): a count, so the same
#: positions are mined on every machine; one that needs more is skipped.
MINING_BUDGET = 3000


class UnknownPuzzle(BoardlabError):
    """No puzzle has that id."""


@dataclass(frozen=True)
class Puzzle:
    """A position and what solves it.

    ``kind`` is ``win1``/``win2`` (force a win within that many own turns: the answer is one
    of ``solutions``, the first moves that keep the forced win) or ``goal`` (comet: reach the
    game's goal within ``length`` grand moves).
    """

    id: str
    game: str
    kind: str
    position: str
    solutions: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    length: int = 0
    source: str = "suite"

    def state(self) -> State:
        """The puzzle's position, in its game's rules."""
        return load(self.game, **self.options).from_position(self.position)

    @property
    def difficulty(self) -> float:
        """The puzzle's fixed rating, on the players' scale (see :mod:`boardlab.server.puzzle_routes`):
        a win in 1 is easier than a win in 2, a longer comet goal harder than a shorter one."""
        if self.kind == "goal":
            return 1100.0 + 150.0 * self.length
        if self.kind not in WIN_DIFFICULTY:
            raise ValueError(f"unknown puzzle kind {self.kind!r}: expected goal, win1 or win2")
        return WIN_DIFFICULTY[self.kind]

    def public(self) -> dict[str, Any]:
        """What a page may see before the puzzle is solved: no solution."""
        return {"id": self.id, "game": self.game, "kind": self.kind, "length": self.length,
                "difficulty": round(self.difficulty), "source": self.source}


@dataclass(frozen=True)
class Verdict:
    """The judgement of an answer: ``status`` is ``solved``, ``continue`` (right so far, more
    moves wanted: comet) or ``wrong``; ``solution`` is given only when solved."""

    status: str
    state: State
    solution: tuple[str, ...] = ()


def check(puzzle: Puzzle, moves: Iterable[str]) -> Verdict:
    """Judge the moves a player clicked in ``puzzle`` (raises the engine's ``IllegalMove``,
    naming the move, for a move the rules refuse).

    A tactics puzzle wants one move: one of the proven winning first moves. A comet goal wants
    grand moves one after another; the answer is wrong as soon as the goal can no longer be
    reached within the puzzle's length (by the solver's lower bound) or the length is used up.
    """
    played = list(moves)
    if not played:
        raise ValueError("an answer needs at least one move")
    state = puzzle.state()
    for move in played:
        state = state.play(move)
    if puzzle.kind != "goal":
        first = puzzle.state().game.normalise_move(played[0]) if len(played) == 1 else None
        return Verdict("solved", state, (first,)) if first in puzzle.solutions else Verdict("wrong", state)
    return _check_goal(puzzle, state, len(played))


def _check_goal(puzzle: Puzzle, state: State, played: int) -> Verdict:
    from boardlab.games.comet.distance import lower_bound   # numba: only when a comet answer comes

    if state.winner == "solved" and played <= puzzle.length:
        return Verdict("solved", state, tuple(puzzle_solution(puzzle)))
    left = puzzle.length - played
    if left <= 0 or state.is_over or lower_bound(state.game.goal, state.placement) > left:
        return Verdict("wrong", state)
    return Verdict("continue", state)


def puzzle_solution(puzzle: Puzzle) -> list[str]:
    """A shortest answer, to show once solved (tactics: every winning first move)."""
    if puzzle.kind != "goal":
        return list(puzzle.solutions)
    from boardlab.games.comet.solver import solve

    state = puzzle.state()
    found = solve(state.game.goal, state.placement, max_depth=puzzle.length)
    return list(found.moves or ())


@functools.cache
def builtin_puzzles() -> dict[str, Puzzle]:
    """Every puzzle shipped with boardlab, by id: the suites' wins in 1 and 2, then comet's goals."""
    found: dict[str, Puzzle] = {}
    for game in SUITE_GAMES:
        entries = json.loads(files("boardlab.puzzles").joinpath("suites", f"{game}_tactics.json").read_text("utf-8"))
        numbers = {kind: 0 for kind in KINDS}
        for entry in entries["positions"]:
            if entry["kind"] in KINDS:
                numbers[entry["kind"]] += 1
                puzzle_id = f"{game}-{entry['kind']}-{numbers[entry['kind']]}"
                found[puzzle_id] = Puzzle(puzzle_id, game, entry["kind"], entry["position"], tuple(entry["solutions"]))
    for goal, length in COMET_LENGTHS.items():
        position = load("comet", goal=goal).start().position()
        found[f"comet-{goal}"] = Puzzle(f"comet-{goal}", "comet", "goal", position, options={"goal": goal},
                                        length=length)
    return found


# --- mining finished games ----------------------------------------------------------------


def forced_win(state: State, most: int = 2, budget: int = MINING_BUDGET) -> tuple[int, list[str]] | None:
    """``(turns, winning first moves)`` when the side to move forces a win within ``most`` own
    turns (and in no fewer than ``turns``), else ``None``; also ``None`` for a position whose
    proof needs more than ``budget`` leaf checks. C1 by its compiled solver, AXIOM and Cubes by
    :mod:`boardlab.ai.tactics` with their compiled leaf checks; other games have no puzzles."""
    name = state.game.name
    if state.is_over or name not in SUITE_GAMES or state.game.options != load(name).options:
        return None   # the puzzles are played with each game's default options
    if name == "c1":
        from boardlab.games.c1 import fast

        board = fast.encode(state)   # type: ignore[arg-type]
        turns = fast.win_distance(board, most)
        return (turns, list(fast.winning_moves(board, turns))) if turns else None
    from boardlab.ai.tactics import SearchTooLarge

    tactics = importlib.import_module(f"boardlab.games.{name}.tactics")
    search, board = tactics.forced_wins(state, budget), tactics.encode(state)
    try:
        turns = search.distance(board, most)
        return (turns, search.winning_moves(board, turns)) if turns else None
    except SearchTooLarge:
        return None


def missed_wins(game: str, moves: list[str], source: str, options: dict[str, Any] | None = None,
                most: int = 2) -> list[Puzzle]:
    """The positions of a finished game where the side to move could force a win within
    ``most`` own turns and played a move that did not keep it: each becomes a puzzle
    (``source`` names the game, e.g. its id). A turn's later steps (Cubes' bonus steps) are
    judged with its first.

    >>> line = ["Cd1-d2", "Pe7-e6"]
    >>> missed_wins("c1", line, "example")   # nothing to miss in the opening
    []
    """
    rules = load(game, **(options or {}))
    state, found, last_mover = rules.start(), [], None
    for number, move in enumerate(moves):
        mover = state.to_move
        win = forced_win(state, most) if mover != last_mover else None   # only where a turn begins
        if win is not None and rules.normalise_move(move) not in win[1]:
            found.append(Puzzle(f"{source}-{number + 1}", game, f"win{win[0]}", state.position(), tuple(win[1]),
                                source=source))
        state, last_mover = state.play(move), mover
    return found


__all__ = ["COMET_LENGTHS", "KINDS", "Puzzle", "UnknownPuzzle", "Verdict", "builtin_puzzles", "check",
           "forced_win", "missed_wins", "puzzle_solution"]
