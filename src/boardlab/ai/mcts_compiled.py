"""The compiled Monte Carlo tree search of every game with a fast engine.

:mod:`.mcts_core` holds the search once, as plain Python; :func:`compiled_mcts` compiles it
for an engine with :func:`boardlab.core.specialise.specialise`, with the same bindings as the
alpha-beta core (:func:`boardlab.ai.compiled.bindings`). :class:`CompiledMCTS` keeps the tree's
node pool, runs the whole search in compiled calls (one per slice: a slice ends when the pool
is full, and the pool is then doubled) and returns the
:class:`~boardlab.ai.alphabeta.SearchResult` the Python search (``mcts_py``) returns.
"""

from __future__ import annotations

import random
import time
import types

import numpy as np

from boardlab.ai import mcts_core
from boardlab.ai.alphabeta import SearchResult
from boardlab.ai.compiled import bindings
from boardlab.ai.engine import Engine
from boardlab.core.errors import InvalidOption
from boardlab.core.game import State
from boardlab.core.specialise import specialise

#: An iteration budget that never ends a search (a time budget does).
UNLIMITED = 1 << 62
#: The longest random playout when none is cut off (as :class:`~boardlab.ai.engine.EngineAdapter`).
MAX_PLAYOUT = 300
#: The nodes a pool starts with at most (it doubles when full), and untried moves per node.
FIRST_POOL = 1 << 14
MOVES_PER_NODE = 16
#: The most memory a tree may take: a time budget alone (``mcts:10s``) on a fast engine would
#: otherwise grow it by some 100,000 nodes a second. A search whose pool would outgrow this
#: ends there, as if its time were up.
MAX_POOL_BYTES = 512 << 20


def compiled_mcts(engine: Engine) -> types.ModuleType:
    """The MCTS core compiled for ``engine``'s game (built once per process; compiled on its
    first call, or loaded from numba's cache)."""
    bound, sources, aliases = bindings(engine)
    return specialise(mcts_core, engine.game, mcts_core.COMPILED, bound, sources, aliases)


class _Pool:
    """The tree's arrays (see :mod:`.mcts_core`), grown by doubling."""

    def __init__(self, board: np.ndarray, nodes: int, max_moves: int) -> None:
        self.boards = np.zeros((nodes, board.shape[0]), dtype=board.dtype)
        self.links = np.zeros((nodes, mcts_core.NL), dtype=np.int64)
        self.totals = np.zeros(nodes, dtype=np.float64)
        self.untried = np.zeros(nodes * MOVES_PER_NODE + max_moves, dtype=np.int64)
        self.meta = np.zeros(4, dtype=np.int64)
        self.boards[0] = board

    def arrays(self) -> tuple[np.ndarray, ...]:
        return self.boards, self.links, self.totals, self.untried, self.meta

    def nbytes(self) -> int:
        return sum(array.nbytes for array in self.arrays())

    def grow(self, max_moves: int, limit: int = MAX_POOL_BYTES) -> bool:
        """Double whichever of the node rows and the untried moves is short of room; False
        (and nothing changed) where that would take more than ``limit`` bytes."""
        used_nodes, used_moves = int(self.meta[mcts_core.NODES]), int(self.meta[mcts_core.USED])
        nodes_short = used_nodes >= self.boards.shape[0]
        moves_short = used_moves + max_moves > self.untried.shape[0]
        more = (self.boards.nbytes + self.links.nbytes + self.totals.nbytes) * nodes_short \
            + self.untried.nbytes * moves_short
        if self.nbytes() + more > limit:
            return False
        if nodes_short:
            self.boards = _doubled(self.boards)
            self.links = _doubled(self.links)
            self.totals = _doubled(self.totals)
        if moves_short:
            self.untried = _doubled(self.untried)
        return True


def _doubled(array: np.ndarray) -> np.ndarray:
    bigger = np.zeros((array.shape[0] * 2, *array.shape[1:]), dtype=array.dtype)
    bigger[: array.shape[0]] = array
    return bigger


