"""Rematches: offers, their answers and the new games they start.

A rematch between two people is offered by one and accepted by the other; no
game exists before that. An offer lives in memory, beside the players' open game pages: it lapses
when either player leaves the game's page (the last connection of their seat closes), and a
restart, which closes every page, ends every offer.

A game without a second person to ask (against the computer, or both seats on one screen) gets
its rematch at once (:meth:`boardlab.server.service.GameService.offer_rematch`). A rematch
starts from the same position with the seats rotated; each player keeps their token (or
account), which holds their new seat there.

>>> offers = RematchOffers()
>>> offers.arrive("g1", ["black"]); offers.arrive("g1", ["white"])
>>> offers.offer("g1", "black"); offers.get("g1")
'black'
>>> offers.leave("g1", ["white"])          # the other player's page closed: the offer lapses
True
>>> offers.get("g1") is None
True
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from boardlab.core.errors import BoardlabError
from boardlab.core.registry import load
from boardlab.server.errors import Conflict
from boardlab.server.fairplay import between_two_people
from boardlab.server.game_clocks import checked_time_control
from boardlab.server.game_setup import new_row
from boardlab.server.live_game import Credential, Live, require_seat
from boardlab.server.refusals import Seat

if TYPE_CHECKING:
    from boardlab.server.service import GameService


class RematchOffers:
    """Who offers a rematch in each finished game, and which seats have a page open there."""

    def __init__(self) -> None:
        self._offers: dict[str, str] = {}
        self._present: Counter[tuple[str, str]] = Counter()
        self._lock = threading.Lock()

    def get(self, game_id: str) -> str | None:
        """The seat offering a rematch in ``game_id``, if any."""
        with self._lock:
            return self._offers.get(game_id)

    def offer(self, game_id: str, seat: str) -> None:
        """``seat`` offers a rematch in ``game_id``."""
        with self._lock:
            self._offers[game_id] = seat

    def clear(self, game_id: str) -> bool:
        """Withdraw ``game_id``'s offer (accepted, declined or lapsed); whether there was one."""
        with self._lock:
            return self._offers.pop(game_id, None) is not None

    def arrive(self, game_id: str, seats: Iterable[str]) -> None:
        """A page holding ``seats`` opened ``game_id``."""
        with self._lock:
            for seat in seats:
                self._present[game_id, seat] += 1

    def leave(self, game_id: str, seats: Iterable[str]) -> bool:
        """A page holding ``seats`` closed; whether that made ``game_id``'s offer lapse (a seat
        left with no page of its own open)."""
        with self._lock:
            gone = False
            for seat in seats:
                self._present[game_id, seat] -= 1
                if self._present[game_id, seat] <= 0:
                    del self._present[game_id, seat]
                    gone = True
            return gone and self._offers.pop(game_id, None) is not None


@dataclass(frozen=True)
class RematchAnswer:
    """What a rematch request did: ``status`` 202 (offered: ``view`` is the finished game's),
    201 (started: the new game's view) or 200 (it existed); ``seat``: the caller's seat there."""

    status: int
    view: dict[str, Any]
    seat: str


class Rematches:
    """The rematch requests of a :class:`GameService`'s games: a collaborator working under the
    service's per-game locks and storing through it; the offers are its :class:`RematchOffers`."""

    def __init__(self, games: GameService) -> None:
        self._games = games
        self.offers = RematchOffers()

    def offer(self, game_id: str, token: Credential) -> RematchAnswer:
        """The token's seat asks for a rematch of a finished game (see :meth:`GameService.offer_rematch`)."""
        games = self._games
        with games.lock(game_id):
            live = games.current(game_id)
            seat = require_seat(live, token)
            if not live.is_over:
                raise Conflict("rematch-not-over")
            if live.row.rematch_id is not None or not between_two_people(live.row, live.seat_users):
                return self._rematch_of(live, seat)
            offer = self.offers.get(game_id)
            if offer is not None and offer != seat:
                raise Conflict("rematch-pending", seat=Seat(offer))
            self.offers.offer(game_id, seat)
        games.tell_rematch_offer(game_id)
        return RematchAnswer(202, games.view(game_id), seat)

    def accept(self, game_id: str, token: Credential) -> RematchAnswer:
        """Accept the other player's rematch offer: the new game starts (201; 200 if it exists)."""
        games = self._games
        with games.lock(game_id):
            live = games.current(game_id)
            seat = require_seat(live, token)
            if live.row.rematch_id is not None:
                return self._rematch_of(live, seat)
            offer = self.offers.get(game_id)
            if offer is None:
                raise Conflict("rematch-none")
            if offer == seat:
                raise Conflict("rematch-own")
            self.offers.clear(game_id)   # before the game's change is told: the offer is spent
            return self._rematch_of(live, seat)

    def decline(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Decline the rematch offer (its own player withdraws it so); the game's view."""
        games = self._games
        with games.lock(game_id):
            live = games.current(game_id)
            require_seat(live, token)
            if not self.offers.clear(game_id):
                raise Conflict("rematch-none")
        games.tell_rematch_offer(game_id)
        return games.view(game_id)

    def _rematch_of(self, live: Live, seat: str) -> RematchAnswer:
        """The rematch of ``live``'s game for ``seat``: the existing one (200), else a new one (201)."""
        seats = list(live.rules.seats)
        moved = {seats[i]: seats[(i + 1) % len(seats)] for i in range(len(seats))}
        if live.row.rematch_id is not None:
            return RematchAnswer(200, self._games.view(live.row.rematch_id), moved[seat])
        return RematchAnswer(201, self._create_rematch(live, moved), moved[seat])

    def _create_rematch(self, live: Live, moved: dict[str, str]) -> dict[str, Any]:
        """A new game from the same start with the seats rotated (``moved``: old seat -> new seat).

        Each player keeps their token: it holds their new seat in the rematch. Call under the
        game's lock."""
        games = self._games
        try:
            options = live.rules.rematch_options(live.winner or "draw", moved, live.row.updated_at, datetime.now(UTC))
            rules = load(live.row.game, **options)
            start = rules.start() if live.row.start_position is None else rules.from_position(live.start.position())
        except BoardlabError as error:
            raise Conflict("rematch-refused", detail=str(error)) from None
        players = {moved[s]: spec for s, spec in live.row.players.items()}
        hashes = {moved[s]: digest for s, digest in live.seat_hashes.items()}
        row = new_row(rules, players, start, [], None, rematch_of=live.row.id, rated=live.row.rated,
                      control=checked_time_control(live.row.time_control))
        row.same_screen = live.row.same_screen
        games.store.create(row, hashes, [])
        for old_seat, user_id in live.seat_users.items():   # accounts keep their (swapped) seats
            games.store.link_seat(row.id, moved[old_seat], user_id)
        games.change(live, rematch_id=row.id)
        return games.publish(games.loaded(row.id))
