"""Takebacks: the seat asking to take back its last turn (``games.takeback_offer``).

Post-game reviews are not stored (they are kept in memory and recomputed after a restart).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    add_column("games", sa.Column("takeback_offer", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_column("takeback_offer")
