"""Computer players, run off the request path in a worker pool.

A job carries everything needed to rebuild the position (game name, options, start position,
steps played), so it runs the same in a thread or in another process. The chosen move comes
back through a callback, which plays it like any other move, if the game has not moved on.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from multiprocessing.pool import Pool
from dataclasses import dataclass
from typing import Any

from boardlab.ai import parse_agent
from boardlab.ai.warmth import WARMTH, fallback_wanted, warm_games
from boardlab.core.game import State
from boardlab.core.registry import load
from boardlab.server.fairshare import RoundRobin

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


def warm_up() -> None:
    """Warm every game in this process (blocking): its evaluation, its compiled search, its
    fast search adapter and its own hint (:func:`boardlab.ai.warmth.warm_games`), so that the
    first move of a new game is not slowed by loading the compiled code from numba's disk cache
    or, on a fresh install, compiling it. While this runs, a game not warm yet is played from
    the reference rules (docs/ai.md, *The first minute*)."""
    from boardlab.core.registry import games

    warm_games(games())


#: How much lower than the server's the priority of a computer player's worker process is
#: (``os.nice``): on a busy machine the web process, which answers every move, gets the
#: processor first. (Analyses run lower still: ``analysis_workers.ANALYSIS_NICENESS``.)
WORKER_NICENESS = 5


def worker_start(niceness: int = WORKER_NICENESS) -> None:
    """What a worker process does first: lower its priority by ``niceness``, then start
    :func:`warm_up` in a background thread (:func:`warm_in_background`): the worker takes jobs
    at once, answering from the reference rules until its games are warm."""
    try:
        os.nice(niceness)
    except OSError:  # not allowed here: the worker runs at the server's priority
        pass
    warm_in_background(threading.Event())


def warm_in_background(done: threading.Event) -> threading.Thread:
    """Start :func:`warm_up` in a background thread, every game counting as warming from now
    on (so a job arriving at once is answered from the reference rules rather than waiting for a
    compile); ``done`` is set when it ends. A failure is logged, never raised."""
    from boardlab.core.registry import games

    if fallback_wanted():
        WARMTH.expect(games())
    thread = threading.Thread(target=_warm_up_quietly, args=(done,), name="computer-warm-up", daemon=True)
    thread.start()
    return thread


def _level(spec: str) -> bool:
    """Whether ``spec`` names a strength level (``easy`` ... ``expert``): the jobs that may think
    in this process until a worker process has started (a level's time is capped and, while its
    game is cold, about a second; a spec such as ``mcts:100s`` waits for the worker, where
    :meth:`ComputerPlayers.close` can end it)."""
    from boardlab.ai.agents import LEVELS, parse_spec

    try:
        return parse_spec(spec)[0] in LEVELS
    except ValueError:
        return False


def worker_ready() -> bool:
    """Run in a new worker process: it has started (its initializer has run)."""
    return True


def _warm_up_quietly(done: threading.Event) -> None:
    """:func:`warm_up` in a background thread: a failure is logged, never raised."""
    try:
        warm_up()
    except Exception:
        log.exception("warming up the computer players failed")
    finally:
        WARMTH.settle()   # whatever happened, no game waits for this warm-up any more
        done.set()


class ComputerPlayers:
    """Runs :class:`Job` s on a pool and hands each chosen move to ``deliver``.

    At most ``workers`` jobs think at once; the others wait in a queue that takes the clients
    in turn (round robin), so one client's many games delay another's by at most one job each.

    ``mode`` is ``"process"`` (worker processes: a thinking computer never slows the server)
    or ``"thread"`` (a thread pool: quicker to start, for tests and small machines). Worker
    processes start with :meth:`start` and warm up at once; :meth:`close` ends them, even in
    the middle of a search, so no search outlives the server.

    :meth:`start` also warms up this process in a background thread (it does not hold up the
    server's start): thread-mode players think here, and so do hints in either mode, and the
    first search of a game with a fast engine (a CCC hint, say) would otherwise spend seconds
    loading or compiling it. :attr:`warmed` is set when that is done.
    """

    def __init__(self, deliver: Callable[[Job, str], None], mode: str = "thread", workers: int = 1) -> None:
        if mode not in ("thread", "process"):
            raise ValueError(f"computer player mode must be 'thread' or 'process', got {mode!r}")
        self._deliver = deliver
        self._mode = mode
        self._workers = workers
        self._threads: ThreadPoolExecutor | None = None
        self._processes: Pool | None = None
        # Chosen moves are played from this thread, never from the thread that submitted the job
        # (a job already done runs its callback at once, where the game's lock may be held).
        self._delivery = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-delivery")
        self._pending: set[tuple[str, int]] = set()   # queued or thinking
        self._waiting: RoundRobin[Job] = RoundRobin()
        self._thinking = 0
        #: The client a game's jobs are queued for (fair sharing); by default each game is one.
        self.client_of: Callable[[str], str] = lambda game_id: f"game:{game_id}"
        #: Called (from the delivery thread) as a job leaves the queue to be thought about;
        #: ``False`` drops it (its game moved on). The service starts the computer's clock here.
        self.on_start: Callable[[Job], bool] = lambda job: True
        #: How many seconds a job waits before it joins the queue (the pace of computer-only games).
        self.delay_of: Callable[[Job], float] = lambda job: 0.0
        self._lock = threading.Lock()
        self._closed = False
        #: Set once :meth:`start`'s warm-up of this process has finished (or failed).
        self.warmed = threading.Event()
        self._warming: threading.Thread | None = None
        #: Set once a worker process has started and answered (process mode).
        self._processes_started = threading.Event()

    @property
    def deliver(self) -> Callable[[Job, str], None]:
        """What plays a chosen move (the service's), for a queue taking over (server/jobs.py)."""
        return self._deliver

    def start(self) -> None:
        """Start the workers now rather than at the first job (worker processes warm up), and
        warm up this process in the background."""
        with self._lock:
            if self._closed:
                return
            self._start()
            if self._warming is None:
                self._warming = warm_in_background(self.warmed)

    def _start(self) -> None:
        if self._mode == "process" and self._processes is None:
            context = multiprocessing.get_context("spawn")
            self._processes = context.Pool(self._workers, initializer=worker_start)
            # Until a worker process has started (imports: seconds, more on a busy machine),
            # level jobs think in a thread here, from the readable rules while the games warm up.
            self._processes.apply_async(worker_ready, callback=lambda _: self._processes_started.set())
        if self._threads is None and (self._mode == "thread" or not self._processes_started.is_set()):
            self._threads = ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="computer")

    def submit(self, job: Job) -> bool:
        """Queue ``job`` unless the same decision is already queued or being thought about.

        Jobs wait in a fair queue (:class:`~boardlab.server.fairshare.RoundRobin` over the
        clients :attr:`client_of` names) and start when a worker is free.
        """
        key = (job.game_id, job.step_count)
        with self._lock:
            if self._closed or key in self._pending:
                return False
            self._pending.add(key)
        delay = self.delay_of(job)
        if delay > 0:
            timer = threading.Timer(delay, self._enqueue, (job,))
            timer.daemon = True
            timer.start()
        else:
            self._enqueue(job)
        return True

    def _enqueue(self, job: Job) -> None:
        with self._lock:
            if self._closed:
                return
            self._waiting.push(self.client_of(job.game_id), job)
        # Jobs start from the delivery thread only: starting one runs :attr:`on_start`, which
        # takes its game's lock, and the submitter may hold another game's lock.
        self._schedule(self._dispatch)

    def waiting(self) -> int:
        """How many jobs wait for a worker."""
        with self._lock:
            return len(self._waiting)

    def _schedule(self, task: Callable[..., None], *args: Any) -> None:
        try:
            self._delivery.submit(task, *args)
        except RuntimeError:  # shutting down
            pass

    def _dispatch(self) -> None:
        """Start queued jobs, one client at a time in turn, while a worker is free."""
        while True:
            with self._lock:
                if self._closed or self._thinking >= self._workers:
                    return
                taken = self._waiting.pop()
                if taken is None:
                    return
                job = taken[1]
                self._thinking += 1
            if not self._starts(job):
                self._release(job)
                continue
            self._launch(job)

    def _starts(self, job: Job) -> bool:
        """Whether the job still has its game's position to think about (:attr:`on_start`)."""
        try:
            return self.on_start(job)
        except Exception:  # noqa: BLE001 - a failing hook must not stall the computer players
            log.exception("starting the computer's job for game %s failed; thinking anyway", job.game_id)
            return True

    def _launch(self, job: Job) -> None:
        with self._lock:
            if self._closed:
                return
            self._start()
            if self._processes is not None and (self._processes_started.is_set() or not _level(job.spec)):
                self._processes.apply_async(choose_move, (job,), callback=lambda move: self._hand_over(job, move),
                                            error_callback=lambda error: self._hand_over(job, None, error))
                return
            assert self._threads is not None
            future = self._threads.submit(choose_move, job)
        future.add_done_callback(lambda done: self._hand_over(job, *_outcome(done)))

    def _release(self, job: Job) -> None:
        with self._lock:
            self._pending.discard((job.game_id, job.step_count))
            self._thinking -= 1

    def _hand_over(self, job: Job, move: str | None, error: BaseException | None = None) -> None:
        self._schedule(self._finish, job, move, error)

    def _finish(self, job: Job, move: str | None, error: BaseException | None) -> None:
        self._release(job)
        try:
            if move is None:  # cancelled at shutdown, or the worker failed
                if error is not None:
                    log.error("computer player for game %s failed: %s", job.game_id, error)
                return
            try:
                self._deliver(job, move)
            except Exception:
                log.exception("could not play the computer's move in game %s", job.game_id)
        finally:
            self._dispatch()

    def busy(self) -> int:
        """How many decisions are queued or being thought about."""
        with self._lock:
            return len(self._pending)

    def close(self) -> None:
        """Stop the workers; decisions still running are dropped (they restart with the server).

        Worker processes are terminated and waited for, so none is left behind.
        """
        with self._lock:
            self._closed = True
            threads, self._threads = self._threads, None
            processes, self._processes = self._processes, None
        if threads is not None:
            threads.shutdown(wait=False, cancel_futures=True)
        if processes is not None:
            processes.terminate()
            processes.join()
        self._delivery.shutdown(wait=False, cancel_futures=True)


def _outcome(future: Future[str]) -> tuple[str | None, BaseException | None]:
    """The move a finished future holds, or the error it ended with."""
    if future.cancelled():
        return None, None
    error = future.exception()
    return (None, error) if error is not None else (future.result(), None)
