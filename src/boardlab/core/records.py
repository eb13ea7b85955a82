"""Game records in the bracketed format of the C1 rulebook, for any game.

A record lists turns in groups of one turn per seat, each group in square brackets, and may
end with the result in brackets::

    [Cd1-d2, Pe7-e6] [Pb1-d5, Pc7-e3] [white WINS]

A turn of several steps joins them with the game's step separator. Reading is tolerant of
case and spacing (each game says how to normalise a move); an optional first line
``Position: <position string>`` starts the record from another position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardlab.core.errors import IllegalMove, PositionError, RecordError
from boardlab.core.game import Game, State

_GROUP = re.compile(r"\[([^\[\]]*)\]")
_RESULT = re.compile(r"(?i)^\s*(?:(\w+)\s+wins?|(draw|solved|unsolved))\s*$")


@dataclass(frozen=True)
class Record:
    """A parsed record: where it starts, its turns, and the result it claims."""

    start: State
    turns: list[str]
    result: str | None


def read_record(game: Game, text: str) -> Record:
    """Parse ``text`` without checking the moves' legality (see :func:`replay_record`)."""
    if not isinstance(text, str):
        raise RecordError("a record must be text")
    start, body = _read_header(game, text)
    leftover = _GROUP.sub(" ", body).strip()
    if leftover.strip(" .\n\t"):
        raise RecordError(f"unexpected text outside square brackets: {leftover.split()[0]!r}")
    turns: list[str] = []
    result = None
    for group in _GROUP.findall(body):
        for entry in (e.strip() for e in group.split(",")):
            if not entry:
                raise RecordError(f"empty entry in [{group}] after turn {len(turns)}")
            if result is not None:
                raise RecordError(f"turn {entry!r} after the result {result!r}")
            claimed = _RESULT.match(entry)
            if claimed:
                result = (claimed.group(1) or claimed.group(2)).lower()
            else:
                steps = "".join(entry.split()).split(game.step_separator)
                turns.append(game.step_separator.join(game.normalise_move(step) for step in steps))
    return Record(start, turns, result)


def replay_record(game: Game, text: str) -> list[State]:
    """Every position of the record, from its start to its end, each turn checked.

    Raises :class:`RecordError` naming the turn (``ply``), the move, why it is wrong and the
    correction where there is one, or a result that does not match the replay.
    """
    record = read_record(game, text)
    states = [record.start]
    for number, turn in enumerate(record.turns, start=1):
        try:
            states.append(states[-1].play_turn(turn))
        except IllegalMove as error:
            seat = states[-1].to_move or "after the end"
            raise RecordError(f"ply {number} ({seat}): {error}", ply=number, move=turn) from None
    final = states[-1]
    if record.result is not None and record.result != final.winner:
        actual = f"the game ends: {final.reason}" if final.is_over else "the game is not over"
        raise RecordError(f"the record claims the result {record.result!r}, but {actual}")
    return states


def write_record(state: State, start: State | None = None) -> str:
    """The record of ``state``'s game: its turns grouped per round, and the result if over.

    ``start`` is the position the game began from, written as a ``Position:`` line when it
    is not the game's usual start.
    """
    game = state.game
    size = len(game.seats)
    turns = state.moves
    groups = [", ".join(turns[i : i + size]) for i in range(0, len(turns), size)]
    if state.is_over:
        groups.append(result_text(state.winner))
    lines = []
    if start is not None and start.position() != game.start().position():
        lines.append(f"Position: {start.position()}")
    lines.append(" ".join(f"[{g}]" for g in groups))
    return "\n".join(lines)


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
