"""Records that say what they are: header tags, the public API, strict entries, every writer.

The bracketed format of each game is tested with its game (test_c1_records.py, test_comet.py...);
here are the header, the API and what holds for every game.
"""

from __future__ import annotations

import doctest
import random
from datetime import date

import pytest

import boardlab
import boardlab.core.movetext
import boardlab.core.records
from boardlab import RecordError, records
from boardlab.core.game import Game, State

#: One game of each kind of turn: single steps, C2's two-step turns, CCC's chains, Cubes'
#: bonus steps, comet with three players.
GAMES = {
    "c1": ("c1", {}),
    "c2": ("c1", {"variant": "c2"}),
    "axiom": ("axiom", {}),
    "ccc": ("ccc", {}),
    "cubes": ("cubes", {"size": 6, "first": "white"}),
    "comet": ("comet", {"players": 3}),
}


def load(key: str) -> Game:
    name, options = GAMES[key]
    return boardlab.load(name, **options)


def random_game(game: Game, turns: int, seed: int = 1, start: State | None = None) -> State:
    """A state after ``turns`` whole turns of random play (fewer if the game ends first)."""
    rng = random.Random(seed)
    state = game.start() if start is None else start
    done = len(state.turns)
    while not state.is_over and len(state.turns) - done < turns:
        state = state.play(rng.choice(state.legal_moves()))
    return state


def test_the_doctests_run() -> None:
    for module in (boardlab.records, boardlab.core.records, boardlab.core.movetext):
        failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert tried > 0 and failures == 0, module.__name__


# --- the header ------------------------------------------------------------------------------


def test_a_header_names_game_options_players_date_result_and_start() -> None:
    game = boardlab.load("c1", variant="c2", move_limit=30)
    start = game.from_position(game.replay(["Tb3-b4/Cd1-d2", "Pe7-e6"]).position())
    state = start.play_turn("Pb1-d5")
    text = records.write(state, start=start, tags={"Black": "Ann", "White": "Ben", "Date": "2026.11.23"})
    header, moves = text.split("\n\n")
    assert header.splitlines() == [
        '[Game "c1"]', '[Variant "c2"]', '[Repetition "0"]', '[MoveLimit "30"]', '[Black "Ann"]',
        '[White "Ben"]', '[Date "2026.11.23"]', '[Result "*"]', f'[Position "{start.position()}"]']
    assert moves == "[Pb1-d5]"
    record = records.read(text)
    assert (record.game, record.options, record.position) == ("c1", game.options, start.position())
    assert record.other_tags == {"Black": "Ann", "White": "Ben", "Date": "2026.11.23"}
    assert record.replay() == state


def test_the_header_wins_over_the_game_given() -> None:
    text = '[Game "comet"]\n[Players "3"]\n\n[rounds-N]'
    record = records.read(text, boardlab.load("c1"))
    assert record.game == "comet" and record.options["players"] == 3
    assert records.read('[Variant "c2"]\n\n[Tb3-b4/Cd1-d2]', "c1").options["variant"] == "c2"


def test_tag_names_and_game_names_are_read_in_any_case() -> None:
    record = records.read('[game "C1"]\n[move_limit "5"]\n[black "Ann"]\n\n[Cd1-d2]')
    assert record.game == "c1" and record.options["move_limit"] == 5 and record.tags["black"] == "Ann"


@pytest.mark.parametrize("value", ['Ann "the wall" O\'Brien', "back\\slash\\", 'ends with \\"', "", "{[, ]}"])
def test_tag_values_escape_quotes_and_backslashes(value: str) -> None:
    text = records.write(boardlab.load("c1").start(), tags={"Black": value})
    assert '[Black "' + value.replace("\\", "\\\\").replace('"', '\\"') + '"]' in text.splitlines()
    assert records.read(text).tags["Black"] == value


def test_line_breaks_in_tag_values_become_spaces() -> None:
    text = records.write(boardlab.load("c1").start(), tags={"Event": "club\nnight\tone"})
    assert records.read(text).tags["Event"] == "club night one"


