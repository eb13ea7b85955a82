"""AXIOM rules: the start position and hand-built positions for every rule and ruling.

Positions are written as position strings (see boardlab.games.axiom.notation): cubes as
cell + colour + dome faces, sceptres as cube face + colour.
"""

from __future__ import annotations

import pytest

import boardlab
from boardlab.games.axiom.board import DOWN, OPPOSITE, UP, faces_mask, neighbour
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.rules import cube_moves, facing_dome, has_legal_move, sceptre_moves, structure_problem
from boardlab.games.axiom.state import AxiomState


def position(cubes: str, sceptres: str, side: str = "b", **options: object) -> AxiomState:
    """A hand-built position (cells already in the normalised frame).

    Many of these positions park both sceptres of one colour on one cube, out of the way, so
    they are played with ``own_pair=allowed`` unless a test says otherwise (the default,
    ``loss``, would end such a game at once).
    """
    options.setdefault("own_pair", "allowed")
    return AxiomGame(**options).from_position(f"{cubes} {sceptres} {side} 5")


def sceptre_targets(state: AxiomState, origin: str) -> set[str]:
    """The faces the sceptre on ``origin`` may move to (``x`` moves included)."""
    return {m[len(origin) + 2:] for m in state.legal_moves() if m.startswith(f"S{origin}")}


def illegal(state: AxiomState, move: str, reason: str) -> None:
    with pytest.raises(boardlab.IllegalMove, match=reason):
        state.play(move)


START = AxiomGame().start()


# --- the start position ------------------------------------------------------------------


def test_start_has_twelve_cubes_four_sceptres_black_to_move() -> None:
    cubes = START.layout.cubes
    assert len(cubes) == 12 and len(START.layout.sceptres) == 4
    for colour in ("black", "white"):
        own = [c for c in cubes.values() if c.colour == colour]
        assert len(own) == 6 and sum(c.is_double for c in own) == 3
        assert sum(s.colour == colour for s in START.layout.sceptres) == 2
    assert START.to_move == "black" and START.winner is None


def test_start_single_domed_cubes_are_on_top() -> None:
    for (x, y, z), cube in START.layout.cubes.items():
        assert cube.is_double == (z == 1)


def test_start_every_cube_interlocks_and_no_dome_touches_a_dome() -> None:
    cubes = START.layout.cubes
    assert structure_problem(START.layout) is None
    for cell, cube in cubes.items():
        contacts = [(face, facing_dome(cubes, cell, face)) for face in range(6)]
        assert any(theirs is not None and theirs != cube.has_dome(face) for face, theirs in contacts)
        assert not any(theirs and cube.has_dome(face) for face, theirs in contacts)
        if cell[2] == 2:
            below = facing_dome(cubes, cell, DOWN)
            assert below is not None and below != cube.has_dome(DOWN)


def test_start_white_half_is_black_half_turned_half_a_turn() -> None:
    cubes = START.layout.cubes
    turned = {0: 0, 1: 1, 2: 4, 3: 5, 4: 2, 5: 3}  # U D N E S W -> U D S W N E
    for (x, y, z), cube in cubes.items():
        if cube.colour != "black":
            continue
        twin = cubes[(4 - x, 3 - y, z)]
        assert twin.colour == "white"
        assert twin.domes == sum(1 << turned[f] for f in range(6) if cube.has_dome(f))
    places = {(s.colour, s.cube, s.face) for s in START.layout.sceptres}
    assert places == {("black", (1, 1, 2), UP), ("black", (3, 1, 2), UP),
                      ("white", (1, 2, 2), UP), ("white", (3, 2, 2), UP)}


def test_start_position_string() -> None:
    assert START.position() == (
        "b2.1bUW,b2.2bE,b3.1wUE,b3.2wW,c2.1bSW,c2.2bD,c3.1wNE,c3.2wD,d2.1bUW,d2.2bE,d3.1wUE,d3.2wW "
        "b2.2Ub,d2.2Ub,b3.2Uw,d3.2Uw b 0")


def test_start_moves_nine_sceptre_moves_and_twenty_three_cube_moves() -> None:
    moves = START.legal_moves()
    assert len(moves) == 32
    assert sum(m.startswith("S") for m in moves) == 9
    assert {m[:6] for m in moves if m.startswith("C")} == {"Cc2.2-"}  # the only free black cube


# --- moving a cube -----------------------------------------------------------------------


def test_a_cube_holding_a_sceptre_cannot_move() -> None:
    illegal(START, "Cb2.2-a2.1U", "holds a sceptre")


