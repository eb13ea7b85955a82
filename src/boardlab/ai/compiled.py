"""The compiled alpha-beta search of every game with a fast engine.

:mod:`.search_core` holds the search once, as plain Python; :func:`compiled_search` compiles
it for an engine with :func:`boardlab.core.specialise.specialise` (one module per engine from
the one source, its globals naming the engine's functions: why this way is said there and in
docs/ai.md).

:class:`CompiledAlphaBeta` drives a search from Python (root moves in a seeded order, the
table and move-ordering arrays kept between the moves of a game, the principal variation read
out of the table) and returns the :class:`~boardlab.ai.alphabeta.SearchResult` the Python
search returns. :func:`warm_up` compiles (or loads) a game's search and blocks until ready.
"""

from __future__ import annotations

import random
import time
import types
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from boardlab.ai import search_core
from boardlab.ai.alphabeta import SearchResult
from boardlab.ai.engine import Engine
from boardlab.ai.zobrist import hash_board
from boardlab.core.errors import InvalidOption
from boardlab.core.game import Game, State
from boardlab.core.specialise import specialise

#: Transposition table entries of a search (a power of two, 32 bytes each): the most, and the
#: fewest (small depths need few; every agent of a server holds its own table).
TABLE_SIZE = 1 << 20
SMALL_TABLE = 1 << 16


def table_size(max_depth: int, max_nodes: int = 0) -> int:
    """A table for a search's budget: about a quarter of a node budget's positions, else by
    depth (1 << 16 entries up to depth 4, 1 << 18 beyond), within
    [:data:`SMALL_TABLE`, :data:`TABLE_SIZE`].

    >>> table_size(3), table_size(7), table_size(64, max_nodes=6_000_000)
    (65536, 262144, 1048576)
    """
    wanted = max_nodes // 4 if max_nodes else (SMALL_TABLE if max_depth <= 4 else 1 << 18)
    return max(SMALL_TABLE, min(TABLE_SIZE, 1 << max(0, wanted - 1).bit_length()))


def bindings(engine: Engine) -> tuple[dict[str, Any], tuple[str, ...], dict[str, str]]:
    """What :func:`specialise` binds in the search core for ``engine``: its functions and
    board layout, the modules they come from, and the calling conventions (aliases)."""
    bound = {"engine_generate": engine.generate, "engine_make": engine.make, "engine_evaluate": engine.evaluate,
             "RESULT_INDEX": engine.result_index, "SIDE_INDEX": engine.side_index, "FIRST_SIDE": engine.first_side,
             "EVAL_CACHE": int(engine.eval_cache > 0)}
    aliases = {}
    for role in ("generate", "make", "evaluate"):
        aliases[f"eng_{role}"] = f"{role}_plain"
        if role in engine.with_workspace:
            bound[f"eng_{role}"] = bound.pop(f"engine_{role}")
            del aliases[f"eng_{role}"]
    modules = {function.py_func.__module__ for function in (engine.generate, engine.make, engine.evaluate)}
    return bound, tuple(sorted(modules | set(engine.sources) | {"boardlab.ai.zobrist", "boardlab.core.xorshift"})), \
        aliases


def _count_references_unless_declared(engine: Engine) -> None:
    """Compile the engine's own functions with numba's reference counting unless they say
    otherwise (``_nrt``). The search's ``subtree`` runs without it (``search_core.NO_REFCOUNT``),
    and numba compiles a function first called from there, and everything it calls, the same
    way unless the function names its choice: one that allocates would then fail to compile,
    or not, depending on which caller compiled it first (or on what the cache held)."""
    for function in (engine.generate, engine.make, engine.evaluate, engine.quiet):
        if function is not None:
            function.targetoptions.setdefault("_nrt", True)


def compiled_search(engine: Engine) -> types.ModuleType:
    """The search core compiled for ``engine``'s game (built once per process; compiled on its
    first call, or loaded from numba's cache)."""
    _count_references_unless_declared(engine)
    bound, sources, aliases = bindings(engine)
    if engine.quiet is None:  # no test: the win-in-one look-ahead always runs
        aliases["eng_quiet"] = "quiet_never"
    elif "quiet" in engine.with_workspace:
        bound["eng_quiet"] = engine.quiet
        sources = (*sources, engine.quiet.py_func.__module__)
    else:
        bound["engine_quiet"] = engine.quiet
        aliases["eng_quiet"] = "quiet_plain"
        sources = (*sources, engine.quiet.py_func.__module__)
    return specialise(search_core, engine.game, search_core.COMPILED, bound, sources, aliases)


