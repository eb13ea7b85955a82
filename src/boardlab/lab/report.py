"""Reports on a results file: one JSON document of every metric, a Markdown summary, and a
self-contained HTML page with its plots embedded as PNG images.

The JSON document (documented in docs/lab.md) has one entry per variant, and in it one per
agent pairing with that cell's metrics; rates are fractions from 0 to 1, each with a
``<name>_ci95`` pair beside it. The report reads the file as it is, so it also works on a run
in progress.

The Markdown and the HTML come in any of the interface's languages (``language="de"``: the
messages ``labreport-*`` and Babel's numbers, :mod:`boardlab.lab.words`); English is the
report as the command line always wrote it. The JSON has no language.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable
from functools import partial
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
from boardlab.lab.words import ReportWords

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

def _pct(words: ReportWords, value: float | None) -> str:
    return "-" if value is None else words.percent(value, 1)


def _rate(words: ReportWords, cell: dict[str, Any], name: str) -> str:
    if cell.get(name) is None:
        return "-"
    low, high = cell[f"{name}_ci95"]
    return f"{words.percent(cell[name])} {words.interval(words.percent(low), words.percent(high))}"


def _mean(words: ReportWords, block: dict[str, Any], name: str, digits: int = 2) -> str:
    value = block.get(name)
    if value is None:
        return "-"
    low, high = block[f"{name}_ci95"]
    interval = f" {words.interval(words.fixed(low, digits), words.fixed(high, digits))}" if low is not None else ""
    return f"{words.fixed(value, digits)}{interval}"


def _share(words: ReportWords, share: dict[str, Any]) -> str:
    """``62% (55%-69%) of 180, p=0.0012``: the first player's share of the decisive games."""
    if share["share"] is None:
        return f"- ({words('labreport-no-decisive-game')})"
    low, high = share["ci95"]
    return words("labreport-share", share=words.percent(share["share"]), low=words.percent(low),
                 high=words.percent(high), count=share["decisive_games"], p=words.p_value(share["p_value"]))


def _elo(words: ReportWords, value: float | None) -> str:
    return words("labreport-elo-infinite") if value is None else words.signed(value)


def _pairing(words: ReportWords, agents: list[str]) -> str:
    """``easy v random``: a pairing of two agents."""
    return words("labreport-pairing", a=agents[0], b=agents[1])


def markdown_report(report: dict[str, Any], language: str = "en") -> str:
    """A Markdown summary in ``language`` (one of boardlab.i18n's; English as the command line
    always wrote it): a table per variant, its counters and endings, and the comparisons."""
    words = ReportWords(language)
    lines = [f"# {words('labreport-title', experiment=report['experiment'])}", "", _summary_line(words, report), ""]
    if not report["reproducible"]:
        lines += [f"**{words('labreport-not-reproducible')}** {words('labreport-time-caps-other-games')}", ""]
    for variant in report["variants"]:
        lines += [f"## {variant['variant']}", "", *_variant_table(words, variant), "", *_measure_lines(words, variant),
                  ""]
        lines += [line for cell in variant["pairings"] for line in _cell_details(words, cell)] + [""]
    lines += _comparison_lines(words, report["comparisons"])
    lines += markdown_difficulty(report["comet_goals"], words)
    return "\n".join(lines).rstrip() + "\n"


def _seeds_text(words: ReportWords, settings: dict[str, Any]) -> str:
    """``seed 1`` or ``seeds 1, 2, 3``."""
    if "seeds" in settings:
        return words("labreport-seeds", seeds=", ".join(words.number(seed) for seed in settings["seeds"]),
                     count=len(settings["seeds"]))
    seed = settings.get("seed")
    return words("labreport-seed", seed=words("labreport-unknown") if seed is None else words.number(seed))


def _summary_line(words: ReportWords, report: dict[str, Any], code: str = "`") -> str:
    """The report's first sentence (``code``: the marks around the file's name)."""
    settings = report["settings"]
    file = f"{code}{Path(report['results_file']).name}{code}"
    if not report["variants"]:
        return words("labreport-only-puzzles", file=file, seeds=_seeds_text(words, settings))
    limit, opening = settings.get("move_limit"), settings.get("opening", 0)
    return words("labreport-summary", count=report["games"], variants=words.plural(len(report["variants"])),
                 file=file, seeds=_seeds_text(words, settings),
                 limit=words("labreport-unknown") if limit is None else words.number(limit),
                 opening=words("labreport-opening", count=opening) if opening else "")


