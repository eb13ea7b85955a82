"""C1 notation: moves like ``Pb1-d5`` and ``Pc2xe4``, and the position string.

The position string has four fields separated by spaces::

    wwwwwww/wwwwwww/wwwwwww/......./bbbbbbb/bbbbbbb/bbbbbbb .ppcpp./......./......./......./......./......./.PPCPP. b 0

1. the tiles, rank 7 first, files a-g in each rank: ``b`` a Black tile, ``w`` a White tile,
   ``.`` Void;
2. the pieces in the same order: ``C``/``P`` Black's cone/pyramid, ``c``/``p`` White's, ``.``
   none;
3. the side to move, ``b`` or ``w``; in the C2 variant ``b+``/``w+`` means the optional tile
   move of this turn has been made and a cone or pyramid move is due;
4. the number of turns completed.
"""

from __future__ import annotations

import re
from typing import Any

from boardlab.core.errors import PositionError
from boardlab.core.numbers import read_whole
from boardlab.games.c1.board import (
    BLACK,
    CELLS,
    COLOURS,
    CONE,
    FIXED,
    PYRAMID,
    SIZE,
    WHITE,
    Piece,
    cell_index,
    cell_name,
    home_colour,
    parse_cell,
)
from boardlab.games.c1.rules import Pieces, Tiles

MOVE_PATTERN = re.compile(r"([CPT])([a-g][1-7])([-x])([a-g][1-7])")

_TILE_CHARS = {"b": BLACK, "w": WHITE, ".": None}
_PIECE_CHARS = {
    "C": Piece(BLACK, CONE),
    "P": Piece(BLACK, PYRAMID),
    "c": Piece(WHITE, CONE),
    "p": Piece(WHITE, PYRAMID),
    ".": None,
}
_SIDE_CHARS = {"b": BLACK, "w": WHITE}


def parse_move(text: str) -> tuple[str, int, str, int] | None:
    """``(letter, origin, separator, target)`` of a well-formed move string, else ``None``.

    >>> parse_move("Pb1-d5")
    ('P', 1, '-', 31)
    """
    match = MOVE_PATTERN.fullmatch(text)
    if match is None:
        return None
    letter, origin, separator, target = match.groups()
    return letter, parse_cell(origin), separator, parse_cell(target)  # type: ignore[return-value]


#: Dashes a word processor or keyboard may put where a move has ``-`` (hyphen, non-breaking
#: hyphen, figure dash, en and em dash, horizontal bar, minus, small and full-width hyphen-minus).
TYPOGRAPHIC_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"
#: The rulebook's figure 10 predates the April 2025 notation: target first, then a dot and
#: the start cell (``Pf5.f1`` is today's ``Pf1-f5``).
DOTTED_PATTERN = re.compile(r"([CPT])([a-g][1-7])\.([a-g][1-7])")


def normalise_move(text: str) -> str:
    """A move written in any case or with a typographic dash in standard form; other text unchanged.

    >>> normalise_move("pB1\u2013D5")
    'Pb1-d5'
    """
    text = text.strip()
    for dash in TYPOGRAPHIC_DASHES:
        text = text.replace(dash, "-")
    if len(text) == 6 and text[3] in "-xX.":
        text = text[0].upper() + text[1:3].lower() + text[3].lower() + text[4:].lower()
    return text


def undotted(text: str) -> tuple[str, int, int] | None:
    """``(letter, origin, target)`` of a move in figure 10's dotted notation, else ``None``.

    >>> undotted("Pf5.f1")
    ('P', 5, 33)
    """
    match = DOTTED_PATTERN.fullmatch(text)
    if match is None:
        return None
    letter, target, origin = match.groups()
    return letter, parse_cell(origin), parse_cell(target)  # type: ignore[return-value]


def _grid(text: str, chars: dict[str, Any], what: str) -> list[Any]:
    ranks = text.split("/")
    if len(ranks) != SIZE:
        raise PositionError(f"the {what} field needs {SIZE} ranks separated by '/', got {len(ranks)}")
    cells: list[Any] = [None] * (SIZE * SIZE)
    for row, rank_text in enumerate(ranks):
        rank = SIZE - 1 - row
        if len(rank_text) != SIZE:
            raise PositionError(f"rank {rank + 1} of the {what} field needs {SIZE} characters, got {rank_text!r}")
        for file, char in enumerate(rank_text):
            if char not in chars:
                valid = " ".join(chars)
                raise PositionError(f"{what} field, {cell_name(cell_index(file, rank))}: {char!r} is not one of {valid}")
            cells[cell_index(file, rank)] = chars[char]
    return cells


def _write_grid(values: tuple[Any, ...], chars: dict[str, Any]) -> str:
    by_value = {value: char for char, value in chars.items()}
    return "/".join(
        "".join(by_value[values[cell_index(file, rank)]] for file in range(SIZE))
        for rank in reversed(range(SIZE))
    )


