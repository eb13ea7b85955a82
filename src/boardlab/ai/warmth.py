"""Which games' compiled code this process has ready, and warming it in the background.

A fast engine's search is numba code: on a fresh install it compiles on its first call, 15-40 s
per game on a 2-core machine (more under load), and even from numba's disk cache it takes a
moment to load. A server cannot make its first player wait that long, so it warms every game
in a background thread from start-up (:func:`warm_game`, driven by
``boardlab.server.computer.warm_up``) and, **while a game is being warmed**, the agents answer
from the reference rules (the readable :class:`~boardlab.core.game.State`, through
:class:`~boardlab.ai.adapters.ProtocolAdapter`) at a reduced depth and time
(:class:`~boardlab.ai.agents.LevelAgent`, ``AlphaBetaAgent``). Once the game is warm, the
compiled search and each level's full promise apply.

A game is warmed in three stages, each under a lock file shared by the processes of one machine
(:func:`_machine_lock`), so that the web process and its worker processes do not compile the
same code at once on a small machine: the first compiles it into numba's cache, the others then
load it from there.

1. its **evaluation** (:meth:`State.evaluate`): C1's and CCC's are compiled code, a few seconds
   to compile; until this stage is done the reference search counts only wins and losses
   (:class:`~boardlab.ai.agents.ZeroEvaluation`);
2. its **search**: the compiled alpha-beta (:func:`boardlab.ai.compiled.warm_up`), the fast
   search adapter the other agents use, and the game's own hint (comet's solver);
3. once every game's search is warm, its **compiled MCTS** (the ``mcts`` agent's, which no
   level uses; until it is ready a timed ``mcts`` search runs the Python tree, ``mcts_py``).

Outside a warming server (the CLI, the lab, tests) nothing is pending: every game counts as
ready, and the first search compiles what it needs, blocking, as it always did.

>>> state = Warmth()
>>> state.search_ready("c1"), state.expect(["c1"]), state.search_ready("c1")
(True, None, False)
>>> state.evaluation_done("c1"); state.evaluation_ready("c1"), state.search_ready("c1")
(True, False)
>>> state.search_done("c1"); state.search_ready("c1"), state.pending()
(True, [])
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger("boardlab.ai")


class Warmth:
    """The games this process is warming: for each, whether its evaluation and its search are
    ready yet. A game never :meth:`expect` ed is ready (nothing warms it in the background)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cold_evaluations: set[str] = set()
        self._cold_searches: set[str] = set()
        self._cold_mcts: set[str] = set()
        self._order: list[str] = []

    def expect(self, games: Iterable[str]) -> None:
        """These games will be warmed in the background: until then they are not ready."""
        with self._lock:
            for game in games:
                if game not in self._cold_searches:
                    self._cold_evaluations.add(game)
                    self._cold_searches.add(game)
                    self._cold_mcts.add(game)
                    self._order.append(game)

    def evaluation_ready(self, game: str) -> bool:
        """Whether ``game``'s evaluation may be called without compiling it now."""
        with self._lock:
            return game not in self._cold_evaluations

    def search_ready(self, game: str) -> bool:
        """Whether ``game``'s compiled search may be used without compiling it now."""
        with self._lock:
            return game not in self._cold_searches

    def mcts_ready(self, game: str) -> bool:
        """Whether ``game``'s compiled MCTS may be used without compiling it now."""
        with self._lock:
            return game not in self._cold_mcts

    def mcts_done(self, game: str) -> None:
        with self._lock:
            self._cold_mcts.discard(game)

    def evaluation_done(self, game: str) -> None:
        with self._lock:
            self._cold_evaluations.discard(game)

    def search_done(self, game: str) -> None:
        """``game`` is warm (its evaluation too)."""
        with self._lock:
            self._cold_evaluations.discard(game)
            self._cold_searches.discard(game)
            if game in self._order:
                self._order.remove(game)

    def settle(self) -> None:
        """Nothing is being warmed any more (the warm-up ended or failed): every game counts as
        ready, and a search compiles what it still needs when it first runs."""
        with self._lock:
            self._cold_evaluations.clear()
            self._cold_searches.clear()
            self._cold_mcts.clear()
            self._order.clear()

    def prefer(self, game: str) -> None:
        """Warm ``game`` next (a player is waiting for it)."""
        with self._lock:
            if game in self._order:
                self._order.remove(game)
                self._order.insert(0, game)

    def pending(self) -> list[str]:
        """The games not warm yet, in the order they will be warmed."""
        with self._lock:
            return list(self._order)


#: This process's warmth (one per process: compiled code is loaded per process).
WARMTH = Warmth()


