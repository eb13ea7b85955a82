"""CCC: set-ups, notation, position strings, the basic pieces, Attacks, the Nice Flag, the end.

Every rule and every interpretation in src/boardlab/docs/rules/ccc.md has a test here or in
test_ccc_structures.py, each on a hand-built position (``from_layout``: cell -> token, upper
case Black, lower case White, a Structure in brackets bottom first).
"""

from __future__ import annotations

import pytest

import boardlab
from boardlab.core.errors import IllegalMove, InvalidOption, PositionError
from boardlab.games.ccc.board import STANDARD_SPECIALS, Piece
from boardlab.games.ccc.rules import finite_strength

GAME = boardlab.load("ccc")


def at(state, name: str) -> str:
    """The position-string token of a cell."""
    from boardlab.games.ccc.notation import write_stack

    return write_stack(state.pos.cells[state.pos.geometry.parse_cell(name)])


def layout(cells: dict[str, str], side: str = "black", **kwargs):
    """A position on the standard board; a lone Small Pyramid is added in a corner for a
    side that has no Pyramid (so the game is not over)."""
    cells = dict(cells)
    text = "".join(cells.values())
    if not any(c in text for c in "SML"):
        cells.setdefault("a1", "S")
    if not any(c in text for c in "sml"):
        cells.setdefault("h8", "s")
    return GAME.from_layout(cells, side, **kwargs)


def moves_from(state, cell: str) -> set[str]:
    """The legal steps of the piece on ``cell``."""
    end = 1 + len(cell)
    return {m for m in state.legal_moves() if m[1:end] == cell and len(m) > end and not m[end].isdigit()}


# --- set-up -------------------------------------------------------------------------------------

def test_default_setup_is_the_rulings_8x8() -> None:
    assert GAME.start().position() == (
        "ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - 0")
    assert STANDARD_SPECIALS == "CTSLNMTC"


def test_black_moves_first_unless_the_option_says_white() -> None:
    assert GAME.start().to_move == "black"
    assert boardlab.load("ccc", first="white").start().to_move == "white"


@pytest.mark.parametrize("rows, ranks", [(0, 4), (1, 6), (2, 8), (3, 10)])
def test_flat_rows_set_the_board_height(rows: int, ranks: int) -> None:
    state = boardlab.load("ccc", flat_rows=rows).start()
    assert state.pos.geometry.height == ranks
    flats = sum(p.kind == "F" for s in state.pos.cells if s for p in s)
    assert flats == 16 * rows


def test_flats_behind_the_specials() -> None:
    text = boardlab.load("ccc", flat_placement="behind").start().position().split()[0]
    assert text == "ffffffff/ffffffff/ctslnmtc/......../......../CTSLNMTC/FFFFFFFF/FFFFFFFF"


def test_flats_around_the_specials_larger_half_in_front() -> None:
    two = boardlab.load("ccc", flat_placement="around").start().position().split()[0]
    assert two == "ffffffff/ctslnmtc/ffffffff/......../......../FFFFFFFF/CTSLNMTC/FFFFFFFF"
    three = boardlab.load("ccc", flat_placement="around", flat_rows=3).start().position().split()[0]
    assert three.split("/")[-4:] == ["FFFFFFFF", "FFFFFFFF", "CTSLNMTC", "FFFFFFFF"]


def test_empty_ranks_option() -> None:
    assert boardlab.load("ccc", empty_ranks=4).start().pos.geometry.height == 10


def test_random_specials_are_seeded_and_mirrored_by_default() -> None:
    one = boardlab.load("ccc", specials="random", seed=3).start().position()
    assert one == boardlab.load("ccc", specials="random", seed=3).start().position()
    ranks = one.split()[0].split("/")
    assert sorted(ranks[-1]) == sorted("CCTTSMLN") and ranks[0] == ranks[-1].lower()
    others = {boardlab.load("ccc", specials="random", seed=s).start().position() for s in range(6)}
    assert len(others) > 1