def test_a_cube_under_another_cube_cannot_move() -> None:
    illegal(START, "Cc2.1-c1.1U", "underneath another cube")


def test_only_own_cubes_move() -> None:
    illegal(START, "Cc3.2-c4.1U", "white's")


def test_no_reorientation_in_the_same_place() -> None:
    illegal(START, "Cc2.2-c2.2U", "re-orientated in the same place")


def test_a_placed_cube_must_interlock() -> None:
    illegal(START, "Cc2.2-a3.1U", "must interlock")
    assert "Cc2.2-a3.1E" in START.legal_moves()  # its dome into b3.1's recess


def test_no_dome_may_touch_a_dome() -> None:
    illegal(START, "Cc2.2-a2.1E", "touch a dome")


def test_no_dome_rests_on_the_table() -> None:
    illegal(START, "Cc2.2-c1.1D", "on the table")


def test_a_cube_on_top_must_interlock_with_the_cube_below() -> None:
    assert "Cc2.2-c3.3D" in START.legal_moves()
    illegal(START, "Cc2.2-c3.3N", "cube below")


def test_no_overhang() -> None:
    illegal(START, "Cc2.2-a2.2E", "overhang")


def test_no_cube_in_front_of_a_sceptre() -> None:
    illegal(START, "Cc2.2-b2.3D", "in front of a sceptre")


def test_no_cube_under_another_cube() -> None:
    # The cell under a cube is never empty (no overhangs), so every legal target has nothing above.
    for move in START.legal_moves():
        if move.startswith("C"):
            cube_move = START._moves[move]
            assert neighbour(cube_move.target, UP) not in START.layout.cubes


def test_a_cube_cannot_go_nowhere_near_the_structure() -> None:
    illegal(START, "Cc2.2-g7.1U", "touches no other cube")


def test_dome_count_must_match_the_cube() -> None:
    illegal(START, "Cc2.2-a2.1UN", "single-domed")
    illegal(START, "Cc2.2-a2.1NS", "adjacent faces")


def test_single_and_double_domed_orientations() -> None:
    state = START.play("Cc2.2-c3.3D").play("Sb3.2U-b3.2N")
    # c2.1 (double-domed) is now free: it may go anywhere its 12 orientations allow
    placed = {m[-2:] for m in state.legal_moves() if m.startswith("Cc2.1-")}
    assert placed and all(len(d) == 2 and OPPOSITE[faces_mask(d[0]).bit_length() - 1] != faces_mask(d[1]).bit_length() - 1
                          for d in placed)


def test_a_placed_cube_is_normalised_into_the_frame() -> None:
    after = START.play("Cc2.2-a2.1U")
    assert min(x for x, _, _ in after.layout.cubes) == 1
    assert "b2.1bU" in after.position()  # the cube placed on a2.1 is now on b2.1


def test_cubes_may_form_separate_groups() -> None:
    # Lifting c2.1 leaves b2.1 on its own: allowed (ruling: the structure need not stay in one piece).
    state = position("b2.1wE,c2.1bU,d2.1wW,e2.1wW", "b2.1Nb,d2.1Nb,e2.1Nw,e2.1Sw")
    after = state.play("Cc2.1-f2.1W")
    assert structure_problem(after.layout) is None
    assert after.position().startswith("b2.1wE,d2.1wW,e2.1wW,f2.1bW ")
    lone = position("b2.1bU,d2.1wE,e2.1wU", "b2.1Sb,d2.1Ub,e2.1Nw,e2.1Sw")
    assert structure_problem(lone.layout) is None


def test_one_piece_option_keeps_the_structure_together() -> None:
    state = position("b2.1wE,c2.1bU,d2.1wW,e2.1wW", "b2.1Nb,d2.1Nb,e2.1Nw,e2.1Sw", one_piece=True)
    assert not [m for m in state.legal_moves() if m.startswith("Cc2.1-")]
    illegal(state, "Cc2.1-f2.1W", "one piece")
    start = AxiomGame(one_piece=True).start()
    assert start.legal_moves() == START.legal_moves()  # lifting c2.2 splits nothing


def test_the_structure_must_fit_the_table() -> None:
    line = ",".join(f"{'bcdefghijkl'[i]}2.1{'b' if i < 5 else 'w'}U" for i in range(10)) + ",m2.1wW"
    # black: b..f (5 cubes, all single-domed would be too many: make two of them double)
    line = line.replace("b2.1bU", "b2.1bUN").replace("c2.1bU", "c2.1bUN").replace("h2.1wU", "h2.1wUN") \
        .replace("i2.1wU", "i2.1wUN").replace("j2.1wU", "j2.1wUN")
    state = position(line, "b2.1Sb,c2.1Sb,k2.1Sw,m2.1Sw")
    illegal(state, "Cd2.1-a2.1E", "wider than the table")


