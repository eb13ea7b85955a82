"""Playing an experiment's games: one game with its per-step data, and many on a process pool
or a Ray cluster, each stored as it finishes.

A game is played by the match machinery's seating and seeding (:func:`boardlab.ai.match.seat_agents`),
so a lab game and a ``boardlab match`` game with the same task are the same game. Every game
depends only on its task, never on the worker that plays it or the order games finish in: the
same experiment gives the same games on 1 worker, on 2, or on Ray.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass
from typing import Any

from boardlab.ai.match import opening_steps, outcome_of, seat_agents
from boardlab.core.errors import InvalidOption
from boardlab.core.game import State
from boardlab.core.registry import load
from boardlab.lab.experiment import Experiment, LabTask
from boardlab.lab.pool import lab_pool
from boardlab.lab.store import LabGame, ResultsStore

#: Tasks handed to each worker at a time: enough to keep it busy, few enough that a long run's
#: memory stays flat (results are written and dropped as they come).
_IN_FLIGHT_PER_WORKER = 4


def _has_evaluation(state: State) -> bool:
    return type(state).evaluate is not State.evaluate


def play_lab_game(task: LabTask) -> LabGame:
    """Play one game of an experiment and collect its per-step data and counters."""
    began = time.perf_counter()
    game = load(task.variant.game, **dict(task.variant.options))
    a_seat, agents = seat_agents(task.match, game)
    state = game.start()
    opening = iter(opening_steps(task.match, state))
    first_seat = state.to_move or game.seats[0]
    evaluated = _has_evaluation(state)
    movers: list[str] = []
    legal: list[int] = []
    evals: list[float | None] = []
    kinds: list[str] = []
    counters: Counter[str] = Counter()
    while not state.is_over and state.ply < task.match.max_plies:
        mover = state.to_move
        assert mover is not None
        movers.append(mover)
        legal.append(len(state.legal_moves()))
        evals.append(round(state.evaluate(), 6) if evaluated else None)
        step = next(opening, None) or agents[mover].choose(state)
        after = state.play(step)
        events = {name: count for name, count in state.lab_counters(step, after).items() if count}
        counters.update(events)
        kinds.append("+".join(sorted(name for name in events if not name.startswith("end_"))) or "step")
        state = after
    outcome = outcome_of(task.match, a_seat, state)
    winner = state.winner if state.is_over else "unfinished"
    return LabGame(
        task=task.key, variant=task.variant.key, game=game.name, options=dict(task.variant.options),
        agent_a=task.pairing.a, agent_b=task.pairing.b, spec_a=task.pairing.spec_a, spec_b=task.pairing.spec_b,
        number=task.match.number, seed=task.match.seed, a_seat=a_seat, first_seat=first_seat,
        winner=winner or "draw", reason=outcome.reason, unfinished=not state.is_over, score_a=outcome.score,
        plies=state.ply, record=" ".join(state.moves), counters=dict(sorted(counters.items())), movers=movers,
        legal=legal, evals=evals, kinds=kinds, seconds=round(time.perf_counter() - began, 4))


@dataclass
class RunSummary:
    """What a run did: games played now, games found already stored, games still missing."""

    played: int
    already: int
    total: int
    seconds: float


def pending_tasks(tasks: Iterable[LabTask], store: ResultsStore) -> list[LabTask]:
    """The tasks whose games the store does not hold yet (what a resumed run plays)."""
    done = store.done()
    return [task for task in tasks if task.key not in done]


def run_experiment(experiment: Experiment, store: ResultsStore, *, workers: int = 1, ray: str | None = None,
                   tasks: list[LabTask] | None = None,
                   on_start: Callable[[int], None] | None = None,
                   on_game: Callable[[LabGame], None] | None = None, nice: int = 0,
                   start_method: str | None = None) -> RunSummary:
    """Play the experiment's games that ``store`` lacks, storing each as it finishes.

    ``ray`` is ``None`` for a local run, ``""`` for a local Ray instance, or a cluster address.
    An interrupted run (Ctrl-C, a killed process) resumes by running again: it plays only the
    missing games. ``on_start`` hears how many games are to be played, ``on_game`` each game
    (an exception it raises stops the run; the games stored so far stay). ``nice`` > 0 plays
    on a pool of processes of that lower priority even for one worker (the web app's runs),
    started by multiprocessing's ``start_method`` (see :func:`boardlab.lab.pool.lab_pool`).
    """
    if workers < 1:
        raise InvalidOption(f"--workers must be at least 1, got {workers}")
    store.claim(experiment.name, experiment.settings(), {"reproducible": experiment.reproducible})
    every = experiment.tasks() if tasks is None else tasks
    pending = pending_tasks(every, store)
    if on_start is not None:
        on_start(len(pending))
    began = time.perf_counter()
    played = 0
    for game in play_all(pending, workers, ray, nice, start_method):
        store.add(game)
        played += 1
        if on_game is not None:
            on_game(game)
    return RunSummary(played, len(every) - len(pending), len(every), time.perf_counter() - began)


def play_all(tasks: list[LabTask], workers: int = 1, ray: str | None = None, nice: int = 0,
             start_method: str | None = None) -> Iterator[LabGame]:
    """The games of ``tasks`` in the order they finish: in this process, a process pool (of
    priority lowered by ``nice``), or Ray."""
    if ray is not None:
        yield from _ray_games(tasks, workers, ray)
    elif (workers <= 1 or len(tasks) <= 1) and not nice:
        yield from map(play_lab_game, tasks)
    elif tasks:
        yield from _pool_games(tasks, workers, nice, start_method)


def _pool_games(tasks: list[LabTask], workers: int, nice: int = 0,
                start_method: str | None = None) -> Iterator[LabGame]:
    queue = iter(tasks)
    with lab_pool(workers, nice=nice, start_method=start_method) as pool:  # its workers end if this process is killed
        running: set[Future[LabGame]] = set()
        try:
            while True:
                while len(running) < workers * _IN_FLIGHT_PER_WORKER:
                    task = next(queue, None)
                    if task is None:
                        break
                    running.add(pool.submit(play_lab_game, task))
                if not running:
                    return
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield future.result()
        finally:
            for future in running:
                future.cancel()


def _ray_games(tasks: list[LabTask], workers: int, address: str) -> Iterator[LabGame]:
    """The same games on Ray: a local instance with ``workers`` CPUs, or the cluster at ``address``."""
    ray = import_ray()
    started_here = not ray.is_initialized()
    if started_here:
        options: dict[str, Any] = {"address": address} if address else {"num_cpus": workers}
        ray.init(include_dashboard=False, log_to_driver=False, configure_logging=False, **options)
    try:
        remote = ray.remote(play_lab_game)
        limit = max(1, int(ray.cluster_resources().get("CPU", workers))) * _IN_FLIGHT_PER_WORKER
        queue = iter(tasks)
        running: list[Any] = []
        while True:
            while len(running) < limit:
                task = next(queue, None)
                if task is None:
                    break
                running.append(remote.remote(task))
            if not running:
                return
            finished, running = ray.wait(running, num_returns=1)
            for reference in finished:
                yield ray.get(reference)
    finally:
        if started_here:
            ray.shutdown()


def import_ray() -> Any:
    """The ``ray`` module, or :class:`InvalidOption` saying how to install it."""
    try:
        import ray
    except ImportError:
        raise InvalidOption("--ray needs Ray, an optional extra: pip install 'boardlab[ray]'") from None
    return ray


__all__ = ["RunSummary", "pending_tasks", "play_all", "play_lab_game", "run_experiment"]
