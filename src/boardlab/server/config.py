"""The web app's settings: where it keeps its games (the database URL and its defaults), which
proxies it trusts, and how it shares its work between clients (:class:`FairShare`)."""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

#: The environment variable that overrides the default database.
DATABASE_ENV = "BOARDLAB_DATABASE_URL"


def default_database_path() -> Path:
    """The SQLite file in the user's data directory (the directory is created if missing)."""
    folder = Path(user_data_dir("boardlab", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "games.sqlite3"


def database_url(given: str | None = None) -> str:
    """The SQLAlchemy URL to use: ``given``, else ``$BOARDLAB_DATABASE_URL``, else the default file.
    A value that is not a URL (no ``://``) names a SQLite file.

    >>> database_url("sqlite:///tmp/x.db")
    'sqlite:///tmp/x.db'
    >>> database_url("/tmp/x.db")
    'sqlite:////tmp/x.db'
    """
    chosen = (given or os.environ.get(DATABASE_ENV, "")).strip()
    if not chosen:
        return f"sqlite:///{default_database_path()}"
    if "://" not in chosen:
        return f"sqlite:///{Path(chosen).expanduser().resolve()}"
    return chosen


#: The environment variable listing the trusted reverse proxies (comma-separated).
TRUSTED_PROXIES_ENV = "BOARDLAB_TRUSTED_PROXIES"


def trusted_proxies(given: list[str] | None = None) -> list[str]:
    """The addresses (or networks) of the reverse proxies whose ``X-Forwarded-For`` and
    ``X-Forwarded-Proto`` headers are believed: ``given``, else ``$BOARDLAB_TRUSTED_PROXIES``,
    else none. Any other client's such headers are ignored, so that nobody can pose as another
    address to get around the rate limits. Raises :class:`ValueError` naming a malformed entry.

    >>> trusted_proxies(["127.0.0.1", "10.0.0.0/8 "])
    ['127.0.0.1', '10.0.0.0/8']
    >>> trusted_proxies(["localhost"])
    Traceback (most recent call last):
    ...
    ValueError: a trusted proxy is an IP address or network such as 127.0.0.1 or 10.0.0.0/8, got 'localhost'
    """
    chosen = given if given else [part for part in os.environ.get(TRUSTED_PROXIES_ENV, "").split(",")]
    entries = [entry.strip() for entry in chosen if entry.strip()]
    for entry in entries:
        try:
            ipaddress.ip_network(entry, strict=False)
        except ValueError:
            raise ValueError("a trusted proxy is an IP address or network such as 127.0.0.1 or 10.0.0.0/8, "
                             f"got {entry[:60]!r}") from None
    return entries


@dataclass(frozen=True)
class FairShare:
    """How the server shares its slow work between clients (see :mod:`boardlab.server.fairshare`).

    - ``computer_games_per_client``: games against the computer one client may have in play at
      once (a game whose computer has not been asked to move for ``computer_idle_seconds``
      stops counting); more is 429. In a game with no human seat, each computer move waits
      ``computer_pace_seconds`` after the last one before it is queued (a spectator can follow
      it, and a client's computer-only games cannot keep the server replaying moves for it).
    - ``analyses_per_client``: hints and analyses one client may have queued or running at
      once (``analysis_threads`` threads serve them, round robin over clients); more is 429.
    - ``challenges_per_client`` / ``challenges_per_account``: open lobby challenges one
      anonymous client / one account may have; ``lobby_sockets_per_client``: lobby WebSockets
      one client may hold open.
    - ``read_concurrency``: GET requests of the API served at once (more wait their turn), so
      that a flood of reads never takes every thread a move needs.
    - ``header_seconds`` / ``body_seconds``: how long a request's headers, and then its body,
      may take to arrive before the connection is cut (slowloris); ``websocket_max_bytes``:
      the largest WebSocket message (a larger one closes its socket with code 1009).

    >>> FairShare().computer_games_per_client
    4
    """

    computer_games_per_client: int = 4
    computer_idle_seconds: float = 300.0
    computer_pace_seconds: float = 1.0
    analyses_per_client: int = 2
    analysis_threads: int = 2
    challenges_per_client: int = 5
    challenges_per_account: int = 5
    lobby_sockets_per_client: int = 4
    read_concurrency: int = 8
    header_seconds: float = 10.0
    body_seconds: float = 30.0
    websocket_max_bytes: int = 65_536
