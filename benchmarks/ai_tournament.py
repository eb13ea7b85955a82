"""A game's strength tournament: every level against random and against weaker levels.

``python benchmarks/ai_tournament.py --games 200 --workers 2 --output docs/ai_tournament.md``
``python benchmarks/ai_tournament.py --game cubes --games 200 --below-games 100 --adjacent \
--output docs/ai_tournament_cubes.md``

Each pairing against random plays ``--games`` games, each pairing of two levels
``--below-games`` (by default as many); ``--adjacent`` pits each level against the one below
only. In every pairing the first agent taking Black and White in turn. The
levels play with their depth budgets; the time caps are lifted (``time=600s``) so that a
busy machine changes the speed of the run but not its games, and the report is the same on
any machine for the same seed. The report gives, per pairing, wins, draws and losses of the
first agent, its score with a 95% Wilson score interval, the Elo difference and the Elo
interval derived from it, and checks the issue's targets: the top level beats random in at
least 99% of games, and each level beats the one below with an interval above 50%.

``--journal FILE`` keeps every finished game in a JSON-lines file: a run that is stopped (or
killed) and started again with the same journal plays only the games it lacks, and
``--only hard:medium`` (repeatable) plays some pairings only, so that pairings can run in
separate processes and one report be written from their journal.

``python benchmarks/ai_tournament.py --recompute docs/ai_tournament.md`` rewrites an existing
report's intervals, Elo figures and verdicts from its win/draw/loss counts, without replaying.
"""

from __future__ import annotations

import argparse
import json
import re
import platform
import time
from pathlib import Path

from boardlab import load
from boardlab.ai.adapters import level_specs
from boardlab.ai.agents import LEVELS
from boardlab.ai.match import GameOutcome, MatchResult, elo_difference, match_tasks, run_match

UNCAPPED = "time=600s"


def pairings(adjacent: bool = False) -> list[tuple[str, str]]:
    """Each level against random, then each level against every weaker level (or, when
    ``adjacent``, against the level just below)."""
    levels = list(LEVELS)
    pairs = [(level, "random") for level in levels]
    if adjacent:
        return pairs + list(zip(levels[1:], levels))
    return pairs + [(strong, weak) for i, strong in enumerate(levels) for weak in levels[:i]]


def _spec(name: str) -> str:
    return f"{name}:{UNCAPPED}" if name in LEVELS else name


def _elo(value: float) -> str:
    return f"{value:+.0f}" if abs(value) != float("inf") else ("+inf" if value > 0 else "-inf")


HEADER = [
    "| agent | opponent | games | wins | draws | losses | score | 95% CI | Elo | Elo 95% CI | mean plies | seconds |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
]


def _row(result: MatchResult, mean_plies: float, seconds: float | None) -> str:
    low, high = result.confidence_interval()
    elo_low, elo_high = result.elo_interval()
    return (f"| {result.spec_a.split(':')[0]} | {result.spec_b.split(':')[0]} | {result.games} | {result.wins} | "
            f"{result.draws} | {result.losses} | {result.score:.1%} | {low:.1%} .. {high:.1%} | "
            f"{_elo(result.elo())} | {_elo(elo_low)} .. {_elo(elo_high)} | {mean_plies:.0f} | {'-' if seconds is None else f'{seconds:.0f}'} |")


def _mean_plies(result: MatchResult) -> float:
    return sum(o.plies for o in result.outcomes) / result.games


def from_counts(agent: str, opponent: str, wins: int, draws: int, losses: int) -> MatchResult:
    """A match result with these counts (the games' order and lengths are not needed)."""
    scores = [1.0] * wins + [0.5] * draws + [0.0] * losses
    return MatchResult(agent, opponent, [GameOutcome(n, "", s, 0, "") for n, s in enumerate(scores)])


