"""Comet circumflex sentences in every language: completeness, grammar, fallbacks."""

from __future__ import annotations

import itertools
import re
from importlib.resources import files

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from boardlab.games.comet.board import DIRECTIONS, GROUPS
from boardlab.games.comet.goals import BUILTIN_GOALS, parse_goal
from boardlab.games.comet.rules import GRAND_MOVES
from boardlab.sentences import CATALOGUE, Sentence, SentenceError, encode, rendering
from boardlab.sentences.rendering import LANGUAGES, Dictionary, dictionary, languages, negotiate, render, render_text
from boardlab.sentences.types import COLOURS, GAMES, NAMED_REGIONS, SEATS, SHAPES

#: Values to render every sentence with: every value of the closed types, samples of the others.
SAMPLES: dict[str, list[str]] = {
    "piece": [str(n) for n in range(1, 10)],
    "pieces": ["2", "2,5", "1,2,3,5,7"],
    "shape": list(SHAPES),
    "colour": list(COLOURS),
    "group": [g.code for g in GROUPS],
    "direction": [d.letter for d in DIRECTIONS],
    "grandmove": [str(m) for m in GRAND_MOVES],
    "goal": [str(parse_goal(text)) for text, _ in BUILTIN_GOALS.values()]
    + ["not in(1, edge)", "adjacent(7, 9) or block(1, 2, 4, 5)", "in(2, 5, a1:c3 + rank9 + file-e)"],
    "region": [*NAMED_REGIONS, "e5", "a1:c3", "rank5", "file-e", "e5+corners"],
    "count": ["0", "1", "2", "3", "5", "11", "21", "22", "101"],
    "seat": list(SEATS),
    "game": list(GAMES),
    "move": ["Cd1-d3", "Sb2.2U-b2.1S"],
    "square": ["e5", "b2.3"],
    "duration": ["1", "45", "60", "90", "3600"],
}


