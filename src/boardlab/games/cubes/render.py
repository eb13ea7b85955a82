"""Drawing a Cubes position: a text diagram for terminals and an SVG picture for the web.

In the SVG every square is a group with ``data-target="<square>"`` (e.g. ``c3``), each pool
is a group with ``data-target="pool-<colour>"`` and, in a bonus step, an *End turn* button
carries ``data-target="end"``: the click targets of :meth:`CubesState.clicks`. Active cubes
are drawn turned 45 degrees with their corners reaching into the neighbouring squares;
inactive cubes are squares aligned to the grid. Cubes do not catch clicks, so a click on a
corner reaching into a square selects that square. The picture's words are in the ``language``
asked for (:mod:`boardlab.i18n.boards`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from boardlab.games.cubes.board import BLACK, CUBES_PER_PLAYER, FILES, WHITE, Cube, opponent
from boardlab.games.cubes.rules import SLIDE
from boardlab.i18n.boards import BoardWords, board_words

if TYPE_CHECKING:
    from boardlab.games.cubes.state import CubesState

CELL = 56
MARGIN = 30
POOL_BAND = 46
#: The picture is at least this wide, so that the pools and the End button fit beside a small board.
MIN_WIDTH = 400
_FILL = {BLACK: "#202020", WHITE: "#f6f3ec"}
_EDGE = {BLACK: "#f6f3ec", WHITE: "#202020"}
_TEXT = {None: ".", Cube(BLACK, True): "B", Cube(BLACK, False): "b", Cube(WHITE, True): "W", Cube(WHITE, False): "w"}


def text_diagram(state: CubesState) -> str:
    """The position as text: ``B``/``W`` active cubes, ``b``/``w`` inactive ones, ``.`` empty;
    then the pools and whose move it is."""
    grid = state.grid
    width = len(str(grid.size))
    lines = []
    for rank in reversed(range(grid.size)):
        row = " ".join(_TEXT[state.cubes[grid.index(file, rank)]] for file in range(grid.size))
        lines.append(f"{rank + 1:>{width}} {row}")
    lines.append(" " * (width + 1) + " ".join(FILES[: grid.size]))
    lines.append(f"pools: black {state.pool(BLACK)}, white {state.pool(WHITE)}")
    if state.reason:
        lines.append(state.reason)
    elif state.in_bonus:
        lines.append(f"{state.side} to make a bonus move or end the turn "
                     f"(the cube on {grid.name(state.just_moved)} was just moved)")  # type: ignore[arg-type]
    else:
        lines.append(f"{state.side} to move")
    return "\n".join(lines)


def svg(state: CubesState, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
        language: str = "en") -> str:
    """The position as an SVG document.

    ``highlights`` are targets to mark (legal destinations and bonus choices: squares, pools,
    ``end``), ``selected`` a target to outline; the last step's squares are outlined in gold.
    The words are in ``language``.
    """
    words = board_words(language)
    grid = state.grid
    marked = set(highlights)
    board = grid.size * CELL
    width, height = max(board + 2 * MARGIN, MIN_WIDTH), board + 2 * MARGIN + 2 * POOL_BAND
    origin = ((width - board) // 2, POOL_BAND + MARGIN)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'class="boardlab-board cubes" role="img" {words.root_attributes()} aria-label="{words.say("board-position-cubes")}">',
        f'<rect width="{width}" height="{height}" fill="#3a342c"/>',
    ]
    recent = _recent_squares(state)
    for space in grid.spaces:
        x, y = _corner(state, space, flipped, origin)
        name = grid.name(space)
        parts.append(_square(name, x, y, name in marked, name == selected, name in recent))
    parts.append('<g class="cubes" pointer-events="none">')
    for space in grid.spaces:
        cube = state.cubes[space]
        if cube is not None:
            x, y = _corner(state, space, flipped, origin)
            parts.append(_cube(cube, x + CELL / 2, y + CELL / 2, space == state.just_moved))
    parts.append("</g>")
    bottom_colour = WHITE if flipped else BLACK
    parts.append(_pool(state, opponent(bottom_colour), 0, width, marked, selected, words))
    parts.append(_pool(state, bottom_colour, height - POOL_BAND, width, marked, selected, words))
    parts += _coordinates(state, flipped, origin)
    parts.append("</svg>")
    return "\n".join(parts)


def _corner(state: CubesState, space: int, flipped: bool, origin: tuple[int, int]) -> tuple[int, int]:
    size = state.grid.size
    file, rank = space % size, space // size
    col, row = (size - 1 - file, rank) if flipped else (file, size - 1 - rank)
    return origin[0] + col * CELL, origin[1] + row * CELL


def _recent_squares(state: CubesState) -> set[str]:
    last = state.last_move()
    if last is None or last.space < 0:
        return set()
    names = {state.grid.name(last.space)}
    if last.kind == SLIDE:
        names.add(state.grid.name(last.target))
    return names


def _square(name: str, x: int, y: int, marked: bool, selected: bool, recent: bool) -> str:
    out = [f'<g class="square" data-target="{name}"><title>{name}</title>',
           f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#d9c9a6" stroke="#8c7a58" stroke-width="1"/>']
    if recent:
        out.append(f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" fill="none" '
                   f'stroke="#c9a227" stroke-width="3"/>')
    if selected:
        out.append(f'<rect class="selected" x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" fill="none" '
                   f'stroke="#3fa7ff" stroke-width="4"/>')
    if marked:
        out.append(f'<circle class="highlight" cx="{x + CELL / 2}" cy="{y + CELL / 2}" r="{CELL / 6}" '
                   f'fill="#e53935" fill-opacity="0.55" stroke="#e53935" stroke-width="2"/>')
    out.append("</g>")
    return "".join(out)


def _cube(cube: Cube, cx: float, cy: float, just_moved: bool) -> str:
    fill, edge = _FILL[cube.colour], _EDGE[cube.colour]
    if cube.active:  # turned 45 degrees: the corners reach a sixth of a square into each neighbour
        reach = CELL * 0.66
        points = " ".join(f"{_n(x)},{_n(y)}" for x, y in
                          ((cx, cy - reach), (cx + reach, cy), (cx, cy + reach), (cx - reach, cy)))
        return (f'<polygon class="cube {cube.colour} active" points="{points}" fill="{fill}" '
                f'stroke="{edge}" stroke-width="2"/>')
    half = CELL * 0.34
    mark = (f'<rect class="just-moved" x="{_n(cx - half - 4)}" y="{_n(cy - half - 4)}" width="{_n(2 * half + 8)}" '
            f'height="{_n(2 * half + 8)}" fill="none" stroke="#c9a227" stroke-width="2" stroke-dasharray="4 3"/>'
            if just_moved else "")
    return (f'<rect class="cube {cube.colour} inactive" x="{_n(cx - half)}" y="{_n(cy - half)}" width="{_n(2 * half)}" '
            f'height="{_n(2 * half)}" fill="{fill}" stroke="{edge}" stroke-width="2"/>{mark}')


def _n(value: float) -> str:
    """A coordinate with at most two decimals (``60``, ``23.04``)."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _pool(state: CubesState, colour: str, y: int, width: int, marked: set[str], selected: str | None,
          words: BoardWords) -> str:
    target = f"pool-{colour}"
    count = state.pool(colour)
    outline = "#3fa7ff" if target == selected else "#e53935" if target in marked else "#5b5246"
    out = [f'<g class="pool {colour}" data-target="{target}"><title>{words.say("board-cubes-pool", colour=colour, count=count)}</title>',
           f'<rect x="{MARGIN}" y="{y + 6}" width="{CUBES_PER_PLAYER * (POOL_BAND - 20) + 12}" '
           f'height="{POOL_BAND - 12}" rx="6" fill="#4a4238" '
           f'stroke="{outline}" stroke-width="{3 if outline != "#5b5246" else 1}"/>']
    side = POOL_BAND - 24
    for index in range(CUBES_PER_PLAYER):
        x = MARGIN + 8 + index * (side + 4)
        fill = _FILL[colour] if index < count else "none"
        out.append(f'<rect x="{x}" y="{y + 12}" width="{side}" height="{side}" fill="{fill}" '
                   f'stroke="{_EDGE[colour] if index < count else "#6d6354"}" stroke-width="1.5"/>')
    out.append("</g>")
    if state.in_bonus and colour == state.side and not state.is_over:
        out.append(_end_button(width, y, "end" in marked, selected == "end", words))
    elif colour == state.to_move:
        status = words.say("board-to-move", colour=colour)
        room = width - 2 * MARGIN - CUBES_PER_PLAYER * (POOL_BAND - 20) - 24     # right of the pool
        out.append(f'<text x="{width - MARGIN}" y="{y + POOL_BAND / 2 + 5}" {words.text_attributes("end")} '
                   f'font-family="sans-serif" font-size="{words.font_size(status, room, 14)}" fill="#eee">{status}</text>')
    return "".join(out)


