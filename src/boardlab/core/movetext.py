"""The moves of a record: whole turns in square brackets, one bracket group per round.

This is the format of the C1 rulebook, shared by every game::

    [Cd1-d2, Pe7-e6] [Pb1-d5 {a bold jump}, Pc7-e3] [white WINS]

Each group holds one turn per seat (a *round*), in playing order from the record's start; only
the last group may be short. A turn of several steps joins them with the game's step
separator (``Tb3-b4/Cd1-d2``). A note in braces after a turn is kept beside it. The result, if
any, stands alone in a last group. Reading is tolerant of letter case and spacing (each game
says how to normalise a move) and strict about everything else: every entry is exactly one
whole turn of the player whose turn it is (:func:`replay_turns` checks that against the rules).

Errors name the *ply*: the record's turns counted from 1, as a player counts them.

>>> import boardlab
>>> moves = parse(boardlab.load("c1"), "[cd1-d2, Pe7-e6] [Pb1-d5] [black wins]")
>>> moves.turns, moves.result
(('Cd1-d2', 'Pe7-e6', 'Pb1-d5'), 'black')
>>> write_movetext(moves.turns, {1: "solid"}, None, seats=2)
'[Cd1-d2, Pe7-e6 {solid}] [Pb1-d5]'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from boardlab.core.errors import IllegalMove, RecordError
from boardlab.core.game import Game, State

_TOKEN = re.compile(
    r"\{(?P<note>[^{}]*)\}|(?P<open>\[)|(?P<close>\])|(?P<comma>,)|(?P<text>[^\[\]{},]+)|(?P<bad>.)", re.S
)
_RESULT = re.compile(r"(?i)^\s*(?:(\w+)\s+wins?|(draw|solved|unsolved))\s*$")
#: What may stand outside the brackets: the rulebook ends its sample game with a full stop.
_FILLER = " .\n\t\r"


@dataclass(frozen=True)
class Movetext:
    """The turns of a record as written (normalised, not yet checked against the rules), the
    notes by turn index (0: the first turn) and the result the record claims (a seat,
    ``"draw"``, ``"solved"``...; ``None`` when it claims none)."""

    turns: tuple[str, ...]
    notes: dict[int, str] = field(default_factory=dict)
    result: str | None = None


def parse(game: Game, text: str) -> Movetext:
    """Read the bracket groups of ``text``; raises :class:`RecordError` naming the ply.

    Checks the form: brackets paired, at most one turn per seat in a group, every group but
    the last a full round, no empty entry or step, the result alone in the last group.
    """
    reader = _Reader(game)
    inside, entry, note = False, "", None
    for token in _TOKEN.finditer(text):
        kind, value = token.lastgroup, token.group()
        if kind == "bad":
            raise reader.error(f"unexpected {value!r} in the record (an unclosed '{{' note?)")
        if kind == "open" and inside:
            raise reader.error("a '[' inside another bracket group (a ']' missing?)")
        if kind in ("close", "comma", "note", "text") and not inside:
            if kind == "text" and not value.strip(_FILLER):
                continue
            raise reader.error(f"unexpected {value.strip()!r} outside square brackets")
        if kind == "open":
            inside, entry, note = True, "", None
            reader.open_group()
        elif kind == "note":
            if note is not None:
                raise reader.error("two notes {...} after one turn")
            note = token.group("note")
        elif kind == "text":
            if note is not None and value.strip():
                raise reader.error(f"{value.strip()!r} after a note: a note ends its entry")
            entry += value
        else:  # a comma or the closing bracket ends the entry
            reader.entry(entry, note)
            entry, note, inside = "", None, kind == "comma"
    if inside:
        raise reader.error("a '[' is never closed")
    return Movetext(tuple(reader.turns), reader.notes, reader.result)


class _Reader:
    """Collects turns, notes and the result from the entries of the bracket groups, checking
    how the groups are made up."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.round = len(game.seats)
        self.turns: list[str] = []
        self.notes: dict[int, str] = {}
        self.result: str | None = None
        self.in_group = 0  # the entries read so far in the current group
        self.last_group = 0  # the turns in the previous group

    @property
    def ply(self) -> int:
        """The ply of the entry being read."""
        return len(self.turns) + 1

    def error(self, message: str, move: str | None = None) -> RecordError:
        return RecordError(f"ply {self.ply}: {message}", ply=self.ply, move=move)

    def open_group(self) -> None:
        self.last_group, self.in_group = self.in_group, 0

    def entry(self, text: str, note: str | None) -> None:
        text = text.strip()
        if not text:
            raise self.error("an empty entry (a ',' too many, or '[]')")
        if self.result is not None:
            raise self.error(f"{text!r} after the result: the result ends the record", text)
        claimed = _RESULT.match(text)
        if claimed:
            self._result((claimed.group(1) or claimed.group(2)).lower(), text, note)
        else:
            self._turn(text, note)
        self.in_group += 1

    def _result(self, result: str, text: str, note: str | None) -> None:
        if self.in_group:
            raise self.error(f"the result {text!r} stands alone in the last bracket group, after the turns")
        if note is not None:
            raise self.error("a note {...} belongs after a turn, not after the result")
        self.result = result

    def _turn(self, text: str, note: str | None) -> None:
        if self.in_group == self.round:
            raise self.error(f"{text!r} is one turn too many in its bracket group: a group holds one "
                             f"round, a turn for each of the {self.round} seats", text)
        if self.in_group == 0 and self.turns and self.last_group < self.round:
            raise self.error(f"the bracket group before {text!r} holds {self.last_group} turn(s), not "
                             f"{self.round}: only the last group may hold less than a round", text)
        separator = self.game.step_separator
        steps = "".join(text.split()).split(separator)
        if not all(steps):
            raise self.error(f"an empty step in {text!r}", text)
        if note is not None:
            self.notes[len(self.turns)] = note.strip()
        self.turns.append(separator.join(self.game.normalise_move(step) for step in steps))