def _work(board: np.ndarray, max_moves: int, max_depth: int) -> tuple[np.ndarray, ...]:
    """The search's stack (a frame per ply: enough for ``max_depth`` steps) and its
    move-ordering and counting arrays."""
    plies = max_depth + 2
    return (np.zeros((plies + 1, board.shape[0]), dtype=board.dtype),
            np.zeros((plies + 1, max_moves), dtype=np.int64),
            np.zeros((plies + 1, max_moves), dtype=np.int64),
            np.zeros((plies + 1, search_core.NI), dtype=np.int64),
            np.zeros((plies + 1, search_core.NF), dtype=np.float64),
            np.zeros(plies + 1, dtype=np.uint64),
            np.full((plies + 1, 2), -1, dtype=np.int64),
            np.zeros(search_core.HISTORY_SIZE, dtype=np.int64),
            np.zeros(2, dtype=np.int64))


def _table(size: int, cached_evaluations: int = 0) -> tuple[np.ndarray, ...]:
    """The transposition table: ``(keys, moves, values, meta)``, four column views of one
    ``size`` x 4 array of 64-bit words, so that an entry is 32 contiguous bytes and a probe
    touches one cache line (four separate arrays cost up to four cache misses a probe); then
    the evaluation cache, ``(keys, values)`` of ``cached_evaluations`` 16-byte entries (one
    where the engine has none), its values NaN until written."""
    entries = np.zeros((size, 4), dtype=np.int64)
    entries[:, 1] = -1
    evaluations = np.zeros((max(1, cached_evaluations), 2), dtype=np.int64)
    evaluations.view(np.float64)[:, 1] = np.nan
    return (entries.view(np.uint64)[:, 0], entries[:, 1], entries.view(np.float64)[:, 2], entries[:, 3],
            evaluations.view(np.uint64)[:, 0], evaluations.view(np.float64)[:, 1])


class CompiledAlphaBeta:
    """The compiled search over one engine; reusable across the moves of a game (its table
    and history persist, as ``alphabeta_py``'s do).

    ``evaluation`` False scores every unfinished position 0 (the ``eval=zero`` baseline);
    ``max_nodes`` stops a search once it has entered that many nodes (the last completed depth
    decides, as with the time limit ``seconds``).

    >>> import boardlab
    >>> from boardlab.games.c1.fast import search_engine
    >>> state = boardlab.load("c1").start()
    >>> result = CompiledAlphaBeta(search_engine(state), max_depth=2, seed=1).search(state)
    >>> result.depth, result.best in state.legal_moves()
    (2, True)
    """

    def __init__(self, engine: Engine, max_depth: int, seconds: float | None = None, seed: int | None = None,
                 evaluation: bool = True, max_nodes: int = 0, table_entries: int | None = None) -> None:
        if max_depth < 1 or max_depth >= search_core.MAX_PLY - 1:
            raise InvalidOption(f"alpha-beta depth must be 1 to {search_core.MAX_PLY - 2}, got {max_depth}")
        entries = table_entries if table_entries is not None else table_size(max_depth, max_nodes)
        if entries < 1 or entries & (entries - 1):
            raise ValueError(f"the table size must be a power of two, got {entries}")
        self.engine, self.max_depth, self.seconds, self.seed = engine, max_depth, seconds, seed
        self._compiled = compiled_search(engine)
        self._config = np.array([max_nodes, 0, int(evaluation), engine.turn_index, engine.turn_clamp], dtype=np.int64)
        self._table = _table(entries, engine.eval_cache)
        self._work: tuple[np.ndarray, ...] | None = None
        self._generation = 0

    def key(self, board: np.ndarray) -> int:
        """The hash the search gives ``board`` (what ``avoid`` holds)."""
        return int(hash_board(board, self.engine.turn_index, self.engine.turn_clamp))

    def search(self, root: State | np.ndarray, avoid: Iterable[int] = ()) -> SearchResult:
        """Search ``root`` (a state or the engine's board, the game going on) deeper and deeper
        until the depth budget, the node budget or the time limit; the last completed depth
        decides. Positions whose keys (:meth:`key`) are in ``avoid`` count as draws."""
        started = time.monotonic()
        board = root if isinstance(root, np.ndarray) else self.engine.encode(root)
        if self._work is None or self._work[0].shape[1] != board.shape[0]:
            self._work = _work(board, self.engine.max_moves, self.max_depth)
        moves = self.engine.moves(board).tolist()
        if not moves:
            raise ValueError("the game is over: there is no move to search")
        random.Random(self.seed).shuffle(moves)
        root_moves = np.array(moves, dtype=np.int64)
        self._generation = self._generation % 0xFFFF + 1
        self._config[search_core.GENERATION] = self._generation
        deadline = started + self.seconds if self.seconds is not None else np.inf
        keys = np.array(sorted(set(avoid)), dtype=np.uint64)
        completed, best, value = self._compiled.search(board, self.engine.workspace, root_moves, self.max_depth,
                                                       self._work, self._table, keys, self._config, deadline)
        best, value = int(best), float(value)
        pv = self._principal_variation(board, best, int(completed))
        nodes = int(self._work[8][search_core.NODES])
        return SearchResult(self.engine.move_text(best), value, pv, int(completed), nodes, time.monotonic() - started)

    def _principal_variation(self, board: np.ndarray, first: int, depth: int) -> list[str]:
        """The line the table gives from the root: each step one the table stored for the
        position it reached, checked to be legal there."""
        engine, line, seen = self.engine, [], set()
        move: int | None = first
        while move is not None and len(line) < max(depth, 1):
            line.append(engine.move_text(move))
            board = engine.play(board, move)
            key = self.key(board)
            if engine.result(board) or key in seen:
                break
            seen.add(key)
            stored = int(self._compiled.table_move(self._table, np.uint64(key)))
            move = stored if stored >= 0 and stored in engine.moves(board).tolist() else None
        return line


