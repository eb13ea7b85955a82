"""Computer moves as jobs in a PostgreSQL queue (procrastinate), served by worker processes.

With several web processes on one PostgreSQL database, a computer player's move is a **job**
in procrastinate's tables rather than a task in the web process's own pool, so that:

- ``boardlab worker`` processes (on any machine that reaches the database), and the worker that
  ``boardlab serve`` runs in-process unless ``--workers 0``, all take jobs from one queue;
- a job is never lost when its worker dies: each worker writes a heartbeat every
  :data:`HEARTBEAT_SECONDS`, and every worker retries, every :data:`HEARTBEAT_SECONDS`, the jobs
  of any worker whose heartbeat stopped :data:`STALLED_SECONDS` ago (kill -9 included);
- a job whose game moved on is dropped when it starts (``GameService.start_computer_clock``
  says so) and its move is not played when the game moved on while it thought (the version
  guard and the step check of ``GameService._computer_moved``);
- a computer's clock starts only when its job leaves the queue, as in one process.

**Fairness between clients** (what :mod:`boardlab.server.fairshare` does in one process): a
job's priority is minus the number of jobs its client already has waiting, so the queue serves
every client's first waiting job before anyone's second (procrastinate takes the highest
priority first, then the oldest): a client with twelve computer games gets one turn in each
round, like the in-process round robin. Each job carries a queueing lock per game and step, so
the same decision is never queued twice. The cap on a client's concurrent computer games stays
where it is (``ComputerGames`` in the web process).

**The lab's experiments** (:mod:`boardlab.server.lab_runs`) are jobs of their own queue,
:data:`LAB_QUEUE`, which every worker serves beside the computer moves with one thread of its
own: one experiment at a time per worker, never in the way of a computer move. Each job carries
its account as its lock (an account's experiments run one at a time, oldest first, whichever
worker takes them) and its experiment as its queueing lock (never queued twice). A worker or a
web process that starts queues the experiments left queued or running (a stopped worker's
experiment resumes from its results file).

SQLite keeps the in-process computer players (:class:`boardlab.server.computer.ComputerPlayers`)
and runs the lab's experiments on a thread of its own (:class:`boardlab.server.lab_runs.LocalLabQueue`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from importlib.resources import files
from typing import TYPE_CHECKING, Any

from sqlalchemy import text
from sqlalchemy.engine import Connection

from boardlab.server.computer import Job, choose_move, warm_in_background
from boardlab.server.fanout import libpq_url
from boardlab.server.lab_runs import run_lab_job

if TYPE_CHECKING:
    from boardlab.server.lab_runs import LabRuns
    from boardlab.server.service import GameService
    from boardlab.server.storage import Store

#: The queue of computer moves, and the task's name in procrastinate's tables.
QUEUE = "boardlab_computer"
TASK = "boardlab.computer_move"
#: The queue of the lab's experiments, and its task's name.
LAB_QUEUE = "boardlab_lab"
LAB_TASK = "boardlab.lab_experiment"
#: The queue of hints and analyses (server/help_jobs.py), served beside the computer moves.
HELP_QUEUE = "boardlab_help"
#: How often a worker writes its heartbeat and looks for stalled jobs (seconds).
HEARTBEAT_SECONDS = 2.0
#: A worker silent this long is taken for dead, and its jobs are run again (seconds).
STALLED_SECONDS = 10.0
log = logging.getLogger("boardlab.server")


def ensure_queue_schema(connection: Connection) -> bool:
    """Create procrastinate's tables and functions in the database of ``connection`` unless
    they are there (PostgreSQL only; run by :func:`boardlab.server.schema.upgrade` under its
    advisory lock). Whether they were created. Without procrastinate installed, nothing."""
    if connection.dialect.name != "postgresql":
        return False
    try:
        import procrastinate.sql
    except ImportError:
        return False
    present = connection.execute(text("SELECT to_regclass('procrastinate_jobs')")).scalar()
    if present is not None:
        return False
    schema = (files(procrastinate.sql) / "schema.sql").read_text(encoding="utf-8")
    connection.exec_driver_sql(schema.replace("%", "%%"))
    return True


def _job_fields(job: Job, client: str) -> dict[str, Any]:
    """A job as the queue stores it (JSON arguments)."""
    return {**dataclasses.asdict(job), "steps": list(job.steps), "client": client}


def _job_of(fields: dict[str, Any]) -> Job:
    """The :class:`Job` of the queue's stored arguments."""
    known = {field.name for field in dataclasses.fields(Job)}
    values = {name: value for name, value in fields.items() if name in known}
    return Job(**{**values, "steps": tuple(values["steps"])})


