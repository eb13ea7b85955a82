"""The rules of Cubes as plain functions of the board: the reference engine.

A position is a :data:`~boardlab.games.cubes.board.Cubes` tuple (the cube on every space) on a
:class:`~boardlab.games.cubes.board.Grid`. This module knows how to place, slide, activate and
take up cubes, which moves a player has at the start of a turn and in a bonus step, and the
structural draw by sealed-off regions. :class:`~boardlab.games.cubes.state.CubesState` puts
these together into turns and results.

Two readings of a slide exist (see ``docs/rules/cubes.md``): ``physical`` (the default) lets
the sliding cube pass spaces in front of active cubes, turning those cubes inactive, and only
forbids ending in front of one; ``strict`` forbids passing or ending in front of an active
cube and turns inactive the active cubes diagonally next to the spaces the cube enters.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import NamedTuple

from boardlab.games.cubes.board import (
    COLOURS,
    DIRECTIONS,
    Cube,
    Cubes,
    Grid,
    on_board,
    pool,
)

PHYSICAL, STRICT = "physical", "strict"
READINGS = (PHYSICAL, STRICT)
PLACE, SLIDE, ACTIVATE, TAKE, END = "place", "slide", "activate", "take", "end"


class Move(NamedTuple):
    """One step of a turn: its kind, the space it acts on and, for a slide, the destination.

    ``space`` is the placement space, or the space of the cube that slides, is activated or
    is taken up (``-1`` for ``end``); ``target`` is a slide's destination (``-1`` otherwise).
    """

    kind: str
    space: int = -1
    target: int = -1


# --- neighbourhoods -------------------------------------------------------------------------


def is_active(cubes: Cubes, space: int) -> bool:
    """Whether an active cube stands on ``space``."""
    cube = cubes[space]
    return cube is not None and cube.active


def active_neighbour(grid: Grid, cubes: Cubes, space: int, ignore: int = -1) -> int | None:
    """An active cube whose corner reaches into ``space`` (other than the one on ``ignore``)."""
    for near in grid.neighbours[space]:
        cube = cubes[near]
        if cube is not None and cube.active and near != ignore:
            return near
    return None


def has_neighbour(grid: Grid, cubes: Cubes, space: int, ignore: int = -1) -> bool:
    """Whether any cube (other than the one on ``ignore``) is orthogonally next to ``space``."""
    return any(near != ignore and cubes[near] is not None for near in grid.neighbours[space])


# --- placing --------------------------------------------------------------------------------


def placement_spaces(grid: Grid, cubes: Cubes) -> list[int]:
    """The empty spaces not in front of an active cube: where a cube may be placed."""
    return [s for s in grid.spaces if cubes[s] is None and active_neighbour(grid, cubes, s) is None]


def placed_cube(grid: Grid, cubes: Cubes, space: int, colour: str) -> Cube:
    """The cube ``colour`` places on ``space``: active exactly when all its neighbours are empty."""
    return Cube(colour, not has_neighbour(grid, cubes, space))


def may_place(grid: Grid, cubes: Cubes, colour: str, reading: str) -> bool:
    """Whether ``colour`` may place a cube at all now.

    The player needs a cube in the pool and, unless none of their cubes is on the board (the
    first placement), an active cube of theirs that can slide.
    """
    if pool(cubes, colour) == 0:
        return False
    return on_board(cubes, colour) == 0 or any(True for _ in movable_cubes(grid, cubes, colour, reading))


# --- sliding --------------------------------------------------------------------------------


def slide_targets(grid: Grid, cubes: Cubes, origin: int, reading: str) -> list[int]:
    """Where the active cube on ``origin`` can slide to, in space order.

    It moves along a row or column over empty spaces. It may never stop in front of an active
    cube; under the ``strict`` reading it may not pass such a space either.
    """
    targets = []
    for direction in DIRECTIONS:
        distance = 1
        while (space := grid.step(origin, direction, distance)) is not None and cubes[space] is None:
            distance += 1
            if active_neighbour(grid, cubes, space, ignore=origin) is None:
                targets.append(space)
            elif reading == STRICT:
                break
    return sorted(targets)


def can_slide(grid: Grid, cubes: Cubes, origin: int, reading: str) -> bool:
    """Whether the cube on ``origin`` is active and has a slide: whether it is *movable*."""
    return is_active(cubes, origin) and bool(slide_targets(grid, cubes, origin, reading))


def movable_cubes(grid: Grid, cubes: Cubes, colour: str, reading: str) -> Iterator[int]:
    """The spaces of ``colour``'s active cubes that can slide."""
    for space in grid.spaces:
        cube = cubes[space]
        if cube is not None and cube.colour == colour and can_slide(grid, cubes, space, reading):
            yield space


