"""Drawing a C1 position: a text diagram for terminals and an SVG picture for the web.

Every cell of the SVG is a group with ``data-target="<cell>"`` (e.g. ``d5``): the click
targets of the game-agnostic web page. Its only words, the ``aria-label``, are in the
``language`` asked for (:mod:`boardlab.i18n.boards`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from boardlab.games.c1.board import BLACK, CONE, FILES, FIXED, SIZE, cell_index, cell_name
from boardlab.games.c1.rules import jump_route
from boardlab.i18n.boards import board_words

if TYPE_CHECKING:
    from boardlab.games.c1.state import C1State

CELL = 60
MARGIN = 24
_PIECE_TEXT = {(BLACK, CONE): "C", (BLACK, "pyramid"): "P", ("white", CONE): "c", ("white", "pyramid"): "p"}
_TILE_FILL = {"black": "#5b5750", "white": "#e8e2d4"}
_PIECE_FILL = {"black": "#141414", "white": "#fbfbf8"}


def text_diagram(state: C1State, flipped: bool = False) -> str:
    """The position as text: one line per rank, each cell two characters.

    Tiles are ``b``/``w`` (``B``/``W`` when fixed), Void is blank, pieces are ``C``/``P``
    (Black) and ``c``/``p`` (White) drawn on their tile colour, e.g. ``Cb``.
    """
    lines = []
    for rank in _ranks(flipped):
        cells = []
        for file in _files(flipped):
            cell = cell_index(file, rank)
            tile, piece = state.tiles[cell], state.pieces[cell]
            if tile is None:
                cells.append("  ")
                continue
            mark = tile[0].upper() if cell in FIXED else tile[0]
            cells.append((_PIECE_TEXT[piece] if piece else " ") + mark)
        lines.append(f"{rank + 1} " + " ".join(cells))
    lines.append("  " + " ".join(f" {FILES[f]}" for f in _files(flipped)))
    status = state.reason or f"{state.side} to move" + (" (tile moved; cone or pyramid due)" if state.tile_step_done else "")
    lines.append(status)
    return "\n".join(lines)


def svg(
    state: C1State,
    *,
    flipped: bool = False,
    highlights: Iterable[str] = (),
    selected: str | None = None,
    last_move: bool = True,
    language: str = "en",
) -> str:
    """The position as an SVG document.

    ``highlights`` are cell names to mark as legal destinations, ``selected`` a cell to
    outline, and the last move is marked unless ``last_move`` is false; the words are in ``language``.
    """
    words = board_words(language)
    marked = set(highlights)
    recent = state.last_move() if last_move else None
    recent_cells = {cell_name(recent.origin), cell_name(recent.target)} if recent else set()
    size = SIZE * CELL + 2 * MARGIN
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" width="{size}" height="{size}" '
        f'class="boardlab-board c1" role="img" {words.root_attributes()} aria-label="{words.say("board-position-c1")}">',
        f'<rect width="{size}" height="{size}" fill="#2b2a28"/>',
    ]
    for row, rank in enumerate(_ranks(flipped)):
        for col, file in enumerate(_files(flipped)):
            x, y = MARGIN + col * CELL, MARGIN + row * CELL
            name = cell_name(cell_index(file, rank))
            parts.append(_cell(state, cell_index(file, rank), x, y, name in marked, name == selected, name in recent_cells))
    if recent is not None and recent.letter == "P":
        parts += _jump_route(state, recent.origin, recent.target, flipped)
    parts += _coordinates(flipped)
    parts.append("</svg>")
    return "\n".join(parts)


def _cell(state: C1State, cell: int, x: int, y: int, marked: bool, selected: bool, recent: bool) -> str:
    name = cell_name(cell)
    tile, piece = state.tiles[cell], state.pieces[cell]
    kind = "void" if tile is None else f"{tile}-tile" + (" fixed" if cell in FIXED else "")
    out = [f'<g class="cell {kind}" data-target="{name}"><title>{escape(name)}</title>']
    if tile is None:
        out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#1b1a19" stroke="#111"/>')
    else:
        out.append(f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="3" '
                   f'fill="{_TILE_FILL[tile]}" stroke="{"#c9a227" if recent else "#222"}" stroke-width="{4 if recent else 1}"/>')
        if cell not in FIXED:  # slidable tiles carry a cross, as on the physical board
            ink = "#8a857b" if tile == BLACK else "#b9b2a2"
            out.append(f'<path d="M{x + 8} {y + 8}l8 8M{x + CELL - 8} {y + 8}l-8 8M{x + 8} {y + CELL - 8}l8 -8'
                       f'M{x + CELL - 8} {y + CELL - 8}l-8 -8" stroke="{ink}" stroke-width="2"/>')
    if piece is not None:
        out.append(_piece(piece.colour, piece.kind, x + CELL // 2, y + CELL // 2))
    if selected:
        out.append(f'<rect x="{x + 4}" y="{y + 4}" width="{CELL - 8}" height="{CELL - 8}" fill="none" stroke="#3fa7ff" stroke-width="4"/>')
    if marked:
        out.append(f'<circle class="highlight" cx="{x + CELL // 2}" cy="{y + CELL // 2}" r="{CELL // 5}" '
                   f'fill="none" stroke="#e53935" stroke-width="3" stroke-dasharray="5 3"/>')
    out.append("</g>")
    return "".join(out)


def _jump_route(state: C1State, origin: int, target: int, flipped: bool) -> list[str]:
    """The route of a pyramid's last jumps: a dashed gold line through the cells it landed on."""
    before = list(state.pieces)
    before[origin], before[target] = before[target], None
    tiles = list(state.tiles)
    if tiles[origin] is None:  # the pyramid eliminated its start tile: it stood on one
        tiles[origin] = BLACK
    route = jump_route(tuple(tiles), tuple(before), origin, target)
    if route is None:
        return []
    ranks, files = list(_ranks(flipped)), list(_files(flipped))
    points = " ".join(f"{MARGIN + files.index(cell % SIZE) * CELL + CELL // 2},"
                      f"{MARGIN + ranks.index(cell // SIZE) * CELL + CELL // 2}" for cell in route)
    return [f'<polyline class="jump-route" points="{points}" fill="none" stroke="#c9a227" stroke-width="4" '
            f'stroke-dasharray="8 5" stroke-linejoin="round" pointer-events="none" opacity="0.9"/>']


