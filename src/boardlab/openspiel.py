"""Every boardlab game as an OpenSpiel game: ``pyspiel.load_game("boardlab_c1")``.

Importing this module registers ``boardlab_c1``, ``boardlab_axiom``, ``boardlab_ccc``,
``boardlab_cubes`` and ``boardlab_comet`` with OpenSpiel (``pip install 'boardlab[rl]'``).
Their parameters are the game's options, plus ``max_steps``: OpenSpiel needs a longest game,
so a game still going after that many steps ends there as a draw (0 for everyone). Actions
are the environments' encoding (:mod:`boardlab.envs.actions`); ``action_to_string`` gives the
move in the game's own notation, exactly as ``legal_moves()`` writes it. Cubes' first player
is a chance node (each colour with probability 1/2) unless the ``first`` parameter names one.
Comet, a cooperative puzzle, has identical utilities: 1 for every seat when the goal is met.

>>> import pyspiel, boardlab.openspiel
>>> game = pyspiel.load_game("boardlab_c1")
>>> state = game.new_initial_state()
>>> state.action_to_string(state.legal_actions()[0])
'Pb1-a1'
>>> game.observation_tensor_shape()
[10, 7, 7]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
import pyspiel

import boardlab
from boardlab.core.game import Game, State
from boardlab.envs.actions import codec_for
from boardlab.envs.limits import MAX_STEPS  # the same defaults as the PettingZoo environments
from boardlab.envs.observations import observation, observation_shape

_CHANCE_FIRST = ("black", "white")


#: OpenSpiel's game strings reserve these characters; string parameters write them otherwise.
_RESERVED = {",": ";", "(": "[", ")": "]"}


def _to_spiel(value: Any) -> Any:
    """An option value as an OpenSpiel parameter: ``"c7,e7"`` becomes ``"c7;e7"``."""
    return value.translate(str.maketrans(_RESERVED)) if isinstance(value, str) else value


def _from_spiel(value: Any) -> Any:
    """An OpenSpiel parameter as an option value (the reverse of :func:`_to_spiel`)."""
    return value.translate(str.maketrans({v: k for k, v in _RESERVED.items()})) if isinstance(value, str) else value


def _parameters(name: str) -> dict[str, Any]:
    """The OpenSpiel parameter specification: every option with its default, and ``max_steps``."""
    game = boardlab.load(name)
    return {**{k: _to_spiel(v) for k, v in game.options.items()}, "max_steps": MAX_STEPS[name]}


def _random_first(options: dict[str, Any]) -> bool:
    return options.get("first") == "random"


@dataclass(frozen=True)
class _Setup:
    """What a registered game's parameters decide; shared by its states, never copied."""

    game: Game
    codec: Any
    max_steps: int
    #: The games with each first player, when a chance node draws it.
    variants: dict[str, Game]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Setup:
        return self


@lru_cache(maxsize=None)
def _setup(name: str, frozen_params: tuple[tuple[str, Any], ...]) -> _Setup:
    params = {k: _from_spiel(v) for k, v in frozen_params}
    max_steps = int(params.pop("max_steps"))
    random_first = _random_first(params)
    options = {k: v for k, v in params.items() if not (k == "first" and random_first)}
    game = boardlab.load(name, **options)
    variants = {first: boardlab.load(name, **{**options, "first": first}) for first in _CHANCE_FIRST} \
        if random_first else {}
    return _Setup(game, codec_for(game), max_steps, variants)


class _Shared:
    """Holds an immutable boardlab state; OpenSpiel's deep copies of a state share it."""

    __slots__ = ("value",)

    def __init__(self, value: State | None) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


