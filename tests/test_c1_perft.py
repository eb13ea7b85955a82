"""perft from the start position: the counts of the rulings."""

from __future__ import annotations

import pytest

import boardlab
from boardlab.core.perft import divide, perft


@pytest.mark.parametrize("depth, nodes", [(0, 1), (1, 18), (2, 319), (3, 7_232), (4, 162_187)])
def test_perft_from_the_start(depth: int, nodes: int) -> None:
    assert perft(boardlab.load("c1").start(), depth) == nodes


@pytest.mark.slow
def test_perft_depth_5() -> None:
    assert perft(boardlab.load("c1").start(), 5) == 3_999_290


def test_divide_adds_up() -> None:
    split = divide(boardlab.load("c1").start(), 2)
    assert len(split) == 18 and sum(split.values()) == 319


def test_c2_perft_counts_steps() -> None:
    # C2: Black's first decisions are the 18 C1 moves (the 5 tile moves each allow a piece move);
    # after a tile move the turn continues with piece moves only.
    state = boardlab.load("c1", variant="c2").start()
    assert perft(state, 1) == 18
    after_tile = state.play("Tb3-b4")
    assert after_tile.to_move == "black"
    assert perft(state, 2) == sum(perft(state.play(m), 1) for m in state.legal_moves())
