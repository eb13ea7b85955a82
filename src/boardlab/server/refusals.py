"""What the server says when it refuses a request, in the reader's language.

Every refusal carries a stable **code** (``"stale-ply"``) and its **arguments**; its words are
the message ``error-<code>`` of the ``errors.ftl`` dictionaries. The JSON answer keeps the
English text in ``detail`` (for API clients and logs, as before) and adds ``code`` and
``message``, the same refusal in the request's language (the account's choice, the cookie's,
else ``Accept-Language``; see :mod:`boardlab.server.language`):

>>> error = Refusal("stale-ply", ply=4, sent=3)
>>> error.message
'stale ply: the game is at ply 4, the move was sent for ply 3'
>>> problem(error, "de")["message"]
'Veralteter Zug: Die Partie steht bei Halbzug 4, der Zug wurde für Halbzug 3 gesendet'

Arguments that are words of the game are marked so each language says them its own way:
:class:`Seat` (``white`` → ``Weiß``), :class:`GameName` (its title), :class:`Result` (a winner:
``Weiß gewinnt``) and
:class:`Reason` (a game's end reason, see :mod:`boardlab.i18n.reasons`). A refusal that
quotes a game's rules (an illegal move, a bad option or position) keeps the rules' English
text as ``detail`` inside a translated frame: :func:`rules_code` picks the frame.
"""

from __future__ import annotations

import re
from typing import Any

from fluent.runtime.types import fluent_number

from boardlab.i18n import FALLBACK, texts
from boardlab.i18n.reasons import reason_text

#: The longest ``detail``/``message``: a refusal may quote the request, which could be a megabyte.
MAX_MESSAGE = 300
#: What a refusal's code looks like (its message is ``error-<code>``).
CODE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
#: The code of a refusal still given as an English sentence (its ``message`` frames the English).
UNEXPLAINED = "unexplained"


class Seat(str):
    """A seat's name as an argument of a refusal: ``Seat("white")`` is ``Weiß`` in German."""


class Result(str):
    """A game's ``winner`` as an argument of a refusal: ``Result("draw")`` is "Draw" in words."""


class Reason(str):
    """A game's end ``reason`` as an argument of a refusal, said in the reader's language."""


class GameName(str):
    """A game's name as an argument of a refusal, said as the game's title (``games-title-<name>``)."""


def shorten(text: str, limit: int = 0) -> str:
    """``text`` cut to ``limit`` characters (default :data:`MAX_MESSAGE`), saying how much was left out.

    >>> shorten("x" * 1000, 20)
    'xxxxxx… (1000 chars)'
    """
    limit = limit or MAX_MESSAGE
    if len(text) <= limit:
        return text
    tail = f"… ({len(text)} chars)"
    return text[: max(0, limit - len(tail))] + tail


class Refusal(Exception):
    """A request the server refuses, said by the code of its message and the message's arguments.

    ``Refusal("stale-ply", ply=4, sent=3)``; ``status`` is the HTTP status to answer with (each
    subclass has its own; ``status=`` overrides it). A first argument that is not a known code
    is taken as an English sentence (code :data:`UNEXPLAINED`): a safety net for code written
    before refusals had codes, which ``tests/test_server_refusals.py`` keeps out of the server.
    """

    status = 400

    def __init__(self, code: str, /, *, status: int | None = None, **arguments: Any) -> None:
        if status is not None:
            self.status = status
        if is_code(code):
            self.code, self.arguments = code, arguments
        else:
            self.code, self.arguments = UNEXPLAINED, {"detail": code}
        self.message = shorten(render(self.code, self.arguments, FALLBACK, in_words=False))
        super().__init__(self.message)

    def in_language(self, code: str) -> str:
        """The refusal in language ``code`` (English words quoted from the rules stay English)."""
        return shorten(render(self.code, self.arguments, code))


def is_code(text: str) -> bool:
    """Whether ``text`` is the code of a refusal's message (``error-<code>`` in English)."""
    return CODE.fullmatch(text) is not None and texts(FALLBACK).has(f"error-{text}")


def render(code: str, arguments: dict[str, Any], language: str, in_words: bool = True) -> str:
    """Refusal ``code`` in ``language``, its marked arguments said in that language too
    (``in_words=False``: as the API writes them, ``white`` rather than ``White``: the English
    ``detail`` says them so, as it did before refusals had codes)."""
    words = texts(language)
    said = {name: _said(value, language) if in_words else _plain(value) for name, value in arguments.items()}
    return words.get(f"error-{code}", **said)


def _plain(value: Any) -> Any:
    """An argument as the API writes it: numbers as numbers, a result in English words ("White
    wins"), lists joined, anything else as text."""
    if isinstance(value, Result):
        return _said(value, FALLBACK)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(item) for item in value)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10 ** 15:
        return fluent_number(value, useGrouping=False)   # a ply, an id, a count: 1234, never 1,234
    # (a number beyond that, sent by a client, is quoted as text: Babel cannot format it)
    # A quoted text is cut first: the whole message is cut anyway, and Fluent refuses huge placeables.
    if isinstance(value, float) and abs(value) < 10 ** 15:
        return value
    return shorten(str(value))


def _said(value: Any, language: str) -> Any:
    """An argument in ``language``: a seat, a result or a reason in words; others as they are."""
    words = texts(language)
    if isinstance(value, Seat):
        return words.get(f"seat-{value}") if texts(FALLBACK).has(f"seat-{value}") else str(value)
    if isinstance(value, GameName):
        return words.get(f"games-title-{value}") if texts(FALLBACK).has(f"games-title-{value}") else str(value)
    if isinstance(value, Result):
        fixed = {"draw": "banner-draw", "solved": "banner-solved", "unsolved": "banner-unsolved",
                 "aborted": "banner-aborted"}
        if value in fixed:
            return words.get(fixed[value])
        return words.get("banner-winner", seat=_said(Seat(value), language))
    if isinstance(value, Reason):
        return reason_text(str(value), language)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_said(item, language)) for item in value)
    return _plain(value)


def rules_code(error: Exception) -> str:
    """The frame of a refusal quoting a game's rules (or another library's check): the code
    for the kind of ``error``, whose message is ``error-<code>`` with the English text as
    ``detail``.

    >>> from boardlab.core.errors import IllegalMove
    >>> rules_code(IllegalMove("Cd1-d3: the cone at d1 cannot reach d3"))
    'illegal-move'
    """
    for kind in type(error).__mro__:
        if kind.__name__ in _RULES_CODES:
            return _RULES_CODES[kind.__name__]
    return "rules-refused"


#: Exception classes (by name: they live in the games, the sentences, the clocks) -> codes.
_RULES_CODES = {
    "IllegalMove": "illegal-move",
    "InvalidOption": "invalid-option",
    "PositionError": "invalid-position",
    "RecordError": "invalid-record",
    "UnknownGame": "unknown-game",
    "InvalidTimeControl": "invalid-time-control",
    "SentenceError": "invalid-sentence",
    "GoalError": "invalid-goal",
}


def problem(error: Refusal, language: str) -> dict[str, Any]:
    """The JSON body of a refusal for a reader of ``language``: ``detail`` (English), ``code``
    and ``message`` (in ``language``)."""
    return {"detail": error.message, "code": error.code, "message": error.in_language(language)}


__all__ = ["MAX_MESSAGE", "GameName", "Reason", "Refusal", "Result", "Seat", "UNEXPLAINED", "is_code", "problem", "render",
           "rules_code", "shorten"]
