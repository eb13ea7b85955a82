"""``boardlab serve``: the web app, to play every game in the browser."""

from __future__ import annotations

import dataclasses
import gc
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from boardlab.cli.common import app, err, fail

if TYPE_CHECKING:
    from boardlab.server.config import FairShare


#: The garbage collector's thresholds once the server is warm (Python's defaults: 700, 10, 10).
GC_THRESHOLDS = (10_000, 20, 20)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on (0.0.0.0: every interface).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="The port to listen on.")] = 8000,
    db: Annotated[Optional[str], typer.Option(
        "--db", help="SQLAlchemy database URL or a SQLite file path (default: $BOARDLAB_DATABASE_URL or a SQLite file in the user's data directory).",
    )] = None,
    computers: Annotated[str, typer.Option(help="Where computer players think: 'process' (a worker process) or 'thread'.")] = "process",
    log_level: Annotated[str, typer.Option(help="uvicorn's log level.")] = "info",
    max_think: Annotated[float, typer.Option(
        "--max-think", min=0.01, help="The most seconds a computer player may think per move (longer budgets are refused).",
    )] = 10.0,
    max_analysis: Annotated[float, typer.Option(
        "--max-analysis", min=0.01, help="The most seconds the analysis board searches a position.",
    )] = 3.0,
    review_seconds: Annotated[float, typer.Option(
        "--review-seconds", min=0.01, help="The seconds a computer review searches each position of a game.",
    )] = 0.3,
    max_body: Annotated[int, typer.Option(
        "--max-body", min=1024, help="The largest request body in bytes (larger ones answer 413).",
    )] = 1_000_000,
    rate_limits: Annotated[bool, typer.Option(
        help="Limit each client's rate of creating games, moves, hints and sign-ups (generous defaults).",
    )] = True,
    trusted_proxy: Annotated[Optional[list[str]], typer.Option(
        "--trusted-proxy", help=("A reverse proxy (IP address or network) whose X-Forwarded-For/-Proto headers "
                                 "name the real client; repeat for several (default: $BOARDLAB_TRUSTED_PROXIES, "
                                 "else none: such headers are ignored)."),
    )] = None,
    header_seconds: Annotated[float, typer.Option(
        "--header-seconds", min=0.1, help="How long a request's headers may take to arrive (slow clients are cut off).",
    )] = 10.0,
    body_seconds: Annotated[float, typer.Option(
        "--body-seconds", min=0.1, help="How long a request's body may take to arrive after its headers.",
    )] = 30.0,
    workers: Annotated[int, typer.Option(
        "--workers", min=0, help=("On PostgreSQL: how many computer-move jobs this process serves at once from the "
                                  "shared queue (0: none, leave them to 'boardlab worker' processes). SQLite: unused."),
    )] = 1,
    lab_dir: Annotated[Optional[Path], typer.Option(
        help=("The lab folder: its results files are shown at /lab, and the experiments started there keep "
              "theirs in its 'experiments' folder (default: a 'lab' folder in the data directory)."))] = None,
) -> None:
    """Start the web app: open http://HOST:PORT/ in a browser to play."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from boardlab.server import create_app
    from boardlab.server.config import FairShare, database_url, trusted_proxies
    from boardlab.server.limits import ServerLimits

    if computers not in ("process", "thread"):
        fail(f"--computers must be 'process' or 'thread', got {computers!r}")
    url = database_url(db)
    try:
        proxies = trusted_proxies(trusted_proxy)
    except ValueError as error:
        fail(str(error))
    try:
        fair = FairShare(header_seconds=header_seconds, body_seconds=body_seconds)
        limits = ServerLimits(max_body_bytes=max_body, max_think_seconds=max_think, analysis_seconds=max_analysis,
                              review_seconds=review_seconds, fair=fair)
        if not rate_limits:
            limits = dataclasses.replace(limits, rates=None)
        web_app = create_app(url, computers=computers, limits=limits, trusted_proxies=proxies, job_workers=workers)
    except ModuleNotFoundError as error:
        hint = " (pip install 'boardlab[postgres]')" if url.startswith("postgresql") else ""
        fail(f"the database {url!r} needs the Python driver {error.name!r}, which is not installed{hint}")
    except (SQLAlchemyError, ValueError) as error:
        fail(f"cannot open the database {url!r}: {error}")
    web_app.state.lab_dir = lab_dir
    _freeze_heap_once_warm(web_app.state.service.computers.warmed)
    err.print(f"boardlab: games stored in {url}; open http://{host}:{port}/", markup=False)
    # uvicorn's own proxy handling trusts 127.0.0.1 by default: off, the app trusts only ``proxies``.
    uvicorn.run(web_app, host=host, port=port, log_level=log_level, proxy_headers=False,
                **uvicorn_settings(limits.fair))


@app.command()
def worker(
    db: Annotated[Optional[str], typer.Option(
        "--db", help="The PostgreSQL database URL the web processes use (default: $BOARDLAB_DATABASE_URL).",
    )] = None,
    concurrency: Annotated[int, typer.Option(min=1, help="How many computer moves this worker thinks at once.")] = 1,
    lab_dir: Annotated[Optional[Path], typer.Option(
        help=("The lab folder of the web processes, where the lab experiments' results go (default: a 'lab' "
              "folder in the data directory); a worker on another machine needs the same folder."))] = None,
) -> None:
    """Serve computer moves, hints, analyses and lab experiments from the PostgreSQL job queue.

    The queue is filled by 'boardlab serve' processes on the same database; run any number of
    workers, on any machine that reaches the database (see docs/deploy.md). Each worker also
    runs the lab's experiments, one at a time, at a lower priority."""
    import asyncio
    import logging
    import signal

    from sqlalchemy.exc import SQLAlchemyError

    from boardlab.server.config import database_url
    from boardlab.server.fanout import is_postgresql

    url = database_url(db)
    if not is_postgresql(url):
        fail(f"boardlab worker serves the job queue of a PostgreSQL database, got {url!r}; "
             "with SQLite, 'boardlab serve' runs the computer players itself")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        job_worker, close = _job_worker(url, concurrency, lab_dir)
    except ModuleNotFoundError as error:
        fail(f"the job queue needs the Python package {error.name!r}, which is not installed "
             "(pip install 'boardlab[postgres]')")
    except (SQLAlchemyError, ValueError) as error:
        fail(f"cannot open the database {url!r}: {error}")
    err.print(f"boardlab worker: serving computer moves, hints and analyses of {url}", markup=False)

    async def serve_until_stopped() -> None:
        task = asyncio.create_task(job_worker.run())
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(number, task.cancel)
        try:
            await task
        except asyncio.CancelledError:
            pass

    try:
        asyncio.run(serve_until_stopped())
    finally:
        close()


