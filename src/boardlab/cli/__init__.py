"""The ``boardlab`` command line. Each module in ``_COMMAND_MODULES`` adds commands to :data:`app`.

Starting must be quick (``boardlab --version``, ``boardlab --help`` and any command's
``--help`` within 0.3 s above Python's own start; ``benchmarks/cli_start.py`` measures it), so
:func:`main` imports only what the command line asks for:

- a command (``boardlab serve ...``, ``boardlab serve --help``): the one module that defines it
  (:data:`COMMANDS`), whose own heavy imports (the web app, the compiled engines, numpy) wait
  inside its functions;
- no command (``boardlab``, ``boardlab --help``, ``boardlab --version``): no command module at
  all; the overview lists every command with its one-line help from :data:`COMMANDS` (a test
  holds that table to the commands' own help).

``from boardlab.cli import app`` imports every module (tests, documentation tools).
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

_COMMAND_MODULES = ("boardlab.cli.games", "boardlab.cli.ai", "boardlab.cli.solve", "boardlab.cli.serve",
                    "boardlab.cli.records", "boardlab.cli.lab", "boardlab.cli.sentences", "boardlab.cli.puzzles")

#: Every command: the module that defines it and its one-line help, in the overview's order.
COMMANDS: dict[str, tuple[str, str]] = {
    "games": ("boardlab.cli.games", "List the games and their options."),
    "moves": ("boardlab.cli.games", "Show the legal moves after a list of moves."),
    "perft": ("boardlab.cli.games", "Count the legal move sequences of a given length (with the game's fast engine "
                                    "where it has one)."),
    "svg": ("boardlab.cli.games", "Draw a position as SVG (or PNG, or a text diagram)."),
    "rules": ("boardlab.cli.games", "Print a game's rules as boardlab plays them, with every decision taken where "
                                    "the rule texts are silent."),
    "replay": ("boardlab.cli.games", "Check a game record and print each position, or the first problem."),
    "play": ("boardlab.cli.games", "Play in the terminal: humans type moves, computer players answer."),
    "analyse": ("boardlab.cli.ai", "The best move, its score in [-1, 1] for the side to move (1: forced win found) "
                                   "and the principal variation; for a puzzle (comet), the distance to..."),
    "match": ("boardlab.cli.ai", "Play AGENT_A against AGENT_B, both seats in turn: wins, draws, losses with a 95% "
                                 "confidence interval, and the Elo difference."),
    "bench": ("boardlab.cli.ai", "Random-playout speed from the start, single process (games capped at 300 plies), "
                                 "with the simple reference engine measured in the same run."),
    "solve": ("boardlab.cli.solve", "Solve a game: comet's shortest way to a goal; Cubes' value with perfect play on a "
                                    "small board."),
    "serve": ("boardlab.cli.serve", "Start the web app: open http://HOST:PORT/ in a browser to play."),
    "worker": ("boardlab.cli.serve",
               "Serve computer moves, hints, analyses and lab experiments from the PostgreSQL job queue."),
    "export": ("boardlab.cli.records", "Write the stored games as records, oldest first, a blank line between them."),
    "import": ("boardlab.cli.records", "Store every game of a record file; a bad record refuses the whole file."),
    "lab": ("boardlab.cli.lab", "Playtest games: run experiments over variants and agents, report, tune."),
    "sentences": ("boardlab.cli.sentences", "Comet circumflex sentences: list, encode, decode, export games."),
    "puzzles": ("boardlab.cli.puzzles", "Puzzles: list them, mine finished games for missed forced wins."),
}


def _register(modules: tuple[str, ...] = _COMMAND_MODULES) -> Any:
    """Import the command modules (each adds its commands to the app) and return the app."""
    for module in modules:
        importlib.import_module(module)
    from boardlab.cli.common import app

    return app


def _overview() -> Any:
    """The app with every command listed but none imported: each is a stub that only carries its
    name and one-line help, for ``boardlab --help`` and ``boardlab --version``."""
    from boardlab.cli.common import app

    for name, (_, short) in COMMANDS.items():
        app.command(name, help=short, add_help_option=False)(_never_run)
    return app


def _never_run() -> None:   # pragma: no cover - the overview only lists commands
    raise SystemExit("internal error: a listed command ran without its module")


def _modules_for(arguments: list[str]) -> tuple[str, ...] | None:
    """The modules a command line needs: ``()`` for none (no command given), ``None`` for all
    (an unknown command: the full app names the known ones in its error)."""
    command = next((argument for argument in arguments if not argument.startswith("-")), None)
    if command is None:
        return ()
    found = COMMANDS.get(command)
    return (found[0],) if found else None


def __getattr__(name: str) -> Any:
    if name == "app":
        return _register()
    raise AttributeError(f"module 'boardlab.cli' has no attribute {name!r}")


def main() -> None:
    """Entry point of the ``boardlab`` console script."""
    if sys.argv[1:] == ["--version"]:   # answered before Typer (and the pydantic it loads) starts
        from boardlab.cli.version import package_version

        print(f"boardlab {package_version()}")
        return
    modules = _modules_for(sys.argv[1:])
    app = _overview() if modules == () else _register(modules if modules is not None else _COMMAND_MODULES)
    try:
        app()
    except KeyboardInterrupt:  # Ctrl-C outside a command (commands report it themselves)
        raise SystemExit(130) from None


__all__ = ["COMMANDS", "app", "main"]
