"""The web app's lab: the ``/lab`` page (start an experiment, watch it, read its report), its
API, and the reports of the results files in the lab folder.

The folder is ``app.state.lab_dir`` (``boardlab serve --lab-dir DIR``), by default a ``lab``
folder in the user's data directory. Two kinds of results are shown, neither by a server path:

- **Experiments started in the web app** (:mod:`boardlab.server.lab_runs`), known by id:
  ``/lab/experiments/{id}`` shows the progress live and the report once done. The owner sees
  theirs in every state; once done, an experiment is public (listed at ``/lab`` for everyone).
- **Results files** (``*.lab.sqlite``) put in the folder by ``boardlab lab run --out``, known by
  file name: ``/lab/{name}`` is the HTML report (as ``boardlab lab report --html`` writes it,
  read afresh, so a run in progress shows its games so far), ``/lab/{name}/json`` the JSON one.

The page's words are in ``locales/*/lab.ftl``; the report (``locales/*/labreport.ftl``) comes in
the reader's language (the account's, the cookie's, else ``Accept-Language``), or in the one a
``?lang=`` parameter names (a link to a report keeps its language). Refusals have codes
(``error-lab-*``), as everywhere in the server.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from fastapi import Depends, FastAPI, Request, Response
from fastapi.responses import HTMLResponse
from platformdirs import user_data_dir

from boardlab.core.errors import BoardlabError
from boardlab.i18n import LANGUAGES
from boardlab.lab.report import build_report, html_report, html_report_body
from boardlab.lab.store import RESULTS_SUFFIX, ResultsStore
from boardlab.server.account_routes import CSRF_HEADER, session_of
from boardlab.server.accounts import AccountError, Accounts, User, csrf_matches
from boardlab.server.lab_runs import LAB_AGENTS, ExperimentForm, LabRuns
from boardlab.server.language import page_response, request_language
from boardlab.server.errors import NotFound, Unprocessable, shorten

#: Reports kept drawn (their plots take a second or two): by experiment, state, games and language.
REPORT_CACHE = 16


class LabQueue(Protocol):
    """Where new experiments go: :class:`~boardlab.server.lab_runs.LocalLabQueue` or
    :class:`~boardlab.server.jobs.QueuedLabRuns`."""

    def submit(self, experiment_id: str, owner: int) -> None: ...


def default_lab_dir() -> Path:
    """The ``lab`` folder in the user's data directory."""
    return Path(user_data_dir("boardlab", appauthor=False)) / "lab"


def lab_folder(app: FastAPI) -> Path:
    """The folder of results files the app shows (and under which its experiments' files go)."""
    folder = getattr(app.state, "lab_dir", None)
    return Path(folder) if folder else default_lab_dir()


def _results_file(request: Request, name: str) -> Path:
    """The results file ``name`` in the lab folder; 404 for anything else (no paths, no other files)."""
    path = lab_folder(request.app) / name
    if Path(name).name != name or not name.endswith(RESULTS_SUFFIX) or not path.is_file():
        raise NotFound("lab-no-file", name=repr(shorten(name, 80)))
    return path


def _summary(path: Path) -> dict[str, Any]:
    try:
        with ResultsStore(path, create=False) as store:
            return {"name": path.name, "experiment": store.meta().get("name", path.stem), "games": store.count()}
    except BoardlabError:
        return {"name": path.name, "problem": "not a boardlab results file"}


def _file_routes(app: FastAPI) -> None:
    """The results files' routes: their list, and each one's HTML and JSON report."""

    @app.get("/api/lab/files", tags=["lab"])
    def lab_files(request: Request) -> list[dict[str, Any]]:
        """The results files of the lab folder: ``name`` (the file's name), ``experiment``, ``games``
        (or ``problem`` for a file that is not one)."""
        folder = lab_folder(request.app)
        files = sorted(folder.glob(f"*{RESULTS_SUFFIX}")) if folder.is_dir() else []
        return [_summary(path) for path in files]

    @app.get("/lab/{name}", response_class=HTMLResponse, include_in_schema=False)
    def lab_report(name: str, request: Request, lang: str | None = None) -> HTMLResponse:
        """One results file's HTML report, with its plots, in the reader's language (or ``lang``)."""
        path = _results_file(request, name)
        language = report_language(request, lang)
        try:
            with ResultsStore(path, create=False) as store:
                page = html_report({**build_report(store), "results_file": name}, language)
        except BoardlabError as error:
            raise Unprocessable("lab-unreadable", name=name, detail=str(error).replace(str(path), name)) from None
        return HTMLResponse(page, headers=_language_headers(language))

    @app.get("/lab/{name}/json")
    def lab_report_json(name: str, request: Request) -> dict[str, Any]:
        """One results file's report as JSON (the document of ``boardlab lab report --json``, the
        results file named, not its path)."""
        path = _results_file(request, name)
        try:
            with ResultsStore(path, create=False) as store:
                return {**build_report(store), "results_file": name}
        except BoardlabError as error:
            raise Unprocessable("lab-unreadable", name=name, detail=str(error).replace(str(path), name)) from None


