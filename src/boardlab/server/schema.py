"""Bringing a database's tables up to date with Alembic, on every start of the server.

- An empty database gets every table through the migrations, from the first.
- A database made before migrations existed (it has the ``games`` table but no
  ``alembic_version``) goes through the same migrations: the first creates only the tables it
  lacks, and every game it holds is kept.
- A database at an older revision is upgraded to the newest; one at the newest is left alone.

>>> from boardlab.server.storage import make_engine
>>> engine = make_engine("sqlite://")   # one in-memory database
>>> upgrade(engine)
>>> current(engine) == head()
True
"""

from __future__ import annotations

from importlib.resources import files

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

def alembic_config() -> Config:
    """Alembic's configuration for boardlab's migrations (shipped inside the package)."""
    config = Config()
    config.set_main_option("script_location", str(files("boardlab.server") / "migrations"))
    return config


def head() -> str:
    """The newest revision."""
    revision = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert revision is not None
    return revision


def current(engine: Engine) -> str | None:
    """The revision the database is at (``None``: never migrated)."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine) -> None:
    """Bring the database's tables to the newest revision, keeping every row."""
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
