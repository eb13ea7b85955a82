"""Learn a linear value function for Cubes 5x5 from self-play, and show it beats random play.

The value of a position for a seat is a logistic function of its observation planes (from
:mod:`boardlab.envs.observations`, so the seat's own cubes are always in the same planes).
Each round plays games between two copies of the current player, epsilon-greedy over the
learned value one step ahead, labels every position with the final result from the view of
the seat that observes it, and refits the weights on all data so far (logistic regression by
gradient descent, NumPy only). The player is then measured against uniformly random play.

Run: ``python examples/train_cubes_value.py`` (``pip install 'boardlab[rl]'``); a few
minutes on two cores. The output of a run is kept in docs/rl.md.
"""

from __future__ import annotations

import math
import random
import time

import numpy as np

import boardlab
from boardlab.envs import observation

GAME = boardlab.load("cubes", size=5, first="random")
ROUNDS, GAMES_PER_ROUND, EVAL_GAMES = 4, 150, 200
MAX_PLIES = 200


def features(state: boardlab.State, seat: str) -> np.ndarray:
    """The planes of ``state`` for ``seat``, flattened, with a constant bias feature."""
    return np.append(observation(state, seat).ravel(), 1.0)


def value(weights: np.ndarray | None, state: boardlab.State, seat: str) -> float:
    """The learned chance (0..1) that ``seat`` wins from ``state``; the real result once over."""
    if state.is_over:
        return 1.0 if state.winner == seat else (0.5 if state.winner == "draw" else 0.0)
    if weights is None:
        return 0.5
    return 1.0 / (1.0 + math.exp(-float(features(state, seat) @ weights)))


def choose(weights: np.ndarray | None, state: boardlab.State, rng: random.Random, epsilon: float) -> str:
    """The step whose resulting position the value rates best for the mover (random with ``epsilon``)."""
    moves = state.legal_moves()
    if weights is None or rng.random() < epsilon:
        return rng.choice(moves)
    seat = state.to_move
    return max(moves, key=lambda move: value(weights, state.play(move), seat))


def play(players: dict[str, object], rng: random.Random, record: list | None = None) -> str:
    """One game from a random first player; returns the result (a seat or ``"draw"``)."""
    state = boardlab.load("cubes", size=5, first="random", seed=rng.randrange(2**31)).start()
    seen = []
    while not state.is_over and state.ply < MAX_PLIES:
        seen.append(state)
        state = state.play(players[state.to_move](state))
    result = state.winner or "draw"
    if record is not None:
        for position in seen:
            for seat in GAME.seats:
                record.append((features(position, seat), 1.0 if result == seat else (0.5 if result == "draw" else 0.0)))
    return result


def fit(data: list, steps: int = 400, rate: float = 0.5, l2: float = 1e-3) -> np.ndarray:
    """Logistic regression by full-batch gradient descent."""
    x = np.stack([f for f, _ in data])
    y = np.array([label for _, label in data])
    weights = np.zeros(x.shape[1])
    for _ in range(steps):
        predicted = 1.0 / (1.0 + np.exp(-(x @ weights)))
        weights -= rate * (x.T @ (predicted - y) / len(y) + l2 * weights)
    return weights


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate."""
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def evaluate(weights: np.ndarray, rng: random.Random) -> tuple[float, tuple[float, float]]:
    """The learned player's score against random play over ``EVAL_GAMES``, half with each colour."""
    score = 0.0
    for game in range(EVAL_GAMES):
        learner, other = GAME.seats if game % 2 == 0 else GAME.seats[::-1]
        players = {learner: lambda s: choose(weights, s, rng, 0.0), other: lambda s: rng.choice(s.legal_moves())}
        result = play(players, rng)
        score += 1.0 if result == learner else (0.5 if result == "draw" else 0.0)
    return score / EVAL_GAMES, wilson(score, EVAL_GAMES)


def main() -> None:
    rng = random.Random(2026)
    data: list = []
    weights = None
    started = time.perf_counter()
    for round_ in range(1, ROUNDS + 1):
        current = weights
        player = lambda s, w=current: choose(w, s, rng, 0.2)  # noqa: E731
        for _ in range(GAMES_PER_ROUND):
            play({seat: player for seat in GAME.seats}, rng, data)
        weights = fit(data)
        score, (low, high) = evaluate(weights, rng)
        print(f"round {round_}: {len(data)} labelled positions; against random: {score:.1%} "
              f"(95 % interval {low:.1%}-{high:.1%}); {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
