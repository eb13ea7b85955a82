"""Your turn noticed, in a real browser: the tab's title and favicon, premoves, sounds (Web Audio,
watched by a spy), and the light theme beside the dark (screenshots in test-artifacts/gamepage/)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

import boardlab
from test_browser import ARTIFACTS, CHROMIUM, browser  # noqa: F401 - browser: the shared fixture
from test_browser import open_page as open_any_page
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
SHOTS = ARTIFACTS / "gamepage"

# Counts the page's AudioContexts and the tones it starts (each oscillator's first frequency).
AUDIO_SPY = """
window.audioSpy = { contexts: 0, tones: [] };
const RealContext = window.AudioContext;
window.AudioContext = class extends RealContext {
  constructor(...args) { super(...args); window.audioSpy.contexts += 1; }
  createOscillator() {
    const oscillator = super.createOscillator();
    const set = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
    let first = true;
    oscillator.frequency.setValueAtTime = (value, when) => {
      if (first) { window.audioSpy.tones.push(value); first = false; }
      return set(value, when);
    };
    return oscillator;
  }
};
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("browser-gamepage")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    process.start()
    yield process.url
    process.stop()



def open_page(browser: Any, url: str, scheme: str = "dark", spy: bool = False, board: bool = True) -> Any:
    page = open_any_page(browser, url, color_scheme=scheme, init_script=AUDIO_SPY if spy else None)
    if board:
        page.wait_for_selector("#board svg")
    return page


def timed_game(url: str, time_control: str = "5+0", game: str = "c1") -> dict[str, Any]:
    created = httpx.post(f"{url}/api/games", json={"game": game, "time_control": time_control})
    assert created.status_code == 201, created.text
    return created.json()


def play(url: str, created: dict[str, Any], seat: str, move: str) -> None:
    """Play ``move`` for ``seat`` through the API (the other browser's player, quickly)."""
    game = httpx.get(f"{url}/api/games/{created['id']}").json()
    answer = httpx.post(f"{url}/api/games/{created['id']}/moves", json={"move": move, "ply": game["ply"]},
                        headers={"Authorization": f"Bearer {created['seats'][seat]['token']}"})
    assert answer.status_code == 200, answer.text


def c1_steps() -> tuple[tuple[str, str], tuple[str, str]]:
    """The positions before and after a quiet C1 step and a capturing one (a tile taken: "x")."""
    state, chooser = boardlab.load("c1").start(), random.Random(7)
    quiet = None
    for _ in range(400):
        moves = state.legal_moves()
        taking = [move for move in moves if "x" in move]
        if taking and quiet:
            return quiet, (state.position(), state.play(taking[0]).position())
        move = chooser.choice([move for move in moves if "x" not in move] or moves)
        after = state.play(move)
        quiet = quiet or (state.position(), after.position())
        state = after if not after.is_over else boardlab.load("c1").start()
    raise AssertionError("no capture in 400 random C1 steps")


def click(page: Any, target: str) -> None:
    cell = page.locator(f'#board [data-target="{target}"]').first
    cell.wait_for(state="visible")   # a forced click does not wait out a redraw of the board
    cell.click(force=True)


def wait_for_turns(page: Any, count: int) -> None:
    page.wait_for_function(f"document.querySelectorAll('#moves .turn').length >= {count}")


def test_the_tab_says_your_turn_when_the_opponent_moves(server: str, browser: Any) -> None:
    created = timed_game(server)
    black = open_page(browser, created["seats"]["black"]["url"])
    white = open_page(browser, created["seats"]["white"]["url"])
    watcher = open_page(browser, f"{server}/games/{created['id']}")
    black.wait_for_function("document.title.startsWith('●')")
    assert black.title() == f"● Your turn — {created['view']['title']}"
    assert black.locator('link[rel="icon"]').get_attribute("data-state") == "your-turn"
    assert not white.title().startswith("●") and not watcher.title().startswith("●")
    assert white.locator('link[rel="icon"]').get_attribute("data-state") == "idle"
    assert watcher.locator('link[rel="icon"]').get_attribute("data-state") == "idle"    # spectators: never
    click(black, "b1")
    click(black, "b2")
    white.wait_for_function("document.title.startsWith('●')")
    assert white.locator('link[rel="icon"]').get_attribute("data-state") == "your-turn"
    assert "image/svg+xml" in white.locator('link[rel="icon"]').get_attribute("href")
    black.wait_for_function("!document.title.startsWith('●')")
    assert black.locator('link[rel="icon"]').get_attribute("data-state") == "idle"
    wait_for_turns(watcher, 1)
    assert not watcher.title().startswith("●")
    for page in (black, white, watcher):
        assert page.errors == []
        page.context.close()


