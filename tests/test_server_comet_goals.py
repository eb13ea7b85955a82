"""Comet through sentences: a game that starts with no goal, goals proposed and accepted through
the API, grand moves refused until then, and the conversation telling it all in sentences
(a grand move can be made by sending its sentence)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.sentences import encode
from boardlab.sentences.rendering import render_text
from boardlab.server import create_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def new_game(client: TestClient) -> tuple[str, dict[str, str], dict[str, str]]:
    created = client.post("/api/games", json={"game": "comet", "goal_by_agreement": True})
    assert created.status_code == 201, created.text
    seats = created.json()["seats"]
    return (created.json()["id"], {"Authorization": f"Bearer {seats['p1']['token']}"},
            {"Authorization": f"Bearer {seats['p2']['token']}"})


def said(client: TestClient, game_id: str, language: str = "en") -> list[tuple[str, str]]:
    return [(m["seat"], render_text(m["text"], language)) for m in client.get(f"/api/games/{game_id}/chat").json()]


def test_grand_moves_wait_until_a_goal_is_proposed_and_accepted(client: TestClient) -> None:
    game_id, first, second = new_game(client)
    state = client.get(f"/api/games/{game_id}/goal").json()
    assert state["phase"] == "proposing" and state["goal"] is None and len(state["builtins"]) >= 10
    early = client.post(f"/api/games/{game_id}/moves", json={"move": "prime-S", "ply": 0}, headers=first)
    assert early.status_code == 409 and "no goal is agreed yet" in early.json()["detail"]
    assert client.post(f"/api/games/{game_id}/goal/accept", headers=second).status_code == 409   # nothing proposed
    proposed = client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "squares-in-line"}, headers=first)
    assert proposed.json()["goal"] == "line(2, 5, 8)" and proposed.json()["proposer"] == "p1"
    assert client.post(f"/api/games/{game_id}/goal/accept", headers=first).status_code == 403     # not one's own
    other = client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "in(1, e5)"}, headers=second)
    assert other.json()["proposer"] == "p2"                                                      # another proposal
    agreed = client.post(f"/api/games/{game_id}/goal/accept", headers=first).json()
    assert agreed["phase"] == "agreed" and agreed["goal"] == "in(1, e5)"
    assert client.get(f"/api/games/{game_id}").json()["options"]["goal"] == "in(1, e5)"
    assert client.post(f"/api/games/{game_id}/moves", json={"move": "prime-S", "ply": 0}, headers=first).status_code == 200
    assert client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "squares-in-line"},
                       headers=first).status_code == 409                                         # agreed: fixed
    assert said(client, game_id)[:3] == [
        ("p1", "I propose this goal: pieces 2, 5, and 8 in one straight line."),
        ("p2", "I propose this goal: piece 1 on e5."),
        ("p1", "The agreed goal: piece 1 on e5.")]


def test_bad_proposals_and_games_that_cannot_agree_are_refused(client: TestClient) -> None:
    game_id, first, _second = new_game(client)
    bad = client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "adjacent(10, 11)"}, headers=first)
    assert bad.status_code == 422 and bad.json()["detail"].startswith("goal: ")
    assert client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "in(1, e5)"}).status_code == 403
    for body, problem in (({"game": "c1", "goal_by_agreement": True}, "only comet games agree their goal"),
                          ({"game": "comet", "goal_by_agreement": True, "players": {"p2": "random"}},
                           "every seat must be a person")):
        refused = client.post("/api/games", json=body)
        assert refused.status_code == 422 and problem in refused.json()["detail"]
    fixed = client.post("/api/games", json={"game": "comet", "options": {"goal": "squares-in-line"}}).json()
    state = client.get(f"/api/games/{fixed['id']}/goal").json()
    assert state["phase"] == "agreed" and state["sentence"] == encode(103, "line(2, 5, 8)")


def test_the_conversation_tells_each_grand_move_and_the_result_and_takes_sentences_as_moves(
        client: TestClient) -> None:
    game_id, first, second = new_game(client)
    client.post(f"/api/games/{game_id}/goal/propose", json={"goal": "squares-in-line"}, headers=first)
    client.post(f"/api/games/{game_id}/goal/accept", headers=second)
    client.post(f"/api/games/{game_id}/moves", json={"move": "prime-S", "ply": 0}, headers=first)
    wrong_turn = client.post(f"/api/games/{game_id}/chat", json={"text": encode(111, "prime-S")}, headers=first)
    assert wrong_turn.status_code == 403 and "p2's turn" in wrong_turn.json()["detail"]
    by_sentence = client.post(f"/api/games/{game_id}/chat", json={"text": encode(111, "prime-S")}, headers=second)
    assert by_sentence.status_code == 201
    game = client.get(f"/api/games/{game_id}").json()
    assert game["moves"] == ["prime-S", "prime-S"] and game["winner"] == "solved"
    assert said(client, game_id)[2:] == [
        ("p1", "Player 1: move all prime-numbered pieces south. Pieces 1, 2, 3, 5, and 7 moved."),
        ("p2", "Move all prime-numbered pieces south."),
        ("p2", "Player 2: move all prime-numbered pieces south. Pieces 2 and 7 moved. "
               "Pieces 1, 3, and 5 could not move: the square was occupied."),
        ("p2", "This goal is reached!")]
    japanese = said(client, game_id, "ja")
    assert japanese[-1][1] == render_text(encode(104), "ja") != "This goal is reached!"
    greeting = client.post(f"/api/games/{game_id}/chat", json={"text": encode(1) + " gg"}, headers=first)
    assert greeting.status_code == 201                                                          # just talk
