"""Puzzles in the web app: the pages ``/puzzles`` and ``/puzzles/{id}``, their API, the puzzle
ratings, and the puzzles mined from finished games.

The page sends the moves the player clicked; the server judges them (:func:`boardlab.puzzles.check`)
and gives the solution only once the puzzle is solved. A logged-in player's **first** answer to
each puzzle (solved, or wrong) changes their puzzle rating: openskill's Bradley-Terry model, as
for games (:func:`boardlab.server.players.updated`), against the puzzle's fixed rating
(:attr:`boardlab.puzzles.Puzzle.difficulty`; the puzzle's own rating is not changed). Later
tries are for practice and change nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from html import escape
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.responses import Response
from pydantic import BaseModel, Field
from sqlalchemy import insert, select, update

from boardlab.core.errors import BoardlabError
from boardlab.i18n import Texts, texts
from boardlab.puzzles import Puzzle, builtin_puzzles, check, missed_wins
from boardlab.server.account_routes import account_credential
from boardlab.server.errors import NotFound, Unprocessable, shorten
from boardlab.server.language import language_headers, page_response, request_language
from boardlab.server.live_game import AccountSeat
from boardlab.server.players import Rating, updated
from boardlab.server.refusals import rules_code
from boardlab.server.storage import (OVER, Store, mined_puzzles_table, puzzle_attempts_table, puzzle_ratings_table)

#: The deviation of a puzzle's fixed rating (small: the puzzle's difficulty is taken as known).
PUZZLE_DEVIATION = 100.0
#: The most moves an answer may hold (comet's longest goal is six grand moves).
MAX_ANSWER = 12


class Answer(BaseModel):
    """The moves a player clicked in a puzzle, from its position."""

    moves: list[str] = Field(min_length=1, max_length=MAX_ANSWER, description="Moves in the game's notation.")


class PuzzleStore:
    """Puzzle ratings, first answers and mined puzzles in a :class:`Store`'s database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def all(self) -> dict[str, Puzzle]:
        """Every puzzle: the shipped ones, then the mined ones (by id)."""
        found = dict(builtin_puzzles())
        with self.store.reading() as connection:
            for row in connection.execute(select(mined_puzzles_table).order_by(mined_puzzles_table.c.created_at)):
                found[row.id] = Puzzle(row.id, row.game, row.kind, row.position, tuple(json.loads(row.solutions)),
                                       source=row.source_game_id)
        return found

    def get(self, puzzle_id: str) -> Puzzle:
        """The puzzle (raises :class:`NotFound` naming the id)."""
        puzzle = self.all().get(puzzle_id)
        if puzzle is None:
            raise NotFound("no-puzzle", id=repr(shorten(puzzle_id, 60)))
        return puzzle

    def rating(self, user_id: int) -> dict[str, Any]:
        """An account's puzzle rating, attempts and solved count (the start values before any)."""
        with self.store.reading() as connection:
            row = connection.execute(select(puzzle_ratings_table).where(puzzle_ratings_table.c.user_id == user_id)).first()
        if row is None:
            return {"rating": Rating().rating, "deviation": Rating().deviation, "attempts": 0, "solved": 0}
        return {"rating": row.rating, "deviation": row.deviation, "attempts": row.attempts, "solved": row.solved}

    def answered(self, user_id: int, puzzle: Puzzle, solved: bool) -> dict[str, Any]:
        """Count the account's answer if it is their first to this puzzle; the rating after it."""
        now = datetime.now(UTC)
        with self.store.writing() as connection:
            table = puzzle_attempts_table
            first = connection.execute(select(table.c.solved).where(table.c.user_id == user_id,
                                                                  table.c.puzzle_id == puzzle.id)).first() is None
            row = connection.execute(select(puzzle_ratings_table).where(puzzle_ratings_table.c.user_id == user_id)).first()
            mine = Rating(row.rating, row.deviation, row.attempts) if row else Rating()
            if not first:
                return {**self._summary(mine, row.solved if row else 0), "counted": False}
            after, _ = updated(mine, Rating(puzzle.difficulty, PUZZLE_DEVIATION), 1.0 if solved else 0.0)
            wins = (row.solved if row else 0) + int(solved)
            values = {"rating": after.rating, "deviation": after.deviation, "attempts": after.games, "solved": wins,
                      "updated_at": now}
            if row is None:
                connection.execute(insert(puzzle_ratings_table).values(user_id=user_id, **values))
            else:
                connection.execute(update(puzzle_ratings_table).where(puzzle_ratings_table.c.user_id == user_id)
                                   .values(**values))
            connection.execute(insert(table).values(user_id=user_id, puzzle_id=puzzle.id, solved=solved,
                                                    rating=after.rating, answered_at=now))
        return {**self._summary(after, wins), "counted": True}

    @staticmethod
    def _summary(rating: Rating, solved: int) -> dict[str, Any]:
        return {"rating": rating.rating, "deviation": rating.deviation, "attempts": rating.games, "solved": solved}

    def mine(self, game_ids: Iterable[str] | None = None) -> list[Puzzle]:
        """Mine the finished games (all, or those of ``game_ids``) for missed forced wins and keep
        the new puzzles; a game already mined gives nothing twice (ids are ``<game id>-<move>``)."""
        store, added = self.store, []
        known = set(self.all())
        for game_id in (game_ids if game_ids is not None else store.game_ids()):
            row = store.get(game_id)
            if row is None or row.status != OVER or row.start_position:
                continue   # a game from a set-up position is left out: its moves start elsewhere
            for puzzle in missed_wins(row.game, store.steps(game_id), game_id, row.options):
                if puzzle.id not in known:
                    added.append(puzzle)
        if added:
            now = datetime.now(UTC)
            with store.writing() as connection:
                connection.execute(insert(mined_puzzles_table), [
                    {"id": p.id, "game": p.game, "kind": p.kind, "position": p.position,
                     "solutions": json.dumps(list(p.solutions)), "source_game_id": p.source, "created_at": now}
                    for p in added])
        return added


