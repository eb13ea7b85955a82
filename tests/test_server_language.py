"""The pages in every language: negotiation, the choice kept in a cookie or the account, the
pages' words and direction, the bundle the pages' scripts read, the rules pages' headings."""

from __future__ import annotations

import doctest
import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.i18n import LANGUAGES, texts
from boardlab.server import create_app, language
from boardlab.server.language import LANGUAGE_COOKIE, bundle, localise

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
PASSWORD = "correct horse battery"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


def marked(page: str, message_id: str) -> str:
    """The text of the first element marked with ``message_id``."""
    found = re.search(rf'data-i18n="{message_id}">([^<]*)<', page)
    assert found, message_id
    return found.group(1)


def html_attributes(page: str) -> tuple[str, str]:
    found = re.search(r'<html lang="([\w-]+)" dir="(ltr|rtl)">', page)
    assert found, page[:200]
    return found.group(1), found.group(2)


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(language)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_page_speaks_the_browsers_language(client: TestClient, code: str) -> None:
    header = {"Accept-Language": f"{code};q=0.9, tlh;q=1"}   # Klingon first: not on offer, skipped
    direction = "rtl" if code == "ar" else "ltr"
    created = client.post("/api/games", json={"game": "c1"}).json()
    for path, message_id in (("/", "lobby-start"), (f"/games/{created['id']}", "game-resign"),
                             ("/analysis", "analysis-go"), ("/rules/c1", "nav-analysis"), ("/lab", "lab-new"),
                             ("/lab/experiments/0123abcd", "lab-summary"),
                             ("/players", "frontdoor-leaderboards"), ("/settings", "frontdoor-password-title"),
                             ("/puzzles", "frontdoor-nav-players")):
        answer = client.get(path, headers=header)
        assert answer.status_code == 200, path
        assert html_attributes(answer.text) == (code, direction), path
        assert marked(answer.text, message_id) == texts(code).get(message_id), path
        assert f'"code": "{code}"' in answer.text          # the scripts' bundle came with it
    rules = client.get("/rules/c1", headers=header).text
    assert texts(code).get("rules-heading", game="C1 (Cone)") in rules
    assert ('data-i18n="rules-english-note"' in rules) == (code != "en")   # the rules' text stays English
    assert '<div lang="en" dir="ltr">' in rules


def test_no_usable_accept_language_gives_english(client: TestClient) -> None:
    for header in ("", "tlh, x-klingon;q=0.5", "de;q=0, ;;;", "*"):
        page = client.get("/", headers={"Accept-Language": header}).text
        assert html_attributes(page) == ("en", "ltr"), header
        assert marked(page, "lobby-start") == "Start game"


def test_an_arabic_game_page_mirrors_but_its_board_moves_and_clocks_do_not(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "c1"}).json()
    page = client.get(f"/games/{created['id']}", headers={"Accept-Language": "ar"}).text
    assert html_attributes(page) == ("ar", "rtl")
    for element in ('class="board-wrap" dir="ltr"', 'id="clocks" aria-label="clocks" dir="ltr"',
                    'id="moves" dir="ltr"', 'id="move-input" dir="ltr"'):
        assert element in page
    assert 'placeholder="اكتب نقلة"' in page         # attributes are translated too


def test_a_visitors_choice_is_kept_in_a_cookie_before_the_browsers(client: TestClient) -> None:
    answer = client.post("/api/language", json={"code": "ja"})
    assert answer.status_code == 200 and answer.json() == {"code": "ja", "dir": "ltr"}
    assert client.cookies.get(LANGUAGE_COOKIE) == "ja"
    page = client.get("/", headers={"Accept-Language": "de"}).text
    assert html_attributes(page)[0] == "ja" and marked(page, "lobby-new-game") == "新しい対局"
    assert client.get("/api/language").json()["code"] == "ja"


def test_an_unknown_language_is_refused_naming_the_choices(client: TestClient) -> None:
    answer = client.post("/api/language", json={"code": "tlh"})
    assert answer.status_code == 422
    assert answer.json()["detail"] == "unknown language 'tlh': choose one of en, de, fr, es, ru, ar, ja, zh"
    assert LANGUAGE_COOKIE not in client.cookies


def test_an_accounts_choice_follows_it_to_another_device(app: Any, client: TestClient) -> None:
    signed = client.post("/api/account/signup", json={"name": "layla", "password": PASSWORD})
    csrf = signed.json()["csrf"]
    assert client.post("/api/language", json={"code": "ar"}).status_code == 403     # the cookie acts: CSRF needed
    assert client.post("/api/language", json={"code": "ar"}, headers={"X-CSRF-Token": csrf}).status_code == 200
    with TestClient(app) as elsewhere:                                             # no language cookie there
        elsewhere.post("/api/account/login", json={"name": "layla", "password": PASSWORD})
        assert LANGUAGE_COOKIE not in elsewhere.cookies
        page = elsewhere.get("/", headers={"Accept-Language": "fr"}).text
        assert html_attributes(page) == ("ar", "rtl")
        elsewhere.post("/api/account/logout", headers={"X-CSRF-Token": elsewhere.get("/api/account").json()["csrf"]})
        assert html_attributes(elsewhere.get("/", headers={"Accept-Language": "fr"}).text)[0] == "fr"


def test_the_bundle_carries_plain_templates_and_each_languages_plural_forms() -> None:
    english, russian, arabic = bundle("en"), bundle("ru"), bundle("ar")
    assert english["messages"]["game-last-move"] == "Last move: {move}."
    assert english["messages"]["chat-muted-count"]["forms"] == {
        "one": "{count} message from the other side hidden (muted).",
        "other": "{count} messages from the other side hidden (muted)."}
    assert russian["messages"]["moves-count"]["forms"]["few"] == "{count} хода"
    assert arabic["dir"] == "rtl" and arabic["messages"]["moves-count"]["exact"]["2"] == "نقلتان"
    assert arabic["messages"]["banner-winner"] == "فاز \u2068{seat}\u2069"    # names isolated in Arabic
    assert [entry["code"] for entry in english["languages"]] == list(LANGUAGES)


def test_localise_escapes_messages_and_keeps_the_bundle_inside_its_script() -> None:
    page = localise('<html><head></head><body><p data-i18n="game-import-help">x</p></body></html>', "fr")
    assert "<p data-i18n=\"game-import-help\">Une nouvelle partie" in page
    bundled = page[page.index('id="i18n-bundle">'):]
    assert bundled.index("</script>") > bundled.index("Une nouvelle partie")
    assert "</" not in bundled[:bundled.index("</script>")]
