"""Fairness benchmark of the web app: does one abusive client starve a normal user?

The server runs as its own process (``boardlab serve`` on a fresh SQLite file, loopback only);
this script is both clients. A **normal user** (a browser: it keeps its ``boardlab_client``
cookie) plays a same-screen C1 game, a move every ``--move-interval`` seconds, and a timed AXIOM
game against the computer at ``--level``, answering each computer move at once. It plays twice:
alone (quiet), then while an **abusive client** (another browser) starts ``--computer-games``
computer-vs-computer AXIOM games at the same level (and again every 10 s), asks for analyses
at its rate limit (``--analyses`` a second, 3 s each), creates ``--challenges`` lobby
challenges and makes ``--gets`` GET requests a second.

Prints the normal user's move latency (p50, p99, max) and computer-reply time (from the
acknowledgement of its move to the computer's answer on the game's WebSocket) in both phases,
what the abuser's requests got (status counts), and whether the targets are met: move p99
under abuse within 2x the quiet figure, computer-reply p99 within the quiet figure plus the
level's time cap. Bounded: every phase has a fixed length and the whole run a deadline.

    python benchmarks/web_fairness.py                      # 20 s settle, 30 s quiet, 30 s abuse
    python benchmarks/web_fairness.py --quiet 10 --abuse 10 --settle 5     # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from web_load import Connection, quiet_collector, start_server, stop_server  # noqa: E402

from boardlab.ai.agents import LEVELS  # noqa: E402


@dataclass
class Timings:
    """Latencies (seconds) of one kind, in one phase."""

    values: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def percentile(self, share: float) -> float:
        ordered = sorted(self.values)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    def summary(self) -> str:
        return (f"{len(self.values)} samples, p50 {self.percentile(0.5):7.1f} ms, p99 {self.percentile(0.99):7.1f} ms, "
                f"max {self.percentile(1.0):7.1f} ms, errors {len(self.errors)}")


@dataclass
class Phase:
    """What the normal user measured in one phase."""

    name: str
    moves: Timings = field(default_factory=Timings)
    replies: Timings = field(default_factory=Timings)
    lost_on_time: int = 0


# --- the normal user -------------------------------------------------------------------------


async def browser(url: str) -> httpx.AsyncClient:
    """An HTTP client that, like a browser, keeps the cookie the server gives it."""
    client = httpx.AsyncClient(base_url=url, timeout=30)
    (await client.get("/")).raise_for_status()
    if "boardlab_client" not in client.cookies:   # a server from before fair sharing: clients are addresses
        print("note: the server gives no boardlab_client cookie", flush=True)
    return client


async def play_moves(client: httpx.AsyncClient, phase: Phase, interval: float, until: float,
                     chooser: random.Random) -> None:
    """A same-screen C1 game, a random legal move every ``interval`` s (a new game when one ends)."""
    connection = Connection(str(client.base_url))
    created = (await client.post("/api/games", json={"game": "c1"})).json()
    while time.monotonic() < until:
        view = created["view"]
        if view["is_over"]:
            created = (await client.post("/api/games", json={"game": "c1"})).json()
            continue
        tokens = {seat: link["token"] for seat, link in created["seats"].items()}
        started = time.perf_counter()
        try:
            status, body = await connection.post_json(
                f"/api/games/{created['id']}/moves", {"move": chooser.choice(view["legal_moves"]), "ply": view["ply"]},
                tokens[view["to_move"]])
            if status == 200:
                phase.moves.values.append(time.perf_counter() - started)
                created["view"] = json.loads(body)
            else:
                phase.moves.errors.append(f"{status} {body[:100]!r}")
        except (OSError, asyncio.IncompleteReadError, ValueError) as error:
            phase.moves.errors.append(f"{type(error).__name__}: {error}")
        await asyncio.sleep(interval * chooser.uniform(0.5, 1.5))
    connection.close()


async def play_computer(client: httpx.AsyncClient, phase: Phase, level: str, until: float,
                        chooser: random.Random) -> None:
    """Timed AXIOM games against the computer at ``level``: answer each computer move at once,
    timing each reply from our move's acknowledgement to the computer's move on the WebSocket."""
    while time.monotonic() < until:
        created = (await client.post("/api/games", json={"game": "axiom", "players": {"white": level},
                                                         "time_control": "2+0"})).json()
        if "id" not in created:
            phase.replies.errors.append(f"create: {created}")
            return
        seat, link = next(iter(created["seats"].items()))
        token = link["token"]
        socket_url = str(client.base_url).replace("http://", "ws://") + f"/api/games/{created['id']}/ws"
        async with websockets.connect(socket_url, max_size=None, open_timeout=30) as updates:
            view = json.loads(await updates.recv())
            while time.monotonic() < until and not view["is_over"]:
                if view["to_move"] != seat:
                    view = await reply_of(updates, seat, phase, None, until)
                    continue
                answer = await client.post(f"/api/games/{created['id']}/moves", headers={"Authorization": f"Bearer {token}"},
                                           json={"move": chooser.choice(view["legal_moves"]), "ply": view["ply"]})
                if answer.status_code != 200:
                    phase.replies.errors.append(f"move {answer.status_code}: {answer.text[:100]}")
                    break
                view = answer.json()
                if view["to_move"] != seat and not view["is_over"]:
                    view = await reply_of(updates, seat, phase, time.perf_counter(), until)
        if view["is_over"] and "ran out of time" in (view.get("reason") or "") and view.get("winner") == seat:
            phase.lost_on_time += 1


async def reply_of(updates: Any, seat: str, phase: Phase, since: float | None, until: float) -> dict[str, Any]:
    """Wait for the view where it is ``seat``'s move again (or the game is over); time it from ``since``."""
    while True:
        try:
            view = json.loads(await asyncio.wait_for(updates.recv(), timeout=max(0.1, until - time.monotonic() + 30)))
        except TimeoutError:
            phase.replies.errors.append("no reply")
            return {"is_over": True, "to_move": None}
        if "chat" in view:
            continue
        if view["is_over"] or view["to_move"] == seat:
            if since is not None:
                phase.replies.values.append(time.perf_counter() - since)
            return view