def puzzle_routes(app: FastAPI, store: Store, limited: Callable[[str], Callable[[Request], None]]) -> None:
    """Add the puzzle pages and API to ``app``."""
    puzzles = PuzzleStore(store)
    app.state.puzzles = puzzles

    def user_of(request: Request) -> int | None:
        credential = account_credential(request.app.state.accounts, request, None)
        return credential.user_id if isinstance(credential, AccountSeat) else None

    @app.get("/api/puzzles", tags=["puzzles"])
    def puzzle_list(request: Request, game: str | None = None) -> dict[str, Any]:
        """The puzzles (of one game, if given) without their solutions, and the reader's rating."""
        listed = [p.public() for p in puzzles.all().values() if game is None or p.game == game]
        user_id = user_of(request)
        return {"puzzles": listed, "rating": puzzles.rating(user_id) if user_id is not None else None}

    @app.get("/api/puzzles/{puzzle_id}", tags=["puzzles"], responses={404: {"description": "No such puzzle"}})
    def puzzle_view(puzzle_id: str, request: Request, response: Response, moves: str = "", highlights: str = "",
                    selected: str | None = None, flipped: bool = False) -> dict[str, Any]:
        """A puzzle's position (after ``moves``, comma-separated, for a comet goal under way):
        its drawing with ``highlights`` marked (its words in the reader's language), its click
        paths, and no solution."""
        language = request_language(request)
        response.headers.update(language_headers(language))
        puzzle = puzzles.get(puzzle_id)
        state = _replayed(puzzle, [m for m in moves.split(",") if m])
        marks = [h for h in highlights.split(",") if h]
        return {**puzzle.public(), "to_move": state.to_move, "position": state.position(),
                "svg": state.svg(flipped=flipped, highlights=marks, selected=selected, language=language),
                "clicks": {} if state.is_over else state.clicks()}

    @app.post("/api/puzzles/{puzzle_id}/answer", tags=["puzzles"], dependencies=[Depends(limited("move"))],
              responses={404: {"description": "No such puzzle"}, 422: {"description": "A move the rules refuse"}})
    def answer(puzzle_id: str, body: Answer, request: Request, response: Response) -> dict[str, Any]:
        """Judge the moves clicked: ``solved`` (with the solution), ``continue`` or ``wrong``.
        A logged-in player's first final answer to the puzzle changes their puzzle rating."""
        puzzle = puzzles.get(puzzle_id)
        user_id = user_of(request)
        try:
            verdict = check(puzzle, body.moves)
        except BoardlabError as error:
            raise Unprocessable(rules_code(error), detail=str(error)) from None
        language = request_language(request)
        response.headers.update(language_headers(language))
        reply: dict[str, Any] = {"status": verdict.status, "svg": verdict.state.svg(language=language),
                                 "clicks": {} if verdict.state.is_over else verdict.state.clicks()}
        if verdict.status == "solved":
            reply["solution"] = list(verdict.solution)
        if user_id is not None and verdict.status != "continue":
            reply["rating"] = puzzles.answered(user_id, puzzle, verdict.status == "solved")
        return reply

    @app.get("/puzzles", include_in_schema=False)
    def puzzles_page(request: Request, game: str | None = None) -> Response:
        words = texts(request_language(request))
        shown = [p for p in puzzles.all().values() if game is None or p.game == game]
        return page_response(request, _list_page(words, shown))   # with the shared header (navigation.py)

    @app.get("/puzzles/{puzzle_id}", include_in_schema=False)
    def puzzle_page(puzzle_id: str, request: Request) -> Response:
        words = texts(request_language(request))
        return page_response(request, _puzzle_page(words, puzzles.get(puzzle_id)))


