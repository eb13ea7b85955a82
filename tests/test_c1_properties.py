"""Property tests (Hypothesis) over random C1 and C2 games."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import boardlab
from boardlab.games.c1.board import CELLS, FIXED, ORTHOGONAL, cell_name, step
from boardlab.games.c1.rules import cone_cell, is_free_tile
from boardlab.games.c1.state import C1State

LETTERS = "CPT"
ALL_MOVE_STRINGS = [f"{letter}{cell_name(a)}{sep}{cell_name(b)}" for letter in LETTERS for a in CELLS
                    for b in CELLS for sep in "-x"]


def random_game(seed: int, plies: int, variant: str = "c1") -> list[C1State]:
    rng = random.Random(seed)
    state = boardlab.load("c1", variant=variant).start()
    states = [state]
    for _ in range(plies):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


games = st.builds(random_game, st.integers(0, 10**9), st.integers(0, 120), st.sampled_from(["c1", "c2"]))


@settings(max_examples=40, deadline=None)
@given(games)
def test_play_never_mutates_and_round_trips_hold(states: list[C1State]) -> None:
    for before, after in zip(states, states[1:]):
        snapshot = (before.position(), before.moves, before.to_json())
        move = after.turn_steps[-1] if after.turn_steps else before.split_turn(after.turns[-1])[-1]
        before.play(move)
        assert (before.position(), before.moves, before.to_json()) == snapshot
    for state in states:
        game = state.game
        assert game.from_position(state.position()).position() == state.position()
        assert game.from_json(state.to_json()).position() == state.position()
        for move in state.legal_moves():
            assert re.fullmatch(r"[CPT][a-g][1-7][-x][a-g][1-7]", move)
            assert game.normalise_move(move.lower()) == move


@settings(max_examples=40, deadline=None)
@given(games)
def test_fixed_tiles_stay_pieces_never_vanish_tiles_never_rise(states: list[C1State]) -> None:
    tile_counts = []
    for state in states:
        assert all(state.tiles[cell] is not None for cell in FIXED)
        assert sum(p is not None for p in state.pieces) == 10
        tile_counts.append(sum(t is not None for t in state.tiles))
    assert tile_counts == sorted(tile_counts, reverse=True)


@settings(max_examples=25, deadline=None)
@given(games)
def test_an_open_game_always_has_a_cone_step(states: list[C1State]) -> None:
    """Why C1 needs no "no legal move" rule: a cone that is not surrounded can step."""
    for state in states:
        if state.is_over or state.tile_step_done:
            continue
        cone = cone_cell(state.pieces, state.side)
        steps = [n for d in ORTHOGONAL if is_free_tile(state.tiles, state.pieces, n := step(cone, d))]
        assert steps and all(f"C{cell_name(cone)}-{cell_name(n)}" in state.legal_moves()
                             or f"C{cell_name(cone)}x{cell_name(n)}" in state.legal_moves() for n in steps)


def test_every_listed_move_is_accepted_and_every_other_is_refused() -> None:
    """On sampled positions, try all 14,406 syntactically valid move strings."""
    for seed in range(6):
        states = random_game(seed, 40)
        for state in states[::8]:
            legal = set(state.legal_moves())
            accepted = set()
            for move in ALL_MOVE_STRINGS:
                try:
                    state.play(move)
                except boardlab.IllegalMove as error:
                    assert str(error).startswith(f"{move}: ")
                else:
                    accepted.add(move)
            assert accepted == legal
