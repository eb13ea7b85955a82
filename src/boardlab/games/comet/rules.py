"""Grand moves: a group of pieces tries to step one square in one direction, in number order.

Each piece of the group, lowest number first, moves one square if the destination is on the
board and empty *at that moment*; otherwise it stays where it is. A piece blocked by a piece
that moves away later in the same grand move still stays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardlab.games.comet.board import (
    DIRECTIONS,
    GROUPS,
    Direction,
    Group,
    Placement,
    neighbour,
)


@dataclass(frozen=True)
class GrandMove:
    """A group and a direction, written ``<group>-<direction letter>``, e.g. ``prime-N``."""

    group: Group
    direction: Direction

    @property
    def action(self) -> int:
        """The action id: ``group index * 4 + direction index`` (0..35)."""
        return GROUPS.index(self.group) * len(DIRECTIONS) + DIRECTIONS.index(self.direction)

    def __str__(self) -> str:
        return f"{self.group.code}-{self.direction.letter}"


#: All 36 grand moves in action order (groups as the text lists them; N, S, E, W).
GRAND_MOVES: tuple[GrandMove, ...] = tuple(GrandMove(g, d) for g in GROUPS for d in DIRECTIONS)


@dataclass(frozen=True)
class MoveReport:
    """What happened to each piece of the group in one grand move.

    ``blocked_by_piece`` maps a piece number to the number of the piece that stood on its
    destination when it tried to move.
    """

    move: GrandMove
    before: Placement
    after: Placement
    moved: tuple[int, ...] = ()
    blocked_by_piece: dict[int, int] = field(default_factory=dict)
    blocked_by_edge: tuple[int, ...] = ()

    def describe(self) -> str:
        """One line in words, e.g. ``prime-N: moved 1 2 3; blocked by a piece: 5 (by 8)``."""
        parts = [f"moved {' '.join(map(str, self.moved))}" if self.moved else "nothing moved"]
        if self.blocked_by_piece:
            parts.append("blocked by a piece: " + ", ".join(
                f"{number} (by {blocker})" for number, blocker in self.blocked_by_piece.items()))
        if self.blocked_by_edge:
            parts.append("blocked by the edge: " + " ".join(map(str, self.blocked_by_edge)))
        return f"{self.move}: " + "; ".join(parts)


def resolve(placement: Placement, move: GrandMove) -> MoveReport:
    """Play ``move`` on ``placement``: the new placement and what moved or was blocked.

    >>> from boardlab.games.comet.board import DEFAULT_START
    >>> resolve(DEFAULT_START, GRAND_MOVES[0]).moved
    (3, 6)
    """
    squares = list(placement)
    moved: list[int] = []
    by_piece: dict[int, int] = {}
    by_edge: list[int] = []
    for number in move.group.members:
        target = neighbour(squares[number - 1], move.direction)
        if target is None:
            by_edge.append(number)
        elif target in squares:
            by_piece[number] = squares.index(target) + 1
        else:
            squares[number - 1] = target
            moved.append(number)
    return MoveReport(move, placement, tuple(squares), tuple(moved), by_piece, tuple(by_edge))


def blocked_by_edge(placement: Placement, move: GrandMove) -> tuple[int, ...]:
    """The pieces of the group that stand on the edge the move heads for (they cannot move)."""
    return tuple(n for n in move.group.members if neighbour(placement[n - 1], move.direction) is None)


def legal_grand_moves(placement: Placement, edge_blocking: bool = True) -> list[GrandMove]:
    """The grand moves allowed on ``placement``, in action order.

    With ``edge_blocking`` false, a grand move in which any piece of the group would be held
    back by the edge of the board is not allowed (the text calls such play poor).
    """
    if edge_blocking:
        return list(GRAND_MOVES)
    return [move for move in GRAND_MOVES if not blocked_by_edge(placement, move)]
