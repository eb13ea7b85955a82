"""The pages' language: which one a reader gets, how a page is put into it, and how they change it.

One place for every page (:mod:`boardlab.i18n` holds the words):

- **Which language**: the logged-in account's choice (``users.language``), else the anonymous
  visitor's cookie (:data:`LANGUAGE_COOKIE`), else the best match of the browser's
  ``Accept-Language``, else English (:func:`request_language`).
- **Static text**: a page's HTML marks each piece of interface text with the id of its message,
  ``<button data-i18n="game-resign">Resign</button>`` (and ``data-i18n-title``,
  ``data-i18n-placeholder``, ``data-i18n-aria-label`` for those attributes);
  :func:`localise` fills them in on the server, sets ``<html lang dir>`` (``dir="rtl"``
  mirrors the layout) and adds the language's message bundle as JSON for the page's scripts.
- **Text a script writes**: ``boardlab.t(id, {variables})`` (``web/common.js``) formats a
  message of that bundle (:func:`bundle`): plain messages are templates with ``{name}``
  placeholders; messages with a ``count`` carry a template per CLDR plural category plus the
  exact texts of 0, 1 and 2, so Fluent's plural selectors hold on the page too.
- **Changing it**: every page's header has a language menu; ``POST /api/language`` keeps the
  choice in the account (for a logged-in reader) and in the cookie.

>>> page = localise('<html lang="en"><head></head><body><b data-i18n="chat-send">Send</b></body></html>', "de")
>>> '<html lang="de" dir="ltr">' in page, '<b data-i18n="chat-send">Senden</b>' in page
(True, True)
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Awaitable, Callable, MutableMapping
from functools import lru_cache
from http.cookies import CookieError, SimpleCookie
from typing import Any

from babel import Locale
from babel.numbers import format_decimal
from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from sqlalchemy import select, update

from boardlab.i18n import LANGUAGES, choose, languages, texts, variables
from boardlab.i18n.reasons import patterns as reason_patterns
from boardlab.server.account_routes import CSRF_HEADER, is_secure, session_of
from boardlab.server.accounts import AccountError, Accounts, csrf_matches
from boardlab.server.navigation import with_navigation
from boardlab.server.preferences import mark_page, request_preferences
from boardlab.server.refusals import Refusal, problem
from boardlab.server.storage import Store, users_table

#: The cookie keeping an anonymous visitor's language (a logged-in reader's is in the account).
LANGUAGE_COOKIE = "boardlab_lang"
_TEXT = re.compile(r'(<[a-z][a-z0-9]*\b[^>]*?\sdata-i18n="([\w-]+)"[^>]*>)([^<]*)(<)')
_ATTRIBUTES = ("title", "placeholder", "aria-label")
_MARK = "\ue000"   # a private-use character around a placeholder's name while a template is made


class LanguageChoice(BaseModel):
    """A reader's choice of the interface language."""

    code: str = Field(max_length=16, description="One of the codes of GET /api/language's 'languages'.")


def _template(code: str, message_id: str, names: tuple[str, ...], count: int | None = None) -> str:
    """The message with each variable shown as ``{name}`` (``count``: formatted with that count,
    its digits then replaced by ``{count}``)."""
    values: dict[str, Any] = {name: f"{_MARK}{name}{_MARK}" for name in names if name != "count"}
    if count is not None:
        values["count"] = count
    text = texts(code).get(message_id, **values)
    text = re.sub(f"{_MARK}([\\w-]+){_MARK}", r"{\1}", text)
    if count is not None:
        text = text.replace(format_decimal(count, locale=code), "{count}")
    return text


def _plural_samples(code: str) -> dict[str, int]:
    """A count for each of the language's plural categories (2 and up first, where no exact
    ``[0]``/``[1]`` variant of a message can catch it)."""
    locale = Locale.parse(code)
    samples: dict[str, int] = {}
    for number in [*range(3, 200), 2, 1, 0]:
        samples.setdefault(locale.plural_form(number), number)
    return samples


