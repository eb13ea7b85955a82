"""The lab in the web app: experiments an account starts from ``/lab``, kept in the database
(``lab_experiments``) and run as queue jobs, their games in results files the server owns.

- **Checked** like an experiment file (:func:`boardlab.lab.experiment.parse_experiment`: every
  game, option, value and agent named when wrong), within the web's caps (:class:`LabCaps`:
  games per experiment, variants, pairings, move limit) and with only the agents of
  :data:`LAB_AGENTS` (depth-budgeted, so a run is reproducible and costs what it says).
- **Capped per account**: at most :attr:`LabCaps.active` experiments queued or running at once
  (they run one at a time, oldest first) and :attr:`LabCaps.games_per_day` games started in any
  24 hours; a refusal is a 429 saying which cap and how far it is used.
- **One job, two queues**: :func:`run_lab_job` plays one experiment. With SQLite the server
  runs it on its own lab thread (:class:`LocalLabQueue`, one experiment at a time); with
  PostgreSQL it is a procrastinate job on the queue ``boardlab_lab``
  (:mod:`boardlab.server.jobs`), served one at a time by each worker. Either way its games are
  played by one process of lowered priority (``nice`` :data:`LAB_NICE`), so they yield the
  processor to computer moves, whose queue and threads are separate.
- **Resumes**: the results file (``<lab dir>/experiments/<id>.lab.sqlite``) keeps every game as
  it finishes; an experiment left ``running`` by a restart is run again and plays only the
  missing games (the lab runner's own resume).
- **Live**: the job writes its progress and a running summary (:class:`Tally`) after every game;
  the page polls it. **Cancel**: the owner's cancel marks the row; the job stops after the game
  it is playing.
- **No paths**: experiments are known by id and name; error texts lose the folder's path.

>>> tally = Tally()
>>> tally.as_json()["games"]
0
"""

from __future__ import annotations

import json
import logging
import queue
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import func, insert, select, update

from boardlab.core.errors import BoardlabError
from boardlab.core.registry import game_class
from boardlab.lab.experiment import Experiment, parse_experiment
from boardlab.lab.report import build_report
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import LabGame, ResultsStore
from boardlab.server.accounts import User
from boardlab.server.errors import Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable, shorten
from boardlab.server.storage import Store, aware, lab_experiments_table, users_table

log = logging.getLogger("boardlab.server")

#: The agents the web form offers: the strength levels and the two simple players, all
#: depth-budgeted (time caps lifted, as in every reproducible lab run).
LAB_AGENTS = ("random", "greedy", "easy", "medium", "hard")
#: How much lower the priority of an experiment's game process is (``nice``).
LAB_NICE = 10
QUEUED, RUNNING, DONE, CANCELLED, FAILED = "queued", "running", "done", "cancelled", "failed"
ACTIVE = (QUEUED, RUNNING)
#: The results files of the web's experiments: this folder of the lab folder.
EXPERIMENTS_FOLDER = "experiments"
MAX_NAME = 64
#: How long a closing server waits for the game its lab thread is playing (seconds).
CLOSE_SECONDS = 10.0


@dataclass(frozen=True)
class LabCaps:
    """The web lab's limits (the defaults are the server's; tests shrink them)."""

    games: int = 200            # games in one experiment (variants x pairings x games)
    variants: int = 8           # variants after the grid is expanded
    pairings: int = 4
    move_limit: int = 500
    active: int = 4             # experiments queued or running per account (one runs at a time)
    games_per_day: int = 1000   # games of the experiments an account started in the last 24 hours

    def as_json(self) -> dict[str, int]:
        return {"games": self.games, "variants": self.variants, "pairings": self.pairings,
                "move_limit": self.move_limit, "active": self.active, "games_per_day": self.games_per_day}