class QueuedComputers:
    """The computer players of a process whose jobs go to the PostgreSQL queue: the same
    interface as :class:`~boardlab.server.computer.ComputerPlayers` where the service uses it
    (``submit``, ``on_start``, ``client_of``, ``start``, ``close``, ``warmed``)."""

    def __init__(self, url: str, deliver: Callable[[Job, str], None], store: Store) -> None:
        import procrastinate

        self.deliver = deliver
        self.store = store
        self.app = procrastinate.App(connector=procrastinate.SyncPsycopgConnector(
            conninfo=libpq_url(url), min_size=1, max_size=4))
        self.client_of: Callable[[str], str] = lambda game_id: f"game:{game_id}"
        self.on_start: Callable[[Job], bool] = lambda job: True
        self.warmed = threading.Event()
        self._open = False
        self._lock = threading.Lock()
        # The client of the job whose move a worker thread is playing: the game's next job (a
        # computer against a computer) is queued for the same client, whichever process runs it.
        self.playing_for = threading.local()

    def start(self) -> None:
        """Open the queue's connections and warm this process up (its worker thinks here)."""
        self._opened()
        warm_in_background(self.warmed)

    def _opened(self) -> Any:
        with self._lock:
            if not self._open:
                self.app.open()
                self._open = True
        return self.app

    def submit(self, job: Job) -> bool:
        """Queue ``job`` (``False``: the same decision is queued already)."""
        import procrastinate.exceptions

        inherited = getattr(self.playing_for, "job", None)
        client = inherited[1] if inherited and inherited[0] == job.game_id else self.client_of(job.game_id)
        deferrer = self._opened().configure_task(
            TASK, queue=QUEUE, priority=-self._waiting_of(client),
            queueing_lock=f"{job.game_id}:{job.step_count}")
        try:
            deferrer.defer(**_job_fields(job, client))
        except procrastinate.exceptions.AlreadyEnqueued:
            return False
        return True

    def _waiting_of(self, client: str) -> int:
        """How many jobs of ``client`` wait in the queue (its next one goes behind them all)."""
        with self.store.reading() as connection:
            return int(connection.execute(text(
                "SELECT count(*) FROM procrastinate_jobs WHERE queue_name = :queue AND status = 'todo' "
                "AND args->>'client' = :client"), {"queue": QUEUE, "client": client}).scalar() or 0)

    def waiting(self) -> int:
        """How many computer jobs wait in the queue (all processes')."""
        with self.store.reading() as connection:
            return int(connection.execute(text(
                "SELECT count(*) FROM procrastinate_jobs WHERE queue_name = :queue AND status = 'todo'"),
                {"queue": QUEUE}).scalar() or 0)

    def close(self) -> None:
        """Close the queue's connections."""
        with self._lock:
            if self._open:
                self.app.close()
                self._open = False


def _lab_job(experiment_id: str, owner: int) -> dict[str, Any]:
    """How a lab experiment's job is queued: its task's settings (locks) and its arguments."""
    return {"settings": {"queue": LAB_QUEUE, "lock": f"lab-account:{owner}", "queueing_lock": f"lab:{experiment_id}"},
            "arguments": {"experiment_id": experiment_id}}


class QueuedLabRuns:
    """The lab's experiments as jobs of :data:`LAB_QUEUE` (PostgreSQL): the interface of
    :class:`boardlab.server.lab_runs.LocalLabQueue` (``start``, ``submit``, ``close``)."""

    def __init__(self, url: str, runs: LabRuns) -> None:
        import procrastinate

        self.runs = runs
        self.app = procrastinate.App(connector=procrastinate.SyncPsycopgConnector(
            conninfo=libpq_url(url), min_size=1, max_size=2))
        self._open = False

    def start(self) -> None:
        """Open the queue and queue the experiments left to run (those already queued stay once)."""
        self.app.open()
        self._open = True
        for experiment_id, owner in self.runs.resumable():
            self.submit(experiment_id, owner)

    def submit(self, experiment_id: str, owner: int) -> None:
        import procrastinate.exceptions

        job = _lab_job(experiment_id, owner)
        try:
            self.app.configure_task(LAB_TASK, **job["settings"]).defer(**job["arguments"])
        except procrastinate.exceptions.AlreadyEnqueued:
            pass

    def close(self) -> None:
        if self._open:
            self.app.close()
            self._open = False


