"""The front door: who is online (``presence``).

Each web process writes the clients connected to its WebSockets (hashed browser keys, one row
per process and client) and renews them every few seconds; the home page's "players online"
counts the distinct clients of fresh rows, so several processes sharing one PostgreSQL database
give one count (``server/frontdoor.py``). Rows of a process that died go stale and are swept.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import create_index, create_table

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    create_table(
        "presence",
        sa.Column("process", sa.String(64), primary_key=True),
        sa.Column("client", sa.String(64), primary_key=True),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_index("ix_presence_seen_at", "presence", ["seen_at"])


def downgrade() -> None:
    op.drop_table("presence")