def check_layout(tiles: Tiles, pieces: Pieces) -> None:
    """Raise :class:`PositionError` unless this is a possible C1 layout.

    Fixed tiles are always present in their start colour, pieces stand on tiles, each side
    has one cone and at most four pyramids, and at most ten slidable tiles.
    """
    for cell in sorted(FIXED):
        if tiles[cell] != home_colour(cell):
            raise PositionError(f"{cell_name(cell)} must hold {home_colour(cell)}'s fixed tile")
    for cell in CELLS:
        if pieces[cell] is not None and tiles[cell] is None:
            raise PositionError(f"the {pieces[cell]} on {cell_name(cell)} stands on Void; pieces stand only on tiles")
    for colour in COLOURS:
        cones = sum(p == Piece(colour, CONE) for p in pieces)
        pyramids = sum(p == Piece(colour, PYRAMID) for p in pieces)
        slidable = sum(tiles[c] == colour and c not in FIXED for c in CELLS)
        if cones != 1:
            raise PositionError(f"{colour} must have exactly one cone, found {cones}")
        if pyramids > 4:
            raise PositionError(f"{colour} has at most four pyramids, found {pyramids}")
        if slidable > 10:
            raise PositionError(f"{colour} has at most ten slidable tiles, found {slidable}")


def write_position(tiles: Tiles, pieces: Pieces, side: str, tile_step_done: bool, turn: int) -> str:
    """The position string (see the module docstring)."""
    side_text = side[0] + ("+" if tile_step_done else "")
    return f"{_write_grid(tiles, _TILE_CHARS)} {_write_grid(pieces, _PIECE_CHARS)} {side_text} {turn}"


def read_position(text: str) -> tuple[Tiles, Pieces, str, bool, int]:
    """``(tiles, pieces, side, tile_step_done, turn)`` from a position string."""
    if not isinstance(text, str):
        raise PositionError("a C1 position string must be text")
    fields = text.split()
    if len(fields) != 4:
        raise PositionError(
            f"a C1 position string has 4 fields (tiles, pieces, side to move, turn), got {len(fields)}"
        )
    tiles = tuple(_grid(fields[0], _TILE_CHARS, "tiles"))
    pieces = tuple(_grid(fields[1], _PIECE_CHARS, "pieces"))
    side_text = fields[2]
    if side_text.rstrip("+") not in _SIDE_CHARS or side_text.count("+") > 1:
        raise PositionError(f"side to move must be 'b' or 'w' (with '+' after a C2 tile move), got {side_text!r}")
    turn = read_whole(fields[3], "the turn count")
    check_layout(tiles, pieces)
    return tiles, pieces, _SIDE_CHARS[side_text[0]], side_text.endswith("+"), turn


def layout_to_json(tiles: Tiles, pieces: Pieces) -> dict[str, Any]:
    """Tiles by colour and pieces by cell, e.g. ``{"d1": "black cone"}``."""
    return {
        "tiles": {colour: [cell_name(c) for c in CELLS if tiles[c] == colour] for colour in COLOURS},
        "pieces": {cell_name(c): str(p) for c in CELLS if (p := pieces[c]) is not None},
    }


def layout_from_json(data: dict[str, Any]) -> tuple[Tiles, Pieces]:
    """The inverse of :func:`layout_to_json`; raises :class:`PositionError` on bad data."""
    tiles: list[str | None] = [None] * (SIZE * SIZE)
    pieces: list[Piece | None] = [None] * (SIZE * SIZE)
    tile_data, piece_data = data["tiles"], data["pieces"]
    if not isinstance(tile_data, dict) or set(tile_data) - set(COLOURS):
        raise PositionError("'tiles' must map 'black' and 'white' to lists of cells")
    for colour, cells in tile_data.items():
        for cell in _json_cells(cells, "tiles"):
            if tiles[cell] is not None:
                raise PositionError(f"{cell_name(cell)} holds two tiles")
            tiles[cell] = colour
    if not isinstance(piece_data, dict):
        raise PositionError("'pieces' must map cells to pieces such as 'black cone'")
    for name, piece_text in piece_data.items():
        (cell,) = _json_cells([name], "pieces")
        colour, _, kind = str(piece_text).partition(" ")
        if colour not in COLOURS or kind not in (CONE, PYRAMID):
            raise PositionError(f"{name}: {piece_text!r} is not a piece (e.g. 'black cone', 'white pyramid')")
        pieces[cell] = Piece(colour, kind)
    check_layout(tuple(tiles), tuple(pieces))
    return tuple(tiles), tuple(pieces)


def _json_cells(names: Any, what: str) -> list[int]:
    if not isinstance(names, list):
        raise PositionError(f"'{what}' must list cells such as 'd4'")
    cells = [parse_cell(name) if isinstance(name, str) else None for name in names]
    for name, cell in zip(names, cells):
        if cell is None:
            raise PositionError(f"'{what}': {name!r} is not a cell of the board (a1..g7)")
    return cells  # type: ignore[return-value]
