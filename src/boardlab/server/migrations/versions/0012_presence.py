"""The front door: who is online (``presence``), and an index for the games in progress.

Each web process writes the clients connected to its WebSockets (hashed browser keys, one row
per process and client) and renews them every few seconds; the home page's "players online"
counts the distinct clients of fresh rows, so several processes sharing one PostgreSQL database
give one count (``server/frontdoor.py``). Rows of a process that died go stale and are swept.
The home page also counts unfinished games changed lately and lists live ones: an index on
``games (status, updated_at)`` keeps that a range scan on a large table.

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import create_index, create_table

revision = "0012"
down_revision = "0011"
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
    create_index("ix_games_status_updated_at", "games", ["status", "updated_at"])


def downgrade() -> None:
    op.drop_index("ix_games_status_updated_at", table_name="games")
    op.drop_table("presence")
