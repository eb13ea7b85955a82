"""The research examples run (in miniature): the self-play learner and OpenSpiel's bots."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("pyspiel", reason="the research interfaces need pip install 'boardlab[rl]'")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_value_learning_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    example = load("train_cubes_value")
    example.ROUNDS, example.GAMES_PER_ROUND, example.EVAL_GAMES = 1, 12, 10
    example.main()
    assert "round 1:" in capsys.readouterr().out


def test_wilson_interval_is_honest_for_few_games() -> None:
    low, high = load("train_cubes_value").wilson(2, 2)
    assert 0.3 < low < 0.4 and high == pytest.approx(1.0)


def test_openspiel_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    example = load("openspiel_bots")
    example.SETTINGS = [("cubes", {"size": 4}, 4), ("comet", {"move_limit": 2}, 2)]
    example.mcts_against_random()
    assert "cubes" in capsys.readouterr().out
