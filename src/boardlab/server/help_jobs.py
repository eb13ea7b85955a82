"""Where hints and analyses are thought about: in this process (SQLite), or as jobs in the
PostgreSQL queue served by the job workers (several web processes).

Both answer the same two questions, :meth:`hint` and :meth:`analyse`, with the same fairness:
each client's requests wait in turn with the other clients' (one client's many requests delay
another's by at most one each), and a client with :attr:`FairShare.analyses_per_client`
requests queued or thinking is refused (429).

- :class:`LocalHelp` (SQLite, one process): a :class:`~boardlab.server.fairshare.FairExecutor`
  (round robin over clients, the cap counted in memory); hints think in its threads, analyses
  in the analysis workers (:mod:`boardlab.server.analysis_workers`).
- :class:`QueuedHelp` (PostgreSQL): each request is a job in the queue :data:`HELP_QUEUE`,
  served by the ``boardlab worker`` processes and the worker of each ``boardlab serve`` (the
  same :class:`~boardlab.server.jobs.JobWorker` that serves computer moves). The request waits
  for the job's answer, which the worker writes to ``help_results`` (the request polls it, at
  most every :data:`POLL_SECONDS`), for up to :data:`QUEUED_WAIT_SECONDS`: long enough for a
  job whose worker was killed to be retried by another (``jobs.STALLED_SECONDS``). The cap is
  counted in the database (the client's jobs waiting or running), under a lock per client,
  so it holds across processes; a job's priority is minus the client's jobs already waiting,
  as for computer moves (every client's first before anyone's second). A hint job names the
  step it was asked at: if the game moved on before it starts, it is dropped (answered 409).

Why poll rather than LISTEN: a request waits a second or two, and a poll of one primary key
every 50-200 ms costs the database less than a listening connection per waiting request; the
answer is read and deleted in one statement. Answers nobody read are deleted after
:data:`RESULT_KEPT_SECONDS`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from fastapi.concurrency import run_in_threadpool
from sqlalchemy import text

from boardlab.server.analysis_workers import AnalysisWorkers, analyse_position
from boardlab.server.fairshare import FairExecutor, OverShare
from boardlab.server.fanout import libpq_url
from boardlab.server.jobs import HEARTBEAT_SECONDS, HELP_QUEUE, STALLED_SECONDS
from boardlab.server.errors import Conflict, ServiceError, Unavailable

if TYPE_CHECKING:
    from boardlab.server.service import GameService
    from boardlab.server.storage import Store

#: The longest a hint or an analysis may think before the request gives up (the thinking
#: finishes unseen).
HINT_SECONDS = 10.0
#: The tasks' names in procrastinate's tables (their queue: ``jobs.HELP_QUEUE``).
HINT_TASK = "boardlab.hint"
ANALYSE_TASK = "boardlab.analyse"
#: How long a request waits for its job on PostgreSQL: the thinking, plus the time for a dead
#: worker's job to be noticed and run again by another.
QUEUED_WAIT_SECONDS = HINT_SECONDS + STALLED_SECONDS + 5 * HEARTBEAT_SECONDS
#: The longest pause between two looks for a job's answer (the first looks are quicker).
POLL_SECONDS = 0.2
#: How long an answer nobody read is kept.
RESULT_KEPT_SECONDS = 60.0
log = logging.getLogger("boardlab.server")


def _over_share(cap: int) -> OverShare:
    return OverShare(f"this client already has {cap} hints or analyses queued or running (the limit per "
                     "client); wait for one to finish")


class LocalHelp:
    """Hints and analyses thought about in this process (SQLite), shared round robin."""

    def __init__(self, service: GameService, pool: FairExecutor, analysers: AnalysisWorkers) -> None:
        self.service, self.pool, self.analysers = service, pool, analysers

    async def hint(self, client: str, game_id: str) -> dict[str, Any]:
        """``service.hint(game_id)`` in turn with other clients' requests (503 after :data:`HINT_SECONDS`)."""
        thinking = asyncio.wrap_future(self.pool.submit(client, self.service.hint, game_id))
        try:
            return await asyncio.wait_for(thinking, HINT_SECONDS)
        except TimeoutError:
            raise Unavailable("hint-timeout", seconds=HINT_SECONDS) from None

    async def analyse(self, client: str, game: Any, options: Any, position: str | None, moves: Sequence[str],
                      seconds: float, depth: int) -> dict[str, Any]:
        """:func:`analyse_position` in turn with other clients' requests, in the analysis workers."""
        thinking = asyncio.wrap_future(self.pool.submit(client, self.analysers.analyse, game, options, position,
                                                        moves, seconds, depth))
        try:
            return await asyncio.wait_for(thinking, HINT_SECONDS)
        except TimeoutError:
            raise Unavailable("analysis-timeout", seconds=HINT_SECONDS) from None

    def start(self) -> None:
        self.analysers.start()

    def close(self) -> None:
        self.pool.shutdown()
        self.analysers.close()


