"""The games served by the web app: creating, reading and changing them, whatever the game.

The server is the only rules engine: every step goes through the game's ``State.play``. Each
game's rebuilt state is cached with the stored version it reflects; a change is written to the
database first (one transaction) and only then to the cache and to the live listeners.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import inspect
import json
import logging
import re
import secrets
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from boardlab.ai import parse_agent
from boardlab.core.errors import BoardlabError, IllegalMove, RecordError
from boardlab.core.game import Game, State
from boardlab.core.movetext import result_text
from boardlab.core.records import Record, read
from boardlab.core.registry import game_class, games, load
from boardlab.server.clocks import (InvalidTimeControl, TimeControl, after_turn, clock_view, deadline, elapsed_ms,
                                    flagged, parse_time_control, remaining_now)
from boardlab.server.computer import ComputerPlayers, Job
from boardlab.server.fairplay import REFUSAL, RunningPositions, between_two_people, position_key
from boardlab.server.limits import OverLimit, ServerLimits, capped_agent, check_agent
from boardlab.server.records import opening_of, record_text, recorded_date, score_text
from boardlab.server.rematch import RematchOffers
from boardlab.server.turn_help import turn_help
from boardlab.server.storage import OVER, PLAYING, GameRow, Store

HUMAN = "human"
#: The result of a game aborted before a player's first move: nobody wins, and it is not rated.
ABORTED = "aborted"
#: Agent specs offered in the lobby when the agent grammar knows them (checked at start-up).
SUGGESTED_AGENTS = ("random", "easy", "medium", "hard", "expert", "mcts:1s", "mcts:2s")
_CACHE_SIZE = 2000
_LOCK_STRIPES = 256
#: The longest error message the server answers with.
MAX_MESSAGE = 300
#: What a game id looks like (``secrets.token_urlsafe(8)``); anything else is unknown at once.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
log = logging.getLogger("boardlab.server")
#: The computer player that suggests a move when a game has no hint of its own.
HINT_AGENT = "easy"
#: Drawing options that ``State.svg`` may accept beyond the standard ones; the page offers a
#: control for each one a game's renderer takes (found by inspecting its signature).
VIEW_OPTIONS = ("rotation",)


class ServiceError(Exception):
    """A request the server refuses; ``status`` is the HTTP status code to answer with.

    The message is cut to :data:`MAX_MESSAGE` characters: it may quote the request, which
    could be a megabyte long.
    """

    status = 400

    def __init__(self, message: str) -> None:
        message = shorten(message)
        super().__init__(message)
        self.message = message


class TooManyRequests(ServiceError):
    """A client over its rate limit for a kind of request."""

    status = 429


class NotFound(ServiceError):
    status = 404


class Forbidden(ServiceError):
    status = 403


class Conflict(ServiceError):
    status = 409


class Unprocessable(ServiceError):
    status = 422


class Unavailable(ServiceError):
    """Something the server could not do in time (a hint that took too long)."""

    status = 503


class StoredGameBroken(ServiceError):
    """A stored game the current rules can no longer replay (the rules changed since)."""

    status = 500


def shorten(text: str, limit: int = 0) -> str:
    """``text`` cut to ``limit`` characters (default :data:`MAX_MESSAGE`), saying how much was left out.

    >>> shorten("x" * 1000, 20)
    'xxxxxx… (1000 chars)'
    """
    limit = limit or MAX_MESSAGE
    if len(text) <= limit:
        return text
    tail = f"… ({len(text)} chars)"
    return text[: max(0, limit - len(tail))] + tail


def _shown(text: str) -> str:
    """``text`` quoted for a message, cut short."""
    return repr(shorten(text, 60))


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
        self._takeback_hooks: list[Callable[[str, int, list[str]], None]] = []
        self._move_checks: list[Callable[[str], None]] = []
        self._end_listeners: list[Callable[[GameRow, dict[str, int], str | None], None]] = []
        self._forget_hooks: list[Callable[[str], None]] = []
        self.running_positions = RunningPositions(self._running_keys)
        self.rematch_offers = RematchOffers()

    # --- plumbing ------------------------------------------------------------------------

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

    def _lock(self, game_id: str) -> threading.RLock:
        """The lock serialising changes to ``game_id`` (shared with a few other games)."""
        return self._game_locks[zlib.crc32(game_id.encode("utf-8", "replace")) % _LOCK_STRIPES]

    def _remember(self, live: Live) -> None:
        self.running_positions.track(live.row.id, _guarded_key(live))
        with self._cache_lock:
            self._cache[live.row.id] = live
            self._cache.move_to_end(live.row.id)
            while len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)

    def _forget(self, game_id: str) -> None:
        with self._cache_lock:
            self._cache.pop(game_id, None)

    def _live(self, game_id: str) -> Live:
        """The game as stored now, rebuilding its state only when the cache is behind."""
        row = self.store.get(game_id) if GAME_ID.fullmatch(game_id) else None
        if row is None:
            raise NotFound(f"no game with id {_shown(game_id)}")
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
            raise StoredGameBroken(f"stored game {row.id} cannot be loaded any more: {error}") from None
        notes = self.store.notes(row.id)
        try:
            before = replay_steps(start, steps[:-1], notes)
            state = replay_steps(before, steps[-1:], notes)
        except IllegalMove as error:
            raise StoredGameBroken(f"stored game {row.id} cannot be replayed: {error}") from None
        last = before.clicks().get(steps[-1], []) if steps else []
        return Live(row, rules, start, state, steps, self.store.seat_hashes(row.id), last,
                    self.store.seat_users(row.id))

    def _changed(self, live: Live) -> dict[str, Any]:
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
                live = self._live(game_id)
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
                found.append((game_id, _guarded_key(self._live(game_id))))
            except (ServiceError, BoardlabError):
                continue
        return found

    # --- fair play -----------------------------------------------------------------------

    def refuse_position(self, state: State) -> None:
        """403 when ``state``'s position is the current one of a running game between two people."""
        if self.running_positions.guarded(state):
            raise Forbidden(f"{REFUSAL} (this is the position of a game going on)")

    # --- reading -------------------------------------------------------------------------

    def catalog(self) -> dict[str, Any]:
        """The games with their seats and options, and the computer players on offer."""
        return {"games": [self.describe(name, {}) for name in games()], "agents": known_agents()}

    def describe(self, name: str, options: dict[str, Any]) -> dict[str, Any]:
        """A game's title, seats (they may depend on the options) and option specifications."""
        rules = load_rules(name, options)
        specs = [{
            "name": spec.name, "default": spec.default, "value": rules.options[spec.name], "help": spec.help,
            "type": type(spec.default).__name__, "choices": list(spec.choices) if spec.choices else None,
            "minimum": spec.minimum, "maximum": spec.maximum,
            "suggestions": list(spec.suggestions) if spec.suggestions else None,
        } for spec in type(rules).option_specs]
        return {"name": rules.name, "title": rules.title, "seats": list(rules.seats), "options": specs,
                "view_options": list(view_options(type(rules.start()))),
                "draw_by_agreement": rules.draw_by_agreement}

    def view(self, game_id: str, token: Credential = None) -> dict[str, Any]:
        """The game as the API shows it; ``viewer_seat`` is the seat ``token`` holds, if any."""
        view, seat = self.view_and_seat(game_id, token)
        return {**self.with_clock(view), "rematch_offer": self.rematch_offers.get(game_id), "viewer_seat": seat}

    @staticmethod
    def with_clock(view: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
        """``view`` with its clocks as of ``now`` (the cached view keeps them as of the turn's start)."""
        return {**view, "clock": _clock_now(view.get("clock"), now or datetime.now(UTC))}

    def view_and_seat(self, game_id: str, token: Credential = None) -> tuple[dict[str, Any], str | None]:
        """The game's public view and the seat ``token`` holds (``None`` without one)."""
        live = self._current(game_id)
        return self.view_of(live), _seat_of(live, token) if token else None

    def view_of(self, live: Live) -> dict[str, Any]:
        """The public JSON of a game (computed once per stored version)."""
        if live.view is not None:
            return live.view
        state, row = live.state, live.row
        over = live.is_over
        legal = [] if over else state.legal_moves()
        clicks = {} if over else state.clicks()
        names = self.store.user_names(live.seat_users)
        live.view = {
            "id": row.id, "game": row.game, "title": live.rules.title, "options": row.options,
            "seats": list(live.rules.seats), "players": row.players,
            "position": state.position(), "start_position": live.start.position(),
            "ply": state.ply, "step": len(live.steps), "to_move": live.to_move,
            "legal_moves": legal, "clicks": clicks, "threats": [] if over else state.threats(),
            "moves": state.moves, "steps": list(live.steps), "turn_steps": list(state.turn_steps),
            "step_separator": live.rules.step_separator,
            "last_move": live.steps[-1] if live.steps else None, "last_targets": live.last_targets,
            "is_over": over, "winner": live.winner, "reason": live.reason,
            "draw_offer": row.draw_offer, "takeback_offer": row.takeback_offer,
            "rematch_id": row.rematch_id, "rematch_of": row.rematch_of,
            "notes": {str(turn): text for turn, text in state.annotations().items()},
            "note_prompts": {} if over else note_prompts(state, legal),
            "view_options": list(view_options(type(state))),
            "help": turn_help(state),   # what the board allows now, in words (Cubes' bonus, CCC's strip)
            "draw_by_agreement": live.rules.draw_by_agreement, "rated": _rated(live),
            "same_screen": row.same_screen, "no_engine_help": REFUSAL if _help_refused(live) else None,
            "abortable": _abortable(live),
            "names": names,
            "record": _record(live, names), "score": _score(live), "version": row.version, "clock": _clock_stored(live),
            "created_at": row.created_at.isoformat(), "updated_at": row.updated_at.isoformat(),
        }
        return live.view

    def view_text(self, view: dict[str, Any], viewer_seat: str | None = None, with_seat: bool = False) -> str:
        """``view`` as JSON text, serialised once per version (with ``viewer_seat`` if asked)."""
        with self._cache_lock:
            live = self._cache.get(view["id"])
        if live is not None and live.view is view:
            if live.text is None:
                live.text = json.dumps({k: v for k, v in view.items() if k != "clock"}, separators=(",", ":"))
            text = live.text
        else:
            text = json.dumps({k: v for k, v in view.items() if k not in ("viewer_seat", "clock", "rematch_offer")},
                              separators=(",", ":"))
        # The clocks change with time and a rematch offer comes and goes, not with the version:
        # both are added at every sending.
        text = f'{text[:-1]},"clock":{json.dumps(_clock_now(view.get("clock"), datetime.now(UTC)))}}}'
        text = f'{text[:-1]},"rematch_offer":{json.dumps(self.rematch_offers.get(view["id"]))}}}'
        if not with_seat:
            return text
        return f'{text[:-1]},"viewer_seat":{json.dumps(viewer_seat)}}}'

    def svg(self, game_id: str, step: int | None = None, flipped: bool = False,
            selected: str | None = None, highlights: Iterable[str] = (), rotation: int | None = None) -> str:
        """The game's board drawn by its renderer, now or after ``step`` steps.

        ``rotation`` is passed on only to a renderer that accepts it (see :func:`view_options`);
        other games ignore it.
        """
        live = self._live(game_id)
        state = live.state
        if step is not None:
            if not 0 <= step <= len(live.steps):
                raise Unprocessable(f"step must be between 0 and {len(live.steps)}, got {step}")
            state = live.start
            for move in live.steps[:step]:
                state = state.play(move)
        return self.draw_state(state, flipped, selected, highlights, rotation)

    @staticmethod
    def draw_state(state: State, flipped: bool = False, selected: str | None = None, highlights: Iterable[str] = (),
                   rotation: int | None = None) -> str:
        """``state`` drawn by its game's renderer; a drawing option the game refuses is 422."""
        extra: dict[str, Any] = {}
        if rotation is not None and "rotation" in view_options(type(state)):
            extra["rotation"] = rotation
        try:
            return state.svg(flipped=flipped, highlights=list(highlights), selected=selected or None, **extra)
        except BoardlabError as error:
            raise Unprocessable(str(error)) from None

    @staticmethod
    def view_options_of(state: State) -> tuple[str, ...]:
        """The extra drawing options ``state``'s game accepts (see :func:`view_options`)."""
        return view_options(type(state))

    def hint(self, game_id: str) -> dict[str, Any]:
        """A suggested next step: the game's own :meth:`State.hint`, else the easy computer player's.

        Slow for some games: call it off the event loop. Anyone may ask.
        """
        live = self._current(game_id)
        _require_playing(live)
        if _help_refused(live):
            raise Forbidden(REFUSAL)
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
        :func:`check_rated`). ``same_screen``: both seats are played from the caller's screen and
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
        rules = load_rules(name, options)
        control = checked_time_control(time_control)
        if position is None and record is None:
            rules = rules.for_new_game()  # a new game: draw what the rules leave to chance (Cubes' first player)
        rules, start, steps, notes, result = _opening(rules, position, record)
        chosen = _check_players(rules, players, self.limits)
        if rated:
            check_rated(rules, chosen, position, record)
            if same_screen:
                raise Unprocessable("a rated game is played by two people: it cannot be a same-screen game")
        tokens = {seat: new_token() for seat, spec in chosen.items() if spec == HUMAN}
        row = self._new_row(rules, chosen, start, steps, result, rated=rated, control=control)
        row.same_screen = same_screen
        return row, tokens, steps, notes

    def announce(self, game_id: str) -> dict[str, Any]:
        """Tell the listeners of a game just stored (and wake its computer player); its view."""
        return self._changed(self._live(game_id))

    def _new_row(self, rules: Game, players: dict[str, str], start: State, steps: list[str],
                 result: tuple[str, str] | None, rematch_of: str | None = None, rated: bool = False,
                 control: TimeControl | None = None) -> GameRow:
        state = start
        for step in steps:
            state = state.play(step)
        over = result is not None or state.is_over
        standard = start.position() == rules.start().position()
        return GameRow(
            id=secrets.token_urlsafe(8), game=rules.name, options=rules.options,
            start_position=None if standard else start.position(), players=players,
            step_count=len(steps), status=OVER if over else PLAYING, to_move=None if over else state.to_move,
            result_winner=result[0] if result else None, result_reason=result[1] if result else None,
            rematch_of=rematch_of, rated=rated,
            # A seat's clock runs from its second turn on: its first move is free (as on lichess).
            time_control=control.text if control else None, clock_ms=control.start(rules.seats) if control else None,
            # A human's clock starts with its first move; a computer's when its job does
            # (:meth:`start_computer_clock`).
            turn_started_at=datetime.now(UTC) if control and not over and players.get(state.to_move) == HUMAN
            and _has_moved(start, steps, state.to_move) else None,
        )

    # --- records -------------------------------------------------------------------------

    def record(self, game_id: str) -> str:
        """The game's record, header and moves, as its view shows it (what an export writes)."""
        live = self._live(game_id)
        return _record(live, self.store.user_names(live.seat_users))

    def import_records(self, records: Sequence[Record]) -> list[tuple[str, dict[str, str]]]:
        """Store the game of every record, each seat human, all in one transaction.

        Returns each new game's id and the token of each seat. One bad record refuses them all:
        :class:`RecordError` names the record (from 1) and stores nothing.
        """
        prepared = []
        for number, record in enumerate(records, start=1):
            try:
                opening = opening_of(record)
            except RecordError as error:
                raise RecordError(f"record {number}: {error}", ply=error.ply, move=error.move,
                                  record=number) from None
            seats = opening.rules.seats
            tokens = {seat: new_token() for seat in seats}
            row = self._new_row(opening.rules, dict.fromkeys(seats, HUMAN), opening.start, opening.steps,
                                opening.result)
            # The record's day, if it gives one; a microsecond apart keeps the file's order.
            row.created_at = (recorded_date(record) or row.created_at) + timedelta(microseconds=number)
            hashes = {seat: hash_token(token) for seat, token in tokens.items()}
            prepared.append((row, hashes, opening.steps, opening.notes, tokens))
        self.store.create_many([(row, hashes, steps, notes) for row, hashes, steps, notes, _ in prepared])
        return [(row.id, tokens) for row, _, _, _, tokens in prepared]

    # --- changing ------------------------------------------------------------------------

    def play(self, game_id: str, token: Credential, move: str, ply: int, note: str | None = None) -> dict[str, Any]:
        """Play ``move`` (a step, or a whole turn with the step separator) for the token's seat.

        ``note`` is required when the move completes a turn after which the game asks for one
        (``State.note_due``, such as a CCC compliment) and refused otherwise.
        """
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            _require_playing(live)
            for check in self._move_checks:
                check(game_id)
            if ply != live.state.ply:
                raise Conflict(f"stale ply: the game is at ply {live.state.ply}, the move was sent for ply {ply}")
            if seat != live.to_move:
                raise Forbidden(f"it is {live.to_move}'s turn; your token holds the {seat} seat")
            return self._commit_steps(live, live.state.split_turn(move), note)

    def _commit_steps(self, live: Live, steps: list[str], note: str | None = None,
                      suggest_note: bool = False) -> dict[str, Any]:
        """Play and store ``steps`` with the note they call for (the game's suggestion if asked)."""
        state = live.state
        targets: list[str] = []
        for number, step in enumerate(steps):
            if state.is_over:
                raise Unprocessable(f"{step}: the game ended before this step ({state.reason})")
            clicks = live.view["clicks"] if number == 0 and live.view is not None else state.clicks()
            targets += [target for target in clicks.get(step, []) if target not in targets]
            try:
                state = state.play(step)
            except IllegalMove as error:
                raise Unprocessable(str(error)) from None
        if not steps:
            raise Unprocessable("the move is empty")
        if suggest_note and state.note_due and not note:
            note = state.suggested_note() or "Well played."
        state, notes = _with_note(state, note)
        row = live.row
        now = datetime.now(UTC)
        changes = {"status": OVER if state.is_over else PLAYING, "to_move": state.to_move,
                   "updated_at": now, **_clocks_after(live, state, steps, now)}
        if not self.store.append_steps(row.id, row.version, len(live.steps), steps, notes, **changes):
            self._forget(row.id)
            raise Conflict("the game changed while this move was being played; reload it")
        new_row = _evolve(row, step_count=row.step_count + len(steps), draw_offer=None, takeback_offer=None, **changes)
        after = Live(new_row, live.rules, live.start, state, live.steps + steps, live.seat_hashes, targets,
                     live.seat_users)
        if after.is_over:
            self._ended(after)
        return self._changed(after)

    def _computer_moved(self, job: Job, move: str) -> None:
        """Play a computer player's chosen step, unless the game moved on meanwhile."""
        with self._lock(job.game_id):
            live = self._current(job.game_id)
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
        with self._lock(job.game_id):
            try:
                live = self._live(job.game_id)
            except ServiceError:
                return False
            if live.is_over or tuple(live.steps) != job.steps or live.to_move != job.seat:
                return False
            if (live.row.clock_ms is not None and live.row.turn_started_at is None
                    and _has_moved(live.start, live.steps, job.seat)):
                self._change(live, turn_started_at=datetime.now(UTC))
            return True

    def seat_for_token(self, game_id: str, token: str | None) -> str:
        """The seat a token holds in a game (403 without one)."""
        return _require_seat(self._live(game_id), token)

    def seat_holder(self, game_id: str, token: Credential) -> tuple[str, int | None]:
        """The seat a credential holds in a game (403 without one) and the account linked to it."""
        live = self._live(game_id)
        seat = _require_seat(live, token)
        return seat, live.seat_users.get(seat)

    def forget(self, game_id: str) -> None:
        """Drop a game from the cache (its seats changed outside the service), and tell the
        :meth:`on_forget` hooks (other processes drop it too)."""
        self._forget(game_id)
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
            return self.view_of(self._live(game_id))
        except (ServiceError, BoardlabError):
            return None

    def resign(self, game_id: str, token: Credential) -> dict[str, Any]:
        """The token's seat gives up; the game says what that means (``Game.resignation``)."""
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            _require_playing(live)
            return self._finish(live, *live.rules.resignation(seat))

    def draw(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Offer a draw, or accept the offer another seat made."""
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            _require_playing(live)
            others = [s for s in live.rules.seats if s != seat]
            if not live.rules.draw_by_agreement:
                raise Conflict(f"{live.row.game} is played together: there is no draw to agree; give up instead")
            if not others:
                raise Conflict("a draw needs another player to agree to it")
            offer = live.row.draw_offer
            if offer is not None and offer != seat:
                return self._finish(live, "draw", f"{offer} offered a draw and {seat} accepted")
            computers = [s for s in others if live.row.players.get(s, HUMAN) != HUMAN]
            if computers:
                raise Conflict(f"the {computers[0]} seat is a computer player; it does not agree to draws")
            if offer == seat:
                return self.view_of(live)
            return self._change(live, draw_offer=seat)

    def abort(self, game_id: str, token: Credential) -> dict[str, Any]:
        """End the game with no result (``winner`` :data:`ABORTED`, never rated), for a seat that
        has not moved yet (409 once it has: resign instead)."""
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            _require_playing(live)
            if seat not in _abortable(live):
                raise Conflict("you have moved in this game: it can no longer be aborted (resign instead)")
            return self._finish(live, ABORTED, f"{seat} aborted the game before moving")

    def _finish(self, live: Live, winner: str, reason: str) -> dict[str, Any]:
        """Store a declared result (resignation, agreed draw, a loss on time) and tell the end listeners."""
        return self._change(live, ended=True, status=OVER, to_move=None, result_winner=winner,
                            result_reason=reason, draw_offer=None, takeback_offer=None,
                            **_clocks_stopped(live, datetime.now(UTC)))

    # --- clocks --------------------------------------------------------------------------

    def _current(self, game_id: str) -> Live:
        """The game as stored now, flagged first if its running clock has run out."""
        live = self._live(game_id)
        if live.row.clock_ms is None or live.is_over or _flagged_seat(live, datetime.now(UTC)) is None:
            return live
        return self.flag(game_id) or self._live(game_id)

    def flag(self, game_id: str) -> Live | None:
        """End the game if the running clock has run out (``None`` if it has not, or no game).

        The seat out of time loses as if it resigned (``Game.resignation``), unless the seat
        that would win cannot win any more (``State.can_win``): then it is a draw.
        """
        with self._lock(game_id):
            try:
                live = self._live(game_id)
            except ServiceError:
                return None
            seat = None if live.is_over else _flagged_seat(live, datetime.now(UTC))
            if seat is None:
                return None
            try:
                self._finish(live, *time_result(live.rules, live.state, seat))
            except Conflict:   # another process flagged it (or a move came) first: no second result
                return None
            return self._live(game_id)

    def deadlines(self) -> dict[str, datetime]:
        """When each timed game in play runs out of time, unless a move comes first."""
        due = {}
        for game_id, to_move, clocks, started in self.store.timed_playing():
            instant = deadline(clocks, to_move, started)
            if instant is not None:
                due[game_id] = instant
        return due

    def _change(self, live: Live, ended: bool = False, **changes: Any) -> dict[str, Any]:
        row = live.row
        changes["updated_at"] = datetime.now(UTC)
        if not self.store.change(row.id, row.version, **changes):
            self._forget(row.id)
            raise Conflict("the game changed meanwhile; reload it")
        after = Live(_evolve(row, **changes), live.rules, live.start, live.state, live.steps, live.seat_hashes,
                     live.last_targets, live.seat_users)
        if ended:
            self._ended(after)
        return self._changed(after)

    # --- takebacks -----------------------------------------------------------------------

    def on_takeback(self, hook: Callable[[str, int, list[str]], None]) -> None:
        """Call ``hook(game_id, steps_kept, steps_removed)`` when a takeback removes steps.

        It runs under the game's lock, after the steps are removed from the database and before
        the new view is published: the place for per-step state kept elsewhere (clocks restore
        the remaining times of the position the game goes back to).
        """
        self._takeback_hooks.append(hook)

    def takeback(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Ask to take back the token's seat's last turn (any steps played after it go too).

        With no other human seat (against the computer, or alone) it is taken back at once and
        it is the asking seat's move; otherwise the request waits for another seat to answer
        (:meth:`answer_takeback`), and any move withdraws it. Refused (409) in a finished game,
        before the seat has played, or while another seat's request waits for an answer.
        """
        with self._lock(game_id):
            live = self._current(game_id)  # a player out of time has lost: nothing to take back
            seat = _require_seat(live, token)
            _require_playing(live)
            keep = _last_turn_start(live, seat)
            humans = [s for s in live.rules.seats if s != seat and live.row.players.get(s, HUMAN) == HUMAN]
            if not humans:
                return self._take_back(live, keep)
            offer = live.row.takeback_offer
            if offer == seat:
                return self.view_of(live)
            if offer is not None:
                raise Conflict(f"{offer} asked to take back their last turn first: accept or decline that request")
            return self._change(live, takeback_offer=seat)

    def answer_takeback(self, game_id: str, token: Credential, accept: bool) -> dict[str, Any]:
        """Accept or decline another seat's takeback request (the asking seat may withdraw it
        by declining)."""
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            _require_playing(live)
            offer = live.row.takeback_offer
            if offer is None:
                raise Conflict("nobody has asked for a takeback (a move withdraws a request)")
            if not accept:
                return self._change(live, takeback_offer=None)
            if offer == seat:
                raise Conflict("you asked for this takeback: the other player accepts it")
            return self._take_back(live, _last_turn_start(live, offer))

    def _take_back(self, live: Live, keep: tuple[int, int]) -> dict[str, Any]:
        """Remove the stored steps from number ``keep[0]`` on (and the notes of turns from
        ``keep[1]`` on), in one guarded transaction, then tell the hooks and the listeners.

        In a timed game the time already used stays used: the running clock is charged up to
        now, and the clock of the seat to move after the takeback starts now."""
        steps, turns = keep
        row = live.row
        state = replay_steps(live.start, live.steps[:steps], {})
        removed = live.steps[steps:]
        now = datetime.now(UTC)
        clocks = _clocks_stopped(live, now)
        if clocks and _has_moved(live.start, live.steps[:steps], state.to_move):
            clocks["turn_started_at"] = now       # (a seat back before its first move has a free move again)
        if not self.store.truncate_steps(row.id, row.version, steps, turns, status=PLAYING, to_move=state.to_move,
                                         updated_at=now, **clocks):
            self._forget(row.id)
            raise Conflict("the game changed meanwhile; reload it")
        self._forget(row.id)
        for hook in self._takeback_hooks:
            hook(row.id, steps, removed)
        return self._changed(self._live(row.id))

    # --- analysis ------------------------------------------------------------------------

    def review_input(self, game_id: str) -> tuple[tuple[str, int, int], State, list[str]]:
        """What a game's review is computed from: a key naming its steps, its start and its steps.

        Refused (403) while the game is one between two people going on (fair play)."""
        live = self._current(game_id)
        if _help_refused(live):
            raise Forbidden(REFUSAL)
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
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            if not live.is_over:
                raise Conflict("a rematch can be offered only when the game is over")
            if live.row.rematch_id is not None or not between_two_people(live.row, live.seat_users):
                return self._rematch_of(live, seat)
            offer = self.rematch_offers.get(game_id)
            if offer is not None and offer != seat:
                raise Conflict(f"{offer} offered a rematch: accept it (POST .../rematch/accept) or decline it")
            self.rematch_offers.offer(game_id, seat)
        self.tell_rematch_offer(game_id)
        return RematchAnswer(202, self.view(game_id), seat)

    def accept_rematch(self, game_id: str, token: Credential) -> RematchAnswer:
        """Accept the other player's rematch offer: the new game starts (201; 200 if it exists)."""
        with self._lock(game_id):
            live = self._current(game_id)
            seat = _require_seat(live, token)
            if live.row.rematch_id is not None:
                return self._rematch_of(live, seat)
            offer = self.rematch_offers.get(game_id)
            if offer is None:
                raise Conflict("nobody offers a rematch (an offer lapses when its player leaves)")
            if offer == seat:
                raise Conflict("you offered this rematch: the other player accepts it")
            self.rematch_offers.clear(game_id)   # before the game's change is told: the offer is spent
            return self._rematch_of(live, seat)

    def decline_rematch(self, game_id: str, token: Credential) -> dict[str, Any]:
        """Decline the rematch offer (its own player withdraws it so); the game's view."""
        with self._lock(game_id):
            live = self._current(game_id)
            _require_seat(live, token)
            if not self.rematch_offers.clear(game_id):
                raise Conflict("nobody offers a rematch (an offer lapses when its player leaves)")
        self.tell_rematch_offer(game_id)
        return self.view(game_id)

    def seats_held(self, game_id: str, token: Credential) -> list[str]:
        """Every seat of ``game_id`` that ``token`` (a seat token or an account) holds."""
        live = self._live(game_id)
        if isinstance(token, AccountSeat):
            return [seat for seat, user in live.seat_users.items() if user == token.user_id]
        seat = _seat_of(live, token) if token else None
        return [seat] if seat else []

    def tell_rematch_offer(self, game_id: str) -> None:
        """Tell the game's listeners who offers a rematch now (``{"id", "rematch_offer"}``, no version)."""
        message = {"id": game_id, "rematch_offer": self.rematch_offers.get(game_id)}
        for listener in self._listeners:
            listener(game_id, message)

    def _rematch_of(self, live: Live, seat: str) -> RematchAnswer:
        """The rematch of ``live``'s game for ``seat``: the existing one (200), else a new one (201)."""
        seats = list(live.rules.seats)
        moved = {seats[i]: seats[(i + 1) % len(seats)] for i in range(len(seats))}
        if live.row.rematch_id is not None:
            return RematchAnswer(200, self.view(live.row.rematch_id), moved[seat])
        return RematchAnswer(201, self._create_rematch(live, moved), moved[seat])

    def _create_rematch(self, live: Live, moved: dict[str, str]) -> dict[str, Any]:
        """A new game from the same start with the seats rotated (``moved``: old seat -> new seat).

        Each player keeps their token: it holds their new seat in the rematch. Call under the
        game's lock."""
        try:
            options = live.rules.rematch_options(live.winner or "draw", moved, live.row.updated_at, datetime.now(UTC))
            rules = load(live.row.game, **options)
            start = rules.start() if live.row.start_position is None else rules.from_position(live.start.position())
        except BoardlabError as error:
            raise Conflict(str(error)) from None
        players = {moved[s]: spec for s, spec in live.row.players.items()}
        hashes = {moved[s]: digest for s, digest in live.seat_hashes.items()}
        row = self._new_row(rules, players, start, [], None, rematch_of=live.row.id, rated=live.row.rated,
                            control=checked_time_control(live.row.time_control))
        row.same_screen = live.row.same_screen
        self.store.create(row, hashes, [])
        for old_seat, user_id in live.seat_users.items():   # accounts keep their (swapped) seats
            self.store.link_seat(row.id, moved[old_seat], user_id)
        self._change(live, rematch_id=row.id)
        return self._changed(self._live(row.id))


@dataclass(frozen=True)
class RematchAnswer:
    """What a rematch request did: ``status`` 202 (offered: ``view`` is the finished game's),
    201 (started: the new game's view) or 200 (it existed); ``seat``: the caller's seat there."""

    status: int
    view: dict[str, Any]
    seat: str


# --- helpers ---------------------------------------------------------------------------------


@functools.cache
def known_agents() -> list[str]:
    """The suggested computer-player specs that the agent grammar accepts."""
    found = []
    for spec in SUGGESTED_AGENTS:
        try:
            parse_agent(spec)
        except Exception:  # noqa: BLE001 - a spec the current agents do not know is simply not offered
            continue
        found.append(spec)
    return found


def load_rules(name: Any, options: Any) -> Game:
    """The game ``name`` with ``options`` (both as a request gave them); 422 naming any problem."""
    if not isinstance(name, str):
        raise Unprocessable(f"'game' must be a game name; valid games: {', '.join(games())}")
    if not isinstance(options, dict):
        raise Unprocessable("'options' must be a JSON object of option names and values")
    try:
        game_class(name)
        return load(name, **options)
    except BoardlabError as error:
        raise Unprocessable(str(error)) from None


def _check_players(rules: Game, players: dict[str, Any], limits: ServerLimits) -> dict[str, str]:
    seats = rules.seats
    for seat, spec in players.items():
        if seat not in seats:
            raise Unprocessable(f"{rules.name} has no seat {seat!r}; its seats are {', '.join(seats)}")
        if not isinstance(spec, str) or not spec.strip():
            raise Unprocessable(f"the player of {seat} must be 'human' or a computer player spec, got {spec!r}")
        if spec.strip() != HUMAN:
            try:
                check_agent(spec.strip(), limits)
            except (BoardlabError, OverLimit) as error:
                raise Unprocessable(f"{seat}: {error}") from None
    return {seat: str(players.get(seat, HUMAN)).strip() for seat in seats}


def check_rated(rules: Game, players: dict[str, str], position: str | None, record: str | None) -> None:
    """Refuse a rated game that could not count: a rated game is two people playing a game of
    two competing seats (one's resignation is the other's win) from the game's start."""
    seats = list(rules.seats)
    if len(seats) != 2 or rules.resignation(seats[0])[0] != seats[1]:
        raise Unprocessable(f"{rules.name} is not a game of two competing players: it cannot be rated")
    computers = [seat for seat in seats if players[seat] != HUMAN]
    if computers:
        raise Unprocessable(f"only games between two people are rated; the {computers[0]} seat is a computer player")
    if position is not None or record is not None:
        raise Unprocessable("a rated game starts from the game's start: give no position or record")


def _opening(rules: Game, position: str | None, record: str | None
             ) -> tuple[Game, State, list[str], dict[int, str], tuple[str, str] | None]:
    """The game, its start position, the steps already played, their notes and any result the
    rules did not reach, from a position or a record (whose header may name another game)."""
    if position is not None and record is not None:
        raise Unprocessable("give either a start position or a record, not both")
    try:
        if record is None:
            return rules, (rules.from_position(position) if position else rules.start()), [], {}, None
        opening = opening_of(read(record, rules))
    except RecordError as error:
        raise Unprocessable(f"record: {error}") from None
    except BoardlabError as error:
        raise Unprocessable(str(error)) from None
    except (ValueError, IndexError, KeyError, TypeError) as error:  # a parser bug must not answer 500
        log.warning("the %s parser failed on its input: %r", rules.name, error)
        what = "record" if record is not None else "position"
        raise Unprocessable(f"the {what} cannot be read") from None
    return opening.rules, opening.start, opening.steps, opening.notes, opening.result


def replay_steps(start: State, steps: Iterable[str], notes: Mapping[int, str]) -> State:
    """The state after ``steps`` from ``start``, each note (by turn index) given to its turn."""
    state = start
    for step in steps:
        before = len(state.turns)
        state = state.play(step)
        finished = len(state.turns) - 1
        if len(state.turns) > before and finished in notes:
            state = state.annotate(notes[finished])
    return state


def _with_note(state: State, note: str | None) -> tuple[State, dict[int, str]]:
    """``state`` with the note its last turn calls for, and that note by turn index (to store).

    A missing note where one is due, or a note where none is, is refused with the reason.
    """
    due = state.note_due
    given = note.strip() if isinstance(note, str) else ""
    if due is None:
        if given:
            raise Unprocessable("no note is due after this move: only a move the game asks a note for takes one")
        return state, {}
    if not given:
        raise Unprocessable(f"this move needs a note, sent as 'note'. {due}")
    try:
        noted = state.annotate(given)
    except IllegalMove as error:
        raise Unprocessable(str(error)) from None
    turn = len(noted.turns) - 1
    return noted, {turn: noted.annotations()[turn]}


def note_prompts(state: State, legal: Iterable[str]) -> dict[str, str]:
    """The legal steps after which the game asks for a note, with its prompt.

    Only games that override ``State.note_due`` pay for trying each step.
    """
    if type(state).note_due is State.note_due:
        return {}
    prompts = {}
    for move in legal:
        due = state.play(move).note_due
        if due:
            prompts[move] = due
    return prompts


@functools.cache
def view_options(state_type: type[State]) -> tuple[str, ...]:
    """The drawing options of :data:`VIEW_OPTIONS` that a game's ``svg`` accepts (inspected once per class)."""
    parameters = inspect.signature(state_type.svg).parameters
    return tuple(name for name in VIEW_OPTIONS if name in parameters)


def _record(live: Live, names: Mapping[str, str]) -> str:
    return record_text(live.row, live.start, live.state, names, _rated(live))


def _score(live: Live) -> str | None:
    """A finished two-seat game's score in seat order (``1-0``), as its record writes it."""
    return score_text(live.rules.seats, live.winner) if live.winner is not None else None


def _seat_of(live: Live, token: Credential) -> str | None:
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


def _help_refused(live: Live) -> bool:
    """Whether engine help is refused in ``live``'s game now: one between two people going on,
    not played together (see :mod:`boardlab.server.fairplay`)."""
    return not (live.is_over or live.rules.cooperative) and between_two_people(live.row, live.seat_users)


def _guarded_key(live: Live) -> tuple[str, str] | None:
    """The position a running game between two people guards from analysis (``None``: none;
    a game not yet moved guards nothing: its start is public)."""
    return position_key(live.state) if live.steps and _help_refused(live) else None


def _require_seat(live: Live, token: Credential) -> str:
    if not token:
        raise Forbidden("a seat token is required: send it as 'Authorization: Bearer <token>'")
    seat = _seat_of(live, token)
    if seat is None:
        raise Forbidden("this token holds no seat in this game")
    return seat


def _last_turn_start(live: Live, seat: str) -> tuple[int, int]:
    """Where ``seat``'s last turn (completed or in progress) starts: the number of steps and of
    completed turns before it. 409 when the seat has not played yet."""
    state, start = live.start, None
    for number, step in enumerate(live.steps):
        if not state.turn_steps and state.to_move == seat:     # a turn of ``seat`` starts here
            start = (number, len(state.turns))
        state = state.play(step)
    if start is None:
        raise Conflict(f"{seat} has no turn to take back")
    return start


def _require_playing(live: Live) -> None:
    if live.is_over:
        raise Conflict(f"the game is over: {result_text(live.winner)} ({live.reason})")


def _evolve(row: GameRow, **changes: Any) -> GameRow:
    data = {**row.__dict__, **changes, "version": row.version + 1}
    return GameRow(**data)


# --- clocks ----------------------------------------------------------------------------------


def checked_time_control(text: Any) -> TimeControl | None:
    """The parsed time control (``None``: untimed); a bad one is :class:`Unprocessable`."""
    try:
        return parse_time_control(text)
    except InvalidTimeControl as error:
        raise Unprocessable(str(error)) from None


def time_result(rules: Game, state: State, seat: str) -> tuple[str, str]:
    """``(winner, reason)`` when ``seat`` runs out of time: it loses as if it resigned, but a
    seat that cannot win any more (``State.can_win``) does not win by it: a draw."""
    winner, _ = rules.resignation(seat)
    if winner in rules.seats and not state.can_win(winner):
        return "draw", f"{seat} ran out of time, and {winner} cannot win"
    return winner, f"{seat} ran out of time"


def _flagged_seat(live: Live, now: datetime) -> str | None:
    row = live.row
    return flagged(row.clock_ms, live.to_move, row.turn_started_at, now) if row.clock_ms is not None else None


def _clocks_after(live: Live, state: State, steps: Sequence[str], now: datetime) -> dict[str, Any]:
    """The clock columns after ``steps`` led to ``state``: unchanged while the mover's turn goes
    on; once it is complete, its time is charged (plus the increment) if its clock ran (a seat's
    first move is free), and the next seat's clock starts if that seat has moved before (none
    once the game is over)."""
    row = live.row
    control = parse_time_control(row.time_control)
    mover = live.to_move
    if control is None or row.clock_ms is None or mover is None:
        return {}
    if state.to_move == mover and not state.is_over:
        return {}
    clocks = row.clock_ms
    if row.turn_started_at is not None:
        clocks = after_turn(control, clocks, mover, elapsed_ms(row.turn_started_at, now))
    # A computer's clock waits for its job to leave the queue (GameService.start_computer_clock);
    # a human's runs from its first move on.
    computer_next = row.players.get(state.to_move, HUMAN) != HUMAN
    runs = not state.is_over and not computer_next and _has_moved(live.start, [*live.steps, *steps], state.to_move)
    return {"clock_ms": clocks, "turn_started_at": now if runs else None}


def _rated(live: Live) -> bool:
    """Whether the game counts for ratings, as its label shows: asked for when it was created,
    its two seats held by two different accounts, and not aborted (players.py counts the same)."""
    users = [live.seat_users.get(seat) for seat in live.rules.seats]
    two_accounts = len(users) == 2 and None not in users and len(set(users)) == 2
    return live.row.rated and two_accounts and live.row.result_winner != ABORTED


def _abortable(live: Live) -> list[str]:
    """The human seats that may still abort the game: it goes on and they have not moved yet."""
    if live.is_over:
        return []
    return [seat for seat, spec in live.row.players.items()
            if spec == HUMAN and not (live.to_move == seat and live.state.turn_steps)
            and not _has_moved(live.start, live.steps, seat)]


def _has_moved(start: State, steps: Sequence[str], seat: str | None) -> bool:
    """Whether ``seat`` completed a turn in ``steps`` from ``start`` (replayed only up to its
    first turn: a few steps in any game where the seats take turns)."""
    state = start
    for step in steps:
        mover, before = state.to_move, len(state.turns)
        state = state.play(step)
        if mover == seat and len(state.turns) > before:
            return True
    return False


def _clocks_stopped(live: Live, now: datetime) -> dict[str, Any]:
    """The clock columns of a game ending now outside the rules (resignation, agreement, time)."""
    row = live.row
    if row.clock_ms is None:
        return {}
    left = remaining_now(row.clock_ms, live.to_move, row.turn_started_at, now)
    return {"clock_ms": {seat: max(0, ms) for seat, ms in left.items()}, "turn_started_at": None}


def _clock_stored(live: Live) -> dict[str, Any] | None:
    """The clocks as stored (the time left when the turn started), for the cached view."""
    row = live.row
    if row.clock_ms is None:
        return None
    started = row.turn_started_at
    return {"time_control": row.time_control, "clock_ms": row.clock_ms,
            "running": live.to_move if started is not None else None,
            "turn_started": started.isoformat() if started else None}


def _clock_now(stored: dict[str, Any] | None, now: datetime) -> dict[str, Any] | None:
    """The clocks as the API shows them at ``now`` (see :func:`boardlab.server.clocks.clock_view`)."""
    if stored is None:
        return None
    if "server_time" in stored:  # already as of some instant
        return stored
    control = parse_time_control(stored["time_control"])
    assert control is not None
    started = datetime.fromisoformat(stored["turn_started"]) if stored["turn_started"] else None
    return clock_view(control, stored["clock_ms"], stored["running"], started, now)
