"""What the compiled search adds to CI: a cold compile of it for the four engines plus its tests.

Issue 27 allows the compiled search at most 5 minutes of ``.ci/run``. CI starts from a fresh
clone with no numba cache, so every compiled function is compiled once there. This script does
the same: it clones the current commit into a temporary folder, points ``NUMBA_CACHE_DIR`` at an
empty one, and runs the compiled search's test files (``--runslow``, as CI does) with this
interpreter. The first test of each game compiles its engine and its search, so the figure
includes the engines' own compile too: an upper bound of what the search adds.

    python benchmarks/ci_search_cost.py

It prints the tests' summary line, the CPU seconds of the test process (user and system: the
comparable figure on a shared machine) and its wall-clock seconds with the load average before
and after. CI runs the suite in one process on a machine like this one, so on a quiet machine
the wall-clock time of this part is its CPU time.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The compiled search's tests: against the reference rules and alphabeta_py, MCTS, warm-up.
TEST_FILES = ("tests/test_ai_compiled.py", "tests/test_ai_mcts_compiled.py", "tests/test_ai_warmth.py")


def children_cpu_seconds() -> float:
    """User plus system CPU seconds of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="HEAD", help="the commit to clone (default HEAD)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ci-search-") as folder:
        clone, cache = Path(folder) / "clone", Path(folder) / "numba-cache"
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
        subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", arguments.commit], check=True)
        environment = {**os.environ, "NUMBA_CACHE_DIR": str(cache), "PYTHONPATH": str(clone / "src")}
        load_before = os.getloadavg()[0]
        cpu_before, began = children_cpu_seconds(), time.perf_counter()
        finished = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--runslow",
                                   *TEST_FILES], cwd=clone, env=environment, capture_output=True, text=True)
        wall, cpu = time.perf_counter() - began, children_cpu_seconds() - cpu_before
    summary = finished.stdout.strip().splitlines()[-1] if finished.stdout.strip() else finished.stderr[-400:]
    print(f"tests: {summary}")
    print(f"CPU seconds: {cpu:.1f} ({cpu / 60:.1f} min); wall-clock seconds: {wall:.1f}; "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    if finished.returncode != 0:
        sys.exit(finished.returncode)


if __name__ == "__main__":
    main()
