"""``boardlab solve``: comet's shortest sequence of grand moves to a goal; the value of Cubes on a
small board with perfect play (:mod:`boardlab.games.cubes.solver`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Optional

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from boardlab.cli.common import app, err, fail, out, print_json
from boardlab.core.errors import BoardlabError, PositionError

if TYPE_CHECKING:  # the comet engine loads numpy, its solver Numba: imported only when a command runs
    from boardlab.games.comet.board import Placement
    from boardlab.games.comet.goals import Goal
    from boardlab.games.comet.solver import Solution
    from boardlab.games.cubes.solver import Solved

SOLVABLE = ("comet", "cubes")
#: The largest Cubes board the solver takes (``cubes.solver.MAX_SOLVABLE_SIZE``; a test holds them equal).
CUBES_MAX_SIZE = 5
#: The Cubes solver's default budget of stored positions: about 8 GiB at most (docs/ai.md, *Solved*).
CUBES_MAX_POSITIONS = 80_000_000
#: comet's default goal (``boardlab.games.comet.goals.DEFAULT_GOAL``; a test holds them equal),
#: written out so that ``solve --help`` needs no engine.
DEFAULT_GOAL = "pyramids-adjacent"


@app.command("solve")
def solve_command(
    game: Annotated[str, typer.Argument(help="The game to solve: comet or cubes.")],
    goal: Annotated[str, typer.Option("--goal", "-g", help="A built-in goal's name or a goal such as "
                                      "'adjacent(pyramids) and line(squares)'.")] = DEFAULT_GOAL,
    start: Annotated[Optional[str], typer.Option("--start", help="Start from this position string or "
                                                 "placement (squares of pieces 1-9) instead of the default start.")] = None,
    no_edge_blocking: Annotated[bool, typer.Option("--no-edge-blocking", help="Forbid grand moves that hold a "
                                                   "piece back at the edge.")] = False,
    max_depth: Annotated[int, typer.Option("--max-depth", min=0, max=30, help="Search at most this many grand moves "
                                     "(the search also stops rather than hold more than 50 million positions).")] = 6,
    list_goals: Annotated[bool, typer.Option("--list-goals", help="List the built-in goals and stop.")] = False,
    size: Annotated[Optional[int], typer.Option("--size", help=f"cubes: the board size, 3 to {CUBES_MAX_SIZE} "
                                                "(default 3).")] = None,
    slide: Annotated[Optional[str], typer.Option("--slide", help="cubes: the slide reading, physical (default) or "
                                                 "strict.")] = None,
    first: Annotated[Optional[str], typer.Option("--first", help="cubes: who moves first, black (default) or "
                                                 "white.")] = None,
    max_positions: Annotated[int, typer.Option("--max-positions", min=1, help="cubes: stop rather than store more "
                                               "positions than this (about 100 bytes each).")] = CUBES_MAX_POSITIONS,
    json: Annotated[bool, typer.Option("--json", help="Print exactly one JSON document on standard output.")] = False,
) -> None:
    """Solve a game: comet's shortest way to a goal; Cubes' value with perfect play on a small board.

    comet: the shortest sequence of grand moves that reaches a goal, proven shortest; exits with 0
    when a solution is found and 1 when none exists within --max-depth. cubes: who wins from the
    start with perfect play (or a draw), by retrograde analysis of every reachable position, with
    the principal line; exits with 1 when the positions exceed --max-positions.
    """
    game = game.strip().lower()
    if game not in SOLVABLE:
        fail(f"solve works for {', '.join(SOLVABLE)}, not {game!r}")
    if game == "cubes":
        if goal != DEFAULT_GOAL or start is not None or no_edge_blocking or list_goals:
            fail("--goal, --start, --no-edge-blocking and --list-goals are comet's options, not cubes'")
        _solve_cubes(size, slide, first, max_positions, json)
        return
    if size is not None or slide is not None or first is not None:
        fail("--size, --slide and --first are cubes' options, not comet's")
    if list_goals:
        _print_goals(json)
        return
    from boardlab.games.comet.goals import resolve_goal

    try:
        target = resolve_goal(goal)
        placement = _start_placement(start)
    except BoardlabError as error:
        fail(str(error))
    solution = _search(target, placement, not no_edge_blocking, max_depth, quiet=json)
    if json:
        print_json(_as_json(goal, target, placement, not no_edge_blocking, max_depth, solution))
    else:
        _print_solution(target, solution)
    if not solution.solved:
        raise typer.Exit(1)


def _start_placement(text: str | None) -> Placement:
    """The placement of ``--start``: a whole position string or only its first field."""
    from boardlab.games.comet.game import CometGame
    from boardlab.games.comet.notation import read_placement

    if text is None:
        return CometGame().start_placement
    fields = text.split()
    if not fields:
        raise PositionError("--start is empty: give a position string or the squares of pieces 1-9")
    return read_placement(fields[0])


def _search(goal: Goal, placement: Placement, edge_blocking: bool, max_depth: int, quiet: bool) -> Solution:
    """Run the solver with a progress bar on standard error (shown on a terminal)."""
    from boardlab.games.comet.solver import solve

    columns = (TextColumn("depth {task.fields[depth]}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[states]:,} positions"), TimeElapsedColumn())
    with Progress(*columns, console=err, transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task("solving", total=1, depth=0, states=1)

        def report(depth: int, expanded: int, layer: int, states: int) -> None:
            bar.update(task, completed=expanded, total=layer, depth=depth, states=states)

        return solve(goal, placement, edge_blocking=edge_blocking, max_depth=max_depth, progress=report)


def _as_json(name: str, goal: Goal, placement: Placement, edge_blocking: bool, max_depth: int,
             solution: Solution) -> dict[str, object]:
    from boardlab.games.comet.goals import BUILTIN_GOALS
    from boardlab.games.comet.notation import write_placement

    return {
        "goal": str(goal),
        "goal_name": name if name.strip().lower() in BUILTIN_GOALS else None,
        "start": write_placement(placement),
        "edge_blocking": edge_blocking,
        "max_depth": max_depth,
        "solved": solution.solved,
        "moves": list(solution.moves) if solution.moves is not None else None,
        "length": len(solution.moves) if solution.moves is not None else None,
        "proven_shortest": solution.solved,
        "depth_searched": solution.depth_searched,
        "exhausted": solution.exhausted,
        "stopped": solution.stopped,
        "states_examined": solution.states,
        "grand_moves_tried": solution.generated,
        "seconds": round(solution.seconds, 4),
    }


def _print_solution(goal: Goal, solution: Solution) -> None:
    counts = f"{solution.states:,} positions examined in {solution.seconds:.2f} s"
    if solution.moves == ():
        out.print(f"the goal {goal} already holds at the start ({counts})", markup=False)
    elif solution.moves is not None:
        out.print(f"{len(solution.moves)} grand moves, proven shortest: {' '.join(solution.moves)}", markup=False)
        out.print(counts)
    elif solution.exhausted:
        out.print(f"no sequence of grand moves reaches {goal}: every reachable position was examined ({counts})",
                  markup=False)
    else:
        out.print(f"no sequence of at most {solution.depth_searched} grand moves reaches {goal} ({counts})",
                  markup=False)
        if solution.stopped:
            from boardlab.games.comet.solver import MAX_STATES

            out.print(f"the search stopped there: going deeper would hold more than {MAX_STATES:,} positions")


def _print_goals(json: bool) -> None:
    from boardlab.games.comet.goals import BUILTIN_GOALS

    if json:
        print_json({name: {"goal": text, "description": words} for name, (text, words) in BUILTIN_GOALS.items()})
        return
    for name, (text, words) in BUILTIN_GOALS.items():
        out.print(f"[bold]{name}[/]: {text}  ({words})")


# --- Cubes -------------------------------------------------------------------------------


def _solve_cubes(size: int | None, slide: str | None, first: str | None, max_positions: int, json: bool) -> None:
    """Solve Cubes from the start and print the value, the proof's size and the principal line."""
    size = 3 if size is None else size
    slide = (slide or "physical").strip().lower()
    first = (first or "black").strip().lower()
    if not 3 <= size <= CUBES_MAX_SIZE:
        fail(f"--size must be 3 to {CUBES_MAX_SIZE} for the solver, not {size}")
    if slide not in ("physical", "strict"):
        fail(f"--slide must be physical or strict, not {slide!r}")
    if first not in ("black", "white"):
        fail(f"--first must be black or white, not {first!r}")
    import boardlab
    from boardlab.games.cubes.solver import line_by_turns, solve

    state = boardlab.load("cubes", size=size, slide=slide, first=first).start()
    if not json:
        err.print(f"solving Cubes {size} x {size} ({slide} slides, {first} first) ...")
    solved = solve(state, max_positions=max_positions)
    turns = line_by_turns(state, solved.line)  # also checks every step by the reference rules
    if json:
        print_json(_cubes_json(solved, turns, max_positions))
    else:
        _print_cubes(solved, turns, max_positions)
    if not solved.complete:
        raise typer.Exit(1)


