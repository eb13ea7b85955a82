"""What an environment steps: a protocol state, or a compiled board where an engine plays the rules.

A backend holds one game in progress and answers what the environment asks: who is to move,
the result, the action mask, the observation of a seat, and the position as a protocol
:class:`State` for rendering. :func:`backend_for` picks the fastest one for a game.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Protocol

import numpy as np

from boardlab.core.errors import IllegalMove
from boardlab.ai.engine import Engine
from boardlab.core.game import Game, State
from boardlab.core.specialise import specialise
from boardlab.envs.actions import codec_for
from boardlab.envs.observations import observation, observation_shape


class Backend(Protocol):
    """One game in progress, as an environment sees it."""

    num_actions: int
    shape: tuple[int, ...]

    def reset(self, game: Game) -> None: ...
    def to_move(self) -> str | None: ...
    def winner(self) -> str | None: ...
    def mask(self) -> np.ndarray: ...
    def observe(self, seat: str) -> np.ndarray: ...
    def step(self, action: int) -> None: ...
    def state(self) -> State: ...


class ProtocolBackend:
    """Any game through the core protocol."""

    def __init__(self, game: Game) -> None:
        self._codec = codec_for(game)
        self.num_actions = self._codec.size
        self.shape = observation_shape(game)
        self.reset(game)

    def reset(self, game: Game) -> None:
        self._state = game.start()

    def to_move(self) -> str | None:
        return self._state.to_move

    def winner(self) -> str | None:
        return self._state.winner

    def mask(self) -> np.ndarray:
        return self._codec.mask(self._state)

    def observe(self, seat: str) -> np.ndarray:
        return observation(self._state, seat)

    def step(self, action: int) -> None:
        self._state = self._codec.play(self._state, action)

    def state(self) -> State:
        return self._state


def engine_kernels(game: Game, kernels: ModuleType) -> tuple[ModuleType, Engine]:
    """The kernels of :mod:`.kernels` compiled for ``game``'s fast engine, with the action ids
    of its environment module ``kernels`` (:mod:`.c1_fast`, :mod:`.axiom_fast`, ...), and the
    engine (whose workspace every kernel takes)."""
    from boardlab.ai.compiled import bindings, compiled_search, engine_for
    from boardlab.envs import kernels as template

    engine = engine_for(game.start())
    if engine is None:
        raise ValueError(f"{game.name} with these options has no fast engine")
    search = compiled_search(engine)
    bound = {"eng_generate": search.eng_generate, "eng_make": search.eng_make, "eng_result": search.eng_result,
             "eng_seat": search.eng_seat, "action_of": kernels.action_of}
    sources = (*bindings(engine)[1], kernels.__name__, "boardlab.ai.search_core")
    return specialise(template, engine.game, template.COMPILED, bound, sources), engine


class CompiledBackend:
    """A game on its compiled engine, through the kernels of :mod:`.kernels` and a module of
    the game's own (:mod:`.c1_fast`, :mod:`.axiom_fast`, :mod:`.ccc_fast`, :mod:`.cubes_fast`:
    observation planes and action ids) that fill the same planes and mask over the same action
    ids as the protocol (tests compare them move by move)."""

    def __init__(self, game: Game, kernels: ModuleType) -> None:
        self._kernels = kernels
        self._compiled, engine = engine_kernels(game, kernels)
        self.num_actions = kernels.num_actions(game)
        self.shape = observation_shape(game)
        self._mask = np.zeros(self.num_actions, dtype=np.int8)
        self._lookup = np.zeros(self.num_actions, dtype=np.int64)
        self._moves = np.empty(engine.max_moves, dtype=np.int64)
        self.reset(game)

    def reset(self, game: Game) -> None:
        self._game = game
        self._board = self._kernels.start_board(game)
        #: What the engine's calls take besides the board (AXIOM: options and work grids).
        self._work = engine_kernels(game, self._kernels)[1].workspace
        #: The engine's moves so far (written in notation only when a state is asked for).
        self._history: list[int] = []
        self._compiled.fill_mask(self._board, self._work, self._mask, self._lookup, self._moves)
        self._set_status(self._compiled.status(self._board))

    def _set_status(self, status: int) -> None:
        """Keep who moves and the result as Python values (read at every step)."""
        result, side = divmod(int(status), 4)
        self._to_move = None if result else _COLOURS[side - 1]
        self._winner = (None, "black", "white", "draw")[result]

    def to_move(self) -> str | None:
        return self._to_move

    def winner(self) -> str | None:
        return self._winner

    def mask(self) -> np.ndarray:
        return self._mask.copy()

    def observe(self, seat: str) -> np.ndarray:
        planes = np.empty(self.shape, dtype=np.float32)
        self._kernels.fill_observation(self._board, 1 if seat == "black" else 2, planes)
        return planes

    def step(self, action: int) -> None:
        if not 0 <= action < self.num_actions or not self._mask[action]:
            raise IllegalMove(f"action {action!r} is not a legal move here (see the action mask)")
        move = int(self._lookup[action])
        self._history.append(move)
        self._set_status(self._compiled.advance(self._board, self._work, move, self._mask, self._lookup, self._moves))

    def state(self) -> State:
        """The protocol state (replayed from the moves: only for rendering and checks)."""
        state = self._game.start()
        for move in self._history:
            state = state.play(self._kernels.move_text(self._board, move))
        return state


_COLOURS = ("black", "white")


def backend_for(game: Game) -> Backend:
    """The compiled backend where one plays ``game``'s rules, else the protocol."""
    if game.name == "c1" and _plain_c1(game):
        from boardlab.envs import c1_fast

        return CompiledBackend(game, c1_fast)
    if game.name in ("axiom", "ccc", "cubes"):
        kernels = importlib.import_module(f"boardlab.envs.{game.name}_fast")
        return CompiledBackend(game, kernels)
    return ProtocolBackend(game)


def _plain_c1(game: Game) -> bool:
    options = game.options
    return options["variant"] == "c1" and not options["repetition"] and not options["move_limit"]
