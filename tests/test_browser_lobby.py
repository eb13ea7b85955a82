"""Browser tests of the lobby's challenges and of the clocks: a challenge posted in one browser
context and accepted in another (both land on the game, each playing its seat), and a clocked
game lost on time. Screenshots go to test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from test_browser import ARTIFACTS, CHROMIUM, browser, open_page  # noqa: F401 (fixtures)
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("lobby")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()


def test_a_challenge_posted_in_one_browser_is_accepted_in_another(server: ServerProcess, browser: object) -> None:
    creator = open_page(browser, server.url + "/", bypass_csp=False)       # the pages work under their policy
    creator.wait_for_selector("#game-select option[value=c1]", state="attached")
    creator.check("input[name=opponent][value=challenge]")
    creator.select_option("#challenge-colour", "white")
    creator.select_option("#time-control", "5+3")
    creator.click("#start-button")
    creator.wait_for_selector("#challenges-table tr.mine .cancel-challenge")
    ARTIFACTS.mkdir(exist_ok=True)

    visitor = open_page(browser, server.url + "/", bypass_csp=False)       # another browser context
    visitor.wait_for_selector("#challenges-table .accept-challenge")
    row = visitor.locator("#challenges-table tbody tr").first
    assert "5+3" in row.inner_text() and "White" in row.inner_text() and "anonymous" in row.inner_text()
    visitor.screenshot(path=str(ARTIFACTS / "lobby-challenge.png"))
    row.locator(".accept-challenge").click()

    for page in (visitor, creator):                                       # the creator is sent there live
        page.wait_for_url("**/games/*")
        page.wait_for_selector("#board svg")
        page.wait_for_selector("#clocks .clock")
        assert page.locator("#clocks .clock.running").count() == 0        # no clock runs before the first moves
        assert page.locator("#abort").is_visible()                         # neither side has moved: either may abort
    assert creator.url == visitor.url
    visitor.wait_for_selector("#status:has-text('(you)')")                # Black moves first: the visitor
    assert "White (you)" in creator.locator("#clocks").inner_text()
    assert "Black (you)" in visitor.locator("#clocks").inner_text()
    creator.screenshot(path=str(ARTIFACTS / "challenge-accepted-creator.png"))
    assert creator.errors == [] and visitor.errors == []


def test_a_clocked_game_is_lost_on_time(server: ServerProcess, browser: object) -> None:
    created = httpx.post(server.url + "/api/games", json={"game": "c1", "time_control": "0.05+0"}, timeout=30).json()
    page = open_page(browser, created["seats"]["black"]["url"])
    page.wait_for_selector("#clocks .clock")
    assert page.locator("#clocks .clock.running").count() == 0            # the first moves are free
    for ply, (seat, move) in enumerate((("black", "Cd1-d2"), ("white", "Pe7-e6"))):
        httpx.post(f"{server.url}/api/games/{created['id']}/moves", json={"move": move, "ply": ply},
                   headers={"Authorization": f"Bearer {created['seats'][seat]['token']}"}, timeout=30)
    page.wait_for_selector("#clocks .clock.running[data-seat=black]")
    assert page.locator("#abort").is_hidden()                              # black has moved: no abort
    assert page.locator("#clocks .clock[data-seat=white] .clock-time").inner_text() == "3.0"
    page.wait_for_selector("#clocks .clock.running.low")                 # under ten seconds: low-time styling
    page.wait_for_selector("#banner:not(.hidden)")                        # flagged by the server, seen live
    assert "Black ran out of time" in page.locator("#banner").inner_text()   # the reason in words: seats as seats
    assert page.locator("#clocks .clock[data-seat=black] .clock-time").inner_text() == "0.0"
    assert page.locator("#clocks .clock.running").count() == 0
    page.screenshot(path=str(ARTIFACTS / "lost-on-time.png"))
    assert page.errors == []


def test_a_player_who_has_not_moved_aborts_the_game(server: ServerProcess, browser: object) -> None:
    created = httpx.post(server.url + "/api/games", json={"game": "c1", "time_control": "5+3"}, timeout=30).json()
    white = open_page(browser, created["seats"]["white"]["url"])
    white.wait_for_selector("#board svg")
    httpx.post(f"{server.url}/api/games/{created['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
               headers={"Authorization": f"Bearer {created['seats']['black']['token']}"}, timeout=30)
    white.wait_for_selector("#moves .turn")
    white.locator("#abort").click()
    white.wait_for_selector("#banner:not(.hidden)")
    assert white.locator("#banner-result").inner_text() == "Aborted"
    assert "White aborted the game before moving" in white.locator("#banner").inner_text()
    assert white.errors == []


def test_an_anonymous_visitor_is_told_to_log_in_to_accept_a_rated_challenge(server: ServerProcess,
                                                                            browser: object) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as ada:
        csrf = ada.post("/api/account/signup", json={"name": "ada_rated", "password": "analytical engine"}).json()["csrf"]
        posted = ada.post("/api/lobby/challenges", json={"game": "c1", "rated": True},
                          headers={"X-CSRF-Token": csrf}).json()
        visitor = open_page(browser, server.url + "/")
        button = visitor.locator(f"#challenges-table tr[data-challenge='{posted['id']}'] .accept-challenge")
        button.wait_for()
        visitor.wait_for_function("document.querySelector('#challenge-rated') && document.querySelector('#challenge-rated').disabled")
        assert button.inner_text() == "Log in to accept" and button.is_disabled()
        assert "both need an account" in button.get_attribute("title")
        ada.post(f"/api/lobby/challenges/{posted['id']}/cancel", headers={"Authorization": f"Bearer {posted['token']}"})
    assert visitor.errors == []
