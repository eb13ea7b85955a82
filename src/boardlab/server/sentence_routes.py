"""Comet circumflex sentences in the web app: the phrasebook, encoding, rendering for each reader,
and the strict check of every chat message.

What a chat stores and sends is the encoded Unicode text (``boardlab.sentences``); each page
asks for it to be shown in its reader's language:

- ``GET /api/sentences/phrasebook``: the catalogue in the reader's language (each sentence's
  template with ``{parameter}`` placeholders, grouped by topic) and, for each closed parameter
  type, its values in words, so the page builds its menus;
- ``POST /api/sentences/encode`` ``{"number", "parameters"}``: the sentence's text (the one
  implementation of the grammar, so the page never writes it itself);
- ``POST /api/sentences/render`` ``{"texts": [...]}``: each text cut into plain parts and
  sentences shown in the reader's language, each sentence with its code.

A chat message (game or lobby) is refused with 422 when it holds a malformed sequence: the
library's own message, with its position (:func:`checked_message`).

>>> parts = render_parts("hi " + encode(1), "de")
>>> [(part["kind"], part["text"]) for part in parts]
[('text', 'hi '), ('sentence', 'Hallo!')]
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field

from boardlab.games.comet.board import DIRECTION_BY_LETTER, GROUP_BY_CODE
from boardlab.sentences import CATALOGUE, Sentence, SentenceError, encode, scan
from boardlab.sentences.rendering import MissingMessage, dictionary, render, template
from boardlab.sentences.types import COLOURS, GAMES, SEATS, SHAPES
from boardlab.server.errors import Unprocessable
from boardlab.server.language import request_language
from boardlab.server.refusals import rules_code

#: The most texts one render request may carry.
MAX_TEXTS = 200
#: The values of each closed parameter type, and the prefix of their messages in the dictionaries.
CLOSED_TYPES: dict[str, tuple[str, tuple[str, ...]]] = {
    "piece": ("piece-", tuple("123456789")), "colour": ("colour-", COLOURS), "shape": ("shape-", SHAPES),
    "group": ("group-", tuple(GROUP_BY_CODE)), "direction": ("direction-", tuple(DIRECTION_BY_LETTER)),
    "seat": ("seat-", SEATS), "game": ("game-", GAMES),
}
#: The topics of the catalogue, in the phrasebook's order.
TOPICS = ("talk", "games", "comet", "goal")


class EncodeRequest(BaseModel):
    """A sentence to write: its number and its parameters' values."""

    number: int = Field(description="The sentence's number in the catalogue.")
    parameters: list[str] = Field(default_factory=list, max_length=16,
                                  description="Its parameters' values, in order, as the types write them.")


class RenderRequest(BaseModel):
    """Texts to show in the reader's language."""

    texts: list[str] = Field(max_length=MAX_TEXTS)
    language: str | None = Field(default=None, description="A language code; default: the reader's.")


def checked_message(text: str) -> str:
    """``text`` when every encoded sentence in it is well formed; else 422 with the library's
    message and the position of the malformed sequence."""
    for item in scan(text):
        if isinstance(item, SentenceError):
            raise Unprocessable("malformed-sentence", detail=str(item))
    return text


@lru_cache(maxsize=None)
def phrasebook(code: str) -> dict[str, Any]:
    """The catalogue in language ``code`` for a page's phrasebook (retired sentences left out).

    >>> book = phrasebook("fr")
    >>> next(s for s in book["sentences"] if s["number"] == 118)["template"]
    '{piece} est sur {square}.'
    >>> book["values"]["direction"][0]
    {'value': 'N', 'label': 'nord'}
    """
    book = dictionary(code)
    sentences = []
    for spec in sorted(CATALOGUE.values(), key=lambda spec: (TOPICS.index(spec.topic) if spec.topic in TOPICS
                                                             else len(TOPICS), spec.number)):
        if spec.retired:
            continue
        try:
            shown = template(spec.number, code)
        except MissingMessage:
            shown = template(spec.number, "en")   # the display's fallback, as for a message
        sentences.append({"number": spec.number, "topic": spec.topic, "template": shown,
                          "parameters": [{"name": p.name, "type": p.type} for p in spec.parameters]})
    values = {kind: [{"value": value, "label": book.message(prefix + value)} for value in choices]
              for kind, (prefix, choices) in CLOSED_TYPES.items()}
    return {"language": book.code, "dir": book.direction, "sentences": sentences, "values": values}


def render_parts(text: str, code: str) -> list[dict[str, Any]]:
    """``text`` cut into parts for display in language ``code``: ``{"kind": "text", "text"}``,
    ``{"kind": "sentence", "text", "code", "number"}`` or ``{"kind": "malformed", "text", "code"}``."""
    parts: list[dict[str, Any]] = []
    done = 0
    for item in scan(text):
        start, end = (item.start, item.end) if isinstance(item, Sentence) else (item.start or 0, item.end or 0)
        if start > done:
            parts.append({"kind": "text", "text": text[done:start]})
        if isinstance(item, Sentence):
            parts.append({"kind": "sentence", "text": render(item, code), "code": text[start:end],
                          "number": item.number})
        else:
            parts.append({"kind": "malformed", "text": render(item, code), "code": text[start:end],
                          "problem": str(item)})
        done = max(done, end)
    if done < len(text):
        parts.append({"kind": "text", "text": text[done:]})
    return parts


def sentence_routes(app: FastAPI) -> None:
    """Add the phrasebook, encoding and rendering routes to ``app``."""

    @app.get("/api/sentences/phrasebook", tags=["sentences"])
    def get_phrasebook(request: Request, language: str | None = None) -> dict[str, Any]:
        """The sentences in the reader's language (or ``language``), by topic, with the values of
        each closed parameter type in words."""
        return phrasebook(_language(request, language))

    @app.post("/api/sentences/encode", tags=["sentences"])
    def encode_sentence(body: EncodeRequest) -> dict[str, str]:
        """The encoded text of a sentence; 422 naming the problem (unknown number, wrong count or
        type of parameters)."""
        try:
            return {"text": encode(body.number, *body.parameters)}
        except SentenceError as error:
            raise Unprocessable(rules_code(error), detail=str(error)) from None

    @app.post("/api/sentences/render", tags=["sentences"])
    def render_texts(body: RenderRequest, request: Request) -> dict[str, Any]:
        """Each text with its sentences shown in the reader's language (or ``language``): a list
        of parts per text (plain text, sentences with their code, malformed sequences)."""
        code = _language(request, body.language)
        return {"language": code, "parts": [render_parts(text[:10_000], code) for text in body.texts]}


def _language(request: Request, asked: str | None) -> str:
    from boardlab.i18n import LANGUAGES

    if asked is None:
        return request_language(request)
    if asked not in LANGUAGES:
        raise Unprocessable("unknown-language", code=repr(asked[:16]), codes=", ".join(LANGUAGES))
    return asked
