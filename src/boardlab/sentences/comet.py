"""A whole comet game written as comet circumflex sentences, and read back.

A game is written one sentence line at a time: the rules the players agreed (the goal, the
move limit, and where they differ from the usual ones: the number of players, edge-blocking
forbidden, the start placement, seat to move and grand moves already made), then one line per
grand move (who moved what, then what it did), then the result::

    ☄̂⃣103|adjacent(7, 9)☄̂⃢
    ☄̂⃣121|40☄̂⃢
    ☄̂⃣141|p1|pyramids-E☄̂⃢ ☄̂⃣113|7,9☄̂⃢
    ☄̂⃣104☄̂⃢

Reading takes the same sentences (any others, a greeting or a chat remark, are skipped) and
replays the game; what a line says a grand move did must be what it does. The existing record
format (docs/records.md) is unchanged: this is a second way to write the same game.

>>> import boardlab
>>> game = boardlab.load("comet", goal="squares-in-line").start().play("prime-S").play("prime-S")
>>> record = read_game(write_game(Record.from_state(game)))
>>> record.moves, record.outcome[0]
(('prime-S', 'prime-S'), 'solved')
"""

from __future__ import annotations

import re
from typing import Any

from boardlab.core.errors import RecordError
from boardlab.core.records import Record
from boardlab.games.comet.board import DEFAULT_START
from boardlab.games.comet.game import CometGame
from boardlab.games.comet.goals import BUILTIN_GOALS, parse_goal
from boardlab.games.comet.notation import read_placement, write_placement
from boardlab.games.comet.rules import MoveReport
from boardlab.sentences.codec import Sentence, decode, encode

GOAL, MOVE_LIMIT, PLAYERS, EDGE_FORBIDDEN, START_SQUARE = 103, 121, 143, 144, 142
START_COUNT, START_SEAT = 120, 325
GRAND_MOVE = 141
MOVED, BLOCKED_BY_PIECE, BLOCKED_BY_EDGE, NOTHING_MOVED = 113, 114, 115, 116
REACHED, NOT_REACHED, GAVE_UP = 104, 122, 123
_RESULTS = (MOVED, BLOCKED_BY_PIECE, BLOCKED_BY_EDGE, NOTHING_MOVED)
_SETTINGS = (GOAL, MOVE_LIMIT, PLAYERS, EDGE_FORBIDDEN, START_SQUARE, START_COUNT, START_SEAT)
_GAVE_UP = re.compile(r"(p[1-9]) gave up")
#: A goal written as a built-in goal's formula reads back as that goal's name (as records name it).
_BUILTIN_BY_FORMULA = {str(parse_goal(formula)): name for name, (formula, _) in reversed(BUILTIN_GOALS.items())}


def write_game(record: Record) -> str:
    """The comet game of ``record`` as lines of sentences; raises :class:`RecordError` for
    another game or an illegal record."""
    if record.game != "comet":
        raise RecordError(f"only comet games are written as sentences, not {record.game}")
    states = record.states()
    rules: CometGame = record.load()  # type: ignore[assignment]
    lines = _rules_lines(rules, states[0])
    for before, after in zip(states, states[1:]):
        lines.append(" ".join(grand_move_sentences(before.seat, after.report)))
    lines.extend(_result_lines(record, states[-1]))
    return "\n".join(lines) + "\n"


def _rules_lines(rules: CometGame, start: Any) -> list[str]:
    lines = [encode(GOAL, str(rules.goal)), encode(MOVE_LIMIT, rules.options["move_limit"])]
    if rules.options["players"] != 2:
        lines.append(encode(PLAYERS, rules.options["players"]))
    if not rules.options["edge_blocking"]:
        lines.append(encode(EDGE_FORBIDDEN))
    if start.placement != DEFAULT_START:
        lines.append(" ".join(encode(START_SQUARE, n, _name(s)) for n, s in enumerate(start.placement, start=1)))
    if start.seat != rules.seats[0]:
        lines.append(encode(START_SEAT, start.seat))
    if start.count:
        lines.append(encode(START_COUNT, start.count))
    return lines


def _name(square: int) -> str:
    return write_placement((square,))


def grand_move_sentences(seat: str, report: MoveReport) -> list[str]:
    """A grand move in sentences: who made it (141), then what it did (113-116), as a game's
    conversation and :func:`write_game` say it."""
    return [encode(GRAND_MOVE, seat, str(report.move)), *_report_sentences(report)]


def result_sentence(winner: str | None) -> str | None:
    """The sentence of a finished comet game's result (104 reached, 122 not), or ``None``."""
    return {"solved": encode(REACHED), "unsolved": encode(NOT_REACHED)}.get(winner or "")


def _report_sentences(report: MoveReport) -> list[str]:
    """What a grand move did, in sentences (the same list :func:`read_game` expects)."""
    said = [encode(MOVED, report.moved)] if report.moved else [encode(NOTHING_MOVED)]
    if report.blocked_by_piece:
        said.append(encode(BLOCKED_BY_PIECE, sorted(report.blocked_by_piece)))
    if report.blocked_by_edge:
        said.append(encode(BLOCKED_BY_EDGE, report.blocked_by_edge))
    return said


