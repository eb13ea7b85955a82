"""Sentences in words: one Fluent dictionary per language (``locales/<code>.ftl``).

Each sentence's message is its catalogue ``id``; each parameter reaches the message as Fluent
variables made by :meth:`Dictionary.variables`: the value in words (``$piece``) and, for a
value named by a message of the dictionary (a piece, colour, shape, group, direction, seat,
game), one more variable per attribute of that message (``$piece_gender``, ``$group_acc``).
A language states the gender and the case forms of its own words as attributes, and each
sentence picks the form it needs with a selector: code never glues words together.

>>> render(Sentence(111, ("prime-E",)), "en")
'Move all prime-numbered pieces east.'
>>> render(Sentence(999), "en")
'[999: unknown sentence 999]'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources import files
from typing import Any

from babel import Locale
from babel.lists import format_list
from babel.units import format_unit
from fluent.runtime import FluentBundle, FluentResource

from boardlab.games.comet.goals import AllOf, AnyOf, Block, Goal, Inside, Line, Not, parse_goal
from boardlab.sentences.catalogue import CATALOGUE
from boardlab.sentences.codec import Sentence, scan
from boardlab.sentences.errors import SentenceError
from boardlab.sentences.types import TYPES

#: The languages with a dictionary, English first (the fallback for display).
LANGUAGES = ("en", "de", "fr", "es", "ru", "ar", "ja", "zh")
FALLBACK = "en"
#: Parameter types whose value is named by the message ``<prefix><value>`` of a dictionary.
NAMED_VALUES = {"piece": "piece-", "colour": "colour-", "shape": "shape-", "group": "group-",
                "direction": "direction-", "seat": "seat-", "game": "game-"}


class MissingMessage(SentenceError):
    """A dictionary lacks a message, or its message cannot be formatted."""


@dataclass
class Dictionary:
    """The Fluent dictionary of one language."""

    code: str
    bundle: FluentBundle
    locale: Locale
    _cache: dict[tuple[int, tuple[str, ...]], str] = field(default_factory=dict)

    @property
    def direction(self) -> str:
        """``'ltr'`` or ``'rtl'``, from the language's CLDR data."""
        return self.locale.text_direction

    @property
    def name(self) -> str:
        """The language's name in itself (``Deutsch``)."""
        return self.locale.get_display_name(self.code) or self.code

    def has(self, message_id: str) -> bool:
        """Whether this dictionary has the message."""
        return self.bundle.has_message(message_id)

    def message(self, message_id: str, attribute: str | None = None, **variables: Any) -> str:
        """The message (or one attribute of it) formatted; raises :class:`MissingMessage`."""
        if not self.bundle.has_message(message_id):
            raise MissingMessage(f"the {self.code} dictionary has no message {message_id}", "missing-message")
        message = self.bundle.get_message(message_id)
        pattern = message.value if attribute is None else message.attributes.get(attribute)
        if pattern is None:
            raise MissingMessage(f"the {self.code} message {message_id} has no "
                                 + ("value" if attribute is None else f"attribute {attribute}"), "missing-message")
        text, errors = self.bundle.format_pattern(pattern, variables)
        if errors:
            raise MissingMessage(f"the {self.code} message {message_id} cannot be formatted: {errors[0]}",
                                 "missing-message")
        return text

    def sentence(self, sentence: Sentence) -> str:
        """The sentence in this language, strictly: raises :class:`MissingMessage` when the
        dictionary lacks it, :class:`SentenceError` for an unknown number."""
        key = (sentence.number, sentence.parameters)
        cached = self._cache.get(key)
        if cached is None:
            spec = CATALOGUE.get(sentence.number)
            if spec is None:
                raise SentenceError(f"unknown sentence {sentence.number}", "unknown-number")
            variables: dict[str, Any] = {}
            for parameter, value in zip(spec.parameters, sentence.parameters):
                variables.update(self.variables(parameter.name, parameter.type, value))
            cached = self._cache[key] = self.message(spec.id, **variables)
        return cached

    def variables(self, name: str, kind: str, value: str) -> dict[str, Any]:
        """The Fluent variables of parameter ``name`` of type ``kind`` with written ``value``."""
        return _variables(self, name, kind, value)


def _variables(book: Dictionary, name: str, kind: str, value: str) -> dict[str, Any]:
    if kind in NAMED_VALUES:
        return _named(book, name, NAMED_VALUES[kind] + value)
    if kind == "count":
        return {name: int(value)}
    if kind == "duration":
        amount, unit = _duration_unit(int(value))
        return {name: _duration(book, int(value)), f"{name}_value": amount, f"{name}_unit": unit}
    if kind == "pieces":
        numbers = value.split(",")
        return {name: format_list(numbers, locale=book.locale), f"{name}_count": len(numbers)}
    if kind == "grandmove":
        group, _, letter = value.rpartition("-")
        parts = _named(book, "group", "group-" + group) | _named(book, "direction", "direction-" + letter)
        return {name: book.message("grand-move-value", **parts)} | {f"{name}_{k}": v for k, v in parts.items()}
    if kind == "region":
        return {name: _region(book, value)}
    if kind == "goal":
        return {name: _goal(book, parse_goal(value))}
    return {name: value}  # a square or a move: written the same in every language


