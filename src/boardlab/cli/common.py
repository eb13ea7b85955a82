"""What every command shares: the Typer app, loading a game and position, errors and JSON.

No input makes the command line print a traceback: the app's command group turns every
exception that escapes a command into one clear error line (or, with ``--json``, one JSON
document ``{"error": ...}`` on standard output) and a non-zero exit code.
"""

from __future__ import annotations

import json
import sys
from contextvars import ContextVar
from typing import Annotated, Any, NoReturn, Optional

import typer
from rich.console import Console
from rich.markup import escape
from typer.core import TyperGroup

from boardlab.cli.version import package_version
from boardlab.core.errors import BoardlabError, IllegalMove
from boardlab.core.game import Game, State
from boardlab.core.registry import load

#: Exit codes beyond click's 2 (bad usage or input): an interrupted command, an internal error.
INTERRUPTED = 130
INTERNAL_ERROR = 70

#: Whether the running command was given --json, so that errors come as a JSON document.
_json_errors: ContextVar[bool] = ContextVar("json_errors", default=False)


class _Commands(TyperGroup):
    """The command group: runs a command and reports whatever escapes it without a traceback."""

    def invoke(self, ctx: typer.Context) -> Any:
        arguments = [*ctx._protected_args, *ctx.args]  # read before the group consumes them
        token = _json_errors.set("--json" in arguments)
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort):
            raise
        except typer.TyperException as error:  # a usage error found by click
            if not _json_errors.get():
                raise
            _report(error.format_message(), getattr(error, "exit_code", 2))
        except KeyboardInterrupt:
            _report("interrupted", INTERRUPTED)
        except BoardlabError as error:
            _report(str(error))
        except RecursionError:
            _report("the computation nests too deeply for Python's stack; try a smaller depth")
        except OSError as error:
            where = f"{error.filename}: " if error.filename else ""
            _report(f"{where}{error.strerror or error}")
        except Exception as error:  # a bug: say so in one line rather than a traceback
            _report(f"internal error ({type(error).__name__}: {error}); please report it", INTERNAL_ERROR)
        finally:
            _json_errors.reset(token)


app = typer.Typer(
    name="boardlab",
    help="Play, analyse and playtest C1, AXIOM, CCC, Cubes and the comet circumflex game.",
    cls=_Commands,
    no_args_is_help=True,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    # Plain help text: rich's panels cost about 0.2 s of imports and drawing on every --help,
    # and the promise is 0.3 s above Python's start (benchmarks/cli_start.py).
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)
#: Human-readable output; with --json only the JSON document goes to standard output.
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)




def _print_version(requested: bool) -> None:
    if requested:
        out.print(f"boardlab {package_version()}", markup=False)
        raise typer.Exit()


@app.callback()
def _options(version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_print_version,
                                                   help="Print the version and exit.")] = False) -> None:
    """Play, analyse and playtest C1, AXIOM, CCC, Cubes and the comet circumflex game."""


OPTION_HELP = "A game option as NAME=VALUE (repeatable), e.g. variant=c2."
POSITION_HELP = "Start from this position string instead of the start position."
MOVES_HELP = "Moves (or whole turns) to play first, separated by spaces."

# The arguments and options that many commands share.
GameArg = Annotated[str, typer.Argument(help="Game name ('boardlab games' lists them), e.g. c1.")]
OptionOpt = Annotated[Optional[list[str]], typer.Option("--option", "-o", help=OPTION_HELP)]
PositionOpt = Annotated[Optional[str], typer.Option("--position", "-p", help=POSITION_HELP)]
MovesOpt = Annotated[Optional[str], typer.Option("--moves", "-m", help=MOVES_HELP)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print exactly one JSON document on standard output.")]


def fail(message: str, code: int = 2) -> NoReturn:
    """Report ``message`` and exit with ``code``: on standard error, or with ``--json`` as the
    one JSON document ``{"error": message}`` on standard output."""
    _report(message, code)


def _report(message: str, code: int = 2) -> NoReturn:
    if _json_errors.get():
        print_json({"error": message})
    else:
        err.print(f"[bold red]error:[/] {escape(message)}", markup=True)
    raise typer.Exit(code)


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """``["variant=c2"]`` -> ``{"variant": "c2"}`` (values are converted by the game)."""
    options: dict[str, Any] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            fail(f"option {pair!r} must be written NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def load_game(name: str, option_pairs: list[str] | None) -> Game:
    """The game ``name`` with options from the command line, or a clean exit with the error."""
    try:
        return load(name, **parse_options(option_pairs))
    except BoardlabError as error:
        fail(str(error))


def load_state(game: Game, position: str | None, moves: str | None) -> State:
    """The position from ``--position`` (or the start) after ``--moves``."""
    try:
        state = game.from_position(position) if position else game.start()
        return game.replay((moves or "").split(), state)
    except IllegalMove as error:
        fail(f"illegal move: {error}")
    except BoardlabError as error:
        fail(str(error))


def print_json(data: Any) -> None:
    """Write exactly one JSON document to standard output."""
    sys.stdout.write(json.dumps(data) + "\n")


def summary(state: State) -> dict[str, Any]:
    """The JSON summary of a position that ``moves --json`` prints."""
    return {
        "to_move": state.to_move,
        "legal_moves": state.legal_moves(),
        "is_over": state.is_over,
        "winner": state.winner,
    }
