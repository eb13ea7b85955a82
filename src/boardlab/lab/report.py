"""Reports on a results file: one JSON document of every metric, a Markdown summary, and a
self-contained HTML page with its plots embedded as PNG images.

The JSON document (documented in docs/lab.md) has one entry per variant, and in it one per
agent pairing with that cell's metrics; rates are fractions from 0 to 1, each with a
``<name>_ci95`` pair beside it. The report reads the file as it is, so it also works on a run
in progress.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

from boardlab.core.errors import InvalidOption
from boardlab.lab.experiment import Variant, match_seed
from boardlab.lab.ladder import ladder_levels_in, skill_trace
from boardlab.lab.measures import MEASURES, unmeasured, variant_measures
from boardlab.lab.metrics import (ALPHA, cell_metrics, compare_variants, first_player_share, seat_view, seats_of,
                                  seed_agreement)
from boardlab.lab.puzzles import goal_difficulty, has_solves, markdown_difficulty
from boardlab.lab.store import LabGame, ResultsStore

#: Sample games per variant and pairing whose evaluation curves the report keeps.
SAMPLE_CURVES = 3


def build_report(store: ResultsStore) -> dict[str, Any]:
    """Every metric of every variant and pairing in ``store``, and the comparisons between variants."""
    meta = store.meta()
    variants = []
    cells = []
    for key in store.variants():
        variant = Variant.from_key(key)
        seats = seats_of(variant.game, dict(variant.options))
        pairings = []
        by_pairing: dict[tuple[str, str], list[LabGame]] = {}
        for game in store.games(key):  # one variant in memory at a time
            by_pairing.setdefault(game.pairing, []).append(game)
        for pairing, games in sorted(by_pairing.items()):
            metrics = {"agents": list(pairing), **cell_metrics(games, seats), "samples": _samples(games, seats)}
            if len(seeds := meta.get("settings", {}).get("seeds", [])) > 1:
                metrics["by_seed"] = by_seed(games, seats, {match_seed(seed, key, *pairing): seed for seed in seeds})
            pairings.append(metrics)
            cells.append((variant.game, variant.label, pairing, metrics))
        every = [game for games in by_pairing.values() for game in games]
        variants.append({"variant": variant.label, "game": variant.game, "options": dict(variant.options),
                         "seats": list(seats), "games": sum(cell["games"] for cell in pairings),
                         "pairings": pairings,
                         "measures": variant_measures(every, seats, variant.game, dict(variant.options),
                                                      skill=_skill(every, seats))})
    return {"experiment": meta.get("name", store.path.stem), "results_file": str(store.path),
            "reproducible": meta.get("reproducible", True), "settings": meta.get("settings", {}),
            "games": sum(variant["games"] for variant in variants), "variants": variants,
            "comparisons": compare_variants(cells),
            "comet_goals": goal_difficulty(store) if has_solves(store) else []}


def by_seed(games: list[LabGame], seats: tuple[str, ...], seeds: dict[int, int]) -> dict[str, Any]:
    """One cell's first-player share under each experiment seed (``seeds`` maps each match seed
    to its experiment seed) and whether the seeds agree (:func:`seed_agreement`)."""
    counts: dict[int, list[int]] = {}
    for game in games:
        if game.winner in seats:
            count = counts.setdefault(seeds.get(game.seed, -1), [0, 0])
            count[0] += game.winner == game.first_seat
            count[1] += 1
    ordered = sorted(counts.items())
    return {"first_player_share": {str(seed): first_player_share(*count) for seed, count in ordered},
            "agreement": seed_agreement([count[0] for _, count in ordered], [count[1] for _, count in ordered])}


def _skill(games: list[LabGame], seats: tuple[str, ...]) -> Callable[[], dict[str, Any]] | None:
    """The skill trace's measure where the games hold neighbouring levels of a ladder (never in
    a cooperative game, whose seats share one result)."""
    if any(game.winner not in (*seats, "draw", "unfinished") for game in games):
        return lambda: unmeasured("a cooperative game: the seats share one result, so no level beats another")
    trace = skill_trace(games, ladder_levels_in(games))
    return None if trace is None else (lambda: trace)


def _samples(games: list[LabGame], seats: tuple[str, ...]) -> list[dict[str, Any]]:
    """The first few games' evaluation curves from the first seat's view (games with an evaluation)."""
    chosen = [game for game in games if game.evals and None not in game.evals][:SAMPLE_CURVES]
    return [{"number": game.number, "winner": game.winner, "plies": game.plies,
             "evaluation": [round(value, 3) for value in seat_view(game, seats[0])]} for game in chosen]


# --- Markdown -----------------------------------------------------------------------------------

def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.1%}"


def _rate(cell: dict[str, Any], name: str) -> str:
    if cell.get(name) is None:
        return "-"
    low, high = cell[f"{name}_ci95"]
    return f"{cell[name]:.0%} ({low:.0%}-{high:.0%})"


def _mean(block: dict[str, Any], name: str, digits: int = 2) -> str:
    value = block.get(name)
    if value is None:
        return "-"
    low, high = block[f"{name}_ci95"]
    interval = f" ({low:.{digits}f}-{high:.{digits}f})" if low is not None else ""
    return f"{value:.{digits}f}{interval}"


def _share(share: dict[str, Any]) -> str:
    """``62% (55%-69%) of 180, p=0.0012``: the first player's share of the decisive games."""
    if share["share"] is None:
        return "- (no decisive game)"
    low, high = share["ci95"]
    return (f"{share['share']:.0%} ({low:.0%}-{high:.0%}) of {share['decisive_games']}, "
            f"p={_p_value(share['p_value'])}")


