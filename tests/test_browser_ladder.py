"""Browser test of the strength ladder's figures in the lobby: each level's Elo beside its name
for the game and options the ladder was played with, in the reader's number format, with its
tooltip and the note; none for another board size or a game without a ladder. The catalogue's
``ladder`` is set by the test (the figures of the committed file change as ladders are rerun).
Screenshots go to test-artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from test_browser import ARTIFACTS, CHROMIUM, browser, open_page  # noqa: F401 (fixtures)
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")

#: The catalogue's ``ladder`` as the server sends it: Cubes measured on its default 8 x 8.
LADDER = {"cubes": {"options": {}, "levels": {"random": {"elo": 0.0, "margin": 0.0, "games": 60},
                                              "easy": {"elo": 512.3, "margin": 96.2, "games": 60},
                                              "hard": {"elo": 1450.4, "margin": 80.4, "games": 61}}}}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("ladder")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()


def lobby(browser: object, server: ServerProcess, locale: str) -> Any:
    """The lobby in ``locale`` with the test's ladder in its catalogue, the computer chosen."""
    page = open_page(browser, server.url + "/", locale=locale)

    def with_ladder(route: Any) -> None:
        response = route.fetch()
        route.fulfill(response=response, json={**response.json(), "ladder": LADDER})

    page.route("**/api/registry", with_ladder)
    page.reload()
    page.wait_for_selector("#game-select option[value=cubes]", state="attached")
    page.check("input[name=opponent][value=computer]")
    return page


def level_texts(page: Any) -> dict[str, str]:
    return json.loads(page.eval_on_selector(
        "#agent-select", "s => JSON.stringify(Object.fromEntries([...s.options].map(o => [o.value, o.text])))"))


def test_the_levels_show_their_elo_for_the_ladders_game_and_options(server: ServerProcess, browser: object) -> None:
    page = lobby(browser, server, "en-GB")
    assert level_texts(page)["hard"] == "hard"                     # C1: no ladder here, no figure
    assert page.locator("#agent-ladder-note").is_hidden()
    page.select_option("#game-select", "cubes")
    texts = level_texts(page)
    assert texts["hard"] == "hard · Elo 1,450 ± 80" and texts["easy"] == "easy · Elo 512 ± 96"
    assert texts["random"] == "random moves · Elo 0" and texts["medium"] == "medium"   # a level without figures
    tooltip = page.locator("#agent-select option[value=hard]").get_attribute("title")
    assert tooltip.startswith("Elo on this game's scale (random moves = 0), fitted to 61 games")
    assert "random moves are 0" in page.locator("#agent-ladder-note").inner_text()
    page.select_option("#agent-select", "hard")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lobby-ladder.png"))
    page.click("#options-box summary")
    page.fill("#opt-size", "5")
    page.dispatch_event("#opt-size", "change")
    page.wait_for_function("() => !document.querySelector('#agent-select option[value=hard]').text.includes('Elo')")
    assert page.locator("#agent-ladder-note").is_hidden()
    assert page.errors == []


def test_the_figures_follow_the_readers_language_and_number_format(server: ServerProcess, browser: object) -> None:
    page = lobby(browser, server, "de-DE")
    page.select_option("#game-select", "cubes")
    assert level_texts(page)["hard"] == "schwer · Elo 1.450 ± 80"
    tooltip = page.locator("#agent-select option[value=hard]").get_attribute("title")
    assert "aus 61 Partien" in tooltip
    assert page.errors == []
