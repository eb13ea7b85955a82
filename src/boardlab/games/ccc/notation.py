"""CCC notation: the steps of a turn, and the position string and JSON.

Steps (a turn of several steps is written with ``/`` between them)::

    Fd2-d3      a move (piece letter of the top piece, from, to; also onto an own piece)
    Fd3xe4      an Attack
    Fc3^e5      a Flat's Hop over the Flat between; a chain goes on: Fc3^e5/Fe5^g7 (or /end)
    Sc1~f1      two Pyramids swap places
    Ne1-d5      the Nice Flag moves; N@e1 recreates a destroyed one on its starting space
    Fd4*3n      a Collapse starts: pick 3 pieces from the top, travel north (n e s w for a
                Flat Stack, ne se sw nw for a Constructed Pyramid, none for a Pyramid Stack)
    2d5  1xd6   a Collapse drops its 2 bottom held pieces on d5, then 1 on d6 as an Attack

Piece letters: F Flat, C Cube, T Torus, N Nice Flag, S M L the Small, Medium, Large Pyramid.

The position string has five or six fields separated by spaces::

    ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - 0

1. the board, highest rank first, ranks separated by ``/``, 8 cells a-h each: ``.`` empty,
   a letter (upper case Black, lower case White) with its Strength after it when it has been
   weakened (``L3``), or a Structure in brackets bottom first (``(FFM3S)``);
2. the side to move, ``b`` or ``w``;
3. the shared Torus Strength of Black and White, e.g. ``10,7``;
4. the colours whose previous turn moved their Nice Flag (or recreated it, with the option
   ``flag_rest=any``), so that it cannot move now: ``-``, ``b``, ``w`` or ``bw``;
5. the number of completed turns;
6. only in the middle of a turn: ``hop:<cell>`` (a Hop chain's Flat) or
   ``collapse:<origin>:<direction or ->:<last space>:<held pieces>[:<spaces entered>]``.
"""

from __future__ import annotations

import re
from typing import Any

from boardlab.core.errors import PositionError
from boardlab.core.numbers import DIGIT, MAX_WHOLE, is_whole, read_whole
from boardlab.games.ccc.board import (
    BLACK,
    COLOURS,
    CUBE,
    DIRECTIONS,
    FLAG,
    FLAT,
    FULL_STRENGTH,
    KINDS,
    PYRAMIDS,
    TORUS,
    TORUS_POOL,
    WIDTH,
    WHITE,
    Cells,
    Geometry,
    Piece,
    Stack,
    cell_name,
    is_valid_stack,
    structure_kind,
)
from boardlab.games.ccc.rules import Collapse, Hop, Pending, Position, Step, hop_steps

_CELL = rf"[a-h]{DIGIT}{{1,2}}"
STEP_PATTERNS = {
    "board": re.compile(rf"([FCTNSML])({_CELL})([-x^~])({_CELL})"),
    "recreate": re.compile(rf"N@({_CELL})"),
    "collapse": re.compile(rf"([FCTNSML])({_CELL})\*([1-8])(n|e|s|w|ne|se|sw|nw)?"),
    "drop": re.compile(rf"([1-8])(x?)({_CELL})"),
}
_SEPARATORS = {"move": "-", "attack": "x", "hop": "^", "swap": "~"}
_TOKEN = re.compile(r"\.|[A-Za-z][0-9]*|\([A-Za-z0-9]+\)")  # ASCII digits only: \d also matches ٣
_PIECE_TOKEN = re.compile(r"([A-Za-z])([0-9]*)")


def write_step(step: Step) -> str:
    """The notation of a step (see the module docstring)."""
    if step.action == "end":
        return "end"
    if step.action == "recreate":
        return f"N@{cell_name(step.target)}"
    if step.action == "collapse":
        return f"{step.letter}{cell_name(step.origin)}*{step.amount}{step.direction}"
    if step.action == "drop":
        return f"{step.amount}{step.letter}{cell_name(step.target)}"
    return f"{step.letter}{cell_name(step.origin)}{_SEPARATORS[step.action]}{cell_name(step.target)}"


