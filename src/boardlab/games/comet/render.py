"""Drawing a comet position: a text diagram for terminals and an SVG picture for the web.

The SVG shows the board with north up and, beside it, the controls of a grand move: nine group
buttons (``data-target="<group code>"``, e.g. ``prime``) and four direction arrows
(``data-target="N"`` ...). A grand move is clicked as group, then direction. The last grand
move is marked on the board: moved pieces with a trail from their old square, pieces blocked
by a piece with an orange ring, pieces blocked by the edge with a red bar on that edge. The
picture's words are in the ``language`` asked for (:mod:`boardlab.i18n.boards`): a group button
shows the group's short name in it (in English its code, as the notation writes it); direction
letters, piece numbers and the goal's formula are notation and stay as written.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from boardlab.games.comet.board import (
    DIRECTIONS,
    FILES,
    GROUPS,
    PIECES,
    PYRAMID,
    ROUND,
    SIZE,
    SQUARE_PIECE,
    Direction,
    square_index,
)
from boardlab.games.comet.goals import BUILTIN_GOALS
from boardlab.i18n.boards import BoardWords, board_words

if TYPE_CHECKING:
    from boardlab.games.comet.state import CometState

CELL = 48
MARGIN = 24
PANEL = 200
_FILL = {"brown": "#8b5a2b", "red": "#d32f2f", "orange": "#f57c00", "yellow": "#fbc02d", "green": "#388e3c",
         "blue": "#1976d2", "magenta": "#c2185b", "grey": "#9e9e9e", "white": "#fafafa"}


def text_diagram(state: CometState) -> str:
    """The board as digits (piece numbers) and dots, rank 9 first, then goal, last move and status."""
    where = {square: number for number, square in enumerate(state.placement, start=1)}
    lines = []
    for rank in reversed(range(SIZE)):
        row = " ".join(str(where.get(square_index(file, rank), ".")) for file in range(SIZE))
        lines.append(f"{rank + 1} {row}")
    lines.append("  " + " ".join(FILES))
    lines.append(f"goal: {_goal_caption(state)}")
    report = state.last_grand_move()
    if report is not None:
        lines.append(f"last grand move {report.describe()}")
    limit = state.game.options["move_limit"]
    made = f"{state.count} grand moves made" + (f" of {limit}" if limit else "")
    lines.append(state.reason or f"{state.seat} to move; {made}")
    return "\n".join(lines)


def _goal_caption(state: CometState) -> str:
    chosen = str(state.game.options["goal"]).strip().lower()
    return f"{chosen} = {state.game.goal}" if chosen in BUILTIN_GOALS else str(state.game.goal)


def svg(state: CometState, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
        language: str = "en") -> str:
    """The position as an SVG document (``flipped`` turns the board upside down).

    ``highlights`` are targets to mark (group buttons or direction arrows), ``selected`` a
    group button to outline; the pieces of the selected group are outlined on the board too.
    The words are in ``language``.
    """
    words = board_words(language)
    marked = set(highlights)
    board = SIZE * CELL + 2 * MARGIN
    width, height = board + PANEL, board + 26
    chosen = next((g for g in GROUPS if g.code == selected), None)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'class="boardlab-board comet" role="img" {words.root_attributes()} '
        f'aria-label="{words.say("board-position-comet")}">',
        f'<rect width="{width}" height="{height}" fill="#1f2430"/>',
        *_squares(flipped),
        *_trails(state, flipped),
        *(_piece(number, state.placement[number - 1], flipped, chosen is not None and number in chosen.members, words)
          for number in range(1, 10)),
        *_blocked_marks(state, flipped),
        *_coordinates(flipped),
        *_panel(board, marked, selected, flipped, words),
        _status_line(state, words, width - 2 * MARGIN, height - 4),
        "</svg>",
    ]
    return "\n".join(parts)


def _status_line(state: CometState, words: BoardWords, width: int, y: int) -> str:
    """Why the game ended, or the goal, under the board."""
    status = escape(words.reason(state.reason)) if state.reason else words.say("board-comet-goal", goal=str(state.game.goal))
    return (f'<text x="{MARGIN}" y="{y}" font-family="sans-serif" font-size="{words.font_size(status, width, 12)}" '
            f'fill="#ccd" {words.text_attributes()}>{status}</text>')


def _xy(square: int, flipped: bool) -> tuple[int, int]:
    """The top left corner of a square on the picture."""
    file, rank = square % SIZE, square // SIZE
    col, row = (SIZE - 1 - file, rank) if flipped else (file, SIZE - 1 - rank)
    return MARGIN + col * CELL, MARGIN + row * CELL


def _squares(flipped: bool) -> list[str]:
    out = []
    for square in range(SIZE * SIZE):
        x, y = _xy(square, flipped)
        fill = "#e9dfc8" if (square % SIZE + square // SIZE) % 2 == 0 else "#d8caa8"
        out.append(f'<rect class="square" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#b9a983"/>')
    return out


def _piece(number: int, square: int, flipped: bool, outlined: bool, words: BoardWords) -> str:
    info = PIECES[number - 1]
    x, y = _xy(square, flipped)
    cx, cy, half = x + CELL // 2, y + CELL // 2, CELL // 2 - 7
    fill, ink = _FILL[info.colour], "#111" if info.colour in ("yellow", "white", "grey", "orange") else "#fff"
    style = f'fill="{fill}" stroke="#222" stroke-width="2"'
    if info.kind == ROUND:
        shape = f'<circle cx="{cx}" cy="{cy}" r="{half}" {style}/>'
    elif info.kind == SQUARE_PIECE:
        shape = f'<rect x="{cx - half}" y="{cy - half}" width="{2 * half}" height="{2 * half}" {style}/>'
    elif info.kind == PYRAMID:  # seen from above: a square base with edges meeting at the apex
        shape = (f'<rect x="{cx - half}" y="{cy - half}" width="{2 * half}" height="{2 * half}" {style}/>'
                 f'<path d="M{cx - half} {cy - half}L{cx + half} {cy + half}M{cx + half} {cy - half}L{cx - half} {cy + half}" '
                 f'stroke="#222" stroke-width="1"/>')
    else:
        shape = f'<polygon points="{cx},{cy - half} {cx + half},{cy + half} {cx - half},{cy + half}" {style}/>'
    ring = (f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" fill="none" stroke="#3fa7ff" '
            f'stroke-width="3"/>' if outlined else "")
    label = (f'<text x="{cx}" y="{cy + 6}" font-family="sans-serif" font-weight="bold" font-size="15" '
             f'text-anchor="middle" fill="{ink}" stroke="{fill}" stroke-width="4" paint-order="stroke">{number}</text>')
    return f'<g class="piece {info.colour} {info.kind.replace(" ", "-")}"><title>{words.say(f"board-comet-piece-{number}")}</title>{shape}{label}{ring}</g>'


def _trails(state: CometState, flipped: bool) -> list[str]:
    """A trail under each piece the last grand move moved, from its old square."""
    report = state.last_grand_move()
    if report is None:
        return []
    marks = []
    half = CELL // 2
    for number in report.moved:
        (x0, y0), (x1, y1) = _xy(report.before[number - 1], flipped), _xy(report.after[number - 1], flipped)
        marks.append(f'<line class="moved" x1="{x0 + half}" y1="{y0 + half}" x2="{x1 + half}" y2="{y1 + half}" '
                     f'stroke="#2e7d32" stroke-width="8" stroke-linecap="round" opacity="0.6"/>')
    return marks


def _blocked_marks(state: CometState, flipped: bool) -> list[str]:
    """Marks over the pieces the last grand move left blocked: by a piece, or by the edge."""
    report = state.last_grand_move()
    if report is None:
        return []
    marks = []
    half = CELL // 2
    for number in report.blocked_by_piece:
        x, y = _xy(report.after[number - 1], flipped)
        marks.append(f'<circle class="blocked-by-piece" cx="{x + half}" cy="{y + half}" r="{half - 2}" fill="none" '
                     f'stroke="#ff9800" stroke-width="4"/>')
    for number in report.blocked_by_edge:
        marks.append(_edge_bar(report.after[number - 1], report.move.direction, flipped))
    return marks


def _edge_bar(square: int, direction: Direction, flipped: bool) -> str:
    x, y = _xy(square, flipped)
    step_x, step_y = direction.file_step, -direction.rank_step
    if flipped:
        step_x, step_y = -step_x, -step_y
    if step_x:
        bar_x, bar_y, w, h = (x + CELL - 5 if step_x > 0 else x), y, 5, CELL
    else:
        bar_x, bar_y, w, h = x, (y + CELL - 5 if step_y > 0 else y), CELL, 5
    return f'<rect class="blocked-by-edge" x="{bar_x}" y="{bar_y}" width="{w}" height="{h}" fill="#e53935"/>'


def _coordinates(flipped: bool) -> list[str]:
    style = 'font-family="sans-serif" font-size="13" fill="#ccd" text-anchor="middle"'
    labels = []
    for file in range(SIZE):
        x, _ = _xy(file, flipped)
        labels.append(f'<text x="{x + CELL // 2}" y="{MARGIN + SIZE * CELL + 16}" {style}>{FILES[file]}</text>')
    for rank in range(SIZE):
        _, y = _xy(rank * SIZE, flipped)
        labels.append(f'<text x="{MARGIN // 2}" y="{y + CELL // 2 + 5}" {style}>{rank + 1}</text>')
    return labels


def _panel(left: int, marked: set[str], selected: str | None, flipped: bool, words: BoardWords) -> list[str]:
    """The group buttons and the direction arrows (placed as the board is turned)."""
    out = []
    for index, group in enumerate(GROUPS):
        y = MARGIN + index * 28
        label = words.say(f"board-comet-button-{group.code}", members=" ".join(map(str, group.members)))
        stroke = "#3fa7ff" if group.code == selected else ("#e53935" if group.code in marked else "#556")
        out.append(f'<g class="group-button" data-target="{group.code}"><title>{words.say(f"board-comet-group-{group.code}")}</title>'
                   f'<rect x="{left}" y="{y}" width="{PANEL - 16}" height="24" rx="4" fill="#2c3344" '
                   f'stroke="{stroke}" stroke-width="{3 if stroke != "#556" else 1}"/>'
                   f'<text x="{left + 8}" y="{y + 17}" font-family="sans-serif" fill="#eef" '
                   f'font-size="{words.font_size(label, PANEL - 32, 13)}" {words.text_attributes()}>{label}</text></g>')
    centre_x, centre_y = left + (PANEL - 16) // 2, MARGIN + 9 * 28 + 70
    for direction in DIRECTIONS:
        turn = -1 if flipped else 1
        x, y = centre_x + turn * direction.file_step * 40, centre_y - turn * direction.rank_step * 40
        fill = "#e53935" if direction.letter in marked else "#2c3344"
        out.append(f'<g class="direction" data-target="{direction.letter}"><title>{words.say(f"board-comet-direction-{direction.letter.lower()}")}</title>'
                   f'<circle cx="{x}" cy="{y}" r="17" fill="{fill}" stroke="#889"/>'
                   f'<text x="{x}" y="{y + 5}" font-family="sans-serif" font-size="15" text-anchor="middle" '
                   f'fill="#eef">{direction.letter}</text></g>')
    return out


#: What the text diagram's digits mean (shown by ``boardlab play`` and ``boardlab svg --text``).
TEXT_LEGEND = ("1-9: the pieces (" + ", ".join(f"{p.number} {p.colour} {p.kind}" for p in PIECES)
               + "); '.': an empty square.")
