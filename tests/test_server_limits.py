"""A server that cannot be knocked over: computer budgets, limits, no 500 on any input, headers.

Every endpoint of the OpenAPI schema is fuzzed with hostile path, query and body values; no
answer may be a server error.
"""

from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

import boardlab
from boardlab.server import create_app
from boardlab.server.limits import Rate, RateLimiter, ServerLimits, capped_agent

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    # The analysis board thinks briefly here: the fuzz sends it many valid positions.
    limits = ServerLimits(analysis_seconds=0.05, review_seconds=0.01)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}", limits=limits),
                    raise_server_exceptions=False) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: TestClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": "c1", **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


# --- computer budgets ---------------------------------------------------------------------

@pytest.mark.parametrize(("spec", "limit"), [
    ("alphabeta:depth=50", "at most 8"), ("mcts:1000s", "at most 10s"), ("mcts:iterations=10000000", "at most 20000"),
    ("hard:time=60s", "at most 10s"),
])
def test_a_computer_budget_over_the_limit_is_refused_naming_it(client: TestClient, spec: str, limit: str) -> None:
    answer = client.post("/api/games", json={"game": "c1", "white": spec})
    assert answer.status_code == 422 and limit in answer.json()["detail"]


@pytest.mark.parametrize("spec", ["alphabeta:depth=50,time=2s", "mcts:2s", "hard", "mcts:iterations=500"])
def test_budgets_within_the_limit_are_accepted(client: TestClient, spec: str) -> None:
    new_game(client, white=spec)


def test_the_limits_are_server_settings(tmp_path: Path) -> None:
    strict = ServerLimits(max_think_seconds=1.0, max_search_depth=2)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=strict)) as client:
        assert client.post("/api/games", json={"game": "c1", "white": "mcts:2s"}).status_code == 422
        assert "at most 2" in client.post("/api/games", json={"game": "c1", "white": "alphabeta:depth=3"}).text
        new_game(client, white="alphabeta:depth=2")


def test_capping_keeps_the_agent_and_its_other_parameters() -> None:
    limits = ServerLimits(max_think_seconds=3.0)
    assert capped_agent("alphabeta:depth=50,seed=4", limits) == "alphabeta:seed=4,time=3s"
    assert capped_agent("hard:time=60s", limits) == "hard:time=3s"
    assert capped_agent("mcts:2s", limits) == "mcts:2s"


def test_a_restart_under_stricter_limits_does_not_resume_a_search_over_them(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'g.db'}"
    with TestClient(create_app(url, limits=ServerLimits(max_think_seconds=5000))) as client:
        game = new_game(client, white="mcts:1000s")           # black (a person) moves first
    strict = ServerLimits(max_think_seconds=0.3)
    with TestClient(create_app(url, limits=strict)) as client:
        played = client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                             headers=bearer(game["seats"]["black"]["token"]))
        assert played.status_code == 200
        deadline = time.monotonic() + 20
        while client.get(f"/api/games/{game['id']}").json()["ply"] < 2:
            assert time.monotonic() < deadline, "the computer did not answer within its capped budget"
            time.sleep(0.05)


