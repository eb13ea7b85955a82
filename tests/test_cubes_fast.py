"""The fast Cubes engine keeps to the reference rules: the same legal steps in the same order,
the same positions after them, the same results and reasons, on every board size and both
slide readings, with long bonus chains and late games (both pools empty) included."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator

import numpy as np
import pytest

import boardlab
from boardlab.ai.alphabeta import AlphaBeta
from boardlab.core.perft import perft
from boardlab.games.cubes import fast
from boardlab.games.cubes.state import CubesState

SIX = ".....W/B...../....../B...w./....../b..... b - 10"
SEALED = "...w..../.W.w..../...w..../wwww..../....bbbb/....b.../....b.B./....b... b - 30"
ALMOST_SEALED = "...w..../.W.w..../...w..../wwww..../.....bbb/....b.../....b.B./....b... b - 30"


Walked = tuple[CubesState, np.ndarray, np.ndarray, np.ndarray]


def walk(game: boardlab.Game, count: int, seed: int) -> Iterator[Walked]:
    """``count`` positions of random games with their fast board, steps and children.

    Each game follows one of three policies, so that every kind of position comes up: uniform
    steps; *chains*, which mostly take a slide that earns a bonus move (long bonus chains);
    *fill*, which mostly places cubes (late games with empty pools, sealed regions)."""
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        policy = rng.choice(("uniform", "chains", "fill"))
        state = game.start()
        while produced < count:
            board = fast.encode(state)
            moves, children = fast.expand(board)
            yield state, board, moves, children
            produced += 1
            if state.is_over:
                break
            state = state.play(fast.move_text(state.grid.size, moves[_choose(rng, policy, moves, children)]))


def _choose(rng: random.Random, policy: str, moves: np.ndarray, children: np.ndarray) -> int:
    if policy == "chains" and rng.random() < 0.85:
        bonus = [i for i, child in enumerate(children) if child[fast.JUST] >= 0 and child[fast.RESULT] == 0]
        if bonus:
            return rng.choice(bonus)
    if policy == "fill" and rng.random() < 0.8:
        places = [i for i, move in enumerate(moves) if move >> 20 == fast.PLACE]
        if places:
            return rng.choice(places)
    return rng.randrange(len(moves))


def check_agreement(count: int, seed: int, every_child: int, **options: object) -> Counter[str]:
    """Compare the engines on ``count`` positions of ``options``' game; at every
    ``every_child``-th position compare the position after every step and the evaluation."""
    game = boardlab.load("cubes", first="black", **options)
    seen: Counter[str] = Counter()
    chain = 0
    for index, (state, board, moves, children) in enumerate(walk(game, count, seed)):
        size = state.grid.size
        texts = [fast.move_text(size, m) for m in moves]
        assert texts == state.legal_moves(), state.position()
        assert (fast.winner(board), fast.reason(board)) == (state.winner, state.reason), state.position()
        assert fast.position(board) == state.position()
        checked = range(len(texts)) if index % every_child == 0 else [index % len(texts)] if texts else []
        for i in checked:
            assert fast.position(children[i]) == state.play(texts[i]).position(), (state.position(), texts[i])
        if index % every_child == 0:
            assert fast.evaluate_board(board) == pytest.approx(state.evaluate(), abs=1e-12)
        chain = chain + 1 if state.in_bonus else 0
        seen["longest chain"] = max(seen["longest chain"], chain)
        seen["positions"] += 1
        seen["bonus steps"] += state.in_bonus
        seen["empty pools"] += state.pool("black") == state.pool("white") == 0
        if state.is_over:
            seen[state.reason.split(" ", 1)[1] if "cannot" in state.reason else state.reason] += 1  # type: ignore[union-attr]
    return seen


@pytest.mark.parametrize("reading", ["physical", "strict"])
@pytest.mark.parametrize("size, count", [(3, 300), (5, 400), (8, 300), (12, 100), (19, 60)])
def test_engines_agree_on_a_few_random_positions(size: int, count: int, reading: str) -> None:
    seen = check_agreement(count, seed=size, every_child=7, size=size, slide=reading)
    assert seen["positions"] == count and seen["bonus steps"] > 0


#: 100,000 positions in all: each size at least 10,000, each reading 50,000; every position
#: after every step is compared at every ``every_child``-th position (less often on big boards,
#: where a position has hundreds of steps).
BULK = [(3, 10_000, 40), (5, 12_500, 40), (8, 12_500, 60), (12, 10_000, 150), (19, 5_000, 250)]


@pytest.mark.slow
@pytest.mark.parametrize("reading", ["physical", "strict"])
@pytest.mark.parametrize("size, count, every_child", BULK)
def test_engines_agree_on_a_hundred_thousand_random_positions(size: int, count: int, every_child: int,
                                                              reading: str) -> None:
    seen = check_agreement(count, seed=100 + size, every_child=every_child, size=size, slide=reading)
    assert seen["positions"] == count
    print(size, reading, dict(seen))
    assert seen["cannot make a legal move"] > 0
    if size >= 5:  # a 3 x 3 board has room for neither long chains nor sixteen cubes
        assert seen["longest chain"] >= 4 and seen["empty pools"] > 0


def test_move_limit_and_sealed_regions_agree() -> None:
    seen = check_agreement(600, seed=5, every_child=5, size=5, move_limit=12)
    assert seen["the move limit of 12 turns was reached"] > 0
    game = boardlab.load("cubes")
    for text in (SEALED, ALMOST_SEALED):
        state = game.from_position(text)
        board = fast.encode(state)
        assert (fast.winner(board), fast.reason(board)) == (state.winner, state.reason)
        for move, child in zip(*fast.expand(board)):
            after = state.play(fast.move_text(8, move))
            assert (fast.position(child), fast.winner(child), fast.reason(child)) == \
                (after.position(), after.winner, after.reason)
    assert fast.reason(fast.encode(game.from_position(SEALED))) == "the players' cubes are sealed in separate regions"
    assert fast.winner(fast.encode(game.from_position(ALMOST_SEALED).play("e4"))) == "draw"


#: Positions on both sides of the sealed-regions draw (from tests/test_cubes.py).
SEALING = [
    "...w..../.W.w..../...w..../wwww..../....bbbb/....b.../....b.B./....b...",
    "......../...W..../......../wwwwwwwb/......../......../...B..bb/b....bbb",
    "...w..../.W.w..../...w..../wwww..../.....bbb/....b.../....b.B./....b..B",
    "b......./...W..../......../wwwwwwwb/......../......../...B..bb/.....bbb",
    "......../...W..../......../wwwwwww./......../......../...B..bb/b...bbbb",
    "w..w..../.W.w..../...w..../www...../....bbbb/....b.../....b.B./....b...",
    "...ww.../.W.w..../...w..../www...../......B./......../bbbb..../bbb.....",
]


@pytest.mark.parametrize("reading", ["physical", "strict"])
@pytest.mark.parametrize("board", SEALING)
def test_the_sealed_regions_draw_agrees(board: str, reading: str) -> None:
    game = boardlab.load("cubes", slide=reading)
    for side in "bw":
        state = game.from_position(f"{board} {side} - 30")
        fast_board = fast.encode(state)
        assert (fast.winner(fast_board), fast.reason(fast_board)) == (state.winner, state.reason)
        assert fast.legal_moves(fast_board) == state.legal_moves()


@pytest.mark.parametrize("reading, counts", [("physical", [(33, 981, 29585), (38, 1197, 34698)]),
                                             ("strict", [(33, 912, 25952), (38, 1123, 31351)])])
def test_perft_matches_the_recorded_figures(reading: str, counts: list[tuple[int, ...]]) -> None:
    game = boardlab.load("cubes", size=6, slide=reading)
    state = game.from_position(SIX)
    assert tuple(fast.perft(state, depth) for depth in (1, 2, 3)) == counts[0]
    assert tuple(fast.perft(state.play("a3-d3"), depth) for depth in (1, 2, 3)) == counts[1]
    start = boardlab.load("cubes", size=4, slide=reading, first="black").start()
    assert fast.perft(start, 3) == perft(start, 3) == {"physical": 2552, "strict": 2416}[reading]
    assert fast.perft(boardlab.load("cubes", first="black").start(), 3) == 259352


def test_random_playouts_are_reproducible_and_bounded() -> None:
    start = boardlab.load("cubes", first="black").start()
    total = fast.random_playouts(start, 20, 300, seed=1)
    assert total == fast.random_playouts(start, 20, 300, seed=1)
    assert 20 * 8 <= total <= 20 * 300  # every game needs at least 8 steps to end
    assert fast.random_playouts(start, 5, 3, seed=2) == 15  # cut at max_plies
    from boardlab.ai.compiled import compiled_search

    board, engine = fast.encode(start), fast.search_engine(start)
    compiled_search(engine).playouts(board, engine.workspace, 3, 50, 1, fast.MAX_MOVES)
    assert np.array_equal(board, fast.encode(start))  # the input board is untouched


def test_engine_adapter_keeps_the_mover_through_a_bonus_chain() -> None:
    state = boardlab.load("cubes", size=6).from_position(SIX)
    from boardlab.ai.engine import EngineAdapter

    adapter = EngineAdapter(fast.search_engine(state))
    root = adapter.root(state)
    child = adapter.play(root, next(m for m in adapter.moves(root) if adapter.move_text(m) == "a3-d3"))
    assert adapter.mover(root) == adapter.mover(child) == 0  # black, still in the bonus step
    assert adapter.moves(child)[-1] == fast.END << 20 and adapter.move_text(adapter.moves(child)[-1]) == "end"
    assert adapter.key(root) != adapter.key(child)
    assert adapter.evaluate(child) == pytest.approx(state.play("a3-d3").evaluate())
    rewards = adapter.playout(root, random.Random(3), 0)
    assert rewards in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])
    result = AlphaBeta(adapter, max_depth=2).search(root)
    assert result.best in state.legal_moves() and result.depth == 2


def test_level_specs_are_valid_agents() -> None:
    from boardlab.ai.agents import parse_agent

    assert set(fast.LEVEL_SPECS) == {"easy", "medium", "hard", "expert"}
    depths = [int(fast.LEVEL_SPECS[level].rsplit("=", 1)[1]) for level in ("easy", "medium", "hard")]
    assert depths == sorted(set(depths)) and depths[2] >= 3
    for spec in fast.LEVEL_SPECS.values():
        parse_agent(spec)


CACHE_PROBE = """
import boardlab
from boardlab.games.cubes import fast
state = boardlab.load("cubes", first="black").start()
fast.random_playouts(state, 2, 50, 1)
fast.perft(state, 2)
board = fast.encode(state)
fast.expand(board)
fast.evaluate_board(board)
dispatchers = [fast.expand, fast.evaluate_board, fast.settle]
print(sum(sum(d.stats.cache_misses.values()) for d in dispatchers),
      sum(sum(d.stats.cache_hits.values()) for d in dispatchers))
"""


def test_a_second_start_loads_the_compiled_code_from_the_cache() -> None:
    subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True)
    second = subprocess.run([sys.executable, "-c", CACHE_PROBE], check=True, capture_output=True, text=True)
    misses, hits = map(int, second.stdout.split())
    assert misses == 0 and hits >= 3


@pytest.mark.parametrize("size", range(5, 20))
def test_levels_per_board_size_keep_the_default_and_hard_deeper_than_medium(size: int) -> None:
    from boardlab.ai.agents import LevelAgent

    def depths(n: int) -> list[int]:
        state = boardlab.load("cubes", size=n).start()
        return [int(LevelAgent(level).spec_for(state).rsplit("=", 1)[1]) for level in ("easy", "medium", "hard")]

    assert depths(size) == sorted(set(depths(size))) and depths(size)[2] >= 3
    if size > 5:  # a bigger board never searches deeper
        assert all(larger <= smaller for larger, smaller in zip(depths(size), depths(size - 1)))
    if size == 8:
        assert fast.level_specs(boardlab.load("cubes").start()) == fast.LEVEL_SPECS
