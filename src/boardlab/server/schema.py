"""Bringing a database's tables up to date with Alembic, on every start of the server.

- An empty database gets every table through the migrations, from the first.
- A database made before migrations existed (it has the ``games`` table but no
  ``alembic_version``) goes through the same migrations: the first creates only the tables it
  lacks, and every game it holds is kept.
- A database at an older revision is upgraded to the newest.
- A database whose stamp and tables disagree is repaired: earlier mains merged migrations
  whose parents changed afterwards (a database made at commit eec08a2 is stamped 0005 without
  0003's tables, one made at 0411129 without 0003's and 0004's), so a stamp alone does not
  prove a database has every table. So unless a database is at the newest revision with every
  table, column and index of the code's, the whole chain is replayed from the first revision,
  whatever the stamp says: every migration is idempotent
  (:mod:`boardlab.server.migrations.idempotent`), so each adds just what is missing and every
  row is kept. Then the tables are compared with the code's again; anything still missing stops
  the start with its list, changing nothing.
- On PostgreSQL the job queue's tables (procrastinate's, :mod:`boardlab.server.jobs`) are
  created too when they are missing.
- On PostgreSQL all of this happens under an advisory lock, so that several processes starting
  at once upgrade the database one after the other (the later ones find nothing to do).

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
from alembic.util import CommandError
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text
from sqlalchemy.engine import Connection

#: The key of the PostgreSQL advisory lock held while the schema is upgraded (any fixed number:
#: every boardlab process uses the same one).
UPGRADE_LOCK = 0x626F6172646C6162   # "boardlab" in ASCII


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
        return current_on(connection)


def upgrade(engine: Engine) -> None:
    """Bring the database's tables to the newest revision, keeping every row, and complete
    what the revision it is stamped with should have made but did not.

    Raises :class:`RuntimeError` naming the problem for a database stamped by a newer boardlab,
    or one whose tables even a replay cannot complete; nothing is changed then (it all runs in
    one transaction).
    """
    config = alembic_config()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": UPGRADE_LOCK})
        stamped = current_on(connection)
        if stamped is not None and not _known(stamped):
            raise RuntimeError(f"the database is at revision {stamped!r}, which this boardlab does not know "
                               "(made by a newer version?): upgrade boardlab, or use another database")
        if stamped != head() or missing_parts(connection):      # else in order: nothing to replay
            config.attributes["connection"] = connection
            command.stamp(config, "base", purge=True)           # replay every (idempotent) migration
            command.upgrade(config, "head")
            missing = missing_parts(connection)
            if missing:
                raise RuntimeError(f"cannot complete the database's schema: {', '.join(missing)} still missing")
        from boardlab.server.jobs import ensure_queue_schema   # jobs imports storage's neighbours
        ensure_queue_schema(connection)   # PostgreSQL: the job queue's tables (procrastinate)


def _known(revision: str) -> bool:
    try:
        return ScriptDirectory.from_config(alembic_config()).get_revision(revision) is not None
    except CommandError:
        return False


def missing_parts(connection: Connection) -> list[str]:
    """What the code's tables have and the database lacks, e.g. ``['table heartbeat',
    'column games.rated']`` (empty when the database has everything). Extra tables or columns
    (another program's, or a newer boardlab's) are not counted."""
    from alembic.autogenerate import compare_metadata

    from boardlab.server.storage import metadata   # storage imports this module

    differences = [difference for difference in compare_metadata(MigrationContext.configure(connection), metadata)
                   if isinstance(difference, tuple)]          # changes within a column come as lists
    tables = {difference[1].name for difference in differences if difference[0] == "add_table"}
    found = [f"table {name}" for name in sorted(tables)]
    for kind, *details in differences:
        if kind == "add_column":
            found.append(f"column {details[1]}.{details[2].name}")
        elif kind == "add_index" and details[0].table.name not in tables:   # a new table brings its own
            found.append(f"index {details[0].name}")
    return found


def current_on(connection: Connection) -> str | None:
    """The revision stamped in the database of ``connection``."""
    return MigrationContext.configure(connection).get_current_revision()
