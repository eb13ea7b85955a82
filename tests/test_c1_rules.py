"""Every C1 rule and ruling, on hand-built positions (see docs/rules/c1.md).

Diagrams list rank 7 first; ``b``/``w`` are tiles, ``.`` Void, ``C``/``P`` Black's cone and
pyramids, ``c``/``p`` White's (see c1_util.diagram).
"""

from __future__ import annotations

import pytest
from c1_util import START, diagram, targets

import boardlab
from boardlab.core.records import replay_record
from boardlab.games.c1.board import FIXED, parse_cell


def test_start_position_matches_the_rulings() -> None:
    state = boardlab.load("c1").start()
    assert state.position() == diagram(START).position()
    assert sum(tile is not None for tile in state.tiles) == 42
    assert len(FIXED) == 22
    assert state.to_move == "black"
    assert len(state.legal_moves()) == 18


# --- moving a cone -------------------------------------------------------------------------

def test_cone_steps_one_orthogonally_and_runs_diagonally() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  bC b  b  b
b  b  b  b  b  b  b
""")
    # orthogonal steps d1 d3 c2 e2; diagonals stop at the board edge (c1, e1) or Void (c3, e3)
    assert targets(state, "d2") == {"d1", "d3", "c2", "e2", "c1", "e1", "c3", "e3"}


def test_cone_diagonal_is_blocked_by_a_piece() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  bp b  b
b  b  b  bC b  b  b
b  b  b  b  b  b  b
""")
    assert "e3" not in targets(state, "d2")
    assert "c3" in targets(state, "d2")


def test_cone_runs_far_along_a_diagonal_but_steps_once_orthogonally() -> None:
    state = diagram("""
w  w  w  w  w  w  wc
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  b  .  .  .
b  b  b  .  b  b  b
b  bC b  b  b  b  b
b  b  b  b  b  b  b
""")
    # b2 -> c3 -> d4 (a slid tile) -> e5 -> f6, stopped by White's cone on g7
    assert {"c3", "d4", "e5", "f6"} <= targets(state, "b2")
    assert "g7" not in targets(state, "b2")
    assert "b4" not in targets(state, "b2")


# --- moving a pyramid ----------------------------------------------------------------------

def test_pyramid_steps_one_orthogonally_never_diagonally() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  bP b  b  b
bC b  b  b  b  b  b
""")
    assert targets(state, "d2") == {"d1", "d3", "c2", "e2"}


def test_pyramid_jumps_pieces_and_single_voids_and_chains_with_turns() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  bp b  b  b
b  b  bC bP b  b  b
""")
    # step e1; jump over the cone c1 to b1; over d2 to d3, then on over the Void d4 to d5
    assert targets(state, "d1") == {"e1", "b1", "d3", "d5"}


def test_pyramid_cannot_jump_two_voids() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
b  .  .  .  .  .  .
b  b  b  .  b  b  b
b  b  b  bP b  b  b
bC b  b  b  b  b  b
""")
    assert targets(state, "d2") == {"d1", "c2", "e2"}


def test_pyramid_cannot_jump_two_pieces() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  bp b  b  b
b  b  b  bp b  b  b
b  b  bC bP b  b  b
""")
    assert targets(state, "d1") == {"e1", "b1"}


def test_pyramid_never_lands_back_where_it_started() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  bp b  b  b
bC b  b  bP b  b  b
""")
    # d1 over d2 to d3 and d3 over d2 back to d1 would return home: not a move
    assert targets(state, "d1") == {"c1", "e1", "d3", "d5"}
    assert "Pd1-d1" not in state.legal_moves()


def test_pyramid_does_not_jump_over_the_board_edge() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
bP bC b  b  b  b  b
""")
    assert targets(state, "a1") == {"a2", "c1"}


# --- moving a tile -------------------------------------------------------------------------

def test_tile_slides_through_tileless_cells_up_to_the_next_tile_or_edge() -> None:
    state = boardlab.load("c1").start()
    assert targets(state, "b3") == {"b4"}
    after = state.play("Tb3-b4").play("Pe7-e6")
    assert targets(after, "b2") == {"b3"}  # into the hole, stopped by the tile now on b4
    assert targets(after, "b4") == {"a4", "c4", "d4", "e4", "f4", "g4", "b3"}


def test_only_own_unoccupied_slidable_tiles_move() -> None:
    state = boardlab.load("c1").start()
    with pytest.raises(boardlab.IllegalMove, match="Ta3-a4: the tile at a3 is a fixed tile"):
        state.play("Ta3-a4")
    with pytest.raises(boardlab.IllegalMove, match="White's; players move only their own tiles"):
        state.play("Tb5-b4")
    after = state.play("Cd1-d2").play("Pe7-e6")
    with pytest.raises(boardlab.IllegalMove, match="occupied by the black cone"):
        after.play("Td2-d3")


