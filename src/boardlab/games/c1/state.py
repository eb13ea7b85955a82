"""A C1 position with its history: turns, results, explanations of illegal moves, threats."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, cast

from boardlab.core.errors import IllegalMove
from boardlab.core.game import State
from boardlab.games.c1 import render
from boardlab.games.c1.board import FIXED, ORTHOGONAL, SIZE, cell_name, opponent
from boardlab.games.c1.board import step as step_cell
from boardlab.games.c1.notation import layout_to_json, normalise_move, parse_move, undotted, write_position
from boardlab.games.c1.rules import (
    Move,
    Pieces,
    Tiles,
    apply_move,
    cone_cell,
    cone_targets,
    eliminates,
    piece_moves,
    pyramid_targets,
    surrounded_colours,
    tile_moves,
    tile_targets,
)

if TYPE_CHECKING:
    from boardlab.games.c1.game import C1Game


@dataclass(frozen=True, eq=False)
class C1State(State):
    """A C1 (or C2) position. Build one with :meth:`C1Game.start` or :meth:`C1Game.from_position`."""

    game: C1Game
    tiles: Tiles
    pieces: Pieces
    side: str
    #: C2 only: the optional tile move of this turn has been made.
    tile_step_done: bool = False
    turn_count: int = 0
    start_ply: int = 0
    turns: tuple[str, ...] = ()
    turn_steps: tuple[str, ...] = ()
    #: Board keys of the turn-start positions so far (kept only for the repetition option).
    seen: tuple[str, ...] = ()

    # --- moves ---------------------------------------------------------------------------

    @cached_property
    def _moves(self) -> dict[str, Move]:
        if self.winner is not None:
            return {}
        return {str(m): m for m in self._candidate_moves()}

    def _candidate_moves(self) -> list[Move]:
        pieces = list(piece_moves(self.tiles, self.pieces, self.side))
        if self.tile_step_done:
            return pieces
        tiles = list(tile_moves(self.tiles, self.pieces, self.side))
        if self.is_c2:
            # The optional tile move is offered only where a cone or pyramid move can follow.
            tiles = [t for t in tiles if any(piece_moves(*apply_move(self.tiles, self.pieces, t), self.side))]
        return pieces + tiles

    @property
    def is_c2(self) -> bool:
        """Whether this is the two-move-turn variant C2."""
        return self.game.options["variant"] == "c2"

    def legal_moves(self) -> list[str]:
        """Cone and pyramid moves, then tile moves, each sorted by start and end cell."""
        return list(self._moves)

    def _legal_set(self) -> frozenset[str]:
        return frozenset(self._moves)

    def _apply(self, move: str) -> C1State:
        chosen = self._moves[move]
        tiles, pieces = apply_move(self.tiles, self.pieces, chosen)
        turn_done = not (self.is_c2 and chosen.letter == "T")
        turns, turn_steps = self._history_after(move, turn_done)
        next_side = opponent(self.side) if turn_done else self.side
        seen = self.seen
        if turn_done and self.game.options["repetition"]:
            seen += (board_key(tiles, pieces, next_side),)
        return replace(
            self,
            tiles=tiles,
            pieces=pieces,
            side=next_side,
            tile_step_done=not turn_done,
            turn_count=self.turn_count + turn_done,
            turns=turns,
            turn_steps=turn_steps,
            seen=seen,
        )

    def move_to_action(self, move: str) -> int:
        chosen = self._moves.get(move)
        if chosen is None:
            raise IllegalMove(f"{move}: {self.explain_illegal(move)}")
        return chosen.origin * SIZE * SIZE + chosen.target

    def action_to_move(self, action: int) -> str:
        for move, chosen in self._moves.items():
            if chosen.origin * SIZE * SIZE + chosen.target == action:
                return move
        raise IllegalMove(f"action {action!r} is not a legal move here")

    def clicks(self) -> dict[str, list[str]]:
        return {move: [cell_name(m.origin), cell_name(m.target)] for move, m in self._moves.items()}

    # --- results -------------------------------------------------------------------------

    @cached_property
    def outcome(self) -> tuple[str, str] | None:
        if self.tile_step_done:
            return None  # C2 checks surrounds once, at the end of the whole turn
        surrounded = surrounded_colours(self.tiles, self.pieces)
        if len(surrounded) == 2:
            return "draw", "both cones are surrounded"
        if surrounded:
            return opponent(surrounded[0]), f"{surrounded[0]}'s cone is surrounded"
        limit = self.game.options["repetition"]
        if limit and self.seen.count(board_key(self.tiles, self.pieces, self.side)) >= limit:
            return "draw", f"the same position occurred {limit} times"
        if self.game.options["move_limit"] and self.turn_count >= self.game.options["move_limit"]:
            return "draw", f"the move limit of {self.game.options['move_limit']} turns was reached"
        # No "no legal move" rule is needed: a cone that is not surrounded has a free tile
        # beside it and can always step there (see src/boardlab/docs/rules/c1.md).
        return None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else self.side

    @property
    def ply(self) -> int:
        return self.start_ply + self.steps_played

    def threats(self) -> list[str]:
        """The opponent's turns that would win now, were it their turn (draws do not count)."""
        if self.is_over:
            return []
        enemy = opponent(self.side)
        their_turn = replace(self, side=enemy, tile_step_done=False, turns=(), turn_steps=(), seen=())
        winning = []
        for move in their_turn.legal_moves():
            after = their_turn.play(move)
            if after.turn_steps:  # C2: the tile move of a two-step turn
                winning += [f"{move}{self.game.step_separator}{m}" for m in after.legal_moves()
                            if after.play(m).winner == enemy]
            elif after.winner == enemy:
                winning.append(move)
        return winning

    def evaluate(self) -> float:
        from boardlab.games.c1.evaluation import evaluate  # compiled with numba: loaded on first use
        return evaluate(self)

    # --- explanations --------------------------------------------------------------------

    def play_turn(self, turn: str) -> C1State:
        """Play a whole turn; a C2 turn written with its tile move after the piece move is
        refused as such (not with whatever the second step would mean for the opponent)."""
        if self.is_c2:
            piece_seen = False
            for step in self.split_turn(turn):
                letter = step[:1].upper()
                if letter == "T" and piece_seen:
                    raise IllegalMove(f"{turn}: the tile move must come first in a C2 turn (write {step} "
                                      "before the cone or pyramid move)")
                piece_seen = piece_seen or letter in ("C", "P")
        return cast("C1State", super().play_turn(turn))

    def explain_illegal(self, move: str) -> str:
        parsed = parse_move(move) if isinstance(move, str) else None
        if parsed is None:
            return self._explain_unreadable(move)
        letter, origin, separator, target = parsed
        if self.is_over:
            return f"the game is over ({self.reason})"
        if self.tile_step_done and letter == "T":
            return "the tile move of this C2 turn has been made; move the cone or a pyramid"
        problem = self._explain_piece(letter, origin, target) if letter != "T" else self._explain_tile(origin, target)
        if problem:
            return problem + self._other_letter_hint(letter, origin, target)
        writes_x = eliminates(self.tiles, self.side, origin, target)
        if letter != "T" and separator == "x" and not writes_x:
            return f"no tile is eliminated ({self._why_no_elimination(origin, target)}); write {move.replace('x', '-')}"
        if separator == "x" and letter == "T":
            return f"a tile move never eliminates a tile; write {move.replace('x', '-')}"
        if separator == "-" and writes_x:
            return f"the move eliminates the tile at {cell_name(origin)}; write {move.replace('-', 'x')}"
        if self.is_c2 and letter == "T":
            return "after this tile move no cone or pyramid move would be possible"
        return "not a legal move here"

    def _explain_unreadable(self, move: object) -> str:
        how = ("write a letter C (cone), P (pyramid) or T (tile), the start cell, "
               "'-' (or 'x' when a tile is eliminated) and the end cell, e.g. Pb1-d5")
        dotted = undotted(move) if isinstance(move, str) else None
        if dotted is not None:
            letter, origin, target = dotted
            modern = self._spelling(letter, origin, target)
            return (f"this is the rulebook's old dotted notation (figure 10), which writes the end cell first; "
                    f"today's notation is {modern}")
        if isinstance(move, str) and normalise_move(move) != move and normalise_move(move) in self._moves:
            return f"not a C1 move as written: {how}; did you mean {normalise_move(move)}?"
        return f"not a C1 move: {how}"

    def _spelling(self, letter: str, origin: int, target: int) -> str:
        """The move from ``origin`` to ``target`` in today's notation (``x`` where it is legal and eliminates)."""
        for move in self._moves.values():
            if (move.letter, move.origin, move.target) == (letter, origin, target):
                return str(move)
        return f"{letter}{cell_name(origin)}-{cell_name(target)}"

    def _other_letter_hint(self, letter: str, origin: int, target: int) -> str:
        """``"; did you mean Pb1-d5?"`` when exactly one legal move joins these cells with another letter."""
        others = [str(m) for m in self._moves.values() if (m.origin, m.target) == (origin, target) and m.letter != letter]
        return f"; did you mean {others[0]}?" if len(others) == 1 else ""

    def _explain_piece(self, letter: str, origin: int, target: int) -> str | None:
        piece = self.pieces[origin]
        kind = "cone" if letter == "C" else "pyramid"
        name = cell_name(origin)
        if piece is None or piece.kind != kind:
            return f"there is no {kind} at {name}"
        if piece.colour != self.side:
            return f"the {kind} at {name} is {piece.colour.title()}'s; it is {self.side.title()}'s turn"
        reach = cone_targets if letter == "C" else pyramid_targets
        if target not in reach(self.tiles, self.pieces, origin):
            return f"the {kind} at {name} cannot reach {cell_name(target)}"
        return None

    def _explain_tile(self, origin: int, target: int) -> str | None:
        name = cell_name(origin)
        colour = self.tiles[origin]
        if colour is None:
            return f"there is no tile at {name}"
        if origin in FIXED:
            return f"the tile at {name} is a fixed tile"
        if colour != self.side:
            return f"the tile at {name} is {colour.title()}'s; players move only their own tiles"
        if self.pieces[origin] is not None:
            return f"the tile at {name} is occupied by the {self.pieces[origin]}"
        if target not in tile_targets(self.tiles, origin):
            return f"the tile at {name} cannot slide to {cell_name(target)}"
        return None

    def _why_no_elimination(self, origin: int, target: int) -> str:
        if origin in FIXED:
            return f"{cell_name(origin)} is a fixed tile"
        if self.tiles[origin] == self.side:
            return f"{cell_name(origin)} is {self.side.title()}'s own tile"
        return f"{cell_name(target)} is not {self.side.title()}'s tile"

    # --- writing -------------------------------------------------------------------------

    def position(self) -> str:
        return write_position(self.tiles, self.pieces, self.side, self.tile_step_done, self.turn_count)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "c1",
            **layout_to_json(self.tiles, self.pieces),
            "side": self.side,
            "tile_step_done": self.tile_step_done,
            "turn": self.turn_count,
        }

    def last_move(self) -> Move | None:
        """The last step played in this game, if any."""
        steps = list(self.turn_steps) or (self.split_turn(self.turns[-1]) if self.turns else [])
        if not steps:
            return None
        letter, origin, separator, target = parse_move(steps[-1])  # type: ignore[misc]
        return Move(letter, origin, target, separator == "x")

    def text(self) -> str:
        return render.text_diagram(self)

    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            language: str = "en") -> str:
        return render.svg(self, flipped=flipped, highlights=highlights, selected=selected, language=language)


