"""The lab's report in the reader's language (labreport.ftl): complete in every language, no
English sentence left in another, numbers by Babel, English as the command line always wrote it."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import boardlab.lab.measures as measures_module
import boardlab.lab.report as report_module
import boardlab.lab.words as words_module
from boardlab.cli import app
from boardlab.i18n import LANGUAGES, texts, variables
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.puzzles import run_comet
from boardlab.lab.report import build_report, html_report, html_report_body, markdown_report
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import ResultsStore
from boardlab.lab.words import ReportWords

#: Two variants, two pairings, two seeds: every part of a report (seeds, comparisons, endings).
EXPERIMENT = parse_experiment({
    "name": "words-demo", "seeds": [1, 2], "games": 2, "move_limit": 40,
    "pairings": [["greedy", "random"], ["random", "random"]],
    "variants": [{"game": "c1", "options": {"variant": ["c1", "c2"]}}],
})
_MARK = "\ue000"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("lab") / "words-demo.lab.sqlite"
    with ResultsStore(path) as store:
        run_experiment(EXPERIMENT, store)
        return build_report(store)


@pytest.fixture(scope="module")
def goals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    experiment = parse_experiment({"name": "goals", "seed": 2, "comet": {
        "goals": ["warm-colours", "pyramids-adjacent"], "starts": 2, "max_depth": 2, "within": 1}})
    with ResultsStore(tmp_path_factory.mktemp("lab") / "goals.lab.sqlite") as store:
        run_comet(experiment, store)
        return build_report(store)


def english_phrases() -> set[str]:
    """The fixed English text of every report message a translation must replace: each piece
    between placeables with two words or more (``p (Holm)``, names and numbers aside)."""
    english = texts("en")
    found = set()
    for message_id, names in variables().items():
        if not message_id.startswith("labreport-"):
            continue
        text = english.get(message_id, **{name: f"{_MARK}{name}{_MARK}" for name in names if name != "count"},
                           **({"count": 7} if "count" in names else {}))
        for piece in text.split(_MARK)[::2]:
            piece = re.sub(r"\b7\b", " ", piece).strip(" ,.;:()-")
            if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 2:
                found.add(piece)
    return found - {"boardlab lab"}   # the program's name, in every language


def test_english_is_the_report_the_command_line_always_wrote(report: dict[str, Any]) -> None:
    assert markdown_report(report) == markdown_report(report, "en")
    text = markdown_report(report)
    assert text.startswith("# Lab report: words-demo\n\n16 games in 2 variants from `words-demo.lab.sqlite` (seeds 1, 2, "
                           "move limit 40 steps;")
    assert "| pairing (A v B) | games | first player wins |" in text and "| pairing | metric | variant |" in text
    assert re.search(r"\| \d+% \(\d+%-\d+%\) \|", text)   # Python's formats: no space before %


@pytest.mark.parametrize("code", ["de", "ja"])
def test_another_language_leaves_no_english_sentence_and_is_complete(report: dict[str, Any], code: str) -> None:
    english, other = markdown_report(report), markdown_report(report, code)
    left = sorted(phrase for phrase in english_phrases() if phrase in other)
    assert left == []
    # Complete: the same lines, tables of the same shape, every measure named in the language.
    assert len(other.splitlines()) == len(english.splitlines())
    assert [line.count(" | ") for line in other.splitlines()] == [line.count(" | ") for line in english.splitlines()]
    for name in measures_module.MEASURES:
        assert texts(code).get("labreport-measure-" + name.replace("_", "-")) in other
    assert other.startswith(f"# {texts(code).get('labreport-title', experiment='words-demo')}\n")
    assert texts(code).get("labreport-comparison") in other


def test_numbers_are_babels_in_the_readers_locale(report: dict[str, Any]) -> None:
    german = markdown_report(report, "de")
    assert re.search(r"\d\xa0%", german) and not re.search(r"\d%", german)   # "50 %", never "50%"
    assert re.search(r"\d,\d", german) and not re.search(r"\d\.\d", german)   # decimal commas
    words = ReportWords("fr")
    assert (words.percent(0.625, 1), words.fixed(1234.5, 2), words.number(12000)) == \
        ("62,5\xa0%", "1\u202f234,50", "12\u202f000")
    assert ReportWords("en").p_value(0) == "<0.00001" and ReportWords("de").p_value(0) == "<0,00001"


def test_the_html_report_and_its_plots_speak_the_language(report: dict[str, Any]) -> None:
    page = html_report(report, "ja")
    assert page.startswith('<!DOCTYPE html>\n<html lang="ja" dir="ltr">')
    for title in ("labreport-plot-variant-rates", "labreport-plot-lengths", "labreport-plot-outcomes",
                  "labreport-plot-branching", "labreport-plot-curves"):
        assert f'alt="{texts("ja").get(title)}"' in page
    assert [phrase for phrase in english_phrases() if phrase in page] == []
    arabic = html_report_body(report, "ar")
    assert texts("ar").get("labreport-comparison") in arabic and "data:image/png" in arabic
    assert html_report(report, "ar").startswith('<!DOCTYPE html>\n<html lang="ar" dir="rtl">')
    assert html_report(report).startswith('<!DOCTYPE html>\n<html lang="en"><head>')   # as before


def test_the_plots_words_are_drawn_with_fonts_that_have_them(report: dict[str, Any]) -> None:
    from matplotlib import font_manager

    style = report_module._plot_style(ReportWords("zh"))
    assert style["font.family"][0] == "DejaVu Sans"
    if any("CJK" in font.name for font in font_manager.fontManager.ttflist):
        assert any("CJK" in name for name in style["font.family"])
    assert report_module._plot_style(ReportWords("en")) == {}


def test_comet_goals_difficulty_in_another_language(goals: dict[str, Any]) -> None:
    russian = markdown_report(goals, "ru")
    assert f"## {texts('ru').get('labreport-goals')}" in russian
    assert texts("ru").get("labreport-col-mean-optimal") in russian
    assert [phrase for phrase in english_phrases() if phrase in russian] == []
    assert "## comet goals: difficulty" in markdown_report(goals)


def _reasons() -> list[str]:
    """Every reason a measure gives for its absence, as boardlab.lab's code writes it (f-strings
    with ``cubes`` for their game)."""
    found = []
    for module in (measures_module, report_module):
        for node in ast.walk(ast.parse(Path(module.__file__).read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("unmeasured", "_mean_measure"):
                argument = node.args[-1]
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    found.append(argument.value)
                elif isinstance(argument, ast.JoinedStr):
                    found.append("".join(part.value if isinstance(part, ast.Constant) else "cubes"
                                         for part in argument.values))
            if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["reason"] \
                    and isinstance(node.value, ast.Constant):
                found.append(node.value.value)
    return [reason for reason in found if reason != "reason"]


@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_every_reason_a_measure_is_missing_is_said_in_every_language(code: str) -> None:
    reasons = _reasons()
    assert len(reasons) >= 15
    words = ReportWords(code)
    assert [reason for reason in reasons if words.unmeasured(reason) == reason] == []
    assert "cubes" in words.unmeasured("cubes's board is built of its pieces: it has no fixed set of squares to cover")


def test_endings_are_said_with_their_seats_taken_out() -> None:
    german = ReportWords("de")
    assert german.ending("a player's cone is surrounded") == "Der Kegel von ein Spieler ist umzingelt"
    assert german.ending("unfinished (move limit)") == "unbeendet (Zuggrenze)"
    assert german.ending("something new") == "something new"   # unknown: as it is
    assert ReportWords("en").ending("a player's cone is surrounded") == "a player's cone is surrounded"


def test_the_command_line_reports_in_a_language(tmp_path: Path, report: dict[str, Any]) -> None:
    path = Path(report["results_file"])
    result = CliRunner().invoke(app, ["lab", "report", str(path), "--lang", "es"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("# Informe del laboratorio: words-demo")
    page = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["lab", "report", str(path), "--lang", "fr", "--html", str(page)])
    assert result.exit_code == 0 and '<html lang="fr"' in page.read_text("utf-8")
    result = CliRunner().invoke(app, ["lab", "report", str(path), "--json", "--lang", "de"])
    assert result.exit_code == 0 and '"first_player_win_rate"' in result.output   # the JSON has no language
    result = CliRunner().invoke(app, ["lab", "report", str(path), "--lang", "tlh"])
    assert result.exit_code != 0 and "unknown language 'tlh'" in result.output


def test_the_doctests_run() -> None:
    import doctest

    failures, tried = doctest.testmod(words_module)
    assert tried > 0 and failures == 0