def _lock_folder() -> Path:
    """Where the machine-wide warm-up locks live: next to numba's cache where one is set, else
    in the temporary folder, named after the installed package (two installs do not share)."""
    cache = os.environ.get("NUMBA_CACHE_DIR")
    if cache:
        return Path(cache)
    here = hashlib.sha1(str(Path(__file__).resolve()).encode()).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"boardlab-warm-{os.getuid() if hasattr(os, 'getuid') else 0}-{here}"


@contextmanager
def _machine_lock(name: str) -> Iterator[None]:
    """Hold the machine-wide lock ``name`` (a file lock; released if the process dies). Where
    file locks are not available, nothing is held: warming is then only slower, never wrong."""
    try:
        import fcntl
    except ImportError:  # not POSIX
        yield
        return
    folder = _lock_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(folder / f"{name}.lock", "a+b")  # noqa: SIM115 - held for the block's length
    except OSError:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def warm_evaluation(game: str, warmth: Warmth = WARMTH) -> None:
    """Stage 1 for ``game``: call its evaluation once (compiled or loaded here), then mark it ready."""
    import boardlab

    try:
        with _machine_lock(f"evaluation-{game}"):
            state = boardlab.load(game).start()
            if not state.is_over:
                state.evaluate()
    finally:
        warmth.evaluation_done(game)


def warm_search(game: str, warmth: Warmth = WARMTH) -> None:
    """Stage 2 for ``game``: its compiled search, its fast search adapter (an ``easy`` search
    from the start) and its own hint, then mark it ready. A failure is raised, the game being
    marked ready all the same (its first real search will compile what it needs)."""
    import boardlab
    from boardlab.ai.agents import LevelAgent, parse_agent
    from boardlab.ai.compiled import warm_up

    try:
        with _machine_lock(f"search-{game}"):
            rules = boardlab.load(game)
            warm_up(rules, mcts=False)    # the levels' alpha-beta: the compiled MCTS comes last
            state = rules.start()
            if state.legal_moves():
                # The level's spec without its time cap: a search with no time limit never
                # falls back to the reference rules, so this one runs the fast code.
                parse_agent(LevelAgent("easy").spec_for(state), 0).choose(state)
                state.hint()
    finally:
        warmth.search_done(game)


def warm_mcts_of(game: str, warmth: Warmth = WARMTH) -> None:
    """Stage 3 for ``game``: its compiled MCTS (the ``mcts`` agent's; no level uses it), then
    mark it ready. Until then a timed ``mcts`` search runs the Python tree."""
    import boardlab
    from boardlab.ai.compiled import warm_up

    try:
        with _machine_lock(f"mcts-{game}"):
            warm_up(boardlab.load(game))  # the alpha-beta is loaded from the cache; the MCTS compiles
    finally:
        warmth.mcts_done(game)


def warm_games(games: Iterable[str], warmth: Warmth = WARMTH) -> None:
    """Warm ``games`` in this thread: every evaluation first (seconds), then every search (a game
    a player waits for first: :meth:`Warmth.prefer`); each game is ready for the agents as soon
    as it is done. A game that fails is logged and left to compile on first use; at the end
    nothing is pending."""
    names = list(games)
    try:
        for game in names:
            try:
                warm_evaluation(game, warmth)
            except Exception:  # noqa: BLE001 - warming is an optimisation
                log.exception("warming the evaluation of %s failed", game)
        remaining = list(names)
        while remaining:
            game = next((name for name in warmth.pending() if name in remaining), remaining[0])
            remaining.remove(game)
            try:
                warm_search(game, warmth)
            except Exception:  # noqa: BLE001
                log.exception("warming the search of %s failed; it compiles when first used", game)
        for game in names:
            try:
                warm_mcts_of(game, warmth)
            except Exception:  # noqa: BLE001
                log.exception("warming the MCTS of %s failed; it compiles when first used", game)
    finally:
        warmth.settle()


#: The environment variable that turns the reference fallback off ("0"): a server then warms
#: its games in the background all the same, but a search that needs a game still cold waits
#: for its compiled code (full strength from the first move, for a server that prefers it;
#: the test suite sets it so that what a test sees does not depend on how far a warm-up got).
FALLBACK_ENV = "BOARDLAB_WARM_FALLBACK"


def fallback_wanted() -> bool:
    """Whether cold games answer from the reference rules (:data:`FALLBACK_ENV` is not "0")."""
    return os.environ.get(FALLBACK_ENV, "1").strip() != "0"


__all__ = ["FALLBACK_ENV", "WARMTH", "Warmth", "fallback_wanted", "warm_evaluation", "warm_games", "warm_mcts_of",
           "warm_search"]
