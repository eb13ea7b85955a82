"""The games' rules as web pages: ``/rules/{game}`` renders the Markdown page shipped in the
package (``boardlab/docs/rules/<game>.md``, as ``boardlab rules GAME`` prints it).

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
from boardlab.server.fairplay import RULE

_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")


def rules_page(name: str) -> str:
    """The whole HTML page of a game's rules (raises ``UnknownGame`` for an unknown game)."""
    return _page(game_class(name).name)   # cached by the game's own name: any spelling of it is one page


@functools.cache
def _page(name: str) -> str:
    rules = game_class(name)
    body = _MARKDOWN.render(rules_text(rules.name) + "\n\n" + RULE)
    title = escape(f"{rules.title} rules")
    return f"""<!doctype html>
<html lang="en">
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
    <a href="/analysis?game={escape(rules.name)}">Analysis board</a>
  </header>
  <main class="rules-page">
{body}  </main>
</body>
</html>
"""
