"""The pages in a real browser in other languages: an Arabic page mirrors its layout while its
board, moves and clocks do not; the language menu changes the language and keeps it.
Screenshots go to test-artifacts/languages/."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from test_browser import ARTIFACTS, CHROMIUM, browser  # noqa: F401 - browser: the shared fixture
from test_browser import open_page as open_any_page
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
SHOTS = ARTIFACTS / "languages"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("languages")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()



def open_page(browser: object, url: str, locale: str) -> object:
    """A page in a browser whose language is ``locale`` (its Accept-Language)."""
    return open_any_page(browser, url, height=900, locale=locale)


def box(page: object, selector: str) -> dict[str, float]:
    return page.locator(selector).first.bounding_box()  # type: ignore[attr-defined]


def test_an_arabic_game_page_mirrors_its_layout_but_not_its_board(server: ServerProcess, browser: object) -> None:
    game = httpx.post(server.url + "/api/games", json={"game": "c1", "same_screen": True}, timeout=30).json()
    page = open_page(browser, f"{server.url}/games/{game['id']}#token={game['seats']['black']['token']}", "ar")
    page.wait_for_selector("#board svg")
    assert page.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
    # The side panel, right of the board in English, is on its left; the board keeps its own direction.
    assert box(page, "aside")["x"] < box(page, ".board-wrap")["x"]
    directions = page.evaluate("['.board-wrap', '#moves', '#clocks', '#move-input', 'aside']"
                               ".map((s) => getComputedStyle(document.querySelector(s)).direction)")
    assert directions == ["ltr", "ltr", "ltr", "ltr", "rtl"]
    page.wait_for_function("document.querySelector('#status').innerText.includes('دور')")
    assert page.locator("#resign").inner_text() == "استسلم"
    assert page.get_attribute("#board svg", "aria-label") == "وضعية C1"      # the board's words too (boards.ftl)
    page.locator('#board [data-target="d1"]').first.click()
    page.locator('#board [data-target="d2"]').first.click()
    page.wait_for_function("document.querySelectorAll('#moves .turn').length >= 1")
    assert page.locator("#moves .turn").first.inner_text() == "Cd1-d2"     # notation as it is, left to right
    page.wait_for_function("document.querySelector('#hint').innerText.includes('آخر نقلة')")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "arabic-game.png"))
    assert page.errors == []


def test_the_language_menu_changes_and_keeps_the_language(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/", "de-DE")
    assert page.locator("#start-button").inner_text() == "Partie starten"
    page.select_option("#language-select", "ja")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert page.locator("#start-button").inner_text() == "対局開始"
    page.goto(server.url + "/rules/axiom")                                    # kept for the next page
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.locator("#language-select").input_value() == "ja"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "japanese-rules.png"))
    assert page.errors == []


def test_two_players_chat_in_sentences_each_in_their_own_language(server: ServerProcess, browser: object) -> None:
    game = httpx.post(server.url + "/api/games", json={"game": "c1"}, timeout=30).json()
    url = f"{server.url}/games/{game['id']}#token="
    japanese = open_page(browser, url + game["seats"]["black"]["token"], "ja")
    arabic = open_page(browser, url + game["seats"]["white"]["token"], "ar")
    for page in (japanese, arabic):
        page.wait_for_selector("#board svg")
    # Japanese: "look at square X", the square picked by clicking the board.
    japanese.click("#phrasebook summary")
    japanese.select_option(".phrase-choice", "34")
    japanese.click(".phrase-pick")
    japanese.locator('#board [data-target="d4"]').first.click()
    assert japanese.locator(".phrase-field input").input_value() == "d4"
    assert japanese.evaluate("document.querySelectorAll('#moves .turn').length") == 0   # the click played nothing
    japanese.click("text=送る")
    arabic.wait_for_function("document.querySelector('#chat-messages .sentence-words')")
    shown = arabic.locator("#chat-messages .sentence-words").first.inner_text()
    assert "d4" in shown and "انظر" in shown, shown
    japanese.wait_for_function("document.querySelector('#chat-messages .sentence-words')")
    assert "d4" in japanese.locator("#chat-messages .sentence-words").first.inner_text()
    # Arabic answers in free text with a pasted sentence (thanks): rendered for the Japanese reader.
    arabic.fill("#chat-input", "👍 \u2604\u0302\u20e33\u2604\u0302\u20e2")
    arabic.click("#chat-send")
    japanese.wait_for_function("document.querySelectorAll('#chat-messages .sentence-words').length === 2")
    assert japanese.locator("#chat-messages .chat-text").nth(1).inner_text() == "👍 ありがとう！"
    # The code: on a toggle, as sent.
    arabic.check("#chat-show-code")
    assert arabic.locator("#chat-messages .sentence-code").first.inner_text() == "\u2604\u0302\u20e334|d4\u2604\u0302\u20e2"
    SHOTS.mkdir(parents=True, exist_ok=True)
    japanese.screenshot(path=str(SHOTS / "chat-japanese.png"))
    arabic.screenshot(path=str(SHOTS / "chat-arabic-code.png"))
    assert japanese.errors == [] and arabic.errors == []


def test_the_lobby_chat_is_live_for_accounts_with_mute_and_report(server: ServerProcess, browser: object) -> None:
    pages = {}
    for name, locale in (("hana", "ja"), ("samir", "ar")):
        page = open_page(browser, server.url + "/", locale)
        page.fill("#account-user", name)
        page.fill("#account-password", "correct horse battery")
        page.click("#sign-up")
        page.wait_for_selector("#lobby-chat-form:not(.hidden)")
        pages[name] = page
    visitor = open_page(browser, server.url + "/", "en")
    assert visitor.locator("#lobby-chat-form").is_hidden() and visitor.locator("#lobby-chat-log-in").is_visible()
    hana, samir = pages["hana"], pages["samir"]
    hana.click("#lobby-chat-phrasebook summary")
    hana.select_option("#lobby-chat-phrasebook .phrase-choice", "1")             # "Hello!"
    hana.click("#lobby-chat-phrasebook >> text=送る")
    for page in (samir, visitor):                                               # live over the lobby socket
        page.wait_for_function("document.querySelector('#lobby-chat-messages .sentence-words')")
    assert visitor.locator("#lobby-chat-messages .sentence-words").first.inner_text() == "Hello!"
    assert samir.locator("#lobby-chat-messages .sentence-words").first.inner_text() != "Hello!"
    assert visitor.locator("#challenges-table tbody tr").count() == 0               # the challenges list is intact
    samir.click("#lobby-chat-messages .chat-report")
    samir.wait_for_function("document.querySelector('#lobby-chat-messages .chat-report').disabled")
    samir.click("#lobby-chat-messages .chat-mute-author")
    assert samir.locator("#lobby-chat-messages li").count() == 0 and "hana" in samir.locator("#lobby-chat-unmute").inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    hana.locator("#lobby-chat").screenshot(path=str(SHOTS / "lobby-chat-japanese.png"))
    assert hana.errors == [] and samir.errors == [] and visitor.errors == []


ARABIC_LETTERS = r"[\u0600-\u06ff]"
JAPANESE_LETTERS = r"[\u3040-\u30ff\u4e00-\u9fff]"


def conversation(page: object) -> str:
    return "\n".join(page.locator("#chat-messages .sentence-words").all_inner_texts())  # type: ignore[attr-defined]


def test_japanese_and_arabic_players_agree_a_goal_and_play_comet_in_sentences(server: ServerProcess,
                                                                              browser: object) -> None:
    import re

    japanese = open_page(browser, server.url + "/", "ja")        # the game starts from the lobby, goal to agree
    japanese.wait_for_selector("#game-select option[value=comet]", state="attached")
    japanese.select_option("#game-select", "comet")
    japanese.check("input[name=opponent][value=friend]")
    japanese.select_option("#my-seat", "p1")
    japanese.check("#goal-by-agreement")
    japanese.click("#start-button")
    japanese.wait_for_url("**/games/*")
    invitation = japanese.locator("input.invite-link").input_value()
    arabic = open_page(browser, invitation, "ar")
    for page in (japanese, arabic):
        page.wait_for_selector("#comet-goal:not(.hidden)")
        page.wait_for_selector("#comet-goal-form:not(.hidden)")
    # Japanese greets and proposes a goal built from the menus: the square pieces in a line.
    japanese.click("#phrasebook summary")
    japanese.select_option("#phrasebook .phrase-choice", "1")
    japanese.click("#phrasebook >> text=送る")
    japanese.select_option("#comet-goal-choice", "own")
    japanese.select_option(".goal-who", "squares")
    japanese.select_option(".goal-what", "line")
    japanese.click("#comet-goal-propose")
    arabic.wait_for_selector("#comet-goal-accept:not(.hidden)")
    arabic.wait_for_function("document.querySelector('#comet-goal-sentence').innerText.includes('2')")
    arabic.click("#comet-goal-accept")
    for page in (japanese, arabic):
        page.wait_for_selector("#comet-goal-form.hidden", state="attached")
    # Japanese plays a grand move by clicking; Arabic sends one as a sentence, picked on the board.
    japanese.wait_for_function("document.querySelector('#status').innerText.length > 0")
    japanese.locator('#board [data-target="prime"]').first.click()
    japanese.locator('#board [data-target="S"]').first.click()
    arabic.wait_for_function("document.querySelectorAll('#moves .turn').length >= 1")
    arabic.click("#phrasebook summary")
    arabic.select_option("#phrasebook .phrase-choice", "111")
    arabic.click("#phrasebook .phrase-pick")
    arabic.locator('#board [data-target="prime"]').first.click()
    arabic.locator('#board [data-target="S"]').first.click()
    assert arabic.locator("#phrasebook .phrase-field input").input_value() == "prime-S"
    arabic.click("#phrasebook >> text=قلها")
    for page in (japanese, arabic):
        page.wait_for_selector("#banner:not(.hidden)")
    # Arabic greets back; each conversation is wholly in its reader's language.
    arabic.select_option("#phrasebook .phrase-choice", "3")
    arabic.click("#phrasebook >> text=قلها")
    japanese.wait_for_function("document.querySelectorAll('#chat-messages .sentence-words').length >= 8")
    arabic.wait_for_function("document.querySelectorAll('#chat-messages .sentence-words').length >= 8")
    in_japanese, in_arabic = conversation(japanese), conversation(arabic)
    assert re.search(JAPANESE_LETTERS, in_japanese) and not re.search(ARABIC_LETTERS, in_japanese)
    assert re.search(ARABIC_LETTERS, in_arabic) and not re.search(JAPANESE_LETTERS, in_arabic)
    assert japanese.locator("#banner-result").inner_text() == "目標達成！"
    assert arabic.locator("#banner-result").inner_text() == "تحقق الهدف!"
    for page, name in ((japanese, "comet-japanese.png"), (arabic, "comet-arabic.png")):
        page.click("#banner-close")
        page.screenshot(path=str(SHOTS / name), full_page=True)
    assert japanese.errors == [] and arabic.errors == []
