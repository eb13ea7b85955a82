"""A Cubes position with its history: turns of chained bonus steps, results, explanations."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from boardlab.core.errors import IllegalMove
from boardlab.core.game import State
from boardlab.games.cubes import render
from boardlab.games.cubes.board import DIRECTIONS, Cubes, Grid, grid, opponent, pool
from boardlab.games.cubes.evaluation import evaluate
from boardlab.games.cubes.explain import explain
from boardlab.games.cubes.notation import parse_move, position_to_json, write_move, write_position
from boardlab.games.cubes.rules import (
    ACTIVATE,
    END,
    PLACE,
    SLIDE,
    Move,
    apply_move,
    bonus_moves,
    has_legal_move,
    sealed_apart,
    turn_moves,
)

if TYPE_CHECKING:
    from boardlab.games.cubes.game import CubesGame


@dataclass(frozen=True, eq=False)
class CubesState(State):
    """A Cubes position. Build one with :meth:`CubesGame.start` or :meth:`CubesGame.from_position`.

    ``just_moved`` is ``None`` at the start of a turn; in a bonus step it is the space of the
    cube whose slide earned the bonus (that cube may not be taken up now).
    """

    game: CubesGame
    cubes: Cubes
    side: str
    just_moved: int | None = None
    turn_count: int = 0
    #: Steps played: those of this game, plus an estimate for a game started from a position.
    plies: int = 0
    turns: tuple[str, ...] = ()
    turn_steps: tuple[str, ...] = ()

    # --- the game's parameters ---------------------------------------------------------------

    @property
    def grid(self) -> Grid:
        """The board's geometry."""
        return grid(self.game.options["size"])

    @property
    def reading(self) -> str:
        """The slide reading in force: ``physical`` or ``strict``."""
        return str(self.game.options["slide"])

    @property
    def in_bonus(self) -> bool:
        """Whether the side to move is making a bonus step (and may ``end`` the turn)."""
        return self.just_moved is not None

    def pool(self, colour: str) -> int:
        """How many of ``colour``'s cubes are in the pool."""
        return pool(self.cubes, colour)

    # --- moves -----------------------------------------------------------------------------

    @cached_property
    def _candidates(self) -> list[Move]:
        if self.in_bonus:
            return bonus_moves(self.grid, self.cubes, self.side, self.reading, self.just_moved)  # type: ignore[arg-type]
        return turn_moves(self.grid, self.cubes, self.side, self.reading)

    @cached_property
    def _moves(self) -> dict[str, Move]:
        if self.winner is not None:
            return {}
        return {write_move(self.grid, m): m for m in self._candidates}

    def legal_moves(self) -> list[str]:
        """Placements, then slides, then (in a bonus step) activations, take-ups and ``end``."""
        return list(self._moves)

    def _legal_set(self) -> frozenset[str]:
        return frozenset(self._moves)

    def _apply(self, move: str) -> CubesState:
        chosen = self._moves[move]
        cubes, bonus = apply_move(self.grid, self.cubes, self.side, chosen, self.reading)
        turns, turn_steps = self._history_after(move, not bonus)
        return replace(
            self,
            cubes=cubes,
            side=self.side if bonus else opponent(self.side),
            just_moved=chosen.target if bonus else None,
            turn_count=self.turn_count + (not bonus),
            plies=self.plies + 1,
            turns=turns,
            turn_steps=turn_steps,
        )

    def move_to_action(self, move: str) -> int:
        chosen = self._moves.get(move) if isinstance(move, str) else None
        if chosen is None:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return action_id(self.grid, chosen)

    def action_to_move(self, action: int) -> str:
        for move, chosen in self._moves.items():
            if action_id(self.grid, chosen) == action:
                return move
        raise IllegalMove(f"action {action!r} is not a legal move here")

    def clicks(self) -> dict[str, list[str]]:
        """Place: the square. Slide: the cube, then its destination. Activate: the cube twice.
        Take up: the cube, then its owner's pool (``pool-black``). End: the ``end`` button."""
        return {move: click_path(self.grid, m, self.side) for move, m in self._moves.items()}

    # --- results ---------------------------------------------------------------------------

    @cached_property
    def outcome(self) -> tuple[str, str] | None:
        if self.in_bonus:
            return None  # a bonus step can always be declined
        if not has_legal_move(self.grid, self.cubes, self.side, self.reading):
            return opponent(self.side), f"{self.side} cannot make a legal move"
        if sealed_apart(self.grid, self.cubes, self.reading):
            return "draw", "the players' cubes are sealed in separate regions"
        limit = self.game.options["move_limit"]
        if limit and self.turn_count >= limit:
            return "draw", f"the move limit of {limit} turns was reached"
        return None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else self.side

    @property
    def ply(self) -> int:
        """Steps played since the game's start (estimated for a game begun from a position string)."""
        return self.plies

    def evaluate(self) -> float:
        """A heuristic value in [-1, 1] for the side to move (see :mod:`.evaluation`)."""
        return evaluate(self)

    # --- explanations and writing ----------------------------------------------------------

    def explain_illegal(self, move: str) -> str:
        return explain(self, move)

    def position(self) -> str:
        return write_position(self.grid, self.cubes, self.side, self.just_moved, self.turn_count)

    def to_json(self) -> dict[str, Any]:
        return position_to_json(self.grid, self.cubes, self.side, self.just_moved, self.turn_count)

    def last_move(self) -> Move | None:
        """The last step played in this game, if any."""
        steps = list(self.turn_steps) or (self.split_turn(self.turns[-1]) if self.turns else [])
        return parse_move(self.grid, steps[-1]) if steps else None

    def text(self) -> str:
        return render.text_diagram(self)

    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            language: str = "en") -> str:
        return render.svg(self, flipped=flipped, highlights=highlights, selected=selected, language=language)


