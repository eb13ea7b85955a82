"""The goal language: what the players agree to achieve, written as a small formula.

A goal combines *conditions* on pieces with ``and``, ``or``, ``not`` and parentheses
(``and`` binds tighter than ``or``)::

    adjacent(pyramids)                  the two pyramids are orthogonally next to each other
    line(squares)                       the three square pieces on consecutive squares of one
                                        rank or file, in any order
    block(even)                         the pieces fill a solid rectangle at least 2x2 (here 2x2)
    in(9, corners)                      every listed piece stands in the region
    adjacent(7, 9) and not in(1, edge)

Pieces are named by number (``1``-``9``), colour (``brown`` ... ``white``), group (``rounds``,
``triangles``, ``squares``, ``pyramids``, ``even``, ``odd``, ``prime``, ``squarenum``,
``cubenum`` and the spellings :data:`~boardlab.games.comet.notation.GROUP_ALIASES` accepts) or
``all``, joined by ``,`` or ``+``. ``adjacent`` means the pieces form one orthogonally
connected cluster (for two pieces: next to each other). Regions are squares (``e5``),
rectangles (``a1:c3``), ranks (``rank5``), files (``file-e``) and the named regions of
:data:`REGIONS`, joined by ``+``.

Every condition is implemented twice on purpose: :meth:`Goal.holds` on one placement (the
definition) and :meth:`Goal.holds_many` on a NumPy array of placements (for the solver); a
test keeps them in agreement.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass

import numpy as np

from boardlab.core.errors import InvalidOption
from boardlab.games.comet.board import (
    FILES,
    GROUP_BY_CODE,
    NUMBERS,
    PIECES,
    SIZE,
    SQUARES,
    Placement,
    parse_square,
    square_index,
    square_name,
)
from boardlab.games.comet.notation import GROUP_ALIASES


class GoalError(InvalidOption):
    """A goal that cannot be read: names the problem and where it is."""


def _rect(corner1: int, corner2: int) -> frozenset[int]:
    files = sorted((corner1 % SIZE, corner2 % SIZE))
    ranks = sorted((corner1 // SIZE, corner2 // SIZE))
    return frozenset(square_index(f, r) for f in range(files[0], files[1] + 1) for r in range(ranks[0], ranks[1] + 1))


_EDGE = frozenset(s for s in SQUARES if s % SIZE in (0, SIZE - 1) or s // SIZE in (0, SIZE - 1))

#: Named regions of the board.
REGIONS: dict[str, frozenset[int]] = {
    "centre": _rect(30, 50),  # d4:f6
    "center": _rect(30, 50),
    "corners": frozenset({0, 8, 72, 80}),
    "edge": _EDGE,
    "inside": frozenset(SQUARES) - _EDGE,
    "north": _rect(45, 80),  # ranks 6-9
    "south": _rect(0, 35),  # ranks 1-4
    "east": _rect(5, 80),  # files f-i
    "west": _rect(0, 75),  # files a-d
    "board": frozenset(SQUARES),
}

_COLOURS = {p.colour: p.number for p in PIECES} | {"gray": 8}


# --- the conditions ----------------------------------------------------------------------


class Goal(ABC):
    """A condition on the placement of the nine pieces."""

    @abstractmethod
    def holds(self, placement: Placement) -> bool:
        """Whether the condition holds for one placement (squares of pieces 1-9)."""

    @abstractmethod
    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        """The condition on each row of an ``(n, 9)`` integer array of placements."""

    @abstractmethod
    def __str__(self) -> str:
        """The goal in the goal language (parses back to an equal goal)."""

    @abstractmethod
    def partly(self, squares: dict[int, int]) -> bool | None:
        """Whether the condition holds with some pieces placed (``squares``: number -> square):
        ``True`` or ``False`` when that is already decided wherever the others go, else ``None``."""

    def pieces(self) -> tuple[int, ...]:
        """The numbers of the pieces the condition mentions, ascending."""
        return ()


@dataclass(frozen=True)
class PieceCondition(Goal, ABC):
    """A condition on a set of pieces (numbers, ascending) written as ``text``."""

    numbers: tuple[int, ...]
    text: str

    def _files_ranks(self, squares: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        chosen = squares[:, [n - 1 for n in self.numbers]].astype(np.int16)
        return chosen % SIZE, chosen // SIZE

    def _coordinates(self, placement: Placement) -> list[tuple[int, int]]:
        return [(placement[n - 1] % SIZE, placement[n - 1] // SIZE) for n in self.numbers]

    def pieces(self) -> tuple[int, ...]:
        return self.numbers

    def partly(self, squares: dict[int, int]) -> bool | None:
        placed = [squares[n] for n in self.numbers if n in squares]
        if len(placed) == len(self.numbers):
            return self.holds(tuple(squares.get(n, 0) for n in NUMBERS))
        return None if self._may_complete(placed) else False

    def _may_complete(self, placed: list[int]) -> bool:
        """Whether the pieces placed so far leave the condition possible (a necessary check)."""
        files = [s % SIZE for s in placed]
        ranks = [s // SIZE for s in placed]
        if not placed:
            return True
        width, height = max(files) - min(files), max(ranks) - min(ranks)
        return self._spread_allowed(width, height)

    def _spread_allowed(self, width: int, height: int) -> bool:
        return True


class Adjacent(PieceCondition):
    """The pieces form one orthogonally connected cluster (two pieces: next to each other)."""

    def holds(self, placement: Placement) -> bool:
        cells = self._coordinates(placement)
        reached, frontier = {cells[0]}, [cells[0]]
        while frontier:
            f, r = frontier.pop()
            for near in ((f + 1, r), (f - 1, r), (f, r + 1), (f, r - 1)):
                if near in cells and near not in reached:
                    reached.add(near)
                    frontier.append(near)
        return len(reached) == len(cells)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        files, ranks = self._files_ranks(squares)
        count = len(self.numbers)
        touching = [[np.abs(files[:, i] - files[:, j]) + np.abs(ranks[:, i] - ranks[:, j]) == 1
                     for j in range(count)] for i in range(count)]
        reached = [np.full(len(squares), i == 0) for i in range(count)]
        for _ in range(count - 1):
            reached = [reached[j] | np.any([reached[i] & touching[i][j] for i in range(count)], axis=0)
                       for j in range(count)]
        return np.all(reached, axis=0)

    def __str__(self) -> str:
        return f"adjacent({self.text})"

    def _spread_allowed(self, width: int, height: int) -> bool:
        return width + height <= len(self.numbers) - 1  # a connected cluster spans no more


class Line(PieceCondition):
    """The pieces stand on consecutive squares of one rank or one file, in any order."""

    def holds(self, placement: Placement) -> bool:
        files, ranks = zip(*self._coordinates(placement))
        span = len(self.numbers) - 1
        return (len(set(ranks)) == 1 and max(files) - min(files) == span) or (
            len(set(files)) == 1 and max(ranks) - min(ranks) == span)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        files, ranks = self._files_ranks(squares)
        span = len(self.numbers) - 1
        one_rank = (ranks.min(axis=1) == ranks.max(axis=1)) & (files.max(axis=1) - files.min(axis=1) == span)
        one_file = (files.min(axis=1) == files.max(axis=1)) & (ranks.max(axis=1) - ranks.min(axis=1) == span)
        return one_rank | one_file

    def __str__(self) -> str:
        return f"line({self.text})"

    def _spread_allowed(self, width: int, height: int) -> bool:
        return min(width, height) == 0 and max(width, height) <= len(self.numbers) - 1


class Block(PieceCondition):
    """The pieces fill a solid rectangle at least two squares wide and two squares tall."""

    def holds(self, placement: Placement) -> bool:
        files, ranks = zip(*self._coordinates(placement))
        width, height = max(files) - min(files) + 1, max(ranks) - min(ranks) + 1
        return width >= 2 and height >= 2 and width * height == len(self.numbers)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        files, ranks = self._files_ranks(squares)
        width = files.max(axis=1) - files.min(axis=1) + 1
        height = ranks.max(axis=1) - ranks.min(axis=1) + 1
        return (width >= 2) & (height >= 2) & (width * height == len(self.numbers))

    def __str__(self) -> str:
        return f"block({self.text})"

    def _spread_allowed(self, width: int, height: int) -> bool:
        count = len(self.numbers)
        return any(width < across and height < count // across
                   for across in range(2, count // 2 + 1) if count % across == 0 and count // across >= 2)


@dataclass(frozen=True)
class Inside(PieceCondition):
    """Every one of the pieces stands on a square of the region."""

    region: frozenset[int] = frozenset()
    region_text: str = ""

    def holds(self, placement: Placement) -> bool:
        return all(placement[n - 1] in self.region for n in self.numbers)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        mask = np.zeros(SIZE * SIZE, dtype=bool)
        mask[list(self.region)] = True
        return np.all(mask[squares[:, [n - 1 for n in self.numbers]]], axis=1)

    def __str__(self) -> str:
        return f"in({self.text}, {self.region_text})"

    def partly(self, squares: dict[int, int]) -> bool | None:
        placed = [squares[n] for n in self.numbers if n in squares]
        if any(square not in self.region for square in placed):
            return False
        return True if len(placed) == len(self.numbers) else None


@dataclass(frozen=True)
class Not(Goal):
    """The condition does not hold."""

    inner: Goal

    def holds(self, placement: Placement) -> bool:
        return not self.inner.holds(placement)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        return ~self.inner.holds_many(squares)

    def __str__(self) -> str:
        return f"not {_wrapped(self.inner)}"

    def partly(self, squares: dict[int, int]) -> bool | None:
        inner = self.inner.partly(squares)
        return None if inner is None else not inner

    def pieces(self) -> tuple[int, ...]:
        return self.inner.pieces()


@dataclass(frozen=True)
class AllOf(Goal):
    """Every part holds (``and``)."""

    parts: tuple[Goal, ...]

    def holds(self, placement: Placement) -> bool:
        return all(part.holds(placement) for part in self.parts)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        return np.all([part.holds_many(squares) for part in self.parts], axis=0)

    def __str__(self) -> str:
        return " and ".join(_wrapped(part) if isinstance(part, AnyOf) else str(part) for part in self.parts)

    def partly(self, squares: dict[int, int]) -> bool | None:
        answers = [part.partly(squares) for part in self.parts]
        return False if False in answers else None if None in answers else True

    def pieces(self) -> tuple[int, ...]:
        return tuple(sorted({n for part in self.parts for n in part.pieces()}))


@dataclass(frozen=True)
class AnyOf(Goal):
    """At least one part holds (``or``)."""

    parts: tuple[Goal, ...]

    def holds(self, placement: Placement) -> bool:
        return any(part.holds(placement) for part in self.parts)

    def holds_many(self, squares: np.ndarray) -> np.ndarray:
        return np.any([part.holds_many(squares) for part in self.parts], axis=0)

    def __str__(self) -> str:
        return " or ".join(map(str, self.parts))

    def partly(self, squares: dict[int, int]) -> bool | None:
        answers = [part.partly(squares) for part in self.parts]
        return True if True in answers else None if None in answers else False

    def pieces(self) -> tuple[int, ...]:
        return tuple(sorted({n for part in self.parts for n in part.pieces()}))


def _wrapped(goal: Goal) -> str:
    return f"({goal})" if isinstance(goal, (AllOf, AnyOf)) else str(goal)


# --- built-in goals ----------------------------------------------------------------------

#: Named goals: the two examples of the rule text first, then our library.
BUILTIN_GOALS: dict[str, tuple[str, str]] = {
    "pyramids-adjacent": ("adjacent(pyramids)", "the two pyramids next to each other orthogonally (the text's first example)"),
    "squares-in-line": ("line(squares)", "the three square pieces in an orthogonal line (the text's second example)"),
    "both-examples": ("adjacent(pyramids) and line(squares)", "both examples of the text at once"),
    "three-pairs": ("adjacent(rounds) and adjacent(triangles) and adjacent(pyramids)",
                    "each pair of like-shaped pieces side by side"),
    "brown-to-centre": ("in(brown, e5)", "the brown triangle (1) on the centre square"),
    "white-to-corner": ("in(white, corners)", "the white pyramid (9) in a corner"),
    "pyramids-to-centre": ("in(pyramids, centre)", "both pyramids inside the central 3x3 (d4:f6)"),
    "plus-sign": ("adjacent(5, 2) and adjacent(5, 4) and adjacent(5, 6) and adjacent(5, 8)",
                  "the four even pieces around the green square piece (5)"),
    "warm-colours": ("adjacent(red, orange, yellow)", "red, orange and yellow in one connected cluster"),
    "red-green-blue": ("line(red, green, blue)", "red, green and blue on three consecutive squares"),
    "triangles-north": ("in(triangles, rank9)", "both triangles on the northern edge"),
    "shapes-in-line": ("line(rounds, triangles)", "the two rounds and the two triangles in one line of four"),
    "evens-in-line": ("line(even)", "the four even-numbered pieces in one line"),
    "primes-together": ("adjacent(prime)", "the five prime-numbered pieces (1 2 3 5 7) in one connected cluster"),
}
DEFAULT_GOAL = "pyramids-adjacent"


# --- reading goals -----------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(?:([a-z][a-z0-9-]*|[0-9]+)|(&&|\|\||[(),+:&|!]))", re.IGNORECASE)
_CONDITIONS: dict[str, type[Adjacent] | type[Line] | type[Block]] = {"adjacent": Adjacent, "line": Line, "block": Block}
_REGION_CONDITIONS = ("in", "at")


def parse_goal(text: str) -> Goal:
    """Read a goal written in the goal language; raises :class:`GoalError` saying what is wrong.

    >>> str(parse_goal("Adjacent(7 + white) AND line(squares)"))
    'adjacent(7, 9) and line(2, 5, 8)'
    """
    if not isinstance(text, str) or not text.strip():
        raise GoalError("a goal must be a non-empty text, e.g. adjacent(pyramids)")
    return _Parser(text).goal()


def resolve_goal(text: str) -> Goal:
    """A built-in goal's name or a goal in the goal language, read into a :class:`Goal`.

    A goal that no placement of the pieces satisfies is refused (see :func:`check_possible`).
    """
    name = text.strip().lower() if isinstance(text, str) else text
    if name in BUILTIN_GOALS:
        return parse_goal(BUILTIN_GOALS[name][0])
    try:
        goal = parse_goal(text)
    except GoalError as error:
        if "(" in text:
            raise
        names = ", ".join(BUILTIN_GOALS)
        raise GoalError(f"{error}; or name a built-in goal: {names}") from None
    check_possible(goal)
    return goal


# --- goals that cannot hold ----------------------------------------------------------------

#: How many partial placements :func:`impossible_reason` tries before it gives up deciding.
POSSIBILITY_BUDGET = 10_000


def check_possible(goal: Goal) -> None:
    """Raise :class:`GoalError` with the reason when no placement of the pieces satisfies ``goal``.

    >>> check_possible(parse_goal("in(1, e5) and in(2, e5)"))
    Traceback (most recent call last):
    ...
    boardlab.games.comet.goals.GoalError: no placement satisfies the goal in(1, e5) and in(2, e5): pieces 1 and 2 cannot stand as it asks at the same time
    """
    reason = impossible_reason(goal)
    if reason is not None:
        raise GoalError(f"no placement satisfies the goal {goal}: {reason}")


_REASONS: dict[str, str | None] = {}


def impossible_reason(goal: Goal) -> str | None:
    """Why no placement satisfies ``goal``, or ``None`` when one does (or deciding it would
    take more than :data:`POSSIBILITY_BUDGET` trials: such a goal is let through).

    It places the goal's pieces one at a time on distinct squares, most constrained first,
    and drops a partial placement as soon as :meth:`Goal.partly` says the goal cannot hold.
    """
    text = str(goal)
    if text not in _REASONS:
        _REASONS[text] = _Possibility(goal).reason()
    return _REASONS[text]


class _Possibility:
    """A depth-first search for one placement of a goal's pieces that satisfies it."""

    def __init__(self, goal: Goal) -> None:
        self.goal = goal
        self.trials = 0
        self.deepest = 0
        self.domains = {n: [s for s in SQUARES if goal.partly({n: s}) is not False] for n in goal.pieces()}
        self.order = sorted(self.domains, key=lambda n: len(self.domains[n]))

    def reason(self) -> str | None:
        for number in self.order:
            if not self.domains[number]:
                return f"piece {number} can stand on no square the goal allows"
        try:
            if self._place({}, 0):
                return None
        except _GaveUp:
            return None
        stuck = self.order[: self.deepest + 1]  # the first pieces that cannot all be placed
        if len(stuck) == 1:
            return f"piece {stuck[0]} can stand on no square the goal allows"
        names = ", ".join(map(str, stuck[:-1])) + f" and {stuck[-1]}"
        return f"pieces {names} cannot stand as it asks at the same time"

    def _place(self, squares: dict[int, int], index: int) -> bool:
        self.deepest = max(self.deepest, index)
        if index == len(self.order):
            return self.goal.partly(squares) is True
        number = self.order[index]
        taken = set(squares.values())
        for square in self.domains[number]:
            if square in taken:
                continue
            self.trials += 1
            if self.trials > POSSIBILITY_BUDGET:
                raise _GaveUp
            squares[number] = square
            verdict = self.goal.partly(squares)
            if verdict is True or (verdict is None and self._place(squares, index + 1)):
                return True
            del squares[number]
        return False


