"""The C1 tactics suite in src/boardlab/puzzles/suites: its answers are right, and the agents find them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.core.game import State
from boardlab.games.c1 import fast

C1 = boardlab.load("c1")
SUITE: list[dict[str, Any]] = json.loads((Path(boardlab.__file__).parent / "puzzles" / "suites" / "c1_tactics.json").read_text())["positions"]
KINDS = ("win1", "win2", "win3", "defence")


def entries(kind: str) -> list[dict[str, Any]]:
    return [entry for entry in SUITE if entry["kind"] == kind]


def wins_now(state: State) -> list[str]:
    """The moves that win at once, by the reference rules."""
    return [m for m in state.legal_moves() if state.play(m).winner == state.to_move]


def forces_win_in_two(state: State, move: str) -> bool:
    """Whether ``move`` wins, or leaves the opponent only replies that lose or allow a win in one."""
    side, after = state.to_move, state.play(move)
    if after.is_over:
        return after.winner == side
    for reply in after.legal_moves():
        position = after.play(reply)
        if position.winner == side:
            continue
        if position.is_over or not wins_now(position):
            return False
    return True


def saving_by_reference(state: State) -> list[str]:
    side = state.to_move
    saving = []
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            if after.winner == side or after.winner == "draw":
                saving.append(move)
        elif not wins_now(after):
            saving.append(move)
    return saving


def test_the_suite_has_at_least_thirty_of_each_kind() -> None:
    for kind in KINDS:
        assert len(entries(kind)) >= 30, kind


@pytest.mark.parametrize("kind", ["win1", "win2", "win3"])
def test_the_solver_confirms_every_win(kind: str) -> None:
    turns = int(kind[-1])
    for entry in entries(kind):
        board = fast.encode(C1.from_position(entry["position"]))
        assert fast.win_distance(board, 3) == turns
        assert fast.winning_moves(board, turns) == entry["solutions"]


def test_wins_in_one_by_the_reference_rules() -> None:
    for entry in entries("win1"):
        assert wins_now(C1.from_position(entry["position"])) == entry["solutions"]


def test_defences_by_the_reference_rules() -> None:
    for entry in entries("defence"):
        state = C1.from_position(entry["position"])
        assert state.threats() and not wins_now(state)
        assert saving_by_reference(state) == entry["solutions"]
        assert 1 <= len(entry["solutions"]) <= len(state.legal_moves()) / 4


def test_wins_in_two_by_the_reference_rules_sample() -> None:
    for entry in entries("win2")[:4]:
        state = C1.from_position(entry["position"])
        assert not wins_now(state)
        assert all(forces_win_in_two(state, move) for move in entry["solutions"])


@pytest.mark.slow
def test_every_defence_and_win_in_two_by_the_reference_rules() -> None:
    for entry in entries("defence"):
        state = C1.from_position(entry["position"])
        assert state.threats() and not wins_now(state)
        assert saving_by_reference(state) == entry["solutions"]
    for entry in entries("win2"):
        state = C1.from_position(entry["position"])
        assert not wins_now(state)
        assert all(forces_win_in_two(state, move) for move in entry["solutions"])


@pytest.mark.parametrize("kind", ["win1", "win2", "defence"])
def test_a_three_step_search_solves_wins_in_two_and_defences(kind: str) -> None:
    agent = parse_agent("alphabeta:depth=3", seed=0)
    for entry in entries(kind):
        state = C1.from_position(entry["position"])
        assert agent.choose(state) in entry["solutions"], entry["position"]
