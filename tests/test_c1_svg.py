"""C1 drawings: the SVG carries a click target per cell, highlights, the last move, both views."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import boardlab

NS = "{http://www.w3.org/2000/svg}"


def _targets(svg: str) -> list[str]:
    return re.findall(r'data-target="([a-g][1-7])"', svg)


def test_svg_is_well_formed_with_one_target_per_cell() -> None:
    svg = boardlab.load("c1").start().svg()
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert sorted(_targets(svg)) == sorted(f"{f}{r}" for f in "abcdefg" for r in range(1, 8))
    assert svg.count('class="piece black cone"') == 1 and svg.count('class="piece white pyramid"') == 4
    assert svg.count('class="cell void"') == 7 and svg.count("fixed") == 22


def test_black_at_the_bottom_by_default_and_flipped_on_request() -> None:
    state = boardlab.load("c1").start()
    assert _targets(state.svg())[0] == "a7"
    assert _targets(state.svg(flipped=True))[0] == "g1"


def test_highlights_selection_and_last_move() -> None:
    state = boardlab.load("c1").start().play("Pb1-b2")
    svg = state.svg(highlights=["d5", "c5"], selected="e7")
    assert svg.count('class="highlight"') == 2
    assert 'stroke="#3fa7ff"' in svg  # the selected cell
    assert svg.count('stroke="#c9a227"') == 2  # b1 and b2, the last move


def test_click_paths_are_start_and_end_cell() -> None:
    clicks = boardlab.load("c1").start().clicks()
    assert clicks["Pb1-b2"] == ["b1", "b2"]
    assert clicks["Tb3-b4"] == ["b3", "b4"]
    svg_targets = set(_targets(boardlab.load("c1").start().svg()))
    assert all(set(path) <= svg_targets for path in clicks.values())


def test_text_diagram_shows_tiles_pieces_and_whose_turn() -> None:
    text = boardlab.load("c1").start().text()
    lines = text.splitlines()
    assert lines[0] == "7  W pW pW cW pW pW  W"
    assert lines[6] == "1  B PB PB CB PB PB  B"
    assert lines[-1] == "black to move"


def test_a_pyramid_jump_draws_its_route_and_a_step_draws_none() -> None:
    from boardlab.games.c1.board import cell_index
    from boardlab.games.c1.rules import jump_route

    position = "wwwwwww/wwwwwww/wwwwwww/......./bbbbbbb/bbbbbbb/bbbbbbb .ppcpp./......./......./......./......./......./.PPCPP. b 0"
    before = boardlab.load("c1").from_position(position)
    jumped = before.play("Pc1-a1")                         # over the pyramid on b1
    route = re.findall(r'<polyline class="jump-route" points="([^"]+)"', jumped.svg())
    assert len(route) == 1 and len(route[0].split()) == 2
    a1, c1 = cell_index(0, 0), cell_index(2, 0)
    assert jump_route(before.tiles, before.pieces, c1, a1) == [c1, a1]
    assert jump_route(before.tiles, before.pieces, c1, cell_index(2, 1)) is None  # a plain step
    stepped = before.play("Pc1-c2")
    assert "jump-route" not in stepped.svg()
