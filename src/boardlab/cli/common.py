"""What every command shares: the Typer app, loading a game and position, errors and JSON."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any, NoReturn, Optional

import typer
from rich.console import Console
from rich.markup import escape

from boardlab.core.errors import BoardlabError, IllegalMove
from boardlab.core.game import Game, State
from boardlab.core.registry import load

app = typer.Typer(
    name="boardlab",
    help="Play, analyse and playtest C1, AXIOM, CCC, Cubes and the comet circumflex game.",
    no_args_is_help=True,
    add_completion=False,
)
#: Human-readable output; with --json only the JSON document goes to standard output.
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

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
    """Print ``message`` to standard error and exit with ``code``."""
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