def action_id(grid: Grid, move: Move) -> int:
    """The action number of ``move``: placements, slides (origin, direction, distance),
    activations, take-ups, then ``end`` (see :func:`num_actions`)."""
    squares, reach = grid.size * grid.size, grid.size - 1
    slides = squares * 4 * reach
    if move.kind == PLACE:
        return move.space
    if move.kind == SLIDE:
        (direction, distance) = grid.line(move.space, move.target)  # type: ignore[misc]
        return squares + (move.space * 4 + DIRECTIONS.index(direction)) * reach + distance - 1
    if move.kind == ACTIVATE:
        return squares + slides + move.space
    if move.kind == END:
        return 3 * squares + slides
    return 2 * squares + slides + move.space


def num_actions(size: int) -> int:
    """The size of the action range of a ``size`` x ``size`` board."""
    squares = size * size
    return 3 * squares + squares * 4 * (size - 1) + 1


def click_path(grid: Grid, move: Move, side: str) -> list[str]:
    """The ``data-target`` values a player clicks to make ``move`` (see :meth:`CubesState.clicks`)."""
    if move.kind == END:
        return ["end"]
    square = grid.name(move.space)
    if move.kind == PLACE:
        return [square]
    if move.kind == SLIDE:
        return [square, grid.name(move.target)]
    if move.kind == ACTIVATE:
        return [square, square]
    return [square, f"pool-{side}"]


# --- the playtesting lab's counters (see State.lab_counters) ------------------------------------

def _lab_counters(state: CubesState, step: str, after: State) -> dict[str, int]:
    """The kind of ``step`` (``place``, ``slide``, ``activate``, ``take`` for a pick-up,
    ``end``), ``bonus_step`` for a step made as a bonus and ``bonus_chain`` when a turn's first
    bonus is earned (so bonus steps per chain is the mean chain length), and how a game ended:
    ``end_no_move``, ``end_sealed`` (cubes sealed apart) or ``end_move_limit``."""
    move = state._moves[step]
    counts = {move.kind: 1}
    if state.in_bonus:
        counts["bonus_step"] = 1
    if isinstance(after, CubesState):
        if after.in_bonus and not state.in_bonus:
            counts["bonus_chain"] = 1
        reason = after.reason or ""
        if after.outcome is not None:
            counts["end_no_move" if "cannot make a legal move" in reason else "end_sealed" if "sealed" in reason
                   else "end_move_limit" if "move limit" in reason else "end_other"] = 1
    return counts


CubesState.lab_counters = _lab_counters  # type: ignore[method-assign,assignment]
