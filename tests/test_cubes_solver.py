"""The Cubes solver (``games/cubes/solver.py``) against brute force on the reference rules.

The brute force here is written plainly on the reference rules (``State.legal_moves`` and
``State.play``, positions told apart by their position strings, no symmetry folding) and
decides positions in synchronous rounds, so it shares nothing with the solver but the rules.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

import boardlab
from boardlab.cli import app, solve as solve_cli
from boardlab.core.game import State
from boardlab.games.cubes import fast
from boardlab.games.cubes.board import opponent
from boardlab.games.cubes.solver import DRAWN, LOSS, MAX_SOLVABLE_SIZE, WIN, SolverLimit, canonical_key, decode, \
    position_bound, retrograde, solve, symmetries

runner = CliRunner()
READINGS = ("physical", "strict")


def _key(state: State) -> str:
    """A position string without its turn number (which changes nothing without a move limit)."""
    return " ".join(state.position().split()[:3])


def brute_force(start: State) -> tuple[dict[str, State], dict[str, tuple[str | None, int]]]:
    """Every position reachable from ``start``, and for each its winner with best play (``None``
    for a draw) and the steps to the end (quickest win, longest defence)."""
    states: dict[str, State] = {}
    children: dict[str, list[str]] = {}
    stack = [start]
    while stack:
        state = stack.pop()
        key = _key(state)
        if key in states:
            continue
        states[key] = state
        after = [state.play(move) for move in state.legal_moves()]
        children[key] = [_key(child) for child in after]
        stack.extend(after)
    known: dict[str, tuple[str | None, int]] = {}
    for key, state in states.items():
        if state.is_over:
            known[key] = (None if state.winner == "draw" else state.winner, 0)
    decided_round = 0
    while True:
        decided_round += 1
        new = {}
        for key, state in states.items():
            if key in known:
                continue
            mover = state.to_move
            outcomes = [known[child][0] if child in known else "?" for child in children[key]]
            if mover in outcomes:
                new[key] = (mover, decided_round)
            elif all(outcome == opponent(mover) for outcome in outcomes):
                new[key] = (opponent(mover), decided_round)
        if not new:
            break
        known.update(new)
    for key, state in states.items():
        known.setdefault(key, (None, 0))  # neither side can force a win: play goes on for ever
    return states, known


def _assert_agrees(start: State) -> int:
    """Solve ``start`` both ways and compare every reachable position; return how many."""
    solved = solve(start)
    assert solved.complete and solved.graph is not None
    states, expected = brute_force(start)
    for key, state in states.items():
        winner, steps = expected[key]
        assert solved.graph.winner_of(state) == winner, key
        if winner is not None and not state.is_over:
            assert solved.graph.steps_of(state) == steps, key
    # the solver stores each position once for all its images: no more than the brute force
    assert solved.positions == len({canonical_key(fast.encode(state), solved.graph.perms, solved.graph.inverse)
                                     for state in states.values()})
    return len(states)


def _plain_graph_values(children: list[list[int]], side: list[int], final: list[int]) -> list[tuple[int, int]]:
    """(winning side or -1, steps) of every node of a game graph, in synchronous rounds."""
    known = {node: ((1 - side[node]) if final[node] == LOSS else -1, 0)
             for node in range(len(children)) if not children[node]}
    decided_round = 0
    while True:
        decided_round += 1
        new = {}
        for node, steps in enumerate(children):
            if node in known:
                continue
            outcomes = [known[child][0] if child in known else -2 for child in steps]
            if side[node] in outcomes:
                new[node] = (side[node], decided_round)
            elif all(outcome == 1 - side[node] for outcome in outcomes):
                new[node] = (1 - side[node], decided_round)
        if not new:
            return [known.get(node, (-1, 0)) for node in range(len(children))]
        known.update(new)


@pytest.mark.parametrize("seed", range(40))
def test_retrograde_agrees_with_plain_rounds_on_random_graphs_with_cycles(seed: int) -> None:
    rng = np.random.default_rng(seed)
    count = int(rng.integers(2, 40))
    side = rng.integers(0, 2, count).tolist()
    keeps = rng.random(count) < 0.3  # reached by a step that keeps the side (a bonus step)
    children: list[list[int]] = []
    for node in range(count):
        allowed = [c for c in range(count) if (side[c] == side[node]) == keeps[c]]
        children.append([int(c) for c in rng.choice(allowed, size=min(len(allowed), int(rng.integers(0, 4))))]
                        if allowed else [])
    final = [(DRAWN if rng.random() < 0.2 else LOSS) if not steps else 0 for steps in children]
    offsets = np.cumsum([0] + [len(steps) for steps in children]).astype(np.int64)
    successors = np.array([c for steps in children for c in steps], dtype=np.int32)
    value, distance = retrograde(offsets, successors, keeps, np.array(final, dtype=np.int8))
    for node, (winner, steps) in enumerate(_plain_graph_values(children, side, final)):
        expected = DRAWN if winner == -1 else (WIN if winner == side[node] else LOSS)
        assert value[node] == expected, (seed, node)
        if winner != -1:
            assert distance[node] == steps, (seed, node)


@pytest.mark.parametrize("slide", READINGS)
def test_3x3_solver_agrees_with_brute_force_on_every_reachable_position(slide: str) -> None:
    start = boardlab.load("cubes", size=3, slide=slide, first="black").start()
    assert _assert_agrees(start) > 10_000


# 5 x 5 positions with both pools empty, found by solving random ones, each with a small
# reachable graph so that the brute force can check it: drawn because best play goes round for
# ever (both active cubes share a room, so the sealed-regions draw does not apply), drawn
# because best play reaches the sealed-regions draw, and won in several steps.
CYCLING_5X5 = [("physical", "B..W./..b../b.wbw/bwbw./bwbww b - 20"),
               ("strict", "wbwwb/.bwww/wbbb./..b../.B.W. b - 20")]
SEALING_5X5 = [("physical", ".W.wb/B.www/.wbw./bb.../wbb.b b - 20")]
DECIDED_5X5 = [("strict", ".W.wb/w.B.b/bw.w./w...b/wbbbw w - 29")]


@pytest.mark.parametrize(("slide", "position"), CYCLING_5X5 + SEALING_5X5 + DECIDED_5X5)
def test_5x5_positions_agree_with_brute_force(slide: str, position: str) -> None:
    start = boardlab.load("cubes", size=5, slide=slide).from_position(position)
    assert _assert_agrees(start) > 100


@pytest.mark.parametrize(("slide", "position"), CYCLING_5X5)
def test_a_position_that_can_go_on_for_ever_is_a_draw(slide: str, position: str) -> None:
    start = boardlab.load("cubes", size=5, slide=slide).from_position(position)
    solved = solve(start)
    assert solved.value == "draw" and solved.winner is None and solved.proof_positions is None
    assert solved.graph is not None and solved.line
    state, seen = start, []
    for step in solved.line:  # the drawing line comes round to a position already played
        seen.append(solved.graph.index(state))
        state = state.play(step)
        assert solved.graph.winner_of(state) is None and not state.is_over
    assert solved.graph.index(state) in seen


@pytest.mark.parametrize(("slide", "position"), SEALING_5X5)
def test_best_play_may_reach_the_sealed_regions_draw(slide: str, position: str) -> None:
    start = boardlab.load("cubes", size=5, slide=slide).from_position(position)
    solved = solve(start)
    assert solved.value == "draw" and not start.is_over
    state = start
    for step in solved.line:
        state = state.play(step)
    assert state.is_over and state.winner == "draw"


@pytest.mark.parametrize("slide", READINGS)
@pytest.mark.parametrize("first", ["black", "white"])
def test_3x3_the_first_player_wins_and_the_line_is_legal(slide: str, first: str) -> None:
    start = boardlab.load("cubes", size=3, slide=slide, first=first).start()
    solved = solve(start)
    assert (solved.value, solved.winner) == ("win", first)
    assert solved.distance == {"physical": 5, "strict": 3}[slide] == len(solved.line)
    state = start
    for step in solved.line:  # every step of the line is legal under the reference rules
        assert step in state.legal_moves()
        state = state.play(step)
        assert solved.graph is not None and solved.graph.winner_of(state) == first
    assert state.is_over and state.winner == first


# One reading only in the suite (a 4x4 solve takes about a CPU minute); the physical one is
# reproduced by `boardlab solve cubes --size 4 --slide physical` (docs/ai.md, *Solved*).
@pytest.mark.slow
@pytest.mark.parametrize(("slide", "steps"), [("strict", 18)])
def test_4x4_the_first_player_wins_and_the_line_is_legal(slide: str, steps: int) -> None:
    start = boardlab.load("cubes", size=4, slide=slide, first="white").start()
    solved = solve(start)
    assert (solved.value, solved.winner, solved.distance) == ("win", "white", steps)
    assert solved.graph is not None
    state = start
    for step in solved.line:  # legal under the reference rules, and each keeps the value
        assert step in state.legal_moves()
        state = state.play(step)
        assert solved.graph.winner_of(state) == "white"
    assert state.is_over and state.winner == "white"


def test_keys_read_back_to_the_same_position() -> None:
    solved = solve(boardlab.load("cubes", size=3, slide="physical", first="black").start())
    graph = solved.graph
    assert graph is not None
    for key in graph.keys:
        board = decode(int(key), 3, False)
        assert canonical_key(board, graph.perms, graph.inverse) == key
        assert fast.side_to_move(board) == "black"  # colours are swapped so that black is to move


@pytest.mark.parametrize("size", [3, 4, 5])
def test_the_symmetries_are_the_eight_distinct_permutations(size: int) -> None:
    images = symmetries(size)
    assert len({tuple(row) for row in images}) == 8
    for row in images:
        assert sorted(row) == list(range(size * size))


def test_an_image_of_a_position_has_the_same_key() -> None:
    game = boardlab.load("cubes", size=5)
    position = game.from_position("B.w../..b../....W/.b.../w.... w c5 7")
    turned = game.from_position("w...B/.b.../...bw/...../..W.. w e3 7")  # a quarter turn of it
    swapped = game.from_position("W.b../..w../....B/.w.../b.... b c5 7")  # the colours swapped
    other = game.from_position("B.w../..b../....W/.b.../w.... w - 7")  # not in a bonus step
    images = symmetries(5)
    inverse = np.argsort(images, axis=1)
    keys = {canonical_key(fast.encode(state), images, inverse) for state in (position, turned, swapped)}
    assert len(keys) == 1
    assert canonical_key(fast.encode(other), images, inverse) not in keys


def test_the_solver_refuses_what_it_cannot_solve() -> None:
    with pytest.raises(SolverLimit, match="up to 5 x 5"):
        solve(boardlab.load("cubes", size=MAX_SOLVABLE_SIZE + 1).start())
    with pytest.raises(SolverLimit, match="move limit"):
        solve(boardlab.load("cubes", size=3, move_limit=10).start())
    with pytest.raises(TypeError):
        solve(boardlab.load("c1").start())


def test_a_walk_over_its_budget_stops_without_a_value() -> None:
    solved = solve(boardlab.load("cubes", size=4, first="black").start(), max_positions=1000)
    assert not solved.complete and solved.value is None and solved.positions >= 1000


def test_the_command_line_solves_3x3() -> None:
    assert solve_cli.CUBES_MAX_SIZE == MAX_SOLVABLE_SIZE
    result = runner.invoke(app, ["solve", "cubes", "--size", "3", "--slide", "strict", "--first", "white", "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["value"] == "win" and document["winner"] == "white" and document["complete"]
    assert document["line"] == ["b2", "a1", "c1"] == document["turns"] and document["positions"] == 883
    # start; b2; a corner (white's four placements are one position up to symmetry); c1: lost
    assert document["proof_positions"] == 4
    text = runner.invoke(app, ["solve", "cubes"])
    assert text.exit_code == 0 and "black wins with perfect play, in 5 steps" in text.stdout
    assert "principal line, by turns: a1 c2 a3 c2-c1 c3" in text.stdout


@pytest.mark.parametrize("args", [["--size", "6"], ["--slide", "diagonal"], ["--first", "red"], ["--goal", "x"],
                                  ["--max-positions", "10"]])
def test_the_command_line_refuses_bad_cubes_options(args: list[str]) -> None:
    result = runner.invoke(app, ["solve", "cubes", *args])
    assert result.exit_code in (1, 2) and "Traceback" not in result.output
    if args[0] == "--max-positions":
        assert result.exit_code == 1 and "not solved" in result.stdout


def test_comet_refuses_the_cubes_options() -> None:
    result = runner.invoke(app, ["solve", "comet", "--size", "4"])
    assert result.exit_code == 2 and "cubes' options" in result.output


def test_the_position_bound_counts_every_legal_3x3_board() -> None:
    boards = np.array(np.meshgrid(*[np.arange(5)] * 9, indexing="ij")).reshape(9, -1).T  # 5**9 boards
    grid = boards.reshape(-1, 3, 3)
    cube, active = grid != 0, (grid == 2) | (grid == 4)
    touching = np.zeros_like(active)
    touching[:, 1:, :] |= cube[:, :-1, :]
    touching[:, :-1, :] |= cube[:, 1:, :]
    touching[:, :, 1:] |= cube[:, :, :-1]
    touching[:, :, :-1] |= cube[:, :, 1:]
    legal = ~(active & touching).any(axis=(1, 2))
    legal &= ((boards == 1) | (boards == 2)).sum(1) <= 8
    legal &= ((boards == 3) | (boards == 4)).sum(1) <= 8
    assert position_bound(3) == int((1 + (boards[legal] == 1).sum(1)).sum())
    solved = solve(boardlab.load("cubes", size=3, first="black").start())
    assert solved.positions * 8 <= position_bound(3)


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.games.cubes import solver

    failures, tried = doctest.testmod(solver)
    assert failures == 0 and tried >= 8
