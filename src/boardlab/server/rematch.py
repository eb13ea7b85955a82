"""Rematch offers: a rematch between two people is offered by one and accepted by the other; no
game exists before that. An offer lives in memory, beside the players' open game pages: it lapses
when either player leaves the game's page (the last connection of their seat closes), and a
restart, which closes every page, ends every offer.

A game without a second person to ask (against the computer, or both seats on one screen) gets
its rematch at once (:meth:`boardlab.server.service.GameService.offer_rematch`).

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
