"""What a search sees of a game: positions ("nodes"), their children, results and values.

Search code (:mod:`.alphabeta`, :mod:`.mcts`) talks only to a :class:`SearchAdapter`.
:class:`ProtocolAdapter` serves every registered game through the core protocol; a game with
a fast engine describes it as ``search_engine(state)`` in its module
``boardlab.games.<name>.fast`` (see :mod:`.engine`), which one adapter serves for every engine
(:class:`~boardlab.ai.engine.EngineAdapter`); a game may instead ship an adapter of its own as
``search_adapter(state)`` there (comet). :func:`adapter_for` uses them where they accept the
position (return something other than ``None``). The same module may set the game's strength levels as ``LEVEL_SPECS``, or as a
function ``level_specs(state)`` where they depend on the options (see :func:`level_specs`).
Seats are named by their index in ``game.seats``.

Optional extras an adapter may offer: ``lookahead(node, win)`` (a compiled last step for
alpha-beta, unused since the engines' searches are compiled whole), ``expand_lazily = True`` (children are slow to build: the searches build them
one at a time against their clock) and ``solve(node, seconds, max_depth)`` (a puzzle's
solver, for the ``solver`` agent).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from types import ModuleType
from typing import Any, Protocol

from boardlab.core.game import State

#: A result that is not a seat's win (a draw, or a game-specific result).
NO_WINNER = -1


class SearchAdapter(Protocol):
    """The view of a game that search algorithms use; nodes and moves are opaque to them."""

    seats: int

    def root(self, state: State) -> Any:
        """The node of a protocol state."""
        ...

    def moves(self, node: Any) -> Sequence[Any]:
        """The legal moves, in the game's order."""
        ...

    def play(self, node: Any, move: Any) -> Any:
        """The child reached by the legal ``move``."""
        ...

    def children(self, node: Any) -> Sequence[tuple[Any, Any]]:
        """``(move, child)`` for every legal move, in the game's order."""
        ...

    def mover(self, node: Any) -> int | None:
        """The index of the seat to move, ``None`` when the game is over."""
        ...

    def winner(self, node: Any) -> int | None:
        """For a finished game, the winning seat's index or :data:`NO_WINNER`; else ``None``."""
        ...

    def evaluate(self, node: Any) -> float:
        """The heuristic value in [-1, 1] for the seat to move."""
        ...

    def key(self, node: Any) -> Hashable:
        """A key equal for equal positions (for the transposition table)."""
        ...

    def move_text(self, move: Any) -> str:
        """The move in the game's notation."""
        ...

    def playout(self, node: Any, rng: random.Random, cutoff: int) -> list[float]:
        """Rewards in [-1, 1] per seat after random play from ``node``.

        With ``cutoff`` > 0, play stops after that many steps and the evaluation scores it.
        """
        ...


class ProtocolAdapter:
    """Any game through the core protocol: nodes are :class:`State` objects, moves strings.

    Building a child means playing a move through the readable rules, which can be slow, so
    the searches build this adapter's children one at a time against their clock
    (``expand_lazily``), and its playouts stop at a deadline.
    """

    expand_lazily = True

    def __init__(self, state: State, max_playout: int = 400) -> None:
        self._seats = tuple(state.game.seats)
        self.seats = len(self._seats)
        self.max_playout = max_playout

    def root(self, state: State) -> State:
        return state

    def moves(self, node: State) -> list[str]:
        return node.legal_moves()

    def play(self, node: State, move: str) -> State:
        return node.play(move)

    def children(self, node: State) -> list[tuple[str, State]]:
        return [(move, node.play(move)) for move in node.legal_moves()]

    def mover(self, node: State) -> int | None:
        seat = node.to_move
        return None if seat is None else self._seats.index(seat)

    def winner(self, node: State) -> int | None:
        result = node.winner
        if result is None:
            return None
        return self._seats.index(result) if result in self._seats else NO_WINNER

    def evaluate(self, node: State) -> float:
        return max(-1.0, min(1.0, float(node.evaluate())))

    def key(self, node: State) -> Hashable:
        return node.position()

    def move_text(self, move: str) -> str:
        return move

    def playout(self, node: State, rng: random.Random, cutoff: int, deadline: float = math.inf,
                clock: Callable[[], float] = time.monotonic) -> list[float]:
        """Random play (see :class:`SearchAdapter`); stopped early at ``deadline``, when the
        evaluation scores where it got to."""
        limit = cutoff if cutoff > 0 else self.max_playout
        for _ in range(limit):
            if node.is_over or clock() > deadline:
                break
            node = node.play(rng.choice(node.legal_moves()))
        return self.rewards(node)

    def rewards(self, node: State) -> list[float]:
        """Win/draw rewards of a finished node, or the evaluation spread over the seats."""
        won = self.winner(node)
        if won is not None:
            return [0.0 if won == NO_WINNER else (1.0 if seat == won else -1.0) for seat in range(self.seats)]
        return spread_value(self.seats, self.mover(node), self.evaluate(node))


def spread_value(seats: int, mover: int | None, value: float) -> list[float]:
    """The value ``value`` for seat ``mover``, as a reward per seat (the others get its negation)."""
    return [value if seat == mover else -value for seat in range(seats)]


def fast_module(game_name: str) -> ModuleType | None:
    """The module ``boardlab.games.<game_name>.fast``, or ``None`` where the game has none."""
    name = f"boardlab.games.{game_name}.fast"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None


def level_specs(state: State) -> dict[str, str]:
    """The game's own strength levels (level name -> agent spec) for ``state``'s game and
    options: from a function ``level_specs(state)`` in its fast module where it has one (levels
    that depend on the options, such as Cubes' board size), else from its ``LEVEL_SPECS``;
    empty where it defines neither."""
    module = fast_module(state.game.name)
    by_options = getattr(module, "level_specs", None)
    if by_options is not None:
        return dict(by_options(state))
    return dict(getattr(module, "LEVEL_SPECS", None) or {})


def has_search_adapter(state: State) -> bool:
    """Whether the game's fast module offers a fast engine or a search adapter (for some
    positions at least)."""
    module = fast_module(state.game.name)
    return getattr(module, "search_engine", None) is not None or getattr(module, "search_adapter", None) is not None


def adapter_for(state: State) -> SearchAdapter:
    """The fastest adapter that plays ``state``'s game with its options: one over the game's
    fast engine (:class:`~boardlab.ai.engine.EngineAdapter`) where it has one for these options,
    else the game's own ``search_adapter`` (comet's), else the protocol."""
    from boardlab.ai.engine import EngineAdapter

    module = fast_module(state.game.name)
    engine_factory = getattr(module, "search_engine", None)
    engine = engine_factory(state) if engine_factory is not None else None
    if engine is not None:
        return EngineAdapter(engine)
    factory = getattr(module, "search_adapter", None)
    adapter = factory(state) if factory is not None else None
    return adapter if adapter is not None else ProtocolAdapter(state)
