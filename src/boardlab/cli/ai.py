"""Commands for the computer players: analyse a position, play a match, measure engine speed."""

from __future__ import annotations

import math
from typing import Annotated, Optional

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from boardlab.ai.adapters import adapter_for
from boardlab.ai.agents import SearchResult, parse_agent, with_time
from boardlab.ai.bench import bench
from boardlab.ai.match import (
    DEFAULT_MAX_PLIES,
    GameOutcome,
    MatchResult,
    PuzzleSummary,
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
            agent: Annotated[Optional[str], typer.Option(
                help="The searching agent: alphabeta, mcts, solver or a level (default: the game's solver "
                     "where it has one, as comet does, else alphabeta).")] = None,
            seed: Annotated[Optional[int], typer.Option(help="Seed for the search's tie-breaks.")] = None,
            json: JsonOpt = False) -> None:
    """The best move, its score in [-1, 1] for the side to move (1: forced win found) and the
    principal variation; for a puzzle (comet), the distance to the goal in moves."""
    state = load_state(load_game(game, option), position, moves)
    if state.is_over:
        fail(f"the game is over ({state.reason}); there is nothing to analyse")
    if agent is None:
        agent = "solver" if hasattr(adapter_for(state), "solve") else "alphabeta"
    try:
        if not hasattr(parse_agent(agent), "analyse"):
            fail(f"agent {agent!r} does not search; use alphabeta, mcts, greedy or a level (easy, medium, hard, expert)")
        searcher = parse_agent(with_time(agent, seconds), seed)
    except BoardlabError as error:
        fail(str(error))
    result = searcher.analyse(state)  # type: ignore[attr-defined]
    puzzle = state.game.cooperative
    if json:
        extra = {"distance": result.distance, "distance_at_least": result.distance_at_least} if puzzle else {}
        print_json({"best": result.best, "score": result.score, "pv": result.pv, "depth": result.depth,
                    "nodes": result.nodes, "seconds": result.seconds, **extra})
        return
    out.print(f"best move: [bold]{result.best}[/]  score {result.score:+.3f} for {state.to_move}")
    out.print("principal variation: " + " ".join(result.pv), markup=False)
    if puzzle:
        out.print(_distance_text(result), markup=False)
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
          opening: Annotated[int, typer.Option(min=0, help="Random steps before the agents play; each pair of "
                                               "games shares its opening, seats swapped.")] = 0,
          option: OptionOpt = None, json: JsonOpt = False) -> None:
    """Play AGENT_A against AGENT_B, both seats in turn: wins, draws, losses with a 95%
    confidence interval, and the Elo difference. In a cooperative game (comet) the agents
    play together: how many games they solved, and with how many moves."""
    load_game(game, option)
    try:
        tasks = match_tasks(game, parse_options(option), agent_a, agent_b, games, seed, max_plies, opening)
    except BoardlabError as error:
        fail(str(error))
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=err, transient=True) as progress:
        bar = progress.add_task(f"{agent_a} v {agent_b}", total=games)

        def advance(_: GameOutcome) -> None:
            progress.advance(bar)

        result = run_match(tasks, workers, advance)
    if load_game(game, option).cooperative:
        _report_puzzle_match(result, json)
    elif json:
        print_json(result.to_json())
    else:
        _print_match(result)
    if result.interrupted:
        raise typer.Exit(INTERRUPTED)


def _report_puzzle_match(result: MatchResult, json: bool) -> None:
    """A cooperative game (comet): solved or not and the moves used, not wins and Elo."""
    summary = PuzzleSummary.of(result)
    if json:
        print_json(summary.to_json(result.spec_a, result.spec_b))
        return
    out.print(f"{result.spec_a} with {result.spec_b}: {result.games} games", markup=False)
    out.print(f"solved {summary.solved}, unsolved {summary.unsolved} ({summary.solved / summary.games:.0%} solved)")
    if summary.moves_solved:
        out.print(f"moves used when solved: {summary.mean_moves_solved:.1f} on average "
                  f"({min(summary.moves_solved)} .. {max(summary.moves_solved)})")


def _distance_text(result: SearchResult) -> str:
    """The distance to a puzzle's goal as far as the search knows it."""
    if result.distance is not None:
        return f"distance to the goal: {_moves(result.distance)} (proven shortest)"
    if result.distance_at_least is not None:
        return f"distance to the goal: at least {_moves(result.distance_at_least)} (no solution found in time)"
    if result.score >= 1.0:
        return f"distance to the goal: at most {_moves(len(result.pv))} (the line above reaches it)"
    return "distance to the goal: not found by this agent (the solver agent finds it)"


def _moves(count: int) -> str:
    return f"{count} move{'' if count == 1 else 's'}"


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
