"""The web app's read-only ``/lab`` pages: the lab results files in a folder and their reports.

The folder is ``app.state.lab_dir`` (``boardlab serve --lab-dir DIR``), by default a ``lab``
folder in the user's data directory. ``/lab`` lists the results files (``*.lab.sqlite``) with
their experiment and number of games; ``/lab/NAME`` shows the HTML report of one (as
``boardlab lab report --html`` writes it, read afresh, so a run in progress shows its games so
far) and ``/lab/NAME/json`` the JSON report.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse
from platformdirs import user_data_dir

from boardlab.core.errors import BoardlabError
from boardlab.lab.report import STYLE, build_report, html_report
from boardlab.lab.store import RESULTS_SUFFIX, ResultsStore

router = APIRouter(tags=["lab"])


def default_lab_dir() -> Path:
    """The ``lab`` folder in the user's data directory."""
    return Path(user_data_dir("boardlab", appauthor=False)) / "lab"


def lab_dir(request: Request) -> Path:
    """The folder of results files this app shows."""
    folder = getattr(request.app.state, "lab_dir", None)
    return Path(folder) if folder else default_lab_dir()


def _results_file(request: Request, name: str) -> Path:
    """The results file ``name`` in the lab folder; 404 for anything else (no paths, no other files)."""
    folder = lab_dir(request)
    path = folder / name
    if Path(name).name != name or not name.endswith(RESULTS_SUFFIX) or not path.is_file():
        raise HTTPException(404, f"no lab results file {name!r} in {folder}")
    return path


def _summary(path: Path) -> dict[str, Any]:
    try:
        with ResultsStore(path, create=False) as store:
            return {"name": path.name, "experiment": store.meta().get("name", path.stem), "games": store.count()}
    except BoardlabError as error:
        return {"name": path.name, "problem": str(error)}


@router.get("/lab", response_class=HTMLResponse, include_in_schema=False)
def lab_index(request: Request) -> HTMLResponse:
    """The results files of the lab folder, each linking to its report."""
    folder = lab_dir(request)
    files = sorted(folder.glob(f"*{RESULTS_SUFFIX}")) if folder.is_dir() else []
    rows = []
    for summary in map(_summary, files):
        name = html.escape(summary["name"])
        if "problem" in summary:
            rows.append(f"<tr><td>{name}</td><td colspan=2>{html.escape(summary['problem'])}</td></tr>")
        else:
            rows.append(f'<tr><td><a href="/lab/{name}">{html.escape(summary["experiment"])}</a></td>'
                        f"<td>{summary['games']}</td><td>{name}</td></tr>")
    body = ("<table><thead><tr><th>experiment</th><th>games</th><th>file</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>") if rows else (
        f"<p>No lab results in {html.escape(str(folder))} yet: run <code>boardlab lab run FILE --out "
        f"{html.escape(str(folder))}/NAME{RESULTS_SUFFIX}</code>.</p>")
    page = (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>boardlab lab</title>'
            f"<style>{STYLE}</style></head><body><h1>Lab results</h1>{body}"
            '<p><a href="/">back to the games</a></p></body></html>\n')
    return HTMLResponse(page)


@router.get("/lab/{name}", response_class=HTMLResponse, include_in_schema=False)
def lab_report(name: str, request: Request) -> HTMLResponse:
    """One results file's HTML report, with its plots."""
    path = _results_file(request, name)
    try:
        with ResultsStore(path, create=False) as store:
            page = html_report(build_report(store))
    except BoardlabError as error:
        raise HTTPException(422, str(error)) from None
    return HTMLResponse(page)


@router.get("/lab/{name}/json")
def lab_report_json(name: str, request: Request) -> dict[str, Any]:
    """One results file's report as JSON (the document of ``boardlab lab report --json``)."""
    path = _results_file(request, name)
    try:
        with ResultsStore(path, create=False) as store:
            return build_report(store)
    except BoardlabError as error:
        raise HTTPException(422, str(error)) from None
