"""One name per account whatever its letter case, and the anonymous creator of a challenge.

- ``users.name_key``: the name folded for comparison (:func:`boardlab.server.accounts.name_key`:
  Unicode compatibility forms and letter case folded), unique, so that ``Alice`` and ``alice``
  are one name. Accounts made before this revision get their key here; if two old accounts
  fold to the same key, the older keeps it and each later one gets ``key#id``, which no new
  name can take (it still logs in by its exact name).
- ``challenges.creator_visitor``: the digest of the anonymous creator's browser cookie, so that
  the same browser cannot accept its own challenge.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import unicodedata

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column, create_index

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def _folded(name: str) -> str:
    # Frozen here rather than imported: a migration must keep meaning what it meant.
    return unicodedata.normalize("NFKC", name).casefold()


def upgrade() -> None:
    add_column("users", sa.Column("name_key", sa.String(64), nullable=True))
    add_column("challenges", sa.Column("creator_visitor", sa.String(64), nullable=True))
    users = sa.table("users", sa.column("id", sa.Integer), sa.column("name", sa.String),
                     sa.column("name_key", sa.String))
    connection = op.get_bind()
    taken = {key for (key,) in connection.execute(sa.select(users.c.name_key).where(users.c.name_key.is_not(None)))}
    unkeyed = connection.execute(sa.select(users.c.id, users.c.name).where(users.c.name_key.is_(None))
                                 .order_by(users.c.id)).all()
    for user_id, name in unkeyed:
        key = _folded(name)
        key = key if key not in taken else f"{key}#{user_id}"
        taken.add(key)
        connection.execute(sa.update(users).where(users.c.id == user_id).values(name_key=key))
    create_index("ix_users_name_key", "users", ["name_key"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_users_name_key", "users")
    with op.batch_alter_table("challenges") as challenges:
        challenges.drop_column("creator_visitor")
    with op.batch_alter_table("users") as users:
        users.drop_column("name_key")