def messages(code: str) -> dict[str, ast.Message]:
    text = files("boardlab.sentences").joinpath("locales", f"{code}.ftl").read_text(encoding="utf-8")
    resource = FluentParser().parse(text)
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{code}.ftl does not parse: {junk[0].content[:200]!r}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def test_eight_languages_among_them_right_to_left_east_asian_and_case_rich() -> None:
    listed = languages()
    codes = [entry["code"] for entry in listed]
    assert len(set(codes)) >= 8 and codes[0] == "en"
    assert {"ar", "he"} & set(codes) and {"ja", "zh"} & set(codes) and {"ru", "pl", "de"} & set(codes)
    assert {entry["code"]: entry["direction"] for entry in listed}["ar"] == "rtl"
    assert all(entry["name"] and entry["direction"] in ("ltr", "rtl") for entry in listed)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_dictionary_is_complete(code: str) -> None:
    reference, own = messages("en"), messages(code)
    assert sorted(set(reference) - set(own)) == [], f"{code}.ftl lacks these messages"
    assert sorted(set(own) - set(reference)) == [], f"{code}.ftl has messages English does not"
    for spec in CATALOGUE.values():
        assert spec.id in own


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_sentence_renders_in_every_language_with_every_value(code: str) -> None:
    book = dictionary(code)
    for spec in CATALOGUE.values():
        choices = [SAMPLES[p.type] for p in spec.parameters]
        for values in itertools.product(*choices):
            text = book.sentence(Sentence(spec.number, values))  # strict: raises on any Fluent error
            assert text.strip() and "{" not in text, (code, spec.number, values, text)
            assert "$" not in text and "unknown" not in text and "duration-" not in text, (code, spec.number, values, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_sentences_are_written_in_their_own_script(code: str) -> None:
    hello = dictionary(code).sentence(Sentence(1))
    scripts = {"ar": "[\u0600-\u06ff]", "ja": "[\u3040-\u30ff\u4e00-\u9fff]", "zh": "[\u4e00-\u9fff]",
               "ru": "[\u0400-\u04ff]"}
    if code in scripts:
        assert re.search(scripts[code], hello)
    if code != "en":
        assert hello != dictionary("en").sentence(Sentence(1))


def test_german_piece_names_take_the_case_the_sentence_needs() -> None:
    de = dictionary("de")
    assert de.sentence(Sentence(140, ("3",))) == "Achte auf den orangen Kreis (3)."
    assert de.sentence(Sentence(117, ("1", "7"))) == \
        "Das braune Dreieck (1) wurde von der magentafarbenen Pyramide (7) blockiert."


def test_russian_agrees_with_the_gender_of_the_piece_and_counts_in_three_plural_forms() -> None:
    ru = dictionary("ru")
    moved = {n: ru.sentence(Sentence(119, (n, "e5"))) for n in ("1", "7")}
    assert "переместился" in moved["1"] and "переместилась" in moved["7"]
    forms = [ru.sentence(Sentence(106, (n,))) for n in ("1", "3", "5", "21")]
    assert ["ход" in forms[0], "хода" in forms[1], "ходов" in forms[2], "ход." in forms[3]] == [True] * 4


def test_english_plurals_and_values_in_words() -> None:
    en = dictionary("en")
    assert en.sentence(Sentence(114, ("2,5",))) == "Pieces 2 and 5 could not move: the square was occupied."
    assert en.sentence(Sentence(114, ("2",))) == "Piece 2 could not move: the square was occupied."
    assert en.sentence(Sentence(107, ("1",))) == "The computer says 1 grand move is enough."
    assert en.sentence(Sentence(100, ("adjacent(7, 9) and in(1, corners)",))) == \
        "I propose this goal: pieces 7 and 9 next to each other and piece 1 in a corner."
    assert en.sentence(Sentence(26, ("120",))) == "I will be back in 2 minutes."


def test_right_to_left_text_isolates_squares_and_moves() -> None:
    text = dictionary("ar").sentence(Sentence(309, ("e5",)))
    assert "\u2068e5\u2069" in text
    assert "\u2068" not in dictionary("en").sentence(Sentence(309, ("e5",)))


def test_display_falls_back_to_english_for_a_missing_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = FluentBundle(["xx"], use_isolating=False)
    bundle.add_resource(FluentResource("thanks = Merci-xx!\n"))
    partial = Dictionary("de", bundle, dictionary("de").locale)
    real = rendering.dictionary
    monkeypatch.setattr(rendering, "dictionary", lambda code: partial if code == "xx" else real(code))
    assert render(Sentence(3), "xx") == "Merci-xx!"
    assert render(Sentence(1), "xx") == "Hello!"
    with pytest.raises(SentenceError):
        partial.sentence(Sentence(1))


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_unknown_number_shows_its_code(code: str) -> None:
    shown = render(Sentence(987654), code)
    assert "987654" in shown
    assert render_text("x " + "\u2604\u0302\u20e3987654\u2604\u0302\u20e2", code).count("987654") >= 1


def test_english_unknown_sentence_wording() -> None:
    assert render(Sentence(987654), "en") == "[987654: unknown sentence 987654]"


def test_render_text_replaces_each_sentence_and_keeps_the_rest() -> None:
    text = "a " + encode(1) + " b " + encode(111, "prime-E") + "\u2604"
    assert render_text(text, "en") == "a Hello! b Move all prime-numbered pieces east.\u2604"
    broken = "a \u2604\u0302\u20e3 b"
    assert render_text(broken, "en") == "a [malformed sentence] b"
    with pytest.raises(SentenceError):
        render_text(broken, "en", lenient=False)


def test_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(SentenceError, match="no dictionary for the language"):
        dictionary("tlh")


def test_negotiation_picks_our_best_language() -> None:
    assert negotiate(["pt-BR", "de-AT", "en"]) == "de"
    assert negotiate(["ja-JP"]) == "ja"
    assert negotiate(["xx"]) == "en"
    assert negotiate(None) == "en"


def test_display_never_fails_on_a_sentence_built_with_bad_values() -> None:
    assert render(Sentence(118, ("10", "e5")), "de") == "[fehlerhafter Satz]"
    assert render(Sentence(118, ("7",)), "en") == "[malformed sentence]"
    assert render(Sentence(1, (), 0, 0), "ja") == "こんにちは！"
