"""The lab's experiments, runner and results store: parsing with clear errors, reproducible
games on any number of workers, resuming a killed run without losing or repeating a game."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardlab.cli import app
from boardlab.core.errors import InvalidOption, RecordError, UnknownGame
from boardlab.lab.experiment import UNCAPPED, load_experiment, parse_experiment, playing_spec
from boardlab.lab.report import build_report, markdown_report
from boardlab.lab.runner import play_lab_game, run_experiment
from boardlab.lab.store import ResultsStore

SRC = Path(__file__).resolve().parent.parent / "src"

SMALL = """
name = "small"
seed = 7
games = 4
move_limit = 60
pairings = [["random", "greedy"]]

[[variants]]
game = "c1"
options = { variant = ["c1", "c2"] }

[[variants]]
game = "cubes"
options = { size = 5, slide = ["physical", "strict"] }
"""


def experiment_file(tmp_path: Path, text: str = SMALL, name: str = "small.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_grid_gives_every_combination_and_a_stable_seed_per_variant(tmp_path: Path) -> None:
    experiment = load_experiment(experiment_file(tmp_path))
    assert [v.label for v in experiment.variants] == [
        "c1 variant=c1", "c1 variant=c2", "cubes size=5 slide=physical", "cubes size=5 slide=strict"]
    tasks = experiment.tasks()
    assert len(tasks) == 4 * 1 * 4 and len({task.key for task in tasks}) == 16
    # Adding a variant leaves the others' seeds (and so their games) unchanged.
    bigger = load_experiment(experiment_file(tmp_path, SMALL.replace('["c1", "c2"]', '["c2", "c1"]'), "b.toml"))
    assert {t.key: t.match.seed for t in bigger.tasks()} == {t.key: t.match.seed for t in tasks}


@pytest.mark.parametrize(("change", "error", "message"), [
    ('game = "c1"', 'game = "chess"', "unknown game 'chess'"),
    ("variant = [", "colour = [", "c1 has no option 'colour'"),
    ('["random", "greedy"]', '["random", "grumpy"]', "unknown agent 'grumpy'"),
    ('["c1", "c2"]', "[]", "the grid lists no values"),
    ('["c1", "c2"]', '["c1", "c3"]', "option 'variant' must be one of"),
    ("size = 5", "size = 99", "option 'size' must be at most"),
    ('pairings = [["random", "greedy"]]', "pairings = []", "no agent pairings"),
    ('pairings = [["random", "greedy"]]', 'pairings = [["random"]]', "a pairing must be two agent specs"),
    ('["random", "greedy"]', '["random", "mcts:2s"]', "has a time budget"),
    ("games = 4", "games = 0", "'games' must be a whole number of at least 1"),
    ("seed = 7", "sead = 7", "unknown key 'sead'"),
    ("move_limit = 60", "move_limit = [", "not valid TOML"),
    ("seed = 7", "seed = 7\nseeds = [1, 2]", "either seed = N or seeds = [N, ...], not both"),
    ("seed = 7", "seeds = [1, 1]", "seeds must list distinct numbers"),
    ("seed = 7", "seeds = []", "seeds must list distinct numbers"),
    ("seed = 7", "seeds = [1, -2]", "'each of seeds' must be a whole number of at least 0"),
])
def test_bad_experiments_are_explained(tmp_path: Path, change: str, error: str, message: str) -> None:
    assert change in SMALL
    with pytest.raises((InvalidOption, UnknownGame, RecordError)) as raised:
        load_experiment(experiment_file(tmp_path, SMALL.replace(change, error, 1)))
    assert message in str(raised.value)
    assert "small.toml" in str(raised.value)


def test_no_variants_and_missing_file_are_explained(tmp_path: Path) -> None:
    with pytest.raises(InvalidOption, match="no variants"):
        parse_experiment({"pairings": [["random", "random"]]})
    with pytest.raises(RecordError, match="no experiment file"):
        load_experiment(tmp_path / "missing.toml")


def test_levels_play_uncapped_unless_the_experiment_is_timed() -> None:
    assert playing_spec("medium", timed=False) == f"medium:{UNCAPPED}"
    assert playing_spec("hard:seed=2", timed=False) == f"hard:seed=2,{UNCAPPED}"
    assert playing_spec("alphabeta:depth=2", timed=False) == "alphabeta:depth=2"
    assert playing_spec("mcts:2s", timed=True) == "mcts:2s"
    # a trailing colon or comma is not a parameter: the uncapped spec still parses
    assert playing_spec("medium:", timed=False) == f"medium:{UNCAPPED}"
    assert playing_spec("medium:seed=3,", timed=False) == f"medium:seed=3,{UNCAPPED}"
    timed = parse_experiment({"timed": True, "pairings": [["easy", "random"]], "variants": [{"game": "c1"}]})
    assert not timed.reproducible and timed.pairings[0].spec_a == "easy"


def test_a_game_keeps_its_record_and_per_step_data() -> None:
    experiment = load_experiment_text(SMALL)
    game = play_lab_game(experiment.tasks()[1])
    assert game.game == "c1" and game.agent_a == "random" and game.a_seat == "white"  # game 1: A takes seat 2
    assert len(game.movers) == len(game.legal) == len(game.evals) == len(game.kinds) == game.plies
    assert game.movers[0] == game.first_seat == "black"
    assert all(count > 0 for count in game.legal) and all(-1 <= value <= 1 for value in game.evals)
    import boardlab
    replayed = boardlab.load("c1").replay(game.record.split())
    assert replayed.ply == game.plies and (replayed.winner or "unfinished") == game.winner


def load_experiment_text(text: str):  # type: ignore[no-untyped-def]
    import tomllib
    return parse_experiment(tomllib.loads(text), name="small")


def test_one_and_two_workers_play_the_same_games(tmp_path: Path) -> None:
    experiment = load_experiment_text(SMALL)
    with ResultsStore(tmp_path / "one.lab.sqlite") as one, ResultsStore(tmp_path / "two.lab.sqlite") as two:
        run_experiment(experiment, one, workers=1)
        summary = run_experiment(experiment, two, workers=2)
        assert summary.played == summary.total == 16
        first, second = list(one.games()), list(two.games())
    assert len(first) == 16
    assert all(a.same_play(b) for a, b in zip(first, second, strict=True))
    assert len({game.record for game in first}) > 8  # the seeds differ from game to game


def test_a_second_run_plays_nothing_and_other_settings_are_refused(tmp_path: Path) -> None:
    experiment = load_experiment_text(SMALL)
    with ResultsStore(tmp_path / "r.lab.sqlite") as store:
        run_experiment(experiment, store, tasks=experiment.tasks()[:3])
        again = run_experiment(experiment, store)
        assert (again.played, again.already) == (13, 3) and store.count() == 16
        assert run_experiment(experiment, store).played == 0
        reseeded = load_experiment_text(SMALL.replace("seed = 7", "seed = 8"))
        with pytest.raises(RecordError, match="seed 7 -> 8"):
            run_experiment(reseeded, store)


def test_several_seeds_play_games_for_each_and_the_report_shows_each_seed(tmp_path: Path) -> None:
    experiment = load_experiment_text(SMALL.replace("seed = 7", "seeds = [7, 8, 9]"))
    tasks = experiment.tasks()
    assert len(tasks) == 3 * 16 and len({task.key for task in tasks}) == 48
    # The first seed's games are those of the single-seed file: adding seeds adds games.
    single = load_experiment_text(SMALL)
    assert {t.key: t.match.seed for t in single.tasks()} == {t.key: t.match.seed for t in tasks if t.match.number < 4}
    cubes = load_experiment_text(SMALL.replace("seed = 7", "seeds = [7, 8, 9]").replace("games = 4", "games = 6"))
    with ResultsStore(tmp_path / "s.lab.sqlite") as store:
        run_experiment(cubes, store, tasks=[t for t in cubes.tasks() if t.variant.game == "cubes"])
        report = build_report(store)
    assert report["settings"]["seeds"] == [7, 8, 9]
    cell = report["variants"][0]["pairings"][0]
    by_seed = cell["by_seed"]["first_player_share"]
    assert set(by_seed) <= {"7", "8", "9"} and len(by_seed) >= 2
    assert sum(share["decisive_games"] for share in by_seed.values()) == cell["first_player_share"]["decisive_games"]
    assert 0 <= cell["by_seed"]["agreement"]["p_value"] <= 1
    assert "by seed: seed 7" in markdown_report(report) and "seeds 7, 8, 9" in markdown_report(report)


def test_an_opening_varies_games_that_deterministic_agents_would_repeat(tmp_path: Path) -> None:
    """Two depth-3 C1 searches replay a game among 8 from the start; a random opening of two
    steps per pair of games (seats swapped) gives each pair its own games, and the report says
    when games repeat."""
    text = SMALL.replace('pairings = [["random", "greedy"]]', 'pairings = [["alphabeta:depth=3", "alphabeta:depth=3"]]')
    text = text.replace("games = 4", "games = 8").replace('["c1", "c2"]', '"c1"')
    plain = load_experiment_text(text)
    opened = load_experiment_text(text.replace("move_limit = 60", "move_limit = 60\nopening = 2"))
    assert opened.settings()["opening"] == 2 and "opening" not in plain.settings()
    games = [play_lab_game(task) for task in opened.tasks() if task.variant.game == "c1"]
    openings = [game.record.split()[:2] for game in games]
    assert all(openings[k] == openings[k + 1] for k in range(0, 8, 2))  # a pair shares its opening
    assert {game.a_seat for game in games[:2]} == {"black", "white"}    # from both seats
    assert len({tuple(opening) for opening in openings}) == 4 and len({game.record for game in games}) == 8
    assert all(len(game.movers) == game.plies for game in games)
    with ResultsStore(tmp_path / "plain.lab.sqlite") as store:
        run_experiment(plain, store, tasks=[task for task in plain.tasks() if task.variant.game == "c1"])
        report = build_report(store)
    cell = report["variants"][0]["pairings"][0]
    assert (cell["distinct_games"], cell["games"]) == (7, 8)
    assert "only 7 of the 8 games differ" in markdown_report(report)
    with pytest.raises(InvalidOption, match="'opening' must be a whole number of at least 0"):
        load_experiment_text(text.replace("move_limit = 60", "move_limit = 60\nopening = -1"))


def test_a_results_file_that_is_not_one_is_refused(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.lab.sqlite"
    bogus.write_text("not a database at all, just text" * 100)
    with pytest.raises(RecordError, match="not a boardlab results file"):
        ResultsStore(bogus)
    with pytest.raises(RecordError, match="no results file"):
        ResultsStore(tmp_path / "none.lab.sqlite", create=False)


#: Long enough that the kill lands part way: `easy` games became so cheap with the compiled
#: search that 24 of them could all finish between two looks at the results file.
KILLABLE = """
name = "killable"
seed = 1
games = 48
move_limit = 80
pairings = [["medium", "random"]]

