"""Creating games: the rules and options a request names, its players, its opening (a start
position, or a record whose steps are replayed), its time control and rating, all checked before
anything is stored; and the catalogue of games and computer players on offer.

Every problem raises :class:`~boardlab.server.errors.Unprocessable` naming it, and nothing is
stored: the functions here build the rows that :class:`~boardlab.server.service.GameService`
stores.

>>> load_rules("ccc", {}).name
'ccc'
"""

from __future__ import annotations

import functools
import logging
import secrets
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from boardlab.ai import parse_agent
from boardlab.ai.strength import LadderFileError, load_ladder
from boardlab.core.errors import BoardlabError, IllegalMove, RecordError
from boardlab.core.game import Game, State
from boardlab.core.records import Record, read
from boardlab.core.registry import game_class, games, load
from boardlab.server.clocks import TimeControl
from boardlab.server.errors import Unprocessable
from boardlab.server.game_clocks import checked_time_control
from boardlab.server.game_views import view_options
from boardlab.server.limits import OverLimit, ServerLimits, check_agent
from boardlab.server.live_game import HUMAN, has_moved, hash_token, new_token
from boardlab.server.records import opening_of, recorded_date
from boardlab.server.refusals import GameName, Seat, rules_code
from boardlab.server.storage import OVER, PLAYING, GameRow

#: Agent specs offered in the lobby when the agent grammar knows them (checked at start-up).
SUGGESTED_AGENTS = ("random", "easy", "medium", "hard", "expert", "mcts:1s", "mcts:2s")
log = logging.getLogger("boardlab.server")

#: A game checked but not stored: its row, each human seat's token, its steps and their notes.
Prepared = tuple[GameRow, dict[str, str], list[str], dict[int, str]]


# --- the catalogue -----------------------------------------------------------------------------


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


def catalog() -> dict[str, Any]:
    """The games with their seats and options, the computer players on offer, and the levels'
    Elo figures of each game's strength ladder (:func:`level_ratings`)."""
    return {"games": [describe(name, {}) for name in games()], "agents": known_agents(), "ladder": level_ratings()}


def level_ratings() -> dict[str, Any]:
    """Each game's strength ladder (:mod:`boardlab.ai.strength`) as the lobby shows it beside the
    level names: the options it was measured with, those that differ from the game's defaults
    (the figures hold where a player chooses exactly these), and the Elo, ``±`` (half the 95 %
    interval) and games of each level placed among its neighbours (:meth:`boardlab.ai.strength.GameLadder.placed`:
    it has played at least four games against the level just below it). A damaged data file costs the figures,
    never the lobby: it is logged.

    >>> ratings = level_ratings()
    >>> all(set(entry) == {"options", "levels"} for entry in ratings.values())
    True
    """
    try:
        ladders = load_ladder()
    except LadderFileError as error:
        log.error("the strength ladder's figures are not shown: %s", error)
        return {}
    figures = {}
    for name, ladder in ladders.items():
        if name not in games():
            continue
        defaults = {spec.name: spec.default for spec in game_class(name).option_specs}
        figures[name] = {"options": {key: value for key, value in ladder.options.items() if defaults.get(key) != value},
                         "levels": {level: {"elo": rating.elo, "margin": rating.margin, "games": rating.games}
                                    for level, rating in ladder.placed().items()}}
    return figures


def describe(name: str, options: dict[str, Any]) -> dict[str, Any]:
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


# --- checking a request ------------------------------------------------------------------------


def load_rules(name: Any, options: Any) -> Game:
    """The game ``name`` with ``options`` (both as a request gave them); 422 naming any problem."""
    if not isinstance(name, str):
        raise Unprocessable("unknown-game-name", games=", ".join(games()))
    if not isinstance(options, dict):
        raise Unprocessable("options-not-object")
    try:
        game_class(name)
        return load(name, **options)
    except BoardlabError as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None


def check_players(rules: Game, players: dict[str, Any], limits: ServerLimits) -> dict[str, str]:
    """The player of every seat (``human`` where none is named), each checked against ``limits``."""
    seats = rules.seats
    for seat, spec in players.items():
        if seat not in seats:
            raise Unprocessable("no-such-seat", game=GameName(rules.name), seat=repr(seat), seats=", ".join(seats))
        if not isinstance(spec, str) or not spec.strip():
            raise Unprocessable("bad-player", seat=Seat(seat), spec=repr(spec))
        if spec.strip() != HUMAN:
            try:
                check_agent(spec.strip(), limits)
            except (BoardlabError, OverLimit) as error:
                raise Unprocessable("bad-agent", seat=Seat(seat), detail=str(error)) from None
    return {seat: str(players.get(seat, HUMAN)).strip() for seat in seats}


