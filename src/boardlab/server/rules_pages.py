"""The games' rules as web pages: ``/rules/{game}`` renders the Markdown page shipped in the
package (``boardlab/docs/rules/<game>.md``, as ``boardlab rules GAME`` prints it).

Before the detailed rules the page shows a short "how to play it here" section and the game in
pictures (:mod:`boardlab.server.rules_diagrams`: the engines' own SVG, legal targets marked),
their words from the language layer (``boardlab.i18n``) in the reader's language.

The Markdown is turned into HTML by ``markdown-it-py`` with raw HTML switched off (any tag in a
page is shown as text) and its link check on (no ``javascript:`` links): the page holds no inline script (only
``common.js``, for the language menu, and its words as JSON data) and no inline style, so the
app's Content-Security-Policy applies unchanged.

The page's own words (its title, links and heading) come from the interface's dictionaries
(:mod:`boardlab.i18n`); the rules' text itself is English, marked so (``lang="en"``, left to
right) with a note saying so on a page in another language.

>>> "<h1>C1 as boardlab plays it</h1>" in rules_page("c1")
True
>>> "Правила игры C1" in rules_page("c1", "ru")
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
    """The whole HTML page of a game's rules in ``language`` (raises ``UnknownGame`` for an
    unknown game)."""
    # cached by the game's own name: any spelling of it is one page
    return _page(game_class(name).name, texts(language).code)


@functools.cache
def _page(name: str, language: str) -> str:
    rules = game_class(name)
    words = texts(language)
    body = _with_pictures(_MARKDOWN.render(rules_text(rules.name) + "\n\n" + RULE),
                          howto_html(rules.name, words) + diagrams_html(rules.name, words))
    heading = escape(words.get("rules-heading", game=rules.title))
    note = "" if language == "en" else f'  <p class="hint" data-i18n="rules-english-note">{escape(words.get("rules-english-note"))}</p>\n'
    return f"""<!doctype html>
<html lang="{words.code}" dir="{words.direction}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{heading} – boardlab</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/style.css">
</head>
<body>
  <header class="top">
    <h1><a href="/">boardlab</a></h1>
    <span class="where">{heading}</span>
    <span style="flex:1"></span>
    <a href="/puzzles?game={escape(rules.name)}">{escape(words.get("puzzles-title"))}</a>
    <a href="/analysis?game={escape(rules.name)}" data-i18n="nav-analysis">Analysis board</a>
  </header>
  <main class="rules-page">
{note}  <div lang="en" dir="ltr">
{body}  </div>
  </main>
  <script src="/static/common.js"></script>
</body>
</html>
"""


def _with_pictures(body: str, pictures: str) -> str:
    """``pictures`` placed after the page's introduction, before its first section heading."""
    at = body.find("<h2")
    return body + pictures if at < 0 else body[:at] + pictures + body[at:]
