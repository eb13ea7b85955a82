"""The games' rules as web pages: ``/rules/{game}`` renders the Markdown page shipped in the
package (``boardlab/docs/rules/<game>.md``, as ``boardlab rules GAME`` prints it).

Before the detailed rules the page shows a short "how to play it here" section and the game in
pictures (:mod:`boardlab.server.rules_diagrams`: the engines' own SVG, legal targets marked),
their words from the language layer (``boardlab.i18n``) in the reader's language.

The Markdown is turned into HTML by ``markdown-it-py`` with raw HTML switched off (any tag in a
page is shown as text) and its link check on (no ``javascript:`` links): the page holds no script
and no inline style, so the app's Content-Security-Policy applies unchanged.

>>> "<h1>C1 as boardlab plays it</h1>" in rules_page("c1")
True
"""

from __future__ import annotations

import functools
from html import escape

from markdown_it import MarkdownIt

from boardlab.core.registry import game_class, rules_text
from boardlab.i18n import texts
from boardlab.server.fairplay import RULE
from boardlab.server.rules_diagrams import diagrams_html, howto_html

_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")


def rules_page(name: str, language: str = "en") -> str:
    """The whole HTML page of a game's rules (raises ``UnknownGame`` for an unknown game)."""
    return _page(game_class(name).name, language)   # cached by the game's own name: any spelling is one page


@functools.cache
def _page(name: str, language: str) -> str:
    rules = game_class(name)
    words = texts(language)
    body = _with_pictures(_MARKDOWN.render(rules_text(rules.name) + "\n\n" + RULE),
                          howto_html(rules.name, words) + diagrams_html(rules.name, words))
    title = escape(f"{rules.title} rules")
    return f"""<!doctype html>
<html lang="{words.code}" dir="{words.direction}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title} – boardlab</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/style.css">
</head>
<body>
  <header class="top">
    <h1><a href="/">boardlab</a></h1>
    <span class="where">{title}</span>
    <span style="flex:1"></span>
    <a href="/puzzles?game={escape(rules.name)}">{escape(words.get("puzzles-title"))}</a>
    <a href="/analysis?game={escape(rules.name)}">Analysis board</a>
  </header>
  <main class="rules-page">
{body}  </main>
</body>
</html>
"""


def _with_pictures(body: str, pictures: str) -> str:
    """``pictures`` placed after the page's introduction, before its first section heading."""
    at = body.find("<h2")
    return body + pictures if at < 0 else body[:at] + pictures + body[at:]
