"""Exhaustive forced-win search over a search adapter, for building and checking tactics suites.

A *win in n* means: the side to move can force a win within ``n`` of its own turns, whatever
the opponent does (the opponent's turns in between do not count). A turn is every step one side
takes before the other side is to move, so in Cubes a turn with bonus steps is several steps
and in AXIOM one move. Draws and losses are never wins.

The search is plain and exhaustive (no evaluation, no pruning beyond stopping at the first
refutation), so it proves rather than guesses. It walks the tree in Python over the adapter's
compiled ``children``; the innermost question, "can the side to move win before this turn
ends?", goes to a compiled function of the game (its ``tactics`` module), which is where nearly
all positions are visited. (Compiled recursion is avoided on purpose: functions loaded from
numba's on-disk cache crashed when they called themselves, directly or not.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardlab.ai.adapters import SearchAdapter

#: "Can the side to move win before its turn ends?", asked of an adapter node.
WinsThisTurn = Callable[[Any], bool]


class SearchTooLarge(Exception):
    """A question needed more leaf checks than the search's ``budget`` allows (its answer is
    unknown; nothing is claimed)."""


class ForcedWins:
    """Forced-win questions about one game's nodes (see the module docstring)."""

    def __init__(self, adapter: SearchAdapter, wins_this_turn: WinsThisTurn, budget: int | None = None) -> None:
        """``budget``, if given, caps the leaf checks (calls of ``wins_this_turn``) of each
        question: one that needs more raises :class:`SearchTooLarge`. A count, not a time, so
        which positions are too large is the same on every machine."""
        self.adapter = adapter
        self._wins_this_turn = wins_this_turn
        self.budget = budget
        self._left = 0

    def wins_this_turn(self, node: Any) -> bool:
        """The game's leaf check, counted against the budget."""
        self._left -= 1
        if self._left < 0 and self.budget is not None:
            raise SearchTooLarge(f"more than {self.budget} leaf checks")
        return self._wins_this_turn(node)

    def distance(self, node: Any, most: int) -> int:
        """The fewest own turns in which the side to move forces a win, or 0 if that takes more
        than ``most`` (or the game is over)."""
        seat = self.adapter.mover(node)
        if seat is None:
            return 0
        self._left = self.budget or 0
        return next((turns for turns in range(1, most + 1) if self._attack(node, turns, seat)), 0)

    def winning_moves(self, node: Any, turns: int) -> list[str]:
        """The first steps (in notation, in the adapter's move order) after which the side to
        move still forces a win within ``turns`` own turns, the current one included."""
        seat = self.adapter.mover(node)
        if seat is None:
            return []
        self._left = self.budget or 0
        return [self.adapter.move_text(move) for move, child in self.adapter.children(node)
                if self._after(child, turns, seat)]

    def _after(self, child: Any, turns: int, seat: int) -> bool:
        """Whether ``seat``, having just stepped into ``child`` with ``turns`` own turns left
        (the current one included), still forces its win."""
        winner = self.adapter.winner(child)
        if winner is not None:
            return winner == seat
        if self.adapter.mover(child) == seat:  # the same turn goes on (a bonus step)
            return self._attack(child, turns, seat)
        return turns > 1 and self._defend(child, turns - 1, seat)

    def _attack(self, node: Any, turns: int, seat: int) -> bool:
        """``seat`` is to move: can it force a win within ``turns`` own turns?"""
        if self.wins_this_turn(node):
            return True
        if turns == 1:
            return False
        return any(self.adapter.winner(child) is None and self._after(child, turns, seat)
                   for _, child in self.adapter.children(node))

    def _defend(self, node: Any, turns: int, seat: int) -> bool:
        """The opponent of ``seat`` is to move: does ``seat`` win within ``turns`` own turns
        whatever the opponent does?"""
        for _, child in self.adapter.children(node):
            winner = self.adapter.winner(child)
            if winner is not None:
                if winner != seat:
                    return False
            elif self.adapter.mover(child) == seat:
                if not self._attack(child, turns, seat):
                    return False
            elif not self._defend(child, turns, seat):  # the opponent's turn goes on
                return False
        return True


__all__ = ["ForcedWins", "SearchTooLarge", "WinsThisTurn"]