# --- eliminating a tile --------------------------------------------------------------------

ON_WHITE_TILE = """
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  wP w  w  w  w
.  .  b  .  .  .  .
b  b  .  b  b  b  b
b  b  b  b  b  b  b
bC b  b  b  b  b  b
"""


def test_leaving_an_opponent_tile_for_an_own_tile_eliminates_it() -> None:
    state = diagram(ON_WHITE_TILE)
    moves = state.legal_moves()
    assert "Pc5xc4" in moves and "Pc5-c4" not in moves
    assert "Pc5-c6" in moves  # White tile to White tile: nothing is eliminated
    after = state.play("Pc5xc4")
    assert after.tiles[parse_cell("c5")] is None
    assert state.tiles[parse_cell("c5")] == "white"  # the old state is untouched


def test_fixed_tiles_are_never_eliminated() -> None:
    state = diagram("""
w  w  w  wc w  w  w
w  w  w  w  w  w  w
wC w  w  w  w  w  w
b  .  .  .  .  .  .
b  .  b  b  b  b  b
b  b  b  b  b  b  b
b  bP b  b  b  b  b
""")
    assert "Ca5-a4" in state.legal_moves()
    with pytest.raises(boardlab.IllegalMove, match=r"^Ca5xa4: no tile is eliminated \(a5 is a fixed tile\); write Ca5-a4$"):
        state.play("Ca5xa4")
    assert state.play("Ca5-a4").tiles[parse_cell("a5")] == "white"


def test_wrong_separator_is_explained_with_the_correction() -> None:
    state = diagram(ON_WHITE_TILE)
    with pytest.raises(boardlab.IllegalMove, match="eliminates the tile at c5; write Pc5xc4"):
        state.play("Pc5-c4")
    with pytest.raises(boardlab.IllegalMove, match=r"no tile is eliminated \(c6 is not Black's tile\); write Pc5-c6"):
        state.play("Pc5xc6")
    with pytest.raises(boardlab.IllegalMove, match="a tile move never eliminates a tile; write Tb3-b4"):
        boardlab.load("c1").start().play("Tb3xb4")


def test_illegal_moves_are_explained_in_the_players_terms() -> None:
    state = boardlab.load("c1").start()
    cases = {
        "Cd1-d3": "the cone at d1 cannot reach d3",
        "Pb1-b3": "the pyramid at b1 cannot reach b3",
        "Cd2-d3": "there is no cone at d2",
        "Pd1-d2": "there is no pyramid at d1",
        "Pb7-b6": "the pyramid at b7 is White's; it is Black's turn",
        "Td4-d5": "there is no tile at d4",
        "Tb3-b5": "the tile at b3 cannot slide to b5",
        "hello": "not a C1 move",
        "cd1-d2": "not a C1 move",
        "Cd1-d2 ": "not a C1 move",
    }
    for move, reason in cases.items():
        with pytest.raises(boardlab.IllegalMove) as caught:
            state.play(move)
        assert reason in str(caught.value), move


# --- winning -------------------------------------------------------------------------------

def test_surrounding_with_pieces_and_the_edge_wins() -> None:
    state = diagram("""
wc w  wP w  w  w  w
wp w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
b  b  b  bC b  b  b
""")
    assert not state.is_over
    final = state.play("Pc7-b7")  # a7: edge, edge, a Black pyramid on b7, White's own on a6
    assert final.winner == "black" and final.reason == "white's cone is surrounded"
    assert final.is_over and final.legal_moves() == [] and final.to_move is None


VOID_RING = """
w  w  w  {white} w  w  w
w  w  w  w  w  w  w
w  w  w  .  w  w  w
.  .  .  {d4} b  .  .
b  b  b  .  .  b  b
b  b  b  b  b  b  b
b  b  b  {black} b  b  b
"""


def test_void_alone_can_surround_a_cone() -> None:
    state = diagram(VOID_RING.format(white="w", d4="bc", black="bC"))
    final = state.play("Te4-f4")  # d4's last tile neighbour slides away
    assert final.winner == "black"


def test_a_player_who_surrounds_their_own_cone_loses() -> None:
    state = diagram(VOID_RING.format(white="wc", d4="bC", black="b"))
    final = state.play("Te4-f4")
    assert final.winner == "white" and final.reason == "black's cone is surrounded"


