"""Drawing an AXIOM position: a text diagram, an isometric SVG view and a top-down map.

The isometric view looks at the structure from the front right and above; ``rotation``
turns the structure about the vertical axis in 90-degree steps (``flipped`` adds half a turn)
so that every face can be seen. Click targets (``data-target``):

* a cube face, e.g. ``b2.2U`` (visible faces are drawn; the two hidden side faces of each cube
  get a small round handle, so every face can be clicked in every rotation);
* an empty cell where a cube could be placed, e.g. ``a2.1``;
* an orientation for a placed cube, ``dome:U`` .. ``dome:SW`` (the palette under the views).

The picture's words (captions, tooltips, the status line) are in the ``language`` asked for
(:mod:`boardlab.i18n.boards`); cells, faces and the face letters ``U D N E S W`` are notation.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from boardlab.core.errors import InvalidOption
from boardlab.games.axiom.board import (
    BLACK,
    DOUBLE_ORIENTATIONS,
    DOWN,
    EAST,
    NORTH,
    SINGLE_ORIENTATIONS,
    SOUTH,
    UP,
    WEST,
    Cell,
    Cube,
    Sceptre,
    cell_name,
    face_name,
    mask_faces,
    neighbour,
)
from boardlab.games.axiom.rules import placement_cells
from boardlab.i18n.boards import BoardWords, board_words

if TYPE_CHECKING:
    from boardlab.games.axiom.state import AxiomState

EDGE = 44  # the length of a cube edge in the isometric view
MAP_CELL = 30
_ISO_X, _ISO_Y = EDGE * math.cos(math.radians(30)), EDGE * 0.5
_CUBE_FILL = {BLACK: ("#4a4743", "#2f2d2a", "#3c3a36"), "white": ("#f4efe4", "#cfc8b8", "#e2dccd")}
_SCEPTRE = {BLACK: ("#111111", "#d4a017"), "white": ("#ffffff", "#b8321f")}
_HIGHLIGHT, _SELECTED = "#e53935", "#3fa7ff"
#: Turning the structure a quarter turn anticlockwise (seen from above) moves each face here.
_QUARTER = {UP: UP, DOWN: DOWN, NORTH: WEST, WEST: SOUTH, SOUTH: EAST, EAST: NORTH}


# --- text ------------------------------------------------------------------------------


def text_diagram(state: AxiomState) -> str:
    """The structure level by level from the top: each cube as its colour (``b``/``w``,
    upper case when double-domed) and its dome faces, then the sceptres and the side to move."""
    cubes = state.layout.cubes
    xs = range(min(c[0] for c in cubes), max(c[0] for c in cubes) + 1)
    ys = range(max(c[1] for c in cubes), min(c[1] for c in cubes) - 1, -1)
    lines = []
    for level in range(max(c[2] for c in cubes), 0, -1):
        lines.append(f"level {level}")
        for y in ys:
            row = [_cube_text(cubes.get((x, y, level))) for x in xs]
            lines.append(f"{y + 1:>2} " + " ".join(row))
        lines.append("   " + " ".join(f"{cell_name((x, 0, 1))[0]:<4}" for x in xs))
    for colour in (BLACK, "white"):
        places = ", ".join(face_name(s.cube, s.face) for s in state.layout.sceptres if s.colour == colour)
        lines.append(f"{colour} sceptres: {places}")
    lines.append(state.reason or f"{state.side} to move")
    return "\n".join(lines)


def _cube_text(cube: Cube | None) -> str:
    if cube is None:
        return ".   "
    letter = cube.colour[0].upper() if cube.is_double else cube.colour[0]
    return f"{letter}{mask_faces(cube.domes):<3}"


# --- the isometric view ------------------------------------------------------------------


class _View:
    """The isometric projection of one rotation: turns cells and faces, projects points."""

    def __init__(self, quarter_turns: int, centre: tuple[float, float]) -> None:
        self.turns = quarter_turns % 4
        self.centre = centre

    def turn(self, x: float, y: float) -> tuple[float, float]:
        x, y = x - self.centre[0], y - self.centre[1]
        for _ in range(self.turns):
            x, y = -y, x
        return x, y

    def face(self, face: int) -> int:
        for _ in range(self.turns):
            face = _QUARTER[face]
        return face

    def point(self, x: float, y: float, z: float) -> tuple[float, float]:
        tx, ty = self.turn(x, y)
        return (tx + ty) * _ISO_X, (tx - ty) * _ISO_Y - z * EDGE

    def depth(self, cell: Cell) -> tuple[float, float]:
        tx, ty = self.turn(cell[0], cell[1])
        return tx - ty + cell[2], cell[2]


def _face_corners(cell: Cell, face: int) -> list[tuple[float, float, float]]:
    """The four corners of ``face`` of the cube in ``cell`` (the cube spans z-1 .. z)."""
    x, y, z = cell
    h = 0.5
    if face in (UP, DOWN):
        top = z if face == UP else z - 1
        return [(x - h, y - h, top), (x + h, y - h, top), (x + h, y + h, top), (x - h, y + h, top)]
    dx, dy = {NORTH: (0, h), SOUTH: (0, -h), EAST: (h, 0), WEST: (-h, 0)}[face]
    along = (h, 0) if dx == 0 else (0, h)
    cx, cy = x + dx, y + dy
    return [(cx - along[0], cy - along[1], z - 1), (cx + along[0], cy + along[1], z - 1),
            (cx + along[0], cy + along[1], z), (cx - along[0], cy - along[1], z)]


def _face_centre(cell: Cell, face: int, out: float = 0.0) -> tuple[float, float, float]:
    x, y, z = cell
    dx, dy, dz = {UP: (0, 0, 1), DOWN: (0, 0, -1), NORTH: (0, 1, 0), SOUTH: (0, -1, 0),
                  EAST: (1, 0, 0), WEST: (-1, 0, 0)}[face]
    reach = 0.5 + out
    return x + dx * reach, y + dy * reach, z - 0.5 + dz * reach


def _disc(view: _View, cell: Cell, face: int, radius: float) -> list[tuple[float, float]]:
    """A circle on ``face`` around its centre, projected (12 points)."""
    cx, cy, cz = _face_centre(cell, face)
    points = []
    for i in range(12):
        a, b = radius * math.cos(i * math.pi / 6), radius * math.sin(i * math.pi / 6)
        if face in (UP, DOWN):
            points.append(view.point(cx + a, cy + b, cz))
        elif face in (NORTH, SOUTH):
            points.append(view.point(cx + a, cy, cz + b))
        else:
            points.append(view.point(cx, cy + a, cz + b))
    return points


def _poly(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


class _Marks:
    """Highlighted and selected targets, how to outline them, and the words of the picture
    (every helper that draws a view is handed this one object)."""

    def __init__(self, highlights: Iterable[str], selected: str | None, words: BoardWords) -> None:
        self.highlights = set(highlights)
        self.selected = selected
        self.words = words

    def stroke(self, target: str, normal: str = "#222", width: float = 1.2, dashed: bool = False) -> str:
        """The stroke attributes of ``target``'s outline."""
        if target == self.selected:
            return f'stroke="{_SELECTED}" stroke-width="3.5"'
        if target in self.highlights:
            return f'stroke="{_HIGHLIGHT}" stroke-width="3" stroke-dasharray="5 3"'
        dash = ' stroke-dasharray="3 3"' if dashed else ""
        return f'stroke="{normal}" stroke-width="{width}"{dash}'


