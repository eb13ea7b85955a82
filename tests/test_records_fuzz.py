"""Fuzzing the record reader, for every game: random and mutated records (seeded, so a failure
reproduces). Only the project's errors (``BoardlabError``) may be raised, and every record that
is accepted, moves and result included, is written back and read back to the same game.

The fast run tries a few hundred inputs per game; with --runslow the total is at least 20,000
per game (c1 and its C2 variant counted apart).
"""

from __future__ import annotations

import random
import re

import pytest

import boardlab
from boardlab import BoardlabError, records
from boardlab.core.game import Game, State

#: What Python reads as digits but a record must refuse: Arabic-Indic three, circled one, superscript two.
NON_ASCII_DIGITS = ("\u0663", "\u2460", "\u00b2")
GAMES = {
    "c1": ("c1", {}),
    "c2": ("c1", {"variant": "c2"}),
    "axiom": ("axiom", {}),
    "ccc": ("ccc", {}),
    "cubes": ("cubes", {"size": 5, "first": "black"}),
    "comet": ("comet", {"players": 3}),
}
FAST_INPUTS = 300
SLOW_INPUTS = 20_000
#: Characters that matter to the format, and some that do not.
ALPHABET = list('[]{},/"\\ \n\t.:-xX*?0123456789abcdefgABCDEFGPTCNSUWend') + ["WINS", "DRAW", "Position: ", "é", "\x00",
                                                                             *NON_ASCII_DIGITS, "9" * 5000]


