"""Comet circumflex sentences: the character grammar, its errors, and the catalogue."""

from __future__ import annotations

import doctest
import importlib

import pytest

from boardlab.core.errors import BoardlabError
from boardlab.sentences import CATALOGUE, END, KEY, Sentence, SentenceError, decode, encode, scan, split
from boardlab.sentences.codec import MAX_PARAMETER, MAX_SENTENCE
from boardlab.sentences.types import TYPES

TOPICS = {"talk", "comet", "goal", "games"}


def error_of(text: str) -> SentenceError:
    with pytest.raises(SentenceError) as caught:
        decode(text)
    return caught.value


@pytest.mark.parametrize("module", ["boardlab.sentences", "boardlab.sentences.codec", "boardlab.sentences.types",
                                    "boardlab.sentences.catalogue", "boardlab.sentences.errors",
                                    "boardlab.sentences.rendering"])
def test_the_doctests_run(module: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0


def test_encode_writes_key_number_parameters_and_end_mark() -> None:
    assert encode(1) == "\u2604\u0302\u20e31\u2604\u0302\u20e2"
    assert encode(118, 7, "e5") == KEY + "118|7|e5" + END
    assert encode(111, "Primes-east") == KEY + "111|prime-E" + END  # normalised spelling
    assert encode(113, {5, 2}) == KEY + "113|2,5" + END


def test_decode_finds_every_sentence_with_offsets_in_code_points() -> None:
    text = "ä " + encode(1) + encode(118, 7, "e5") + " x " + encode(311, "Cd1-d3") + "\n" + encode(3)
    found = decode(text)
    assert [(s.number, s.parameters) for s in found] == [(1, ()), (118, ("7", "e5")), (311, ("Cd1-d3",)), (3, ())]
    for sentence in found:
        assert text[sentence.start:sentence.end] == str(sentence)
        assert text[sentence.start:sentence.start + 3] == KEY and text[sentence.end - 3:sentence.end] == END


def test_parameters_with_separator_and_backslash_are_escaped_and_round_trip() -> None:
    # a goal may hold "|" as "or": it is written in standard form, so test the escape with a move
    text = encode(311, "a|b\\c")
    assert "a\\|b\\\\c" in text
    assert decode(text)[0].parameters == ("a|b\\c",)


def test_other_text_passes_through_untouched() -> None:
    plain = ("e\u0302te \u2604 lone comet, \u2604\u0302 half key, 1\u20e3 keycap, "
             + END + " end mark alone, \u2604\u20e3 wrong order")
    assert decode(plain) == []
    assert list(split(plain)) == [plain]
    mixed = plain + encode(5) + plain
    assert [p if isinstance(p, str) else p.number for p in split(mixed)] == [plain, 5, plain]


@pytest.mark.parametrize("body, problem, offset", [
    ("99999", "unknown-number", 0),
    ("0", "bad-number", 0),
    ("012", "bad-number", 0),
    ("1234567", "bad-number", 0),
    ("", "bad-number", 0),
    ("\u0661\u0662", "foreign-digits", 0),           # Arabic-Indic digits
    ("1\uff12", "foreign-digits", 1),                 # a full-width digit after an ASCII one
    ("118|\u0667|e5", "foreign-digits", 4),          # Arabic-Indic seven as a piece
    ("1\u0301", "combining-mark", 1),
    ("311|Cd1\u0302-d3", "combining-mark", 7),
    ("118|7", "parameter-count", 5),
    ("1|x", "parameter-count", 3),
    ("118|7|z0", "parameter-type", 6),
    ("111|prime-Q", "parameter-type", 4),
    ("100|adjacent(pyramids", "parameter-type", 4),
    ("311|" + "x" * (MAX_PARAMETER + 1), "parameter-too-long", 4 + MAX_PARAMETER),
    ("311|a\\b", "bad-escape", 5),
    ("311|a\u200bb", "bad-character", 5),
    ("12x", "bad-character", 2),
])
def test_malformed_sentences_name_the_problem_and_position(body: str, problem: str, offset: int) -> None:
    prefix = "some text "
    error = error_of(prefix + KEY + body + END + " more")
    assert isinstance(error, BoardlabError)
    assert error.problem == problem
    assert error.position == len(prefix) + 3 + offset
    assert f"at position {error.position}" in str(error)
    assert (error.start, error.end) == (len(prefix), len(prefix) + 3 + len(body) + 3)


def test_a_key_without_end_mark_is_malformed_and_reading_resumes_after_it() -> None:
    text = "ab" + KEY + "12 no end " + encode(3) + " then " + KEY + "5"
    items = list(scan(text))
    assert [i.problem if isinstance(i, SentenceError) else i.number for i in items] == ["no-end-mark", 3, "no-end-mark"]
    assert (items[0].position, items[0].start, items[0].end) == (2, 2, 5)
    assert [p if isinstance(p, str) else getattr(p, "problem", None) or p.number for p in split(text)] == [
        "ab", "no-end-mark", "12 no end ", 3, " then ", "no-end-mark", "5"]


def test_a_lone_comet_inside_a_sentence_means_no_end_mark() -> None:
    text = KEY + "311|a\u2604b" + END
    assert [getattr(i, "problem", None) for i in scan(text)] == ["no-end-mark"]


def test_an_end_mark_too_far_away_is_not_looked_for() -> None:
    text = KEY + "311|" + "x" * MAX_SENTENCE + END
    assert [i.problem for i in scan(text)] == ["no-end-mark"]


def test_errors_after_a_closed_sentence_resume_after_its_end_mark() -> None:
    text = KEY + "99999" + END + KEY + "7" + END
    items = list(scan(text))
    assert items[0].problem == "unknown-number" and items[0].number == 99999
    assert isinstance(items[1], Sentence) and items[1].number == 7


@pytest.mark.parametrize("call, problem", [
    (lambda: encode(99999), "unknown-number"),
    (lambda: encode(1, "x"), "parameter-count"),
    (lambda: encode(118, 7), "parameter-count"),
    (lambda: encode(118, 10, "e5"), "parameter-type"),
    (lambda: encode(311, "Cd1\u0302"), "parameter-type"),
    (lambda: encode(100, "adjacent(pyramids"), "parameter-type"),
])
def test_encoding_refuses_bad_input_with_the_error_class(call, problem: str) -> None:
    with pytest.raises(SentenceError) as caught:
        call()
    assert caught.value.problem == problem and caught.value.position is None


# --- the catalogue -----------------------------------------------------------------------------


def test_the_catalogue_has_at_least_120_sentences_with_stable_unique_ids() -> None:
    assert len(CATALOGUE) >= 120
    ids = [spec.id for spec in CATALOGUE.values()]
    assert len(ids) == len(set(ids))
    assert all(spec.topic in TOPICS for spec in CATALOGUE.values())
    assert all(number == spec.number for number, spec in CATALOGUE.items())


def test_every_parameter_of_every_sentence_is_typed() -> None:
    for spec in CATALOGUE.values():
        names = [p.name for p in spec.parameters]
        assert len(names) == len(set(names)), spec.number
        for parameter in spec.parameters:
            assert parameter.type in TYPES, (spec.number, parameter)
            assert parameter.name.replace("_", "").isalpha(), (spec.number, parameter)


def test_the_catalogue_covers_every_parameter_type_the_issue_names() -> None:
    used = {p.type for spec in CATALOGUE.values() for p in spec.parameters}
    assert {"square", "piece", "shape", "group", "direction", "grandmove", "goal", "count", "seat",
            "colour", "game", "move", "duration"} <= used


#: Published numbers and their ids: a number never changes meaning (extend, never edit).
PUBLISHED = {1: "hello", 3: "thanks", 100: "propose-goal", 104: "goal-reached", 111: "grand-move",
             114: "blocked-occupied", 200: "goal-pieces-adjacent", 300: "offer-draw", 309: "your-piece-threatened"}


def test_published_numbers_keep_their_meaning() -> None:
    for number, sentence_id in PUBLISHED.items():
        assert CATALOGUE[number].id == sentence_id


def test_the_written_spec_shows_real_encodings() -> None:
    from pathlib import Path

    spec = (Path(__file__).parents[1] / "docs" / "comet-circumflex.md").read_text(encoding="utf-8")
    assert encode(111, "prime-E") in spec and "`" + encode(1) + "`" in spec
    assert CATALOGUE[111].id == "grand-move" and CATALOGUE[1].id == "hello"
