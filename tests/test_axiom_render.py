"""AXIOM drawing (text, isometric SVG and map) and evaluation."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree

import pytest

import boardlab
from boardlab.games.axiom.game import AxiomGame
from boardlab.games.axiom.state import AxiomState

START = AxiomGame().start()
ROTATIONS = (0, 90, 180, 270)


def targets(svg: str) -> set[str]:
    return set(re.findall(r'data-target="([^"]+)"', svg))


def sample_states(count: int = 6, plies: int = 30) -> list[AxiomState]:
    rng = random.Random(7)
    states = []
    for _ in range(count):
        state = START
        for _ in range(rng.randrange(plies)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_every_click_target_is_drawn_in_every_rotation(rotation: int) -> None:
    for state in sample_states():
        svg = state.svg(rotation=rotation)
        ElementTree.fromstring(svg)  # well-formed
        drawn = targets(svg)
        for path in state.clicks().values():
            assert set(path) <= drawn


def test_every_uncovered_face_and_placement_cell_is_clickable() -> None:
    for rotation in ROTATIONS:
        drawn = targets(START.svg(rotation=rotation))
        for (x, y, z), cube in START.layout.cubes.items():
            for face, (dx, dy, dz) in zip("UDNESW", ((0, 0, 1), (0, 0, -1), (0, 1, 0), (1, 0, 0), (0, -1, 0), (-1, 0, 0))):
                if face != "D" and (x + dx, y + dy, z + dz) not in START.layout.cubes:
                    assert f"{'abcdefghijklmn'[x]}{y + 1}.{z}{face}" in drawn
        assert {"a2.1", "e3.1", "c1.1", "c4.1", "c3.3"} <= drawn


def test_svg_is_well_formed_and_marks_highlights_and_selection() -> None:
    svg = START.svg(highlights=["c2.2U", "a2.1"], selected="b2.2U")
    root = ElementTree.fromstring(svg)
    assert root.tag.endswith("svg")
    assert svg.count('stroke="#e53935"') >= 2 and 'stroke="#3fa7ff"' in svg
    assert "dome:UW" in targets(svg) and len([t for t in targets(svg) if t.startswith("dome:")]) == 18


def test_rotation_and_flip_turn_the_view() -> None:
    assert START.svg(rotation=180) == START.svg(flipped=True)
    assert START.svg(rotation=90) != START.svg()
    with pytest.raises(boardlab.InvalidOption, match="rotation"):
        START.svg(rotation=45)


def test_click_paths() -> None:
    clicks = START.clicks()
    assert clicks["Sb2.2U-c3.2U"] == ["b2.2U", "c3.2U"]
    assert clicks["Cc2.2-c3.3D"] == ["c2.2U", "c3.3", "dome:D"]


def test_text_diagram() -> None:
    text = START.text()
    assert "level 2" in text and "level 1" in text
    assert "black sceptres: b2.2U, d2.2U" in text and text.endswith("black to move")
    assert "BUW" in text and "wD" in text


def test_evaluation_is_bounded_and_sees_wins_and_threats() -> None:
    for state in sample_states():
        assert -1.0 <= state.evaluate() <= 1.0
    assert START.evaluate() == 0.0  # the start is symmetric
    game = AxiomGame(own_pair="allowed")  # both Black sceptres stand on b2.1
    win_now = game.from_position("b2.1bE,c2.1bES,d2.1wU b2.1Ub,b2.1Sb,c2.1Nw,d2.1Nw b 5")
    threatened = game.from_position("b2.1bNE,c2.1bES,d2.1wU b2.1Ub,b2.1Sb,c2.1Nw,d2.1Nw w 5")
    assert win_now.evaluate() > 0.9
    assert threatened.evaluate() < -0.5


def test_click_paths_are_unique_and_never_a_prefix_of_another() -> None:
    for state in sample_states():
        paths = [tuple(p) for p in state.clicks().values()]
        assert len(set(paths)) == len(paths)
        for path in paths:
            assert not any(other != path and other[:len(path)] == path for other in paths)
