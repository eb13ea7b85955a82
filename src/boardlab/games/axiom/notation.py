"""AXIOM notation: cube moves, sceptre moves and the position string.

A cell is written file, rank, dot, level: ``c2.1`` is ``x = 2``, ``y = 1``, ``z = 1`` of the
normalised frame. A face adds its letter (``U D N E S W``): ``c2.1S``.

* Cube move: ``C`` origin ``-`` target and the faces that carry the domes after placing,
  in the order ``UDNESW``: ``Cc2.2-c3.3D`` lifts the cube on ``c2.2`` and places it on
  ``c3.3`` with its dome facing down.
* Sceptre move: ``S`` origin face, ``-`` (or ``x`` when the cube it leaves is eliminated),
  target face: ``Sb2.2U-c3.2U``.

Every move is written in the frame of the position it is played in; after the move the
structure is translated back into the normalised frame.

The position string has four fields separated by spaces::

    b2.1bUW,b2.2bE,b3.1wUE,... b2.2Ub,d2.2Ub,b3.2Uw,d3.2Uw b 0

1. the cubes, each a cell, a colour letter (``b`` or ``w``) and its dome faces;
2. the sceptres, each a cube face and a colour letter;
3. the side to move, ``b`` or ``w``;
4. the number of turns completed.
"""

from __future__ import annotations

import re
from typing import Any

from boardlab.core.errors import PositionError
from boardlab.core.numbers import read_whole
from boardlab.games.axiom.board import (
    BLACK,
    COLOURS,
    FACES,
    FILES,
    OPPOSITE,
    WHITE,
    Cell,
    Cube,
    Sceptre,
    cell_name,
    face_name,
    faces_mask,
    mask_faces,
)
from boardlab.games.axiom.rules import Layout, normalised, structure_problem

CELL = r"([a-n])(1[0-4]|[1-9])\.(1[0-2]|[1-9])"
CUBE_MOVE = re.compile(rf"C{CELL}-{CELL}([UDNESW]{{1,2}})")
SCEPTRE_MOVE = re.compile(rf"S{CELL}([UDNESW])([-x]){CELL}([UDNESW])")
_CELL = re.compile(CELL)
_CUBE_TOKEN = re.compile(rf"{CELL}([bw])([UDNESW]{{1,2}})")
_SCEPTRE_TOKEN = re.compile(rf"{CELL}([UDNESW])([bw])")
_COLOUR_CHARS = {"b": BLACK, "w": WHITE}


def _cell(groups: tuple[str, ...]) -> Cell:
    file, rank, level = groups
    return FILES.index(file), int(rank) - 1, int(level)


def parse_cell(text: str) -> Cell | None:
    """The cell named ``text`` (``'c2.1'`` -> ``(2, 1, 1)``), or ``None``."""
    match = _CELL.fullmatch(text) if isinstance(text, str) else None
    return _cell(match.groups()) if match else None


def parse_move(text: str) -> tuple[str, tuple[Any, ...]] | None:
    """``('C', (origin, target, domes))`` or ``('S', (origin, face, separator, target, face))``
    for a well-formed move string, else ``None``. The text is not checked against a position.

    >>> parse_move("Cc2.2-c3.3D")
    ('C', ((2, 1, 2), (2, 2, 3), 'D'))
    """
    match = CUBE_MOVE.fullmatch(text)
    if match:
        g = match.groups()
        return "C", (_cell(g[0:3]), _cell(g[3:6]), g[6])
    match = SCEPTRE_MOVE.fullmatch(text)
    if match:
        g = match.groups()
        return "S", (_cell(g[0:3]), FACES.index(g[3]), g[4], _cell(g[5:8]), FACES.index(g[8]))
    return None


def dome_problem(letters: str) -> str | None:
    """Why ``letters`` is no cube's set of dome faces, or ``None``."""
    if len(set(letters)) != len(letters):
        return f"{letters!r} names a face twice"
    if len(letters) == 2 and OPPOSITE[FACES.index(letters[0])] == FACES.index(letters[1]):
        return f"{letters!r}: the two domes of a double-domed cube are on adjacent faces, not opposite ones"
    if list(letters) != sorted(letters, key=FACES.index):
        return f"{letters!r}: write dome faces in the order UDNESW ({''.join(sorted(letters, key=FACES.index))})"
    return None


def normalise_move(text: str) -> str:
    """A move written in any case (``sB2.2u-C3.2u``) in standard form (``Sb2.2U-c3.2U``).

    Dome faces are also put in the order ``UDNESW``. Text that is no move is returned stripped.
    """
    text = text.strip()
    cube = re.fullmatch(rf"(?i)C{CELL}-{CELL}([UDNESW]{{1,2}})", text)
    if cube:
        g = [part.lower() for part in cube.groups()]
        domes = "".join(sorted(g[6].upper(), key=FACES.index))
        return f"C{g[0]}{g[1]}.{g[2]}-{g[3]}{g[4]}.{g[5]}{domes}"
    sceptre = re.fullmatch(rf"(?i)S{CELL}([UDNESW])([-x]){CELL}([UDNESW])", text)
    if sceptre:
        g = [part.lower() for part in sceptre.groups()]
        return f"S{g[0]}{g[1]}.{g[2]}{g[3].upper()}{g[4]}{g[5]}{g[6]}.{g[7]}{g[8].upper()}"
    return text


# --- positions ---------------------------------------------------------------------------


def write_position(layout: Layout, side: str, turn: int) -> str:
    """The position string (see the module docstring)."""
    cubes = ",".join(f"{cell_name(c)}{cube.colour[0]}{mask_faces(cube.domes)}" for c, cube in sorted(layout.cubes.items()))
    sceptres = ",".join(f"{face_name(s.cube, s.face)}{s.colour[0]}" for s in layout.sceptres)
    return f"{cubes} {sceptres} {side[0]} {turn}"