def _cube_parts(state: AxiomState, view: _View, cell: Cell, marks: _Marks) -> list[str]:
    cube = state.layout.cubes[cell]
    cubes = state.layout.cubes
    shades = dict(zip((UP, SOUTH, EAST), _CUBE_FILL[cube.colour]))
    visible = [f for f in (UP, SOUTH, EAST, NORTH, WEST) if view.face(f) in (UP, SOUTH, EAST)]
    kind = "double" if cube.is_double else "single"
    label = marks.words.say("board-axiom-cube", cell=cell_name(cell), colour=cube.colour,
                            double="yes" if cube.is_double else "no", faces=" ".join(mask_faces(cube.domes)))
    parts = [_sceptre(view, s, marks) for s in state.layout.sceptres_on(cell) if s.face not in visible]
    parts.append(f'<g class="cube {cube.colour} {kind}"><title>{label}</title>')
    for face in visible:
        target = face_name(cell, face)
        fill = shades[view.face(face)]
        covered = neighbour(cell, face) in cubes
        parts.append(f'<polygon class="face{" covered" if covered else ""}" data-target="{target}" '
                     f'points="{_poly(view.point(*p) for p in _face_corners(cell, face))}" fill="{fill}" '
                     f'{marks.stroke(target)} stroke-linejoin="round"/>')
        if not covered:
            parts.append(_dome_or_recess(view, cell, face, cube, target))
    parts.append("</g>")
    parts += [_sceptre(view, s, marks) for s in state.layout.sceptres_on(cell) if s.face in visible]
    return parts


