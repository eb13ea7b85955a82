"""The comet circumflex game: options, the start position and reading positions."""

from __future__ import annotations

from typing import Any

from boardlab.core.errors import InvalidOption, PositionError
from boardlab.core.numbers import check_whole
from boardlab.core.game import Game, require_keys
from boardlab.core.options import Option
from boardlab.core.registry import register
from boardlab.games.comet.board import DEFAULT_START, Placement, parse_square, piece
from boardlab.games.comet.goals import DEFAULT_GOAL, BUILTIN_GOALS, Goal, resolve_goal
from boardlab.games.comet.notation import normalise_move, read_placement, read_position, write_placement
from boardlab.games.comet.rules import GRAND_MOVES
from boardlab.games.comet.state import CometState
from boardlab.games.comet.render import TEXT_LEGEND


@register
class CometGame(Game):
    """The comet circumflex board game by William Overington (2002): a shared puzzle.

    The players agree on a goal and take turns making grand moves towards it together.

    >>> game = CometGame(goal="squares-in-line")
    >>> game.start().play("prime-S").play("prime-S").winner
    'solved'
    """

    name = "comet"
    title = "The comet circumflex game"
    text_legend = TEXT_LEGEND
    step_separator = "/"
    draw_by_agreement = False  # played together: there is nobody to agree a draw with
    cooperative = True
    option_specs = (
        Option("goal", DEFAULT_GOAL, "the agreed goal: a built-in goal's name ("
               + ", ".join(BUILTIN_GOALS) + ") or a goal such as 'adjacent(pyramids) and line(squares)'",
               suggestions=tuple(BUILTIN_GOALS)),
        Option("move_limit", 40, "the game ends unsolved after this many grand moves (0: no limit)", minimum=0),
        Option("start", write_placement(DEFAULT_START), "the start position: the squares of pieces 1-9"),
        Option("edge_blocking", True, "allow grand moves that hold a piece back at the edge "
               "(false: such poor play is not allowed)"),
        Option("players", 2, "the number of players, seats p1 ... pN", minimum=2, maximum=9),
    )


    def resignation(self, seat: str) -> tuple[str, str]:
        """Giving up a shared puzzle leaves it unsolved for everyone."""
        return "unsolved", f"{seat} gave up"

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.goal: Goal = resolve_goal(self.options["goal"])
        try:
            self.start_placement: Placement = read_placement(self.options["start"])
        except PositionError as error:
            raise InvalidOption(f"option 'start': {error}") from None

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(f"p{n}" for n in range(1, self.options["players"] + 1))

    @property
    def num_actions(self) -> int:
        """Actions are ``group index * 4 + direction index``: the 36 grand moves."""
        return len(GRAND_MOVES)

    def normalise_move(self, text: str) -> str:
        """``Primes-north`` -> ``prime-N``: records may spell groups and directions freely."""
        return normalise_move(text)

    def start(self) -> CometState:
        """The agreed start position (by default ours: see ``src/boardlab/docs/rules/comet.md``), p1 to move."""
        return CometState(self, self.start_placement, self.seats[0])

    def from_position(self, text: str) -> CometState:
        placement, seat, count = read_position(text, self.seats)
        return CometState(self, placement, seat, count)

    def from_json(self, data: dict[str, Any]) -> CometState:
        data = require_keys(data, ("pieces", "seat", "count"), "a comet JSON position")
        pieces, seat, count = data["pieces"], data["seat"], data["count"]
        if not isinstance(pieces, dict) or sorted(pieces) != [str(n) for n in range(1, 10)]:
            raise PositionError("'pieces' must map each piece number '1'...'9' to its square")
        for number, name in pieces.items():
            if not isinstance(name, str) or parse_square(name) is None:
                raise PositionError(f"'pieces': piece {piece(int(number))} is on {name!r}, not a square a1-i9")
        placement = read_placement(",".join(pieces[str(n)] for n in range(1, 10)))
        if seat not in self.seats:
            raise PositionError(f"'seat' must be one of {', '.join(self.seats)}, got {seat!r}")
        check_whole(count, "'count' (grand moves made)")
        return CometState(self, placement, seat, count)
