"""Puzzles: the collection, judging answers, the API (no solution before it is solved), puzzle
ratings, mining finished games, the migration, and the CLI."""

from __future__ import annotations

import doctest
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import inspect
from typer.testing import CliRunner

import boardlab
import boardlab.puzzles as puzzles_module
from boardlab.puzzles import COMET_LENGTHS, Puzzle, builtin_puzzles, check, missed_wins
from boardlab.server.app import create_app
from boardlab.server.puzzle_routes import PuzzleStore
from boardlab.server.storage import OVER, GameRow, Store

PASSWORD = "a long enough password"


def random_c1_game(plies: int, seed: int = 0) -> list[str]:
    """The first ``plies`` moves of a random C1 game (random play misses forced wins often)."""
    rng, state, moves = random.Random(seed), boardlab.load("c1").start(), []
    while len(moves) < plies and not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return moves


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://")) as test_client:
        yield test_client


def log_in(client: TestClient, name: str = "solver") -> dict[str, str]:
    answer = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return {"X-CSRF-Token": answer.json()["csrf"]}


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(puzzles_module)
    assert tried > 0 and failures == 0


def test_the_collection_holds_the_suites_wins_in_one_and_two_and_comets_goals() -> None:
    found = builtin_puzzles()
    for game in ("c1", "axiom", "cubes"):
        for kind in ("win1", "win2"):
            assert sum(1 for p in found.values() if p.game == game and p.kind == kind) >= 38
    assert {p.id for p in found.values() if p.kind == "goal"} == {f"comet-{goal}" for goal in COMET_LENGTHS}
    assert not any(p.kind in ("win3", "defence") for p in found.values())


@pytest.mark.parametrize("game", ["c1", "axiom", "cubes"])
def test_a_suites_solution_solves_and_another_legal_move_does_not(game: str) -> None:
    puzzle = next(p for p in builtin_puzzles().values() if p.game == game and p.kind == "win1")
    wrong = next(m for m in puzzle.state().legal_moves() if m not in puzzle.solutions)
    solved = check(puzzle, [puzzle.solutions[0]])
    assert solved.status == "solved" and solved.solution == (puzzle.solutions[0],)
    assert check(puzzle, [wrong]).status == "wrong" and check(puzzle, [wrong]).solution == ()


def test_a_comet_goal_is_solved_only_within_its_length() -> None:
    puzzle = builtin_puzzles()["comet-pyramids-adjacent"]       # squares-N prime-E prime-E prime-E
    line = ["squares-N", "prime-E", "prime-E", "prime-E"]
    assert [check(puzzle, line[:n]).status for n in range(1, 5)] == ["continue"] * 3 + ["solved"]
    assert check(puzzle, line).solution and len(check(puzzle, line).solution) == 4
    assert check(puzzle, ["rounds-S", "rounds-N", "rounds-S", "rounds-N"]).status == "wrong"


def test_an_answer_with_an_illegal_move_is_refused_naming_it() -> None:
    puzzle = builtin_puzzles()["c1-win1-1"]
    with pytest.raises(boardlab.IllegalMove, match="Zz9"):
        check(puzzle, ["Zz9-z8"])
    with pytest.raises(ValueError, match="at least one move"):
        check(puzzle, [])


# --- the API -------------------------------------------------------------------------------


def test_the_list_and_a_puzzle_show_no_solution(client: TestClient) -> None:
    listing = client.get("/api/puzzles?game=c1").json()
    assert listing["rating"] is None and len(listing["puzzles"]) == 80
    assert all("solutions" not in entry for entry in listing["puzzles"])
    view = client.get("/api/puzzles/c1-win1-1").json()
    assert view["svg"].startswith("<svg") and view["clicks"] and view["to_move"] == "black"
    assert "solutions" not in view and "solution" not in view


def test_a_wrong_answer_gets_no_solution_and_a_right_one_gets_it(client: TestClient) -> None:
    puzzle = builtin_puzzles()["c1-win1-1"]
    wrong = next(m for m in puzzle.state().legal_moves() if m not in puzzle.solutions)
    answer = client.post("/api/puzzles/c1-win1-1/answer", json={"moves": [wrong]}).json()
    assert answer["status"] == "wrong" and "solution" not in answer and "rating" not in answer
    answer = client.post("/api/puzzles/c1-win1-1/answer", json={"moves": [puzzle.solutions[1]]}).json()
    assert answer["status"] == "solved" and answer["solution"] == [puzzle.solutions[1]]


def test_a_comet_goal_goes_on_move_by_move_through_the_api(client: TestClient) -> None:
    first = client.post("/api/puzzles/comet-squares-in-line/answer", json={"moves": ["prime-S"]}).json()
    assert first["status"] == "continue" and "solution" not in first and first["clicks"]
    view = client.get("/api/puzzles/comet-squares-in-line?moves=prime-S&highlights=N,S&selected=prime").json()
    assert view["position"] != builtin_puzzles()["comet-squares-in-line"].position
    done = client.post("/api/puzzles/comet-squares-in-line/answer", json={"moves": ["prime-S", "prime-S"]}).json()
    assert done["status"] == "solved" and done["solution"] == ["prime-S", "prime-S"]


def test_bad_requests_are_refused_with_the_reason(client: TestClient) -> None:
    assert client.get("/api/puzzles/nonsense").status_code == 404
    assert "no puzzle 'nonsense'" in client.get("/api/puzzles/nonsense").json()["detail"]
    illegal = client.post("/api/puzzles/c1-win1-1/answer", json={"moves": ["Cz9-z8"]})
    assert illegal.status_code == 422 and "Cz9-z8" in illegal.json()["detail"]
    assert client.post("/api/puzzles/c1-win1-1/answer", json={"moves": []}).status_code == 422


