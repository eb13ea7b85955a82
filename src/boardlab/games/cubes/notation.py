"""Cubes notation: the steps of a turn, and the position string and JSON position.

Steps (squares named like ``c3``; files ``a``.., ranks ``1``..)::

    c3       place a cube from the pool on c3
    c3-c6    slide the active cube on c3 to c6
    Ac3      activate (turn) the inactive cube on c3          (bonus step only)
    Tc3      take the cube on c3 back up into the pool          (bonus step only)
    end      decline the bonus move: the turn ends              (bonus step only)

A turn of several steps joins them with ``/``, e.g. ``d4-d7/Tb2`` or ``d4-d7/end``.

The position string has four fields separated by spaces::

    ......../......../..b...../...W..../......../.B....../......../........ w - 3

1. the board, top rank first, ranks separated by ``/``: ``.`` empty, ``B``/``W`` an active
   black/white cube, ``b``/``w`` an inactive one (the pools hold the rest of the eight cubes);
2. the side to move, ``b`` or ``w``;
3. ``-`` at the start of a turn, or, in a bonus step, the square of the cube just moved
   (the one that may not be taken up now);
4. the number of turns completed.
"""

from __future__ import annotations

import re
from typing import Any

from boardlab.core.errors import PositionError
from boardlab.core.numbers import check_whole, read_whole
from boardlab.games.cubes.board import (
    BLACK,
    COLOURS,
    CUBES_PER_PLAYER,
    FILES,
    WHITE,
    Cube,
    Cubes,
    Grid,
    on_board,
    pool,
)
from boardlab.games.cubes.rules import ACTIVATE, END, PLACE, SLIDE, TAKE, Move, has_neighbour

_SQUARE = r"[a-s][0-9]{1,2}"
MOVE_PATTERN = re.compile(rf"(?P<letter>[AT])?(?P<space>{_SQUARE})(?:-(?P<target>{_SQUARE}))?|end")
_LETTERS = {"A": ACTIVATE, "T": TAKE}
_CUBE_CHARS = {".": None, "B": Cube(BLACK, True), "b": Cube(BLACK, False), "W": Cube(WHITE, True), "w": Cube(WHITE, False)}
_SIDE_CHARS = {"b": BLACK, "w": WHITE}

HOW_TO_WRITE = ("write a square to place a cube (c3), a slide (c3-c6), A or T and a square to activate "
                "or take up a cube (Ac3, Tc3), or end")


def write_move(grid: Grid, move: Move) -> str:
    """The notation of ``move``, e.g. ``c3-c6``."""
    if move.kind == END:
        return "end"
    square = grid.name(move.space)
    if move.kind == PLACE:
        return square
    if move.kind == SLIDE:
        return f"{square}-{grid.name(move.target)}"
    return ("A" if move.kind == ACTIVATE else "T") + square


def parse_move(grid: Grid, text: str) -> Move | None:
    """The move ``text`` names, or ``None`` if it is not well formed or names a square off the board.

    >>> from boardlab.games.cubes.board import grid
    >>> parse_move(grid(8), "c3-c6")
    Move(kind='slide', space=18, target=42)
    """
    match = MOVE_PATTERN.fullmatch(text)
    if match is None:
        return None
    if text == "end":
        return Move(END)
    space = grid.parse(match["space"])
    target = grid.parse(match["target"]) if match["target"] else -1
    if space is None or target is None:
        return None
    if match["target"]:
        return None if match["letter"] else Move(SLIDE, space, target)
    return Move(_LETTERS[match["letter"]] if match["letter"] else PLACE, space)


def off_board_square(grid: Grid, text: str) -> str | None:
    """A square named in ``text`` that is not on this board (``c9`` on 8x8), if any."""
    for name in re.findall(r"[a-z][0-9]+", text):
        if grid.parse(name) is None:
            return str(name)
    return None


def normalise_move(text: str) -> str:
    """A step written in any case (``aC3``, ``C3-C6``, ``END``) in standard form."""
    text = text.strip()
    if text.lower() == "end":
        return "end"
    if re.fullmatch(r"[aAtT][a-sA-S][0-9]{1,2}", text):
        return text[0].upper() + text[1:].lower()
    return text.lower() if re.fullmatch(r"[a-sA-S][0-9]{1,2}(-[a-sA-S][0-9]{1,2})?", text) else text


# --- positions ------------------------------------------------------------------------------


def check_layout(grid: Grid, cubes: Cubes) -> None:
    """Raise :class:`PositionError` unless each player has at most eight cubes on the board and
    no active cube has a cube orthogonally next to it."""
    for colour in COLOURS:
        if on_board(cubes, colour) > CUBES_PER_PLAYER:
            raise PositionError(f"{colour} has {on_board(cubes, colour)} cubes on the board; each player has {CUBES_PER_PLAYER}")
    for space in grid.spaces:
        cube = cubes[space]
        if cube is not None and cube.active and has_neighbour(grid, cubes, space):
            raise PositionError(f"the active cube on {grid.name(space)} has a neighbour; an active cube stands alone")


def check_bonus(grid: Grid, cubes: Cubes, side: str, just_moved: int | None) -> None:
    """Raise :class:`PositionError` unless ``just_moved`` (if any) can be the cube that just
    earned ``side`` a bonus move: one of theirs, inactive, with a cube next to it."""
    if just_moved is None:
        return
    cube, name = cubes[just_moved], grid.name(just_moved)
    if cube is None or cube.colour != side:
        raise PositionError(f"in a bonus step the cube just moved ({name}) must be one of {side}'s")
    if cube.active or not has_neighbour(grid, cubes, just_moved):
        raise PositionError(f"the cube just moved ({name}) earned a bonus move, so it is inactive and next to another cube")