def _variant_table(words: ReportWords, variant: dict[str, Any]) -> list[str]:
    columns = ("pairing", "games", "first-wins", "first-share", "draws", "limit", "length", "branching", "decided",
               "lead-changes", "drama", "score", "elo")
    rows = ["| " + " | ".join(words(f"labreport-col-{column}") for column in columns) + " |",
            "|" + "---|" * len(columns)]
    for cell in variant["pairings"]:
        length, evaluation, skill = cell["length"], cell["evaluation"], cell["skill"]
        quartiles = words.interval(words.general(length["q1"]), words.general(length["q3"]))
        score = words.interval(words.percent(skill["score_ci95"][0]), words.percent(skill["score_ci95"][1]))
        rows.append(
            f"| {_pairing(words, cell['agents'])} | {words.number(cell['games'])} "
            f"| {_rate(words, cell, 'first_player_win_rate')} "
            f"| {_share(words, cell['first_player_share'])} | {_rate(words, cell, 'draw_rate')} "
            f"| {_rate(words, cell, 'move_limit_rate')} "
            f"| {words.general(length['median'])} {quartiles} | {_mean(words, cell['branching'], 'mean', 1)} "
            f"| {_mean(words, evaluation, 'decided_at')} | {_mean(words, evaluation, 'lead_changes', 1)} "
            f"| {_rate(words, evaluation, 'drama_rate')} "
            f"| {words.percent(skill['score'])} {score} "
            f"| {_elo(words, skill['elo'])} |")
    return rows


def _measure_text(words: ReportWords, measure: dict[str, Any]) -> str:
    if measure["value"] is None:
        return f"- ({words.unmeasured(measure['reason'])})"
    low, high = measure["ci95"]
    interval = (f" {words.interval(words.general(low, 3), words.general(high, 3))}"
                if low is not None and high is not None else "")
    return f"{words.general(measure['value'], 3)}{interval}"


def _measure_lines(words: ReportWords, variant: dict[str, Any]) -> list[str]:
    """The variant's game-design measures (docs/lab.md defines each) as a two-column table."""
    measures = variant.get("measures")
    if not measures:
        return []
    return [f"| {words('labreport-col-measure')} | {words('labreport-col-value')} |", "|---|---|",
            *[f"| {words('labreport-measure-' + name.replace('_', '-'))} | {_measure_text(words, measures[name])} |"
              for name in MEASURES]]


def _cell_details(words: ReportWords, cell: dict[str, Any]) -> list[str]:
    lines = []
    pairing = _pairing(words, cell["agents"])
    if cell["counters"]:
        counters = ", ".join(f"{name} {words.fixed(data['per_game'], 2)}" for name, data in cell["counters"].items())
        lines.append(f"- {words('labreport-per-game', pairing=pairing, counters=counters)}")
    endings = ", ".join(words("labreport-ending-count", ending=words.ending(reason), count=count)
                        for reason, count in cell["endings"].items())
    lines.append(f"- {words('labreport-endings', pairing=pairing, endings=endings)}")
    if cell.get("distinct_games", cell["games"]) < cell["games"]:   # agents that choose alike repeat games
        lines.append("- " + words("labreport-repeated", pairing=pairing, distinct=words.number(cell["distinct_games"]),
                                  count=cell["games"]))
    if "by_seed" in cell:
        shares = "; ".join(words("labreport-seed-share", seed=seed, share=_share(words, share))
                           for seed, share in cell["by_seed"]["first_player_share"].items())
        agreement = cell["by_seed"]["agreement"]
        lines.append("- " + words("labreport-by-seed", pairing=pairing, shares=shares,
                                  chi2=words.general(agreement["chi2"]), df=words.number(agreement["df"]),
                                  p=words.p_value(agreement["p_value"])))
    return lines


