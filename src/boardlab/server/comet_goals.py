"""Playing comet through sentences: the players agree a goal in the game's conversation, and
every grand move and its outcome is told there as sentences.

A comet game created with ``"goal_by_agreement": true`` starts with no goal agreed: a player
proposes one (a built-in goal by name, or any goal of the goal language), another player accepts
it (or proposes another), and grand moves are refused until then (409). The proposal (sentence
100), the agreement (103), each grand move (141 with what it did, 113-116) and the result (104,
122) are posted in the game's chat as encoded sentences, so each reader sees them in their own
language; a player may also make a grand move by sending its sentence (111 "move all X D", or
141 naming their own seat) in the chat.

The state is kept in the ``comet_goals`` table (migration 0009): the phase, the goal proposed
and by which seat, and how many steps the conversation has told.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field
from sqlalchemy import insert, select, update

from boardlab.core.errors import BoardlabError
from boardlab.core.registry import load
from boardlab.games.comet.goals import BUILTIN_GOALS, resolve_goal
from boardlab.sentences import Sentence, SentenceError, decode, encode
from boardlab.sentences.comet import GOAL as GOAL_AGREED, grand_move_sentences, result_sentence
from boardlab.server.account_routes import account_credential
from boardlab.server.errors import Conflict, Forbidden, Unprocessable
from boardlab.server.live import Listeners
from boardlab.server.live_game import HUMAN, Credential
from boardlab.server.players import Chat
from boardlab.server.service import GameService
from boardlab.server.refusals import GameName
from boardlab.server.storage import comet_goals_table

PROPOSING, AGREED = "proposing", "agreed"
PROPOSE_GOAL, GRAND_MOVE, SEAT_GRAND_MOVE = 100, 111, 141


class GoalProposal(BaseModel):
    """A goal proposed: a built-in goal's name or a goal of the goal language."""

    goal: str = Field(max_length=1000, description="e.g. 'squares-in-line' or 'adjacent(7, 9) and in(1, corners)'.")


@dataclass
class GoalTalk:
    """A comet game's goal talk as stored."""

    phase: str
    goal: str | None
    proposer: str | None
    told: int