def _dome_or_recess(view: _View, cell: Cell, face: int, cube: Cube, target: str) -> str:
    if cube.has_dome(face):
        light = "#8d8880" if cube.colour == BLACK else "#fffdf8"
        return (f'<polygon class="dome" data-target="{target}" points="{_poly(_disc(view, cell, face, 0.3))}" '
                f'fill="{light}" stroke="#111" stroke-width="1.2"/>')
    dark = "#1d1c1a" if cube.colour == BLACK else "#a9a291"
    return (f'<polygon class="recess" data-target="{target}" points="{_poly(_disc(view, cell, face, 0.24))}" '
            f'fill="{dark}" stroke="none"/>')


def _sceptre(view: _View, sceptre: Sceptre, marks: _Marks) -> str:
    """A sceptre: a pin from the centre of its face with a ball on top."""
    target = face_name(sceptre.cube, sceptre.face)
    base = view.point(*_face_centre(sceptre.cube, sceptre.face))
    tip = view.point(*_face_centre(sceptre.cube, sceptre.face, 0.55))
    fill, ring = _SCEPTRE[sceptre.colour]
    return (f'<g class="sceptre {sceptre.colour}" data-target="{target}"><title>{marks.words.say("board-axiom-sceptre", colour=sceptre.colour, face=target)}</title>'
            f'<line x1="{base[0]:.1f}" y1="{base[1]:.1f}" x2="{tip[0]:.1f}" y2="{tip[1]:.1f}" stroke="{ring}" stroke-width="5"/>'
            f'<circle cx="{tip[0]:.1f}" cy="{tip[1]:.1f}" r="8" fill="{fill}" {marks.stroke(target, ring, 2.5)}/></g>')


def _ghost_cell(view: _View, cell: Cell, marks: _Marks) -> str:
    x, y, z = cell
    size = 0.3 if z > 1 else 0.42
    corners = [(x - size, y - size, z - 1), (x + size, y - size, z - 1), (x + size, y + size, z - 1), (x - size, y + size, z - 1)]
    target = cell_name(cell)
    return (f'<polygon class="placement" data-target="{target}" points="{_poly(view.point(*p) for p in corners)}" '
            f'fill="#7fb3ff" fill-opacity="0.15" {marks.stroke(target, "#7a8aa0", 1, dashed=True)}>'
            f'<title>{marks.words.say("board-axiom-empty-cell", cell=target)}</title></polygon>')


def _hidden_handles(state: AxiomState, view: _View, marks: _Marks) -> list[str]:
    """Small round handles for side faces the view hides, so that they can be clicked."""
    parts = []
    for cell, cube in sorted(state.layout.cubes.items()):
        for face in (NORTH, EAST, SOUTH, WEST):
            if view.face(face) in (SOUTH, EAST) or neighbour(cell, face) in state.layout.cubes:
                continue
            cx, cy = view.point(*_face_centre(cell, face, 0.3))
            target = face_name(cell, face)
            fill = "#8d8880" if cube.has_dome(face) else "#1d1c1a" if cube.colour == BLACK else "#cfc8b8"
            title = marks.words.say("board-axiom-hidden-dome" if cube.has_dome(face) else "board-axiom-hidden-recess",
                                    face=target)
            parts.append(f'<circle class="hidden-face" data-target="{target}" cx="{cx:.1f}" cy="{cy:.1f}" r="6" '
                         f'fill="{fill}" fill-opacity="0.8" {marks.stroke(target, "#666", 1)}>'
                         f'<title>{title}</title></circle>')
    return parts