def step_shape(text: str) -> str | None:
    """Which kind of step ``text`` is written as (``board``, ``recreate``, ``collapse``,
    ``drop``, ``end``), or ``None`` if it is not CCC notation."""
    if text == "end":
        return "end"
    return next((name for name, pattern in STEP_PATTERNS.items() if pattern.fullmatch(text)), None)


def normalise_step(text: str) -> str:
    """A step written in any case (``fD2-D3``, ``END``) in standard form (``Fd2-d3``)."""
    low = text.strip().lower()
    if not low or low == "end" or low[0].isdigit():
        return low
    return low[0].upper() + low[1:]


def swap_reversed(text: str, cells: Cells, geometry: Geometry) -> str | None:
    """A swap written from its other square (``Sf1~c1`` -> ``Mc1~f1`` when c1 holds the
    Medium Pyramid): the letter becomes that of the piece on the other square."""
    match = STEP_PATTERNS["board"].fullmatch(text)
    if match is None or match.group(3) != "~":
        return None
    target = geometry.parse_cell(match.group(4))
    stack = cells[target] if target is not None else None
    if not stack or len(stack) != 1:
        return None
    return f"{stack[0].kind}{match.group(4)}~{match.group(2)}"


# --- position string --------------------------------------------------------------------------------

def _write_piece(part: Piece) -> str:
    letter = part.kind if part.colour == BLACK else part.kind.lower()
    return letter + (str(part.strength) if part.strength != FULL_STRENGTH[part.kind] else "")


def write_stack(stack: Stack | None) -> str:
    """A cell of the position string: ``.``, ``F``, ``l3`` or ``(FFM)``."""
    if stack is None:
        return "."
    text = "".join(_write_piece(p) for p in stack)
    return text if len(stack) == 1 else f"({text})"


def read_pieces(text: str, where: str) -> Stack:
    """The pieces of a token such as ``FFM3S`` (no brackets), bottom first."""
    pieces = []
    position = 0
    for match in _PIECE_TOKEN.finditer(text):
        if match.start() != position:
            break
        position = match.end()
        letter, digits = match.groups()
        kind = letter.upper()
        if kind not in KINDS:
            raise PositionError(f"{where}: {letter!r} is not a piece letter (F C T N S M L)")
        colour = BLACK if letter.isupper() else WHITE
        strength = read_whole(digits, f"{where}: the Strength of {letter!r}") if digits else FULL_STRENGTH[kind]
        pieces.append(Piece(kind, colour, strength))
    if position != len(text) or not pieces:
        raise PositionError(f"{where}: cannot read the pieces {text!r}")
    return tuple(pieces)


def _check_piece(part: Piece, where: str) -> None:
    if part.kind in PYRAMIDS:
        if not 1 <= part.strength <= FULL_STRENGTH[part.kind]:
            raise PositionError(f"{where}: a {part} has Strength 1 to {FULL_STRENGTH[part.kind]}, got {part.strength}")
    elif part.strength != FULL_STRENGTH[part.kind]:
        raise PositionError(f"{where}: only Pyramids carry a weakened Strength; {part} cannot have {part.strength}")


def check_stack(stack: Stack, where: str) -> None:
    """Raise :class:`PositionError` unless ``stack`` is a basic piece or a legal Structure."""
    for part in stack:
        _check_piece(part, where)
    if not is_valid_stack(stack):
        raise PositionError(f"{where}: {write_stack(stack)} is not a legal Structure (one colour; at most "
                            "5 Flats at the bottom, Pyramids above each smaller than the one below)")