@pytest.mark.parametrize("text, problem", [
    ('[Game "c1"\n\n[Cd1-d2]', "line 1: a malformed tag"),
    ('[Game "c1]\n\n[Cd1-d2]', "line 1: a malformed tag"),
    ('[Game "c1"]\n[Black "a\\nb"]', r"line 2: the tag Black holds an unknown escape '\\n'"),
    ('[Game "c1"]\n[game "c1"]', "line 2: the tag game is given twice"),
    ('[Game "chess"]', "the Game tag: unknown game 'chess'"),
    ('[Game "c1"]\n[Variant "c3"]', "option 'variant' must be one of"),
    ('[Game "c1"]\n[MoveLimit "soon"]', "option 'move_limit' expects int"),
    ('[Game "c1"]\n[Position "nonsense"]', "the start position"),
    ('[Game "c1"]\n[Result "black"]', "the Result tag 'black' is not a result"),
    ('[Game "c1"]\n[Result "black WINS"]\n\n[Cd1-d2] [white WINS]', "the Result tag says 'black WINS'"),
    ('[Game "c1"]\n[Date "23/11/2026"]', "the Date tag '23/11/2026' is not a date"),
    ('[Black "Ann"]\n\n[Cd1-d2]', "does not say its game"),
    ('[Game "c1"]\n[Position "x"]\nPosition: y\n[Cd1-d2]', "given twice"),
    ('[Game "c1"]\n\n[Cd1-d2]\n\n[Game "c1"]', "the text holds 2 records (the second begins on line 5)"),
    ("", "the record is empty"),
    ("  \n\n ", "the record is empty"),
])
def test_bad_headers_are_refused_saying_where(text: str, problem: str) -> None:
    with pytest.raises(RecordError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        records.read(text).states()


def test_a_record_must_be_text() -> None:
    with pytest.raises(RecordError, match="must be text, not bytes"):
        records.read(b"[Cd1-d2]", "c1")  # type: ignore[arg-type]


def test_other_tags_are_kept_and_the_record_writes_its_own() -> None:
    text = '[Game "c1"]\n[Event "Club night"]\n[Round "3"]\n\n[Cd1-d2]'
    record = records.read(text)
    assert record.other_tags == {"Event": "Club night", "Round": "3"}
    assert records.read(records.write(record)) == record
    for tag in ("Game", "Result", "Position", "Variant", "move_limit"):
        with pytest.raises(RecordError, match="written from the game itself"):
            records.write(boardlab.load("c1").start(), tags={tag: "x"})
    with pytest.raises(RecordError, match="is not a tag name"):
        records.write(boardlab.load("c1").start(), tags={"two words": "x"})


def test_date_and_seat_tags() -> None:
    assert records.date_tag(date(2026, 3, 4)) == "2026.03.04"
    assert [records.seat_tag(seat) for seat in load("comet").seats] == ["P1", "P2", "P3"]
    assert records.read('[Game "c1"]\n[Date "2026.??.??"]').tags["Date"] == "2026.??.??"


def test_old_position_lines_are_still_read() -> None:
    game = boardlab.load("c1")
    start = game.from_position(game.replay(["Cd1-d2", "Pe7-e6"]).position())
    record = records.read(f"Position: {start.position()}\n[Pb1-d5]", game)
    assert record.position == start.position() and record.moves == ("Pb1-d5",)
    assert records.write(record, header=False) == f"Position: {start.position()}\n[Pb1-d5]"


# --- results the rules did not reach -----------------------------------------------------------


def test_a_resignation_or_agreed_draw_is_a_valid_ending_but_other_claims_are_not() -> None:
    resigned = records.read('[Game "c1"]\n[Termination "white resigned"]\n\n[Cd1-d2] [black WINS]')
    assert resigned.outcome == ("black", "white resigned") and not resigned.replay().is_over
    assert records.read(records.write(resigned)) == resigned
    gave_up = records.read('[Game "comet"]\n\n[rounds-N] [UNSOLVED]')
    assert gave_up.outcome == ("unsolved", "result given in the record")
    for text, claim in [('[Game "comet"]\n\n[rounds-N] [DRAW]', "draw"), ('[Game "c1"]\n\n[red WINS]', "red")]:
        with pytest.raises(RecordError, match=f"claims the result '{claim}', but the game is not over"):
            records.read(text).states()


def test_a_state_writes_a_claimed_result_only_when_players_can_reach_it() -> None:
    state = boardlab.load("c1").start().play("Cd1-d2")
    assert records.write(state, result="white").endswith("[Cd1-d2] [white WINS]")
    with pytest.raises(RecordError, match="claims the result 'solved'"):
        records.write(state, result="solved")


# --- strict entries, for every game -----------------------------------------------------------


@pytest.fixture(scope="module")
def three_turns() -> dict[str, tuple[Game, list[str]]]:
    """Three whole turns of a random game of each kind."""
    found = {}
    for key in GAMES:
        game = load(key)
        seed = 0
        while len((state := random_game(game, 3, seed)).turns) < 3:
            seed += 1
        found[key] = (game, list(state.moves))
    return found


@pytest.mark.parametrize("key", GAMES)
def test_two_turns_in_one_entry_are_refused_naming_the_ply(key: str, three_turns: dict) -> None:
    game, (first, second, third) = three_turns[key]
    separator = game.step_separator
    seats = len(game.seats)
    with pytest.raises(RecordError, match=r"^ply 2 \(.*holds more than one turn") as caught:
        records.read(f"[{first}, {second}{separator}{third}]" if seats == 2 else
                     f"[{first}, {second}{separator}{third}]", game).states()
    assert caught.value.ply == 2 and caught.value.move == f"{second}{separator}{third}"


@pytest.mark.parametrize("key", ["c1", "c2", "axiom", "ccc", "cubes"])
def test_a_group_holds_one_round_and_only_the_last_may_be_short(key: str, three_turns: dict) -> None:
    game, (first, second, third) = three_turns[key]
    with pytest.raises(RecordError, match=r"^ply 3: .* one turn too many in its bracket group") as caught:
        records.read(f"[{first}, {second}, {third}]", game)
    assert caught.value.ply == 3
    with pytest.raises(RecordError, match=r"^ply 2: the bracket group before .* holds 1 turn\(s\), not 2"):
        records.read(f"[{first}] [{second}, {third}]", game)
    assert records.read(f"[{first}, {second}] [{third}]", game).states()[-1].turns == (first, second, third)


def test_comet_groups_hold_a_round_of_every_player(three_turns: dict) -> None:
    game, (first, second, third) = three_turns["comet"]
    assert len(records.read(f"[{first}, {second}, {third}]", game).states()) == 4
    with pytest.raises(RecordError, match="^ply 2: the bracket group before"):
        records.read(f"[{first}] [{second}, {third}]", game)
    with pytest.raises(RecordError, match="^ply 4: .* one turn too many .* each of the 3 seats"):
        records.read(f"[{first}, {second}, {third}, {first}]", game)


@pytest.mark.parametrize("text, ply, problem", [
    ("[Cd1-d2, Pe7-e6", 2, "never closed"),
    ("[Cd1-d2, Pe7-e6]]", 3, "unexpected ']' outside"),
    ("[Cd1-d2, [Pe7-e6]]", 2, "inside another bracket group"),
    ("Cd1-d2, Pe7-e6]", 1, "unexpected 'Cd1-d2' outside"),
    ("[Cd1-d2,, Pe7-e6]", 2, "an empty entry"),
    ("[Cd1-d2] []", 2, "an empty entry"),
    ("[Cd1-d2, Pe7-e6/]", 2, "an empty step"),
    ("[Cd1-d2, white WINS]", 2, "stands alone in the last bracket group"),
    ("[Cd1-d2] [white WINS] [Pe7-e6]", 2, "after the result"),
])
def test_mispaired_brackets_and_bad_entries_name_the_ply(text: str, ply: int, problem: str) -> None:
    with pytest.raises(RecordError, match=f"^ply {ply}: .*{problem}") as caught:
        records.read(text, "c1")
    assert caught.value.ply == ply


def test_an_unfinished_turn_is_allowed_only_at_the_end() -> None:
    game = boardlab.load("c1", variant="c2")
    assert records.read("[Tb3-b4]", game).replay().turn_steps == ("Tb3-b4",)
    with pytest.raises(RecordError, match=r"^ply 1 \(black\): Tb3-b4 leaves black's turn unfinished"):
        records.read("[Tb3-b4, Pe7-e6]", game).states()


def test_plies_count_turns_not_steps() -> None:
    game = boardlab.load("c1", variant="c2")
    with pytest.raises(RecordError, match=r"^ply 3 \(black\): Cd2-d4") as caught:
        records.read("[Tb3-b4/Cd1-d2, Pe7-e6] [Cd2-d4]", game).states()
    assert caught.value.ply == 3


# --- many records ------------------------------------------------------------------------------


def test_read_all_reads_records_one_after_another(tmp_path) -> None:  # type: ignore[no-untyped-def]
    states = [random_game(load(key), 4, seed=3) for key in GAMES]
    written = [records.read(records.write(state)) for state in states]
    text = records.write_all(written)
    assert records.read_all(text) == written
    file = tmp_path / "games.txt"
    file.write_text(text)
    assert records.read_all(file) == written
    with file.open() as opened:
        assert records.read_all(opened) == written
    assert [r.replay() for r in records.read_all(text)] == states


def test_headers_without_moves_are_separate_records() -> None:
    text = '[Game "c1"]\n[Result "*"]\n\n[Game "axiom"]\n[Result "*"]\n'
    assert [record.game for record in records.read_all(text)] == ["c1", "axiom"]


def test_read_all_names_the_bad_record_and_refuses_the_file() -> None:
    good = records.write(boardlab.load("c1").start().play("Cd1-d2"))
    text = f"{good}\n\n{good}\n\n{good.replace('Cd1-d2]', 'Cd1-d2/Pe7-e6]')}"
    parsed = records.read_all(text)
    with pytest.raises(RecordError, match=r"^ply 1 \(black\): Cd1-d2/Pe7-e6 holds more than one turn"):
        parsed[2].states()
    broken = text.replace('[Cd1-d2/', '[Cd1-d2]/')
    line = [n for n, row in enumerate(text.splitlines(), start=1) if row == '[Game "c1"]'][2]
    with pytest.raises(RecordError, match=rf"^record 3 \(line {line}\): ply 2: unexpected") as caught:
        records.read_all(broken)
    assert (caught.value.record, caught.value.ply) == (3, 2)
    with pytest.raises(RecordError, match="no record: the text is empty"):
        records.read_all("\n")


def test_a_tag_inside_a_note_is_part_of_the_note() -> None:
    record = records.read('[Game "ccc"]\n\n[Ne1-e4 {I said [Game "c1"], really}]')
    assert record.notes == {0: 'I said [Game "c1"], really'} and record.game == "ccc"


# --- every writer writes what the reader replays, for every game --------------------------------


@pytest.mark.parametrize("key", GAMES)
def test_write_and_read_round_trip_from_the_start_and_from_a_position(key: str) -> None:
    game = load(key)
    for seed in range(3):
        state = random_game(game, 12, seed)
        text = records.write(state, tags={"Event": f"seed {seed}"})
        record = records.read(text)
        assert record.replay() == state and record.replay().moves == state.moves
        assert records.write(record) == text and records.read(records.write(record, header=False), game) \
            .replay() == state
        middle = game.from_position(random_game(game, 5, seed + 10).position())
        later = random_game(game, 6, seed, start=middle)
        again = records.read(records.write(later, start=middle))
        assert again.position == middle.position() and again.replay() == later


def test_a_state_must_come_from_the_start_it_is_written_with() -> None:
    game = boardlab.load("c1")
    middle = game.replay(["Cd1-d2", "Pe7-e6"])
    with pytest.raises(RecordError, match="do not lead from the given start"):
        records.write(middle, start=game.from_position(middle.position()))
