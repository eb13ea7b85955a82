"""Reading the number fields of positions, records and JSON positions: one rule for every game.

A number field (a turn count, a Strength, a rank, an option's value in a record's tag) is
written with the ASCII digits ``0``-``9`` only, at most :data:`MAX_DIGITS` of them. Python's
``int`` and ``str.isdigit`` are wider: ``int("٣")`` is 3 (an Arabic-Indic three), ``"²".isdigit()``
is true but ``int("²")`` fails, and ``int`` of 5,000 digits raises a plain ``ValueError`` about
Python's own limit. Readers call :func:`read_whole` (text) or :func:`check_whole` (a JSON
value) instead, and get the library's own error naming the field.

>>> read_whole("42", "the turn count")
42
>>> read_whole("٣", "the turn count")
Traceback (most recent call last):
...
boardlab.core.errors.PositionError: the turn count must be a whole number written with the digits 0-9, got '٣'
>>> check_whole(7, "'turn'")
7
"""

from __future__ import annotations

from typing import Any

from boardlab.core.errors import BoardlabError, PositionError

#: The most digits a number field may have: every count a game can reach (turns, Strengths,
#: grand moves, board sizes) stays far below a billion, and nothing longer is worth reading.
MAX_DIGITS = 9
#: The largest value a number field may hold.
MAX_WHOLE = 10 ** MAX_DIGITS - 1
#: The digits of a number field, for regular expressions (``\d`` also matches ``٣``).
DIGIT = "[0-9]"
_ASCII_DIGITS = frozenset("0123456789")


def is_whole(text: str, max_digits: int = MAX_DIGITS) -> bool:
    """Whether ``text`` is 1 to ``max_digits`` ASCII digits.

    >>> is_whole("12"), is_whole("²"), is_whole(""), is_whole("1" * 10)
    (True, False, False, False)
    """
    return isinstance(text, str) and 0 < len(text) <= max_digits and set(text) <= _ASCII_DIGITS


def read_whole(text: str, what: str, error: type[BoardlabError] = PositionError, *, maximum: int = MAX_WHOLE) -> int:
    """The whole number ``text`` (ASCII digits, at most :data:`MAX_DIGITS`, at most ``maximum``).

    Raises ``error`` (:class:`PositionError` unless told) naming ``what`` for anything else.
    """
    if not is_whole(text):
        shown = text if len(text) <= 20 else f"{text[:12]}... ({len(text)} characters)"
        if isinstance(text, str) and set(text) <= _ASCII_DIGITS and text:
            raise error(f"{what} has at most {MAX_DIGITS} digits, got {shown!r}")
        raise error(f"{what} must be a whole number written with the digits 0-9, got {shown!r}")
    value = int(text)
    if value > maximum:
        raise error(f"{what} must be at most {maximum}, got {value}")
    return value


def check_whole(value: Any, what: str, error: type[BoardlabError] = PositionError, *,
                maximum: int = MAX_WHOLE) -> int:
    """A JSON number field: an ``int`` (not a bool) from 0 to ``maximum``; raises ``error`` naming ``what``.

    >>> check_whole(10 ** 12, "'turn'")
    Traceback (most recent call last):
    ...
    boardlab.core.errors.PositionError: 'turn' must be a whole number from 0 to 999999999, got 1000000000000
    """
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= maximum:
        shown = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else "a number of over 60 digits"
        raise error(f"{what} must be a whole number from 0 to {maximum}, got {shown}")
    return value


__all__ = ["DIGIT", "MAX_DIGITS", "MAX_WHOLE", "check_whole", "is_whole", "read_whole"]