def _read_rank(text: str, rank: int) -> list[Stack | None]:
    tokens = _TOKEN.findall(text)
    if "".join(tokens) != text or len(tokens) != WIDTH:
        raise PositionError(f"rank {rank + 1} needs 8 cells ('.', a piece such as F or l3, or a Structure such "
                            f"as (FFS)), got {text!r}")
    cells: list[Stack | None] = []
    for file, token in enumerate(tokens):
        where = cell_name(rank * WIDTH + file)
        if token == ".":
            cells.append(None)
            continue
        inner = token[1:-1] if token.startswith("(") else token
        stack = read_pieces(inner, where)
        if token.startswith("(") and len(stack) < 2:
            raise PositionError(f"{where}: brackets mark a Structure of two or more pieces, got {token!r}")
        check_stack(stack, where)
        cells.append(stack)
    return cells


def read_board(text: str, geometry: Geometry) -> Cells:
    """The cells of the board field of a position string."""
    ranks = text.split("/")
    if len(ranks) != geometry.height:
        raise PositionError(f"this set-up's board has {geometry.height} ranks separated by '/', got {len(ranks)} "
                            "(the board height follows from the set-up options)")
    cells: list[Stack | None] = []
    for row in range(geometry.height):
        rank = geometry.height - 1 - row
        cells += _read_rank(ranks[row], rank)
    return tuple(cells[(geometry.height - 1 - c // WIDTH) * WIDTH + c % WIDTH] for c in geometry.cells)


def write_board(cells: Cells, geometry: Geometry) -> str:
    """The board field of the position string."""
    return "/".join("".join(write_stack(cells[rank * WIDTH + f]) for f in range(WIDTH))
                    for rank in reversed(range(geometry.height)))


def write_pending(pending: Pending) -> str | None:
    """The sixth field, or ``None`` between turns."""
    if isinstance(pending, Hop):
        return f"hop:{cell_name(pending.at)}"
    if isinstance(pending, Collapse):
        text = (f"collapse:{cell_name(pending.origin)}:{pending.direction or '-'}:{cell_name(pending.at)}:"
                f"{''.join(_write_piece(p) for p in pending.held)}")
        if not pending.direction:
            text += ":" + ".".join(cell_name(c) for c in sorted(pending.visited))
        return text
    return None


def _cell(text: str, geometry: Geometry, what: str) -> int:
    cell = geometry.parse_cell(text)
    if cell is None:
        raise PositionError(f"{what}: {text!r} is not a cell of this board")
    return cell


def read_pending(text: str, geometry: Geometry, side: str) -> Pending:
    """The sixth field of a position string: a Hop chain or a Collapse in progress."""
    parts = text.split(":")
    if parts[0] == "hop" and len(parts) == 2:
        return Hop(_cell(parts[1], geometry, "hop"))
    if parts[0] != "collapse" or len(parts) not in (5, 6):
        raise PositionError(f"the turn-in-progress field is 'hop:<cell>' or "
                            f"'collapse:<origin>:<direction>:<last space>:<held>[:<entered>]', got {text!r}")
    origin, at = _cell(parts[1], geometry, "collapse origin"), _cell(parts[3], geometry, "collapse space")
    direction = "" if parts[2] == "-" else parts[2]
    if direction and direction not in DIRECTIONS:
        raise PositionError(f"collapse direction must be one of {' '.join(DIRECTIONS)} or '-', got {parts[2]!r}")
    held = read_pieces(parts[4], "collapse held pieces")
    check_stack(held, "collapse held pieces")
    if held[0].colour != side:
        raise PositionError("a Collapse holds pieces of the side to move")
    if direction and len(parts) == 6 or not direction and len(parts) != 6:
        raise PositionError("the spaces entered are listed for a Pyramid Stack's Collapse (direction '-') only")
    visited = {origin, at}
    if not direction:
        visited |= {_cell(name, geometry, "collapse entered") for name in parts[5].split(".")}
    return Collapse(origin, direction, at, held, frozenset(visited))


def check_pending(pos: Position) -> None:
    """Raise :class:`PositionError` unless the turn in progress is one that play can reach.

    A Hop chain goes on only with a lone Flat of the side to move that is not frozen and has
    a Hop left (play ends the turn otherwise). A Collapse holds pieces its kind can carry (a
    Flat Stack only Flats, a Constructed Pyramid only Pyramids); what is left on its origin
    belongs under them; its last space lies on its line (or, for a Pyramid Stack, ends a walk
    of adjacent spaces from the origin); a Flat Stack did not start beside the opposing Nice
    Flag and holds nothing after entering a space beside it. The Collapse must also be
    completable (checked by the game, which knows the drops).
    """
    if isinstance(pos.pending, Hop):
        _check_hop(pos, pos.pending)
    elif isinstance(pos.pending, Collapse):
        _check_collapse(pos, pos.pending)


def _check_hop(pos: Position, hop: Hop) -> None:
    where = f"hop:{cell_name(hop.at)}"
    stack = pos.cells[hop.at]
    if stack is None or len(stack) != 1 or stack[0] != Piece(FLAT, pos.side, 1):
        raise PositionError(f"{where}: a Hop chain needs a lone Flat of the side to move there")
    if pos.frozen(hop.at):
        raise PositionError(f"{where}: the Flat stands next to the opposing Nice Flag, so it is frozen and its "
                            "Hop chain is over")
    if not any(hop_steps(pos, hop.at, chained=True)):
        raise PositionError(f"{where}: the Flat has no Hop left, so its Hop chain is over")


def _check_collapse(pos: Position, collapse: Collapse) -> None:
    kind, held = collapse.kind, collapse.held
    if kind == "flat stack" and any(p.kind != FLAT for p in held) or kind == "constructed pyramid" and \
            not all(p.kind in PYRAMIDS for p in held):
        raise PositionError(f"a {kind} Collapse (direction {collapse.direction}) cannot hold "
                            f"{structure_kind(held)} pieces")
    remnant = pos.cells[collapse.origin] or ()
    where = f"collapse origin {cell_name(collapse.origin)}"
    if remnant and remnant[0].colour != pos.side or not is_valid_stack(remnant + held):
        raise PositionError(f"{where}: the pieces left there cannot have been under the held pieces")
    if collapse.at == collapse.origin:
        if len(collapse.visited) != 1 or structure_kind(remnant + held) != kind:
            raise PositionError(f"{where}: before its first drop a {kind} Collapse starts from a {kind}")
    elif kind == "pyramid stack":
        _check_walk(pos, collapse)
    elif collapse.at not in pos.geometry.line(collapse.origin, DIRECTIONS[collapse.direction]):
        raise PositionError(f"collapse space {cell_name(collapse.at)} is not on the {collapse.direction} line from "
                            f"{cell_name(collapse.origin)}")
    if kind == "flat stack":
        if pos.near_enemy_flag(collapse.origin, pos.side):
            raise PositionError(f"{where}: a Flat Stack beside the opposing Nice Flag is frozen and cannot Collapse")
        if collapse.at != collapse.origin and pos.near_enemy_flag(collapse.at, pos.side):
            raise PositionError(f"collapse space {cell_name(collapse.at)}: it is beside the opposing Nice Flag, so "
                                "every held Flat was dropped there")


def _check_walk(pos: Position, collapse: Collapse) -> None:
    """The spaces a Pyramid Stack's Collapse entered are a walk of adjacent spaces."""
    reached, frontier = {collapse.origin}, [collapse.origin]
    while frontier:
        cell = frontier.pop()
        for other in pos.geometry.neighbours(cell):
            if other in collapse.visited and other not in reached:
                reached.add(other)
                frontier.append(other)
    if reached != collapse.visited or collapse.at not in collapse.visited:
        raise PositionError("the spaces a Pyramid Stack's Collapse entered must join its origin one adjacent space "
                            "at a time, the last space among them")


def check_turn_count(turn: int, flag_acted: frozenset[str], side: str) -> None:
    """A Nice Flag cannot move on the game's first turn, so no Flag has acted before turn 1
    ends, and the side to move's own previous turn is at least two turns back."""
    if turn == 0 and flag_acted or turn == 1 and side in flag_acted:
        raise PositionError(f"turn {turn}: no Nice Flag can have moved yet (it cannot move on the game's first turn), "
                            f"but the Nice Flag field says {write_flag_acted(flag_acted)}")


def count_pieces(cells: Cells, pending: Pending, flats_per_side: int) -> None:
    """Raise :class:`PositionError` if a side has more pieces than the set-up gives it."""
    held = pending.held if isinstance(pending, Collapse) else ()
    limits = {FLAT: flats_per_side, CUBE: 2, TORUS: 2, FLAG: 1, "S": 1, "M": 1, "L": 1}
    everything = [p for stack in cells if stack for p in stack] + list(held)
    for colour in COLOURS:
        for kind, limit in limits.items():
            found = sum(p.kind == kind and p.colour == colour for p in everything)
            if found > limit:
                raise PositionError(f"{colour} has at most {limit} of piece {kind} in this set-up, found {found}")


def read_pools(text: str) -> tuple[int, int]:
    """The Torus Strength field, e.g. ``10,7``."""
    values = text.split(",")
    if len(values) != 2 or not all(is_number(v) and int(v) <= TORUS_POOL for v in values):
        raise PositionError(f"the Torus Strength field is two numbers 0-{TORUS_POOL} such as '10,7', got {text!r}")
    return int(values[0]), int(values[1])


def check_pools(cells: Cells, pools: tuple[int, int]) -> None:
    """Standing Toruses need shared Strength left."""
    for colour, pool in zip(COLOURS, pools):
        if pool == 0 and any(s and s[0].kind == TORUS and s[0].colour == colour for s in cells):
            raise PositionError(f"{colour}'s Toruses stand on the board with no shared Strength left")


def is_number(text: str) -> bool:
    """Whether ``text`` is a whole number written with the digits 0-9 (``isdigit`` alone also
    accepts characters such as ``²`` that ``int`` cannot read), of sane length."""
    return is_whole(text)


def read_flag_acted(text: str) -> frozenset[str]:
    """The Nice Flag field: ``-``, ``b``, ``w`` or ``bw``."""
    if text not in ("-", "b", "w", "bw"):
        raise PositionError(f"the Nice Flag field is '-', 'b', 'w' or 'bw', got {text!r}")
    return frozenset(c for c in COLOURS if c[0] in text)


def write_flag_acted(acted: frozenset[str]) -> str:
    """``-``, ``b``, ``w`` or ``bw``."""
    return "".join(c[0] for c in COLOURS if c in acted) or "-"


# --- JSON ---------------------------------------------------------------------------------------------

def stack_to_json(stack: Stack) -> list[dict[str, Any]]:
    """A stack as a list of pieces, bottom first."""
    return [{"piece": p.kind, "colour": p.colour, "strength": p.strength} for p in stack]


def stack_from_json(data: Any, where: str) -> Stack:
    """The inverse of :func:`stack_to_json`; raises :class:`PositionError`."""
    if not isinstance(data, list) or not data:
        raise PositionError(f"{where}: a stack is a non-empty list of pieces")
    pieces = []
    for item in data:
        if not isinstance(item, dict) or set(item) != {"piece", "colour", "strength"}:
            raise PositionError(f"{where}: each piece is an object with 'piece', 'colour' and 'strength'")
        kind, colour, strength = item["piece"], item["colour"], item["strength"]
        if kind not in KINDS or colour not in COLOURS or not isinstance(strength, int) or isinstance(strength, bool) \
                or not 0 <= strength <= MAX_WHOLE:
            raise PositionError(f"{where}: {item!r} is not a piece (piece one of F C T N S M L, colour black/white)")
        pieces.append(Piece(kind, colour, strength))
    stack = tuple(pieces)
    check_stack(stack, where)
    return stack