def _result_lines(record: Record, final: Any) -> list[str]:
    outcome = record.outcome
    if outcome is None:
        return []
    if final.outcome is None:  # stopped early: someone gave up
        found = _GAVE_UP.match(outcome[1])
        return [encode(GAVE_UP, found.group(1) if found else final.seat)]
    return [encode(REACHED if outcome[0] == "solved" else NOT_REACHED)]


# --- reading ----------------------------------------------------------------------------------


def read_game(text: str) -> Record:
    """The comet game written as sentences in ``text``, checked by replaying it.

    Raises :class:`~boardlab.sentences.SentenceError` for a malformed sentence and
    :class:`RecordError` for a game that does not hold together (a grand move by the wrong
    seat, a result that is not what the move did, rules given after the first grand move).
    """
    reader = _GameReader()
    for sentence in decode(text):
        reader.take(sentence)
    return reader.record()


class _GameReader:
    """Collects a game's sentences in order, then builds and checks the record."""

    def __init__(self) -> None:
        self.options: dict[str, Any] = {}
        self.squares: dict[int, str] = {}
        self.seat: str | None = None
        self.count = 0
        self.moves: list[tuple[Sentence, str, str]] = []
        self.said: dict[int, list[str]] = {}
        self.result: tuple[Sentence, str] | None = None

    def take(self, sentence: Sentence) -> None:
        number, values = sentence.number, sentence.parameters
        if self.result is not None and (number in _SETTINGS or number == GRAND_MOVE):
            raise RecordError(f"sentence {number} at position {sentence.start} comes after the game's result")
        if number in _SETTINGS:
            if self.moves:
                raise RecordError(f"the rules (sentence {number} at position {sentence.start}) must come "
                                  "before the first grand move")
            self._setting(number, values)
        elif number == GRAND_MOVE:
            self.moves.append((sentence, values[0], values[1]))
        elif number in _RESULTS:
            if not self.moves:
                raise RecordError(f"sentence {number} at position {sentence.start} reports a grand move before any")
            self.said.setdefault(len(self.moves) - 1, []).append(str(Sentence(number, values)))
        elif number in (REACHED, NOT_REACHED, GAVE_UP) and self.result is None:
            self.result = (sentence, values[0] if values else "")

    def _setting(self, number: int, values: tuple[str, ...]) -> None:
        if number == GOAL:
            self.options["goal"] = _BUILTIN_BY_FORMULA.get(values[0], values[0])
        elif number == MOVE_LIMIT:
            self.options["move_limit"] = int(values[0])
        elif number == PLAYERS:
            self.options["players"] = int(values[0])
        elif number == EDGE_FORBIDDEN:
            self.options["edge_blocking"] = False
        elif number == START_SQUARE:
            self.squares[int(values[0])] = values[1]
        elif number == START_SEAT:
            self.seat = values[0]
        else:
            self.count = int(values[0])

    def record(self) -> Record:
        if "goal" not in self.options:
            raise RecordError("a comet game in sentences names its goal (sentence 103) before its grand moves")
        result, tags = self._result()
        record = Record("comet", self.options, tuple(move for _, _, move in self.moves), result=result,
                        position=self._position(), other_tags=tags)
        self._check(record)
        return record

    def _position(self) -> str | None:
        if not self.squares and self.seat is None and not self.count:
            return None
        placement = DEFAULT_START
        if self.squares:
            if sorted(self.squares) != list(range(1, 10)):
                missing = sorted(set(range(1, 10)) - set(self.squares))
                raise RecordError(f"the start placement names pieces 1-9; missing: {', '.join(map(str, missing))}")
            placement = read_placement(",".join(self.squares[n] for n in range(1, 10)))
        return f"{write_placement(placement)} {self.seat or 'p1'} {self.count}"

    def _result(self) -> tuple[str | None, dict[str, str]]:
        if self.result is None:
            return None, {}
        sentence, seat = self.result
        if sentence.number == REACHED:
            return "solved", {}
        if sentence.number == NOT_REACHED:
            return "unsolved", {}
        return "unsolved", {"Termination": f"{seat} gave up"}

    def _check(self, record: Record) -> None:
        states = record.states()
        for ply, ((sentence, seat, move), before, after) in enumerate(zip(self.moves, states, states[1:]), start=1):
            if before.seat != seat:
                raise RecordError(f"grand move {ply} ({move}, position {sentence.start}) is made by {seat}, "
                                  f"but {before.seat} is to move", ply=ply, move=move)
            said = self.said.get(ply - 1)
            if said is not None and said != _report_sentences(after.report):
                raise RecordError(f"grand move {ply} ({move}, position {sentence.start}): what the sentences say "
                                  f"it did is not what it does ({after.report.describe()})", ply=ply, move=move)
        record.outcome  # noqa: B018  (a claimed result the game did not reach is refused here)