def _named(book: Dictionary, name: str, message_id: str) -> dict[str, Any]:
    """A named value in words, plus one variable per attribute (its gender, its case forms)."""
    variables: dict[str, Any] = {name: book.message(message_id)}
    message = book.bundle.get_message(message_id)
    for attribute in message.attributes:
        variables[f"{name}_{attribute}"] = book.message(message_id, attribute)
    return variables


def _duration_unit(seconds: int) -> tuple[int, str]:
    """``(amount, unit)``: whole hours or minutes when the duration is a whole number of them."""
    for size, unit in ((3600, "hour"), (60, "minute")):
        if seconds and seconds % size == 0:
            return seconds // size, unit
    return seconds, "second"


def _duration(book: Dictionary, seconds: int) -> str:
    """The duration in the language's own words, nominative (CLDR units, via Babel). A language
    that needs another case gets ``$<name>_value`` and ``$<name>_unit`` to choose its words."""
    amount, unit = _duration_unit(seconds)
    text = format_unit(amount, f"duration-{unit}", locale=book.locale, length="long")
    if "duration-" in text:  # Babel lacks some long forms (ja, zh) and echoes the unit's id
        text = format_unit(amount, f"duration-{unit}", locale=book.locale, length="short")
    return text


def _region(book: Dictionary, text: str) -> str:
    parts = []
    for part in text.split("+"):
        if part.startswith("rank"):
            parts.append(book.message("region-rank", rank=int(part[4:])))
        elif part.startswith("file-"):
            parts.append(book.message("region-file", file=part[5:]))
        elif ":" in part:
            corner, other = part.split(":")
            parts.append(book.message("region-rectangle", corner=corner, other=other))
        elif len(part) == 2:
            parts.append(book.message("region-square", square=part))
        else:
            parts.append(book.message("region-" + ("centre" if part == "center" else part)))
    return format_list(parts, style="or", locale=book.locale)


def _goal(book: Dictionary, goal: Goal) -> str:
    """A goal in words, condition by condition (each condition a message of the dictionary)."""
    if isinstance(goal, Not):
        return book.message("goal-not", goal=_goal(book, goal.inner))  # goal-not brackets its part
    if isinstance(goal, (AllOf, AnyOf)):
        joiner = "goal-and" if isinstance(goal, AllOf) else "goal-or"
        words = _nested(book, goal.parts[0])
        for part in goal.parts[1:]:  # each language joins two parts its own way
            words = book.message(joiner, left=words, right=_nested(book, part))
        return words
    pieces = {"pieces": format_list([str(n) for n in goal.numbers], locale=book.locale),
              "pieces_count": len(goal.numbers)}
    if isinstance(goal, Inside):
        return book.message("goal-in", region=_region(book, goal.region_text.replace(" ", "")), **pieces)
    kind = "goal-line" if isinstance(goal, Line) else "goal-block" if isinstance(goal, Block) else "goal-adjacent"
    return book.message(kind, **pieces)


def _nested(book: Dictionary, goal: Goal) -> str:
    """A part of a goal in words, bracketed when it combines parts itself (so that "not a and
    (b or c)" keeps its structure in words)."""
    words = _goal(book, goal)
    return book.message("goal-nested", goal=words) if isinstance(goal, (AllOf, AnyOf)) else words


@lru_cache(maxsize=None)
def dictionary(code: str) -> Dictionary:
    """The dictionary of language ``code`` (one of :data:`LANGUAGES`); raises :class:`SentenceError`."""
    if code not in LANGUAGES:
        raise SentenceError(f"no dictionary for the language {code!r}; the languages are {', '.join(LANGUAGES)}",
                            "unknown-language")
    locale = Locale.parse(code)
    # Isolate placeables only where the text runs right to left: there an e5 or a Cd1-d3 must
    # keep its own direction; in left-to-right text the marks would only clutter the output.
    bundle = FluentBundle([code], use_isolating=locale.text_direction == "rtl")
    text = files("boardlab.sentences").joinpath("locales", f"{code}.ftl").read_text(encoding="utf-8")
    bundle.add_resource(FluentResource(text))
    return Dictionary(code, bundle, locale)


