"""Commands that work for every game: play, replay, moves, perft, svg, games."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Optional

import typer

from boardlab.ai.agents import Agent, parse_agent
from boardlab.cli.common import (
    GameArg,
    JsonOpt,
    MovesOpt,
    OptionOpt,
    PositionOpt,
    app,
    err,
    fail,
    load_game,
    load_state,
    out,
    print_json,
    summary,
)
from boardlab.core.errors import BoardlabError, IllegalMove, RecordError
from boardlab.core.game import State
from boardlab.core.perft import divide, perft
from boardlab.core.records import replay_record, result_text, write_record
from boardlab.core.registry import game_class, games



@app.command("games")
def list_games(json: JsonOpt = False) -> None:
    """List the games and their options."""
    listing = {name: {spec.name: spec.default for spec in game_class(name).option_specs} for name in games()}
    if json:
        print_json(listing)
        return
    for name in games():
        cls = game_class(name)
        out.print(f"[bold]{name}[/]: {cls.title}")
        for spec in cls.option_specs:
            out.print(f"    {spec.describe()}")


@app.command()
def moves(game: GameArg, moves: MovesOpt = None, position: PositionOpt = None,
          option: OptionOpt = None, json: JsonOpt = False) -> None:
    """Show the legal moves after a list of moves."""
    state = load_state(load_game(game, option), position, moves)
    if json:
        print_json(summary(state))
        return
    out.print(state.text())
    if state.is_over:
        out.print(f"Game over: {result_text(state.winner)} ({state.reason})")
    else:
        out.print(f"{len(state.legal_moves())} legal moves for {state.to_move}: " + " ".join(state.legal_moves()))


@app.command("perft")
def perft_command(game: GameArg, depth: Annotated[int, typer.Argument(min=0, help="Number of steps.")],
                  moves: MovesOpt = None, position: PositionOpt = None, option: OptionOpt = None,
                  split: Annotated[bool, typer.Option("--divide", help="Count per first move.")] = False,
                  json: JsonOpt = False) -> None:
    """Count the legal move sequences of a given length."""
    state = load_state(load_game(game, option), position, moves)
    started = time.perf_counter()
    per_move = divide(state, depth) if split and depth > 0 else None
    nodes = sum(per_move.values()) if per_move is not None else perft(state, depth)
    seconds = time.perf_counter() - started
    if json:
        print_json({"depth": depth, "nodes": nodes, "seconds": seconds, "divide": per_move})
        return
    for move, count in (per_move or {}).items():
        out.print(f"{move}: {count}")
    out.print(f"perft({depth}) = {nodes}  ({seconds:.2f} s)")


@app.command()
def svg(game: GameArg, moves: MovesOpt = None, position: PositionOpt = None, option: OptionOpt = None,
        output: Annotated[Optional[Path], typer.Option("--output", help="Write to this file.")] = None,
        flip: Annotated[bool, typer.Option("--flip", help="Turn the board (e.g. White at the bottom).")] = False,
        highlight: Annotated[Optional[str], typer.Option(help="Mark the destinations of the piece on this target.")] = None) -> None:
    """Draw a position as SVG."""
    state = load_state(load_game(game, option), position, moves)
    targets = [path[-1] for path in state.clicks().values() if highlight and path[0] == highlight]
    try:
        picture = state.svg(flipped=flip, highlights=targets, selected=highlight)
    except BoardlabError as error:
        fail(str(error))
    if output:
        output.write_text(picture)
        err.print(f"wrote {output}")
    else:
        out.print(picture, markup=False)


@app.command()
def replay(game: GameArg, file: Annotated[Path, typer.Argument(help="A record file ('-' for standard input).")],
           option: OptionOpt = None, json: JsonOpt = False,
           quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Only the verdict.")] = False) -> None:
    """Check a game record and print each position, or the first problem."""
    loaded = load_game(game, option)
    try:
        text = typer.get_text_stream("stdin").read() if str(file) == "-" else file.read_text()
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read {file}: {error}")
    try:
        states = replay_record(loaded, text)
    except RecordError as error:
        if json:
            print_json({"valid": False, "error": str(error), "ply": error.ply, "move": error.move})
            raise typer.Exit(1) from None
        fail(str(error), code=1)
    final = states[-1]
    if json:
        print_json({"valid": True, "moves": final.moves, "position": final.position(), **summary(final)})
        return
    if not quiet:
        for number, state in enumerate(states):
            out.print(f"[bold]after turn {number}[/]" + (f": {final.moves[number - 1]}" if number else " (start)"))
            out.print(state.text(), markup=False)
    verdict = f"{result_text(final.winner)} ({final.reason})" if final.is_over else "game not finished"
    out.print(f"valid record, {len(states) - 1} turns; {verdict}")


@app.command()
def play(game: GameArg,
         black: Annotated[str, typer.Option(help="human, or an agent spec such as random.")] = "human",
         white: Annotated[str, typer.Option(help="human, or an agent spec such as random.")] = "human",
         player: Annotated[Optional[list[str]], typer.Option(help="SEAT=SPEC for games with other seats.")] = None,
         option: OptionOpt = None, position: PositionOpt = None, moves: MovesOpt = None,
         seed: Annotated[Optional[int], typer.Option(help="Seed for the computer players.")] = None) -> None:
    """Play in the terminal: humans type moves, computer players answer.

    Type a move in the game's notation, 'moves' for the legal moves, 'undo' to take back a
    turn step, 'record' for the record so far, or 'quit'.
    """
    loaded = load_game(game, option).for_new_game()  # a new game: draw what the rules leave to chance
    specs = {"black": black, "white": white}
    for pair in player or []:
        seat, _, spec = pair.partition("=")
        specs[seat] = spec
    try:
        agents = {seat: None if specs.get(seat, "human") == "human" else parse_agent(specs[seat], seed)
                  for seat in loaded.seats}
    except BoardlabError as error:
        fail(str(error))
    start = load_state(loaded, position, moves)
    _play_loop(start, agents)


def _play_loop(start: State, agents: dict[str, Agent | None]) -> None:
    history = [start]
    while not history[-1].is_over:
        state = history[-1]
        _show(state)
        agent = agents.get(state.to_move or "")
        if agent is not None:
            move = agent.choose(state)
            out.print(f"{state.to_move} ({agent.name}) plays {move}")
            history.append(state.play(move))
            continue
        try:
            entry = input(f"{state.to_move}> ").strip()
        except EOFError:
            out.print("\nend of input: game left unfinished")
            raise typer.Exit(0) from None
        if entry in ("quit", "exit"):
            raise typer.Exit(0)
        if entry == "moves":
            out.print(" ".join(state.legal_moves()), markup=False)
        elif entry == "undo":
            history = history[:-1] or history
        elif entry == "record":
            out.print(write_record(state, start), markup=False)
        elif entry:
            try:
                history.append(state.play(state.game.normalise_move(entry)))
            except IllegalMove as error:
                out.print(f"[red]illegal:[/] {error}")
    final = history[-1]
    out.print(final.text(), markup=False)
    out.print(f"[bold]Game over: {result_text(final.winner)}[/] ({final.reason})")
    out.print(write_record(final, start), markup=False)


def _show(state: State) -> None:
    out.print()
    out.print(state.text(), markup=False)
    threats = state.threats()
    if threats:
        out.print(f"[yellow]{state.to_move} is under threat[/] ({len(threats)} winning replies for the opponent)")
