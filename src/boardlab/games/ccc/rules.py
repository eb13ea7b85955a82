"""The rules of CCC, written to be read: positions, the basic pieces' moves, attacks, turns.

A :class:`Position` is everything the rules need: the cells, the side to move, each colour's
shared Torus strength, who took a Nice Flag action on their previous turn, and the turn in
progress (a Hop chain or a Collapse). :func:`legal_steps` lists the decisions available and
:func:`apply_step` plays one. Collapses live in :mod:`.collapse`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import NamedTuple

from boardlab.games.ccc.board import (
    BLACK,
    COLOURS,
    CUBE,
    DIAGONAL,
    FLAG,
    FLAT,
    ORTHOGONAL,
    TORUS,
    WIDTH,
    Cells,
    Geometry,
    Piece,
    Stack,
    forward,
    is_pyramid_topped,
    is_valid_stack,
    opponent,
    piece,
    structure_kind,
)


class Hop(NamedTuple):
    """A Hop chain in progress: the hopping Flat stands on ``at``."""

    at: int


class Collapse(NamedTuple):
    """A Collapse in progress.

    ``direction`` is the compass name of the line (``""`` for a Pyramid Stack's free path);
    ``at`` the space last entered (the origin before the first drop); ``held`` the pieces
    still carried, bottom first; ``visited`` the spaces entered so far, origin included.
    """

    origin: int
    direction: str
    at: int
    held: Stack
    visited: frozenset[int]

    @property
    def kind(self) -> str:
        """``flat stack``, ``constructed pyramid`` or ``pyramid stack``: how it travels."""
        if not self.direction:
            return "pyramid stack"
        return "flat stack" if len(self.direction) == 1 else "constructed pyramid"


Pending = Hop | Collapse | None
#: More than any line on a board can hold: "any number of spaces".
LONGEST = 16


class Step(NamedTuple):
    """One decision. ``action`` is ``move``, ``attack``, ``hop``, ``swap``, ``recreate``,
    ``end``, ``collapse`` (start: pick up ``amount`` pieces, travel ``direction``) or ``drop``
    (put ``amount`` held pieces on ``target``). ``letter`` is the moving stack's top piece
    letter; for a drop it is ``x`` when the drop is an Attack."""

    action: str
    origin: int = -1
    target: int = -1
    amount: int = 0
    direction: str = ""
    letter: str = ""


@dataclass(frozen=True)
class Position:
    """A CCC position: cells, side to move, shared Torus strength, Nice Flag rest, turn state."""

    geometry: Geometry
    cells: Cells
    side: str
    #: Each colour's shared Torus strength, Black's first.
    torus_pools: tuple[int, int]
    #: Colours whose previous turn moved their Nice Flag (or recreated it, when
    #: ``flag_rest_any``): they cannot move it this turn.
    flag_acted: frozenset[str]
    #: Completed turns since the start of the game.
    turn: int
    #: The Nice Flags' starting spaces, Black's first (where a destroyed Flag is recreated).
    flag_homes: tuple[int, int]
    pending: Pending = None
    #: The ``flag_rest`` option ``any``: recreating the Flag also counts as a Flag action
    #: that must not be repeated on the next turn.
    flag_rest_any: bool = False

    def pool(self, colour: str) -> int:
        """``colour``'s shared Torus strength."""
        return self.torus_pools[COLOURS.index(colour)]

    def stack(self, cell: int) -> Stack:
        """The stack on ``cell``, which must not be empty."""
        stack = self.cells[cell]
        assert stack is not None, f"no piece on cell {cell}"
        return stack

    def owner(self, cell: int) -> str | None:
        """The colour of the stack on ``cell``, or ``None`` when it is empty."""
        stack = self.cells[cell]
        return stack[0].colour if stack else None

    @cached_property
    def _flag_cells(self) -> tuple[int | None, int | None]:
        return flag_cell(self.cells, COLOURS[0]), flag_cell(self.cells, COLOURS[1])

    def flag_cell(self, colour: str) -> int | None:
        """Where ``colour``'s Nice Flag stands, if it is on the board."""
        return self._flag_cells[COLOURS.index(colour)]

    def near_enemy_flag(self, cell: int, colour: str) -> bool:
        """Whether ``cell`` is adjacent to the Nice Flag opposing ``colour``."""
        flag = self.flag_cell(opponent(colour))
        return flag is not None and self.geometry.adjacent(cell, flag)

    def frozen(self, cell: int) -> bool:
        """Whether the stack on ``cell`` is held by the opposing Nice Flag: adjacent to it and
        not topped by a Pyramid. A frozen piece cannot move or use a Power."""
        stack = self.cells[cell]
        return stack is not None and not is_pyramid_topped(stack) and self.near_enemy_flag(cell, stack[0].colour)


def flag_cell(cells: Cells, colour: str) -> int | None:
    """Where ``colour``'s Nice Flag stands, if it is on the board."""
    for cell, stack in enumerate(cells):
        if stack and stack[0].kind == FLAG and stack[0].colour == colour:
            return cell
    return None


def can_merge(target: Stack, mover: Stack) -> bool:
    """Whether ``mover`` may be put on top of ``target`` (same colour, a legal Structure)."""
    return target[0].colour == mover[0].colour and is_valid_stack(target + mover)


def pyramid_count(cells: Cells, colour: str) -> int:
    """How many of ``colour``'s Pyramids are on the board, inside Structures included."""
    return sum(p.is_pyramid and p.colour == colour for stack in cells if stack for p in stack)


# --- attacks ------------------------------------------------------------------------------------

def _wear(part: Piece, pools: list[int]) -> Piece | None:
    """``part`` after losing 1 Strength, or ``None`` when it is destroyed."""
    if part.kind == TORUS:
        index = COLOURS.index(part.colour)
        pools[index] -= 1
        return part if pools[index] > 0 else None
    return part._replace(strength=part.strength - 1) if part.strength > 1 else None


def fight(attacker: list[Piece], defender: list[Piece], pools: list[int]) -> None:
    """Resolve an Attack round by round, in place.

    Each round the attacking Structure's bottom piece and the defending Structure's top piece
    each lose 1 Strength; a piece at 0 is destroyed and the next one takes its place. It ends
    when one side (or both) is gone. Attacking a Cube destroys the whole attacker at once.
    """
    if defender and defender[-1].kind == CUBE:
        attacker.clear()
        return
    while attacker and defender:
        worn_attacker, worn_defender = _wear(attacker[0], pools), _wear(defender[-1], pools)
        if worn_attacker is None:
            attacker.pop(0)
        else:
            attacker[0] = worn_attacker
        if worn_defender is None:
            defender.pop()
        else:
            defender[-1] = worn_defender


def land(cells: list[Stack | None], pools: list[int], cell: int, group: Stack) -> None:
    """Put ``group`` on ``cell``: onto an empty space, on top of its own colour's stack, or as an
    Attack on an opposing piece (the survivor keeps the space). Updates ``cells`` in place."""
    present = cells[cell]
    if present is None:
        cells[cell] = group
    elif present[0].colour == group[0].colour:
        cells[cell] = present + group
    else:
        attacker, defender = list(group), list(present)
        fight(attacker, defender, pools)
        cells[cell] = tuple(attacker) or tuple(defender) or None
    remove_spent_toruses(cells, pools)


def remove_spent_toruses(cells: list[Stack | None], pools: list[int]) -> None:
    """Take off the board every Torus whose colour's shared Strength has reached 0."""
    for cell, stack in enumerate(cells):
        if stack and stack[0].kind == TORUS and pools[COLOURS.index(stack[0].colour)] <= 0:
            cells[cell] = None


# --- the basic pieces' and Structures' moves ------------------------------------------------------

def _ray(pos: Position, origin: int, direction: tuple[int, int], colour: str, limit: int,
         stop_at_flag: bool) -> Iterator[int]:
    """Cells along a straight line from ``origin`` (not included), at most ``limit`` of them;
    a mover subject to the Nice Flag stops at the first space adjacent to the opposing one."""
    enemy_flag = pos.flag_cell(opponent(colour)) if stop_at_flag else None
    for cell in pos.geometry.line(origin, direction)[:limit]:
        yield cell
        if enemy_flag is not None and pos.geometry.adjacent(cell, enemy_flag):
            return


def _slide_targets(pos: Position, origin: int, directions: tuple[tuple[int, int], ...], limit: int) -> list[int]:
    """Empty cells and the first occupied cell along each line (a slide cannot pass a piece)."""
    colour = pos.side
    stop = not is_pyramid_topped(pos.stack(origin))
    targets = []
    for direction in directions:
        for cell in _ray(pos, origin, direction, colour, limit, stop):
            targets.append(cell)
            if pos.cells[cell] is not None:
                break
    return targets


def _cube_targets(pos: Position, origin: int) -> list[int]:
    """1-5 spaces in any of 8 directions onto an empty space, over any piece except the
    opposing Nice Flag, stopping at the first space adjacent to it."""
    targets = []
    for direction in ORTHOGONAL + DIAGONAL:
        for cell in _ray(pos, origin, direction, pos.side, 5, True):
            stack = pos.cells[cell]
            if stack is None:
                targets.append(cell)
            elif stack[0].kind == FLAG and stack[0].colour != pos.side:
                break
    return targets


def _flat_front(colour: str) -> tuple[tuple[int, int], ...]:
    """A Flat's steps: left, right and forwards."""
    return ((-1, 0), (1, 0), (0, forward(colour)))


def _flat_diagonals(colour: str) -> tuple[tuple[int, int], ...]:
    """The two spaces diagonally in front of a Flat."""
    return ((-1, forward(colour)), (1, forward(colour)))


def is_single_flat(stack: Stack | None, colour: str) -> bool:
    """A lone Flat of ``colour`` (not a Flat Stack)."""
    return stack is not None and len(stack) == 1 and stack[0].kind == FLAT and stack[0].colour == colour


def _plain_steps(pos: Position, origin: int, cells_reached: Sequence[int], attacks_allowed: bool = True,
                 basic_only: bool = False) -> Iterator[Step]:
    """Moves onto empty or own (merging) cells and Attacks onto opposing ones."""
    mover = pos.stack(origin)
    letter = mover[-1].kind
    for target in cells_reached:
        stack = pos.cells[target]
        if stack is None:
            yield Step("move", origin, target, letter=letter)
        elif stack[0].colour == pos.side:
            if can_merge(stack, mover):
                yield Step("move", origin, target, letter=letter)
        elif attacks_allowed and (not basic_only or len(stack) == 1):
            yield Step("attack", origin, target, letter=letter)


def hop_steps(pos: Position, origin: int, chained: bool) -> Iterator[Step]:
    """Hops of the Flat on ``origin`` over an opposing lone Flat onto the empty space beyond:
    the first in its Attack directions, later ones of a chain in any direction.

    A Flat passing the opposing Nice Flag stops on the first space adjacent to it; the space
    hopped over is occupied, so a Hop over a space adjacent to that Flag is impossible."""
    directions = ORTHOGONAL + DIAGONAL if chained else _flat_front(pos.side) + _flat_diagonals(pos.side)
    enemy = opponent(pos.side)
    for direction in directions:
        over, landing = pos.geometry.step(origin, direction), pos.geometry.step(origin, direction, 2)
        if over is not None and landing is not None and is_single_flat(pos.cells[over], enemy) \
                and pos.cells[landing] is None and not pos.near_enemy_flag(over, pos.side):
            yield Step("hop", origin, landing, letter=FLAT)


def piece_steps(pos: Position, origin: int) -> Iterator[Step]:
    """Every move, Attack and Power (except Collapses) of the side's stack on ``origin``."""
    stack = pos.stack(origin)
    kind = structure_kind(stack)
    geometry = pos.geometry
    if kind == "flat":
        front = [c for d in _flat_front(pos.side) if (c := geometry.step(origin, d)) is not None]
        yield from _plain_steps(pos, origin, front)
        for direction in _flat_diagonals(pos.side):
            cell = geometry.step(origin, direction)
            if cell is not None and is_single_flat(pos.cells[cell], opponent(pos.side)):
                yield Step("attack", origin, cell, letter=FLAT)
        yield from hop_steps(pos, origin, chained=False)
    elif kind == "flat stack":
        yield from _plain_steps(pos, origin, _slide_targets(pos, origin, ORTHOGONAL, 1), basic_only=True)
    elif kind == "cube":
        yield from _plain_steps(pos, origin, _cube_targets(pos, origin), attacks_allowed=False)
    elif kind == "torus":
        reached = _slide_targets(pos, origin, ORTHOGONAL, LONGEST)
        enemy = opponent(pos.side)
        reached += [c for c in geometry.neighbours(origin) if c not in reached and pos.owner(c) == enemy]
        yield from _plain_steps(pos, origin, reached)
    elif kind == "flag":
        yield from flag_moves(pos, origin)
    elif kind in ("pyramid", "constructed pyramid"):
        yield from _plain_steps(pos, origin, _slide_targets(pos, origin, DIAGONAL, LONGEST))
        if kind == "pyramid":
            yield from swap_steps(pos, origin)
    else:  # pyramid stack
        yield from _plain_steps(pos, origin, geometry.neighbours(origin))


def flag_may_move(pos: Position) -> bool:
    """The Nice Flag can move: not on the game's first turn (there is no turn to compliment
    yet) and not if this side's previous turn moved it (or, with the ``flag_rest`` option
    ``any``, recreated it)."""
    return pos.turn > 0 and pos.side not in pos.flag_acted


def flag_may_be_recreated(pos: Position) -> bool:
    """Recreating is not moving: only the ``flag_rest`` option ``any`` makes it wait a turn
    after a Flag action."""
    return pos.turn > 0 and (not pos.flag_rest_any or pos.side not in pos.flag_acted)


def flag_moves(pos: Position, origin: int) -> Iterator[Step]:
    """The Nice Flag moves onto any empty space of the board."""
    if flag_may_move(pos):
        for target in pos.geometry.cells:
            if pos.cells[target] is None:
                yield Step("move", origin, target, letter=FLAG)


def recreate_steps(pos: Position) -> Iterator[Step]:
    """A destroyed Nice Flag placed back on its empty starting space."""
    home = pos.flag_homes[COLOURS.index(pos.side)]
    if flag_may_be_recreated(pos) and pos.flag_cell(pos.side) is None and pos.cells[home] is None:
        yield Step("recreate", target=home, letter=FLAG)


def swap_steps(pos: Position, origin: int) -> Iterator[Step]:
    """A lone Pyramid swaps places with another lone Pyramid of its colour (not Structures).

    Each pair is listed once, from the lower-numbered cell (a1 first, then b1...)."""
    for target in pos.geometry.cells:
        stack = pos.cells[target]
        if target > origin and stack and len(stack) == 1 and stack[0].is_pyramid and stack[0].colour == pos.side:
            yield Step("swap", origin, target, letter=pos.stack(origin)[0].kind)


def is_flag_action(step: Step) -> bool:
    """A Nice Flag move or recreation (each calls for a compliment)."""
    return step.letter == FLAG and step.action in ("move", "recreate")


# --- playing a step -------------------------------------------------------------------------------

def end_turn(pos: Position, cells: list[Stack | None], pools: list[int], flag_action: bool = False) -> Position:
    """The position after the side's turn is complete: the other side to move."""
    acted = pos.flag_acted - {pos.side} | ({pos.side} if flag_action else set())
    return replace(pos, cells=tuple(cells), torus_pools=(pools[0], pools[1]), side=opponent(pos.side),
                   flag_acted=frozenset(acted), turn=pos.turn + 1, pending=None)


def apply_plain(pos: Position, step: Step) -> tuple[Position, bool]:
    """Play a move, Attack, Hop, swap, recreation or ``end``; return the position and whether
    the turn is complete."""
    cells, pools = list(pos.cells), list(pos.torus_pools)
    if step.action == "end":
        return end_turn(pos, cells, pools), True
    if step.action == "recreate":
        cells[step.target] = (piece(FLAG, pos.side),)
        return end_turn(pos, cells, pools, flag_action=pos.flag_rest_any), True
    if step.action == "swap":
        cells[step.origin], cells[step.target] = cells[step.target], cells[step.origin]
        return end_turn(pos, cells, pools), True
    mover = pos.stack(step.origin)
    cells[step.origin] = None
    if step.action == "hop":
        middle = (step.origin + step.target) // 2
        cells[middle] = None
        cells[step.target] = mover
        hopped = replace(pos, cells=tuple(cells), pending=Hop(step.target))
        if hopped.frozen(step.target) or not any(hop_steps(hopped, step.target, chained=True)):
            return end_turn(pos, cells, pools), True
        return hopped, False
    land(cells, pools, step.target, mover)
    return end_turn(pos, cells, pools, flag_action=is_flag_action(step)), True


def has_legal_step(pos: Position) -> bool:
    """Whether the side to move has any decision at all, stopping at the first one found
    (cheaper than :func:`legal_steps`: no list, no notation, most Collapses never checked)."""
    from boardlab.games.ccc.collapse import collapse_starts

    if pos.pending is not None:
        return True  # a Hop chain can always end; a Collapse in progress is always completable
    if any(recreate_steps(pos)):
        return True
    for origin in pos.geometry.cells:
        stack = pos.cells[origin]
        if stack and stack[0].colour == pos.side and not pos.frozen(origin):
            if any(piece_steps(pos, origin)) or any(collapse_starts(pos, origin)):
                return True
    return False


def legal_steps(pos: Position) -> list[Step]:
    """Every decision open to the side to move (the game must not be over)."""
    from boardlab.games.ccc.collapse import collapse_starts, drop_steps

    if isinstance(pos.pending, Hop):
        return list(hop_steps(pos, pos.pending.at, chained=True)) + [Step("end")]
    if isinstance(pos.pending, Collapse):
        return drop_steps(pos)
    steps: list[Step] = []
    for origin in pos.geometry.cells:
        stack = pos.cells[origin]
        if stack and stack[0].colour == pos.side and not pos.frozen(origin):
            steps += piece_steps(pos, origin)
            steps += collapse_starts(pos, origin)
    steps += recreate_steps(pos)
    return steps


def apply_step(pos: Position, step: Step) -> tuple[Position, bool]:
    """Play the legal ``step``; return the new position and whether the turn is complete."""
    from boardlab.games.ccc.collapse import apply_collapse_step

    if step.action in ("collapse", "drop"):
        return apply_collapse_step(pos, step)
    return apply_plain(pos, step)


def losers(pos: Position) -> list[str]:
    """The colours without a Pyramid on the board, Black first."""
    return [colour for colour in (BLACK, opponent(BLACK)) if pyramid_count(pos.cells, colour) == 0]


def square_colour(cell: int) -> int:
    """0 for a dark square (a1's colour), 1 for a light one."""
    return (cell % WIDTH + cell // WIDTH) % 2


def is_dead_position(pos: Position) -> bool:
    """A sufficient condition for "neither side can ever destroy an opposing Pyramid again"
    (see src/boardlab/docs/rules/ccc.md, *Dead positions*): no turn in progress, no Flat and no Torus on
    the board, and each side's Pyramids all on squares of one colour, the two sides' colours
    different. Cubes and Nice Flags may stand anywhere.

    Then only Pyramids can Attack (Cubes and Flags never do; Flats and Toruses never come
    back); a Pyramid or Constructed Pyramid moves and Collapses diagonally, so it stays on its
    square colour, and a swap exchanges two Pyramids of one side, both on that side's colour.
    So no Pyramid can ever reach a square holding an opposing Pyramid.
    """
    if pos.pending is not None:
        return False
    colours: dict[str, set[int]] = {colour: set() for colour in COLOURS}
    for cell, stack in enumerate(pos.cells):
        for part in stack or ():
            if part.kind in (FLAT, TORUS):
                return False
            if part.is_pyramid:
                colours[part.colour].add(square_colour(cell))
    black, white = colours[COLOURS[0]], colours[COLOURS[1]]
    return len(black) == 1 and len(white) == 1 and black != white


def finite_strength(pos: Position) -> int:
    """The total Strength on the board that is finite: every piece but the Cubes, with each
    colour's Torus pool counted once while any of its Toruses stands, and the pieces a Collapse
    holds included."""
    held = [pos.pending.held] if isinstance(pos.pending, Collapse) else []
    stacks = [stack for stack in pos.cells if stack] + held
    total = sum(p.strength for stack in stacks for p in stack if p.kind not in (CUBE, TORUS))
    for colour in COLOURS:
        if any(s and s[0].kind == TORUS and s[0].colour == colour for s in pos.cells):
            total += pos.pool(colour)
    return total
