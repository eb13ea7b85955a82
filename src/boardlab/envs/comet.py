"""The comet circumflex puzzle as a single-agent Gymnasium environment.

One agent makes every grand move. The reward is 1 on the step that reaches the goal and 0
otherwise; the episode *terminates* when the goal holds (or no grand move is allowed) and is
*truncated* when the move limit runs out first. The legal grand moves are in
``info["action_mask"]`` (36 actions: six groups times six directions, as the protocol numbers
them). ``reset(options={"start": "a1,b2,..."})`` starts from another placement, and
``options={"random_start": True}`` from a random one drawn with the environment's seed.

>>> from boardlab.envs.comet import CometEnv
>>> env = CometEnv(goal="pyramids-adjacent")
>>> obs, info = env.reset(seed=0)
>>> obs.shape, int(info["action_mask"].sum())
((25, 9, 9), 36)
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

import boardlab
from boardlab.core.errors import InvalidOption
from boardlab.envs.actions import ProtocolCodec
from boardlab.envs.observations import observation, observation_shape

SQUARES = [f"{file}{rank}" for file in "abcdefghi" for rank in range(1, 10)]


class CometEnv(gymnasium.Env):
    """Reach a comet goal in as few grand moves as possible (see the module docs)."""

    metadata = {"render_modes": ["human", "rgb_array"]}

    def __init__(self, goal: str = "pyramids-adjacent", render_mode: str | None = None, **options: Any) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidOption(f"render_mode {render_mode!r}: use 'human', 'rgb_array' or None")
        self.render_mode = render_mode
        self._options = {**options, "goal": goal, "players": 2}
        self._game = boardlab.load("comet", **self._options)
        self._codec = ProtocolCodec(self._game)
        self.action_space = spaces.Discrete(self._codec.size)
        self.observation_space = spaces.Box(0.0, 1.0, observation_shape(self._game), dtype=np.float32)
        self._state = self._game.start()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        options = options or {}
        start = options.get("start")
        if options.get("random_start"):
            start = ",".join(self.np_random.choice(SQUARES, size=9, replace=False))
        game = self._game if start is None else boardlab.load("comet", **{**self._options, "start": start})
        self._state = game.start()
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        self._state = self._codec.play(self._state, int(action))
        # The protocol has two seats who take turns; the single agent plays for both.
        winner = self._state.winner
        solved = winner == "solved"
        limit = self._game.options["move_limit"]
        truncated = winner == "unsolved" and bool(limit) and self._state.ply >= limit
        terminated = winner is not None and not truncated
        if self.render_mode == "human":
            self.render()
        return self._observation(), float(solved), terminated, truncated, self._info()

    def _observation(self) -> np.ndarray:
        return observation(self._state, self._state.to_move or self._game.seats[0])

    def _info(self) -> dict[str, Any]:
        mask = self._codec.mask(self._state)
        return {"action_mask": mask, "moves": self._state.ply, "goal": str(self._game.options["goal"])}

    def render(self) -> np.ndarray | None:
        if self.render_mode == "human":
            print(self._state.text())
            return None
        if self.render_mode == "rgb_array":
            from boardlab.envs.raster import svg_to_rgb

            return svg_to_rgb(self._state.svg())
        return None
