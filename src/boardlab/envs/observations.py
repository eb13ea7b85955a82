"""Observation tensors: each game's position as a stack of planes a network can read.

Every encoder reads the game's public JSON position (:meth:`State.to_json`), so it depends on
nothing but the protocol. ``observation(state, seat)`` returns a ``float32`` array whose
layout is documented plane by plane in ``docs/rl.md``; :func:`observation_shape` gives its
shape without a state.

Two-player games are encoded *from the viewer's side*: planes say "own" and "opponent"
rather than black and white, and the board is turned so that the viewer's pieces start at
the bottom (C1, CCC: ranks mirrored; AXIOM: the table turned 180 degrees about the vertical
axis). Cubes needs no turn (its board has no sides), and comet is cooperative, so its planes
are the same for every seat. Action ids are never turned: masks stay in the game's frame.

>>> import boardlab
>>> state = boardlab.load("c1").start()
>>> observation(state, "black").shape
(10, 7, 7)
>>> bool((observation(state, "black")[4] == observation(state, "white")[6]).all())
False
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from boardlab.core.game import Game, State

Planes = np.ndarray


def observation(state: State, seat: str) -> Planes:
    """The planes of ``state`` as ``seat`` sees them."""
    return _ENCODERS[state.game.name][1](state, seat)


def observation_shape(game: Game) -> tuple[int, ...]:
    """The shape of every observation of ``game`` (it depends on options such as board size)."""
    return _ENCODERS[game.name][0](game)


# --- helpers ---------------------------------------------------------------------------------

_CELL = re.compile(r"([a-s])(\d{1,2})")


def _square(name: str) -> tuple[int, int]:
    """``(file, rank)``, 0-based, of a square name like ``c7``."""
    match = _CELL.fullmatch(name)
    assert match, name
    return ord(match[1]) - ord("a"), int(match[2]) - 1


def _other(game: Game, seat: str) -> str:
    return next(s for s in game.seats if s != seat)


def _to_move_plane(planes: Planes, index: int, state: State, seat: str) -> None:
    """Plane ``index`` is all ones when it is ``seat``'s decision."""
    if state.to_move == seat:
        planes[index] = 1.0


# --- C1 -----------------------------------------------------------------------------------

#: C1 planes: own tiles, opponent tiles, fixed tiles, void, own cone, own pyramids, opponent
#: cone, opponent pyramids, viewer to move, C2 tile step already made.
C1_PLANES = 10


def _c1_shape(game: Game) -> tuple[int, ...]:
    return (C1_PLANES, 7, 7)


