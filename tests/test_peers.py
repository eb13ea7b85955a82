"""The peer-match harnesses (benchmarks/peer_axiom_java.py, benchmarks/peer_openspiel_mcts.py):
the translation between boardlab's AXIOM notation and the Java program's, a short game against
the Java program where Java and its sources are at hand (``AXIOM_JAVA_DIR``: the program's
``java/`` folder), and one tiny game against OpenSpiel's MCTS bot with its journal."""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
from pathlib import Path

import pytest

import boardlab

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import peer_axiom_java as java_peer  # noqa: E402
from peer_journal import Journal, JournalMismatch  # noqa: E402


def random_positions(count: int, seed: int) -> list:
    """Positions from random games of AXIOM under the Java program's rules."""
    rng = random.Random(seed)
    game = boardlab.load("axiom", sceptre_length=2)
    positions = []
    while len(positions) < count:
        state = game.start()
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over:
            positions.append(state)
    return positions


def test_every_move_survives_the_round_trip_through_the_java_notation() -> None:
    rng = random.Random(7)
    moves = 0
    for state in random_positions(30, seed=1):
        offset = (rng.randrange(-5, 6), rng.randrange(-5, 6))
        for move in state.legal_moves():
            java_move = java_peer.to_java(state, move, offset)
            assert java_peer.from_java(state, java_move, offset) == move
            assert java_peer.from_java(state, java_move + " ", offset) == move  # the program's trailing space
            moves += 1
    assert moves > 1000


def test_the_start_in_the_java_frame() -> None:
    start = boardlab.load("axiom", sceptre_length=2).start()
    offset = (-2, -1)  # the Java program's start spans x -1..1, y 0..1
    assert java_peer.to_java(start, "Cc2.2-c3.3D", offset) == "C(0,0,2) C(0,1,3)z-"
    assert java_peer.to_java(start, "Cc2.2-a2.1SW", offset) == "C(0,0,2) C(-2,0,1)x- y-"
    assert java_peer.from_java(start, "C(0,0,2) C(-2,0,1)x- y-", offset) == "Cc2.2-a2.1SW"
    assert java_peer.from_java(start, "S(-1,0,2) S(-1,0,1)y-", offset) == "Sb2.2U-b2.1S"
    with pytest.raises(java_peer.RulesDisagreement):
        java_peer.from_java(start, "S(0,0,2) S(0,0,1)y-", offset)  # no sceptre there
    with pytest.raises(ValueError):
        java_peer.from_java(start, "Cc2.2-c3.3D", offset)


def test_positions_survive_the_round_trip_through_the_java_listing() -> None:
    rng = random.Random(3)
    for state in random_positions(30, seed=2):
        offset = (rng.randrange(-5, 6), rng.randrange(-5, 6))
        pieces, found_offset = java_peer.read_java_listing(java_peer.java_listing(state, offset))
        assert pieces == java_peer.boardlab_pieces(state)
        assert found_offset == offset


def test_a_sceptre_move_that_eliminates_takes_the_x() -> None:
    rng = random.Random(4)
    state = boardlab.load("axiom", sceptre_length=2).start()
    for _ in range(2000):
        if state.is_over:
            state = state.game.start()
        legal = state.legal_moves()
        eliminations = [m for m in legal if m.startswith("S") and "x" in m]
        if eliminations:
            move = eliminations[0]
            assert java_peer.from_java(state, java_peer.to_java(state, move, (0, 0)), (0, 0)) == move
            return
        state = state.play(rng.choice(legal))
    pytest.skip("no elimination in these random games")


def test_the_journal_resumes_and_refuses_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "match.jsonl"
    journal = Journal(path, {"ply": 4})
    journal.record_progress(0, ["a", "b"])
    journal.record({"number": 1, "score": 1.0})
    path.open("a").write('{"number": 2, "sco')  # a line cut short by a kill
    again = Journal(path, {"ply": 4})
    assert list(again.finished()) == [1]
    assert again.progress(0) == ["a", "b"] and again.progress(2) == []
    with pytest.raises(JournalMismatch, match="ply"):
        Journal(path, {"ply": 5})


def test_a_journal_holds_the_games_of_one_search(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "match.jsonl", {"ply": 4})
    journal.record_progress(0, ["a"], hard_spec="alphabeta:depth=4")
    journal.refuse_other("hard_spec", "alphabeta:depth=4")
    with pytest.raises(JournalMismatch, match="depth=4"):
        Journal(tmp_path / "match.jsonl", {"ply": 4}).refuse_other("hard_spec", "alphabeta:depth=5")