def _end_button(width: int, y: int, marked: bool, selected: bool, words: BoardWords) -> str:
    x = width - MARGIN - 110
    stroke = "#3fa7ff" if selected else "#e53935" if marked else "#c9a227"
    label = words.say("board-cubes-end")
    return (f'<g class="end-button" data-target="end"><title>{words.say("board-cubes-end-title")}</title>'
            f'<rect x="{x}" y="{y + 8}" width="110" height="{POOL_BAND - 16}" rx="8" fill="#6b5a2e" '
            f'stroke="{stroke}" stroke-width="2"/>'
            f'<text x="{x + 55}" y="{y + POOL_BAND / 2 + 5}" {words.text_attributes("middle")} '
            f'font-family="sans-serif" font-size="{words.font_size(label, 108, 14)}" fill="#fff">{label}</text></g>')


def _coordinates(state: CubesState, flipped: bool, origin: tuple[int, int]) -> list[str]:
    size, (left, top) = state.grid.size, origin
    style = 'font-family="sans-serif" font-size="13" fill="#ddd" text-anchor="middle"'
    labels = []
    for col in range(size):
        file = size - 1 - col if flipped else col
        labels.append(f'<text x="{left + col * CELL + CELL / 2}" y="{top + size * CELL + 17}" {style}>{FILES[file]}</text>')
    for row in range(size):
        rank = row if flipped else size - 1 - row
        labels.append(f'<text x="{left - MARGIN / 2}" y="{top + row * CELL + CELL / 2 + 5}" {style}>{rank + 1}</text>')
    return labels


#: What the text diagram's letters mean (shown by ``boardlab play`` and ``boardlab svg --text``).
TEXT_LEGEND = "B, W: an active black or white cube; b, w: an inactive one; '.': an empty square."
