"""Cubes rules, one test per rule and decision, on hand-built positions (see src/boardlab/docs/rules/cubes.md).

Boards are written top rank first: ``.`` empty, ``B``/``W`` active, ``b``/``w`` inactive cubes.
"""

from __future__ import annotations

import random

import pytest

import boardlab
from boardlab.core.records import replay_record, write_record
from boardlab.games.cubes.rules import has_legal_move
from boardlab.games.cubes.state import CubesState


def position(rows: str, side: str = "b", bonus: str = "-", turn: int = 10, **options: object) -> CubesState:
    """The position with these board rows (top first) on a board of their size."""
    lines = rows.split()
    game = boardlab.load("cubes", size=len(lines), **options)
    state = game.from_position("/".join(lines) + f" {side} {bonus} {turn}")
    assert isinstance(state, CubesState)
    return state


def cube_at(state: CubesState, square: str) -> str:
    """The position-string letter of the square (``.``, ``B``, ``b``, ``W`` or ``w``)."""
    cube = state.cubes[state.grid.parse(square)]  # type: ignore[index]
    if cube is None:
        return "."
    letter = cube.colour[0]
    return letter.upper() if cube.active else letter


def placements(state: CubesState) -> set[str]:
    return {m for m in state.legal_moves() if "-" not in m and m[0].islower() and m != "end"}


def slides(state: CubesState) -> set[str]:
    return {m for m in state.legal_moves() if "-" in m}


# --- the start and the options ------------------------------------------------------------------


def test_start_has_empty_board_full_pools_and_one_placement_per_square() -> None:
    state = boardlab.load("cubes", first="black").start()
    assert state.pool("black") == state.pool("white") == 8
    assert all(cube is None for cube in state.cubes)
    assert state.legal_moves() == [state.grid.name(s) for s in state.grid.spaces]
    assert state.to_move == "black"


def test_default_board_is_8x8_and_size_is_an_option() -> None:
    assert boardlab.load("cubes").start().grid.size == 8
    assert len(boardlab.load("cubes", size=5).start().legal_moves()) == 25
    for bad in (2, 20, "x"):
        with pytest.raises(boardlab.InvalidOption):
            boardlab.load("cubes", size=bad)


def test_first_player_is_drawn_by_seed_or_chosen() -> None:
    drawn = {boardlab.load("cubes", seed=seed).start().to_move for seed in range(20)}
    assert drawn == {"black", "white"}
    for seed in range(5):
        assert boardlab.load("cubes", seed=seed).start().to_move == boardlab.load("cubes", seed=seed).start().to_move
    assert boardlab.load("cubes", first="white").start().to_move == "white"
    with pytest.raises(boardlab.InvalidOption):
        boardlab.load("cubes", first="red")
    with pytest.raises(boardlab.InvalidOption):
        boardlab.load("cubes", slide="sideways")


def test_library_start_is_reproducible_and_new_games_draw_the_first_player() -> None:
    # The library's start() never changes between calls (seed 0 draws white) ...
    assert {boardlab.load("cubes").start().to_move for _ in range(3)} == {"white"}
    # ... while a new game (CLI, web app) draws afresh and fixes the draw in its options.
    game = boardlab.load("cubes")
    drawn = [game.for_new_game(random.Random(n)) for n in range(20)]
    assert {g.options["first"] for g in drawn} == {"black", "white"}
    assert all(g.start().to_move == g.options["first"] for g in drawn)
    # A seed keeps new games reproducible; a chosen first player stays chosen.
    seeded = boardlab.load("cubes", seed=7)
    assert {seeded.for_new_game(random.Random(n)).options["first"] for n in range(10)} == {seeded.first_player}
    assert boardlab.load("cubes", first="black").for_new_game().options["first"] == "black"


def test_records_name_the_start_so_replays_are_exact() -> None:
    game = boardlab.load("cubes", size=4, first="black")
    state = game.replay(["b2", "c4"])
    record = write_record(state)
    assert record.splitlines()[0] == "Position: ..../..../..../.... b - 0"
    # Read under the default options (seed 0 would draw white) the record still starts with black.
    replayed = replay_record(boardlab.load("cubes", size=4), record)[-1]
    assert replayed.position() == state.position() and replayed.cubes[5].colour == "black"


