"""The comet solver: checked against a plain breadth-first search, the rules, and the game."""

from __future__ import annotations

import json
import random
import time

import numpy as np
import pytest
from typer.testing import CliRunner

import boardlab
from boardlab.cli import app
from boardlab.games.comet.board import DEFAULT_START
from boardlab.games.comet.distance import lower_bound
from boardlab.games.comet.goals import GoalError, parse_goal, resolve_goal
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
    ("in(1, a1) or in(2, b1)", DEFAULT_START, True),  # none within the depth
    ("block(1, 2, 4, 5) or adjacent(3, 9)", CROWDED_START, True),
]


@pytest.mark.parametrize(("goal", "start", "edge_blocking"), SMALL_CASES)
def test_the_solver_agrees_with_a_plain_breadth_first_search(goal: str, start: tuple[int, ...], edge_blocking: bool) -> None:
    target = parse_goal(goal)
    depth = 3
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


def test_the_search_stops_before_holding_too_many_positions() -> None:
    goal = parse_goal("block(all)")
    solution = solve(goal, DEFAULT_START, max_depth=12, max_states=5_000)
    assert solution.stopped and not solution.solved
    assert lower_bound(goal, DEFAULT_START) - 1 <= solution.depth_searched < 12


def test_the_search_stops_at_its_deadline() -> None:
    solution = solve(parse_goal("block(all)"), DEFAULT_START, max_depth=12, deadline=time.monotonic())
    assert solution.stopped and not solution.solved


@pytest.mark.parametrize("goal", ["in(1, e5) and in(2, e5)", "adjacent(prime) and in(1, a1) and in(2, i9)",
                                  "block(1, 2, 3, 4) and in(1, a1) and in(4, c3)", "not in(1, board)", "line(1, 2, 3) and in(1, e5) and in(3, f6)"])
def test_goals_that_no_placement_satisfies_are_refused_before_any_search(goal: str) -> None:
    with pytest.raises(GoalError, match="no placement satisfies the goal"):
        solve(parse_goal(goal), DEFAULT_START)
    with pytest.raises(GoalError, match="no placement satisfies the goal .*: pieces? .* (cannot stand|no square)"):
        boardlab.load("comet", goal=goal)


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
    assert data["moves"] == ["prime-S", "prime-S"] and data["proven_shortest"] and 0 < data["states_examined"] < 732


def test_solve_from_a_position_without_edge_blocking() -> None:
    result = runner.invoke(app, ["solve", "comet", "--goal", "adjacent(1, 4) and in(1, rank2)", "--start",
                                 "a1,b1,c1,d1,e1,f1,g1,h1,i1 p2 7", "--no-edge-blocking", "--max-depth", "4"])
    assert result.exit_code == 0, result.output
    assert "proven shortest" in result.stdout


def test_solve_says_when_there_is_no_solution_within_the_depth() -> None:
    result = runner.invoke(app, ["solve", "comet", "--goal", "in(1, a1) and in(2, b1)", "--max-depth", "2"])
    assert result.exit_code == 1
    assert "no sequence of at most 2 grand moves" in result.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["solve", "comet", "--goal", "adjacent("], "ends too early"),
    (["solve", "comet", "--start", "a1,a1"], "nine pieces"),
    (["solve", "c1"], "solve works for comet"),
    (["solve", "comet", "--goal", "in(1, e5) and in(2, e5)"], "pieces 1 and 2 cannot stand"),
])
def test_solve_refuses_bad_input(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output


def test_solve_lists_the_built_in_goals() -> None:
    result = runner.invoke(app, ["solve", "comet", "--list-goals", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["squares-in-line"]["goal"] == "line(squares)"


# --- the lower bound that prunes the search ------------------------------------------------

BOUND_GOALS = [parse_goal(text) for text in (
    "adjacent(pyramids)", "line(squares)", "adjacent(prime)", "in(odd, north)", "block(even)", "block(1, 2, 3, 4, 5, 6)",
    "line(rounds, triangles)", "in(white, corners) and adjacent(1, 2)", "in(1, a1) or line(7, 8, 9)",
    "block(1, 2, 3, 4, 5, 6, 7, 8)",
    "not adjacent(3, 6) and in(5, e5:f6)", "block(all)",
)]


def test_the_bound_never_falls_by_more_than_one_grand_move() -> None:
    rng = random.Random(5)
    for _ in range(120):
        placement = random_placement(rng, 10, 70)
        goal = rng.choice(BOUND_GOALS)
        here = lower_bound(goal, placement)
        assert here == 0 or not goal.holds(placement)
        for grand in GRAND_MOVES:
            after = resolve(placement, grand).after
            assert here <= lower_bound(goal, after) + 1, (str(goal), write_placement(placement), str(grand))


def test_the_bound_is_zero_where_the_goal_holds_and_never_above_the_true_distance() -> None:
    rng = random.Random(9)
    for _ in range(25):
        start = random_placement(rng, 20, 60)
        goal = rng.choice(BOUND_GOALS)
        plain = solve_plain(goal, start, max_depth=2)
        if plain is not None:
            assert lower_bound(goal, start) <= len(plain), (str(goal), write_placement(start))
        else:
            assert not goal.holds(start)


def test_the_pruned_search_finds_what_the_plain_breadth_first_search_finds() -> None:
    """Many goals and starts: the same shortest solution with and without pruning, and as solve_plain."""
    rng = random.Random(31)
    for _ in range(40):
        start = random_placement(rng, 20, 60)
        goal = rng.choice(BOUND_GOALS)
        edge_blocking = rng.random() < 0.7
        pruned = solve(goal, start, edge_blocking=edge_blocking, max_depth=3)
        plain = solve(goal, start, edge_blocking=edge_blocking, max_depth=3, bounded=False)
        assert pruned.moves == plain.moves, (str(goal), write_placement(start), edge_blocking)
        if rng.random() < 0.25:
            assert pruned.moves == solve_plain(goal, start, edge_blocking=edge_blocking, max_depth=3)
