"""Comet for the computer players: a goal-directed search view and the strength levels.

Comet is not a contest: every seat works towards the same goal. So the search adapter shows
the search **one seat** (index 0) that makes every grand move, and counts reaching the goal
as that seat's win. Alpha-beta then never flips the sign of a value between grand moves, its
usual preference for a quicker win becomes a preference for a shorter solution, and positions
are valued by the goal's distance bound (:mod:`.distance`): the fewer grand moves the bound
says are still needed, the better. The move limit ends a game unsolved, a result that is
nobody's win.

A node is ``(key, count)``: the placement as the solver's 63-bit key and the number of grand
moves made so far (the move limit counts them). Moves are action ids 0-35. Grand moves are
played by the solver's compiled engine, which tests keep in agreement with :mod:`.rules`.

:data:`LEVEL_SPECS` gives comet's strength levels: ``hard`` plays a proven shortest solution
(the ``solver`` agent), the others look a few grand moves ahead and steer by the bound.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, cast

import numpy as np
from numba import njit

from boardlab.core.game import State
from boardlab.games.comet.distance import bound_of_key, program_for
from boardlab.games.comet.rules import GRAND_MOVES
from boardlab.games.comet.solver import Solution, decode, encode, play_key, solve

if TYPE_CHECKING:
    from boardlab.games.comet.state import CometState

#: Comet's strength levels (agent specs; the level's time cap is added to them).
LEVEL_SPECS: dict[str, str] = {
    "easy": "alphabeta:depth=1",
    "medium": "alphabeta:depth=3",
    "hard": "solver",
    "expert": "solver",
}

#: A node: the placement's key and the number of grand moves made.
Node = tuple[int, int]
_NO_WINNER = -1
#: The solver of an agent or a hint holds at most this many positions (about 80 MB).
AGENT_MAX_STATES = 2_000_000


@njit(cache=True)
def _successors(key: np.uint64, forbid_edge: bool) -> np.ndarray:
    """The keys after each of the 36 grand moves (0 where one is not allowed)."""
    out = np.zeros(36, dtype=np.uint64)
    for action in range(36):
        out[action] = play_key(key, action, forbid_edge)
    return out


class CometSearch:
    """The search adapter (see :mod:`boardlab.ai.adapters`) for one comet game: one seat that
    makes every grand move and wins by reaching the goal."""

    seats = 1

    def __init__(self, state: CometState) -> None:
        _warm_up()
        game = state.game
        self.goal = game.goal
        self.limit = int(game.options["move_limit"])
        self.forbid_edge = not game.options["edge_blocking"]
        self._program = program_for(self.goal).arrays()
        self._solved: dict[int, bool] = {}

    # --- the protocol ----------------------------------------------------------------------

    def root(self, state: State) -> Node:
        comet = cast("CometState", state)
        return int(encode(np.array([comet.placement]))[0]), comet.count

    def moves(self, node: Node) -> list[int]:
        if self.winner(node) is not None:
            return []
        return [action for action, child in enumerate(self._children_keys(node[0])) if child]

    def play(self, node: Node, move: int) -> Node:
        return int(play_key(np.uint64(node[0]), move, self.forbid_edge)), node[1] + 1

    def children(self, node: Node) -> list[tuple[int, Node]]:
        if self.winner(node) is not None:
            return []
        count = node[1] + 1
        return [(action, (int(child), count)) for action, child in enumerate(self._children_keys(node[0])) if child]

    def mover(self, node: Node) -> int | None:
        return None if self.winner(node) is not None else 0

    def winner(self, node: Node) -> int | None:
        if self.solved(node[0]):
            return 0
        if self.limit and node[1] >= self.limit:
            return _NO_WINNER
        return None

    def evaluate(self, node: Node) -> float:
        """Higher the nearer the goal's bound: 0.9 at a bound of 0, 0 at 3, towards -0.9 far away."""
        bound = self.lower_bound(node)
        return 0.9 * (1.0 - 2.0 * bound / (bound + 3.0))

    def key(self, node: Node) -> int:
        return node[0]

    def move_text(self, move: int) -> str:
        return str(GRAND_MOVES[move])

    def playout(self, node: Node, rng: random.Random, cutoff: int) -> list[float]:
        steps = cutoff if cutoff > 0 else (self.limit or 40)
        for _ in range(steps):
            if self.winner(node) is not None:
                break
            node = self.play(node, rng.choice(self.moves(node)))
        won = self.winner(node)
        if won is not None:
            return [1.0 if won == 0 else -1.0]
        return [self.evaluate(node)]

    # --- comet's own -----------------------------------------------------------------------

    def solved(self, key: int) -> bool:
        """Whether the goal holds on the placement ``key``."""
        known = self._solved.get(key)
        if known is None:
            known = bool(self.goal.holds(tuple(int(s) for s in decode(np.array([key], dtype=np.uint64))[0])))
            if len(self._solved) > 1_000_000:
                self._solved.clear()
            self._solved[key] = known
        return known

    def lower_bound(self, node: Node) -> int:
        """At least this many grand moves are still needed (see :mod:`.distance`)."""
        return int(bound_of_key(np.uint64(node[0]), *self._program))

    def solve(self, node: Node, seconds: float | None = None, max_depth: int = 20) -> Solution:
        """The solver's answer from ``node``: a proven shortest solution, or how far it proved
        there is none, stopping after ``seconds``. The move limit is not taken into account."""
        placement = tuple(int(s) for s in decode(np.array([node[0]], dtype=np.uint64))[0])
        deadline = time.monotonic() + seconds if seconds is not None else None
        return solve(self.goal, placement, edge_blocking=not self.forbid_edge, max_depth=max_depth,
                     max_states=AGENT_MAX_STATES, deadline=deadline)

    def _children_keys(self, key: int) -> np.ndarray:
        return _successors(np.uint64(key), self.forbid_edge)


_WARM = False


def _warm_up() -> None:
    """Load (or compile) the compiled functions once, so no search's time cap pays for it."""
    global _WARM
    if not _WARM:
        from boardlab.games.comet.board import DEFAULT_START
        from boardlab.games.comet.goals import parse_goal

        solve(parse_goal("line(squares)"), DEFAULT_START, max_depth=2)
        _successors(np.uint64(1), False)
        _WARM = True


def search_adapter(state: State) -> CometSearch:
    """The goal-directed search adapter for ``state``'s game."""
    return CometSearch(cast("CometState", state))


__all__ = ["AGENT_MAX_STATES", "LEVEL_SPECS", "CometSearch", "search_adapter"]