def cpu_seconds(pid: int) -> float:
    """The processor time a process has used (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process times from /proc")
def test_no_computer_process_outlives_the_server(tmp_path: Path) -> None:
    before = {child.pid for child in multiprocessing.active_children()}
    app = create_app(f"sqlite:///{tmp_path / 'g.db'}", computers="process",
                     limits=ServerLimits(max_think_seconds=120))
    with TestClient(app) as client:
        new_game(client, black="mcts:100s")                   # thinks far longer than the test lasts
        deadline = time.monotonic() + 60
        # The computer worker and the analysis workers: wait until one is deep in the search.
        while not (workers := [c for c in multiprocessing.active_children() if c.pid not in before]) or max(
                cpu_seconds(worker.pid) for worker in workers) < 4.0:   # past its warm-up
            assert time.monotonic() < deadline
            time.sleep(0.2)
        assert app.state.service.computers.busy() == 1
    for worker in workers:
        worker.join(timeout=10)
        assert not worker.is_alive(), f"worker process {worker.pid} survived the shutdown"


# --- limits -------------------------------------------------------------------------------

def test_a_body_over_the_limit_is_413(client: TestClient) -> None:
    big = json.dumps({"game": "c1", "record": "x" * 1_100_000})
    assert client.post("/api/games", content=big, headers={"content-type": "application/json"}).status_code == 413

    def chunks() -> Iterator[bytes]:                          # no Content-Length: counted while read
        yield b'{"game": "c1", "record": "'
        for _ in range(120):
            yield b"y" * 10_000
        yield b'"}'
    assert client.post("/api/games", content=chunks(), headers={"content-type": "application/json"}).status_code == 413


def test_error_messages_never_echo_a_huge_input(client: TestClient) -> None:
    game = new_game(client)
    long_move = "C" + "d" * 900_000
    answer = client.post(f"/api/games/{game['id']}/moves", json={"move": long_move, "ply": 0},
                         headers=bearer(game["seats"]["black"]["token"]))
    assert answer.status_code == 422 and len(answer.json()["detail"]) <= 300
    answer = client.get(f"/api/games/{'z' * 5000}")
    assert answer.status_code == 404 and len(answer.text) < 400


def test_rate_limits_answer_429_per_kind(tmp_path: Path) -> None:
    limits = ServerLimits(rates={"create": Rate(0.01, 3), "move": Rate(1000, 1000)})
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", limits=limits)) as client:
        games = [new_game(client) for _ in range(3)]
        refused = client.post("/api/games", json={"game": "c1"})
        assert refused.status_code == 429 and "create" in refused.json()["detail"]
        played = client.post(f"/api/games/{games[0]['id']}/moves", json={"move": "Cd1-d2", "ply": 0},
                             headers=bearer(games[0]["seats"]["black"]["token"]))
        assert played.status_code == 200                      # other kinds keep their own budget


def test_the_default_rates_leave_room_for_the_load_benchmark() -> None:
    limiter = RateLimiter(ServerLimits().rates)
    assert all(limiter.allow("create", "bench") for _ in range(200))      # 200 games at once
    assert all(limiter.allow("move", "bench") for _ in range(400))        # a burst of moves


def test_the_rate_table_and_the_lock_table_stay_bounded(client: TestClient) -> None:
    limiter = RateLimiter({"move": Rate(1, 1)}, max_clients=50)
    for number in range(500):
        limiter.allow("move", f"10.0.{number // 256}.{number % 256}")
    assert len(limiter) == 50
    service = client.app.state.service
    locks = len(service._game_locks)
    for number in range(100):
        assert client.get(f"/api/games/unknown{number}").status_code == 404
        assert client.post(f"/api/games/unknown{number}/resign", headers=bearer("x")).status_code == 404
    assert len(service._game_locks) == locks


def test_pages_and_answers_carry_security_headers(client: TestClient) -> None:
    for path in ("/", "/games/abc", "/api/registry", "/static/style.css"):
        headers = client.get(path).headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert headers["x-frame-options"] == "DENY" and headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"


# --- no 500s --------------------------------------------------------------------------------

@pytest.mark.parametrize("raw", [b'{"move": "Cd1-d2", "ply": NaN}', b'{"move": "Cd1-d2", "ply": 1e999}',
                                 b'{"move": "Cd1-d2", "ply": -Infinity}', b'{"move": "Cd1-d2", "ply": "0"}'])
def test_a_ply_that_is_no_whole_number_is_422(client: TestClient, raw: bytes) -> None:
    game = new_game(client)
    answer = client.post(f"/api/games/{game['id']}/moves", content=raw,
                         headers={**bearer(game["seats"]["black"]["token"]), "content-type": "application/json"})
    assert answer.status_code in (200, 422), answer.text      # "0" is read as 0 by the schema
    if answer.status_code == 422:
        assert "ply" in answer.json()["detail"]


@pytest.mark.parametrize("name", boardlab.games())
def test_positions_with_unicode_digits_are_422(client: TestClient, name: str) -> None:
    start = new_game(client, game=name)["view"]["position"]
    for bad in (start.replace("1", "²"), start.replace("2", "٣"), start + "²", "²" * 5, "½", start[: len(start) // 2]):
        answer = client.post("/api/games", json={"game": name, "position": bad})
        assert answer.status_code in (201, 422), (bad, answer.text)


def test_deeply_nested_options_and_nul_bytes_are_refused(client: TestClient) -> None:
    assert client.get("/api/registry/c1", params={"options": "[" * 5000}).status_code == 422
    assert client.post("/api/games", content=b'{"game": "c1", "options": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
                       headers={"content-type": "application/json"}).status_code in (400, 422)
    game = new_game(client)
    assert client.get(f"/api/games/{game['id']}%00").status_code == 422
    noted = client.post(f"/api/games/{game['id']}/moves", json={"move": "Cd1-d2", "ply": 0, "note": "a\u0000b"},
                        headers=bearer(game["seats"]["black"]["token"]))
    assert noted.status_code == 422 and "NUL" in noted.text
    escaped = client.post(f"/api/games/{game['id']}/moves", content=b'{"move": "x\\\\u0000", "ply": 0}',
                          headers={**bearer(game["seats"]["black"]["token"]), "content-type": "application/json"})
    assert escaped.status_code == 422 and "NUL" not in escaped.text  # a backslash, then "u0000": no NUL


HOSTILE = ["²", "\u0000", "NaN", "1e999", "-1", "9" * 400, "[" * 3000, "", "../../etc/passwd", "%", "x" * 20_000,
           "{\"a\": " * 200, "null", "true", "0", "Cd1-d2", "🂡", "\ud800"]


def hostile_bodies() -> list[bytes]:
    bodies = [b"", b"null", b"[]", b"{}", b"NaN", b"{" * 10_000, b"\xff\xfe", b'{"move": 1e999, "ply": NaN}']
    fields = ["game", "options", "players", "position", "record", "move", "ply", "note", "black", "white", "text", "rated"]
    for field, value in itertools.product(fields, [*HOSTILE[:8], {"x": [[[[]]]]}, 1e300, -1, 2**70, None, True]):
        try:
            bodies.append(json.dumps({"game": "c1", "move": "Cd1-d2", "ply": 0, field: value}).encode())
        except (TypeError, ValueError):
            continue
    return bodies


def test_fuzz_every_endpoint_never_answers_500(client: TestClient) -> None:
    game = new_game(client, white="random")
    token = game["seats"]["black"]["token"]
    ids = [game["id"], "nope", "²", "x" * 500, "..", " ", "\u0000"]
    paths = client.get("/openapi.json").json()["paths"]
    assert len(paths) >= 8
    tried = 0
    for path, methods in paths.items():
        for method, spec in methods.items():
            parameters = [p for p in spec.get("parameters", []) if p["in"] == "query"]
            for game_id, value in itertools.product(ids, HOSTILE):
                url = path.replace("{game_id}", quote(game_id.encode("utf-8", "surrogatepass"), safe="")).replace("{name}", quote(value[:50].encode("utf-8", "surrogatepass") or b"c1", safe=""))
                query = {p["name"]: value[:4000].encode("utf-8", "surrogatepass") for p in parameters}
                odd_token = {"Authorization": f"Bearer {value[:100]}".encode("utf-8", "surrogatepass")}
                headers = ({}, bearer(token), odd_token)[tried % 3]
                answer = client.request(method.upper(), url, params=query, headers=headers)
                assert answer.status_code < 500, (method, url, query, answer.text[:200])
                tried += 1
            if "requestBody" in spec:
                for body in hostile_bodies():
                    answer = client.request(method.upper(), path.replace("{game_id}", game["id"]), content=body,
                                            headers={**bearer(token), "content-type": "application/json"})
                    assert answer.status_code < 500, (method, path, body[:100], answer.text[:200])
                    tried += 1
    assert tried > 1000