def _replayed(puzzle: Puzzle, moves: list[str]) -> Any:
    state = puzzle.state()
    try:
        for move in moves[:MAX_ANSWER]:
            state = state.play(move)
    except BoardlabError as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None
    return state


def _prompt(words: Texts, puzzle: Puzzle) -> str:
    """The task in words: whose move and what to find."""
    if puzzle.kind == "goal":
        return words.get("puzzle-goal-prompt", goal=puzzle.options["goal"], count=puzzle.length)
    seat = (puzzle.state().to_move or "").capitalize()
    return words.get(f"puzzle-{puzzle.kind}-prompt", seat=seat)


def _frame(words: Texts, title: str, body: str, script: str = "") -> str:
    scripts = "".join(f'<script src="/static/{name}"></script>\n' for name in script.split() if name)
    return f"""<!doctype html>
<html lang="{words.code}" dir="{words.direction}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{escape(title)} – boardlab</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/style.css">
</head>
<body>
  <header class="top">
    <h1><a href="/">boardlab</a></h1>
    <span class="where">{escape(title)}</span>
    <span style="flex:1"></span>
  </header>
{body}
{scripts}</body>
</html>
"""


def _list_page(words: Texts, shown: list[Puzzle]) -> str:
    rows = "\n".join(
        f'<li><a href="/puzzles/{escape(p.id)}">{escape(p.id)}</a> · {escape(_prompt(words, p))} · '
        f'{round(p.difficulty)}</li>' for p in shown)
    body = f"""  <main class="rules-page puzzles">
    <h1>{escape(words.get("puzzles-title"))}</h1>
    <p>{escape(words.get("puzzles-intro"))}</p>
    <p id="puzzle-rating" data-label="{escape(words.get("puzzles-your-rating"))}"></p>
    <ul class="puzzle-list">
{rows}
    </ul>
  </main>"""
    return _frame(words, words.get("puzzles-title"), body, "common.js puzzles.js")


def _puzzle_page(words: Texts, puzzle: Puzzle) -> str:
    messages = {key: words.get(f"puzzle-{key}") for key in ("solved", "continue", "wrong", "retry", "solution",
                                                             "rating", "unrated")}
    data = escape(json.dumps(messages), quote=True)
    body = f"""  <main class="game-layout" id="puzzle" data-puzzle="{escape(puzzle.id)}" data-words="{data}">
    <div class="board-wrap">
      <div class="board-scroll"><div id="board" aria-live="polite"></div></div>
    </div>
    <aside>
      <section class="card">
        <h2>{escape(words.get("puzzle-heading") + " " + puzzle.id)}</h2>
        <p class="status" id="prompt">{escape(_prompt(words, puzzle))}</p>
        <p class="notice" id="verdict" aria-live="polite"></p>
        <p class="error" id="error"></p>
        <div class="row"><button id="retry" class="hidden">{escape(messages["retry"])}</button>
        <a href="/rules/{escape(puzzle.game)}">{escape(words.get("puzzle-rules-link"))}</a></div>
      </section>
    </aside>
  </main>"""
    return _frame(words, words.get("puzzle-heading") + " " + puzzle.id, body, "common.js clicks.js puzzles.js")


__all__ = ["Answer", "PuzzleStore", "puzzle_routes"]