def _cubes_json(solved: Solved, turns: list[str], max_positions: int) -> dict[str, object]:
    return {
        "game": "cubes", "size": solved.size, "slide": solved.slide, "first": solved.first,
        "complete": solved.complete, "value": solved.value, "winner": solved.winner,
        "steps_to_end": solved.distance, "line": list(solved.line), "turns": turns,
        "positions": solved.positions, "positions_expanded": solved.expanded, "steps": solved.steps,
        "proof_positions": solved.proof_positions,
        "counts": solved.counts, "max_positions": max_positions,
        "cpu_seconds": round(solved.seconds, 3), "cpu_seconds_explore": round(solved.seconds_explore, 3),
        "cpu_seconds_retrograde": round(solved.seconds_retrograde, 3),
    }


def _print_cubes(solved: Solved, turns: list[str], max_positions: int) -> None:
    board = f"{solved.size} x {solved.size}, {solved.slide} slides, {solved.first} first"
    size = f"{solved.positions:,} positions, {solved.steps:,} steps"
    if not solved.complete:
        out.print(f"Cubes {board}: not solved; the walk stopped at {max_positions:,} positions "
                  f"({solved.expanded:,} expanded, {solved.steps:,} steps, {solved.seconds:.1f} s CPU)")
        return
    if solved.value == "draw":
        out.print(f"Cubes {board}: a draw with perfect play (neither side can force a win)")
    else:
        out.print(f"Cubes {board}: {solved.winner} wins with perfect play, in {solved.distance} steps")
    out.print(f"every reachable position solved: {size} (symmetric images once), {solved.seconds:.1f} s CPU")
    if solved.proof_positions is not None:
        out.print(f"proof: {solved.proof_positions:,} positions (the winner's quickest step, every step of the loser)")
    out.print(f"wins / losses / draws for the side to move: {solved.counts['win']:,} / "
              f"{solved.counts['loss']:,} / {solved.counts['draw']:,}")
    out.print(f"principal line, by turns: {' '.join(turns)}", markup=False)