def test_a_level_is_journalled_as_the_search_it_plays() -> None:
    from peer_journal import resolved_spec

    axiom = boardlab.load("axiom", sceptre_length=2).start()
    assert resolved_spec("hard:time=100000", axiom) == "alphabeta:depth=5"
    assert resolved_spec("alphabeta:depth=3", axiom) == "alphabeta:depth=3"


def test_an_opening_that_hands_one_side_a_win_is_drawn_again() -> None:
    from new_vs_old import decided_at

    first_draw = java_peer.opening(1, 0, balanced_depth=0)
    state = boardlab.load("axiom", sceptre_length=2).start()
    for move in first_draw:
        state = state.play(move)
    assert decided_at(state, 4)  # seed 0's second pair: Black wins in one
    balanced = java_peer.opening(1, 0)
    assert balanced != first_draw and len(balanced) == 2
    state = boardlab.load("axiom", sceptre_length=2).start()
    for move in balanced:
        state = state.play(move)
    assert not state.is_over and not decided_at(state, 4)
    assert java_peer.opening(0, 0) == java_peer.opening(0, 0, balanced_depth=0)  # an open first draw stands


JAVA_DIR = os.environ.get("AXIOM_JAVA_DIR")
needs_java = pytest.mark.skipif(not JAVA_DIR or shutil.which("javac") is None,
                                reason="set AXIOM_JAVA_DIR to the Java AXIOM program's java/ folder (and install a JDK)")


@needs_java
def test_the_java_program_agrees_at_the_start() -> None:
    classes = java_peer.build_driver(Path(JAVA_DIR))
    program = java_peer.JavaProgram(classes)
    try:
        start = boardlab.load("axiom", sceptre_length=2).start()
        offset = java_peer.check_positions(start, program)
        assert offset == (-2, -1)
        java_peer.check_move_lists(start, program, offset)
        assert program.status() == (False, None)
        assert program.play("C(9,9,9) C(9,9,9)x+") is not None  # refused, nothing changes
        java_peer.check_positions(start, program)
    finally:
        program.close()


@needs_java
def test_a_short_game_against_the_java_program() -> None:
    classes = java_peer.build_driver(Path(JAVA_DIR))
    setting = java_peer.Setting(classes, ply=1, seed=0, max_plies=4, hard="alphabeta_py:depth=1")
    progress: list[list[str]] = []
    entry = java_peer.play_game(setting, 1, on_move=lambda moves, cpu, spec: progress.append(moves))  # hard: White
    assert entry["hard_spec"] == "alphabeta_py:depth=1"
    assert "finding" not in entry, entry
    assert entry["plies"] == 4 or entry["reason"] and entry["plies"] < 4
    assert entry["moves"][:2] == java_peer.opening(0, 0)
    assert progress and progress[0] == entry["moves"][:3]
    replayed = java_peer.play_game(setting, 1, replay=entry["moves"][:3])
    assert replayed["moves"] == entry["moves"]


def test_one_tiny_game_against_openspiel_mcts_with_its_journal(tmp_path: Path) -> None:
    import peer_openspiel_mcts as mcts_peer

    journal = tmp_path / "mcts.jsonl"
    argv = ["--game", "c1", "--games", "1", "--simulations", "3", "--rollouts", "spiel", "--max-plies", "6",
            "--hard", "alphabeta_py:depth=1", "--journal", str(journal)]
    assert mcts_peer.main(argv) == 0
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    assert len(entries) == 1
    entry = entries[0]
    assert entry["hard_seat"] == "black" and entry["simulations"] == 3 and entry["plies"] <= 6
    assert entry["score"] in (0.0, 0.5, 1.0)
    assert mcts_peer.main(argv) == 0  # resumed: nothing left to play
    assert len(journal.read_text().splitlines()) == 1


def test_the_engine_rollouts_give_returns_of_finished_random_games() -> None:
    import pyspiel

    import peer_openspiel_mcts as mcts_peer

    game = mcts_peer.spiel_game("c1", 300)
    state = game.new_initial_state()
    evaluator = mcts_peer.EngineRolloutEvaluator(seed=5)
    results = {tuple(evaluator.evaluate(state)) for _ in range(20)}
    assert results <= {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)} and len(results) > 1
    priors = evaluator.prior(state)
    assert sorted(a for a, _ in priors) == sorted(state.legal_actions())
    assert isinstance(state, pyspiel.State)
