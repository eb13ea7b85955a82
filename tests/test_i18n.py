"""boardlab.i18n: the interface's words in every language, negotiation, direction."""

from __future__ import annotations

import doctest

import pytest
from fluent.syntax import FluentParser, ast

import boardlab.i18n as i18n
from boardlab.i18n import (LANGUAGES, UnknownMessage, choose, isolate, languages, negotiate, parse_accept_language,
                           texts)

SAMPLE_VARIABLES = {"seat": "White", "game": "C1", "goal": "adjacent(7, 9)", "square": "e5", "choices": "end the turn", "title": "C1", "id": "kz1CNR70",
                    "move": "Cd1-d2", "spec": "easy", "moves": "Cd1-d2",
                    "steps": "e5", "targets": "e5", "problem": "timeout", "url": "http://x", "target": "e5", "note": "hi",
                    "step": 1, "total": 2, "line": "a b", "score": "+0.50", "work": "",
                    "best": "Cd1-d2", "depth": 3, "seconds": "0.2",
                    "name": "ada", "date": "25 Nov 2026", "time": "5+3"}   # the front door's
# The lab page's (lab.ftl).
SAMPLE_VARIABLES.update({"number": 2, "games": 10, "variants": 2, "pairings": "easy – random",
                         "active": 4, "day": 1000, "done": 3, "limit": 300, "seed": 0, "error": "stopped",
                         "percent": "55%", "length": 41.5})


def message_ids(code: str) -> set[str]:
    resource = FluentParser().parse(i18n.source(code))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], f"{code}'s dictionary does not parse"
    return {e.id.name for e in resource.body if isinstance(e, ast.Message)}


def untranslated_ids() -> set[str]:
    """English's messages under a group comment starting "untranslated": new pages' words that the
    other dictionaries may lack for now (they fall back to English)."""
    resource = FluentParser().parse(i18n.source("en"))
    found, inside = set(), False
    for entry in resource.body:
        if isinstance(entry, ast.GroupComment):
            inside = entry.content.strip().lower().startswith("untranslated")
        elif isinstance(entry, ast.Message) and inside:
            found.add(entry.id.name)
    return found


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(i18n)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_interface_dictionary_is_complete_and_formats(code: str) -> None:
    english, own = message_ids("en"), message_ids(code)
    assert own <= english and english - untranslated_ids() <= own, sorted(english ^ own)
    words = texts(code)
    for message_id in sorted(own):
        for count in (0, 1, 2, 3, 5, 11, 21, 100):
            # Every variable English's message has (a translation using any other one fails).
            values = {**{name: "x" for name in i18n.variables()[message_id]}, **SAMPLE_VARIABLES, "count": count}
            text, errors = words.bundle.format_pattern(words.bundle.get_message(message_id).value, values)
            assert not errors and text.strip(), (code, message_id, errors)
    if code != "en":
        assert words.get("chat-send") != texts("en").get("chat-send")


def test_plurals_follow_each_language() -> None:
    assert texts("en").get("moves-count", count=1) == "1 move"
    assert texts("ru").get("moves-count", count=3) == "3 хода" and texts("ru").get("moves-count", count=5) == "5 ходов"
    assert texts("ar").get("moves-count", count=2) == "نقلتان"


def test_direction_and_html_attributes() -> None:
    assert texts("ar").direction == "rtl" and texts("en").direction == "ltr"
    assert texts("ar").html_attributes() == {"lang": "ar", "dir": "rtl"}
    listing = languages()
    assert [entry["code"] for entry in listing] == list(LANGUAGES)
    assert {"code": "ja", "name": "日本語", "direction": "ltr"} in listing


def test_right_to_left_text_isolates_names_and_isolate_wraps_notation() -> None:
    assert "\u2068White\u2069" in texts("ar").get("banner-winner", seat="White")
    assert texts("en").get("banner-winner", seat="White") == "White wins"
    assert isolate("Cd1-d3") == "\u2068Cd1-d3\u2069"


@pytest.mark.parametrize("header, expected", [
    ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
    ("pt-BR,pt;q=0.9,de;q=0.8", "de"),
    ("en-US,en;q=0.9", "en"),
    ("ja-JP", "ja"),
    ("zh-CN,zh;q=0.9", "zh"),
    ("ar;q=0.2, ru;q=0.8", "ru"),
    ("ru;q=0, de", "de"),
    ("", "en"),
    (None, "en"),
    ("tlh, x-klingon", "en"),
    ("garbage;;;q=abc, ,,, es", "es"),
])
def test_accept_language_negotiation(header: str | None, expected: str) -> None:
    assert choose(header) == expected


def test_the_readers_choice_wins_over_the_browser() -> None:
    assert choose("de", chosen="ar") == "ar"
    assert choose("de", chosen="tlh") == "de"


def test_parse_accept_language_orders_by_weight_keeping_ties_in_order() -> None:
    assert parse_accept_language("de;q=0.5, fr, en;q=0.5, ja;q=1.0") == ["fr", "ja", "de", "en"]
    assert parse_accept_language("de;q=2, en;q=-1, fr;q=0.000") == []
    assert negotiate(["*"]) == "en"


def test_missing_messages_fall_back_to_english_and_unknown_ones_are_refused() -> None:
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle(["de"], use_isolating=False)
    bundle.add_resource(FluentResource("chat-send = Senden\n"))
    partial = i18n.Texts("de", bundle, texts("de").locale)
    assert partial.get("chat-send") == "Senden"
    assert partial.get("chat-copy") == "Copy"
    with pytest.raises(UnknownMessage):
        texts("de").get("no-such-message")


def test_an_unknown_language_gets_english() -> None:
    assert texts("tlh").code == "en"