def passed_spaces(grid: Grid, origin: int, target: int) -> list[int]:
    """The spaces a cube crosses between ``origin`` and ``target`` (both excluded)."""
    line = grid.line(origin, target)
    if line is None:
        return []
    direction, distance = line
    return [grid.step(origin, direction, d) for d in range(1, distance)]  # type: ignore[misc]


def knocked_cubes(grid: Grid, cubes: Cubes, origin: int, target: int, reading: str) -> list[int]:
    """The active cubes a slide from ``origin`` to ``target`` turns inactive, in space order.

    ``physical``: those orthogonally next to a space the cube passes. ``strict``: those
    diagonally next to a space it enters (the passed spaces and the destination).
    """
    if reading == PHYSICAL:
        touched = {n for space in passed_spaces(grid, origin, target) for n in grid.neighbours[space]}
    else:
        entered = passed_spaces(grid, origin, target) + [target]
        touched = {n for space in entered for n in grid.diagonal_neighbours[space]}
    return sorted(s for s in touched if s != origin and is_active(cubes, s))


def slide(grid: Grid, cubes: Cubes, origin: int, target: int, reading: str) -> tuple[Cubes, bool]:
    """The board after the (legal) slide, and whether the moved cube ends active.

    The cube is turned inactive, moved, the cubes it knocks are turned inactive, and it is
    activated at the end unless a cube stands orthogonally next to it.
    """
    board = list(cubes)
    mover = board[origin]
    assert mover is not None
    for space in knocked_cubes(grid, cubes, origin, target, reading):
        board[space] = board[space].turned(False)  # type: ignore[union-attr]
    board[origin] = None
    ends_active = not has_neighbour(grid, tuple(board), target)
    board[target] = mover.turned(ends_active)
    return tuple(board), ends_active


# --- bonus-only moves -----------------------------------------------------------------------


def activatable(grid: Grid, cubes: Cubes, colour: str) -> list[int]:
    """``colour``'s inactive cubes with no cube orthogonally next to them."""
    return [
        s for s in grid.spaces
        if (cube := cubes[s]) is not None and cube.colour == colour and cube.inactive
        and not has_neighbour(grid, cubes, s)
    ]


def takeable(grid: Grid, cubes: Cubes, colour: str, just_moved: int) -> list[int]:
    """``colour``'s cubes on the board except the one that has just been moved."""
    return [s for s in grid.spaces if s != just_moved and (c := cubes[s]) is not None and c.colour == colour]


# --- whole moves ----------------------------------------------------------------------------


def has_legal_move(grid: Grid, cubes: Cubes, colour: str, reading: str) -> bool:
    """Whether ``colour`` has a move at the start of a turn, stopping at the first one found.

    A movable active cube is a slide (and allows placing); without a cube on the board, any
    free space is a first placement. A player with cubes on the board but none movable may
    not place either.

    >>> from boardlab.games.cubes.board import empty_board, grid
    >>> has_legal_move(grid(3), empty_board(3), "black", PHYSICAL)
    True
    """
    if next(movable_cubes(grid, cubes, colour, reading), None) is not None:
        return True
    if on_board(cubes, colour) > 0 or pool(cubes, colour) == 0:
        return False
    return any(cubes[s] is None and active_neighbour(grid, cubes, s) is None for s in grid.spaces)



def turn_moves(grid: Grid, cubes: Cubes, colour: str, reading: str) -> list[Move]:
    """The moves that start a turn: placements (when allowed, see :func:`may_place`), then slides."""
    slides = []
    for origin in grid.spaces:
        cube = cubes[origin]
        if cube is not None and cube.colour == colour and cube.active:
            slides += [Move(SLIDE, origin, t) for t in slide_targets(grid, cubes, origin, reading)]
    # The same test as may_place, reusing the slides: a cube in the pool, and a movable cube
    # (or none on the board at all).
    allowed = pool(cubes, colour) > 0 and (bool(slides) or on_board(cubes, colour) == 0)
    return ([Move(PLACE, s) for s in placement_spaces(grid, cubes)] if allowed else []) + slides


