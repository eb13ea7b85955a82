"""Collapses: a Structure taken apart over several spaces in one turn, one decision per drop.

A Collapse starts with a ``collapse`` step (which Structure, how many pieces are picked up from
its top, which line), then one ``drop`` step per space entered (how many held pieces, bottom
first, go onto which space). Dropping onto an opposing piece is an Attack, resolved before
the Collapse goes on.

* A Flat Stack travels an orthogonal line one space at a time and drops at least one Flat on
  every space it enters. An opposing Structure taller than the Flats it holds is a barricade;
  an own piece that cannot take a Flat ends the line before it (so the Flats still held must
  have been dropped on the space before); entering a space adjacent to the opposing Nice Flag
  drops everything there.
* A Constructed Pyramid travels a diagonal line, may skip spaces and pass over anything, and
  must drop everything it still holds at the board's edge.
* A Pyramid Stack walks one space at a time in any direction onto spaces not yet entered
  this Collapse, dropping at least one piece on each.

"If the held pieces cannot go on, they are dropped on the last space" is the choice to drop
everything there; the engine offers only choices after which the Collapse can be completed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from boardlab.games.ccc.board import DIRECTIONS, Stack, height, is_valid_stack, structure_kind
from boardlab.games.ccc.rules import Collapse, Position, Step, end_turn, land

_LINES = {
    "flat stack": ("n", "e", "s", "w"),
    "constructed pyramid": ("ne", "se", "sw", "nw"),
    "pyramid stack": ("",),
}


def accepts(content: Stack | None, group: Stack) -> bool:
    """Whether ``group`` may be dropped on a space holding ``content``: an empty space, an
    opposing piece (an Attack), or its own colour's stack when the result is a legal Structure."""
    if content is None or content[0].colour != group[0].colour:
        return True
    return is_valid_stack(content + group)


def _lift(pos: Position, origin: int, count: int, direction: str) -> Position:
    """The position with ``count`` pieces picked up from the top of the Structure on ``origin``."""
    stack = pos.stack(origin)
    cells = list(pos.cells)
    cells[origin] = stack[:-count] or None
    held = stack[-count:]
    return replace(pos, cells=tuple(cells), pending=Collapse(origin, direction, origin, held, frozenset({origin})))


def collapse_starts(pos: Position, origin: int) -> Iterator[Step]:
    """The Collapses the Structure on ``origin`` can begin (each leading to a legal end)."""
    stack = pos.stack(origin)
    kind = structure_kind(stack)
    if kind not in _LINES:
        return
    for count in range(1, len(stack) + 1):
        for direction in _LINES[kind]:
            if viable(_lift(pos, origin, count, direction)):
                yield Step("collapse", origin, amount=count, direction=direction, letter=stack[-1].kind)


def _line_choices(pos: Position, collapse: Collapse) -> Iterator[tuple[int, int]]:
    held, geometry = collapse.held, pos.geometry
    vector = DIRECTIONS[collapse.direction]
    if collapse.kind == "flat stack":
        space = geometry.step(collapse.at, vector)
        if space is None:
            return
        content = pos.cells[space]
        if content is not None and content[0].colour != pos.side and len(held) < height(content):
            return  # an opposing Structure taller than the held Flats: a barricade
        smallest = len(held) if pos.near_enemy_flag(space, pos.side) else 1
        for count in range(smallest, len(held) + 1):
            if accepts(content, held[:count]):
                yield space, count
        return
    line = geometry.line(collapse.at, vector)
    for index, space in enumerate(line):
        at_edge = index == len(line) - 1
        for count in range(len(held) if at_edge else 1, len(held) + 1):
            if accepts(pos.cells[space], held[:count]):
                yield space, count


def _free_choices(pos: Position, collapse: Collapse) -> Iterator[tuple[int, int]]:
    for space in pos.geometry.neighbours(collapse.at):
        if space not in collapse.visited:
            for count in range(1, len(collapse.held) + 1):
                if accepts(pos.cells[space], collapse.held[:count]):
                    yield space, count


def drop_choices(pos: Position) -> list[tuple[int, int]]:
    """``(space, count)`` pairs the rules allow next, before checking the Collapse can finish."""
    collapse = pos.pending
    assert isinstance(collapse, Collapse)
    choices = _free_choices if collapse.kind == "pyramid stack" else _line_choices
    return list(choices(pos, collapse))


def drop(pos: Position, space: int, count: int) -> tuple[Position, bool]:
    """Drop the ``count`` bottom held pieces on ``space``; return the position and whether the
    turn (the Collapse) is complete."""
    collapse = pos.pending
    assert isinstance(collapse, Collapse)
    cells, pools = list(pos.cells), list(pos.torus_pools)
    land(cells, pools, space, collapse.held[:count])
    rest = collapse.held[count:]
    if not rest:
        return end_turn(pos, cells, pools), True
    going_on = collapse._replace(at=space, held=rest, visited=collapse.visited | {space})
    return replace(pos, cells=tuple(cells), torus_pools=(pools[0], pools[1]), pending=going_on), False


@lru_cache(maxsize=8192)
def viable(pos: Position) -> bool:
    """Whether the Collapse in progress can be completed by some sequence of drops."""
    choices = drop_choices(pos)
    held = len(pos.pending.held)  # type: ignore[union-attr]
    if any(count == held for _, count in choices):
        return True
    return any(viable(drop(pos, space, count)[0]) for space, count in choices)


def drop_steps(pos: Position) -> list[Step]:
    """The drops open now in the Collapse in progress."""
    held = len(pos.pending.held)  # type: ignore[union-attr]
    steps = []
    for space, count in drop_choices(pos):
        if count == held or viable(drop(pos, space, count)[0]):
            attacking = pos.owner(space) not in (None, pos.side)
            steps.append(Step("drop", target=space, amount=count, letter="x" if attacking else ""))
    return steps


def apply_collapse_step(pos: Position, step: Step) -> tuple[Position, bool]:
    """Play a ``collapse`` or ``drop`` step."""
    if step.action == "collapse":
        return _lift(pos, step.origin, step.amount, step.direction), False
    return drop(pos, step.target, step.amount)