def random_state(game: Game, rng: random.Random, start: State | None = None) -> State:
    state = game.start() if start is None else start
    for _ in range(rng.randrange(0, 9)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


def corpus(game: Game, rng: random.Random) -> list[str]:
    """Valid records of ``game``: with and without a header, from a position, ended early."""
    texts = []
    for _ in range(6):
        state = random_state(game, rng)
        texts.append(records.write(state, tags={"Event": 'a "fuzzy" \\ game', "Date": "2026.11.23"}))
        if state.moves:  # without moves or header there is nothing to read
            texts.append(records.write(state, header=False))
        middle = game.from_position(state.position())
        if not middle.is_over:
            texts.append(records.write(random_state(game, rng, middle), start=middle))
        if not state.is_over and not state.turn_steps:
            texts.append(records.write(state, result=game.resignation(game.seats[0])[0]))
    return texts


def mutate(text: str, rng: random.Random, pool: list[str]) -> str:
    """``text`` changed in one to three places, at the level of characters or of pieces."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(text) + 1)
        span = rng.randint(1, 8)
        kind = rng.randrange(8)
        if kind == 0:
            text = text[:at] + text[at + span:]
        elif kind == 1:
            text = text[:at] + "".join(rng.choices(ALPHABET, k=rng.randint(1, 3))) + text[at:]
        elif kind == 2:
            text = text[:at] + text[at:at + span] + text[at:]
        elif kind == 3:
            other = rng.choice(pool)
            start = rng.randrange(len(other) + 1)
            text = text[:at] + other[start:start + rng.randint(1, 40)] + text[at + rng.randint(0, 4):]
        elif kind == 4:
            words = text.split(" ")
            i, j = rng.randrange(len(words)), rng.randrange(len(words))
            words[i], words[j] = words[j], words[i]
            text = " ".join(words)
        elif kind == 5:
            text = text[:at] + text[at:at + span].swapcase() + text[at + span:]
        elif kind == 6:
            text = text[:at]
        else:
            text = text + "\n\n" + rng.choice(pool)
    return text


def random_record(game: Game, rng: random.Random, words: list[str]) -> str:
    """Groups of moves of the game (``words``, legal somewhere, in any order), sometimes with
    tags, notes and a result."""
    moves = rng.choices(words, k=rng.randrange(0, 7)) if words else []
    if rng.random() < 0.3:  # the start of a real game, so that some of these replay
        moves[:2] = [str(move) for move in game.start().legal_moves()[:1]]
    separator = rng.choice([", ", ", ", game.step_separator, " "])
    groups = [separator.join(moves[i:i + rng.randint(1, 3)]) for i in range(0, len(moves), 2)]
    text = " ".join(f"[{group}]" + (" {nice}" if rng.random() < 0.1 else "") for group in groups)
    if rng.random() < 0.3:
        text += rng.choice([" [black WINS]", " [DRAW]", " [SOLVED]", " [p2 wins]", " [*]"])
    if rng.random() < 0.5:
        header = sorted(records.read(records.write(game.start())).tags.items())
        tags = [f'[Game "{game.name}"]'] + [f'[{name} "{value}"]' for name, value in rng.sample(header, 2)]
        text = "\n".join(tags) + "\n\n" + text
    return text


def check(text: str, game: Game) -> bool:
    """Whether ``text`` is accepted; an accepted record must write and read back to itself."""
    try:
        record = records.read(text, game)
        final = record.replay()
        outcome = record.outcome
    except BoardlabError:
        return False
    written = records.write(record)
    again = records.read(written)
    assert again == record, text  # the same game, start, moves, notes, result and tags...
    assert records.write(again) == written
    if len(again.moves) < 4:  # ...so the same replay (checked where it is cheap)
        assert again.replay() == final and again.outcome == outcome, text
    return True


def check_many(text: str, game: Game) -> bool:
    """The same for a text of several records (read with read_all)."""
    try:
        found = records.read_all(text, game)
        finals = [record.replay() for record in found]
    except BoardlabError:
        return False
    again = records.read_all(records.write_all(found))
    assert again == found, text
    assert [record.replay() for record in again[:1]] == finals[:1]
    return True


def fuzz(key: str, count: int, seed: int) -> tuple[int, int]:
    """Try ``count`` inputs on the game ``key``; returns how many were tried and accepted."""
    name, options = GAMES[key]
    game = boardlab.load(name, **options)
    rng = random.Random(seed)
    pool = corpus(game, rng)
    words = sorted({step for text in pool for step in re.findall(r"[^\s\[\],{}/]+", text.split("\n\n")[-1])})
    accepted = sum(check(text, game) for text in pool)
    assert accepted == len(pool)
    tried = len(pool)
    while tried < count:
        roll = rng.random()
        if roll < 0.6:
            text = mutate(rng.choice(pool), rng, pool)
        elif roll < 0.9:
            text = random_record(game, rng, words)
        else:
            text = "".join(rng.choices(ALPHABET, k=rng.randint(0, 30)))
        if rng.random() < 0.1:
            accepted += check_many(text, game)
        else:
            accepted += check(text, game)
        tried += 1
    return tried, accepted


@pytest.mark.parametrize("key", GAMES)
def test_fuzzed_records_raise_only_our_errors_and_accepted_ones_round_trip(key: str) -> None:
    tried, accepted = fuzz(key, FAST_INPUTS, seed=11)
    assert tried >= FAST_INPUTS and accepted > 20   # the corpus itself, at least


@pytest.mark.slow
@pytest.mark.parametrize("key", GAMES)
def test_many_fuzzed_records(key: str) -> None:
    tried, accepted = fuzz(key, SLOW_INPUTS - FAST_INPUTS, seed=12)
    assert tried >= SLOW_INPUTS - FAST_INPUTS and accepted > 100


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("bad", [*NON_ASCII_DIGITS, "9" * 5000])
def test_number_fields_of_a_record_take_ascii_digits_only(key: str, bad: str) -> None:
    """The start position's turn count, a number option's tag and the Date: each refused with
    the library's error when written with other digits or far too many."""
    name, options = GAMES[key]
    game = boardlab.load(name, **options)
    start = game.start()
    fields = start.position().split()
    fields[-1] = bad  # the turn count (grand moves in comet) is the last field of every game
    written = records.write(start)
    records.read(written.replace("\n", f'\n[Position "{start.position()}"]\n', 1))  # the field itself is fine
    with pytest.raises(BoardlabError, match="turn count|grand moves"):
        records.read(written.replace("\n", f'\n[Position "{" ".join(fields)}"]\n', 1))
    with pytest.raises(BoardlabError, match="not a date"):
        records.read(records.write(start, tags={"Date": f"2026.11.{bad}"}))
    numbers = [spec.name for spec in game.option_specs if type(spec.default) is int]
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', written, re.M))
    for option in numbers:  # the option's own tag, its value replaced
        tag = next(name for name in tags if name.lower() == option.replace("_", ""))
        tagged = written.replace(f'[{tag} "{tags[tag]}"]', f'[{tag} "{bad}"]')
        assert tagged != written
        with pytest.raises(BoardlabError, match=f"option '{option}' expects int"):
            records.read(tagged)
