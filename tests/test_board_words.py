"""The words inside the boards' pictures are in the reader's language (boardlab.i18n.boards).

Every game's SVG is drawn for many positions (random play with every step, so CCC's Hop chains
and Collapses in progress, Cubes' bonus steps, ends of games, the rules pages' positions) and
with clicks under way (comet's group chosen, a CCC piece picked), in German and in Arabic: no
English word of the boards' English messages may be left, each game's own messages must be
there, and Arabic sentences run right to left while notation keeps its own direction.

Run as a script, it lists every distinct text, title and label the five games draw in a language:
``PYTHONPATH=src python tests/test_board_words.py [de]``.
"""

from __future__ import annotations

import doctest
import random
import re
import sys
from collections.abc import Iterator
from functools import cache
from xml.etree import ElementTree

import pytest
from fluent.syntax import FluentParser, ast

import boardlab
import boardlab.i18n.boards as boards
from boardlab.core.errors import InvalidOption
from boardlab.core.game import State
from boardlab.i18n import texts, variables
from boardlab.i18n.boards import board_words
from boardlab.i18n.reasons import reason_text
from boardlab.server.rules_diagrams import DIAGRAMS

GAMES = ("c1", "axiom", "ccc", "cubes", "comet")
SVG = "{http://www.w3.org/2000/svg}"
#: Words English shares with the translations: the games' names and CCC's piece and move names
#: (kept as the rules name them in every dictionary, like "Flat" and "Nice Flag"), and notation.
SHARED = {"C1", "AXIOM", "CCC", "Cubes", "comet", "circumflex", "Flat", "Torus", "Nice", "Flag", "Hop",
          "Collapse", "U", "D", "N", "E", "S", "W"}
_WORD = re.compile(r"[^\W\d_]+")


def sample_states(game: str) -> Iterator[tuple[State, dict[str, object]]]:
    """Positions of ``game`` with drawing options: random play (every third step, and every
    step's end), the rules pages' positions, each with a first click made where there is one."""
    states: list[State] = [diagram.state for diagram in DIAGRAMS.get(game, [])]
    if game == "ccc":   # a Structure of each kind (random play seldom builds a Pyramid on a Pyramid)
        states.append(boardlab.load("ccc").from_layout({"a1": "M", "h8": "m", "d4": "(FFL)", "e5": "(ls)",
                                                         "c3": "(FF)", "f6": "n", "b2": "T"}, "black"))
    for seed in range(4):
        rng = random.Random(seed)
        state = boardlab.load(game).start()
        for step in range(160):
            if step % 3 == 0 or state.is_over:
                states.append(state)
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
    for state in states:
        yield state, {}
        paths = [] if state.is_over else sorted(state.clicks().values())
        if paths:
            first = paths[len(paths) // 2][0]
            following = sorted({path[1] for path in paths if path[0] == first and len(path) > 1})
            yield state, {"selected": first, "highlights": following}


def words_drawn(picture: str) -> list[str]:
    """The texts a picture shows or says: text nodes, tooltips (``<title>``) and its label."""
    root = ElementTree.fromstring(picture)
    found = [root.get("aria-label", "")]
    found += ["".join(node.itertext()) for node in root.iter() if node.tag in (f"{SVG}text", f"{SVG}title")]
    return [text for text in found if text.strip()]


@cache
def drawn(game: str, language: str) -> tuple[str, ...]:
    """Every distinct text ``game``'s pictures of the sample positions show in ``language``."""
    seen: dict[str, None] = {}
    for state, options in sample_states(game):
        for text in words_drawn(state.svg(language=language, **options)):
            seen.setdefault(text)
    return tuple(seen)


@cache
def english_words() -> frozenset[str]:
    """Every word of the English board messages' own text (variants included, placeables not;
    single letters, which are notation as often as words, left out)."""
    resource = FluentParser().parse((boardlab.i18n.source("en")))
    words: set[str] = set()

    def visit(node: object) -> None:
        if isinstance(node, ast.TextElement):
            words.update(_WORD.findall(node.value))
        elif isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith("board-"):
            visit(entry.value)
    return frozenset(word for word in words - SHARED if len(word) > 1)


def plain_messages(game: str) -> list[str]:
    """The ids of ``game``'s board messages without variables (always drawn by its pictures)."""
    return [message_id for message_id, names in variables().items()
            if not names and (message_id.startswith(f"board-{game}-") or message_id == f"board-position-{game}")]


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(boards)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["de", "ar"])
def test_no_english_word_is_left_in_a_translated_board(game: str, language: str) -> None:
    left = {text: sorted(set(_WORD.findall(text)) & english_words()) for text in drawn(game, language)}
    assert not {text: words for text, words in left.items() if words}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["de", "ar", "ja"])
