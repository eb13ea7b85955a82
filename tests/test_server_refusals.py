"""Refusals in the reader's language with stable codes; every game's options, titles and end
reasons in words in every language (server/refusals.py, i18n/reasons.py, games.ftl)."""

from __future__ import annotations

import ast
import doctest
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab.i18n.reasons as reasons_module
import boardlab.server.refusals as refusals_module
from boardlab.core.registry import games, load
from boardlab.i18n import LANGUAGES, texts
from boardlab.i18n.reasons import patterns, reason_key, reason_text
from boardlab.server import create_app
from boardlab.server.language import LANGUAGE_COOKIE, bundle
from boardlab.server.fairplay import REFUSAL
from boardlab.server.refusals import UNEXPLAINED, Reason, Refusal, Result, is_code

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
SERVER = Path(refusals_module.__file__).parent
#: The exception classes whose first argument is a refusal's code.
REFUSALS = {"Refusal", "ServiceError", "TooManyRequests", "NotFound", "Forbidden", "Conflict", "Unprocessable",
            "Unavailable", "StoredGameBroken", "AccountError", "OverShare"}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


def test_the_doctests_run() -> None:
    for module in (refusals_module, reasons_module):
        failures, tried = doctest.testmod(module)
        assert tried > 0 and failures == 0, module.__name__


def refused(answer: Any, status: int, code: str) -> dict[str, str]:
    body = answer.json()
    assert answer.status_code == status and body["code"] == code, body
    return body


def test_refusals_come_in_the_readers_language_with_stable_codes(client: TestClient) -> None:
    game = client.post("/api/games", json={"game": "c1"}).json()
    black, white = game["seats"]["black"]["token"], game["seats"]["white"]["token"]
    path = f"/api/games/{game['id']}/moves"

    # Not your turn, asked in German (Accept-Language): English detail, German message, seats in words.
    answer = client.post(path, json={"move": "Cd1-d2", "ply": 0}, headers={"Authorization": f"Bearer {white}",
                                                                           "Accept-Language": "de-DE,de;q=0.9"})
    body = refused(answer, 403, "not-your-turn")
    assert body["detail"] == "it is black's turn; your token holds the white seat"
    assert body["message"] == "Schwarz ist am Zug; dein Token gehört zum Platz Weiß"
    assert answer.headers["content-language"] == "de"

    # The cookie's choice wins over the browser's: Japanese.
    client.cookies.set(LANGUAGE_COOKIE, "ja")
    body = refused(client.post(path, json={"move": "Cd1-d2", "ply": 7}, headers={"Authorization": f"Bearer {black}"}),
                   409, "stale-ply")
    assert body["message"] == "古い手です：対局は0手目ですが、手は7手目として送られました"
    client.cookies.delete(LANGUAGE_COOKIE)

    # A rule of the game: its English text inside a frame of the reader's words.
    answer = client.post(path, json={"move": "Cd1-d5", "ply": 0}, headers={"Authorization": f"Bearer {black}",
                                                                 "Accept-Language": "fr"})
    body = refused(answer, 422, "illegal-move")
    assert body["message"] == f"Ce coup n'est pas permis : {body['detail']}"

    # Pydantic's own check of the body, and a game over with its result and reason in words.
    body = refused(client.post(path, json={}, headers={"Accept-Language": "es"}), 422, "invalid-request")
    assert body["message"].startswith("La petición no es válida: ")
    client.post(f"/api/games/{game['id']}/resign", headers={"Authorization": f"Bearer {black}"})
    answer = client.post(path, json={"move": "Cd1-d2", "ply": 0}, headers={"Authorization": f"Bearer {white}",
                                                                           "Accept-Language": "ru"})
    body = refused(answer, 409, "game-over")
    assert body["detail"] == "the game is over: White wins (black resigned)"
    assert body["message"] == "Партия окончена: Победа: Белые (Сдались: Чёрные)"

    # English readers read the same words as before, seats said as seats.
    body = refused(client.get("/api/games/nosuchgame"), 404, "no-game")
    assert body["message"] == body["detail"] == "no game with id 'nosuchgame'"


def test_account_and_lobby_refusals_have_codes_too(client: TestClient) -> None:
    answer = client.post("/api/account/signup", json={"name": "a b!", "password": "correct horse battery"},
                         headers={"Accept-Language": "zh-CN"})
    body = refused(answer, 422, "username-invalid")
    assert body["message"] == "用户名为 3 到 24 个字母、数字、“_”或“-”"
    answer = client.post("/api/language", json={"code": "tlh"}, headers={"Accept-Language": "ar"})
    body = refused(answer, 422, "unknown-language")
    assert body["message"].startswith("لغة غير معروفة")


