"""Cubes: Hypothesis property tests over random games, and recorded perft counts.

The perft counts of the 3x3 board to depth 3 were also worked out by hand (see the comments);
the others are regression figures of the reference rules.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardlab
from boardlab.core.perft import perft
from boardlab.games.cubes.board import COLOURS, CUBES_PER_PLAYER, on_board
from boardlab.games.cubes.rules import has_neighbour, may_place, placement_spaces
from boardlab.games.cubes.state import CubesState


def _check_invariants(state: CubesState) -> None:
    grid, cubes = state.grid, state.cubes
    for space in grid.spaces:
        cube = cubes[space]
        if cube is not None and cube.active:
            assert not has_neighbour(grid, cubes, space), f"active cube on {grid.name(space)} has a neighbour"
    for colour in COLOURS:
        assert on_board(cubes, colour) + state.pool(colour) == CUBES_PER_PLAYER
        assert 0 <= state.pool(colour) <= CUBES_PER_PLAYER
    game = state.game
    assert game.from_position(state.position()).position() == state.position()
    assert game.from_json(state.to_json()).position() == state.position()
    moves = state.legal_moves()
    assert len(moves) == len(set(moves))
    assert (not moves) == state.is_over
    assert state.in_bonus <= ("end" in moves), "a bonus step can always be declined"
    if not state.is_over:
        placing = any(m != "end" and "-" not in m and m[0].islower() for m in moves)
        allowed = may_place(grid, cubes, state.side, state.reading) and bool(placement_spaces(grid, cubes))
        assert placing == allowed
    assert -1.0 <= state.evaluate() <= 1.0
    for move in moves:
        assert state.action_to_move(state.move_to_action(move)) == move


@settings(max_examples=30, deadline=None)
@given(
    size=st.sampled_from([4, 5, 6, 8]),
    reading=st.sampled_from(["physical", "strict"]),
    first=st.sampled_from(["black", "white"]),
    data=st.data(),
)
def test_random_games_keep_every_invariant(size: int, reading: str, first: str, data: st.DataObject) -> None:
    state = boardlab.load("cubes", size=size, slide=reading, first=first).start()
    assert isinstance(state, CubesState)
    for _ in range(40):
        _check_invariants(state)
        if state.is_over:
            break
        before, position = state.to_json(), state.position()
        move = data.draw(st.sampled_from(state.legal_moves()))
        after = state.play(move)
        assert state.position() == position and state.to_json() == before, "play() changed its input"
        assert after.ply == state.ply + 1
        assert after.to_move in (None, *COLOURS)
        if after.to_move == state.to_move and not after.is_over:
            assert after.in_bonus, "the same player moves again only in a bonus step"
        state = after


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_turns_replay_to_the_same_position(data: st.DataObject) -> None:
    game = boardlab.load("cubes", size=5, first="black")
    state = game.start()
    for _ in range(30):
        if state.is_over:
            break
        state = state.play(data.draw(st.sampled_from(state.legal_moves())))
    assert game.replay(state.moves).position() == state.position()


# --- perft ------------------------------------------------------------------------------------

# 3x3, physical, by hand: black centre (1 way) x white corner (4) x 5 replies = 20; black corner
# (4) x (replies 5+6+6+5+5+7 over white's six squares) = 136; black edge (4) x (5+5+5+5+4) = 96.
# Strict: the corner case with white on b2 leaves black no move (0 instead of 5) and the edge
# cases with white on a2 or c2 lose the slide past b2 (4 instead of 5): 20 + 116 + 88 = 224.
PERFT = [
    ({"size": 3}, [9, 48, 252]),
    ({"size": 3, "slide": "strict"}, [9, 48, 224]),
    ({"size": 4}, [16, 192, 2552, 26104]),
    ({"size": 4, "slide": "strict"}, [16, 192, 2416, 22612]),
    ({"size": 8}, [64, 3808]),
    ({"size": 8, "slide": "strict"}, [64, 3808]),
]


@pytest.mark.parametrize("options, counts", PERFT)
def test_perft_from_the_start(options: dict[str, object], counts: list[int]) -> None:
    start = boardlab.load("cubes", first="black", **options).start()
    assert [perft(start, depth) for depth in range(1, len(counts) + 1)] == counts


CHAIN = ".....W/B...../....../B...w./....../b..... b - 10"


@pytest.mark.parametrize(
    "reading, bonus, counts",
    [
        ("physical", False, [33, 981, 29585]),
        ("strict", False, [33, 912, 25952]),
        ("physical", True, [38, 1197, 34698]),
        ("strict", True, [38, 1123, 31351]),
    ],
)
def test_perft_through_bonus_chains(reading: str, bonus: bool, counts: list[int]) -> None:
    state = boardlab.load("cubes", size=6, slide=reading).from_position(CHAIN)
    if bonus:
        state = state.play("a3-d3")
    assert [perft(state, depth) for depth in range(1, len(counts) + 1)] == counts


@pytest.mark.slow
@pytest.mark.parametrize("reading, count", [("physical", 259352), ("strict", 255984)])
def test_perft_depth_3_on_the_default_board(reading: str, count: int) -> None:
    assert perft(boardlab.load("cubes", first="black", slide=reading).start(), 3) == count


# --- parser fuzzing ---------------------------------------------------------------------------

_POSITION_CHARS = st.sampled_from(list("./bBwW- 0123456789acd²\n"))


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=40), st.text(_POSITION_CHARS, max_size=90)))
def test_position_reader_raises_only_position_errors(text: str) -> None:
    game = boardlab.load("cubes", size=3)
    try:
        state = game.from_position(text)
    except boardlab.PositionError:
        return
    assert game.from_position(state.position()).position() == state.position()


@settings(max_examples=200, deadline=None)
@given(move=st.text(st.sampled_from(list("aAtTcdhi0123456789-/end² ")), max_size=10))
def test_move_reader_raises_only_illegal_move(move: str) -> None:
    state = boardlab.load("cubes", size=4, first="black").start().play("b2")
    try:
        state.play(move)
    except boardlab.IllegalMove as error:
        assert str(error)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 20) | st.sampled_from(["black", "white", "a1", "b2", "black active", "x"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["a1", "b2", "c9", "black", "white"]), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=200, deadline=None)
@given(cubes=_JSON, side=_JSON, turn=_JSON, bonus=_JSON, pools=_JSON, size=_JSON)
def test_json_reader_raises_only_position_errors(cubes: object, side: object, turn: object, bonus: object,
                                                 pools: object, size: object) -> None:
    data = {"cubes": cubes, "side": side, "turn": turn, "bonus": bonus, "pools": pools, "size": size}
    try:
        boardlab.load("cubes", size=3).from_json(data)
    except boardlab.PositionError:
        pass


@settings(max_examples=100, deadline=None)
@given(text=st.text(st.sampled_from(list("[], /abcdAT123456-end WINSblackdraw\nPosition:")), max_size=60))
def test_record_reader_raises_only_record_errors(text: str) -> None:
    from boardlab.core.records import replay_record

    try:
        replay_record(boardlab.load("cubes", size=4, first="black"), text)
    except boardlab.RecordError:
        pass