def recompute(path: Path) -> str:
    """The report at ``path`` with its table's intervals, Elo figures and verdicts recomputed
    from the win/draw/loss counts it holds."""
    lines = path.read_text().splitlines()
    targets = lines.index("## Targets") if "## Targets" in lines else len(lines)
    table = [i for i, line in enumerate(lines[:targets]) if line.startswith("| ") and not line.startswith("| agent")]
    if not table:
        raise SystemExit(f"{path}: no results table to recompute (rows start with '| ' above '## Targets')")
    results: dict[tuple[str, str], MatchResult] = {}
    rows = []
    for index in table:
        cells = [cell.strip() for cell in lines[index].strip("|").split("|")]
        agent, opponent, wins, draws, losses = cells[0], cells[1], int(cells[3]), int(cells[4]), int(cells[5])
        mean_plies, seconds = float(cells[-2]), (None if cells[-1] == "-" else float(cells[-1]))
        result = from_counts(agent, opponent, wins, draws, losses)
        results[(agent, opponent)] = result
        rows.append(_row(result, mean_plies, seconds))
    note = ("Intervals are Wilson score intervals (recomputed from these counts by "
            "`python benchmarks/ai_tournament.py --recompute`).")
    head = [line for line in lines[: table[0]] if line and not line.startswith(("|", "Intervals "))]
    top, first = head[0], [*head[1:], note]
    return "\n".join([top, "", *first, "", *HEADER, *rows, "", "## Targets", "", *_verdicts(results), "",
                      *_sections_after(lines, targets)])


def _sections_after(lines: list[str], targets: int) -> list[str]:
    """The report's sections after line ``targets`` (notes on the run), kept as they are."""
    notes = [i for i in range(targets + 1, len(lines)) if lines[i].startswith("## ")]
    return lines[notes[0]:] + [""] if notes else []


def _verdicts(results: dict[tuple[str, str], MatchResult]) -> list[str]:
    levels = list(LEVELS)
    top = results.get((levels[-1], "random"))
    lines = []
    if top is not None:
        ok = top.score >= 0.99
        lines.append(f"- {levels[-1]} beats random in {top.score:.1%} of games (target 99%): "
                     f"{'met' if ok else 'NOT met'}{_shortfall(top)}")
    for weak, strong in zip(levels, levels[1:]):
        result = results.get((strong, weak))
        if result is not None:
            low = result.confidence_interval()[0]
            lines.append(f"- {strong} v {weak}: 95% CI lower bound {low:.1%} (target above 50%): "
                         f"{'met' if low > 0.5 else 'NOT met'}{_shortfall(result)}")
    return lines


def _shortfall(result: MatchResult) -> str:
    """A note that a pairing played fewer games than planned (its verdict rests on those only)."""
    if result.planned > result.games:
        return f", on {result.games} of the {result.planned} games planned (the run was stopped)"
    return ""


def read_journal(path: Path | None) -> dict[tuple[str, str], dict[int, GameOutcome]]:
    """The games a journal holds, by pairing and game number (empty for no journal yet)."""
    games: dict[tuple[str, str], dict[int, GameOutcome]] = {}
    if path is None or not path.exists():
        return games
    for line in path.read_text().splitlines():
        if line.strip():
            entry = json.loads(line)
            outcome = GameOutcome(entry["number"], entry["a_seat"], entry["score"], entry["plies"], entry["reason"],
                                  entry.get("winner"))
            games.setdefault((entry["agent"], entry["opponent"]), {})[outcome.number] = outcome
    return games