class ExperimentForm(BaseModel):
    """An experiment as the ``/lab`` form sends it: the keys of an experiment file, for one game.

    Each variant is an object of options; an option given as a list is a grid axis (every
    combination of the listed values is a variant), as in a file.
    """

    name: str = Field(max_length=200, description=f"1 to {MAX_NAME} characters.")
    game: str = Field(max_length=32)
    variants: list[dict[str, Any]] = Field(max_length=64, description="Each variant's options (empty: the defaults).")
    pairings: list[list[str]] = Field(max_length=64, description='Agent pairs, e.g. [["easy", "random"]].')
    games: int = Field(default=10, description="Games per variant and pairing (agent A takes each seat in turn).")
    move_limit: int = Field(default=300, description="Steps after which a game stops and counts as a draw.")
    seed: int = Field(default=0, ge=0, le=2**31 - 1, description="The same experiment and seed give the same games.")


def checked_experiment(form: ExperimentForm, caps: LabCaps) -> Experiment:
    """The experiment of ``form``, or :class:`Unprocessable` naming the first problem.

    >>> form = ExperimentForm(name="demo", game="c1", variants=[{"variant": ["c1", "c2"]}],
    ...                       pairings=[["random", "random"]], games=2)
    >>> len(checked_experiment(form, LabCaps()).tasks())
    4
    """
    name = form.name.strip()
    if not name or len(name) > MAX_NAME:
        raise Unprocessable("lab-name", limit=MAX_NAME)
    try:
        game_class(form.game)
    except BoardlabError as error:
        raise Unprocessable("lab-unknown-game", detail=str(error)) from None
    if not form.variants:
        raise Unprocessable("lab-no-variants")
    if not form.pairings:
        raise Unprocessable("lab-no-pairings")
    if len(form.pairings) > caps.pairings:
        raise Unprocessable("lab-too-many-pairings", limit=caps.pairings, count=len(form.pairings))
    for number, pairing in enumerate(form.pairings, 1):
        if len(pairing) != 2:
            raise Unprocessable("lab-pairing-size", number=number, count=len(pairing))
        for agent in pairing:
            if agent not in LAB_AGENTS:
                raise Unprocessable("lab-agent", agent=repr(shorten(agent, 40)), agents=LAB_AGENTS)
    if not 1 <= form.games:
        raise Unprocessable("lab-no-games", count=form.games)
    if not 1 <= form.move_limit <= caps.move_limit:
        raise Unprocessable("lab-move-limit", limit=caps.move_limit, count=form.move_limit)
    data = {"name": name, "seed": form.seed, "games": form.games, "move_limit": form.move_limit,
            "pairings": form.pairings, "variants": [{"game": form.game, "options": options} for options in form.variants]}
    try:
        experiment = parse_experiment(data, name=name)
    except BoardlabError as error:
        raise Unprocessable("lab-experiment", detail=str(error)) from None
    if len(experiment.variants) > caps.variants:
        raise Unprocessable("lab-too-many-variants", limit=caps.variants, count=len(experiment.variants))
    total = len(experiment.variants) * len(experiment.pairings) * experiment.games
    if total > caps.games:
        raise Unprocessable("lab-too-many-games", count=total, variants=len(experiment.variants),
                            pairings=len(experiment.pairings), games=experiment.games, limit=caps.games)
    return experiment


def spec_of(experiment: Experiment, form: ExperimentForm) -> dict[str, Any]:
    """The experiment as stored: the keys of an experiment file (what the job parses again)."""
    return {"name": experiment.name, "seed": experiment.seed, "games": experiment.games,
            "move_limit": experiment.move_limit, "pairings": [list(pairing) for pairing in form.pairings],
            "variants": [{"game": form.game, "options": options} for options in form.variants]}


