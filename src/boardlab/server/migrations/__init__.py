"""The database's schema changes, as Alembic migrations (see :mod:`boardlab.server.schema`)."""
