"""Random-playout speed: how many plies per second an engine plays from the start position.

Every ply lists all legal moves and picks one uniformly; games stop at :data:`MAX_PLIES`.
The reference figure plays the same games through the core protocol (the readable rules);
the fast figure uses the game's compiled engine where it has one (its ``random_playouts``
hook, :mod:`boardlab.core.fast`). Compilation happens
before the clock starts, and numba's disk cache makes later starts skip it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from boardlab.core.fast import fast_random_playouts
from boardlab.core.game import Game, State

MAX_PLIES = 300


@dataclass(frozen=True)
class Speed:
    """Plies and games played in a measured time."""

    plies: int
    games: int
    seconds: float

    @property
    def plies_per_s(self) -> float:
        return self.plies / self.seconds

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def mean_plies(self) -> float:
        return self.plies / self.games if self.games else 0.0


def reference_speed(game: Game, seconds: float, seed: int = 0) -> Speed:
    """Random games through the protocol for about ``seconds`` (at least one game)."""
    rng = random.Random(seed)
    plies = games = 0
    started = time.perf_counter()
    while games == 0 or time.perf_counter() - started < seconds:
        state = game.start()
        while not state.is_over and state.ply < MAX_PLIES:
            state = state.play(rng.choice(state.legal_moves()))
            plies += 1
        games += 1
    return Speed(plies, games, time.perf_counter() - started)


def fast_speed(state: State, seconds: float, seed: int = 0, batch: int = 50) -> Speed | None:
    """Random games from ``state`` with the game's fast engine (its ``random_playouts`` hook,
    see :mod:`boardlab.core.fast`) for about ``seconds``, in batches; ``None`` without one."""
    if fast_random_playouts(state, 2, MAX_PLIES, seed) is None:  # also loads or compiles it
        return None
    plies = games = 0
    started = time.perf_counter()
    while games == 0 or time.perf_counter() - started < seconds:
        plies += fast_random_playouts(state, batch, MAX_PLIES, seed + games) or 0
        games += batch
    return Speed(plies, games, time.perf_counter() - started)


def bench(game: Game, seconds: float, reference_seconds: float | None = None) -> dict[str, float | bool]:
    """The figures ``boardlab bench`` prints: the fast engine's speed (the reference engine's
    for games without one) and the reference engine's, measured in the same run."""
    reference = reference_speed(game, reference_seconds if reference_seconds is not None else seconds)
    fast = fast_speed(game.start(), seconds)
    measured = fast or reference
    return {
        "plies_per_s": measured.plies_per_s,
        "games_per_s": measured.games_per_s,
        "mean_plies": measured.mean_plies,
        "reference_plies_per_s": reference.plies_per_s,
        "fast_engine": fast is not None,
    }