def _comparison_intro(words: ReportWords, comparisons: list[dict[str, Any]]) -> str:
    significant = sum(test["significant"] for test in comparisons)
    intro = words("labreport-comparison-intro", count=len(comparisons), significant=words.number(significant),
                  alpha=words.percent(ALPHA))
    return intro + ("" if significant else " " + words("labreport-comparison-none"))


def _comparison_rows(words: ReportWords, comparisons: list[dict[str, Any]]) -> list[str]:
    """The comparisons as a Markdown table: all of them when few, else the significant ones."""
    shown = comparisons if len(comparisons) <= 30 else [test for test in comparisons if test["significant"]]
    if not shown:
        return []
    columns = ("pairing-short", "metric", "variant", "value-short", "variant", "value-short", "p-holm", "significant")
    header = [words(f"labreport-col-{column}") for column in columns]
    rows = ["| " + " | ".join(header) + " |", "|" + "---|" * len(columns)]
    for test in shown:
        fmt: Callable[[Any], str] = ((lambda v: words.fixed(v, 1)) if test["metric"] == "mean_length"
                                     else (lambda v: _pct(words, v)))
        metric = words("labreport-metric-" + test["metric"].replace("_", "-"))
        rows.append(f"| {_pairing(words, test['pairing'])} | {metric} | {test['a']} | {fmt(test['value_a'])} "
                    f"| {test['b']} | {fmt(test['value_b'])} | {words.p_value(test['p_holm'])} "
                    f"| {words('labreport-yes' if test['significant'] else 'labreport-no')} |")
    return rows


def _comparison_lines(words: ReportWords, comparisons: list[dict[str, Any]]) -> list[str]:
    if not comparisons:
        return []
    return [f"## {words('labreport-comparison')}", "", _comparison_intro(words, comparisons), "",
            *_comparison_rows(words, comparisons), ""]


# --- HTML ---------------------------------------------------------------------------------------

def html_report(report: dict[str, Any], language: str = "en") -> str:
    """A self-contained HTML page in ``language``: the Markdown tables as HTML and the plots
    (labelled in that language) as embedded PNGs."""
    words = ReportWords(language)
    return _page(words, report["experiment"], html_report_body(report, language))


def html_report_body(report: dict[str, Any], language: str = "en") -> str:
    """The report's content as HTML without its page (what the web app's lab page embeds in
    its own), in ``language``: headings, tables and the plots as ``data:`` PNG images, no
    scripts, no styles."""
    words = ReportWords(language)
    pyplot, style = _pyplot(words), _plot_style(words)
    parts = [f"<h1>{html.escape(words('labreport-title', experiment=report['experiment']))}</h1>",
             f"<p>{html.escape(_summary_line(words, report, code=''))}</p>"]
    if not report["reproducible"]:
        parts.append(f'<p class="warning"><strong>{html.escape(words("labreport-not-reproducible"))}</strong> '
                     f'{html.escape(words("labreport-time-caps"))}</p>')
    if len(report["variants"]) > 1:
        parts.append(_figure(pyplot, partial(_plot_variant_rates, words), report["variants"],
                             words("labreport-plot-variant-rates"), style))
    plots = ((_plot_lengths, "labreport-plot-lengths"), (_plot_outcomes, "labreport-plot-outcomes"),
             (_plot_branching, "labreport-plot-branching"), (_plot_curves, "labreport-plot-curves"))
    for index, variant in enumerate(report["variants"]):
        parts.append(f'<section id="variant-{index}"><h2>{words.number(index + 1)}. '
                     f'{html.escape(variant["variant"])}</h2>')
        parts.append(_table(_variant_table(words, variant)))
        parts.append(_table(_measure_lines(words, variant)))
        parts.append("<ul>" + "".join(f"<li>{html.escape(line[2:])}</li>" for cell in variant["pairings"]
                                      for line in _cell_details(words, cell)) + "</ul>")
        parts.append('<div class="plots">')
        for plot, title in plots:
            parts.append(_figure(pyplot, partial(plot, words), variant, words(title), style))
        parts.append("</div></section>")
    comparisons = report["comparisons"]
    if comparisons:
        parts.append(f"<section><h2>{html.escape(words('labreport-comparison'))}</h2>"
                     f"<p>{html.escape(_comparison_intro(words, comparisons))}</p>"
                     f"{_table(_comparison_rows(words, comparisons))}</section>")
    difficulty = markdown_difficulty(report["comet_goals"], words)
    if difficulty:
        parts.append(f"<section><h2>{html.escape(words('labreport-goals'))}</h2><p>{html.escape(difficulty[2])}</p>"
                     f"{_table(difficulty[4:-1])}</section>")
    return "\n".join(parts)