def _elo(value: float | None) -> str:
    return "inf" if value is None else f"{value:+.0f}"


def markdown_report(report: dict[str, Any]) -> str:
    """A Markdown summary: a table per variant, its counters and endings, and the comparisons."""
    lines = [f"# Lab report: {report['experiment']}", "", _summary_line(report), ""]
    if not report["reproducible"]:
        lines += ["**Not reproducible:** the agents played with time caps, so another run gives other games.", ""]
    for variant in report["variants"]:
        lines += [f"## {variant['variant']}", "", *_variant_table(variant), "", *_measure_lines(variant), ""]
        lines += [line for cell in variant["pairings"] for line in _cell_details(cell)] + [""]
    lines += _comparison_lines(report["comparisons"])
    lines += markdown_difficulty(report["comet_goals"])
    return "\n".join(lines).rstrip() + "\n"


def _seeds_text(settings: dict[str, Any]) -> str:
    """``seed 1`` or ``seeds 1, 2, 3``."""
    if "seeds" in settings:
        return "seeds " + ", ".join(map(str, settings["seeds"]))
    return f"seed {settings.get('seed', '?')}"


def _summary_line(report: dict[str, Any]) -> str:
    settings = report["settings"]
    if not report["variants"]:
        return f"From `{Path(report['results_file']).name}` ({_seeds_text(settings)}); no games, only puzzles."
    return (f"{report['games']} games in {len(report['variants'])} variants from `{Path(report['results_file']).name}` "
            f"({_seeds_text(settings)}, move limit {settings.get('move_limit', '?')} steps; a game the "
            f"limit stops counts as a draw{_opening_text(settings)}). Rates are shares of games with a 95 % interval in brackets.")


def _opening_text(settings: dict[str, Any]) -> str:
    """``; each pair of games began with N random steps`` where the experiment had an opening."""
    steps = settings.get("opening", 0)
    return f"; each pair of games began with its own {steps} random steps, seats swapped" if steps else ""


