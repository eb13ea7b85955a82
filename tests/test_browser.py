"""End to end in a real browser (Debian's chromium through Playwright) against ``boardlab serve``.

Screenshots of the board go to ``test-artifacts/``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import boardlab
from boardlab.core.records import write_record
from test_server_support import ServerProcess

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]
WAIT_MS = 15_000

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("browser")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    started = process.start()
    _warm_ccc_engine(started.url)
    yield started
    process.stop()


def _warm_ccc_engine(url: str) -> None:
    """The first CCC hint of a server process loads the compiled fast CCC engine (on a fresh
    checkout it compiles it first, about 35 s of CPU), longer than a hint may take; ask for
    hints on a throwaway game until one arrives, so the tests' hints meet WAIT_MS."""
    game = httpx.post(f"{url}/api/games", json={"game": "ccc", "same_screen": True}).json()
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        if httpx.get(f"{url}/api/games/{game['id']}/hint", timeout=120).status_code == 200:
            return
        time.sleep(2)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=BROWSER_ARGS)
        yield launched
        launched.close()


def open_page(browser: object, url: str, width: int = 1200, height: int = 860, bypass_csp: bool = True,
              init_script: str | None = None, **context_options: object) -> object:
    """A page at ``url`` in a new browser context (``context_options``: e.g. ``locale``,
    ``color_scheme``), its script errors collected in ``page.errors`` (the browser tests of
    other modules open their pages here too)."""
    # The tests' wait_for_function evaluates strings, which the pages' Content-Security-Policy
    # forbids; the app itself needs no eval (a test runs with the policy on to show it).
    context = browser.new_context(viewport={"width": width, "height": height},  # type: ignore[attr-defined]
                                  bypass_csp=bypass_csp, **context_options)
    if init_script is not None:
        context.add_init_script(init_script)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(url)
    return page


def click_move(page: object, clicks: list[str]) -> None:
    """Click each target of a move's click path on the board, as a player would."""
    for target in clicks:
        page.locator(f'#board [data-target="{target}"]').first.click()  # type: ignore[attr-defined]


def wait_for_turns(page: object, count: int) -> list[str]:
    page.wait_for_function(f"document.querySelectorAll('#moves .turn').length >= {count}")  # type: ignore[attr-defined]
    return page.locator("#moves .turn").all_inner_texts()  # type: ignore[attr-defined]


def start_from_lobby(page: object, opponent: str, seat: str = "black") -> None:
    page.wait_for_selector("#game-select option[value=c1]", state="attached")  # type: ignore[attr-defined]
    page.select_option("#game-select", "c1")  # type: ignore[attr-defined]
    page.check(f"input[name=opponent][value={opponent}]")  # type: ignore[attr-defined]
    if opponent != "local":
        page.select_option("#my-seat", seat)  # type: ignore[attr-defined]
    if opponent == "computer":
        page.select_option("#agent-select", "random")  # type: ignore[attr-defined]
    page.click("#start-button")  # type: ignore[attr-defined]
    page.wait_for_url("**/games/*")  # type: ignore[attr-defined]
    page.wait_for_selector("#board svg")  # type: ignore[attr-defined]


def test_remote_friend_sees_each_move_live(server: ServerProcess, browser: object) -> None:
    host = open_page(browser, server.url + "/")
    start_from_lobby(host, "friend", seat="black")
    invitation = host.locator("input.invite-link").input_value()
    assert "#token=" in invitation
    friend = open_page(browser, invitation)
    friend.wait_for_selector("#board svg")
    assert "White: you" in friend.locator("#players").inner_text()

    host.locator('#board [data-target="d1"]').first.click()           # select the cone: its targets light up
    host.wait_for_function("document.querySelectorAll('#board .highlight').length > 0")
    host.locator('#board [data-target="d2"]').first.click()
    assert wait_for_turns(host, 1) == ["Cd1-d2"]
    assert wait_for_turns(friend, 1) == ["Cd1-d2"]                       # arrived over the WebSocket

    click_move(friend, ["e7", "e6"])
    assert wait_for_turns(host, 2) == ["Cd1-d2", "Pe7-e6"]
    host.wait_for_function("document.querySelector('#status').innerText.includes('(you)')")
    ARTIFACTS.mkdir(exist_ok=True)
    host.locator("#board").screenshot(path=str(ARTIFACTS / "board.png"))
    friend.screenshot(path=str(ARTIFACTS / "friend-page.png"))

    click_move(friend, ["d7", "d6"])                                    # not White's turn: nothing happens
    assert "Waiting" in friend.locator("#hint").inner_text()
    for page in (host, friend):                                          # fair play: no engine help in play
        assert "Fair play" in page.locator("#fair-play").inner_text()
        for help_button in ("#ask-hint", "#open-analysis", "#review-button"):
            assert page.locator(help_button).is_hidden(), help_button
    assert host.errors == [] and friend.errors == []


