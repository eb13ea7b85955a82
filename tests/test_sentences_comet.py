"""Comet games written as comet circumflex sentences and read back."""

from __future__ import annotations

import doctest
import random

import pytest

import boardlab
import boardlab.sentences.comet as comet_sentences
from boardlab.core.errors import RecordError
from boardlab.core.records import Record, read, write
from boardlab.games.comet.goals import BUILTIN_GOALS
from boardlab.sentences import KEY, SentenceError, decode, encode
from boardlab.sentences.comet import read_game, write_game


def random_record(seed: int, **options: object) -> Record:
    rng = random.Random(seed)
    game = boardlab.load("comet", **options)
    state = game.start()
    for _ in range(rng.randrange(0, 30)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return Record.from_state(state)


def same_game(first: Record, second: Record) -> None:
    assert str(second.load().goal) == str(first.load().goal)
    assert second.moves == first.moves
    assert [s.position() for s in second.states()] == [s.position() for s in first.states()]
    assert second.outcome == first.outcome


def test_the_doctests_run() -> None:
    failures, tried = doctest.testmod(comet_sentences)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("seed", range(60))
def test_random_games_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    options = {"goal": rng.choice(list(BUILTIN_GOALS)), "move_limit": rng.choice([0, 5, 12, 40]),
               "players": rng.choice([2, 2, 3, 5]), "edge_blocking": rng.random() < 0.8}
    record = random_record(seed, **options)
    text = write_game(record)
    assert all(line.startswith(KEY) for line in text.splitlines())
    back = read_game(text)
    same_game(record, back)
    assert back.options == record.options
    assert write_game(back) == text


@pytest.mark.parametrize("name", list(BUILTIN_GOALS))
def test_every_built_in_goal_round_trips(name: str) -> None:
    record = random_record(len(name), goal=name)
    back = read_game(write_game(record))
    same_game(record, back)
    assert str(back.load().goal) == str(boardlab.load("comet", goal=name).goal)


def test_a_solved_game_says_the_goal_is_reached() -> None:
    state = boardlab.load("comet", goal="squares-in-line").start().play("prime-S").play("prime-S")
    text = write_game(Record.from_state(state))
    assert text.splitlines()[-1] == encode(104)
    assert read_game(text).outcome[0] == "solved"


def test_a_game_given_up_and_one_from_another_start_round_trip() -> None:
    record = read('[Game "comet"]\n[Goal "white-to-corner"]\n[Position "a1,b1,c1,d1,e1,f1,g1,h1,e5 p2 3"]\n'
                  '[Result "unsolved"]\n[Termination "p1 gave up"]\n\n[rounds-N, even-E]')
    text = write_game(record)
    assert encode(123, "p1") in text and encode(142, 9, "e5") in text and encode(325, "p2") in text
    back = read_game(text)
    same_game(record, back)
    assert back.outcome == record.outcome


def test_other_sentences_and_plain_text_between_are_skipped() -> None:
    record = random_record(7, goal="pyramids-adjacent")
    lines = write_game(record).splitlines()
    chat = [f"Hi {encode(1)}", *[f"{line} {encode(5)} nice" for line in lines], encode(2)]
    same_game(record, read_game("\n".join(chat)))


def test_the_existing_record_format_is_unchanged() -> None:
    record = random_record(3, goal="three-pairs")
    assert write(read_game(write_game(record))) == write(record)


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace(encode(141, "p1", "prime-S"), encode(141, "p2", "prime-S")), "is made by p2"),
    (lambda t: t.replace(encode(113, [1, 2, 3, 5, 7]), encode(113, [1, 2])), "not what it does"),
    (lambda t: t.replace(encode(103, "line(2, 5, 8)") + "\n", ""), "names its goal"),
    (lambda t: t + encode(121, 3), "after the game's result"),
    (lambda t: t.replace(encode(104), encode(122)), "claims the result"),
])
def test_a_game_that_does_not_hold_together_is_refused(change, message: str) -> None:
    state = boardlab.load("comet", goal="squares-in-line").start().play("prime-S").play("prime-S")
    text = change(write_game(Record.from_state(state)))
    with pytest.raises(RecordError, match=message):
        read_game(text)


def test_a_malformed_sentence_is_a_sentence_error() -> None:
    with pytest.raises(SentenceError):
        read_game(encode(103, "adjacent(7, 9)") + KEY + "141|p1")


def test_only_comet_games_are_written() -> None:
    with pytest.raises(RecordError, match="only comet"):
        write_game(Record.from_state(boardlab.load("c1").start()))
    assert decode(write_game(random_record(1)))
