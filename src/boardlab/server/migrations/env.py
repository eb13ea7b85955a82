"""Alembic's entry point: migrations run on the connection :func:`boardlab.server.schema.upgrade` hands over."""

from __future__ import annotations

from alembic import context

from boardlab.server.storage import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
