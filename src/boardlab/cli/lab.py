"""``boardlab lab``: run playtesting experiments, report on them, export and tune (docs/lab.md)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from boardlab.cli.common import JsonOpt, OptionOpt, app, err, fail, out, parse_options, print_json
from boardlab.core.errors import BoardlabError
from boardlab.i18n import FALLBACK, LANGUAGES
from boardlab.lab.experiment import DEFAULT_GAMES, DEFAULT_MOVE_LIMIT, Experiment, load_experiment, shorthand_experiment
from boardlab.lab.store import RESULTS_SUFFIX, LabGame, ResultsStore

if TYPE_CHECKING:   # the runner, reports, ladder and comet puzzles load numpy and the engines: on use only
    from boardlab.lab.experiment import LabTask
    from boardlab.lab.runner import RunSummary

#: The ladder's default levels (``boardlab.lab.ladder.DEFAULT_LEVELS``; a test holds them equal),
#: written out so that ``lab ladder --help`` loads no engine.
DEFAULT_LEVELS = ("random", "easy", "medium", "hard")

lab_app = typer.Typer(name="lab", help="Playtest games: run experiments over variants and agents, report, tune.",
                      no_args_is_help=True, add_completion=False, rich_markup_mode=None)
app.add_typer(lab_app, name="lab")

ResultsArg = Annotated[Path, typer.Argument(help="A results file written by 'boardlab lab run'.")]


def results_path(experiment: Experiment, out_file: Path | None) -> Path:
    """``--out``, or ``<experiment name>.lab.sqlite`` in the current folder."""
    return out_file if out_file is not None else Path(f"{experiment.name}{RESULTS_SUFFIX}")


def _experiment(file: Path | None, game: str | None, option: list[str] | None, agents: list[str] | None,
                games: int | None, seed: int | None, move_limit: int | None, timed: bool) -> Experiment:
    if file is not None and (game or option or agents):
        fail("give an experiment FILE or --game/--option/--agent, not both")
    if file is not None and timed:
        fail("--timed is for the shorthand; an experiment file says timed = true")
    try:
        if file is not None:
            experiment = load_experiment(file)
            changes = {key: value for key, value in (("games", games), ("seeds", None if seed is None else (seed,)),
                                                     ("move_limit", move_limit)) if value is not None}
            return dataclasses.replace(experiment, **changes)
        if game is None:
            fail("give an experiment FILE, or --game with two --agent options")
        return shorthand_experiment(game, parse_options(option), agents or [], games or DEFAULT_GAMES,
                                    seed or 0, move_limit or DEFAULT_MOVE_LIMIT, timed)
    except BoardlabError as error:
        fail(str(error))


@lab_app.command("run")
def run(file: Annotated[Optional[Path], typer.Argument(help="The experiment file (TOML).")] = None,
        game: Annotated[Optional[str], typer.Option(help="Shorthand: the game of a one-off experiment.")] = None,
        option: OptionOpt = None,
        agent: Annotated[Optional[list[str]], typer.Option(
            help="Shorthand: an agent spec, given twice (the pairing), e.g. --agent medium --agent random.")] = None,
        games: Annotated[Optional[int], typer.Option("--games", "-n", min=1,
                                                     help="Games per variant and pairing.")] = None,
        seed: Annotated[Optional[int], typer.Option(min=0, help="The experiment's seed (replacing the file's seed or seeds).")] = None,
        move_limit: Annotated[Optional[int], typer.Option(min=1, help="Steps after which a game is a draw.")] = None,
        timed: Annotated[bool, typer.Option(help="Keep agents' time caps (the run is then not reproducible).")] = False,
        out_file: Annotated[Optional[Path], typer.Option("--out", help="The results file (default: named after "
                                                         "the experiment, in the current folder).")] = None,
        workers: Annotated[int, typer.Option(min=1, help="Worker processes.")] = os.cpu_count() or 1,
        ray: Annotated[bool, typer.Option(help="Run on Ray (pip install 'boardlab[ray]'): a local instance "
                                          "with --workers CPUs, or the cluster at --ray-address.")] = False,
        ray_address: Annotated[Optional[str], typer.Option(help="The Ray cluster to run on, e.g. "
                                                           "ray://head:10001 (implies --ray).")] = None) -> None:
    """Play an experiment's games, storing each as it finishes; run again to resume."""
    from boardlab.lab.puzzles import comet_settings, run_comet

    experiment = _experiment(file, game, option, agent, games, seed, move_limit, timed)
    ray_target = ray_address if ray_address is not None else ("" if ray else None)
    path = results_path(experiment, out_file)
    try:
        if experiment.comet:
            comet_settings(experiment)  # a bad [comet] table is refused before any game is played
        with ResultsStore(path) as store:
            summary = _run_with_progress(experiment, store, workers, ray_target)
            solved = run_comet(experiment, store, workers) if experiment.comet else 0
    except KeyboardInterrupt:
        fail(f"interrupted; the games finished so far are kept in {path}: run the same command to resume", 130)
    except BoardlabError as error:
        fail(str(error))
    rate = summary.played / summary.seconds if summary.seconds > 0 else 0.0
    out.print(f"{experiment.name}: {summary.played} games played ({rate:.2f} games/s), {summary.already} already "
              f"stored, {summary.total} in all -> {path}", markup=False)
    if experiment.comet:
        out.print(f"comet: {solved} goal-start pairs solved now -> {path}", markup=False)
    if not experiment.reproducible:
        out.print("note: time-capped agents; these games are not reproducible", markup=False)


