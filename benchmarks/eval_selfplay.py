"""Is a game's evaluation worth its name? Play a search with it against the same search without.

``python benchmarks/eval_selfplay.py --game axiom --depth 2 --games 20`` plays
``alphabeta:depth=N`` (the game's evaluation) against ``alphabeta:depth=N,eval=zero`` (every
unfinished position scores 0, so that side sees only wins and losses within its horizon). The
evaluating side takes the game's first seat in the even games and the second in the odd ones. Each game opens
with ``--random-plies`` uniformly random steps (seeded by the game's number, the same for the
two games of a pair with swapped colours) so that the deterministic searches do not replay one
game; unfinished games after ``--max-plies`` steps count as draws.

It prints the evaluating side's wins, draws, losses and score (a draw is half a point) with a
Wilson 95 % interval of the score (taking the score as a proportion of the games played).

Tuning (games whose fast search adapter takes evaluation weights by name: CCC, see
``games/ccc/evaluation.py``): ``--weights '{"mobility": 0.01}'`` changes some weights of the
evaluating side, and ``--baseline material`` (that game's ``MATERIAL_ONLY`` weights) or
``--baseline '{"threat": 0}'`` replaces the ``eval=zero`` opponent by the same search with other
weights. ``--workers K`` plays K games at a time (each game is seeded, so the result is the same).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import boardlab
from boardlab.ai.agents import AlphaBetaAgent, parse_agent
from boardlab.ai.compiled import CompiledAlphaBeta
from boardlab.core.game import State


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson interval of a proportion ``score`` observed over ``games`` trials.

    >>> [round(x, 3) for x in wilson(0.5, 20)]
    [0.299, 0.701]
    """
    if games == 0:
        return 0.0, 1.0
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    margin = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - margin), min(1.0, centre + margin)


def weighted_agent(state: State, depth: int, seed: int, weights: dict[str, float]) -> AlphaBetaAgent:
    """``alphabeta:depth=N`` (compiled) over the game's fast engine with some evaluation weights
    changed (the engine's ``search_engine`` must take ``weights``, as CCC's does)."""
    fast: Any = importlib.import_module(f"boardlab.games.{state.game.name}.fast")
    agent = AlphaBetaAgent(depth, seed=seed)
    agent._compiled_searchers[state.game] = CompiledAlphaBeta(fast.search_engine(state, weights=weights), depth,
                                                              seed=seed)
    return agent


def baseline_weights(name: str, text: str | None) -> dict[str, float] | None:
    """The baseline's weights: ``None`` for ``eval=zero``, the game's ``MATERIAL_ONLY``, or JSON."""
    if text is None or text == "zero":
        return None
    if text == "material":
        return dict(importlib.import_module(f"boardlab.games.{name}.evaluation").MATERIAL_ONLY)
    return dict(json.loads(text))


def play(name: str, number: int, depth: int, random_plies: int, max_plies: int,
         weights: dict[str, float] | None = None, baseline: dict[str, float] | None = None) -> float:
    """One game: the evaluating side's score (1, 0.5 or 0)."""
    game = boardlab.load(name)
    state = game.start()
    opening = random.Random(number // 2)
    while not state.is_over and state.ply < random_plies:
        state = state.play(opening.choice(state.legal_moves()))
    seats = list(game.seats)
    evaluating = seats[number % 2]
    agents = {}
    for seat in seats:
        if seat == evaluating:
            agents[seat] = (weighted_agent(state, depth, number, weights) if weights is not None
                            else parse_agent(f"alphabeta:depth={depth}", number))
        else:
            agents[seat] = (weighted_agent(state, depth, number, baseline) if baseline is not None
                            else parse_agent(f"alphabeta:depth={depth},eval=zero", number))
    while not state.is_over and state.ply < max_plies:
        state = state.play(agents[state.to_move].choose(state))  # type: ignore[index]
    if not state.is_over or state.winner not in seats:
        return 0.5
    return 1.0 if state.winner == evaluating else 0.0


def _play(args: tuple[Any, ...]) -> float:
    return play(*args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="axiom, ccc, cubes, ...")
    parser.add_argument("--depth", type=int, default=2, help="search depth of both sides (default 2)")
    parser.add_argument("--games", type=int, default=20, help="games, an even number (default 20)")
    parser.add_argument("--random-plies", type=int, default=4, help="random opening steps (default 4)")
    parser.add_argument("--max-plies", type=int, default=300, help="steps before a draw is called (default 300)")
    parser.add_argument("--weights", default=None, help="JSON: evaluation weights to change (the evaluating side)")
    parser.add_argument("--baseline", default=None,
                        help="the opponent's evaluation: zero (default), material, or JSON weights to change")
    parser.add_argument("--workers", type=int, default=1, help="games played at a time (default 1)")
    args = parser.parse_args()
    weights = dict(json.loads(args.weights)) if args.weights else None
    baseline = baseline_weights(args.game, args.baseline)
    started = time.perf_counter()
    jobs = [(args.game, number, args.depth, args.random_plies, args.max_plies, weights, baseline)
            for number in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        scores = list(pool.map(_play, jobs))
    score = sum(scores) / len(scores)
    low, high = wilson(score, len(scores))
    print(json.dumps({
        "game": args.game, "depth": args.depth, "games": len(scores), "weights": weights,
        "baseline": args.baseline or "zero",
        "wins": scores.count(1.0), "draws": scores.count(0.5), "losses": scores.count(0.0),
        "score": round(score, 3), "wilson95": [round(low, 3), round(high, 3)],
        "seconds": round(time.perf_counter() - started, 1),
    }))


if __name__ == "__main__":
    main()
