"""The rules of AXIOM: placing cubes, walking sceptres, elimination and the win.

A :class:`Layout` is the structure (cubes by cell) and the four sceptres, always in the
normalised frame. Everything here is a plain function of a layout;
:class:`~boardlab.games.axiom.state.AxiomState` puts them together into turns and results.
The reasons for every reading of the rule text are in ``src/boardlab/docs/rules/axiom.md``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from boardlab.games.axiom.board import (
    DIRECTIONS,
    DOWN,
    FACES,
    MAX_SPAN,
    OPPOSITE,
    UP,
    Cell,
    Cube,
    Sceptre,
    cell_name,
    face_name,
    mask_faces,
    neighbour,
    normalise,
    perpendicular,
    shifted,
)


class CubeMove(NamedTuple):
    """Lift the cube in ``origin`` and place it in ``target`` with its domes on ``domes``."""

    origin: Cell
    target: Cell
    domes: int

    def __str__(self) -> str:
        return f"C{cell_name(self.origin)}-{cell_name(self.target)}{mask_faces(self.domes)}"


class SceptreMove(NamedTuple):
    """Move the sceptre on ``origin_face`` of cube ``origin`` to ``target_face`` of ``target``.

    ``eliminates`` says that the cube left behind is taken out of the game (written ``x``).
    """

    origin: Cell
    origin_face: int
    target: Cell
    target_face: int
    eliminates: bool = False

    def __str__(self) -> str:
        separator = "x" if self.eliminates else "-"
        return f"S{face_name(self.origin, self.origin_face)}{separator}{face_name(self.target, self.target_face)}"


Move = CubeMove | SceptreMove


@dataclass(frozen=True)
class Layout:
    """The cubes (by cell) and the sceptres of a position; never changed once built."""

    cubes: dict[Cell, Cube]
    sceptres: tuple[Sceptre, ...]
    _key: tuple[object, ...] = field(init=False, repr=False, compare=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sceptres", tuple(sorted(self.sceptres)))
        object.__setattr__(self, "_key", (tuple(sorted(self.cubes.items())), self.sceptres))

    def __hash__(self) -> int:
        return hash(self._key)

    @cached_property
    def sceptre_cells(self) -> dict[Cell, Sceptre]:
        """The sceptres by the cell each one fills."""
        return {s.cell: s for s in self.sceptres}

    def kept_free(self, sceptre_length: int = 1) -> set[Cell]:
        """The cells no cube may be placed in: those the sceptres fill, and with
        ``sceptre_length=2`` also the cell beyond each of them (the sceptre's tip)."""
        cells = set(self.sceptre_cells)
        if sceptre_length == 2:
            cells |= {neighbour(s.cell, s.face) for s in self.sceptres}
        return cells

    def sceptres_on(self, cube: Cell) -> list[Sceptre]:
        """The sceptres standing on the cube in ``cube``."""
        return [s for s in self.sceptres if s.cube == cube]

    def is_covered(self, cell: Cell) -> bool:
        """Whether a cube stands on top of the cube in ``cell``."""
        return neighbour(cell, UP) in self.cubes

    def is_free(self, cell: Cell) -> bool:
        """Nothing on top and no sceptre on it: a cube that may be lifted or eliminated."""
        return not self.is_covered(cell) and not self.sceptres_on(cell)


def normalised(cubes: dict[Cell, Cube], sceptres: list[Sceptre] | tuple[Sceptre, ...]) -> Layout:
    """The layout translated into the normalised frame (smallest x and y are 1)."""
    dx, dy = normalise(list(cubes))
    if (dx, dy) == (0, 0):
        return Layout(dict(cubes), tuple(sceptres))

    def moved(cell: Cell) -> Cell:
        return cell[0] + dx, cell[1] + dy, cell[2]

    return Layout({moved(c): cube for c, cube in cubes.items()},
                  tuple(s._replace(cube=moved(s.cube)) for s in sceptres))


# --- placing a cube ----------------------------------------------------------------------


def facing_dome(cubes: dict[Cell, Cube], cell: Cell, face: int) -> bool | None:
    """Across ``face`` of ``cell``: ``True`` a dome faces it, ``False`` a recess, ``None`` no cube."""
    other = cubes.get(neighbour(cell, face))
    return None if other is None else other.has_dome(OPPOSITE[face])


def placement_cells(cubes: dict[Cell, Cube], kept_free: set[Cell]) -> set[Cell]:
    """Empty cells beside a cube where a cube could stand: on the table or on a cube, with
    nothing above, and not in ``kept_free`` (the cells sceptres fill, see :meth:`Layout.kept_free`)."""
    cells = set()
    for cell in cubes:
        for face in range(6):
            spot = neighbour(cell, face)
            if spot in cubes or spot in kept_free or spot[2] < 1:
                continue
            if neighbour(spot, UP) in cubes:
                continue  # under a cube
            if spot[2] == 1 or neighbour(spot, DOWN) in cubes:
                cells.add(spot)
    return cells


def contacts(cubes: dict[Cell, Cube], cell: Cell) -> tuple[int, int]:
    """Face masks of the empty ``cell``: the faces a dome faces, and the faces a recess faces."""
    facing_domes = facing_recesses = 0
    x, y, z = cell
    for face, (dx, dy, dz) in enumerate(DIRECTIONS):
        other = cubes.get((x + dx, y + dy, z + dz))
        if other is not None:
            if other.domes >> OPPOSITE[face] & 1:
                facing_domes |= 1 << face
            else:
                facing_recesses |= 1 << face
    return facing_domes, facing_recesses


_BOTTOM = 1 << DOWN


def placement_problem(cubes: dict[Cell, Cube], cell: Cell, domes: int,
                      contact: tuple[int, int] | None = None) -> str | None:
    """Why a cube with ``domes`` cannot stand in the empty ``cell`` of ``cubes``, or ``None``.

    Checks the contact rules only: a dome on the table, overhanging, dome against dome, the
    interlock with the cube below, and at least one interlock (dome into recess) with another
    cube. ``contact`` is :func:`contacts` of the cell, when already known.
    """
    facing_domes, facing_recesses = contact or contacts(cubes, cell)
    on_table = cell[2] == 1
    if on_table and domes & _BOTTOM:
        return "a dome cannot rest on the table"
    if not on_table and not (facing_domes | facing_recesses) & _BOTTOM:
        return "nothing below it: a cube may not overhang"
    clash = domes & facing_domes
    if clash:
        return f"its {FACES[(clash & -clash).bit_length() - 1]} dome would touch a dome"
    if not on_table and not (domes & facing_recesses | facing_domes) & _BOTTOM:
        return "it must interlock with the cube below (recess on recess)"
    if not (domes & facing_recesses or facing_domes):
        return "it must interlock (dome into recess) with at least one other cube"
    return None


def span_ok(cells: list[Cell]) -> bool:
    """Whether the structure fits the table: at most ``MAX_SPAN`` cells in x and in y."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return max(xs) - min(xs) < MAX_SPAN and max(ys) - min(ys) < MAX_SPAN


def liftable(layout: Layout, colour: str) -> list[Cell]:
    """The cells of ``colour``'s cubes that may be lifted: free of sceptres and not under a cube."""
    return sorted(cell for cell, cube in layout.cubes.items() if cube.colour == colour and layout.is_free(cell))


def groups(cubes: dict[Cell, Cube] | set[Cell]) -> list[set[Cell]]:
    """The separate pieces of a structure: cubes joined face to face."""
    left, pieces = set(cubes), []
    while left:
        piece, frontier = set(), [left.pop()]
        while frontier:
            cell = frontier.pop()
            piece.add(cell)
            for face in range(6):
                other = neighbour(cell, face)
                if other in left:
                    left.discard(other)
                    frontier.append(other)
        pieces.append(piece)
    return pieces


def joins_all(pieces: list[set[Cell]], target: Cell) -> bool:
    """Whether a cube in ``target`` touches every one of ``pieces`` (making them one)."""
    around = {neighbour(target, face) for face in range(6)}
    return all(around & piece for piece in pieces)


def cube_moves(layout: Layout, colour: str, one_piece: bool = False, sceptre_length: int = 1) -> Iterator[CubeMove]:
    """Every cube move of ``colour``, by origin, target and orientation.

    With ``one_piece`` a move must leave the structure in one piece; ``sceptre_length``
    (1 or 2) says how many cells in front of its face a sceptre keeps free of cubes.
    """
    kept_free = layout.kept_free(sceptre_length)
    for origin in liftable(layout, colour):
        cube = layout.cubes[origin]
        rest = {cell: c for cell, c in layout.cubes.items() if cell != origin}
        pieces = groups(rest) if one_piece else []
        for target in sorted(placement_cells(rest, kept_free)):
            if target == origin or not span_ok([*rest, target]):
                continue
            if one_piece and not joins_all(pieces, target):
                continue
            contact = contacts(rest, target)
            for domes in cube.orientations():
                if placement_problem(rest, target, domes, contact) is None:
                    yield CubeMove(origin, target, domes)


# --- walking a sceptre -------------------------------------------------------------------


def _blocked(layout: Layout, cube: Cell, face: int, walker: Sceptre, sceptre_length: int = 1) -> bool:
    """Whether a sceptre walking onto ``face`` of ``cube`` is stopped there (cannot reach it).

    A dome, a covered face (a cube or the table in front) and another sceptre stop a walk.
    With one-cell sceptres "another sceptre" is any sceptre filling the cell in front of the
    face; with ``sceptre_length=2`` (the Java program's reading) only a sceptre standing on
    this very face stops it, and a walk passes faces in front of which another sceptre stands
    (see :func:`landing_refused`).
    """
    if layout.cubes[cube].has_dome(face) or face == DOWN:
        return True
    front = neighbour(cube, face)
    if front in layout.cubes or front[2] < 1:
        return True  # a covered face
    other = layout.sceptre_cells.get(front)
    if sceptre_length == 2:
        return other is not None and other != walker and (other.cube, other.face) == (cube, face)
    return other is not None and other != walker


def landing_refused(layout: Layout, cube: Cell, face: int, walker: Sceptre, sceptre_length: int = 1) -> bool:
    """Whether a walk that reaches ``face`` of ``cube`` may pass it but not stop there.

    Only with two-cell sceptres (``sceptre_length=2``): the sceptre would stand in the cell in
    front of the face and the one beyond it, so it may not stop where another sceptre fills
    the first, where a cube stands in the second, or where a sceptre coming the other way
    already fills the second (tip to tip; as in the Java program this counts the walker too,
    in the place it starts from).
    """
    if sceptre_length == 1:
        return False
    front = neighbour(cube, face)
    tip = neighbour(front, face)
    other = layout.sceptre_cells.get(front)
    if other is not None and other != walker:
        return True
    if tip in layout.cubes:
        return True
    facing = layout.sceptre_cells.get(tip)
    return facing is not None and facing.face == OPPOSITE[face]


def next_lateral_face(cubes: dict[Cell, Cube], cube: Cell, face: int, heading: int) -> tuple[Cell, int, int] | None:
    """The face a lateral walk reaches next: ``(cube, face, heading)``, or ``None`` at the table.

    Going straight on over ``face`` towards ``heading``: a cube in the cell ahead of the
    sceptre makes a concave corner (up its facing side); otherwise a cube ahead carries the
    walk on over the same face; otherwise the walk passes over the convex edge, down (or
    round) the current cube.
    """
    if heading == DOWN and cube[2] == 1:
        return None  # the table stops it
    corner = shifted(cube, face, heading)
    if corner in cubes:
        return corner, OPPOSITE[heading], face
    ahead = neighbour(cube, heading)
    if ahead in cubes:
        return ahead, face, heading
    return cube, heading, OPPOSITE[face]


def lateral_targets(layout: Layout, sceptre: Sceptre, sceptre_length: int = 1) -> Iterator[tuple[Cell, int]]:
    """The faces a lateral walk from ``sceptre`` may stop on, heading each way in turn."""
    for heading in perpendicular(sceptre.face):
        place: tuple[Cell, int, int] | None = (sceptre.cube, sceptre.face, heading)
        visited = {(sceptre.cube, sceptre.face)}
        while place is not None:
            place = next_lateral_face(layout.cubes, *place)
            if place is None or (place[0], place[1]) in visited:
                break  # the table, or round the cube back to where it has been
            visited.add((place[0], place[1]))
            if _blocked(layout, place[0], place[1], sceptre, sceptre_length):
                break
            if not landing_refused(layout, place[0], place[1], sceptre, sceptre_length):
                yield place[0], place[1]


def diagonal_targets(layout: Layout, sceptre: Sceptre, sceptre_length: int = 1) -> Iterator[tuple[Cell, int]]:
    """The faces a diagonal walk from ``sceptre`` may stop on: the same face of cubes
    diagonally on in its plane, never changing plane or level."""
    face = sceptre.face
    sides = perpendicular(face)
    for first in sides:
        for second in sides:
            if second <= first or second == OPPOSITE[first]:
                continue
            cube = sceptre.cube
            while True:
                step = shifted(cube, first, second)
                if step not in layout.cubes:
                    break  # a gap
                front = neighbour(cube, face)
                if neighbour(front, first) in layout.cubes and neighbour(front, second) in layout.cubes:
                    break  # it may not squeeze between two cubes
                if _blocked(layout, step, face, sceptre, sceptre_length):
                    break
                if not landing_refused(layout, step, face, sceptre, sceptre_length):
                    yield step, face
                cube = step


def eliminates(layout: Layout, sceptre: Sceptre, target: Cell) -> bool:
    """Whether moving ``sceptre`` onto the cube in ``target`` eliminates the cube it leaves:
    it leaves an opposing cube for one of its own, and the cube left is free (nothing on
    top, no other sceptre)."""
    left, arrived = layout.cubes[sceptre.cube], layout.cubes[target]
    if left.colour == sceptre.colour or arrived.colour != sceptre.colour:
        return False
    others = [s for s in layout.sceptres_on(sceptre.cube) if s != sceptre]
    return not others and not layout.is_covered(sceptre.cube)


def sceptre_landings(layout: Layout, sceptre: Sceptre, sceptre_length: int = 1) -> set[tuple[Cell, int]]:
    """The faces ``sceptre`` may move to: the ends of its lateral and diagonal walks."""
    return set(lateral_targets(layout, sceptre, sceptre_length)) | set(diagonal_targets(layout, sceptre, sceptre_length))


def sceptre_moves(layout: Layout, colour: str, forbid_own_pair: bool = False,
                  sceptre_length: int = 1) -> Iterator[SceptreMove]:
    """Every sceptre move of ``colour``: lateral and diagonal walks, each landing face once."""
    for sceptre in layout.sceptres:
        if sceptre.colour != colour:
            continue
        landings = sceptre_landings(layout, sceptre, sceptre_length)
        for target, face in sorted(landings):
            if forbid_own_pair and any(s.colour == colour and s != sceptre for s in layout.sceptres_on(target)):
                continue
            yield SceptreMove(sceptre.cube, sceptre.face, target, face, eliminates(layout, sceptre, target))


def has_legal_move(layout: Layout, colour: str, forbid_own_pair: bool = False, one_piece: bool = False,
                   sceptre_length: int = 1) -> bool:
    """Whether ``colour`` has a legal move; stops at the first one it finds.

    Much cheaper than listing every move (and writing each in notation) just to learn that
    the game goes on. The arguments are those of :func:`sceptre_moves` and :func:`cube_moves`.
    """
    if next(sceptre_moves(layout, colour, forbid_own_pair, sceptre_length), None) is not None:
        return True
    return next(cube_moves(layout, colour, one_piece, sceptre_length), None) is not None


def apply_move(layout: Layout, move: Move) -> Layout:
    """The layout after ``move`` (assumed legal), back in the normalised frame."""
    cubes = dict(layout.cubes)
    sceptres = list(layout.sceptres)
    if isinstance(move, CubeMove):
        cube = cubes.pop(move.origin)
        cubes[move.target] = cube._replace(domes=move.domes)
    else:
        index = next(i for i, s in enumerate(sceptres) if (s.cube, s.face) == (move.origin, move.origin_face))
        sceptres[index] = sceptres[index]._replace(cube=move.target, face=move.target_face)
        if move.eliminates:
            del cubes[move.origin]
    return normalised(cubes, sceptres)


# --- results and checks ------------------------------------------------------------------


def meeting_cubes(layout: Layout) -> list[Cell]:
    """Cubes holding sceptres of both colours: the winning condition."""
    return sorted({s.cube for s in layout.sceptres if {t.colour for t in layout.sceptres_on(s.cube)} == {"black", "white"}})


def paired_colours(layout: Layout) -> list[str]:
    """Colours with both their sceptres on one cube."""
    return sorted({s.colour for s in layout.sceptres
                   if sum(t.colour == s.colour for t in layout.sceptres_on(s.cube)) > 1})


def structure_problem(layout: Layout) -> str | None:
    """What makes this layout impossible, or ``None`` for a sound structure.

    Every cube above the table stands on an interlocking cube, no dome touches a dome or the
    table, each sceptre stands in a recess with nothing (cube or sceptre) in front of it.
    """
    cubes = layout.cubes
    for cell in sorted(cubes):
        name, cube = cell_name(cell), cubes[cell]
        if cell[2] < 1:
            return f"the cube at {cell} is below the table"
        if cell[2] == 1 and cube.has_dome(DOWN):
            return f"the cube at {name} rests a dome on the table"
        if cell[2] > 1 and neighbour(cell, DOWN) not in cubes:
            return f"the cube at {name} overhangs: nothing below it"
        for face in range(6):
            theirs = facing_dome(cubes, cell, face)
            if theirs and cube.has_dome(face):
                return f"the cube at {name} touches a dome with its {FACES[face]} dome"
            if face == DOWN and theirs is not None and theirs == cube.has_dome(face):
                return f"the cube at {name} does not interlock with the cube below"
    if not span_ok(list(cubes)):
        return f"the structure spans more than {MAX_SPAN} cells"
    filled: set[Cell] = set()
    for sceptre in layout.sceptres:
        where = face_name(sceptre.cube, sceptre.face)
        if sceptre.cube not in cubes:
            return f"the {sceptre.colour} sceptre on {where} stands on no cube"
        if cubes[sceptre.cube].has_dome(sceptre.face):
            return f"the {sceptre.colour} sceptre on {where} stands on a dome; sceptres stand in recesses"
        if sceptre.cell in cubes or sceptre.cell[2] < 1 or sceptre.face == DOWN:
            return f"the {sceptre.colour} sceptre on {where} stands on a covered face"
        if sceptre.cell in filled:
            return f"the sceptre on {where} shares its place with another sceptre"
        filled.add(sceptre.cell)
    return None