async def normal_user(url: str, phase: Phase, args: argparse.Namespace) -> None:
    client = await browser(url)
    until = time.monotonic() + getattr(args, phase.name)
    chooser = random.Random(args.seed)
    try:
        await asyncio.gather(play_moves(client, phase, args.move_interval, until, random.Random(chooser.random())),
                             play_computer(client, phase, args.level, until, random.Random(chooser.random())))
    finally:
        await client.aclose()


# --- the abuser ------------------------------------------------------------------------------


async def abuser(url: str, args: argparse.Namespace, stop: asyncio.Event, seen: Counter[str]) -> None:
    """The abusive client's four floods, until ``stop``."""
    client = await browser(url)
    client.timeout = httpx.Timeout(15)
    pending: set[asyncio.Task[None]] = set()

    async def count(kind: str, request: Any) -> httpx.Response | None:
        try:
            answer = await request
        except httpx.HTTPError as error:
            seen[f"{kind} {type(error).__name__}"] += 1
            return None
        seen[f"{kind} {answer.status_code}"] += 1
        return answer

    async def computer_games() -> None:
        while not stop.is_set():
            for _ in range(args.computer_games):
                await count("computer game", client.post("/api/games", json={
                    "game": "axiom", "players": {"black": args.level, "white": args.level}}))
            await wait(stop, 10)

    async def analyses() -> None:
        while args.analyses > 0 and not stop.is_set():
            task = asyncio.create_task(count("analysis", client.post("/api/analyse", json={
                "game": "axiom", "seconds": 3})))    # type: ignore[arg-type]
            pending.add(task)
            task.add_done_callback(pending.discard)
            await wait(stop, 1 / args.analyses)

    async def challenges() -> None:
        for _ in range(args.challenges):
            if stop.is_set():
                return
            await count("challenge", client.post("/api/lobby/challenges", json={"game": "c1"}))
            await wait(stop, 0.1)

    async def reads() -> None:
        paths = ["/api/lobby/challenges", "/api/registry/c1", "/api/account"]
        number = 0
        while args.gets > 0 and not stop.is_set():
            number += 1
            task = asyncio.create_task(count("GET", client.get(paths[number % len(paths)])))  # type: ignore[arg-type]
            pending.add(task)
            task.add_done_callback(pending.discard)
            await wait(stop, 1 / args.gets)

    try:
        await asyncio.gather(computer_games(), analyses(), challenges(), reads())
        await asyncio.gather(*pending, return_exceptions=True)
    finally:
        await client.aclose()


