"""Searches keep their word: they return within their time cap plus half a second.

No test reads the wall clock: the searches take a ``clock``, and these adapters charge a
fake clock for the work a slow game would do (building a child, listing moves).
"""

from __future__ import annotations

import random
import types
from typing import Any

import pytest

import boardlab
from boardlab.ai import adapters
from boardlab.ai.adapters import ProtocolAdapter
from boardlab.ai.agents import LevelAgent, parse_agent
from boardlab.ai.alphabeta import AlphaBeta
from boardlab.ai.mcts import MCTS
from boardlab.core.game import State

#: What the brief allows beyond a time cap.
GRACE = 0.5


class SlowProtocol(ProtocolAdapter):
    """The protocol adapter on a real game, where each child built costs ``cost`` seconds of a
    fake clock (as in a game with slow rules)."""

    def __init__(self, state: State, cost: float) -> None:
        super().__init__(state)
        self.now = 0.0
        self.cost = cost

    def clock(self) -> float:
        return self.now

    def play(self, node: State, move: str) -> State:
        self.now += self.cost
        return super().play(node, move)


class SlowBulkTree:
    """An adapter that builds all children at once (like a compiled engine), each call
    costing ``cost`` seconds of a fake clock: a uniform tree, 30 moves a node, never ending."""

    seats = 2

    def __init__(self, cost: float) -> None:
        self.now = 0.0
        self.cost = cost

    def clock(self) -> float:
        return self.now

    def root(self, state: Any) -> tuple[int, ...]:
        return ()

    def moves(self, node: tuple[int, ...]) -> list[int]:
        return list(range(30))

    def play(self, node: tuple[int, ...], move: int) -> tuple[int, ...]:
        return (*node, move)

    def children(self, node: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        self.now += self.cost
        return [(move, (*node, move)) for move in range(30)]

    def mover(self, node: tuple[int, ...]) -> int:
        return len(node) % 2

    def winner(self, node: tuple[int, ...]) -> None:
        return None

    def evaluate(self, node: tuple[int, ...]) -> float:
        return random.Random(hash(node)).uniform(-0.5, 0.5)

    def key(self, node: tuple[int, ...]) -> tuple[int, ...]:
        return node

    def move_text(self, move: int) -> str:
        return str(move)

    def playout(self, node: tuple[int, ...], rng: random.Random, cutoff: int) -> list[float]:
        self.now += self.cost
        value = self.evaluate(node)
        return [value, -value]


@pytest.mark.parametrize("game_name", ["c1", "ccc", "cubes", "axiom"])
def test_alphabeta_through_the_protocol_stops_within_a_child_of_its_cap(game_name: str) -> None:
    state = boardlab.load(game_name).start()
    adapter = SlowProtocol(state, cost=0.2)
    result = AlphaBeta(adapter, max_depth=20, seconds=1.0, seed=1, clock=adapter.clock).search(state)
    assert result.best in state.legal_moves()
    assert adapter.now <= 1.0 + GRACE  # the cap, a child being built, and the line read out


def test_alphabeta_stops_when_its_cap_passes_while_the_root_is_expanded() -> None:
    state = boardlab.load("c1").start()
    adapter = SlowProtocol(state, cost=0.3)
    result = AlphaBeta(adapter, max_depth=4, seconds=0.5, seed=2, clock=adapter.clock).search(state)
    assert result.best in state.legal_moves() and result.depth == 0
    assert adapter.now <= 0.5 + GRACE


def test_alphabeta_checks_the_clock_at_every_node() -> None:
    adapter = SlowBulkTree(cost=0.05)
    AlphaBeta(adapter, max_depth=10, seconds=2.0, seed=3, clock=adapter.clock).search(adapter.root(None))
    assert adapter.now <= 2.0 + adapter.cost + GRACE / 2


@pytest.mark.parametrize("game_name", ["c1", "ccc", "comet"])
def test_mcts_through_the_protocol_stops_within_a_step_of_its_cap(game_name: str) -> None:
    state = boardlab.load(game_name).start()
    adapter = SlowProtocol(state, cost=0.05)
    searcher = MCTS(adapter, iterations=None, seconds=1.0, seed=4, clock=adapter.clock)
    assert searcher.search(state).best in state.legal_moves()
    assert adapter.now <= 1.0 + GRACE


def test_mcts_checks_the_clock_at_every_iteration() -> None:
    adapter = SlowBulkTree(cost=0.1)
    MCTS(adapter, iterations=None, seconds=1.0, seed=5, clock=adapter.clock).search(adapter.root(None))
    assert adapter.now <= 1.0 + 2 * adapter.cost


# --- a game's own strength levels ----------------------------------------------------------


def test_a_level_uses_the_specs_of_the_games_fast_module(monkeypatch: pytest.MonkeyPatch) -> None:
    own = types.SimpleNamespace(LEVEL_SPECS={"easy": "alphabeta:depth=2", "hard": "mcts:iterations=30"})
    monkeypatch.setattr(adapters, "fast_module", lambda name: own if name == "cubes" else None)
    state = boardlab.load("cubes").start()
    assert LevelAgent("easy").spec_for(state) == "alphabeta:depth=2"
    assert LevelAgent("hard", seed=1)._agent(state).name == "mcts:iterations=30,time=10s"
    assert LevelAgent("medium").spec_for(state) == "alphabeta:depth=2"  # no own spec: the usual choice
    assert parse_agent("hard:time=1s", seed=1).choose(state) in state.legal_moves()


def test_comet_defines_its_own_goal_directed_levels() -> None:
    state = boardlab.load("comet").start()
    assert [LevelAgent(level).spec_for(state) for level in ("easy", "medium", "hard")] == [
        "alphabeta:depth=1", "alphabeta:depth=3", "solver"]
