"""The rules pages' pictures (drawn by the engines, targets marked), their "how to play it here"
sections, and the player-facing pages free of references to tests, files and other programs."""

from __future__ import annotations

import re
from html import escape, unescape
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

import boardlab
from boardlab.core.registry import rules_text
from boardlab.i18n import texts
from boardlab.server.app import create_app
from boardlab.server.rules_diagrams import DIAGRAMS, Diagram

SVG = "{http://www.w3.org/2000/svg}svg"
FIGURE = re.compile(r'<figure class="diagram" data-game="(\w+)" data-marked="([^"]*)">\n(<svg.*?</svg>)\n'
                    r"<figcaption>(.*?)</figcaption>", re.S)
#: What a player-facing page must not mention: test names and files, source paths, commands of
#: the developer tools, other implementations of the games.
REFERENCE = re.compile(r"\btest(s|ed|ing)?\b|\w+\.(py|md|txt|java)\b|\bsrc/|\btests/|\bbenchmarks/|\bdocs/|pytest|"
                       r"\bJava\b|numba|\bperft\b|`boardlab |(?-i:RULINGS)|GitHub|\bissue \d+", re.I)


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://")) as test_client:
        yield test_client


def figures(page: str) -> list[tuple[str, set[str], str, str]]:
    return [(game, set(marked.split()), svg, caption) for game, marked, svg, caption in FIGURE.findall(page)]


@pytest.mark.parametrize("game", boardlab.games())
def test_each_rules_page_shows_the_start_and_each_piece_with_its_targets_marked(client: TestClient, game: str) -> None:
    page = client.get(f"/rules/{game}").text
    shown = figures(page)
    assert len(shown) == len(DIAGRAMS[game]) >= 3
    for (drawn_for, marked, svg, caption), diagram in zip(shown, DIAGRAMS[game]):
        root = ElementTree.fromstring(svg)              # valid XML, an SVG document
        assert root.tag == SVG and drawn_for == game and unescape(caption) == texts("en").get(diagram.caption)
        assert marked == diagram.marked()
        targets = {element.get("data-target") for element in root.iter() if element.get("data-target")}
        assert marked <= targets                       # every mark is a target the board really has
        if marked:                                     # and the marks change the drawing
            assert svg != diagram.state.svg(selected=diagram.path[-1] if diagram.path else None)
    assert sum(1 for _, marked, _, _ in shown if marked) >= 1


@pytest.mark.parametrize("game", boardlab.games())
def test_each_rules_page_says_how_to_play_it_here_before_the_detailed_rules(client: TestClient, game: str) -> None:
    page = client.get(f"/rules/{game}").text
    howto, pictures = page.index('<section class="howto">'), page.index('<section class="diagrams">')
    assert page.index("<h1>") < howto < pictures < page.index("<h2>", page.index("</section>", pictures))
    assert escape(texts("en").get(f"howto-{game}")) in page


@pytest.mark.parametrize("game", boardlab.games())
def test_player_facing_rules_name_no_tests_files_or_other_programs(client: TestClient, game: str) -> None:
    page = re.sub(r"<svg.*?</svg>", "", client.get(f"/rules/{game}").text, flags=re.S)
    assert [found.group(0) for found in REFERENCE.finditer(rules_text(game))] == []
    assert [found.group(0) for found in REFERENCE.finditer(page)] == []


def test_the_reference_check_catches_what_it_should() -> None:
    for text in ("see `tests/test_c1_rules.py`", "the Java program", "perft counts", "docs/records.md",
                 "`boardlab solve`", "(tested)"):
        assert REFERENCE.search(text), text
    assert REFERENCE.search("playtested in my imagination") is None


def test_the_marks_are_the_games_own_legal_targets() -> None:
    by_caption = {diagram.caption: diagram for diagrams in DIAGRAMS.values() for diagram in diagrams}
    assert by_caption["diagram-c1-cone"].marked() == {"b3", "c2", "d2", "e2", "f3"}
    assert {"d3", "d5"} <= by_caption["diagram-c1-pyramid"].marked()          # a jump chain
    assert "e4" in by_caption["diagram-c1-elimination"].marked()               # the sample's Pc2xe4
    assert by_caption["diagram-c1-sample-end"].state.outcome == ("white", "black's cone is surrounded")
    assert by_caption["diagram-axiom-domes"].marked() and all(
        target.startswith("dome:") for target in by_caption["diagram-axiom-domes"].marked())
    assert {"count1", "count2"} <= by_caption["diagram-ccc-collapse"].marked()
    assert "swap" in by_caption["diagram-ccc-pyramid"].marked()
    assert {"end", "Tc2"[1:]} <= by_caption["diagram-cubes-bonus"].marked()
    assert by_caption["diagram-comet-group"].marked() == {"N", "S", "E", "W"}
    assert by_caption["diagram-comet-goal"].state.winner == "solved"


def test_a_diagram_without_clicks_marks_nothing_unless_asked() -> None:
    assert Diagram("c1", "diagram-start").marked() == set()
    assert "a1" in Diagram("cubes", "diagram-cubes-place", mark_first=True).marked()


def test_another_language_gets_its_page_direction_and_english_captions_until_translated(client: TestClient) -> None:
    page = client.get("/rules/c1", headers={"Accept-Language": "ar"}).text
    assert '<html lang="ar" dir="rtl">' in page
    assert escape(texts("en").get("diagram-c1-cone")) in page    # the fallback of an untranslated message
