"""The OpenSpiel route against the PettingZoo route: random-play steps per second per game.

Both routes play uniformly random legal actions with the same NumPy generator for about
``--seconds`` per round, and report the median of ``--rounds`` rounds (compilation happens
before timing). The PettingZoo loop is ``agent_iter`` / ``last`` / ``step`` picking from the
mask; the OpenSpiel loop is ``legal_actions`` / ``apply_action`` on a ``pyspiel`` state (the
chance node of Cubes' first player counts as no step). The ratio is what docs/rl.md quotes.

    python benchmarks/openspiel_speed.py [--seconds 2] [--rounds 3] [--games c1,cubes]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import pyspiel

import boardlab.openspiel  # noqa: F401  (registers the games)
from boardlab.envs import env

GAMES = ("c1", "axiom", "ccc", "cubes", "comet")


def pettingzoo_round(name: str, seconds: float, rng: np.random.Generator) -> float:
    environment = env(name)
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        environment.reset()
        for _ in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                environment.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            environment.step(int(legal[rng.integers(len(legal))]))
            steps += 1
    return steps / (time.perf_counter() - started)


def openspiel_round(name: str, seconds: float, rng: np.random.Generator) -> float:
    game = pyspiel.load_game(f"boardlab_{name}")
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.integers(len(legal))])
            steps += 0 if state.is_chance_node() else 1
    return steps / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print("| game | PettingZoo steps/s | OpenSpiel steps/s | PettingZoo / OpenSpiel |")
    print("|---|---|---|---|")
    for name in args.games.split(","):
        rng = np.random.default_rng(0)
        pettingzoo_round(name, 0.3, rng)  # warm: compile the engine's kernels
        openspiel_round(name, 0.3, rng)
        zoo = statistics.median(pettingzoo_round(name, args.seconds, rng) for _ in range(args.rounds))
        spiel = statistics.median(openspiel_round(name, args.seconds, rng) for _ in range(args.rounds))
        print(f"| {name} | {zoo:,.0f} | {spiel:,.0f} | {zoo / spiel:.1f} |", flush=True)


if __name__ == "__main__":
    main()
