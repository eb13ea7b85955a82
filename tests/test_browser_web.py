"""Browser tests for what players found broken or hard, and for accounts: sign-up in the lobby,
activating a Cubes cube by clicking it twice, playing with the keyboard, and AXIOM on a
phone-sized screen with every click target at least 24 px. Screenshots go to test-artifacts/."""

from __future__ import annotations

import httpx
import pytest

from test_browser import ARTIFACTS, CHROMIUM, browser, open_page, server, wait_for_turns  # noqa: F401 (fixtures)
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
#: A Cubes game (seed 0) where White, in the middle of a turn, can activate the cube on d5: clicks d5, d5.
CUBES_RECORD = ("[b3, b6] [a2, g3] [c2, b6-b7] [a2-a8, h5] [a8-a3/c8, g3-h3] [f5, h1] [c8-c4, b1] "
                "[f5-d5, h5-h7] [g6, a8] [c4-e4, h7-e7] [e4-c4, d1] [c4-c7]")


def same_screen_game(server: ServerProcess, body: dict[str, object]) -> str:
    """A new game with both seats in one browser: the page address with every token."""
    created = httpx.post(server.url + "/api/games", json=body, timeout=30).json()
    return created["seats"][next(iter(created["seats"]))]["url"], created


def test_sign_up_in_the_lobby_and_find_the_game_on_another_device(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/", bypass_csp=False)      # the app works under its policy
    page.wait_for_selector("#account-form")
    page.fill("#account-user", "lovelace")
    page.fill("#account-password", "analytical engine")
    page.click("#sign-up")
    page.wait_for_selector("#signed-in:not(.hidden)")
    assert page.locator("#account-name").inner_text() == "lovelace"
    page.wait_for_selector("#game-select option[value=c1]", state="attached")
    page.check("input[name=opponent][value=friend]")
    page.click("#start-button")
    page.wait_for_url("**/games/*")
    page.wait_for_selector("#board svg")
    game_id = page.url.rsplit("/", 1)[1]
    ARTIFACTS.mkdir(exist_ok=True)
    other = open_page(browser, server.url + "/", bypass_csp=False)     # a new context: another device
    other.wait_for_selector("#account-form:not(.hidden)")
    other.fill("#account-user", "lovelace")
    other.fill("#account-password", "analytical engine")
    other.click("#log-in")
    other.wait_for_selector(f'#account-games a[href="/games/{game_id}"]')
    assert "your move" in other.locator("#account-games").inner_text()
    other.screenshot(path=str(ARTIFACTS / "lobby-signed-in.png"))
    other.click(f'#account-games a[href="/games/{game_id}"]')
    other.wait_for_selector("#board svg")
    other.wait_for_selector("#status:has-text('(you)')")
    assert page.errors == [] and other.errors == []


def test_a_cubes_cube_is_activated_by_clicking_it_twice(server: ServerProcess, browser: object) -> None:
    created = httpx.post(server.url + "/api/games", json={"game": "cubes", "record": CUBES_RECORD}, timeout=30).json()
    page = open_page(browser, created["seats"]["white"]["url"])
    page.wait_for_selector("#board svg")
    wait_for_turns(page, 12)
    page.locator('#board [data-target="d5"]').first.click()
    page.wait_for_selector("#hint:has-text('Selected d5')")
    page.locator('#board [data-target="d5"]').first.click()             # the second click activates
    page.wait_for_selector("#moves .turn:has-text('Ad5')")               # White's turn goes on: slide, then Ad5
    assert page.locator("#moves .turn").last.inner_text().endswith("/Ad5")
    page.locator("#board").screenshot(path=str(ARTIFACTS / "cubes-activated.png"))
    assert page.errors == []


def test_the_board_can_be_played_with_the_keyboard(server: ServerProcess, browser: object) -> None:
    created = httpx.post(server.url + "/api/games", json={"game": "c1"}, timeout=30).json()
    page = open_page(browser, created["seats"]["black"]["url"])
    page.wait_for_selector('#board [data-target="d1"][tabindex="0"]')
    assert page.locator("#prev").get_attribute("aria-label") == "Previous move"
    page.locator('#board [data-target="d1"][tabindex]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('#board [data-target="d2"][tabindex="0"]')
    page.locator('#board [data-target="d2"][tabindex]').focus()
    page.keyboard.press("Enter")
    assert wait_for_turns(page, 1) == ["Cd1-d2"]
    page.wait_for_selector("#board .last-move")                         # and the last move is marked
    assert page.errors == []