@dataclass
class Tally:
    """The running summary of an experiment: per pairing A's wins, draws and losses, the first
    seat's wins and the games' lengths (what the page shows while the games come in)."""

    games: int = 0
    first_seat_wins: int = 0
    draws: int = 0
    plies: int = 0
    pairings: dict[str, dict[str, int]] = field(default_factory=dict)

    def add(self, game: LabGame) -> None:
        """Count one finished game."""
        self.games += 1
        self.plies += game.plies
        decided = game.winner not in ("draw", "unfinished")
        self.draws += not decided
        self.first_seat_wins += decided and game.winner == game.first_seat
        cell = self.pairings.setdefault(f"{game.agent_a} v {game.agent_b}", {"games": 0, "a": 0, "draws": 0, "b": 0})
        cell["games"] += 1
        cell["a" if game.score_a == 1 else "b" if game.score_a == 0 else "draws"] += 1

    def as_json(self) -> dict[str, Any]:
        mean = round(self.plies / self.games, 1) if self.games else None
        return {"games": self.games, "first_seat_wins": self.first_seat_wins, "draws": self.draws,
                "mean_length": mean, "pairings": self.pairings}


class Stopped(Exception):
    """The experiment's job stops between two games (cancelled, or the server shuts down)."""


class LabRuns:
    """The web's experiments in a :class:`Store`'s database and their results files under
    ``folder()`` (a callable: the server learns its lab folder after it is made)."""

    def __init__(self, store: Store, folder: Callable[[], Path], caps: LabCaps | None = None) -> None:
        self.store = store
        self.folder = folder
        self.caps = caps or LabCaps()

    # --- starting -------------------------------------------------------------------------

    def create(self, user: User, form: ExperimentForm, now: datetime | None = None) -> dict[str, Any]:
        """Store a new experiment of ``user`` (queued); 422 for a bad one, 429 over a cap."""
        experiment = checked_experiment(form, self.caps)
        total = len(experiment.tasks())
        now = now or datetime.now(UTC)
        table = lab_experiments_table
        experiment_id = secrets.token_hex(8)
        with self.store.writing() as connection:
            active = connection.execute(select(func.count()).select_from(table).where(
                table.c.user_id == user.id, table.c.status.in_(ACTIVE))).scalar() or 0
            if active >= self.caps.active:
                raise TooManyRequests("lab-active-cap", count=active)
            today = connection.execute(select(func.coalesce(func.sum(table.c.games_total), 0)).where(
                table.c.user_id == user.id, table.c.created_at > now - timedelta(days=1))).scalar() or 0
            if today + total > self.caps.games_per_day:
                raise TooManyRequests("lab-daily-cap", limit=self.caps.games_per_day, today=today, count=total)
            connection.execute(insert(table).values(
                id=experiment_id, user_id=user.id, name=experiment.name, spec=json.dumps(spec_of(experiment, form)),
                status=QUEUED, games_done=0, games_total=total, summary=json.dumps(Tally().as_json()),
                created_at=now))
        return self.view(experiment_id, user.id)

    # --- reading --------------------------------------------------------------------------

    def _row(self, experiment_id: str) -> Any:
        query = (select(lab_experiments_table, users_table.c.name.label("owner"))
                 .join(users_table, users_table.c.id == lab_experiments_table.c.user_id)
                 .where(lab_experiments_table.c.id == experiment_id))
        with self.store.reading() as connection:
            return connection.execute(query).first()

    def visible(self, experiment_id: str, viewer: int | None) -> Any:
        """The row of an experiment ``viewer`` may see (its owner: always; anyone: once done)."""
        row = self._row(experiment_id) if len(experiment_id) <= 32 else None
        if row is None or (row.user_id != viewer and row.status != DONE):
            raise NotFound("lab-no-experiment", id=repr(shorten(experiment_id, 40)))
        return row

    def view(self, experiment_id: str, viewer: int | None) -> dict[str, Any]:
        """An experiment as the API shows it (no paths: the id names it)."""
        return _view(self.visible(experiment_id, viewer), viewer)

    def listing(self, viewer: int | None = None, mine: bool = False, limit: int = 50) -> list[dict[str, Any]]:
        """``viewer``'s experiments (``mine``), else the finished experiments of everyone; newest first."""
        table = lab_experiments_table
        query = (select(table, users_table.c.name.label("owner"))
                 .join(users_table, users_table.c.id == table.c.user_id)
                 .order_by(table.c.created_at.desc()).limit(limit))
        query = query.where(table.c.user_id == viewer) if mine else query.where(table.c.status == DONE)
        with self.store.reading() as connection:
            return [_view(row, viewer) for row in connection.execute(query)]

    def resumable(self) -> list[tuple[str, int]]:
        """The experiments to run (queued, or left running by a stop): ``(id, owner)``, oldest first."""
        table = lab_experiments_table
        with self.store.reading() as connection:
            return [(row.id, row.user_id) for row in connection.execute(
                select(table.c.id, table.c.user_id).where(table.c.status.in_(ACTIVE)).order_by(table.c.created_at))]

    def results_path(self, experiment_id: str) -> Path:
        return self.folder() / EXPERIMENTS_FOLDER / f"{experiment_id}.lab.sqlite"

    def report(self, experiment_id: str, viewer: int | None) -> dict[str, Any]:
        """The lab's JSON report of the games so far (the results file named, not its path)."""
        row = self.visible(experiment_id, viewer)
        path = self.results_path(row.id)
        if not path.exists():
            raise Conflict("lab-no-games-yet")
        with ResultsStore(path, create=False) as store:
            report = build_report(store)
        return {**report, "experiment": row.name, "results_file": f"{row.id}.lab.sqlite"}

    # --- changing -------------------------------------------------------------------------

    def cancel(self, experiment_id: str, user: User) -> dict[str, Any]:
        """Cancel ``user``'s queued or running experiment (it stops after its current game)."""
        row = self.visible(experiment_id, user.id)
        if row.user_id != user.id:
            raise Forbidden("lab-not-yours")
        table = lab_experiments_table
        with self.store.writing() as connection:
            changed = connection.execute(update(table).where(table.c.id == row.id, table.c.status.in_(ACTIVE))
                                         .values(status=CANCELLED, finished_at=datetime.now(UTC))).rowcount
        if not changed:
            raise Conflict("lab-ended", state=row.status)
        return self.view(row.id, user.id)

    def started(self, experiment_id: str) -> Any:
        """Mark the experiment running (if it is still to run); its row, or ``None``."""
        table = lab_experiments_table
        with self.store.writing() as connection:
            connection.execute(update(table).where(table.c.id == experiment_id, table.c.status == QUEUED)
                               .values(status=RUNNING, started_at=datetime.now(UTC)))
            row = connection.execute(select(table).where(table.c.id == experiment_id)).first()
        return row if row is not None and row.status == RUNNING else None

    def progressed(self, experiment_id: str, done: int, tally: Tally) -> str:
        """Record the games done and the summary; the experiment's status now."""
        table = lab_experiments_table
        with self.store.writing() as connection:
            connection.execute(update(table).where(table.c.id == experiment_id, table.c.status == RUNNING)
                               .values(games_done=done, summary=json.dumps(tally.as_json())))
            return str(connection.execute(select(table.c.status).where(table.c.id == experiment_id)).scalar())

    def finished(self, experiment_id: str, status: str, error: str | None = None) -> None:
        """End a running experiment as ``status`` (done or failed), keeping a cancel that came first."""
        table = lab_experiments_table
        with self.store.writing() as connection:
            connection.execute(update(table).where(table.c.id == experiment_id, table.c.status == RUNNING)
                               .values(status=status, error=error, finished_at=datetime.now(UTC)))

    def without_paths(self, text: str) -> str:
        """``text`` with the lab folder's path taken out (error texts reach the page)."""
        return shorten(text.replace(str(self.folder()), "lab"))