def read_position(text: str) -> tuple[Layout, str, int]:
    """``(layout, side, turn)`` from a position string; raises :class:`PositionError`."""
    if not isinstance(text, str):
        raise PositionError("an AXIOM position string must be text")
    fields = text.split()
    if len(fields) != 4:
        raise PositionError(f"an AXIOM position string has 4 fields (cubes, sceptres, side to move, turn), got {len(fields)}")
    cubes: dict[Cell, Cube] = {}
    for token in fields[0].split(","):
        match = _CUBE_TOKEN.fullmatch(token)
        if not match:
            raise PositionError(f"cube {token!r}: write a cell, a colour (b or w) and the dome faces, e.g. b2.1bUW")
        g = match.groups()
        _add_cube(cubes, _cell(g[0:3]), _COLOUR_CHARS[g[3]], g[4])
    sceptres = []
    for token in fields[1].split(","):
        match = _SCEPTRE_TOKEN.fullmatch(token)
        if not match:
            raise PositionError(f"sceptre {token!r}: write a cube face and a colour (b or w), e.g. b2.2Ub")
        g = match.groups()
        sceptres.append(Sceptre(_COLOUR_CHARS[g[4]], _cell(g[0:3]), FACES.index(g[3])))
    if fields[2] not in _COLOUR_CHARS:
        raise PositionError(f"side to move must be 'b' or 'w', got {fields[2]!r}")
    turn = read_whole(fields[3], "the turn count")
    return checked_layout(cubes, sceptres), _COLOUR_CHARS[fields[2]], turn


def _add_cube(cubes: dict[Cell, Cube], cell: Cell, colour: str, letters: str) -> None:
    problem = dome_problem(letters)
    if problem:
        raise PositionError(f"cube on {cell_name(cell)}: {problem}")
    if cell in cubes:
        raise PositionError(f"{cell_name(cell)} holds two cubes")
    cubes[cell] = Cube(colour, faces_mask(letters))


def checked_layout(cubes: dict[Cell, Cube], sceptres: list[Sceptre]) -> Layout:
    """The normalised layout of these pieces; raises :class:`PositionError` if impossible.

    Each colour has at most six cubes (three of each kind) and exactly two sceptres, and the
    structure obeys every placement rule that must always hold.
    """
    for colour in COLOURS:
        own = [cube for cube in cubes.values() if cube.colour == colour]
        doubles = sum(cube.is_double for cube in own)
        if doubles > 3 or len(own) - doubles > 3:
            raise PositionError(f"{colour} has at most three single-domed and three double-domed cubes")
        count = sum(s.colour == colour for s in sceptres)
        if count != 2:
            raise PositionError(f"{colour} must have exactly two sceptres, found {count}")
    if not cubes:
        raise PositionError("the structure has no cubes")
    layout = normalised(cubes, sceptres)
    problem = structure_problem(layout)
    if problem:
        raise PositionError(problem)
    return layout


def layout_to_json(layout: Layout) -> dict[str, Any]:
    """Cubes and sceptres as JSON-ready lists, e.g. ``{"cell": "b2.1", "colour": "black", "domes": "UW"}``."""
    return {
        "cubes": [{"cell": cell_name(c), "colour": cube.colour, "domes": mask_faces(cube.domes)}
                  for c, cube in sorted(layout.cubes.items())],
        "sceptres": [{"face": face_name(s.cube, s.face), "colour": s.colour} for s in layout.sceptres],
    }


def layout_from_json(data: dict[str, Any]) -> Layout:
    """The inverse of :func:`layout_to_json`; raises :class:`PositionError` on bad data."""
    cube_data, sceptre_data = data["cubes"], data["sceptres"]
    if not isinstance(cube_data, list) or not isinstance(sceptre_data, list):
        raise PositionError("'cubes' and 'sceptres' must be lists")
    cubes: dict[Cell, Cube] = {}
    for item in cube_data:
        if not isinstance(item, dict) or set(item) != {"cell", "colour", "domes"}:
            raise PositionError(f"a cube must be an object with 'cell', 'colour' and 'domes', got {item!r}")
        cell = parse_cell(item["cell"])
        domes = item["domes"]
        if cell is None:
            raise PositionError(f"cube: {item['cell']!r} is not a cell (e.g. 'b2.1')")
        if item["colour"] not in COLOURS:
            raise PositionError(f"cube on {item['cell']}: colour must be 'black' or 'white'")
        if not isinstance(domes, str) or not re.fullmatch("[UDNESW]{1,2}", domes):
            raise PositionError(f"cube on {item['cell']}: 'domes' must be one or two face letters of UDNESW")
        _add_cube(cubes, cell, item["colour"], domes)
    sceptres = []
    for item in sceptre_data:
        if not isinstance(item, dict) or set(item) != {"face", "colour"}:
            raise PositionError(f"a sceptre must be an object with 'face' and 'colour', got {item!r}")
        face = item["face"]
        cell = parse_cell(face[:-1]) if isinstance(face, str) and face[-1:] in tuple(FACES) else None
        if cell is None:
            raise PositionError(f"sceptre: {face!r} is not a cube face (e.g. 'b2.2U')")
        if item["colour"] not in COLOURS:
            raise PositionError(f"sceptre on {face}: colour must be 'black' or 'white'")
        sceptres.append(Sceptre(item["colour"], cell, FACES.index(face[-1])))
    return checked_layout(cubes, sceptres)
