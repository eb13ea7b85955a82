"""Commands that work for every game: play, replay, moves, perft, svg, games."""

from __future__ import annotations

import time
import zlib
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

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
    parse_options,
    print_json,
    summary,
)
from boardlab.core.errors import BoardlabError, IllegalMove, RecordError
from boardlab.core.fast import fast_perft
from boardlab.core.game import Game, State
from boardlab.core.perft import count_sequences, estimate_leaves
from boardlab.core.records import Record, date_tag, read, result_text, seat_tag, write
from boardlab.core.registry import game_class, games, load, rules_text

#: perft refuses without --force when it expects more leaves than this (tens of minutes with
#: the reference engine at about 10^5 positions a second; documented in README.md).
PERFT_FORCE_LEAVES = 50_000_000
#: ... and this many times more where the game's fast engine counts (it is that much faster).
FAST_PERFT_FACTOR = 50



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
                  force: Annotated[bool, typer.Option("--force", help="Count even when it would take very long.")] = False,
                  json: JsonOpt = False) -> None:
    """Count the legal move sequences of a given length (with the game's fast engine where it
    has one)."""
    state = load_state(load_game(game, option), position, moves)
    limit = PERFT_FORCE_LEAVES * (FAST_PERFT_FACTOR if fast_perft(state, 0) is not None else 1)
    expected = estimate_leaves(state, depth, cap=limit * 1e6)
    if expected > limit and not force:
        fail(f"perft({depth}) would count about {expected:.2g} sequences, which could take hours; "
             f"add --force to count them anyway")
    started = time.perf_counter()
    per_move = _count_per_move(state, depth, quiet=json)
    nodes = sum(per_move.values()) if depth > 0 else 1
    seconds = time.perf_counter() - started
    if json:
        print_json({"depth": depth, "nodes": nodes, "seconds": seconds, "divide": per_move if split else None})
        return
    for move, count in per_move.items() if split else ():
        out.print(f"{move}: {count}", markup=False)
    out.print(f"perft({depth}) = {nodes}  ({seconds:.2f} s)")


