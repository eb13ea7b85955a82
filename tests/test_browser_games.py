"""Every registered game can be played by clicking in the browser, through the core protocol alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import boardlab
from test_server_support import ServerProcess

CHROMIUM = Path("/usr/bin/chromium")
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]

sync_api = pytest.importorskip("playwright.sync_api")
PlaywrightError = sync_api.Error
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[object, str]]:
    folder = tmp_path_factory.mktemp("browser-games")
    server = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    server.start()
    try:
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=BROWSER_ARGS)
            opened = browser.new_context(viewport={"width": 1100, "height": 800}, bypass_csp=True).new_page()  # see open_page
            opened.set_default_timeout(15_000)
            yield opened, server.url
            browser.close()
    finally:
        server.stop()


def click_when_shown(browser_page: object, target: str, attempts: int = 5) -> None:
    """Click ``target`` on the board once the redrawn board shows it (a button may appear only
    after the previous click). force: a drawing may stack targets, and the page picks the one
    that continues the move. A redraw landing between the wait and the click replaces the
    element (Playwright then finds it not visible): wait for the new one and click again."""
    element = browser_page.locator(f'#board [data-target="{target}"]').first  # type: ignore[attr-defined]
    for attempt in range(attempts):
        element.wait_for(state="visible")
        try:
            element.click(force=True, timeout=5_000)
            return
        except PlaywrightError:
            if attempt == attempts - 1:
                raise


@pytest.mark.parametrize("name", boardlab.games())
def test_the_longest_click_path_plays_its_move(page: tuple[object, str], name: str) -> None:
    browser_page, url = page
    created = httpx.post(f"{url}/api/games", json={"game": name}).json()
    game_id = created["id"]
    browser_page.goto(created["seats"][created["view"]["to_move"]]["url"])  # type: ignore[attr-defined]
    browser_page.wait_for_selector("#board svg")  # type: ignore[attr-defined]
    clicks = created["view"]["clicks"]
    move = max(clicks, key=lambda m: (len(clicks[m]), m))
    paths = [p for p in clicks.values() if p == clicks[move]]
    for target in clicks[move]:
        click_when_shown(browser_page, target)
    if len(paths) > 1:  # several moves share these clicks: the page offers them as buttons
        browser_page.get_by_role("button", name=move, exact=True).click()  # type: ignore[attr-defined]
    browser_page.wait_for_function("document.querySelectorAll('#moves .turn').length >= 1")  # type: ignore[attr-defined]
    assert httpx.get(f"{url}/api/games/{game_id}").json()["steps"] == [move]
