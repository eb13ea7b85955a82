"""Where the analysis board's searches run: in this process's threads, or in worker processes.

An analysis is seconds of CPU-bound search. In a thread of the server it holds the GIL (the
compiled engines do not let go of it), so two analyses running at once slowed every move of
every game: a fairness benchmark measured the normal user's move p50 go from 13 ms to 320 ms
while another client asked for analyses at its rate limit. In worker processes (``mode
"process"``, what ``boardlab serve`` uses) the server's own thread only waits for the answer.
The workers run at the lowest priority of the server's processes (:data:`ANALYSIS_NICENESS`,
below the computer players'), so on a busy machine the web process answers first and a
computer's reply comes before an analysis: with the computer players' niceness, another
client's analyses still tripled the normal user's move p50 on a 2-core machine.

The request names the position (game, options, position, moves), not a state: the worker
rebuilds it, so nothing large or unpicklable crosses the process boundary.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Sequence
from multiprocessing.pool import Pool
from typing import Any

from boardlab.server.analysis import analyse_state, analysis_state
from boardlab.server.computer import worker_ready, worker_start

#: How much lower than the server's the analysis workers' priority is (``os.nice``).
ANALYSIS_NICENESS = 15


def analyse_position(game: Any, options: Any, position: str | None, moves: Sequence[str], seconds: float,
                     depth: int) -> dict[str, Any]:
    """The engine's view of a position given as a request gives it (see :func:`analyse_state`).

    >>> analyse_position("c1", {}, None, [], 0.1, 1)["to_move"]
    'black'
    """
    return analyse_state(analysis_state(game, options, position, list(moves)), seconds, depth)


class AnalysisWorkers:
    """Runs :func:`analyse_position` in the calling thread (``mode="thread"``) or in ``workers``
    worker processes (``mode="process"``; started by :meth:`start`, ended by :meth:`close`)."""

    def __init__(self, mode: str = "thread", workers: int = 2) -> None:
        if mode not in ("thread", "process"):
            raise ValueError(f"analysis mode must be 'thread' or 'process', got {mode!r}")
        self._mode = mode
        self._workers = workers
        self._pool: Pool | None = None
        self._lock = threading.Lock()
        self._closed = False
        self._worker_started = threading.Event()   # a worker process has started and answered

    def start(self) -> None:
        """Start the worker processes (they warm up at once), in process mode."""
        with self._lock:
            if self._mode == "process" and self._pool is None and not self._closed:
                self._pool = multiprocessing.get_context("spawn").Pool(self._workers, initializer=worker_start,
                                                                       initargs=(ANALYSIS_NICENESS,))
                self._pool.apply_async(worker_ready, callback=lambda _: self._worker_started.set())

    def analyse(self, game: Any, options: Any, position: str | None, moves: Sequence[str], seconds: float,
                depth: int) -> dict[str, Any]:
        """:func:`analyse_position`, here or in a worker process (blocks until it is done)."""
        self.start()
        # Until a worker process has started (its imports take seconds, more on a busy
        # machine), the analysis runs in the calling thread, as in thread mode.
        if self._mode == "thread" or not self._worker_started.is_set():
            return analyse_position(game, options, position, moves, seconds, depth)
        with self._lock:
            pool = self._pool
        if pool is None:
            raise RuntimeError("the analysis workers are closed")
        return pool.apply(analyse_position, (game, options, position, list(moves), seconds, depth))

    def close(self) -> None:
        """End the worker processes, even in the middle of a search, and wait for them."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.terminate()
            pool.join()
