"""Preferences: the page look and sounds an account chose (``users.theme``, ``users.sounds``).

The pages come in a dark and a light theme and the game page plays sounds
(``server/preferences.py``); a logged-in reader's choice is kept in the account so that it
follows them to every device. Older accounts have none (null): their pages follow the device's
``prefers-color-scheme`` and play sounds (the default) until they choose.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    add_column("users", sa.Column("theme", sa.String(8), nullable=True))
    add_column("users", sa.Column("sounds", sa.Boolean, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("users") as users:
        users.drop_column("sounds")
        users.drop_column("theme")