def _variant_table(variant: dict[str, Any]) -> list[str]:
    rows = ["| pairing (A v B) | games | first player wins | first player's share of decisive games (p vs 50 %) "
            "| draws | stopped by limit | median length (IQR) "
            "| branching | decided at | lead changes | drama | A's score | Elo A-B |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for cell in variant["pairings"]:
        length, evaluation, skill = cell["length"], cell["evaluation"], cell["skill"]
        rows.append(
            f"| {cell['agents'][0]} v {cell['agents'][1]} | {cell['games']} | {_rate(cell, 'first_player_win_rate')} "
            f"| {_share(cell['first_player_share'])} | {_rate(cell, 'draw_rate')} | {_rate(cell, 'move_limit_rate')} "
            f"| {length['median']:g} ({length['q1']:g}-{length['q3']:g}) | {_mean(cell['branching'], 'mean', 1)} "
            f"| {_mean(evaluation, 'decided_at')} | {_mean(evaluation, 'lead_changes', 1)} "
            f"| {_rate(evaluation, 'drama_rate')} "
            f"| {skill['score']:.0%} ({skill['score_ci95'][0]:.0%}-{skill['score_ci95'][1]:.0%}) "
            f"| {_elo(skill['elo'])} |")
    return rows


def _measure_text(measure: dict[str, Any]) -> str:
    if measure["value"] is None:
        return f"- ({measure['reason']})"
    low, high = measure["ci95"]
    interval = f" ({low:.3g}-{high:.3g})" if low is not None and high is not None else ""
    return f"{measure['value']:.3g}{interval}"


def _measure_lines(variant: dict[str, Any]) -> list[str]:
    """The variant's game-design measures (docs/lab.md defines each) as a two-column table."""
    measures = variant.get("measures")
    if not measures:
        return []
    return ["| measure (all pairings' games) | value (95 % interval) |", "|---|---|",
            *[f"| {name.replace('_', ' ')} | {_measure_text(measures[name])} |" for name in MEASURES]]


def _cell_details(cell: dict[str, Any]) -> list[str]:
    lines = []
    if cell["counters"]:
        counters = ", ".join(f"{name} {data['per_game']:.2f}" for name, data in cell["counters"].items())
        lines.append(f"- {cell['agents'][0]} v {cell['agents'][1]}, per game: {counters}")
    endings = ", ".join(f"{reason} ({count})" for reason, count in cell["endings"].items())
    lines.append(f"- {cell['agents'][0]} v {cell['agents'][1]}, endings: {endings}")
    if cell.get("distinct_games", cell["games"]) < cell["games"]:
        lines.append(f"- {cell['agents'][0]} v {cell['agents'][1]}, repeated games: only {cell['distinct_games']} of the "
                     f"{cell['games']} games differ (`opening = N` in the experiment varies them)")
    if "by_seed" in cell:
        shares = "; ".join(f"seed {seed}: {_share(share)}" for seed, share in cell["by_seed"]["first_player_share"].items())
        agreement = cell["by_seed"]["agreement"]
        lines.append(f"- {cell['agents'][0]} v {cell['agents'][1]}, first player's share of decisive games by seed: "
                     f"{shares}; the seeds agree? chi-square {agreement['chi2']:g} on {agreement['df']} df, "
                     f"p = {_p_value(agreement['p_value'])}")
    return lines


def _comparison_intro(comparisons: list[dict[str, Any]]) -> str:
    significant = sum(test["significant"] for test in comparisons)
    return (f"{len(comparisons)} tests (first-player win rate, draw rate, mean length; each two variants with the "
            f"same pairing), Holm-corrected; {significant} significant at {ALPHA:.0%}."
            + ("" if significant else " No difference between the variants is significant with these games."))


def _comparison_rows(comparisons: list[dict[str, Any]]) -> list[str]:
    """The comparisons as a Markdown table: all of them when few, else the significant ones."""
    shown = comparisons if len(comparisons) <= 30 else [test for test in comparisons if test["significant"]]
    if not shown:
        return []
    rows = ["| pairing | metric | variant | value | variant | value | p (Holm) | significant |",
            "|---|---|---|---|---|---|---|---|"]
    for test in shown:
        fmt: Callable[[Any], str] = (lambda v: f"{v:.1f}") if test["metric"] == "mean_length" else _pct
        rows.append(f"| {' v '.join(test['pairing'])} | {test['metric']} | {test['a']} | {fmt(test['value_a'])} "
                    f"| {test['b']} | {fmt(test['value_b'])} | {_p_value(test['p_holm'])} "
                    f"| {'yes' if test['significant'] else 'no'} |")
    return rows


def _p_value(p: float) -> str:
    """A p-value for reading: 3 significant digits, and ``<0.00001`` for one rounded to 0."""
    return "<0.00001" if p == 0 else f"{p:.3g}"


def _comparison_lines(comparisons: list[dict[str, Any]]) -> list[str]:
    if not comparisons:
        return []
    return ["## Comparison of variants", "", _comparison_intro(comparisons), "", *_comparison_rows(comparisons), ""]


# --- HTML ---------------------------------------------------------------------------------------

def html_report(report: dict[str, Any]) -> str:
    """A self-contained HTML page: the Markdown tables as HTML and the plots as embedded PNGs."""
    return _page(report["experiment"], html_report_body(report))


def html_report_body(report: dict[str, Any]) -> str:
    """The report's content as HTML without its page (what the web app's lab page embeds in
    its own): headings, tables and the plots as ``data:`` PNG images, no scripts, no styles."""
    pyplot = _pyplot()
    parts = [f"<h1>Lab report: {html.escape(report['experiment'])}</h1>",
             f"<p>{html.escape(_summary_line(report).replace('`', ''))}</p>"]
    if not report["reproducible"]:
        parts.append('<p class="warning"><strong>Not reproducible:</strong> the agents played with time caps.</p>')
    if len(report["variants"]) > 1:
        parts.append(_figure(pyplot, _plot_variant_rates, report["variants"], "first-player win and draw rates"))
    for index, variant in enumerate(report["variants"]):
        parts.append(f'<section id="variant-{index}"><h2>{index + 1}. {html.escape(variant["variant"])}</h2>')
        parts.append(_table(_variant_table(variant)))
        parts.append(_table(_measure_lines(variant)))
        parts.append("<ul>" + "".join(f"<li>{html.escape(line[2:])}</li>" for cell in variant["pairings"]
                                      for line in _cell_details(cell)) + "</ul>")
        parts.append('<div class="plots">')
        for plot, title in ((_plot_lengths, "length histogram"), (_plot_outcomes, "results"),
                            (_plot_branching, "branching factor by step"), (_plot_curves, "evaluation curves")):
            parts.append(_figure(pyplot, plot, variant, title))
        parts.append("</div></section>")
    comparisons = report["comparisons"]
    if comparisons:
        parts.append(f"<section><h2>Comparison of variants</h2><p>{html.escape(_comparison_intro(comparisons))}</p>"
                     f"{_table(_comparison_rows(comparisons))}</section>")
    difficulty = markdown_difficulty(report["comet_goals"])
    if difficulty:
        parts.append(f"<section><h2>comet goals: difficulty</h2><p>{html.escape(difficulty[2])}</p>"
                     f"{_table(difficulty[4:-1])}</section>")
    return "\n".join(parts)


#: The page's style, shared with the web app's /lab pages.
STYLE = """body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:80rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;font-size:.85rem;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.2rem .4rem}
th{background:#f2f2f2}.plots{display:flex;flex-wrap:wrap;gap:.5rem}.plots figure{margin:0}
figcaption{font-size:.8rem;color:#555}.warning{background:#fff3cd;padding:.5rem}"""


def _page(title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)} - boardlab lab'
            f"</title><style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


