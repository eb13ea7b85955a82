"""What the home page costs the server: ``GET /api/home`` (players online, games in progress,
live games) and ``GET /api/players`` (every game's leaderboard) with a busy database.

Fills a fresh SQLite file (or ``--db URL``) with ``--games`` games (a quarter of them finished,
a tenth played by two people within the live window), ``--players`` accounts with a rating in
each game, and ``--online`` presence rows from ``--processes`` processes, then times each
request ``--repeat`` times through the test client (in-process: no network). Prints the median
and the 90th percentile in milliseconds, and the CPU seconds of the whole timing.

    python benchmarks/home_page.py                         # 5,000 games, 500 players, 300 online
    python benchmarks/home_page.py --games 500 --repeat 20 # a quick look
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import insert

from boardlab.core.registry import games as game_names
from boardlab.server import create_app
from boardlab.server.storage import games_table, presence_table, ratings_table, seats_table, users_table

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


def fill(app: object, games: int, players: int, online: int, processes: int) -> None:
    """Rows as a busy site would have them, written straight into the tables."""
    store = app.state.service.store   # type: ignore[attr-defined]
    now = datetime.now(UTC)
    names = game_names()
    with store.writing() as connection:
        connection.execute(insert(users_table), [
            {"id": i + 1, "name": f"player{i}", "password_hash": "x", "created_at": now} for i in range(players)])
        connection.execute(insert(ratings_table), [
            {"user_id": i + 1, "variant": name, "rating": 1200 + (i * 37) % 800, "deviation": 60 + i % 300,
             "games": 1 + i % 40, "updated_at": now} for i in range(players) for name in names])
        rows, seats = [], []
        for i in range(games):
            over, live = i % 4 == 0, i % 10 == 1
            changed = now - (timedelta(minutes=2) if live else timedelta(hours=2 + i % 50))
            rows.append({"id": f"g{i:08d}", "game": names[i % len(names)], "options": "{}", "start_position": None,
                         "players": json.dumps({"black": "human", "white": "human"}), "version": 1,
                         "step_count": 1 + i % 30, "status": "over" if over else "playing",
                         "to_move": None if over else "black", "result_winner": "black" if over else None,
                         "created_at": changed, "updated_at": changed, "rated": i % 2 == 0,
                         "same_screen": i % 7 == 0})
            seats += [{"game_id": f"g{i:08d}", "seat": seat, "token_hash": f"{i}{seat}",
                       "user_id": 1 + (i * 3 + k) % players} for k, seat in enumerate(("black", "white"))]
        connection.execute(insert(games_table), rows)
        connection.execute(insert(seats_table), seats)
        # every client connected to one process, and one in ten to a second one as well
        connection.execute(insert(presence_table), [
            {"process": f"p{(i + extra) % processes}", "client": f"c{i}", "seen_at": now}
            for i in range(online) for extra in ((0, 1) if i % 10 == 0 and processes > 1 else (0,))])


def timed(client: TestClient, path: str, repeat: int) -> list[float]:
    spent = []
    for _ in range(repeat):
        start = time.perf_counter()
        answer = client.get(path)
        spent.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 200, answer.text
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", help="a SQLAlchemy URL (default: a fresh SQLite file)")
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--online", type=int, default=300)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=100)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = arguments.db or f"sqlite:///{Path(folder) / 'home.sqlite3'}"
        app = create_app(url)
        with TestClient(app) as client:
            fill(app, arguments.games, arguments.players, arguments.online, arguments.processes)
            home = client.get("/api/home").json()
            print(f"{arguments.games} games, {arguments.players} players, {arguments.online} online in "
                  f"{arguments.processes} processes: online {home['online']}, playing {home['playing']}, "
                  f"live {len(home['live'])}")
            cpu = time.process_time()
            for path in ("/api/home", "/api/players", "/api/players?game=c1"):
                spent = sorted(timed(client, path, arguments.repeat))
                print(f"{path:24} median {statistics.median(spent):6.1f} ms   p90 "
                      f"{spent[int(0.9 * (len(spent) - 1))]:6.1f} ms")
            print(f"CPU seconds for the timing: {time.process_time() - cpu:.2f}")


if __name__ == "__main__":
    main()
