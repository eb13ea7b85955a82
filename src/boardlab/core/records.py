"""Game records that say what they are: header tags in the spirit of PGN, then the moves.

::

    [Game "c1"]
    [Variant "c2"]
    [Repetition "0"]
    [MoveLimit "0"]
    [Date "2026.11.23"]
    [Black "Ann"]
    [White "hard"]
    [Result "white WINS"]

    [Tb3-b4/Cd1-d2, Pe7-e6] [Pb1-d5, Pc7-e3] ... [white WINS]

A tag is ``[Name "value"]`` on a line of its own; inside the quotes ``\\"`` is a quote and
``\\\\`` a backslash. ``Game`` names the game, one tag per option gives its value (the option's
name in CamelCase), ``Position`` the start position when it is not the game's usual start,
``Result`` the result (``*`` while unfinished); the seats (``Black``...), ``Date``
(``YYYY.MM.DD``), ``Termination`` and any other tag are kept as they are. The moves follow in
the bracketed format of :mod:`boardlab.core.movetext`. A record without a header (the rulebook's
own form, maybe with a first line ``Position: ...``) is read when the game is given. A file may
hold many records, one after another, each starting with its header. docs/records.md has it all.

>>> import boardlab
>>> record = read('[Game "c1"]\\n[Black "Ann"]\\n\\n[Cd1-d2, Pe7-e6] [Pb1-d5]')
>>> record.game, record.options["variant"], record.tags["Black"], record.moves
('c1', 'c1', 'Ann', ('Cd1-d2', 'Pe7-e6', 'Pb1-d5'))
>>> record.replay().to_move
'white'
>>> print(write(boardlab.load("c1").start().play("Cd1-d2"), tags={"Black": "Ann"}))
[Game "c1"]
[Variant "c1"]
[Repetition "0"]
[MoveLimit "0"]
[Black "Ann"]
[Result "*"]
<BLANKLINE>
[Cd1-d2]
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from functools import cached_property, lru_cache
from typing import IO, Any

from boardlab.core.errors import BoardlabError, RecordError
from boardlab.core.game import Game, State
from boardlab.core.movetext import parse, parse_result, replay_turns, result_text, settled_result, write_movetext
from boardlab.core.registry import game_class, load

GAME, RESULT, POSITION, DATE, TERMINATION = "Game", "Result", "Position", "Date", "Termination"
#: The Result tag of a game that goes on.
UNFINISHED = "*"
#: Lines of moves are broken between bracket groups to stay within this width.
LINE_WIDTH = 79

_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_DATE = re.compile(r"([0-9]{4}|\?{4})\.([0-9]{2}|\?\?)\.([0-9]{2}|\?\?)")  # ASCII digits: \d matches ٣
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_NOT_IN_A_MOVE = re.compile(r"[\s\[\]{},]")
#: Splits a text into records: tags, legacy ``Position:`` lines, notes (so that nothing inside
#: a note is taken for a tag), spaces (one line break at a time, to see blank lines) and moves.
_PIECE = re.compile(r'''
    (?P<tag>\[[ \t]*(?P<name>[A-Za-z][A-Za-z0-9_]*)[ \t]+"(?P<value>(?:[^"\\\r\n]|\\.)*)"[ \t]*\])
  | (?P<badtag>\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]+"[^\n]*)
  | (?P<position>^[ \t]*[Pp]osition:[^\n]*)
  | (?P<note>\{[^{}]*\})
  | (?P<newline>[ \t\r]*\n)
  | (?P<space>[ \t\r]+)
  | (?P<moves>[^\s\[{]+|[\[{])
''', re.X | re.M)


@dataclass(frozen=True)
class Record:
    """One game record: the game, its options, where it starts, its turns, notes and result.

    ``moves`` are whole turns in the game's notation (steps joined by its step separator),
    ``notes`` the notes by turn index (0: the first turn), ``result`` the result the record
    claims (a seat, ``"draw"``, ``"solved"``...; ``None``: none), ``position`` the start
    position string (``None``: the game's usual start) and ``other_tags`` every other header
    tag (players, ``Date``, ``Termination``...), in order. Options are completed with the
    game's defaults and checked; nothing is checked against the rules until :meth:`states`.

    >>> Record("c1", {"variant": "c2"}, ("Tb3-b4/Cd1-d2",)).replay().to_move
    'white'
    """

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    moves: tuple[str, ...] = ()
    notes: dict[int, str] = field(default_factory=dict)
    result: str | None = None
    position: str | None = None
    other_tags: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        rules = _load(self.game, self.options)
        object.__setattr__(self, "game", rules.name)
        object.__setattr__(self, "options", dict(rules.options))
        object.__setattr__(self, "moves", _checked_moves(self.moves))
        if any(not isinstance(i, int) or not 0 <= i < len(self.moves) for i in self.notes):
            raise RecordError(f"notes belong to turns 0 to {len(self.moves) - 1}, by index: got {sorted(self.notes)!r}")
        object.__setattr__(self, "notes", {i: _clean_note(n) for i, n in sorted(self.notes.items())})
        object.__setattr__(self, "other_tags", _checked_tags(rules, self.other_tags))
        if self.position is not None:
            _start(rules, self.position)  # refused here, not at the first replay

    @classmethod
    def from_state(cls, state: State, *, start: State | None = None, tags: Mapping[str, str] | None = None,
                   result: str | None = None, verify: bool = True) -> Record:
        """The record of the game that led to ``state`` from ``start`` (default: the usual start).

        ``tags`` adds header tags (players, ``Date``...); ``result`` is a result the rules did
        not reach (a resignation, an agreed draw). Raises :class:`RecordError` when the
        state's moves do not lead from ``start`` to it (give the position the game began from);
        ``verify=False`` skips that replay, for a caller that has just replayed them itself.
        """
        rules = state.game
        usual = _usual_start(rules)
        start = usual if start is None else start
        if state.is_over and result is None:
            result = state.winner
        if start.game != rules:
            raise RecordError(f"the start is a position of {start.game!r}, the state one of {rules!r}")
        record = cls(rules.name, rules.options, tuple(state.moves), state.annotations(), result,
                     None if start.position() == usual.position() else start.position(), dict(tags or {}))
        if verify:
            advice = "pass the position the game began from as start"
            try:
                end = replay_turns(record.start(), record.moves, record.notes)[-1]
            except RecordError as error:
                raise RecordError(f"the state's moves do not lead from the given start to it ({error}): {advice}") from None
            if end.position() != state.position():
                raise RecordError(f"the state's moves do not lead from the given start to it: {advice}")
            record.outcome  # noqa: B018  (refuses a result the players could not have reached)
        return record

    # --- what the record says ------------------------------------------------------------

    @property
    def tags(self) -> dict[str, str]:
        """The whole header as :func:`write` writes it, tag name -> value."""
        rules = self.load()
        header = {GAME: self.game}
        header.update({_option_tag(spec.name): _option_text(self.options[spec.name]) for spec in rules.option_specs})
        header.update(self.other_tags)
        header[RESULT] = UNFINISHED if self.result is None else result_text(self.result)
        if self.position is not None:
            header[POSITION] = self.position
        return header

    def tag(self, name: str) -> str | None:
        """The value of the header tag ``name`` (in any letter case, ``_`` ignored), or ``None``.

        >>> Record("c1", other_tags={"Black": "Ann"}).tag("black")
        'Ann'
        """
        return next((value for tag, value in self.tags.items() if _key(tag) == _key(name)), None)

    def load(self) -> Game:
        """The game with the record's options."""
        return _load(self.game, self.options)

    def start(self) -> State:
        """The position the record starts from."""
        rules = self.load()
        return _usual_start(rules) if self.position is None else _start(rules, self.position)

    # --- checking it against the rules ---------------------------------------------------

    def states(self) -> list[State]:
        """Every position from the start, one per turn, each turn and the result checked.

        Raises :class:`RecordError` naming the ply, the move and why.
        """
        return list(self._replayed[0])

    def replay(self) -> State:
        """The position at the end of the record (checked as by :meth:`states`)."""
        return self._replayed[0][-1]

    @property
    def outcome(self) -> tuple[str, str] | None:
        """``(winner, reason)``: the rules' outcome or the result the record gives for a game
        stopped early (a resignation, an agreed draw); ``None`` for a game that goes on."""
        return self._replayed[1]

    @cached_property
    def _replayed(self) -> tuple[list[State], tuple[str, str] | None]:
        states = replay_turns(self.start(), self.moves, self.notes)
        return states, settled_result(states[-1], self.result, self.tag(TERMINATION))


# --- reading ---------------------------------------------------------------------------------


def read(text: str, game: Game | str | None = None) -> Record:
    """The one record in ``text``. ``game`` (a name or a loaded game) is the game of a record
    whose header does not name one; a record that names its game is read as that game.

    Checks the form (tags, options, start position, brackets); :meth:`Record.states` checks
    the moves. Raises :class:`RecordError` saying what is wrong and where.
    """
    pieces = _split(_text_of(text))
    if not pieces:
        raise RecordError("the record is empty")
    if len(pieces) > 1:
        raise RecordError(f"the text holds {len(pieces)} records (the second begins on line "
                          f"{pieces[1].line}); read them with read_all")
    return pieces[0].record(game)


def read_all(source: str | os.PathLike[str] | IO[str], game: Game | str | None = None) -> list[Record]:
    """Every record in a text, a file name or an open file, in order (see :func:`read`).

    Records follow one another, each beginning with its header; only the first may lack one.
    One bad record refuses them all: the :class:`RecordError` names the record (``.record``,
    from 1) and its line.
    """
    pieces = _split(_source_text(source))
    if not pieces:
        raise RecordError("no record: the text is empty")
    records = []
    for number, piece in enumerate(pieces, start=1):
        try:
            records.append(piece.record(game))
        except RecordError as error:
            raise RecordError(f"record {number} (line {piece.line}): {error}", ply=error.ply, move=error.move,
                              record=number) from None
    return records


def _text_of(text: Any) -> str:
    if not isinstance(text, str):
        raise RecordError(f"a record must be text, not {type(text).__name__}")
    return text


def _source_text(source: Any) -> str:
    if isinstance(source, os.PathLike):
        try:
            with open(source, encoding="utf-8") as file:
                return file.read()
        except (OSError, UnicodeDecodeError) as error:
            raise RecordError(f"cannot read {os.fspath(source)}: {error}") from None
    if hasattr(source, "read"):
        return _text_of(source.read())
    return _text_of(source)


@dataclass
class _Piece:
    """The text of one record, split into its header tags and its moves."""

    line: int
    tags: list[tuple[str, str, int]] = field(default_factory=list)  # name, raw value, line
    legacy_position: str | None = None
    moves: list[str] = field(default_factory=list)

    def record(self, default: Game | str | None) -> Record:
        tags = _tag_values(self.tags)
        rules, consumed = _game_of(tags, default)
        position = tags.pop(_key(POSITION), (POSITION, None))[1]
        if position is not None and self.legacy_position is not None:
            raise RecordError("the start position is given twice: as a Position tag and a Position: line")
        position = position if position is not None else self.legacy_position
        claimed = _result_tag(tags.pop(_key(RESULT), (RESULT, None))[1])
        if _key(DATE) in tags:
            _check_date(tags[_key(DATE)][1])
        if position is not None:
            position = position.strip()
            _start(rules, position)
        moves = parse(rules, "".join(self.moves))
        if claimed is not None and moves.result is not None and claimed != moves.result:
            raise RecordError(f"the Result tag says {result_text(claimed)!r}, the moves end with "
                              f"{result_text(moves.result)!r}")
        others = {name: value for key, (name, value) in tags.items() if key not in consumed}
        return Record(rules.name, rules.options, moves.turns, moves.notes, moves.result or claimed, position, others)


def _split(text: str) -> list[_Piece]:
    """The records of ``text``: a tag begins a new record after moves or after a blank line."""
    pieces: list[_Piece] = []
    line, blank, had_moves = 1, False, False
    newlines_in_a_row = 0
    for match in _PIECE.finditer(text):
        kind, value = match.lastgroup, match.group()
        if kind == "newline":
            newlines_in_a_row += 1
            blank = blank or newlines_in_a_row > 1
            line += 1
            continue
        if kind == "space":
            continue
        newlines_in_a_row = 0
        if kind in ("tag", "badtag"):
            if kind == "badtag":
                raise RecordError(f"line {line}: a malformed tag {value.strip()[:60]!r}: write a tag as "
                                  '[Name "value"] on one line, with \\" for a quote and \\\\ for a backslash')
            if not pieces or had_moves or (blank and pieces[-1].tags):
                pieces.append(_Piece(line))
                had_moves = False
            pieces[-1].tags.append((match.group("name"), match.group("value"), line))
        else:
            if not pieces:
                pieces.append(_Piece(line))
            if kind == "position":
                if had_moves or pieces[-1].legacy_position is not None:
                    raise RecordError(f"line {line}: a Position: line belongs before the moves, once")
                pieces[-1].legacy_position = value.split(":", 1)[1]
            else:
                pieces[-1].moves.append(value if kind != "moves" else f" {value} ")
                had_moves = True
        blank = False
        line += value.count("\n")
    return pieces


def _key(tag: str) -> str:
    """How tag names are compared: ``MoveLimit``, ``move_limit`` and ``movelimit`` are one tag."""
    return tag.lower().replace("_", "")


def _tag_values(raw_tags: list[tuple[str, str, int]]) -> dict[str, tuple[str, str]]:
    """Tag key (see :func:`_key`) -> (name as written, value unescaped); a tag given twice is refused."""
    tags: dict[str, tuple[str, str]] = {}
    for name, raw, line in raw_tags:
        key = _key(name)
        if key in tags:
            raise RecordError(f"line {line}: the tag {name} is given twice")
        tags[key] = (name, _unescape(raw, name, line))
    return tags


def _unescape(raw: str, name: str, line: int) -> str:
    def one(match: re.Match[str]) -> str:
        if match.group(1) not in ('"', "\\"):
            raise RecordError(f"line {line}: the tag {name} holds an unknown escape '\\{match.group(1)}' "
                              '(inside the quotes only \\" and \\\\ are escapes)')
        return match.group(1)

    return re.sub(r"\\(.)", one, raw)


def _game_of(tags: dict[str, tuple[str, str]], default: Game | str | None) -> tuple[Game, set[str]]:
    """The game with the options the tags give, and the keys of the tags that said so."""
    options: dict[str, Any] = {}
    if _key(GAME) in tags:
        source, name = f"the {GAME} tag", tags[_key(GAME)][1].strip().lower()
    elif default is None:
        raise RecordError('the record does not say its game: add a [Game "..."] tag, or give the game')
    elif isinstance(default, Game):
        source, name, options = "the game", default.name, dict(default.options)
    else:
        source, name = "the game", str(default).strip().lower()
    try:
        specs = game_class(name).option_specs
    except BoardlabError as error:
        raise RecordError(f"{source}: {error}") from None
    consumed = {_key(GAME)}
    for spec in specs:
        key = _key(spec.name)
        if key in tags:
            options[spec.name] = tags[key][1]
            consumed.add(key)
    try:
        return load(name, **options), consumed
    except BoardlabError as error:
        raise RecordError(f"the option tags: {error}") from None


def _result_tag(value: str | None) -> str | None:
    if value is None or value.strip() == UNFINISHED:
        return None
    claimed = parse_result(value)
    if claimed is None:
        raise RecordError(f"the {RESULT} tag {value!r} is not a result: write e.g. 'white WINS', 'DRAW' or "
                          f"'{UNFINISHED}' for a game that goes on")
    return claimed


def _check_date(value: str) -> None:
    if not _DATE.fullmatch(value.strip()):
        raise RecordError(f"the {DATE} tag {value!r} is not a date: write YYYY.MM.DD (?? for unknown parts)")


# --- writing ---------------------------------------------------------------------------------


def write(item: Record | State, *, start: State | None = None, tags: Mapping[str, str] | None = None,
          result: str | None = None, header: bool = True) -> str:
    """The text of a record, or of the record of a state (see :meth:`Record.from_state` for
    ``start``, ``tags`` and ``result``).

    With ``header=False`` only the moves are written, as in the rulebook (with a first line
    ``Position: ...`` when the game did not begin at the usual start).
    """
    if isinstance(item, State):
        record = Record.from_state(item, start=start, tags=tags, result=result)
    elif isinstance(item, Record):
        if start is not None or tags is not None or result is not None:
            raise RecordError("a Record carries its own start, tags and result: write(record) takes none")
        record = item
    else:
        raise RecordError(f"write takes a Record or a State, not {type(item).__name__}")
    seats = len(record.load().seats)
    if not header:
        moves = write_movetext(record.moves, record.notes, record.result, seats=seats)
        position = record.position
        if position is None and record.load().record_names_start:
            # Without a header a reader could not know a start the rules leave to chance.
            position = record.load().start().position()
        return moves if position is None else f"Position: {position}\n{moves}"
    lines = [f'[{name} "{_escape(value)}"]' for name, value in record.tags.items()]
    moves = write_movetext(record.moves, record.notes, record.result, seats=seats, width=LINE_WIDTH)
    return "\n".join(lines) + (f"\n\n{moves}" if moves else "")


def write_all(records: list[Record]) -> str:
    """Many records in one text, a blank line between them (read back by :func:`read_all`)."""
    return "\n\n".join(write(record) for record in records) + "\n"


def date_tag(day: date) -> str:
    """A ``Date`` tag's value: ``date(2026, 11, 23)`` -> ``'2026.11.23'``."""
    return day.strftime("%Y.%m.%d")


def seat_tag(seat: str) -> str:
    """The tag naming a seat's player: ``'black'`` -> ``'Black'``, ``'p1'`` -> ``'P1'``."""
    return seat[:1].upper() + seat[1:]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _option_tag(option: str) -> str:
    """``'move_limit'`` -> ``'MoveLimit'``: the tag that holds an option."""
    return "".join(part[:1].upper() + part[1:] for part in option.split("_"))


def _option_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _checked_tags(rules: Game, tags: Mapping[str, Any]) -> dict[str, str]:
    """``tags`` with values on one line, refusing bad names and tags the record writes itself."""
    reserved = {_key(GAME), _key(RESULT), _key(POSITION)} | {_key(spec.name) for spec in rules.option_specs}
    checked: dict[str, str] = {}
    for name, value in tags.items():
        if not isinstance(name, str) or not _TAG_NAME.fullmatch(name):
            raise RecordError(f"{name!r} is not a tag name: a letter, then letters, digits or '_'")
        if _key(name) in reserved:
            raise RecordError(f"the {name} tag is written from the game itself; leave it out of the tags")
        if _key(name) in {_key(key) for key in checked}:
            raise RecordError(f"the tag {name} is given twice")
        checked[name] = _CONTROL.sub(" ", str(value))
    if DATE in checked:
        _check_date(checked[DATE])
    return checked


def _checked_moves(moves: Any) -> tuple[str, ...]:
    """``moves`` as a tuple, refusing what cannot be written as a turn of a record."""
    checked = tuple(moves)
    for ply, move in enumerate(checked, start=1):
        if not isinstance(move, str) or not move or _NOT_IN_A_MOVE.search(move):
            raise RecordError(f"ply {ply}: {move!r} is not a turn in a game's notation", ply=ply)
    return checked


def _clean_note(note: str) -> str:
    """A note as it survives being written: trimmed, braces turned into parentheses."""
    return str(note).strip().replace("{", "(").replace("}", ")")


def _load(name: str, options: Mapping[str, Any]) -> Game:
    """The game ``name`` with ``options``; games and their starts are kept for reuse, since
    some take a while to set up (CCC's board) and records load them again and again."""
    try:
        return _loaded(str(name).strip().lower(), tuple(sorted(options.items())))
    except BoardlabError as error:
        raise RecordError(str(error)) from None
    except TypeError:  # an unhashable option value: the game will say what is wrong with it
        try:
            return load(str(name).strip().lower(), **options)
        except BoardlabError as error:
            raise RecordError(str(error)) from None


@lru_cache(maxsize=64)
def _loaded(name: str, options: tuple[tuple[str, Any], ...]) -> Game:
    return load(name, **dict(options))


@lru_cache(maxsize=64)
def _usual_start(rules: Game) -> State:
    """The game's start position (states never change, so one serves every record)."""
    return rules.start()


def _start(rules: Game, position: str) -> State:
    try:
        return rules.from_position(position)
    except BoardlabError as error:
        raise RecordError(f"the start position: {error}") from None


# --- the forms for a given game --------------------------------------------------------------


def read_record(game: Game, text: str) -> Record:
    """``read(text, game)``: a record of ``game`` unless its header names another game."""
    return read(text, game)


def replay_record(game: Game, text: str) -> list[State]:
    """Every position of the record (see :meth:`Record.states`), ``game`` as in :func:`read`."""
    return read(text, game).states()


def write_record(state: State, start: State | None = None) -> str:
    """The moves of ``state``'s game without a header, as in the rulebook (see :func:`write`)."""
    return write(state, start=start, header=False)


__all__ = [
    "Record",
    "date_tag",
    "read",
    "read_all",
    "read_record",
    "replay_record",
    "result_text",
    "seat_tag",
    "write",
    "write_all",
    "write_record",
]
