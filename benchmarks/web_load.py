"""Load benchmark of the web app: many simultaneous games, each moving every few seconds.

The server runs as its own process (``boardlab serve`` on a fresh SQLite file, unless ``--url``
names a running one); this script is the clients. Each game is a same-screen C1 game whose
client plays a random legal move every ``--interval`` seconds (jittered by +-50 %), using the
game JSON each move answers with. Meanwhile ``--watchers`` WebSocket clients (500 by default)
follow the games as spectators do, spread evenly over them, and count the updates they receive.
Afterwards every acknowledged move is checked against what the server stored.

    python benchmarks/web_load.py                     # 200 games, one move each 2 s, 60 s
    python benchmarks/web_load.py --duration 10       # a quick look
    python benchmarks/web_load.py --ramp 100,200,300  # the highest rate (moves/s) with p99 < 100 ms
    python benchmarks/web_load.py --kill              # then kill -9 the server, restart it, check the clocks

Every game is timed (``--time-control``, 10 minutes + 5 s a turn by default), so the server keeps
200 clocks running. With ``--kill`` the server is killed with SIGKILL right after the run (no
shutdown, no last heartbeat), left down for a while, and started again on the same database:
every acknowledged move must be stored, and every clock must read as the last acknowledged
answer left it (the waiting seat exactly; the running seat charged at most its time before the
kill plus one heartbeat, never the downtime).

Prints the move latency (p50, p99, max), the errors, the updates the watchers received and the
check of stored moves.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

from boardlab.cli.serve import GC_THRESHOLDS

SERVE = "from boardlab.cli import main; main()"
TARGET_P99_MS = 50.0
RAMP_P99_MS = 100.0
SLOW_S = 0.05


@dataclass
class Played:
    """One game driven by the benchmark: its tokens, last known view and acknowledged steps."""

    id: str
    tokens: dict[str, str]
    view: dict[str, Any]
    acknowledged: list[str] = field(default_factory=list)


@dataclass
class Stage:
    """What one run measured."""

    rate: float
    seconds: float
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    began: float = field(default_factory=time.perf_counter)
    slow_at: list[float] = field(default_factory=list)   # when (s into the stage) each move over 50 ms began

    def percentile(self, share: float) -> float:
        ordered = sorted(self.latencies)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    def slow_seconds(self) -> str:
        """How many slow moves began in each second of the run: bursts point at pauses."""
        counts = Counter(int(at) for at in self.slow_at)
        return ", ".join(f"{second} s: {count}" for second, count in sorted(counts.items()))

    def summary(self) -> str:
        done = len(self.latencies)
        achieved = done / self.seconds if self.seconds else 0.0
        mean = statistics.fmean(self.latencies) * 1000 if done else float("nan")
        return (f"target {self.rate:6.1f} moves/s, achieved {achieved:6.1f}: {done} moves, p50 {self.percentile(0.5):6.1f} ms, "
                f"p99 {self.percentile(0.99):6.1f} ms, max {self.percentile(1.0):6.1f} ms, mean {mean:5.1f} ms, "
                f"errors {len(self.errors)}")


class Connection:
    """A lean keep-alive HTTP/1.1 connection, so that the clients cost little CPU next to the server.

    (httpx costs about as much CPU per request as the server; on a small machine it would be
    measuring itself.)
    """

    def __init__(self, url: str) -> None:
        address = url.split("://", 1)[1].rstrip("/")
        host, _, port = address.partition(":")
        self.host, self.port = host, int(port or 80)
        self._streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def post_json(self, path: str, data: Any, token: str) -> tuple[int, bytes]:
        """POST ``data`` as JSON; the status and the body of the answer."""
        body = json.dumps(data).encode()
        head = (f"POST {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nContent-Type: application/json\r\n"
                f"Authorization: Bearer {token}\r\nContent-Length: {len(body)}\r\n\r\n").encode()
        if self._streams is None:
            self._streams = await asyncio.open_connection(self.host, self.port)
        reader, writer = self._streams
        try:
            writer.write(head + body)
            await writer.drain()
            return await self._answer(reader)
        except (OSError, asyncio.IncompleteReadError, ValueError):
            self.close()
            raise

    @staticmethod
    async def _answer(reader: asyncio.StreamReader) -> tuple[int, bytes]:
        lines = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = dict(line.split(":", 1) for line in lines[1:] if ":" in line)
        length = next((int(v) for k, v in headers.items() if k.strip().lower() == "content-length"), None)
        if length is None:
            raise ValueError("the answer has no Content-Length")
        return status, await reader.readexactly(length)

    def close(self) -> None:
        if self._streams is not None:
            self._streams[1].close()
            self._streams = None


def start_server(database: str) -> tuple[subprocess.Popen[bytes], str]:
    """``boardlab serve`` on a free port in a new process group; returns it and its URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-c", SERVE, "serve", "--port", str(port), "--db", database, "--log-level", "warning"]
    process = subprocess.Popen(command, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/api/registry", timeout=2).status_code == 200:
                return process, url
        except httpx.HTTPError:
            time.sleep(0.2)
    stop_server(process)
    raise SystemExit("the server did not start")


def stop_server(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=15)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(process.pid, signal.SIGKILL)


async def new_game(client: httpx.AsyncClient, time_control: str | None) -> Played:
    answer = await client.post("/api/games", json={"game": "c1", "time_control": time_control})
    answer.raise_for_status()
    created = answer.json()
    tokens = {seat: link["token"] for seat, link in created["seats"].items()}
    return Played(created["id"], tokens, created["view"])


async def drive(client: httpx.AsyncClient, slot: int, games: list[Played], stage: Stage, interval: float,
                until: float, chooser: random.Random) -> None:
    """Move in game ``games[slot]`` every ``interval`` s (jittered) until ``until``; start anew when it ends."""
    connection = Connection(str(client.base_url))
    await asyncio.sleep(chooser.uniform(0, interval))
    while time.monotonic() < until:
        game = games[slot]
        if game.view["is_over"]:
            games.append(game)                     # keep it for the final check
            games[slot] = await new_game(client, game.view["clock"] and game.view["clock"]["text"])
            continue
        move = chooser.choice(game.view["legal_moves"])
        token = game.tokens[game.view["to_move"]]
        started = time.perf_counter()
        try:
            status, body = await connection.post_json(f"/api/games/{game.id}/moves",
                                                      {"move": move, "ply": game.view["ply"]}, token)
            elapsed = time.perf_counter() - started
            if status == 200:
                stage.latencies.append(elapsed)
                if elapsed > SLOW_S:
                    stage.slow_at.append(started - stage.began)
                game.acknowledged.append(move)
                game.view = json.loads(body)
            else:
                stage.errors.append(f"{status} {body[:120]!r}")
        except (OSError, asyncio.IncompleteReadError, ValueError) as error:
            stage.errors.append(f"{type(error).__name__}: {error}")
        await asyncio.sleep(interval * chooser.uniform(0.5, 1.5))
    connection.close()


@dataclass
class Watching:
    """What the WebSocket watchers saw: updates received, and connections that failed or dropped."""

    updates: int = 0
    errors: list[str] = field(default_factory=list)

    def summary(self, watchers: int) -> str:
        return f"watchers {watchers}: {self.updates} updates received, {len(self.errors)} connection errors"


async def watch(url: str, path: str, until: float, seen: Watching) -> None:
    """Follow one WebSocket (``path`` on the server at ``url``) until ``until``, counting updates."""
    address = url.replace("http://", "ws://", 1) + path
    try:
        async with websockets.connect(address, max_size=None, open_timeout=30) as socket_:
            while (left := until - time.monotonic()) > 0:
                try:
                    await asyncio.wait_for(socket_.recv(), timeout=left)
                except TimeoutError:
                    break
                seen.updates += 1
    except (OSError, websockets.WebSocketException) as error:
        seen.errors.append(f"{path}: {type(error).__name__}: {error}")


def watcher_paths(games: list[Played], watchers: int) -> list[str]:
    """``watchers`` WebSocket paths spread evenly over ``games``."""
    return [f"/api/games/{games[number % len(games)].id}/ws" for number in range(watchers)]


async def run_stage(client: httpx.AsyncClient, games: list[Played], rate: float, seconds: float, seed: int) -> Stage:
    """Drive every game at a total of ``rate`` moves per second for ``seconds``."""
    slots = len([g for g in games if not g.view["is_over"]]) or len(games)
    interval = slots / rate
    stage = Stage(rate, seconds)
    until = time.monotonic() + seconds
    chooser = random.Random(seed)
    tasks = [drive(client, slot, games, stage, interval, until, random.Random(chooser.random())) for slot in range(slots)]
    await asyncio.gather(*tasks)
    return stage


async def check_stored(client: httpx.AsyncClient, games: list[Played]) -> list[str]:
    """Every game's stored steps must be exactly the moves the server acknowledged."""
    problems = []
    for game in games:
        stored = (await client.get(f"/api/games/{game.id}")).json()["steps"]
        if stored != game.acknowledged:
            problems.append(f"game {game.id}: {len(game.acknowledged)} acknowledged, {len(stored)} stored, or different")
    return problems


def quiet_collector() -> None:
    """Keep the garbage collector's pauses out of the clients (they would count as the server's
    latency), as ``boardlab serve`` does once it is warm."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


async def benchmark(url: str, args: argparse.Namespace) -> tuple[int, list[Played]]:
    limits = httpx.Limits(max_connections=args.games + 10, max_keepalive_connections=args.games + 10)
    async with httpx.AsyncClient(base_url=url, timeout=30, limits=limits) as client:
        if args.settle:
            print(f"letting the server settle for {args.settle:.0f} s (its start-up warm-up)", flush=True)
            await asyncio.sleep(args.settle)
        games = [await new_game(client, args.time_control) for _ in range(args.games)]
        rates = [float(r) for r in args.ramp.split(",")] if args.ramp else [args.games / args.interval]
        seconds = args.stage_seconds if args.ramp else args.duration
        stages = []
        seen = Watching()
        until = time.monotonic() + seconds * len(rates) + 5
        watching = [asyncio.create_task(watch(url, path, until, seen)) for path in watcher_paths(games, args.watchers)]
        await asyncio.sleep(2)                       # let the watchers connect before the clock starts
        quiet_collector()
        for number, rate in enumerate(rates):
            stage = await run_stage(client, games, rate, seconds, args.seed + number)
            stages.append(stage)
            print(stage.summary(), flush=True)
            if stage.slow_at:
                print("   moves over 50 ms by second of the run:", stage.slow_seconds())
            for error in stage.errors[:5]:
                print("   error:", error)
        await asyncio.gather(*watching)
        problems = await check_stored(client, games)
    print(seen.summary(args.watchers))
    for error in seen.errors[:5]:
        print("   watcher error:", error)
    print(f"stored-move check: {len(games)} games, {sum(len(g.acknowledged) for g in games)} acknowledged moves, "
          f"{'all stored' if not problems else f'{len(problems)} games differ'}")
    for problem in problems[:10]:
        print("   ", problem)
    if args.ramp:
        good = [s for s in stages if s.percentile(0.99) < RAMP_P99_MS and not s.errors]
        best = max((len(s.latencies) / s.seconds for s in good), default=0.0)
        print(f"highest sustained rate with p99 < {RAMP_P99_MS:.0f} ms and no errors: {best:.1f} moves/s")
        return (0 if not problems else 1), games
    stage = stages[0]
    ok = stage.percentile(0.99) < TARGET_P99_MS and not stage.errors and not seen.errors and not problems
    print(f"target (p99 < {TARGET_P99_MS:.0f} ms, no errors, nothing lost): {'met' if ok else 'NOT met'}")
    return (0 if ok else 1), games


async def check_clocks_after_kill(url: str, games: list[Played], killed_at_ms: float, heartbeat_ms: float) -> list[str]:
    """After a kill -9 and a restart: each game's moves are stored and its clocks read as the
    last acknowledged answer left them, the downtime charged to nobody."""
    problems = []
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        for game in games:
            view = (await client.get(f"/api/games/{game.id}")).json()
            if view["steps"] != game.acknowledged:
                problems.append(f"game {game.id}: {len(game.acknowledged)} acknowledged, {len(view['steps'])} stored")
            before, after = game.view["clock"], view["clock"]
            if before is None or game.view["is_over"]:
                continue
            running = before["running"]
            for seat, left in before["remaining_ms"].items():
                now_left = after["remaining_ms"][seat]
                if seat != running and now_left != left:
                    problems.append(f"game {game.id}: {seat}'s clock {left} ms acknowledged, {now_left} ms after restart")
            if running is not None:
                allowed = killed_at_ms - before["server_time"] + heartbeat_ms + 2000
                charged = before["remaining_ms"][running] - after["remaining_ms"][running]
                if charged > allowed:
                    problems.append(f"game {game.id}: {running} charged {charged:.0f} ms, at most {allowed:.0f} allowed")
    return problems


async def run_and_kill(database: str, args: argparse.Namespace) -> int:
    """The load run, then kill -9, a pause longer than a heartbeat, a restart and the checks."""
    from boardlab.server.timekeeper import HEARTBEAT_SECONDS

    process, url = start_server(database)
    try:
        code, games = await benchmark(url, args)
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    killed_at_ms = time.time() * 1000
    print(f"server killed with SIGKILL; down for {args.downtime:.0f} s")
    await asyncio.sleep(args.downtime)
    process, url = start_server(database)
    try:
        problems = await check_clocks_after_kill(url, games, killed_at_ms, HEARTBEAT_SECONDS * 1000)
    finally:
        stop_server(process)
    timed = sum(1 for g in games if g.view["clock"] is not None and not g.view["is_over"])
    print(f"after kill -9 and restart: {len(games)} games, {sum(len(g.acknowledged) for g in games)} acknowledged "
          f"moves, {timed} clocks running: {'all moves and clocks kept' if not problems else f'{len(problems)} problems'}")
    for problem in problems[:10]:
        print("   ", problem)
    return 1 if problems or code else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="benchmark a running server instead of starting one")
    parser.add_argument("--games", type=int, default=200, help="simultaneous games (default 200)")
    parser.add_argument("--watchers", type=int, default=500, help="WebSocket watchers of the games (default 500)")
    parser.add_argument("--interval", type=float, default=2.0, help="seconds between a game's moves (default 2)")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds to run (default 60)")
    parser.add_argument("--ramp", help="comma-separated total rates (moves/s) to try in turn, e.g. 100,200,400")
    parser.add_argument("--stage-seconds", type=float, default=15.0, help="seconds per ramp rate (default 15)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-control", default="10+5", help="each game's time control ('none': untimed)")
    parser.add_argument("--settle", type=float, default=20.0,
                        help="seconds to wait after the server answers before the run (its warm-up)")
    parser.add_argument("--kill", action="store_true", help="kill -9 the server after the run and check what it kept")
    parser.add_argument("--downtime", type=float, default=8.0, help="seconds the killed server stays down (default 8)")
    args = parser.parse_args()
    if args.time_control == "none":
        args.time_control = None
    if args.url:
        return asyncio.run(benchmark(args.url, args))[0]
    with tempfile.TemporaryDirectory() as folder:
        database = f"sqlite:///{Path(folder) / 'load.sqlite3'}"
        if args.kill:
            return asyncio.run(run_and_kill(database, args))
        process, url = start_server(database)
        try:
            return asyncio.run(benchmark(url, args))[0]
        finally:
            stop_server(process)


if __name__ == "__main__":
    sys.exit(main())
