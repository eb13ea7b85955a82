"""The optional hooks of a game's fast engine, found by name so every game can offer them.

A game may have a compiled second engine in ``boardlab.games.<name>.fast`` exporting

* ``perft(state, depth) -> int | None``: :func:`boardlab.core.perft.perft`, computed fast;
* ``random_playouts(state, games, max_plies, seed) -> int | None``: play ``games`` uniformly
  random games from ``state``, each stopped after ``max_plies`` steps, and return the total
  number of steps played.

Either returns ``None`` where the fast engine does not cover the state (other options, a turn
in progress...); callers then use the reference rules. A game without the module, or a module
without the function, is simply not covered.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any

from boardlab.core.game import State


def fast_module(game_name: str) -> ModuleType | None:
    """The module ``boardlab.games.<game_name>.fast``, or ``None`` when the game has none."""
    module_name = f"boardlab.games.{game_name}.fast"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:  # the module exists but lacks one of its own imports
            raise
        return None


def _hook(state: State, name: str) -> Callable[..., Any] | None:
    module = fast_module(state.game.name)
    hook = getattr(module, name, None) if module is not None else None
    return hook if callable(hook) else None


def fast_perft(state: State, depth: int) -> int | None:
    """The fast engine's perft count of ``state``, or ``None`` where it has none."""
    hook = _hook(state, "perft")
    return None if hook is None else hook(state, depth)


def fast_random_playouts(state: State, games: int, max_plies: int, seed: int) -> int | None:
    """The total steps of ``games`` random games from ``state`` played by the fast engine, or
    ``None`` where it has none."""
    hook = _hook(state, "random_playouts")
    return None if hook is None else hook(state, games, max_plies, seed)


def has_fast_hook(state: State, name: str) -> bool:
    """Whether the game of ``state`` has a fast engine exporting ``name`` (it may still answer
    ``None`` for some states)."""
    return _hook(state, name) is not None