def winning_record() -> tuple[str, str, list[str], str]:
    """A C1 record one move from the end, with the winning move, its click path and the winner."""
    game = boardlab.load("c1")
    chooser = random.Random(0)
    while True:
        state = game.start()
        for _ in range(150):
            if state.is_over:
                break
            wins = [m for m in state.legal_moves() if state.play(m).winner == state.to_move]
            if wins and state.ply >= 4:
                return write_record(state), wins[0], state.clicks()[wins[0]], state.to_move or ""
            state = state.play(chooser.choice(state.legal_moves()))


def test_import_a_record_and_finish_the_game_by_clicking(server: ServerProcess, browser: object) -> None:
    record, winning, clicks, winner = winning_record()
    page = open_page(browser, server.url + "/")
    page.wait_for_selector("#game-select option[value=c1]", state="attached")
    page.select_option("#game-select", "c1")
    page.fill("#import-text", record)
    page.click("#import-button")
    page.wait_for_url("**/games/*")
    page.wait_for_selector("#board svg")
    turns = record.count(",") + record.count("[")
    wait_for_turns(page, turns)

    page.locator("#prev").click()                                      # step back through the history
    page.wait_for_function(f"document.querySelector('#board').dataset.step === '{turns - 1}'")
    page.locator("#last").click()
    page.wait_for_function(f"document.querySelector('#board').dataset.step === '{turns}'")
    page.locator("#flip").click()

    click_move(page, clicks)
    page.wait_for_selector("#banner:not(.hidden)")
    assert f"{winner.title()} wins" in page.locator("#banner-result").inner_text()
    assert page.locator("#moves .turn").all_inner_texts()[-1] == winning
    page.locator("#copy-record").click()
    assert page.locator("#record").input_value().endswith(f"{winner} WINS]")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "game-over.png"))
    assert page.errors == []


def test_against_the_computer_on_a_phone_sized_screen(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/", width=390, height=844)
    start_from_lobby(page, "computer", seat="black")
    click_move(page, ["d1", "d2"])
    turns = wait_for_turns(page, 2)                                     # the computer answered
    assert turns[0] == "Cd1-d2"
    board = page.locator("#board").bounding_box()                      # (its picture is redrawn on updates)
    assert board is not None and board["width"] <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone.png"), full_page=True)
    page.on("dialog", lambda dialog: dialog.accept())
    page.locator("#resign").click()
    page.wait_for_selector("#banner:not(.hidden)")
    assert "White wins" in page.locator("#banner-result").inner_text()
    assert page.errors == []


def test_the_page_reconnects_after_the_server_restarts(browser: object, tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path / "server.log", computers="thread")
    server.start()
    try:
        created = httpx.post(f"{server.url}/api/games", json={"game": "c1"}).json()
        page = open_page(browser, created["seats"]["white"]["url"])
        page.wait_for_selector("#board svg")
        page.wait_for_function("document.querySelector('#connection').innerText === 'live'")
        server.kill()
        page.wait_for_function("document.querySelector('#connection').innerText !== 'live'")
        server.start(same_port=True)
        page.wait_for_function("document.querySelector('#connection').innerText === 'live'", timeout=30_000)
        token = created["seats"]["black"]["token"]
        answer = httpx.post(f"{server.url}/api/games/{created['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                            headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 200
        assert wait_for_turns(page, 1) == ["Cd1-d2"]
    finally:
        server.stop()


def test_a_draw_agreed_on_one_screen(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, server.url + "/")
    start_from_lobby(page, "local")
    page.locator("#draw").click()                                      # Black (to move) offers
    page.wait_for_function("document.querySelector('#draw').innerText === 'Accept draw'")
    page.locator("#draw").click()                                      # White, on the same screen, accepts
    page.wait_for_selector("#banner:not(.hidden)")
    assert page.locator("#banner-result").inner_text() == "1/2-1/2 · Draw"     # the score, then in words
    assert page.errors == []


FLAG_START = boardlab.load("ccc").from_layout({"e1": "N", "e8": "n", "a1": "S", "h8": "s"}, turn=2).position()


def test_a_flag_move_asks_for_a_compliment_that_the_opponent_sees(server: ServerProcess, browser: object) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"game": "ccc", "position": FLAG_START}).json()
    black = open_page(browser, created["seats"]["black"]["url"])
    white = open_page(browser, created["seats"]["white"]["url"])
    black.wait_for_selector("#board svg")
    white.wait_for_selector("#board svg")
    assert black.locator("#turn-left").is_hidden()                     # CCC's board does not turn

    click_move(black, ["e1", "e4"])                                    # moving the Nice Flag
    black.wait_for_selector("#note-dialog[open]")
    assert "Compliment your opponent" in black.locator("#note-prompt").inner_text()
    black.locator("#note-send").click()                                # nothing written: not sent
    assert "Write a few words" in black.locator("#note-error").inner_text()
    assert httpx.get(f"{server.url}/api/games/{created['id']}").json()["steps"] == []
    black.fill("#note-text", "Lovely opening!")
    ARTIFACTS.mkdir(exist_ok=True)
    black.screenshot(path=str(ARTIFACTS / "compliment-dialog.png"))
    black.locator("#note-send").click()
    assert wait_for_turns(black, 1) == ["Ne1-e4"]

    white.wait_for_selector("#note-message:not(.hidden)")              # arrived over the WebSocket
    assert "Lovely opening!" in white.locator("#note-message").inner_text()
    assert white.locator("#moves .note").inner_text() == "“Lovely opening!”"
    assert black.locator("#note-message").is_hidden()                  # the author is not told their own words
    assert "{Lovely opening!}" in httpx.get(f"{server.url}/api/games/{created['id']}").json()["record"]

    assert white.locator("#ask-hint").is_hidden()                      # two people playing: no hint
    assert "no engine help" in white.locator("#fair-play").inner_text()
    white.screenshot(path=str(ARTIFACTS / "compliment-and-fair-play.png"))
    assert black.errors == [] and white.errors == []


