"""The words drawn inside the boards' pictures, in the reader's language.

Each game's renderer draws its SVG with one :class:`BoardWords` (``board_words(language)``):
status lines, legends, button labels and tooltips (``<title>``), the picture's ``aria-label``.
Their messages are in the dictionaries' ``boards.ftl`` (ids ``board-...``); the English texts
are the sentences the renderers always drew, so an English picture says what it always said.

What stays as it is, in every language, is the games' notation: coordinates (``e5``, ``b2.1``),
moves, position-string letters on the pieces (``F``, ``S 3``, ``T 4``, ``C ∞``), AXIOM's face
letters (``U D N E S W``), comet's direction letters (``N``) and goal formulas, and the data
attributes (``data-target``, comet's group codes such as ``prime``) the pages click. Inside a
right-to-left sentence Fluent isolates each such placeable, so ``e5`` (or comet's row of piece
numbers ``1 3 5``) keeps its own direction.

One object rather than a translator passed through every helper: the few helpers that draw words
take the ``words`` they are given; the rest of a renderer never sees a language.

>>> words = board_words("de")
>>> words.say("board-to-move", colour="white")
'Weiß ist am Zug'
>>> board_words("ar").text_attributes("start")    # the board does not mirror; the words do
'text-anchor="end" direction="rtl" unicode-bidi="embed"'
>>> board_words("en").text_attributes("middle")
'text-anchor="middle"'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from xml.sax.saxutils import escape

from boardlab.core.errors import InvalidOption
from boardlab.i18n import FALLBACK, LANGUAGES, Texts, texts
from boardlab.i18n.reasons import reason_text

#: ``text-anchor`` seen from the other side: a right-to-left text anchored at its ``end`` begins
#: (on the left) where a left-to-right one anchored at its ``start`` would.
_MIRRORED_ANCHOR = {"start": "end", "middle": "middle", "end": "start"}
_ATTRIBUTE_ESCAPES = {'"': "&quot;"}


@dataclass(frozen=True)
class BoardWords:
    """The words of a board's picture in one language, ready for SVG (escaped for XML)."""

    texts: Texts

    @property
    def language(self) -> str:
        """The language's code (``"ar"``)."""
        return self.texts.code

    @property
    def right_to_left(self) -> bool:
        """Whether the language's sentences run right to left (Arabic)."""
        return self.texts.direction == "rtl"

    def say(self, message_id: str, **variables: Any) -> str:
        """Message ``message_id`` formatted with ``variables``, escaped for an SVG text node or
        a double-quoted attribute: what a renderer writes into its picture."""
        return escape(self.phrase(message_id, **variables), _ATTRIBUTE_ESCAPES)

    def phrase(self, message_id: str, **variables: Any) -> str:
        """Message ``message_id`` formatted, unescaped: a value for another message's placeable."""
        return self.texts.get(message_id, **variables)

    def reason(self, reason: str) -> str:
        """A game's English end reason in this language, unescaped (one no template knows stays
        as it is)."""
        return reason_text(reason, self.language)

    def listing(self, items: list[str]) -> str:
        """Items as the language lists them (``U and N``, ``U und N``, ``U、N``), unescaped:
        a value for a message's placeable.

        >>> board_words("fr").listing(["U", "N"])
        'U et N'
        """
        from babel.lists import format_list  # here, not at the top: the CLI loads Babel only to render

        return format_list(items, locale=self.texts.locale) if items else "–"

    def text_attributes(self, anchor: str = "start") -> str:
        """The ``text-anchor`` (``start``, ``middle`` or ``end``, as drawn in English) and the
        direction of a ``<text>`` element holding words. Right to left, the sentence runs from
        the right (``direction="rtl"``) and its anchor is mirrored, so that it covers the same
        place on the board as the English one did."""
        if not self.right_to_left:
            return f'text-anchor="{anchor}"'
        return f'text-anchor="{_MIRRORED_ANCHOR[anchor]}" direction="rtl" unicode-bidi="embed"'

    def root_attributes(self) -> str:
        """The language of the picture's words, for its ``<svg>`` element (``xml:lang``: CJK
        fonts pick their glyphs by it; screen readers read the ``aria-label`` in it)."""
        return f'xml:lang="{self.language}"'

    def font_size(self, text: str, width: float, font_size: float) -> str:
        """The font size of a line of words (a status, a caption, a button's label) that must fit
        ``width``: ``font_size``, or smaller when the line may be wider. A line is made smaller,
        never stretched (as ``textLength`` would), so an estimate on the wide side costs nothing
        but a little size: a translation longer than the English still fits its place.

        >>> board_words("en").font_size("black to move", 500, 13), board_words("de").font_size("x" * 100, 500, 13)
        ('13', '8.33')
        """
        estimate = estimated_width(text, font_size)
        return f"{font_size if estimate <= width else font_size * width / estimate:.3g}"


def estimated_width(text: str, font_size: float) -> float:
    """A line's width in a sans-serif font, on the wide side: each letter's share of an em by
    its kind (narrow letters and spaces, wide capitals, CJK characters a whole em). Measured
    against Chromium's sans-serif on every text the boards draw in the eight languages, it is
    never short and seldom more than a third too wide (Arabic's short words: up to two thirds).

    >>> round(estimated_width("end", 14), 1), estimated_width("終了", 14)
    (25.2, 28.0)
    """
    return font_size * sum(_share(letter) for letter in text)


_NARROW = frozenset(" ijlrtfI.,:;'!|()[]\u00b7\u2068\u2069\u2066")


def _share(letter: str) -> float:
    if letter in _NARROW:
        return 0.0 if letter in "\u2068\u2069\u2066" else 0.34
    if ord(letter) >= 0x2E80 or letter in "WmМШЩЖЮщшж":
        return 1.0
    if letter.isupper() or letter in "wю":
        return 0.85
    return 0.6


@lru_cache(maxsize=None)
def board_words(language: str = FALLBACK) -> BoardWords:
    """The board words of ``language`` (one of :data:`~boardlab.i18n.LANGUAGES`).

    Raises :class:`~boardlab.core.errors.InvalidOption` naming the languages for another code
    (the server only asks for languages it negotiated).
    """
    if language not in LANGUAGES:
        raise InvalidOption(f"language must be one of {', '.join(LANGUAGES)}, got {language!r}")
    return BoardWords(texts(language))


__all__ = ["BoardWords", "board_words", "estimated_width"]
