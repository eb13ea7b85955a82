"""The ``boardlab`` command line. Each module in ``_COMMAND_MODULES`` adds commands to :data:`app`.

The modules are imported on first use of :data:`app` (``from boardlab.cli import app``) or by
:func:`main`. A command listed in ``_LIGHT_COMMANDS`` is served by its own module alone, so
that it starts without importing the web app and the compiled engines the other commands need.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

_COMMAND_MODULES = ("boardlab.cli.games", "boardlab.cli.ai", "boardlab.cli.solve", "boardlab.cli.serve",
                    "boardlab.cli.records", "boardlab.cli.lab", "boardlab.cli.sentences", "boardlab.cli.puzzles")
#: Commands whose module needs no other: ``boardlab sentences decode`` must start quickly.
_LIGHT_COMMANDS = {"sentences": "boardlab.cli.sentences"}


def _register(modules: tuple[str, ...] = _COMMAND_MODULES) -> Any:
    """Import the command modules (each adds its commands to the app) and return the app."""
    for module in modules:
        importlib.import_module(module)
    from boardlab.cli.common import app

    return app


def __getattr__(name: str) -> Any:
    if name == "app":
        return _register()
    raise AttributeError(f"module 'boardlab.cli' has no attribute {name!r}")


def main() -> None:
    """Entry point of the ``boardlab`` console script."""
    arguments = sys.argv[1:]
    light = _LIGHT_COMMANDS.get(arguments[0]) if arguments else None
    app = _register((light,) if light else _COMMAND_MODULES)
    try:
        app()
    except KeyboardInterrupt:  # Ctrl-C outside a command (commands report it themselves)
        raise SystemExit(130) from None


__all__ = ["app", "main"]
