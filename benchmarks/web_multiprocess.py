"""Load benchmark across processes: 3 ``boardlab serve`` + 2 ``boardlab worker`` on one PostgreSQL,
with kill -9 of a web process, of the clock keeper's holder and of a worker during the load.

Everything runs on loopback: a private PostgreSQL cluster (Debian's binaries, in a temporary
folder, removed afterwards), the web processes (``--workers 0``: computer moves go to the
workers) and the workers. The clients are this script:

- ``--games`` timed C1 games between two people, each moving every ``--interval`` seconds
  (jittered), every move sent to a process chosen at random (any process takes any request);
  a move refused because its process died is sent again to another one;
- ``--computer-games`` games against the ``random`` computer player: a move, then the reply
  (from a worker), then the next move; the reply's latency is measured;
- ``--watchers`` WebSocket clients spread over the games and the processes; a watcher whose
  process dies reconnects to another at once. Each counts the versions it received.

At 1/4, 1/2 and 3/4 of ``--duration`` one process is killed with SIGKILL and started again 3 s
later (as a process manager would): a web process that does not keep the clocks, then the one
that does, then a worker. At the end: every acknowledged move must be stored, in order; every
computer game must have its reply; every watcher must have seen its game's final version; every
timed game's clock must be as stored (the keeper, whoever it is, flags nobody wrongly).

    python benchmarks/web_multiprocess.py                           # 200 games, 100 moves/s, 500 watchers, 60 s
    python benchmarks/web_multiprocess.py --games 60 --interval 2 --watchers 150 --duration 40
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

SERVE = "from boardlab.cli import main; main()"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Postgres:
    """A throwaway PostgreSQL cluster on a free port (as the 'postgres' user when run as root)."""

    def __init__(self) -> None:
        binaries = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
        if not binaries:
            raise SystemExit("needs Debian's PostgreSQL server binaries (apt-get install postgresql)")
        self.bin = Path(binaries[-1])
        self.folder = Path(tempfile.mkdtemp(prefix="boardlab-bench-pg-"))
        self.port = free_port()
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")

    def _run(self, *args: object) -> None:
        command = [str(a) for a in args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120)

    def start(self) -> str:
        data = self.folder / "data"
        self._run(self.bin / "initdb", "-D", data, "-A", "trust", "-U", "postgres")
        self._run(self.bin / "pg_ctl", "-D", data, "-w", "-l", self.folder / "log", "-o",
                  f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c max_connections=300", "start")
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def stop(self) -> None:
        self._run(self.bin / "pg_ctl", "-D", self.folder / "data", "-m", "immediate", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


@dataclass
class Process:
    """A ``boardlab serve`` (``port`` set) or ``boardlab worker`` child process."""

    args: list[str]
    port: int | None = None
    popen: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Process:
        self.popen = subprocess.Popen([sys.executable, "-c", SERVE, *self.args], start_new_session=True,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if self.port is not None:
            deadline = time.monotonic() + 90
            while time.monotonic() < deadline:
                try:
                    if httpx.get(self.url + "/api/registry", timeout=2).status_code == 200:
                        return self
                except httpx.HTTPError:
                    time.sleep(0.2)
            raise SystemExit(f"{self.args[0]} did not start")
        return self

    def kill(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait(timeout=10)

    def stop(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            os.killpg(self.popen.pid, signal.SIGTERM)
            try:
                self.popen.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


@dataclass
class Game:
    id: str
    tokens: dict[str, str]
    view: dict[str, Any]
    computer: bool = False
    acknowledged: list[str] = field(default_factory=list)


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    replies: list[float] = field(default_factory=list)
    retried: int = 0
    errors: list[str] = field(default_factory=list)
    updates: int = 0
    reconnects: int = 0
    seen: dict[str, int] = field(default_factory=dict)   # game id -> the highest version a watcher saw
    kills: list[str] = field(default_factory=list)


_CLIENTS: dict[str, httpx.AsyncClient] = {}


def client_of(web: Process) -> httpx.AsyncClient:
    """A keep-alive client per process (a new connection per request would measure the client)."""
    client = _CLIENTS.get(web.url)
    if client is None:
        client = _CLIENTS[web.url] = httpx.AsyncClient(base_url=web.url, timeout=10)
    return client


def drop_client(web: Process) -> None:
    """Forget a process's client after an error (its connections died with the process)."""
    _CLIENTS.pop(web.url, None)