def test_white_specials_rotated_random_or_given() -> None:
    rotated = boardlab.load("ccc", white_specials="rotated").start().position().split()[0].split("/")
    assert rotated[0] == STANDARD_SPECIALS[::-1].lower()
    given = boardlab.load("ccc", specials="LMSNTTCC", white_specials="CCTTNSML").start().position()
    assert given.split()[0].split("/")[0] == "ccttnsml" and given.split()[0].split("/")[-1] == "LMSNTTCC"
    unmirrored = boardlab.load("ccc", white_specials="random", seed=1).start().position().split()[0].split("/")
    assert sorted(unmirrored[0]) == sorted("cctttsmln".replace("t", "", 1))


@pytest.mark.parametrize("bad", [{"specials": "CCCCCCCC"}, {"specials": "CTSLNMT"}, {"white_specials": "xx"},
                                 {"flat_rows": 4}, {"flat_placement": "beside"}, {"empty_ranks": 0}])
def test_bad_setup_options_are_refused(bad: dict) -> None:
    with pytest.raises(InvalidOption):
        boardlab.load("ccc", **bad)


def test_the_flag_is_recreated_on_its_variant_start_space() -> None:
    game = boardlab.load("ccc", specials="NCCTTSML")
    assert game.setup.flag_homes == {"black": 0, "white": 56}


# --- notation, position string, JSON ---------------------------------------------------------------

def test_position_string_carries_strength_stacks_and_pools() -> None:
    state = layout({"d4": "(FFM3S)", "e5": "l2", "c3": "T", "f6": "n"}, torus_strength=(7, 10),
                   flag_acted="w", turn=9)
    text = state.position()
    assert "(FFM3S)" in text and "l2" in text and text.endswith(" b 7,10 w 9")
    assert GAME.from_position(text).position() == text
    assert GAME.from_json(state.to_json()).position() == text


def test_mid_turn_positions_round_trip() -> None:
    hop = layout({"d4": "F", "e5": "f", "e7": "f"}).play("Fd4^f6")
    assert hop.position().endswith("hop:f6")
    collapse = layout({"d4": "(FFF)"}).play("Fd4*3n").play("1d5")
    assert collapse.position().endswith("collapse:d4:n:d5:FF")
    free = layout({"d4": "(FFMS)"}).play("Sd4*3").play("1e5")
    assert free.position().endswith("collapse:d4:-:e5:MS:d4.e5")
    for state in (hop, collapse, free):
        assert GAME.from_position(state.position()).position() == state.position()
        assert GAME.from_json(state.to_json()).position() == state.position()
        assert GAME.from_position(state.position()).legal_moves() == state.legal_moves()


