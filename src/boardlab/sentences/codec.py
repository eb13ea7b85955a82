"""Writing and reading comet circumflex sentences in text (the grammar of docs/comet-circumflex.md).

>>> text = "Hello " + encode(111, "prime-E") + " and " + encode(3)
>>> [(s.number, s.parameters, s.start, s.end) for s in decode(text)]
[(111, ('prime-E',), 6, 23), (3, (), 28, 35)]

Reading finds the key with ``str.find`` and each sentence's end with one more ``find``, so
every character is looked at a bounded number of times: linear time, whatever the text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from boardlab.sentences.catalogue import CATALOGUE, SentenceSpec
from boardlab.sentences.errors import SentenceError
from boardlab.sentences.types import TYPES

COMET = "\u2604"
#: The key that opens a sentence: comet, combining circumflex, combining enclosing keycap.
KEY = "\u2604\u0302\u20e3"
#: The end mark: comet, combining circumflex, combining enclosing screen.
END = "\u2604\u0302\u20e2"
SEPARATOR = "|"
ESCAPE = "\\"
MAX_DIGITS = 6
#: The longest a parameter's value may be, in code points once unescaped.
MAX_PARAMETER = 256
MAX_PARAMETERS = 16
#: The longest a well-formed sentence can be; a key's end mark is looked for no further.
MAX_SENTENCE = len(KEY) + MAX_DIGITS + MAX_PARAMETERS * (1 + 2 * MAX_PARAMETER) + len(END)

_FAST_BODY = re.compile(r"([1-9][0-9]{0,5})((?:\|[^|\\]*)*)")
_ASCII_DIGITS = frozenset("0123456789")
_BAD_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})


@dataclass(frozen=True, slots=True)
class Sentence:
    """A decoded sentence: its number, its parameters as written, and where it stood
    (``start``/``end``: code point offsets of the key and just past the end mark)."""

    number: int
    parameters: tuple[str, ...] = ()
    start: int = 0
    end: int = 0

    @property
    def spec(self) -> SentenceSpec:
        """The catalogue entry of this sentence."""
        return CATALOGUE[self.number]

    def __str__(self) -> str:
        return _write(self.number, self.parameters)


def encode(number: int, *parameters: Any) -> str:
    """The encoded text of sentence ``number`` with ``parameters`` (each checked against its type).

    Values may be given in any spelling the type accepts (``"Primes-east"``, a set of pieces).

    >>> encode(118, 7, "e5") == KEY + "118|7|e5" + END
    True
    """
    spec = CATALOGUE.get(number) if isinstance(number, int) else None
    if spec is None:
        raise SentenceError(f"unknown sentence {number}", "unknown-number")
    if len(parameters) != len(spec.parameters):
        raise SentenceError(f"sentence {number} takes {_count(len(spec.parameters))}, "
                            f"got {len(parameters)}", "parameter-count")
    written = []
    for index, (value, parameter) in enumerate(zip(parameters, spec.parameters), start=1):
        try:
            text = TYPES[parameter.type].write(value)
        except ValueError as error:
            raise SentenceError(f"parameter {index} ({parameter.name}) of sentence {number}: {error}",
                                "parameter-type") from None
        _check_value_characters(text, index, number)
        written.append(text)
    return _write(number, tuple(written))


def _write(number: int, values: tuple[str, ...]) -> str:
    escaped = "".join(SEPARATOR + v.replace(ESCAPE, ESCAPE * 2).replace(SEPARATOR, ESCAPE + SEPARATOR)
                      for v in values)
    return f"{KEY}{number}{escaped}{END}"


def _check_value_characters(text: str, index: int, number: int) -> None:
    if len(text) > MAX_PARAMETER:
        raise SentenceError(f"parameter {index} of sentence {number} is longer than {MAX_PARAMETER} characters",
                            "parameter-too-long")
    for char in text:
        problem = _character_problem(char)
        if problem:
            raise SentenceError(f"parameter {index} of sentence {number} holds {problem[1]}", problem[0])


def _character_problem(char: str) -> tuple[str, str] | None:
    """``(problem code, words)`` for a character a value may not hold, else ``None``."""
    if char == COMET:
        return "bad-character", "a comet U+2604"
    category = unicodedata.category(char)
    if category[0] == "M":
        return "combining-mark", f"a stray combining mark U+{ord(char):04X}"
    if category in _BAD_CATEGORIES:
        return "bad-character", f"a control or format character U+{ord(char):04X}"
    return None


def _count(n: int) -> str:
    return "no parameters" if n == 0 else "1 parameter" if n == 1 else f"{n} parameters"


# --- reading ----------------------------------------------------------------------------


def scan(text: str) -> Iterator[Sentence | SentenceError]:
    """Every sentence of ``text`` in order, a malformed one as the :class:`SentenceError`
    that describes it (not raised); decoding resumes where the spec says."""
    find = text.find
    start = find(KEY)
    while start >= 0:
        body = start + len(KEY)
        comet = find(COMET, body, start + MAX_SENTENCE)
        if comet < 0 or not text.startswith(END, comet):
            yield SentenceError("a sentence key with no end mark", "no-end-mark", start, start, body)
            start = find(KEY, body)
            continue
        end = comet + len(END)
        try:
            yield _read(text, start, body, comet, end)
        except SentenceError as error:
            yield error
        start = find(KEY, end)


def decode(text: str) -> list[Sentence]:
    """Every sentence of ``text``; raises :class:`SentenceError` at the first malformed one."""
    found = []
    for item in scan(text):
        if isinstance(item, SentenceError):
            raise item
        found.append(item)
    return found


def split(text: str) -> Iterator[str | Sentence | SentenceError]:
    """``text`` cut into plain text (``str``), sentences and malformed sequences, in order."""
    done = 0
    for item in scan(text):
        start, end = (item.start, item.end) if isinstance(item, Sentence) else (item.start or 0, item.end or 0)
        if start > done:
            yield text[done:start]
        yield item
        done = end
    if done < len(text):
        yield text[done:]


#: Bodies already read and found good (a conversation repeats its sentences): body -> sentence.
_GOOD_BODIES: dict[str, tuple[int, tuple[str, ...]]] = {}
_GOOD_BODIES_KEPT = 100_000


def _read(text: str, start: int, body: int, body_end: int, end: int) -> Sentence:
    """The sentence between ``start`` and ``end``, whose body is ``text[body:body_end]``."""
    inner = text[body:body_end]
    known = _GOOD_BODIES.get(inner)
    if known is not None:
        return Sentence(known[0], known[1], start, end)
    sentence = _read_body(text, inner, start, body, body_end, end)
    if len(_GOOD_BODIES) >= _GOOD_BODIES_KEPT:
        _GOOD_BODIES.clear()
    _GOOD_BODIES[inner] = (sentence.number, sentence.parameters)
    return sentence


def _read_body(text: str, inner: str, start: int, body: int, body_end: int, end: int) -> Sentence:
    """Read and check a body not seen before."""
    match = _FAST_BODY.fullmatch(inner)
    values: list[str] | None = None
    if match is not None:
        values = match.group(2).split(SEPARATOR)[1:] if match.group(2) else []
        if not all(v.isascii() and v.isprintable() and len(v) <= MAX_PARAMETER for v in values) \
                or len(values) > MAX_PARAMETERS:
            values = None
    if values is None:
        number, values, starts = _read_slowly(text, start, body, body_end, end)
    else:
        number, starts = int(match.group(1)), None
    spec = CATALOGUE.get(number)
    if spec is None:
        raise SentenceError(f"unknown sentence {number}", "unknown-number", body, start, end, number)
    if len(values) != len(spec.parameters):
        raise SentenceError(f"sentence {number} takes {_count(len(spec.parameters))}, got {len(values)}",
                            "parameter-count", body_end, start, end)
    for index, (value, parameter) in enumerate(zip(values, spec.parameters)):
        kind = TYPES[parameter.type]
        problem = kind.problem(value)
        if problem is not None:
            where = (starts or _value_starts(text, body, body_end))[index]
            _type_error(value, where, index, parameter.name, kind.numeric, number, problem, start, end)
    return Sentence(number, tuple(values), start, end)


def _type_error(value: str, where: int, index: int, name: str, numeric: bool, number: int, problem: str,
                start: int, end: int) -> None:
    if numeric:
        for offset, char in enumerate(value):
            if char.isdecimal() and char not in _ASCII_DIGITS:
                raise SentenceError(f"parameter {index + 1} ({name}) of sentence {number} uses digits of "
                                    f"another script ({char!r}); write ASCII digits 0-9",
                                    "foreign-digits", where + offset, start, end)
    raise SentenceError(f"parameter {index + 1} ({name}) of sentence {number}: {problem}",
                        "parameter-type", where, start, end)


def _value_starts(text: str, body: int, body_end: int) -> list[int]:
    """Where each value of a well-formed body begins (found only when an error needs it)."""
    starts, escaped = [], False
    for index in range(body, body_end):
        char = text[index]
        if escaped:
            escaped = False
        elif char == ESCAPE:
            escaped = True
        elif char == SEPARATOR:
            starts.append(index + 1)
    return starts


def _read_slowly(text: str, start: int, body: int, body_end: int, end: int) -> tuple[int, list[str], list[int]]:
    """Read a body character by character, naming the first thing wrong with it."""
    def fail(message: str, problem: str, at: int) -> SentenceError:
        return SentenceError(message, problem, at, start, end)

    at = body
    while at < body_end and text[at] in _ASCII_DIGITS:
        at += 1
    digits = text[body:at]
    if at < body_end and text[at].isdecimal():
        raise fail(f"the sentence number uses digits of another script ({text[at]!r}); write ASCII digits 0-9",
                   "foreign-digits", at)
    if not digits:
        if at < body_end and unicodedata.category(text[at])[0] == "M":
            raise fail(f"a stray combining mark U+{ord(text[at]):04X} inside a sentence", "combining-mark", at)
        raise fail("a sentence number (ASCII digits) must follow the key", "bad-number", at)
    if digits[0] == "0":
        raise fail(f"the sentence number {digits} has a leading zero", "bad-number", body)
    if len(digits) > MAX_DIGITS:
        raise fail(f"the sentence number {digits} is longer than {MAX_DIGITS} digits", "bad-number", body)
    values, starts = _read_values(text, at, body_end, fail)
    return int(digits), values, starts


def _read_values(text: str, at: int, body_end: int, fail: Any) -> tuple[list[str], list[int]]:
    values: list[str] = []
    starts: list[int] = []
    while at < body_end:
        char = text[at]
        if char != SEPARATOR:
            problem = _character_problem(char)
            if problem and problem[0] == "combining-mark":
                raise fail(f"{problem[1]} inside a sentence", "combining-mark", at)
            raise fail(f"expected '|' before a parameter or the end mark, found {char!r}", "bad-character", at)
        if len(values) == MAX_PARAMETERS:
            raise fail(f"a sentence has at most {MAX_PARAMETERS} parameters", "parameter-count", at)
        starts.append(at + 1)
        value, at = _read_value(text, at + 1, body_end, fail)
        values.append(value)
    return values, starts


def _read_value(text: str, at: int, body_end: int, fail: Any) -> tuple[str, int]:
    chars: list[str] = []
    while at < body_end and text[at] != SEPARATOR:
        char = text[at]
        if char == ESCAPE:
            if at + 1 >= body_end or text[at + 1] not in (SEPARATOR, ESCAPE):
                raise fail("a backslash in a parameter must be followed by | or \\", "bad-escape", at)
            at += 1
            char = text[at]
        else:
            problem = _character_problem(char)
            if problem:
                raise fail(f"a parameter holds {problem[1]}", problem[0], at)
        chars.append(char)
        if len(chars) > MAX_PARAMETER:
            raise fail(f"a parameter is longer than {MAX_PARAMETER} characters", "parameter-too-long", at)
        at += 1
    return "".join(chars), at
