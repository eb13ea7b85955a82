"""The words that came from the server or the games in English, in a real browser in German and
Japanese: refusals, end reasons, game titles, options with their help and values, profile
results and dates. Screenshots of every page go to test-artifacts/languages/ (words-*.png)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from boardlab.core.registry import game_class, games
from test_browser import ARTIFACTS, CHROMIUM, browser  # noqa: F401 - browser: the shared fixture
from test_browser import open_page as open_any_page
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
SHOTS = ARTIFACTS / "languages"
#: English words that said a refusal, a reason, an option or a result before they had their messages.
ENGLISH = re.compile(r"\b(resigned|ran out of time|move limit|is not allowed|cannot|the game is over|"
                     r"turn limit|draw after|rows of|seat|token|win|loss|draw|against|same screen)\b", re.IGNORECASE)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("words")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()



def open_page(browser: object, url: str, locale: str) -> object:
    return open_any_page(browser, url, height=1000, locale=locale)


def shoot(page: object, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"words-{name}.png"), full_page=True)  # type: ignore[attr-defined]


def test_the_lobby_names_every_option_in_german(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/", "de-DE")
    page.evaluate("document.querySelector('#options').closest('details').open = true")
    for name in games():
        page.select_option("#game-select", name)
        page.wait_for_function(f"document.querySelectorAll('#options label').length === "
                               f"{len(game_class(name).option_specs)}")
        labels = page.locator("#options label").all_text_contents()
        helps = page.locator("#options .option-help").all_text_contents()
        assert not [label for label in labels if "_" in label or label in {s.name for s in game_class(name).option_specs}]
        english_help = {spec.help for spec in game_class(name).option_specs}
        assert not [text for text in helps if text in english_help or ENGLISH.search(text)], (name, helps)
        if name == "ccc":
            assert "vor den Sonderfiguren" in page.locator("#opt-flat_placement option").all_text_contents()
            assert labels[0] == "Reihen der Flats"
            shoot(page, "lobby-ccc-de")
    assert page.locator("#game-select option").all_text_contents()[3] == "Das Zirkumflex-Kometenspiel"
    assert page.errors == []


def test_a_german_game_page_says_the_end_reason_and_refusals_in_german(server: ServerProcess,
                                                                       browser: object) -> None:
    game = httpx.post(server.url + "/api/games", json={"game": "c1"}, timeout=30).json()
    black = game["seats"]["black"]["token"]
    page = open_page(browser, f"{server.url}/games/{game['id']}#token={black}", "de")
    page.wait_for_selector("#board svg")
    page.fill("#move-input", "Cd1-d5")                 # not a move of C1: the server refuses it
    page.press("#move-input", "Enter")
    page.wait_for_function("document.querySelector('#error').innerText.length > 0")
    assert page.locator("#error").inner_text().startswith("Dieser Zug ist nicht erlaubt: ")
    httpx.post(f"{server.url}/api/games/{game['id']}/resign", headers={"Authorization": f"Bearer {black}"}, timeout=30)
    page.wait_for_function("document.querySelector('#banner-reason').innerText.length > 0")
    assert page.locator("#banner-result").inner_text().endswith("Weiß gewinnt")   # after the score, 0-1
    assert page.locator("#banner-reason").inner_text() == "Schwarz hat aufgegeben"
    assert "Schwarz hat aufgegeben" in page.locator("#status").inner_text()
    assert page.locator("#title").inner_text().startswith("C1 (Kegel)")
    shoot(page, "game-c1-de")
    seen = page.locator("#status").inner_text() + page.locator("#banner").inner_text()
    assert not ENGLISH.search(seen), seen
    assert page.errors == []


def test_a_japanese_profile_says_results_reasons_and_dates_in_japanese(server: ServerProcess,
                                                                       browser: object) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as client:
        csrf = client.post("/api/account/signup", json={"name": "hanako", "password": "correct horse battery"}).json()
        game = client.post("/api/games", json={"game": "cubes", "players": {"white": "random"}}).json()
        black = game["seats"]["black"]["token"]
        claimed = client.post(f"/api/games/{game['id']}/claim", headers={"Authorization": f"Bearer {black}",
                                                                          "X-CSRF-Token": csrf["csrf"]})
        assert claimed.status_code == 200, claimed.text
        client.post(f"/api/games/{game['id']}/resign", headers={"Authorization": f"Bearer {black}"})
        refused = client.post(f"/api/games/{game['id']}/resign", headers={"Authorization": f"Bearer {black}",
                                                                          "Accept-Language": "ja"}).json()
        assert refused["message"].startswith("対局は終わりました：白の勝ち")
    page = open_page(browser, server.url + "/players/hanako", "ja")
    page.wait_for_selector("#player-games tbody tr")
    row = page.locator("#player-games tbody tr").first.inner_text()
    assert "Cubes（アクティブとインアクティブのキューブ）（黒）" in row
    assert "コンピューター（ランダムな手）" in row and "黒が投了しました" in row
    assert not ENGLISH.search(row), row
    shoot(page, "profile-ja")
    assert page.errors == []


@pytest.mark.parametrize("name", ["axiom", "ccc", "comet", "cubes"])
def test_each_game_page_in_japanese(server: ServerProcess, browser: object, name: str) -> None:
    game = httpx.post(server.url + "/api/games", json={"game": name, "same_screen": True}, timeout=30).json()
    token = next(iter(game["seats"].values()))["token"]
    page = open_page(browser, f"{server.url}/games/{game['id']}#token={token}", "ja")
    page.wait_for_selector("#board svg")
    title = page.locator("#title").inner_text()
    assert not ENGLISH.search(title) and "The comet" not in title, title
    shoot(page, f"game-{name}-ja")
    assert page.errors == []


def test_the_analysis_puzzles_and_rules_pages_in_japanese(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/analysis?game=ccc", "ja")
    page.wait_for_selector("#board svg")
    assert page.locator("#title").inner_text() == "解析盤 · CCC（Collapsable Construct Collision）"
    assert "CCC（Collapsable Construct Collision）" in page.locator("#setup-game option").all_text_contents()
    shoot(page, "analysis-ja")
    for path, name in (("/puzzles", "puzzles-ja"), ("/rules/cubes", "rules-ja")):
        other = open_page(browser, server.url + path, "ja")
        other.wait_for_load_state("networkidle")
        shoot(other, name)
        assert other.errors == []
    assert page.errors == []
