"""The comet circumflex game: pieces, groups, grand moves, goals, notation, positions, records."""

from __future__ import annotations

import re
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardlab
from boardlab.core.errors import IllegalMove, InvalidOption, PositionError, RecordError
from boardlab.core.records import read_record, replay_record, write_record
from boardlab.games.comet import CometGame
from boardlab.games.comet.board import DEFAULT_START, GROUP_BY_CODE, GROUPS, PIECES, parse_square, square_name
from boardlab.games.comet.goals import BUILTIN_GOALS, DEFAULT_GOAL, GoalError, parse_goal, resolve_goal
from boardlab.games.comet.notation import normalise_move, parse_move, read_placement, write_placement
from boardlab.games.comet.rules import GRAND_MOVES, legal_grand_moves, resolve


def placement(text: str) -> tuple[int, ...]:
    """Squares of pieces 1-9 from ``'a1 b1 ...'``."""
    return read_placement(",".join(text.split()))


def move(text: str):  # noqa: ANN201 - a GrandMove
    parsed = parse_move(text)
    assert parsed is not None
    return parsed


# --- pieces and groups ------------------------------------------------------------------


def test_the_nine_pieces_are_as_listed() -> None:
    listed = [(p.number, p.colour, p.kind) for p in PIECES]
    assert listed == [
        (1, "brown", "triangle"), (2, "red", "square piece"), (3, "orange", "round"),
        (4, "yellow", "triangle"), (5, "green", "square piece"), (6, "blue", "round"),
        (7, "magenta", "pyramid"), (8, "grey", "square piece"), (9, "white", "pyramid"),
    ]


@pytest.mark.parametrize(("code", "members"), [
    ("rounds", (3, 6)), ("triangles", (1, 4)), ("squares", (2, 5, 8)), ("pyramids", (7, 9)),
    ("even", (2, 4, 6, 8)), ("odd", (1, 3, 5, 7, 9)), ("prime", (1, 2, 3, 5, 7)),
    ("squarenum", (1, 4, 9)), ("cubenum", (1, 8)),
])
def test_each_group_has_the_printed_members(code: str, members: tuple[int, ...]) -> None:
    assert GROUP_BY_CODE[code].members == members


def test_shape_groups_match_the_piece_types() -> None:
    for code, kind in (("rounds", "round"), ("triangles", "triangle"), ("squares", "square piece"), ("pyramids", "pyramid")):
        assert GROUP_BY_CODE[code].members == tuple(p.number for p in PIECES if p.kind == kind)


def test_piece_one_counts_as_prime_as_printed() -> None:
    assert 1 in GROUP_BY_CODE["prime"].members


def test_there_are_thirty_six_grand_moves_with_distinct_actions() -> None:
    assert len(GRAND_MOVES) == 36 == len(GROUPS) * 4
    assert [m.action for m in GRAND_MOVES] == list(range(36))
    assert len({str(m) for m in GRAND_MOVES}) == 36


def test_squares_are_named_from_a1_to_i9() -> None:
    assert square_name(0) == "a1" and square_name(80) == "i9" and square_name(72) == "a9"
    assert parse_square("a9") == 72 and parse_square("j1") is None and parse_square("a0") is None


# --- resolving grand moves --------------------------------------------------------------


def test_a_free_group_moves_one_square() -> None:
    report = resolve(DEFAULT_START, move("prime-N"))
    assert report.moved == (1, 2, 3, 5, 7)
    assert [square_name(report.after[n - 1]) for n in (1, 2, 3, 5, 7)] == ["c8", "e8", "g8", "e6", "c4"]
    assert report.after[3] == DEFAULT_START[3]  # piece 4 is not prime


def test_pieces_move_in_numerical_order_so_a_leader_frees_the_way() -> None:
    # 2 on e6 moves north first, then 5 on e5 moves into the square 2 left.
    report = resolve(placement("a1 e6 c1 d1 e5 f1 g1 h1 i1"), move("squares-N"))
    assert report.moved == (2, 5, 8)
    assert square_name(report.after[4]) == "e6"


def test_a_piece_blocked_by_a_piece_that_moves_later_still_stays() -> None:
    # 2 on e5 is behind 5 on e6: 2 tries first, e6 is occupied, so 2 stays although 5 then moves.
    report = resolve(placement("a1 e5 c1 d1 e6 f1 g1 h1 i1"), move("squares-N"))
    assert report.blocked_by_piece == {2: 5}
    assert report.moved == (5, 8)
    assert square_name(report.after[1]) == "e5" and square_name(report.after[4]) == "e7"


