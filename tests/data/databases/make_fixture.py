"""Make a small SQLite database with an earlier main's own code, and dump it as SQL.

The upgrade tests (tests/test_server_upgrades.py) load these dumps, start today's server on them
and compare what they hold. Each dump is made by the code of the commit it is named after, so
that it holds exactly the tables, columns and Alembic stamp that commit left behind (some of
them disagree with the migration chain of today: the point of the tests):

    git worktree add --detach /tmp/old eec08a2
    PYTHONPATH=/tmp/old/src python tests/data/databases/make_fixture.py tests/data/databases/eec08a2.sql

The script uses only what the commit's API offers, trying each feature and skipping those it
does not have yet (accounts, rated games, chat, takebacks, the lobby, clocks), so one script
serves every commit. What it makes:

- two accounts, ``alice`` and ``bob`` (password ``correct horse``);
- a C1 game between them (rated where the commit has ratings), both seats claimed, four steps played, bob resigned (ratings);
- a chat message in it; its rematch, unplayed;
- one anonymous game of each game with four steps, the last of them with a takeback request;
- a game against the random player, a timed game, and an open lobby challenge.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
import warnings
from pathlib import Path
from typing import Any

warnings.simplefilter("ignore")
from fastapi.testclient import TestClient  # noqa: E402

from boardlab.server import create_app  # noqa: E402

PASSWORD = "correct horse"


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play(client: TestClient, game_id: str, tokens: dict[str, str], steps: int, rng: random.Random) -> dict[str, Any]:
    """Play ``steps`` random legal steps; answers the last view."""
    view = client.get(f"/api/games/{game_id}").json()
    for _ in range(steps):
        if view["is_over"] or view["to_move"] not in tokens:
            break
        move = rng.choice(sorted(view["legal_moves"]))
        answer = client.post(f"/api/games/{game_id}/moves", json={"move": move, "ply": view["ply"]},
                             headers=bearer(tokens[view["to_move"]]))
        answer.raise_for_status()
        view = answer.json()
    return view


def sign_up(client: TestClient, name: str) -> dict[str, str] | None:
    """Sign up and answer the session (cookie and CSRF header); ``None`` before accounts existed."""
    client.cookies.clear()
    answer = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    if answer.status_code == 404:
        return None
    answer.raise_for_status()
    return {"cookie": client.cookies.get("boardlab_session") or "", "csrf": answer.json()["csrf"]}


def as_user(client: TestClient, session: dict[str, str]) -> dict[str, str]:
    client.cookies.clear()
    client.cookies.set("boardlab_session", session["cookie"])
    return {"X-CSRF-Token": session["csrf"]}


def make(url: str) -> None:
    rng = random.Random(2026)
    with TestClient(create_app(url)) as client:
        alice, bob = sign_up(client, "alice"), sign_up(client, "bob")
        client.cookies.clear()
        if alice and bob:
            rated_game(client, alice, bob, rng)
        for name in ("c1", "axiom", "ccc", "cubes", "comet"):
            created = client.post("/api/games", json={"game": name}).json()
            tokens = {seat: held["token"] for seat, held in created["seats"].items()}
            view = play(client, created["id"], tokens, 4, rng)
            if name == "cubes":
                last = [seat for seat in tokens if seat != view["to_move"]][0]
                client.post(f"/api/games/{created['id']}/takeback", headers=bearer(tokens[last]))
        computer = client.post("/api/games", json={"game": "c1", "players": {"white": "random"}}).json()
        play(client, computer["id"], {"black": computer["seats"]["black"]["token"]}, 1, rng)
        client.post("/api/games", json={"game": "c1", "time_control": "5+3"})
        if alice:
            headers = as_user(client, alice)
            client.post("/api/lobby/challenges", json={"game": "cubes", "time_control": "3+2"}, headers=headers)


def rated_game(client: TestClient, alice: dict[str, str], bob: dict[str, str], rng: random.Random) -> None:
    headers = as_user(client, alice)
    answer = client.post("/api/games", json={"game": "c1", "rated": True}, headers=headers)
    if answer.status_code == 422:                       # before rated games
        answer = client.post("/api/games", json={"game": "c1"}, headers=headers)
    created = answer.json()
    tokens = {seat: held["token"] for seat, held in created["seats"].items()}
    client.post(f"/api/games/{created['id']}/claim", headers={**headers, **bearer(tokens["black"])})
    headers = as_user(client, bob)
    client.post(f"/api/games/{created['id']}/claim", headers={**headers, **bearer(tokens["white"])})
    client.cookies.clear()
    play(client, created["id"], tokens, 4, rng)
    client.post(f"/api/games/{created['id']}/chat", json={"text": "good game"}, headers=bearer(tokens["black"]))
    client.post(f"/api/games/{created['id']}/resign", headers=bearer(tokens["white"]))
    client.post(f"/api/games/{created['id']}/rematch", headers=bearer(tokens["black"]))


def main(output: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "old.sqlite3"
        make(f"sqlite:///{path}")
        with sqlite3.connect(path) as connection:
            output.write_text("\n".join(connection.iterdump()) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
