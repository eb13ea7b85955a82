"""The agents: the spec grammar, legal and reproducible choices, and the searches' logic."""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardlab
from boardlab.ai.adapters import NO_WINNER, ProtocolAdapter, adapter_for
from boardlab.ai.agents import (
    AGENT_NAMES,
    LEVELS,
    AlphaBetaAgent,
    LevelAgent,
    MCTSAgent,
    RandomAgent,
    ZeroEvaluation,
    parse_agent,
    parse_spec,
    warmed,
)
from boardlab.ai.alphabeta import AlphaBeta, user_score
from boardlab.ai.mcts import MCTS
from boardlab.core.errors import IllegalMove, InvalidOption
from boardlab.core.game import State
from boardlab.ai.engine import EngineAdapter
from boardlab.games.c1.fast import search_engine

C1 = boardlab.load("c1")


def random_position(seed: int, plies: int, game_name: str = "c1") -> State:
    """A position after ``plies`` random steps (fewer if the game ends first, then one back)."""
    game = boardlab.load(game_name)
    rng = random.Random(seed)
    state = game.start()
    for _ in range(plies):
        after = state.play(rng.choice(state.legal_moves()))
        if after.is_over:
            break
        state = after
    return state


def winning_position() -> State:
    """A C1 position where the side to move has a win in one."""
    for seed in range(200):
        state = random_position(seed, 30)
        if any(state.play(m).winner == state.to_move for m in state.legal_moves()):
            return state
    raise AssertionError("no position with a win in one found")


# --- the grammar ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "kind", "name"),
    [
        ("random", RandomAgent, "random"),
        ("alphabeta:depth=3", AlphaBetaAgent, "alphabeta:depth=3"),
        ("mcts:2s", MCTSAgent, "mcts:time=2s"),
        ("mcts:iterations=2000", MCTSAgent, "mcts:iterations=2000"),
        ("mcts:500ms,iterations=10,cutoff=5,c=0.7,seed=4", MCTSAgent, "mcts:iterations=10,time=0.5s"),
        ("hard", LevelAgent, "hard"),
        ("  Easy:seed=3 ", LevelAgent, "easy"),
    ],
)
def test_specs_name_agents(spec: str, kind: type, name: str) -> None:
    agent = parse_agent(spec)
    assert isinstance(agent, kind)
    assert agent.name == name


def test_time_budgets_parse() -> None:
    assert parse_agent("mcts:2s").seconds == 2.0  # type: ignore[attr-defined]
    assert parse_agent("mcts:1.5s").iterations is None  # type: ignore[attr-defined]
    assert parse_agent("alphabeta:time=250ms").seconds == 0.25  # type: ignore[attr-defined]
    assert parse_agent("alphabeta:3s").depth == 64  # type: ignore[attr-defined]
    assert parse_agent("medium:time=1s").seconds == 1.0  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("chess-master", "known agents: random, greedy, alphabeta, mcts, easy, medium, hard"),
        ("", "known agents"),
        ("random:depth=3", "no parameter 'depth'; valid: seed"),
        ("alphabeta:depth=zero", "'depth' must be a whole number"),
        ("alphabeta:depth=0", "at least 1"),
        ("mcts:fast", "key=value or as a time"),
        ("mcts:2x", "not a time"),
        ("mcts:0s", "must be positive"),
        ("mcts:c=-1", "must not be negative"),
        ("random:seed=-2", "at least 0"),
    ],
)
def test_bad_specs_say_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(InvalidOption, match=message):
        parse_agent(spec)


@pytest.mark.parametrize(
    ("spec", "name", "params"),
    [
        ("random", "random", {}),
        ("  MCTS:2s, c=1.2 ", "mcts", {"time": "2s", "c": "1.2"}),
        ("alphabeta:depth=3,time=500ms", "alphabeta", {"depth": "3", "time": "500ms"}),
        ("hard:", "hard", {}),
        ("easy:seed=4,", "easy", {"seed": "4"}),
    ],
)
def test_a_spec_reads_as_its_name_and_parameters(spec: str, name: str, params: dict[str, str]) -> None:
    assert parse_spec(spec) == (name, params)


@pytest.mark.parametrize(
    ("spec", "message"),
    [("", "empty agent spec"), ("chess-master", "unknown agent"), ("easy:depth=2", "no parameter 'depth'"),
     ("mcts:fast", "key=value or as a time")],
)
def test_a_bad_spec_is_refused_before_any_agent_is_built(spec: str, message: str) -> None:
    with pytest.raises(InvalidOption, match=message):
        parse_spec(spec)


def test_every_agent_name_parses() -> None:
    for name in AGENT_NAMES:
        assert parse_agent(name).name.startswith(name)


