"""The one small interface through which the compiled search (and the Python searches) use a
game's fast engine.

A game with a fast engine exports ``search_engine(state) -> Engine | None`` from its module
``boardlab.games.<name>.fast`` (``None`` where the engine does not cover the game's options,
as C1 with ``repetition``). The :class:`Engine` names the engine's own compiled functions and
where its board keeps two facts:

* ``generate(board, out) -> int``: the legal moves (non-negative ints) into ``out``, their
  number returned; 0 for a finished game;
* ``make(board, move)``: play a legal move in place and settle the result;
* ``evaluate(board) -> float``: the game's evaluation in [-1, 1] for the side to move;
* ``quiet(board) -> bool`` (optional): True only where no move of the side to move can win
  the game at once, a cheap sufficient test (False is always correct). Where it says so, the
  search skips its win-in-one look-ahead, which makes every child of a node before searching
  any (docs/ai.md, *The compiled search*, *Third round*);
* ``board[result_index]``: 0 while the game goes on, 1 or 2 when seat 0 or 1 has won, 3 for
  a draw; ``board[side_index] - first_side``: the seat to move (a turn of several steps
  keeps it).

A function that needs more than the board (AXIOM's options and work grids, CCC's evaluation
weights) takes the engine's *workspace* as its second argument and is named in
``with_workspace``; the search passes the workspace through without looking into it.

The search's inner loop runs without numba's reference counting (``search_core.NO_REFCOUNT``).
The engine's functions count references unless they declare ``_nrt=False`` themselves
(:func:`boardlab.ai.compiled.compiled_search` makes that the default); one that allocates
nothing may, and then saves an atomic increment and decrement for every array it is given or
takes a view of (Cubes and AXIOM do; a helper of theirs that allocates declares ``_nrt=True``).

The search copies the board before each move (copy-make: the boards are small) and keeps a
Zobrist-style hash of every position, updated from the entries a move changed. The key of a
position is its whole board, except that a turn counter the rules do not read (no move limit)
is clamped to ``turn_clamp`` (AXIOM, Cubes: 0, so it is left out; CCC: 1, since the first turn
differs); see :func:`boardlab.ai.search_core.hash_board`.

>>> import boardlab
>>> from boardlab.games.c1.fast import search_engine
>>> engine = search_engine(boardlab.load("c1").start())
>>> engine.game, engine.seat(engine.encode(boardlab.load("c1").start()))
('c1', 0)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np

from boardlab.ai.zobrist import hash_board
from boardlab.core.game import State

#: A result that is not a seat's win (kept equal to :data:`boardlab.ai.adapters.NO_WINNER`).
_NO_WINNER = -1


@dataclass(frozen=True)
class Engine:
    """A fast engine as the searches see it (see the module docstring)."""

    #: The game's registered name; also names the compiled search built for it.
    game: str
    #: The fast board of a protocol state.
    encode: Callable[[State], np.ndarray]
    #: The engine's compiled move generation, move making and evaluation (module docstring).
    generate: Any
    make: Any
    evaluate: Any
    #: Where the board holds the result (0 going on, 1 or 2 a seat's win, 3 a draw) and the
    #: side to move; ``board[side_index] - first_side`` is the seat to move (0 or 1).
    result_index: int
    side_index: int
    first_side: int
    #: A move in the game's notation.
    move_text: Callable[[int], str]
    #: More than the most legal moves a position can have.
    max_moves: int
    #: What the engine's calls need besides the board (options, scratch arrays), and which of
    #: ``generate``, ``make`` and ``evaluate`` take it as their second argument.
    workspace: Any = None
    with_workspace: tuple[str, ...] = ()
    #: The board index of a turn counter the key clamps (-1: none), and the clamp.
    turn_index: int = -1
    turn_clamp: int = 0
    #: Modules whose source the compiled search depends on (a change recompiles it).
    sources: tuple[str, ...] = ()
    seats: int = 2
    #: Entries of the search's evaluation cache (a power of two; 0: none): worth it where an
    #: evaluation costs several times a hash probe (AXIOM, CCC), not where it is cheap.
    eval_cache: int = 0
    #: The optional ``quiet(board[, workspace]) -> bool`` test (module docstring); None: the
    #: search always looks ahead for a win in one.
    quiet: Any = None

    def moves(self, board: np.ndarray) -> np.ndarray:
        """The legal moves of ``board`` in the engine's order."""
        out = np.empty(self.max_moves, dtype=np.int64)
        count = self.generate(board, self.workspace, out) if "generate" in self.with_workspace \
            else self.generate(board, out)
        return out[:count]

    def play(self, board: np.ndarray, move: int) -> np.ndarray:
        """A copy of ``board`` with the legal ``move`` played."""
        child = board.copy()
        if "make" in self.with_workspace:
            self.make(child, self.workspace, move)
        else:
            self.make(child, move)
        return child

    def result(self, board: np.ndarray) -> int:
        """0 while the game goes on, 1 or 2 for seat 0's or seat 1's win, 3 for a draw."""
        return int(board[self.result_index])

    def seat(self, board: np.ndarray) -> int:
        return int(board[self.side_index]) - self.first_side

    def value(self, board: np.ndarray) -> float:
        """The evaluation of ``board`` for the seat to move."""
        if "evaluate" in self.with_workspace:
            return float(self.evaluate(board, self.workspace))
        return float(self.evaluate(board))


