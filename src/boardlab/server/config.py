"""Where the web app keeps its games: the database URL and its defaults."""

from __future__ import annotations

import os
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