# --- moving a sceptre --------------------------------------------------------------------


def test_lateral_over_tops_stops_before_a_sceptre() -> None:
    targets = sceptre_targets(START, "b2.2U")
    assert "c2.2U" in targets and "d2.2U" not in targets
    assert "b3.2U" not in targets  # White's sceptre stands there


def test_lateral_over_a_convex_edge_down_the_side_to_the_table() -> None:
    targets = sceptre_targets(START, "b2.2U")
    assert {"b2.2S", "b2.1S"} <= targets
    assert {"b2.2W"} <= targets and "b2.1W" not in targets  # b2.1's west face is a dome


def test_lateral_stops_at_a_dome() -> None:
    assert "d2.2E" not in sceptre_targets(START, "d2.2U")  # d2.2's east face is a dome


def test_diagonal_on_top_faces_stops_at_a_gap() -> None:
    assert "c3.2U" in sceptre_targets(START, "b2.2U")
    assert sceptre_targets(START, "b2.2U") == {"b2.1S", "b2.2S", "b2.2W", "c2.2U", "c3.2U"}


CONCAVE = ("b2.1wE,c2.1bE,d2.1bUN,d2.2bN", "c2.1Ub,d2.1Sb,b2.1Nw,b2.1Sw")


def test_lateral_up_a_concave_corner_over_the_top_and_down() -> None:
    state = position(*CONCAVE)
    targets = sceptre_targets(state, "c2.1U")
    assert {"d2.2W", "d2.2U", "d2.2E", "d2.1E"} <= targets
    assert "d2.1U" not in targets  # covered by d2.2


def test_lateral_down_a_side_onto_a_cube_sticking_out_below() -> None:
    state = position("b2.1wE,c2.1bUN,c2.2bN,d2.1bS", "c2.2Eb,b2.1Nb,c2.1Sw,d2.1Nw")
    targets = sceptre_targets(state, "c2.2E")
    assert {"d2.1U", "d2.1E"} <= targets
    assert "c2.1E" not in targets  # covered by d2.1


def test_lateral_up_a_side_and_over_the_edge() -> None:
    state = position("b2.1wE,c2.1bUN,c2.2bN,d2.1bS", "c2.1Sb,b2.1Nb,d2.1Nw,d2.1Ew")
    targets = sceptre_targets(state, "c2.1S")
    assert {"c2.2S", "c2.2U"} <= targets


LONE = ("b2.1bU,d2.1wE,e2.1wU", "b2.1Sb,d2.1Ub,e2.1Nw,e2.1Sw")


def test_lateral_round_a_lone_cube_stops_where_it_began() -> None:
    state = position(*LONE)
    assert sceptre_targets(state, "b2.1S") == {"b2.1E", "b2.1N", "b2.1W"}


def test_lateral_round_side_faces_turning_a_concave_corner() -> None:
    # b3.1's south face, heading east, meets c2.1 standing in front: onto its west face.
    state = position("b3.1bN,c2.1wN,c3.1wW", "b3.1Sb,b3.1Wb,c2.1Sw,c2.1Ew")
    assert "c2.1W" in sceptre_targets(state, "b3.1S")


SQUEEZE = ("b2.1bS,c2.1wES,b3.1wNW,c3.1bN,c2.2wD,b3.2wD", "b2.1Ub,b2.1Wb,c2.2Uw,b3.2Uw")


def test_diagonal_may_not_squeeze_between_two_cubes() -> None:
    state = position(*SQUEEZE)
    assert "c3.1U" not in sceptre_targets(state, "b2.1U")


def test_diagonal_passes_a_single_cube_at_its_level() -> None:
    state = position("b2.1bS,c2.1wES,b3.1wNW,c3.1bN,c2.2wD", "b2.1Ub,b2.1Wb,c2.2Uw,b3.1Uw")
    assert "c3.1U" in sceptre_targets(state, "b2.1U")


def test_diagonal_never_changes_level() -> None:
    state = position("b2.1bS,c2.1wES,b3.1wNW,c3.1bN,c3.2wD", "b2.1Ub,b2.1Wb,c3.2Uw,b3.1Uw")
    targets = sceptre_targets(state, "b2.1U")
    assert "c3.1U" not in targets and "c3.2U" not in targets


def test_diagonal_on_a_side_face() -> None:
    state = START.play("Sb2.2U-b2.2W").play("Sb3.2U-b3.2N")
    assert "b3.1W" in sceptre_targets(state, "b2.2W")


