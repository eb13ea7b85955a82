"""Alpha-beta search: iterative deepening, a transposition table, move ordering, a time limit.

Values are negamax values from the view of the seat to move at each node. A turn may take
several steps by the same seat, so the sign flips only where the seat to move changes. A won
game scores :data:`WIN` less the number of steps to it (a quicker win is a better one); the
score reported to users is squashed into [-1, 1] by :func:`user_score`, 1 meaning a forced win
was found.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardlab.ai.adapters import NO_WINNER, SearchAdapter

WIN = 1000.0
#: Values beyond this are forced wins or losses.
WIN_THRESHOLD = WIN - 500.0
EXACT, LOWER, UPPER = 0, 1, 2
#: The transposition table is emptied before a search when it holds more entries than this.
_TABLE_LIMIT = 500_000
#: The width of a null window: smaller than any difference the evaluations make.
_NULL_WINDOW = 1e-9


class _OutOfTime(Exception):
    """Raised inside the search when the deadline passes."""


@dataclass
class SearchResult:
    """The outcome of a search: best move (in notation), its value, the principal variation."""

    best: str
    value: float
    pv: list[str]
    depth: int
    nodes: int
    seconds: float
    #: Puzzles (comet): the proven fewest moves to the goal, when a solver found them.
    distance: int | None = None
    #: Puzzles: a proven lower bound on that number when it is not known.
    distance_at_least: int | None = None

    @property
    def score(self) -> float:
        """The value in [-1, 1] for the side to move (1: forced win found)."""
        return user_score(self.value)


def user_score(value: float) -> float:
    """An internal value squashed into [-1, 1]: forced wins and losses become exactly 1 and -1."""
    if value >= WIN_THRESHOLD:
        return 1.0
    if value <= -WIN_THRESHOLD:
        return -1.0
    return max(-1.0, min(1.0, value))


@dataclass(slots=True)
class _Entry:
    depth: int
    value: float
    bound: int
    move: Any
    #: The search that made the entry; older entries only suggest a move to try first.
    generation: int


@dataclass
class AlphaBeta:
    """One search over an adapter's nodes; reusable across the moves of a game.

    The time limit is checked at every node and, for adapters that expand lazily (the
    protocol adapter, whose children are slow to build), before every child is built, so a
    search ends within one child's construction of its limit. ``clock`` is for tests.
    """

    adapter: SearchAdapter
    max_depth: int
    seconds: float | None = None
    seed: int | None = None
    table: dict[Hashable, _Entry] = field(default_factory=dict)
    _deadline: float = 0.0
    _nodes: int = 0
    _killers: dict[int, list[Any]] = field(default_factory=dict)
    _history: dict[Any, int] = field(default_factory=dict)
    #: The adapter's compiled last step, if it has one (``lookahead(node, win_value)``).
    _lookahead: Any = None
    _avoid: Collection[Hashable] = ()
    _generation: int = 0
    clock: Callable[[], float] = time.monotonic
    #: Build children one at a time, checking the clock before each (see the class docstring).
    _lazy: bool = False
    #: Stop once this many nodes were entered (0: no budget), as the time limit stops a search.
    max_nodes: int = 0

    def __post_init__(self) -> None:
        self._lookahead = getattr(self.adapter, "lookahead", None)
        self._lazy = bool(getattr(self.adapter, "expand_lazily", False))

    def search(self, root: Any, avoid: Collection[Hashable] = ()) -> SearchResult:
        """Search ``root`` (a node where the game goes on) deeper and deeper until the depth
        budget or the time limit; the last completed depth decides.

        Positions whose keys are in ``avoid`` (those the game has already been through) count
        as draws, so a player that is ahead looks for progress instead of going round in
        circles, and one that is behind is glad to repeat. Table entries from earlier
        searches were made with another such set, so they only order moves here.
        """
        started = self.clock()
        self._avoid = avoid
        self._generation += 1
        self._deadline = started + self.seconds if self.seconds is not None else float("inf")
        self._nodes = 0
        self._killers.clear()
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()
        moves = self._root_moves(root)
        best = (moves[0][0], 0.0)
        completed = 0
        for depth in range(1, self.max_depth + 1):
            try:
                best = self._root_search(root, moves, depth)
            except _OutOfTime:
                break
            completed = depth
            moves.sort(key=lambda pair: pair[0] != best[0])
            if abs(best[1]) >= WIN_THRESHOLD or len(moves) == 1:
                break
        self._deadline = float("inf")  # the time is up, but the line must still be read out
        pv = self._principal_variation(root, best[0], completed)
        return SearchResult(self.adapter.move_text(best[0]), best[1], pv, completed, self._nodes,
                            self.clock() - started)

    # --- the search ----------------------------------------------------------------------

    def _root_moves(self, root: Any) -> list[tuple[Any, Any]]:
        """The root's children in a seeded random order; when the time runs out while they are
        built, those built so far (at least one: a move must be chosen)."""
        if self._lazy:
            moves: list[tuple[Any, Any]] = []
            for move in self.adapter.moves(root):
                if moves and self.clock() > self._deadline:
                    break
                moves.append((move, self.adapter.play(root, move)))
        else:
            moves = list(self.adapter.children(root))
        random.Random(self.seed).shuffle(moves)
        return moves

    def _children(self, node: Any) -> Sequence[tuple[Any, Any]]:
        """The node's children; a lazy adapter's are built one by one against the clock."""
        if not self._lazy:
            return self.adapter.children(node)
        children = []
        for move in self.adapter.moves(node):
            self._check_clock()
            children.append((move, self.adapter.play(node, move)))
        return children

    def _root_search(self, root: Any, moves: list[tuple[Any, Any]], depth: int) -> tuple[Any, float]:
        mover = self.adapter.mover(root)
        alpha, best_move = -2 * WIN, moves[0][0]
        for move, child in moves:
            value = self._child_value(mover, child, depth - 1, alpha, 2 * WIN, 1)
            if value > alpha:
                alpha, best_move = value, move
        self.table[self.adapter.key(root)] = _Entry(depth, alpha, EXACT, best_move, self._generation)
        return best_move, alpha

    def _child_value(self, mover: int | None, child: Any, depth: int, alpha: float, beta: float,
                     ply: int) -> float:
        """The value of ``child`` for ``mover``, the seat that moved into it."""
        won = self.adapter.winner(child)
        if won is not None:
            if won == NO_WINNER:
                return 0.0
            return WIN - ply if won == mover else -(WIN - ply)
        if self._avoid and self.adapter.key(child) in self._avoid:
            return 0.0
        if self.adapter.mover(child) == mover:
            return self._negamax(child, depth, alpha, beta, ply)
        return -self._negamax(child, depth, -beta, -alpha, ply)

    def _negamax(self, node: Any, depth: int, alpha: float, beta: float, ply: int) -> float:
        self._tick()
        if depth <= 0:
            return self.adapter.evaluate(node)
        if depth == 1 and self._lookahead is not None:
            return self._lookahead(node, WIN - ply - 1)
        key = self.adapter.key(node)
        entry = self.table.get(key)
        tt_move = None
        if entry is not None:
            tt_move = entry.move
            # Only at the depth it was searched to: so a fixed-depth value is the depth's exact
            # negamax value whatever the order of search, the same as the compiled search's.
            if entry.depth == depth and entry.generation == self._generation:
                value = _from_table(entry.value, ply)
                if entry.bound == EXACT or (entry.bound == LOWER and value >= beta) or (
                        entry.bound == UPPER and value <= alpha):
                    return value
        mover = self.adapter.mover(node)
        children = self._children(node)
        if not children:  # only a finished game has no moves; be safe with adapters that differ
            return self.adapter.evaluate(node)
        for move, child in children:  # a win in one needs no search
            if self.adapter.winner(child) == mover:
                self.table[key] = _Entry(depth, _to_table(WIN - ply - 1, ply), EXACT, move, self._generation)
                return WIN - ply - 1
        original_alpha, best, best_move = alpha, -2 * WIN, None
        for index, (move, child) in enumerate(self._ordered(children, tt_move, ply)):
            value = self._pvs_value(mover, child, depth - 1, alpha, beta, ply + 1, index == 0)
            if value > best:
                best, best_move = value, move
            if value > alpha:
                alpha = value
            if alpha >= beta:
                self._reward(move, ply, depth)
                break
        bound = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
        self.table[key] = _Entry(depth, _to_table(best, ply), bound, best_move, self._generation)
        return best

    def _pvs_value(self, mover: int | None, child: Any, depth: int, alpha: float, beta: float,
                   ply: int, first: bool) -> float:
        """Principal variation search: after the first child, try a null window around
        ``alpha`` and search again with the full window only if the child beats it."""
        if first or beta - alpha <= _NULL_WINDOW:
            return self._child_value(mover, child, depth, alpha, beta, ply)
        value = self._child_value(mover, child, depth, alpha, alpha + _NULL_WINDOW, ply)
        if alpha < value < beta:
            value = self._child_value(mover, child, depth, value, beta, ply)
        return value

    def _ordered(self, children: Any, tt_move: Any, ply: int) -> list[tuple[Any, Any]]:
        """The table's move first, then this ply's killer moves, then by history score."""
        killers = self._killers.get(ply, [])
        history = self._history

        def rank(pair: tuple[Any, Any]) -> tuple[int, int]:
            move = pair[0]
            if move == tt_move:
                return (0, 0)
            if move in killers:
                return (1, 0)
            return (2, -history.get(move, 0))

        return sorted(children, key=rank)

    def _reward(self, move: Any, ply: int, depth: int) -> None:
        killers = self._killers.setdefault(ply, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        self._history[move] = self._history.get(move, 0) + depth * depth

    def _tick(self) -> None:
        self._nodes += 1
        if self.max_nodes and self._nodes > self.max_nodes:
            raise _OutOfTime
        self._check_clock()

    def _check_clock(self) -> None:
        if self.clock() > self._deadline:
            raise _OutOfTime

    def _principal_variation(self, root: Any, first: Any, depth: int) -> list[str]:
        line: list[str] = []
        node, move, seen = root, first, set()
        while move is not None and len(line) < max(depth, 1):
            line.append(self.adapter.move_text(move))
            node = self.adapter.play(node, move)  # the table's moves were legal where they were stored
            key = self.adapter.key(node)
            if self.adapter.winner(node) is not None or key in seen:
                break
            seen.add(key)
            entry = self.table.get(key)
            if entry is not None:
                move = entry.move
            else:  # only a compiled lookahead leaves a step of the line out of the table
                move = self._best_by_evaluation(node) if self._lookahead is not None else None
        return line

    def _best_by_evaluation(self, node: Any) -> Any:
        """The move a one-step search prefers (where the table has no entry, as at the last
        step a compiled lookahead searched)."""
        mover = self.adapter.mover(node)
        scored = [(self._child_value(mover, child, 0, -2 * WIN, 2 * WIN, 1), move)
                  for move, child in self.adapter.children(node)]
        return max(scored, key=lambda pair: pair[0])[1] if scored else None


def alphabeta_py(state: Any, depth: int, seconds: float | None = None, seed: int | None = None,
                 adapter: SearchAdapter | None = None) -> SearchResult:
    """The Python alpha-beta search of ``state`` to ``depth`` steps over ``adapter`` (by default
    the game's own: its fast engine's where it has one, else the protocol): the search of games
    without a fast engine, and the oracle the compiled search is tested against.

    >>> import boardlab
    >>> alphabeta_py(boardlab.load("c1").start(), 1, seed=0).depth
    1
    """
    from boardlab.ai.adapters import adapter_for

    adapter = adapter if adapter is not None else adapter_for(state)
    return AlphaBeta(adapter, depth, seconds, seed).search(adapter.root(state))


def _to_table(value: float, ply: int) -> float:
    """Win values stored relative to the node, so they stay right at another ply."""
    if value >= WIN_THRESHOLD:
        return value + ply
    if value <= -WIN_THRESHOLD:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    if value >= WIN_THRESHOLD:
        return value - ply
    if value <= -WIN_THRESHOLD:
        return value + ply
    return value