def pct(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000 if ordered else float("nan")


async def send_move(webs: list[Process], game: Game, move: str, figures: Figures) -> dict[str, Any] | None:
    """Send a move to a random process, another one if that one is down; the answer's view."""
    token = game.tokens[game.view["to_move"]]
    for attempt in range(6):
        web = random.choice(webs)
        started = time.perf_counter()
        try:
            answer = await client_of(web).post(f"/api/games/{game.id}/moves", json={"move": move, "ply": game.view["ply"]},
                                               headers={"Authorization": f"Bearer {token}"})
        except httpx.HTTPError:
            drop_client(web)
            figures.retried += 1
            await asyncio.sleep(0.2)
            continue
        if answer.status_code == 200:
            figures.latencies.append(time.perf_counter() - started)
            view = answer.json()
            game.acknowledged = list(view["steps"])   # every step the server answered with must stay stored
            return view
        if answer.status_code == 409 and attempt:   # the first try may have been stored before its process died
            return await fresh_view(webs, game)
        figures.errors.append(f"{answer.status_code} {answer.text[:80]}")
        return await fresh_view(webs, game)
    figures.errors.append("no process answered")
    return None


async def fresh_view(webs: list[Process], game: Game) -> dict[str, Any] | None:
    """The game as stored, from any living process; what it stores counts as acknowledged (a
    move stored by a process that died before answering is kept, and so must stay)."""
    for _ in range(20):
        web = random.choice(webs)
        try:
            view = (await client_of(web).get(f"/api/games/{game.id}")).json()
        except httpx.HTTPError:
            drop_client(web)
            await asyncio.sleep(0.3)
            continue
        game.acknowledged = list(view["steps"])
        return view
    return None


async def drive(webs: list[Process], game: Game, interval: float, until: float, figures: Figures) -> None:
    await asyncio.sleep(random.uniform(0, interval))
    while time.monotonic() < until and not game.view["is_over"]:
        view = await send_move(webs, game, random.choice(game.view["legal_moves"]), figures)
        if view is not None:
            game.view = view
        await asyncio.sleep(interval * random.uniform(0.5, 1.5))


async def drive_computer(webs: list[Process], game: Game, until: float, figures: Figures) -> None:
    while time.monotonic() < until and not game.view["is_over"]:
        view = await send_move(webs, game, random.choice(game.view["legal_moves"]), figures)
        if view is None:
            continue
        started, ply = time.perf_counter(), view["ply"]
        while not view["is_over"] and view["to_move"] != "black" and time.monotonic() < until + 60:
            await asyncio.sleep(0.1)
            view = await fresh_view(webs, game) or view
        if view["ply"] > ply:
            figures.replies.append(time.perf_counter() - started)
        game.view = view
        await asyncio.sleep(0.5)


async def watch(webs: list[Process], game_id: str, until: float, figures: Figures) -> None:
    """Follow one game, reconnecting to another process whenever the connection drops."""
    while time.monotonic() < until + 20:
        web = random.choice(webs)
        try:
            async with websockets.connect(f"ws://127.0.0.1:{web.port}/api/games/{game_id}/ws",
                                          open_timeout=10, max_size=None) as socket_:
                while time.monotonic() < until + 20:
                    message = json.loads(await asyncio.wait_for(socket_.recv(), timeout=until + 20 - time.monotonic()))
                    if "version" in message:
                        figures.updates += 1
                        figures.seen[game_id] = max(figures.seen.get(game_id, 0), message["version"])
        except (OSError, websockets.WebSocketException, asyncio.TimeoutError):
            figures.reconnects += 1
            await asyncio.sleep(0.3)


def keeper_port(url: str, webs: list[Process]) -> Process | None:
    """The web process holding the clock keeper's lock."""
    import psycopg

    from boardlab.server.keeper import KEEPER_LOCK

    with psycopg.connect(url, autocommit=True) as connection:
        row = connection.execute(
            "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
            "WHERE l.locktype = 'advisory' AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = %s",
            (KEEPER_LOCK,)).fetchone()
    pid = int(row[0].rsplit(":", 1)[1]) if row else None
    return next((web for web in webs if web.popen is not None and web.popen.pid == pid), None)


async def killer(url: str, webs: list[Process], workers: list[Process], duration: float, figures: Figures) -> None:
    start = time.monotonic()
    for share, kind in ((0.25, "web"), (0.5, "keeper"), (0.75, "worker")):
        await asyncio.sleep(max(0.0, start + duration * share - time.monotonic()))
        keeper = await asyncio.to_thread(keeper_port, url, webs)
        victim = {"web": next(web for web in webs if web is not keeper), "keeper": keeper,
                  "worker": workers[0]}[kind]
        if victim is None:
            figures.kills.append(f"{kind}: none found")
            continue
        victim.kill()
        figures.kills.append(f"{kind} (pid {victim.popen.pid if victim.popen else '?'}) at {time.monotonic():.0f}")
        await asyncio.sleep(3)
        await asyncio.to_thread(victim.start)


async def run(args: argparse.Namespace, url: str, webs: list[Process], workers: list[Process]) -> Figures:
    figures = Figures()
    games: list[Game] = []
    async with httpx.AsyncClient(timeout=30) as client:
        for number in range(args.games + args.computer_games):
            computer = number >= args.games
            body = {"game": "c1", "time_control": args.time_control} if not computer else {"game": "c1", "white": "random"}
            # Each game against the computer from a browser of its own: one client may play only
            # a few at once (the fair-sharing cap, counted across the processes).
            browser = {"boardlab_client": f"{number:022d}"}    # the cookie a browser keeps (22 characters)
            creator = httpx.AsyncClient(timeout=30, cookies=browser) if computer else client
            answer = await creator.post(webs[number % len(webs)].url + "/api/games", json=body)
            if computer:
                await creator.aclose()
            if answer.status_code != 201:
                raise SystemExit(f"creating game {number} was refused: {answer.status_code} {answer.text}")
            created = answer.json()
            tokens = {seat: link["token"] for seat, link in created["seats"].items()}
            games.append(Game(created["id"], tokens, created["view"], computer))
    until = time.monotonic() + args.duration
    tasks = [drive(webs, game, args.interval, until, figures) for game in games if not game.computer]
    tasks += [drive_computer(webs, game, until, figures) for game in games if game.computer]
    tasks += [watch(webs, games[n % len(games)].id, until, figures) for n in range(args.watchers)]
    tasks.append(killer(url, webs, workers, args.duration, figures))
    await asyncio.gather(*tasks)
    await check(webs, games, args, figures)
    return figures


async def check(webs: list[Process], games: list[Game], args: argparse.Namespace, figures: Figures) -> None:
    lost, missing_replies, behind = 0, 0, 0
    async with httpx.AsyncClient(base_url=webs[0].url, timeout=30) as client:
        for game in games:
            stored = (await client.get(f"/api/games/{game.id}")).json()
            if stored["steps"][: len(game.acknowledged)] != game.acknowledged:
                lost += 1
            if game.computer:
                missing_replies += int(not stored["is_over"] and stored["to_move"] != "black")
            if game.id in figures.seen and figures.seen[game.id] < stored["version"]:
                behind += 1
    watched = len(figures.seen)
    print(f"check: games with a lost acknowledged move {lost}; computer games without their reply "
          f"{missing_replies}; watched games whose watchers missed the final version {behind} of {watched}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--computer-games", type=int, default=10)
    parser.add_argument("--interval", type=float, default=2.0, help="seconds between a game's moves (200/2 = 100 moves/s)")
    parser.add_argument("--watchers", type=int, default=500)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--time-control", default="10+5")
    args = parser.parse_args()
    postgres = Postgres()
    url = postgres.start()
    ports = [free_port() for _ in range(3)]
    webs = [Process(["serve", "--port", str(port), "--db", url, "--workers", "0", "--computers", "thread",
                     "--log-level", "warning", "--no-rate-limits"], port=port) for port in ports]
    workers = [Process(["worker", "--db", url]) for _ in range(2)]
    try:
        for process in [*webs, *workers]:
            process.start()
        began = time.monotonic()
        figures = asyncio.run(run(args, url, webs, workers))
        seconds = time.monotonic() - began
        print(f"{args.games} games + {args.computer_games} against the computer, {args.watchers} watchers, "
              f"{args.duration:.0f} s; 3 web processes, 2 workers")
        print(f"moves acknowledged {len(figures.latencies)} ({len(figures.latencies) / args.duration:.1f}/s): "
              f"p50 {pct(figures.latencies, 0.5):.1f} ms, p99 {pct(figures.latencies, 0.99):.1f} ms, "
              f"max {pct(figures.latencies, 1.0):.1f} ms; resent to another process {figures.retried}; "
              f"errors {len(figures.errors)} {sorted(set(figures.errors))[:3]}")
        print(f"computer replies {len(figures.replies)}: p50 {pct(figures.replies, 0.5):.0f} ms, "
              f"p99 {pct(figures.replies, 0.99):.0f} ms, max {pct(figures.replies, 1.0):.0f} ms")
        print(f"watchers: {figures.updates} updates, {figures.reconnects} reconnects; kills: {figures.kills}; "
              f"run {seconds:.0f} s")
        if figures.latencies:
            print(f"mean move latency {statistics.fmean(figures.latencies) * 1000:.1f} ms")
    finally:
        for process in [*webs, *workers]:
            process.stop()
        postgres.stop()


if __name__ == "__main__":
    main()
