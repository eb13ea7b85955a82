"""The words drawn inside the boards' pictures, in the reader's language.

Each game's renderer draws its SVG with one :class:`BoardWords` (``board_words(language)``):
status lines, legends, button labels and tooltips (``<title>``), the picture's ``aria-label``.
Their messages are in the dictionaries' ``boards.ftl`` (ids ``board-...``); the English texts
are the sentences the renderers always drew, so an English picture is unchanged.

What stays as it is, in every language, is the games' notation: coordinates (``e5``, ``b2.1``),
moves, position-string letters on the pieces (``F``, ``S 3``, ``T 4``, ``C ∞``), AXIOM's face
letters (``U D N E S W``), comet's group codes (``prime``) and direction letters (``N``), and
the data attributes (``data-target``) the pages click. Inside a right-to-left sentence Fluent
isolates each such placeable, so ``e5`` keeps its own direction.

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

from babel.lists import format_list

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
        return format_list(items, locale=self.texts.locale) if items else "–"

    def notation(self, text: str) -> str:
        """``text`` (notation or a row of numbers, already escaped) kept left to right inside a
        right-to-left sentence (LRI ... PDI); unchanged in a left-to-right language.

        >>> board_words("ar").notation("1 3 5")
        '\u20661 3 5\u2069'
        """
        return f"\u2066{text}\u2069" if self.right_to_left else text

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

    def fitted(self, text: str, width: float, font_size: float) -> str:
        """``textLength`` attributes squeezing ``text`` (already escaped or plain) into ``width``
        when it may be wider (a rough estimate: 0.6 em a letter, 1 em for CJK), else nothing.
        A translation longer than the English must still fit its button."""
        estimate = sum(font_size if ord(letter) > 0x2E80 else 0.6 * font_size for letter in text)
        return f' textLength="{width:g}" lengthAdjust="spacingAndGlyphs"' if estimate > width else ""


@lru_cache(maxsize=None)
def board_words(language: str = FALLBACK) -> BoardWords:
    """The board words of ``language`` (one of :data:`~boardlab.i18n.LANGUAGES`).

    Raises :class:`~boardlab.core.errors.InvalidOption` naming the languages for another code
    (the server only asks for languages it negotiated).
    """
    if language not in LANGUAGES:
        raise InvalidOption(f"language must be one of {', '.join(LANGUAGES)}, got {language!r}")
    return BoardWords(texts(language))


__all__ = ["BoardWords", "board_words"]