#: The page's style, shared with the web app's /lab pages.
STYLE = """body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:80rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;font-size:.85rem;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.2rem .4rem}
th{background:#f2f2f2}.plots{display:flex;flex-wrap:wrap;gap:.5rem}.plots figure{margin:0}
figcaption{font-size:.8rem;color:#555}.warning{background:#fff3cd;padding:.5rem}"""


def _page(words: ReportWords, title: str, body: str) -> str:
    direction = "" if words.english else f' dir="{words.texts.direction}"'
    return (f'<!DOCTYPE html>\n<html lang="{words.code}"{direction}><head><meta charset="utf-8"><title>'
            f"{html.escape(words('labreport-page-title', experiment=title))}"
            f"</title><style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


def _table(rows: list[str]) -> str:
    """A Markdown table (header, rule, rows) as an HTML table."""
    if not rows:
        return ""
    cells = [[html.escape(cell.strip()) for cell in row.strip("|").split(" | ")] for row in rows if not row.startswith("|---")]
    head = "".join(f"<th>{cell}</th>" for cell in cells[0])
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in cells[1:])
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


#: Fonts for the plots' words, tried in order for each character: Latin, Greek and Cyrillic,
#: then Arabic (shaped and ordered by matplotlib's libraqm layout), then Chinese and Japanese.
PLOT_FONTS = ["DejaVu Sans", "Noto Sans Arabic", "Noto Naskh Arabic", "Noto Sans CJK JP", "Noto Sans CJK SC"]


