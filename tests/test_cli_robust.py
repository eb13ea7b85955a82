"""The command line never surprises: no traceback for any input, one JSON document with --json,
and the conveniences of issue 11 (seeds per seat, undo against the computer, PNG, rules pages)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

import boardlab
from boardlab.ai.match import GameOutcome, MatchResult, wilson_interval
from boardlab.cli import app
from boardlab.cli.games import seat_seed
from boardlab.core.fast import fast_perft
from boardlab.core.perft import count_sequences, estimate_leaves, perft

runner = CliRunner()

#: For every command, inputs that must be refused cleanly (no command may be left out).
BAD_INPUTS: dict[str, list[list[str]]] = {
    "games": [["--bogus"]],
    "export": [["--db", "nosuch://nowhere"], ["--game", "chess"]],
    "lab": [["run", "/no/such/experiment.toml"], ["report", "/no/such/results.lab.sqlite"], ["bogus"]],
    "import": [["/no/such/dir/games.txt"], ["-"]],
    "moves": [["chess"], ["c1", "--position", "nonsense"], ["c1", "-m", "Cd1-d9"], ["c1", "-o", "variant=c3"]],
    "perft": [["c1", "500"], ["c1", "-1"], ["c1", "many"], ["axiom", "40"]],
    "svg": [["c1", "--output", "/no/such/dir/x.svg"], ["c1", "--output", "board.jpg"], ["c1", "--highlight", "zz"]],
    "replay": [["c1", "/no/such/record.txt"], ["c1", "/"], ["comet", "-"]],
    "play": [["comet", "--black", "random"], ["c1", "--black", "foo"], ["c1", "--player", "x"],
             ["c1", "--player", "p9=random"]],
    "analyse": [["c1", "--agent", "random"], ["c1", "--seconds", "-1"], ["cubes", "--agent", "alphabeta:depth=x"]],
    "match": [["c1", "hard", "nobody"], ["c1", "random", "random", "--games", "0"], ["chess", "random", "random"]],
    "bench": [["nope"], ["c1", "--seconds", "0"]],
    "solve": [["c1"], ["comet", "--goal", "adjacent((("], ["comet", "--start", "z9"], ["cubes", "--size", "9"],
              ["cubes", "--slide", "sideways"]],
    "serve": [["--computers", "fleet"], ["--port", "-5"]],
    "worker": [["--db", "sqlite:///games.sqlite3"], ["--concurrency", "0"]],
    "rules": [["chess"], []],
    "sentences": [["decode", "--lang", "tlh"], ["encode", "99999"], ["encode", "118", "7"],
                  ["decode", "/no/such/file.txt"], ["export", "/no/such/record.txt"], ["list", "--lang", "xx"],
                  ["bogus"]],
    "puzzles": [["mine", "--db", "nosuch://nowhere"], ["list", "--game", "chess"], ["bogus"]],
}


def _commands() -> set[str]:
    group = typer.main.get_command(app)
    return set(group.commands)  # type: ignore[attr-defined]


def test_every_command_has_bad_inputs_listed() -> None:
    assert set(BAD_INPUTS) == _commands()


@pytest.mark.parametrize(("command", "args"), [(c, a) for c, cases in BAD_INPUTS.items() for a in cases])
def test_bad_input_is_refused_without_traceback(command: str, args: list[str]) -> None:
    result = runner.invoke(app, [command, *args], input="[Cd1-d2]")
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["moves", "perft", "replay", "analyse", "match", "bench", "solve", "games"])
def test_json_errors_are_one_document(command: str) -> None:
    args = BAD_INPUTS[command][0]
    result = runner.invoke(app, [command, *args, "--json"], input="")
    assert result.exit_code != 0
    document = json.loads(result.stdout)  # exactly one document: json.loads rejects anything more
    assert document.get("error") or document.get("valid") is False


def test_version_short_help_and_case_insensitive_names() -> None:
    assert runner.invoke(app, ["--version"]).stdout.startswith("boardlab ")
    assert "Usage" in runner.invoke(app, ["perft", "-h"]).stdout
    result = runner.invoke(app, ["moves", "C1", "--moves", "cd1-d2 PE7-E6", "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout)["to_move"] == "black"


def test_perft_uses_the_fast_engine_and_asks_for_force() -> None:
    start = boardlab.load("c1").start()
    assert fast_perft(start, 3) == perft(start, 3) == count_sequences(start, 3) == 7232
    assert fast_perft(boardlab.load("c1", repetition=3).start(), 2) is None  # history the engine lacks
    result = runner.invoke(app, ["perft", "c1", "4", "--json"])
    assert json.loads(result.stdout)["nodes"] == 162187
    result = runner.invoke(app, ["perft", "axiom", "7"])
    assert result.exit_code == 2 and "--force" in result.stderr
    assert estimate_leaves(start, 1) == 18 and estimate_leaves(start, 0) == 1


def test_perft_has_no_recursion_limit() -> None:
    comet = boardlab.load("comet", move_limit=1)
    assert perft(comet.start(), 2000) == 0  # a finished game is not continued, however deep


def test_svg_writes_png_and_text_with_legend(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "board.png"
    result = runner.invoke(app, ["svg", "cubes", "--output", str(target)])
    assert result.exit_code == 0 and target.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    monkeypatch.setitem(sys.modules, "resvg_py", None)  # as if the 'png' extra were missing
    result = runner.invoke(app, ["svg", "c1", "--output", str(tmp_path / "other.png")])
    assert result.exit_code == 2 and "'png' extra" in result.stderr
    for name in boardlab.games():
        result = runner.invoke(app, ["svg", name, "--text"])
        assert result.exit_code == 0 and "legend: " in result.stdout
        assert boardlab.load(name).text_legend


def test_rules_prints_every_game_page() -> None:
    for name in boardlab.games():
        result = runner.invoke(app, ["rules", name.upper()])
        assert result.exit_code == 0 and len(result.stdout) > 2000


def test_undo_takes_back_the_players_turn_and_the_reply(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    args = ["play", "c1", "--white", "random", "--seed", "1", "--record", str(record)]
    result = runner.invoke(app, args, input="Cd1-d2\nquit\n")
    first = _moves_of(record.read_text())
    assert first.startswith("[Cd1-d2, ") and first.count(",") == 1
    result = runner.invoke(app, args, input="Cd1-d2\nundo\nrecord\nhelp\nquit\n")
    assert result.exit_code == 0 and _moves_of(record.read_text()) == ""
    assert "take back your last turn" in result.stdout and "legend: " in result.stdout
    c2 = ["play", "c1", "-o", "variant=c2", "--white", "random", "--seed", "2", "--record", str(record)]
    result = runner.invoke(app, c2, input="Tb3-b4\nCd1-d2\nundo\nquit\n")  # both steps of the turn go
    assert result.exit_code == 0 and _moves_of(record.read_text()) == ""


def _moves_of(record: str) -> str:
    """The moves of a record file, after its header tags (docs/records.md)."""
    header, _, moves = record.partition("\n\n")
    assert header.startswith('[Game "')
    return moves.strip()


def test_each_computer_seat_has_its_own_random_stream() -> None:
    assert seat_seed(4, "p1") != seat_seed(4, "p2") and seat_seed(None, "p1") is None
    args = ["play", "comet", "--player", "p1=random", "--player", "p2=random", "--seed", "4", "-o", "move_limit=12"]
    first, again = runner.invoke(app, args), runner.invoke(app, args)
    assert first.exit_code == 0 and first.stdout == again.stdout
    moves = [line.split(" plays ")[1] for line in first.stdout.splitlines() if " plays " in line]
    assert moves[0::2] != moves[1::2]


def test_wilson_interval_is_honest_for_few_games() -> None:
    low, high = wilson_interval(1.0, 2)
    assert 0.3 < low < 0.4 and high == 1.0
    result = MatchResult("a", "b", [GameOutcome(n, "black", 1.0, 10, "") for n in range(2)])
    assert result.confidence_interval() == (low, high)
    assert result.elo_interval()[0] < 0 < result.elo_interval()[1]
    assert wilson_interval(0.5, 0) == (0.0, 1.0)
    low, high = wilson_interval(0.625, 4)
    assert low < 0.625 < high


def test_match_text_never_claims_certainty_after_two_games() -> None:
    result = runner.invoke(app, ["match", "c1", "greedy", "random", "--games", "2", "--max-plies", "40"])
    assert result.exit_code == 0
    assert "100.0% .. 100.0%" not in result.stdout and "+inf" not in result.stdout


def test_match_keeps_the_partial_result_on_ctrl_c() -> None:
    command = [sys.executable, "-m", "boardlab.cli", "match", "c1", "random", "random", "--games", "100000",
               "--max-plies", "30", "--json"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    # A shell without job control starts background jobs with Ctrl-C ignored, and Python keeps
    # it ignored: give the command the default handling so that it sees the interrupt.
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(8)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130, stderr
    data = json.loads(stdout)
    assert data["interrupted"] is True and data["games_planned"] == 100000
    assert data["games"] == data["wins"] + data["draws"] + data["losses"] < 100000
    assert "Traceback" not in stderr
