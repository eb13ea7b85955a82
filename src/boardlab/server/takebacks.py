"""Takebacks: a seat asks to take back its last turn (and any steps played after it).

With no other human seat (against the computer, or alone) the turn is taken back at once;
otherwise the request waits for another seat to answer, and any move withdraws it. The request
is a column of the game (``takeback_offer``), so every process sees it.

:class:`Takebacks` is a collaborator of :class:`~boardlab.server.service.GameService`: it works
under the service's per-game locks and stores through it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from boardlab.server.errors import Conflict
from boardlab.server.game_clocks import clocks_taken_back
from boardlab.server.game_setup import replay_steps
from boardlab.server.live_game import HUMAN, Credential, Live, require_playing, require_seat
from boardlab.server.refusals import Seat
from boardlab.server.storage import PLAYING

if TYPE_CHECKING:
    from boardlab.server.service import GameService

#: ``hook(game_id, steps_kept, steps_removed)``, told of every takeback.
TakebackHook = Callable[[str, int, list[str]], None]


class Takebacks:
    """The takeback requests and answers of a :class:`GameService`'s games."""

    def __init__(self, games: GameService) -> None:
        self._games = games
        self._hooks: list[TakebackHook] = []

    def on_takeback(self, hook: TakebackHook) -> None:
        """Call ``hook(game_id, steps_kept, steps_removed)`` when a takeback removes steps.

        It runs under the game's lock, after the steps are removed from the database and before
        the new view is published: the place for per-step state kept elsewhere (clocks restore
        the remaining times of the position the game goes back to).
        """
        self._hooks.append(hook)

    def request(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Ask to take back the token's seat's last turn (see :meth:`GameService.takeback`)."""
        games = self._games
        with games.lock(game_id):
            live = games.current(game_id)  # a player out of time has lost: nothing to take back
            seat = require_seat(live, token)
            require_playing(live)
            keep = last_turn_start(live, seat)
            humans = [s for s in live.rules.seats if s != seat and live.row.players.get(s, HUMAN) == HUMAN]
            if not humans:
                return self._take_back(live, keep)
            offer = live.row.takeback_offer
            if offer == seat:
                return games.view_of(live)
            if offer is not None:
                raise Conflict("takeback-pending", seat=Seat(offer))
            return games.change(live, takeback_offer=seat)

    def answer(self, game_id: str, token: Credential, accept: bool) -> dict[str, Any]:
        """Accept or decline another seat's takeback request (the asking seat may withdraw it
        by declining)."""
        games = self._games
        with games.lock(game_id):
            live = games.current(game_id)
            seat = require_seat(live, token)
            require_playing(live)
            offer = live.row.takeback_offer
            if offer is None:
                raise Conflict("takeback-none")
            if not accept:
                return games.change(live, takeback_offer=None)
            if offer == seat:
                raise Conflict("takeback-own")
            return self._take_back(live, last_turn_start(live, offer))

    def _take_back(self, live: Live, keep: tuple[int, int]) -> dict[str, Any]:
        """Remove the stored steps from number ``keep[0]`` on (and the notes of turns from
        ``keep[1]`` on), in one guarded transaction, then tell the hooks and the listeners.

        In a timed game the time already used stays used (:func:`clocks_taken_back`)."""
        games = self._games
        steps, turns = keep
        row = live.row
        state = replay_steps(live.start, live.steps[:steps], {})
        removed = live.steps[steps:]
        now = datetime.now(UTC)
        clocks = clocks_taken_back(live, steps, state.to_move, now)
        if not games.store.truncate_steps(row.id, row.version, steps, turns, status=PLAYING, to_move=state.to_move,
                                          updated_at=now, **clocks):
            games.uncache(row.id)
            raise Conflict("changed-meanwhile")
        games.uncache(row.id)
        for hook in self._hooks:
            hook(row.id, steps, removed)
        return games.publish(games.loaded(row.id))


def last_turn_start(live: Live, seat: str) -> tuple[int, int]:
    """Where ``seat``'s last turn (completed or in progress) starts: the number of steps and of
    completed turns before it. 409 when the seat has not played yet."""
    state, start = live.start, None
    for number, step in enumerate(live.steps):
        if not state.turn_steps and state.to_move == seat:     # a turn of ``seat`` starts here
            start = (number, len(state.turns))
        state = state.play(step)
    if start is None:
        raise Conflict("takeback-nothing", seat=Seat(seat))
    return start