# --- every agent, every game --------------------------------------------------------------

CHEAP_SPECS = ["random", "greedy", "alphabeta:depth=2,time=1s", "mcts:iterations=40,cutoff=10,time=1s",
               "easy:time=1s"]


@pytest.mark.parametrize("game_name", boardlab.games())
@pytest.mark.parametrize("spec", CHEAP_SPECS)
def test_agents_choose_legal_moves_in_every_game(game_name: str, spec: str) -> None:
    agent = parse_agent(spec, seed=1)
    for plies in (0, 7):
        state = random_position(3, plies, game_name)
        assert agent.choose(state) in state.legal_moves()


def test_agents_refuse_a_finished_game() -> None:
    state = winning_position()
    move = next(m for m in state.legal_moves() if state.play(m).winner)
    over = state.play(move)
    for spec in ("random", "greedy", "alphabeta:depth=2", "mcts:iterations=5"):
        with pytest.raises(IllegalMove, match="the game is over"):
            parse_agent(spec).choose(over)


@pytest.mark.parametrize("spec", ["greedy", "alphabeta:depth=3", "mcts:iterations=300", "easy", "medium"])
def test_seeded_budgets_are_reproducible(spec: str) -> None:
    state = random_position(11, 9)
    first = [parse_agent(spec, seed=5).choose(state) for _ in range(2)]
    assert first[0] == first[1]


@pytest.mark.parametrize("spec", ["greedy", "alphabeta:depth=1", "alphabeta:depth=3", "mcts:iterations=50", "hard"])
def test_searches_take_a_win_in_one(spec: str) -> None:
    state = winning_position()
    move = parse_agent(spec, seed=2).choose(state)
    assert state.play(move).winner == state.to_move


def test_analysis_of_a_win_scores_one() -> None:
    state = winning_position()
    result = AlphaBetaAgent(depth=3, seed=1).analyse(state)
    assert result.score == 1.0
    assert result.pv[0] == result.best


def test_fast_and_protocol_adapters_agree_on_alphabeta() -> None:
    for seed in range(3):
        state = random_position(seed, 6 + seed)
        engine = EngineAdapter(search_engine(state))
        fast = AlphaBeta(engine, max_depth=2, seed=7).search(engine.root(state))
        slow = AlphaBeta(ProtocolAdapter(state), max_depth=2, seed=7).search(state)
        assert (fast.best, fast.value, fast.pv) == (slow.best, slow.value, slow.pv)


def test_c1_uses_the_fast_engine_unless_options_need_the_reference() -> None:
    assert isinstance(adapter_for(C1.start()), EngineAdapter)
    assert isinstance(adapter_for(boardlab.load("c1", variant="c2").start()), EngineAdapter)
    assert isinstance(adapter_for(boardlab.load("c1", repetition=3).start()), ProtocolAdapter)


def test_levels_choose_their_search_by_what_the_game_offers() -> None:
    assert LevelAgent("hard").spec_for(C1.start()) == LEVELS["hard"].fast
    assert LevelAgent("hard").spec_for(boardlab.load("c1", repetition=3).start()) == LEVELS["hard"].evaluated
    assert list(LEVELS) == ["easy", "medium", "hard", "expert"]


def test_levels_play_the_c2_variant() -> None:
    state = boardlab.load("c1", variant="c2").start()
    for _ in range(3):
        state = state.play(parse_agent("easy", seed=1).choose(state))
    assert not state.is_over


def test_user_scores_stay_in_range() -> None:
    assert user_score(999.0) == 1.0
    assert user_score(-998.0) == -1.0
    assert user_score(0.25) == 0.25


# --- the searches on a hand-made tree with a two-step turn ---------------------------------