def engine_for(state: State) -> Engine | None:
    """The fast engine of ``state``'s game with its options, or ``None`` where it has none
    (or the engine does not cover the options)."""
    from boardlab.ai.adapters import fast_module

    factory = getattr(fast_module(state.game.name), "search_engine", None)
    return factory(state) if factory is not None else None


def engine_perft(engine: Engine | None, state: State, depth: int) -> int | None:
    """:func:`boardlab.core.perft.perft` of ``state`` walked by the compiled core over
    ``engine`` (``None`` where there is no engine: the hooks' answer for "not covered")."""
    if engine is None:
        return None
    return int(compiled_search(engine).perft(engine.encode(state), engine.workspace, depth, engine.max_moves))


def engine_playouts(engine: Engine | None, state: State, games: int, max_plies: int, seed: int) -> int | None:
    """The total steps of ``games`` seeded random games from ``state`` (each cut at
    ``max_plies``) played by the compiled core over ``engine`` (``None`` without one)."""
    if engine is None:
        return None
    return int(compiled_search(engine).playouts(engine.encode(state), engine.workspace, games, max_plies, seed,
                                                engine.max_moves))


def engine_hooks(search_engine: Callable[[State], Engine | None]) -> tuple[Callable[..., int | None], ...]:
    """A fast module's ``perft(state, depth)`` and ``random_playouts(state, games, max_plies,
    seed)`` hooks (:mod:`boardlab.core.fast`) over its ``search_engine``, run by the compiled
    core; ``None`` where the engine does not cover the options.

    >>> import boardlab
    >>> from boardlab.games.c1.fast import search_engine
    >>> perft, random_playouts = engine_hooks(search_engine)
    >>> perft(boardlab.load("c1").start(), 2), random_playouts(boardlab.load("c1").start(), 4, 5, 1)
    (319, 20)
    """

    def perft(state: State, depth: int) -> int | None:
        """The number of sequences of ``depth`` legal steps from ``state`` (as
        :func:`boardlab.core.perft.perft`), walked by the compiled search core."""
        return engine_perft(search_engine(state), state, depth)

    def random_playouts(state: State, games: int, max_plies: int, seed: int) -> int | None:
        """The total steps of ``games`` uniformly random games from ``state``, each cut at
        ``max_plies``, played by the compiled search core."""
        return engine_playouts(search_engine(state), state, games, max_plies, seed)

    return perft, random_playouts


_WARM: set[str] = set()


def warm_engine(engine: Engine, state: State) -> None:
    """Run a small untimed search with ``engine`` the first time this process uses it, so that
    loading (or compiling) the compiled code counts against no time cap."""
    if engine.game in _WARM:
        return
    board = engine.encode(state)
    if engine.result(board) == 0:
        CompiledAlphaBeta(engine, max_depth=1, seed=0, table_entries=1 << 10).search(board)
    _WARM.add(engine.game)


def warm_up(game: Game | str, mcts: bool = True, **options: Any) -> bool:
    """Compile (or load from the cache) the searches of ``game``'s fast engine (alpha-beta, and
    MCTS unless ``mcts=False``) and run each once, blocking until they are ready; False where
    the game has no fast engine.

    >>> warm_up("c1")
    True
    """
    import boardlab

    loaded = boardlab.load(game, **options) if isinstance(game, str) else game
    state = loaded.start()
    engine = engine_for(state)
    if engine is None:
        return False
    CompiledAlphaBeta(engine, max_depth=2, seed=0, table_entries=1 << 10).search(state)
    _WARM.add(engine.game)
    compiled = compiled_search(engine)
    compiled.perft(engine.encode(state), engine.workspace, 1, engine.max_moves)
    compiled.random_walk(engine.encode(state), engine.workspace, 1, 2, np.empty(engine.max_moves, dtype=np.int64))
    if mcts:
        from boardlab.ai.mcts_compiled import warm_mcts  # the compiled MCTS too: the mcts agent uses it

        warm_mcts(engine, state)
    return True


__all__ = ["TABLE_SIZE", "CompiledAlphaBeta", "bindings", "compiled_search", "engine_for", "engine_hooks",
           "engine_perft", "engine_playouts", "table_size", "warm_engine", "warm_up"]