def _count_per_move(state: State, depth: int, quiet: bool) -> dict[str, int]:
    """perft below each first move, with a progress bar over the first moves on a terminal."""
    if depth == 0:
        return {}
    columns = (TextColumn("perft({task.fields[depth]})"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    first_moves = state.legal_moves()
    counts: dict[str, int] = {}
    with Progress(*columns, console=err, transient=True, disable=quiet or not err.is_terminal) as bar:
        task = bar.add_task("perft", total=len(first_moves), depth=depth)
        for move in first_moves:
            counts[move] = count_sequences(state.play(move), depth - 1)
            bar.advance(task)
    return counts


@app.command()
def svg(game: GameArg, moves: MovesOpt = None, position: PositionOpt = None, option: OptionOpt = None,
        output: Annotated[Optional[Path], typer.Option("--output", help="Write to this file: .svg, or .png "
                                                       "(needs the 'png' extra).")] = None,
        flip: Annotated[bool, typer.Option("--flip", help="Turn the board (e.g. White at the bottom).")] = False,
        highlight: Annotated[Optional[str], typer.Option(help="Mark the destinations of the piece on this target.")] = None,
        text: Annotated[bool, typer.Option("--text", help="Print the text diagram and its legend instead.")] = False) -> None:
    """Draw a position as SVG (or PNG, or a text diagram)."""
    state = load_state(load_game(game, option), position, moves)
    if text:
        out.print(state.text(), markup=False)
        _print_legend(state)
        return
    targets = [path[-1] for path in state.clicks().values() if highlight and path[0] == highlight]
    if highlight and not targets:
        fail(f"--highlight {highlight}: no legal move starts by clicking {highlight!r}")
    picture = state.svg(flipped=flip, highlights=targets, selected=highlight)
    if output is None:
        out.print(picture, markup=False)
        return
    kind = output.suffix.lower()
    if kind not in (".svg", ".png", ""):
        fail(f"cannot write {output}: the output must be a .svg or .png file")
    data = svg_to_png(picture) if kind == ".png" else picture.encode()
    try:
        output.write_bytes(data)
    except OSError as error:
        fail(f"cannot write {output}: {error.strerror or error}")
    err.print(f"wrote {output}", markup=False)


def svg_to_png(picture: str) -> bytes:
    """The SVG document ``picture`` rasterised to PNG with resvg (the optional 'png' extra)."""
    try:
        import resvg_py
    except ImportError:
        fail("PNG output needs the 'png' extra: pip install 'boardlab[png]' (or write a .svg file)")
    try:
        return bytes(resvg_py.svg_to_bytes(svg_string=picture))
    except ValueError as error:
        fail(f"cannot draw the PNG: {error}")


def _print_legend(state: State) -> None:
    legend = state.game.text_legend
    if legend:
        out.print(f"[dim]legend: {escape(legend)}[/]")


@app.command()
def rules(game: GameArg) -> None:
    """Print a game's rules as boardlab plays them, with every decision taken where the rule
    texts are silent."""
    from rich.markdown import Markdown   # markdown-it and its plugins: only for this command

    # A console of its own: the shared one keeps long lines whole (soft wrap), which crops Markdown.
    Console(highlight=False).print(Markdown(rules_text(game)))


@app.command()
def replay(game_or_file: Annotated[str, typer.Argument(
               metavar="GAME|FILE", help="The game, needed only for a record whose header does not name "
               "it; or, without a game, the record file.")],
           file: Annotated[Optional[Path], typer.Argument(
               metavar="FILE", help="The record file ('-' for standard input).", show_default=False)] = None,
           option: OptionOpt = None, json: JsonOpt = False,
           quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Only the verdict.")] = False) -> None:
    """Check a game record and print each position, or the first problem.

    A record with a header (docs/records.md) names its game and options; a game or options
    given here must then agree with it. A file holding comet circumflex sentences (the key
    U+2604 U+0302 U+20E3) is read as a comet game written in sentences (docs/sentences.md).
    """
    game, path = (None, Path(game_or_file)) if file is None else (game_or_file, file)
    wanted = parse_options(option)
    given = load_game(game, option) if game is not None else None
    try:
        text = typer.get_text_stream("stdin").read() if str(path) == "-" else path.read_text()
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read {path}: {error}")
    # The sentences (and the comet engine behind them) load only here: 'replay --help' stays quick.
    from boardlab.sentences.codec import KEY
    from boardlab.sentences.errors import SentenceError

    try:
        record = _read_sentences(text) if KEY in text else read(text, given)
        _check_agrees(record, given, wanted)
        states = record.states()
    except (RecordError, SentenceError) as error:
        if json:
            print_json({"valid": False, "error": str(error), "ply": getattr(error, "ply", None),
                        "move": getattr(error, "move", None)})
            raise typer.Exit(1) from None
        fail(str(error), code=1)
    final, outcome = states[-1], record.outcome
    if json:
        print_json({"valid": True, "game": record.game, "options": record.options, "tags": record.tags,
                    "moves": final.moves, "position": final.position(), **summary(final),
                    "result": outcome[0] if outcome else None, "reason": outcome[1] if outcome else None})
        return
    if not quiet:
        for number, state in enumerate(states):
            out.print(f"[bold]after turn {number}[/]" + (f": {final.moves[number - 1]}" if number else " (start)"))
            out.print(state.text(), markup=False)
    verdict = f"{result_text(outcome[0])} ({outcome[1]})" if outcome else "game not finished"
    out.print(f"valid record, {len(states) - 1} turns; {verdict}")


def _read_sentences(text: str) -> Record:
    """A comet game written as comet circumflex sentences (recognised by the key ☄̂⃣)."""
    from boardlab.sentences.comet import read_game

    return read_game(text)


def _check_agrees(record: Record, given: Game | None, wanted: dict[str, Any]) -> None:
    """Refuse a game or options on the command line that the record's header contradicts."""
    if given is not None and given.name != record.game:
        raise RecordError(f"the record is a game of {record.game}, not {given.name} (its Game tag says so)")
    try:
        expected = load(record.game, **wanted).options
    except BoardlabError as error:
        raise RecordError(str(error)) from None
    for name in wanted:
        if record.options[name] != expected[name]:
            raise RecordError(f"the record is played with {name}={record.options[name]!r}, "
                              f"not {name}={expected[name]!r} (its header says so)")


PLAY_HELP = """commands: a move in the game's notation (any letter case), or
  moves   the legal moves
  undo    take back your last turn (and the computer's reply)
  record  the game's record so far
  legend  what the diagram's letters mean
  help    this list
  quit    leave the game"""


@app.command()
def play(game: GameArg,
         black: Annotated[Optional[str], typer.Option(help="human, or an agent spec such as random.")] = None,
         white: Annotated[Optional[str], typer.Option(help="human, or an agent spec such as random.")] = None,
         player: Annotated[Optional[list[str]], typer.Option(help="SEAT=SPEC for games with other seats.")] = None,
         option: OptionOpt = None, position: PositionOpt = None, moves: MovesOpt = None,
         seed: Annotated[Optional[int], typer.Option(help="Seed for the computer players (each seat draws "
                                                     "its own stream from it).")] = None,
         record: Annotated[Optional[Path], typer.Option("--record", help="Write the game's record to this file "
                                                        "after every turn.")] = None) -> None:
    """Play in the terminal: humans type moves, computer players answer.

    Type a move in the game's notation, 'moves' for the legal moves, 'undo' to take back your
    last turn, 'record' for the record so far, 'legend', 'help', or 'quit'.
    """
    loaded = load_game(game, option).for_new_game()  # a new game: draw what the rules leave to chance
    specs = _seat_specs(loaded.seats, black, white, player or [])
    try:
        agents = {seat: None if spec == "human" else parse_agent(spec, seat_seed(seed, seat))
                  for seat, spec in specs.items()}
    except BoardlabError as error:
        fail(str(error))
    origin = load_state(loaded, position, None)
    start = load_state(loaded, position, moves)
    _play_loop(start, agents, origin, record)


def record_text(state: State, origin: State, players: Mapping[str, str]) -> str:
    """The record ``play`` writes: the players (``human`` or their spec) and today's date in
    the header, then every turn from ``origin``, the position the game began from."""
    tags = {"Date": date_tag(date.today()), **{seat_tag(seat): spec for seat, spec in players.items()}}
    return write(state, start=origin, tags=tags)


def _seat_specs(seats: tuple[str, ...], black: str | None, white: str | None, pairs: list[str]) -> dict[str, str]:
    """Each seat's spec (``human`` unless given); a seat the game does not have is an error."""
    given = {seat: spec for seat, spec in (("black", black), ("white", white)) if spec is not None}
    for pair in pairs:
        seat, sep, spec = pair.partition("=")
        if not sep or not seat.strip() or not spec.strip():
            fail(f"--player {pair!r} must be written SEAT=SPEC, e.g. p2=random")
        given[seat.strip().lower()] = spec.strip()
    unknown = [seat for seat in given if seat not in seats]
    if unknown:
        fail(f"this game has no seat {unknown[0]!r}; its seats: {', '.join(seats)}")
    return {seat: given.get(seat, "human") for seat in seats}


def seat_seed(seed: int | None, seat: str) -> int | None:
    """The seed of one seat's computer player: each seat its own stream, all fixed by ``seed``.

    >>> seat_seed(3, "black") != seat_seed(3, "white")
    True
    """
    return None if seed is None else zlib.crc32(f"{seed}:{seat}".encode())


def _play_loop(start: State, agents: dict[str, Agent | None], origin: State, record: Path | None) -> None:
    players = {seat: "human" if agent is None else agent.name for seat, agent in agents.items()}

    def save(state: State) -> None:
        _save_record(record, record_text(state, origin, players))

    history = [start]
    if start.game.text_legend:
        out.print(f"[dim]legend: {escape(start.game.text_legend)}  (type 'help' for the commands)[/]")
    while not history[-1].is_over:
        state = history[-1]
        _show(state)
        agent = agents.get(state.to_move or "")
        if agent is not None:
            move = agent.choose(state)
            out.print(f"{state.to_move} ({agent.name}) plays {move}", markup=False)
            history.append(state.play(move))
            save(history[-1])
            continue
        try:
            entry = input(f"{state.to_move}> ").strip()
        except EOFError:
            out.print("\nend of input: game left unfinished")
            raise typer.Exit(0) from None
        command = entry.lower()
        if command in ("quit", "exit"):
            raise typer.Exit(0)
        if command == "moves":
            out.print(" ".join(state.legal_moves()), markup=False)
        elif command == "undo":
            history = _undo(history, agents)
            save(history[-1])
        elif command == "record":
            out.print(record_text(state, origin, players), markup=False)
        elif command == "legend":
            _print_legend(state)
        elif command in ("help", "?"):
            out.print(PLAY_HELP, markup=False)
        elif entry:
            try:
                history.append(state.play(state.game.normalise_move(entry)))
            except IllegalMove as error:
                out.print(f"[red]illegal:[/] {escape(str(error))}  (type 'help' for the commands)")
                continue
            save(history[-1])
    final = history[-1]
    out.print(final.text(), markup=False)
    out.print(f"[bold]Game over: {result_text(final.winner)}[/] ({escape(final.reason or '')})")
    out.print(record_text(final, origin, players), markup=False)


def _undo(history: list[State], agents: dict[str, Agent | None]) -> list[State]:
    """``history`` without the last turn played by a human and the computer's replies after it.

    Steps are taken back until a human is to move at the start of a turn, so against the
    computer 'undo' returns to the position before the player's own last turn (all its steps).
    """
    if len(history) == 1:
        out.print("nothing to undo")
        return history
    kept = history[:-1]
    while len(kept) > 1 and (agents.get(kept[-1].to_move or "") is not None or kept[-1].turn_steps):
        kept.pop()
    return kept


def _save_record(path: Path | None, text: str) -> None:
    """Write the record so far to ``path`` (when given): a crash or quit keeps the game."""
    if path is None:
        return
    try:
        path.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        fail(f"cannot write the record to {path}: {error.strerror or error}")


def _show(state: State) -> None:
    out.print()
    out.print(state.text(), markup=False)
    threats = state.threats()
    if threats:
        out.print(f"[yellow]{state.to_move} is under threat[/] ({len(threats)} winning replies for the opponent)")
