"""The interface in many languages: Fluent dictionaries of the web app's own words.

Each language has a folder ``locales/<code>/`` of Project Fluent files, one per area of the app
(``main.ftl``: the pages' labels, game statuses, end banners, lobby and chat words); a
language's dictionary is all of its files together. :func:`choose` picks a language from a request's
``Accept-Language`` header (or an account's choice), :func:`texts` gives that language's
:class:`Texts`, whose :meth:`~Texts.get` formats a message, falling back to English where a
dictionary lacks it. ``Texts.direction`` (``ltr``/``rtl``, from CLDR via Babel) lets a page
mirror its layout; :func:`isolate` keeps a board coordinate, a move or a clock in its own
direction inside right-to-left text.

>>> texts("de").get("banner-winner", seat="Weiß")
'Weiß gewinnt'
>>> choose("ar-EG,ar;q=0.9,en;q=0.5"), texts("ar").direction
('ar', 'rtl')

The web app's pages use it through :mod:`boardlab.server.language`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:   # Babel and Fluent load when words are first needed, not with the package:
    from babel import Locale   # the command line names the languages without them
    from fluent.runtime import FluentBundle

#: The interface's languages, English first (the fallback).
LANGUAGES = ("en", "de", "fr", "es", "ru", "ar", "ja", "zh")
FALLBACK = "en"
_FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"
_VARIABLE = re.compile(r"\{\s*\$([A-Za-z][\w-]*)")
_RANGE = re.compile(r"\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9](?:\.[0-9]{0,3})?))?\s*")


class UnknownMessage(KeyError):
    """A message id that not even the English dictionary has: a bug in the caller."""


@dataclass(frozen=True)
class Texts:
    """The interface's words in one language."""

    code: str
    bundle: FluentBundle
    locale: Locale

    @property
    def direction(self) -> str:
        """``'ltr'`` or ``'rtl'``: which way this language's pages run."""
        return self.locale.text_direction

    @property
    def name(self) -> str:
        """The language's name in itself, for a language menu (``Deutsch``, ``العربية``)."""
        return self.locale.get_display_name(self.code) or self.code

    def has(self, message_id: str) -> bool:
        """Whether this language's own dictionary has the message."""
        return self.bundle.has_message(message_id)

    def get(self, message_id: str, **variables: Any) -> str:
        """The message formatted with ``variables``; English where this dictionary lacks it
        or cannot format it. Raises :class:`UnknownMessage` for an id English lacks too."""
        text = self._format(message_id, variables)
        if text is None and self.code != FALLBACK:
            text = texts(FALLBACK)._format(message_id, variables)
        if text is None:
            raise UnknownMessage(message_id)
        return text

    def _format(self, message_id: str, variables: dict[str, Any]) -> str | None:
        if not self.bundle.has_message(message_id):
            return None
        text, errors = self.bundle.format_pattern(self.bundle.get_message(message_id).value, variables)
        return None if errors else text

    def html_attributes(self) -> dict[str, str]:
        """``{"lang": ..., "dir": ...}`` for a page's ``<html>`` element."""
        return {"lang": self.code, "dir": self.direction}


@lru_cache(maxsize=None)
def texts(code: str) -> Texts:
    """The interface's words in language ``code`` (any of :data:`LANGUAGES`; others: English).

    >>> texts("ja").get("chat-send")
    '送信'
    """
    from babel import Locale
    from fluent.runtime import FluentBundle, FluentResource

    code = code if code in LANGUAGES else FALLBACK
    locale = Locale.parse(code)
    # Fluent isolates each placeable (a player's name, a move) only in right-to-left text,
    # where a left-to-right name must not reorder the words around it.
    bundle = FluentBundle([code], use_isolating=locale.text_direction == "rtl")
    bundle.add_resource(FluentResource(source(code)))
    return Texts(code, bundle, locale)


def source(code: str) -> str:
    """Language ``code``'s whole Fluent dictionary: its folder's ``.ftl`` files in name order,
    each opened by a group comment naming it (so a file's "untranslated" group ends with it).

    >>> "chat-send =" in source("en")
    True
    """
    folder = files("boardlab.i18n").joinpath("locales", code)
    parts = sorted((entry for entry in folder.iterdir() if entry.name.endswith(".ftl")), key=lambda entry: entry.name)
    return "\n".join(f"## {part.name}\n\n{part.read_text('utf-8')}" for part in parts)


@lru_cache(maxsize=1)
def variables() -> dict[str, tuple[str, ...]]:
    """Each English message's variables, in order of appearance (English is the reference
    every dictionary follows).

    >>> variables()["banner-winner"]
    ('seat',)
    """
    found: dict[str, tuple[str, ...]] = {}
    current = None
    for line in source(FALLBACK).splitlines():
        head = re.match(r"([a-z][\w-]*)\s*=", line)
        if head:
            current = head.group(1)
            found[current] = ()
        if current is not None:
            names = [name for name in _VARIABLE.findall(line) if name not in found[current]]
            found[current] = (*found[current], *names)
    return found


def parse_accept_language(header: str | None) -> list[str]:
    """The language tags of an ``Accept-Language`` header, most wanted first (``q=0``: refused).

    >>> parse_accept_language("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
    ['fr-CH', 'fr', 'en', 'de', '*']
    """
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")):
        match = _RANGE.fullmatch(part)
        if match is None:
            continue  # a malformed entry is skipped, as browsers' own parsers do
        weight = float(match.group(2)) if match.group(2) else 1.0
        if 0 < weight <= 1:
            wanted.append((-weight, index, match.group(1)))
    return [tag for _, _, tag in sorted(wanted)]


def negotiate(wanted: list[str], available: tuple[str, ...] = LANGUAGES) -> str:
    """The best of ``available`` for tags in order of preference (Babel's negotiation, then
    each tag's base language); English when nothing matches.

    >>> negotiate(["pt-BR", "de-AT"])
    'de'
    """
    from babel import negotiate_locale

    tags = [tag for tag in wanted if tag != "*"]
    bases = [tag.split("-")[0].lower() for tag in tags]
    found = negotiate_locale(tags, list(available), sep="-") or negotiate_locale(bases, list(available), sep="-")
    return found or FALLBACK


def choose(accept_language: str | None, chosen: str | None = None) -> str:
    """The language of a page: the one the reader chose (kept in the account or a cookie) when
    we have it, else the best match of the browser's ``Accept-Language``, else English."""
    if chosen in LANGUAGES:
        return chosen  # type: ignore[return-value]
    return negotiate(parse_accept_language(accept_language))


def isolate(text: str) -> str:
    """``text`` bidi-isolated (FSI ... PDI): a square, a move or a clock keeps its own direction
    inside right-to-left text and never mirrors."""
    return f"{_FIRST_STRONG_ISOLATE}{text}{_POP_ISOLATE}"


def languages() -> list[dict[str, str]]:
    """``[{"code", "name", "direction"}]`` of the interface's languages, for a language menu."""
    return [{"code": code, "name": texts(code).name, "direction": texts(code).direction} for code in LANGUAGES]


__all__ = ["FALLBACK", "LANGUAGES", "Texts", "UnknownMessage", "choose", "isolate", "languages", "negotiate",
           "parse_accept_language", "texts", "variables"]
