"""Chat in comet circumflex sentences: the phrasebook in every language, encoding and rendering
through the API, and the strict check of chat messages (stored as the encoded text)."""

from __future__ import annotations

import doctest
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from boardlab.i18n import LANGUAGES
from boardlab.sentences import CATALOGUE, END, KEY, encode
from boardlab.sentences.rendering import render_text
from boardlab.server import create_app, sentence_routes

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def game_with_seats(client: TestClient) -> tuple[str, dict[str, Any]]:
    created = client.post("/api/games", json={"game": "c1"}).json()
    return created["id"], created["seats"]


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(sentence_routes)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phrasebook_lists_every_sentence_in_the_readers_language(client: TestClient, code: str) -> None:
    book = client.get("/api/sentences/phrasebook", headers={"Accept-Language": code}).json()
    assert book["language"] == code and book["dir"] == ("rtl" if code == "ar" else "ltr")
    numbers = [entry["number"] for entry in book["sentences"]]
    assert sorted(numbers) == sorted(n for n, spec in CATALOGUE.items() if not spec.retired)
    greeting = next(entry for entry in book["sentences"] if entry["number"] == 1)
    assert greeting["template"] == render_text(encode(1), code) and greeting["parameters"] == []
    where = next(entry for entry in book["sentences"] if entry["number"] == 118)
    assert where["parameters"] == [{"name": "piece", "type": "piece"}, {"name": "square", "type": "square"}]
    assert "{piece}" in where["template"] and "{square}" in where["template"]
    assert [value["value"] for value in book["values"]["direction"]] == ["N", "S", "E", "W"]
    assert len({value["label"] for value in book["values"]["piece"]}) == 9      # each piece named


def test_encoding_through_the_api_names_the_problem(client: TestClient) -> None:
    assert client.post("/api/sentences/encode", json={"number": 118, "parameters": ["7", "e5"]}).json() == {
        "text": f"{KEY}118|7|e5{END}"}
    for body, problem in (({"number": 999999}, "unknown sentence 999999"),
                          ({"number": 118, "parameters": ["7"]}, "sentence 118 takes 2 parameters, got 1"),
                          ({"number": 118, "parameters": ["10", "e5"]}, "parameter 1 (piece) of sentence 118")):
        answer = client.post("/api/sentences/encode", json=body)
        assert answer.status_code == 422 and problem in answer.json()["detail"], answer.text


def test_each_reader_sees_the_same_text_in_their_own_language(client: TestClient) -> None:
    text = "gg " + encode(5) + " — " + encode(118, 7, "e5")
    for code in ("ja", "ar"):
        answer = client.post("/api/sentences/render", json={"texts": [text]}, headers={"Accept-Language": code})
        parts = answer.json()["parts"][0]
        assert answer.json()["language"] == code
        assert [part["kind"] for part in parts] == ["text", "sentence", "text", "sentence"]
        assert parts[0]["text"] == "gg " and parts[2]["text"] == " — "
        assert parts[1]["text"] == render_text(encode(5), code) != render_text(encode(5), "en")
        assert parts[1]["code"] == encode(5) and parts[3]["code"] == encode(118, 7, "e5")   # the code, to copy
        assert parts[3]["number"] == 118 and "e5" in parts[3]["text"]


def test_rendering_shows_malformed_and_unknown_sentences_without_failing(client: TestClient) -> None:
    broken = f"a {KEY}118|7{END} b {KEY}999999{END}"
    parts = client.post("/api/sentences/render", json={"texts": [broken], "language": "en"}).json()["parts"][0]
    assert [part["kind"] for part in parts] == ["text", "malformed", "text", "malformed"]
    assert "takes 2 parameters" in parts[1]["problem"] and "at position 10" in parts[1]["problem"]
    assert "unknown sentence 999999" in parts[3]["text"]
    refused = client.post("/api/sentences/render", json={"texts": ["x"], "language": "tlh"})
    assert refused.status_code == 422 and "unknown language 'tlh'" in refused.json()["detail"]


def test_chat_stores_the_encoded_text_and_refuses_malformed_sentences(client: TestClient) -> None:
    game_id, seats = game_with_seats(client)
    token = seats["black"]["token"]
    said = "hello " + encode(1) + encode(34, "d4")           # free text with sentences pasted in
    posted = client.post(f"/api/games/{game_id}/chat", json={"text": said}, headers=bearer(token))
    assert posted.status_code == 201 and posted.json()["text"] == said
    assert client.get(f"/api/games/{game_id}/chat").json()[-1]["text"] == said      # stored as sent
    square = "(square) of sentence 118: a square is a file letter and a rank, e.g. e5 (AXIOM: b2.3) at position 12"
    for text, problem in ((f"ok {KEY}118|7|z{END}", square),
                          (f"{KEY}12", "a sentence key with no end mark at position 0"),
                          (f"{KEY}١{END}", "at position 3")):
        answer = client.post(f"/api/games/{game_id}/chat", json={"text": text}, headers=bearer(token))
        assert answer.status_code == 422, text
        assert answer.json()["detail"].startswith("the message has a malformed sentence: ")
        assert problem in answer.json()["detail"], answer.json()
    untouched = "e\u0302 and a lone \u2604 pass through"           # only the full key starts a sentence
    assert client.post(f"/api/games/{game_id}/chat", json={"text": untouched}, headers=bearer(token)).status_code == 201
    assert len(client.get(f"/api/games/{game_id}/chat").json()) == 2