async def wait(stop: asyncio.Event, seconds: float) -> None:
    try:
        await asyncio.wait_for(stop.wait(), seconds)
    except TimeoutError:
        pass


# --- the run ---------------------------------------------------------------------------------


async def benchmark(url: str, args: argparse.Namespace) -> int:
    if args.settle:
        print(f"letting the server settle for {args.settle:.0f} s (its start-up warm-up)", flush=True)
        await asyncio.sleep(args.settle)
    quiet_collector()
    quiet = Phase("quiet")
    await normal_user(url, quiet, args)
    print(f"quiet   moves:    {quiet.moves.summary()}", flush=True)
    print(f"quiet   replies:  {quiet.replies.summary()}", flush=True)
    stop, seen = asyncio.Event(), Counter[str]()
    abusing = asyncio.create_task(abuser(url, args, stop, seen))
    await asyncio.sleep(3)                             # the abuse is in full swing before measuring
    abused = Phase("abuse")
    await normal_user(url, abused, args)
    stop.set()
    await asyncio.wait_for(abusing, 30)
    print(f"abused  moves:    {abused.moves.summary()}")
    print(f"abused  replies:  {abused.replies.summary()}")
    print("abuser's requests: " + ", ".join(f"{kind}: {n}" for kind, n in sorted(seen.items())))
    for phase in (quiet, abused):
        for error in (phase.moves.errors + phase.replies.errors)[:5]:
            print(f"   {phase.name} error:", error)
    print(f"computer games lost on time by the computer: quiet {quiet.lost_on_time}, abuse {abused.lost_on_time}")
    cap = LEVELS[args.level].seconds * 1000 if args.level in LEVELS else float("nan")
    move_ok = abused.moves.percentile(0.99) <= 2 * quiet.moves.percentile(0.99)
    reply_ok = abused.replies.percentile(0.99) <= quiet.replies.percentile(0.99) + cap
    print(f"target move p99 <= 2 x quiet ({2 * quiet.moves.percentile(0.99):.1f} ms): {'met' if move_ok else 'NOT met'}")
    print(f"target computer-reply p99 <= quiet + {args.level}'s cap ({quiet.replies.percentile(0.99) + cap:.1f} ms): "
          f"{'met' if reply_ok else 'NOT met'}")
    return 0 if move_ok and reply_ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="benchmark a running server (on this machine) instead of starting one")
    parser.add_argument("--level", default="medium", help="the computer players' level (default medium)")
    parser.add_argument("--quiet", type=float, default=30.0, help="seconds of the quiet phase (default 30)")
    parser.add_argument("--abuse", type=float, default=30.0, help="seconds of the abused phase (default 30)")
    parser.add_argument("--settle", type=float, default=20.0, help="seconds to let the server warm up first")
    parser.add_argument("--move-interval", type=float, default=0.1, help="seconds between the user's C1 moves")
    parser.add_argument("--computer-games", type=int, default=12, help="the abuser's computer games (default 12)")
    parser.add_argument("--analyses", type=float, default=5.0, help="the abuser's analyses a second (default 5)")
    parser.add_argument("--challenges", type=int, default=100, help="the abuser's challenges (default 100)")
    parser.add_argument("--gets", type=float, default=50.0, help="the abuser's GET requests a second (default 50)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.url:
        if not args.url.startswith(("http://127.0.0.1", "http://localhost")):
            parser.error("--url must be a server on this machine (http://127.0.0.1:PORT)")
        return asyncio.run(asyncio.wait_for(benchmark(args.url, args), deadline(args)))
    with tempfile.TemporaryDirectory() as folder:
        process, url = start_server(f"sqlite:///{Path(folder) / 'fairness.sqlite3'}")
        try:
            return asyncio.run(asyncio.wait_for(benchmark(url, args), deadline(args)))
        finally:
            stop_server(process)


def deadline(args: argparse.Namespace) -> float:
    """The whole run's time limit: its phases plus generous slack."""
    return args.settle + args.quiet + args.abuse + 120


if __name__ == "__main__":
    sys.exit(main())
