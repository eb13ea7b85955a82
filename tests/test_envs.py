"""The research environments: PettingZoo's and Gymnasium's own checks, the observation planes
(shapes, a hand-checked start position of every game, the turn of the board for the second
player), the compact AXIOM actions, the compiled C1 backend and batch stepper."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the research interfaces need pip install 'boardlab[rl]'")

import boardlab  # noqa: E402
from boardlab.envs import env, observation, observation_shape  # noqa: E402
from boardlab.envs.actions import codec_for  # noqa: E402
from boardlab.envs import axiom_fast, c1_fast, ccc_fast, cubes_fast  # noqa: E402
from boardlab.envs.backends import CompiledBackend, ProtocolBackend  # noqa: E402
from boardlab.envs.c1_fast import C1Batch  # noqa: E402
from boardlab.envs.comet import CometEnv  # noqa: E402

#: Every option set the docs (docs/rl.md) name for the environments.
DOCUMENTED = [
    ("c1", {}), ("c1", {"variant": "c2"}),
    ("axiom", {}), ("axiom", {"one_piece": True}),
    ("ccc", {}), ("ccc", {"flat_rows": 1}),
    ("cubes", {"size": 5}), ("cubes", {"slide": "strict"}),
    ("comet", {}), ("comet", {"players": 3, "goal": "squares-in-line"}),
]


def random_states(name: str, games: int, seed: int, **options: object) -> list[boardlab.State]:
    """Every state of a few random games."""
    rng = random.Random(seed)
    game = boardlab.load(name, **options)
    states = []
    for _ in range(games):
        state = game.start()
        while not state.is_over and state.ply < 120:
            states.append(state)
            state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


@pytest.mark.filterwarnings("ignore::UserWarning")  # the test's advice on agent names and dict observations
@pytest.mark.parametrize(("name", "options"), DOCUMENTED)
def test_pettingzoo_api(name: str, options: dict) -> None:
    from pettingzoo.test import api_test

    api_test(env(name, **options), num_cycles=60)


def test_game_ends_with_rewards_and_dead_steps() -> None:
    e = env("cubes", size=3, first="black")
    e.reset(seed=0)
    rng = np.random.default_rng(1)
    rewards = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter(max_iter=1000):
        obs, reward, terminated, truncated, _ = e.last()
        rewards[agent] += reward
        e.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert not e.agents
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    e = env("c1")
    e.reset()
    before = e.observe("black")["observation"].copy()
    with pytest.raises(boardlab.IllegalMove, match="action mask"):
        e.step(0)
    with pytest.raises(boardlab.IllegalMove):
        e.step(10**9)
    assert (e.observe("black")["observation"] == before).all() and e.agent_selection == "black"


def test_calls_before_reset_are_refused() -> None:
    e = env("c1")
    with pytest.raises(RuntimeError, match="reset"):
        e.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        e.observe("black")


def test_unknown_render_mode_and_option() -> None:
    with pytest.raises(boardlab.InvalidOption, match="render_mode"):
        env("c1", render_mode="3d")
    with pytest.raises(boardlab.InvalidOption):
        env("c1", colour="red")


def test_multi_step_turns_stay_with_one_agent() -> None:
    e = env("c1", variant="c2")
    e.reset()
    tile = e.game.start().move_to_action("Tb3-b4")
    e.step(tile)
    assert e.agent_selection == "black"
    assert e.observe("black")["observation"][9].all()


def test_render_modes(capsys: pytest.CaptureFixture[str]) -> None:
    e = env("c1", render_mode="rgb_array")
    e.reset()
    image = e.render()
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    assert len(np.unique(image.reshape(-1, 3), axis=0)) > 3
    e = env("cubes", render_mode="human", size=5)
    e.reset()
    e.render()
    assert capsys.readouterr().out.strip()


# --- observation planes ------------------------------------------------------------------

@pytest.mark.parametrize(("name", "options"), DOCUMENTED)
def test_observation_shape_and_dtype(name: str, options: dict) -> None:
    game = boardlab.load(name, **options)
    for state in random_states(name, 2, seed=3, **options)[::7]:
        for seat in game.seats:
            planes = observation(state, seat)
            assert planes.shape == observation_shape(game) and planes.dtype == np.float32


def test_c1_start_planes() -> None:
    state = boardlab.load("c1").start()
    for seat in ("black", "white"):
        planes = observation(state, seat)
        assert planes[0, :3].all() and planes[1, 4:].all() and not planes[0, 3:].any()
        assert planes[2].sum() == 22 and planes[3, 3].all() and planes[3].sum() == 7
        assert planes[4, 0, 3] == 1 and planes[4].sum() == 1  # own cone on d1 (d7 for White)
        assert planes[5, 0].tolist() == [0, 1, 1, 0, 1, 1, 0] and planes[7, 6].tolist() == [0, 1, 1, 0, 1, 1, 0]
        assert planes[6, 6, 3] == 1
        assert planes[8].all() == (seat == "black") and not planes[9].any()


def test_axiom_start_planes() -> None:
    state = boardlab.load("axiom").start()
    planes = observation(state, "black")
    assert planes[0].sum() == 6 and planes[1].sum() == 6
    assert planes[0, 1, 1, 1] == 1  # b2.2: level 2, rank 2, file b
    assert planes[8].sum() == 2 and planes[8, 1, 1, 1] == 1  # own sceptres on top faces (U)
    assert planes[14].sum() == 2 and planes[2:8].sum() == 18  # opponent's; 3 x 1 + 3 x 2 domes each
    white = observation(state, "white")
    assert white[0].sum() == 6 and white[8].sum() == 2 and not white[20].any() and planes[20].all()


def test_ccc_start_planes() -> None:
    state = boardlab.load("ccc").start()
    planes = observation(state, "black")
    assert planes[0].sum() == 16 and planes[10].sum() == 16  # Flats
    assert planes[5, 0, 3] == 1 and planes[15, 7, 3] == 1  # Large Pyramids on d1, d8
    assert planes[8, 0, 3] == 1.0  # its strength 6 / 6
    assert planes[20].all() and planes[21].all()  # torus pools at 10 / 10
    assert (observation(state, "white")[:20] == planes[list(range(10, 20)) + list(range(10))][:, ::-1]).all()


def test_cubes_and_comet_start_planes() -> None:
    cubes = boardlab.load("cubes", size=5, first="white").start()
    planes = observation(cubes, "white")
    assert planes.shape == (8, 5, 5) and not planes[:5].any() and planes[5].all() and planes[7].all()
    comet = boardlab.load("comet", goal="squares-in-line").start()
    planes = observation(comet, "p1")
    assert planes[0, 6, 2] == 1 and planes[8, 2, 6] == 1  # piece 1 on c7, piece 9 on g3
    assert planes[9 + 1].all() and planes[9:24].sum() == 81  # the second built-in goal


def _swap_c1(planes: np.ndarray) -> np.ndarray:
    order = [1, 0, 2, 3, 6, 7, 4, 5, 8, 9]
    return planes[order][:, ::-1]


def _swap_cubes(planes: np.ndarray) -> np.ndarray:
    return planes[[2, 3, 0, 1, 4, 6, 5, 7]]


def _swap_axiom(planes: np.ndarray) -> np.ndarray:
    turned_faces = [0, 1, 4, 5, 2, 3]  # U D N E S W -> U D S W N E
    order = [1, 0, *[2 + f for f in turned_faces], *[14 + f for f in turned_faces], *[8 + f for f in turned_faces], 20]
    return planes[order][:, :, ::-1, ::-1]


@pytest.mark.parametrize(("name", "swap"), [("c1", _swap_c1), ("cubes", _swap_cubes), ("axiom", _swap_axiom)])
def test_perspective_flip_is_consistent(name: str, swap) -> None:
    for state in random_states(name, 3, seed=5)[::3]:
        black, white = observation(state, "black"), observation(state, "white")
        # Everything but the side-to-move plane is the same picture seen from the other side.
        assert (swap(black)[:-1] == white[:-1]).all() if name != "c1" else (swap(black)[:8] == white[:8]).all()


# --- actions and the compiled backend --------------------------------------------------------

def test_axiom_compact_actions_cover_every_move_once() -> None:
    codec = codec_for(boardlab.load("axiom"))
    assert codec.size < boardlab.load("axiom").num_actions / 10
    for state in random_states("axiom", 2, seed=8)[::5]:
        if state.is_over:
            continue
        legal = codec.legal(state)
        assert all(0 <= a < codec.size for a in legal)
        assert sorted(codec.move(state, a) for a in legal) == sorted(state.legal_moves())
        action = random.Random(1).choice(sorted(legal))
        assert codec.play(state, action) == state.play(codec.move(state, action))


@pytest.mark.parametrize(("name", "kernels", "options"), [
    ("c1", c1_fast, {}),
    ("cubes", cubes_fast, {"size": 5, "first": "white"}),
    ("cubes", cubes_fast, {"size": 8, "slide": "strict"}),
    ("cubes", cubes_fast, {"size": 3, "move_limit": 6}),
    ("cubes", cubes_fast, {"size": 11}),
    ("axiom", axiom_fast, {}),
    ("axiom", axiom_fast, {"own_pair": "allowed", "one_piece": True}),
    ("axiom", axiom_fast, {"sceptre_length": 2, "move_limit": 30}),
    ("ccc", ccc_fast, {}),
    ("ccc", ccc_fast, {"flat_rows": 1, "flat_placement": "behind", "flag_rest": "any"}),
    ("ccc", ccc_fast, {"flat_rows": 3, "specials": "random", "seed": 3, "move_limit": 40}),
])
def test_compiled_backend_matches_the_protocol(name: str, kernels, options: dict) -> None:
    game = boardlab.load(name, **options)
    rng = random.Random(11)
    for _ in range(4):
        fast, slow = CompiledBackend(game, kernels), ProtocolBackend(game)
        while slow.winner() is None and slow.state().ply < 150:
            assert (fast.mask() == slow.mask()).all()
            for seat in game.seats:
                assert (fast.observe(seat) == slow.observe(seat)).all()
            assert fast.to_move() == slow.to_move()
            action = rng.choice(np.flatnonzero(slow.mask()).tolist())
            fast.step(action)
            slow.step(action)
        assert fast.winner() == slow.winner() and fast.state() == slow.state()


def test_batch_stepper_plays_legal_games_and_restarts() -> None:
    batch = C1Batch(8, seed=3, max_plies=400)
    ended = 0
    for _ in range(300):
        masks = batch.masks()
        actions = batch.random_actions()
        assert masks[np.arange(8), actions].all()
        rewards, done = batch.step(actions)
        ended += int(done.sum())
        assert (rewards[done].sum(axis=1) == 0).all() and not rewards[~done].any()
    assert ended > 0 and (batch.plies < 400).all()


def test_batch_stepper_refuses_an_illegal_action_whole() -> None:
    batch = C1Batch(3)
    boards = batch.boards.copy()
    actions = batch.random_actions()
    actions[2] = 0
    with pytest.raises(ValueError, match="game 2: action 0"):
        batch.step(actions)
    assert (batch.boards == boards).all()


# --- comet for one agent ---------------------------------------------------------------------

def test_comet_gymnasium_checker() -> None:
    from gymnasium.utils.env_checker import check_env

    check_env(CometEnv(goal="pyramids-adjacent"), skip_render_check=True)


def test_comet_reward_on_reaching_the_goal_and_truncation() -> None:
    env_ = CometEnv(goal="pyramids-adjacent")
    game = boardlab.load("comet", goal="pyramids-adjacent")
    solution = game.start().hint()
    assert solution is not None
    _, info = env_.reset()
    state = game.start()
    for _ in range(10):
        move = state.hint()
        obs, reward, terminated, truncated, info = env_.step(state.move_to_action(move))
        state = state.play(move)
        if terminated:
            break
    assert reward == 1.0 and terminated and not truncated
    limited = CometEnv(goal="evens-in-line", move_limit=2)
    _, info = limited.reset(seed=0)
    for _ in range(2):
        obs, reward, terminated, truncated, info = limited.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert truncated and not terminated and reward == 0.0


def test_comet_random_start_is_seeded() -> None:
    env_ = CometEnv()
    first, _ = env_.reset(seed=4, options={"random_start": True})
    again, _ = env_.reset(seed=4, options={"random_start": True})
    other, _ = env_.reset(seed=5, options={"random_start": True})
    assert (first == again).all() and not (first == other).all()


# --- every episode ends: max_steps ---------------------------------------------------------------

def _first_legal_episode(e: object) -> tuple[int, dict[str, bool], dict[str, bool], dict[str, float]]:
    """Play the first legal action every time (a deterministic policy that may loop); the
    actions taken and the final terminations, truncations and rewards."""
    e.reset(seed=0)  # type: ignore[attr-defined]
    steps = 0
    ended: tuple[dict[str, bool], dict[str, bool], dict[str, float]] | None = None
    for agent in e.agent_iter():  # type: ignore[attr-defined]
        obs, reward, terminated, truncated, _ = e.last()  # type: ignore[attr-defined]
        if terminated or truncated:
            if ended is None:
                ended = (dict(e.terminations), dict(e.truncations), dict(e._cumulative_rewards))  # type: ignore[attr-defined]
            e.step(None)  # type: ignore[attr-defined]
            continue
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))  # type: ignore[attr-defined]
        steps += 1
        assert steps <= 20_000, "the episode never ended"
    assert ended is not None
    return steps, *ended


@pytest.mark.parametrize(("name", "options"), [("c1", {}), ("axiom", {}), ("ccc", {}), ("cubes", {})])
def test_a_looping_policy_is_truncated_at_the_games_max_steps(name: str, options: dict[str, object]) -> None:
    from boardlab.envs.limits import MAX_STEPS

    e = env(name, **options)
    assert e.max_steps == MAX_STEPS[name]
    steps, terminations, truncations, rewards = _first_legal_episode(e)
    if steps == MAX_STEPS[name]:  # the policy looped until the limit: a truncation, not an end by the rules
        assert all(truncations.values()) and not any(terminations.values())
        assert set(rewards.values()) == {0.0}
    else:  # the rules ended it first
        assert steps < MAX_STEPS[name] and all(terminations.values()) and not any(truncations.values())


@pytest.mark.parametrize("name", ["c1", "axiom", "ccc", "cubes", "comet"])
def test_max_steps_can_be_overridden_and_truncates(name: str) -> None:
    e = env(name, max_steps=7)
    steps, terminations, truncations, rewards = _first_legal_episode(e)
    assert steps == 7 and all(truncations.values()) and not any(terminations.values())
    assert set(rewards.values()) == {0.0}
    e.reset(seed=1)
    assert not any(e.truncations.values()) and e.steps == 0  # a new episode starts its count again


def test_bad_max_steps_are_refused() -> None:
    for bad in (0, -3, 2.5, True):
        with pytest.raises(boardlab.BoardlabError, match="max_steps"):
            env("c1", max_steps=bad)  # type: ignore[arg-type]