def test_in_a_column_of_the_group_only_the_front_piece_moves() -> None:
    # 2 (e5) and 5 (e6) each try before the piece in front of them has moved away.
    report = resolve(placement("a1 e5 c1 d1 e6 f1 g1 e7 i1"), move("squares-N"))
    assert report.blocked_by_piece == {2: 5, 5: 8} and report.moved == (8,)


def test_a_piece_outside_the_group_blocks() -> None:
    report = resolve(placement("a1 b2 c1 d1 e1 f1 g1 h1 b3"), move("squares-N"))
    assert report.blocked_by_piece == {2: 9}
    assert report.after[1] == parse_square("b2")


def test_a_piece_at_the_edge_stays_and_is_reported() -> None:
    report = resolve(placement("a9 b1 c1 d1 e1 f1 g1 h1 i1"), move("triangles-N"))
    assert report.blocked_by_edge == (1,)
    assert report.moved == (4,)
    assert report.after[0] == parse_square("a9")
    assert "blocked by the edge: 1" in report.describe()


def test_nothing_moving_is_still_a_grand_move() -> None:
    start = placement("a1 b1 c1 d1 e1 f1 g1 h1 i1")
    report = resolve(start, move("odd-S"))
    assert report.moved == () and report.after == start
    assert report.describe().startswith("odd-S: nothing moved")


def test_forbidding_edge_blocking_removes_exactly_those_grand_moves() -> None:
    start = placement("a9 b1 c1 d1 e5 f1 g1 h1 i1")
    allowed = {str(m) for m in legal_grand_moves(start, edge_blocking=False)}
    for grand in GRAND_MOVES:
        pieces = grand.group.members
        stuck = any(resolve(start, grand).blocked_by_edge) and pieces
        assert (str(grand) in allowed) == (not stuck)
    assert "triangles-W" not in allowed and "rounds-N" in allowed


# --- notation ---------------------------------------------------------------------------


@pytest.mark.parametrize(("written", "standard"), [
    ("prime-N", "prime-N"), ("Primes-north", "prime-N"), ("square-numbered-w", "squarenum-W"),
    ("CUBES-e", "cubenum-E"), ("round-s", "rounds-S"), ("odd-numbered-East", "odd-E"), ("foo-N", "foo-N"),
])
def test_moves_are_normalised(written: str, standard: str) -> None:
    assert normalise_move(written) == standard


def test_only_the_standard_form_parses() -> None:
    assert parse_move("prime-n") is None and parse_move("primeN") is None and parse_move("prime-N") is not None


def test_placements_round_trip_and_accept_squares_written_together() -> None:
    assert read_placement(write_placement(DEFAULT_START)) == DEFAULT_START
    assert read_placement("c7e7g7c5e5g5c3e3g3") == DEFAULT_START


