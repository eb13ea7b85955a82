"""``boardlab`` starts quickly: ``--version``, ``--help`` and every command's ``--help`` import
none of the heavy parts (the compiled engines, numpy, the web app, the database). Time itself
is measured by benchmarks/cli_start.py, not here."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main

import boardlab.cli as cli
from boardlab.cli import COMMANDS

SRC = Path(__file__).resolve().parent.parent / "src"
#: Heavy packages (and their submodules); of boardlab.games only the engines (its empty package is light).
HEAVY = ("numba", "numpy", "fastapi", "sqlalchemy", "boardlab.server")
QUICK_LINES = [["--version"], ["--help"], *([name, "--help"] for name in COMMANDS),
               ["lab", "run", "--help"], ["sentences", "decode", "--help"], ["puzzles", "mine", "--help"]]


def imported_by(arguments: list[str]) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run ``python -X importtime -m boardlab.cli ARGUMENTS``: its result and the modules it imported."""
    environment = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "boardlab.cli", *arguments],
                            capture_output=True, text=True, env=environment, timeout=120)
    modules = {match.group(1) for match in re.finditer(r"\|\s*([\w.]+)\s*$", result.stderr, re.M)}
    return result, modules


@pytest.mark.parametrize("arguments", QUICK_LINES, ids=" ".join)
def test_version_and_help_import_nothing_heavy(arguments: list[str]) -> None:
    result, modules = imported_by(arguments)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip()
    heavy = sorted(m for m in modules
                   if any(m == h or m.startswith(h + ".") for h in HEAVY) or m.startswith("boardlab.games."))
    assert heavy == [], heavy


def test_the_check_sees_a_heavy_import_when_there_is_one() -> None:
    _, modules = imported_by(["moves", "c1"])       # a real command loads a game's engine
    assert "boardlab.games.c1.rules" in modules


def test_the_overview_lists_each_command_with_its_own_help() -> None:
    group = typer.main.get_command(cli.app)          # every module imported: the real commands
    real = {name: command.get_short_help_str(limit=150) for name, command in group.commands.items()}
    assert set(real) == set(COMMANDS)
    assert {name: short for name, (_, short) in COMMANDS.items()} == real


def test_the_help_overview_and_version_read_as_before() -> None:
    result, _ = imported_by(["--help"])
    assert "Commands:" in result.stdout and "serve" in result.stdout and "puzzles" in result.stdout
    version, _ = imported_by(["--version"])
    assert re.fullmatch(r"boardlab \S+\n", version.stdout)


def test_the_written_out_defaults_match_their_sources() -> None:
    from boardlab.cli import lab, solve
    from boardlab.games.comet.goals import DEFAULT_GOAL
    from boardlab.lab.ladder import DEFAULT_LEVELS

    assert solve.DEFAULT_GOAL == DEFAULT_GOAL and lab.DEFAULT_LEVELS == DEFAULT_LEVELS


def test_an_unknown_command_is_refused_naming_it() -> None:
    result, _ = imported_by(["nonsense"])
    assert result.returncode == 2 and "nonsense" in result.stderr
