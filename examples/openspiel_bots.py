"""OpenSpiel's own algorithms on boardlab's games, unchanged.

1. OpenSpiel's MCTS bot (random rollouts, no evaluation) against a uniformly random bot in
   every game, both colours.
2. OpenSpiel's evaluation-free expectiminimax, where a game's tree is small enough to search
   to the end: Cubes on a 3x3 board with a 6-turn limit, the first player drawn by a chance node.

Run: ``python examples/openspiel_bots.py`` (``pip install 'boardlab[rl]'``); a few minutes.
"""

from __future__ import annotations

import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts, minimax
from open_spiel.python.bots import uniform_random

import boardlab.openspiel  # noqa: F401  (registers the games)

#: (game, parameters, MCTS simulations per move): short games keep the demonstration quick.
SETTINGS = [
    ("c1", {"max_steps": 80}, 16),
    ("axiom", {"max_steps": 40}, 8),
    ("ccc", {"max_steps": 40, "flat_rows": 1}, 4),
    ("cubes", {"size": 5}, 24),
    ("comet", {"goal": "pyramids-adjacent", "move_limit": 8}, 24),
]
GAMES_PER_SEAT = 1


def play(game: pyspiel.Game, bots: list, rng: np.random.RandomState) -> list[float]:
    """One game between ``bots`` (indexed by player); chance nodes are sampled."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state.returns()


def mcts_against_random() -> None:
    print("OpenSpiel MCTS (random rollouts) against a random bot")
    for name, params, simulations in SETTINGS:
        game = pyspiel.load_game(f"boardlab_{name}", params)
        rng = np.random.RandomState(0)
        started = time.perf_counter()
        scores = []
        for seat in range(2):
            for _ in range(GAMES_PER_SEAT):
                searcher = mcts.MCTSBot(game, 1.4, simulations, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
                bots = [uniform_random.UniformRandomBot(p, rng) for p in range(game.num_players())]
                bots[seat] = searcher
                scores.append(play(game, bots, rng)[seat])
        print(f"  {name:6} {simulations:3} simulations/move: MCTS returns {scores} "
              f"({time.perf_counter() - started:.1f} s)", flush=True)


def solve_small_cubes() -> None:
    game = pyspiel.load_game("boardlab_cubes", {"size": 3, "move_limit": 6})
    started = time.perf_counter()
    value, _ = minimax.expectiminimax(game.new_initial_state(), 100, None, 0)
    print(f"Evaluation-free expectiminimax, Cubes 3x3 with a 6-turn limit: value {value:+.2f} for Black "
          f"({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    mcts_against_random()
    solve_small_cubes()
