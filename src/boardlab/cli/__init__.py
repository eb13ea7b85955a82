"""The ``boardlab`` command line. Each module in ``_COMMAND_MODULES`` adds commands to :data:`app`."""

from __future__ import annotations

import importlib

from boardlab.cli.common import app

_COMMAND_MODULES = ("boardlab.cli.games", "boardlab.cli.ai", "boardlab.cli.solve", "boardlab.cli.serve",
                    "boardlab.cli.records", "boardlab.cli.lab", "boardlab.cli.sentences")

for _module in _COMMAND_MODULES:
    importlib.import_module(_module)


def main() -> None:
    """Entry point of the ``boardlab`` console script."""
    try:
        app()
    except KeyboardInterrupt:  # Ctrl-C outside a command (commands report it themselves)
        raise SystemExit(130) from None


__all__ = ["app", "main"]
