"""The Cubes game: options, the start position and reading positions."""

from __future__ import annotations

import random
from typing import Any

from boardlab.core.game import Game, require_keys
from boardlab.core.options import Option
from boardlab.core.registry import register
from boardlab.games.cubes.board import (
    BLACK,
    COLOURS,
    DEFAULT_SIZE,
    MAX_SIZE,
    MIN_SIZE,
    WHITE,
    Cubes,
    empty_board,
    grid,
)
from boardlab.games.cubes.notation import normalise_move, position_from_json, read_position
from boardlab.games.cubes.rules import PHYSICAL, READINGS
from boardlab.games.cubes.state import CubesState, num_actions


@register
class CubesGame(Game):
    """Cubes: place and slide cubes that stand turned (active) or lie flat (inactive).

    >>> game = CubesGame(first="black")
    >>> state = game.start().play("d4")
    >>> state.to_move, state.pool("black")
    ('white', 7)
    """

    name = "cubes"
    title = "Cubes (active and inactive cubes)"
    step_separator = "/"
    record_names_start = True  # who moves first is drawn at random: records must say
    option_specs = (
        Option("size", DEFAULT_SIZE, "the board is size x size squares", minimum=MIN_SIZE, maximum=MAX_SIZE),
        Option("first", "random", "who moves first: random (drawn afresh for each new game, or from seed), "
               "black or white", choices=("random", BLACK, WHITE)),
        Option("seed", 0, "the seed of the random draw of the first player (0: none, a new game draws "
               "afresh; start() of the library then draws with 0, which gives white)", minimum=0),
        Option("slide", PHYSICAL, "physical: a slide may pass (and knocks inactive) cubes whose corners reach "
               "its path; strict: it may not pass in front of an active cube", choices=READINGS),
        Option("move_limit", 0, "draw after this many turns (0: never)", minimum=0),
    )

    @property
    def seats(self) -> tuple[str, ...]:
        return COLOURS

    @property
    def num_actions(self) -> int:
        """Placements, slides (origin x direction x distance), activations, take-ups and ``end``."""
        return num_actions(self.options["size"])

    @property
    def first_player(self) -> str:
        """The seat that moves first: the ``first`` option, or a draw seeded by ``seed``.

        Always the same for the same options, so :meth:`start` is reproducible.
        """
        if self.options["first"] != "random":
            return str(self.options["first"])
        return random.Random(self.options["seed"]).choice(COLOURS)

    def for_new_game(self, rng: random.Random | None = None) -> CubesGame:
        """This game with the first player drawn now and fixed in the ``first`` option.

        With ``first=random`` and no seed (0), the draw uses ``rng`` (default: an unpredictable
        generator), so every new game in the CLI and the web app starts with a fair coin; with
        a seed it is the seeded draw, for reproducible games; a chosen first player stays.

        >>> game = CubesGame().for_new_game(random.Random(1))
        >>> game.options["first"] in ("black", "white")
        True
        """
        if self.options["first"] != "random":
            return self
        drawn = self.first_player if self.options["seed"] else (rng or random.SystemRandom()).choice(COLOURS)
        return CubesGame(**{**self.options, "first": drawn})

    def normalise_move(self, text: str) -> str:
        """``AC3`` -> ``Ac3``, ``C3-C6`` -> ``c3-c6``, ``END`` -> ``end``."""
        return normalise_move(text)

    def start(self) -> CubesState:
        """An empty board, all sixteen cubes in the pools, the first player to move."""
        return self._state(empty_board(self.options["size"]), self.first_player, None, 0)

    def from_position(self, text: str) -> CubesState:
        cubes, side, just_moved, turn = read_position(grid(self.options["size"]), text)
        return self._state(cubes, side, just_moved, turn)

    def from_json(self, data: dict[str, Any]) -> CubesState:
        data = require_keys(data, ("cubes", "side", "turn"), "a Cubes JSON position")
        cubes, side, just_moved, turn = position_from_json(grid(self.options["size"]), data)
        return self._state(cubes, side, just_moved, turn)

    def _state(self, cubes: Cubes, side: str, just_moved: int | None, turn: int) -> CubesState:
        return CubesState(self, cubes, side, just_moved, turn, plies=turn + (just_moved is not None))
