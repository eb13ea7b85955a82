"""A game going on as the server holds it: its stored row with its rebuilt state (:class:`Live`),
and what can be read off it: who holds which seat, who has moved, whether it is rated and whether
engine help is refused in it.

Nothing here writes: :class:`boardlab.server.service.GameService` stores the changes.

>>> hash_token("abc")[:16]
'ba7816bf8f01cfea'
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from boardlab.core.game import Game, State
from boardlab.server.errors import Conflict, Forbidden
from boardlab.server.fairplay import between_two_people, position_key
from boardlab.server.refusals import Reason, Result
from boardlab.server.storage import GameRow

HUMAN = "human"
#: The result of a game aborted before a player's first move: nobody wins, and it is not rated.
ABORTED = "aborted"


def new_token() -> str:
    """An unguessable seat token (192 random bits)."""
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    """What the database keeps of a token: its SHA-256 (tokens are random, so no salt is needed)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class AccountSeat:
    """A logged-in account acting in a game, instead of a seat token: it acts for the seats
    linked to it (:meth:`GameService.claim`)."""

    user_id: int


#: What proves a seat: a seat token, or a logged-in account.
Credential = str | AccountSeat | None


@dataclass
class Live:
    """A game's row with its rebuilt state, as of ``row.version``."""

    row: GameRow
    rules: Game
    start: State
    state: State
    steps: list[str]
    seat_hashes: dict[str, str]
    #: The click targets of the last step(s) stored, for the page to mark the last move.
    last_targets: list[str] = field(default_factory=list)
    #: The account linked to each seat that has one.
    seat_users: dict[str, int] = field(default_factory=dict)
    view: dict[str, Any] | None = field(default=None, repr=False)
    text: str | None = field(default=None, repr=False)

    @property
    def is_over(self) -> bool:
        return self.row.result_winner is not None or self.state.is_over

    @property
    def winner(self) -> str | None:
        return self.row.result_winner or self.state.winner

    @property
    def reason(self) -> str | None:
        return self.row.result_reason if self.row.result_winner else self.state.reason

    @property
    def to_move(self) -> str | None:
        return None if self.is_over else self.state.to_move


def evolve(row: GameRow, **changes: Any) -> GameRow:
    """``row`` with ``changes``, one version later (what the database holds after them)."""
    data = {**row.__dict__, **changes, "version": row.version + 1}
    return GameRow(**data)


# --- seats -------------------------------------------------------------------------------------


def seat_of(live: Live, token: Credential) -> str | None:
    """The seat ``token`` holds in ``live``'s game (an account holding several: the one to move)."""
    if isinstance(token, AccountSeat):
        mine = [seat for seat, user in live.seat_users.items() if user == token.user_id]
        return live.to_move if live.to_move in mine else (mine[0] if mine else None)
    if not token:
        return None
    digest = hash_token(token)
    for seat, stored in live.seat_hashes.items():
        if hmac.compare_digest(stored, digest):
            return seat
    return None


def require_seat(live: Live, token: Credential) -> str:
    """The seat ``token`` holds; 403 without a token or with one holding no seat here."""
    if not token:
        raise Forbidden("token-needed")
    seat = seat_of(live, token)
    if seat is None:
        raise Forbidden("token-no-seat")
    return seat


def require_playing(live: Live) -> None:
    """409 when the game is over, saying how it ended."""
    if live.is_over:
        raise Conflict("game-over", result=Result(live.winner or ""), reason=Reason(live.reason or ""))


def has_moved(start: State, steps: Sequence[str], seat: str | None) -> bool:
    """Whether ``seat`` completed a turn in ``steps`` from ``start`` (replayed only up to its
    first turn: a few steps in any game where the seats take turns)."""
    state = start
    for step in steps:
        mover, before = state.to_move, len(state.turns)
        state = state.play(step)
        if mover == seat and len(state.turns) > before:
            return True
    return False


def abortable(live: Live) -> list[str]:
    """The human seats that may still abort the game: it goes on and they have not moved yet."""
    if live.is_over:
        return []
    return [seat for seat, spec in live.row.players.items()
            if spec == HUMAN and not (live.to_move == seat and live.state.turn_steps)
            and not has_moved(live.start, live.steps, seat)]


# --- ratings and fair play ---------------------------------------------------------------------


def rated(live: Live) -> bool:
    """Whether the game counts for ratings, as its label shows: asked for when it was created,
    its two seats held by two different accounts, and not aborted (players.py counts the same)."""
    users = [live.seat_users.get(seat) for seat in live.rules.seats]
    two_accounts = len(users) == 2 and None not in users and len(set(users)) == 2
    return live.row.rated and two_accounts and live.row.result_winner != ABORTED


def help_refused(live: Live) -> bool:
    """Whether engine help is refused in ``live``'s game now: one between two people going on,
    not played together (see :mod:`boardlab.server.fairplay`)."""
    return not (live.is_over or live.rules.cooperative) and between_two_people(live.row, live.seat_users)


def guarded_key(live: Live) -> tuple[str, str] | None:
    """The position a running game between two people guards from analysis (``None``: none;
    a game not yet moved guards nothing: its start is public)."""
    return position_key(live.state) if live.steps and help_refused(live) else None
