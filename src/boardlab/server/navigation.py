"""The header every page shares: the site's links, and a place for the reader's preferences.

:func:`with_navigation` puts the links after the page's ``<h1>`` in its ``header.top`` (pages
keep their own header otherwise), marking the page the reader is on; the words are message ids
of the language layer, filled in by :func:`boardlab.server.language.localise` like the rest of
the page. The ``#header-preferences`` box holds the reader's quick choices: the language menu
(``web/common.js``) today, and the place for others (a theme, sounds) to join it. On a phone the
links fold into a menu button (``web/common.js``, ``web/style.css``).

>>> page = with_navigation('<header class="top">\\n    <h1><a href="/">boardlab</a></h1>\\n</header>', "/players")
>>> 'href="/players" data-i18n="frontdoor-nav-players" aria-current="page"' in page
True
>>> with_navigation("<p>no header</p>", "/") == "<p>no header</p>"
True
"""

from __future__ import annotations

import re

#: The site's links: (path, message id). The first is the home page.
LINKS = (
    ("/", "nav-play"),
    ("/players", "frontdoor-nav-players"),
    ("/puzzles", "frontdoor-nav-puzzles"),
    ("/analysis", "frontdoor-nav-analysis"),
    ("/lab", "lab-nav"),
    ("/settings", "nav-settings"),
)
_HEADING = re.compile(r'(<header class="top">\s*<h1>.*?</h1>)', re.DOTALL)


def navigation(path: str) -> str:
    """The links as HTML, the one of ``path`` (the page shown) marked ``aria-current``."""
    links = []
    for href, message in LINKS:
        here = path == href or (href != "/" and path.startswith(href + "/"))
        current = ' aria-current="page"' if here else ""
        links.append(f'<a href="{href}" data-i18n="{message}"{current}>{message}</a>')
    return ('\n    <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="site-nav" '
            'data-i18n-aria-label="frontdoor-menu" aria-label="Menu" data-i18n-title="frontdoor-menu" title="Menu">'
            '</button>'
            '\n    <nav class="site-nav" id="site-nav" data-i18n-aria-label="frontdoor-nav-label" aria-label="Site">'
            + "".join(links) + '</nav>'
            '\n    <span class="header-preferences" id="header-preferences"></span>')


def with_navigation(page: str, path: str) -> str:
    """``page`` with the site's links after the heading of its ``header.top`` (unchanged
    without one)."""
    return _HEADING.sub(lambda found: found.group(1) + navigation(path), page, count=1)
