"""The fast C1 engine keeps to the reference rules: same legal moves (with their ``x``/``-``
separators, in the same order), same positions and results after every move."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator

import numpy as np
import pytest

import boardlab
from boardlab.games.c1 import fast
from boardlab.games.c1.evaluation import evaluate_board
from boardlab.core.game import State

C1 = boardlab.load("c1")
C2 = boardlab.load("c1", variant="c2")
SAMPLE_GAME = ("Cd1-d2 Pe7-e6 Pb1-d5 Pc7-e3 Pf1-f5 Te5-e4 Tb3-b4 Pe6-c2 Pc1-c5 Pc2xe4 Pd5xd3 Te6-e5 "
               "Pc5xa3 Pe3xg5 Tf3-f4 Pe4-e2 Cd2-a5 Tb5-d5 Tb4-b5 Tc6-c4 Pd3-d5 Tb6-c6 Pf5-f6 Pf7-e7 "
               "Tb5-b6 Pb7-b6 Tb2-b5 Pe2xa6 Ca5-b5 Pa6-a5").split()


def random_positions(count: int, seed: int, game: boardlab.Game = C1) -> Iterator[State]:
    """``count`` positions from random games (each game capped at 300 plies)."""
    rng = random.Random(seed)
    produced = 0
    while True:
        state = game.start()
        while not state.is_over and state.ply < 300:
            yield state
            produced += 1
            if produced == count:
                return
            state = state.play(rng.choice(state.legal_moves()))


def check_agreement(count: int, seed: int, every_child: int, game: boardlab.Game = C1) -> dict[str, int]:
    """Compare the engines on ``count`` random positions; at every ``every_child``-th one
    compare the result after each legal move, elsewhere after one random move."""
    rng = random.Random(seed + 1)
    seen = {"positions": 0, "x": 0, "wins": 0, "mid-turn": 0}
    for index, state in enumerate(random_positions(count, seed, game)):
        board = fast.encode(state)
        moves, children = fast.expand(board)
        texts = [fast.move_text(m) for m in moves]
        assert texts == state.legal_moves(), state.position()
        chosen = range(len(texts)) if index % every_child == 0 else [rng.randrange(len(texts))]
        for i in chosen:
            after = state.play(texts[i])
            assert fast.winner(children[i]) == after.winner, (state.position(), texts[i])
            assert np.array_equal(children[i], fast.encode(after)), (state.position(), texts[i])
            seen["wins"] += after.winner is not None
        seen["positions"] += 1
        seen["x"] += sum("x" in t for t in texts)
        seen["mid-turn"] += state.tile_step_done
    return seen


def test_engines_agree_on_a_few_thousand_random_positions() -> None:
    seen = check_agreement(3000, seed=1, every_child=15)
    assert seen["positions"] == 3000
    assert seen["x"] > 0 and seen["wins"] > 0  # eliminations and finished games were covered


@pytest.mark.slow
def test_engines_agree_on_a_hundred_thousand_random_positions() -> None:
    seen = check_agreement(100_000, seed=2, every_child=25)
    assert seen["positions"] == 100_000


def test_c2_engines_agree_on_a_few_hundred_random_positions() -> None:
    seen = check_agreement(600, seed=3, every_child=10, game=C2)
    assert seen["mid-turn"] > 0 and seen["x"] > 0


@pytest.mark.slow
def test_c2_engines_agree_on_ten_thousand_random_positions() -> None:
    seen = check_agreement(12_000, seed=4, every_child=20, game=C2)
    assert seen["positions"] == 12_000 and seen["mid-turn"] > 2000 and seen["wins"] > 0


def test_c2_surrounds_wait_for_the_end_of_the_turn_on_the_fast_board() -> None:
    from c1_util import diagram

    text = """