class TreeAdapter:
    """A tiny game tree: nodes are names; ``TREE`` gives the mover and children of each."""

    seats = 2
    # node: (mover, {move: child}) for inner nodes; (None, winner) for finished ones;
    # ("eval", mover, value) for unfinished leaves.
    TREE: dict[str, Any] = {
        "root": (0, {"a": "A", "b": "B"}),
        "A": (0, {"a1": "lose", "a2": "win"}),  # seat 0 moves twice: a two-step turn
        "B": (1, {"b1": "leaf"}),
        "lose": (None, 1),
        "win": (None, 0),
        "leaf": ("eval", 0, 0.5),
    }

    def root(self, state: Any) -> str:
        return "root"

    def moves(self, node: str) -> list[str]:
        entry = self.TREE[node]
        return list(entry[1]) if isinstance(entry[1], dict) else []

    def play(self, node: str, move: str) -> str:
        return self.TREE[node][1][move]

    def children(self, node: str) -> list[tuple[str, str]]:
        return [(m, self.play(node, m)) for m in self.moves(node)]

    def mover(self, node: str) -> int | None:
        entry = self.TREE[node]
        return entry[1] if entry[0] == "eval" else entry[0]

    def winner(self, node: str) -> int | None:
        entry = self.TREE[node]
        return entry[1] if entry[0] is None else None

    def evaluate(self, node: str) -> float:
        entry = self.TREE[node]
        return entry[2] if entry[0] == "eval" else 0.0

    def key(self, node: str) -> str:
        return node

    def move_text(self, move: str) -> str:
        return move

    def playout(self, node: str, rng: random.Random, cutoff: int) -> list[float]:
        while self.winner(node) is None and self.moves(node):
            node = self.play(node, rng.choice(self.moves(node)))
        won = self.winner(node)
        if won is None:
            return [0.0, 0.0]
        return [0.0, 0.0] if won == NO_WINNER else [1.0 if s == won else -1.0 for s in range(2)]


def test_alphabeta_keeps_the_sign_within_a_two_step_turn() -> None:
    result = AlphaBeta(TreeAdapter(), max_depth=4, seed=0).search("root")
    assert result.best == "a"
    assert result.score == 1.0
    assert result.pv == ["a", "a2"]


def test_mcts_finds_the_two_step_win() -> None:
    result = MCTS(TreeAdapter(), iterations=200, seed=0).search("root")
    assert result.best == "a"
    assert result.pv[:2] == ["a", "a2"]


def test_alphabeta_treats_positions_already_seen_as_draws() -> None:
    result = AlphaBeta(TreeAdapter(), max_depth=4, seed=0).search("root", avoid={"A"})
    assert result.best == "b"
    assert result.score == 0.5


def test_alphabeta_agent_steers_away_from_a_repetition() -> None:
    agent = AlphaBetaAgent(depth=2, seed=0)
    state = random_position(11, 9)
    first = agent.analyse(state)
    assert agent.analyse(state).value == first.value  # the root itself is no child of the root
    assert len(agent._seen) == 1
    agent.analyse(C1.start())  # a new game forgets the old positions
    assert len(agent._seen) == 1


class TwoLinesAdapter(TreeAdapter):
    """Two quiet lines: ``x`` is worth 0.3 to seat 0, ``y`` 0.2."""

    TREE = {"root": (0, {"x": "X", "y": "Y"}), "X": (1, {"x1": "XL"}), "Y": (1, {"y1": "YL"}),
            "XL": ("eval", 0, 0.3), "YL": ("eval", 0, 0.2)}


def test_a_new_search_does_not_trust_values_made_with_other_positions_to_avoid() -> None:
    search = AlphaBeta(TwoLinesAdapter(), max_depth=4, seed=0)
    assert search.search("root").best == "x"  # fills the table with x worth 0.3
    again = search.search("root", avoid={"XL"})  # now the line through XL is a draw
    assert (again.best, again.value) == ("y", 0.2)


def test_alphabeta_with_a_zero_evaluation_sees_only_results() -> None:
    state = boardlab.load("cubes").start()
    for move in ("d4", "e5", "c3"):  # an unbalanced position, where the game's evaluation is not 0
        state = state.play(move)
    zero = parse_agent("alphabeta:depth=2,eval=zero", seed=0)
    assert zero.name == "alphabeta:depth=2,eval=zero"
    node = zero.adapter(state).root(state)  # type: ignore[attr-defined]
    assert zero.adapter(state).evaluate(node) == 0.0  # type: ignore[attr-defined]
    assert parse_agent("alphabeta:depth=2").adapter(state).evaluate(node) != 0.0  # type: ignore[attr-defined]
    assert zero.analyse(state).value == 0.0  # type: ignore[attr-defined]
    with pytest.raises(InvalidOption, match="unknown evaluation 'material'"):
        parse_agent("alphabeta:eval=material")


def test_each_kind_of_fast_adapter_runs_once_untimed_before_its_first_search() -> None:
    """Loading a fast engine's compiled code is never charged to a search's time budget."""
    state = boardlab.load("c1").start()
    expanded: list[object] = []

    class Counting(ZeroEvaluation):            # a kind of adapter this process has not used yet
        def children(self, node: object) -> object:
            expanded.append(node)
            return self._inner.children(node)

    adapter = Counting(adapter_for(state))
    assert warmed(adapter, state) is adapter and expanded     # searched once, untimed
    expanded.clear()
    warmed(Counting(adapter_for(state)), state)
    assert not expanded                                       # that kind is warm now
