"""CCC Structures: Flat Stacks, Constructed Pyramids, Pyramid Stacks, and each Collapse."""

from __future__ import annotations

import boardlab
from boardlab.games.ccc.notation import write_stack

GAME = boardlab.load("ccc")


def layout(cells: dict[str, str], side: str = "black", **kwargs):
    """A hand-built position; a corner Small Pyramid is added for a side without a Pyramid."""
    cells = dict(cells)
    text = "".join(cells.values())
    if not any(c in text for c in "SML"):
        cells.setdefault("a1", "S")
    if not any(c in text for c in "sml"):
        cells.setdefault("h8", "s")
    return GAME.from_layout(cells, side, **kwargs)


def at(state, name: str) -> str:
    return write_stack(state.pos.cells[state.pos.geometry.parse_cell(name)])


def play(state, *steps: str):
    for step in steps:
        state = state.play(step)
    return state


# --- Flat Stack -----------------------------------------------------------------------------------

def test_flat_stack_moves_one_space_orthogonally_even_backwards() -> None:
    state = layout({"d4": "(FF)"})
    moves = {m for m in state.legal_moves() if m.startswith("Fd4-")}
    assert moves == {"Fd4-d5", "Fd4-d3", "Fd4-c4", "Fd4-e4"}


def test_flat_stack_attacks_basic_pieces_only() -> None:
    state = layout({"d4": "(FF)", "d5": "f", "c4": "(ff)", "e4": "l"})
    assert "Fd4xd5" in state.legal_moves() and "Fd4xe4" in state.legal_moves()
    assert "Fd4xc4" not in state.legal_moves()
    after = state.play("Fd4xd5")
    assert at(after, "d5") == "F"  # the bottom Flat took the round


def test_flat_stack_gathers_flats_up_to_five() -> None:
    assert at(layout({"d4": "(FF)", "d5": "F"}).play("Fd4-d5"), "d5") == "(FFF)"
    assert at(layout({"d4": "(FF)", "d5": "(FFF)"}).play("Fd4-d5"), "d5") == "(FFFFF)"
    assert "Fd4-d5" not in layout({"d4": "(FFF)", "d5": "(FFF)"}).legal_moves()


def test_flat_stack_is_frozen_by_the_opposing_flag_even_for_collapses() -> None:
    state = layout({"d4": "(FFF)", "e5": "n"})
    assert not any(m.startswith("Fd4") for m in state.legal_moves())


def test_flat_stack_collapse_drops_on_every_space_of_its_line() -> None:
    state = layout({"d4": "(FFF)"})
    starts = {m for m in state.legal_moves() if m.startswith("Fd4*")}
    assert {"Fd4*1n", "Fd4*3n", "Fd4*2e", "Fd4*3s", "Fd4*1w"} <= starts
    assert not any(m.endswith(("ne", "nw", "se", "sw")) or m[-1].isdigit() for m in starts)
    lifted = state.play("Fd4*3n")
    assert lifted.to_move == "black" and set(lifted.legal_moves()) == {"1d5", "2d5", "3d5"}
    step = lifted.play("1d5")
    assert set(step.legal_moves()) == {"1d6", "2d6"}
    done = step.play("2d6")
    assert (at(done, "d4"), at(done, "d5"), at(done, "d6")) == (".", "F", "(FF)")
    assert done.to_move == "white" and done.moves == ["Fd4*3n/1d5/2d6"]


def test_flat_stack_collapse_can_leave_flats_behind() -> None:
    done = play(layout({"d4": "(FFF)"}), "Fd4*1e", "1e4")
    assert at(done, "d4") == "(FF)" and at(done, "e4") == "F"


def test_flat_stack_collapse_drops_everything_at_the_edge() -> None:
    lifted = layout({"d7": "(FFF)"}).play("Fd7*3n")
    assert lifted.legal_moves() == ["3d8"]


