"""New `hard` against the `hard` of before the compiled search, game by game, journalled.

Issue 27 asks that the new `hard` score at least 75 % against the old one in every game, played
at fixed depth with the time caps lifted on 2 workers, stopping early once the Wilson 95 %
lower bound of the score clears 75 % (at most 200 games). The old `hard` is `alphabeta_py`, the
readable Python search over the protocol, at the depth `hard` had before (edf712e's levels:
C1 5, AXIOM 3, CCC 4, Cubes 5 on 8 x 8). Each pair of games starts from its own two random
steps with the seats swapped (`boardlab.ai.match.opening_steps`), so the match is not one game
replayed.

An opening that already decides the game measures nothing: in Cubes two random placements
often leave the side to move a win in one (a slide past the other's only cube deactivates it,
and a player without an active cube can neither place nor slide), so both games of the pair go
to whoever moves third whatever the searches. ``--balanced-depth D`` (default 4 in AXIOM, CCC
and Cubes; C1's match was played without it and keeps 0) draws the pair's opening again, from
the next seed, until the compiled search at depth D finds no forced result for either side;
the journal records the depth, and the opening of each game.

    python benchmarks/new_vs_old.py --game c1 --journal benchmarks/results/new_vs_old_c1.jsonl

Every finished game is appended to the journal at once (``peer_journal.Journal``); a rerun
plays only the games the journal lacks and stops as soon as the journal's games already
decide. ``--no-play`` prints the journal's score.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import replace
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peer_journal import Journal, resolved_spec, summary  # noqa: E402

from boardlab.ai.compiled import CompiledAlphaBeta, engine_for  # noqa: E402
from boardlab.ai.match import GameTask, opening_steps, outcome_of, seat_agents, wilson_interval  # noqa: E402
from boardlab.ai.search_core import WIN_THRESHOLD  # noqa: E402
from boardlab.core.game import State  # noqa: E402
from boardlab.core.registry import load  # noqa: E402
from boardlab.lab.experiment import playing_spec  # noqa: E402

#: The depth of `hard` before the compiled search (edf712e's LEVEL_SPECS), per game.
OLD_HARD_DEPTH = {"c1": 5, "axiom": 3, "ccc": 4, "cubes": 5}
#: The depth at which an opening must leave the game open (0: any opening; see the docstring).
BALANCED_DEPTH = {"c1": 0, "axiom": 4, "ccc": 4, "cubes": 4}
TARGET = 0.75


def decided(games: list[dict[str, Any]], most: int) -> bool:
    """Whether the match can stop: the lower bound cleared the target, or ``most`` games played.

    >>> decided([{"score": 1.0}] * 10, 200), decided([{"score": 1.0}] * 12, 200)
    (False, True)
    """
    score = sum(game["score"] for game in games) / len(games) if games else 0.0
    return len(games) >= most or wilson_interval(score, len(games))[0] > TARGET


def decided_at(state: State, depth: int) -> bool:
    """Whether the compiled search at ``depth`` proves a win for either side from ``state``."""
    engine = engine_for(state)
    if engine is None:
        raise SystemExit(f"{state.game.name} has no fast engine to check its openings with")
    return abs(CompiledAlphaBeta(engine, max_depth=depth, seed=0).search(state).value) >= WIN_THRESHOLD


def first_open(start: State, draw: Callable[[int], list[str]], depth: int) -> list[str]:
    """The first of ``draw(0)``, ``draw(1)``, ... whose steps from ``start`` leave the game over
    for neither side within ``depth`` steps (``draw(0)`` at once when ``depth`` is 0): an opening
    that hands one side a win measures neither player."""
    for attempt in range(1000):
        steps = draw(attempt)
        state = start
        for step in steps:
            state = state.play(step)
        if depth == 0 or not (state.is_over or decided_at(state, depth)):
            return steps
    raise RuntimeError(f"no opening of {start.game.name} left the game open at depth {depth} in 1000 draws")


def balanced_opening(task: GameTask, depth: int) -> list[str]:
    """The pair's opening: ``opening_steps`` of the task, drawn again with the next seed until
    :func:`first_open` accepts it."""
    start = load(task.game, **dict(task.options)).start()
    return first_open(start, lambda attempt: opening_steps(replace(task, seed=task.seed + attempt * 1_000_003), start),
                      depth)


def play(task: GameTask, balance_depth: int) -> dict[str, Any]:
    """One game from the pair's balanced opening, as a journal entry from the new `hard`'s side."""
    began, cpu = time.perf_counter(), time.process_time()
    opening = balanced_opening(task, balance_depth)
    a_seat, agents = seat_agents(task, load(task.game, **dict(task.options)))
    state = load(task.game, **dict(task.options)).start()
    for step in opening:
        state = state.play(step)
    while not state.is_over and state.ply < task.max_plies:
        state = state.play(agents[state.to_move].choose(state))  # type: ignore[index]
    outcome = outcome_of(task, a_seat, state)
    return {"number": task.number, "new_spec": resolved_spec(task.spec_a, state), "new_seat": outcome.a_seat,
            "score": outcome.score, "plies": outcome.plies, "reason": outcome.reason, "opening_moves": opening,
            "seconds": round(time.perf_counter() - began, 1),
            "cpu_s": round(time.process_time() - cpu, 1), "load": round(os.getloadavg()[0], 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(OLD_HARD_DEPTH), required=True)
    parser.add_argument("--journal", type=Path, required=True, help="JSON-lines journal; a rerun resumes it")
    parser.add_argument("--most", type=int, default=200, help="games at most (default 200)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--balanced-depth", type=int, default=None,
                        help="redraw openings the compiled search decides at this depth (default per game)")
    parser.add_argument("--no-play", action="store_true", help="print the journal's score, playing nothing")
    args = parser.parse_args(argv)
    if args.balanced_depth is not None and args.balanced_depth < 0:
        parser.error("--balanced-depth must be at least 0")
    balance_depth = BALANCED_DEPTH[args.game] if args.balanced_depth is None else args.balanced_depth
    new, old = playing_spec("hard", timed=False), f"alphabeta_py:depth={OLD_HARD_DEPTH[args.game]}"
    settings = {"game": args.game, "new": new, "old": old, "max_plies": args.max_plies, "seed": args.seed, "opening": 2}
    if balance_depth:  # C1's journal predates the check, so the key is only there when it is used
        settings["balanced_depth"] = balance_depth
    journal = Journal(args.journal, settings)
    # A level names a search that may be raised between runs: one journal holds one search.
    if not args.no_play:  # an old journal can still be read
        journal.refuse_other("new_spec", resolved_spec(new, load(args.game).start()))
    tasks = [GameTask(args.game, (), new, old, number, args.seed, args.max_plies, opening=2) for number in range(args.most)]
    print(f"{args.game}: {new} v {old}; {len(journal.finished())} games in {args.journal}", flush=True)
    if not args.no_play:
        run(tasks, journal, args.workers, args.most, balance_depth)
    print(summary(list(journal.finished().values()), f"new hard v old hard, {args.game}"), flush=True)
    return 0


def run(tasks: list[GameTask], journal: Journal, workers: int, most: int, balance_depth: int) -> None:
    """Play the journal's missing games in order on ``workers`` processes until the match is decided."""
    waiting = [task for task in tasks if task.number not in journal.finished()]
    with ProcessPoolExecutor(workers) as pool:
        running = set()
        try:
            while not decided(list(journal.finished().values()), most) and (waiting or running):
                while waiting and len(running) < workers:
                    running.add(pool.submit(play, waiting.pop(0), balance_depth))
                done, running = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    entry = future.result()
                    journal.record(entry)
                    print(f"game {entry['number']}: new {entry['new_seat']}, score {entry['score']}, "
                          f"{entry['plies']} plies, {entry['reason']}; {entry['seconds']} s, load {entry['load']}",
                          flush=True)
            for future in running:  # games already under way when the match was decided count too
                journal.record(future.result())
        except KeyboardInterrupt:
            print("interrupted; the journal keeps every finished game", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