BOTH_CONES = """
w  w  w  w  w  w  w
w  w  w  w  .  w  w
w  w  w  .  wc .  w
.  .  .  bC b  .  .
b  b  .  .  b  b  b
b  b  b  b  b  b  b
b  b  b  b  b  b  b
"""


def test_both_cones_surrounded_at_once_is_a_draw() -> None:
    state = diagram(BOTH_CONES)
    assert not state.is_over
    final = state.play("Te4-f4")  # e4 touched both cones
    assert final.winner == "draw" and final.reason == "both cones are surrounded"


def test_diagonal_neighbours_do_not_count() -> None:
    state = diagram("""
w  w  w  w  w  w  w
w  w  .  w  .  w  w
w  w  w  wc w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
b  b  b  bC b  b  b
""")
    assert not state.is_over  # Void on all four diagonals, tiles or Void orthogonally open


def test_a_position_with_a_surrounded_cone_is_over() -> None:
    state = diagram("""
w  w  w  w  w  w  w
w  w  w  .  w  w  w
w  w  .  wc .  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
b  b  b  bC b  b  b
""")
    assert state.winner == "black" and state.legal_moves() == [] and state.to_move is None


# --- endless games (options) ----------------------------------------------------------------

SHUFFLE = ["Cd1-d2", "Pe7-e6", "Cd2-d1", "Pe6-e7"]


def test_move_limit_draws_after_the_given_number_of_turns() -> None:
    state = boardlab.load("c1", move_limit=4).replay(SHUFFLE)
    assert state.winner == "draw" and "move limit of 4 turns" in state.reason
    assert not boardlab.load("c1").replay(SHUFFLE).is_over


def test_repetition_draws_when_a_position_recurs() -> None:
    game = boardlab.load("c1", repetition=3)
    state = game.replay(SHUFFLE)  # the start position has now occurred twice
    assert not state.is_over
    state = game.replay(SHUFFLE, state)  # and a third time
    assert state.winner == "draw" and "3 times" in state.reason
    assert not boardlab.load("c1").replay(SHUFFLE * 2).is_over  # off by default


def test_bad_option_values_are_refused() -> None:
    with pytest.raises(boardlab.InvalidOption, match="must be one of 'c1', 'c2'"):
        boardlab.load("c1", variant="c3")
    with pytest.raises(boardlab.InvalidOption, match="at least 0"):
        boardlab.load("c1", move_limit=-1)
    with pytest.raises(boardlab.InvalidOption, match="expects int"):
        boardlab.load("c1", repetition="often")


# --- threats -------------------------------------------------------------------------------

def test_threats_list_the_opponents_winning_moves() -> None:
    state = diagram("""
wc w  wP w  w  w  w
wp w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
b  b  b  bC b  b  b
""", side="w")
    assert state.threats() == ["Pc7-b7"]
    assert boardlab.load("c1").start().threats() == []


def test_threats_leave_out_moves_that_only_draw() -> None:
    assert "Te4-f4" not in diagram(BOTH_CONES, side="w").threats()


# --- variant C2 ----------------------------------------------------------------------------

def test_c2_turn_is_an_optional_tile_move_then_a_piece_move() -> None:
    game = boardlab.load("c1", variant="c2")
    state = game.start()
    assert {"Tb3-b4", "Cd1-d2"} <= set(state.legal_moves())
    mid = state.play("Tb3-b4")
    assert mid.to_move == "black" and mid.turn_steps == ("Tb3-b4",)
    assert all(move[0] in "CP" for move in mid.legal_moves())
    with pytest.raises(boardlab.IllegalMove, match="tile move of this C2 turn has been made"):
        mid.play("Tc3-c4")
    done = mid.play("Cd1-d2")
    assert done.to_move == "white" and done.moves == ["Tb3-b4/Cd1-d2"]
    assert mid.position().split()[2] == "b+"
    assert game.from_position(mid.position()).legal_moves() == mid.legal_moves()
    assert state.play("Cd1-d2").moves == ["Cd1-d2"]  # the tile move is optional
    assert game.replay(["Tb3-b4/Cd1-d2"]).position() == done.position()


def test_c2_checks_surrounds_only_at_the_end_of_the_turn() -> None:
    text = VOID_RING.format(white="wc", d4="bC", black="b").replace("b  b  b  b  b  b  b\nb  b  b  b ", "b  b  b  b  b  b  b\nbP b  b  b ")
    state = diagram(text, variant="c2")
    mid = state.play("Te4-f4")  # Black's own cone is surrounded by Void now...
    assert not mid.is_over and mid.to_move == "black"
    assert not mid.play("Cd4-c3").is_over  # ...and escapes diagonally in the same turn
    assert mid.play("Pa1-a2").winner == "white"  # or stays surrounded and loses
    assert diagram(text).play("Te4-f4").winner == "white"  # in C1 the tile move alone loses


