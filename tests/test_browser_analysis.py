"""Browser tests for the analysis board, the review, the rules pages, takebacks and confirm-move.
Screenshots go to test-artifacts/."""

from __future__ import annotations

import httpx
import pytest

from test_browser import (ARTIFACTS, CHROMIUM, browser, click_move, open_page, server,  # noqa: F401 (fixtures)
                          wait_for_turns)
from test_server_analysis import C1_BLUNDER
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")


def create(server: ServerProcess, **body: object) -> dict:
    """A C1 game; a same-screen one unless told (engine help stays: see test_server_fairplay)."""
    answer = httpx.post(server.url + "/api/games", json={"game": "c1", "same_screen": True, **body}, timeout=30)
    assert answer.status_code == 201, answer.text
    return answer.json()


def test_the_analysis_board_tries_moves_without_touching_the_game(server: ServerProcess, browser: object) -> None:
    created = create(server)
    page = open_page(browser, created["seats"]["black"]["url"], bypass_csp=False)
    page.wait_for_selector("#board svg")
    click_move(page, ["d1", "d2"])
    page.wait_for_selector("#moves .turn:has-text('Cd1-d2')")          # (the page's policy forbids eval)
    page.click("#open-analysis")
    page.wait_for_url("**/analysis?*")
    page.wait_for_selector("#moves .turn.current:has-text('Cd1-d2')")
    click_move(page, ["d7", "d6"])                                     # White tries a move here
    page.wait_for_selector("#moves .turn.current:has-text('Cd7-d6')")
    page.wait_for_selector("#evaluation:has-text('Best line')")
    assert "for Black" in page.locator("#evaluation").inner_text()
    page.click("#prev")                                                # back along the line
    page.wait_for_selector("#moves .turn.current:has-text('Cd1-d2')")
    page.click("#next")
    page.wait_for_selector("#board[data-ply='2']")
    page.wait_for_selector("#evaluation:has-text('Best line')")
    page.screenshot(path=str(ARTIFACTS / "analysis-board.png"))
    game = httpx.get(f"{server.url}/api/games/{created['id']}").json()
    assert game["steps"] == ["Cd1-d2"]                                 # the game is unchanged
    page.click("#back-to-game")
    page.wait_for_url(f"**/games/{created['id']}")
    page.wait_for_selector("#moves .turn:has-text('Cd1-d2')")
    assert page.errors == []


def test_the_axiom_analysis_board_turns_its_view_and_still_plays_by_clicking(server: ServerProcess,
                                                                                browser: object) -> None:
    page = open_page(browser, server.url + "/analysis?game=axiom", bypass_csp=False)
    page.wait_for_selector("#board svg")
    assert page.locator("#turn-right").is_visible()
    before = page.locator("#board").inner_html()
    page.click("#turn-right")
    page.wait_for_selector("#board[data-rotation='270']")
    assert page.locator("#board").inner_html() != before               # drawn from another side
    board = httpx.post(server.url + "/api/analysis/board", json={"game": "axiom"}, timeout=30).json()
    move = board["legal_moves"][0]
    for target in board["clicks"][move]:                               # the targets still hold (by keyboard:
        page.locator(f'#board [data-target="{target}"][tabindex]').first.focus()   # a turned view may hide
        page.keyboard.press("Enter")                                   # the first target behind a sceptre)
    page.wait_for_selector(f"#moves .turn.current:has-text('{move}')")
    assert page.locator("#board").get_attribute("data-rotation") == "270"
    page.screenshot(path=str(ARTIFACTS / "analysis-axiom-turned.png"))
    assert page.errors == []


def test_the_review_marks_the_blunder_and_the_rules_are_one_click_away(server: ServerProcess,
                                                                       browser: object) -> None:
    record = " ".join(f"[{a}, {b}]" for a, b in zip(C1_BLUNDER[::2], C1_BLUNDER[1::2]))
    created = create(server, record=record)
    page = open_page(browser, created["spectate_url"], bypass_csp=False)
    page.click("#banner-close")
    page.wait_for_selector("#moves .turn.mark-blunder", timeout=60_000)  # the review starts by itself
    assert page.locator("#moves .turn.mark-blunder").first.inner_text() == "Td6-e6??"
    assert page.locator("#review-graph svg circle").count() >= 1
    page.screenshot(path=str(ARTIFACTS / "review.png"))
    page.click("#rules-link")
    page.wait_for_url("**/rules/c1")
    assert page.locator("main h1").inner_text() == "C1 as boardlab plays it"
    page.screenshot(path=str(ARTIFACTS / "rules-c1.png"))
    assert page.errors == []


def test_takeback_against_the_computer_and_between_two_players(server: ServerProcess, browser: object) -> None:
    created = create(server, white="random")
    page = open_page(browser, created["seats"]["black"]["url"])
    page.wait_for_selector("#board svg")
    click_move(page, ["d1", "d2"])
    wait_for_turns(page, 2)                                            # the computer replied
    page.click("#takeback")
    page.wait_for_function("document.querySelectorAll('#moves .turn').length === 0")
    page.wait_for_selector("#status:has-text('(you)')")
    friendly = create(server)
    black = open_page(browser, friendly["seats"]["black"]["url"])
    white = open_page(browser, friendly["seats"]["white"]["url"])
    black.wait_for_selector("#board svg")
    click_move(black, ["d1", "d2"])
    wait_for_turns(white, 1)
    black.click("#takeback")
    white.wait_for_selector("#takeback-offer:has-text('Black asks to take back')")
    white.screenshot(path=str(ARTIFACTS / "takeback-asked.png"))
    white.click("#takeback-accept")
    black.wait_for_function("document.querySelectorAll('#moves .turn').length === 0")
    black.wait_for_selector("#takeback-offer", state="hidden")
    assert page.errors == [] and black.errors == [] and white.errors == []


def test_confirm_move_asks_before_sending(server: ServerProcess, browser: object) -> None:
    created = create(server)
    page = open_page(browser, created["seats"]["black"]["url"])
    page.wait_for_selector("#board svg")
    page.check("#confirm-moves")
    click_move(page, ["d1", "d2"])
    page.wait_for_selector("#confirm-bar:has-text('Play Cd1-d2?')")
    page.screenshot(path=str(ARTIFACTS / "confirm-move.png"))
    page.click("#confirm-no")                                          # cancelled: nothing sent
    page.wait_for_selector("#confirm-bar", state="hidden")
    assert httpx.get(f"{server.url}/api/games/{created['id']}").json()["steps"] == []
    click_move(page, ["d1", "d2"])
    page.click("#confirm-yes")
    assert wait_for_turns(page, 1) == ["Cd1-d2"]
    page.reload()                                                      # the setting stays with the browser
    page.wait_for_selector("#board svg")
    assert page.locator("#confirm-moves").is_checked()
    assert page.errors == []