def _piece(colour: str, kind: str, cx: int, cy: int) -> str:
    fill, edge = _PIECE_FILL[colour], "#fbfbf8" if colour == BLACK else "#141414"
    if kind == CONE:  # seen from above: a round base with its apex
        return (f'<circle class="piece {colour} cone" cx="{cx}" cy="{cy}" r="20" fill="{fill}" stroke="{edge}" stroke-width="2"/>'
                f'<circle cx="{cx}" cy="{cy}" r="4" fill="{edge}"/>')
    half = 18  # seen from above: a square base with its four edges meeting at the apex
    return (f'<rect class="piece {colour} pyramid" x="{cx - half}" y="{cy - half}" width="{2 * half}" height="{2 * half}" '
            f'fill="{fill}" stroke="{edge}" stroke-width="2"/>'
            f'<path d="M{cx - half} {cy - half}L{cx + half} {cy + half}M{cx + half} {cy - half}L{cx - half} {cy + half}" '
            f'stroke="{edge}" stroke-width="1.5"/>')


def _coordinates(flipped: bool) -> list[str]:
    style = 'font-family="sans-serif" font-size="14" fill="#ddd" text-anchor="middle"'
    labels = []
    for col, file in enumerate(_files(flipped)):
        x = MARGIN + col * CELL + CELL // 2
        labels.append(f'<text x="{x}" y="{MARGIN + SIZE * CELL + 17}" {style}>{FILES[file]}</text>')
    for row, rank in enumerate(_ranks(flipped)):
        y = MARGIN + row * CELL + CELL // 2 + 5
        labels.append(f'<text x="{MARGIN // 2}" y="{y}" {style}>{rank + 1}</text>')
    return labels


def _ranks(flipped: bool) -> range:
    return range(SIZE) if flipped else range(SIZE - 1, -1, -1)


def _files(flipped: bool) -> range:
    return range(SIZE - 1, -1, -1) if flipped else range(SIZE)


#: What the text diagram's letters mean (shown by ``boardlab play`` and ``boardlab svg --text``).
TEXT_LEGEND = ("b, w: a black or white tile (B, W: a fixed tile); blank: Void. "
               "A piece stands before its tile: C, P: Black's cone and pyramids; c, p: White's (Cb: Black's cone on a black tile).")