@lru_cache(maxsize=None)
def bundle(code: str) -> dict[str, Any]:
    """The messages of language ``code`` for a page's scripts, with the language menu.

    >>> found = bundle("ru")
    >>> found["dir"], found["messages"]["banner-winner"]
    ('ltr', 'Победа: {seat}')
    >>> sorted(found["messages"]["moves-count"]["forms"])   # whole numbers in Russian: no "other"
    ['few', 'many', 'one']
    """
    code = code if code in LANGUAGES else "en"
    messages: dict[str, Any] = {}
    for message_id, names in variables().items():
        if message_id.startswith(("error-", "labreport-", "board-")):
            # refusals, the lab's report and the boards' words inside the pictures come rendered
            # by the server in the reader's language (refusals.py, lab/words.py, i18n/boards.py)
            continue
        if "count" in names:
            messages[message_id] = {
                "forms": {category: _template(code, message_id, names, sample)
                          for category, sample in _plural_samples(code).items()},
                "exact": {str(number): _template(code, message_id, names, number) for number in (0, 1, 2)},
            }
        else:
            messages[message_id] = _template(code, message_id, names)
    words = texts(code)
    return {"code": code, "dir": words.direction, "name": words.name, "languages": languages(), "messages": messages,
            "reasons": reason_patterns()}


@lru_cache(maxsize=None)
def _bundle_json(code: str) -> str:
    # "</" never appears inside the script element: a message cannot end it early.
    return json.dumps(bundle(code), ensure_ascii=False).replace("</", "<\\/")


def localise(page: str, code: str) -> str:
    """``page`` (HTML marked with ``data-i18n`` ids) in language ``code``: its marked texts and
    attributes, ``<html lang dir>``, and the bundle for its scripts (``#i18n-bundle``)."""
    words = texts(code)
    page = re.sub(r"<html\b[^>]*>", f'<html lang="{words.code}" dir="{words.direction}">', page, count=1)
    page = _TEXT.sub(lambda found: found.group(1) + html.escape(words.get(found.group(2)), quote=False)
                     + found.group(4), page)
    for name in _ATTRIBUTES:   # one pass per attribute: a tag may carry several
        marked = re.compile(rf'<[a-z][a-z0-9]*\b[^>]*?\sdata-i18n-{name}="([\w-]+)"[^>]*>')
        page = marked.sub(lambda found, name=name: _set_attribute(found.group(0), name, words.get(found.group(1))),
                          page)
    script = f'<script type="application/json" id="i18n-bundle">{_bundle_json(words.code)}</script>\n'
    return page.replace("</head>", script + "</head>", 1)


def _set_attribute(tag: str, name: str, value: str) -> str:
    """``tag`` with its attribute ``name`` set to ``value`` (added when the tag lacks it)."""
    quoted = html.escape(value, quote=True)
    pattern = re.compile(rf'(\s{name}=")[^"]*(")')
    if pattern.search(tag):
        return pattern.sub(lambda found: found.group(1) + quoted + found.group(2), tag, count=1)
    return tag[:-1] + f' {name}="{quoted}">' if not tag.endswith("/>") else tag[:-2] + f' {name}="{quoted}"/>'


def account_language(store: Store, user_id: int) -> str | None:
    """The language the account chose, if any."""
    with store.reading() as connection:
        return connection.execute(select(users_table.c.language).where(users_table.c.id == user_id)).scalar()


def request_language(request: Request) -> str:
    """The language of the page asked for: the account's choice, the cookie's, else the browser's."""
    accounts: Accounts = request.app.state.accounts
    found = session_of(accounts, request)
    chosen = account_language(accounts.store, found[0].id) if found is not None else None
    return choose(request.headers.get("accept-language"), chosen or request.cookies.get(LANGUAGE_COOKIE))


