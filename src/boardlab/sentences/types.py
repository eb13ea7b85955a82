"""The types a sentence parameter may have, and how each is written in a sentence.

Every value is written in a language-neutral ASCII form (``e5``, ``7``, ``prime-E``, ``90``);
the reader's dictionary turns it into words. :data:`TYPES` maps each type's name to its
:class:`ParameterType`.

>>> TYPES["grandmove"].write("Primes-east")
'prime-E'
>>> TYPES["count"].problem("07")
'a count is written in ASCII digits without leading zeros, e.g. 3'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from boardlab.games.comet.board import DIRECTION_BY_LETTER, GROUP_BY_CODE, PIECES
from boardlab.games.comet.goals import GoalError, parse_goal
from boardlab.games.comet.notation import normalise_move, parse_move

SHAPES = ("round", "triangle", "square", "pyramid")
COLOURS = tuple(p.colour for p in PIECES)
SEATS = tuple(f"p{n}" for n in range(1, 10)) + ("black", "white")
#: The games a ``game`` parameter names (fixed here so reading never needs the registry).
GAMES = ("c1", "axiom", "ccc", "cubes", "comet")
#: Named regions of the goal language, as a ``region`` parameter writes them.
NAMED_REGIONS = ("centre", "corners", "edge", "inside", "north", "south", "east", "west", "board")

_SQUARE = re.compile(r"[a-z][1-9][0-9]?(?:\.[1-9])?\Z")
_WHOLE = re.compile(r"(?:0|[1-9][0-9]{0,8})\Z")
_PIECES = re.compile(r"[1-9](?:,[1-9])*\Z")
_MOVE = re.compile(r"[!-~]{1,64}\Z")
_REGION_PART = re.compile(r"(?:[a-i][1-9](?::[a-i][1-9])?|rank[1-9]|file-[a-i]|" + "|".join(NAMED_REGIONS) + r")\Z")


@dataclass(frozen=True)
class ParameterType:
    """A parameter type: its name, what it holds (for messages), a checker and a normaliser.

    ``check`` returns ``None`` for a good value, else what is wrong; ``normalise`` turns an
    accepted spelling (or a Python value) into the written form.
    """

    name: str
    holds: str
    check: Callable[[str], str | None]
    normalise: Callable[[Any], str] = str
    numeric: bool = False

    def write(self, value: Any) -> str:
        """The written form of ``value``; raises ``ValueError`` naming the problem."""
        text = self.normalise(value)
        problem = self.problem(text)
        if problem is not None:
            raise ValueError(problem)
        return text

    def problem(self, text: str) -> str | None:
        """What is wrong with ``text`` as a value of this type, or ``None``."""
        return _checked(self.name, text)


def _one_of(choices: tuple[str, ...], what: str) -> Callable[[str], str | None]:
    def check(text: str) -> str | None:
        return None if text in choices else f"{what} is one of {', '.join(choices)}"
    return check


def _pattern(pattern: re.Pattern[str], message: str) -> Callable[[str], str | None]:
    return lambda text: None if pattern.match(text) else message


def _check_pieces(text: str) -> str | None:
    if not _PIECES.match(text):
        return "pieces are written as piece numbers 1-9 joined by commas, e.g. 2,5"
    numbers = text.split(",")
    if numbers != sorted(set(numbers)):
        return "pieces are listed once each in ascending order, e.g. 2,5,8"
    return None


def _check_goal(text: str) -> str | None:
    try:
        goal = parse_goal(text)
    except GoalError as error:
        return f"not a goal of the goal language: {error}"
    return None if str(goal) == text else f"a goal is written in its standard form, here {goal}"


def _check_region(text: str) -> str | None:
    if all(_REGION_PART.match(part) for part in text.split("+")):
        return None
    return "a region is squares (e5), rectangles (a1:c3), rank5, file-e or a named region, joined by +"


def _normalise_goal(value: Any) -> str:
    try:
        return str(parse_goal(str(value)))
    except GoalError:
        return str(value)


def _normalise_pieces(value: Any) -> str:
    if isinstance(value, (list, tuple, set, frozenset)):
        return ",".join(str(n) for n in sorted(int(n) for n in value))
    return str(value).replace(" ", "")


def _normalise_grand_move(value: Any) -> str:
    return normalise_move(str(value))


_WHOLE_MESSAGE = "is written in ASCII digits without leading zeros, e.g. 3"

TYPES: dict[str, ParameterType] = {t.name: t for t in (
    ParameterType("square", "a square", _pattern(_SQUARE, "a square is a file letter and a rank, e.g. e5 (AXIOM: b2.3)")),
    ParameterType("piece", "a comet piece", _one_of(tuple("123456789"), "a piece"), numeric=True),
    ParameterType("pieces", "comet pieces", _check_pieces, _normalise_pieces, numeric=True),
    ParameterType("shape", "a piece shape", _one_of(SHAPES, "a shape")),
    ParameterType("colour", "a piece colour", _one_of(COLOURS, "a colour")),
    ParameterType("group", "a group of pieces", _one_of(tuple(GROUP_BY_CODE), "a group")),
    ParameterType("direction", "a direction", _one_of(tuple(DIRECTION_BY_LETTER), "a direction")),
    ParameterType("grandmove", "a grand move",
                  lambda text: None if parse_move(text) else "a grand move is a group and a direction, e.g. prime-E",
                  _normalise_grand_move),
    ParameterType("goal", "a goal", _check_goal, _normalise_goal),
    ParameterType("region", "a region", _check_region),
    ParameterType("count", "a count", _pattern(_WHOLE, "a count " + _WHOLE_MESSAGE), numeric=True),
    ParameterType("seat", "a seat", _one_of(SEATS, "a seat")),
    ParameterType("game", "a game", _one_of(GAMES, "a game")),
    ParameterType("move", "a move", _pattern(_MOVE, "a move is written in its game's notation without spaces")),
    ParameterType("duration", "a duration in seconds",
                  _pattern(_WHOLE, "a duration is whole seconds, " + _WHOLE_MESSAGE), numeric=True),
)}


@lru_cache(maxsize=65536)
def _checked(type_name: str, text: str) -> str | None:
    """The checks are pure, and a conversation repeats its values: remember the answers."""
    return TYPES[type_name].check(text)