@pytest.mark.parametrize("text, message", [
    ("nonsense", "5 fields"),
    ("ctslnmtc/ffffffff b 10,10 - 0", "8 ranks"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMT b 10,10 - 0", "rank 1"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTX b 10,10 - 0", "piece letter"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC x 10,10 - 0", "side"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 11,10 - 0", "Torus"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 0,10 - 0", "no shared"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 x 0", "Nice Flag"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - z", "turn"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSL9NMTC b 10,10 - 0", "Strength"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFF(SF)/CTSLNMTC b 10,10 - 0", "Structure"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFF(F)/CTSLNMTC b 10,10 - 0", "brackets"),
    ("ctslnmtc/ffffffff/ffffffff/F......./......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - 0", "at most 16"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - 0 hop:d4", "Hop"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFFF/CTSLNMTC b 10,10 - 0 jump:d4", "in-progress"),
    ("......../......../......../......../......../......../......../F...s..S b 10,10 - 1 collapse:a1:s:a1:F",
     "no legal way"),
    ("ctslnmtc/ffffffff/ffffffff/......../......../FFFFFFFF/FFFFFFF./CTSLNMTC b 10,10 - 0 collapse:d4:ne:d4:F",
     "cannot hold"),
])
def test_malformed_positions_get_clear_errors(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        GAME.from_position(text)


def test_malformed_json_gets_clear_errors() -> None:
    data = GAME.start().to_json()
    with pytest.raises(PositionError, match="lacks"):
        GAME.from_json({k: v for k, v in data.items() if k != "cells"})
    with pytest.raises(PositionError, match="not a cell"):
        GAME.from_json({**data, "cells": {"z9": data["cells"]["a1"]}})
    with pytest.raises(PositionError, match="is not a piece"):
        GAME.from_json({**data, "cells": {"a1": [{"piece": "Q", "colour": "black", "strength": 1}]}})
    with pytest.raises(PositionError, match="ranks"):
        GAME.from_json({**data, "ranks": 9})


def test_moves_are_normalised_and_bad_ones_explained() -> None:
    assert GAME.normalise_move("fD2-D3") == "Fd2-d3" and GAME.normalise_move("END") == "end"
    assert GAME.normalise_move("2XE5") == "2xe5"
    start = GAME.start()
    cases = {
        "hello": "not a CCC step",
        "Fd4-d5": "no piece on d4",
        "Fd7-d6": "white's",
        "Sd1-e2": "is a Large Pyramid \\(letter L\\), not S",
        "Fd2-d4": "cannot move to d4",
        "end": "Hop chain",
        "2d4": "Collapse",
        "Ne1-e4": "first turn",
        "N@e1": "still on the board",
        "Fd2*2n": "cannot Collapse",
    }
    for move, message in cases.items():
        with pytest.raises(IllegalMove, match=message):
            start.play(move)


def test_steps_out_of_turn_are_explained() -> None:
    chain = layout({"d4": "F", "e5": "f", "e7": "f"}).play("Fd4^f6")
    with pytest.raises(IllegalMove, match="Hop chain is under way"):
        chain.play("Fa1-a2")
    collapse = layout({"d4": "(FFF)"}).play("Fd4*3n")
    with pytest.raises(IllegalMove, match="Collapse is under way: drop held pieces, one of 1d5"):
        collapse.play("1d6")
    frozen = layout({"d4": "F", "d5": "n"})
    with pytest.raises(IllegalMove, match="next to the opposing Nice Flag"):
        frozen.play("Fd4-c4")
    rested = layout({"e1": "N"}, turn=3, flag_acted="b")
    with pytest.raises(IllegalMove, match="cannot move two turns running"):
        rested.play("Ne1-e4")


def test_records_keep_whole_turns_with_steps() -> None:
    state = layout({"d4": "F", "e5": "f", "e7": "f"}).play("Fd4^f6").play("Ff6^d8")
    assert state.moves == ["Fd4^f6/Ff6^d8"]
    again = layout({"d4": "F", "e5": "f", "e7": "f"}).play_turn("Fd4^f6/Ff6^d8")
    assert again.position() == state.position()


# --- Flats --------------------------------------------------------------------------------------------

def test_flat_moves_left_right_forwards_only() -> None:
    state = layout({"d4": "F"})
    assert moves_from(state, "d4") == {"Fd4-c4", "Fd4-e4", "Fd4-d5"}
    white = layout({"d4": "f"}, side="white")
    assert moves_from(white, "d4") == {"Fd4-c4", "Fd4-e4", "Fd4-d3"}


def test_flat_attacks_diagonally_forward_only_a_lone_opposing_flat() -> None:
    state = layout({"d4": "F", "e5": "f", "c5": "c", "c3": "f"})
    assert "Fd4xe5" in state.legal_moves()
    assert "Fd4xc5" not in state.legal_moves() and "Fd4xc3" not in state.legal_moves()
    stacked = layout({"d4": "F", "e5": "(ff)"})
    assert "Fd4xe5" not in stacked.legal_moves()


def test_flat_attacks_any_opposing_piece_in_front_or_beside() -> None:
    state = layout({"d4": "F", "d5": "l", "c4": "(ff)"})
    assert "Fd4xd5" in state.legal_moves() and "Fd4xc4" in state.legal_moves()
    after = state.play("Fd4xd5")
    assert at(after, "d4") == "." and at(after, "d5") == "l5"


def test_flat_against_flat_both_destroyed() -> None:
    after = layout({"d4": "F", "d5": "f"}).play("Fd4xd5")
    assert at(after, "d4") == "." and at(after, "d5") == "."


def test_hop_over_an_eligible_flat_onto_empty_space() -> None:
    state = layout({"d4": "F", "e5": "f", "d5": "f", "d6": "C", "c4": "f"})
    hops = {m for m in state.legal_moves() if "^" in m}
    assert hops == {"Fd4^f6", "Fd4^b4"}  # d5's far side is occupied
    after = state.play("Fd4^f6")
    assert at(after, "e5") == "." and at(after, "f6") == "F" and after.to_move == "white"


def test_no_hop_over_a_flat_stack_or_backwards_at_first() -> None:
    state = layout({"d4": "F", "e5": "(ff)", "d3": "f"})
    assert not any("^" in m for m in state.legal_moves())


def test_hop_chain_goes_any_direction_until_declined_or_exhausted() -> None:
    state = layout({"d4": "F", "e5": "f", "e7": "f", "g5": "f"})
    first = state.play("Fd4^f6")
    assert first.to_move == "black" and set(first.legal_moves()) == {"Ff6^d8", "Ff6^h4", "end"}
    ended = first.play("end")
    assert ended.to_move == "white" and ended.moves == ["Fd4^f6/end"]
    chained = first.play("Ff6^h4")  # backwards and diagonally: any direction after the first hop
    assert chained.to_move == "white" and at(chained, "g5") == "."


def test_hop_chain_stops_beside_the_opposing_flag() -> None:
    state = layout({"d4": "F", "e5": "f", "g7": "f", "g6": "n"})
    after = state.play("Fd4^f6")
    assert after.to_move == "white"


def test_flat_onto_own_flat_makes_a_flat_stack_up_to_five() -> None:
    after = layout({"d4": "F", "d5": "F"}).play("Fd4-d5")
    assert at(after, "d5") == "(FF)"
    assert "Fd4-d5" in layout({"d4": "F", "d5": "(FFFF)"}).legal_moves()
    assert "Fd4-d5" not in layout({"d4": "F", "d5": "(FFFFF)"}).legal_moves()


# --- Cubes --------------------------------------------------------------------------------------------

def test_cube_moves_one_to_five_in_any_direction_over_pieces() -> None:
    state = layout({"a1": "C", "a2": "F", "b2": "f", "h8": "s", "h1": "S"})
    reach = moves_from(state, "a1")
    assert "Ca1-a6" in reach and "Ca1-a7" not in reach and "Ca1-f6" in reach and "Ca1-a3" in reach
    assert "Ca1-a2" not in reach and not any("x" in m for m in reach)


def test_cube_cannot_cross_the_opposing_flag_and_stops_beside_it() -> None:
    state = layout({"a1": "C", "a4": "n", "h1": "S", "h6": "f"})
    reach = moves_from(state, "a1")
    assert "Ca1-a3" in reach and "Ca1-a5" not in reach and "Ca1-a2" in reach
    assert "Ca1-c3" in reach and "Ca1-e5" in reach  # the diagonal never comes beside a4
    own_flag = layout({"a1": "C", "a4": "N", "h1": "S", "h6": "f"})
    assert "Ca1-a6" in moves_from(own_flag, "a1")


def test_attacking_a_cube_destroys_the_attacker() -> None:
    state = layout({"d4": "L", "f6": "c"})
    after = state.play("Ld4xf6")
    assert at(after, "f6") == "c" and at(after, "d4") == "."
    assert after.is_over and after.winner == "white"


# --- Toruses ------------------------------------------------------------------------------------------

def test_torus_slides_orthogonally_and_never_over_pieces() -> None:
    state = layout({"d4": "T", "d6": "F", "b4": "f"})
    reach = moves_from(state, "d4")
    assert {"Td4-d5", "Td4-c4", "Td4xb4", "Td4-h4", "Td4-d1"} <= reach
    assert "Td4-d7" not in reach and "Td4-a4" not in reach and "Td4-e5" not in reach


def test_torus_attacks_adjacent_pieces_diagonally_too() -> None:
    state = layout({"d4": "T", "e5": "l"})
    assert "Td4xe5" in state.legal_moves()


def test_toruses_share_strength_and_fall_together() -> None:
    state = layout({"d4": "T", "a8": "T", "d5": "l", "h1": "S"})
    after = state.play("Td4xd5")
    assert after.pos.torus_pools == (4, 10) and at(after, "d5") == "T"
    assert not after.is_over or after.winner == "black"
    state2 = layout({"d4": "T", "a8": "T", "d5": "m", "h1": "S", "h8": "s"}, torus_strength=(4, 10))
    after2 = state2.play("Td4xd5")
    assert after2.pos.torus_pools == (0, 10)
    assert at(after2, "d5") == "." and at(after2, "a8") == "."  # both Toruses destroyed


def test_attacking_a_torus_draws_on_the_shared_pool() -> None:
    state = layout({"d4": "L", "e5": "t", "a8": "t"}, torus_strength=(10, 3))
    after = state.play("Ld4xe5")
    assert after.pos.torus_pools == (10, 0) and at(after, "e5") == "L3" and at(after, "a8") == "."


def test_torus_is_stopped_beside_the_opposing_flag() -> None:
    state = layout({"a4": "T", "e5": "n"})
    reach = moves_from(state, "a4")
    assert "Ta4-d4" in reach and "Ta4-e4" not in reach
    guarded = layout({"a4": "T", "d4": "f", "e5": "n"})
    assert "Ta4xd4" in guarded.legal_moves()  # the first space beside the Flag may be attacked


# --- the Nice Flag --------------------------------------------------------------------------------------

def test_flag_cannot_move_on_the_first_turn() -> None:
    assert not any(m.startswith("N") for m in GAME.start().legal_moves())
    assert any(m.startswith("N") for m in GAME.start().play("Fd3-d4").legal_moves())


def test_flag_moves_anywhere_empty_but_not_two_turns_running() -> None:
    state = layout({"e1": "N", "e8": "n"}, turn=4)
    flag_moves = moves_from(state, "e1")
    assert len(flag_moves) == 64 - 4
    after = state.play("Ne1-e4").play("Ne8-e6")
    assert not any(m.startswith("N") for m in after.legal_moves())
    assert after.position().split()[3] == "bw"


def test_flag_freezes_adjacent_opposing_pieces_but_not_pyramids() -> None:
    state = layout({"d4": "F", "e4": "(FF)", "c4": "T", "c5": "M", "e6": "(FS)", "d5": "n", "d3": "N"})
    movers = {m[:3] for m in state.legal_moves()}
    assert "Fd4" not in movers and "Fe4" not in movers and "Tc4" not in movers
    assert "Mc5" in movers and "Se6" in movers
    white = layout({"d4": "F", "d5": "n", "d6": "f"}, side="white")
    assert "Fd6-c6" in white.legal_moves()  # own pieces are not frozen


def test_two_adjacent_flags_cannot_move() -> None:
    state = layout({"d4": "N", "d5": "n"}, turn=3)
    assert not any(m.startswith("N") for m in state.legal_moves())


def test_pyramids_are_not_stopped_by_the_flag() -> None:
    state = layout({"a1": "L", "c4": "n"})
    assert "La1-h8" in state.legal_moves() or "La1-g7" in state.legal_moves()


def test_destroyed_flag_is_recreated_on_its_start_space() -> None:
    state = layout({"d4": "S", "a8": "s", "h6": "f"}, turn=5)
    assert "N@e1" in state.legal_moves()
    after = state.play("N@e1")
    assert at(after, "e1") == "N" and after.compliment_due
    blocked = layout({"d4": "S", "e1": "F"}, turn=5)
    assert "N@e1" not in blocked.legal_moves()
    assert "N@e1" not in layout({"d4": "S", "e1": "f"}, turn=5).legal_moves()


def test_recreating_is_not_moving_unless_flag_rest_is_any() -> None:
    moved_then_lost = layout({"d4": "S"}, turn=5, flag_acted="b")
    assert "N@e1" in moved_then_lost.legal_moves()
    recreated = moved_then_lost.play("N@e1").play("Sh8-g7")
    assert any(m.startswith("Ne1-") for m in recreated.legal_moves())
    strict = boardlab.load("ccc", flag_rest="any")
    rested = strict.from_layout({"d4": "S", "h8": "s"}, turn=5, flag_acted="b")
    with pytest.raises(IllegalMove, match="previous turn"):
        rested.play("N@e1")
    again = strict.from_layout({"d4": "S", "h8": "s"}, turn=5).play("N@e1").play("Sh8-g7")
    assert not any(m.startswith("Ne1-") for m in again.legal_moves())


def test_no_recreation_on_the_first_turn() -> None:
    assert "N@e1" not in layout({"d4": "S", "a8": "s"}, turn=0).legal_moves()


def test_flag_strength_is_one_and_only_pyramids_reach_it() -> None:
    state = layout({"c3": "S", "e5": "n"})
    after = state.play("Sc3xe5")
    assert at(after, "e5") == "S1" and after.pos.flag_cell("white") is None


def test_compliments_are_annotations_of_flag_turns() -> None:
    state = layout({"e1": "N", "e8": "n"}, turn=2)
    moved = state.play("Ne1-e4")
    assert moved.compliment_due
    with pytest.raises(IllegalMove, match="compliment"):
        moved.with_compliment("   ")
    kind = moved.with_compliment("Lovely opening!")
    assert kind.compliments == ((0, "Lovely opening!"),) and not kind.compliment_due
    assert kind.position() == moved.position() and "Lovely" not in "".join(kind.moves)
    with pytest.raises(IllegalMove, match="no compliment is due"):
        kind.with_compliment("again")
    assert moved.suggested_compliment()
    assert not state.play("Ne1-e4").play("Ne8-e6").play("Sa1-b2").compliment_due


# --- Pyramids -------------------------------------------------------------------------------------------

def test_pyramid_slides_diagonally_and_attacks_the_first_piece() -> None:
    state = layout({"c1": "S", "e3": "f", "a3": "L"})
    reach = moves_from(state, "c1")
    assert {"Sc1-d2", "Sc1xe3", "Sc1-b2", "Sc1-a3", "Sc1~a3"} == reach  # onto the L, or swap with it


def test_pyramid_swap_only_between_lone_pyramids() -> None:
    state = layout({"c1": "S", "h4": "M", "a5": "(FL)"})
    assert "Sc1~h4" in state.legal_moves() and "Sc1~a5" not in state.legal_moves()
    after = state.play("Sc1~h4")
    assert at(after, "c1") == "M" and at(after, "h4") == "S"
    # each pair is listed once, from its first square in board order, but may be written from either
    assert state.play("Mh4~c1").position() == after.position()
    assert state.play("mH4~C1").moves == ["Sc1~h4"]
    assert state.move_to_action("Mh4~c1") == state.move_to_action("Sc1~h4")


def test_pyramids_build_constructed_pyramids_by_size() -> None:
    state = layout({"c1": "S", "d2": "L"}, turn=3)
    assert "Sc1-d2" in state.legal_moves()
    after = state.play("Sc1-d2")
    assert at(after, "d2") == "(LS)"
    big_on_small = layout({"c1": "L", "d2": "S"})
    assert "Lc1-d2" not in big_on_small.legal_moves()
    onto_pair = layout({"c1": "S", "d2": "(LM)"})
    assert at(onto_pair.play("Sc1-d2"), "d2") == "(LMS)"


def test_pyramids_make_pyramid_stacks_on_flats() -> None:
    after = layout({"c1": "M", "d2": "(FF)"}).play("Mc1-d2")
    assert at(after, "d2") == "(FFM)"
    onto_stack = layout({"c1": "S", "d2": "(FM)"}).play("Sc1-d2")
    assert at(onto_stack, "d2") == "(FMS)"
    assert "Mc1-d2" not in layout({"c1": "M", "d2": "(FS)"}).legal_moves()


# --- Attacks ------------------------------------------------------------------------------------------

def test_attack_rounds_take_the_defending_structure_from_the_top() -> None:
    after = layout({"c3": "L", "e5": "(ffm)"}).play("Lc3xe5")
    assert at(after, "e5") == "." and at(after, "c3") == "."  # 6 against 1+1+4: both gone


def test_attacking_structure_loses_from_the_bottom() -> None:
    state = layout({"c3": "(LS)", "d4": "f"})
    after = state.play("Sc3xd4")
    assert at(after, "d4") == "(L5S)"
    stack = layout({"d4": "(FFS)", "d5": "m"}).play("Sd4xd5")
    assert at(stack, "d5") == "." and at(stack, "d4") == "."  # 4 against F, F, S: all destroyed
    partial = layout({"d4": "(FFM)", "d5": "s"}).play("Md4xd5")
    assert at(partial, "d5") == "M"  # the two Flats took the two rounds


def test_weakened_strength_is_permanent() -> None:
    after = layout({"d4": "F", "d5": "m"}).play("Fd4xd5")
    assert at(after, "d5") == "m3"


def test_cubes_and_flags_cannot_attack() -> None:
    state = layout({"d4": "C", "d5": "f", "e4": "N", "e5": "f"}, turn=2)
    assert not any("x" in m for m in moves_from(state, "d4") | moves_from(state, "e4"))


# --- the end ------------------------------------------------------------------------------------------

def test_destroying_the_last_pyramid_wins() -> None:
    after = layout({"c3": "L", "e5": "s", "h8": "f"}).play("Lc3xe5")
    assert after.winner == "black" and "white has no Pyramid" in after.reason
    assert after.legal_moves() == [] and after.to_move is None


def test_a_pyramid_inside_a_structure_still_stands() -> None:
    state = layout({"c3": "L", "e5": "s", "a8": "(ffm)"})
    after = state.play("Lc3xe5")
    assert not after.is_over and after.to_move == "white"


def test_both_last_pyramids_destroyed_in_one_turn_is_a_draw() -> None:
    after = layout({"c3": "M", "e5": "m"}).play("Mc3xe5")
    assert after.winner == "draw"


def test_no_legal_action_loses_or_draws_by_option() -> None:
    # Black's Small Pyramid is walled in by its own Cube, which the white Flag freezes;
    # the black Flag's start space is taken, so it cannot be recreated.
    stuck = {"a1": "S", "b2": "C", "c3": "n", "e1": "f", "h8": "s"}
    lost = GAME.from_layout(stuck, turn=3)
    assert lost.winner == "white" and "no legal action" in lost.reason
    drawn = boardlab.load("ccc", no_move="draw").from_layout(stuck, turn=3)
    assert drawn.winner == "draw"


def test_move_limit_draws() -> None:
    game = boardlab.load("ccc", move_limit=2)
    state = game.start().play("Fd3-d4").play("Fd6-d5")
    assert state.winner == "draw" and "move limit" in state.reason


def test_play_never_mutates_and_strength_never_rises() -> None:
    state = layout({"c3": "L", "e5": "(ffm)"})
    before = state.position()
    strength = finite_strength(state.pos)
    after = state.play("Lc3xe5")
    assert state.position() == before and finite_strength(after.pos) < strength


def test_piece_value_type() -> None:
    assert str(Piece("L", "white", 6)) == "white Large Pyramid"
