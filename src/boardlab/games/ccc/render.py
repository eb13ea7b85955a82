"""Drawing a CCC position: a text diagram for terminals and an SVG picture for the web.

Every space of the SVG is a group with ``data-target="<cell>"``; below the board a strip of
buttons ``count1`` .. ``count8`` (how many pieces a Collapse picks up or drops), ``end``
(finish a Hop chain) and ``swap`` (confirm a Pyramid swap) complete the click targets. Each
Nice Flag's frozen zone is tinted, each piece shows its Strength, Structures are drawn as
labelled layers, bottom layer lowest; the spaces a Collapse or Hop chain in progress has used
are outlined. The picture's words are in the ``language`` asked for (:mod:`boardlab.i18n.boards`);
the pieces' letters are the position string's (notation) and the Nice Flag's cloth says
"COOL MOVE", as the physical piece does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from boardlab.games.ccc.board import (
    COLOURS,
    CUBE,
    FILES,
    FLAG,
    FLAT,
    FULL_STRENGTH,
    PYRAMIDS,
    TORUS,
    WIDTH,
    Piece,
    Stack,
    cell_name,
    structure_kind,
)
from boardlab.games.ccc.notation import write_stack
from boardlab.games.ccc.rules import Collapse, Hop
from boardlab.i18n.boards import BoardWords, board_words

if TYPE_CHECKING:
    from boardlab.games.ccc.state import CCCState

CELL = 64
MARGIN = 24
STRIP = 56
_FILL = {"black": "#202020", "white": "#f6f2e8"}
_EDGE = {"black": "#f6f2e8", "white": "#202020"}
#: The tint of the spaces each colour's Nice Flag freezes: lilac for Black's Flag, orange for
#: White's (both readable on light and dark squares); the strip below the board has a legend.
_ZONE = {"black": "#b3a3d9", "white": "#f2c28c"}
ZONE_NAMES = {"black": "lilac", "white": "orange"}
#: Weakened Pyramids are drawn with this red.
WEAK = "#b71c1c"


def text_diagram(state: CCCState) -> str:
    """The position as text: one line per rank, each cell its position-string token."""
    pos = state.pos
    lines = []
    for rank in reversed(range(pos.geometry.height)):
        cells = [write_stack(pos.cells[rank * WIDTH + f]).ljust(7) for f in range(WIDTH)]
        lines.append(f"{rank + 1:>2} " + "".join(cells).rstrip())
    lines.append("   " + "".join(f.ljust(7) for f in FILES).rstrip())
    lines.append(f"Torus Strength: black {pos.torus_pools[0]}, white {pos.torus_pools[1]}")
    lines.append(_status(state))
    return "\n".join(lines)


def _status(state: CCCState) -> str:
    """The text diagram's status, in English as the command line writes (the picture's is
    :func:`_svg_status`, in the reader's language)."""
    if state.reason:
        return state.reason
    pending = state.pos.pending
    if isinstance(pending, Hop):
        return f"{state.side} to move: Hop chain from {cell_name(pending.at)} (hop on or end)"
    if isinstance(pending, Collapse):
        return f"{state.side} to move: Collapse from {cell_name(pending.origin)}, holding {write_stack(pending.held)}"
    return f"{state.side} to move"


