"""The protocol test every registered game must pass (OpenSpiel's random-simulation test).

Random games are played; at every step the invariants of the core protocol are checked:
legal moves listed once and accepted, nothing else accepted, ``play`` never mutates, position
strings, JSON and action ids round-trip, ``legal_moves`` is empty exactly when the game is over,
and a move written in other letter case is played as the one legal move it matches. The games
are played with the default options and, one option at a time, with every value of every
option (derived from the games' option declarations, so a new option is covered at once).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardlab
from boardlab.core.game import Game, State
from boardlab.core.options import Option
from boardlab.core.registry import game_class
from boardlab.games.comet.goals import BUILTIN_GOALS

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
    _check_letter_case(state, moves)
    if state.is_over:
        assert state.winner is not None and state.reason


def _check_letter_case(state: State, moves: list[str]) -> None:
    """``play`` takes a move in other letter case when exactly one legal move matches it."""
    for move in moves[:3]:
        other = move.swapcase()
        matches = [m for m in moves if m.casefold() == other.casefold()]
        if other in moves or other == move:
            continue
        if len(matches) == 1:
            assert state.play(other).position() == state.play(move).position()
            assert state.play(other).moves == state.play(move).moves
        else:
            with pytest.raises(boardlab.IllegalMove):
                state.play(other)


def _play_random_games(game: Game, seed: int, games: int, plies: int) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        state = game.start()
        for _ in range(plies):
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
def test_random_games_keep_the_protocol(name: str) -> None:
    _play_random_games(boardlab.load(name), 1234, games=3, plies=60)


#: Values to try for options whose declaration allows free text (any other value is derived).
FREE_TEXT_SAMPLES: dict[tuple[str, str], tuple[str, ...]] = {
    ("ccc", "specials"): ("random", "CCTTSMLN"),
    ("ccc", "white_specials"): ("rotated", "random", "NMLSTTCC"),
    ("comet", "goal"): (*BUILTIN_GOALS, "adjacent(pyramids) and line(squares)"),
    ("comet", "start"): ("a1,c1,e1,g1,i1,a9,c9,e9,g9",),
}


def option_values(game: str, spec: Option) -> list[Any]:
    """Every value of ``spec`` worth a game: all of a small range or choice, else samples."""
    if isinstance(spec.default, bool):
        return [False, True]
    if spec.choices is not None:
        return list(spec.choices)
    if isinstance(spec.default, int):
        low = spec.minimum if spec.minimum is not None else spec.default
        if spec.maximum is not None and spec.maximum - low <= 20:
            return list(range(low, spec.maximum + 1))
        high = spec.maximum if spec.maximum is not None else low + 5
        return sorted({spec.default, low, low + 1, high})
    return [spec.default, *FREE_TEXT_SAMPLES.get((game, spec.name), ())]


#: Values inside an option's declared range that the game refuses on purpose (each with a test).
REFUSED_VALUES: dict[tuple[str, str], tuple[Any, ...]] = {
    ("c1", "repetition"): (1,),  # a draw the moment the game starts
}

OPTION_CASES = [(name, spec.name, value) for name in GAMES for spec in game_class(name).option_specs
                for value in option_values(name, spec)
                if value != spec.default and value not in REFUSED_VALUES.get((name, spec.name), ())]


@pytest.mark.parametrize(("name", "option", "value"),
                         [(n, o, v) for (n, o), values in REFUSED_VALUES.items() for v in values])
def test_refused_option_values_are_refused(name: str, option: str, value: Any) -> None:
    with pytest.raises(boardlab.InvalidOption, match=option):
        boardlab.load(name, **{option: value})


@pytest.mark.parametrize(("name", "option", "value"), OPTION_CASES)
def test_every_option_value_keeps_the_protocol(name: str, option: str, value: Any) -> None:
    _play_random_games(boardlab.load(name, **{option: value}), 99, games=1, plies=30)


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
