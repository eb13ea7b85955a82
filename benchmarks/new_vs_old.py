"""New `hard` against the `hard` of before the compiled search, game by game, journalled.

Issue 27 asks that the new `hard` score at least 75 % against the old one in every game, played
at fixed depth with the time caps lifted on 2 workers, stopping early once the Wilson 95 %
lower bound of the score clears 75 % (at most 200 games). The old `hard` is `alphabeta_py`, the
readable Python search over the protocol, at the depth `hard` had before (edf712e's levels:
C1 5, AXIOM 3, CCC 4, Cubes 5 on 8 x 8). Each pair of games starts from its own two random
steps with the seats swapped (`boardlab.ai.match.opening_steps`), so the match is not one game
replayed.

    python benchmarks/new_vs_old.py --game c1 --journal benchmarks/results/new_vs_old_c1.jsonl

Every finished game is appended to the journal at once (``peer_journal.Journal``); a rerun
plays only the games the journal lacks and stops as soon as the journal's games already
decide. ``--no-play`` prints the journal's score.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peer_journal import Journal, summary  # noqa: E402

from boardlab.ai.match import GameTask, play_game, wilson_interval  # noqa: E402
from boardlab.lab.experiment import playing_spec  # noqa: E402

#: The depth of `hard` before the compiled search (edf712e's LEVEL_SPECS), per game.
OLD_HARD_DEPTH = {"c1": 5, "axiom": 3, "ccc": 4, "cubes": 5}
TARGET = 0.75


def decided(games: list[dict[str, Any]], most: int) -> bool:
    """Whether the match can stop: the lower bound cleared the target, or ``most`` games played.

    >>> decided([{"score": 1.0}] * 10, 200), decided([{"score": 1.0}] * 12, 200)
    (False, True)
    """
    score = sum(game["score"] for game in games) / len(games) if games else 0.0
    return len(games) >= most or wilson_interval(score, len(games))[0] > TARGET


def play(task: GameTask) -> dict[str, Any]:
    """One game, as a journal entry from the new `hard`'s side."""
    began, cpu = time.perf_counter(), time.process_time()
    outcome = play_game(task)
    return {"number": task.number, "new_seat": outcome.a_seat, "score": outcome.score, "plies": outcome.plies,
            "reason": outcome.reason, "seconds": round(time.perf_counter() - began, 1),
            "cpu_s": round(time.process_time() - cpu, 1), "load": round(os.getloadavg()[0], 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(OLD_HARD_DEPTH), required=True)
    parser.add_argument("--journal", type=Path, required=True, help="JSON-lines journal; a rerun resumes it")
    parser.add_argument("--most", type=int, default=200, help="games at most (default 200)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-play", action="store_true", help="print the journal's score, playing nothing")
    args = parser.parse_args(argv)
    new, old = playing_spec("hard", timed=False), f"alphabeta_py:depth={OLD_HARD_DEPTH[args.game]}"
    settings = {"game": args.game, "new": new, "old": old, "max_plies": args.max_plies, "seed": args.seed, "opening": 2}
    journal = Journal(args.journal, settings)
    tasks = [GameTask(args.game, (), new, old, number, args.seed, args.max_plies, opening=2) for number in range(args.most)]
    print(f"{args.game}: {new} v {old}; {len(journal.finished())} games in {args.journal}", flush=True)
    if not args.no_play:
        run(tasks, journal, args.workers, args.most)
    print(summary(list(journal.finished().values()), f"new hard v old hard, {args.game}"), flush=True)
    return 0


def run(tasks: list[GameTask], journal: Journal, workers: int, most: int) -> None:
    """Play the journal's missing games in order on ``workers`` processes until the match is decided."""
    waiting = [task for task in tasks if task.number not in journal.finished()]
    with ProcessPoolExecutor(workers) as pool:
        running = set()
        try:
            while not decided(list(journal.finished().values()), most) and (waiting or running):
                while waiting and len(running) < workers:
                    running.add(pool.submit(play, waiting.pop(0)))
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
