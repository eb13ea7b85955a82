"""Languages: the interface language an account chose (``users.language``).

The pages speak the language a reader chooses (``server/language.py``); a logged-in reader's
choice is kept in the account so that it follows them to every device. Older accounts have
none (null): their pages follow the browser's ``Accept-Language`` until they choose.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    add_column("users", sa.Column("language", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("users") as users:
        users.drop_column("language")