class CompiledMCTS:
    """UCT search over one engine with an iteration budget, a time budget or both (whichever
    ends first); the algorithm of :class:`boardlab.ai.mcts.MCTS`, in compiled code.

    >>> import boardlab
    >>> from boardlab.ai.compiled import engine_for
    >>> state = boardlab.load("c1").start()
    >>> result = CompiledMCTS(engine_for(state), iterations=200, seed=1).search(state)
    >>> result.nodes, result.best in state.legal_moves()
    (200, True)
    """

    def __init__(self, engine: Engine, iterations: int | None = 1000, seconds: float | None = None,
                 exploration: float = 1.4, cutoff: int = 0, seed: int | None = None,
                 max_pool_bytes: int = MAX_POOL_BYTES) -> None:
        if iterations is None and seconds is None:
            raise InvalidOption("mcts needs a budget: iterations=N or a time such as 2s")
        if iterations is not None and iterations < 1:
            raise InvalidOption(f"mcts needs at least one iteration, got {iterations}")
        if cutoff < 0 or exploration < 0:
            raise InvalidOption(f"mcts needs a cutoff and an exploration of at least 0, got {cutoff}, {exploration}")
        self.engine, self.iterations, self.seconds = engine, iterations, seconds
        self.exploration, self.cutoff = float(exploration), cutoff
        self.max_pool_bytes = max_pool_bytes
        self.seed = seed if seed is not None else random.randrange(2**32)
        self._compiled = compiled_mcts(engine)
        self.pool: _Pool | None = None

    def search(self, root: State | np.ndarray) -> SearchResult:
        """Search ``root`` (a state or the engine's board, the game going on)."""
        started = time.monotonic()
        engine, compiled = self.engine, self._compiled
        board = root if isinstance(root, np.ndarray) else engine.encode(root)
        if engine.result(board):
            raise ValueError("the game is over: there is no move to search")
        winning = int(compiled.winning_move(board, engine.workspace, engine.max_moves))
        if winning >= 0:
            text = engine.move_text(winning)
            return SearchResult(text, 1.0, [text], 1, 1, time.monotonic() - started)
        budget = self.iterations if self.iterations is not None else UNLIMITED
        self.pool = pool = _Pool(board, min(budget + 1, FIRST_POOL), engine.max_moves)
        compiled.start(*pool.arrays(), engine.workspace, self.seed)
        if pool.links[0, mcts_core.LEFT] == 1:  # nothing to think about
            text = engine.move_text(int(pool.untried[0]))
            return SearchResult(text, 0.0, [text], 0, 0, time.monotonic() - started)
        deadline = started + self.seconds if self.seconds is not None else np.inf
        while compiled.run(*pool.arrays(), engine.workspace, budget, deadline, self.exploration, self.cutoff,
                           MAX_PLAYOUT, engine.max_moves) == mcts_core.FULL:
            if not pool.grow(engine.max_moves, self.max_pool_bytes):
                break
        line = self._line()
        best = self._most_visited(0)
        value = float(pool.totals[best] / pool.links[best, mcts_core.VISITS])
        return SearchResult(line[0], value, line, 0, int(pool.meta[mcts_core.DONE]), time.monotonic() - started)

    def children(self, node: int = 0) -> list[int]:
        """The children of ``node`` in the pool (0: the root), in the order they were added."""
        assert self.pool is not None, "no search has run"
        links, found = self.pool.links, []
        child = int(links[node, mcts_core.FIRST])
        while child >= 0:
            found.append(child)
            child = int(links[child, mcts_core.SIBLING])
        return found

    def visits(self, node: int) -> int:
        assert self.pool is not None, "no search has run"
        return int(self.pool.links[node, mcts_core.VISITS])

    def total(self, node: int) -> float:
        """The summed rewards of the seat whose move made ``node``."""
        assert self.pool is not None, "no search has run"
        return float(self.pool.totals[node])

    def move(self, node: int) -> str:
        assert self.pool is not None, "no search has run"
        return self.engine.move_text(int(self.pool.links[node, mcts_core.MOVE]))

    def _most_visited(self, node: int) -> int:
        """The child with the most visits (the first added on a tie, as ``max`` in ``mcts_py``)."""
        return max(self.children(node), key=self.visits)

    def _line(self) -> list[str]:
        """The most visited path from the root, ended after a node visited once."""
        line, node = [], 0
        while self.children(node):
            node = self._most_visited(node)
            line.append(self.move(node))
            if self.visits(node) < 2:
                break
        return line


_WARM: set[str] = set()


def warm_mcts(engine: Engine, state: State) -> None:
    """Run a small untimed search with ``engine`` the first time this process uses it, so that
    loading (or compiling) the compiled code counts against no time cap."""
    if engine.game in _WARM:
        return
    board = engine.encode(state)
    if engine.result(board) == 0:
        CompiledMCTS(engine, iterations=4, cutoff=2, seed=0).search(board)
    _WARM.add(engine.game)


__all__ = ["CompiledMCTS", "compiled_mcts", "warm_mcts"]