def test_the_first_answer_to_a_puzzle_rates_the_account_and_later_ones_do_not(client: TestClient) -> None:
    headers = log_in(client)
    hard = builtin_puzzles()["c1-win2-1"]
    solved = client.post("/api/puzzles/c1-win2-1/answer", json={"moves": [hard.solutions[0]]}, headers=headers).json()
    assert solved["rating"]["counted"] and solved["rating"]["rating"] > 1500 and solved["rating"]["solved"] == 1
    again = client.post("/api/puzzles/c1-win2-1/answer", json={"moves": [hard.solutions[0]]}, headers=headers).json()
    assert not again["rating"]["counted"] and again["rating"]["rating"] == solved["rating"]["rating"]
    easy = builtin_puzzles()["c1-win1-2"]
    wrong = next(m for m in easy.state().legal_moves() if m not in easy.solutions)
    failed = client.post("/api/puzzles/c1-win1-2/answer", json={"moves": [wrong]}, headers=headers).json()
    assert failed["rating"]["counted"] and failed["rating"]["rating"] < solved["rating"]["rating"]
    listing = client.get("/api/puzzles?game=none").json()
    assert listing["rating"]["attempts"] == 2 and listing["rating"]["solved"] == 1 and listing["puzzles"] == []


def test_an_account_answer_without_the_csrf_header_is_refused(client: TestClient) -> None:
    log_in(client)
    answer = client.post("/api/puzzles/c1-win1-1/answer", json={"moves": ["Tf3-f4"]})
    assert answer.status_code == 403 and "X-CSRF-Token" in answer.json()["detail"]


def test_the_pages_are_served_in_words_of_the_language_layer(client: TestClient) -> None:
    listing = client.get("/puzzles")
    assert listing.status_code == 200 and '<a href="/puzzles/c1-win1-1">' in listing.text
    page = client.get("/puzzles/comet-pyramids-adjacent").text
    assert "Reach the goal pyramids-adjacent in 4 grand moves." in page and "clicks.js" in page
    assert client.get("/puzzles/nonsense").status_code == 404


# --- mining finished games -----------------------------------------------------------------


def test_mining_finds_the_forced_wins_a_player_missed() -> None:
    moves = random_c1_game(40)
    found = missed_wins("c1", moves, "g0")
    assert found, "random play misses wins early in this game"
    for puzzle in found:
        played = moves[int(puzzle.id.rsplit("-", 1)[1]) - 1]
        assert played not in puzzle.solutions
        assert check(puzzle, [puzzle.solutions[0]]).status == "solved" and check(puzzle, [played]).status == "wrong"


def test_a_game_whose_players_took_their_wins_gives_no_puzzle() -> None:
    state, moves = boardlab.load("c1").start(), []
    for _ in range(6):                    # a short opening: no forced win for anyone yet
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.play(move)
    assert missed_wins("c1", moves, "quiet") == []
    assert missed_wins("comet", ["rounds-N"], "comet game") == []     # a game without puzzles


def stored_game(store: Store, game_id: str, moves: list[str]) -> None:
    rules = boardlab.load("c1")
    store.create(GameRow(game_id, "c1", dict(rules.options), None, {"black": "human", "white": "human"},
                         status=OVER, step_count=len(moves), result_winner="white", result_reason="resigned"),
                 {}, moves)


def test_mining_a_database_keeps_new_puzzles_once_and_serves_them(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.db'}"
    store = Store(url)
    stored_game(store, "g0", random_c1_game(40))
    added = PuzzleStore(store).mine()
    assert added and all(p.source == "g0" for p in added)
    assert PuzzleStore(store).mine() == []                 # mined once only
    store.close()
    with TestClient(create_app(url)) as client:
        listed = {entry["id"]: entry for entry in client.get("/api/puzzles?game=c1").json()["puzzles"]}
        assert added[0].id in listed and listed[added[0].id]["source"] == "g0"
        answer = client.post(f"/api/puzzles/{added[0].id}/answer", json={"moves": [added[0].solutions[0]]}).json()
        assert answer["status"] == "solved"


def test_the_cli_mines_a_database(tmp_path: Path) -> None:
    from boardlab.cli import app

    url = f"sqlite:///{tmp_path / 'games.db'}"
    store = Store(url)
    stored_game(store, "g0", random_c1_game(40))
    store.close()
    result = CliRunner().invoke(app, ["puzzles", "mine", "--db", url, "--json"])
    assert result.exit_code == 0, result.output
    mined = json.loads(result.stdout)
    assert mined and all(entry["id"].startswith("g0-") for entry in mined)
    again = CliRunner().invoke(app, ["puzzles", "mine", "--db", url])
    assert again.exit_code == 0 and "0 new puzzles" in again.stdout


def test_the_migration_makes_the_puzzle_tables(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'fresh.db'}")
    tables = set(inspect(store.engine).get_table_names())
    assert {"puzzle_ratings", "puzzle_attempts", "mined_puzzles"} <= tables
    store.close()


def test_a_puzzle_without_a_known_kind_has_no_difficulty() -> None:
    with pytest.raises(ValueError, match="unknown puzzle kind 'win3'"):
        _ = Puzzle("x", "c1", "win3", "").difficulty