def test_each_games_own_words_are_drawn_in_the_language(game: str, language: str) -> None:
    shown = "\n".join(drawn(game, language))
    words = texts(language)
    missing = [message_id for message_id in plain_messages(game) if words.get(message_id) not in shown]
    assert not missing
    if game != "c1":        # C1 draws no status; comet's says the goal (or why the game ended)
        status = (words.get("board-comet-goal", goal=str(boardlab.load("comet").start().game.goal)) if game == "comet"
                  else words.get("board-to-move", colour="black"))
        assert status in shown


def test_mid_turn_statuses_are_translated() -> None:
    shown = "\n".join(drawn("ccc", "de"))
    assert "ist am Zug: Hop-Kette von" in shown and "ist am Zug: Collapse von" in shown
    assert "Torus-Stärke Schwarz" in shown and "eingefroren von der Flag von Schwarz" in shown
    assert any(text.startswith("Vorrat von Schwarz: ") for text in drawn("cubes", "de"))
    assert "Bonus: Zug beenden" in drawn("cubes", "de")
    assert "Ziel: " in "\n".join(drawn("comet", "de"))


def test_ends_of_games_say_why_in_the_language() -> None:
    solved = DIAGRAMS["comet"][-1].state
    assert solved.reason and solved.reason.startswith("the goal holds")
    german = reason_text(solved.reason, "de")
    assert german != solved.reason and german in words_drawn(solved.svg(language="de"))


def test_english_pictures_are_as_they_were() -> None:
    state = boardlab.load("ccc").start()
    picture = state.svg()
    assert 'aria-label="CCC position"' in picture and "black to move · Torus Strength black" in picture
    assert "frozen by black's Flag" in picture and "<title>pick up or drop 3</title>" in picture
    assert 'xml:lang="en"' in picture and "direction=" not in picture
    assert ">bonus: End turn<" not in boardlab.load("cubes").start().svg()


@pytest.mark.parametrize("game", GAMES)
def test_arabic_sentences_run_right_to_left_and_notation_does_not(game: str) -> None:
    for state, options in list(sample_states(game))[:12]:
        root = ElementTree.fromstring(state.svg(language="ar", **options))
        assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "ar"
        for node in root.iter(f"{SVG}text"):
            text = "".join(node.itertext())
            arabic = bool(re.search("[\u0600-\u06ff]", text))
            assert (node.get("direction") == "rtl") == arabic, text       # coordinates, piece letters: ltr
            if arabic:
                assert node.get("unicode-bidi") == "embed"
                # each coordinate or number inside an Arabic sentence is isolated (FSI ... PDI)
                assert not re.search(r"(?<!\u2068)\b[a-h]\d\b", text), text


def test_a_right_to_left_text_keeps_its_place_by_mirroring_its_anchor() -> None:
    words = board_words("ar")
    assert words.text_attributes("start").startswith('text-anchor="end"')
    assert words.text_attributes("end").startswith('text-anchor="start"')
    assert board_words("de").text_attributes("end") == 'text-anchor="end"'


def test_a_long_translation_is_made_smaller_to_fit_never_stretched() -> None:
    state = boardlab.load("cubes").replay(DIAGRAMS["cubes"][-1].moves)      # a bonus step: the End button
    english = re.search(r'font-size="([\d.]+)" fill="#fff">bonus: End turn<', state.svg())
    german = re.search(r'font-size="([\d.]+)" fill="#fff">Bonus: Zug beenden<', state.svg(language="de"))
    assert english and german and 9 < float(german.group(1)) < float(english.group(1)) <= 14
    assert "textLength" not in state.svg(language="de")


def test_an_unknown_language_is_refused_by_name() -> None:
    with pytest.raises(InvalidOption, match="language must be one of en, de, .* got 'tlh'"):
        boardlab.load("c1").start().svg(language="tlh")


def test_words_are_escaped_for_xml() -> None:
    assert board_words("en").say("board-axiom-empty-cell", cell='<a&"b>') == "&lt;a&amp;&quot;b&gt;: empty cell"


if __name__ == "__main__":
    chosen = sys.argv[1] if len(sys.argv) > 1 else "en"
    for name in GAMES:
        print(f"== {name} ({chosen})")
        for line in drawn(name, chosen):
            if not re.fullmatch(r"[a-z]?\d*|[a-h]\d(\.\d[UDNESW]?)?", line):   # leave out bare coordinates
                print("  ", line)
