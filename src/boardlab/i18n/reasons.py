"""Why a game ended, in the reader's language.

The games and the server say why a game ended in English (``"white resigned"``, ``"the move
limit of 40 turns was reached"``), and that text is data: stored with the game, written in
records, shown by the API. Each such sentence has a message ``reason-<id>`` in ``games.ftl``
whose English text is the sentence itself with placeables for what varies; :func:`reason_key`
recognises a reason by those English templates and :func:`reason_text` says it in another
language. Seats in a reason (variables ``$seat`` and ``$other``) are said as seats
(``seat-white``); ``$count`` is a number (for plural selectors); anything else (a cell, a
goal's formula) stays as written. A reason no template knows stays English.

>>> reason_key("white resigned")
('reason-resigned', {'seat': 'white'})
>>> reason_text("the move limit of 40 turns was reached", "de")
'Das Zuglimit von 40 Zügen wurde erreicht'

The pages' scripts get the same templates as regular expressions (:func:`patterns`, in the
bundle of :mod:`boardlab.server.language`) and do the same in ``boardlab.reasonText``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from boardlab.i18n import FALLBACK, texts, variables

#: Variables of a reason message that name a seat (said as ``seat-<name>`` in each language).
SEAT_VARIABLES = ("seat", "other")
_MARK = "\ue000"


@lru_cache(maxsize=1)
def patterns() -> list[tuple[str, str, tuple[str, ...]]]:
    """``(message id, regular expression, variable names)`` of each reason message, most
    specific (longest fixed text) first. The expression has one group per variable, in the
    order of ``names``, and suits both Python's ``re`` and JavaScript's ``RegExp``.

    >>> ("reason-resigned", "^(.+?) resigned$", ("seat",)) in patterns()
    True
    """
    english = texts(FALLBACK)
    found = []
    for message_id, names in variables().items():
        if not message_id.startswith("reason-"):
            continue
        template = english.get(message_id, **{name: f"{_MARK}{name}{_MARK}" for name in names})
        pieces = template.split(_MARK)   # fixed text, name, fixed text, name, ...
        order = tuple(pieces[1::2])
        expression = "".join(_escape(piece) if index % 2 == 0 else "(.+?)" for index, piece in enumerate(pieces))
        fixed = sum(len(piece) for piece in pieces[::2])
        found.append((fixed, message_id, f"^{expression}$", order))
    found.sort(key=lambda entry: -entry[0])
    return [(message_id, expression, order) for _, message_id, expression, order in found]


def _escape(text: str) -> str:
    """``text`` as literal regular-expression text both Python and JavaScript read alike."""
    return re.sub(r"[.*+?^${}()|[\]\\/]", lambda found: "\\" + found.group(0), text)


@lru_cache(maxsize=1)
def _compiled() -> list[tuple[str, re.Pattern[str], tuple[str, ...]]]:
    return [(message_id, re.compile(expression, re.DOTALL), names) for message_id, expression, names in patterns()]


def reason_key(reason: str) -> tuple[str, dict[str, Any]] | None:
    """The message id and variables of an English end reason, or ``None`` for an unknown one.

    >>> reason_key("black has no legal action")
    ('reason-no-action', {'seat': 'black'})
    """
    for message_id, expression, names in _compiled():
        found = expression.match(reason)
        if found is not None:
            values: dict[str, Any] = dict(zip(names, found.groups(), strict=True))
            if "count" in values:
                if not values["count"].isdigit():
                    continue
                values["count"] = int(values["count"])
            return message_id, values
    return None


def reason_text(reason: str, language: str) -> str:
    """An English end reason said in ``language`` (unknown reasons stay as they are)."""
    key = reason_key(reason)
    if key is None:
        return reason
    message_id, values = key
    words = texts(language)
    for name in SEAT_VARIABLES:
        if name in values and texts(FALLBACK).has(f"seat-{values[name]}"):
            values[name] = words.get(f"seat-{values[name]}")
    return words.get(message_id, **values)


__all__ = ["SEAT_VARIABLES", "patterns", "reason_key", "reason_text"]