def _make_game_class(name: str) -> type:
    """The ``pyspiel.Game`` subclass of one boardlab game."""
    cooperative = name == "comet"
    template = boardlab.load(name)
    game_type = pyspiel.GameType(
        short_name=f"boardlab_{name}",
        long_name=f"boardlab {template.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if _random_first(template.options)
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.IDENTICAL if cooperative else pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=9 if cooperative else 2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(name),
    )

    class BoardlabSpielGame(pyspiel.Game):
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            # Reserved characters are accepted as written and stored OpenSpiel's way.
            params = {**_parameters(name), **{k: _to_spiel(v) for k, v in (params or {}).items()}}
            setup = _setup(name, tuple(sorted(params.items())))
            seats = len(setup.game.seats)
            info = pyspiel.GameInfo(
                num_distinct_actions=setup.codec.size,
                max_chance_outcomes=2 if setup.variants else 0,
                num_players=seats,
                min_utility=0.0 if cooperative else -1.0,
                max_utility=1.0,
                utility_sum=None if cooperative else 0.0,
                max_game_length=setup.max_steps,
            )
            super().__init__(game_type, info, params)

        def new_initial_state(self) -> BoardlabSpielState:
            return BoardlabSpielState(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> BoardObserver:
            return BoardObserver(game_setup(self).game)

    # A module-level name, so that pickle (which OpenSpiel uses to copy games) can find the class.
    BoardlabSpielGame.__name__ = BoardlabSpielGame.__qualname__ = f"Boardlab{name.capitalize()}Game"
    globals()[BoardlabSpielGame.__name__] = BoardlabSpielGame
    BoardlabSpielGame.game_type = game_type
    return BoardlabSpielGame


def game_setup(game: Any) -> _Setup:
    """The setup of a registered OpenSpiel game object, from its parameters."""
    params = game.get_parameters()
    return _setup(game.get_type().short_name.removeprefix("boardlab_"), tuple(sorted(params.items())))


class BoardlabSpielState(pyspiel.State):
    """A boardlab position seen through OpenSpiel: players are seat indices."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._setup = game_setup(game)
        self._state = _Shared(None if self._setup.variants else self._setup.game.start())
        self._steps = 0

    @property
    def state(self) -> State | None:
        """The boardlab state (``None`` before the chance node draws the first player)."""
        return self._state.value

    # --- whose turn --------------------------------------------------------------------

    def current_player(self) -> int:
        if self.state is None:
            return pyspiel.PlayerId.CHANCE
        if self._over():
            return pyspiel.PlayerId.TERMINAL
        return self.state.game.seats.index(self.state.to_move)

    def _over(self) -> bool:
        return self.state is not None and (self.state.is_over or self._steps >= self._setup.max_steps)

    def is_terminal(self) -> bool:
        return self._over()

    # --- actions -----------------------------------------------------------------------

    def _legal_actions(self, player: int) -> list[int]:
        assert self.state is not None
        return sorted(self._setup.codec.legal(self.state))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 0.5), (1, 0.5)]

    def _apply_action(self, action: int) -> None:
        if self.state is None:
            self._state = _Shared(self._setup.variants[_CHANCE_FIRST[action]].start())
            return
        self._state = _Shared(self._setup.codec.play(self.state, action))
        self._steps += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if self.state is None or player == pyspiel.PlayerId.CHANCE:
            return f"first:{_CHANCE_FIRST[action]}"
        return self._setup.codec.move(self.state, action)

    # --- results -----------------------------------------------------------------------

    def returns(self) -> list[float]:
        seats = len(self._setup.game.seats)
        winner = self.state.winner if self.state is not None else None
        if winner is None or winner == "draw" or not self.state.is_over:
            return [0.0] * seats
        if winner in ("solved", "unsolved"):
            return [1.0 if winner == "solved" else 0.0] * seats
        index = self.state.game.seats.index(winner) if winner in self.state.game.seats else None
        if index is None:
            return [0.0] * seats
        return [1.0 if seat == index else -1.0 for seat in range(seats)]

    def __str__(self) -> str:
        return "(first player not drawn yet)" if self.state is None else self.state.position()


class BoardObserver:
    """The observation planes of :mod:`boardlab.envs.observations` as OpenSpiel's tensor."""

    def __init__(self, game: Game) -> None:
        shape = observation_shape(game)
        self.tensor = np.zeros(int(np.prod(shape)), dtype=np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}
        self._seats = game.seats

    def set_from(self, state: BoardlabSpielState, player: int) -> None:
        if state.state is None:
            self.tensor[:] = 0.0
        else:
            self.dict["observation"][...] = observation(state.state, self._seats[player])

    def string_from(self, state: BoardlabSpielState, player: int) -> str:
        return str(state)


GAME_CLASSES = {name: _make_game_class(name) for name in ("c1", "axiom", "ccc", "cubes", "comet")}
for _cls in GAME_CLASSES.values():
    pyspiel.register_game(_cls.game_type, _cls)