def _view(row: Any, viewer: int | None) -> dict[str, Any]:
    spec = json.loads(row.spec)
    return {"id": row.id, "name": row.name, "owner": row.owner, "mine": row.user_id == viewer,
            "game": spec["variants"][0]["game"], "spec": spec, "status": row.status,
            "games_done": row.games_done, "games_total": row.games_total,
            "summary": json.loads(row.summary) if row.summary else Tally().as_json(), "error": row.error,
            "created_at": aware(row.created_at).isoformat(),
            "started_at": aware(row.started_at).isoformat() if row.started_at else None,
            "finished_at": aware(row.finished_at).isoformat() if row.finished_at else None}


def run_lab_job(runs: LabRuns, experiment_id: str, stopping: Callable[[], bool] = lambda: False) -> str:
    """Play one experiment's missing games (the job of both queues); what became of it.

    The games are played by one process of lowered priority; after each, the progress is
    written and the job stops if the experiment was cancelled or ``stopping()`` says so (a
    stopped experiment stays ``running`` and resumes when the server or a worker starts).
    """
    row = runs.started(experiment_id)
    if row is None:
        return "nothing to run"
    path = runs.results_path(experiment_id)
    try:
        experiment = parse_experiment(json.loads(row.spec), name=row.name)
        path.parent.mkdir(parents=True, exist_ok=True)
        with ResultsStore(path) as store:
            tally = Tally()
            for game in store.games():   # a resumed run: the games kept before it stopped
                tally.add(game)

            def progress(game: LabGame) -> None:
                tally.add(game)
                if runs.progressed(experiment_id, tally.games, tally) != RUNNING or stopping():
                    raise Stopped

            runs.progressed(experiment_id, tally.games, tally)
            # A spawned process: a fork of the threaded server could hang on a lock held elsewhere.
            run_experiment(experiment, store, workers=1, nice=LAB_NICE, start_method="spawn", on_game=progress)
    except Stopped:
        return "stopped"
    except Exception as error:  # noqa: BLE001 - any failure ends the experiment, told to its owner
        log.exception("lab experiment %s failed", experiment_id)
        runs.finished(experiment_id, FAILED, runs.without_paths(f"{type(error).__name__}: {error}"))
        return "failed"
    runs.finished(experiment_id, DONE)
    return "done"


