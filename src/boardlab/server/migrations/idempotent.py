"""Schema operations that do nothing when their result is already there.

Every migration is written with these, so that running it again on a database that has (some
of) its tables and columns changes nothing. That is what lets :func:`boardlab.server.schema.upgrade`
repair a database whose Alembic stamp and tables disagree (earlier mains stamped databases with
revisions whose parents later changed, so some of them skipped a revision's tables): it runs
the whole chain again from the first revision, and each step adds only what is missing.

>>> import sqlalchemy as sa
>>> from alembic.operations import Operations
>>> from alembic.runtime.migration import MigrationContext
>>> engine = sa.create_engine("sqlite://")
>>> with engine.begin() as connection, Operations.context(MigrationContext.configure(connection)):
...     for _ in range(2):                       # the second time finds the table and does nothing
...         create_table("things", sa.Column("id", sa.Integer, primary_key=True))
...     add_column("things", sa.Column("name", sa.Text))
...     add_column("things", sa.Column("name", sa.Text))
>>> [column["name"] for column in sa.inspect(engine).get_columns("things")]
['id', 'name']
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


def _inspector() -> sa.Inspector:
    return sa.inspect(op.get_bind())


def has_table(name: str) -> bool:
    """Whether the database has the table ``name``."""
    return _inspector().has_table(name)


def create_table(name: str, *columns: sa.Column) -> None:
    """Create the table unless it exists (its indexes come with it)."""
    if not has_table(name):
        op.create_table(name, *columns)


def add_column(table: str, column: sa.Column) -> None:
    """Add the column unless the table has it (a plain ``ADD COLUMN``, which SQLite takes in
    place: a batch copy of a table would trip the foreign keys pointing at it)."""
    if column.name not in {found["name"] for found in _inspector().get_columns(table)}:
        op.add_column(table, column)


def create_index(name: str, table: str, columns: Sequence[str], unique: bool = False) -> None:
    """Create the index unless the table has one of that name."""
    if name not in {found["name"] for found in _inspector().get_indexes(table)}:
        op.create_index(name, table, list(columns), unique=unique)
