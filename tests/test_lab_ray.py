"""The lab on a local Ray instance plays exactly the games of a local run with the same seed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from boardlab.lab.experiment import parse_experiment
from boardlab.lab.runner import run_experiment
from boardlab.lab.store import ResultsStore

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'boardlab[ray]'); its lab test is skipped")

EXPERIMENT = parse_experiment({
    "name": "on-ray", "seed": 11, "games": 4, "move_limit": 60, "pairings": [["greedy", "random"]],
    "variants": [{"game": "c1", "options": {"variant": ["c1", "c2"]}}, {"game": "cubes", "options": {"size": 5}}],
})


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


@pytest.mark.slow
def test_ray_and_local_runs_store_the_same_games(tmp_path: Path, local_ray: None) -> None:
    with ResultsStore(tmp_path / "local.lab.sqlite") as local, ResultsStore(tmp_path / "ray.lab.sqlite") as remote:
        run_experiment(EXPERIMENT, local, workers=1)
        summary = run_experiment(EXPERIMENT, remote, workers=2, ray="")
        assert summary.played == 12 and ray.is_initialized()  # the instance the test started is left running
        first, second = list(local.games()), list(remote.games())
    assert len(first) == len(second) == 12
    assert all(a.same_play(b) for a, b in zip(first, second, strict=True))
