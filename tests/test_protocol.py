"""The protocol test every registered game must pass (OpenSpiel's random-simulation test).

Random games are played; at every step the invariants of the core protocol are checked:
legal moves listed once and accepted, nothing else accepted, ``play`` never mutates, position
strings, JSON and action ids round-trip, ``legal_moves`` is empty exactly when the game is over.
"""

from __future__ import annotations

import random

import pytest

import boardlab
from boardlab.core.game import State

GAMES = boardlab.games()


def _check_state(state: State) -> None:
    moves = state.legal_moves()
    assert len(moves) == len(set(moves)), "a move is listed twice"
    assert (not moves) == state.is_over
    assert (state.to_move is None) == state.is_over
    assert all(" " not in m and "\t" not in m for m in moves)
    game = state.game
    assert game.from_position(state.position()).position() == state.position()
    assert game.from_json(state.to_json()).position() == state.position()
    clicks = state.clicks()
    assert set(clicks) == set(moves)
    for move in moves:
        action = state.move_to_action(move)
        assert 0 <= action < game.num_actions
        assert state.action_to_move(action) == move
    with pytest.raises(boardlab.IllegalMove):
        state.play("not-a-move")
    if state.is_over:
        assert state.winner is not None and state.reason


@pytest.mark.parametrize("name", GAMES)
def test_random_games_keep_the_protocol(name: str) -> None:
    game = boardlab.load(name)
    rng = random.Random(1234)
    for _ in range(3):
        state = game.start()
        for _ in range(60):
            _check_state(state)
            if state.is_over:
                break
            before = state.position()
            move = rng.choice(state.legal_moves())
            after = state.play(move)
            assert state.position() == before, "play() changed its input"
            assert after.ply == state.ply + 1
            state = after


@pytest.mark.parametrize("name", GAMES)
def test_every_game_loads_without_options(name: str) -> None:
    game = boardlab.load(name)
    assert game.start().to_move in game.seats
    assert len(game.seats) >= 1


def test_unknown_game_lists_the_valid_names() -> None:
    with pytest.raises(boardlab.UnknownGame, match="valid games: .*c1"):
        boardlab.load("chess")


@pytest.mark.parametrize("name", GAMES)
def test_unknown_option_lists_the_valid_ones(name: str) -> None:
    with pytest.raises(boardlab.InvalidOption, match="valid options"):
        boardlab.load(name, no_such_option=1)


def test_games_stays_a_function_after_importing_game_packages() -> None:
    import boardlab.games.c1  # noqa: F401

    assert callable(boardlab.games) and "c1" in boardlab.games()


@pytest.mark.parametrize("name", GAMES)
def test_optional_hooks_answer_sensibly(name: str) -> None:
    """``note_due`` / ``suggested_note`` come as a pair; ``hint()`` is ``None`` or a legal move."""
    state = boardlab.load(name).start()
    rng = random.Random(99)
    for _ in range(20):
        if state.is_over:
            break
        assert state.note_due is None or (isinstance(state.note_due, str) and state.suggested_note())
        if state.note_due is not None:
            state = state.annotate(state.suggested_note() or "")
            assert state.note_due is None
        state = state.play(rng.choice(state.legal_moves()))
    start = boardlab.load(name).start()
    assert start.hint() is None or start.hint() in start.legal_moves()
