"""``boardlab match`` on several workers: its pool's workers end with a match killed by kill -9
(the lab's pool, :mod:`boardlab.lab.pool`, with the match's own worker setup)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from test_lab_run import SRC, _alive, _children


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_match_workers_end_when_the_match_is_killed() -> None:
    # Many games queued at once: a pool with work left in its queue is the one whose workers lingered.
    command = [sys.executable, "-c", "from boardlab.cli import main; main()", "match", "c1", "easy", "random",
               "--games", "400", "--workers", "2", "--max-plies", "80"]
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    workers: set[int] = set()
    while time.monotonic() < deadline and process.poll() is None and len(workers) < 2:
        time.sleep(0.2)
        workers = _children(process.pid)
    assert len(workers) >= 2, "the match should have started its two workers"
    time.sleep(1.0)  # let the workers take their first games
    process.send_signal(signal.SIGKILL)
    process.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.1)
    survivors = [pid for pid in workers if _alive(pid)]
    for pid in survivors:  # leave no process behind, whatever the outcome
        os.kill(pid, signal.SIGKILL)
    assert not survivors, f"workers {survivors} outlived their killed match"


def test_a_lab_pool_runs_its_workers_niced_and_refuses_a_bad_nice() -> None:
    from boardlab.lab.pool import lab_pool

    with lab_pool(1, nice=5) as pool:
        assert pool.submit(os.nice, 0).result() >= os.nice(0) + 5
    with pytest.raises(ValueError, match="nice must be between 0 and 19"):
        lab_pool(1, nice=25)
