"""The longest episode of each game in the research doors: one table for PettingZoo and OpenSpiel.

A game ends by its rules, but not every game's rules make it end: with deterministic policies
C1, AXIOM, CCC and Cubes can go round forever (positions repeat; C1's ``repetition`` and every
``move_limit`` option are off by default). Each environment therefore stops after ``max_steps``
actions, a step count far beyond real games (the lab's games of every game end well inside
these figures; docs/rl.md), so an agent that loops is cut off rather than run for ever.
PettingZoo reports that as a *truncation*, OpenSpiel as a terminal state with 0 for everyone.

>>> default_max_steps("ccc")
1500
"""

from __future__ import annotations

from boardlab.core.errors import InvalidOption

#: ``max_steps`` by game (the steps are actions: one per step of a multi-step turn).
MAX_STEPS = {"c1": 600, "axiom": 600, "ccc": 1500, "cubes": 600, "comet": 400}


def default_max_steps(game: str) -> int:
    """The default ``max_steps`` of ``game``'s environments."""
    return MAX_STEPS[game]


def checked_max_steps(game: str, value: int | None) -> int:
    """``value`` checked (a whole number of at least 1), or the game's default when ``None``.

    >>> checked_max_steps("c1", None), checked_max_steps("c1", 50)
    (600, 50)
    """
    if value is None:
        return default_max_steps(game)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidOption(f"max_steps must be a whole number of at least 1, got {value!r}")
    return value


__all__ = ["MAX_STEPS", "checked_max_steps", "default_max_steps"]
