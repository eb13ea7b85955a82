"""Environment speed: steps per second through PettingZoo for every game, and C1's batch stepper.

The PettingZoo figures drive each environment with a random agent that picks from the mask
with NumPy (``np.flatnonzero``), through the usual ``agent_iter`` / ``last`` / ``step`` loop,
both for ``boardlab.envs.env`` as it is and wrapped in PettingZoo's ``OrderEnforcingWrapper``
(which the environment does not need: it makes those checks itself). Each figure is
the median of ``--rounds`` rounds of ``--seconds`` each; compilation happens before timing.

    python benchmarks/rl_speed.py [--seconds 3] [--rounds 3] [--games c1,cubes]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from pettingzoo.utils.wrappers import OrderEnforcingWrapper

from boardlab.envs import env
from boardlab.envs.c1_fast import C1Batch

GAMES = ("c1", "axiom", "ccc", "cubes", "comet")
#: The target of the research-interfaces issue: the wrapped PettingZoo C1 environment.
C1_TARGET = 50_000


def pettingzoo_round(make, name: str, seconds: float, rng: np.random.Generator) -> float:
    """Steps per second of random play for about ``seconds``."""
    environment = make(name)
    environment.reset(seed=0)
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        environment.reset()
        for agent in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                action = None
            else:
                legal = np.flatnonzero(observation["action_mask"])
                action = int(legal[rng.integers(len(legal))])
            environment.step(action)
            steps += 1
    return steps / (time.perf_counter() - started)


def batch_round(seconds: float, with_views: bool, n: int = 256) -> float:
    """Steps per second of the C1 batch stepper (``with_views``: masks and planes every step)."""
    batch = C1Batch(n, seed=1)
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        if with_views:
            batch.masks()
            batch.observations()
        batch.step(batch.random_actions())
        steps += n
    return steps / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    pettingzoo_round(env, "c1", 0.2, rng)  # compile the C1 kernels (or load them from the cache)
    batch_round(0.2, True, n=4)
    print(f"{'environment':28} {'steps/s (median)':>18}")
    for name in args.games.split(","):
        for label, make in (("env", env), ("env + wrapper", lambda n: OrderEnforcingWrapper(env(n)))):
            rates = [pettingzoo_round(make, name, args.seconds, rng) for _ in range(args.rounds)]
            print(f"{name + ' ' + label:28} {statistics.median(rates):>18,.0f}", flush=True)
    for label, views in (("c1 batch, masks+planes", True), ("c1 batch, steps only", False)):
        rates = [batch_round(args.seconds, views) for _ in range(args.rounds)]
        print(f"{label:28} {statistics.median(rates):>18,.0f}", flush=True)
    print(f"target: c1 env >= {C1_TARGET:,} steps/s")


if __name__ == "__main__":
    main()
