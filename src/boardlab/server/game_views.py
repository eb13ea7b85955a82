"""What the API shows of a game: its JSON view (built once per stored version), that view as
text for the live updates, its record, and its board drawn as SVG.

A view is cached on its :class:`~boardlab.server.live_game.Live` game; what changes with time
rather than with the version (the clocks, a rematch offer) is added at each sending.
"""

from __future__ import annotations

import functools
import inspect
import json
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from boardlab.ai.warmth import WARMTH
from boardlab.core.errors import BoardlabError
from boardlab.core.game import State
from boardlab.server.errors import Unprocessable
from boardlab.server.fairplay import REFUSAL
from boardlab.server.game_clocks import clock_now, clock_stored
from boardlab.server.live_game import Live, abortable, help_refused, rated
from boardlab.server.records import record_text, score_text
from boardlab.server.refusals import rules_code
from boardlab.server.turn_help import turn_help, turn_help_keys

#: Drawing options that ``State.svg`` may accept beyond the standard ones; the page offers a
#: control for each one a game's renderer takes (found by inspecting its signature).
VIEW_OPTIONS = ("rotation",)

#: The display names of the accounts holding seats, by seat (``Store.user_names``).
UserNames = Callable[[Mapping[str, int]], dict[str, str]]


def view_of(live: Live, user_names: UserNames) -> dict[str, Any]:
    """The public JSON of a game (computed once per stored version, kept on ``live``)."""
    if live.view is not None:
        return live.view
    state, row = live.state, live.row
    over = live.is_over
    legal = [] if over else state.legal_moves()
    clicks = {} if over else state.clicks()
    names = user_names(live.seat_users)
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
        "help_keys": turn_help_keys(state),   # the same as message ids, for a page in its language
        "draw_by_agreement": live.rules.draw_by_agreement, "rated": rated(live),
        "same_screen": row.same_screen, "no_engine_help": REFUSAL if help_refused(live) else None,
        "abortable": abortable(live),
        "names": names,
        "record": record_of(live, names), "score": score_of(live), "version": row.version,
        "clock": clock_stored(live),
        "created_at": row.created_at.isoformat(), "updated_at": row.updated_at.isoformat(),
    }
    return live.view


def with_clock(view: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
    """``view`` with its clocks as of ``now`` (the cached view keeps them as of the turn's start)
    and whether its game's engine is still :func:`warming_up`."""
    return {**view, "clock": clock_now(view.get("clock"), now or datetime.now(UTC)), "warming_up": warming_up(view)}


def warming_up(view: Mapping[str, Any]) -> bool:
    """Whether this process is still warming up the engine of the view's game (the computer
    players and hints answer from a shallower search meanwhile: :mod:`boardlab.ai.warmth`).
    Changes with time, not with the game's version: added at every sending, like the clocks."""
    return not view.get("is_over") and not WARMTH.search_ready(str(view.get("game")))


def view_text(view: dict[str, Any], cached: Live | None, rematch_offer: str | None,
              viewer_seat: str | None = None, with_seat: bool = False) -> str:
    """``view`` as JSON text, serialised once per version when it is ``cached``'s own view (with
    ``viewer_seat`` if asked).

    The clocks change with time, a rematch offer comes and goes and an engine warms up, not
    with the version: they are added at every sending.
    """
    if cached is not None and cached.view is view:
        if cached.text is None:
            cached.text = json.dumps({k: v for k, v in view.items() if k != "clock"}, separators=(",", ":"))
        text = cached.text
    else:
        text = json.dumps({k: v for k, v in view.items()
                           if k not in ("viewer_seat", "clock", "rematch_offer", "warming_up")}, separators=(",", ":"))
    text = f'{text[:-1]},"clock":{json.dumps(clock_now(view.get("clock"), datetime.now(UTC)))}}}'
    text = f'{text[:-1]},"warming_up":{json.dumps(warming_up(view))}}}'
    text = f'{text[:-1]},"rematch_offer":{json.dumps(rematch_offer)}}}'
    if not with_seat:
        return text
    return f'{text[:-1]},"viewer_seat":{json.dumps(viewer_seat)}}}'


def record_of(live: Live, names: Mapping[str, str]) -> str:
    """The game's record, header and moves, with the account ``names`` holding its seats."""
    return record_text(live.row, live.start, live.state, names, rated(live))


def score_of(live: Live) -> str | None:
    """A finished two-seat game's score in seat order (``1-0``), as its record writes it."""
    return score_text(live.rules.seats, live.winner) if live.winner is not None else None


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


def state_at(live: Live, step: int | None) -> State:
    """``live``'s state after ``step`` steps (``None``: now); 422 for a step the game has not reached."""
    if step is None:
        return live.state
    if not 0 <= step <= len(live.steps):
        raise Unprocessable("step-range", last=len(live.steps), step=str(step))
    state = live.start
    for move in live.steps[:step]:
        state = state.play(move)
    return state


def draw_state(state: State, flipped: bool = False, selected: str | None = None, highlights: Iterable[str] = (),
               rotation: int | None = None, language: str = "en") -> str:
    """``state`` drawn by its game's renderer, the picture's words in ``language`` (the reader's,
    ``server.language.request_language``); a drawing option the game refuses is 422.

    ``rotation`` is passed on only to a renderer that accepts it (see :func:`view_options`);
    other games ignore it.
    """
    extra: dict[str, Any] = {}
    if rotation is not None and "rotation" in view_options(type(state)):
        extra["rotation"] = rotation
    try:
        return state.svg(flipped=flipped, highlights=list(highlights), selected=selected or None, language=language,
                         **extra)
    except BoardlabError as error:
        raise Unprocessable(rules_code(error), detail=str(error)) from None
