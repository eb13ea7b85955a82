"""A comet position with its history: the turn order, the result, and the last grand move's report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from boardlab.core.errors import IllegalMove
from boardlab.core.game import State
from boardlab.games.comet import render
from boardlab.games.comet.board import GROUPS, Placement, piece, square_name
from boardlab.games.comet.notation import normalise_move, parse_move, write_placement, write_position
from boardlab.games.comet.rules import GRAND_MOVES, GrandMove, MoveReport, blocked_by_edge, legal_grand_moves, resolve

if TYPE_CHECKING:
    from boardlab.games.comet.game import CometGame

#: A hint's thinking time: half the web app's limit for a hint, so it answers in time.
HINT_SECONDS = 5.0


@dataclass(frozen=True, eq=False)
class CometState(State):
    """A comet position. Build one with :meth:`CometGame.start` or :meth:`CometGame.from_position`.

    ``count`` is the number of grand moves made (by all players together), which the move
    limit counts; ``report`` tells what the last grand move of this game did, when known.
    """

    game: CometGame
    placement: Placement
    seat: str
    count: int = 0
    turns: tuple[str, ...] = ()
    turn_steps: tuple[str, ...] = ()
    report: MoveReport | None = None

    # --- moves ---------------------------------------------------------------------------

    @cached_property
    def _moves(self) -> dict[str, GrandMove]:
        if self.outcome is not None:
            return {}
        return {str(move): move for move in self._allowed()}

    def _allowed(self) -> list[GrandMove]:
        return legal_grand_moves(self.placement, self.game.options["edge_blocking"])

    def legal_moves(self) -> list[str]:
        """The allowed grand moves, groups in the order of the rule text, then N, S, E, W."""
        return list(self._moves)

    def _legal_set(self) -> frozenset[str]:
        return frozenset(self._moves)

    def _apply(self, move: str) -> CometState:
        report = resolve(self.placement, self._moves[move])
        seats = self.game.seats
        return replace(
            self,
            placement=report.after,
            seat=seats[(seats.index(self.seat) + 1) % len(seats)],
            count=self.count + 1,
            turns=self.turns + (move,),
            report=report,
        )

    def move_to_action(self, move: str) -> int:
        chosen = self._moves.get(move) if isinstance(move, str) else None
        if chosen is None:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return chosen.action

    def action_to_move(self, action: int) -> str:
        if not isinstance(action, int) or not 0 <= action < len(GRAND_MOVES):
            raise IllegalMove(f"action {action!r} is not a grand move (0-{len(GRAND_MOVES) - 1})")
        move = str(GRAND_MOVES[action])
        if move not in self._moves:
            raise IllegalMove(f"action {action} ({move}): {self.explain_illegal(move)}")
        return move

    def clicks(self) -> dict[str, list[str]]:
        """A grand move is two clicks: the group's button, then the direction's arrow."""
        return {text: [move.group.code, move.direction.letter] for text, move in self._moves.items()}

    def preview(self, move: str) -> MoveReport:
        """What the legal grand move ``move`` would do here, without playing it."""
        if move not in self._moves:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return resolve(self.placement, self._moves[move])

    def last_grand_move(self) -> MoveReport | None:
        """The report of the last grand move: which pieces moved, which a piece or the edge blocked."""
        return self.report

    # --- results -------------------------------------------------------------------------

    @cached_property
    def outcome(self) -> tuple[str, str] | None:
        if self.game.goal.holds(self.placement):
            return "solved", f"the goal holds: {self.game.goal}"
        limit = self.game.options["move_limit"]
        if limit and self.count >= limit:
            return "unsolved", f"the move limit of {limit} grand moves was reached without the goal"
        if not self._allowed():
            return "unsolved", "no grand move is allowed without blocking a piece at the edge"
        return None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else self.seat

    @property
    def ply(self) -> int:
        return self.count

    # --- explanations --------------------------------------------------------------------

    def explain_illegal(self, move: str) -> str:
        parsed = parse_move(move) if isinstance(move, str) else None
        if parsed is None:
            standard = normalise_move(move) if isinstance(move, str) else ""
            if parse_move(standard) is not None:
                return f"write it as {standard}"
            codes = ", ".join(group.code for group in GROUPS)
            return f"not a grand move: write a group ({codes}), '-' and a direction N, S, E or W, e.g. prime-N"
        if self.is_over:
            return f"the game is over ({self.reason})"
        stuck = blocked_by_edge(self.placement, parsed)
        if stuck and not self.game.options["edge_blocking"]:
            pieces = ", ".join(f"{piece(n)} on {square_name(self.placement[n - 1])}" for n in stuck)
            return (f"{pieces} would be blocked by the {parsed.direction.name} edge, "
                    "and this game forbids edge-blocking")
        return "not a legal grand move here"

    # --- writing -------------------------------------------------------------------------

    def position(self) -> str:
        return write_position(self.placement, self.seat, self.count)

    def to_json(self) -> dict[str, Any]:
        """The position; ``last_grand_move`` is for display only and is not read back."""
        data: dict[str, Any] = {
            "game": "comet",
            "pieces": {str(n): square_name(s) for n, s in enumerate(self.placement, start=1)},
            "placement": write_placement(self.placement),
            "seat": self.seat,
            "count": self.count,
            "goal": str(self.game.goal),
        }
        if self.report is not None:
            data["last_grand_move"] = {
                "move": str(self.report.move),
                "moved": list(self.report.moved),
                "blocked_by_piece": {str(n): b for n, b in self.report.blocked_by_piece.items()},
                "blocked_by_edge": list(self.report.blocked_by_edge),
            }
        return data

    def hint(self, max_depth: int = 20, seconds: float = HINT_SECONDS) -> str | None:
        """The first grand move of a shortest solution from here; where the solver finds none
        within ``max_depth`` grand moves and about ``seconds``, the best goal-directed move a
        short search finds in the time left (the ``solver`` agent's choice). ``None`` when
        the game is over.
        """
        from boardlab.ai.agents import SolverAgent

        if self.is_over:
            return None
        return SolverAgent(max_depth, seconds, seed=0).choose(self)

    def text(self) -> str:
        return render.text_diagram(self)

    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            language: str = "en") -> str:
        return render.svg(self, flipped=flipped, highlights=highlights, selected=selected, language=language)
