"""Browser tests for learning: a puzzle solved by clicks on the board, as a player would; the
words under the board (Cubes' bonus step, CCC's count strip); the rules pages' pictures.
Screenshots go to test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from boardlab.puzzles import builtin_puzzles
from test_browser import ARTIFACTS, CHROMIUM, browser, click_move, open_page  # noqa: F401 (fixtures)
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server of its own (puzzles need no computer player, so no engine warm-up)."""
    folder: Path = tmp_path_factory.mktemp("puzzles")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread")
    yield process.start()
    process.stop()


def test_a_puzzle_is_solved_by_clicking_its_winning_move(server: ServerProcess, browser: object) -> None:
    puzzle = builtin_puzzles()["c1-win1-1"]
    clicks = httpx.get(f"{server.url}/api/puzzles/{puzzle.id}", timeout=30).json()["clicks"]
    page = open_page(browser, f"{server.url}/puzzles/{puzzle.id}")
    page.wait_for_selector("#board svg")
    assert "Black to move: win at once." in page.locator("#prompt").inner_text()
    wrong = next(move for move in clicks if move not in puzzle.solutions)
    click_move(page, clicks[wrong])
    page.wait_for_selector("#verdict:has-text('Not this one')")
    assert "Solution" not in page.locator("#verdict").inner_text()       # nothing given away
    page.click("#retry")
    page.wait_for_selector("#verdict:text-is('')", state="attached")
    first, *rest = clicks[puzzle.solutions[0]]
    page.locator(f'#board [data-target="{first}"]').first.click()
    page.wait_for_selector("#board .highlight")                         # its targets marked, as in a game
    click_move(page, rest)
    page.wait_for_selector("#verdict:has-text('Solved!')")
    assert puzzle.solutions[0] in page.locator("#verdict").inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "puzzle-solved.png"))
    assert page.errors == []


def test_a_comet_goal_is_solved_by_clicking_grand_moves(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, f"{server.url}/puzzles/comet-squares-in-line")
    page.wait_for_selector("#board svg")
    click_move(page, ["prime", "S"])
    page.wait_for_selector("#verdict:has-text('Right so far')")
    page.wait_for_selector("#board svg")
    click_move(page, ["prime", "S"])
    page.wait_for_selector("#verdict:has-text('Solved!')")
    page.goto(f"{server.url}/puzzles?game=comet")
    page.wait_for_selector("a[href='/puzzles/comet-squares-in-line']")
    assert page.errors == []


def test_the_board_says_what_a_cubes_bonus_step_allows_and_labels_cccs_strip(server: ServerProcess,
                                                                              browser: object) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"game": "cubes", "options": {"first": "white"},
                                                          "same_screen": True}, timeout=30).json()
    page = open_page(browser, created["seats"]["white"]["url"])
    page.wait_for_selector("#board svg")
    assert page.locator("#board-help").is_hidden()
    line = ["b3", "b6", "a2", "g3", "c2", "b6-b7", "a2-a8", "h5", "a8-a3"]
    for move in line:   # played through the API; the page follows the game live
        view = httpx.get(f"{server.url}/api/games/{created['id']}", timeout=30).json()
        seat = view["to_move"]
        answer = httpx.post(f"{server.url}/api/games/{created['id']}/moves", json={"move": move, "ply": view["ply"]},
                            headers={"Authorization": "Bearer " + created["seats"][seat]["token"]}, timeout=30)
        assert answer.status_code == 200, answer.text
    page.wait_for_selector("#board-help:has-text('Bonus step')")
    assert "take up a cube, end the turn" in page.locator("#board-help").inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "cubes-bonus-help.png"))
    ccc = httpx.post(f"{server.url}/api/games", json={"game": "ccc", "same_screen": True}, timeout=30).json()
    page.goto(ccc["seats"]["black"]["url"])
    page.wait_for_selector("#board-help:has-text('The strip below the board')")
    assert page.locator("#board-help").is_visible()
    assert page.errors == []


def test_a_rules_page_shows_its_pictures(server: ServerProcess, browser: object) -> None:
    page = open_page(browser, f"{server.url}/rules/axiom", bypass_csp=False)
    page.wait_for_selector("figure.diagram svg")
    assert page.locator("figure.diagram").count() == 4
    assert page.locator("section.howto").is_visible()
    page.locator("section.diagrams").screenshot(path=str(ARTIFACTS / "rules-axiom-diagrams.png"))
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 1200                                   # the pictures scale to the column


def test_the_review_numbers_its_turns_as_the_move_list_does(server: ServerProcess, browser: object) -> None:
    blunder = ["Pc1-a1", "Te5-e4", "Pa1-a2", "Tb5-b4", "Pe1-g1", "Tb4-d4", "Pg1-a3", "Te6-e5", "Cd1-c1", "Td6-e6"]
    record = " ".join(f"[{a}, {b}]" for a, b in zip(blunder[::2], blunder[1::2]))
    created = httpx.post(f"{server.url}/api/games", json={"game": "c1", "same_screen": True, "record": record},
                         timeout=30).json()
    page = open_page(browser, created["spectate_url"])
    page.click("#banner-close")
    page.wait_for_selector("#review-worst a", timeout=60_000)          # the review starts by itself
    labels = page.locator("#review-worst a").all_inner_texts()
    assert any(label.startswith("5… Td6-e6") for label in labels), labels
    row = page.locator("#moves li").nth(4).inner_text()                # the move list's fifth row
    assert "Cd1-c1" in row and "Td6-e6" in row
    assert page.errors == []
