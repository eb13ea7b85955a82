"""Commands for the computer players: analyse a position, play a match, measure engine speed."""

from __future__ import annotations

import math
from typing import Annotated, Optional

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from boardlab.ai.agents import AGENT_PARAMETERS, parse_agent
from boardlab.ai.bench import bench
from boardlab.ai.match import (
    DEFAULT_MAX_PLIES,
    GameOutcome,
    MatchResult,
    match_tasks,
    run_match,
)
from boardlab.cli.common import (
    INTERRUPTED,
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
)
from boardlab.core.errors import BoardlabError



@app.command()
def analyse(game: GameArg,
            moves: MovesOpt = None,
            position: PositionOpt = None,
            option: OptionOpt = None,
            seconds: Annotated[float, typer.Option(min=0.01, help="Thinking time in seconds.")] = 2.0,
            agent: Annotated[str, typer.Option(help="The searching agent: alphabeta, mcts or a level.")] = "alphabeta",
            seed: Annotated[Optional[int], typer.Option(help="Seed for the search's tie-breaks.")] = None,
            json: JsonOpt = False) -> None:
    """The best move, its score in [-1, 1] for the side to move (1: forced win found) and the
    principal variation."""
    state = load_state(load_game(game, option), position, moves)
    if state.is_over:
        fail(f"the game is over ({state.reason}); there is nothing to analyse")
    try:
        if not hasattr(parse_agent(agent), "analyse"):
            fail(f"agent {agent!r} does not search; use alphabeta, mcts, greedy or a level (easy, medium, hard)")
        takes_time = "time" in AGENT_PARAMETERS[agent.partition(":")[0].strip().lower()]
        searcher = parse_agent(with_time(agent, seconds) if takes_time else agent, seed)
    except BoardlabError as error:
        fail(str(error))
    result = searcher.analyse(state)  # type: ignore[attr-defined]
    if json:
        print_json({"best": result.best, "score": result.score, "pv": result.pv})
        return
    out.print(f"best move: [bold]{result.best}[/]  score {result.score:+.3f} for {state.to_move}")
    out.print("principal variation: " + " ".join(result.pv), markup=False)
    work = f"depth {result.depth}, {result.nodes} nodes" if result.depth else f"{result.nodes} iterations"
    out.print(f"{work} in {result.seconds:.2f} s ({searcher.name})", markup=False)


@app.command()
def match(game: GameArg,
          agent_a: Annotated[str, typer.Argument(help="First agent spec, e.g. hard.")],
          agent_b: Annotated[str, typer.Argument(help="Second agent spec, e.g. random.")],
          games: Annotated[int, typer.Option("--games", "-n", min=1, help="Number of games (seats alternate).")] = 10,
          workers: Annotated[int, typer.Option(min=1, help="Worker processes.")] = 1,
          seed: Annotated[int, typer.Option(help="Seed of the match (each game derives its own).")] = 0,
          max_plies: Annotated[int, typer.Option(min=1, help="Steps after which a game is a draw.")] = DEFAULT_MAX_PLIES,
          option: OptionOpt = None, json: JsonOpt = False) -> None:
    """Play AGENT_A against AGENT_B, both seats in turn: wins, draws, losses with a 95%
    confidence interval, and the Elo difference."""
    load_game(game, option)
    try:
        tasks = match_tasks(game, parse_options(option), agent_a, agent_b, games, seed, max_plies)
    except BoardlabError as error:
        fail(str(error))
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=err, transient=True) as progress:
        bar = progress.add_task(f"{agent_a} v {agent_b}", total=games)

        def advance(_: GameOutcome) -> None:
            progress.advance(bar)

        result = run_match(tasks, workers, advance)
    if json:
        print_json(result.to_json())
    else:
        _print_match(result)
    if result.interrupted:
        raise typer.Exit(INTERRUPTED)


def with_time(spec: str, seconds: float) -> str:
    """``spec`` with a time budget of ``seconds`` added, unless it names its own time."""
    if "time=" in spec or any(part.strip()[:1].isdigit() for part in spec.partition(":")[2].split(",")):
        return spec
    return f"{spec}{',' if ':' in spec else ':'}time={seconds:g}s"


def _print_match(result: MatchResult) -> None:
    if result.interrupted:
        out.print(f"interrupted: {result.games} of {result.planned} games finished", markup=False)
        if not result.games:
            return
    low, high = result.confidence_interval()
    elo_low, elo_high = result.elo_interval()
    out.print(f"{result.spec_a} v {result.spec_b}: {result.games} games", markup=False)
    out.print(f"{result.spec_a}: {result.wins} wins, {result.draws} draws, {result.losses} losses", markup=False)
    out.print(f"score {result.score:.1%} (95% CI {low:.1%} .. {high:.1%}, Wilson)")
    out.print(f"Elo difference {_elo_text(result.elo())} (95% CI {_elo_text(elo_low)} .. {_elo_text(elo_high)})")


def _elo_text(value: float) -> str:
    """An Elo difference; a score of 0% or 100% puts no bound on it."""
    return f"{value:+.0f}" if math.isfinite(value) else ("unbounded above" if value > 0 else "unbounded below")


@app.command("bench")
def bench_command(game: GameArg,
                  seconds: Annotated[float, typer.Option(min=0.1, help="Seconds of play to measure.")] = 3.0,
                  option: OptionOpt = None, json: JsonOpt = False) -> None:
    """Random-playout speed from the start, single process (games capped at 300 plies), with
    the simple reference engine measured in the same run."""
    loaded = load_game(game, option)
    figures = bench(loaded, seconds, reference_seconds=min(seconds, 3.0))
    if json:
        print_json(figures)
        return
    out.print(f"{figures['plies_per_s']:,.0f} plies/s, {figures['games_per_s']:,.0f} games/s, "
              f"{figures['mean_plies']:.1f} plies per game")
    if not figures["fast_engine"]:
        out.print(f"{game} has no fast engine with these options: these are the reference engine's figures")
        return
    out.print(f"reference engine: {figures['reference_plies_per_s']:,.0f} plies/s "
              f"({figures['plies_per_s'] / figures['reference_plies_per_s']:.0f} times slower)")