def test_has_legal_move_agrees_with_the_move_list() -> None:
    stuck = position(".....  .....  ..b..  .....  .....", side="b")
    assert not has_legal_move(stuck.grid, stuck.cubes, "black", stuck.reading)
    assert stuck.winner == "white" and stuck.legal_moves() == []
    first = position(".....  .....  ..b..  .....  .....", side="w")
    assert has_legal_move(first.grid, first.cubes, "white", first.reading) and first.legal_moves()
    sliding = position(".....  .....  ..B..  .....  .....", side="b")
    assert has_legal_move(sliding.grid, sliding.cubes, "black", sliding.reading)


# --- placing ------------------------------------------------------------------------------------


def test_placing_avoids_the_four_squares_in_front_of_an_active_cube() -> None:
    state = position(".....  .....  ..B..  .....  .....")
    assert placements(state) == {state.grid.name(s) for s in state.grid.spaces} - {"c3", "b3", "d3", "c2", "c4"}
    assert "in front of the active cube on c3" in state.explain_illegal("b3")
    with pytest.raises(boardlab.IllegalMove, match="c3 is occupied"):
        state.play("c3")


def test_placed_cube_is_active_when_alone_and_inactive_next_to_a_cube() -> None:
    state = position(".....  .....  ..b..  .....  B....")
    assert cube_at(state.play("e5"), "e5") == "B"
    assert cube_at(state.play("c4"), "c4") == "b"
    assert cube_at(state.play("b2"), "b2") == "B", "a cube diagonally next to an active one stands alone"


def test_placing_never_earns_a_bonus_move_even_when_inactive() -> None:
    state = position(".....  .....  ..b..  .....  B....")
    after = state.play("c4")
    assert after.to_move == "white" and not after.in_bonus
    assert after.moves == ["c4"]


def test_placement_needs_an_active_movable_cube_except_the_first() -> None:
    # Black's only active cube (a1) is boxed in: a2 and b1 are in front of white's b2.
    boxed = position(".....  .....  w....  .W...  B.w..")
    assert boxed.is_over and boxed.winner == "white"
    # White has no cube on the board: its first placement needs no active cube.
    first = position(".....  .....  ..b..  .....  .....", side="w")
    assert len(placements(first)) == 24


def test_no_placement_with_an_empty_pool() -> None:
    state = position("B.b.b.b.  ........  b.b.b.b.  ........  ........  ........  ........  ........")
    assert state.pool("black") == 0
    assert not placements(state)
    assert "no cube left in the pool" in state.explain_illegal("a1")


# --- sliding ------------------------------------------------------------------------------------


def test_an_active_cube_slides_over_empty_squares_along_rows_and_columns() -> None:
    state = position(".....  .....  ..B..  .....  .....")
    assert slides(state) == {"c3-c4", "c3-c5", "c3-c2", "c3-c1", "c3-b3", "c3-a3", "c3-d3", "c3-e3"}
    after = state.play("c3-c5")
    assert cube_at(after, "c5") == "B" and cube_at(after, "c3") == "."
    assert "row or column" in state.explain_illegal("c3-d4")


def test_a_slide_stops_at_cubes_and_only_own_active_cubes_slide() -> None:
    state = position("..w..  .....  ..B..  .....  W...b")
    assert "c3-c5" not in slides(state) and "c3-c4" in slides(state)
    assert "blocked by the cube on c5" in state.explain_illegal("c3-c5")
    assert "white's" in state.explain_illegal("a1-a2")
    assert "inactive" in state.explain_illegal("e1-e2")
    assert "no cube on b2" in state.explain_illegal("b2-b3")


def test_physical_slide_passes_in_front_of_an_active_cube_and_knocks_it() -> None:
    state = position("......  ......  ..W...  B.....  ......  ......")
    assert "a3-c3" not in slides(state)
    assert "c3 is in front of the active cube on c4" in state.explain_illegal("a3-c3")
    after = state.play("a3-d3")
    assert cube_at(after, "c4") == "w", "the cube passed c3, next to c4, and turned it"
    assert cube_at(after, "d3") == "B" and after.side == "white" and not after.in_bonus
    assert after.winner == "black", "white's only cube was knocked: white has no move left"


def test_physical_slide_knocks_cubes_of_both_colours_but_not_diagonal_ones() -> None:
    state = position("......  .B.W..  ......  B.....  ......  ....W.")
    after = state.play("a3-f3")
    assert cube_at(after, "b5") == "B" and cube_at(after, "d5") == "W", "two squares away: untouched"
    state = position("......  ......  ......  .B.W..  B.....  ......")
    after = state.play("a2-f2")
    assert cube_at(after, "b3") == "b" and cube_at(after, "d3") == "w"