def write_position(grid: Grid, cubes: Cubes, side: str, just_moved: int | None, turn: int) -> str:
    """The position string (see the module docstring)."""
    by_cube = {cube: char for char, cube in _CUBE_CHARS.items()}
    ranks = "/".join(
        "".join(by_cube[cubes[grid.index(file, rank)]] for file in range(grid.size))
        for rank in reversed(range(grid.size))
    )
    bonus = "-" if just_moved is None else grid.name(just_moved)
    return f"{ranks} {side[0]} {bonus} {turn}"


def read_position(grid: Grid, text: str) -> tuple[Cubes, str, int | None, int]:
    """``(cubes, side, just_moved, turn)`` from a position string on this grid."""
    if not isinstance(text, str):
        raise PositionError("a Cubes position string must be text")
    fields = text.split()
    if len(fields) != 4:
        raise PositionError(f"a Cubes position string has 4 fields (board, side to move, bonus, turn), got {len(fields)}")
    cubes = _read_board(grid, fields[0])
    if fields[1] not in _SIDE_CHARS:
        raise PositionError(f"the side to move must be 'b' or 'w', got {fields[1]!r}")
    side = _SIDE_CHARS[fields[1]]
    just_moved = None
    if fields[2] != "-":
        just_moved = grid.parse(fields[2])
        if just_moved is None:
            raise PositionError(f"the bonus field must be '-' or a square of the board, got {fields[2]!r}")
    turn = read_whole(fields[3], "the turn count")
    check_layout(grid, cubes)
    check_bonus(grid, cubes, side, just_moved)
    return cubes, side, just_moved, turn


def _read_board(grid: Grid, text: str) -> Cubes:
    ranks = text.split("/")
    size = grid.size
    if len(ranks) != size:
        raise PositionError(f"the board field needs {size} ranks separated by '/' (board size {size}), got {len(ranks)}")
    cubes: list[Cube | None] = [None] * (size * size)
    for row, rank_text in enumerate(ranks):
        rank = size - 1 - row
        if len(rank_text) != size:
            raise PositionError(f"rank {rank + 1} needs {size} characters, got {rank_text!r}")
        for file, char in enumerate(rank_text):
            if char not in _CUBE_CHARS:
                raise PositionError(f"{FILES[file]}{rank + 1}: {char!r} is not one of . B b W w")
            cubes[grid.index(file, rank)] = _CUBE_CHARS[char]
    return tuple(cubes)


def position_to_json(grid: Grid, cubes: Cubes, side: str, just_moved: int | None, turn: int) -> dict[str, Any]:
    """The JSON position: cubes by square (e.g. ``{"c3": "black active"}``) and the pools."""
    return {
        "game": "cubes",
        "size": grid.size,
        "cubes": {grid.name(s): str(cube) for s in grid.spaces if (cube := cubes[s]) is not None},
        "pools": {colour: pool(cubes, colour) for colour in COLOURS},
        "side": side,
        "bonus": None if just_moved is None else grid.name(just_moved),
        "turn": turn,
    }


def position_from_json(grid: Grid, data: dict[str, Any]) -> tuple[Cubes, str, int | None, int]:
    """The inverse of :func:`position_to_json`; raises :class:`PositionError` on bad data."""
    if data.get("size", grid.size) != grid.size:
        raise PositionError(f"the position is for a {data['size']}x{data['size']} board; this game is {grid.size}x{grid.size}")
    cubes = _cubes_from_json(grid, data["cubes"])
    side, turn, bonus = data["side"], data["turn"], data.get("bonus")
    if side not in COLOURS:
        raise PositionError(f"'side' must be 'black' or 'white', got {side!r}")
    check_whole(turn, "'turn'")
    just_moved = None
    if bonus is not None:
        just_moved = grid.parse(bonus) if isinstance(bonus, str) else None
        if just_moved is None:
            raise PositionError(f"'bonus' must be null or a square of the board, got {bonus!r}")
    check_layout(grid, cubes)
    check_bonus(grid, cubes, side, just_moved)
    pools = data.get("pools")
    if pools is not None and pools != {c: pool(cubes, c) for c in COLOURS}:
        raise PositionError(f"'pools' {pools!r} does not match the board: each player has {CUBES_PER_PLAYER} cubes in all")
    return cubes, side, just_moved, turn


def _cubes_from_json(grid: Grid, entries: Any) -> Cubes:
    if not isinstance(entries, dict):
        raise PositionError("'cubes' must map squares to cubes such as 'black active'")
    cubes: list[Cube | None] = [None] * (grid.size * grid.size)
    for name, text in entries.items():
        space = grid.parse(name) if isinstance(name, str) else None
        if space is None:
            raise PositionError(f"'cubes': {name!r} is not a square of the {grid.size}x{grid.size} board")
        colour, _, state = str(text).partition(" ")
        if colour not in COLOURS or state not in ("active", "inactive"):
            raise PositionError(f"{name}: {text!r} is not a cube (e.g. 'black active', 'white inactive')")
        cubes[space] = Cube(colour, state == "active")
    return tuple(cubes)
