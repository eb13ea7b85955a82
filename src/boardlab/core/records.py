"""Game records in the bracketed format of the C1 rulebook, for any game.

A record lists turns in groups of one turn per seat, each group in square brackets, and may
end with the result in brackets::

    [Cd1-d2, Pe7-e6] [Pb1-d5, Pc7-e3] [white WINS]

A turn of several steps joins them with the game's step separator. Reading is tolerant of
case and spacing (each game says how to normalise a move); an optional first line
``Position: <position string>`` starts the record from another position. A note in braces
after a turn, ``[Nd1-e2 {What a lovely hop!}, ...]``, is kept beside the turn (games that
keep notes, like CCC's compliments, receive it through :meth:`State.annotate`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from boardlab.core.errors import IllegalMove, PositionError, RecordError
from boardlab.core.game import Game, State

_TOKEN = re.compile(r"\{(?P<note>[^{}]*)\}|(?P<open>\[)|(?P<close>\])|(?P<comma>,)|(?P<text>[^\[\]{},]+)|(?P<bad>.)", re.S)
_RESULT = re.compile(r"(?i)^\s*(?:(\w+)\s+wins?|(draw|solved|unsolved))\s*$")


@dataclass(frozen=True)
class Record:
    """A parsed record: where it starts, its turns, the result it claims, and its notes by turn
    index (a ``{...}`` after a turn, such as a CCC compliment)."""

    start: State
    turns: list[str]
    result: str | None
    annotations: dict[int, str] = field(default_factory=dict)


class _Reader:
    """Collects turns, notes and the result from the entries of a record's bracket groups."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.turns: list[str] = []
        self.result: str | None = None
        self.annotations: dict[int, str] = {}

    def entry(self, text: str, note: str | None) -> None:
        text = text.strip()
        if not text:
            raise RecordError(f"empty entry after turn {len(self.turns)}")
        if self.result is not None:
            raise RecordError(f"turn {text!r} after the result {self.result!r}")
        claimed = _RESULT.match(text)
        if claimed:
            self.result = (claimed.group(1) or claimed.group(2)).lower()
        else:
            separator = self.game.step_separator
            steps = "".join(text.split()).split(separator)
            self.turns.append(separator.join(self.game.normalise_move(step) for step in steps))
        if note is not None:
            if claimed:
                raise RecordError("a note {...} belongs after a turn, not after the result")
            self.annotations[len(self.turns) - 1] = note.strip()


def read_record(game: Game, text: str) -> Record:
    """Parse ``text`` without checking the moves' legality (see :func:`replay_record`)."""
    if not isinstance(text, str):
        raise RecordError("a record must be text")
    start, body = _read_header(game, text)
    reader = _Reader(game)
    inside, entry, note = False, "", None
    for token in _TOKEN.finditer(body):
        kind, value = token.lastgroup, token.group()
        if kind == "bad":
            raise RecordError(f"unexpected {value!r} in the record (an unclosed '{{' note?)")
        if kind == "open" and inside:
            raise RecordError("a '[' inside another bracket group")
        if kind in ("close", "comma", "note", "text") and not inside:
            if kind == "text" and not value.strip(" .\n\t\r"):
                continue
            raise RecordError(f"unexpected text outside square brackets: {value.strip()!r}")
        if kind == "open":
            inside, entry, note = True, "", None
        elif kind == "note":
            note = token.group("note")
        elif kind == "text":
            entry += value
        else:  # a comma or the closing bracket ends the entry
            reader.entry(entry, note)
            entry, note, inside = "", None, kind == "comma"
    if inside:
        raise RecordError("a '[' is never closed")
    return Record(start, reader.turns, reader.result, reader.annotations)


def replay_record(game: Game, text: str) -> list[State]:
    """Every position of the record, from its start to its end, each turn checked.

    Raises :class:`RecordError` naming the turn (``ply``), the move, why it is wrong and the
    correction where there is one, or a result that does not match the replay.
    """
    record = read_record(game, text)
    states = [record.start]
    for number, turn in enumerate(record.turns, start=1):
        try:
            state = states[-1].play_turn(turn)
            if number - 1 in record.annotations:
                state = state.annotate(record.annotations[number - 1])
        except IllegalMove as error:
            seat = states[-1].to_move or "after the end"
            raise RecordError(f"ply {number} ({seat}): {error}", ply=number, move=turn) from None
        states.append(state)
    final = states[-1]
    if record.result is not None and record.result != final.winner:
        actual = f"the game ends: {final.reason}" if final.is_over else "the game is not over"
        raise RecordError(f"the record claims the result {record.result!r}, but {actual}")
    return states


def write_record(state: State, start: State | None = None) -> str:
    """The record of ``state``'s game: its turns grouped per round, and the result if over.

    ``start`` is the position the game began from, written as a ``Position:`` line when it
    is not the game's usual start, or always where ``game.record_names_start`` (the start is
    left to chance, so a reader could not know it).
    """
    game = state.game
    size = len(game.seats)
    notes = state.annotations()
    turns = [f"{turn} {{{_braceless(notes[i])}}}" if i in notes else turn for i, turn in enumerate(state.moves)]
    groups = [", ".join(turns[i : i + size]) for i in range(0, len(turns), size)]
    if state.is_over:
        groups.append(result_text(state.winner))
    lines = []
    start = start if start is not None else (game.start() if game.record_names_start else None)
    if start is not None and (game.record_names_start or start.position() != game.start().position()):
        lines.append(f"Position: {start.position()}")
    lines.append(" ".join(f"[{g}]" for g in groups))
    return "\n".join(lines)


def _braceless(note: str) -> str:
    return note.replace("{", "(").replace("}", ")")


def result_text(winner: str | None) -> str:
    """``'white WINS'``, ``'DRAW'``, ``'SOLVED'``...: how a record writes a result."""
    if winner in ("draw", "solved", "unsolved"):
        return winner.upper()
    return f"{winner} WINS"


def _read_header(game: Game, text: str) -> tuple[State, str]:
    lines = text.strip().splitlines()
    if lines and lines[0].lower().startswith("position:"):
        try:
            return game.from_position(lines[0].split(":", 1)[1].strip()), "\n".join(lines[1:])
        except PositionError as error:
            raise RecordError(f"bad Position line: {error}") from None
    return game.start(), text
