"""The words under the board: Cubes' bonus step says what is allowed now and why; CCC's count
strip is labelled on the page, not only in its tooltips."""

from __future__ import annotations

import doctest
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

import boardlab
import boardlab.server.turn_help as turn_help_module
from boardlab.server.app import create_app
from boardlab.server.turn_help import turn_help

BONUS_LINE = ["b3", "b6", "a2", "g3", "c2", "b6-b7", "a2-a8", "h5", "a8-a3"]


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://")) as test_client:
        yield test_client


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(turn_help_module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert tried > 0 and failures == 0


def test_a_cubes_bonus_step_names_what_is_allowed_and_why() -> None:
    state = boardlab.load("cubes").replay(BONUS_LINE)
    [text] = turn_help(state)
    assert "White's slide to a3 ended next to another cube" in text          # why the turn goes on
    assert "place a cube, slide a cube, take up a cube, end the turn" in text  # the kinds legal now
    assert "activate" not in text                                           # none is legal here
    assert "(a3) may not be taken up" in text


def test_no_help_outside_a_bonus_step_or_after_the_end() -> None:
    assert turn_help(boardlab.load("cubes").replay(BONUS_LINE[:-1])) == []
    assert turn_help(boardlab.load("c1").start()) == []


def test_the_ccc_strip_is_explained_while_the_game_goes_on() -> None:
    [text] = turn_help(boardlab.load("ccc").start())
    assert "1-8" in text and "Collapse" in text and '"end"' in text and '"swap"' in text


def test_the_game_view_carries_the_help(client: TestClient) -> None:
    created = client.post("/api/games", json={"game": "cubes", "options": {"first": "white"},
                                              "same_screen": True}).json()
    assert client.get(f"/api/games/{created['id']}").json()["help"] == []
    state = boardlab.load("cubes", first="white").start()
    for move in BONUS_LINE:
        seat = state.to_move
        view = client.get(f"/api/games/{created['id']}").json()
        answer = client.post(f"/api/games/{created['id']}/moves", json={"move": move, "ply": view["ply"]},
                             headers={"Authorization": "Bearer " + created["seats"][seat]["token"]})
        assert answer.status_code == 200, answer.text
        state = state.play(move)
    assert client.get(f"/api/games/{created['id']}").json()["help"] == turn_help(state)
    ccc = client.post("/api/games", json={"game": "ccc", "same_screen": True}).json()
    assert "Collapse" in client.get(f"/api/games/{ccc['id']}").json()["help"][0]
