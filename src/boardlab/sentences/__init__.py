"""Comet circumflex sentences: numbered, pre-translated sentences written in plain Unicode.

A message is a sequence of sentences, each a key (U+2604 U+0302 U+20E3), a number from the
catalogue, its parameters and an end mark (U+2604 U+0302 U+20E2); each reader's software
shows it in the reader's own language. docs/comet-circumflex.md fixes the characters and
docs/sentences.md describes the catalogue and the dictionaries.

>>> from boardlab.sentences import encode, decode, render
>>> text = encode(1) + " " + encode(111, "prime-E")
>>> [render(s, "en") for s in decode(text)]
['Hello!', 'Move all prime-numbered pieces east.']

Rendering (Fluent and Babel) is imported on first use, so that reading and writing stay light.
"""

from __future__ import annotations

from typing import Any

from boardlab.sentences.catalogue import CATALOGUE, VERSION, Parameter, SentenceSpec
from boardlab.sentences.codec import END, KEY, MAX_PARAMETER, Sentence, decode, encode, scan, split
from boardlab.sentences.errors import SentenceError

_RENDERING = ("render", "render_text", "languages", "negotiate", "dictionary", "LANGUAGES", "FALLBACK")


def __getattr__(name: str) -> Any:
    if name in _RENDERING:
        from boardlab.sentences import rendering
        return getattr(rendering, name)
    raise AttributeError(f"module 'boardlab.sentences' has no attribute {name!r}")


__all__ = ["CATALOGUE", "END", "KEY", "MAX_PARAMETER", "VERSION", "Parameter", "Sentence", "SentenceError",
           "SentenceSpec", "decode", "encode", "scan", "split", *_RENDERING]
