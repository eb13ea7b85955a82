"""Research interfaces: every game as a PettingZoo environment, comet as a Gymnasium one.

Install with ``pip install 'boardlab[rl]'``. See ``docs/rl.md`` for the observation planes
and the action encodings.

>>> import boardlab.envs
>>> e = boardlab.envs.env("c1")
>>> e.reset(seed=0)
>>> e.possible_agents
['black', 'white']

The comet puzzle for one agent is registered with Gymnasium as ``boardlab/Comet-v0``.
"""

from boardlab.envs.aec import BoardlabEnv, env, raw_env
from boardlab.envs.observations import observation, observation_shape

import gymnasium as _gymnasium

__all__ = ["BoardlabEnv", "env", "observation", "observation_shape", "raw_env"]

if "boardlab/Comet-v0" not in _gymnasium.registry:
    _gymnasium.register(id="boardlab/Comet-v0", entry_point="boardlab.envs.comet:CometEnv")
