"""A CCC position with its history: turns, results, explanations, compliments, evaluation."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from boardlab.core.errors import IllegalMove
from boardlab.core.game import State
from boardlab.games.ccc import render
from boardlab.games.ccc.board import COLOURS, CUBE, DIRECTIONS, FLAG, FLAT, TORUS, WIDTH, cell_name, opponent
from boardlab.games.ccc.board import LARGE, MEDIUM, PYRAMIDS, SMALL
from boardlab.games.ccc.compliments import check_compliment, sincere_compliment
from boardlab.games.ccc.notation import (
    normalise_step,
    stack_to_json,
    swap_reversed,
    write_board,
    write_flag_acted,
    write_pending,
    write_step,
)
from boardlab.games.ccc.rules import (
    Collapse,
    Hop,
    Position,
    Step,
    apply_step,
    has_legal_step,
    is_dead_position,
    legal_steps,
    losers,
)
from boardlab.games.ccc.rules import is_flag_action

if TYPE_CHECKING:
    from boardlab.games.ccc.game import CCCGame

_DIRECTION_INDEX = {name: i for i, name in enumerate(DIRECTIONS)} | {"": len(DIRECTIONS)}
MAX_HELD = 8  # 5 Flats and 3 Pyramids


@dataclass(frozen=True, eq=False)
class CCCState(State):
    """A CCC position. Build one with :meth:`CCCGame.start` or :meth:`CCCGame.from_position`."""

    game: CCCGame
    pos: Position
    start_ply: int = 0
    turns: tuple[str, ...] = ()
    turn_steps: tuple[str, ...] = ()
    #: ``(turn index, compliment)`` for each Nice Flag action of the game, in order.
    compliments: tuple[tuple[int, str], ...] = ()

    # --- moves ------------------------------------------------------------------------------

    @cached_property
    def _rule_steps(self) -> list[Step]:
        """The rules' decisions, before the game-over check."""
        return legal_steps(self.pos)

    @cached_property
    def _steps(self) -> dict[str, Step]:
        if self.outcome is not None:
            return {}
        return {write_step(step): step for step in self._rule_steps}

    def legal_moves(self) -> list[str]:
        """Every decision open now, in notation (board order, then the Flag's recreation)."""
        return list(self._steps)

    def canonical(self, move: str) -> str:
        """``move`` as :meth:`legal_moves` writes it: any letter case (``fD2-D3`` is
        ``Fd2-d3``), and a swap from either of its squares (``Sf1~c1`` is ``Sc1~f1``).
        A string that is no legal step is returned normalised, for the error message."""
        text = normalise_step(move)
        if text not in self._steps:
            other = swap_reversed(text, self.pos.cells, self.pos.geometry)
            if other in self._steps:
                return other
        return text

    def play(self, move: str) -> CCCState:
        """The state after ``move``, written in any case (a swap from either square)."""
        return super().play(self.canonical(move) if isinstance(move, str) else move)  # type: ignore[return-value]

    def _apply(self, move: str) -> CCCState:
        pos, turn_done = apply_step(self.pos, self._steps[move])
        turns, turn_steps = self._history_after(move, turn_done)
        return replace(self, pos=pos, turns=turns, turn_steps=turn_steps)

    @property
    def side(self) -> str:
        """The colour whose turn it is (also once the game is over)."""
        return self.pos.side

    # --- action ids -------------------------------------------------------------------------

    def _action(self, step: Step) -> int:
        cells = WIDTH * self.pos.geometry.height
        board_block = cells * cells
        if step.action in ("move", "attack", "hop"):
            return step.origin * cells + step.target
        if step.action == "swap":
            return board_block + step.origin * cells + step.target
        if step.action == "recreate":
            return 2 * board_block
        if step.action == "end":
            return 2 * board_block + 1
        collapse_base = 2 * board_block + 2
        if step.action == "collapse":
            return collapse_base + (step.origin * 9 + _DIRECTION_INDEX[step.direction]) * MAX_HELD + step.amount - 1
        return collapse_base + cells * 9 * MAX_HELD + (step.amount - 1) * cells + step.target

    @cached_property
    def _actions(self) -> dict[int, str]:
        return {self._action(step): move for move, step in self._steps.items()}

    def move_to_action(self, move: str) -> int:
        step = self._steps.get(self.canonical(move)) if isinstance(move, str) else None
        if step is None:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return self._action(step)

    def action_to_move(self, action: int) -> str:
        if action not in self._actions:
            raise IllegalMove(f"action {action!r} is not a legal move here")
        return self._actions[action]

    def clicks(self) -> dict[str, list[str]]:
        """Board moves: from, to (a swap: from, the swap button, to); a Collapse: the Structure, the count button, the first space
        of the line (none for a Pyramid Stack); a drop: the space, then the count button."""
        paths = {}
        for move, step in self._steps.items():
            if step.action in ("move", "attack", "hop"):
                paths[move] = [cell_name(step.origin), cell_name(step.target)]
            elif step.action == "swap":
                paths[move] = [cell_name(step.origin), "swap", cell_name(step.target)]
            elif step.action == "recreate":
                paths[move] = [cell_name(step.target)]
            elif step.action == "end":
                paths[move] = ["end"]
            elif step.action == "collapse":
                first = self.pos.geometry.step(step.origin, DIRECTIONS[step.direction]) if step.direction else None
                paths[move] = [cell_name(step.origin), f"count{step.amount}"] + ([cell_name(first)] if first is not None else [])
            else:
                paths[move] = [cell_name(step.target), f"count{step.amount}"]
        return paths

    # --- results ----------------------------------------------------------------------------

    @cached_property
    def outcome(self) -> tuple[str, str] | None:
        if self.pos.pending is not None:
            return None
        beaten = losers(self.pos)
        if len(beaten) == 2:
            return "draw", "both sides lost their last Pyramid in the same turn"
        if beaten:
            return opponent(beaten[0]), f"{beaten[0]} has no Pyramid left"
        if is_dead_position(self.pos):
            return "draw", "neither side can destroy an opposing Pyramid any more (only Pyramids can Attack, " \
                           "each side's on squares of its own colour)"
        limit = self.game.options["move_limit"]
        if limit and self.pos.turn >= limit:
            return "draw", f"the move limit of {limit} turns was reached"
        if not has_legal_step(self.pos):
            if self.game.options["no_move"] == "draw":
                return "draw", f"{self.side} has no legal action"
            return opponent(self.side), f"{self.side} has no legal action"
        return None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else self.side

    @property
    def ply(self) -> int:
        return self.start_ply + self.steps_played

    # --- compliments ------------------------------------------------------------------------

    @property
    def compliment_due(self) -> bool:
        """Whether the last turn moved or recreated a Nice Flag and still lacks its compliment."""
        if not self.turns or self.turn_steps:
            return False
        last = self.turns[-1]
        is_flag_turn = last.startswith("N")
        return is_flag_turn and not any(index == len(self.turns) - 1 for index, _ in self.compliments)

    def with_compliment(self, text: str) -> CCCState:
        """This state with ``text`` kept as the compliment of the last turn (a Flag action).

        Raises :class:`IllegalMove` when no compliment is due or the text is empty.
        """
        if not self.compliment_due:
            raise IllegalMove("no compliment is due: only a turn that moves or recreates the Nice Flag gets one")
        return replace(self, compliments=self.compliments + ((len(self.turns) - 1, check_compliment(text)),))

    def annotations(self) -> dict[int, str]:
        """The compliments, by the index of the Flag turn they belong to."""
        return dict(self.compliments)

    def annotate(self, text: str) -> CCCState:
        """A record's note on a Flag turn is its compliment."""
        return self.with_compliment(text)

    def suggested_compliment(self) -> str:
        """A sincere compliment for the turn just played (what a computer player says)."""
        last = self.turns[-1] if self.turns else ""
        previous = self.turns[-2] if len(self.turns) >= 2 else None
        return sincere_compliment(previous, recreating="@" in last)

    @property
    def note_due(self) -> str | None:
        """The compliment's prompt while the last (Flag) turn lacks its compliment."""
        if not self.compliment_due:
            return None
        if "@" in self.turns[-1]:
            return "Compliment your opponent: you recreated the Nice Flag, so say something kind about their whole game."
        return "Compliment your opponent: you moved the Nice Flag, so say something kind about their last turn."

    def suggested_note(self) -> str | None:
        """A sincere compliment while one is due (what a computer player says)."""
        return self.suggested_compliment() if self.compliment_due else None

    # --- evaluation -------------------------------------------------------------------------

    def can_win(self, seat: str) -> bool:
        """False for both seats in a dead position (``rules.is_dead_position``, the RULINGS'
        criterion: neither side can ever destroy an opposing Pyramid again), else True.

        The rules already end a dead position as a draw, so while a game goes on this is True
        (a flag loses); the web app asks it when a clock runs out.
        """
        return not is_dead_position(self.pos)

    def evaluate(self) -> float:
        """The position's value for the side to move in [-1, 1]: material, Pyramids standing,
        mobility, threats on Pyramids and Flat advance, weighted as :mod:`.evaluation` says and
        computed by the fast engine's compiled :func:`.fast.evaluate_board`; a finished game is
        worth -1, 0 or 1."""
        from boardlab.games.ccc import fast

        if self.is_over:
            return 0.0 if self.winner == "draw" else (1.0 if self.winner == self.side else -1.0)
        return fast.evaluate(fast.encode(self))

    def material(self, colour: str) -> float:
        """``colour``'s material, the first feature of :meth:`evaluate` (the fast engine's
        :func:`.fast.material` agrees)."""
        value = 0.0
        for stack in self.pos.cells:
            for part in stack or ():
                if part.colour != colour:
                    continue
                value += {FLAT: 1.0, CUBE: 2.0, FLAG: 1.0, TORUS: 0.0}.get(part.kind, 3.0 * part.strength + 4)
        if any(s and s[0].kind == TORUS and s[0].colour == colour for s in self.pos.cells):
            value += self.pos.pool(colour) / 2
        return value

    # --- explanations -----------------------------------------------------------------------

    def explain_illegal(self, move: str) -> str:
        from boardlab.games.ccc.explain import explain

        return explain(self, normalise_step(move) if isinstance(move, str) else move)

    # --- writing ----------------------------------------------------------------------------

    def position(self) -> str:
        pos = self.pos
        fields = [write_board(pos.cells, pos.geometry), pos.side[0], f"{pos.torus_pools[0]},{pos.torus_pools[1]}",
                  write_flag_acted(pos.flag_acted), str(pos.turn)]
        pending = write_pending(pos.pending)
        return " ".join(fields + ([pending] if pending else []))

    def to_json(self) -> dict[str, Any]:
        pos = self.pos
        pending: dict[str, Any] | None = None
        if isinstance(pos.pending, Hop):
            pending = {"hop": cell_name(pos.pending.at)}
        elif isinstance(pos.pending, Collapse):
            c = pos.pending
            pending = {"collapse": {"origin": cell_name(c.origin), "direction": c.direction, "at": cell_name(c.at),
                                    "held": stack_to_json(c.held), "entered": [cell_name(v) for v in sorted(c.visited)]}}
        return {
            "game": "ccc",
            "ranks": pos.geometry.height,
            "cells": {cell_name(c): stack_to_json(s) for c in pos.geometry.cells if (s := pos.cells[c])},
            "side": pos.side,
            "torus_strength": dict(zip(COLOURS, pos.torus_pools)),
            "flag_acted": [c for c in COLOURS if c in pos.flag_acted],
            "turn": pos.turn,
            "pending": pending,
        }

    def text(self) -> str:
        return render.text_diagram(self)

    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            language: str = "en") -> str:
        return render.svg(self, flipped=flipped, highlights=highlights, selected=selected, language=language)



