"""The C1 game: options, start position and reading positions."""

from __future__ import annotations

from typing import Any

from boardlab.core.errors import InvalidOption, PositionError
from boardlab.core.numbers import check_whole
from boardlab.core.game import Game, require_keys
from boardlab.core.options import Option
from boardlab.core.registry import register
from boardlab.games.c1.board import BLACK, COLOURS, SIZE, WHITE, start_pieces, start_tiles
from boardlab.games.c1.notation import layout_from_json, normalise_move, read_position
from boardlab.games.c1.rules import Pieces, Tiles
from boardlab.games.c1.state import C1State, board_key
from boardlab.games.c1.render import TEXT_LEGEND


@register
class C1Game(Game):
    """C1 ("Cone") by Michael Seal, and its experimental two-move variant C2.

    >>> game = C1Game()
    >>> game.start().play("Cd1-d2").play("Pe7-e6").moves
    ['Cd1-d2', 'Pe7-e6']
    """

    name = "c1"
    title = "C1 (Cone)"
    text_legend = TEXT_LEGEND
    step_separator = "/"
    option_specs = (
        Option("variant", "c1", "c1: one move a turn; c2: an optional tile move, then a cone or pyramid move",
               choices=("c1", "c2")),
        Option("repetition", 0, "draw when a position occurs this many times (0: never; at least 2)", minimum=0),
        Option("move_limit", 0, "draw when the turn number (turns completed, as in the position string) "
               "reaches this (0: never)", minimum=0),
    )

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        if self.options["repetition"] == 1:
            raise InvalidOption("option 'repetition' must be 0 (off) or at least 2: with 1 every game would be "
                                "drawn at once, since its first position has already occurred once")

    @property
    def seats(self) -> tuple[str, ...]:
        return (BLACK, WHITE)

    @property
    def num_actions(self) -> int:
        """Actions are ``origin * 49 + target`` over the 49 cells."""
        return (SIZE * SIZE) ** 2

    def normalise_move(self, text: str) -> str:
        """``cD1-D2`` -> ``Cd1-d2``: records may be written in any case."""
        return normalise_move(text)

    def start(self) -> C1State:
        """Black's cone on d1 and pyramids on b1 c1 e1 f1, White's on row 7; Black to move."""
        return self._state(start_tiles(), start_pieces(), BLACK, False, 0)

    def from_position(self, text: str) -> C1State:
        tiles, pieces, side, tile_step_done, turn = read_position(text)
        return self._state(tiles, pieces, side, tile_step_done, turn)

    def from_json(self, data: dict[str, Any]) -> C1State:
        data = require_keys(data, ("tiles", "pieces", "side", "turn"), "a C1 JSON position")
        tiles, pieces = layout_from_json(data)
        side, turn, tile_step_done = data["side"], data["turn"], data.get("tile_step_done", False)
        if side not in COLOURS:
            raise PositionError(f"'side' must be 'black' or 'white', got {side!r}")
        check_whole(turn, "'turn'")
        if not isinstance(tile_step_done, bool):
            raise PositionError(f"'tile_step_done' must be true or false, got {tile_step_done!r}")
        return self._state(tiles, pieces, side, tile_step_done, turn)

    def _state(self, tiles: Tiles, pieces: Pieces, side: str, tile_step_done: bool, turn: int) -> C1State:
        if tile_step_done and self.options["variant"] != "c2":
            raise PositionError("'+' after the side to move (a tile move made mid-turn) exists only in the C2 variant")
        seen = (board_key(tiles, pieces, side),) if self.options["repetition"] and not tile_step_done else ()
        return C1State(self, tiles, pieces, side, tile_step_done, turn, turn + tile_step_done, seen=seen)
