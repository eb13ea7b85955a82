"""Nodes per CPU second of the alpha-beta search, against the search of an older checkout.

    git worktree add --detach ../baseline-edf712e edf712e      # "today's search", once
    python benchmarks/search_speed.py --baseline ../baseline-edf712e [--runs 3] [--games c1 ccc]

For every game with a fast engine the script searches ``alphabeta:depth=D`` (a fixed depth per
game, :data:`DEPTHS`) at the start and in three midgames (10, 20 and 30 seeded random steps,
seeds 1, 2, 3, as ``ai_levels.py``; one step before the end where a game ends sooner), with
this checkout's search and with the baseline's, each in a process of its own that imports its
own sources. Each process first runs an untimed search (compiled code is loaded, or compiled,
before any clock starts) and then measures every search with ``time.process_time``: the CPU
seconds of the process the search runs in, so a busy machine changes the figures little. A
node is a position entered by making a move, as each search counts it (the baseline's C1
search did not count the positions of its last step, which a compiled lookahead scored: its C1
nodes per second are therefore lower than the work it did; the CPU-time ratio at equal depth,
also printed, does not depend on the count).

It prints one line per game and position (nodes, CPU seconds and nodes per CPU second of both,
medians of ``--runs`` runs, the ratio of the rates and of the times) and a summary per game:
the median over the four positions, against the targets of issue 27 (at least 10 times the
baseline's rate, and 1,000,000 nodes per CPU second in C1, AXIOM and Cubes, 300,000 in CCC).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

#: The fixed depth searched per game (enough work to measure in both searches).
DEPTHS = {"c1": 6, "axiom": 4, "ccc": 4, "cubes": 5}
#: Nodes per CPU second asked of the new search (issue 27).
TARGETS = {"c1": 1_000_000, "axiom": 1_000_000, "ccc": 300_000, "cubes": 1_000_000}
MIDGAMES = ((10, 1), (20, 2), (30, 3))
HERE = Path(__file__).resolve().parent


def _positions(game: str) -> list[tuple[str, object]]:
    """The start and the three midgames (built by the reference rules, so alike in both checkouts)."""
    import random

    import boardlab

    found: list[tuple[str, object]] = [("start", boardlab.load(game).start())]
    for steps, seed in MIDGAMES:
        rng = random.Random(seed)
        state = boardlab.load(game).start()
        for _ in range(steps):
            following = state.play(rng.choice(state.legal_moves()))
            if following.is_over:
                break
            state = following
        found.append((f"{steps} steps", state))
    return found


def worker(game: str, depth: int, runs: int) -> None:
    """Measure this process's search (whatever ``boardlab`` imports) and print JSON lines."""
    import time

    from boardlab.ai.agents import parse_agent

    positions = _positions(game)
    parse_agent("alphabeta:depth=2", 0).analyse(positions[0][1])  # type: ignore[attr-defined]  # warm, untimed
    for name, state in positions:
        samples = []
        for _ in range(runs):
            agent = parse_agent(f"alphabeta:depth={depth}", 0)
            cpu = time.process_time()
            result = agent.analyse(state)  # type: ignore[attr-defined]
            samples.append((result.nodes, time.process_time() - cpu, result.depth))
        print(json.dumps({"position": name, "samples": samples}), flush=True)


def measure(source: Path, game: str, depth: int, runs: int) -> list[dict]:
    """Run :func:`worker` in a fresh process over the sources under ``source``."""
    source = source.resolve()  # the worker runs in ``source``: a relative path would point elsewhere
    environment = dict(os.environ, PYTHONPATH=str(source / "src"))
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", game, str(depth), str(runs)]
    done = subprocess.run(command, env=environment, capture_output=True, text=True, check=False, cwd=str(source))
    if done.returncode != 0:
        raise SystemExit(f"the search under {source} failed on {game}:\n{done.stderr[-2000:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def _median(samples: list[list[float]], index: int) -> float:
    return statistics.median(sample[index] for sample in samples)


def report(game: str, depth: int, old: list[dict], new: list[dict]) -> tuple[float, float]:
    """Print the lines of one game; return the medians over its positions of the new rate and
    of the ratio of rates."""
    rates, ratios = [], []
    for before, after in zip(old, new):
        old_nodes, old_cpu = _median(before["samples"], 0), _median(before["samples"], 1)
        new_nodes, new_cpu = _median(after["samples"], 0), _median(after["samples"], 1)
        old_rate, new_rate = old_nodes / max(old_cpu, 1e-9), new_nodes / max(new_cpu, 1e-9)
        rates.append(new_rate)
        ratios.append(new_rate / old_rate)
        print(f"| {game} | {after['position']} | {depth} | {old_nodes:,.0f} | {old_cpu:.3f} | {old_rate:,.0f} | "
              f"{new_nodes:,.0f} | {new_cpu:.3f} | {new_rate:,.0f} | {new_rate / old_rate:.1f}x | "
              f"{old_cpu / max(new_cpu, 1e-9):.1f}x |", flush=True)
    return statistics.median(rates), statistics.median(ratios)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, required=True, help="a checkout of the old search (e.g. edf712e)")
    parser.add_argument("--runs", type=int, default=3, help="searches per position and side (the median counts)")
    parser.add_argument("--games", nargs="+", default=list(DEPTHS), choices=list(DEPTHS))
    args = parser.parse_args()
    if not (args.baseline / "src" / "boardlab").is_dir():
        raise SystemExit(f"{args.baseline} is not a boardlab checkout (no src/boardlab)")
    print(f"baseline: {args.baseline}; runs: {args.runs}; load average: {os.getloadavg()[0]:.1f}")
    print("| game | position | depth | old nodes | old CPU s | old nodes/s | new nodes | new CPU s | new nodes/s "
          "| rate ratio | time ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    summary = []
    for game in args.games:
        depth = DEPTHS[game]
        old = measure(args.baseline, game, depth, args.runs)
        new = measure(HERE.parent, game, depth, args.runs)
        summary.append((game, *report(game, depth, old, new)))
    print("\n| game | median new nodes/CPU s | target | median ratio | target |")
    print("|---|---|---|---|---|")
    for game, rate, ratio in summary:
        print(f"| {game} | {rate:,.0f} | {TARGETS[game]:,} {'met' if rate >= TARGETS[game] else 'missed'} | "
              f"{ratio:.1f}x | 10x {'met' if ratio >= 10 else 'missed'} |")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        main()