def board_key(tiles: Tiles, pieces: Pieces, side: str) -> str:
    """A turn-start position without its turn count: what the repetition rule compares."""
    return write_position(tiles, pieces, side, False, 0)


# --- the playtesting lab's counters (see State.lab_counters) ------------------------------------

def _lab_counters(state: C1State, step: str, after: State) -> dict[str, int]:
    """The kind of ``step`` (``cone_move``, ``pyramid_move``, ``tile_slide``), the tile it
    eliminated by colour (``eliminated_black_tile``), and, when it surrounds a cone, what
    closes each of the cone's four sides (``end_side_void``, ``end_side_edge``,
    ``end_side_own_piece``, ``end_side_enemy_piece``; ``end_self_surrounded`` when the mover
    surrounded its own cone)."""
    move = state._moves[step]
    counts = {{"C": "cone_move", "P": "pyramid_move", "T": "tile_slide"}[move.letter]: 1}
    if move.eliminates:
        counts[f"eliminated_{state.tiles[move.origin]}_tile"] = 1
    if not isinstance(after, C1State) or after.tile_step_done:
        return counts
    for colour in surrounded_colours(after.tiles, after.pieces):
        if colour == state.side:
            counts["end_self_surrounded"] = 1
        for side in _cone_sides(after, colour):
            counts[f"end_side_{side}"] = counts.get(f"end_side_{side}", 0) + 1
    return counts


def _cone_sides(state: C1State, colour: str) -> list[str]:
    """What stands on each orthogonal side of ``colour``'s surrounded cone."""
    sides = []
    for direction in ORTHOGONAL:
        cell = step_cell(cone_cell(state.pieces, colour), direction)
        piece = state.pieces[cell] if cell is not None else None
        sides.append("edge" if cell is None else "void" if state.tiles[cell] is None
                     else "own_piece" if piece is not None and piece.colour == colour else "enemy_piece")
    return sides


C1State.lab_counters = _lab_counters  # type: ignore[method-assign,assignment]