class CometGoals:
    """The goal talks of comet games, and the conversation's sentences about their grand moves."""

    def __init__(self, service: GameService, listeners: Listeners) -> None:
        self.service = service
        self.store = service.store
        self.listeners = listeners
        self.chat = Chat(service.store)
        service.on_change(self._told)

    def talk(self, game_id: str) -> GoalTalk | None:
        """The game's goal talk (``None``: a goal fixed when it was created)."""
        with self.store.reading() as connection:
            row = connection.execute(select(comet_goals_table).where(comet_goals_table.c.game_id == game_id)).first()
        return None if row is None else GoalTalk(row.phase, row.goal, row.proposer, row.told)

    def open(self, game_id: str) -> None:
        """Start a new game's talk: no goal agreed, nothing told."""
        with self.store.writing() as connection:
            connection.execute(insert(comet_goals_table).values(game_id=game_id, phase=PROPOSING, goal=None,
                                                                proposer=None, told=0, updated_at=datetime.now(UTC)))

    def state(self, game_id: str) -> dict[str, Any]:
        """What a page shows: the phase, the goal (formula) and its sentence, who proposed it."""
        view, _seat = self.service.view_and_seat(game_id)
        if view["game"] != "comet":
            raise Unprocessable("goal-not-comet", game=GameName(view["game"]))
        talk = self.talk(game_id)
        if talk is None or talk.phase == AGREED:
            goal = str(load("comet", **view["options"]).goal)   # type: ignore[attr-defined]
            return {"phase": AGREED, "goal": goal, "proposer": None, "sentence": encode(GOAL_AGREED, goal),
                    "builtins": _builtins()}
        sentence = encode(PROPOSE_GOAL, talk.goal) if talk.goal else None
        return {"phase": PROPOSING, "goal": talk.goal, "proposer": talk.proposer, "sentence": sentence,
                "builtins": _builtins()}

    def propose(self, game_id: str, credential: Credential, text: str) -> dict[str, Any]:
        """``credential``'s seat proposes a goal (replacing any earlier proposal)."""
        seat, user_id = self._seat_proposing(game_id, credential)
        try:
            goal = str(resolve_goal(text))
        except (BoardlabError, ValueError) as error:
            raise Unprocessable("goal-invalid", detail=str(error)) from None
        self._set(game_id, goal=goal, proposer=seat)
        self._say(game_id, seat, user_id, encode(PROPOSE_GOAL, goal))
        return self._tell(game_id)

    def accept(self, game_id: str, credential: Credential) -> dict[str, Any]:
        """``credential``'s seat accepts the proposal of another seat: the goal is the game's."""
        seat, user_id = self._seat_proposing(game_id, credential)
        talk = self.talk(game_id)
        assert talk is not None
        if talk.goal is None:
            raise Conflict("goal-none-proposed")
        if talk.proposer == seat:
            raise Forbidden("goal-own-proposal")
        row = self.store.get(game_id)
        assert row is not None
        options = {**row.options, "goal": talk.goal}
        self.service.forget(game_id)            # the rules are loaded again with the agreed goal
        if not self.store.change(game_id, row.version, options=json.dumps(options)):
            raise Conflict("changed-try-again")
        self._set(game_id, phase=AGREED)
        self.service.forget(game_id)
        self._say(game_id, seat, user_id, encode(GOAL_AGREED, talk.goal))
        self.service.announce(game_id)
        return self._tell(game_id)

    def refuse_move(self, game_id: str) -> None:
        """409 while the game's goal is not agreed."""
        talk = self.talk(game_id)
        if talk is not None and talk.phase == PROPOSING:
            raise Conflict("goal-not-agreed")

    def move_of(self, game_id: str, seat: str, text: str) -> str | None:
        """The grand move a chat message makes, if it is exactly one grand-move sentence (111, or
        141 naming the sender's own seat) in a comet game; else ``None``."""
        if "\u2604" not in text:
            return None
        try:
            found = decode(text)
        except SentenceError:
            return None
        if len(found) != 1 or text.strip() != text[found[0].start:found[0].end]:
            return None
        sentence: Sentence = found[0]
        if sentence.number == GRAND_MOVE:
            return sentence.parameters[0]
        if sentence.number == SEAT_GRAND_MOVE and sentence.parameters[0] == seat:
            return sentence.parameters[1]
        return None

    # --- inside ------------------------------------------------------------------------------

    def _seat_proposing(self, game_id: str, credential: Credential) -> tuple[str, int | None]:
        seat, user_id = self.service.seat_holder(game_id, credential)
        talk = self.talk(game_id)
        if talk is None or talk.phase != PROPOSING:
            raise Conflict("goal-already-agreed")
        return seat, user_id

    def _set(self, game_id: str, **values: Any) -> None:
        with self.store.writing() as connection:
            connection.execute(update(comet_goals_table).where(comet_goals_table.c.game_id == game_id)
                               .values(updated_at=datetime.now(UTC), **values))

    def _say(self, game_id: str, seat: str, user_id: int | None, text: str) -> None:
        message = self.chat.post(game_id, seat, user_id, text)
        self.listeners.publish(game_id, {"chat": message})

    def _tell(self, game_id: str) -> dict[str, Any]:
        state = self.state(game_id)
        self.listeners.publish(game_id, {"goal": state})
        return state

    def _told(self, game_id: str, view: dict[str, Any]) -> None:
        """After a change of a game with a goal talk: tell each new grand move and the result."""
        if view.get("game") != "comet":
            return
        talk = self.talk(game_id)
        if talk is None or view["step"] <= talk.told:
            if talk is not None and view["step"] < talk.told:   # taken back: tell from there again
                self._set(game_id, told=view["step"])
            return
        rules = load("comet", **view["options"])
        state = rules.from_position(view["start_position"])
        for number, step in enumerate(view["steps"]):
            before, state = state, state.play(step)
            if number >= talk.told:
                self._say(game_id, before.to_move, None, " ".join(grand_move_sentences(before.to_move, state.report)))
        result = result_sentence(view["winner"]) if view["is_over"] else None
        if result:
            self._say(game_id, before.to_move, None, result)
        self._set(game_id, told=view["step"])


def _builtins() -> list[dict[str, str]]:
    """The built-in goals, each with its sentence (shown in words by the page)."""
    return [{"name": name, "goal": str(resolve_goal(name)), "sentence": encode(PROPOSE_GOAL, str(resolve_goal(name)))}
            for name in BUILTIN_GOALS]


def comet_goal_routes(app: FastAPI, service: GameService, listeners: Listeners) -> CometGoals:
    """Add the goal talk's routes: the state, propose, accept."""
    goals = CometGoals(service, listeners)

    def credential(request: Request) -> Credential:
        header = request.headers.get("authorization", "")
        bearer = header[7:].strip() if header.lower().startswith("bearer ") else None
        return account_credential(request.app.state.accounts, request, bearer)

    @app.get("/api/games/{game_id}/goal", tags=["comet"])
    def goal_state(game_id: str) -> dict[str, Any]:
        """A comet game's goal: ``phase`` (``proposing`` or ``agreed``), the ``goal`` (proposed
        or agreed, in the goal language), the ``proposer`` seat, its ``sentence`` (shown in
        words by the page) and the ``builtins`` to choose from."""
        return goals.state(game_id)

    @app.post("/api/games/{game_id}/goal/propose", tags=["comet"])
    def propose(game_id: str, body: GoalProposal, request: Request) -> dict[str, Any]:
        """Propose a goal (a player's seat token, or account); told in the chat as sentence 100."""
        return goals.propose(game_id, credential(request), body.goal)

    @app.post("/api/games/{game_id}/goal/accept", tags=["comet"])
    def accept(game_id: str, request: Request) -> dict[str, Any]:
        """Accept the other player's proposal: the goal is agreed (sentence 103) and grand moves
        may start."""
        return goals.accept(game_id, credential(request))

    return goals


def check_goal_by_agreement(game: str, players: dict[str, str]) -> None:
    """422 unless a game whose goal is to be agreed is comet between people only."""
    if game != "comet":
        raise Unprocessable("goal-agreement-not-comet", game=GameName(game))
    if any(spec != HUMAN for spec in players.values()):
        raise Unprocessable("goal-agreement-computer")