def check_rated(rules: Game, players: dict[str, str], position: str | None, record: str | None) -> None:
    """Refuse a rated game that could not count: a rated game is two people playing a game of
    two competing seats (one's resignation is the other's win) from the game's start."""
    seats = list(rules.seats)
    if len(seats) != 2 or rules.resignation(seats[0])[0] != seats[1]:
        raise Unprocessable("rated-not-two", game=GameName(rules.name))
    computers = [seat for seat in seats if players[seat] != HUMAN]
    if computers:
        raise Unprocessable("rated-computer", seat=Seat(computers[0]))
    if position is not None or record is not None:
        raise Unprocessable("rated-from-start")


def opening(rules: Game, position: str | None, record: str | None
            ) -> tuple[Game, State, list[str], dict[int, str], tuple[str, str] | None]:
    """The game, its start position, the steps already played, their notes and any result the
    rules did not reach, from a position or a record (whose header may name another game)."""
    if position is not None and record is not None:
        raise Unprocessable("position-and-record")
    try:
        if record is None:
            return rules, (rules.from_position(position) if position else rules.start()), [], {}, None
        found = opening_of(read(record, rules))
    except RecordError as error:
        raise Unprocessable("record-invalid", detail=str(error)) from None
    except BoardlabError as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None
    except (ValueError, IndexError, KeyError, TypeError) as error:  # a parser bug must not answer 500
        log.warning("the %s parser failed on its input: %r", rules.name, error)
        raise Unprocessable("record-unreadable" if record is not None else "position-unreadable") from None
    return found.rules, found.start, found.steps, found.notes, found.result


# --- steps and their notes ---------------------------------------------------------------------


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


def with_note(state: State, note: str | None) -> tuple[State, dict[int, str]]:
    """``state`` with the note its last turn calls for, and that note by turn index (to store).

    A missing note where one is due, or a note where none is, is refused with the reason.
    """
    due = state.note_due
    given = note.strip() if isinstance(note, str) else ""
    if due is None:
        if given:
            raise Unprocessable("note-not-due")
        return state, {}
    if not given:
        raise Unprocessable("note-needed", detail=due)
    try:
        noted = state.annotate(given)
    except IllegalMove as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None
    turn = len(noted.turns) - 1
    return noted, {turn: noted.annotations()[turn]}


# --- new rows ----------------------------------------------------------------------------------


def prepare(limits: ServerLimits, name: str, options: dict[str, Any], players: dict[str, Any],
            position: str | None = None, record: str | None = None, rated: bool = False,
            time_control: str | None = None, same_screen: bool = False) -> Prepared:
    """A new game checked but not stored (see :meth:`GameService.prepare`)."""
    rules = load_rules(name, options)
    control = checked_time_control(time_control)
    if position is None and record is None:
        rules = rules.for_new_game()  # a new game: draw what the rules leave to chance (Cubes' first player)
    rules, start, steps, notes, result = opening(rules, position, record)
    chosen = check_players(rules, players, limits)
    if rated:
        check_rated(rules, chosen, position, record)
        if same_screen:
            raise Unprocessable("same-screen-rated")
    tokens = {seat: new_token() for seat, spec in chosen.items() if spec == HUMAN}
    row = new_row(rules, chosen, start, steps, result, rated=rated, control=control)
    row.same_screen = same_screen
    return row, tokens, steps, notes


def prepare_records(records: Sequence[Record]) -> list[tuple[Prepared, dict[str, str]]]:
    """The game of every record, each seat human, checked but not stored: each game as
    :meth:`Store.create_many` takes it (seat token hashes in place of tokens) and its tokens.

    One bad record refuses them all: :class:`RecordError` names the record (from 1).
    """
    prepared = []
    for number, record in enumerate(records, start=1):
        try:
            found = opening_of(record)
        except RecordError as error:
            raise RecordError(f"record {number}: {error}", ply=error.ply, move=error.move,
                              record=number) from None
        seats = found.rules.seats
        tokens = {seat: new_token() for seat in seats}
        row = new_row(found.rules, dict.fromkeys(seats, HUMAN), found.start, found.steps, found.result)
        # The record's day, if it gives one; a microsecond apart keeps the file's order.
        row.created_at = (recorded_date(record) or row.created_at) + timedelta(microseconds=number)
        hashes = {seat: hash_token(token) for seat, token in tokens.items()}
        prepared.append(((row, hashes, found.steps, found.notes), tokens))
    return prepared


def new_row(rules: Game, players: dict[str, str], start: State, steps: list[str],
            result: tuple[str, str] | None, rematch_of: str | None = None, rated: bool = False,
            control: TimeControl | None = None) -> GameRow:
    """The row of a new game of ``rules`` from ``start`` after ``steps`` (``result``: one the
    rules did not reach, from a record), with a fresh id."""
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
        # (:meth:`GameService.start_computer_clock`).
        turn_started_at=datetime.now(UTC) if control and not over and players.get(state.to_move) == HUMAN
        and has_moved(start, steps, state.to_move) else None,
    )
