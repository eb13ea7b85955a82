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

    >>> database_url("sqlite:///tmp/x.db")
    'sqlite:///tmp/x.db'
    """
    if given:
        return given
    from_env = os.environ.get(DATABASE_ENV, "").strip()
    if from_env:
        return from_env
    return f"sqlite:///{default_database_path()}"
