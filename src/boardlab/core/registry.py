"""The registry of games: :func:`load` a game by its short name, list them with :func:`games`."""

from __future__ import annotations

import importlib
from importlib.resources import files
from typing import Any, TypeVar

from boardlab.core.errors import UnknownGame
from boardlab.core.game import Game

G = TypeVar("G", bound=type[Game])

_GAMES: dict[str, type[Game]] = {}
#: Modules that register games when imported; loaded on first use of the registry.
_GAME_MODULES = ("boardlab.games.c1", "boardlab.games.axiom", "boardlab.games.ccc", "boardlab.games.cubes", "boardlab.games.comet")


def register(cls: G) -> G:
    """Class decorator: make a :class:`Game` subclass loadable by its ``name``."""
    _GAMES[cls.name] = cls
    return cls


def _ensure_loaded() -> None:
    for module in _GAME_MODULES:
        importlib.import_module(module)


def games() -> list[str]:
    """The names of the registered games.

    >>> "c1" in games()
    True
    """
    _ensure_loaded()
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    """The class of the game called ``name`` (any letter case: ``C1`` is ``c1``); raises
    :class:`UnknownGame` listing the valid names."""
    _ensure_loaded()
    try:
        return _GAMES[name.strip().lower()]
    except (KeyError, AttributeError):
        raise UnknownGame(f"unknown game {name!r}; valid games: {', '.join(sorted(_GAMES))}") from None


def load(name: str, **options: Any) -> Game:
    """The game called ``name`` with ``options`` (every game loads with none).

    >>> load("c1", variant="c2").options["variant"]
    'c2'
    """
    return game_class(name)(**options)


def rules_text(name: str) -> str:
    """The Markdown rules page of the game called ``name``, as boardlab plays it (shipped in the
    package: ``boardlab/docs/rules/<game>.md``); raises :class:`UnknownGame` for an unknown game.

    >>> rules_text("c1").splitlines()[0]
    '# C1 as boardlab plays it'
    """
    page = files("boardlab").joinpath("docs", "rules", f"{game_class(name).name}.md")
    return page.read_text(encoding="utf-8")
