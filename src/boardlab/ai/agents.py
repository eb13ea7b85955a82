"""The agent interface and the agent-spec grammar shared by the CLI, the web app and the lab.

An agent chooses a move for the side to move. Specs name agents in text: ``random``,
``random:seed=3``.
"""

from __future__ import annotations

import random
from typing import Protocol

from boardlab.core.errors import InvalidOption
from boardlab.core.game import State


class Agent(Protocol):
    """Anything that picks a legal move in a position that is not over."""

    name: str

    def choose(self, state: State) -> str:
        """A move in :meth:`State.legal_moves`."""
        ...


class RandomAgent:
    """Picks uniformly among the legal moves; reproducible with a seed.

    >>> import boardlab
    >>> RandomAgent(seed=1).choose(boardlab.load("c1").start()) in boardlab.load("c1").start().legal_moves()
    True
    """

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def choose(self, state: State) -> str:
        return self._random.choice(state.legal_moves())


def _parse_params(text: str) -> dict[str, str]:
    params = {}
    for part in filter(None, text.split(",")):
        key, sep, value = part.partition("=")
        if not sep:
            raise InvalidOption(f"agent parameter {part!r} must be written key=value")
        params[key.strip()] = value.strip()
    return params


def parse_agent(spec: str, seed: int | None = None) -> Agent:
    """The agent a spec names, e.g. ``random`` or ``random:seed=7``.

    Raises :class:`InvalidOption` listing the known agents for an unknown spec.
    """
    name, _, rest = spec.strip().partition(":")
    params = _parse_params(rest)
    if name == "random":
        unknown = set(params) - {"seed"}
        if unknown:
            raise InvalidOption(f"agent 'random' has no parameter {sorted(unknown)[0]!r}; valid: seed")
        return RandomAgent(int(params["seed"]) if "seed" in params else seed)
    raise InvalidOption(f"unknown agent {spec!r}; known agents: random")