[[variants]]
game = "c1"
options = { variant = "c2" }
"""


def test_a_killed_run_resumes_without_losing_or_repeating_a_game(tmp_path: Path) -> None:
    path = experiment_file(tmp_path, KILLABLE, "killable.toml")
    results = tmp_path / "killable.lab.sqlite"
    command = [sys.executable, "-c", "from boardlab.cli import main; main()", "lab", "run", str(path), "--out", str(results), "--workers", "1"]
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    stored = 0
    while time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.2)
        if results.exists():
            with ResultsStore(results) as store:
                stored = store.count()
            if stored >= 3:
                break
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert 3 <= stored < 48, "the run should have been killed part way"
    result = CliRunner().invoke(app, ["lab", "run", str(path), "--out", str(results), "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "already stored" in result.output
    experiment = load_experiment(path)
    with ResultsStore(results) as store:
        games = list(store.games())
    assert sorted(game.task for game in games) == sorted(task.key for task in experiment.tasks())
    expected = {task.key: play_lab_game(task) for task in experiment.tasks()}
    assert all(game.same_play(expected[game.task]) for game in games)


def _children(pid: int) -> set[int]:
    """The live (not zombie) processes whose parent is ``pid``, read from /proc."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            state, parent = stat.rsplit(")", 1)[1].split()[:2]
            if int(parent) == pid and state != "Z":
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def assert_workers_end_with_their_killed_parent(command: list[str]) -> None:
    """Start ``command`` (which starts two or more worker processes), kill it with kill -9 once
    its workers are working, and check that none of them outlives it (any survivor is killed)."""
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    workers: set[int] = set()
    while time.monotonic() < deadline and process.poll() is None and len(workers) < 2:
        time.sleep(0.2)
        workers = _children(process.pid)
    assert len(workers) >= 2, "the command should have started its two workers"
    time.sleep(1.0)  # let the workers take their first games
    process.send_signal(signal.SIGKILL)
    process.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.1)
    survivors = [pid for pid in workers if _alive(pid)]
    for pid in survivors:  # leave no process behind, whatever the outcome
        os.kill(pid, signal.SIGKILL)
    assert not survivors, f"workers {survivors} outlived their killed parent"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_pool_workers_end_when_the_run_is_killed(tmp_path: Path) -> None:
    # Many games: a pool with work left in its queue is the one whose workers used to linger.
    path = experiment_file(tmp_path, KILLABLE.replace("games = 24", "games = 400"), "killable.toml")
    command = [sys.executable, "-c", "from boardlab.cli import main; main()", "lab", "run", str(path),
               "--out", str(tmp_path / "killable.lab.sqlite"), "--workers", "2"]
    assert_workers_end_with_their_killed_parent(command)


