"""Property tests (Hypothesis) over random AXIOM games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import boardlab
from boardlab.games.axiom.board import DOWN, OPPOSITE, UP, neighbour
from boardlab.games.axiom.notation import parse_move
from boardlab.games.axiom.rules import groups, meeting_cubes, structure_problem
from boardlab.games.axiom.state import AxiomState


def random_game(seed: int, plies: int, own_pair: str = "allowed", one_piece: bool = False) -> list[AxiomState]:
    rng = random.Random(seed)
    state = boardlab.load("axiom", own_pair=own_pair, one_piece=one_piece).start()
    states = [state]
    for _ in range(plies):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


games = st.builds(random_game, st.integers(0, 10**9), st.integers(0, 50),
                  st.sampled_from(["allowed", "forbidden", "loss"]), st.booleans())


@settings(max_examples=25, deadline=None)
@given(games)
def test_the_structure_is_always_sound(states: list[AxiomState]) -> None:
    for state in states:
        layout = state.layout
        cubes = layout.cubes
        assert structure_problem(layout) is None
        for (x, y, z), cube in cubes.items():
            if z > 1:
                below = cubes[(x, y, z - 1)]  # every cube above the table stands on a cube...
                assert below.has_dome(UP) != cube.has_dome(DOWN)  # ...interlocked with it
            else:
                assert not cube.has_dome(DOWN)
            for face in range(6):
                other = cubes.get(neighbour((x, y, z), face))
                assert not (other and other.has_dome(OPPOSITE[face]) and cube.has_dome(face))
        places = [s.cell for s in layout.sceptres]
        assert len(set(places)) == 4 and not set(places) & set(cubes)  # no two things in one place
        assert all(not cubes[s.cube].has_dome(s.face) for s in layout.sceptres)
        assert min(c[0] for c in cubes) == 1 and min(c[1] for c in cubes) == 1  # the normalised frame


@settings(max_examples=25, deadline=None)
@given(games)
def test_play_never_mutates_and_round_trips_hold(states: list[AxiomState]) -> None:
    for before, after in zip(states, states[1:]):
        snapshot = (before.position(), before.moves, before.to_json())
        before.play(after.turns[-1])
        assert (before.position(), before.moves, before.to_json()) == snapshot
    for state in states:
        game = state.game
        assert game.from_position(state.position()).position() == state.position()
        assert game.from_json(state.to_json()).position() == state.position()
        for move in state.legal_moves():
            assert parse_move(move) is not None and " " not in move
            assert game.normalise_move(move.swapcase()) == move
        actions = state.legal_actions()
        assert len(set(actions)) == len(actions)


@settings(max_examples=25, deadline=None)
@given(games)
def test_cubes_only_leave_and_results_follow_the_rules(states: list[AxiomState]) -> None:
    counts = [len(s.layout.cubes) for s in states]
    assert all(a >= b >= a - 1 for a, b in zip(counts, counts[1:]))
    for before, after in zip(states, states[1:]):
        move = after.turns[-1]
        assert (len(after.layout.cubes) < len(before.layout.cubes)) == ("x" in move)
    for state in states:
        if state.game.options["one_piece"] and len(state.layout.cubes) == 12:
            assert len(groups(state.layout.cubes)) == 1  # only an elimination may split it
        if meeting_cubes(state.layout):
            assert state.winner is not None and state.winner != state.side
        if state.is_over:
            assert state.reason and state.legal_moves() == []


@settings(max_examples=10, deadline=None)
@given(games)
def test_explanations_agree_with_the_move_generator(states: list[AxiomState]) -> None:
    """Every well-formed move is either legal or gets a specific reason (never the generic one)."""
    from boardlab.games.axiom.board import FACES, cell_name, face_name, mask_faces

    state = states[-1]
    if state.is_over:
        return
    legal = set(state.legal_moves())
    cubes = state.layout.cubes
    cells = sorted({neighbour(c, f) for c in cubes for f in range(6)} - set(cubes))
    for origin, cube in cubes.items():
        if cube.colour != state.side:
            continue
        for target in cells:
            if target[0] < 0 or target[1] < 0 or target[2] < 1:
                continue
            for domes in cube.orientations():
                move = f"C{cell_name(origin)}-{cell_name(target)}{mask_faces(domes)}"
                if move not in legal:
                    assert state.explain_illegal(move) != "not a legal move here", move
    for sceptre in state.layout.sceptres:
        for target in cubes:
            for face in FACES:
                for separator in "-x":
                    move = f"S{face_name(sceptre.cube, sceptre.face)}{separator}{cell_name(target)}{face}"
                    if move not in legal:
                        assert state.explain_illegal(move) != "not a legal move here", move
