"""The first minute of a fresh install: how soon ``boardlab serve`` gives its first computer
reply, first hint and first analysis in each game, and how long ``boardlab --version`` and
``--help`` take to start.

``python benchmarks/first_reply.py [--runs 3] [--clone DIR] [--python PYTHON]``

- a **fresh clone** of this checkout's commit (``git clone``) in a temporary folder, unless
  ``--clone`` names one;
- a **fresh virtual environment** with the clone installed (``python -m venv`` and
  ``pip install``: needs the package index), unless ``--python`` names an interpreter that
  has the dependencies already (the clone's ``src`` is then put first on its path);
- for every run an **empty numba cache** (``NUMBA_CACHE_DIR`` set to a new folder: every
  compiled engine compiles from nothing) and a new SQLite database; ``boardlab serve`` starts
  as a user would start it (computer players in a worker process);
- in each game, one after the other from the server's start: a game against ``easy`` and one
  against ``medium`` (the person moves first; the time from the move to the computer's reply),
  then a hint and an analysis of the position (the time of the request), each with whether the
  page said "warming up" then;
- then ``benchmarks/cli_start.py`` of the clone, run by the same interpreter.

It prints each figure's median over the runs, and the machine's load (``uptime``) before and
after. The issue's promise: every first reply, hint and analysis within 3 s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import httpx

HERE = Path(__file__).resolve().parent.parent
GAMES = ("c1", "axiom", "ccc", "cubes", "comet")
LEVELS = ("easy", "medium")
PROMISE = 3.0


def fresh_clone(into: Path) -> Path:
    """A clone of this checkout's current commit in ``into``."""
    commit = subprocess.run(["git", "-C", str(HERE), "rev-parse", "HEAD"], check=True, capture_output=True,
                            text=True).stdout.strip()
    clone = into / "clone"
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(HERE), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", commit], check=True)
    return clone


def fresh_venv(into: Path, clone: Path) -> Path:
    """A new virtual environment in ``into`` with the clone installed; its interpreter."""
    venv = into / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(clone)], check=True)
    return python


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``boardlab serve`` of the clone with an empty numba cache and a new database."""

    def __init__(self, python: Path, clone: Path, folder: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        environment = {**os.environ, "NUMBA_CACHE_DIR": str(folder / "numba"),
                       "PYTHONPATH": f"{clone / 'src'}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
        self.log = (folder / "serve.log").open("wb")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [str(python), "-m", "boardlab.cli", "serve", "--port", str(self.port), "--db", str(folder / "games.db"),
             "--log-level", "warning", "--lab-dir", str(folder / "lab")],
            stdout=self.log, stderr=subprocess.STDOUT, env=environment, start_new_session=True)

    def since_start(self) -> float:
        return time.monotonic() - self.started

    def wait_until_up(self, client: httpx.Client, timeout: float = 120.0) -> float:
        """Seconds from the start until the server answers."""
        while self.since_start() < timeout:
            if self.process.poll() is not None:
                raise RuntimeError("the server stopped at start-up")
            try:
                if client.get("/api/registry").status_code == 200:
                    return self.since_start()
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"the server did not answer within {timeout} s")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.log.close()


def first_reply(client: httpx.Client, game: str, level: str,
                timeout: float = 180.0) -> tuple[float, bool, dict[str, Any], str]:
    """A new game against ``level`` (the person moves first): the seconds from the person's move
    to the computer's reply, whether the page said "warming up" meanwhile, the view after and
    the person's seat token."""
    seats = client.get(f"/api/registry/{game}").json()["seats"]
    probe = client.post("/api/games", json={"game": game})   # between people: who moves first
    probe.raise_for_status()
    first = probe.json()["view"]["to_move"]
    created = client.post("/api/games", json={"game": game, **{seat: level for seat in seats if seat != first}})
    created.raise_for_status()
    body = created.json()
    game_id, token = body["id"], body["seats"][first]["token"]
    view = body["view"]
    while view["to_move"] != first and not view["is_over"]:   # a game whose first mover is drawn (Cubes)
        time.sleep(0.05)
        view = client.get(f"/api/games/{game_id}").json()
    moved_at = time.monotonic()
    after = client.post(f"/api/games/{game_id}/moves", json={"move": view["legal_moves"][0], "ply": view["ply"]},
                        headers={"Authorization": f"Bearer {token}"})
    if after.is_error:
        raise RuntimeError(f"{game}: the first move was refused: {after.status_code} {after.text}")
    step = after.json()["step"]
    warming = bool(after.json().get("warming_up"))
    while time.monotonic() - moved_at < timeout:
        view = client.get(f"/api/games/{game_id}").json()
        if view["step"] > step or view["is_over"]:
            return time.monotonic() - moved_at, warming, view, token
        warming = warming or bool(view.get("warming_up"))
        time.sleep(0.02)
    raise RuntimeError(f"no reply in {game} within {timeout} s")


