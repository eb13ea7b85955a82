"""The games served by the web app: the live-game cache and every change of a game.

The server is the only rules engine: every step goes through the game's ``State.play``. Each
game's rebuilt state is cached with the stored version it reflects; a change is written to the
database first (one transaction) and only then to the cache and to the live listeners.

:class:`GameService` keeps the cache, the per-game locks, the moves and declared results and the
listeners; its concerns each have their own module, which it delegates to:

- :mod:`~boardlab.server.errors`: the refusals and their HTTP statuses;
- :mod:`~boardlab.server.live_game`: a game held in memory, its seats and tokens;
- :mod:`~boardlab.server.game_setup`: checking and building new games (and imported records);
- :mod:`~boardlab.server.game_views`: the JSON view, its text and the SVG board;
- :mod:`~boardlab.server.game_clocks`: the clocks of a game going on;
- :mod:`~boardlab.server.takebacks` and :mod:`~boardlab.server.rematch`: those requests;
- :mod:`~boardlab.server.computer`, :mod:`~boardlab.server.fanout`, :mod:`~boardlab.server.keeper`,
  :mod:`~boardlab.server.jobs`: computer players, other processes, the clock keeper, jobs.
"""

from __future__ import annotations

import logging
import re
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from boardlab.ai import parse_agent
from boardlab.core.errors import BoardlabError, IllegalMove
from boardlab.core.game import State
from boardlab.core.records import Record
from boardlab.core.registry import load
from boardlab.server import game_views
from boardlab.server.computer import ComputerPlayers, Job
from boardlab.server.errors import Conflict, Forbidden, NotFound, ServiceError, StoredGameBroken, Unprocessable, shown
from boardlab.server.fairplay import RunningPositions
from boardlab.server.game_clocks import clocks_after, clocks_stopped, deadlines, flagged_seat, time_result
from boardlab.server.game_setup import catalog, describe, prepare, prepare_records, replay_steps, with_note
from boardlab.server.game_views import draw_state, record_of, state_at, view_options, with_clock
from boardlab.server.limits import ServerLimits, capped_agent
from boardlab.server.live_game import (HUMAN, ABORTED, AccountSeat, Credential, Live, abortable, evolve, guarded_key,
                                       has_moved, hash_token, help_refused, require_playing, require_seat, seat_of)
from boardlab.server.refusals import GameName, Reason, Seat, rules_code
from boardlab.server.rematch import RematchAnswer, Rematches
from boardlab.server.storage import OVER, PLAYING, GameRow, Store
from boardlab.server.takebacks import Takebacks

_CACHE_SIZE = 2000
_LOCK_STRIPES = 256
#: What a game id looks like (``secrets.token_urlsafe(8)``); anything else is unknown at once.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
log = logging.getLogger("boardlab.server")
#: The computer player that suggests a move when a game has no hint of its own.
HINT_AGENT = "easy"


