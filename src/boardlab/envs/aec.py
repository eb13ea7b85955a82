"""Every boardlab game as a PettingZoo AEC environment.

Agents are the game's seats. Each observation is a dict with the planes of
:mod:`.observations` (``"observation"``) and the legal-action mask (``"action_mask"``, all
zeros for an agent that is not to act). A turn of several steps (C2, CCC's chains and
collapses, Cubes' bonus moves) is several consecutive actions of the same agent. Rewards are
given at the end: +1 to the winner, -1 to the loser, 0 for a draw; in comet, a cooperative
puzzle, every seat gets +1 when the goal is reached and 0 when the grand moves run out. An end
by the rules is a *termination*; an episode still going after ``max_steps`` actions (a
per-game default, :data:`boardlab.envs.limits.MAX_STEPS`) is *truncated*, with 0 for everyone.

>>> from boardlab.envs import env
>>> e = env("cubes", size=5, first="black")
>>> e.reset(seed=0)
>>> e.agent_selection
'black'
>>> obs, reward, terminated, truncated, info = e.last()
>>> int(obs["action_mask"].sum())
25
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import boardlab
from boardlab.core.errors import InvalidOption
from boardlab.envs.backends import backend_for
from boardlab.envs.limits import checked_max_steps

RENDER_MODES = ("human", "rgb_array")


class BoardlabEnv(AECEnv):
    """A boardlab game with its options, as an AEC environment (see the module docs)."""

    metadata = {"render_modes": list(RENDER_MODES), "name": "boardlab_v0", "is_parallelizable": False}

    def __init__(self, game: str, render_mode: str | None = None, max_steps: int | None = None,
                 **options: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise InvalidOption(f"render_mode {render_mode!r}: use one of {', '.join(RENDER_MODES)} or None")
        self.game = boardlab.load(game, **options)
        #: Actions after which an episode the rules have not ended is truncated.
        self.max_steps = checked_max_steps(self.game.name, max_steps)
        self.steps = 0
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"boardlab_{self.game.name}_v0"}
        self._backend = backend_for(self.game)
        self.possible_agents = list(self.game.seats)
        size = self._backend.num_actions
        self.action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, self._backend.shape, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (size,), dtype=np.int8),
        }) for agent in self.possible_agents}
        self._no_actions = np.zeros(size, dtype=np.int8)
        self.agents: list[str] = []
        self._started = False

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` reseeds the game's own random choices where it has them
        (Cubes' first player, CCC's random specials rows)."""
        if seed is not None and "seed" in self.game.options:
            self.game = boardlab.load(self.game.name, **{**self.game.options, "seed": seed})
        self._backend.reset(self.game)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self._backend.to_move() or self.agents[0]
        self.steps = 0
        self._started = True

    def _require_reset(self, call: str) -> None:
        if not self._started:
            raise RuntimeError(f"{call}() before reset(): call env.reset() first")

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        self._require_reset("observe")
        acting = agent == self._backend.to_move()
        return {"observation": self._backend.observe(agent),
                "action_mask": self._backend.mask() if acting else self._no_actions.copy()}

    def step(self, action: int | None) -> None:
        """Play ``action`` for the selected agent; raises :class:`boardlab.IllegalMove` if the
        mask forbids it (nothing changes then)."""
        self._require_reset("step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._backend.step(int(action))  # type: ignore[arg-type]
        self.steps += 1
        winner = self._backend.winner()
        if winner is not None:
            self._finish(winner)
        elif self.steps >= self.max_steps:
            self._truncate()
        self.agent_selection = self._backend.to_move() or self._next_after(agent)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _finish(self, winner: str) -> None:
        for seat in self.agents:
            self.rewards[seat] = self._reward(seat, winner)
            self.terminations[seat] = True

    def _truncate(self) -> None:
        """The step limit, not the rules, ended the episode: no reward, every agent truncated."""
        for seat in self.agents:
            self.rewards[seat] = 0.0
            self.truncations[seat] = True

    def _reward(self, seat: str, winner: str) -> float:
        if winner in ("solved", "unsolved"):  # comet: every seat shares the result
            return 1.0 if winner == "solved" else 0.0
        if winner == seat:
            return 1.0
        return -1.0 if winner in self.possible_agents else 0.0

    def _next_after(self, agent: str) -> str:
        """The agent after ``agent`` in seat order (who steps next once the game is over)."""
        seats = self.agents
        return seats[(seats.index(agent) + 1) % len(seats)]

    def render(self) -> np.ndarray | str | None:
        """``"human"``: print the text diagram; ``"rgb_array"``: the board as an ``(H, W, 3)`` image."""
        state = self._backend.state()
        if self.render_mode == "human":
            print(state.text())
            return None
        if self.render_mode == "rgb_array":
            from boardlab.envs.raster import svg_to_rgb

            return svg_to_rgb(state.svg())
        return None

    def close(self) -> None:
        pass


def env(game: str, render_mode: str | None = None, max_steps: int | None = None, **options: Any) -> BoardlabEnv:
    """The environment of ``game`` with its options; ``max_steps`` overrides the game's default
    step limit (:data:`boardlab.envs.limits.MAX_STEPS`), after which an episode is truncated.

    It makes PettingZoo's usual wrapper checks itself, without a wrapper's cost at every
    attribute: calls before ``reset()`` raise, and an out-of-range or illegal action raises
    :class:`boardlab.IllegalMove`. (Wrap it in ``pettingzoo.utils.wrappers`` if you like.)
    """
    return BoardlabEnv(game, render_mode=render_mode, max_steps=max_steps, **options)


#: PettingZoo's classic environments offer ``raw_env`` beside ``env``; here they are the same.
raw_env = env
