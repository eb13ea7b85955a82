"""Computer players. Every agent works with every game through the core protocol.

``parse_agent(spec)`` builds an agent from its text name (``random``, ``greedy``,
``alphabeta:depth=4``, ``mcts:2s``, ``easy``/``medium``/``hard``); see :mod:`.agents` for
the grammar and :data:`LEVELS` for the strength levels.
"""

from boardlab.ai.agents import AGENT_NAMES, LEVELS, Agent, RandomAgent, SearchResult, parse_agent
from boardlab.ai.alphabeta import alphabeta_py
from boardlab.ai.compiled import warm_up

__all__ = ["AGENT_NAMES", "LEVELS", "Agent", "RandomAgent", "SearchResult", "alphabeta_py", "parse_agent", "warm_up"]
