"""``boardlab match`` on several workers: its pool's workers end with a match killed by kill -9
(the lab's pool, :mod:`boardlab.lab.pool`, with the match's own worker setup)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from test_lab_run import assert_workers_end_with_their_killed_parent


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_match_workers_end_when_the_match_is_killed() -> None:
    # Many games queued at once: a pool with work left in its queue is the one whose workers lingered.
    command = [sys.executable, "-c", "from boardlab.cli import main; main()", "match", "c1", "easy", "random",
               "--games", "400", "--workers", "2", "--max-plies", "80"]
    assert_workers_end_with_their_killed_parent(command)
