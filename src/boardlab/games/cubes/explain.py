"""Why a step cannot be played, in the player's terms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardlab.games.cubes.notation import HOW_TO_WRITE, MOVE_PATTERN, off_board_square, parse_move
from boardlab.games.cubes.rules import (
    ACTIVATE,
    END,
    PLACE,
    SLIDE,
    STRICT,
    TAKE,
    Move,
    active_neighbour,
    has_neighbour,
    may_place,
    passed_spaces,
)

if TYPE_CHECKING:
    from boardlab.games.cubes.state import CubesState


def explain(state: CubesState, text: str) -> str:
    """The reason ``text`` is not a legal step in ``state`` (which it is assumed not to be)."""
    if not isinstance(text, str):
        return "a move must be text in Cubes notation"
    if state.is_over:
        return f"the game is over ({state.reason})"
    grid = state.grid
    move = parse_move(grid, text)
    if move is None:
        off = off_board_square(grid, text) if MOVE_PATTERN.fullmatch(text) else None
        if off:
            return f"{off} is not a square of the {grid.size}x{grid.size} board"
        return f"not a Cubes move: {HOW_TO_WRITE}"
    if move.kind in (ACTIVATE, TAKE, END) and not state.in_bonus:
        what = {ACTIVATE: "activating a cube", TAKE: "taking up a cube", END: "'end' (declining a bonus move)"}
        return f"{what[move.kind]} is possible only as a bonus move, after a slide that ends with the cube inactive"
    explainers = {PLACE: _placement, SLIDE: _slide, ACTIVATE: _activation, TAKE: _take_up}
    problem = explainers[move.kind](state, move) if move.kind in explainers else None
    return problem or "not a legal move here"


def _own_cube(state: CubesState, space: int) -> str | None:
    name, cube = state.grid.name(space), state.cubes[space]
    if cube is None:
        return f"there is no cube on {name}"
    if cube.colour != state.side:
        return f"the cube on {name} is {cube.colour}'s; it is {state.side}'s turn"
    return None


def _placement(state: CubesState, move: Move) -> str | None:
    grid, name = state.grid, state.grid.name(move.space)
    if state.pool(state.side) == 0:
        return f"{state.side} has no cube left in the pool"
    if state.cubes[move.space] is not None:
        return f"{name} is occupied"
    fronted = active_neighbour(grid, state.cubes, move.space)
    if fronted is not None:
        return f"{name} is in front of the active cube on {grid.name(fronted)}; nothing may rest there"
    if not may_place(grid, state.cubes, state.side, state.reading):
        return f"{state.side} may place a cube only while having an active cube on the board that can slide"
    return None


def _slide(state: CubesState, move: Move) -> str | None:
    grid, cubes = state.grid, state.cubes
    name, target = grid.name(move.space), grid.name(move.target)
    problem = _own_cube(state, move.space)
    if problem:
        return problem
    if not cubes[move.space].active:  # type: ignore[union-attr]
        return f"the cube on {name} is inactive; only an active cube slides"
    if grid.line(move.space, move.target) is None:
        return f"a cube slides along a row or column; {target} is not in line with {name}"
    for space in passed_spaces(grid, move.space, move.target) + [move.target]:
        if cubes[space] is not None:
            return f"the way from {name} to {target} is blocked by the cube on {grid.name(space)}"
    if state.reading == STRICT:
        for space in passed_spaces(grid, move.space, move.target):
            fronted = active_neighbour(grid, cubes, space, ignore=move.space)
            if fronted is not None:
                return (f"the slide passes {grid.name(space)}, in front of the active cube on "
                        f"{grid.name(fronted)} (not allowed under the strict slide reading)")
    fronted = active_neighbour(grid, cubes, move.target, ignore=move.space)
    if fronted is not None:
        return f"{target} is in front of the active cube on {grid.name(fronted)}; a slide may not end there"
    return None


def _activation(state: CubesState, move: Move) -> str | None:
    name = state.grid.name(move.space)
    problem = _own_cube(state, move.space)
    if problem:
        return problem
    if state.cubes[move.space].active:  # type: ignore[union-attr]
        return f"the cube on {name} is already active"
    if has_neighbour(state.grid, state.cubes, move.space):
        return f"the cube on {name} has a cube next to it; an activated cube may not have a neighbour"
    return None


def _take_up(state: CubesState, move: Move) -> str | None:
    problem = _own_cube(state, move.space)
    if problem:
        return problem
    if move.space == state.just_moved:
        return f"the cube on {state.grid.name(move.space)} has just been moved; it cannot be taken up in this bonus move"
    return None
