"""Browser tests for players: a rated game started from the lobby shows on the profile page,
chat between two browsers (a hostile message shown as text, and muted), and the tab title and
notification when a game needs my move. Screenshots go to test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from test_browser import ARTIFACTS, BROWSER_ARGS, CHROMIUM, WAIT_MS
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
HOSTILE = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'
#: Stands in for the Notification API: permission granted, each notification recorded.
FAKE_NOTIFICATIONS = """
window.shown = [];
window.Notification = class { constructor(title, options) { window.shown.push([title, options.body]); }
  close() {} static requestPermission() { return Promise.resolve("granted"); } };
window.Notification.permission = "granted";
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("players")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=BROWSER_ARGS)
        yield launched
        launched.close()


def open_page(browser: object, url: str, init_script: str | None = None) -> object:
    """A page in a new context: another person's browser."""
    # bypass_csp: the tests' wait_for_function evaluates strings (the app itself needs no eval).
    context = browser.new_context(viewport={"width": 1200, "height": 900}, bypass_csp=True)  # type: ignore[attr-defined]
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(url)
    return page


def friend_game(server: ServerProcess) -> dict[str, object]:
    return httpx.post(server.url + "/api/games", json={"game": "c1"}, timeout=30).json()


def test_a_rated_game_from_the_lobby_shows_on_the_profile(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/")
    page.on("dialog", lambda dialog: dialog.accept())                       # "Resign this game?"
    page.fill("#account-user", "grace")
    page.fill("#account-password", "compiler pioneer")
    page.click("#sign-up")
    page.wait_for_selector("#signed-in:not(.hidden)")
    page.wait_for_selector("#game-select option[value=c1]", state="attached")
    page.check("input[name=opponent][value=friend]")
    page.check("#rated")
    page.click("#start-button")
    page.wait_for_url("**/games/*")
    invitation = page.locator("input.invite-link").input_value()
    game_id, token = page.url.rsplit("/", 1)[1], invitation.split("#token=")[1]
    with httpx.Client(base_url=server.url, timeout=30) as alan:                 # the friend, with an account
        csrf = alan.post("/api/account/signup", json={"name": "alan", "password": "imitation game"}).json()["csrf"]
        claimed = alan.post(f"/api/games/{game_id}/claim", headers={"Authorization": f"Bearer {token}",
                                                                     "X-CSRF-Token": csrf})
        assert claimed.status_code == 200
    page.reload()
    page.wait_for_selector("#players a.player-link:has-text('alan')")
    page.click("#resign")
    page.wait_for_selector("#banner:not(.hidden)")
    page.goto(server.url + "/players/grace")
    page.wait_for_selector("#player-ratings tbody tr")
    assert page.locator("#player-name").inner_text() == "grace"
    cells = page.locator("#player-ratings tbody tr").first.locator("td").all_inner_texts()
    # the game by its title; a rating of one game is provisional ("?")
    assert cells[0] == "C1 (Cone)" and int(cells[1].rstrip("?")) < 1500 and cells[3] == "1"
    assert "loss" in page.locator("#player-games").inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "profile.png"))
    page.click("#player-games a.player-link:has-text('alan')")
    page.wait_for_url("**/players/alan")
    page.wait_for_selector("#player-ratings tbody tr")
    assert int(page.locator("#player-ratings tbody td").nth(1).inner_text().rstrip("?")) > 1500
    assert page.errors == []


def test_chat_between_two_browsers_shows_markup_as_text_and_can_be_muted(server: ServerProcess,
                                                                          browser: object) -> None:
    created = friend_game(server)
    host = open_page(browser, created["seats"]["black"]["url"])
    friend = open_page(browser, created["seats"]["white"]["url"])
    for page in (host, friend):
        page.wait_for_selector("#chat-form:not(.hidden)")
    host.fill("#chat-input", HOSTILE)
    host.click("#chat-send")
    friend.wait_for_selector("#chat-messages .chat-text")                   # arrived over the WebSocket
    assert friend.locator("#chat-messages .chat-text").inner_text() == HOSTILE
    assert friend.locator("#chat-messages .chat-author").inner_text().startswith("Black")
    for page in (host, friend):
        assert page.evaluate("window.pwned") is None and page.locator("#chat-messages img, #chat-messages script").count() == 0
    friend.fill("#chat-input", "well played")
    friend.press("#chat-input", "Enter")
    host.wait_for_selector("#chat-messages li:has-text('well played')")
    ARTIFACTS.mkdir(exist_ok=True)
    friend.screenshot(path=str(ARTIFACTS / "chat.png"))
    friend.check("#chat-mute")                                               # the host's chat goes quiet
    assert friend.locator("#chat-messages .chat-text").all_inner_texts() == ["well played"]
    assert "hidden" in friend.locator("#chat-muted").inner_text()
    friend.reload()                                                          # the setting stays
    friend.wait_for_selector("#chat-messages li:has-text('well played')")
    assert friend.locator("#chat-messages .chat-text").all_inner_texts() == ["well played"]
    spectator = open_page(browser, f"{server.url}/games/{created['id']}")
    spectator.wait_for_selector("#chat-messages li:has-text('well played')")
    assert spectator.locator("#chat-form").is_hidden() and spectator.locator("#chat-spectator").is_visible()
    assert host.errors == [] and friend.errors == [] and spectator.errors == []


def test_the_title_and_a_notification_say_when_a_game_needs_my_move(server: ServerProcess, browser: object) -> None:
    first, second = friend_game(server), friend_game(server)
    black = {"Authorization": f"Bearer {first['seats']['black']['token']}"}
    page = open_page(browser, second["seats"]["white"]["url"], FAKE_NOTIFICATIONS)   # White in both games
    page.wait_for_selector("#board svg")
    page.goto(first["seats"]["white"]["url"])
    page.wait_for_selector("#board svg")
    page.wait_for_function("document.querySelector('#connection').textContent === 'live'")
    assert page.title() == "C1 (Cone) – boardlab"
    page.evaluate("""() => { Object.defineProperty(document, "hidden", {configurable: true, get: () => true});
                             document.dispatchEvent(new Event("visibilitychange")); }""")
    httpx.post(f"{server.url}/api/games/{first['id']}/moves", json={"move": "Cd1-d2", "ply": 0}, headers=black)
    page.wait_for_function("document.title === '(1) Your move — boardlab'")   # this game, the page hidden
    page.wait_for_function("window.shown.length > 0")   # the notification may come a tick after the title
    assert page.evaluate("window.shown") == [["Your move", "C1 (Cone): your move"]]
    page.evaluate("""() => { Object.defineProperty(document, "hidden", {configurable: true, get: () => false});
                             document.dispatchEvent(new Event("visibilitychange")); }""")
    assert page.title() == "● Your turn — C1 (Cone)"           # in view: no count, the page's own marker (noticed.js)
    page.goto(server.url + "/")                                              # the lobby counts every game
    page.wait_for_function("document.title === '(1) Your move — boardlab'")
    page.wait_for_selector(f"#games-table tr.my-turn[data-id='{first['id']}']")
    assert page.locator("#games-table tbody tr").first.get_attribute("data-id") == first["id"]   # waiting first
    httpx.post(f"{server.url}/api/games/{second['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
               headers={"Authorization": f"Bearer {second['seats']['black']['token']}"})
    page.wait_for_function("document.title === '(2) Your move — boardlab'")   # followed live
    page.wait_for_function("document.querySelectorAll('#games-table tr.my-turn').length === 2")   # the list too
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lobby-your-move.png"))
    assert page.errors == []