def write_movetext(turns: Sequence[str], notes: Mapping[int, str], result: str | None, *, seats: int,
                   width: int | None = None) -> str:
    """The bracket groups of ``turns``, a round of ``seats`` turns each, then the result.

    With ``width``, lines break between groups to stay within it where they can.
    """
    written = [f"{turn} {{{_braceless(notes[i])}}}" if i in notes else turn for i, turn in enumerate(turns)]
    groups = [f"[{', '.join(written[i : i + seats])}]" for i in range(0, len(written), seats)]
    if result is not None:
        groups.append(f"[{result_text(result)}]")
    if width is None:
        return " ".join(groups)
    lines: list[str] = []
    for group in groups:
        if lines and len(lines[-1]) + 1 + len(group) <= width:
            lines[-1] += " " + group
        else:
            lines.append(group)
    return "\n".join(lines)


def _braceless(note: str) -> str:
    """A note as it can be written between braces (braces inside become parentheses)."""
    return note.replace("{", "(").replace("}", ")")


def result_text(winner: str | None) -> str:
    """``'white WINS'``, ``'DRAW'``, ``'SOLVED'``...: how a record writes a result.

    >>> result_text("white"), result_text("draw")
    ('white WINS', 'DRAW')
    """
    if winner in ("draw", "solved", "unsolved"):
        return winner.upper()
    return f"{winner} WINS"


def parse_result(text: str) -> str | None:
    """The result a record's ``[...]`` entry or ``Result`` tag names, or ``None`` if it names none.

    >>> parse_result("white WINS"), parse_result("Draw"), parse_result("Cd1-d2")
    ('white', 'draw', None)
    """
    claimed = _RESULT.match(text)
    return (claimed.group(1) or claimed.group(2)).lower() if claimed else None


# --- checking the turns against the rules ------------------------------------------------------


def replay_turns(start: State, turns: Sequence[str], notes: Mapping[int, str]) -> list[State]:
    """Every position from ``start`` on, one per turn, each turn checked against the rules.

    Every turn must be exactly one whole turn of the player to move: a turn that runs on into
    the next player's steps is refused, and so is an unfinished turn anywhere but last (a
    record of a game stopped in the middle of a turn). Raises :class:`RecordError` naming the
    ply, the move and the reason.
    """
    states = [start]
    for index, turn in enumerate(turns):
        last = index == len(turns) - 1
        state = _play_whole_turn(states[-1], turn, index + 1, last)
        if index in notes:
            if len(state.turns) == len(states[-1].turns):
                raise _turn_error(states[-1], index + 1, turn, "a note {...} belongs after a whole turn")
            try:
                state = state.annotate(notes[index])
            except IllegalMove as error:
                raise _turn_error(states[-1], index + 1, turn, str(error)) from None
        states.append(state)
    return states


def _whole_turn_problem(state: State, turn: str) -> str | None:
    """The game's own objection to ``turn`` played as one turn from ``state``, if it has one."""
    try:
        state.play_turn(turn)
    except IllegalMove as error:
        return str(error)
    return None


def _play_whole_turn(state: State, turn: str, ply: int, last: bool) -> State:
    seat = state.to_move
    steps = state.split_turn(turn)
    done = len(state.turns)
    before = state
    for number, step in enumerate(steps, start=1):
        try:
            state = state.play(step)
        except IllegalMove as error:
            raise _turn_error(before, ply, turn, str(error)) from None
        if len(state.turns) > done and number < len(steps):
            played = before.game.step_separator.join(steps[:number])
            # The game may know better what is wrong with the turn as written (C2: "the tile
            # move must come first"); otherwise it is two turns in one entry.
            raise _turn_error(before, ply, turn, _whole_turn_problem(before, turn) or (
                f"{turn} holds more than one turn: {seat}'s turn ends after {played}; "
                "the rest belongs in the next entry"))
    if len(state.turns) == done and not last and not state.is_over:
        raise _turn_error(before, ply, turn, f"{turn} leaves {seat}'s turn unfinished (next: one of "
                          f"{', '.join(state.legal_moves()[:5])}...); write the whole turn in one entry")
    return state


def _turn_error(state: State, ply: int, turn: str, reason: str) -> RecordError:
    seat = state.to_move or "after the end"
    return RecordError(f"ply {ply} ({seat}): {reason}", ply=ply, move=turn)


def settled_result(final: State, claimed: str | None, reason: str | None = None) -> tuple[str, str] | None:
    """``(winner, reason)`` of a replayed record: the rules' outcome, or the result the record
    claims for a game the rules had not ended, if players can end a game that way.

    A player may resign (:meth:`Game.resignation`) and, where the game allows it, players may
    agree a draw; any other claim the rules do not reach is refused with :class:`RecordError`.
    """
    if final.is_over:
        if claimed is not None and claimed != final.winner:
            raise RecordError(f"the record claims the result {claimed!r}, but the game ends: {final.reason}")
        return final.outcome
    if claimed is None:
        return None
    game = final.game
    possible = {game.resignation(seat)[0] for seat in game.seats}
    if game.draw_by_agreement:
        possible.add("draw")
    if claimed not in possible:
        allowed = ", ".join(sorted(possible))
        raise RecordError(f"the record claims the result {claimed!r}, but the game is not over "
                          f"(a game stopped early ends with one of: {allowed})")
    return claimed, reason or "result given in the record"
