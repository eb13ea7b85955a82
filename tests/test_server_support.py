"""Helpers for the server tests (no tests here): run ``boardlab serve`` as a real process on a free port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

SERVE = "from boardlab.cli import main; main()"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """``boardlab serve`` on 127.0.0.1 in a child process, with its output in a log file."""

    def __init__(self, database: str, log: Path, computers: str = "process", extra: tuple[str, ...] = ()) -> None:
        self.database = database
        self.log = log
        self.computers = computers
        self.extra = extra   # more options of ``boardlab serve`` (``--workers 0``)
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 40.0, same_port: bool = False) -> ServerProcess:
        """Start the server (on a new free port unless ``same_port``) and wait until it answers."""
        if not (same_port and self.port):
            self.port = free_port()
        command = [sys.executable, "-c", SERVE, "serve", "--host", "127.0.0.1", "--port", str(self.port),
                   "--db", self.database, "--computers", self.computers, "--log-level", "warning", *self.extra]
        with self.log.open("ab") as sink:
            self.process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT,
                                            env=dict(os.environ), start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at start-up:\n{self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/api/registry", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"the server did not answer within {timeout} s:\n{self.log.read_text()}")

    def kill(self) -> None:
        """Kill the server and its worker processes at once (SIGKILL), as a crash would."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        """Stop the server politely, killing it if it does not stop in time."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()
        try:  # worker processes left behind, if any
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
