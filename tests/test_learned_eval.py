"""The learned evaluations (boardlab.ai.learned, benchmarks/train_eval.py): the weights files
load and are used by ``eval=learned`` through the same compiled code as the hand-written
weights, bad files are refused with a clear error, and the fit recovers known weights."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import boardlab
from boardlab.ai.agents import AlphaBetaAgent, parse_agent
from boardlab.ai.compiled import compiled_search, engine_for
from boardlab.ai.engine import Engine
from boardlab.ai.learned import (LEARNED_GAMES, LearnedWeightsError, evaluation_weights, features, fit_logistic,
                                 learned_engine, load_weights, selfplay_positions, weights_path)
from boardlab.core.errors import InvalidOption

ROOT = Path(__file__).resolve().parents[1]


def weights_of(engine: Engine) -> np.ndarray:
    """The evaluation weights an engine's workspace holds (the workspace itself, or its first
    item where it also carries scratch arrays)."""
    workspace = engine.workspace
    return np.asarray(workspace[0] if isinstance(workspace, tuple) else workspace)


def midgame(game: str, plies: int, seed: int) -> boardlab.State:
    """A position after ``plies`` seeded random steps (fewer if the game ends)."""
    state, rng = boardlab.load(game).start(), random.Random(seed)
    while not state.is_over and state.ply < plies:
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game", LEARNED_GAMES)
def test_the_package_weights_file_loads_with_every_feature(game: str) -> None:
    weights = load_weights(game)
    assert list(weights) == list(features(game))
    assert all(np.isfinite(value) for value in weights.values())
    assert weights_path(game).parent == ROOT / "src" / "boardlab" / "games" / game
    document = json.loads(weights_path(game).read_text())
    assert document["training"]["command"].startswith(f"python benchmarks/train_eval.py --game {game} --seed ")


@pytest.mark.parametrize("game", LEARNED_GAMES)
def test_learned_weights_run_in_the_same_compiled_evaluation_and_change_its_values(game: str) -> None:
    hand, learned = engine_for(boardlab.load(game).start()), learned_engine(boardlab.load(game).start())
    assert learned.evaluate is hand.evaluate and "evaluate" in learned.with_workspace
    assert compiled_search(learned) is compiled_search(hand)
    assert np.array_equal(weights_of(learned), np.array([load_weights(game)[name] for name in features(game)]))
    differing = 0
    for seed in range(6):
        state = midgame(game, 12, seed)
        if not state.is_over:
            board = hand.encode(state)
            differing += hand.value(board) != pytest.approx(learned.value(board), abs=1e-9)
    assert differing >= 3


@pytest.mark.parametrize("game", LEARNED_GAMES)
def test_eval_learned_in_the_spec_searches_with_the_learned_weights(game: str) -> None:
    agent = parse_agent("alphabeta:depth=1,eval=learned", seed=3)
    assert agent.name == "alphabeta:depth=1,eval=learned"
    values = []
    for seed in range(6):
        state = midgame(game, 12, seed)
        if state.is_over:
            continue
        learned = parse_agent("alphabeta:depth=1,eval=learned", seed=3).analyse(state)
        hand = parse_agent("alphabeta:depth=1", seed=3).analyse(state)
        values.append((learned.value, hand.value))
    assert isinstance(agent, AlphaBetaAgent)
    assert sum(abs(a - b) > 1e-9 for a, b in values) >= 3
    searcher = agent._compiled_searcher(midgame(game, 4, 0))
    assert searcher is not None and list(weights_of(searcher.engine)) == list(load_weights(game).values())


def test_eval_learned_is_refused_where_there_is_none() -> None:
    with pytest.raises(InvalidOption, match="c1 has no learned evaluation"):
        parse_agent("alphabeta:depth=1,eval=learned").analyse(boardlab.load("c1").start())
    with pytest.raises(InvalidOption, match="needs the compiled alphabeta search"):
        parse_agent("alphabeta_py:depth=1,eval=learned").analyse(boardlab.load("cubes").start())
    with pytest.raises(InvalidOption, match="unknown evaluation 'taught'"):
        parse_agent("alphabeta:depth=1,eval=taught")


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "cannot read learned weights"),
    ("[1, 2]", "must be a JSON object, got list"),
    ('{"game": "cubes", "weights": {}}', "for game 'cubes', not 'ccc'"),
    ('{"game": "ccc", "weights": [1]}', "'weights' must be an object"),
    ('{"game": "ccc", "weights": {"material": 1}}', r"weights missing \['pyramids'"),
    ('{"game": "ccc", "weights": {"material": 1, "pyramids": 1, "mobility": 1, "threat": 1, "danger": 1, '
     '"advance": 1, "tempo": 1}}', r"unknown \['tempo'\]"),
    ('{"game": "ccc", "weights": {"material": "1", "pyramids": 1, "mobility": 1, "threat": 1, "danger": 1, '
     '"advance": 1}}', "weight 'material' must be a finite number, got '1'"),
    ('{"game": "ccc", "weights": {"material": NaN, "pyramids": 1, "mobility": 1, "threat": 1, "danger": 1, '
     '"advance": 1}}', "weight 'material' must be a finite number, got nan"),
])
def test_a_malformed_weights_file_is_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "learned.json"
    path.write_text(content)
    with pytest.raises(LearnedWeightsError, match=message) as raised:
        load_weights("ccc", path)
    assert str(path) in str(raised.value)
    with pytest.raises(LearnedWeightsError, match="no learned weights for ccc"):
        load_weights("ccc", tmp_path / "absent.json")


def test_the_fit_recovers_known_weights_from_sampled_outcomes() -> None:
    rng = np.random.default_rng(7)
    truth = np.array([0.8, -0.3, 0.05, 1.2])
    x = rng.normal(size=(40_000, 4)) * np.array([1.0, 2.0, 10.0, 0.5])
    p = 1 / (1 + np.exp(-x @ truth))
    outcomes = np.where(rng.random(len(p)) < p, 1.0, 0.0)
    fitted = fit_logistic(x, outcomes, ridge=0.0)
    assert fitted == pytest.approx(truth, abs=0.05)
    shuffled = fit_logistic(x, rng.permutation(outcomes), ridge=0.0)
    assert np.max(np.abs(shuffled)) < 0.05  # outcomes unrelated to the features: no weight


def test_fitted_coefficients_become_weights_whose_tanh_is_the_expected_score() -> None:
    coefficients = np.array([0.3, -0.2, 0.1, 0.5, 0.05])
    weights = evaluation_weights("cubes", coefficients)
    x = np.array([1.0, 2.0, 3.0, -1.0, 1.0])
    value = np.tanh(0.5 * sum(weights[name] * v for name, v in zip(features("cubes"), x, strict=True)))
    assert value == pytest.approx(2 / (1 + np.exp(-coefficients @ x)) - 1, abs=1e-5)
    assert evaluation_weights("ccc", np.arange(6.0))["advance"] == 2.5


def test_selfplay_data_is_seeded() -> None:
    first, again, other = (selfplay_positions("cubes", 3, 1, seed) for seed in (5, 5, 6))
    assert np.array_equal(first.x, again.x) and np.array_equal(first.y, again.y)
    assert first.x.shape != other.x.shape or not np.array_equal(first.x, other.x)
    assert sum(first.results.values()) == 3 and len(first.x) == len(first.y) > 0


def test_selfplay_keeps_no_row_the_evaluation_does_not_weigh_and_plays_under_options() -> None:
    """AXIOM's wins in one are worth a fixed value whatever the features: they give no row."""
    from boardlab.games.axiom import fast

    data = selfplay_positions("axiom", 2, 1, seed=0, options={"sceptre_length": 2})
    assert len(data.x) > 0 and not np.isnan(data.x).any()
    engine = fast.search_engine(boardlab.load("axiom").start())
    won_in_one = 0
    for seed in range(30):
        state = midgame("axiom", 30, seed)
        if state.is_over:
            continue
        row = np.empty(len(features("axiom")))
        fast.features_into(engine.encode(state), engine.workspace, row)
        won_in_one += bool(np.isnan(row).all())
        assert np.isnan(row).all() or not np.isnan(row).any()
    assert won_in_one > 0
    with pytest.raises(InvalidOption, match="sceptre_length"):
        selfplay_positions("axiom", 1, 1, seed=0, options={"sceptre_length": 7})


