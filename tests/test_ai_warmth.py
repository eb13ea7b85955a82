"""While a game's compiled code warms up in the background, the agents answer from the readable
rules; once it is warm, from the compiled search (boardlab.ai.warmth, docs/ai.md *The first minute*).

The "not ready" state is set by hand (:meth:`Warmth.expect`): nothing here compiles or times anything.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import boardlab
from boardlab.ai import parse_agent
from boardlab.ai.adapters import ProtocolAdapter
from boardlab.ai.agents import REFERENCE_DEPTHS, AlphaBetaAgent, LevelAgent, ZeroEvaluation
from boardlab.ai.warmth import WARMTH, Warmth, warm_games


@pytest.fixture
def cold_c1() -> Iterator[None]:
    """C1 counts as warming up in this process (its evaluation and its search)."""
    WARMTH.expect(["c1"])
    try:
        yield
    finally:
        WARMTH.settle()


@pytest.fixture
def compiled_searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records each compiled search (by game) and lets it run."""
    from boardlab.ai import compiled

    seen: list[str] = []
    original = compiled.CompiledAlphaBeta.search

    def recording(self: Any, root: Any, avoid: Any = ()) -> Any:
        seen.append(self.engine.game)
        return original(self, root, avoid)

    monkeypatch.setattr(compiled.CompiledAlphaBeta, "search", recording)
    return seen


def test_a_level_plays_from_the_reference_rules_while_its_game_is_cold(cold_c1: None,
                                                                       compiled_searches: list[str]) -> None:
    state = boardlab.load("c1").start()
    level = LevelAgent("medium", seed=1)
    assert level.warming_up(state)
    stand_in = level.reference_agent(state)
    assert stand_in.reference and not stand_in.compiled and stand_in.depth == REFERENCE_DEPTHS["medium"]
    assert stand_in.seconds is not None and stand_in.seconds <= level.seconds
    result = level.analyse(state)
    assert result.best in state.legal_moves() and result.depth <= REFERENCE_DEPTHS["medium"]
    assert compiled_searches == []
    # The game was asked for: it is warmed next.
    assert WARMTH.pending()[0] == "c1"


def test_the_same_level_uses_the_compiled_search_once_warm(cold_c1: None, compiled_searches: list[str]) -> None:
    state = boardlab.load("c1").start()
    level = LevelAgent("medium", seed=1)
    level.choose(state)
    assert compiled_searches == []
    WARMTH.search_done("c1")
    assert not level.warming_up(state)
    assert level.analyse(state).depth == 3            # C1's medium: its full promise
    assert compiled_searches and set(compiled_searches) == {"c1"}


def test_a_cold_evaluation_counts_only_wins_and_losses(cold_c1: None) -> None:
    state = boardlab.load("c1").start()
    assert isinstance(AlphaBetaAgent(1, 1.0, reference=True).adapter(state), ZeroEvaluation)
    WARMTH.evaluation_done("c1")
    adapter = AlphaBetaAgent(1, 1.0, reference=True).adapter(state)
    assert isinstance(adapter, ProtocolAdapter)


def test_a_timed_search_falls_back_and_a_depth_search_keeps_its_promise(cold_c1: None,
                                                                         compiled_searches: list[str]) -> None:
    state = boardlab.load("c1").start()
    timed = parse_agent("alphabeta:depth=6,time=2s", 0).analyse(state)  # type: ignore[attr-defined]
    assert timed.best in state.legal_moves() and compiled_searches == []
    assert parse_agent("alphabeta:depth=2", 0).analyse(state).depth == 2  # type: ignore[attr-defined]
    assert compiled_searches and set(compiled_searches) == {"c1"}


def test_a_timed_mcts_runs_the_python_tree_until_its_compiled_code_is_warm(cold_c1: None) -> None:
    from boardlab.ai.agents import MCTSAgent

    state = boardlab.load("c1").start()
    agent = MCTSAgent(iterations=30, seconds=5, seed=1)
    assert agent._engine(state) is None                      # cold: the Python tree
    WARMTH.mcts_done("c1")
    assert agent._engine(state) is not None                  # warm: the compiled one
    assert agent.choose(state) in state.legal_moves()


def test_warming_marks_each_game_ready_and_settles_after_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    from boardlab.ai import warmth

    state = Warmth()
    done: list[tuple[str, str, list[str]]] = []

    def evaluation(game: str, into: Warmth) -> None:
        done.append(("evaluation", game, into.pending()))
        into.evaluation_done(game)

    def search(game: str, into: Warmth) -> None:
        if game == "axiom":
            raise RuntimeError("a broken engine")
        done.append(("search", game, into.pending()))
        into.search_done(game)

    def mcts(game: str, into: Warmth) -> None:
        assert into.search_ready("c1") and into.search_ready("cubes")    # the levels' searches first
        done.append(("mcts", game, into.pending()))
        into.mcts_done(game)

    monkeypatch.setattr(warmth, "warm_evaluation", evaluation)
    monkeypatch.setattr(warmth, "warm_search", search)
    monkeypatch.setattr(warmth, "warm_mcts_of", mcts)
    state.expect(["c1", "axiom", "cubes"])
    assert not state.mcts_ready("c1")
    state.prefer("cubes")                  # a player waits for cubes
    warm_games(["c1", "axiom", "cubes"], state)
    assert [(stage, game) for stage, game, _ in done] == [
        ("evaluation", "c1"), ("evaluation", "axiom"), ("evaluation", "cubes"), ("search", "cubes"), ("search", "c1"),
        ("mcts", "c1"), ("mcts", "axiom"), ("mcts", "cubes")]
    assert all(state.mcts_ready(game) for game in ("c1", "axiom", "cubes"))
    # Every evaluation before any search; the failed game is left to compile on first use.
    assert done[3][2] == ["cubes", "c1", "axiom"]
    assert state.pending() == [] and all(state.search_ready(game) for game in ("c1", "axiom", "cubes"))
