"""Every server route that draws a board draws its words in the reader's language (the pages'
negotiation: account, cookie, else Accept-Language) and says so (``Content-Language``, ``Vary``)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.i18n import texts
from boardlab.server import create_app
from boardlab.server.frontdoor import start_picture
from boardlab.server.language import LANGUAGE_COOKIE

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GERMAN, ARABIC = {"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}, {"Accept-Language": "ar"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def label(game: str, language: str) -> str:
    return f'aria-label="{texts(language).get(f"board-position-{game}")}"'


def says(response: Any, language: str) -> None:
    assert response.headers["content-language"] == language
    assert "Accept-Language" in response.headers["vary"] and "Cookie" in response.headers["vary"]


def test_a_games_board_follows_accept_language_and_the_cookie(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "ccc"}).json()
    german = client.get(f"/api/games/{created['id']}/svg", headers=GERMAN)
    assert german.status_code == 200 and label("ccc", "de") in german.text and "Schwarz ist am Zug" in german.text
    assert "black to move" not in german.text
    says(german, "de")
    client.cookies.set(LANGUAGE_COOKIE, "ar")
    arabic = client.get(f"/api/games/{created['id']}/svg", headers=GERMAN)   # the chosen language wins
    assert label("ccc", "ar") in arabic.text and 'direction="rtl"' in arabic.text
    says(arabic, "ar")
    assert "black to move" in client.get(f"/api/games/{created['id']}/svg",
                                         cookies={LANGUAGE_COOKIE: "en"}).text


def test_an_old_step_of_a_game_is_drawn_in_the_language_too(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "cubes"}).json()
    picture = client.get(f"/api/games/{created['id']}/svg?step=0", headers=GERMAN)
    assert label("cubes", "de") in picture.text and "Vorrat von Schwarz: " in picture.text


def test_the_registry_picture_is_cached_per_language(client: TestClient) -> None:
    start_picture.cache_clear()
    german = client.get("/api/registry/comet/svg", headers=GERMAN)
    english = client.get("/api/registry/comet/svg")
    arabic = client.get("/api/registry/comet/svg", headers=ARABIC)
    assert label("comet", "de") in german.text and "Ziel: " in german.text
    assert label("comet", "en") in english.text and "goal: " in english.text
    assert label("comet", "ar") in arabic.text
    assert german.headers["cache-control"] == "public, max-age=3600"
    says(german, "de"), says(english, "en"), says(arabic, "ar")
    assert start_picture.cache_info().currsize == 3


def test_the_analysis_board_draws_in_the_readers_language(client: TestClient) -> None:
    board = client.post("/api/analysis/board", json={"game": "axiom"}, headers=GERMAN)
    assert board.status_code == 200 and "Karte (von oben)" in board.json()["svg"]
    says(board, "de")


def test_puzzles_draw_in_the_readers_language(client: TestClient) -> None:
    view = client.get("/api/puzzles/comet-squares-in-line", headers=ARABIC)
    assert label("comet", "ar") in view.json()["svg"]
    says(view, "ar")
    answer = client.post("/api/puzzles/comet-squares-in-line/answer", json={"moves": ["prime-S"]}, headers=GERMAN)
    assert label("comet", "de") in answer.json()["svg"]


def test_the_rules_pages_pictures_are_in_the_readers_language(client: TestClient) -> None:
    page = client.get("/rules/ccc", headers=GERMAN).text
    assert label("ccc", "de") in page and "eingefroren von der Flag von Schwarz" in page
    assert "frozen by black's Flag" not in page


def test_the_pages_bundle_leaves_out_the_boards_words(client: TestClient) -> None:
    bundle = client.get("/api/language", headers=GERMAN).json()
    assert not [message_id for message_id in bundle["messages"] if message_id.startswith("board-")]
