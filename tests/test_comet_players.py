"""Comet's computer players pursue the goal; analyse reports the distance; match reports solved games."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import boardlab
from boardlab.ai.adapters import adapter_for
from boardlab.ai.agents import SolverAgent, parse_agent
from boardlab.ai.match import PuzzleSummary, match_tasks, run_match
from boardlab.cli import app
from boardlab.core.errors import InvalidOption
from boardlab.core.game import State
from boardlab.games.comet.fast import CometSearch

runner = CliRunner()


def one_move_from_solved() -> State:
    return boardlab.load("comet", goal="squares-in-line").start().play("prime-S")


def self_play(spec: str, goal: str, seed: int) -> State:
    game = boardlab.load("comet", goal=goal)
    agents = {seat: parse_agent(spec, seed * 10 + index) for index, seat in enumerate(game.seats)}
    state = game.start()
    while not state.is_over:
        state = state.play(agents[state.to_move].choose(state))  # type: ignore[index]
    return state


@pytest.mark.parametrize("spec", ["alphabeta:depth=2", "easy", "medium", "hard", "solver", "mcts:iterations=50"])
def test_every_player_takes_the_grand_move_that_solves_the_puzzle(spec: str) -> None:
    state = one_move_from_solved()
    result = parse_agent(spec, seed=1).analyse(state)  # type: ignore[attr-defined]
    assert result.best == "prime-S" and result.score == 1.0


def test_the_search_view_is_one_seat_that_wins_by_reaching_the_goal() -> None:
    state = one_move_from_solved()
    adapter = adapter_for(state)
    assert isinstance(adapter, CometSearch) and adapter.seats == 1
    root = adapter.root(state)
    assert adapter.mover(root) == 0 and adapter.lower_bound(root) == 1
    moves = {adapter.move_text(m): child for m, child in adapter.children(root)}
    assert list(moves) == state.legal_moves()
    assert adapter.winner(moves["prime-S"]) == 0
    assert adapter.evaluate(moves["prime-N"]) < adapter.evaluate(root)  # further from the goal


def test_the_move_limit_is_nobodys_win() -> None:
    state = boardlab.load("comet", move_limit=3).start()
    adapter = adapter_for(state)
    node = adapter.root(state)
    for _ in range(3):
        node = adapter.play(node, 0)
    assert adapter.winner(node) == -1 and adapter.moves(node) == []


def test_hard_plays_a_shortest_solution() -> None:
    for goal, length in (("pyramids-adjacent", 4), ("both-examples", 5)):
        final = self_play("hard", goal, seed=0)
        assert final.winner == "solved" and final.ply == length


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_lower_levels_are_goal_directed(level: str) -> None:
    solved = [self_play(level, "pyramids-adjacent", seed).winner == "solved" for seed in range(3)]
    assert sum(solved) >= 2
    state = boardlab.load("comet", goal="pyramids-adjacent").start()
    adapter = adapter_for(state)
    chosen = adapter.play(adapter.root(state), state.move_to_action(parse_agent(level, 1).choose(state)))
    assert adapter.lower_bound(chosen) < adapter.lower_bound(adapter.root(state))


def test_the_solver_agent_follows_its_solution_and_reports_the_distance() -> None:
    agent = SolverAgent(seconds=10.0)
    state = boardlab.load("comet", goal="primes-together").start()
    first = agent.analyse(state)
    assert first.distance == 6 and len(first.pv) == 6
    second = agent.analyse(state.play(first.best))
    assert second.distance == 5 and second.pv == first.pv[1:]


def test_the_solver_agent_falls_back_to_a_goal_directed_move() -> None:
    state = boardlab.load("comet", goal="pyramids-adjacent").start()
    result = SolverAgent(depth=2, seconds=2.0, seed=1).analyse(state)
    assert result.distance is None and result.distance_at_least == 3
    assert result.best in state.legal_moves()


def test_the_solver_agent_needs_a_game_with_a_solver() -> None:
    with pytest.raises(InvalidOption, match="needs a game with a solver"):
        parse_agent("solver").choose(boardlab.load("c1").start())


def test_hints_fall_back_to_a_goal_directed_move() -> None:
    state = boardlab.load("comet", goal="squares-in-line").start()
    assert state.hint() == "prime-S"
    far = boardlab.load("comet", goal="block(all)").start()
    hint = far.hint(seconds=0.5)
    assert hint in far.legal_moves()


# --- the commands -------------------------------------------------------------------------


def test_analyse_reports_the_distance_to_the_goal() -> None:
    result = runner.invoke(app, ["analyse", "comet", "-o", "goal=pyramids-adjacent", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["distance"] == 4 and len(data["pv"]) == 4 and data["score"] == 1.0
    text = runner.invoke(app, ["analyse", "comet", "-o", "goal=squares-in-line", "--moves", "prime-S"])
    assert "best move: prime-S" in text.stdout and "distance to the goal: 1 move (proven shortest)" in text.stdout


def test_match_reports_solved_games_and_moves_used() -> None:
    result = run_match(match_tasks("comet", {"goal": "pyramids-adjacent"}, "hard", "medium", 2))
    summary = PuzzleSummary.of(result)
    assert summary.solved == 2 and summary.moves_solved == (4, 4)
    shown = runner.invoke(app, ["match", "comet", "hard", "hard", "-n", "2", "-o", "goal=squares-in-line", "--json"])
    assert shown.exit_code == 0, shown.output
    data = json.loads(shown.stdout)
    assert data["solved"] == 2 and data["unsolved"] == 0 and data["mean_moves_solved"] == 2.0 and "elo" not in data
    text = runner.invoke(app, ["match", "comet", "random", "random", "-n", "1", "-o", "move_limit=1"])
    assert "solved 0, unsolved 1" in text.stdout and "Elo" not in text.stdout