def _table(rows: list[str]) -> str:
    """A Markdown table (header, rule, rows) as an HTML table."""
    if not rows:
        return ""
    cells = [[html.escape(cell.strip()) for cell in row.strip("|").split(" | ")] for row in rows if not row.startswith("|---")]
    head = "".join(f"<th>{cell}</th>" for cell in cells[0])
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in cells[1:])
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise InvalidOption("an HTML report needs matplotlib: pip install 'boardlab[lab]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot
    return pyplot


#: A plot's size in inches and its resolution: large enough for 8-point text to stay readable.
FIGURE_SIZE = (5.0, 3.3)
FIGURE_DPI = 100
TEXT_SIZE = 8


def _figure(pyplot: Any, plot: Callable[[Any, Any], None], data: Any, title: str) -> str:
    """One plot as an embedded PNG: every plot names its axes with their units, and its legend
    sits below the axes (never over the data), one entry per line when the entries are long."""
    figure, axes = pyplot.subplots(figsize=FIGURE_SIZE, dpi=FIGURE_DPI)
    try:
        plot(axes, data)
        axes.set_title(title, fontsize=TEXT_SIZE + 1)
        axes.tick_params(labelsize=TEXT_SIZE)
        axes.grid(alpha=0.3)
        handles, labels = axes.get_legend_handles_labels()
        if handles:
            columns = 1 if max(map(len, labels)) > 28 else min(3, len(labels))
            axes.legend(fontsize=TEXT_SIZE, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=columns,
                        frameon=False)
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", bbox_inches="tight")  # "tight" keeps the legend below in
    finally:
        pyplot.close(figure)
    encoded = base64.b64encode(buffer.getvalue()).decode()
    return (f'<figure><img alt="{html.escape(title)}" src="data:image/png;base64,{encoded}">'
            f"<figcaption>{html.escape(title)}</figcaption></figure>")


def _label(cell: dict[str, Any]) -> str:
    return " v ".join(cell["agents"])


def _axis_labels(axes: Any, x: str, y: str) -> None:
    axes.set_xlabel(x, fontsize=TEXT_SIZE)
    axes.set_ylabel(y, fontsize=TEXT_SIZE)


def _plot_lengths(axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        edges, counts = cell["length"]["histogram"]["edges"], cell["length"]["histogram"]["counts"]
        axes.stairs(counts, edges, label=f"{_label(cell)} ({cell['games']} games)")
    axes.yaxis.get_major_locator().set_params(integer=True)  # counts of games: whole numbers only
    _axis_labels(axes, "game length (steps, one per move)", "games (count)")


def _plot_outcomes(axes: Any, variant: dict[str, Any]) -> None:
    names = ("first_player_win_rate", "second_player_win_rate", "draw_rate")
    width = 0.8 / max(1, len(variant["pairings"]))
    for offset, cell in enumerate(variant["pairings"]):
        xs = [i + offset * width for i in range(len(names))]
        values = [cell[name] for name in names]
        errors = [[v - cell[f"{n}_ci95"][0] for n, v in zip(names, values)],
                  [cell[f"{n}_ci95"][1] - v for n, v in zip(names, values)]]
        axes.bar(xs, [100 * v for v in values], width, yerr=[[100 * e for e in side] for side in errors], capsize=2,
                 label=f"{_label(cell)} ({cell['games']} games)")
    axes.set_xticks([i + 0.4 - width / 2 for i in range(len(names))], ["first player wins", "second player wins",
                                                                        "draws"])
    axes.set_ylim(0, 100)
    _axis_labels(axes, "result (bars: 95 % Wilson interval)", "share of games (%)")


def _plot_branching(axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        axes.plot(range(1, len(cell["branching"].get("by_ply", [])) + 1), cell["branching"].get("by_ply", []),
                  label=_label(cell))
    axes.set_ylim(bottom=0)
    _axis_labels(axes, "step number", "legal steps (mean over games)")


def _plot_curves(axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        for sample in cell["samples"]:
            axes.plot(range(1, len(sample["evaluation"]) + 1), sample["evaluation"], linewidth=0.9,
                      label=f"{_label(cell)}, game {sample['number']}: {_result_words(sample['winner'])}")
    axes.axhline(0, color="grey", linewidth=0.6)
    axes.set_ylim(-1, 1)
    _axis_labels(axes, "step number", f"evaluation, {variant['seats'][0]}'s view\n(-1 lost .. +1 won)")


def _result_words(winner: str) -> str:
    """A sample game's result in a legend: ``won by black``, ``drawn``, ``stopped by the move limit``."""
    return {"draw": "drawn", "unfinished": "stopped by the move limit"}.get(winner, f"won by {winner}")


def _plot_variant_rates(axes: Any, variants: list[dict[str, Any]]) -> None:
    for offset, name in enumerate(("first_player_win_rate", "draw_rate")):
        values, lows, highs = [], [], []
        for variant in variants:
            cell = variant["pairings"][0]
            values.append(100 * cell[name])
            lows.append(100 * (cell[name] - cell[f"{name}_ci95"][0]))
            highs.append(100 * (cell[f"{name}_ci95"][1] - cell[name]))
        xs = [i + offset * 0.4 for i in range(len(variants))]
        axes.bar(xs, values, 0.4, yerr=[lows, highs], capsize=2,
                 label={"first_player_win_rate": "first player wins", "draw_rate": "draws"}[name])
    axes.set_xticks([i + 0.2 for i in range(len(variants))], [str(i + 1) for i in range(len(variants))])
    axes.axhline(50, color="grey", linewidth=0.6, linestyle="--")
    axes.set_ylim(0, 100)
    _axis_labels(axes, "variant (numbered as the sections below; first pairing)",
                 "share of games (%, 95 % interval)")


__all__ = ["build_report", "html_report", "html_report_body", "markdown_report"]
