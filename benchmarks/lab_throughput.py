"""Lab throughput: games per second for random and easy agents in each game, the lab's overhead
over bare play, and the speed-up from 1 to 2 workers and of a local 2-CPU Ray run.

    python benchmarks/lab_throughput.py [--repeats 3] [--scale 1.0] [--games c1,cubes,axiom,ccc] [--no-ray]
    python benchmarks/lab_throughput.py --memory 10000 [--memory-game c1|cubes] [--workers 1]

*Throughput*: the lab's games (with their per-step data and counters) in one process.
*Overhead*: the same tasks played by the lab (``play_lab_game``) and by the match machinery
that ``boardlab match`` uses (``play_game``), alternately, in the same run; the ratio of the
medians. *Speed-up*: one batch of C1 ``easy`` games on 1 worker, 2 workers and Ray with 2
CPUs (Ray's start-up is timed apart and not counted). Every figure is the median of
``--repeats`` runs. The Numba compile of the fast engines happens in a warm-up first.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable

from boardlab.ai.match import play_game
from boardlab.lab.experiment import LabTask, parse_experiment
from boardlab.lab.runner import play_all, play_lab_game

#: Games per measurement, (random, easy), chosen so each takes a few seconds on one core.
#: AXIOM's and CCC's easy agents take about a minute a game on the reference engines today.
GAMES = {"c1": (40, 20), "cubes": (40, 10), "axiom": (10, 1), "ccc": (6, 1)}
OPTIONS = {"cubes": {"size": 5}}
MOVE_LIMIT = 200


def tasks(game: str, agent: str, games: int, seed: int = 0) -> list[LabTask]:
    experiment = parse_experiment({"seed": seed, "games": games, "move_limit": MOVE_LIMIT,
                                   "pairings": [[agent, agent]],
                                   "variants": [{"game": game, "options": OPTIONS.get(game, {})}]})
    return experiment.tasks()


def timed(action: Callable[[], object]) -> float:
    began = time.perf_counter()
    action()
    return time.perf_counter() - began


def median_time(action: Callable[[], object], repeats: int) -> float:
    return statistics.median(timed(action) for _ in range(repeats))


def throughput_rows(repeats: int, scale: float, games: list[str]) -> list[str]:
    rows = ["| game | agents | games | lab games/s | bare games/s | lab overhead |", "|---|---|---|---|---|---|"]
    for game, counts in GAMES.items():
        if game not in games:
            continue
        for agent, count in zip(("random", "easy"), counts):
            batch = tasks(game, agent, max(1, round(count * scale)))
            lab_times, bare_times = [], []
            for _ in range(repeats):  # alternate, so a busy machine slows both alike
                lab_times.append(timed(lambda: [play_lab_game(task) for task in batch]))
                bare_times.append(timed(lambda: [play_game(task.match) for task in batch]))
            lab, bare = statistics.median(lab_times), statistics.median(bare_times)
            rows.append(f"| {game} | {agent} v {agent} | {len(batch)} | {len(batch) / lab:.2f} | "
                        f"{len(batch) / bare:.2f} | {lab / bare - 1:+.1%} |")
            print(rows[-1], flush=True)
    return rows


def speedup_rows(repeats: int, scale: float, with_ray: bool) -> list[str]:
    batch = tasks("c1", "easy", max(4, round(40 * scale)), seed=1)
    one = median_time(lambda: list(play_all(batch, 1)), repeats)
    two = median_time(lambda: list(play_all(batch, 2)), repeats)
    rows = ["| run | games | seconds | games/s | speed-up over 1 worker |", "|---|---|---|---|---|",
            f"| 1 worker | {len(batch)} | {one:.2f} | {len(batch) / one:.2f} | 1.00 |",
            f"| 2 workers | {len(batch)} | {two:.2f} | {len(batch) / two:.2f} | {one / two:.2f} |"]
    if with_ray:
        import ray

        began = time.perf_counter()
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
        start_up = time.perf_counter() - began
        list(play_all(batch[:2], 2, ray=""))  # warm the workers (imports, compiled engines)
        on_ray = median_time(lambda: list(play_all(batch, 2, ray="")), repeats)
        ray.shutdown()
        rows.append(f"| Ray, 2 CPUs (start-up {start_up:.1f} s not counted) | {len(batch)} | {on_ray:.2f} | "
                    f"{len(batch) / on_ray:.2f} | {one / on_ray:.2f} |")
    for row in rows[2:]:
        print(row, flush=True)
    return rows


#: The cheap games a memory run may play (random agents), with their options.
MEMORY_GAMES = {"c1": {}, "cubes": {"size": 5}}


def memory_rows(games: int, workers: int, game: str = "c1") -> list[str]:
    """The resident memory of this process while ``games`` random games of ``game`` are run and
    stored, sampled every tenth of the run: flat if results stream to disk. With one worker the
    games are played in this process too, so the figure covers playing as well as storing."""
    import tempfile
    from pathlib import Path

    from boardlab.lab.runner import run_experiment
    from boardlab.lab.store import ResultsStore

    experiment = parse_experiment({"seed": 3, "games": games, "move_limit": MOVE_LIMIT, "pairings": [["random", "random"]],
                                   "variants": [{"game": game, "options": MEMORY_GAMES[game]}]})
    samples: list[tuple[int, float]] = [(0, _resident_mib())]
    every = max(1, games // 10)

    stored = 0

    def sample(_: object) -> None:
        nonlocal stored
        stored += 1
        if stored % every == 0 or stored == 100:
            samples.append((stored, _resident_mib()))

    with tempfile.TemporaryDirectory() as folder, ResultsStore(Path(folder) / "memory.lab.sqlite") as store:
        began = time.perf_counter()
        run_experiment(experiment, store, workers=workers, on_game=sample)
        seconds = time.perf_counter() - began
        store.close()  # checkpoints the write-ahead log into the file
        size = (Path(folder) / "memory.lab.sqlite").stat().st_size / 2**20
    rows = [f"{games} {game} random games in {seconds:.0f} s on {workers} worker(s), results file {size:.1f} MiB; "
            "resident memory of the main process (MiB):",
            "", "| games stored | " + " | ".join(str(count) for count, _ in samples) + " |",
            "|---|" + "---|" * len(samples), "| MiB | " + " | ".join(f"{mib:.0f}" for _, mib in samples) + " |"]
    for row in rows:
        print(row, flush=True)
    return rows


def _resident_mib() -> float:
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (the median is reported)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the games per measurement")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray measurement")
    parser.add_argument("--games", default=",".join(GAMES), help="the games to measure, e.g. c1,cubes "
                        "(none: only the speed-up)")
    parser.add_argument("--memory", type=int, default=0, metavar="GAMES",
                        help="only measure memory over a run of this many games (e.g. 10000)")
    parser.add_argument("--memory-game", choices=sorted(MEMORY_GAMES), default="c1", help="the game of --memory")
    parser.add_argument("--workers", type=int, default=1, help="workers of the --memory run (1: in this process)")
    args = parser.parse_args()
    if args.memory:
        memory_rows(args.memory, args.workers, args.memory_game)
        return
    began = time.perf_counter()
    for task in tasks("c1", "easy", 2) + tasks("cubes", "easy", 2):  # compile or load the cached engines
        play_lab_game(task)
    print(f"# python {platform.python_version()}, {platform.machine()}, warm-up {time.perf_counter() - began:.1f} s; "
          f"move limit {MOVE_LIMIT} steps; medians of {args.repeats} runs", flush=True)
    throughput_rows(args.repeats, args.scale, [game for game in args.games.split(",") if game])
    speedup_rows(args.repeats, args.scale, not args.no_ray)


if __name__ == "__main__":
    main()