def timed(call: Any) -> tuple[float, httpx.Response]:
    began = time.monotonic()
    answer = call()
    return time.monotonic() - began, answer


def answered(seconds: float, answer: httpx.Response) -> float:
    """``seconds``, or infinity (said on the output) for a request that was not answered 200."""
    if answer.status_code == 200:
        return seconds
    print(f"  {answer.request.method} {answer.request.url.path}: {answer.status_code} {answer.text[:200]}", flush=True)
    return float("inf")


def one_run(python: Path, clone: Path, folder: Path, games: list[str]) -> dict[str, float]:
    """One cold start; ``{figure: seconds}`` (a failed request counts as infinity)."""
    figures: dict[str, float] = {}
    server = Server(python, clone, folder)
    try:
        with httpx.Client(base_url=server.url, timeout=120) as client:
            figures["server answers (s after start)"] = server.wait_until_up(client)
            for game in games:
                played = []
                for level in LEVELS:
                    seconds, warming, view, token = first_reply(client, game, level)
                    figures[f"{game} {level} reply"] = seconds
                    figures[f"{game} {level} reply warming"] = float(warming)
                    played.append((view["id"], token))
                if not view["is_over"]:
                    seconds, answer = timed(lambda: client.get(f"/api/games/{view['id']}/hint"))
                    figures[f"{game} hint"] = answered(seconds, answer)
                seconds, answer = timed(lambda: client.post("/api/analyse", json={"game": game,
                                                                                  "moves": view["steps"][:1]}))
                figures[f"{game} analysis"] = answered(seconds, answer)
                figures[f"{game} analysis depth"] = float(answer.json().get("depth", 0)) if answer.is_success else 0
                for game_id, token in played:   # a client may have 4 games against the computer at once
                    client.post(f"/api/games/{game_id}/resign", headers={"Authorization": f"Bearer {token}"})
            figures["all done (s after start)"] = server.since_start()
    finally:
        server.stop()
    return figures


def cli_start(python: Path, clone: Path, runs: int) -> str:
    """The output of the clone's ``benchmarks/cli_start.py`` run by ``python``."""
    return subprocess.run([str(python), str(clone / "benchmarks" / "cli_start.py"), "--runs", str(runs)],
                          check=True, capture_output=True, text=True).stdout


def uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "uptime unavailable"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="cold starts (default 3)")
    parser.add_argument("--clone", type=Path, help="a clone to use (default: a fresh clone of this commit)")
    parser.add_argument("--python", type=Path, help="an interpreter with the dependencies (default: a fresh venv)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES, help="the games (default: all)")
    parser.add_argument("--cli-runs", type=int, default=5, help="runs of each command line of cli_start.py")
    arguments = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="boardlab-first-reply-"))
    try:
        clone = arguments.clone or fresh_clone(work)
        python = arguments.python or fresh_venv(work, clone)
        print(f"clone {clone}, interpreter {python}; load before: {uptime()}", flush=True)
        results: dict[str, list[float]] = defaultdict(list)
        for run in range(arguments.runs):
            folder = work / f"run{run}"
            folder.mkdir()
            for figure, value in one_run(python, clone, folder, arguments.games).items():
                results[figure].append(value)
            print(f"run {run + 1} of {arguments.runs} done; load: {uptime()}", flush=True)
        print(f"\n{'figure (median of ' + str(arguments.runs) + ' cold starts)':<44} {'seconds':>8}")
        for figure, values in results.items():
            median = statistics.median(values)
            if figure.endswith("warming"):
                print(f"{figure:<44} {sum(values):>5.0f} of {len(values)}")
                continue
            promise = "" if "after start" in figure or figure.endswith("depth") else \
                ("  ok" if median <= PROMISE else f"  OVER {PROMISE:g} s")
            print(f"{figure:<44} {median:>8.2f}{promise}   (all: {', '.join(f'{v:.2f}' for v in values)})")
        started = cli_start(python, clone, arguments.cli_runs)
        print(f"\nboardlab's start (benchmarks/cli_start.py of the clone):\n{started}")
        print(f"load after: {uptime()}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
