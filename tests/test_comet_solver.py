"""The comet solver: checked against a plain breadth-first search, the rules, and the game."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from typer.testing import CliRunner

import boardlab
from boardlab.cli import app
from boardlab.games.comet.board import DEFAULT_START
from boardlab.games.comet.goals import parse_goal, resolve_goal
from boardlab.games.comet.notation import read_placement, write_placement
from boardlab.games.comet.rules import GRAND_MOVES, blocked_by_edge, resolve
from boardlab.games.comet.solver import decode, encode, solve, solve_plain, successor_keys

EDGE_START = read_placement("a1,b1,c1,d1,e1,f1,g1,h1,i1")
CROWDED_START = read_placement("d4,e4,f4,d5,e5,f5,d6,e6,f6")


def random_placement(rng: random.Random, low: int = 0, high: int = 80) -> tuple[int, ...]:
    return tuple(rng.sample(range(low, high + 1), 9))


def test_keys_round_trip() -> None:
    rng = random.Random(7)
    placements = np.array([random_placement(rng) for _ in range(50)])
    assert (decode(encode(placements)) == placements).all()


@pytest.mark.parametrize("edge_blocking", [True, False])
def test_the_compiled_grand_moves_follow_the_rules(edge_blocking: bool) -> None:
    rng = random.Random(11)
    placements = [random_placement(rng) for _ in range(100)] + [random_placement(rng, 30, 50) for _ in range(100)]
    placements += [EDGE_START, CROWDED_START, DEFAULT_START]
    keys = successor_keys(placements, edge_blocking)
    for row, placement in enumerate(placements):
        for action, grand in enumerate(GRAND_MOVES):
            if not edge_blocking and blocked_by_edge(placement, grand):
                assert keys[row, action] == 0
                continue
            expected = encode(np.array([resolve(placement, grand).after]))[0]
            assert keys[row, action] == expected, (write_placement(placement), str(grand))


SMALL_CASES = [
    ("line(squares)", DEFAULT_START, True),
    ("adjacent(rounds)", DEFAULT_START, True),
    ("in(pyramids, centre)", DEFAULT_START, True),
    ("line(red, green, blue)", DEFAULT_START, False),
    ("adjacent(1, 4) and in(1, rank2)", EDGE_START, False),
    ("adjacent(1, 4) and in(1, rank2)", EDGE_START, True),
    ("in(5, d4:f6) and line(1, 2, 3)", CROWDED_START, True),
    ("not in(all, d4:f6) and in(9, f6)", CROWDED_START, False),
    ("in(1, a1) and in(2, a1)", DEFAULT_START, True),  # impossible: no solution within the depth
]


@pytest.mark.parametrize(("goal", "start", "edge_blocking"), SMALL_CASES)
def test_the_solver_agrees_with_a_plain_breadth_first_search(goal: str, start: tuple[int, ...], edge_blocking: bool) -> None:
    target = parse_goal(goal)
    depth = 2 if goal.startswith("in(1, a1)") else 3
    plain = solve_plain(target, start, edge_blocking=edge_blocking, max_depth=depth)
    fast = solve(target, start, edge_blocking=edge_blocking, max_depth=depth)
    assert fast.moves == plain
    if plain is None:
        assert fast.depth_searched == depth and not fast.solved


def test_the_solver_agrees_with_plain_search_from_random_starts() -> None:
    rng = random.Random(2024)
    goals = [parse_goal(g) for g in ("adjacent(pyramids)", "line(squares)", "adjacent(prime)", "in(odd, north)")]
    for _ in range(6):
        start = random_placement(rng, 20, 60)
        goal = rng.choice(goals)
        edge_blocking = rng.random() < 0.5
        assert solve(goal, start, edge_blocking=edge_blocking, max_depth=2).moves == solve_plain(
            goal, start, edge_blocking=edge_blocking, max_depth=2)


def test_the_solution_is_shortest_and_replays_to_solved() -> None:
    solution = solve(resolve_goal("pyramids-adjacent"), DEFAULT_START, max_depth=6)
    assert solution.moves is not None and len(solution.moves) == 4
    assert solve(resolve_goal("pyramids-adjacent"), DEFAULT_START, max_depth=3).moves is None  # none shorter
    final = boardlab.load("comet").replay(solution.moves)
    assert final.winner == "solved"


def test_forbidding_edge_blocking_is_respected() -> None:
    goal = "adjacent(1, 4) and in(1, rank2)"
    # With edge-blocking, piece 1 waits at the west edge while 4 catches up: not allowed here.
    assert solve(parse_goal(goal), EDGE_START, max_depth=4).moves == ("triangles-N", "triangles-W", "triangles-W")
    solution = solve(parse_goal(goal), EDGE_START, edge_blocking=False, max_depth=4)
    assert solution.moves == ("triangles-N", "even-W", "prime-E")
    game = boardlab.load("comet", edge_blocking=False, goal=goal, start=write_placement(EDGE_START))
    assert game.replay(solution.moves).winner == "solved"


def test_a_goal_that_holds_needs_no_move() -> None:
    solution = solve(parse_goal("in(5, e5)"), DEFAULT_START)
    assert solution.moves == () and solution.states == 1


def test_the_search_stops_before_a_layer_too_large() -> None:
    solution = solve(parse_goal("block(all)"), DEFAULT_START, max_depth=9, max_states=100_000)
    assert solution.stopped and not solution.solved and solution.depth_searched == 3


def test_progress_is_reported() -> None:
    calls: list[tuple[int, int, int, int]] = []
    solve(parse_goal("in(pyramids, centre)"), DEFAULT_START, progress=lambda *a: calls.append(a))
    assert sorted({c[0] for c in calls}) == [1, 2, 3]
    last_of_each_depth = {depth: (done, total) for depth, done, total, _ in calls}
    assert all(done == total for done, total in last_of_each_depth.values())


def test_the_hint_is_the_first_move_of_a_shortest_solution() -> None:
    state = boardlab.load("comet", goal="squares-in-line").start()
    assert state.hint() == "prime-S"
    assert state.play("prime-S").play("prime-S").hint() is None


# --- the command ------------------------------------------------------------------------

runner = CliRunner()


def test_solve_prints_json() -> None:
    result = runner.invoke(app, ["solve", "comet", "--goal", "squares-in-line", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["moves"] == ["prime-S", "prime-S"] and data["proven_shortest"] and data["states_examined"] == 732


def test_solve_from_a_position_without_edge_blocking() -> None:
    result = runner.invoke(app, ["solve", "comet", "--goal", "adjacent(1, 4) and in(1, rank2)", "--start",
                                 "a1,b1,c1,d1,e1,f1,g1,h1,i1 p2 7", "--no-edge-blocking", "--max-depth", "4"])
    assert result.exit_code == 0, result.output
    assert "proven shortest" in result.stdout


def test_solve_says_when_there_is_no_solution_within_the_depth() -> None:
    result = runner.invoke(app, ["solve", "comet", "--goal", "in(1, a1) and in(2, a1)", "--max-depth", "2"])
    assert result.exit_code == 1
    assert "no sequence of at most 2 grand moves" in result.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["solve", "comet", "--goal", "adjacent("], "ends too early"),
    (["solve", "comet", "--start", "a1,a1"], "nine pieces"),
    (["solve", "c1"], "solve works for comet"),
])
def test_solve_refuses_bad_input(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output


def test_solve_lists_the_built_in_goals() -> None:
    result = runner.invoke(app, ["solve", "comet", "--list-goals", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["squares-in-line"]["goal"] == "line(squares)"