def test_strict_slide_may_not_pass_in_front_of_an_active_cube() -> None:
    state = position("......  ......  ..W...  B.....  ......  ......", slide="strict")
    assert "a3-d3" not in slides(state)
    assert "strict" in state.explain_illegal("a3-d3")
    assert slides(state) >= {"a3-b3", "a3-a6", "a3-a1"}


def test_strict_slide_knocks_active_cubes_diagonally_next_to_the_squares_entered() -> None:
    state = position("......  ......  ..W...  B.....  ......  ......", slide="strict")
    after = state.play("a3-b3")
    assert cube_at(after, "c4") == "w", "c4 is diagonally next to b3, where the cube stopped"
    assert cube_at(after, "b3") == "B"


def test_strict_slide_leaves_a_cube_diagonal_to_its_start_square_alone() -> None:
    """The ruling in the rules page: the start square is not part of "the path"."""
    state = position("......  ......  ...W..  ..B...  ......  ......", slide="strict")  # d4 diagonal to c3
    for slide_text in ("c3-c1", "c3-a3"):
        after = state.play(slide_text)
        assert cube_at(after, "d4") == "W", f"{slide_text}: d4 touches only the start square c3, never entered"


def test_a_slide_may_end_next_to_its_own_start_square() -> None:
    state = position(".....  .....  ..B..  .....  .....")
    assert cube_at(state.play("c3-c4"), "c4") == "B"


# --- bonus moves --------------------------------------------------------------------------------

CHAIN = ".....W  B.....  ......  B...w.  ......  b....."


def test_slide_ending_next_to_a_cube_stays_inactive_and_earns_a_bonus() -> None:
    state = position("......  ......  ......  B...w.  ......  ......")
    after = state.play("a3-d3")
    assert cube_at(after, "d3") == "b"
    assert after.to_move == "black" and after.in_bonus and after.just_moved == after.grid.parse("d3")
    assert after.legal_moves() == ["end"], "no active cube left: no placement, slide, activation or take-up"
    done = after.play("end")
    assert done.side == "white" and done.moves == ["a3-d3/end"]


def test_bonus_step_offers_placement_slide_activation_take_up_and_end() -> None:
    after = position(CHAIN).play("a3-d3")
    moves = set(after.legal_moves())
    assert {"a5-e5", "a5-a2", "Aa1", "Ta5", "Ta1", "end", "c6"} <= moves
    assert "Td3" not in moves and "Ad3" not in moves
    assert "a6" not in moves, "a6 is in front of the active cube on a5"


def test_bonus_chain_continues_while_slides_end_inactive_and_is_one_turn() -> None:
    state = position(CHAIN)
    after = state.play("a3-d3").play("a5-a2")
    assert after.in_bonus and after.just_moved == after.grid.parse("a2")
    assert "Ta2" not in after.legal_moves(), "the cube just moved cannot be taken up"
    assert "Td3" in after.legal_moves(), "a cube moved earlier in the turn can"
    assert "Aa1" not in after.legal_moves(), "a1 now has a neighbour"
    done = after.play("Td3")
    assert done.to_move == "white" and done.moves == ["a3-d3/a5-a2/Td3"]
    assert done.pool("black") == 6 and cube_at(done, "d3") == "."
    assert state.play_turn("a3-d3/a5-a2/Td3").position() == done.position()


def test_bonus_slide_ending_active_ends_the_turn() -> None:
    done = position(CHAIN).play("a3-d3").play("a5-e5")
    assert done.to_move == "white" and cube_at(done, "e5") == "B"


def test_activation_turns_a_lonely_inactive_cube_and_ends_the_turn() -> None:
    after = position(CHAIN).play("a3-d3")
    done = after.play("Aa1")
    assert cube_at(done, "a1") == "B" and done.to_move == "white"
    assert "has a cube next to it" in after.explain_illegal("Ad3")
    assert "white's" in after.explain_illegal("Ae3")
    assert "already active" in after.explain_illegal("Aa5")


