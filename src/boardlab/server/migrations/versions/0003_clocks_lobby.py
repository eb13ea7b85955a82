"""Clocks and the lobby: each game's time control and clocks, the lobby's challenges, and the
server's heartbeat (to credit downtime to the clocks).

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column, create_table

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    add_column("games", sa.Column("time_control", sa.String(16), nullable=True))
    add_column("games", sa.Column("clock_ms", sa.Text, nullable=True))
    add_column("games", sa.Column("turn_started_at", sa.DateTime(timezone=True), nullable=True))
    create_table(
        "challenges",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("time_control", sa.String(16), nullable=True),
        sa.Column("colour", sa.String(32), nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("creator_name", sa.String(32), nullable=True),
        sa.Column("creator_user_id", sa.Integer, nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False, index=True),
        sa.Column("game_id", sa.String(32), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_table(
        "heartbeat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("beat_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("heartbeat")
    op.drop_table("challenges")
    with op.batch_alter_table("games") as games:
        games.drop_column("turn_started_at")
        games.drop_column("clock_ms")
        games.drop_column("time_control")