class EngineAdapter:
    """The search adapter (:class:`boardlab.ai.adapters.SearchAdapter`) of any fast engine, for
    the searches written in Python (``alphabeta_py``, MCTS, the solver's fallback): nodes are
    fast boards, moves ints, seats 0 and 1.

    One class serves every engine, so a game's fast module only describes its :class:`Engine`.
    """

    def __init__(self, engine: Engine, max_playout: int = 300) -> None:
        self.engine = engine
        self.seats = engine.seats
        self.max_playout = max_playout
        self._moves = np.empty(engine.max_moves, dtype=np.int64)

    def root(self, state: State) -> np.ndarray:
        return self.engine.encode(state)

    def moves(self, node: np.ndarray) -> list[int]:
        return self.engine.moves(node).tolist()

    def play(self, node: np.ndarray, move: int) -> np.ndarray:
        return self.engine.play(node, move)

    def children(self, node: np.ndarray) -> list[tuple[int, np.ndarray]]:
        return [(move, self.engine.play(node, move)) for move in self.moves(node)]

    def mover(self, node: np.ndarray) -> int | None:
        return None if self.engine.result(node) else self.engine.seat(node)

    def winner(self, node: np.ndarray) -> int | None:
        result = self.engine.result(node)
        return None if result == 0 else (_NO_WINNER if result == 3 else result - 1)

    def evaluate(self, node: np.ndarray) -> float:
        return self.engine.value(node)

    def key(self, node: np.ndarray) -> Hashable:
        """The hash the compiled search gives this position (see the module docstring)."""
        return int(hash_board(node, self.engine.turn_index, self.engine.turn_clamp))

    def move_text(self, move: int) -> str:
        return self.engine.move_text(move)

    def playout(self, node: np.ndarray, rng: random.Random, cutoff: int) -> list[float]:
        """Random steps from ``node`` in compiled code (to the end, or ``cutoff`` steps and then
        the evaluation); rewards per seat."""
        from boardlab.ai.compiled import compiled_search

        engine, work = self.engine, node.copy()
        compiled_search(engine).random_walk(work, engine.workspace, rng.getrandbits(62),
                                       cutoff if cutoff > 0 else self.max_playout, self._moves)
        result = engine.result(work)
        if result == 0:
            value = engine.value(work) if cutoff > 0 else 0.0
            return [value, -value] if engine.seat(work) == 0 else [-value, value]
        if result == 3:
            return [0.0, 0.0]
        return [1.0, -1.0] if result == 1 else [-1.0, 1.0]


__all__ = ["Engine", "EngineAdapter"]
