"""The CCC game: options (the set-up variants), start position and reading positions."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, date, datetime
from functools import cached_property
from typing import Any

from boardlab.core.errors import InvalidOption, PositionError
from boardlab.core.numbers import check_whole, read_whole
from boardlab.core.game import Game, require_keys
from boardlab.core.options import Option
from boardlab.core.registry import register
from boardlab.games.ccc.board import (
    BLACK,
    COLOURS,
    DIRECTIONS,
    TORUS_POOL,
    WHITE,
    WIDTH,
    Cells,
    Setup,
    check_specials,
    make_setup,
)
from boardlab.games.ccc.notation import (
    check_pending,
    check_pools,
    check_turn_count,
    count_pieces,
    normalise_step,
    read_board,
    read_flag_acted,
    read_pending,
    read_pools,
    stack_from_json,
)
from boardlab.games.ccc.collapse import viable
from boardlab.games.ccc.rules import Collapse, Pending, Position
from boardlab.games.ccc.state import CCCState
from boardlab.games.ccc.render import TEXT_LEGEND


@register
class CCCGame(Game):
    """CCC (Collapsable Construct Collision) by Nikki Bee, rules draft version 2.

    >>> game = CCCGame()
    >>> game.start().play("Fd2-d3").to_move
    'white'
    """

    name = "ccc"
    title = "CCC (Collapsable Construct Collision)"
    text_legend = TEXT_LEGEND
    step_separator = "/"
    option_specs = (
        Option("flat_rows", 2, "rows of Flats per side (the design has 2; 0-3 suggested)", minimum=0, maximum=3),
        Option("flat_placement", "front", "where the Flat rows stand: in front of the specials row, behind it, "
               "or around it (the larger half in front)", choices=("front", "behind", "around")),
        Option("empty_ranks", 2, "empty ranks between the two sides at the start", minimum=1, maximum=4),
        Option("specials", "standard", "Black's specials row a-h: 'standard' (CTSLNMTC), 'random' (from seed) "
               "or an arrangement of the letters CCTTSMLN"),
        Option("white_specials", "mirror", "White's specials row: 'mirror' (the same piece on the same file, "
               "facing Black's), 'rotated' (Black's order seen from White's side), 'random' or an arrangement"),
        Option("seed", 0, "the seed of the random specials rows", minimum=0),
        Option("flag_rest", "move", "what keeps the Nice Flag from acting on the next turn: a move only (the "
               "text), or any Flag action, recreation included", choices=("move", "any")),
        Option("first", BLACK, "the colour that takes the first turn", choices=COLOURS),
        Option("no_move", "loss", "what happens to a side with no legal action (the rules are silent)",
               choices=("loss", "draw")),
        Option("move_limit", 0, "draw after this many turns (0: never)", minimum=0),
    )


    def rematch_options(self, winner: str, new_seats: Mapping[str, str], ended: datetime,
                        now: datetime) -> dict[str, Any]:
        """The text: the loser of the previous game goes first, and after a draw the same two
        may not play again that day (a day is a UTC calendar day)."""
        if winner == "draw":
            if _utc_day(now) <= _utc_day(ended):
                raise InvalidOption(
                    "That game was a draw, and CCC asks drawn players to rest until tomorrow "
                    "before they play again. Thank you both for a lovely, even game: see you tomorrow!"
                )
            return dict(self.options)
        loser = next(seat for seat in self.seats if seat != winner)
        return {**self.options, "first": new_seats[loser]}

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        for name, named in (("specials", ("standard", "random")), ("white_specials", ("mirror", "rotated", "random"))):
            value = self.options[name]
            if value not in named:
                problem = check_specials(value, name)
                if problem:
                    raise InvalidOption(f"{problem}; or one of {', '.join(named)}")

    @property
    def seats(self) -> tuple[str, ...]:
        return (BLACK, WHITE)

    @cached_property
    def setup(self) -> Setup:
        """The start layout of the chosen variant."""
        o = self.options
        return make_setup(o["flat_rows"], o["flat_placement"], o["empty_ranks"], o["specials"],
                          o["white_specials"], o["seed"])

    @property
    def num_actions(self) -> int:
        """Moves and Hops ``from * N + to``, swaps likewise, recreation, ``end``, Collapse starts
        per origin, line and count, drops per count and space (N cells on the board)."""
        cells = WIDTH * self.setup.geometry.height
        return 2 * cells * cells + 2 + cells * 9 * 8 + 8 * cells

    def normalise_move(self, text: str) -> str:
        """``fD2-D3`` -> ``Fd2-d3``: records may be written in any case."""
        return normalise_step(text)

    def start(self) -> CCCState:
        """The chosen set-up, full Strength, the ``first`` option's colour to move."""
        return self._state(self.setup.cells, self.options["first"], (TORUS_POOL, TORUS_POOL), frozenset(), 0, None)

    def from_position(self, text: str) -> CCCState:
        if not isinstance(text, str):
            raise PositionError("a CCC position string must be text")
        fields = text.split()
        if len(fields) not in (5, 6):
            raise PositionError("a CCC position string has 5 fields (board, side, Torus Strength, Nice Flag, turn) "
                                f"and a sixth in the middle of a turn, got {len(fields)}")
        geometry = self.setup.geometry
        cells = read_board(fields[0], geometry)
        if fields[1] not in ("b", "w"):
            raise PositionError(f"the side to move is 'b' or 'w', got {fields[1]!r}")
        side = BLACK if fields[1] == "b" else WHITE
        turn = read_whole(fields[4], "the turn count")
        pending = read_pending(fields[5], geometry, side) if len(fields) == 6 else None
        return self._state(cells, side, read_pools(fields[2]), read_flag_acted(fields[3]), turn, pending)

    def from_layout(self, layout: dict[str, str], side: str = BLACK, *, torus_strength: tuple[int, int] = (10, 10),
                    flag_acted: str = "-", turn: int = 1, pending: str = "") -> CCCState:
        """A position built from cells and their position-string tokens, for diagrams and tests.

        >>> CCCGame().from_layout({"d4": "(FFS)", "e5": "l3"}).pos.cells[27]
        (Piece(kind='F', colour='black', strength=1), Piece(kind='F', colour='black', strength=1), Piece(kind='S', colour='black', strength=2))
        """
        geometry = self.setup.geometry
        tokens = ["."] * (WIDTH * geometry.height)
        for name, token in layout.items():
            cell = geometry.parse_cell(name)
            if cell is None:
                raise PositionError(f"{name!r} is not a cell of this board")
            tokens[cell] = token
        board = "/".join("".join(tokens[r * WIDTH:(r + 1) * WIDTH]) for r in reversed(range(geometry.height)))
        fields = [board, side[0], f"{torus_strength[0]},{torus_strength[1]}", flag_acted, str(turn), pending]
        return self.from_position(" ".join(f for f in fields if f))

    def from_json(self, data: dict[str, Any]) -> CCCState:
        keys = ("ranks", "cells", "side", "torus_strength", "flag_acted", "turn", "pending")
        data = require_keys(data, keys, "a CCC JSON position")
        geometry = self.setup.geometry
        if data["ranks"] != geometry.height:
            raise PositionError(f"this set-up's board has {geometry.height} ranks, the position has {data['ranks']!r}")
        cells = self._json_cells(data["cells"])
        side, turn, pools, acted = data["side"], data["turn"], data["torus_strength"], data["flag_acted"]
        if side not in COLOURS:
            raise PositionError(f"'side' must be 'black' or 'white', got {side!r}")
        check_whole(turn, "'turn'")
        if not isinstance(pools, dict) or set(pools) != set(COLOURS) or not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= TORUS_POOL for v in pools.values()):
            raise PositionError(f"'torus_strength' maps 'black' and 'white' to 0-{TORUS_POOL}")
        if not isinstance(acted, list) or not all(isinstance(c, str) and c in COLOURS for c in acted):
            raise PositionError("'flag_acted' lists colours ('black', 'white')")
        pending = self._json_pending(data["pending"], side)
        return self._state(cells, side, (pools[BLACK], pools[WHITE]), frozenset(acted), turn, pending)

    def _json_cells(self, data: Any) -> Cells:
        geometry = self.setup.geometry
        if not isinstance(data, dict):
            raise PositionError("'cells' maps cell names to stacks")
        cells: list[Any] = [None] * (WIDTH * geometry.height)
        for name, stack in data.items():
            cell = geometry.parse_cell(name) if isinstance(name, str) else None
            if cell is None:
                raise PositionError(f"'cells': {name!r} is not a cell of this board")
            cells[cell] = stack_from_json(stack, name)
        return tuple(cells)

    def _json_pending(self, data: Any, side: str) -> Pending:
        geometry = self.setup.geometry
        if data is None:
            return None
        if isinstance(data, dict) and set(data) == {"hop"}:
            return read_pending(f"hop:{data['hop']}", geometry, side)
        if not isinstance(data, dict) or set(data) != {"collapse"} or not isinstance(data["collapse"], dict):
            raise PositionError("'pending' is null, {'hop': cell} or {'collapse': {...}}")
        c = require_keys(data["collapse"], ("origin", "direction", "at", "held", "entered"), "'collapse'")
        cells = {}
        for key in ("origin", "at"):
            cells[key] = geometry.parse_cell(c[key]) if isinstance(c[key], str) else None
            if cells[key] is None:
                raise PositionError(f"'collapse' {key}: {c[key]!r} is not a cell of this board")
        entered = c["entered"]
        if not isinstance(entered, list) or any(not isinstance(e, str) or geometry.parse_cell(e) is None for e in entered):
            raise PositionError("'collapse' entered: a list of cells")
        if not isinstance(c["direction"], str) or c["direction"] not in DIRECTIONS and c["direction"] != "":
            raise PositionError(f"'collapse' direction: one of {', '.join(DIRECTIONS)} or '', got {c['direction']!r}")
        held = stack_from_json(c["held"], "'collapse' held")
        if held[0].colour != side:
            raise PositionError("a Collapse holds pieces of the side to move")
        visited = {cells["origin"], cells["at"]} | {geometry.parse_cell(e) for e in entered} if not c["direction"] \
            else {cells["origin"], cells["at"]}
        return Collapse(cells["origin"], c["direction"], cells["at"], held, frozenset(visited))  # type: ignore[arg-type]

    def _state(self, cells: Cells, side: str, pools: tuple[int, int], acted: frozenset[str], turn: int,
               pending: Pending) -> CCCState:
        check_pools(cells, pools)
        check_turn_count(turn, acted, side)
        count_pieces(cells, pending, self.setup.flats_per_side)
        homes = (self.setup.flag_homes[BLACK], self.setup.flag_homes[WHITE])
        rest_any = self.options["flag_rest"] == "any"
        position = Position(self.setup.geometry, cells, side, pools, acted, turn, homes, pending, rest_any)
        check_pending(position)
        if isinstance(pending, Collapse) and not viable(position):
            raise PositionError("the Collapse in progress has no legal way to drop the pieces it holds")
        start_ply = turn + (pending is not None)
        return CCCState(self, position, start_ply=start_ply)


def _utc_day(moment: datetime) -> date:
    """The calendar day of ``moment`` in UTC (a time without a zone is taken as UTC)."""
    return (moment.astimezone(UTC) if moment.tzinfo else moment).date()
