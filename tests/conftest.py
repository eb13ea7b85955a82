"""Shared test settings and fixtures.

- The ``slow`` marker runs only with --runslow (CI passes it).
- Servers started by the tests do not answer from the reference rules while their engines warm
  up (``BOARDLAB_WARM_FALLBACK=0``, docs/ai.md *The first minute*): what a test sees must not
  depend on how far a warm-up got. The fallback's own tests set the "cold" state by hand.
- ``postgres_url``: a throwaway PostgreSQL server from Debian's binaries, on a free local port,
  for the tests of the web app on PostgreSQL. Where the binaries or the psycopg driver are
  missing such tests are skipped on a developer's machine, and fail under CI (``CI=true``),
  which installs PostgreSQL so that they always run there.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

POSTGRES_BINARIES = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
os.environ["BOARDLAB_WARM_FALLBACK"] = "0"   # inherited by the server processes the tests start


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="also run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def _has_user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


def _postgres_missing() -> str | None:
    """Why no PostgreSQL server can be started here, or ``None`` when one can."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "needs the psycopg driver (the postgres extra)"
    if not POSTGRES_BINARIES:
        return "needs Debian's PostgreSQL server binaries (apt-get install postgresql)"
    if os.geteuid() == 0 and not _has_user("postgres"):
        return "as root, needs a 'postgres' user to run the server"
    return None


def _as_server_user(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run it as the 'postgres' user then."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """The URL of a fresh PostgreSQL server for this test module, removed afterwards."""
    missing = _postgres_missing()
    if missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL tests must run in CI: {missing}")
        pytest.skip(missing)
    bin_dir = Path(POSTGRES_BINARIES[-1])
    folder = Path(tempfile.mkdtemp(prefix="boardlab-pg-"))
    data, port = folder / "data", _free_port()
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")

    def run(*args: object) -> None:
        subprocess.run(_as_server_user([str(a) for a in args]), check=True, capture_output=True, timeout=60)

    run(bin_dir / "initdb", "-D", data, "-A", "trust", "-U", "postgres")
    run(bin_dir / "pg_ctl", "-D", data, "-w", "-l", folder / "log",
        "-o", f"-p {port} -k {folder} -c listen_addresses=127.0.0.1", "start")
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"  # SQLAlchemy picks psycopg (3)
    finally:
        run(bin_dir / "pg_ctl", "-D", data, "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)
