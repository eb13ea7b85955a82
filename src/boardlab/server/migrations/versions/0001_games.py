"""The games as the first versions stored them: games, seats, steps and notes.

A database made before migrations existed has these tables (or all but ``notes``, if it is
older than notes): each table is created only where it is missing (as in every migration, see
:mod:`boardlab.server.migrations.idempotent`), so such a database takes this revision in place,
every row kept, and is upgraded from here.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import create_table

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("start_position", sa.Text, nullable=True),
        sa.Column("players", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("step_count", sa.Integer, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("to_move", sa.String(32), nullable=True),
        sa.Column("result_winner", sa.String(32), nullable=True),
        sa.Column("result_reason", sa.Text, nullable=True),
        sa.Column("draw_offer", sa.String(32), nullable=True),
        sa.Column("rematch_of", sa.String(32), nullable=True),
        sa.Column("rematch_id", sa.String(32), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_table(
        "seats",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.String(32), primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=False, index=True),
    )
    create_table(
        "steps",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("move", sa.Text, nullable=False),
        sa.Column("played_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_table(
        "notes",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("turn", sa.Integer, primary_key=True),
        sa.Column("text", sa.Text, nullable=False),
    )


def downgrade() -> None:
    for table in ("notes", "steps", "seats", "games"):
        op.drop_table(table)