def test_c2_mid_turn_positions_need_the_c2_variant() -> None:
    text = boardlab.load("c1", variant="c2").start().play("Tb3-b4").position()
    with pytest.raises(boardlab.PositionError, match="only in the C2 variant"):
        boardlab.load("c1").from_position(text)


# --- notation and options corrections (issue 11) ----------------------------------------------

def test_c2_turn_with_the_tile_move_second_is_refused_as_such() -> None:
    game = boardlab.load("c1", variant="c2")
    with pytest.raises(boardlab.IllegalMove, match="the tile move must come first in a C2 turn"):
        game.replay(["Cd1-d2/Tb3-b4"])
    with pytest.raises(boardlab.RecordError, match="the tile move must come first"):
        replay_record(game, "[Cd1-d2/Tb3-b4]")
    assert game.replay(["Tb3-b4/Cd1-d2"]).moves == ["Tb3-b4/Cd1-d2"]
    # Mid-turn, a tile move is refused for being a second tile move, whatever tile it names.
    with pytest.raises(boardlab.IllegalMove, match="tile move of this C2 turn has been made"):
        game.start().play("Tb3-b4").play("Tb5-b4")


def test_repetition_1_is_refused_and_2_is_allowed() -> None:
    with pytest.raises(boardlab.InvalidOption, match="'repetition' must be 0 .off. or at least 2"):
        boardlab.load("c1", repetition=1)
    state = boardlab.load("c1", repetition=2).replay(SHUFFLE)
    assert state.winner == "draw" and "2 times" in state.reason


def test_move_limit_counts_the_turn_number() -> None:
    game = boardlab.load("c1", move_limit=2)
    assert not game.replay(SHUFFLE[:1]).is_over
    assert game.replay(SHUFFLE[:2]).winner == "draw"
    # The turn number of a position string counts: at turn 5 a limit of 6 ends after one turn.
    at_five = boardlab.load("c1").start().position().replace(" b 0", " b 5")
    late = boardlab.load("c1", move_limit=6).from_position(at_five)
    assert not late.is_over and late.play("Cd1-d2").winner == "draw"
    assert boardlab.load("c1", move_limit=5).from_position(at_five).winner == "draw"
    # In C2 a tile move is half a turn: the limit waits for the piece move.
    c2 = boardlab.load("c1", variant="c2", move_limit=1).start().play("Tb3-b4")
    assert not c2.is_over and c2.play("Cd1-d2").winner == "draw"


def test_typographic_dashes_are_accepted() -> None:
    game = boardlab.load("c1")
    for dash in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d":
        assert game.normalise_move(f"Cd1{dash}d2") == "Cd1-d2"
    assert replay_record(game, "[Cd1\u2013d2, Pe7\u2014e6]")[-1].moves == ["Cd1-d2", "Pe7-e6"]
    with pytest.raises(boardlab.IllegalMove, match="did you mean Cd1-d2"):
        game.start().play("Cd1\u2013d2")


def test_old_dotted_notation_gets_the_modern_spelling() -> None:
    state = boardlab.load("c1").start().play("Cd1-d2").play("Pe7-e6")
    with pytest.raises(boardlab.IllegalMove, match=r"old dotted notation \(figure 10\).*today's notation is Pb1-d5"):
        state.play("Pd5.b1")
    with pytest.raises(boardlab.IllegalMove, match="today's notation is Tb3-b4"):
        state.play("Tb4.b3")
    with pytest.raises(boardlab.RecordError, match="today's notation is Cd2-d3"):
        replay_record(boardlab.load("c1"), "[Cd1-d2, Pe7-e6] [cd3.d2]")


def test_wrong_piece_letter_suggests_the_move() -> None:
    state = boardlab.load("c1").start()
    with pytest.raises(boardlab.IllegalMove, match=r"^Cb1-a1: there is no cone at b1; did you mean Pb1-a1\?$"):
        state.play("Cb1-a1")
    with pytest.raises(boardlab.IllegalMove, match=r"^Pd1-e2: there is no pyramid at d1; did you mean Cd1-e2\?$"):
        state.play("Pd1-e2")
    with pytest.raises(boardlab.IllegalMove, match=r"fixed tile; did you mean Pb1-b2\?$"):
        state.play("Tb1-b2")
    with pytest.raises(boardlab.IllegalMove) as caught:
        state.play("Cb1-b7")  # no move joins these cells: no suggestion
    assert "did you mean" not in str(caught.value)