class QueuedHelp:
    """Hints and analyses as jobs in the PostgreSQL queue; the request waits for the answer."""

    def __init__(self, url: str, store: Store, per_client: int, wait_seconds: float = QUEUED_WAIT_SECONDS) -> None:
        import procrastinate

        self.store, self.per_client, self.wait_seconds = store, per_client, wait_seconds
        self.app = procrastinate.App(connector=procrastinate.SyncPsycopgConnector(
            conninfo=libpq_url(url), min_size=1, max_size=4))
        self._open = False

    def start(self) -> None:
        if not self._open:
            self.app.open()
            self._open = True

    def close(self) -> None:
        if self._open:
            self.app.close()
            self._open = False

    async def hint(self, client: str, game_id: str, step: int) -> dict[str, Any]:
        """The hint for ``game_id`` at ``step`` (the game's step count when asked)."""
        key = await run_in_threadpool(self.submit, client, HINT_TASK, {"game_id": game_id, "step": step})
        return await self.answer(key, "hint-timeout")

    async def analyse(self, client: str, game: Any, options: Any, position: str | None, moves: Sequence[str],
                      seconds: float, depth: int) -> dict[str, Any]:
        """The analysis of a position (as :func:`analyse_position` takes it)."""
        fields = {"game": game, "options": options, "position": position, "moves": list(moves),
                  "seconds": seconds, "depth": depth}
        key = await run_in_threadpool(self.submit, client, ANALYSE_TASK, fields)
        return await self.answer(key, "analysis-timeout")

    def submit(self, client: str, task: str, fields: dict[str, Any]) -> str:
        """Queue a job for ``client`` (429 at its cap); the key its answer will be stored under.

        The count and the queueing happen under a lock on the client (a PostgreSQL advisory
        lock, held by the counting transaction until the job is queued), so two processes
        cannot both let the client's last allowed request through."""
        key = secrets.token_hex(16)
        with self.store.writing() as connection:
            connection.execute(text("SELECT pg_advisory_xact_lock(hashtext(:lock))"),
                               {"lock": f"boardlab-help:{client}"})
            waiting, held = connection.execute(text(
                "SELECT count(*) FILTER (WHERE status = 'todo'), count(*) FROM procrastinate_jobs "
                "WHERE queue_name = :queue AND status IN ('todo', 'doing') AND args->>'client' = :client"),
                {"queue": HELP_QUEUE, "client": client}).one()
            if held >= self.per_client:
                raise _over_share(self.per_client)
            self.start()
            self.app.configure_task(task, queue=HELP_QUEUE, priority=-int(waiting)).defer(
                **fields, client=client, key=key)
        return key

    async def answer(self, key: str, timeout: str) -> dict[str, Any]:
        """Wait for the answer stored under ``key`` (503 after :attr:`wait_seconds`); a refusal
        the worker met (the game moved on, fair play, ...) is raised with its status."""
        deadline = time.monotonic() + self.wait_seconds
        pause = 0.02
        while time.monotonic() < deadline:
            await asyncio.sleep(pause)
            found = await run_in_threadpool(self._take, key)
            if found is not None:
                status, body = found
                if status != 200:
                    raise Refused(status, body.get("detail", "refused"))
                return body
            pause = min(POLL_SECONDS, pause * 2)
        raise Unavailable(timeout, seconds=self.wait_seconds)   # the refusal's code when time runs out

    def _take(self, key: str) -> tuple[int, dict[str, Any]] | None:
        with self.store.writing() as connection:
            row = connection.execute(text("DELETE FROM help_results WHERE key = :key RETURNING status, body"),
                                     {"key": key}).first()
        return None if row is None else (int(row[0]), json.loads(row[1]))

    def waiting(self) -> int:
        """How many hints and analyses wait in the queue (all processes')."""
        with self.store.reading() as connection:
            return int(connection.execute(text(
                "SELECT count(*) FROM procrastinate_jobs WHERE queue_name = :queue AND status = 'todo'"),
                {"queue": HELP_QUEUE}).scalar() or 0)


class Refused(ServiceError):
    """A refusal a job worker met while answering (its HTTP status travels with it)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class HelpTasks:
    """The worker's side: answers hint and analysis jobs through ``service`` and stores each
    answer for the request that waits for it."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.answered = 0

    def register(self, app: Any) -> None:
        """Make ``app`` (a procrastinate app) serve the two tasks."""
        app.task(name=HINT_TASK, queue=HELP_QUEUE)(self.hint)
        app.task(name=ANALYSE_TASK, queue=HELP_QUEUE)(self.analyse)

    def hint(self, key: str, client: str, game_id: str, step: int) -> str:
        """A hint job: dropped (409) if its game moved on since it was asked, else thought about."""
        del client  # for the queue's fairness and cap only
        return self._answer(key, lambda: self._hint(game_id, step))

    def _hint(self, game_id: str, step: int) -> dict[str, Any]:
        if self.service.view(game_id)["step"] != step:
            raise Conflict("hint-game-moved-waiting")
        answer = self.service.hint(game_id)
        if answer["step"] != step:
            raise Conflict("hint-game-moved-thinking")
        return answer

    def analyse(self, key: str, client: str, game: Any, options: Any, position: str | None, moves: list[str],
                seconds: float, depth: int) -> str:
        """An analysis job."""
        del client
        return self._answer(key, lambda: analyse_position(game, options, position, moves, seconds, depth))

    def _answer(self, key: str, think: Any) -> str:
        try:
            status, body = 200, think()
        except ServiceError as error:
            status, body = error.status, {"detail": error.message}
        now = datetime.now(UTC)
        with self.service.store.writing() as connection:
            connection.execute(text("DELETE FROM help_results WHERE created_at < :old"),
                               {"old": now - timedelta(seconds=RESULT_KEPT_SECONDS)})
            connection.execute(text(
                "INSERT INTO help_results (key, status, body, created_at) VALUES (:key, :status, :body, :now) "
                "ON CONFLICT (key) DO NOTHING"), {"key": key, "status": status, "body": json.dumps(body), "now": now})
        self.answered += 1
        return "answered" if status == 200 else f"refused ({status})"


__all__ = ["ANALYSE_TASK", "HELP_QUEUE", "HINT_SECONDS", "HINT_TASK", "HelpTasks", "LocalHelp", "QueuedHelp",
           "QUEUED_WAIT_SECONDS", "Refused"]
