"""The command line: every generic command on C1, with --json output and clean errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

import boardlab
from boardlab.cli import app

runner = CliRunner()

SAMPLE = Path(__file__).with_name("data") / "c1_sample_game.txt"


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), input=input)


def test_moves_json_prints_exactly_one_document() -> None:
    result = run("moves", "c1", "--moves", "Cd1-d2 Pe7-e6", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert set(data) == {"to_move", "legal_moves", "is_over", "winner"}
    assert data["to_move"] == "black" and data["is_over"] is False and data["winner"] is None
    assert "Pb1-d5" in data["legal_moves"]


def test_moves_shows_the_board_and_moves() -> None:
    result = run("moves", "c1")
    assert result.exit_code == 0
    assert "18 legal moves for black" in result.stdout


def test_illegal_move_in_the_list_is_a_clean_error() -> None:
    result = run("moves", "c1", "--moves", "Cd1-d2 Pe7-e9", "--json")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "Pe7-e9" in result.stderr


def test_unknown_game_and_option_are_clean_errors() -> None:
    result = run("moves", "chess")
    assert result.exit_code == 2 and "valid games: " in result.stderr
    result = run("moves", "c1", "-o", "variant=c3")
    assert result.exit_code == 2 and "must be one of" in result.stderr
    result = run("moves", "c1", "-o", "variant")
    assert result.exit_code == 2 and "NAME=VALUE" in result.stderr
    result = run("moves", "c1", "--position", "nonsense")
    assert result.exit_code == 2 and "4 fields" in result.stderr


def test_perft_command() -> None:
    result = run("perft", "c1", "3", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["nodes"] == 7232 and data["depth"] == 3
    result = run("perft", "c1", "2", "--divide")
    assert "Pb1-a1:" in result.stdout and "perft(2) = 319" in result.stdout


def test_replay_validates_the_sample_game() -> None:
    result = run("replay", "c1", str(SAMPLE), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["valid"] and data["winner"] == "white" and len(data["moves"]) == 30
    result = run("replay", "c1", str(SAMPLE))
    assert "valid record, 30 turns; white WINS" in result.stdout
    assert "after turn 30: Pa6-a5" in result.stdout


def test_replay_reports_the_first_problem(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(SAMPLE.read_text().replace("Pc2xe4", "Pc2-e4"))
    result = run("replay", "c1", str(bad))
    assert result.exit_code == 1
    assert "ply 10 (white): Pc2-e4: the move eliminates the tile at c2; write Pc2xe4" in result.stderr
    result = run("replay", "c1", str(bad), "--json")
    assert json.loads(result.stdout)["ply"] == 10
    result = run("replay", "c1", str(tmp_path / "missing.txt"))
    assert result.exit_code == 2 and "cannot read" in result.stderr


def test_replay_reads_standard_input() -> None:
    result = run("replay", "c1", "-", "-q", input="[Cd1-d2, Pe7-e6]")
    assert result.exit_code == 0 and "valid record, 2 turns; game not finished" in result.stdout


def test_svg_command(tmp_path: Path) -> None:
    target = tmp_path / "board.svg"
    result = run("svg", "c1", "--moves", "Cd1-d2", "--output", str(target), "--highlight", "e7")
    assert result.exit_code == 0
    text = target.read_text()
    assert text.startswith("<svg") and 'data-target="d5"' in text and 'class="highlight"' in text


def test_play_two_random_players_to_the_end() -> None:
    result = run("play", "c1", "--black", "random", "--white", "random", "--seed", "3")
    assert result.exit_code == 0
    assert "Game over:" in result.stdout
    record_line = result.stdout.strip().splitlines()[-1]
    assert record_line.startswith("[") and record_line.endswith(("WINS]", "DRAW]"))


def test_play_cubes_draws_the_first_player_and_the_record_says_who() -> None:
    def first_mover(*options: str) -> str:
        result = run("play", "cubes", "--black", "random", "--white", "random", "--seed", "1", "-o", "size=3", *options)
        assert result.exit_code == 0
        position_line = next(line for line in result.stdout.splitlines() if line.startswith("Position:"))
        return position_line.split()[2]

    assert {first_mover() for _ in range(12)} == {"b", "w"}
    assert {first_mover("-o", "seed=5") for _ in range(3)} == {"b" if boardlab.load("cubes", seed=5).first_player == "black" else "w"}


def test_play_human_moves_errors_and_quit() -> None:
    result = run("play", "c1", "--white", "random", "--seed", "1", input="Cd1-d3\ncd1-d2\nmoves\nquit\n")
    assert result.exit_code == 0
    assert "illegal: Cd1-d3: the cone at d1 cannot reach d3" in result.stdout
    assert "black plays" not in result.stdout and "white (random) plays" in result.stdout


def test_play_ends_cleanly_without_input() -> None:
    result = run("play", "c1", input="")
    assert result.exit_code == 0 and "left unfinished" in result.stdout


def test_games_lists_every_game_with_options() -> None:
    result = run("games", "--json")
    assert "variant" in json.loads(result.stdout)["c1"]
