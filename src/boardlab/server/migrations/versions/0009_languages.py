"""Languages and the lobby's chat: the interface language an account chose (``users.language``),
the lobby chat's messages (``lobby_chat``) and their reports (``lobby_chat_reports``), and the
goal talk of comet games whose players agree their goal (``comet_goals``).

The pages speak the language a reader chooses (``server/language.py``); a logged-in reader's
choice is kept in the account so that it follows them to every device. Older accounts have
none (null): their pages follow the browser's ``Accept-Language`` until they choose. The lobby
chat (``server/lobby_chat.py``) is for accounts; a report is kept once per message and reporter.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from boardlab.server.migrations.idempotent import add_column, create_index, create_table

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    add_column("users", sa.Column("language", sa.String(16), nullable=True))
    create_table(
        "lobby_chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id", ondelete="SET NULL"), nullable=True),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    create_index("ix_lobby_chat_user_id", "lobby_chat", ["user_id"])
    create_table(
        "lobby_chat_reports",
        sa.Column("message_id", sa.Integer, sa.ForeignKey("lobby_chat.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("reporter_id", sa.Integer, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("reason", sa.Text, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )

    create_table(
        "comet_goals",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("phase", sa.String(16), nullable=False),
        sa.Column("goal", sa.Text, nullable=True),
        sa.Column("proposer", sa.String(32), nullable=True),
        sa.Column("told", sa.Integer, nullable=False, server_default="0"),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("comet_goals")
    op.drop_table("lobby_chat_reports")
    op.drop_table("lobby_chat")
    with op.batch_alter_table("users") as users:
        users.drop_column("language")