def use_job_queue(service: GameService, url: str) -> QueuedComputers:
    """Send ``service``'s computer moves to the queue instead of its own pool; the new players."""
    previous = service.computers
    queued = QueuedComputers(url, previous.deliver, service.store)
    queued.on_start = previous.on_start
    queued.client_of = previous.client_of
    previous.close()
    service.computers = queued  # type: ignore[assignment]
    return queued


class JobWorker:
    """Takes computer jobs from the queue and plays their moves through ``service``, and answers
    hint and analysis jobs (:class:`~boardlab.server.help_jobs.HelpTasks`); with ``lab_runs``,
    also the lab's experiments from theirs, one at a time."""

    def __init__(self, url: str, service: GameService, concurrency: int = 1, lab_runs: LabRuns | None = None) -> None:
        import procrastinate

        from boardlab.server.help_jobs import HelpTasks

        self.service = service
        self.concurrency = concurrency
        self.lab_runs = lab_runs
        self.app = procrastinate.App(connector=procrastinate.PsycopgConnector(conninfo=libpq_url(url)))
        self.app.task(name=TASK, queue=QUEUE)(self.think)
        self.app.task(name=LAB_TASK, queue=LAB_QUEUE)(self.run_experiment)
        #: Hints and analyses, served by the same threads as computer moves (server/help_jobs.py).
        self.help = HelpTasks(service)
        self.help.register(self.app)
        self.played = 0
        self._stopping = threading.Event()

    def run_experiment(self, experiment_id: str) -> str:
        """One lab experiment (in a worker thread): its missing games, until it ends or is cancelled."""
        if self.lab_runs is None:
            raise RuntimeError("this worker was started without the lab's folder")
        return run_lab_job(self.lab_runs, experiment_id, self._stopping.is_set)

    def think(self, **fields: Any) -> str:
        """One job (in a worker thread): dropped if its game moved on, else thought and played."""
        job = _job_of(fields)
        if not self.service.start_computer_clock(job):
            return "dropped: the game moved on"
        move = choose_move(job)
        computers = self.service.computers
        playing_for = getattr(computers, "playing_for", None)
        if playing_for is not None:
            playing_for.job = (job.game_id, str(fields.get("client")))
        try:
            computers.deliver(job, move)
        finally:
            if playing_for is not None:
                playing_for.job = None
        self.played += 1
        return move

    async def run(self) -> None:
        """Serve jobs, and retry those of dead workers, until cancelled."""
        async with self.app.open_async():
            rescue = asyncio.create_task(self._retry_stalled())
            served = [self._serve([QUEUE, HELP_QUEUE], self.concurrency, "boardlab-worker")]
            if self.lab_runs is not None:
                await self._queue_left_experiments()
                served.append(self._serve([LAB_QUEUE], 1, "boardlab-lab-worker"))
            try:
                await asyncio.gather(*served)
            finally:
                self._stopping.set()   # a lab experiment stops after its game, to resume later
                rescue.cancel()
                await asyncio.gather(rescue, return_exceptions=True)

    async def _serve(self, queues: list[str], concurrency: int, name: str) -> None:
        await self.app.run_worker_async(
            queues=queues, concurrency=concurrency, install_signal_handlers=False,
            update_heartbeat_interval=HEARTBEAT_SECONDS, stalled_worker_timeout=STALLED_SECONDS,
            delete_jobs="successful", name=name)

    async def _queue_left_experiments(self) -> None:
        """Queue the experiments a stop left queued or running (each at most once in the queue)."""
        import procrastinate.exceptions

        assert self.lab_runs is not None
        for experiment_id, owner in await asyncio.to_thread(self.lab_runs.resumable):
            job = _lab_job(experiment_id, owner)
            try:
                await self.app.configure_task(LAB_TASK, **job["settings"]).defer_async(**job["arguments"])
            except procrastinate.exceptions.AlreadyEnqueued:
                pass

    async def _retry_stalled(self) -> None:
        """Every few seconds, put back in the queue the jobs of workers whose heartbeat stopped."""
        manager = self.app.job_manager
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                for queue in (QUEUE, HELP_QUEUE, LAB_QUEUE):
                    for job in await manager.get_stalled_jobs(queue=queue, seconds_since_heartbeat=STALLED_SECONDS):
                        log.warning("job %s of a dead worker runs again", job.id)
                        await manager.retry_job(job, retry_at=datetime.now(UTC))
            except Exception:  # noqa: BLE001 - a database hiccup must not end the rescue
                log.exception("retrying stalled jobs failed; trying again")
