"""The front door in a real browser (one chromium for the file, a context per person): quick
pairing between two browsers ending in one game (which the home page then lists to watch), the
lobby's rating filter, the leaderboard and a profile's rating plot, and the settings page
(change the password, log out everywhere, delete the account); desktop and phone sizes.
Screenshots go to test-artifacts/frontdoor/ (look at them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from test_browser import ARTIFACTS, BROWSER_ARGS, CHROMIUM, WAIT_MS
from test_browser_phone import PHONE, fits
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
SHOTS = ARTIFACTS / "frontdoor"
DESKTOP = {"width": 1280, "height": 900}
PASSWORD = "difference engine"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("frontdoor")
    # Without rate limits: the file signs up and logs in a dozen accounts within seconds.
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread",
                            extra=("--no-rate-limits",))
    yield process.start()
    process.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=BROWSER_ARGS)
        yield launched
        launched.close()


def person(browser: Any, phone: bool = False) -> Any:
    """A new person's browser (a context of its own); bypass_csp: the tests' waits evaluate strings."""
    if phone:
        return browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, bypass_csp=True)
    return browser.new_context(viewport=DESKTOP, bypass_csp=True)


def open_page(context: Any, url: str) -> Any:
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(url)
    return page


def sign_up(context: Any, server: ServerProcess, name: str) -> str:
    """Sign ``name`` up in this browser (its cookie jar); the CSRF token."""
    answer = context.request.post(server.url + "/api/account/signup", data={"name": name, "password": PASSWORD})
    assert answer.status == 201, answer.text()
    return answer.json()["csrf"]


def rated_win(server: ServerProcess, winner: str, loser: str) -> None:
    """A rated C1 game between two accounts (created as needed), won by ``winner``."""
    clients = {}
    for name in (winner, loser):
        client = httpx.Client(base_url=server.url, timeout=30)
        answer = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
        if answer.status_code != 201:
            answer = client.post("/api/account/login", json={"name": name, "password": PASSWORD})
        clients[name] = (client, answer.json()["csrf"])
    game = clients[winner][0].post("/api/games", json={"game": "c1", "rated": True}).json()
    for seat, name in (("black", winner), ("white", loser)):
        client, csrf = clients[name]
        claimed = client.post(f"/api/games/{game['id']}/claim",
                              headers={"Authorization": f"Bearer {game['seats'][seat]['token']}", "X-CSRF-Token": csrf})
        assert claimed.status_code == 200, claimed.text
    client, csrf = clients[loser]
    assert client.post(f"/api/games/{game['id']}/resign", headers={"X-CSRF-Token": csrf}).json()["winner"] == "black"
    for client, _csrf in clients.values():
        client.close()


def test_quick_pairing_between_two_browsers_ends_in_one_game(server: ServerProcess, browser: Any) -> None:
    first, second, watcher = person(browser), person(browser), person(browser, phone=True)
    try:
        waiting = open_page(first, server.url + "/")
        waiting.wait_for_selector(".game-card[data-game=c1] img")
        waiting.click(".game-card[data-game=c1] button[data-control='3+2']")
        waiting.wait_for_selector("#quick-status:not(.hidden)")
        assert "3+2" in waiting.inner_text("#quick-waiting")
        assert waiting.get_attribute(".game-card[data-game=c1] button[data-control='3+2']", "aria-pressed") == "true"
        waiting.wait_for_function("document.querySelector('#online-count').textContent.startsWith('1 ')")
        waiting.screenshot(path=str(SHOTS / "home-waiting-desktop.png"), full_page=True)
        joining = open_page(second, server.url + "/")
        joining.wait_for_selector("#challenges-table tr.mine, #challenges-table .accept-challenge")
        joining.click(".game-card[data-game=c1] button[data-control='3+2']")
        joining.wait_for_url("**/games/*")
        waiting.wait_for_url("**/games/*")                   # the waiting page opens the game too
        assert waiting.url == joining.url
        for page in (waiting, joining):
            page.wait_for_selector(".clock")
            assert page.errors == []
        game_id = joining.url.rsplit("/", 1)[1]
        tokens = [page.evaluate(f"boardlab.knownGames()['{game_id}'].tokens[0]") for page in (waiting, joining)]
        seats = {httpx.get(f"{server.url}/api/games/{game_id}", headers={"Authorization": f"Bearer {token}"},
                           timeout=30).json()["viewer_seat"] for token in tokens}
        assert seats == {"black", "white"}                    # one seat each
        # a third person, on a phone, finds it among the live games and the figures
        home = open_page(watcher, server.url + "/")
        home.wait_for_selector(f"#live-games li[data-id='{game_id}'] img")
        home.wait_for_function("document.querySelector('#playing-count').textContent.startsWith('1 ')")
        fits(home)
        home.screenshot(path=str(SHOTS / "home-phone.png"), full_page=True)
        home.click(".menu-toggle")                            # the site's links fold behind the menu on a phone
        home.wait_for_selector(".site-nav a[href='/players']", state="visible")
        fits(home)
        home.screenshot(path=str(SHOTS / "home-phone-menu.png"))
        assert home.errors == []
    finally:
        for context in (first, second, watcher):
            context.close()


def test_the_lobby_rating_filter_hides_challengers_out_of_range(server: ServerProcess, browser: Any) -> None:
    rated_win(server, "hopper", "lovelace")                      # hopper above 1500, lovelace below
    posters = {}
    for name in ("hopper", "lovelace"):
        client = httpx.Client(base_url=server.url, timeout=30)
        csrf = client.post("/api/account/login", json={"name": name, "password": PASSWORD}).json()["csrf"]
        posted = client.post("/api/lobby/challenges", json={"game": "c1", "time_control": "10+5"},
                             headers={"X-CSRF-Token": csrf})
        assert posted.status_code == 201, posted.text
        posters[name] = (client, posted.json())
    context = person(browser)
    try:
        page = open_page(context, server.url + "/")
        for name, (_client, posted) in posters.items():       # hold them open while the page looks
            page.wait_for_selector(f"#challenges-table tr[data-challenge='{posted['id']}']")
        rows = lambda: sorted(page.locator("#challenges-table tbody tr").evaluate_all(  # noqa: E731
            "rows => rows.map((row) => row.cells[4].textContent)"))
        assert rows() == ["hopper", "lovelace"]
        hopper_rating = int(page.locator(f"tr[data-challenge='{posters['hopper'][1]['id']}'] td").nth(5)
                            .inner_text().rstrip("?"))
        assert hopper_rating > 1500
        page.fill("#rating-min", "1500")
        page.wait_for_function("document.querySelectorAll('#challenges-table tbody tr').length === 1")
        assert rows() == ["hopper"] and "1" in page.inner_text("#filtered-out")
        page.locator("#challenges-card").screenshot(path=str(SHOTS / "lobby-rating-filter-desktop.png"))
        page.reload()                                          # the filter is kept in this browser
        page.wait_for_selector("#challenges-table tbody tr")
        assert page.input_value("#rating-min") == "1500" and rows() == ["hopper"]
        page.fill("#rating-max", str(hopper_rating - 1))
        page.wait_for_selector("#challenges-table", state="hidden")
        page.click("#rating-clear")
        page.wait_for_function("document.querySelectorAll('#challenges-table tbody tr').length === 2")
        assert page.errors == []
    finally:
        context.close()
        for client, posted in posters.values():
            client.post(f"/api/lobby/challenges/{posted['id']}/cancel",
                        headers={"Authorization": f"Bearer {posted['token']}"})
            client.close()


def test_the_leaderboard_and_a_profiles_rating_plot(server: ServerProcess, browser: Any) -> None:
    rated_win(server, "turing", "church")
    rated_win(server, "turing", "church")
    rated_win(server, "church", "turing")
    for size, context in (("desktop", person(browser)), ("phone", person(browser, phone=True))):
        try:
            page = open_page(context, server.url + "/players?game=c1")
            page.wait_for_selector(".leaderboard[data-game=c1] tbody tr")
            names = page.locator(".leaderboard[data-game=c1] tbody tr td:nth-child(2)").all_inner_texts()
            assert names.index("turing") < names.index("church")
            assert page.get_attribute(".site-nav a[href='/players']", "aria-current") == "page"
            if size == "phone":
                fits(page)
            page.screenshot(path=str(SHOTS / f"leaderboard-{size}.png"), full_page=True)
            page.click(".leaderboard tbody a:text-is('turing')")
            page.wait_for_url("**/players/turing")
            page.wait_for_selector("svg.rating-plot circle")
            assert page.locator("svg.rating-plot circle").count() == 3      # one dot per rated game
            assert "turing" in page.get_attribute("svg.rating-plot", "aria-label")
            results = page.locator("#player-results tbody tr[data-game=c1] td").all_inner_texts()
            assert results == ["C1 (Cone)", "2", "0", "1"]
            assert page.locator("#player-ratings tbody td").first.inner_text() == "C1 (Cone)"
            assert page.inner_text("#player-since").strip() != ""
            if size == "phone":
                fits(page)
            page.screenshot(path=str(SHOTS / f"profile-{size}.png"), full_page=True)
            assert page.errors == []
        finally:
            context.close()


def test_settings_change_the_password_log_out_everywhere_and_delete(server: ServerProcess, browser: Any) -> None:
    context = person(browser)
    elsewhere = httpx.Client(base_url=server.url, timeout=30)     # the same account on another device
    try:
        sign_up(context, server, "hamilton")
        assert elsewhere.post("/api/account/login", json={"name": "hamilton", "password": PASSWORD}).status_code == 200
        page = open_page(context, server.url + "/settings")
        page.on("dialog", lambda dialog: dialog.accept())
        page.wait_for_selector("#settings-account:not(.hidden)")
        assert page.inner_text("#settings-name") == "hamilton"
        # The theme and sounds: applied at once, kept in the account (so after a reload too).
        page.select_option("#settings-theme", "light")
        page.wait_for_function("document.body.dataset.theme === 'light'")
        page.uncheck("#settings-sounds")
        page.wait_for_function("document.body.dataset.sounds === 'off'")
        page.wait_for_function("fetch('/api/preferences').then(r => r.json()).then(p => p.theme === 'light' && p.sounds === false)")
        page.reload()
        page.wait_for_selector("#settings-account:not(.hidden)")
        assert page.input_value("#settings-theme") == "light" and not page.is_checked("#settings-sounds")
        page.fill("#password-old", PASSWORD)
        page.fill("#password-new", "apollo guidance")
        page.fill("#password-repeat", "apollo guidanse")
        page.click("#password-submit")
        page.wait_for_function("document.querySelector('#password-error').textContent !== ''")   # they differ
        page.fill("#password-repeat", "apollo guidance")
        page.click("#password-submit")
        page.wait_for_selector("#settings-done:not(.hidden)")
        assert elsewhere.get("/api/account").status_code == 401          # the other session ended
        page.screenshot(path=str(SHOTS / "settings-desktop.png"), full_page=True)
        page.click("#logout-everywhere")
        page.wait_for_selector("#settings-logged-out:not(.hidden)")
        assert context.request.get(server.url + "/api/account").status == 401
        login = context.request.post(server.url + "/api/account/login",
                                     data={"name": "hamilton", "password": "apollo guidance"})
        assert login.status == 200                                       # the new password works
        page.reload()
        page.wait_for_selector("#settings-account:not(.hidden)")
        page.fill("#delete-password", "wrong password")
        page.click("#delete-account")
        page.wait_for_function("document.querySelector('#delete-error').textContent !== ''")
        page.fill("#delete-password", "apollo guidance")
        page.click("#delete-account")
        page.wait_for_selector("#settings-logged-out:not(.hidden)")
        assert context.request.get(server.url + "/api/players/hamilton").status == 404
        assert page.errors == []
    finally:
        context.close()
        elsewhere.close()
    phone = person(browser, phone=True)
    try:
        sign_up(phone, server, "johnson")
        page = open_page(phone, server.url + "/settings")
        page.wait_for_selector("#settings-account:not(.hidden)")
        fits(page)
        page.screenshot(path=str(SHOTS / "settings-phone.png"), full_page=True)
    finally:
        phone.close()