def languages() -> list[dict[str, str]]:
    """``[{"code", "name", "direction"}]`` of every language with a dictionary."""
    return [{"code": code, "name": dictionary(code).name, "direction": dictionary(code).direction}
            for code in LANGUAGES]


def negotiate(wanted: list[str] | str | None) -> str:
    """The best language of ours for a list of wishes (``Accept-Language`` order), else English
    (the negotiation of :mod:`boardlab.i18n`, over the sentence dictionaries' languages).

    >>> negotiate(["pt-BR", "de-AT", "en"])
    'de'
    """
    from boardlab.i18n import negotiate as negotiate_tags

    if isinstance(wanted, str):
        wanted = [wanted]
    return negotiate_tags([w.replace("_", "-") for w in (wanted or []) if w], LANGUAGES)


def template(number: int, language: str) -> str:
    """Sentence ``number`` in ``language`` with each parameter shown as ``{name}``, strictly:
    raises :class:`MissingMessage` when the language's dictionary lacks it.

    >>> template(118, "en")
    '{piece} is on {square}.'
    """
    spec = CATALOGUE.get(number)
    if spec is None:
        raise SentenceError(f"unknown sentence {number}", "unknown-number", number=number)
    book = dictionary(language)
    if not book.has(spec.id):  # an error here, not the display's fallback
        raise MissingMessage(f"the {language} dictionary has no message {spec.id} (sentence {number})",
                             "missing-message", number=number)
    names = [p.name for p in spec.parameters]
    used = _variables_by_message(book.code).get(spec.id, ())
    variables = {variable: "{" + _owner(variable, names) + "}" for variable in used}
    return book.message(spec.id, **variables)


def _owner(variable: str, names: list[str]) -> str:
    """The parameter a Fluent variable belongs to: ``piece_start`` -> ``piece``."""
    return next((name for name in names if variable == name or variable.startswith(name + "_")), variable)


@lru_cache(maxsize=None)
def _variables_by_message(code: str) -> dict[str, tuple[str, ...]]:
    """The names of the variables each message of a dictionary uses (from its syntax tree)."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    class Collector(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.names: list[str] = []

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.names.append(node.id.name)

    text = files("boardlab.sentences").joinpath("locales", f"{code}.ftl").read_text(encoding="utf-8")
    found: dict[str, tuple[str, ...]] = {}
    for entry in FluentParser(with_spans=False).parse(text).body:
        if isinstance(entry, ast.Message):
            collector = Collector()
            collector.visit(entry)
            found[entry.id.name] = tuple(dict.fromkeys(collector.names))
    return found


def render(item: Sentence | SentenceError, language: str) -> str:
    """A sentence (or a malformed sequence) for display: never fails for a known language.

    A sentence missing from the reader's dictionary falls back to English; an unknown number
    shows its code and the words "unknown sentence N"; a malformed sequence shows a marker.
    """
    book = dictionary(language)
    if isinstance(item, SentenceError) and item.number is not None and item.problem == "unknown-number":
        item = Sentence(item.number)
    if isinstance(item, SentenceError):
        return _safe(book, "malformed-sentence", "[malformed sentence]")
    if item.number not in CATALOGUE:
        return _safe(book, "unknown-sentence", f"[{item.number}: unknown sentence {item.number}]",
                     number=str(item.number))
    if not _well_typed(item):  # a Sentence built by hand with bad values: shown, not raised
        return _safe(book, "malformed-sentence", "[malformed sentence]")
    try:
        return book.sentence(item)
    except MissingMessage:
        return dictionary(FALLBACK).sentence(item)


def _well_typed(sentence: Sentence) -> bool:
    spec = CATALOGUE[sentence.number]
    return len(sentence.parameters) == len(spec.parameters) and all(
        isinstance(value, str) and TYPES[p.type].problem(value) is None
        for p, value in zip(spec.parameters, sentence.parameters))


def _safe(book: Dictionary, message_id: str, default: str, **variables: Any) -> str:
    try:
        return book.message(message_id, **variables)
    except MissingMessage:
        return default


def render_text(text: str, language: str, lenient: bool = True) -> str:
    """``text`` with every sentence in it rendered in ``language``.

    Lenient (display): malformed sequences become markers. Strict: the first malformed
    sentence raises :class:`SentenceError`.
    """
    book = dictionary(language)  # an unknown language is refused before any output
    cache = book._cache
    out: list[str] = []
    done = 0
    for item in scan(text):
        if item.__class__ is Sentence:
            start, end = item.start, item.end
            shown = cache.get((item.number, item.parameters)) or render(item, language)
        elif lenient:
            start, end, shown = item.start or 0, item.end or 0, render(item, language)
        else:
            raise item
        out.append(text[done:start])
        out.append(shown)
        done = end
    out.append(text[done:])
    return "".join(out)