def test_the_training_script_writes_the_same_file_twice(tmp_path: Path) -> None:
    outputs = []
    for name in ("a.json", "b.json"):
        subprocess.run([sys.executable, str(ROOT / "benchmarks" / "train_eval.py"), "--game", "cubes", "--seed", "1",
                        "--games", "6", "--depth", "1", "--output", str(tmp_path / name)],
                       check=True, capture_output=True, cwd=ROOT)
        outputs.append((tmp_path / name).read_bytes())
    assert outputs[0] == outputs[1]
    assert load_weights("cubes", tmp_path / "a.json").keys() == set(features("cubes"))


def test_training_and_matches_take_game_options(tmp_path: Path) -> None:
    """``-o NAME=VALUE`` reaches the games, the weights file's command and the match journal,
    and a journal played under other options is refused."""
    script = ROOT / "benchmarks"
    subprocess.run([sys.executable, str(script / "train_eval.py"), "--game", "axiom", "--seed", "1", "--games", "2",
                    "--depth", "1", "-o", "sceptre_length=2", "--output", str(tmp_path / "w.json")],
                   check=True, capture_output=True, cwd=ROOT)
    document = json.loads((tmp_path / "w.json").read_text())
    assert document["training"]["command"].endswith(" -o sceptre_length=2")
    assert document["training"]["options"] == {"sceptre_length": 2}
    match = [sys.executable, str(script / "eval_selfplay.py"), "--game", "axiom", "--depth", "1", "--games", "2",
             "--evaluation", "learned", "--baseline", "game", "--journal", str(tmp_path / "j.jsonl")]
    played = subprocess.run([*match, "-o", "sceptre_length=2"], check=True, capture_output=True, text=True, cwd=ROOT)
    assert json.loads(played.stdout)["options"] == {"sceptre_length": 2}
    assert all(json.loads(line)["options"] == {"sceptre_length": 2}
               for line in (tmp_path / "j.jsonl").read_text().splitlines())
    refused = subprocess.run(match, capture_output=True, text=True, cwd=ROOT)
    assert refused.returncode != 0 and "other settings" in refused.stderr


def test_the_doctests_run() -> None:
    import doctest

    from boardlab.ai import learned
    from boardlab.core import weights
    from boardlab.games.axiom import evaluation as axiom_evaluation
    from boardlab.games.cubes import evaluation

    for module in (learned, evaluation, axiom_evaluation, weights):
        failures, tried = doctest.testmod(module)
        assert failures == 0 and tried > 0