class _GaveUp(Exception):
    """Deciding took too many trials."""


class _Parser:
    """A recursive-descent reader of one goal text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = self._tokenise(text)
        self.at = 0

    def _tokenise(self, text: str) -> list[str]:
        tokens, position = [], 0
        while text[position:].strip():
            match = _TOKEN.match(text, position)
            if match is None:
                bad = text[position:].strip()[0]
                raise GoalError(f"unexpected character {bad!r} at position {position + 1} of the goal {text!r}")
            tokens.append((match.group(1) or match.group(2)).lower())
            position = match.end()
        return tokens

    def _peek(self, ahead: int = 0) -> str | None:
        index = self.at + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def _next(self, what: str) -> str:
        """The next token, whatever it is; ``what`` names what was expected if there is none."""
        token = self._peek()
        if token is None:
            raise GoalError(f"the goal {self.text!r} ends too early: expected {what}")
        self.at += 1
        return token

    def _take(self, expected: str | None = None) -> str:
        """The next token, which must be ``expected`` when given."""
        token = self._next(repr(expected) if expected else "more")
        if expected is not None and token != expected:
            raise GoalError(f"expected {expected!r} but found {token!r} in the goal {self.text!r}")
        return token

    def goal(self) -> Goal:
        goal = self._either()
        if self._peek() is not None:
            raise GoalError(f"unexpected {self._peek()!r} after a complete goal in {self.text!r}")
        return goal

    def _either(self) -> Goal:
        parts = [self._both()]
        while self._peek() in ("or", "|", "||"):
            self._take()
            parts.append(self._both())
        return parts[0] if len(parts) == 1 else AnyOf(tuple(parts))

    def _both(self) -> Goal:
        parts = [self._single()]
        while self._peek() in ("and", "&", "&&"):
            self._take()
            parts.append(self._single())
        return parts[0] if len(parts) == 1 else AllOf(tuple(parts))

    def _single(self) -> Goal:
        token = self._peek()
        if token in ("not", "!"):
            self._take()
            return Not(self._single())
        if token == "(":
            self._take()
            inner = self._either()
            self._take(")")
            return inner
        return self._condition()

    def _condition(self) -> Goal:
        word = self._next("a condition")
        if word not in _CONDITIONS and word not in _REGION_CONDITIONS:
            known = ", ".join([*_CONDITIONS, "in"])
            raise GoalError(f"{word!r} is not a condition; the conditions are {known}, combined with and, or, not")
        self._take("(")
        numbers = self._pieces(word)
        if word in _REGION_CONDITIONS:
            self._take(",")
            region, region_text = self._region()
            self._take(")")
            return Inside(numbers, _pieces_text(numbers), region, region_text)
        self._take(")")
        if len(numbers) < 2:
            raise GoalError(f"{word}(...) needs at least two pieces, got {_pieces_text(numbers)}")
        if word == "block" and len(numbers) not in (4, 6, 8, 9):
            raise GoalError(f"block(...) needs pieces that fill a rectangle at least 2 x 2 (4, 6, 8 or 9 pieces), "
                            f"got {len(numbers)}: {_pieces_text(numbers)}")
        return _CONDITIONS[word](numbers, _pieces_text(numbers))

    def _pieces(self, condition: str) -> tuple[int, ...]:
        numbers = set(self._piece_term())
        while self._peek() == "+" or (self._peek() == "," and _piece_numbers(self._peek(1)) is not None):
            self._take()
            numbers |= set(self._piece_term())
        return tuple(sorted(numbers))

    def _piece_term(self) -> tuple[int, ...]:
        word = self._next("a piece")
        numbers = _piece_numbers(word)
        if numbers is None:
            raise GoalError(f"{word!r} is not a piece: name pieces by number 1-9, colour, group "
                            f"({', '.join(GROUP_BY_CODE)}) or all")
        return numbers

    def _region(self) -> tuple[frozenset[int], str]:
        squares: set[int] = set()
        texts: list[str] = []
        while True:
            part, text = self._region_term()
            squares |= part
            texts.append(text)
            if self._peek() != "+":
                return frozenset(squares), " + ".join(texts)
            self._take()

    def _region_term(self) -> tuple[frozenset[int], str]:
        word = self._next("a region")
        if word in REGIONS:
            return REGIONS[word], word
        line = re.fullmatch(r"rank-?([1-9])|file-?([a-i])", word)
        if line:
            rank, file = line.groups()
            if rank:
                return frozenset(square_index(f, int(rank) - 1) for f in range(SIZE)), f"rank{rank}"
            return frozenset(square_index(FILES.index(file), r) for r in range(SIZE)), f"file-{file}"
        corner = parse_square(word)
        if corner is None:
            raise GoalError(f"{word!r} is not a region: write a square (e5), a rectangle (a1:c3), rank5, "
                            f"file-e or one of {', '.join(REGIONS)}")
        if self._peek() != ":":
            return frozenset({corner}), word
        self._take()
        other = parse_square(self._next("a square"))
        if other is None:
            raise GoalError(f"{self.tokens[self.at - 1]!r} is not a square for the corner of a rectangle")
        return _rect(corner, other), f"{word}:{square_name(other)}"


def _piece_numbers(word: str | None) -> tuple[int, ...] | None:
    if word is None:
        return None
    if word.isdigit():  # "²" and "٣" are digits to isdigit; only 1-9 name a piece
        return (int(word),) if word in {str(n) for n in NUMBERS} else None
    if word == "all":
        return NUMBERS
    if word in _COLOURS:
        return (_COLOURS[word],)
    if word in GROUP_ALIASES:
        return GROUP_BY_CODE[GROUP_ALIASES[word]].members
    return None


def _pieces_text(numbers: tuple[int, ...]) -> str:
    return ", ".join(map(str, numbers))
