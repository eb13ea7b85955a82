"""Monte Carlo tree search with the UCT rule, for any game through a search adapter.

Each iteration walks down the tree choosing the child with the best upper confidence bound,
adds one new child, plays randomly from it (to the end, or ``cutoff`` steps and then asks the
evaluation) and credits every node on the way with the reward of the seat that moved into
it. Multi-step turns need nothing special: each node remembers whose decision led to it.
A move that wins at once is always played; the budget is a number of iterations, a time
limit, or both (whichever ends first). The clock is read before every iteration, and an
adapter that expands lazily (the protocol adapter) also has it read before each child it
builds and inside its playouts, so a search ends within one step's time of its limit.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from boardlab.ai.adapters import SearchAdapter
from boardlab.ai.alphabeta import SearchResult


@dataclass
class _TreeNode:
    """A node of the search tree; ``total`` sums the rewards of the seat that moved into it."""

    node: Any
    mover: int | None
    entered_by: int | None
    untried: list[Any]
    children: list[tuple[Any, _TreeNode]] = field(default_factory=list)
    visits: int = 0
    total: float = 0.0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class MCTS:
    """UCT search with an iteration budget, a time budget, or both."""

    adapter: SearchAdapter
    iterations: int | None = 1000
    seconds: float | None = None
    exploration: float = 1.4
    cutoff: int = 0
    seed: int | None = None
    clock: Callable[[], float] = time.monotonic
    _rng: random.Random = field(init=False)
    _deadline: float = field(init=False, default=math.inf)
    _lazy: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._lazy = bool(getattr(self.adapter, "expand_lazily", False))

    def search(self, root_node: Any) -> SearchResult:
        """Search from ``root_node`` (a position where the game goes on)."""
        started = self.clock()
        self._deadline = started + self.seconds if self.seconds is not None else math.inf
        winning = self._winning_move(root_node)
        if winning is not None:
            text = self.adapter.move_text(winning)
            return SearchResult(text, 1.0, [text], 1, 1, self.clock() - started)
        root = self._make(root_node, None)
        if len(root.untried) == 1:  # nothing to think about
            text = self.adapter.move_text(root.untried[0])
            return SearchResult(text, 0.0, [text], 0, 0, self.clock() - started)
        done = 0
        while (self.iterations is None or done < self.iterations) and (done == 0 or self.clock() <= self._deadline):
            self._iterate(root)
            done += 1
        move, best = max(root.children, key=lambda pair: pair[1].visits)
        return SearchResult(self.adapter.move_text(move), best.mean(), self._line(root), 0, done,
                            self.clock() - started)

    def _winning_move(self, node: Any) -> Any:
        """A move that wins at once, if the time allows looking at every move."""
        mover = self.adapter.mover(node)
        if not self._lazy:
            return next((move for move, child in self.adapter.children(node) if self.adapter.winner(child) == mover),
                        None)
        for move in self.adapter.moves(node):
            if self.clock() > self._deadline:
                return None
            if self.adapter.winner(self.adapter.play(node, move)) == mover:
                return move
        return None

    def _make(self, node: Any, entered_by: int | None) -> _TreeNode:
        untried = list(self.adapter.moves(node)) if self.adapter.winner(node) is None else []
        self._rng.shuffle(untried)
        return _TreeNode(node, self.adapter.mover(node), entered_by, untried)

    def _iterate(self, root: _TreeNode) -> None:
        path = [root]
        current = root
        while not current.untried and current.children:
            current = self._select(current)
            path.append(current)
        if current.untried:
            move = current.untried.pop()
            child = self._make(self.adapter.play(current.node, move), current.mover)
            current.children.append((move, child))
            current = child
            path.append(current)
        if self._lazy:
            rewards = self.adapter.playout(current.node, self._rng, self.cutoff,  # type: ignore[call-arg]
                                           deadline=self._deadline, clock=self.clock)
        else:
            rewards = self.adapter.playout(current.node, self._rng, self.cutoff)
        for tree_node in path:
            tree_node.visits += 1
            if tree_node.entered_by is not None:
                tree_node.total += rewards[tree_node.entered_by]

    def _select(self, parent: _TreeNode) -> _TreeNode:
        scale = self.exploration * math.sqrt(math.log(parent.visits))
        return max(
            (child for _, child in parent.children),
            key=lambda child: child.mean() + scale / math.sqrt(child.visits),
        )

    def _line(self, root: _TreeNode) -> list[str]:
        line, current = [], root
        while current.children:
            move, current = max(current.children, key=lambda pair: pair[1].visits)
            line.append(self.adapter.move_text(move))
            if current.visits < 2:
                break
        return line