def play_pairing(game: str, strong: str, weak: str, games: int, args: argparse.Namespace,
                 done: dict[int, GameOutcome]) -> MatchResult:
    """Play the pairing's games the journal lacks (appending each as it ends) and tally all of them."""
    tasks = [task for task in match_tasks(game, {}, _spec(strong), _spec(weak), games, args.seed, args.max_plies)
             if task.number not in done]

    def keep(outcome: GameOutcome) -> None:
        if args.journal is not None:
            with args.journal.open("a") as journal:
                journal.write(json.dumps({"agent": strong, "opponent": weak, **outcome.__dict__}) + "\n")

    result = run_match(tasks, args.workers, on_game=keep) if tasks else MatchResult(_spec(strong), _spec(weak))
    result.outcomes = sorted([*done.values(), *result.outcomes], key=lambda o: o.number)[:games]
    result.planned = games
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description="Play a game's level tournament and write a Markdown report.")
    parser.add_argument("--game", default="c1", help="the game (default c1)")
    parser.add_argument("--games", type=int, default=200, help="games per pairing against random")
    parser.add_argument("--below-games", type=int, default=None,
                        help="games per pairing of two levels (default: --games)")
    parser.add_argument("--adjacent", action="store_true", help="pit each level against the one below only")
    parser.add_argument("--journal", type=Path, default=None,
                        help="JSON-lines file of finished games: a rerun plays only the missing ones")
    parser.add_argument("--only", action="append", default=[], metavar="AGENT:OPPONENT",
                        help="play only this pairing (repeatable), e.g. hard:medium")
    parser.add_argument("--no-play", action="store_true", help="write the report from the journal, playing nothing")
    parser.add_argument("--workers", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0, help="match seed")
    parser.add_argument("--max-plies", type=int, default=300, help="steps after which a game is a draw")
    parser.add_argument("--output", type=Path, default=None, help="write the report here (else print it)")
    parser.add_argument("--recompute", type=Path, default=None,
                        help="rewrite this report's intervals from its counts, playing no game")
    args = parser.parse_args()
    if args.recompute:
        if not args.recompute.is_file():
            parser.error(f"--recompute: no report at {args.recompute}")
        args.recompute.write_text(recompute(args.recompute))
        print(f"rewrote {args.recompute}")
        return
    results: dict[tuple[str, str], MatchResult] = {}
    rows = []
    started = time.perf_counter()
    below_games = args.below_games or args.games
    journal = read_journal(args.journal)
    wanted = [tuple(pair.split(":", 1)) for pair in args.only]
    for strong, weak in pairings(args.adjacent):
        if wanted and (strong, weak) not in wanted:
            continue
        began = time.perf_counter()
        games = args.games if weak == "random" else below_games
        done = journal.get((strong, weak), {})
        if args.no_play:
            if not done:
                continue
            result = MatchResult(_spec(strong), _spec(weak), sorted(done.values(), key=lambda o: o.number)[:games],
                                 planned=games)
        else:
            result = play_pairing(args.game, strong, weak, games, args, done)
        results[(strong, weak)] = result
        rows.append(_row(result, _mean_plies(result), None if args.no_play else time.perf_counter() - began))
        print(rows[-1], flush=True)
    specs = level_specs(load(args.game).start())
    levels = ", ".join(f"{name} = {specs.get(name, level.fast)}" for name, level in LEVELS.items())
    title = load(args.game).title
    command = (f"python benchmarks/ai_tournament.py --game {args.game} --games {args.games} "
               f"--below-games {below_games}{' --adjacent' if args.adjacent else ''} --workers {args.workers} "
               f"--seed {args.seed} --max-plies {args.max_plies}")
    if args.no_play:
        produced = (f"Written by `{command} --journal {args.journal} --no-play` from the games kept in the "
                    f"journal `{args.journal}` (to play the missing games, run the same command with `--journal` "
                    f"and without `--no-play`).")
    else:
        produced = f"Produced by `{command}` on {platform.machine()} in {time.perf_counter() - started:.0f} s."
    report = [
        f"# {title} level tournament",
        "",
        produced,
        f"Levels (fast engine, time caps lifted): {levels}.",
        f"A game unfinished after {args.max_plies} steps counts as a draw. Scores are the first agent's.",
        "Intervals are Wilson score intervals; the Elo interval is the Wilson interval's ends in Elo.",
        "",
        *HEADER,
        *rows,
        "",
        "## Targets",
        "",
        *_verdicts(results),
        "",
    ]
    text = "\n".join(report)
    if args.output:
        args.output.write_text(text)
        print(f"wrote {args.output}")
    else:
        print(text)


if __name__ == "__main__":
    main()