def test_take_up_returns_a_cube_to_the_pool_but_not_the_one_just_moved() -> None:
    after = position(CHAIN).play("a3-d3")
    assert "just been moved" in after.explain_illegal("Td3")
    assert "white's" in after.explain_illegal("Te3")
    done = after.play("Ta5")
    assert done.pool("black") == 6 and done.to_move == "white"


def test_bonus_only_moves_are_refused_at_the_start_of_a_turn() -> None:
    state = position(CHAIN)
    for move in ("Aa1", "Ta5", "end"):
        assert move not in state.legal_moves()
        assert "only as a bonus move" in state.explain_illegal(move)


def test_bonus_placement_still_needs_an_active_movable_cube() -> None:
    after = position("......  ......  ......  B...w.  ......  ......").play("a3-d3")
    assert "c1" not in after.legal_moves()
    assert "only while having an active cube" in after.explain_illegal("c1")


def test_a_game_is_never_over_in_the_middle_of_a_turn() -> None:
    after = position("......  ......  ......  B...w.  ......  ......").play("a3-d3")
    assert not after.is_over and after.to_move == "black"
    assert after.play("end").winner == "black", "white, with only an inactive cube, has no move"


# --- the end of the game ------------------------------------------------------------------------


def test_player_without_a_legal_move_loses() -> None:
    state = position(".....  .....  w....  .W...  B.w..")
    assert state.winner == "white" and state.reason == "black cannot make a legal move"
    assert state.legal_moves() == [] and state.to_move is None
    assert "game is over" in state.explain_illegal("a1-a2")


def test_player_with_only_inactive_cubes_loses() -> None:
    state = position(".....  .b...  .....  ...W.  .....")
    assert state.winner == "white"


def test_player_with_no_cube_on_the_board_and_no_free_square_loses() -> None:
    state = position("B.B  .B.  B.B", side="w")
    assert state.pool("white") == 8 and state.winner == "black"


SEALED = "...w....  .W.w....  ...w....  wwww....  ....bbbb  ....b...  ....b.B.  ....b..."
ROW_WALL = "........  ...W....  ........  wwwwwwwb  ........  ........  ...B..bb  b....bbb"


@pytest.mark.parametrize("reading", ["physical", "strict"])
def test_players_sealed_in_separate_regions_draw(reading: str) -> None:
    for rows in (SEALED, ROW_WALL):
        state = position(rows, slide=reading)
        assert state.winner == "draw", rows
        assert "sealed in separate regions" in state.reason  # type: ignore[operator]


def test_isolated_cube_opening_onto_its_owners_room_keeps_the_draw() -> None:
    assert position(ROW_WALL).winner == "draw", "a1 can only be activated inside black's own room"


@pytest.mark.parametrize(
    "rows, broken",
    [
        ("...w....  .W.w....  ...w....  wwww....  .....bbb  ....b...  ....b.B.  ....b...", "a pool is not empty"),
        ("...w....  .W.w....  ...w....  wwww....  .....bbb  ....b...  ....b.B.  ....b..B", "two active cubes"),
        ("b.......  ...W....  ........  wwwwwwwb  ........  ........  ...B..bb  .....bbb", "isolated cube in the other room"),
        ("........  ...W....  ........  wwwwwww.  ........  ........  ...B..bb  b...bbbb", "one room for both"),
        ("w..w....  .W.w....  ...w....  www.....  ....bbbb  ....b...  ....b.B.  ....b...", "no slide that stays active"),
    ],
)
def test_no_draw_when_a_condition_of_separation_fails(rows: str, broken: str) -> None:
    assert position(rows).winner is None, broken


def test_rooms_touching_diagonally_are_separate_only_under_the_physical_reading() -> None:
    rows = "...ww...  .W.w....  ...w....  www.....  ......B.  ........  bbbb....  bbb....."
    assert position(rows).winner == "draw"
    assert position(rows, slide="strict").winner is None


def test_the_draw_is_detected_after_the_turn_that_seals_the_regions() -> None:
    state = position("...w....  .W.w....  ...w....  wwww....  .....bbb  ....b...  ....b.B.  ....b...")
    assert not state.is_over
    after = state.play("e4")
    assert cube_at(after, "e4") == "b" and after.winner == "draw"


def test_move_limit_option_draws_after_that_many_turns() -> None:
    state = position(".....  .....  ..B..  .....  ..W..", turn=9, move_limit=10)
    assert not state.is_over
    after = state.play("c3-c5")
    assert after.winner == "draw" and "move limit" in after.reason  # type: ignore[operator]
