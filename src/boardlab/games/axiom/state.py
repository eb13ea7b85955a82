"""An AXIOM position with its history: moves, action ids, results and explanations."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from boardlab.core.errors import IllegalMove
from boardlab.core.game import State
from boardlab.games.axiom import render
from boardlab.games.axiom.board import (
    FRAME,
    MAX_LEVEL,
    UP,
    Cell,
    cell_name,
    face_name,
    faces_mask,
    mask_faces,
    neighbour,
    opponent,
    orientation_index,
)
from boardlab.games.axiom.notation import dome_problem, layout_to_json, normalise_move, parse_move, write_position
from boardlab.games.axiom.rules import (
    CubeMove,
    Layout,
    Move,
    SceptreMove,
    apply_move,
    cube_moves,
    eliminates,
    groups,
    has_legal_move,
    joins_all,
    meeting_cubes,
    paired_colours,
    placement_problem,
    sceptre_landings,
    sceptre_moves,
    span_ok,
)

if TYPE_CHECKING:
    from boardlab.games.axiom.game import AxiomGame

_COLUMNS = FRAME * FRAME
#: Cube actions: origin column x target column x orientation (at most 12 per cube).
CUBE_ACTIONS = _COLUMNS * _COLUMNS * 12
#: Target faces of a sceptre: cube cells (levels 1..12) x 6 faces.
SCEPTRE_TARGETS = _COLUMNS * MAX_LEVEL * 6
NUM_ACTIONS = CUBE_ACTIONS + 2 * SCEPTRE_TARGETS


@dataclass(frozen=True, eq=False)
class AxiomState(State):
    """An AXIOM position. Build one with :meth:`AxiomGame.start` or :meth:`AxiomGame.from_position`."""

    game: AxiomGame
    layout: Layout
    side: str
    turn_count: int = 0
    start_ply: int = 0
    turns: tuple[str, ...] = ()
    turn_steps: tuple[str, ...] = ()

    # --- moves ---------------------------------------------------------------------------

    @cached_property
    def _moves(self) -> dict[str, Move]:
        if self.outcome is not None:
            return {}
        return self._candidates

    @property
    def rule_options(self) -> tuple[bool, bool, int]:
        """``(forbid_own_pair, one_piece, sceptre_length)``: the options move generation needs."""
        options = self.game.options
        return options["own_pair"] == "forbidden", options["one_piece"], options["sceptre_length"]

    @cached_property
    def _candidates(self) -> dict[str, Move]:
        forbid, one_piece, length = self.rule_options
        moves: list[Move] = list(sceptre_moves(self.layout, self.side, forbid, length))
        moves += cube_moves(self.layout, self.side, one_piece, length)
        return {str(m): m for m in moves}

    def play(self, move: str) -> AxiomState:
        """The state after ``move``, read in any letter case and with dome faces in any order
        (``sb2.2u-c3.2u``, ``Cc2.1-e2.1WN``); raises :class:`IllegalMove`."""
        standard = normalise_move(move) if isinstance(move, str) else move
        return super().play(standard)  # type: ignore[return-value]

    def legal_moves(self) -> list[str]:
        """Sceptre moves, then cube moves, each sorted by origin, target and orientation."""
        return list(self._moves)

    def _legal_set(self) -> frozenset[str]:
        return frozenset(self._moves)

    def _apply(self, move: str) -> AxiomState:
        layout = apply_move(self.layout, self._moves[move])
        turns, turn_steps = self._history_after(move, True)
        return replace(self, layout=layout, side=opponent(self.side), turn_count=self.turn_count + 1,
                       turns=turns, turn_steps=turn_steps)

    def move_to_action(self, move: str) -> int:
        chosen = self._moves.get(normalise_move(move)) if isinstance(move, str) else None
        if chosen is None:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return self._action(chosen)

    def _action(self, move: Move) -> int:
        if isinstance(move, CubeMove):
            origin, target = move.origin, move.target
            index = orientation_index(self.layout.cubes[origin], move.domes)
            return ((origin[0] * FRAME + origin[1]) * _COLUMNS + target[0] * FRAME + target[1]) * 12 + index
        own = [s for s in self.layout.sceptres if s.colour == self.side]
        rank = next(i for i, s in enumerate(own) if (s.cube, s.face) == (move.origin, move.origin_face))
        x, y, z = move.target
        return CUBE_ACTIONS + rank * SCEPTRE_TARGETS + ((x * FRAME + y) * MAX_LEVEL + z - 1) * 6 + move.target_face

    @cached_property
    def _by_action(self) -> dict[int, str]:
        return {self._action(m): text for text, m in self._moves.items()}

    def action_to_move(self, action: int) -> str:
        move = self._by_action.get(action) if isinstance(action, int) else None
        if move is None:
            raise IllegalMove(f"action {action!r} is not a legal move here")
        return move

    def clicks(self) -> dict[str, list[str]]:
        """Sceptre: its face, then the landing face. Cube: its top face, the cell, the domes."""
        paths = {}
        for text, move in self._moves.items():
            if isinstance(move, CubeMove):
                paths[text] = [face_name(move.origin, UP), cell_name(move.target), "dome:" + mask_faces(move.domes)]
            else:
                paths[text] = [face_name(move.origin, move.origin_face), face_name(move.target, move.target_face)]
        return paths

    # --- results -------------------------------------------------------------------------

    @cached_property
    def outcome(self) -> tuple[str, str] | None:
        meeting = meeting_cubes(self.layout)
        if meeting:
            mover = opponent(self.side)
            return mover, f"{mover}'s sceptre reached the cube on {cell_name(meeting[0])} holding {self.side}'s sceptre"
        if self.game.options["own_pair"] == "loss":
            paired = paired_colours(self.layout)
            if len(paired) == 2:
                return "draw", "both players have their two sceptres on one cube"
            if paired:
                return opponent(paired[0]), f"{paired[0]} put both sceptres on one cube"
        limit = self.game.options["move_limit"]
        if limit and self.turn_count >= limit:
            return "draw", f"the move limit of {limit} turns was reached"
        if not has_legal_move(self.layout, self.side, *self.rule_options):  # stops at the first move
            return opponent(self.side), f"{self.side} has no legal move"
        return None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else self.side

    @property
    def ply(self) -> int:
        return self.start_ply + len(self.turns)

    def threats(self) -> list[str]:
        """The opponent's sceptre moves that would win now, were it their turn."""
        if self.is_over:
            return []
        enemy = opponent(self.side)
        forbid, _, length = self.rule_options
        return [str(m) for m in sceptre_moves(self.layout, enemy, forbid, length)
                if any(s.colour == self.side for s in self.layout.sceptres_on(m.target))]

    def evaluate(self) -> float:
        """A heuristic value in [-1, 1] for the side to move (see :mod:`.evaluation`)."""
        from boardlab.games.axiom.evaluation import evaluate

        return evaluate(self)

    # --- explanations --------------------------------------------------------------------

    def explain_illegal(self, move: str) -> str:
        parsed = parse_move(move) if isinstance(move, str) else None
        if parsed is None:
            return ("not an AXIOM move: write a cube move as C, origin cell, '-', target cell and dome faces "
                    "(e.g. Cc2.2-c3.3D), or a sceptre move as S, origin face, '-' (or 'x' when a cube is "
                    "eliminated) and target face (e.g. Sb2.2U-c2.2U)")
        if self.is_over:
            return f"the game is over ({self.reason})"
        if parsed[0] == "C":
            problem = self._explain_cube(*parsed[1])
        else:
            problem = self._explain_sceptre(*parsed[1])
        return problem or "not a legal move here"

    def _explain_cube(self, origin: Cell, target: Cell, letters: str) -> str | None:
        layout, name = self.layout, cell_name(origin)
        cube = layout.cubes.get(origin)
        if cube is None:
            return f"there is no cube on {name}"
        if cube.colour != self.side:
            return f"the cube on {name} is {cube.colour}'s; it is {self.side}'s turn"
        if layout.sceptres_on(origin):
            return f"the cube on {name} holds a sceptre and cannot be moved"
        if layout.is_covered(origin):
            return f"the cube on {name} is underneath another cube and cannot be moved"
        if target == origin:
            return "a cube cannot be re-orientated in the same place"
        problem = dome_problem(letters)
        if problem:
            return problem
        if (len(letters) == 2) != cube.is_double:
            kind = "double" if cube.is_double else "single"
            return f"the cube on {name} is {kind}-domed: name {2 if cube.is_double else 1} dome face(s)"
        return self._explain_target(origin, target, faces_mask(letters))

    def _explain_target(self, origin: Cell, target: Cell, domes: int) -> str | None:
        layout, spot = self.layout, cell_name(target)
        rest = {c: cube for c, cube in layout.cubes.items() if c != origin}
        if target in rest:
            return f"{spot} is taken by a cube"
        if target in layout.kept_free(self.game.options["sceptre_length"]):
            return f"{spot} is in front of a sceptre"
        if neighbour(target, UP) in rest:
            return f"{spot} is under another cube"
        if not any(neighbour(target, face) in rest for face in range(6)):
            return f"{spot} touches no other cube"
        if not span_ok([*rest, target]):
            return "the structure would spread wider than the table (12 cells)"
        if self.game.options["one_piece"] and not joins_all(groups(rest), target):
            return "the structure must stay in one piece (option one_piece)"
        problem = placement_problem(rest, target, domes)
        return f"the cube cannot stand on {spot}: {problem}" if problem else None

    def _explain_sceptre(self, origin: Cell, face: int, separator: str, target: Cell, target_face: int) -> str | None:
        layout, where = self.layout, face_name(origin, face)
        sceptre = next((s for s in layout.sceptres if (s.cube, s.face) == (origin, face)), None)
        if sceptre is None:
            return f"there is no sceptre on {where}"
        if sceptre.colour != self.side:
            return f"the sceptre on {where} is {sceptre.colour}'s; it is {self.side}'s turn"
        goal = (target, target_face)
        if goal not in sceptre_landings(layout, sceptre, self.game.options["sceptre_length"]):
            return f"the sceptre on {where} cannot reach {face_name(target, target_face)}"
        eliminating = eliminates(layout, sceptre, target)
        fixed = f"S{where}{'x' if eliminating else '-'}{face_name(target, target_face)}"
        if eliminating and separator == "-":
            return f"the move eliminates the cube on {cell_name(origin)}; write {fixed}"
        if not eliminating and separator == "x":
            return f"no cube is eliminated; write {fixed}"
        if self.game.options["own_pair"] == "forbidden":
            return "a sceptre may not join the other sceptre of its colour on one cube"
        return None

    # --- writing -------------------------------------------------------------------------

    def position(self) -> str:
        return write_position(self.layout, self.side, self.turn_count)

    def to_json(self) -> dict[str, Any]:
        return {"game": "axiom", **layout_to_json(self.layout), "side": self.side, "turn": self.turn_count}

    def last_move(self) -> str | None:
        """The last move played in this game, if any."""
        return self.turns[-1] if self.turns else None

    def text(self) -> str:
        return render.text_diagram(self)

    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            rotation: int = 0, language: str = "en") -> str:
        """The structure in isometric view (turned by ``rotation``: 0, 90, 180 or 270 degrees,
        and half a turn more when ``flipped``) beside a top-down map, its words in ``language``."""
        return render.svg(self, flipped=flipped, highlights=highlights, selected=selected, rotation=rotation,
                          language=language)



# --- the playtesting lab's counters (see State.lab_counters) ------------------------------------

def _lab_counters(state: AxiomState, step: str, after: State) -> dict[str, int]:
    """The kind of ``step`` (``cube_move`` or ``sceptre_move``), ``elimination`` when a sceptre
    move takes its cube out of the game, and how a won game ended: ``end_capture`` (a sceptre
    reached the cube holding an enemy sceptre), ``end_own_pair`` (a player put both sceptres
    on one cube) or ``end_no_move``."""
    move = state._moves[step]
    counts = {"sceptre_move" if isinstance(move, SceptreMove) else "cube_move": 1}
    if isinstance(move, SceptreMove) and move.eliminates:
        counts["elimination"] = 1
    if isinstance(after, AxiomState) and after.outcome is not None and after.winner in after.game.seats:
        reason = after.reason or ""
        ending = ("end_capture" if meeting_cubes(after.layout) else "end_own_pair" if "both sceptres" in reason
                  else "end_no_move" if "no legal move" in reason else "end_other")
        counts[ending] = 1
    return counts


AxiomState.lab_counters = _lab_counters  # type: ignore[method-assign,assignment]