def _run_with_progress(experiment: Experiment, store: ResultsStore, workers: int, ray: str | None,
                       tasks: list[LabTask] | None = None) -> RunSummary:
    from boardlab.lab.runner import run_experiment

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[rate]} games/s"), TimeElapsedColumn(), TextColumn("left"),
               TimeRemainingColumn())
    with Progress(*columns, console=err, transient=True) as progress:
        bar = progress.add_task(experiment.name, total=None, rate="-")

        def start(pending: int) -> None:
            progress.update(bar, total=pending)

        def advance(_: LabGame) -> None:
            progress.advance(bar)
            speed = progress.tasks[bar].speed
            progress.update(bar, rate=f"{speed:.2f}" if speed else "-")

        return run_experiment(experiment, store, workers=workers, ray=ray, tasks=tasks, on_start=start,
                              on_game=advance)


@lab_app.command("report")
def report(results: ResultsArg,
           html: Annotated[Optional[Path], typer.Option("--html", help="Also write a self-contained HTML page here.")] = None,
           json: JsonOpt = False,
           lang: Annotated[str, typer.Option("--lang", help=f"The report's language: {', '.join(LANGUAGES)} "
                                             "(the JSON document has none).")] = FALLBACK) -> None:
    """Every metric of a results file (also of a run in progress): a Markdown summary, or with
    --json one JSON document; --html writes the page with its plots; --lang says both in
    another language."""
    from boardlab.lab.report import build_report, html_report, markdown_report

    if lang not in LANGUAGES:
        fail(f"--lang: unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    try:
        with ResultsStore(results, create=False) as store:
            document = build_report(store)
        if html is not None:
            html.write_text(html_report(document, lang), encoding="utf-8")
    except BoardlabError as error:
        fail(str(error))
    if json:
        print_json(document)
        return
    out.print(markdown_report(document, lang), markup=False, end="")
    if html is not None:
        err.print(f"wrote {html}", markup=False)


@lab_app.command("export")
def export_command(results: ResultsArg,
                   fmt: Annotated[str, typer.Option("--format", "-f", help="csv or parquet.")] = "csv",
                   steps: Annotated[bool, typer.Option("--steps", help="One row per step instead of per game.")] = False,
                   out_file: Annotated[Optional[Path], typer.Option("--out", help="The file to write (default: the "
                                                                    "results file's name with .games.csv etc.).")] = None) -> None:
    """Write a results file's games (or steps) as CSV or Parquet, for pandas or DuckDB."""
    from boardlab.lab.export import export

    stem = results.name.removesuffix(RESULTS_SUFFIX).removesuffix(".sqlite")
    target = out_file or results.with_name(f"{stem}.{'steps' if steps else 'games'}.{fmt}")
    try:
        with ResultsStore(results, create=False) as store:
            rows = export(store, target, fmt, steps)
    except BoardlabError as error:
        fail(str(error))
    out.print(f"wrote {rows} rows to {target}", markup=False)


@lab_app.command("tune")
def tune_command(file: Annotated[Path, typer.Argument(help="The experiment file, with a [tune] table.")],
                 out_file: Annotated[Optional[Path], typer.Option("--out", help="The results file (default: named "
                                                                  "after the experiment).")] = None,
                 workers: Annotated[int, typer.Option(min=1, help="Worker processes.")] = os.cpu_count() or 1,
                 json: JsonOpt = False) -> None:
    """Search the experiment's option grid for the variants that best meet its [tune] objective
    (Optuna, stopping clearly worse variants early); the games go to the results file."""
    from boardlab.lab.tune import markdown_summary, tune

    try:
        experiment = load_experiment(file)
        with ResultsStore(results_path(experiment, out_file)) as store:
            result = tune(experiment, store, workers=workers, on_trial=None if json else _print_trial)
    except KeyboardInterrupt:
        fail("interrupted; the games played so far are kept in the results file", 130)
    except BoardlabError as error:
        fail(str(error))
    if json:
        print_json(result)
        return
    out.print(markdown_summary(result), markup=False, end="")


def _print_trial(trial: dict[str, object]) -> None:
    state = "stopped early" if trial["pruned"] else "done"
    err.print(f"trial {trial['trial']}: {trial['variant']}: penalty {trial['penalty']} after {trial['games']} games "
              f"({state})", markup=False)


@lab_app.command("ladder")
def ladder_command(game: Annotated[str, typer.Argument(help="The game whose levels to rank.")],
                   option: OptionOpt = None,
                   levels: Annotated[str, typer.Option(help="The levels (agent specs), weakest first, separated by "
                                                       "commas.")] = ",".join(DEFAULT_LEVELS),
                   games: Annotated[int, typer.Option("--games", "-n", min=1,
                                                      help="Games per two levels (seats alternate).")] = DEFAULT_GAMES,
                   games_with: Annotated[Optional[list[str]], typer.Option(
                       "--games-with", metavar="LEVEL=N",
                       help="Pairings that include LEVEL play N games instead of --games (the smaller N where "
                            "both levels have one), e.g. --games-with expert=6; repeatable.")] = None,
                   seed: Annotated[int, typer.Option(min=0, help="The ladder's seed.")] = 0,
                   move_limit: Annotated[int, typer.Option(min=1, help="Steps after which a game is a draw.")
                                         ] = DEFAULT_MOVE_LIMIT,
                   out_file: Annotated[Optional[Path], typer.Option("--out", help="The results file (default: "
                                                                    "GAME-ladder.lab.sqlite here).")] = None,
                   workers: Annotated[int, typer.Option(min=1, help="Worker processes.")] = os.cpu_count() or 1,
                   fit_only: Annotated[bool, typer.Option("--fit-only", help="Play nothing: fit the games the "
                                                          "results file holds (a ladder stopped part way).")] = False,
                   data: Annotated[Optional[Path], typer.Option("--data", help="Also put the game's figures into "
                                                                "this ladder data file (the web app's: "
                                                                "src/boardlab/ai/ladder.json).")] = None,
                   json: JsonOpt = False) -> None:
    """Play every two levels of a game against each other and fit an Elo rating to each, with
    intervals, and the skill trace (each level's score against the one below); run again to resume.
    The fit reads every game of the ladder's levels in the results file, also those of an earlier
    run with more games a pairing."""
    from boardlab.lab.ladder import (
        ladder_data,
        ladder_experiment,
        ladder_report,
        ladder_tasks,
        markdown_ladder,
        pairing_games,
        parse_games_with,
    )

    names = [level.strip() for level in levels.split(",")]
    try:
        experiment = ladder_experiment(game, parse_options(option), names, games, seed, move_limit)
        counts = parse_games_with(games_with or [], names)
        path = results_path(experiment, out_file)
        with ResultsStore(path, create=not fit_only) as store:
            if not fit_only:
                _run_with_progress(experiment, store, workers, None, ladder_tasks(experiment, counts))
            variant = experiment.variants[0].key
            played = [g for g in store.games(variant) if g.agent_a in names and g.agent_b in names]
    except KeyboardInterrupt:
        fail("interrupted; the games finished so far are kept in the results file: run the same command to resume", 130)
    except BoardlabError as error:
        fail(str(error))
    result = {"game": game, "options": dict(experiment.variants[0].options), "results_file": str(path),
              **ladder_report(played, names, pairing_games(experiment, counts))}
    if data is not None:
        from boardlab.ai.strength import save_entry

        command = ladder_command_text(game, option or [], names, games, games_with or [], seed, move_limit, path)
        try:
            save_entry(data, ladder_data(result, command))
        except BoardlabError as error:
            fail(str(error))
        err.print(f"wrote {game}'s ladder into {data}", markup=False)
    if json:
        print_json(result)
        return
    out.print(markdown_ladder(result, experiment.variants[0].label), markup=False, end="")


def ladder_command_text(game: str, options: list[str], levels: list[str], games: int, games_with: list[str],
                        seed: int, move_limit: int, path: Path) -> str:
    """The ``lab ladder`` command that plays (or resumes) a ladder, as its data file records it.

    >>> ladder_command_text("cubes", ["size=8"], ["random", "easy"], 20, ["easy=4"], 0, 300, Path("/x/c.lab.sqlite"))
    'boardlab lab ladder cubes -o size=8 --levels random,easy --games 20 --games-with easy=4 --seed 0 --move-limit 300 --out c.lab.sqlite'
    """
    parts = ["boardlab lab ladder", game, *(f"-o {option}" for option in options), f"--levels {','.join(levels)}",
             f"--games {games}", *(f"--games-with {value.replace(' ', '')}" for value in games_with),
             f"--seed {seed}", f"--move-limit {move_limit}", f"--out {path.name}"]
    return " ".join(parts)
