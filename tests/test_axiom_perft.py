"""AXIOM perft: move-generation counts from the start position.

With one-cell sceptres (the default) perft is 32, 992, 68,722. The independent Java
implementation counts 32, 992, 68,014, 5,118,773: it treats a standing sceptre as two cells
long, which the option ``sceptre_length=2`` reproduces (src/boardlab/docs/rules/axiom.md, "Checks"). The
last tests pin down the difference at depth 3 move by move: 712 moves only the one-cell reading
allows, all sceptre landings with a cube two cells in front, and 4 only the two-cell reading
allows, walks passing a cell another sceptre fills.
"""

from __future__ import annotations

import pytest

from boardlab.core.perft import divide, perft
from boardlab.games.axiom.board import neighbour
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.notation import parse_move
from boardlab.games.axiom.state import AxiomState

OUR_COUNTS = {1: 32, 2: 992, 3: 68_722}
#: The Java program's counts; ``sceptre_length=2`` must reproduce them.
JAVA_COUNTS = {1: 32, 2: 992, 3: 68_014, 4: 5_118_773}


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft_from_the_start(depth: int) -> None:
    assert perft(AxiomGame().start(), depth) == OUR_COUNTS[depth]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_two_cell_sceptres_give_the_java_counts(depth: int) -> None:
    assert perft(AxiomGame(sceptre_length=2).start(), depth) == JAVA_COUNTS[depth]


def test_own_pair_options_change_depth_three_only_when_forbidden() -> None:
    assert perft(AxiomGame(own_pair="loss").start(), 3) == 68_722  # the default
    assert perft(AxiomGame(own_pair="allowed").start(), 3) == 68_722  # no pair can form before ply 3
    assert perft(AxiomGame(own_pair="forbidden").start(), 3) == 68_467


def test_divide_adds_up() -> None:
    parts = divide(AxiomGame().start(), 2)
    assert len(parts) == 32 and sum(parts.values()) == 992
    assert parts["Cc2.2-c3.3D"] == 9  # White's only free cube is now covered: sceptre moves only


def test_one_piece_option_removes_splitting_cube_moves() -> None:
    assert perft(AxiomGame(one_piece=True).start(), 2) == 992
    assert perft(AxiomGame(one_piece=True).start(), 3) == 59_605


# --- where the two readings differ -------------------------------------------------------


def _positions_after_two_plies() -> list[tuple[AxiomState, AxiomState, str]]:
    """Each position two plies from the start, under one-cell and two-cell sceptres, with the
    moves that led there (the two readings agree on every move up to there)."""
    one, two = AxiomGame(), AxiomGame(sceptre_length=2)
    pairs = []
    for first in one.start().legal_moves():
        after_one, after_two = one.start().play(first), two.start().play(first)
        assert after_one.legal_moves() == after_two.legal_moves()
        for second in after_one.legal_moves():
            pairs.append((after_one.play(second), after_two.play(second), f"{first} {second}"))
    return pairs


def _cube_two_cells_in_front(state: AxiomState, move: str) -> bool:
    parsed = parse_move(move)
    assert parsed is not None
    if parsed[0] != "S":
        return False
    cube, face = parsed[1][3], parsed[1][4]
    return neighbour(neighbour(cube, face), face) in state.layout.cubes


def test_the_depth_three_difference_move_by_move() -> None:
    only_one_cell: list[str] = []
    only_two_cell: list[str] = []
    for one, two, line in _positions_after_two_plies():
        moves_one, moves_two = set(one.legal_moves()), set(two.legal_moves())
        assert all(_cube_two_cells_in_front(one, m) for m in moves_one - moves_two), line
        only_one_cell += sorted(moves_one - moves_two)
        only_two_cell += [f"{line} {m}" for m in sorted(moves_two - moves_one)]
    assert len(only_one_cell) == 712
    assert OUR_COUNTS[3] - len(only_one_cell) + len(only_two_cell) == JAVA_COUNTS[3]
    # Black's sceptre walks north over the top of b3.2, whose cell above White's sceptre on
    # c3.3W fills (one-cell sceptres stop there), and down the far side.
    assert only_two_cell == [
        "Cc2.2-c3.3D Sb3.2U-c3.3W Sb2.2U-b3.1N", "Cc2.2-c3.3D Sb3.2U-c3.3W Sb2.2U-b3.2N",
        "Cc2.2-c3.3D Sd3.2U-c3.3E Sd2.2U-d3.1N", "Cc2.2-c3.3D Sd3.2U-c3.3E Sd2.2U-d3.2N",
    ]
