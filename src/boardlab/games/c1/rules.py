"""The rules of C1, written to be read: the reference engine every faster one is checked against.

A position is two tuples over the 49 cells, ``tiles`` (the tile colour, ``None`` for Void)
and ``pieces`` (a :class:`Piece` or ``None``). Everything here is a plain function of them;
:class:`~boardlab.games.c1.state.C1State` puts them together into turns and results.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import NamedTuple

from boardlab.games.c1.board import (
    CELLS,
    CONE,
    DIAGONAL,
    FIXED,
    ORTHOGONAL,
    Piece,
    cell_name,
    opponent,
    step,
)

Tiles = tuple[str | None, ...]
Pieces = tuple[Piece | None, ...]


class Move(NamedTuple):
    """One C1 move: a letter (``C``, ``P`` or ``T``), its start and end cells, and whether it
    eliminates the start tile (written ``x`` instead of ``-``)."""

    letter: str
    origin: int
    target: int
    eliminates: bool = False

    def __str__(self) -> str:
        return f"{self.letter}{cell_name(self.origin)}{'x' if self.eliminates else '-'}{cell_name(self.target)}"


def is_free_tile(tiles: Tiles, pieces: Pieces, cell: int | None) -> bool:
    """A cell on the board with a tile and no piece: somewhere a piece may stop."""
    return cell is not None and tiles[cell] is not None and pieces[cell] is None


def is_obstruction(tiles: Tiles, pieces: Pieces, cell: int | None) -> bool:
    """A cone, a pyramid or a Void cell (the board edge is not an obstruction)."""
    return cell is not None and (pieces[cell] is not None or tiles[cell] is None)


def free_steps(tiles: Tiles, pieces: Pieces, origin: int) -> set[int]:
    """The free tiles one orthogonal step from ``origin``."""
    cells = (step(origin, d) for d in ORTHOGONAL)
    return {cell for cell in cells if cell is not None and is_free_tile(tiles, pieces, cell)}


def cone_targets(tiles: Tiles, pieces: Pieces, origin: int) -> set[int]:
    """One orthogonal step, or any distance diagonally across free tiles."""
    targets = free_steps(tiles, pieces, origin)
    for direction in DIAGONAL:
        cell = step(origin, direction)
        while cell is not None and is_free_tile(tiles, pieces, cell):
            targets.add(cell)
            cell = step(cell, direction)
    return targets


def pyramid_targets(tiles: Tiles, pieces: Pieces, origin: int) -> set[int]:
    """One orthogonal step, or a chain of jumps each over exactly one obstruction.

    The pyramid has left its start cell while it jumps, and it never lands on a cell twice
    (nor back where it started). Any cell reachable by a chain is reachable by one that
    visits no cell twice, so a breadth-first search over landing cells finds them all.
    """
    lifted = pieces[:origin] + (None,) + pieces[origin + 1 :]
    landed = {origin}
    frontier = deque([origin])
    while frontier:
        cell = frontier.popleft()
        for direction in ORTHOGONAL:
            over, landing = step(cell, direction), step(cell, direction, 2)
            if landing is None or landing in landed:
                continue
            if is_obstruction(tiles, lifted, over) and is_free_tile(tiles, lifted, landing):
                landed.add(landing)
                frontier.append(landing)
    return free_steps(tiles, lifted, origin) | (landed - {origin})


def jump_route(tiles: Tiles, pieces: Pieces, origin: int, target: int) -> list[int] | None:
    """The cells a pyramid lands on jumping from ``origin`` to ``target``, both included (a
    shortest chain, found as :func:`pyramid_targets` finds the landings), or ``None`` when no
    chain of jumps gets there (a plain step, or no pyramid move at all).

    ``pieces`` is the position before the move (the pyramid still at ``origin``).
    """
    lifted = pieces[:origin] + (None,) + pieces[origin + 1 :]
    came_from: dict[int, int] = {origin: origin}
    frontier = deque([origin])
    while frontier:
        cell = frontier.popleft()
        for direction in ORTHOGONAL:
            over, landing = step(cell, direction), step(cell, direction, 2)
            if landing is None or landing in came_from:
                continue
            if is_obstruction(tiles, lifted, over) and is_free_tile(tiles, lifted, landing):
                came_from[landing] = cell
                frontier.append(landing)
    if target not in came_from or target == origin:
        return None
    route = [target]
    while route[-1] != origin:
        route.append(came_from[route[-1]])
    return route[::-1]


def tile_targets(tiles: Tiles, origin: int) -> set[int]:
    """A slide in one orthogonal direction through tileless cells, stopping on any of them."""
    targets = set()
    for direction in ORTHOGONAL:
        cell = step(origin, direction)
        while cell is not None and tiles[cell] is None:
            targets.add(cell)
            cell = step(cell, direction)
    return targets


def eliminates(tiles: Tiles, colour: str, origin: int, target: int) -> bool:
    """Whether a piece of ``colour`` moving ``origin`` -> ``target`` eliminates its start tile:
    it leaves an opponent's slidable tile for a tile of its own colour."""
    return origin not in FIXED and tiles[origin] == opponent(colour) and tiles[target] == colour


def piece_moves(tiles: Tiles, pieces: Pieces, colour: str) -> Iterator[Move]:
    """Every cone and pyramid move of ``colour``."""
    for origin in CELLS:
        piece = pieces[origin]
        if piece is None or piece.colour != colour:
            continue
        reach = cone_targets if piece.kind == CONE else pyramid_targets
        for target in sorted(reach(tiles, pieces, origin)):
            yield Move(piece.letter, origin, target, eliminates(tiles, colour, origin, target))


def slidable_tiles(tiles: Tiles, pieces: Pieces, colour: str) -> Iterator[int]:
    """The cells of ``colour``'s unoccupied slidable (non-fixed) tiles."""
    for cell in CELLS:
        if tiles[cell] == colour and cell not in FIXED and pieces[cell] is None:
            yield cell


def tile_moves(tiles: Tiles, pieces: Pieces, colour: str) -> Iterator[Move]:
    """Every tile slide of ``colour``."""
    for origin in slidable_tiles(tiles, pieces, colour):
        for target in sorted(tile_targets(tiles, origin)):
            yield Move("T", origin, target)


def apply_move(tiles: Tiles, pieces: Pieces, move: Move) -> tuple[Tiles, Pieces]:
    """The tiles and pieces after ``move`` (assumed legal)."""
    new_tiles, new_pieces = list(tiles), list(pieces)
    if move.letter == "T":
        new_tiles[move.target], new_tiles[move.origin] = tiles[move.origin], None
    else:
        new_pieces[move.target], new_pieces[move.origin] = pieces[move.origin], None
        if move.eliminates:
            new_tiles[move.origin] = None
    return tuple(new_tiles), tuple(new_pieces)


def cone_cell(pieces: Pieces, colour: str) -> int:
    """Where ``colour``'s cone stands."""
    return next(cell for cell in CELLS if pieces[cell] == Piece(colour, CONE))


def is_surrounded(tiles: Tiles, pieces: Pieces, cell: int) -> bool:
    """Whether each orthogonal neighbour of ``cell`` is a piece, a Void cell or off the board."""
    return all(
        (n := step(cell, d)) is None or tiles[n] is None or pieces[n] is not None for d in ORTHOGONAL
    )


def surrounded_colours(tiles: Tiles, pieces: Pieces) -> list[str]:
    """The colours whose cone is surrounded, Black first."""
    return [c for c in ("black", "white") if is_surrounded(tiles, pieces, cone_cell(pieces, c))]