def test_a_c1_hint_is_shown_and_its_start_marked(server: ServerProcess, browser: object) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"game": "c1", "same_screen": True}).json()
    page = open_page(browser, created["seats"]["black"]["url"])
    page.wait_for_selector("#board svg")
    assert page.locator("#fair-play").is_hidden()
    page.locator("#ask-hint").click()
    page.wait_for_function("document.querySelector('#hint-answer').innerText.startsWith('Hint:')")
    move = page.locator("#hint-answer").get_attribute("data-move")
    view = httpx.get(f"{server.url}/api/games/{created['id']}").json()
    assert move in view["legal_moves"] and "computer player" in page.locator("#hint-answer").inner_text()
    page.wait_for_function("document.querySelectorAll('#board .highlight').length === 1")
    click_move(page, view["clicks"][move])                             # follow the hint
    assert wait_for_turns(page, 1) == [move]
    assert page.locator("#hint-answer").inner_text() == ""             # a move clears the hint
    assert page.errors == []


def test_the_axiom_view_turns_and_stays_turned(server: ServerProcess, browser: object) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"game": "axiom"}).json()
    seat = created["view"]["to_move"]
    page = open_page(browser, created["seats"][seat]["url"])
    page.wait_for_selector("#board svg")
    page.wait_for_selector("#turn-left:not(.hidden)")
    before = page.locator("#board").inner_html()
    page.locator("#turn-left").click()
    page.wait_for_function("document.querySelector('#board').dataset.rotation === '90'")
    assert page.locator("#board").inner_html() != before
    page.locator("#turn-right").click()
    page.locator("#turn-right").click()
    page.wait_for_function("document.querySelector('#board').dataset.rotation === '270'")
    move = created["view"]["legal_moves"][0]
    answer = httpx.post(f"{server.url}/api/games/{created['id']}/moves", json={"move": move, "ply": created["view"]["ply"]},
                        headers={"Authorization": f"Bearer {created['seats'][seat]['token']}"})
    assert answer.status_code == 200
    wait_for_turns(page, 1)
    page.wait_for_function("document.querySelector('#board').dataset.step === '1'")
    assert page.locator("#board").get_attribute("data-rotation") == "270"   # the view keeps its turn
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "axiom-turned.png"))
    assert page.errors == []


def test_a_rematch_is_offered_and_starts_only_when_the_other_player_accepts(server: ServerProcess,
                                                                             browser: object) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"game": "c1"}).json()     # two people, by links
    black = open_page(browser, created["seats"]["black"]["url"])
    white = open_page(browser, created["seats"]["white"]["url"])
    for page in (black, white):
        page.wait_for_selector("#board svg")
    httpx.post(f"{server.url}/api/games/{created['id']}/resign",
               headers={"Authorization": f"Bearer {created['seats']['black']['token']}"})
    black.wait_for_selector("#rematch:not(.hidden)")
    black.locator("#rematch").click()
    black.wait_for_selector("#rematch-notice:has-text('waiting for the other player')")
    white.wait_for_selector("#rematch-notice:has-text('Black offers a rematch')")   # live, over the WebSocket
    assert white.locator("#rematch").inner_text() == "Accept rematch"
    assert httpx.get(f"{server.url}/api/games/{created['id']}").json()["rematch_id"] is None   # no game yet
    ARTIFACTS.mkdir(exist_ok=True)
    white.screenshot(path=str(ARTIFACTS / "rematch-offer.png"))
    white.locator("#rematch-decline").click()                           # declined: the offer is gone
    black.wait_for_selector("#rematch-notice.hidden", state="attached")
    assert black.locator("#rematch").inner_text() == "Rematch"
    black.locator("#rematch").click()                                   # offered again, and accepted
    white.wait_for_selector("#rematch-notice:has-text('Black offers a rematch')")
    white.locator("#rematch").click()
    for page in (black, white):                                          # both go to the new game
        page.wait_for_url(lambda url: created["id"] not in url)
        page.wait_for_selector("#board svg")
    rematch_id = httpx.get(f"{server.url}/api/games/{created['id']}").json()["rematch_id"]
    assert black.url.endswith(rematch_id) and white.url.endswith(rematch_id)
    black.wait_for_selector("#players:has-text('White: you')")           # the seats are swapped
    assert black.errors == [] and white.errors == []