def test_a_sceptre_may_stop_on_any_face_it_passes() -> None:
    state = position(*CONCAVE)
    assert len({"d2.2W", "d2.2U", "d2.2E", "d2.1E"} & sceptre_targets(state, "c2.1U")) == 4


def test_only_own_sceptres_move() -> None:
    illegal(START, "Sb3.2U-b3.2N", "white's")
    illegal(START, "Sc2.2U-c2.2S", "no sceptre")
    illegal(START, "Sb2.2U-d2.2U", "cannot reach")


# --- elimination -------------------------------------------------------------------------

ELIMINATE = ("b2.1wE,c2.1bNE,d2.1wU", "b2.1Ub,c2.1Sb,d2.1Nw,d2.1Sw")


def test_leaving_an_opposing_cube_for_an_own_cube_eliminates_it() -> None:
    state = position(*ELIMINATE)
    assert "Sb2.1Uxc2.1U" in state.legal_moves()
    after = state.play("Sb2.1Uxc2.1U")
    assert len(after.layout.cubes) == 2
    assert sorted(c.colour for c in after.layout.cubes.values()) == ["black", "white"]


def test_the_eliminating_move_must_be_written_with_x() -> None:
    illegal(position(*ELIMINATE), "Sb2.1U-c2.1U", r"write Sb2.1Uxc2.1U")


def test_no_elimination_while_another_sceptre_stands_on_the_cube() -> None:
    state = position("b2.1wE,c2.1bNE,d2.1wU", "b2.1Ub,b2.1Sb,d2.1Nw,d2.1Sw")
    assert "Sb2.1U-c2.1U" in state.legal_moves()


def test_no_elimination_of_a_cube_under_another_cube() -> None:
    state = position("b2.1wE,b2.2bD,c2.1bES,d2.1wU", "b2.1Nb,b2.2Ub,d2.1Nw,d2.1Sw")
    assert "Sb2.1N-c2.1N" in state.legal_moves()
    illegal(state, "Sb2.1Nxc2.1N", "no cube is eliminated")


def test_no_elimination_when_landing_on_an_opposing_cube() -> None:
    state = position("b2.1wE,c2.1wNE,d2.1bU,e2.1wW", "b2.1Ub,d2.1Nb,e2.1Nw,e2.1Sw")
    assert "Sb2.1U-c2.1U" in state.legal_moves()


# --- the win, pairs, and no move ---------------------------------------------------------

WIN = ("b2.1bE,c2.1bES,d2.1wU", "b2.1Ub,b2.1Sb,c2.1Nw,d2.1Nw")


def test_a_sceptre_landing_on_a_cube_with_an_opposing_sceptre_wins() -> None:
    state = position(*WIN)
    after = state.play("Sb2.1U-c2.1U")
    assert after.winner == "black" and after.is_over and after.legal_moves() == []
    assert "sceptre" in (after.reason or "")


def test_threats_list_the_opponents_winning_moves() -> None:
    state = position(*WIN, side="w")
    assert "Sb2.1U-c2.1U" in state.threats()


PAIR = ("b2.1bE,c2.1bES,d2.1wU,e2.1wW", "b2.1Ub,c2.1Nb,d2.1Nw,e2.1Nw")


def test_two_own_sceptres_on_one_cube_lose_by_default() -> None:
    """The 2008 edition's rules: two sceptres on one cube always end the game; the player who
    put both of theirs there loses."""
    after = AxiomGame().from_position(" ".join((*PAIR, "b 5"))).play("Sb2.1U-c2.1U")
    assert after.winner == "white" and "both sceptres on one cube" in (after.reason or "")
    assert AxiomGame().options["own_pair"] == "loss"


def test_two_own_sceptres_on_one_cube_allowed_option() -> None:
    after = position(*PAIR).play("Sb2.1U-c2.1U")
    assert after.winner is None and after.to_move == "white"


def test_two_own_sceptres_on_one_cube_forbidden_option() -> None:
    state = position(*PAIR, own_pair="forbidden")
    assert "Sb2.1U-c2.1U" not in state.legal_moves()
    illegal(state, "Sb2.1U-c2.1U", "may not join")


def test_two_own_sceptres_on_one_cube_loss_option() -> None:
    after = position(*PAIR, own_pair="loss").play("Sb2.1U-c2.1U")
    assert after.winner == "white"


# --- sceptre_length=2: the Java program's two-cell sceptre ------------------------------


def from_text(text: str, **options: object) -> AxiomState:
    return AxiomGame(own_pair="allowed", **options).from_position(text)