def test_taller_structures_barricade_a_flat_stack_collapse() -> None:
    state = layout({"d4": "(FF)", "d6": "(fff)"})
    lifted = state.play("Fd4*2n")
    assert lifted.legal_moves() == ["2d5"]  # with one Flat left, the 3-high stack blocks
    assert "Fd4*2n" in state.legal_moves()
    blocked = layout({"d4": "(FFF)", "d5": "(ffff)"})
    assert "Fd4*3n" not in blocked.legal_moves()
    level = play(layout({"d4": "(FFFF)", "d6": "(fff)"}), "Fd4*4n", "1d5")
    assert "3xd6" in level.legal_moves()  # 3 held Flats are not lower than a 3-high stack
    after = level.play("3xd6")
    assert at(after, "d6") == "."  # three rounds destroy both sides


def test_own_structures_receive_flats_and_other_own_pieces_end_the_line() -> None:
    # RULINGS: only opposing Structures barricade; own Flat Stacks take drops up to 5 Flats
    taller_own = play(layout({"d4": "(FF)", "d5": "(FFF)"}), "Fd4*2n", "2d5")
    assert at(taller_own, "d5") == "(FFFFF)" and at(taller_own, "d4") == "."
    assert "Fd4*2n" not in layout({"d4": "(FF)", "d5": "(FFFFF)"}).legal_moves()  # full: the line ends before it
    assert "Fd4*2n" not in layout({"d4": "(FF)", "d5": "C"}).legal_moves()
    # an own piece that cannot take Flats ends the line: the held Flats drop on the space before it
    before_cube = layout({"d3": "(FFF)", "d5": "C"}).play("Fd3*2n")
    assert set(before_cube.legal_moves()) == {"2d4"}
    merged = play(layout({"d4": "(FF)", "d5": "(FF)"}), "Fd4*2n", "2d5")
    assert at(merged, "d5") == "(FFFF)"


def test_single_opposing_pieces_never_barricade() -> None:
    lifted = layout({"d4": "(FF)", "d5": "l"}).play("Fd4*2n")
    assert set(lifted.legal_moves()) == {"1xd5", "2xd5"}


def test_flat_stack_collapse_attacks_then_goes_on() -> None:
    state = play(layout({"d4": "(FFF)", "d5": "f"}), "Fd4*3n", "1xd5")
    assert at(state, "d5") == "." and state.to_move == "black"
    assert set(state.legal_moves()) == {"1d6", "2d6"}
    lost = play(layout({"d4": "(FFF)", "d6": "l"}), "Fd4*3n", "1d5", "2xd6")
    assert at(lost, "d6") == "l4" and at(lost, "d5") == "F" and lost.to_move == "white"


def test_flat_stack_collapse_drops_everything_beside_the_opposing_flag() -> None:
    state = play(layout({"d4": "(FFF)", "c7": "n"}), "Fd4*3n", "1d5")
    assert state.legal_moves() == ["2d6"]


# --- Constructed Pyramid ---------------------------------------------------------------------------

def test_constructed_pyramid_slides_diagonally_to_the_edge_and_attacks() -> None:
    state = layout({"c3": "(LM)", "e5": "f"})
    moves = {m for m in state.legal_moves() if m.startswith("Mc3") and "*" not in m}
    assert moves == {"Mc3-d4", "Mc3xe5", "Mc3-b4", "Mc3-a5", "Mc3-b2", "Mc3-a1", "Mc3-d2", "Mc3-e1"}


def test_constructed_pyramid_onto_flats_makes_a_pyramid_stack() -> None:
    after = layout({"c3": "(LM)", "d4": "(FF)"}).play("Mc3-d4")
    assert at(after, "d4") == "(FFLM)"


def test_constructed_pyramid_collapse_skips_spaces_and_passes_over_pieces() -> None:
    state = layout({"a1": "(LMS)", "c3": "f", "a8": "s"})
    assert "Sa1*2ne" in state.legal_moves() and "Sa1*2n" not in state.legal_moves()
    lifted = state.play("Sa1*2ne")
    drops = set(lifted.legal_moves())
    assert {"1b2", "2b2", "1xc3", "2d4", "1g7", "2h8"} <= drops and "1h8" not in drops
    first = lifted.play("1e5")
    assert at(first, "e5") == "M"  # dropped from the bottom first
    assert not any(m.endswith(("b2", "c3", "d4", "e5")) for m in first.legal_moves())
    done = first.play("1g7")
    assert (at(done, "a1"), at(done, "e5"), at(done, "g7")) == ("L", "M", "S") and done.to_move == "white"


