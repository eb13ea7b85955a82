"""Fair play: no engine help for anyone in a game between two people while it goes on.

A game is *between two people* when two of its seats are human and either the seats belong to
different accounts, or a seat's token was handed out (an invitation link, the lobby, any game
not created as ``same_screen``). While such a game runs, its hint and its computer review are
refused, and so is any analysis (the analysis board and ``/api/analyse``) of a position equal
to its current one, whoever asks. A game played on one screen, a game against the computer and
every finished game keep every help, and so does a game played together (comet): the two
people there have no opponent to gain on.

Positions are compared without their turn counter (every game's position string ends with it):
the same placement reached by another move order is the same position. A game still at its
start position is not indexed: its position is no secret, and the analysis board opens on it.

>>> import boardlab
>>> position_key(boardlab.load("comet").start())
('comet', 'c7,e7,g7,c5,e5,g5,c3,e3,g3 p1')
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Mapping

from boardlab.core.game import State
from boardlab.server.storage import GameRow

#: Why engine help is refused; the one place this text lives (the page shows it as it is).
REFUSAL = ("no engine help in a game between two people while it goes on: hints, the computer review "
           "and analysis of its position come back when it ends")
#: The rule as the rules pages state it (Markdown).
RULE = """## Fair play on this site

While a game between two people goes on, nobody gets engine help for it: no hint, no computer
review, and no analysis of its current position (the analysis board and the analysis API refuse
it, whoever asks). A game is between two people when its seats belong to different accounts, or
when a seat was handed out by an invitation link or the lobby. A game played by both sides on one
screen, a game against the computer, a game played together and every finished game keep every help.
"""
_HUMAN = "human"
_TURN_COUNTER = re.compile(r"\s+\d+\s*$")


def between_two_people(row: GameRow, seat_users: Mapping[str, int]) -> bool:
    """Whether ``row``'s game is played by two people: two human seats, not a same-screen game
    (or one whose seats went to different accounts since).

    >>> row = GameRow(id="x", game="c1", options={}, start_position=None,
    ...               players={"black": "human", "white": "human"}, same_screen=True)
    >>> between_two_people(row, {}), between_two_people(row, {"black": 1, "white": 2})
    (False, True)
    """
    humans = [seat for seat, spec in row.players.items() if spec == _HUMAN]
    if len(humans) < 2:
        return False
    if not row.same_screen:
        return True
    return len({seat_users[seat] for seat in humans if seat in seat_users}) > 1


def position_key(state: State) -> tuple[str, str]:
    """The game's name and its position without the turn counter (see the module docstring)."""
    return state.game.name, _TURN_COUNTER.sub("", state.position())


class RunningPositions:
    """The current position of every running game between two people, by game id.

    The service tells it of every game it reads or changes (:meth:`track`); the games already
    running when the server starts are read once, on the first question (``load_all``).
    """

    def __init__(self, load_all: Callable[[], Iterable[tuple[str, tuple[str, str] | None]]]) -> None:
        self._load_all = load_all
        self._keys: dict[str, tuple[str, str]] = {}
        self._loaded = False
        self._lock = threading.Lock()

    def track(self, game_id: str, key: tuple[str, str] | None) -> None:
        """Remember ``game_id``'s position ``key`` (``None``: it needs no guarding any more)."""
        with self._lock:
            if key is None:
                self._keys.pop(game_id, None)
            else:
                self._keys[game_id] = key

    def guarded(self, state: State) -> bool:
        """Whether ``state``'s position is the current position of a running game between two people."""
        self._load()
        key = position_key(state)
        with self._lock:
            return key in self._keys.values()

    def _load(self) -> None:
        if self._loaded:
            return
        found = list(self._load_all())   # outside the lock: it reads the database and rebuilds games
        with self._lock:
            for game_id, key in found:
                if key is not None:
                    self._keys.setdefault(game_id, key)
            self._loaded = True