def _pyplot(words: ReportWords) -> Any:
    try:
        import matplotlib
    except ImportError:
        raise InvalidOption("an HTML report needs matplotlib: pip install 'boardlab[lab]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot
    return pyplot


def _plot_style(words: ReportWords) -> dict[str, Any]:
    """The plots' font settings for ``words``' language (English keeps matplotlib's default
    font, so its plots stay as they were)."""
    if words.english:
        return {}
    from matplotlib import font_manager
    known = {font.name for font in font_manager.fontManager.ttflist}
    return {"font.family": [name for name in PLOT_FONTS if name in known] or ["DejaVu Sans"]}


#: A plot's size in inches and its resolution: large enough for 8-point text to stay readable.
FIGURE_SIZE = (5.0, 3.3)
FIGURE_DPI = 100
TEXT_SIZE = 8


def _figure(pyplot: Any, plot: Callable[[Any, Any], None], data: Any, title: str,
            style: dict[str, Any] | None = None) -> str:
    """One plot as an embedded PNG: every plot names its axes with their units, and its legend
    sits below the axes (never over the data), one entry per line when the entries are long
    (``style``: matplotlib settings for this plot alone, such as the fonts of its language)."""
    with pyplot.rc_context(style or {}):
        return _drawn(pyplot, plot, data, title)


def _drawn(pyplot: Any, plot: Callable[[Any, Any], None], data: Any, title: str) -> str:
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


def _label(words: ReportWords, cell: dict[str, Any]) -> str:
    return _pairing(words, cell["agents"])


def _games_label(words: ReportWords, cell: dict[str, Any]) -> str:
    return words("labreport-legend-games", pairing=_label(words, cell), count=cell["games"])


def _axis_labels(axes: Any, x: str, y: str) -> None:
    axes.set_xlabel(x, fontsize=TEXT_SIZE)
    axes.set_ylabel(y, fontsize=TEXT_SIZE)


def _plot_lengths(words: ReportWords, axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        edges, counts = cell["length"]["histogram"]["edges"], cell["length"]["histogram"]["counts"]
        axes.stairs(counts, edges, label=_games_label(words, cell))
    axes.yaxis.get_major_locator().set_params(integer=True)  # counts of games: whole numbers only
    _axis_labels(axes, words("labreport-axis-length"), words("labreport-axis-games"))


def _plot_outcomes(words: ReportWords, axes: Any, variant: dict[str, Any]) -> None:
    names = ("first_player_win_rate", "second_player_win_rate", "draw_rate")
    width = 0.8 / max(1, len(variant["pairings"]))
    for offset, cell in enumerate(variant["pairings"]):
        xs = [i + offset * width for i in range(len(names))]
        values = [cell[name] for name in names]
        errors = [[v - cell[f"{n}_ci95"][0] for n, v in zip(names, values)],
                  [cell[f"{n}_ci95"][1] - v for n, v in zip(names, values)]]
        axes.bar(xs, [100 * v for v in values], width, yerr=[[100 * e for e in side] for side in errors], capsize=2,
                 label=_games_label(words, cell))
    axes.set_xticks([i + 0.4 - width / 2 for i in range(len(names))],
                    [words("labreport-first-wins"), words("labreport-second-wins"), words("labreport-draws")])
    axes.set_ylim(0, 100)
    _axis_labels(axes, words("labreport-axis-result"), words("labreport-axis-share"))


def _plot_branching(words: ReportWords, axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        axes.plot(range(1, len(cell["branching"].get("by_ply", [])) + 1), cell["branching"].get("by_ply", []),
                  label=_label(words, cell))
    axes.set_ylim(bottom=0)
    _axis_labels(axes, words("labreport-axis-step"), words("labreport-axis-legal-steps"))


def _plot_curves(words: ReportWords, axes: Any, variant: dict[str, Any]) -> None:
    for cell in variant["pairings"]:
        for sample in cell["samples"]:
            axes.plot(range(1, len(sample["evaluation"]) + 1), sample["evaluation"], linewidth=0.9,
                      label=words("labreport-legend-sample", pairing=_label(words, cell),
                                  number=words.plural(sample["number"]),
                                  result=_result_words(words, sample["winner"])))
    axes.axhline(0, color="grey", linewidth=0.6)
    axes.set_ylim(-1, 1)
    seat = variant["seats"][0] if words.english else words.seat(variant["seats"][0])
    _axis_labels(axes, words("labreport-axis-step"),
                 f"{words('labreport-axis-evaluation', seat=seat)}\n{words('labreport-axis-evaluation-scale')}")


def _result_words(words: ReportWords, winner: str) -> str:
    """A sample game's result in a legend: ``won by black``, ``drawn``, ``stopped by the move limit``."""
    if winner in ("draw", "unfinished"):
        return words({"draw": "labreport-result-drawn", "unfinished": "labreport-result-unfinished"}[winner])
    return words("labreport-result-won", seat=winner if words.english else words.seat(winner))


def _plot_variant_rates(words: ReportWords, axes: Any, variants: list[dict[str, Any]]) -> None:
    for offset, name in enumerate(("first_player_win_rate", "draw_rate")):
        values, lows, highs = [], [], []
        for variant in variants:
            cell = variant["pairings"][0]
            values.append(100 * cell[name])
            lows.append(100 * (cell[name] - cell[f"{name}_ci95"][0]))
            highs.append(100 * (cell[f"{name}_ci95"][1] - cell[name]))
        xs = [i + offset * 0.4 for i in range(len(variants))]
        axes.bar(xs, values, 0.4, yerr=[lows, highs], capsize=2,
                 label=words({"first_player_win_rate": "labreport-first-wins", "draw_rate": "labreport-draws"}[name]))
    axes.set_xticks([i + 0.2 for i in range(len(variants))], [words.number(i + 1) for i in range(len(variants))])
    axes.axhline(50, color="grey", linewidth=0.6, linestyle="--")
    axes.set_ylim(0, 100)
    _axis_labels(axes, words("labreport-axis-variant"), words("labreport-axis-share-interval"))


__all__ = ["build_report", "html_report", "html_report_body", "markdown_report"]