def _c1(state: State, seat: str) -> Planes:
    from boardlab.games.c1.board import FIXED

    data = state.to_json()
    planes = np.zeros(_c1_shape(state.game), dtype=np.float32)
    flip = seat == "white"

    def put(plane: int, file: int, rank: int) -> None:
        planes[plane, 6 - rank if flip else rank, file] = 1.0

    planes[3] = 1.0
    for colour, cells in data["tiles"].items():
        for name in cells:
            file, rank = _square(name)
            put(0 if colour == seat else 1, file, rank)
            planes[3, 6 - rank if flip else rank, file] = 0.0
    for cell in FIXED:
        put(2, cell % 7, cell // 7)
    for name, piece in data["pieces"].items():
        colour, kind = piece.split()
        file, rank = _square(name)
        put((4 if colour == seat else 6) + (kind == "pyramid"), file, rank)
    _to_move_plane(planes, 8, state, seat)
    if data.get("tile_step_done"):
        planes[9] = 1.0
    return planes


# --- AXIOM ----------------------------------------------------------------------------------

#: AXIOM channels over a (level, rank, file) grid: own cube, opponent cube, a dome on each of
#: the faces U D N E S W (6), an own sceptre on each face (6), an opponent sceptre on each face
#: (6), viewer to move.
AXIOM_CHANNELS = 21
_AXIOM_FACES = "UDNESW"
#: Turning the table 180 degrees about the vertical axis swaps north with south, east with west.
_AXIOM_TURNED = {"U": "U", "D": "D", "N": "S", "S": "N", "E": "W", "W": "E"}


def _axiom_shape(game: Game) -> tuple[int, ...]:
    from boardlab.games.axiom.board import FRAME, MAX_LEVEL

    return (AXIOM_CHANNELS, MAX_LEVEL, FRAME, FRAME)


def _axiom(state: State, seat: str) -> Planes:
    from boardlab.games.axiom.board import FRAME

    data = state.to_json()
    planes = np.zeros(_axiom_shape(state.game), dtype=np.float32)
    turned = seat == "white"

    def place(cell: str) -> tuple[int, int, int]:
        square, level = cell.split(".")
        x, y = _square(square)
        if turned:
            x, y = FRAME - 1 - x, FRAME - 1 - y
        return int(level) - 1, y, x

    def face(letter: str) -> int:
        return _AXIOM_FACES.index(_AXIOM_TURNED[letter] if turned else letter)

    for cube in data["cubes"]:
        z, y, x = place(cube["cell"])
        planes[0 if cube["colour"] == seat else 1, z, y, x] = 1.0
        for letter in cube["domes"]:
            planes[2 + face(letter), z, y, x] = 1.0
    for sceptre in data["sceptres"]:
        z, y, x = place(sceptre["face"][:-1])
        own = sceptre["colour"] == seat
        planes[(8 if own else 14) + face(sceptre["face"][-1]), z, y, x] = 1.0
    _to_move_plane(planes, 20, state, seat)
    return planes


# --- CCC ------------------------------------------------------------------------------------

#: CCC piece letters in plane order: Flat, Cube, Torus, Small, Medium and Large Pyramid, Nice Flag.
CCC_PIECES = "FCTSMLN"
#: CCC planes over (rank, file), for the viewer then the opponent (2 x 10): the number of each
#: piece kind in the square's stack (7), the stack's height, the top piece's strength / 6, the
#: Nice Flag has acted; then torus pool strength / 10 for each side (2), a hop in progress at
#: the square, a collapse in progress at the square (value: Flats or Pyramids held), viewer to move.
CCC_PLANES = 2 * 10 + 2 + 3


def _ccc_shape(game: Game) -> tuple[int, ...]:
    return (CCC_PLANES, game.start().to_json()["ranks"], 8)


def _ccc(state: State, seat: str) -> Planes:
    data = state.to_json()
    ranks = data["ranks"]
    planes = np.zeros((CCC_PLANES, ranks, 8), dtype=np.float32)
    flip = seat == "white"

    def at(name: str) -> tuple[int, int]:
        file, rank = _square(name)
        return (ranks - 1 - rank if flip else rank), file

    for name, stack in data["cells"].items():
        row, col = at(name)
        base = 0 if stack[0]["colour"] == seat else 10
        for piece in stack:
            planes[base + CCC_PIECES.index(piece["piece"].upper()), row, col] += 1.0
        planes[base + 7, row, col] = len(stack)
        planes[base + 8, row, col] = stack[-1]["strength"] / 6.0
    for colour in data["flag_acted"]:
        planes[9 if colour == seat else 19] = 1.0
    planes[20] = data["torus_strength"][seat] / 10.0
    planes[21] = data["torus_strength"][_other(state.game, seat)] / 10.0
    pending = data.get("pending") or {}
    if "hop" in pending:
        planes[(22, *at(pending["hop"]))] = 1.0
    if "collapse" in pending:
        collapse = pending["collapse"]
        planes[(23, *at(collapse["at"]))] = len(collapse["held"])
    _to_move_plane(planes, 24, state, seat)
    return planes


# --- Cubes ----------------------------------------------------------------------------------

#: Cubes planes: own active, own inactive, opponent active, opponent inactive cubes, the cube
#: that earned the bonus step now being played, own pool / 8, opponent pool / 8, viewer to move.
CUBES_PLANES = 8


def _cubes_shape(game: Game) -> tuple[int, ...]:
    size = game.options["size"]
    return (CUBES_PLANES, size, size)


def _cubes(state: State, seat: str) -> Planes:
    data = state.to_json()
    planes = np.zeros(_cubes_shape(state.game), dtype=np.float32)
    for name, cube in data["cubes"].items():
        colour, activity = cube.split()
        file, rank = _square(name)
        planes[(0 if colour == seat else 2) + (activity == "inactive"), rank, file] = 1.0
    if data.get("bonus"):
        file, rank = _square(data["bonus"])
        planes[4, rank, file] = 1.0
    planes[5] = data["pools"][seat] / 8.0
    planes[6] = data["pools"][_other(state.game, seat)] / 8.0
    _to_move_plane(planes, 7, state, seat)
    return planes


# --- comet ----------------------------------------------------------------------------------

def _comet_goals() -> list[str]:
    from boardlab.games.comet.goals import BUILTIN_GOALS

    return list(BUILTIN_GOALS)


def _comet_shape(game: Game) -> tuple[int, ...]:
    # One plane per piece 1-9, one per built-in goal and one for any other goal, one for the
    # seat whose grand move it is.
    return (9 + len(_comet_goals()) + 1 + 1, 9, 9)


def _comet(state: State, seat: str) -> Planes:
    data = state.to_json()
    planes = np.zeros(_comet_shape(state.game), dtype=np.float32)
    for number, name in data["pieces"].items():
        file, rank = _square(name)
        planes[int(number) - 1, rank, file] = 1.0
    goals = _comet_goals()
    goal = state.game.options["goal"]
    planes[9 + (goals.index(goal) if goal in goals else len(goals))] = 1.0
    _to_move_plane(planes, -1, state, seat)
    return planes


_ENCODERS: dict[str, tuple[Callable[[Game], tuple[int, ...]], Callable[[State, str], Planes]]] = {
    "c1": (_c1_shape, _c1),
    "axiom": (_axiom_shape, _axiom),
    "ccc": (_ccc_shape, _ccc),
    "cubes": (_cubes_shape, _cubes),
    "comet": (_comet_shape, _comet),
}
