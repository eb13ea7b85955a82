"""Lab reports (JSON, Markdown, HTML in a real browser) and exports (CSV, Parquet)."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardlab.cli import app
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.metrics import outcome_metrics
from boardlab.lab.report import build_report, html_report, markdown_report
from boardlab.lab.runner import play_lab_game, run_experiment
from boardlab.lab.store import ResultsStore

CHROMIUM = Path("/usr/bin/chromium")

EXPERIMENT = parse_experiment({
    "name": "report-demo", "seed": 3, "games": 6, "move_limit": 60,
    "pairings": [["greedy", "random"], ["random", "random"]],
    "variants": [{"game": "c1", "options": {"variant": ["c1", "c2"]}}, {"game": "cubes", "options": {"size": 5}}],
})


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lab") / "report-demo.lab.sqlite"
    with ResultsStore(path) as store:
        run_experiment(EXPERIMENT, store)
    return path


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.output


def test_json_report_has_every_variant_and_pairing(results: Path) -> None:
    code, output = invoke("lab", "report", str(results), "--json")
    assert code == 0, output
    report = json.loads(output)
    assert report["experiment"] == "report-demo" and report["games"] == 36 and report["reproducible"]
    assert [v["variant"] for v in report["variants"]] == ["c1 variant=c1", "c1 variant=c2", "cubes size=5"]
    cell = report["variants"][0]["pairings"][0]
    assert cell["agents"] == ["greedy", "random"] and cell["games"] == 6
    for name in ("first_player_win_rate", "draw_rate", "decisive_rate", "move_limit_rate"):
        assert 0 <= cell[f"{name}_ci95"][0] <= cell[name] <= cell[f"{name}_ci95"][1] <= 1
    with ResultsStore(results) as store:
        games = [g for g in store.games() if g.variant == '["c1", {"variant": "c1"}]' and g.agent_b == "random"
                 and g.agent_a == "greedy"]
    assert cell["first_player_win_rate"] == outcome_metrics(games, ("black", "white"))["first_player_win_rate"]
    share = cell["first_player_share"]
    assert set(share) == {"share", "ci95", "p_value", "decisive_games"}
    decisive = [g for g in games if g.winner in ("black", "white")]
    assert share["decisive_games"] == len(decisive)
    if decisive:
        assert share["share"] == round(sum(g.winner == g.first_seat for g in decisive) / len(decisive), 4)
        assert 0 < share["p_value"] <= 1
    assert cell["length"]["median"] > 0 and cell["branching"]["by_ply"][0] == 18  # C1's start has 18 moves
    assert {"decided_at", "lead_changes", "drama_rate"} <= set(cell["evaluation"])
    assert len(cell["samples"]) == 3
    assert all(test["a"].split()[0] == test["b"].split()[0] for test in report["comparisons"])


def test_markdown_report(results: Path) -> None:
    code, output = invoke("lab", "report", str(results))
    assert code == 0
    assert output.startswith("# Lab report: report-demo")
    assert "## c1 variant=c2" in output and "| greedy v random | 6 |" in output
    assert "first player's share of decisive games (p vs 50 %)" in output and ", p=" in output
    assert "## Comparison of variants" in output
    assert "Not reproducible" not in output


def test_report_reads_a_run_in_progress(tmp_path: Path) -> None:
    path = tmp_path / "live.lab.sqlite"
    tasks = EXPERIMENT.tasks()[:4]
    with ResultsStore(path) as writer:
        writer.claim(EXPERIMENT.name, EXPERIMENT.settings())
        writer.add(play_lab_game(tasks[0]))
        writer.add(play_lab_game(tasks[1]))
        code, output = invoke("lab", "report", str(path), "--json")
        assert code == 0 and json.loads(output)["games"] == 2
        writer.add(play_lab_game(tasks[2]))
        assert json.loads(invoke("lab", "report", str(path), "--json")[1])["games"] == 3


def test_timed_runs_say_they_are_not_reproducible(tmp_path: Path) -> None:
    timed = parse_experiment({"timed": True, "games": 2, "move_limit": 20, "pairings": [["random", "random"]],
                              "variants": [{"game": "cubes", "options": {"size": 5}}]}, name="timed")
    with ResultsStore(tmp_path / "timed.lab.sqlite") as store:
        run_experiment(timed, store)
        assert "**Not reproducible:**" in markdown_report(build_report(store))


def test_report_errors_are_clean(tmp_path: Path) -> None:
    code, output = invoke("lab", "report", str(tmp_path / "missing.lab.sqlite"))
    assert code == 2 and "no results file" in output and "Traceback" not in output


def test_csv_and_parquet_exports(results: Path, tmp_path: Path) -> None:
    games_csv = tmp_path / "games.csv"
    code, output = invoke("lab", "export", str(results), "--out", str(games_csv))
    assert code == 0 and "wrote 36 rows" in output
    rows = list(csv.DictReader(games_csv.open()))
    assert len(rows) == 36 and {"option_variant", "option_size", "winner", "plies", "record"} <= set(rows[0])
    pq = pytest.importorskip("pyarrow.parquet")
    steps = tmp_path / "steps.parquet"
    code, output = invoke("lab", "export", str(results), "--format", "parquet", "--steps", "--out", str(steps))
    assert code == 0
    table = pq.read_table(steps)
    assert table.column_names == ["task", "ply", "mover", "legal", "evaluation", "kind"]
    assert table.num_rows == sum(int(row["plies"]) for row in rows)
    games = pq.read_table(_export_parquet_games(results, tmp_path))
    assert games.num_rows == 36 and str(games.schema.field("plies").type) == "int64"
    assert invoke("lab", "export", str(results), "--format", "xlsx")[1].count("unknown export format") == 1


def _export_parquet_games(results: Path, folder: Path) -> Path:
    target = folder / "games.parquet"
    assert invoke("lab", "export", str(results), "-f", "parquet", "--out", str(target))[0] == 0
    return target


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    sync_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        pytest.skip("needs Debian's chromium at /usr/bin/chromium")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"])
        yield launched
        launched.close()


def test_html_report_renders_in_chromium(results: Path, tmp_path: Path, browser: object) -> None:
    page_file = tmp_path / "report.html"
    code, _ = invoke("lab", "report", str(results), "--html", str(page_file))
    assert code == 0
    text = page_file.read_text()
    assert "<script" not in text and "http://" not in text and "https://" not in text  # self-contained
    page = browser.new_page()  # type: ignore[attr-defined]
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(page_file.as_uri())
    assert errors == []
    assert page.locator("h2").first.inner_text() == "1. c1 variant=c1"
    images = page.locator("img")
    assert images.count() == 1 + 3 * 4  # the variants' rates, then four plots per variant
    widths = page.evaluate("Array.from(document.images).map(image => image.complete ? image.naturalWidth : 0)")
    assert all(width > 100 for width in widths)  # every embedded PNG decoded
    assert page.locator("table").count() == 3 * 2 + 1  # per variant its pairings and its measures; the comparisons
    page.close()


def test_html_report_as_a_string_escapes_names(results: Path) -> None:
    with ResultsStore(results) as store:
        report = build_report(store)
    report["experiment"] = "<b>demo</b>"
    assert "&lt;b&gt;demo&lt;/b&gt;" in html_report(report)


def test_web_app_lists_and_shows_lab_reports(results: Path, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from boardlab.server import create_app

    folder = tmp_path / "lab"
    folder.mkdir()
    (folder / results.name).write_bytes(results.read_bytes())
    (folder / "broken.lab.sqlite").write_text("not a database" * 50)
    web = create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    web.state.lab_dir = folder
    with TestClient(web) as client:
        files = client.get("/api/lab/files").json()
        assert {"name": results.name, "experiment": "report-demo", "games": 36} in files
        assert {"name": "broken.lab.sqlite", "problem": "not a boardlab results file"} in files  # named, not fatal
        assert client.get("/lab").status_code == 200
        page = client.get(f"/lab/{results.name}")
        assert page.status_code == 200 and "<h1>Lab report: report-demo</h1>" in page.text
        document = client.get(f"/lab/{results.name}/json").json()
        assert document["games"] == 36 and document["results_file"] == results.name
        for answer in (page, client.get("/api/lab/files"), client.get(f"/lab/{results.name}/json"),
                       client.get("/lab/missing.lab.sqlite"), client.get("/lab/broken.lab.sqlite")):
            assert str(tmp_path) not in answer.text   # no server paths
        assert client.get("/lab/missing.lab.sqlite").status_code == 404
        assert client.get("/lab/..%2Fgames.sqlite3").status_code == 404
    web.state.lab_dir = tmp_path / "empty"
    with TestClient(web) as client:
        assert client.get("/api/lab/files").json() == []


def test_comet_goal_difficulty_from_random_starts(tmp_path: Path) -> None:
    from boardlab.games.comet.goals import resolve_goal
    from boardlab.games.comet.solver import solve_plain
    from boardlab.lab.puzzles import goal_difficulty, random_starts, run_comet, solve_tasks

    experiment = parse_experiment({"name": "comet", "seed": 2, "comet": {
        "goals": ["warm-colours", "pyramids-adjacent"], "starts": 4, "max_depth": 2, "within": 1}})
    with ResultsStore(tmp_path / "comet.lab.sqlite") as store:
        assert run_comet(experiment, store) == 8
        assert run_comet(experiment, store) == 0  # resumed: nothing left to solve
        table = goal_difficulty(store)
        report = build_report(store)
    starts = random_starts(2, 4)
    assert starts == random_starts(2, 4) and len(set(starts)) == 4
    for row in table:
        lengths = [solve_plain(resolve_goal(row["goal"]), start, max_depth=2) for start in starts]
        solved = [len(moves) for moves in lengths if moves is not None]
        assert row["solved_rate"] == len(solved) / 4
        assert row["solved_within_rate"] == sum(length <= 1 for length in solved) / 4
        assert row["length_counts"] == {str(n): solved.count(n) for n in sorted(set(solved))}
    assert [row["difficulty_rank"] for row in table] == [1, 2]
    assert table[0]["solved_rate"] <= table[1]["solved_rate"]
    assert report["comet_goals"] == table and "## comet goals: difficulty" in markdown_report(report)
    with pytest.raises(Exception, match="unknown key 'start'"):
        run_comet(parse_experiment({"comet": {"start": 3}}), ResultsStore(tmp_path / "bad.lab.sqlite"))
    # Several seeds: each seed's starts, the first seed's being the one-seed experiment's.
    seeded = parse_experiment({"name": "comet", "seeds": [2, 5], "comet": {
        "goals": ["warm-colours"], "starts": 4, "max_depth": 2, "within": 1}})
    assert [task.start for task in solve_tasks(seeded)] == random_starts(2, 4) + random_starts(5, 4)
