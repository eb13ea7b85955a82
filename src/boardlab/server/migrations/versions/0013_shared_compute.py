"""Hints, analyses and caps shared by the web processes on PostgreSQL: the answers job workers
give hints and analyses (``help_results``, read by the request that asked: server/help_jobs.py)
and the games against the computer each client has in play (``computer_games``, so the cap on
them holds across processes: server/shared_caps.py). SQLite (one process) keeps both in memory;
the tables are there all the same, so every database has one schema.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import create_index, create_table

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    create_table(
        "help_results",
        sa.Column("key", sa.String(40), primary_key=True),
        sa.Column("status", sa.Integer, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_index("ix_help_results_created_at", "help_results", ["created_at"])
    create_table(
        "computer_games",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("client", sa.String(100), nullable=False),
        sa.Column("asked_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("paced", sa.Boolean, nullable=False),
        sa.Column("over", sa.Boolean, nullable=False),
    )
    create_index("ix_computer_games_client", "computer_games", ["client"])


def downgrade() -> None:
    op.drop_table("computer_games")
    op.drop_table("help_results")
