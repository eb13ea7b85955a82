"""The OpenSpiel games: OpenSpiel's own random simulation test, and ours, which plays random
games through ``pyspiel`` checking every step against boardlab and restoring each state from
its serialisation."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the research interfaces need pip install 'boardlab[rl]'")

import boardlab  # noqa: E402
import boardlab.openspiel  # noqa: E402, F401  (registers the games)

GAMES = [
    ("c1", {"max_steps": 200}), ("c1", {"variant": "c2", "max_steps": 100}),
    ("axiom", {"max_steps": 60}), ("ccc", {"max_steps": 60}),
    ("cubes", {"size": 5}), ("cubes", {"size": 4, "first": "white"}),
    ("comet", {}), ("comet", {"players": 3, "start": "a1,b2,c3,d4,e5,f6,g7,h8,i9"}),
]


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_openspiel_random_sim_test(name: str, params: dict) -> None:
    game = pyspiel.load_game(f"boardlab_{name}", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_random_games_agree_with_boardlab(name: str, params: dict) -> None:
    game = pyspiel.load_game(f"boardlab_{name}", params)
    rng = random.Random(7)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            state.apply_action(rng.choice(outcomes)[0])
            continue
        ours = state.state
        assert state.current_player() == ours.game.seats.index(ours.to_move)
        moves = [state.action_to_string(a) for a in state.legal_actions()]
        assert sorted(moves) == sorted(ours.legal_moves())
        restored = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
        assert str(restored) == str(state) and restored.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        move = state.action_to_string(action)
        state.apply_action(action)
        assert state.state == ours.play(move)
    returns = state.returns()
    final = state.state
    if final.is_over and final.winner in final.game.seats:
        assert returns[final.game.seats.index(final.winner)] == 1.0 and sum(returns) == 0.0
    elif name != "comet":
        assert returns == [0.0, 0.0]


def test_parameters_are_the_game_options() -> None:
    game = pyspiel.load_game("boardlab_cubes", {"size": 6, "slide": "strict", "first": "black"})
    state = game.new_initial_state()
    assert not state.is_chance_node() and state.state.game.options["size"] == 6
    assert game.num_distinct_actions() == boardlab.load("cubes", size=6).num_actions
    assert pyspiel.load_game("boardlab_cubes").new_initial_state().is_chance_node()
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter"):
        pyspiel.load_game("boardlab_c1", {"colour": "red"})
    with pytest.raises(boardlab.InvalidOption, match="variant"):
        pyspiel.load_game("boardlab_c1", {"variant": "c3"})


def test_observation_tensor() -> None:
    game = pyspiel.load_game("boardlab_c1")
    state = game.new_initial_state()
    tensor = state.observation_tensor(1)
    assert len(tensor) == 10 * 7 * 7 and sum(tensor[4 * 49:5 * 49]) == 1.0


def test_openspiel_mcts_bot_plays_a_game() -> None:
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("boardlab_cubes", {"size": 4, "first": "black"})
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, 1.4, 20, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    assert state.state.is_over and sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_max_steps_defaults_are_the_environments() -> None:
    from boardlab.envs.limits import MAX_STEPS

    for name, steps in MAX_STEPS.items():
        assert pyspiel.load_game(f"boardlab_{name}").max_game_length() == steps