def page_response(request: Request, page: str, status_code: int = 200) -> Response:
    """An HTML page in the reader's language and theme, with the header every page shares
    (never cached: the language and theme may change)."""
    page = with_navigation(page, request.url.path)
    page = mark_page(localise(page, request_language(request)), request_preferences(request))
    return Response(page, status_code=status_code, media_type="text/html",
                    headers={"Cache-Control": "no-store", "Vary": "Accept-Language, Cookie"})


def language_headers(code: str) -> dict[str, str]:
    """The headers of an answer in language ``code`` (a board's picture, a refusal): which
    language it is, and that it varies with what chose it (so a shared cache never hands one
    reader's language to another)."""
    return {"Content-Language": code, "Vary": "Accept-Language, Cookie"}


def board_response(picture: str, code: str, cache_control: str = "no-store") -> Response:
    """A board's SVG picture whose words are in language ``code`` (``State.svg(language=...)``)."""
    return Response(picture, media_type="image/svg+xml", headers={"Cache-Control": cache_control,
                                                                  **language_headers(code)})


def refusal_response(request: Request, error: Refusal) -> JSONResponse:
    """A refused request's answer: ``{"detail": English, "code", "message": in the reader's
    language}`` (``server/refusals.py``), with the language in ``Content-Language``."""
    try:
        code = request_language(request)
    except Exception:   # the language is a courtesy: a refusal must never fail for want of it
        code = "en"
    return JSONResponse(problem(error, code), status_code=error.status, headers=language_headers(code))


def scope_language(scope: MutableMapping[str, Any]) -> str:
    """The language of an ASGI request from its cookie and ``Accept-Language`` alone (a
    middleware answers before the app, without looking up the account).

    >>> scope_language({"headers": [(b"cookie", b"a=1; boardlab_lang=ja"), (b"accept-language", b"de")]})
    'ja'
    """
    headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope.get("headers", [])}
    cookies = SimpleCookie()
    try:
        cookies.load(headers.get("cookie", ""))
    except CookieError:
        pass   # a malformed cookie header: the browser's languages decide
    chosen = cookies[LANGUAGE_COOKIE].value if LANGUAGE_COOKIE in cookies else None
    return choose(headers.get("accept-language"), chosen)


async def send_refusal(send: Callable[[dict[str, Any]], Awaitable[None]], scope: MutableMapping[str, Any],
                       error: Refusal) -> None:
    """Answer a request with ``error`` from an ASGI middleware, as the app's refusals answer."""
    code = scope_language(scope)
    body = json.dumps(problem(error, code), ensure_ascii=False).encode()
    await send({"type": "http.response.start", "status": error.status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"content-language", code.encode())]})
    await send({"type": "http.response.body", "body": body})


def language_routes(app: FastAPI, accounts: Accounts) -> None:
    """``GET /api/language`` (the reader's language and its bundle) and ``POST /api/language``."""

    @app.get("/api/language", tags=["language"])
    def current_language(request: Request) -> dict[str, Any]:
        """The reader's language (``code``, ``dir``, ``name``), the languages on offer, and the
        interface's messages in it (as the pages' scripts use them)."""
        return bundle(request_language(request))

    @app.post("/api/language", tags=["language"])
    def choose_language(body: LanguageChoice, request: Request, response: Response) -> dict[str, str]:
        """Choose the interface language: kept in the account of a logged-in reader (the CSRF
        header is needed then) and in a cookie for this browser."""
        if body.code not in LANGUAGES:
            raise AccountError("unknown-language", code=repr(body.code[:16]), codes=", ".join(LANGUAGES))
        found = session_of(accounts, request)
        if found is not None:
            user, csrf = found
            if not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
                raise AccountError("csrf-cookie", header=CSRF_HEADER, status=403)
            with accounts.store.writing() as connection:
                connection.execute(update(users_table).where(users_table.c.id == user.id).values(language=body.code))
        response.set_cookie(LANGUAGE_COOKIE, body.code, samesite="lax", secure=is_secure(request),
                            max_age=365 * 24 * 3600, path="/")
        return {"code": body.code, "dir": texts(body.code).direction}
