"""Library fuzzing: random and mutated position strings and JSON positions for every game.

Whatever the input, reading it either raises one of the project's documented errors
(:class:`boardlab.BoardlabError` subclasses) or gives a position that round-trips: its
position string and its JSON read back to the same position, and the position answers the
protocol's basic questions (legal moves, the text diagram) without error. Records are fuzzed
with the record reader's own tests.

The quick run tries a few hundred inputs per game; ``--runslow`` (CI) tries 20,000 per game.
"""

from __future__ import annotations

import copy
import json
import random
import re
import string
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import boardlab
from boardlab.core.game import Game, State

GAMES = boardlab.games()
QUICK_INPUTS = 400
SLOW_INPUTS = 20_000

#: Characters worth inserting: those of real positions plus separators and oddities.
EXTRA_CHARS = string.ascii_letters + string.digits + " .,;:/()[]{}-+x*#|\\'\"\t\n\u00e9\u2013\x00"
#: Characters that Python takes for digits but a number field must refuse: an Arabic-Indic
#: three (int() reads it as 3), a circled one and a superscript two (isdigit() says yes).
NON_ASCII_DIGITS = ("\u0663", "\u2460", "\u00b2")
#: A number field far beyond any count (int() itself refuses over 4,300 digits).
LONG_DIGITS = "9" * 5000
#: The longest whole number a JSON text can carry into Python: json.loads itself refuses more
#: than 4,300 digits, and so does repr(), so a reader is tried with one just under that.
HUGE_JSON_NUMBER = 10 ** 4000


def _seed_states(game: Game, rng: random.Random, count: int = 12) -> list[State]:
    """Real positions to mutate: the start and positions along short random games."""
    states = [game.start()]
    while len(states) < count:
        state = game.start()
        for _ in range(rng.randrange(1, 40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


def _mutate_text(text: str, rng: random.Random) -> str:
    """``text`` with one to three random edits: characters, fields, or a truncation."""
    for _ in range(rng.randint(1, 3)):
        edit = rng.randrange(7)
        at = rng.randrange(len(text) + 1)
        if edit == 0 and text:
            text = text[:at] + text[at + 1:]
        elif edit == 1:
            text = text[:at] + rng.choice(EXTRA_CHARS + text) + text[at:]
        elif edit == 2 and text:
            text = text[:at] + rng.choice(EXTRA_CHARS + text) + text[at + 1:]
        elif edit == 3:
            text = text[:at]
        elif edit == 4:
            fields = text.split(" ")
            rng.shuffle(fields)
            text = " ".join(fields)
        elif edit == 5:
            fields = text.split(" ")
            fields.insert(rng.randrange(len(fields) + 1), rng.choice(fields))
            text = " ".join(fields)
        else:
            digits = [i for i, ch in enumerate(text) if ch.isdigit()]
            if digits:
                i = rng.choice(digits)
                replacement = rng.choice([0, 9, 10, 99, 12345678901234567890, LONG_DIGITS, *NON_ASCII_DIGITS])
                text = text[:i] + str(replacement) + text[i + 1:]
    return text


def _random_value(rng: random.Random, depth: int = 0) -> Any:
    choices: list[Callable[[], Any]] = [
        lambda: None, lambda: rng.choice([True, False]), lambda: rng.randint(-3, 20),
        lambda: rng.choice([10**30, -(10**30), HUGE_JSON_NUMBER, 1.5, float("nan")]),
        lambda: rng.choice(["", "x", "black", "b", "a1", *NON_ASCII_DIGITS]),
    ]
    if depth < 2:
        choices += [lambda: [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))],
                    lambda: {rng.choice(["a", "side", "x"]): _random_value(rng, depth + 1)}]
    return rng.choice(choices)()


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value inside nested dicts and lists."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _paths(value, prefix + (index,))


def _mutate_json(data: Any, rng: random.Random) -> Any:
    """A deep copy of ``data`` with one to three values replaced, removed or added."""
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(list(_paths(data)))
        if not path:
            return _random_value(rng) if rng.random() < 0.3 else data
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        edit = rng.randrange(4)
        if edit == 0:
            parent[key] = _random_value(rng)
        elif edit == 1 and isinstance(parent, dict):
            del parent[key]
        elif edit == 2 and isinstance(parent[key], str):
            parent[key] = _mutate_text(parent[key], rng)
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = parent[key] + rng.choice([-1, 1, 7, -100])
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return data