class LocalLabQueue:
    """The lab's queue in one process (SQLite): one thread runs the experiments one at a time,
    oldest first, by the same job as the PostgreSQL queue's workers."""

    def __init__(self, runs: LabRuns) -> None:
        self.runs = runs
        self._stopping = threading.Event()
        self._waiting: queue.Queue[str | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the lab thread and queue the experiments a stop left to run."""
        # A daemon: a long game never holds the server's exit (the game resumes at the next start).
        self._thread = threading.Thread(target=self._serve, name="lab", daemon=True)
        self._thread.start()
        for experiment_id, owner in self.runs.resumable():
            self.submit(experiment_id, owner)

    def submit(self, experiment_id: str, owner: int) -> None:
        """Queue an experiment (``owner``: for the PostgreSQL queue's per-account lock)."""
        if self._thread is not None:   # not started: start() will find it in the database
            self._waiting.put(experiment_id)

    def _serve(self) -> None:
        while (experiment_id := self._waiting.get()) is not None and not self._stopping.is_set():
            run_lab_job(self.runs, experiment_id, self._stopping.is_set)

    def close(self, wait: float = CLOSE_SECONDS) -> None:
        """Stop after the current game, waiting for it at most ``wait`` seconds (an experiment
        stopped so resumes at the next start)."""
        self._stopping.set()
        self._waiting.put(None)
        if self._thread is not None:
            self._thread.join(wait)


__all__ = ["LAB_AGENTS", "LabCaps", "LabRuns", "ExperimentForm", "LocalLabQueue", "Tally", "checked_experiment",
           "run_lab_job"]