def svg(state: CCCState, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
        language: str = "en") -> str:
    """The position as an SVG document; ``highlights`` mark targets, ``selected`` is outlined,
    the words are in ``language``."""
    words = board_words(language)
    pos = state.pos
    marked = set(highlights)
    ranks = pos.geometry.height
    width, height = WIDTH * CELL + 2 * MARGIN, ranks * CELL + 2 * MARGIN + STRIP
    zones = _frozen_zones(state)
    trail = _turn_trail(state)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'class="boardlab-board ccc" role="img" {words.root_attributes()} aria-label="{words.say("board-position-ccc")}">',
        f'<rect width="{width}" height="{height}" fill="#33302b"/>',
    ]
    for row in range(ranks):
        for col in range(WIDTH):
            rank = row if flipped else ranks - 1 - row
            file = WIDTH - 1 - col if flipped else col
            cell = rank * WIDTH + file
            name = cell_name(cell)
            parts.append(_cell(state, cell, MARGIN + col * CELL, MARGIN + row * CELL, zones.get(cell),
                               name in marked, name == selected, cell in trail, words))
    parts += _coordinates(ranks, flipped)
    parts += _strip(state, MARGIN + ranks * CELL + MARGIN // 2, marked, selected, words)
    parts.append("</svg>")
    return "\n".join(parts)


def _frozen_zones(state: CCCState) -> dict[int, str]:
    zones: dict[int, str] = {}
    for colour in COLOURS:
        flag = state.pos.flag_cell(colour)
        if flag is not None:
            for cell in state.pos.geometry.neighbours(flag):
                zones[cell] = colour
    return zones


def _turn_trail(state: CCCState) -> set[int]:
    """The spaces the turn in progress has used: a Collapse's start and the spaces entered,
    or the Flat of a Hop chain."""
    pending = state.pos.pending
    if isinstance(pending, Hop):
        return {pending.at}
    if isinstance(pending, Collapse):
        return set(pending.visited) | {pending.origin, pending.at}
    return set()


def _cell(state: CCCState, cell: int, x: int, y: int, zone: str | None, marked: bool, selected: bool,
          on_trail: bool, words: BoardWords) -> str:
    name = cell_name(cell)
    stack = state.pos.cells[cell]
    shade = "#d8cbb0" if (cell % WIDTH + cell // WIDTH) % 2 else "#bfae8c"
    label = name
    if stack:
        kind = words.phrase(f"board-ccc-kind-{structure_kind(stack).replace(' ', '-')}")
        label = words.say("board-ccc-cell", cell=name, kind=kind, stack=write_stack(stack))
    out = [f'<g class="cell" data-target="{name}"><title>{label}</title>',
           f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{shade}" stroke="#5a5043"/>']
    if zone:
        out.append(f'<rect class="frozen-zone {zone}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" '
                   f'fill="{_ZONE[zone]}" fill-opacity="0.45"/>')
    if stack:
        out.append(_stack(stack, state, x, y))
    if on_trail:
        out.append(f'<rect class="turn-trail" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" '
                   f'fill="none" stroke="#2e7d32" stroke-width="3" stroke-dasharray="6 3"/>')
    if selected:
        out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" fill="none" '
                   f'stroke="#3fa7ff" stroke-width="4"/>')
    if marked:
        out.append(f'<circle class="highlight" cx="{x + CELL // 2}" cy="{y + CELL // 2}" r="{CELL // 6}" '
                   f'fill="none" stroke="#e53935" stroke-width="3" stroke-dasharray="5 3"/>')
    out.append("</g>")
    return "".join(out)


def _stack(stack: Stack, state: CCCState, x: int, y: int) -> str:
    if len(stack) == 1:
        return _piece(stack[0], state, x + CELL // 2, y + CELL // 2)
    layer = min(12, (CELL - 8) // len(stack))
    out = []
    for index, part in enumerate(stack):  # bottom layer drawn lowest
        top = y + CELL - 4 - (index + 1) * layer
        inset = 6 + (3 * part.size if part.is_pyramid else 0)
        # a weakened Pyramid inside a Structure gets a red edge and a red label, as a lone one does
        weak = " weakened" if is_weakened(part) else ""
        edge = WEAK if weak else _EDGE[part.colour]
        out.append(f'<rect class="layer {part.colour} {part.kind}{weak}" x="{x + inset}" y="{top}" '
                   f'width="{CELL - 2 * inset}" height="{layer - 1}" rx="2" fill="{_FILL[part.colour]}" '
                   f'stroke="{edge}" stroke-width="{2 if weak else 1}"/>')
        out.append(f'<text x="{x + CELL // 2}" y="{top + layer - 2}" font-size="{layer - 1}" text-anchor="middle" '
                   f'font-family="sans-serif" fill="{edge}">{_label(part, state)}</text>')
    return "".join(out)


def _label(part: Piece, state: CCCState) -> str:
    if part.kind == CUBE:
        return "C ∞"
    if part.kind == TORUS:
        return f"T {state.pos.pool(part.colour)}"
    return f"{part.kind} {part.strength}" if part.kind != FLAT else "F"


def _piece(part: Piece, state: CCCState, cx: int, cy: int) -> str:
    fill, edge = _FILL[part.colour], _EDGE[part.colour]
    common = f'class="piece {part.colour} {part.kind}" fill="{fill}" stroke="{edge}" stroke-width="2"'
    if part.kind == FLAT:
        shape = f'<ellipse {common} cx="{cx}" cy="{cy}" rx="20" ry="14"/>'
    elif part.kind == CUBE:
        shape = f'<rect {common} x="{cx - 16}" y="{cy - 16}" width="32" height="32"/>'
    elif part.kind == TORUS:
        shape = (f'<circle class="piece {part.colour} T" cx="{cx}" cy="{cy}" r="17" fill="none" '
                 f'stroke="{fill}" stroke-width="10"/><circle cx="{cx}" cy="{cy}" r="22" fill="none" stroke="{edge}"/>')
    elif part.kind == FLAG:
        # a pole and a rectangular cloth 34 by 18; the two words are fitted to its width
        shape = (f'<path {common} d="M{cx - 15} {cy + 22}V{cy - 22}H{cx + 21}V{cy - 4}H{cx - 15}"/>'
                 f'<text class="flag-text" x="{cx + 3}" y="{cy - 15}" font-size="7" text-anchor="middle" '
                 f'font-family="sans-serif" textLength="30" lengthAdjust="spacingAndGlyphs" fill="{edge}">COOL</text>'
                 f'<text class="flag-text" x="{cx + 3}" y="{cy - 7}" font-size="7" text-anchor="middle" '
                 f'font-family="sans-serif" textLength="30" lengthAdjust="spacingAndGlyphs" fill="{edge}">MOVE</text>')
    else:
        half = 8 + 5 * (PYRAMIDS.index(part.kind) + 1)
        shape = f'<path {common} d="M{cx} {cy - half}L{cx + half} {cy + half * 0.8}L{cx - half} {cy + half * 0.8}Z"/>'
    return shape + _strength_badge(part, state, cx, cy)


def _strength_badge(part: Piece, state: CCCState, cx: int, cy: int) -> str:
    if part.kind == FLAT:
        return ""
    text = _label(part, state).split(" ", 1)[1] if part.kind != FLAG else "1"
    weakened = is_weakened(part)
    return (f'<text class="strength{" weakened" if weakened else ""}" x="{cx + 22}" y="{cy + 26}" font-size="12" '
            f'text-anchor="end" font-family="sans-serif" font-weight="bold" '
            f'fill="{WEAK if weakened else "#1b1b1b"}">{text}</text>')


def is_weakened(part: Piece) -> bool:
    """A Pyramid that has lost Strength in an Attack (marked in red)."""
    return part.is_pyramid and part.strength < FULL_STRENGTH[part.kind]


def _coordinates(ranks: int, flipped: bool) -> list[str]:
    style = 'font-family="sans-serif" font-size="13" fill="#eee" text-anchor="middle"'
    labels = []
    for col in range(WIDTH):
        file = WIDTH - 1 - col if flipped else col
        labels.append(f'<text x="{MARGIN + col * CELL + CELL // 2}" y="{MARGIN - 7}" {style}>{FILES[file]}</text>')
    for row in range(ranks):
        rank = row if flipped else ranks - 1 - row
        labels.append(f'<text x="{MARGIN // 2}" y="{MARGIN + row * CELL + CELL // 2 + 5}" {style}>{rank + 1}</text>')
    return labels


def _svg_status(state: CCCState, words: BoardWords) -> str:
    """Whose turn it is and what they are doing, or why the game ended, in ``words``' language."""
    if state.reason:
        return words.reason(state.reason)
    pending = state.pos.pending
    if isinstance(pending, Hop):
        return words.phrase("board-ccc-hop", colour=state.side, cell=cell_name(pending.at))
    if isinstance(pending, Collapse):
        return words.phrase("board-ccc-collapse", colour=state.side, cell=cell_name(pending.origin),
                            stack=write_stack(pending.held))
    return words.phrase("board-to-move", colour=state.side)


def _strip(state: CCCState, y: int, marked: set[str], selected: str | None, words: BoardWords) -> list[str]:
    """The count buttons, the end button and a status line."""
    out = []
    for count in range(1, 9):
        target = f"count{count}"
        x = MARGIN + (count - 1) * 34
        stroke = "#3fa7ff" if target == selected else "#e53935" if target in marked else "#777"
        out.append(f'<g class="button" data-target="{target}"><title>{words.say("board-ccc-count", count=count)}</title>'
                   f'<rect x="{x}" y="{y}" width="30" height="24" rx="4" fill="#4a453d" stroke="{stroke}" stroke-width="2"/>'
                   f'<text x="{x + 15}" y="{y + 17}" font-size="14" text-anchor="middle" font-family="sans-serif" '
                   f'fill="#eee">{count}</text></g>')
    for index, target in enumerate(("end", "swap")):
        x = MARGIN + 8 * 34 + index * 52
        stroke = "#3fa7ff" if target == selected else "#e53935" if target in marked else "#777"
        label = words.say(f"board-ccc-{target}")
        out.append(f'<g class="button" data-target="{target}"><title>{words.say(f"board-ccc-{target}-title")}</title>'
                   f'<rect x="{x}" y="{y}" width="48" height="24" rx="4" fill="#4a453d" stroke="{stroke}" '
                   f'stroke-width="2"/><text x="{x + 24}" y="{y + 17}" font-size="{words.font_size(label, 44, 14)}" '
                   f'{words.text_attributes("middle")} font-family="sans-serif" fill="#eee">{label}</text></g>')
    pools = state.pos.torus_pools
    status = words.say("board-ccc-status", status=_svg_status(state, words), black=pools[0], white=pools[1])
    out.append(f'<text x="{MARGIN}" y="{y + 44}" font-size="{words.font_size(status, WIDTH * CELL, 13)}" '
               f'font-family="sans-serif" fill="#eee" {words.text_attributes()}>{status}</text>')
    out += _legend(MARGIN + 8 * 34 + 2 * 52 + 4, y, words)
    return out


def _legend(x: int, y: int, words: BoardWords) -> list[str]:
    """Which tint is which Nice Flag's frozen zone."""
    out = ['<g class="legend">']
    for index, colour in enumerate(COLOURS):
        top = y + index * 13
        label = words.say("board-ccc-frozen", colour=colour)
        size = words.font_size(label, WIDTH * CELL + 2 * MARGIN - (x + 13) - 2, 9)   # up to the picture's edge
        out.append(f'<rect class="frozen-zone {colour}" x="{x}" y="{top}" width="10" height="10" '
                   f'fill="{_ZONE[colour]}"/><text x="{x + 13}" y="{top + 9}" font-size="{size}" font-family="sans-serif" '
                   f'{words.text_attributes()} fill="#eee">{label}</text>')
    out.append("</g>")
    return out


#: What the text diagram's letters mean (shown by ``boardlab play`` and ``boardlab svg --text``).
TEXT_LEGEND = ("Each cell as in the position string: '.' empty; upper case Black's, lower case White's: F Flat, C Cube, "
               "T Torus, N Nice Flag, S, M, L Small, Medium, Large Pyramid; a number after a letter: its strength when "
               "below full; (...): a stack, bottom first.")
