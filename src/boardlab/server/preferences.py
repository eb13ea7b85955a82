"""The reader's page preferences: the theme (dark or light) and whether the game page plays sounds.

One place for every page, like the language (``server/language.py``):

- **Which**: a logged-in account's choice (``users.theme``, ``users.sounds``), else this
  browser's cookies (:data:`THEME_COOKIE`, :data:`SOUNDS_COOKIE`), else the defaults: the
  theme follows the device (CSS ``prefers-color-scheme``) and sounds are on (as on lichess; a
  browser plays nothing before the reader has clicked or typed on the page anyway).
- **On the page**: :func:`mark_page` writes the choice on ``<body>`` (``data-theme="light"``,
  ``data-sounds="off"``) before the page leaves the server, so a page never flashes the other
  theme; the stylesheet's custom properties follow ``data-theme``, the scripts read both.
- **Changing them**: ``GET /api/preferences`` answers the reader's preferences,
  ``POST /api/preferences`` changes those it names (the header's toggles on every page and the
  settings page use it): kept in the account of a logged-in reader (with the CSRF header) and
  in this browser's cookies.

>>> mark_page('<body class="x">hi</body>', Preferences(theme="light", sounds=False))
'<body data-theme="light" data-sounds="off" class="x">hi</body>'
>>> mark_page("<body>hi</body>", Preferences())   # the defaults leave the page as it is
'<body>hi</body>'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request, Response
from pydantic import BaseModel, ConfigDict, Field, StrictBool
from sqlalchemy import select, update

from boardlab.server.account_routes import CSRF_HEADER, is_secure, session_of
from boardlab.server.accounts import AccountError, Accounts, csrf_matches
from boardlab.server.storage import users_table

#: The cookies keeping an anonymous reader's choices (a logged-in reader's are in the account).
THEME_COOKIE = "boardlab_theme"
SOUNDS_COOKIE = "boardlab_sounds"
#: The themes a reader may choose; "auto" (in the API) means none: the device's.
THEMES = ("light", "dark")
AUTO = "auto"
_YEAR_S = 365 * 24 * 3600
_BODY = re.compile(r"<body\b")


@dataclass(frozen=True)
class Preferences:
    """A reader's choices: ``theme`` ``"light"``/``"dark"`` or ``None`` (the device's), and sounds.

    >>> Preferences().as_json()
    {'theme': 'auto', 'sounds': True}
    """

    theme: str | None = None
    sounds: bool = True

    def as_json(self) -> dict[str, Any]:
        return {"theme": self.theme or AUTO, "sounds": self.sounds}


class PreferenceChange(BaseModel):
    """The preferences to change; those left out stay as they are."""

    model_config = ConfigDict(extra="forbid")
    theme: str | None = Field(None, max_length=16, description='"light", "dark", or "auto" (follow the device).')
    sounds: StrictBool | None = Field(None, description="Whether the game page plays sounds.")


def _theme_or_none(value: str | None) -> str | None:
    return value if value in THEMES else None


def _sounds_cookie(value: str | None) -> bool:
    return value != "off"


def cookie_preferences(cookies: dict[str, str]) -> Preferences:
    """This browser's choices, from its cookies (an unknown value counts as no choice).

    >>> cookie_preferences({"boardlab_theme": "light", "boardlab_sounds": "off"})
    Preferences(theme='light', sounds=False)
    >>> cookie_preferences({"boardlab_theme": "purple"})
    Preferences(theme=None, sounds=True)
    """
    return Preferences(theme=_theme_or_none(cookies.get(THEME_COOKIE)),
                       sounds=_sounds_cookie(cookies.get(SOUNDS_COOKIE)))


def request_preferences(request: Request) -> Preferences:
    """The preferences of the reader of ``request``: the account's choices where it made them,
    else the cookies'."""
    browser = cookie_preferences(request.cookies)
    accounts: Accounts = request.app.state.accounts
    found = session_of(accounts, request) if request.cookies else None
    if found is None:
        return browser
    query = select(users_table.c.theme, users_table.c.sounds).where(users_table.c.id == found[0].id)
    with accounts.store.reading() as connection:
        row = connection.execute(query).first()
    if row is None:
        return browser
    return Preferences(theme=_theme_or_none(row.theme) or browser.theme,
                       sounds=browser.sounds if row.sounds is None else bool(row.sounds))


def mark_page(page: str, preferences: Preferences) -> str:
    """``page`` with the reader's choices on its ``<body>`` (nothing added for the defaults)."""
    marks = ""
    if preferences.theme:
        marks += f' data-theme="{preferences.theme}"'
    if not preferences.sounds:
        marks += ' data-sounds="off"'
    return _BODY.sub(lambda found: found.group(0) + marks, page, count=1) if marks else page


def _checked(change: PreferenceChange) -> PreferenceChange:
    """``change`` if it names something valid to change, else an error naming the problem."""
    if change.theme is None and change.sounds is None:
        raise AccountError("preferences-nothing")
    if change.theme is not None and change.theme not in (*THEMES, AUTO):
        raise AccountError("unknown-theme", theme=repr(change.theme))
    return change


def _remember_in_cookies(change: PreferenceChange, request: Request, response: Response) -> None:
    secure = is_secure(request)
    if change.theme == AUTO:
        response.delete_cookie(THEME_COOKIE, path="/")
    elif change.theme is not None:
        response.set_cookie(THEME_COOKIE, change.theme, samesite="lax", secure=secure, max_age=_YEAR_S, path="/")
    if change.sounds is not None:
        response.set_cookie(SOUNDS_COOKIE, "on" if change.sounds else "off", samesite="lax", secure=secure,
                            max_age=_YEAR_S, path="/")


def preference_routes(app: FastAPI, accounts: Accounts) -> None:
    """``GET /api/preferences`` and ``POST /api/preferences``."""

    @app.get("/api/preferences", tags=["account"])
    def current_preferences(request: Request) -> dict[str, Any]:
        """The reader's preferences: ``theme`` (``"light"``, ``"dark"`` or ``"auto"``, the
        device's) and ``sounds`` (true or false), the account's where it chose, else this browser's."""
        return request_preferences(request).as_json()

    @app.post("/api/preferences", tags=["account"])
    def change_preferences(body: PreferenceChange, request: Request, response: Response) -> dict[str, Any]:
        """Change the preferences named in the body (``theme``: ``"light"``, ``"dark"`` or
        ``"auto"``; ``sounds``: true or false): kept in the account of a logged-in reader (the
        CSRF header is needed then) and in this browser's cookies. Answers the preferences now."""
        change = _checked(body)
        found = session_of(accounts, request)
        if found is not None:
            user, csrf = found
            if not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
                raise AccountError("csrf-cookie", header=CSRF_HEADER, status=403)
            values: dict[str, Any] = {}
            if change.theme is not None:
                values["theme"] = None if change.theme == AUTO else change.theme
            if change.sounds is not None:
                values["sounds"] = change.sounds
            with accounts.store.writing() as connection:
                connection.execute(update(users_table).where(users_table.c.id == user.id).values(**values))
        _remember_in_cookies(change, request, response)
        # What this request's reader has now: the cookies just set, read back as the next page will.
        before = request_preferences(request)
        theme = before.theme if change.theme is None else (None if change.theme == AUTO else change.theme)
        sounds = before.sounds if change.sounds is None else change.sounds
        return Preferences(theme=theme, sounds=sounds).as_json()