def both_lengths(text: str) -> tuple[set[str], set[str]]:
    """The legal moves of a position with one-cell and with two-cell sceptres."""
    return set(from_text(text).legal_moves()), set(from_text(text, sceptre_length=2).legal_moves())


def test_two_cell_sceptre_may_not_land_with_a_cube_two_cells_in_front() -> None:
    text = "b2.1bNW,b2.2bDN,b3.1wUN,b4.1wU,b4.2wU,c3.1wUN,f4.1bUW,g4.1wSW b3.1Wb,c3.1Sb,b4.2Ww,f4.1Nw w 119"
    one, two = both_lengths(text)
    # b4.2S faces b3.2, and beyond it stands the cube b2.2
    assert "Sb4.2W-b4.2S" in one and "Sb4.2W-b4.2S" not in two
    with pytest.raises(boardlab.IllegalMove, match="cannot reach b4.2S"):
        from_text(text, sceptre_length=2).play("Sb4.2W-b4.2S")


def test_two_cell_sceptre_keeps_cubes_out_of_the_cell_beyond_it() -> None:
    text = "b5.1wUE,b5.2wW,c5.1bUE,d2.1bN,f5.1wU,g4.1bN,h4.1bN,i4.1wSW,i4.2bDS b5.1Wb,d2.1Sb,b5.2Sw,f5.1Ew b 106"
    one, two = both_lengths(text)
    # h5.1 is the tip of White's sceptre on f5.1E (it fills g5.1 and h5.1)
    assert "Cg4.1-h5.1E" in one and "Cg4.1-h5.1E" not in two
    with pytest.raises(boardlab.IllegalMove, match="in front of a sceptre"):
        from_text(text, sceptre_length=2).play("Cg4.1-h5.1E")


def test_two_cell_sceptres_may_not_stand_tip_to_tip() -> None:
    text = "b3.1bNE,c2.1wUN,c3.1wU,c3.2wU,c3.3bN,d2.1wUN,d3.1bUW,f3.1bUW,f3.2wUS c2.1Wb,d2.1Sb,c3.3Ew,f3.2Ww w 101"
    one, two = both_lengths(text)
    # c3.2E would face f3.2W across d3.2 and e3.2: the two sceptres would meet in e3.2... and d3.2
    assert "Sc3.3Exc3.2E" in one and "Sc3.3Exc3.2E" not in two


def test_two_cell_walk_passes_a_cell_another_sceptre_fills() -> None:
    """As in the Java program, another sceptre only stops a walk on the very face it stands on;
    a face in front of which it stands may be passed but not landed on."""
    text = "b4.1wE,b4.2bDE,c3.1bUN,c3.2wE,d4.1wES,d4.2bD,d4.3wDW,e2.1wN,e3.1wUN,e3.2bU e2.1Ub,e3.2Eb,b4.2Ww,d4.3Nw b 98"
    one, two = both_lengths(text)
    assert "Se3.2E-d4.2S" in two and "Se3.2E-d4.2S" not in one


STUCK = ("b2.1bSW,b3.1wU,c2.1wS,d2.1bES,d3.1wU", "b2.1Ub,d2.1Ub,c2.1Uw,b3.1Nw")


def test_a_player_without_a_legal_move_loses() -> None:
    state = position(*STUCK)
    assert state.legal_moves() == []
    assert state.winner == "white" and "no legal move" in (state.reason or "")


def test_has_legal_move_stops_early_and_agrees_with_the_move_list() -> None:
    stuck = position(*STUCK)
    assert not has_legal_move(stuck.layout, "black", False, False, 1)
    state = AxiomGame(own_pair="allowed").start()
    for ply in range(60):
        for colour in ("black", "white"):
            for forbid, one_piece, length in ((False, False, 1), (True, True, 2)):
                listed = any(True for _ in sceptre_moves(state.layout, colour, forbid, length)) or any(
                    True for _ in cube_moves(state.layout, colour, one_piece, length))
                assert has_legal_move(state.layout, colour, forbid, one_piece, length) == listed
        if state.is_over:
            break
        state = state.play(state.legal_moves()[(ply * 7919) % len(state.legal_moves())])


def test_move_limit_option_draws() -> None:
    state = AxiomGame(move_limit=2).start().play("Sb2.2U-c2.2U").play("Sb3.2U-c3.2U")
    assert state.winner == "draw"


def test_the_game_over_refuses_moves() -> None:
    after = position(*WIN).play("Sb2.1U-c2.1U")
    illegal(after, "Sb2.1S-b2.1W", "game is over")
