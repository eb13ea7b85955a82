"""Fair play: whether a game is played on one screen (``games.same_screen``).

A game of two people gets no engine help while it runs (``server/fairplay.py``), unless both
seats are played from the one browser that created it and no token was handed out: such a game
is created with ``same_screen`` set. Games stored before keep the safe default (false).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ALTER TABLE (SQLite takes a NOT NULL column with a default so): a batch would copy
    # the games table, which the other tables' foreign keys forbid dropping.
    op.add_column("games", sa.Column("same_screen", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_column("same_screen")