w  w  w  wc w  w  w
w  w  w  w  w  w  w
w  w  w  .  w  w  w
.  .  .  bC b  .  .
b  b  b  .  .  b  b
b  b  b  b  b  b  b
bP b  b  b  b  b  b
"""
    state = diagram(text, variant="c2")
    board = fast.encode(state)
    moves, children = fast.expand(board)
    for move, child in zip(moves, children):
        after = state.play(fast.move_text(move))
        assert np.array_equal(child, fast.encode(after)) and fast.winner(child) == after.winner
    mid = state.play("Te4-f4")  # Black's own cone is surrounded by Void, but the turn goes on
    board = fast.encode(mid)
    assert fast.winner(board) is None and fast.side_to_move(board) == "black"
    assert fast.legal_moves(board) == mid.legal_moves() and all(m[0] in "CP" for m in mid.legal_moves())


def test_the_rulebook_sample_game_replays_on_the_fast_board() -> None:
    state = C1.start()
    board = fast.encode(state)
    for move in SAMPLE_GAME:
        assert move in fast.legal_moves(board)
        code = next(m for m in fast.expand(board)[0] if fast.move_text(m) == move)
        fast.make_move(board, code)
        state = state.play(move)
        assert np.array_equal(board, fast.encode(state))
    assert fast.winner(board) == "white"
    assert fast.legal_moves(board) == []


def test_start_board_and_notation() -> None:
    board = fast.start_board()
    assert len(fast.legal_moves(board)) == 18
    assert fast.side_to_move(board) == "black"
    assert fast.winner(board) is None
    assert fast.move_text((1 << 13) | (1 << 12) | (15 << 6) | 31) == "Pb3xd5"


def test_positions_read_from_strings_encode_the_same() -> None:
    state = C1.replay(SAMPLE_GAME[:20])
    again = C1.from_position(state.position())
    assert np.array_equal(fast.encode(again), fast.encode(state))
    assert fast.legal_moves(fast.encode(again)) == state.legal_moves()


def test_playouts_are_reproducible_and_end_properly() -> None:
    from boardlab.ai.compiled import compiled_search

    engine = fast.search_engine(C1.start())
    compiled = compiled_search(engine)  # the random playouts are the compiled search core's
    board = fast.start_board()
    assert compiled.playouts(board, engine.workspace, 20, 300, 1, fast.MAX_MOVES) == \
        compiled.playouts(board, engine.workspace, 20, 300, 1, fast.MAX_MOVES)
    assert np.array_equal(board, fast.start_board())  # the input board is untouched
    out = np.empty(fast.MAX_MOVES, dtype=np.int64)
    for seed in range(30):
        work = board.copy()
        plies = compiled.random_walk(work, engine.workspace, seed, 300, out)
        assert 1 <= plies <= 300
        assert work[fast.RESULT] != fast.ONGOING or plies == 300


def test_evaluation_is_in_range_and_exact_for_finished_games() -> None:
    for state in random_positions(300, seed=9):
        value = evaluate_board(fast.encode(state))
        assert -1.0 <= value <= 1.0
        assert state.evaluate() == pytest.approx(value)
    final = C1.replay(SAMPLE_GAME)
    assert final.evaluate() == -1.0  # Black to move, White has won


def test_fast_engine_is_offered_for_c1_and_c2_without_history_options() -> None:
    assert fast.supports(C1.start()) and fast.supports(C2.start())
    assert fast.search_engine(C2.start().play("Tb3-b4")) is not None
    assert not fast.supports(boardlab.load("c1", move_limit=50).start())
    assert fast.search_engine(boardlab.load("c1", repetition=3).start()) is None
    assert fast.perft(boardlab.load("c1", repetition=3).start(), 1) is None


COMPILED = ("generate", "make_move", "expand")
CACHE_PROBE = f"""
from boardlab.games.c1 import fast
from boardlab.games.c1.evaluation import evaluate_board
board = fast.start_board()
fast.expand(board)
fast.legal_moves(board)
fast.make_move(board.copy(), 3 << 6 | 10)
evaluate_board(board)
dispatchers = [getattr(fast, name) for name in {COMPILED!r}] + [evaluate_board]
print(sum(sum(d.stats.cache_misses.values()) for d in dispatchers),
      sum(sum(d.stats.cache_hits.values()) for d in dispatchers))
"""


def test_a_second_start_loads_the_compiled_code_from_the_cache() -> None:
    subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True)
    second = subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True, text=True)
    misses, hits = map(int, second.stdout.split())
    assert misses == 0
    assert hits >= len(COMPILED) + 1  # every function called was loaded from the cache


def test_perft_and_random_playouts_of_both_variants() -> None:
    from boardlab.core.perft import perft

    assert [fast.perft(C1.start(), depth) for depth in (1, 2, 3, 4)] == [18, 319, 7232, 162187]
    c2_start = C2.start()
    assert [fast.perft(c2_start, depth) for depth in (1, 2, 3)] == [perft(c2_start, depth) for depth in (1, 2, 3)]
    assert fast.random_playouts(C2.start(), 10, 200, 1) == fast.random_playouts(C2.start(), 10, 200, 1)
    assert fast.random_playouts(C1.start(), 4, 5, 1) == 20
    assert fast.random_playouts(boardlab.load("c1", move_limit=9).start(), 4, 5, 1) is None
    assert fast.LEVEL_SPECS == {"easy": "alphabeta:depth=1", "medium": "alphabeta:depth=3", "hard": "alphabeta:depth=7",
                                "expert": "alphabeta:nodes=6000000"}


def test_the_evaluations_one_pass_counts_equal_their_definitions() -> None:
    """``_pressures`` (one pass, a table of distances) against the definitions written out:
    each opposing piece adds ``max(0, 6 - Manhattan distance) / 6`` to the pressure on a cone,
    and a colour's slidable tiles are its tiles off the fixed cells."""
    import random

    import boardlab
    from boardlab.games.c1 import evaluation
    from boardlab.games.c1.fast import BLACK_CONE, IS_FIXED, NCELLS, WHITE_CONE, encode

    rng = random.Random(5)
    for _ in range(40):
        state = boardlab.load("c1").start()
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        board = encode(state)
        expected = [0.0, 0.0]
        tiles = [0, 0]
        for cell in range(NCELLS):
            piece = int(board[cell]) >> 2
            if piece:
                colour = (piece + 1) >> 1  # 1 Black, 2 White
                cone = int(board[WHITE_CONE if colour == 1 else BLACK_CONE])
                distance = abs(cell % 7 - cone % 7) + abs(cell // 7 - cone // 7)
                expected[2 - colour] += max(0.0, 6.0 - distance) / 6.0
            if not IS_FIXED[cell] and int(board[cell]) & 3:
                tiles[(int(board[cell]) & 3) - 1] += 1
        assert evaluation._pressures(board) == (expected[0], expected[1], tiles[0], tiles[1])