def test_constructed_pyramid_collapse_never_leaves_pieces_with_nowhere_to_go() -> None:
    lifted = layout({"a1": "(LM)", "h8": "C", "a8": "s", "h3": "f"}).play("Ma1*2ne")
    drops = set(lifted.legal_moves())
    assert "2g7" in drops and "1g7" not in drops  # the Medium could not land on the Cube at the edge
    assert "1b2" in drops  # ... but after b2 it could still land short of the edge
    assert not any(m.endswith("h8") for m in drops)


def test_constructed_pyramid_collapse_builds_on_arrival() -> None:
    onto_flat = play(layout({"a1": "(LM)", "c3": "F", "a8": "s"}), "Ma1*1ne", "1c3")
    assert at(onto_flat, "c3") == "(FM)"
    assert "1c3" not in layout({"a1": "(LM)", "c3": "S", "a8": "s", "h3": "f"}).play("Ma1*1ne").legal_moves()


def test_constructed_pyramid_collapse_ignores_the_nice_flag() -> None:
    lifted = layout({"a1": "(LM)", "c2": "n", "a8": "s", "h3": "f"}).play("Ma1*1ne")
    assert "1d4" in lifted.legal_moves()


def test_constructed_pyramid_collapse_attacks_during_the_collapse() -> None:
    state = play(layout({"a1": "(LMS)", "c3": "m", "a8": "f"}), "Sa1*3ne", "1xc3")
    assert at(state, "c3") == "L2" and state.to_move == "black" and not state.is_over  # the Large drops first
    done = state.play("2d4")
    assert done.winner == "black"  # the game ends when the turn is over


# --- Pyramid Stack ------------------------------------------------------------------------------------

def test_pyramid_stack_moves_one_space_any_direction_and_attacks() -> None:
    state = layout({"d4": "(FS)", "e5": "l"})
    moves = {m for m in state.legal_moves() if m.startswith("Sd4") and "*" not in m}
    assert moves == {"Sd4-d5", "Sd4xe5", "Sd4-e4", "Sd4-e3", "Sd4-d3", "Sd4-c3", "Sd4-c4", "Sd4-c5"}


def test_pyramid_stack_gathers_flats_underneath() -> None:
    after = layout({"d4": "(FS)", "d5": "(FF)"}).play("Sd4-d5")
    assert at(after, "d5") == "(FFFS)"
    assert "Sd4-d5" not in layout({"d4": "(FFFS)", "d5": "(FFF)"}).legal_moves()


def test_pyramid_stack_is_immune_to_the_flag() -> None:
    state = layout({"d4": "(FS)", "e5": "n"})
    assert "Sd4-d5" in state.legal_moves() and "Sd4*2" in state.legal_moves()


def test_pyramid_stack_collapse_walks_a_free_path_never_re_entering() -> None:
    state = layout({"d4": "(FFMS)"})
    assert {"Sd4*1", "Sd4*2", "Sd4*3", "Sd4*4"} <= set(state.legal_moves())
    first = play(state, "Sd4*3", "1e5")
    assert at(first, "e5") == "F" and at(first, "d4") == "F"
    targets = {m[1:] for m in first.legal_moves()}
    assert "d4" not in targets and "e5" not in targets and "f6" in targets and "d6" in targets
    done = play(first, "1f6", "1g7")
    assert (at(done, "f6"), at(done, "g7")) == ("M", "S")


def test_pyramid_stack_collapse_drops_the_rest_where_it_is_stuck() -> None:
    state = layout({"a1": "(FS)", "b1": "C", "b2": "T", "a3": "C", "b3": "T"})
    lifted = state.play("Sa1*2")
    assert lifted.legal_moves() == ["2a2"]
    assert at(lifted.play("2a2"), "a2") == "(FS)"


def test_pyramid_stack_collapse_can_drop_flats_alone() -> None:
    done = play(layout({"d4": "(FFS)"}), "Sd4*3", "1d5", "2d6")
    assert (at(done, "d5"), at(done, "d6")) == ("F", "(FS)")


def test_collapse_perft_counts_step_decisions() -> None:
    from boardlab.core.perft import perft

    state = layout({"d4": "(FFF)", "h1": "S"}).play("Fd4*3n")
    assert perft(state, 1) == 3
    assert perft(state, 2) == 2 + 1 + perft(state.play("3d5"), 1)