def _iso_view(state: AxiomState, quarter_turns: int, marks: _Marks) -> tuple[list[str], tuple[float, float, float, float]]:
    layout = state.layout
    cells = list(layout.cubes)
    ghosts = sorted(placement_cells(layout.cubes, layout.kept_free(state.game.options["sceptre_length"])))
    everything = cells + ghosts
    centre = (sum(c[0] for c in everything) / len(everything), sum(c[1] for c in everything) / len(everything))
    view = _View(quarter_turns, centre)
    items = [(view.depth(c), 0, c) for c in cells] + [(view.depth(c), 1, c) for c in ghosts]
    parts: list[str] = []
    for _, is_ghost, cell in sorted(items):
        parts += [_ghost_cell(view, cell, marks)] if is_ghost else _cube_parts(state, view, cell, marks)
    parts += _hidden_handles(state, view, marks)
    points = [view.point(x + dx, y + dy, z) for x, y, top in everything
              for dx in (-1, 1) for dy in (-1, 1) for z in (top - 1, top + 1)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return parts, (min(xs), min(ys), max(xs), max(ys))


# --- the map -----------------------------------------------------------------------------


def _map_view(state: AxiomState, left: float, top: float, marks: _Marks, quarter_turns: int) -> tuple[list[str], float, float]:
    """The top-down map: a square per column, its top cube's colour, level and domes."""
    layout = state.layout
    ghosts = placement_cells(layout.cubes, layout.kept_free(state.game.options["sceptre_length"]))
    cells = list(layout.cubes) + list(ghosts)
    xs = range(min(c[0] for c in cells), max(c[0] for c in cells) + 1)
    ys = range(min(c[1] for c in cells), max(c[1] for c in cells) + 1)
    tops: dict[tuple[int, int], int] = {}
    for x, y, z in layout.cubes:
        tops[(x, y)] = max(z, tops.get((x, y), 0))
    size = max(len(xs), len(ys))
    words = marks.words
    parts = [f'<g class="map"><text x="{left}" y="{top - 8}" font-size="13" fill="#ddd" font-family="sans-serif" '
             f'{words.text_attributes()}>{words.say("board-axiom-map")}</text>']
    for x in xs:
        for y in ys:
            col, row = _map_slot(x - xs[0], y - ys[0], len(xs), len(ys), quarter_turns)
            px, py = left + col * MAP_CELL, top + row * MAP_CELL
            parts += _map_column(state, (x, y), tops.get((x, y)), px, py, ghosts, marks)
    for x in xs:
        col, row = _map_slot(x - xs[0], -1, len(xs), len(ys), quarter_turns)
        parts.append(_map_label(cell_name((x, 0, 1))[0], left + col * MAP_CELL, top + row * MAP_CELL))
    for y in ys:
        col, row = _map_slot(-1, y - ys[0], len(xs), len(ys), quarter_turns)
        parts.append(_map_label(str(y + 1), left + col * MAP_CELL, top + row * MAP_CELL))
    parts.append("</g>")
    return parts, (size + 1) * MAP_CELL, (size + 1) * MAP_CELL


def _map_slot(i: int, j: int, width: int, depth: int, quarter_turns: int) -> tuple[int, int]:
    """Grid slot (column, row) of map square ``(i, j)``, turned like the isometric view."""
    col, row = i + 1, depth - j - 1
    n = max(width, depth) + 1
    for _ in range(quarter_turns % 4):
        col, row = row, n - col - 1
    return col, row


def _map_label(text: str, x: float, y: float) -> str:
    return (f'<text x="{x + MAP_CELL / 2:.0f}" y="{y + MAP_CELL / 2 + 4:.0f}" font-size="11" fill="#bbb" '
            f'text-anchor="middle" font-family="sans-serif">{text}</text>')


def _map_column(state: AxiomState, column: tuple[int, int], height: int | None, px: float, py: float,
                ghosts: set[Cell], marks: _Marks) -> list[str]:
    x, y = column
    if height is None:
        if (x, y, 1) not in ghosts:
            return []
        target = cell_name((x, y, 1))
        return [f'<rect class="placement" data-target="{target}" x="{px + 3}" y="{py + 3}" width="{MAP_CELL - 6}" '
                f'height="{MAP_CELL - 6}" fill="#7fb3ff" fill-opacity="0.12" {marks.stroke(target, "#7a8aa0", 1, dashed=True)}>'
                f'<title>{marks.words.say("board-axiom-empty-cell", cell=target)}</title></rect>']
    cell = (x, y, height)
    cube = state.layout.cubes[cell]
    target = face_name(cell, UP)
    ink = "#eee" if cube.colour == BLACK else "#222"
    parts = [f'<rect class="column {cube.colour}" data-target="{target}" x="{px + 1}" y="{py + 1}" width="{MAP_CELL - 2}" '
             f'height="{MAP_CELL - 2}" fill="{_CUBE_FILL[cube.colour][0]}" {marks.stroke(target)}>'
             f'<title>{marks.words.say("board-axiom-map-column", face=target, level=height, faces=mask_faces(cube.domes))}'
             f'</title></rect>',
             f'<text x="{px + 4}" y="{py + 12}" font-size="10" fill="{ink}" font-family="sans-serif" '
             f'pointer-events="none">{height}</text>']
    if cube.has_dome(UP):
        parts.append(f'<circle cx="{px + MAP_CELL / 2}" cy="{py + MAP_CELL / 2}" r="5" fill="#8d8880" stroke="#111" pointer-events="none"/>')
    above = neighbour(cell, UP)
    if above in ghosts:
        spot = cell_name(above)
        parts.append(f'<rect class="placement" data-target="{spot}" x="{px + MAP_CELL - 11}" y="{py + 2}" width="9" height="9" '
                     f'fill="#7fb3ff" fill-opacity="0.5" {marks.stroke(spot, "#7a8aa0", 1)}><title>{marks.words.say("board-axiom-empty-cell-on-top", cell=spot)}</title></rect>')
    for sceptre in state.layout.sceptres_on(cell):
        if sceptre.face == UP:
            fill, ring = _SCEPTRE[sceptre.colour]
            parts.append(f'<circle class="sceptre {sceptre.colour}" data-target="{target}" cx="{px + MAP_CELL / 2}" '
                         f'cy="{py + MAP_CELL / 2}" r="7" fill="{fill}" {marks.stroke(target, ring, 2.5)}/>')
    return parts


# --- the orientation palette -------------------------------------------------------------


#: The height of the orientation palette: a pictured cube over its compass letters.
PALETTE_HEIGHT = 44
_ICON = 30      # each orientation's button is this wide (and the picture in it 18 units)


def _palette(left: float, top: float, marks: _Marks) -> tuple[list[str], float]:
    words = marks.words
    caption = words.say("board-axiom-palette")
    # the palette is the picture's narrowest part but for the caption: it may use the margins' width too
    room = (_ICON + 4) * len(SINGLE_ORIENTATIONS + DOUBLE_ORIENTATIONS) + 120
    parts = [f'<g class="orientations"><text x="{left}" y="{top - 6}" font-size="{words.font_size(caption, room, 13)}" '
             f'fill="#ddd" font-family="sans-serif" {words.text_attributes()}>{caption}</text>']
    x = left
    for mask in SINGLE_ORIENTATIONS + DOUBLE_ORIENTATIONS:
        letters = mask_faces(mask)
        target = f"dome:{letters}"
        parts.append(f'<g class="orientation" data-target="{target}"><title>{words.say("board-axiom-orientation", faces=words.listing(list(letters)))}</title>'
                     f'<rect x="{x}" y="{top}" width="{_ICON}" height="{PALETTE_HEIGHT}" rx="4" fill="#44413c" '
                     f'{marks.stroke(target, "#999", 1)}/>'
                     f'{_pictured_cube(x + _ICON / 2, top + 16, letters)}'
                     f'<text x="{x + _ICON / 2}" y="{top + PALETTE_HEIGHT - 5}" font-size="9" fill="#ccc" '
                     f'text-anchor="middle" font-family="sans-serif">{letters}</text></g>')
        x += _ICON + 4
    parts.append("</g>")
    return parts, x - left


def _pictured_cube(cx: float, cy: float, faces: str) -> str:
    """A cube seen from above with its domes: a dot in the middle for a dome on top (U), a
    dashed ring for one underneath (D), a half-disc on the side for N, E, S or W."""
    half, bump = 8, 5
    out = [f'<rect x="{cx - half}" y="{cy - half}" width="{2 * half}" height="{2 * half}" fill="#d9d2c2" '
           f'stroke="#222" stroke-width="1"/>']
    dome = 'fill="#c0392b" stroke="#222" stroke-width="0.8"'
    sides = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
    for face in faces:
        if face == "U":
            out.append(f'<circle cx="{cx}" cy="{cy}" r="4" {dome}/>')
        elif face == "D":
            out.append(f'<circle cx="{cx}" cy="{cy}" r="5" fill="none" stroke="#c0392b" stroke-width="1.5" '
                       f'stroke-dasharray="2 1.5"/>')
        elif face in sides:
            dx, dy = sides[face]
            ex, ey = cx + dx * half, cy + dy * half                       # the middle of that edge
            sweep = {(0, -1): (-1, 0), (0, 1): (1, 0), (1, 0): (0, -1), (-1, 0): (0, 1)}[(dx, dy)]
            x1, y1 = ex + sweep[0] * bump, ey + sweep[1] * bump
            x2, y2 = ex - sweep[0] * bump, ey - sweep[1] * bump
            out.append(f'<path d="M{x1} {y1}A{bump} {bump} 0 0 1 {x2} {y2}Z" {dome}/>')
    return "".join(out)


# --- the whole picture -------------------------------------------------------------------


def svg(state: AxiomState, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
        rotation: int = 0, language: str = "en") -> str:
    """The position as an SVG document: isometric view, top-down map and orientation palette.

    ``rotation`` (0, 90, 180 or 270) turns the structure anticlockwise as seen from above;
    ``flipped`` adds 180 degrees (White's view). Raises :class:`InvalidOption` for another angle.
    The words are in ``language``.
    """
    if rotation not in (0, 90, 180, 270):
        raise InvalidOption(f"rotation must be 0, 90, 180 or 270 degrees, got {rotation!r}")
    turns = rotation // 90 + (2 if flipped else 0)
    words = board_words(language)
    marks = _Marks(highlights, selected, words)
    iso, (x0, y0, x1, y1) = _iso_view(state, turns, marks)
    margin = 20
    iso_width, iso_height = x1 - x0, y1 - y0
    map_left = iso_width + 2 * margin
    map_parts, map_width, map_height = _map_view(state, map_left, margin + 20, marks, turns)
    body_height = max(iso_height, map_height + 20)
    palette_top = margin + body_height + 24
    palette, palette_width = _palette(margin, palette_top, marks)
    width = max(map_left + map_width + margin, palette_width + 2 * margin)
    height = palette_top + PALETTE_HEIGHT + margin + 18
    status = words.reason(state.reason) if state.reason else words.phrase("board-to-move", colour=state.side)
    status_line = words.say("board-axiom-status", status=status, degrees=(turns * 90) % 360)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" width="{width:.0f}" '
        f'height="{height:.0f}" class="boardlab-board axiom" role="img" {words.root_attributes()} '
        f'aria-label="{words.say("board-position-axiom")}">',
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#2b2a28"/>',
        f'<g class="iso" transform="translate({margin - x0:.1f},{margin - y0:.1f})">',
        *iso,
        "</g>",
        *map_parts,
        *palette,
        f'<text x="{margin}" y="{height - 10:.0f}" font-size="{words.font_size(status_line, width - 2 * margin, 13)}" '
        f'fill="#ddd" font-family="sans-serif" {words.text_attributes()}>{status_line}</text>',
        "</svg>",
    ]
    return "\n".join(parts)


#: What the text diagram's letters mean (shown by ``boardlab play`` and ``boardlab svg --text``).
TEXT_LEGEND = ("One grid per level, the top level first. A cube: b or w, its colour (B, W: double-domed), then the "
               "faces that bear a dome (U up, D down, N, E, S, W); '.': no cube. The sceptres follow by face, "
               "written cell.level then face.")