def report_language(request: Request, asked: str | None) -> str:
    """The language of a report: ``asked`` (a link's ``?lang=``) when given, else the reader's."""
    if asked is None:
        return request_language(request)
    if asked not in LANGUAGES:
        raise Unprocessable("unknown-language", code=repr(asked[:16]), codes=", ".join(LANGUAGES))
    return asked


def _language_headers(language: str) -> dict[str, str]:
    """A report's headers: its language, and that it varies with the reader's."""
    return {"Content-Language": language, "Vary": "Accept-Language, Cookie"}


class _Reports:
    """The last few experiment reports drawn, by (id, status, games done, language)."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, str, int, str], str] = {}
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str, int, str], draw: Callable[[], str]) -> str:
        with self._lock:
            found = self._kept.get(key)
        if found is None:
            found = draw()
            with self._lock:
                while len(self._kept) >= REPORT_CACHE:
                    self._kept.pop(next(iter(self._kept)))
                self._kept[key] = found
        return found


def lab_routes(app: FastAPI, runs: LabRuns, queue: LabQueue, accounts: Accounts,
               catalog: Callable[[], dict[str, Any]], limited: Callable[[str], Callable[[Request], None]],
               web_dir: Path) -> None:
    """The ``/lab`` pages and the experiments' API (and the results files' routes)."""
    reports = _Reports()

    def viewer(request: Request) -> int | None:
        found = session_of(accounts, request)
        return found[0].id if found else None

    def designer(request: Request) -> User:
        found = session_of(accounts, request)
        if found is None:
            raise AccountError("lab-log-in", 401)
        user, csrf = found
        if not csrf_matches(csrf, request.headers.get(CSRF_HEADER)):
            raise AccountError("csrf-session", 403, header=CSRF_HEADER)
        return user

    @app.get("/lab", include_in_schema=False)
    def lab_page(request: Request) -> Response:
        return page_response(request, (web_dir / "lab.html").read_text("utf-8"))

    @app.get("/lab/experiments/{experiment_id}", include_in_schema=False)
    def experiment_page(experiment_id: str, request: Request) -> Response:
        return page_response(request, (web_dir / "lab_experiment.html").read_text("utf-8"))

    @app.get("/api/lab/form", tags=["lab"])
    def form() -> dict[str, Any]:
        """What the experiment form offers: every game with its options (as ``/api/registry``),
        the agents, and the caps of an experiment and of an account."""
        return {"games": catalog()["games"], "agents": list(LAB_AGENTS), "caps": runs.caps.as_json()}

    @app.post("/api/lab/experiments", status_code=201, tags=["lab"], dependencies=[Depends(limited("create"))])
    def start(body: ExperimentForm, user: User = Depends(designer)) -> dict[str, Any]:
        """Start an experiment (an account and its CSRF header): 422 naming what is wrong with it,
        429 when the account is at its cap of experiments waiting or of games in 24 hours."""
        created = runs.create(user, body)
        queue.submit(created["id"], user.id)
        return created

    @app.get("/api/lab/experiments", tags=["lab"])
    def listing(request: Request, mine: bool = False) -> list[dict[str, Any]]:
        """The finished experiments of everyone, newest first; ``mine=true``: your own, in every state."""
        who = viewer(request)
        if mine and who is None:
            raise AccountError("lab-log-in-mine", 401)
        return runs.listing(who, mine=mine)

    @app.get("/api/lab/experiments/{experiment_id}", tags=["lab"])
    def progress(experiment_id: str, request: Request) -> dict[str, Any]:
        """An experiment: its state (``queued``, ``running``, ``done``, ``cancelled``, ``failed``),
        ``games_done`` of ``games_total``, the running ``summary`` and any ``error``. The owner
        sees it in every state, anyone once it is done (404 otherwise)."""
        return runs.view(experiment_id, viewer(request))

    @app.post("/api/lab/experiments/{experiment_id}/cancel", tags=["lab"])
    def cancel(experiment_id: str, user: User = Depends(designer)) -> dict[str, Any]:
        """Cancel your queued or running experiment: it stops after the game it is playing and
        keeps its games (403 for another's, 409 once it ended)."""
        return runs.cancel(experiment_id, user)

    @app.get("/api/lab/experiments/{experiment_id}/report", tags=["lab"])
    def report(experiment_id: str, request: Request) -> dict[str, Any]:
        """The lab's JSON report of the experiment's games so far (docs/lab.md, *Reports*)."""
        return runs.report(experiment_id, viewer(request))

    @app.get("/api/lab/experiments/{experiment_id}/report.html", tags=["lab"], response_class=HTMLResponse)
    def report_html(experiment_id: str, request: Request, lang: str | None = None) -> HTMLResponse:
        """The report's HTML (tables and plots, no page around it: the lab page embeds it) in the
        reader's language, or in ``lang`` (one of ``GET /api/language``'s codes)."""
        who = viewer(request)
        language = report_language(request, lang)
        row = runs.visible(experiment_id, who)
        key = (row.id, row.status, row.games_done, language)
        body = reports.get(key, lambda: html_report_body(runs.report(experiment_id, who), language))
        return HTMLResponse(body, headers=_language_headers(language))

    _file_routes(app)   # after /lab/experiments/{id}, which /lab/{name}/json must not catch


__all__ = ["default_lab_dir", "lab_folder", "lab_routes"]
