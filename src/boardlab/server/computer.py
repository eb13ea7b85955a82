"""Computer players, run off the request path in a worker pool.

A job carries everything needed to rebuild the position (game name, options, start position,
steps played), so it runs the same in a thread or in another process. The chosen move comes
back through a callback, which plays it like any other move, if the game has not moved on.
"""

from __future__ import annotations

import logging
import multiprocessing
import random
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from boardlab.ai import parse_agent
from boardlab.core.game import State
from boardlab.core.registry import load

log = logging.getLogger("boardlab.server")


@dataclass(frozen=True)
class Job:
    """A request for the computer seat ``seat`` to choose the next step of a game."""

    game_id: str
    step_count: int
    seat: str
    spec: str
    game: str
    options: dict[str, Any]
    start_position: str | None
    steps: tuple[str, ...]


def rebuild(game: str, options: dict[str, Any], start_position: str | None, steps: tuple[str, ...]) -> State:
    """The state after ``steps`` from the stored start of a game."""
    rules = load(game, **options)
    state = rules.from_position(start_position) if start_position else rules.start()
    for step in steps:
        state = state.play(step)
    return state


def choose_move(job: Job) -> str:
    """The step the job's computer player chooses (a random legal one if the agent fails)."""
    state = rebuild(job.game, job.options, job.start_position, job.steps)
    try:
        move = parse_agent(job.spec).choose(state)
        if move in state.legal_moves():
            return move
        log.warning("agent %r chose the illegal move %r in game %s", job.spec, move, job.game_id)
    except Exception:  # an agent bug must not stall the game
        log.exception("agent %r failed in game %s; playing a random move", job.spec, job.game_id)
    return random.choice(state.legal_moves())


class ComputerPlayers:
    """Runs :class:`Job` s on a pool and hands each chosen move to ``deliver``.

    ``mode`` is ``"process"`` (a process pool: a thinking computer never slows the server)
    or ``"thread"`` (a thread pool: quicker to start, for tests and small machines).
    """

    def __init__(self, deliver: Callable[[Job, str], None], mode: str = "thread", workers: int = 1) -> None:
        if mode not in ("thread", "process"):
            raise ValueError(f"computer player mode must be 'thread' or 'process', got {mode!r}")
        self._deliver = deliver
        self._mode = mode
        self._workers = workers
        self._executor: Executor | None = None
        # Chosen moves are played from this thread, never from the thread that submitted the job
        # (a future already done runs its callback at once, where the game's lock may be held).
        self._delivery = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-delivery")
        self._pending: set[tuple[str, int]] = set()
        self._lock = threading.Lock()
        self._closed = False

    def _pool(self) -> Executor:
        if self._executor is None:
            if self._mode == "process":
                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(max_workers=self._workers, mp_context=context)
            else:
                self._executor = ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="computer")
        return self._executor

    def submit(self, job: Job) -> bool:
        """Start thinking about ``job`` unless the same decision is already being thought about."""
        key = (job.game_id, job.step_count)
        with self._lock:
            if self._closed or key in self._pending:
                return False
            self._pending.add(key)
            future = self._pool().submit(choose_move, job)
        future.add_done_callback(lambda done: self._hand_over(job, done))
        return True

    def _hand_over(self, job: Job, future: Future[str]) -> None:
        try:
            self._delivery.submit(self._finish, job, future)
        except RuntimeError:  # shutting down
            pass

    def _finish(self, job: Job, future: Future[str]) -> None:
        with self._lock:
            self._pending.discard((job.game_id, job.step_count))
        if future.cancelled():
            return
        error = future.exception()
        if error is not None:
            log.error("computer player for game %s failed: %s", job.game_id, error)
            return
        try:
            self._deliver(job, future.result())
        except Exception:
            log.exception("could not play the computer's move in game %s", job.game_id)

    def busy(self) -> int:
        """How many decisions are being thought about."""
        with self._lock:
            return len(self._pending)

    def close(self) -> None:
        """Stop the pool; decisions still running are dropped (they restart with the server)."""
        with self._lock:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
        self._delivery.shutdown(wait=False, cancel_futures=True)