def test_a_premove_is_sent_when_the_turn_comes_and_cancel_works(server: str, browser: Any) -> None:
    created = timed_game(server)
    c1 = boardlab.load("c1")
    reply = c1.start().play("Pb1-b2").clicks()
    white_move = "Pb7-b6"
    assert reply[white_move] == ["b7", "b6"]
    white = open_page(browser, created["seats"]["white"]["url"])
    # Cancelled by clicking the piece again, and by Escape: nothing waits.
    click(white, "b7")
    assert "b7" in white.locator("#premove-text").inner_text()
    click(white, "b7")
    assert white.locator("#premove-bar").is_hidden()
    click(white, "b7")
    white.keyboard.press("Escape")
    assert white.locator("#premove-bar").is_hidden()
    # Cancelled by its button: black's move arrives and white plays nothing.
    click(white, "b7")
    click(white, "b6")
    assert white.locator("#premove-text").inner_text().startswith("Premove: b7 → b6")
    assert white.locator('#board .premove[data-target="b7"]').count() >= 1
    white.locator("#premove-cancel").click()
    assert white.locator("#premove-bar").is_hidden()
    play(server, created, "black", "Pb1-b2")
    wait_for_turns(white, 1)
    white.wait_for_function("document.title.startsWith('●')")
    assert httpx.get(f"{server}/api/games/{created['id']}").json()["steps"] == ["Pb1-b2"]
    # A premove made during black's next turn is sent the moment the turn comes.
    play(server, created, "white", white_move)
    black_move = next(iter(c1.start().play("Pb1-b2").play(white_move).legal_moves()))
    after = c1.start().play("Pb1-b2").play(white_move).play(black_move)
    second = next(move for move, path in after.clicks().items() if len(path) == 2)
    wait_for_turns(white, 2)
    for target in after.clicks()[second]:
        click(white, target)
    white.wait_for_selector("#premove-bar:not(.hidden)")
    play(server, created, "black", black_move)
    wait_for_turns(white, 4)
    assert httpx.get(f"{server}/api/games/{created['id']}").json()["steps"] == ["Pb1-b2", white_move, black_move, second]
    assert white.locator("#premove-bar").is_hidden()
    # An illegal premove is dropped with a note: a target that starts no move of white's.
    click(white, "b1")
    click(white, "b2")
    play(server, created, "black", next(iter(after.play(second).legal_moves())))
    white.wait_for_function("document.getElementById('premove-note').textContent.includes('dropped')")
    assert len(httpx.get(f"{server}/api/games/{created['id']}").json()["steps"]) == 5
    assert white.errors == []
    white.context.close()


def test_sounds_use_web_audio_and_the_toggle_silences_them(server: str, browser: Any) -> None:
    created = timed_game(server, "0.2+0")            # 12 s each: white's clock soon passes 10 s
    white = open_page(browser, created["seats"]["white"]["url"], spy=True)
    assert white.locator("#sounds-toggle").get_attribute("aria-pressed") == "true"   # on by default
    play(server, created, "black", "Pb1-b2")
    wait_for_turns(white, 1)
    white.wait_for_function("window.audioSpy.tones.includes(520)")                   # the move's knock
    assert white.evaluate("window.audioSpy.contexts") == 1
    quiet, capture = c1_steps()
    sounds = white.evaluate("""(pairs) => pairs.map(([before, after]) => boardlabNoticed.moveSound(
        {game: "c1", step: 7, position: before}, {game: "c1", step: 8, position: after}))""", [quiet, capture])
    assert sounds == ["move", "capture"]                  # a tile captured: the capture's sound
    # Low time: once white's clock runs (its second turn) and passes 10 s, three beeps, once.
    play(server, created, "white", "Pb7-b6")
    black_move = next(iter(boardlab.load("c1").start().play("Pb1-b2").play("Pb7-b6").legal_moves()))
    play(server, created, "black", black_move)
    white.wait_for_function("window.audioSpy.tones.filter((f) => f === 990).length === 3", timeout=8_000)
    with white.expect_response("**/api/preferences"):
        white.locator("#sounds-toggle").click()
    assert white.locator("#sounds-toggle").get_attribute("aria-pressed") == "false"
    white.reload()
    white.wait_for_selector("#board svg")
    assert white.locator("#sounds-toggle").get_attribute("aria-pressed") == "false"   # kept (cookie)
    assert httpx.get(f"{server}/api/preferences", cookies=dict(
        (c["name"], c["value"]) for c in white.context.cookies())).json()["sounds"] is False
    assert white.evaluate("window.audioSpy.tones.length") == 0                       # a new page: none yet
    white.evaluate("boardlabNoticed.play('move')")
    assert white.evaluate("window.audioSpy.tones.length") == 0                       # silenced
    assert white.errors == []
    white.context.close()


def test_the_theme_toggle_persists_and_both_themes_are_screenshotted(server: str, browser: Any) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = open_page(browser, server + "/", scheme="dark", board=False)
    dark_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert page.locator("#theme-toggle").get_attribute("data-shows") == "dark"    # the device's, by default
    with page.expect_response("**/api/preferences"):
        page.locator("#theme-toggle").click()
    assert page.evaluate("document.body.dataset.theme") == "light"
    light_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert light_bg != dark_bg
    page.reload()
    assert page.evaluate("document.body.dataset.theme") == "light"                # kept across the reload
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == light_bg
    for name in ("c1", "axiom"):
        created = timed_game(server, "5+0", name)
        page.goto(created["seats"][created["view"]["to_move"]]["url"])
        page.wait_for_selector("#board svg")
        page.screenshot(path=str(SHOTS / f"{name}-light.png"))
        dark = open_page(browser, created["seats"][created["view"]["to_move"]]["url"], scheme="dark")
        assert dark.evaluate("getComputedStyle(document.body).backgroundColor") == dark_bg
        dark.screenshot(path=str(SHOTS / f"{name}-dark.png"))
        dark.context.close()
    # The device's light scheme without a choice gives the light theme too.
    device = open_page(browser, server + "/", scheme="light", board=False)
    assert device.evaluate("getComputedStyle(document.body).backgroundColor") == light_bg
    assert page.errors == [] and device.errors == []
    page.context.close()
    device.context.close()
