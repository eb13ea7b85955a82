"""How long ``boardlab`` takes to start: ``--version``, ``--help`` and some commands' ``--help``,
each against Python's own start (``python -c pass``).

``python benchmarks/cli_start.py [--runs 15]`` runs each command line ``--runs`` times (one
after the other, alternating with the bare interpreter so that a busy machine weighs on both
alike) and prints the medians and the median extra time above Python's start. The issue's
promise: at most 0.3 s above it. The command lines run as the console script does
(``python -m boardlab.cli``), with this checkout's ``src`` first on the path.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
COMMAND_LINES = (["--version"], ["--help"], ["play", "--help"], ["serve", "--help"], ["export", "--help"],
                 ["lab", "run", "--help"], ["solve", "--help"], ["sentences", "--help"], ["puzzles", "--help"])


def seconds(arguments: list[str]) -> float:
    """The wall-clock time of one run of ``python ARGUMENTS`` (its output discarded)."""
    environment = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    began = time.perf_counter()
    subprocess.run([sys.executable, *arguments], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=environment)
    return time.perf_counter() - began


def measure(runs: int) -> dict[str, tuple[float, float]]:
    """``{command line: (median seconds, median seconds above python -c pass)}``."""
    results = {}
    for line in COMMAND_LINES:
        bare, timed = [], []
        for _ in range(runs):
            bare.append(seconds(["-c", "pass"]))
            timed.append(seconds(["-m", "boardlab.cli", *line]))
        extra = statistics.median(b - a for a, b in zip(bare, timed))
        results["boardlab " + " ".join(line)] = (statistics.median(timed), extra)
    results["python -c pass"] = (statistics.median(seconds(["-c", "pass"]) for _ in range(runs)), 0.0)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command line (default 15)")
    runs = parser.parse_args().runs
    print(f"{'command line':<28} {'median s':>9} {'above python':>13}   ({runs} runs each)")
    for line, (median, extra) in measure(runs).items():
        verdict = "" if line == "python -c pass" else ("  ok" if extra <= 0.3 else "  OVER 0.3 s")
        print(f"{line:<28} {median:>9.3f} {extra:>13.3f}{verdict}")


if __name__ == "__main__":
    main()
