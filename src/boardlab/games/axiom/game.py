"""The AXIOM game: options, start position and reading positions."""

from __future__ import annotations

from typing import Any

from boardlab.core.errors import PositionError
from boardlab.core.numbers import check_whole
from boardlab.core.game import Game, require_keys
from boardlab.core.options import Option
from boardlab.core.registry import register
from boardlab.games.axiom.board import BLACK, COLOURS, WHITE, start_layout
from boardlab.games.axiom.notation import layout_from_json, normalise_move, read_position
from boardlab.games.axiom.rules import Layout, normalised
from boardlab.games.axiom.state import NUM_ACTIONS, AxiomState
from boardlab.games.axiom.render import TEXT_LEGEND


@register
class AxiomGame(Game):
    """AXIOM by Michael Seal: cubes and sceptres on a structure built in three dimensions.

    >>> game = AxiomGame()
    >>> len(game.start().legal_moves())
    32
    """

    name = "axiom"
    title = "AXIOM"
    text_legend = TEXT_LEGEND
    option_specs = (
        Option("own_pair", "loss",
               "both sceptres of one colour on one cube: loss (that colour loses, as the 2008 edition's rules say), "
               "allowed (no effect) or forbidden (no move may do it)",
               choices=("loss", "allowed", "forbidden")),
        Option("one_piece", False,
               "cube moves must leave the structure in one piece (eliminations may still split it)"),
        Option("move_limit", 0, "draw after this many turns (0: never)", minimum=0),
        Option("sceptre_length", 1,
               "cells a standing sceptre fills in front of its face: 1 (the rule sheet) or 2 (the Java "
               "implementation's reading)", choices=(1, 2)),
    )

    @property
    def seats(self) -> tuple[str, ...]:
        return (BLACK, WHITE)

    @property
    def num_actions(self) -> int:
        """Cube moves by origin column, target column and orientation; sceptre moves by which
        of the mover's two sceptres and the target face."""
        return NUM_ACTIONS

    def normalise_move(self, text: str) -> str:
        """``sB2.2u-C2.2u`` -> ``Sb2.2U-c2.2U``: records may be written in any case."""
        return normalise_move(text)

    def start(self) -> AxiomState:
        """The start position of the rulings; Black to move."""
        cubes, sceptres = start_layout()
        return self._state(normalised(cubes, sceptres), BLACK, 0)

    def from_position(self, text: str) -> AxiomState:
        layout, side, turn = read_position(text)
        return self._state(layout, side, turn)

    def from_json(self, data: dict[str, Any]) -> AxiomState:
        data = require_keys(data, ("cubes", "sceptres", "side", "turn"), "an AXIOM JSON position")
        layout = layout_from_json(data)
        side, turn = data["side"], data["turn"]
        if side not in COLOURS:
            raise PositionError(f"'side' must be 'black' or 'white', got {side!r}")
        check_whole(turn, "'turn'")
        return self._state(layout, side, turn)

    def _state(self, layout: Layout, side: str, turn: int) -> AxiomState:
        return AxiomState(self, layout, side, turn, turn)
