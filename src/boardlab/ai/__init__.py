"""Computer players. Every agent works with every game through the core protocol.

``parse_agent(spec)`` builds an agent from its text name (``random``, ``greedy``,
``alphabeta:depth=4``, ``mcts:2s``, ``easy``/``medium``/``hard``); see :mod:`.agents` for
the grammar and :data:`LEVELS` for the strength levels.
"""

from typing import Any

from boardlab.ai.agents import AGENT_NAMES, LEVELS, Agent, RandomAgent, SearchResult, parse_agent
from boardlab.ai.alphabeta import alphabeta_py
from boardlab.core.game import Game


def warm_up(game: Game | str, **options: Any) -> bool:
    """Compile ``game``'s search (or load it from numba's cache) and block until it is ready;
    False where the game has no fast engine (see :func:`boardlab.ai.compiled.warm_up`).
    Imported on call: the compiled search loads numba, which parsing a spec does not need."""
    from boardlab.ai.compiled import warm_up as compile_search

    return compile_search(game, **options)


__all__ = ["AGENT_NAMES", "LEVELS", "Agent", "RandomAgent", "SearchResult", "alphabeta_py", "parse_agent", "warm_up"]
