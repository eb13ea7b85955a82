"""Computer players. Every agent works with every game through the core protocol."""

from boardlab.ai.agents import Agent, RandomAgent, parse_agent

__all__ = ["Agent", "RandomAgent", "parse_agent"]