@pytest.mark.parametrize(("text", "message"), [
    ("c7,e7", "nine pieces"),
    ("c7,e7,g7,c5,e5,g5,c3,e3,z3", "not a square"),
    ("c7,c7,g7,c5,e5,g5,c3,e3,g3", "both on c7"),
    ("c7,e7,g7,c5,e5,g5,c3,e3,g3 p1", "3 fields"),
    ("c7,e7,g7,c5,e5,g5,c3,e3,g3 p3 0", "seat to move"),
    ("c7,e7,g7,c5,e5,g5,c3,e3,g3 p1 x", "whole number"),
])
def test_bad_positions_are_refused(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        CometGame().from_position(text if " " in text else text + " p1 0")


def test_positions_and_json_round_trip() -> None:
    game = CometGame(players=3)
    state = game.start().play("prime-N").play("even-W")
    assert state.position() == "c8,d8,g8,b5,e6,f5,c4,d3,g3 p3 2"
    assert game.from_position(state.position()).position() == state.position()
    assert game.from_json(state.to_json()).position() == state.position()
    assert state.to_json()["last_grand_move"]["moved"] == [2, 4, 6, 8]


@pytest.mark.parametrize(("data", "message"), [
    ([], "JSON object"),
    ({"pieces": {}, "seat": "p1"}, "lacks the key 'count'"),
    ({"pieces": {"1": "a1"}, "seat": "p1", "count": 0}, "each piece number"),
    ({"pieces": {str(n): "a1" for n in range(1, 10)}, "seat": "p1", "count": 0}, "both on a1"),
    ({"pieces": {str(n): s for n, s in zip(range(1, 10), "a1 b1 c1 d1 e1 f1 g1 h1 k1".split())}, "seat": "p1", "count": 0}, "not a square"),
    ({"pieces": {str(n): s for n, s in zip(range(1, 10), "a1 b1 c1 d1 e1 f1 g1 h1 i1".split())}, "seat": "p9", "count": 0}, "'seat'"),
    ({"pieces": {str(n): s for n, s in zip(range(1, 10), "a1 b1 c1 d1 e1 f1 g1 h1 i1".split())}, "seat": "p1", "count": -1}, "'count'"),
])
def test_bad_json_positions_are_refused(data: object, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        CometGame().from_json(data)  # type: ignore[arg-type]


# --- goals ------------------------------------------------------------------------------


@pytest.mark.parametrize(("goal", "pieces", "expected"), [
    ("adjacent(pyramids)", "a1 b1 c1 d1 e1 f1 e5 h1 e6", True),
    ("adjacent(pyramids)", "a1 b1 c1 d1 e1 f1 e5 h1 f6", False),  # diagonal is not orthogonal
    ("adjacent(pyramids)", "a1 b1 c1 d1 e1 f1 e5 h1 g5", False),
    ("adjacent(1, 2, 3)", "a1 a2 b2 d1 e1 f1 g1 h1 i1", True),  # an L-shaped cluster
    ("adjacent(1, 2, 3)", "a1 a2 a4 d1 e1 f1 g1 h5 i5", False),
    ("line(squares)", "a1 e5 c1 d1 e3 f1 g1 e4 i9", True),  # any order on consecutive squares
    ("line(squares)", "a1 e5 c1 d1 e3 f1 g1 e6 i9", False),  # a gap at e4
    ("line(squares)", "a1 c4 c1 d1 b5 f1 g1 a6 i9", False),  # a diagonal line
    ("line(squares)", "a1 b5 c1 d1 a5 f1 g1 c5 i9", True),  # along a rank
    ("line(squares)", "a1 b5 c1 d1 a5 f1 g1 c6 i9", False),  # an L
    ("block(1, 2, 3, 4)", "a1 b1 a2 b2 e1 f1 g1 h1 i1", True),
    ("block(1, 2, 3, 4)", "a1 b1 c1 d1 e2 f2 g2 h2 i2", False),  # a line is not a block
    ("block(1, 2, 3, 4, 5, 6)", "a1 b1 c1 a2 b2 c2 g5 h5 i5", True),
    ("in(9, corners)", "a2 b1 c1 d1 e1 f1 g1 h1 i9", True),
    ("in(odd, rank1)", "a1 b2 c1 d2 e1 f2 g1 h2 i1", True),
    ("in(odd, rank1)", "a1 b2 c1 d2 e1 f2 g1 h2 i2", False),
    ("in(1, a1:b2 + i9)", "b2 e5 c1 d1 e1 f1 g1 h1 i8", True),
    ("in(all, file-a + file-b)", "a1 a2 a3 a4 b5 b6 b7 b8 b9", True),
    ("not in(1, edge)", "a1 b2 c1 d2 e1 f2 g1 h2 i1", False),
    ("in(1, e5) or in(2, a1) and in(3, i9)", "e5 b2 c1 d2 e1 f2 g1 h2 i1", True),  # and binds tighter
    ("(in(1, e5) or in(2, a1)) and in(3, i9)", "e5 b2 c1 d2 e1 f2 g1 h2 i1", False),
])
def test_goals_are_evaluated(goal: str, pieces: str, expected: bool) -> None:
    parsed = parse_goal(goal)
    assert parsed.holds(placement(pieces)) is expected
    assert bool(parsed.holds_many(np.array([placement(pieces)]))[0]) is expected


@pytest.mark.parametrize(("text", "canonical"), [
    ("Adjacent(7 + white) AND line(squares)", "adjacent(7, 9) and line(2, 5, 8)"),
    ("adjacent(magenta,white)&&!in(1,a1:c3)", "adjacent(7, 9) and not in(1, a1:c3)"),
    ("line(rounds) | not (in(grey, centre) and block(all))", "line(3, 6) or not (in(8, centre) and block(1, 2, 3, 4, 5, 6, 7, 8, 9))"),
    ("in(1,2 , rank5 + file-e)", "in(1, 2, rank5 + file-e)"),
    ("adjacent(primes, gray)", "adjacent(1, 2, 3, 5, 7, 8)"),
])
def test_goals_parse_to_a_canonical_form_that_reads_back(text: str, canonical: str) -> None:
    assert str(parse_goal(text)) == canonical
    assert str(parse_goal(canonical)) == canonical


@pytest.mark.parametrize(("text", "message"), [
    ("", "non-empty"),
    ("adjacent(", "ends too early"),
    ("adjacent(7 9)", "expected ')'"),
    ("next(7, 9)", "not a condition"),
    ("adjacent(10, 9)", "not a piece"),
    ("adjacent(purple, 9)", "not a piece"),
    ("adjacent(7)", "at least two pieces"),
    ("line(pyramids) line(squares)", "unexpected 'line'"),
    ("in(1, j9)", "not a region"),
    ("in(1)", "expected ','"),
    ("in(1, a1:)", "corner of a rectangle"),
    ("adjacent(1; 2)", "unexpected character ';'"),
    ("(adjacent(1, 2)", "ends too early"),
    ("adjacent(1, 2) and", "ends too early"),
    ("no-such-goal", "built-in goal"),
    ("block(1, 2, 3, 4, 5)", "4, 6, 8 or 9 pieces"),
])
def test_malformed_goals_are_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(GoalError, match=re.escape(message)):
        resolve_goal(text)
    with pytest.raises(InvalidOption, match=re.escape(message)):
        boardlab.load("comet", goal=text)


GOALS = [parse_goal(text) for text in (
    "adjacent(all)", "adjacent(prime)", "line(even)", "line(1, 9)", "block(1, 2, 3, 4)", "block(all)",
    "in(odd, north + a1:c3)", "not adjacent(7, 9) or line(squares) and in(1, edge)")]
squares = st.lists(st.integers(0, 80), min_size=9, max_size=9, unique=True)
crowded = st.lists(st.integers(30, 50), min_size=9, max_size=9, unique=True)


@settings(max_examples=150, deadline=None)
@given(st.one_of(squares, crowded))
def test_the_fast_goal_check_agrees_with_the_definition(pieces: list[int]) -> None:
    for goal in GOALS:
        assert bool(goal.holds_many(np.array([pieces]))[0]) == goal.holds(tuple(pieces)), str(goal)


def test_the_library_has_both_examples_and_at_least_ten_more_goals() -> None:
    assert BUILTIN_GOALS["pyramids-adjacent"][0] == "adjacent(pyramids)"
    assert BUILTIN_GOALS["squares-in-line"][0] == "line(squares)"
    assert len(BUILTIN_GOALS) >= 12
    for name in BUILTIN_GOALS:
        assert not resolve_goal(name).holds(DEFAULT_START), f"{name} holds at the start"


# --- the game ---------------------------------------------------------------------------


def test_the_game_loads_with_the_default_goal_and_start() -> None:
    game = boardlab.load("comet")
    state = game.start()
    assert game.options["goal"] == DEFAULT_GOAL
    assert state.placement == DEFAULT_START
    assert game.seats == ("p1", "p2") and state.to_move == "p1"
    assert len(state.legal_moves()) == 36


def test_players_take_turns_in_seat_order() -> None:
    game = boardlab.load("comet", players=3)
    seats = []
    state = game.start()
    for grand in ("rounds-N", "rounds-S", "rounds-N", "rounds-S"):
        seats.append(state.to_move)
        state = state.play(grand)
    assert seats == ["p1", "p2", "p3", "p1"]
    with pytest.raises(InvalidOption):
        boardlab.load("comet", players=1)


def test_reaching_the_goal_solves_the_game() -> None:
    state = boardlab.load("comet", goal="squares-in-line").start().play("prime-S")
    assert state.winner is None
    state = state.play("prime-S")
    assert state.winner == "solved" and state.to_move is None and state.legal_moves() == []
    assert "line(2, 5, 8)" in (state.reason or "")
    with pytest.raises(IllegalMove, match="game is over"):
        state.play("prime-S")


def test_the_move_limit_ends_the_game_unsolved() -> None:
    state = boardlab.load("comet", move_limit=2).start().play("rounds-N").play("rounds-S")
    assert state.winner == "unsolved" and "move limit of 2" in (state.reason or "")


def test_a_goal_that_holds_at_the_start_is_solved_at_once() -> None:
    state = boardlab.load("comet", goal="in(5, e5)").start()
    assert state.is_over and state.winner == "solved"


def test_a_custom_start_position_is_an_option() -> None:
    game = boardlab.load("comet", start="a1b1c1d1e1f1g1h1i1")
    assert game.start().placement == placement("a1 b1 c1 d1 e1 f1 g1 h1 i1")
    with pytest.raises(InvalidOption, match="option 'start'"):
        boardlab.load("comet", start="a1,a1,c1,d1,e1,f1,g1,h1,i1")


def test_edge_blocking_can_be_forbidden() -> None:
    game = boardlab.load("comet", edge_blocking=False, start="a1,b1,c1,d1,e1,f1,g1,h1,i1")
    state = game.start()
    assert "prime-S" not in state.legal_moves() and "prime-N" in state.legal_moves()
    with pytest.raises(IllegalMove, match="blocked by the south edge.*forbids edge-blocking"):
        state.play("prime-S")
    assert "prime-S" in boardlab.load("comet", start="a1,b1,c1,d1,e1,f1,g1,h1,i1").start().legal_moves()


def test_illegal_moves_are_explained() -> None:
    state = boardlab.load("comet").start()
    with pytest.raises(IllegalMove, match="write it as prime-N"):
        state.play("Primes-north")
    with pytest.raises(IllegalMove, match="not a grand move"):
        state.play("e2e4")


def test_the_last_grand_move_is_reported() -> None:
    state = boardlab.load("comet", start="a1,e5,c1,d1,e6,f1,g1,h1,i9").start()
    assert state.last_grand_move() is None
    after = state.play("squares-N").play("pyramids-N")
    report = after.last_grand_move()
    assert report is not None and report.blocked_by_edge == (9,) and report.moved == (7,)
    assert "last grand move pyramids-N: moved 7; blocked by the edge: 9" in after.text()
    previous = state.play("squares-N")
    assert "blocked by a piece: 2 (by 5)" in previous.text()
    assert state.preview("squares-N").blocked_by_piece == {2: 5}


def test_actions_and_clicks() -> None:
    state = boardlab.load("comet").start()
    assert state.move_to_action("prime-E") == 6 * 4 + 2
    assert state.action_to_move(26) == "prime-E"
    assert state.clicks()["squarenum-W"] == ["squarenum", "W"]
    with pytest.raises(IllegalMove):
        state.action_to_move(36)
    blocked = boardlab.load("comet", edge_blocking=False, start="a1,b1,c1,d1,e1,f1,g1,h1,i1").start()
    with pytest.raises(IllegalMove, match="edge"):
        blocked.action_to_move(GRAND_MOVES.index(move("prime-S")))


def test_the_svg_has_the_group_buttons_and_arrows() -> None:
    state = boardlab.load("comet", start="a1,e5,c1,d1,e6,f1,g1,h1,i9").start().play("squares-N").play("pyramids-N")
    picture = state.svg(selected="prime", highlights=["N"])
    for code in GROUP_BY_CODE:
        assert f'data-target="{code}"' in picture
    for letter in "NSEW":
        assert f'data-target="{letter}"' in picture
    assert 'class="blocked-by-edge"' in picture and 'class="moved"' in picture
    assert picture.startswith("<svg") and picture.rstrip().endswith("</svg>")
    assert state.svg(flipped=True) != state.svg()


# --- records ----------------------------------------------------------------------------


def test_records_group_one_round_of_players_and_end_with_solved() -> None:
    game = boardlab.load("comet", goal="squares-in-line", players=3)
    state = game.replay(["rounds-N", "prime-S", "rounds-S", "prime-S"])
    text = write_record(state)
    assert text == "[rounds-N, prime-S, rounds-S] [prime-S] [SOLVED]"
    assert replay_record(game, text)[-1].position() == state.position()


def test_records_accept_other_spellings_and_unsolved() -> None:
    game = boardlab.load("comet", move_limit=2)
    text = "[Rounds-north, ROUND-south] [UNSOLVED]"
    assert read_record(game, text).turns == ["rounds-N", "rounds-S"]
    assert replay_record(game, text)[-1].winner == "unsolved"


def test_records_from_another_start_round_trip() -> None:
    game = boardlab.load("comet")
    start = game.from_position("a1,b1,c1,d1,e1,f1,g1,h1,i1 p1 0")
    final = start.play("odd-N").play("even-E")
    text = write_record(final, start)
    assert text.startswith("Position: a1,b1,c1,d1,e1,f1,g1,h1,i1 p1 0\n")
    assert replay_record(game, text)[-1].position() == final.position()


def test_a_wrong_claimed_result_is_refused() -> None:
    with pytest.raises(RecordError, match="claims the result 'solved'"):
        replay_record(boardlab.load("comet"), "[rounds-N] [SOLVED]")
