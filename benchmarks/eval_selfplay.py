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

``--option NAME=VALUE`` (repeatable) plays under a game option, e.g. AXIOM's ``sceptre_length=2``.

Learned evaluations (AXIOM, CCC, Cubes; docs/ai.md, *Learned evaluations*): ``--evaluation learned``
makes the evaluating side ``alphabeta:depth=N,eval=learned`` and ``--baseline game`` its
opponent the same search with the hand-written evaluation. ``--journal FILE`` appends each
finished game as a JSON line and skips the games it already holds, so a stopped match resumes;
the summary then covers every game of the journal up to ``--games``. Each game also records
both sides' moves and CPU seconds (``time.process_time`` around each choice, in the process
that plays the game), and the summary gives each side's CPU seconds per move. ``--nodes N``
searches both sides to ``alphabeta:nodes=N`` instead of a depth: where a node costs the same on
both sides (one compiled evaluation with other weights), equal nodes are equal time.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import time
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import boardlab
from boardlab.ai.agents import AlphaBetaAgent, parse_agent
from boardlab.ai.compiled import CompiledAlphaBeta, engine_for, warm_engine
from boardlab.core.game import State

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ai_levels import _option  # noqa: E402
from peer_journal import Journal  # noqa: E402


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
         weights: dict[str, float] | None = None, baseline: dict[str, float] | None = None,
         evaluation: str = "game", baseline_spec: str | None = None, nodes: int = 0,
         options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One game (under the game's ``options``): the evaluating side's score (1, 0.5 or 0), and
    each side's moves and CPU seconds (``evaluating`` and ``baseline``)."""
    game = boardlab.load(name, **(options or {}))
    state = game.start()
    opening = random.Random(number // 2)
    while not state.is_over and state.ply < random_plies:
        state = state.play(opening.choice(state.legal_moves()))
    seats = list(game.seats)
    evaluating = seats[number % 2]
    search = f"alphabeta:nodes={nodes}" if nodes else f"alphabeta:depth={depth}"
    agents = {}
    for seat in seats:
        if seat == evaluating:
            agents[seat] = (weighted_agent(state, depth, number, weights) if weights is not None
                            else parse_agent(search + _eval_suffix(evaluation), number))
        else:
            agents[seat] = (weighted_agent(state, depth, number, baseline) if baseline is not None
                            else parse_agent(search + _eval_suffix(baseline_spec or "zero"), number))
    warm_engine(engine_for(state), state)  # load the compiled search before the clocks start
    moves = {seat: 0 for seat in seats}
    seconds = {seat: 0.0 for seat in seats}
    while not state.is_over and state.ply < max_plies:
        mover = state.to_move
        started = time.process_time()
        move = agents[mover].choose(state)  # type: ignore[index]
        seconds[mover] += time.process_time() - started  # type: ignore[index]
        moves[mover] += 1  # type: ignore[index]
        state = state.play(move)
    other = seats[1 - number % 2]
    score = 0.5 if not state.is_over or state.winner not in seats else (1.0 if state.winner == evaluating else 0.0)
    return {"number": number, "score": score, "plies": state.ply, "finished": state.is_over,
            "evaluating": {"moves": moves[evaluating], "cpu": round(seconds[evaluating], 4)},
            "baseline": {"moves": moves[other], "cpu": round(seconds[other], 4)}}


def _eval_suffix(evaluation: str) -> str:
    """The spec's ``eval`` parameter for an evaluation name (none for the game's own)."""
    return "" if evaluation == "game" else f",eval={evaluation}"


def _play(args: tuple[Any, ...]) -> dict[str, Any]:
    return play(*args)


def summary(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Wins, draws, losses, score with its Wilson interval, and each side's CPU per move."""
    scores = [game["score"] for game in games]
    score = sum(scores) / len(scores)
    low, high = wilson(score, len(scores))
    per_move = {side: round(sum(g[side]["cpu"] for g in games) / max(1, sum(g[side]["moves"] for g in games)), 5)
                for side in ("evaluating", "baseline")}
    return {"games": len(scores), "wins": scores.count(1.0), "draws": scores.count(0.5),
            "losses": scores.count(0.0), "unfinished": sum(not g["finished"] for g in games),
            "score": round(score, 4), "wilson95": [round(low, 4), round(high, 4)],
            "cpu_per_move": per_move, "cpu_total": round(sum(g[s]["cpu"] for g in games for s in per_move), 1),
            "mean_plies": round(sum(g["plies"] for g in games) / len(games), 1)}


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
    parser.add_argument("--evaluation", default="game", choices=("game", "learned"),
                        help="the evaluating side's evaluation: the game's own (default) or the learned one")
    parser.add_argument("--nodes", type=int, default=0,
                        help="search both sides to a node budget (alphabeta:nodes=N) instead of --depth")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable), e.g. sceptre_length=2")
    parser.add_argument("--journal", default=None, help="a JSON-lines file of finished games: resume from it")
    args = parser.parse_args()
    weights = dict(json.loads(args.weights)) if args.weights else None
    if args.nodes and (weights is not None or args.baseline not in (None, "zero", "game", "learned")):
        parser.error("--nodes plays specs: use it with --evaluation and --baseline game, learned or zero")
    baseline_spec = args.baseline if args.baseline in ("game", "learned") else None
    baseline = None if baseline_spec else baseline_weights(args.game, args.baseline)
    started = time.perf_counter()
    options = dict(_option(text) for text in args.option)
    # "options": null for the default rules, so a journal of games under options is refused without
    # them (and the journals of before, which have no "options", still read).
    journal = Journal(Path(args.journal), {"options": options or None}) if args.journal else None
    done = journal.finished() if journal else {}
    jobs = [(args.game, number, args.depth, args.random_plies, args.max_plies, weights, baseline, args.evaluation,
             baseline_spec, args.nodes, options) for number in range(args.games) if number not in done]
    with ProcessPoolExecutor(args.workers) as pool:
        for game in pool.map(_play, jobs):
            done[game["number"]] = game
            if journal:
                journal.record(game)
    games = [done[number] for number in sorted(done) if number < args.games]
    print(json.dumps({
        "game": args.game, **({"options": options} if options else {}),
        **({"nodes": args.nodes} if args.nodes else {"depth": args.depth}), "weights": weights,
        "evaluation": args.evaluation,
        "baseline": args.baseline or "zero", **summary(games),
        "seconds": round(time.perf_counter() - started, 1),
    }))


if __name__ == "__main__":
    main()