class GameService:
    """Every operation of the HTTP API, independent of the web framework."""

    def __init__(self, store: Store, computers_mode: str = "thread", computer_workers: int = 1,
                 limits: ServerLimits | None = None) -> None:
        self.store = store
        self.limits = limits or ServerLimits()
        self.computers = ComputerPlayers(self._computer_moved, mode=computers_mode, workers=computer_workers)
        self.computers.on_start = self.start_computer_clock
        self._cache: OrderedDict[str, Live] = OrderedDict()
        self._cache_lock = threading.Lock()
        # A fixed set of locks shared out by game id: the table cannot grow, whatever ids are asked for.
        self._game_locks = tuple(threading.RLock() for _ in range(_LOCK_STRIPES))
        self._listeners: list[Callable[[str, dict[str, Any]], None]] = []
        self._move_checks: list[Callable[[str], None]] = []
        self._end_listeners: list[Callable[[GameRow, dict[str, int], str | None], None]] = []
        self._forget_hooks: list[Callable[[str], None]] = []
        self.running_positions = RunningPositions(self._running_keys)
        self.takebacks = Takebacks(self)
        self.rematches = Rematches(self)
        #: Who offers a rematch in each finished game (kept by :attr:`rematches`).
        self.rematch_offers = self.rematches.offers

    # --- plumbing ------------------------------------------------------------------------
    # ``lock``, ``loaded``, ``current``, ``change``, ``publish`` and ``uncache`` are also the
    # door of the service's collaborators (server/takebacks.py, server/rematch.py).

    def on_change(self, listener: Callable[[str, dict[str, Any]], None]) -> None:
        """Call ``listener(game_id, view)`` after every change of a game."""
        self._listeners.append(listener)

    def on_move(self, check: Callable[[str], None]) -> None:
        """Call ``check(game_id)`` before a player's move is played; it raises to refuse the move
        (a comet game whose goal is not agreed yet: ``server/comet_goals.py``)."""
        self._move_checks.append(check)

    def on_end(self, listener: Callable[[GameRow, dict[str, int], str | None], None]) -> None:
        """Call ``listener(row, seat_users, winner)`` once a game's result is stored (the ratings)."""
        self._end_listeners.append(listener)

    def _ended(self, live: Live) -> None:
        """Tell the end listeners that ``live``'s result has just been stored.

        The one place every game end passes: a move that ends the game (``_commit_steps``) and
        every declared result (``_finish``: resignation, agreed draw, a loss on time).
        """
        for listener in self._end_listeners:
            try:
                listener(live.row, dict(live.seat_users), live.winner)
            except Exception:  # noqa: BLE001 - the game's end is stored; a listener's failure must not undo the answer
                log.exception("a game-end listener failed for game %s", live.row.id)

    def close(self) -> None:
        """Stop the computer players and close the database."""
        self.computers.close()
        self.store.close()

    def lock(self, game_id: str) -> threading.RLock:
        """The lock serialising changes to ``game_id`` (shared with a few other games)."""
        return self._game_locks[zlib.crc32(game_id.encode("utf-8", "replace")) % _LOCK_STRIPES]

    def _remember(self, live: Live) -> None:
        self.running_positions.track(live.row.id, guarded_key(live))
        with self._cache_lock:
            self._cache[live.row.id] = live
            self._cache.move_to_end(live.row.id)
            while len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)

    def uncache(self, game_id: str) -> None:
        """Drop ``game_id`` from this process's cache (its next read replays it); unlike
        :meth:`forget` no other process is told."""
        with self._cache_lock:
            self._cache.pop(game_id, None)

    def loaded(self, game_id: str) -> Live:
        """The game as stored now, rebuilding its state only when the cache is behind."""
        row = self.store.get(game_id) if GAME_ID.fullmatch(game_id) else None
        if row is None:
            raise NotFound("no-game", id=shown(game_id))
        with self._cache_lock:
            cached = self._cache.get(game_id)
        if cached is not None and cached.row.version == row.version:
            return cached
        # One version later with as many steps: that change kept the steps (a move adds some, a
        # takeback removes some). After several changes (another process's), replay them.
        if cached is not None and cached.row.version + 1 == row.version and cached.row.step_count == row.step_count:
            live = Live(row, cached.rules, cached.start, cached.state, cached.steps, cached.seat_hashes,
                        cached.last_targets, cached.seat_users)
        else:
            live = self._rebuild(row)
        self._remember(live)
        return live

    def _rebuild(self, row: GameRow) -> Live:
        """Replay the stored steps (as many as ``row`` counts: later ones belong to a later version)."""
        steps = self.store.steps(row.id)[: row.step_count]
        try:
            rules = load(row.game, **row.options)
            start = rules.from_position(row.start_position) if row.start_position else rules.start()
        except BoardlabError as error:
            raise StoredGameBroken("stored-game-broken", id=row.id, detail=str(error)) from None
        notes = self.store.notes(row.id)
        try:
            before = replay_steps(start, steps[:-1], notes)
            state = replay_steps(before, steps[-1:], notes)
        except IllegalMove as error:
            raise StoredGameBroken("stored-game-unreplayable", id=row.id, detail=str(error)) from None
        last = before.clicks().get(steps[-1], []) if steps else []
        return Live(row, rules, start, state, steps, self.store.seat_hashes(row.id), last,
                    self.store.seat_users(row.id))

    def publish(self, live: Live) -> dict[str, Any]:
        """Cache the new version, tell the listeners and wake a computer player if it is its turn."""
        self._remember(live)
        view = self.view_of(live)
        for listener in self._listeners:
            listener(live.row.id, view)
        self._wake_computer(live)
        return view

    def _wake_computer(self, live: Live) -> None:
        seat = live.to_move
        if seat is None or live.row.players.get(seat, HUMAN) == HUMAN:
            return
        row = live.row
        spec = capped_agent(row.players[seat], self.limits)  # a game stored under looser limits
        self.computers.submit(Job(row.id, len(live.steps), seat, spec, row.game, row.options,
                                  row.start_position, tuple(live.steps)))

    def resume(self) -> int:
        """Wake the computer players of every unfinished game (after a restart); how many woke."""
        woken = 0
        for game_id in self.store.playing_ids(with_computers=True):
            try:
                live = self.loaded(game_id)
            except (ServiceError, BoardlabError):
                continue
            if live.to_move and live.row.players.get(live.to_move, HUMAN) != HUMAN:
                self._wake_computer(live)
                woken += 1
        return woken

    def _running_keys(self) -> list[tuple[str, tuple[str, str] | None]]:
        """The guarded position of every game going on (read once: see :class:`RunningPositions`)."""
        found = []
        for game_id in self.store.playing_ids():
            try:
                found.append((game_id, guarded_key(self.loaded(game_id))))
            except (ServiceError, BoardlabError):
                continue
        return found

    # --- fair play -----------------------------------------------------------------------

    def refuse_position(self, state: State) -> None:
        """403 when ``state``'s position is the current one of a running game between two people."""
        if self.running_positions.guarded(state):
            raise Forbidden("fair-play-position")

    # --- reading -------------------------------------------------------------------------

    @staticmethod
    def catalog() -> dict[str, Any]:
        """The games with their seats and options, and the computer players on offer."""
        return catalog()

    @staticmethod
    def describe(name: str, options: dict[str, Any]) -> dict[str, Any]:
        """A game's title, seats (they may depend on the options) and option specifications."""
        return describe(name, options)

    def view(self, game_id: str, token: Credential = None) -> dict[str, Any]:
        """The game as the API shows it; ``viewer_seat`` is the seat ``token`` holds, if any."""
        view, seat = self.view_and_seat(game_id, token)
        return {**self.with_clock(view), "rematch_offer": self.rematch_offers.get(game_id), "viewer_seat": seat}

    @staticmethod
    def with_clock(view: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
        """``view`` with its clocks as of ``now`` (the cached view keeps them as of the turn's start)."""
        return with_clock(view, now)

    def view_and_seat(self, game_id: str, token: Credential = None) -> tuple[dict[str, Any], str | None]:
        """The game's public view and the seat ``token`` holds (``None`` without one)."""
        live = self.current(game_id)
        return self.view_of(live), seat_of(live, token) if token else None

    def view_of(self, live: Live) -> dict[str, Any]:
        """The public JSON of a game (computed once per stored version: :func:`game_views.view_of`)."""
        return game_views.view_of(live, self.store.user_names)

    def view_text(self, view: dict[str, Any], viewer_seat: str | None = None, with_seat: bool = False) -> str:
        """``view`` as JSON text, serialised once per version (with ``viewer_seat`` if asked)."""
        with self._cache_lock:
            cached = self._cache.get(view["id"])
        return game_views.view_text(view, cached, self.rematch_offers.get(view["id"]), viewer_seat, with_seat)

    def svg(self, game_id: str, step: int | None = None, flipped: bool = False,
            selected: str | None = None, highlights: Iterable[str] = (), rotation: int | None = None,
            language: str = "en") -> str:
        """The game's board drawn by its renderer, now or after ``step`` steps, its words in
        ``language`` (see :func:`draw_state`)."""
        state = state_at(self.loaded(game_id), step)
        return draw_state(state, flipped, selected, highlights, rotation, language)

    @staticmethod
    def draw_state(state: State, flipped: bool = False, selected: str | None = None, highlights: Iterable[str] = (),
                   rotation: int | None = None, language: str = "en") -> str:
        """``state`` drawn by its game's renderer; a drawing option the game refuses is 422."""
        return draw_state(state, flipped, selected, highlights, rotation, language)

    @staticmethod
    def view_options_of(state: State) -> tuple[str, ...]:
        """The extra drawing options ``state``'s game accepts (see :func:`view_options`)."""
        return view_options(type(state))

    def hint(self, game_id: str) -> dict[str, Any]:
        """A suggested next step: the game's own :meth:`State.hint`, else the easy computer player's.

        Slow for some games: call it off the event loop. Anyone may ask.
        """
        live = self.current(game_id)
        require_playing(live)
        if help_refused(live):
            raise Forbidden("fair-play")
        state = live.state
        move, source = state.hint(), "game"
        if move not in state.legal_moves():
            move, source = parse_agent(HINT_AGENT).choose(state), "computer"
        return {"move": move, "clicks": state.clicks().get(move, []), "source": source,
                "to_move": state.to_move, "step": len(live.steps)}

    # --- creating ------------------------------------------------------------------------

    def create(self, name: str, options: dict[str, Any], players: dict[str, Any],
               position: str | None = None, record: str | None = None,
               rated: bool = False, time_control: str | None = None, same_screen: bool = False
               ) -> tuple[dict[str, Any], dict[str, str]]:
        """A new game; returns its view and the token of each human seat.

        Every problem (unknown game, option, seat or player, bad position, record or time
        control) raises :class:`Unprocessable` and stores nothing. A record whose header names
        its game is imported as that game, with the options its header gives. ``rated``: the
        game counts for the ratings of the accounts holding its seats when it ends (see
        :func:`~boardlab.server.game_setup.check_rated`). ``same_screen``: both seats are played from the caller's screen and
        no token is handed out, so engine help stays available (:mod:`boardlab.server.fairplay`).
        """
        row, tokens, steps, notes = self.prepare(name, options, players, position, record, rated, time_control,
                                                 same_screen)
        self.store.create(row, {seat: hash_token(token) for seat, token in tokens.items()}, steps, notes)
        return self.announce(row.id), tokens

    def prepare(self, name: str, options: dict[str, Any], players: dict[str, Any], position: str | None = None,
                record: str | None = None, rated: bool = False, time_control: str | None = None,
                same_screen: bool = False) -> tuple[GameRow, dict[str, str], list[str], dict[int, str]]:
        """A new game checked but not stored: its row, each human seat's token, its steps and notes.

        The caller stores it (:meth:`Store.create`, or within its own transaction) and then
        calls :meth:`announce`. Problems raise :class:`Unprocessable`.
        """
        return prepare(self.limits, name, options, players, position, record, rated, time_control, same_screen)

    def announce(self, game_id: str) -> dict[str, Any]:
        """Tell the listeners of a game just stored (and wake its computer player); its view."""
        return self.publish(self.loaded(game_id))

    # --- records -------------------------------------------------------------------------

    def record(self, game_id: str) -> str:
        """The game's record, header and moves, as its view shows it (what an export writes)."""
        live = self.loaded(game_id)
        return record_of(live, self.store.user_names(live.seat_users))

    def import_records(self, records: Sequence[Record]) -> list[tuple[str, dict[str, str]]]:
        """Store the game of every record, each seat human, all in one transaction.

        Returns each new game's id and the token of each seat. One bad record refuses them all:
        :class:`RecordError` names the record (from 1) and stores nothing.
        """
        prepared = prepare_records(records)
        self.store.create_many([game for game, _ in prepared])
        return [(game[0].id, tokens) for game, tokens in prepared]

    # --- changing ------------------------------------------------------------------------

    def play(self, game_id: str, token: Credential, move: str, ply: int, note: str | None = None) -> dict[str, Any]:
        """Play ``move`` (a step, or a whole turn with the step separator) for the token's seat.

        ``note`` is required when the move completes a turn after which the game asks for one
        (``State.note_due``, such as a CCC compliment) and refused otherwise.
        """
        with self.lock(game_id):
            live = self.current(game_id)
            seat = require_seat(live, token)
            require_playing(live)
            for check in self._move_checks:
                check(game_id)
            if ply != live.state.ply:
                raise Conflict("stale-ply", ply=live.state.ply, sent=ply)
            if seat != live.to_move:
                raise Forbidden("not-your-turn", to_move=Seat(live.to_move), seat=Seat(seat))
            return self._commit_steps(live, live.state.split_turn(move), note)

    def _commit_steps(self, live: Live, steps: list[str], note: str | None = None,
                      suggest_note: bool = False) -> dict[str, Any]:
        """Play and store ``steps`` with the note they call for (the game's suggestion if asked)."""
        state = live.state
        targets: list[str] = []
        for number, step in enumerate(steps):
            if state.is_over:
                raise Unprocessable("step-after-end", step=step, reason=Reason(state.reason or ""))
            clicks = live.view["clicks"] if number == 0 and live.view is not None else state.clicks()
            targets += [target for target in clicks.get(step, []) if target not in targets]
            try:
                state = state.play(step)
            except IllegalMove as error:
                raise Unprocessable(rules_code(error), detail=str(error)) from None
        if not steps:
            raise Unprocessable("empty-move")
        if suggest_note and state.note_due and not note:
            note = state.suggested_note() or "Well played."
        state, notes = with_note(state, note)
        row = live.row
        now = datetime.now(UTC)
        changes = {"status": OVER if state.is_over else PLAYING, "to_move": state.to_move,
                   "updated_at": now, **clocks_after(live, state, steps, now)}
        if not self.store.append_steps(row.id, row.version, len(live.steps), steps, notes, **changes):
            self.uncache(row.id)
            raise Conflict("changed-reload")
        new_row = evolve(row, step_count=row.step_count + len(steps), draw_offer=None, takeback_offer=None, **changes)
        after = Live(new_row, live.rules, live.start, state, live.steps + steps, live.seat_hashes, targets,
                     live.seat_users)
        if after.is_over:
            self._ended(after)
        return self.publish(after)

    def _computer_moved(self, job: Job, move: str) -> None:
        """Play a computer player's chosen step, unless the game moved on meanwhile."""
        with self.lock(job.game_id):
            live = self.current(job.game_id)
            if live.is_over or tuple(live.steps) != job.steps or live.to_move != job.seat:
                # A takeback may have replaced the position the job was for: the seat to move
                # now (if a computer) thinks afresh (a job already thinking about it is not repeated).
                self._wake_computer(live)
                return
            self._commit_steps(live, [move], suggest_note=True)

    def start_computer_clock(self, job: Job) -> bool:
        """A computer's job leaves the queue to be thought about: ``False`` when its game moved on
        (the job is dropped); else, in a timed game, the computer's clock starts now (unless this
        is its first move, which is free as every side's is). It did not run while the job
        waited: a computer is never charged for the server being busy.
        """
        with self.lock(job.game_id):
            try:
                live = self.loaded(job.game_id)
            except ServiceError:
                return False
            if live.is_over or tuple(live.steps) != job.steps or live.to_move != job.seat:
                return False
            if (live.row.clock_ms is not None and live.row.turn_started_at is None
                    and has_moved(live.start, live.steps, job.seat)):
                self.change(live, turn_started_at=datetime.now(UTC))
            return True

    def seat_for_token(self, game_id: str, token: str | None) -> str:
        """The seat a token holds in a game (403 without one)."""
        return require_seat(self.loaded(game_id), token)

    def seat_holder(self, game_id: str, token: Credential) -> tuple[str, int | None]:
        """The seat a credential holds in a game (403 without one) and the account linked to it."""
        live = self.loaded(game_id)
        seat = require_seat(live, token)
        return seat, live.seat_users.get(seat)

    def forget(self, game_id: str) -> None:
        """Drop a game from the cache (its seats changed outside the service), and tell the
        :meth:`on_forget` hooks (other processes drop it too)."""
        self.uncache(game_id)
        for hook in self._forget_hooks:
            hook(game_id)

    # --- other processes (server/fanout.py) ----------------------------------------------

    def on_forget(self, hook: Callable[[str], None]) -> None:
        """Call ``hook(game_id)`` whenever :meth:`forget` drops a game from the cache."""
        self._forget_hooks.append(hook)

    def refresh(self, game_id: str, version: int | None = None) -> None:
        """Another process stored ``version`` of the game (``None``: some change): drop the
        cached state unless it is that recent, so the next read or write here reloads it."""
        with self._cache_lock:
            cached = self._cache.get(game_id)
            if cached is not None and (version is None or cached.row.version < version):
                del self._cache[game_id]

    def stored_view(self, game_id: str) -> dict[str, Any] | None:
        """The game's view as stored now (``None``: no such game, or one that cannot be
        loaded); unlike :meth:`view` it never writes (no flagging)."""
        try:
            return self.view_of(self.loaded(game_id))
        except (ServiceError, BoardlabError):
            return None

    def resign(self, game_id: str, token: Credential) -> dict[str, Any]:
        """The token's seat gives up; the game says what that means (``Game.resignation``)."""
        with self.lock(game_id):
            live = self.current(game_id)
            seat = require_seat(live, token)
            require_playing(live)
            return self._finish(live, *live.rules.resignation(seat))

    def draw(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Offer a draw, or accept the offer another seat made."""
        with self.lock(game_id):
            live = self.current(game_id)
            seat = require_seat(live, token)
            require_playing(live)
            others = [s for s in live.rules.seats if s != seat]
            if not live.rules.draw_by_agreement:
                raise Conflict("draw-together", game=GameName(live.row.game))
            if not others:
                raise Conflict("draw-needs-other")
            offer = live.row.draw_offer
            if offer is not None and offer != seat:
                return self._finish(live, "draw", f"{offer} offered a draw and {seat} accepted")
            computers = [s for s in others if live.row.players.get(s, HUMAN) != HUMAN]
            if computers:
                raise Conflict("draw-computer", seat=Seat(computers[0]))
            if offer == seat:
                return self.view_of(live)
            return self.change(live, draw_offer=seat)

    def abort(self, game_id: str, token: Credential) -> dict[str, Any]:
        """End the game with no result (``winner`` :data:`ABORTED`, never rated), for a seat that
        has not moved yet (409 once it has: resign instead)."""
        with self.lock(game_id):
            live = self.current(game_id)
            seat = require_seat(live, token)
            require_playing(live)
            if seat not in abortable(live):
                raise Conflict("abort-after-move")
            return self._finish(live, ABORTED, f"{seat} aborted the game before moving")

    def _finish(self, live: Live, winner: str, reason: str) -> dict[str, Any]:
        """Store a declared result (resignation, agreed draw, a loss on time) and tell the end listeners."""
        return self.change(live, ended=True, status=OVER, to_move=None, result_winner=winner,
                            result_reason=reason, draw_offer=None, takeback_offer=None,
                            **clocks_stopped(live, datetime.now(UTC)))

    # --- clocks --------------------------------------------------------------------------

    def current(self, game_id: str) -> Live:
        """The game as stored now, flagged first if its running clock has run out."""
        live = self.loaded(game_id)
        if live.row.clock_ms is None or live.is_over or flagged_seat(live, datetime.now(UTC)) is None:
            return live
        return self.flag(game_id) or self.loaded(game_id)

    def flag(self, game_id: str) -> Live | None:
        """End the game if the running clock has run out (``None`` if it has not, or no game).

        The seat out of time loses as if it resigned (``Game.resignation``), unless the seat
        that would win cannot win any more (``State.can_win``): then it is a draw.
        """
        with self.lock(game_id):
            try:
                live = self.loaded(game_id)
            except ServiceError:
                return None
            seat = None if live.is_over else flagged_seat(live, datetime.now(UTC))
            if seat is None:
                return None
            try:
                self._finish(live, *time_result(live.rules, live.state, seat))
            except Conflict:   # another process flagged it (or a move came) first: no second result
                return None
            return self.loaded(game_id)

    def deadlines(self) -> dict[str, datetime]:
        """When each timed game in play runs out of time, unless a move comes first."""
        return deadlines(self.store)

    def change(self, live: Live, ended: bool = False, **changes: Any) -> dict[str, Any]:
        """Store ``changes`` to ``live``'s row if it is still the stored version (409 if not),
        then :meth:`publish` it; ``ended``: a result is among them (the end listeners hear it)."""
        row = live.row
        changes["updated_at"] = datetime.now(UTC)
        if not self.store.change(row.id, row.version, **changes):
            self.uncache(row.id)
            raise Conflict("changed-meanwhile")
        after = Live(evolve(row, **changes), live.rules, live.start, live.state, live.steps, live.seat_hashes,
                     live.last_targets, live.seat_users)
        if ended:
            self._ended(after)
        return self.publish(after)

    # --- takebacks -----------------------------------------------------------------------

    def on_takeback(self, hook: Callable[[str, int, list[str]], None]) -> None:
        """Call ``hook(game_id, steps_kept, steps_removed)`` when a takeback removes steps
        (see :meth:`Takebacks.on_takeback`)."""
        self.takebacks.on_takeback(hook)

    def takeback(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Ask to take back the token's seat's last turn (any steps played after it go too).

        With no other human seat (against the computer, or alone) it is taken back at once and
        it is the asking seat's move; otherwise the request waits for another seat to answer
        (:meth:`answer_takeback`), and any move withdraws it. Refused (409) in a finished game,
        before the seat has played, or while another seat's request waits for an answer.
        """
        return self.takebacks.request(game_id, token)

    def answer_takeback(self, game_id: str, token: Credential, accept: bool) -> dict[str, Any]:
        """Accept or decline another seat's takeback request (the asking seat may withdraw it
        by declining)."""
        return self.takebacks.answer(game_id, token, accept)

    # --- analysis ------------------------------------------------------------------------

    def review_input(self, game_id: str) -> tuple[tuple[str, int, int], State, list[str]]:
        """What a game's review is computed from: a key naming its steps, its start and its steps.

        Refused (403) while the game is one between two people going on (fair play)."""
        live = self.current(game_id)
        if help_refused(live):
            raise Forbidden("fair-play")
        key = (game_id, len(live.steps), zlib.crc32("\n".join(live.steps).encode()))
        return key, live.start, list(live.steps)

    # --- rematches -----------------------------------------------------------------------

    def offer_rematch(self, game_id: str, token: Credential) -> RematchAnswer:
        """The token's seat asks for a rematch of a finished game (see :mod:`boardlab.server.rematch`).

        Between two people it is an offer (202) that the other player accepts
        (:meth:`accept_rematch`) or declines; with nobody else to ask (against the computer,
        or a same-screen game) the rematch starts at once (201); a rematch that exists already
        is answered as it is (200). Refused (409) while the other player's offer waits.
        """
        return self.rematches.offer(game_id, token)

    def accept_rematch(self, game_id: str, token: Credential) -> RematchAnswer:
        """Accept the other player's rematch offer: the new game starts (201; 200 if it exists)."""
        return self.rematches.accept(game_id, token)

    def decline_rematch(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Decline the rematch offer (its own player withdraws it so); the game's view."""
        return self.rematches.decline(game_id, token)

    def seats_held(self, game_id: str, token: Credential) -> list[str]:
        """Every seat of ``game_id`` that ``token`` (a seat token or an account) holds."""
        live = self.loaded(game_id)
        if isinstance(token, AccountSeat):
            return [seat for seat, user in live.seat_users.items() if user == token.user_id]
        seat = seat_of(live, token) if token else None
        return [seat] if seat else []

    def tell_rematch_offer(self, game_id: str) -> None:
        """Tell the game's listeners who offers a rematch now (``{"id", "rematch_offer"}``, no version)."""
        message = {"id": game_id, "rematch_offer": self.rematch_offers.get(game_id)}
        for listener in self._listeners:
            listener(game_id, message)