# --- the playtesting lab's counters (see State.lab_counters) ------------------------------------

_LAB_KIND = {FLAT: "flat", CUBE: "cube", TORUS: "torus", FLAG: "flag", SMALL: "small_pyramid",
             MEDIUM: "medium_pyramid", LARGE: "large_pyramid"}


def _lab_counters(state: CCCState, step: str, after: State) -> dict[str, int]:
    """The step's action (``move``, ``attack``, ``hop``, ``swap``, ``collapse``, ``drop``,
    ``recreate``, ``end``), ``nice_flag_move`` for a Nice Flag move or recreation, pieces
    destroyed by type (``destroyed_flat``, ``destroyed_large_pyramid``...) and, for each
    Pyramid destroyed, how it fell (``pyramid_fell_by_attack``, ``..._by_hop``, ``..._by_drop``)."""
    chosen = state._steps[step]
    counts = {chosen.action: 1}
    if is_flag_action(chosen):
        counts["nice_flag_move"] = 1
    if not isinstance(after, CCCState):
        return counts
    before, now = _pieces_in_play(state.pos), _pieces_in_play(after.pos)
    for kind, name in _LAB_KIND.items():
        lost = before.get(kind, 0) - now.get(kind, 0)
        if lost > 0:
            counts[f"destroyed_{name}"] = lost
            if kind in PYRAMIDS:
                counts[f"pyramid_fell_by_{chosen.action}"] = counts.get(f"pyramid_fell_by_{chosen.action}", 0) + lost
    return counts


def _pieces_in_play(pos: Position) -> dict[str, int]:
    """Pieces by kind on the board and held in a Collapse under way (so a pick-up is no loss)."""
    counts: dict[str, int] = {}
    held = pos.pending.held if isinstance(pos.pending, Collapse) else ()
    for stack in (*(cell for cell in pos.cells if cell), held):
        for part in stack:
            counts[part.kind] = counts.get(part.kind, 0) + 1
    return counts


CCCState.lab_counters = _lab_counters  # type: ignore[method-assign,assignment]