def test_the_shorthand_and_its_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    args = ["lab", "run", "--game", "cubes", "-o", "size=5", "--agent", "random", "--agent", "random",
            "--games", "4", "--workers", "1"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "4 games played" in result.output and (tmp_path / "cubes.lab.sqlite").exists()
    assert "0 games played (0.00 games/s), 4 already stored" in runner.invoke(app, args).output
    bad = runner.invoke(app, ["lab", "run", "--game", "cubes", "--agent", "random"])
    assert bad.exit_code == 2 and "exactly two --agent" in bad.output and "Traceback" not in bad.output
    timed = runner.invoke(app, ["lab", "run", "--game", "c1", "--agent", "mcts:2s", "--agent", "random"])
    assert timed.exit_code == 2 and "--timed" in timed.output


def test_timed_is_for_the_shorthand(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["lab", "run", str(experiment_file(tmp_path)), "--timed"])
    assert result.exit_code == 2 and "timed = true" in result.output


FINDINGS = SRC.parent / "docs" / "lab"


def test_the_experiments_behind_the_findings_parse_and_run_all_names_them() -> None:
    """docs/lab/run-all.sh remakes every committed report: each file it names must parse, and
    every experiment file there must be one it runs."""
    files = sorted(FINDINGS.glob("*.toml"))
    assert files
    for path in files:
        experiment = load_experiment(path)
        assert experiment.name == path.stem  # the results file, NAME.lab.sqlite, matches the report's name
        assert experiment.reproducible
    script = (FINDINGS / "run-all.sh").read_text(encoding="utf-8")
    listed = next(line for line in script.splitlines() if line.startswith("names="))
    assert sorted(listed.partition(":-")[2].rstrip("}").split()) == sorted(path.stem for path in files)


def test_ray_help_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "240")  # one line per option, so the text is not wrapped apart
    result = CliRunner().invoke(app, ["lab", "run", "--help"], terminal_width=240)
    assert "pip install 'boardlab[ray]'" in result.output