def _job_worker(url: str, concurrency: int, lab_dir: Path | None = None) -> tuple[Any, Any]:
    """A job worker on ``url`` (the schema upgraded first, as serve does) whose changes reach
    the web processes' watchers, and what closes it."""
    from boardlab.server.fanout import Fanout
    from boardlab.server.jobs import JobWorker, use_job_queue
    from boardlab.server.lab_pages import default_lab_dir
    from boardlab.server.lab_runs import LabRuns
    from boardlab.server.live import Listeners
    from boardlab.server.lobby import Lobby
    from boardlab.server.service import GameService
    from boardlab.server.storage import Store
    from boardlab.server.timekeeper import Timekeeper

    service = GameService(Store(url), computers_mode="thread")   # Store upgrades the schema (and the queue's)
    listeners = Listeners()
    service.on_change(listeners.publish)
    fanout = Fanout(url, service, listeners, Lobby(service), Timekeeper(service))
    fanout.start(listen=False)
    use_job_queue(service, url).start()

    def close() -> None:
        fanout.close()
        service.close()

    lab_runs = LabRuns(service.store, lambda: lab_dir or default_lab_dir())
    return JobWorker(url, service, concurrency=concurrency, lab_runs=lab_runs), close


def uvicorn_settings(fair: FairShare) -> dict[str, Any]:
    """uvicorn's settings for the server's defences: deadlines for a request's headers and body
    (slowloris), and the largest WebSocket message (a larger one closes the socket with 1009)."""
    from boardlab.server.slow_clients import timed_protocol

    return {"http": timed_protocol(fair.header_seconds, fair.body_seconds), "ws_max_size": fair.websocket_max_bytes}


def _freeze_heap_once_warm(warmed: threading.Event) -> None:
    """Once the server has warmed up, take what it holds for good (modules, compiled search
    code: some 200,000 objects) out of the garbage collector's sight, and collect the young
    generation less often.

    A full collection walks every tracked object and answers no request meanwhile: with
    everything tracked it took 100-200 ms on the 2-core machine, and those pauses were the whole
    of the load benchmark's p99 tail. The frozen objects live as long as the server, so nothing
    is lost. A larger first threshold lets a move's short-lived objects die (by reference
    counting) before a collection promotes them, so full collections, whose pause grows with
    the connections held open, become rare.
    """
    def freeze() -> None:
        warmed.wait()
        gc.collect()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    threading.Thread(target=freeze, name="freeze-heap", daemon=True).start()