def _check_accepted(game: Game, state: State) -> None:
    """A position that was read must round-trip and answer the protocol's basic questions."""
    text = state.position()
    assert game.from_position(text).position() == text
    encoded = json.loads(json.dumps(state.to_json()))
    assert game.from_json(encoded).position() == text
    moves = state.legal_moves()
    assert (not moves) == state.is_over
    state.text()


def fuzz(name: str, inputs: int, seed: int) -> None:
    """Try ``inputs`` position strings and JSON positions (about half each) on game ``name``."""
    rng = random.Random(seed)
    game = boardlab.load(name)
    seeds = _seed_states(game, rng)
    texts = [s.position() for s in seeds]
    documents = [s.to_json() for s in seeds]
    for number in range(inputs):
        if number % 2:
            text = _mutate_text(rng.choice(texts), rng) if rng.random() < 0.9 else "".join(
                rng.choice(EXTRA_CHARS) for _ in range(rng.randrange(40)))
            read: Callable[[], State] = lambda: game.from_position(text)  # noqa: E731
            shown: Any = text
        else:
            document = _mutate_json(rng.choice(documents), rng)
            read = lambda: game.from_json(document)  # noqa: E731
            shown = document
        try:
            state = read()
        except boardlab.BoardlabError:
            continue
        except Exception as error:  # pragma: no cover - the failure message is the point
            raise AssertionError(f"{name}: {type(error).__name__}: {error} reading {shown!r}") from error
        try:
            _check_accepted(game, state)
        except boardlab.BoardlabError as error:  # pragma: no cover
            raise AssertionError(f"{name}: accepted {shown!r} but then: {error}") from error


@pytest.mark.parametrize("name", GAMES)
def test_fuzzed_positions_quick(name: str) -> None:
    fuzz(name, QUICK_INPUTS, seed=1)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_fuzzed_positions_many(name: str) -> None:
    fuzz(name, SLOW_INPUTS, seed=2)


def _number_fields(text: str) -> list[tuple[int, int]]:
    """The spans of every run of ASCII digits in a position string: every number field."""
    return [(match.start(), match.end()) for match in re.finditer(r"[0-9]+", text)]


@pytest.mark.parametrize("name", GAMES)
def test_every_number_field_takes_ascii_digits_only(name: str) -> None:
    """Each digit run of real positions (turn counts, Strengths, ranks, pools), replaced by a
    non-ASCII digit or by 5,000 digits, is refused with the library's own error, never a plain
    ValueError and never read as a number."""
    game = boardlab.load(name)
    rng = random.Random(5)
    for state in _seed_states(game, rng, count=4):
        text = state.position()
        for start, end in _number_fields(text):
            for bad in (*NON_ASCII_DIGITS, LONG_DIGITS):
                changed = text[:start] + bad + text[end:]
                try:
                    game.from_position(changed)
                except boardlab.BoardlabError:
                    continue
                except Exception as error:  # pragma: no cover - the failure message is the point
                    raise AssertionError(f"{name}: {type(error).__name__} reading {changed[:80]!r}") from error
                raise AssertionError(f"{name}: accepted {changed[:80]!r}")


@pytest.mark.parametrize("name", GAMES)
def test_json_counts_are_capped(name: str) -> None:
    game = boardlab.load(name)
    document = game.start().to_json()
    key = "count" if name == "comet" else "turn"
    for bad in (HUGE_JSON_NUMBER, 10**12, -1, True, "3", *NON_ASCII_DIGITS):
        with pytest.raises(boardlab.PositionError):
            game.from_json({**document, key: bad})


@pytest.mark.parametrize(("name", "text"), [
    ("comet", "c7,e7,g7,c5,e5,g5,c3,e3,g3 p1 \u2460"),  # the example: a circled one
    ("c1", None), ("axiom", None), ("ccc", None), ("cubes", None),
])
def test_the_turn_count_refuses_the_digits_int_would_take(name: str, text: str | None) -> None:
    game = boardlab.load(name)
    fields = (text or game.start().position()).split()
    for bad in (*NON_ASCII_DIGITS, LONG_DIGITS):
        fields[-1] = bad
        with pytest.raises(boardlab.PositionError, match="turn count|grand moves"):
            game.from_position(" ".join(fields))
