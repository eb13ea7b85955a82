"""The lab report's words and numbers in one language (the messages ``labreport-*`` of
``locales/<code>/labreport.ftl``).

English is the report as the command line always wrote it: its numbers keep Python's own
formats (``62%``, ``0.19``, ``1.2e-05``), so a report remade in English is byte for byte the
committed one. Every other language formats its numbers by Babel in its own locale
(``62 %``, ``0,19``) and says the report's sentences by its dictionary.

>>> words = ReportWords("de")
>>> words.percent(0.625, 1), words.fixed(0.19, 2), ReportWords("en").percent(0.625, 1)
('62,5\xa0%', '0,19', '62.5%')
>>> words("labreport-pairing", a="easy", b="random")
'easy – random'
"""

from __future__ import annotations

import copy
import re
from functools import lru_cache
from typing import Any

from babel.numbers import NumberPattern, format_decimal, get_minus_sign_symbol, get_plus_sign_symbol
from fluent.runtime.types import fluent_number

from boardlab.i18n import FALLBACK, texts, variables
from boardlab.i18n.reasons import reason_key

#: The smallest p-value the report writes as a number (a p rounded to 0 reads ``<0.00001``).
SMALLEST_P = 0.00001
_MARK = "\ue000"


class ReportWords:
    """The report's messages and number formats in language ``code`` (unknown codes: English)."""

    def __init__(self, code: str = FALLBACK) -> None:
        self.texts = texts(code)
        self.code = self.texts.code
        self.english = self.code == FALLBACK

    def __call__(self, message_id: str, **values: Any) -> str:
        """Message ``message_id`` with ``values`` (``count``: a whole number, for plurals)."""
        if isinstance(values.get("count"), int):
            values["count"] = self.plural(values["count"])
        return self.texts.get(message_id, **values)

    def plural(self, value: int) -> Any:
        """A whole number for a message's plural selector, formatted as the report's counts are
        (English without grouping, ``1000 games`` as before; other locales by Babel)."""
        return fluent_number(value, useGrouping=False) if self.english else value

    # --- numbers ---------------------------------------------------------------------------

    def percent(self, value: float, digits: int = 0) -> str:
        """``0.625`` as ``62%`` (``digits`` after the point)."""
        if self.english:
            return f"{value:.{digits}%}"
        return _with_digits(self.texts.locale.percent_formats[None], digits).apply(value, self.texts.locale)

    def fixed(self, value: float, digits: int) -> str:
        """``value`` with ``digits`` after the point."""
        if self.english:
            return f"{value:.{digits}f}"
        return _with_digits(self.texts.locale.decimal_formats[None], digits).apply(value, self.texts.locale)

    def general(self, value: float, significant: int = 6) -> str:
        """``value`` to ``significant`` digits, trailing zeros dropped (Python's ``g`` format)."""
        if self.english:
            return f"{value:.{significant}g}"
        if value == 0:
            return format_decimal(0, locale=self.code)
        return format_decimal(value, format="@" + "#" * (significant - 1), locale=self.code)

    def signed(self, value: float) -> str:
        """A whole number with its sign: ``+44``, ``-44``."""
        if self.english:
            return f"{value:+.0f}"
        sign = get_plus_sign_symbol(self.code) if value >= 0 else get_minus_sign_symbol(self.code)
        return sign + format_decimal(abs(round(value)), locale=self.code)   # the locale's signs (bidi marks in Arabic)

    def number(self, value: int) -> str:
        """A count: ``1000`` in English (as before), grouped in other locales."""
        return str(value) if self.english else format_decimal(value, locale=self.code)

    def p_value(self, p: float) -> str:
        """A p-value for reading: 3 significant digits, ``<0.00001`` for one rounded to 0."""
        if p == 0:
            return "<" + (f"{SMALLEST_P:.5f}" if self.english else self.fixed(SMALLEST_P, 5))
        return self.general(p, 3)

    def interval(self, low: str, high: str) -> str:
        """``(low-high)``: an interval of two formatted numbers (``labreport-interval``)."""
        return self("labreport-interval", low=low, high=high)

    # --- words of the games ----------------------------------------------------------------

    def seat(self, seat: str) -> str:
        """A seat's name in this language (``seat-<name>`` of main.ftl), else as the game names it."""
        return self.texts.get(f"seat-{seat}") if texts(FALLBACK).has(f"seat-{seat}") else seat

    def unmeasured(self, reason: str) -> str:
        """Why a measure is missing (the English reason of boardlab.lab.measures) in this language."""
        if self.english:
            return reason
        for message_id, expression, names in _unmeasured_patterns():
            found = expression.fullmatch(reason)
            if found is not None:
                return self(message_id, **dict(zip(names, found.groups(), strict=True)))
        return reason

    def ending(self, ending: str) -> str:
        """How games ended (an end reason with its seats and cells taken out: ``a player's cone
        is surrounded``, boardlab.lab.metrics) in this language."""
        if self.english:
            return ending
        if ending == texts(FALLBACK).get("labreport-ending-unfinished"):
            return self("labreport-ending-unfinished")
        key = reason_key(ending)
        if key is None:
            return ending
        message_id, values = key
        anyone, cell = texts(FALLBACK).get("labreport-ending-a-player"), texts(FALLBACK).get("labreport-ending-a-cell")
        said = {name: self("labreport-ending-a-player") if value == anyone
                else self("labreport-ending-a-cell") if value == cell
                else self.seat(value) if isinstance(value, str) else value for name, value in values.items()}
        return self.texts.get(message_id, **said)


def _with_digits(pattern: NumberPattern, digits: int) -> NumberPattern:
    """The locale's own number pattern (its grouping, its spacing of ``%``) with exactly
    ``digits`` after the decimal point."""
    changed = copy.copy(pattern)
    changed.frac_prec = (digits, digits)
    return changed


@lru_cache(maxsize=1)
def _unmeasured_patterns() -> list[tuple[str, re.Pattern[str], tuple[str, ...]]]:
    """Each ``labreport-unmeasured-*`` message as a pattern of its English text (placeables:
    groups), most fixed text first, to recognise a reason of the JSON report."""
    english = texts(FALLBACK)
    found = []
    for message_id, names in variables().items():
        if message_id.startswith("labreport-unmeasured-"):
            pieces = english.get(message_id, **{name: f"{_MARK}{name}{_MARK}" for name in names}).split(_MARK)
            expression = "".join(re.escape(piece) if index % 2 == 0 else "(.+?)" for index, piece in enumerate(pieces))
            found.append((sum(map(len, pieces[::2])), message_id, re.compile(expression), tuple(pieces[1::2])))
    found.sort(key=lambda entry: -entry[0])
    return [(message_id, expression, names) for _, message_id, expression, names in found]


__all__ = ["ReportWords"]