def bonus_moves(grid: Grid, cubes: Cubes, colour: str, reading: str, just_moved: int) -> list[Move]:
    """The choices of a bonus step: place or slide, activate, take up a cube, or end the turn."""
    moves = turn_moves(grid, cubes, colour, reading)
    moves += [Move(ACTIVATE, s) for s in activatable(grid, cubes, colour)]
    moves += [Move(TAKE, s) for s in takeable(grid, cubes, colour, just_moved)]
    return moves + [Move(END)]


def apply_move(grid: Grid, cubes: Cubes, colour: str, move: Move, reading: str) -> tuple[Cubes, bool]:
    """The board after ``colour`` plays the legal ``move``, and whether it earns a bonus move.

    Only a slide that ends with the moved cube inactive earns one.
    """
    if move.kind == SLIDE:
        after, ends_active = slide(grid, cubes, move.space, move.target, reading)
        return after, not ends_active
    board = list(cubes)
    if move.kind == PLACE:
        board[move.space] = placed_cube(grid, cubes, move.space, colour)
    elif move.kind == ACTIVATE:
        board[move.space] = Cube(colour, True)
    elif move.kind == TAKE:
        board[move.space] = None
    return tuple(board), False


# --- the draw by sealed-off regions ---------------------------------------------------------


def rooms(grid: Grid, cubes: Cubes) -> list[int]:
    """A room number for every space, ``-1`` for inactive cubes.

    A room is a largest orthogonally connected set of spaces that are empty or hold an active
    cube: the inactive cubes and the board's edge are its walls.
    """
    room = [-1] * len(cubes)
    count = 0
    for start in grid.spaces:
        if room[start] != -1 or (cubes[start] is not None and cubes[start].inactive):  # type: ignore[union-attr]
            continue
        room[start] = count
        frontier = deque([start])
        while frontier:
            space = frontier.popleft()
            for near in grid.neighbours[space]:
                if room[near] == -1 and (cubes[near] is None or cubes[near].active):  # type: ignore[union-attr]
                    room[near] = count
                    frontier.append(near)
        count += 1
    return room


def has_free_slide(grid: Grid, cubes: Cubes, origin: int, reading: str) -> bool:
    """Whether the cube on ``origin`` can slide to a space with no cube next to it (and so back)."""
    return any(not has_neighbour(grid, cubes, t, ignore=origin) for t in slide_targets(grid, cubes, origin, reading))


def sealed_apart(grid: Grid, cubes: Cubes, reading: str) -> bool:
    """Whether the players are sealed in separate regions: the structural draw.

    All of these hold: both pools are empty; each player has exactly one active cube; the two
    are in different rooms (under ``strict``, rooms not even touching diagonally); every
    inactive cube with no neighbour (one its owner could activate) opens only onto its owner's
    room; and each active cube can slide to a space where it stays active. Then neither
    player can ever place, knock or block a cube of the other, and each can slide to and fro
    for ever: ``docs/rules/cubes.md`` gives the argument.
    """
    if any(pool(cubes, colour) for colour in COLOURS):
        return False
    actives = {c: [s for s in grid.spaces if (cube := cubes[s]) is not None and cube.active and cube.colour == c]
               for c in COLOURS}
    if any(len(spaces) != 1 for spaces in actives.values()):
        return False
    room = rooms(grid, cubes)
    home = {colour: room[spaces[0]] for colour, spaces in actives.items()}
    if home[COLOURS[0]] == home[COLOURS[1]]:
        return False
    if reading == STRICT and _rooms_touch_diagonally(grid, room, home[COLOURS[0]], home[COLOURS[1]]):
        return False
    for space in grid.spaces:
        cube = cubes[space]
        if cube is not None and cube.inactive and not has_neighbour(grid, cubes, space):
            if any(room[n] != home[cube.colour] for n in grid.neighbours[space]):
                return False
    return all(has_free_slide(grid, cubes, spaces[0], reading) for spaces in actives.values())


def _rooms_touch_diagonally(grid: Grid, room: list[int], first: int, second: int) -> bool:
    return any(
        room[space] == first and any(room[d] == second for d in grid.diagonal_neighbours[space])
        for space in grid.spaces
    )