def test_no_refusal_in_the_server_is_an_english_sentence() -> None:
    """Every ``raise`` of a refusal gives a code its dictionaries have (or a computed one, such as
    :func:`rules_code`'s), never an English sentence or an f-string."""
    found: list[str] = []
    for path in sorted(SERVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            called = node.exc.func
            name = called.id if isinstance(called, ast.Name) else called.attr if isinstance(called, ast.Attribute) else ""
            if name not in REFUSALS or not node.exc.args:
                continue
            first = node.exc.args[0]
            if isinstance(first, ast.JoinedStr) or (isinstance(first, ast.Constant) and not is_code(first.value)):
                found.append(f"{path.name}:{node.lineno}")
    assert found == []


def test_the_english_words_are_the_apis_sentences() -> None:
    """The English dictionary says what the API always said: fair play's refusal is the view's."""
    assert texts("en").get("error-fair-play") == REFUSAL
    assert Refusal("game-over", result=Result("draw"), reason=Reason("both cones are surrounded")).message == \
        "the game is over: Draw (both cones are surrounded)"


def test_an_english_sentence_still_answers_in_a_frame() -> None:
    """Code written before refusals had codes (a branch merged later) still answers."""
    error = Refusal("something went wrong", status=409)
    assert (error.code, error.message, error.status) == (UNEXPLAINED, "something went wrong", 409)
    assert error.in_language("de") == "Abgelehnt: something went wrong"


# --- the games in words ------------------------------------------------------------------------


def test_every_option_of_every_game_has_a_name_and_help_in_every_language() -> None:
    missing: list[str] = []
    for name in games():
        rules = load(name)
        wanted = [f"games-title-{name}"]
        for spec in type(rules).option_specs:
            wanted += [f"option-{name}-{spec.name}", f"option-{name}-{spec.name}-help"]
            values = [*(spec.choices or ()), *(getattr(spec, "suggestions", None) or ())]
            wanted += [f"option-value-{name}-{spec.name}-{value}" for value in values]
        for code in LANGUAGES:
            missing += [f"{code}:{message_id}" for message_id in wanted if not texts(code).has(message_id)]
    assert missing == []
    english = texts("en")
    assert english.get("option-c1-move_limit") == "Turn limit" and "_" not in english.get("option-ccc-flat_rows")


def test_the_registry_offers_what_the_pages_name() -> None:
    """The option ids the words are kept under are those of the registry's API."""
    with TestClient(create_app("sqlite://")) as client:
        catalog = client.get("/api/registry").json()
    for game in catalog["games"]:
        for spec in game["options"]:
            assert texts("en").has(f"option-{game['name']}-{spec['name']}"), (game["name"], spec["name"])


#: End reasons as the games and the server say them (each template of games.ftl at least once).
REASONS = {
    "white resigned": ("reason-resigned", {"seat": "white"}),
    "p2 resigned; the game is abandoned": ("reason-resigned-abandoned", {"seat": "p2"}),
    "p1 gave up": ("reason-comet-gave-up", {"seat": "p1"}),
    "black offered a draw and white accepted": ("reason-draw-agreed", {"other": "black", "seat": "white"}),
    "white aborted the game before moving": ("reason-aborted", {"seat": "white"}),
    "black ran out of time": ("reason-time", {"seat": "black"}),
    "black ran out of time, and white cannot win": ("reason-time-cannot-win", {"seat": "black", "other": "white"}),
    "the move limit of 40 turns was reached": ("reason-move-limit", {"count": 40}),
    "black has no legal move": ("reason-no-legal-move", {"seat": "black"}),
    "white's sceptre reached the cube on c3 holding black's sceptre":
        ("reason-axiom-meeting", {"other": "white", "cell": "c3", "seat": "black"}),
    "both players have their two sceptres on one cube": ("reason-axiom-both-pairs", {}),
    "white put both sceptres on one cube": ("reason-axiom-own-pair", {"seat": "white"}),
    "both cones are surrounded": ("reason-c1-both-surrounded", {}),
    "black's cone is surrounded": ("reason-c1-surrounded", {"seat": "black"}),
    "the same position occurred 3 times": ("reason-c1-repetition", {"count": 3}),
    "both sides lost their last Pyramid in the same turn": ("reason-ccc-both-pyramids", {}),
    "white has no Pyramid left": ("reason-ccc-no-pyramid", {"seat": "white"}),
    "neither side can destroy an opposing Pyramid any more (only Pyramids can Attack, each side's on squares of "
    "its own colour)": ("reason-ccc-no-attack", {}),
    "black has no legal action": ("reason-no-action", {"seat": "black"}),
    "the goal holds: adjacent(7, 9)": ("reason-comet-solved", {"goal": "adjacent(7, 9)"}),
    "the move limit of 1 grand moves was reached without the goal": ("reason-comet-move-limit", {"count": 1}),
    "no grand move is allowed without blocking a piece at the edge": ("reason-comet-edge", {}),
    "white cannot make a legal move": ("reason-cubes-no-move", {"seat": "white"}),
    "the players' cubes are sealed in separate regions": ("reason-cubes-sealed", {}),
}


def test_every_end_reason_is_recognised_and_said_in_every_language() -> None:
    assert {found for found, _ in REASONS.values()} == {message_id for message_id, _, _ in patterns()}
    for reason, expected in REASONS.items():
        assert reason_key(reason) == expected, reason
        for code in LANGUAGES[1:]:
            said = reason_text(reason, code)
            assert said != reason and "resigned" not in said, (code, reason, said)
    assert reason_text("the record says so", "de") == "the record says so"    # unknown: as it is
    assert reason_text("white resigned", "ja") == "白が投了しました"


def test_the_rules_say_their_reasons_as_the_templates_expect() -> None:
    """Games played to their end by their own rules end with a reason a template knows."""
    for name, options in (("c1", {"move_limit": 2}), ("axiom", {"move_limit": 2}), ("ccc", {"move_limit": 2}),
                          ("cubes", {"move_limit": 2}), ("comet", {"move_limit": 1})):
        state = load(name, **options).start()
        while not state.is_over:
            state = state.play(sorted(state.legal_moves())[0])
        assert reason_key(state.reason) is not None, (name, state.reason)
        winner, reason = load(name, **options).resignation(load(name, **options).seats[0])
        assert reason_key(reason) is not None, (name, reason)


def test_the_pages_bundle_carries_the_reasons_but_not_the_refusals() -> None:
    found = bundle("de")
    assert ["reason-resigned", "^(.+?) resigned$", ["seat"]] in [list(entry[:2]) + [list(entry[2])]
                                                                   for entry in found["reasons"]]
    assert not [message_id for message_id in found["messages"] if message_id.startswith("error-")]
    assert found["messages"]["reason-resigned"] == "{seat} hat aufgegeben"
