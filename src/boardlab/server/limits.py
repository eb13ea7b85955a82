"""What one request or one client may ask of the server: computer budgets, body size, rates.

A server is shared: one request asking a computer player to think for a thousand seconds
would hold the worker every computer game waits on, and one client creating games in a loop
would fill the database. These limits are server settings (:class:`ServerLimits`), generous by
default, and every refusal names the limit it hit.

>>> limits = ServerLimits()
>>> check_agent("alphabeta:depth=50", limits)
Traceback (most recent call last):
...
boardlab.server.limits.OverLimit: alphabeta:depth=50 searches 50 steps deep; this server allows at most 8 (or give a time limit of at most 10s)
>>> capped_agent("mcts:1000s", limits)
'mcts:time=10s'
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field

from boardlab.ai import parse_agent
from boardlab.ai.agents import AlphaBetaAgent, MCTSAgent
from boardlab.server.config import FairShare
from boardlab.server.refusals import Refusal


def rate_refusal(kind: str, rates: RateLimiter) -> Refusal:
    """The refusal (429) of a request of ``kind`` over its rate, naming the limit."""
    rate = rates.rate(kind)
    if rate is None:
        return Refusal("rate-limited-plain", kind=kind, status=429)
    return Refusal("rate-limited", kind=kind, rate=rate.per_second, burst=rate.burst, status=429)


class OverLimit(ValueError):
    """A request beyond one of the server's limits (the message names the limit)."""


@dataclass(frozen=True)
class Rate:
    """``per_second`` requests on average, with bursts of up to ``burst`` at once."""

    per_second: float
    burst: int


#: Per-client rates by kind of request. Generous: the load benchmark (one client creating 200
#: games at once, then 100 moves/s in all) stays well inside them.
DEFAULT_RATES: dict[str, Rate] = {
    "create": Rate(20.0, 400),
    "move": Rate(400.0, 800),
    "hint": Rate(5.0, 60),
    "analyse": Rate(5.0, 60),
    "signup": Rate(0.2, 10),
    "chat": Rate(1.0, 20),
    # Reads (every GET of the API): generous, a page polls a few a second; a flood of them is cut.
    "read": Rate(100.0, 400),
}


@dataclass(frozen=True)
class ServerLimits:
    """The server's limits; every field can be set when the app is created.

    ``max_think_seconds`` caps any computer player's time per move; a search without a time
    limit may go at most ``max_search_depth`` steps deep (alpha-beta) or ``max_iterations``
    iterations (MCTS). ``rates`` maps a kind of request to its per-client :class:`Rate`
    (``None`` turns rate limiting off). The analysis board searches a position for at most
    ``analysis_seconds`` (and ``max_search_depth`` steps); a post-game review gives each
    position ``review_seconds``. ``fair`` says how slow work is shared between clients
    (:class:`~boardlab.server.config.FairShare`).
    """

    max_body_bytes: int = 1_000_000
    max_think_seconds: float = 10.0
    max_search_depth: int = 8
    max_iterations: int = 20_000
    analysis_seconds: float = 3.0
    review_seconds: float = 0.3
    rates: dict[str, Rate] | None = field(default_factory=lambda: dict(DEFAULT_RATES))
    fair: FairShare = field(default_factory=FairShare)


def check_agent(spec: str, limits: ServerLimits) -> None:
    """Refuse (:class:`OverLimit`) a computer player spec whose budget is over the limits.

    The spec must already be valid (see :func:`boardlab.ai.parse_agent`).
    """
    problem = _over(spec, limits)
    if problem:
        raise OverLimit(problem)


def capped_agent(spec: str, limits: ServerLimits) -> str:
    """``spec`` if it is within the limits, else the same agent with the time limit as its budget.

    Used for games stored before the limits existed (or under looser ones), so that a restart
    never resumes a search over the limit.
    """
    if not _over(spec, limits):
        return spec
    name, _, rest = spec.partition(":")
    kept = [part for part in rest.split(",") if part.strip() and _keeps(part)]
    return f"{name}:" + ",".join([*kept, f"time={limits.max_think_seconds:g}s"])


def _keeps(part: str) -> bool:
    """Whether a spec parameter stays in a capped spec (the budget parameters go)."""
    key, sep, _ = part.partition("=")
    return bool(sep) and key.strip() not in ("time", "depth", "iterations")


def _over(spec: str, limits: ServerLimits) -> str | None:
    """Why ``spec`` is over the limits, or ``None``."""
    agent = parse_agent(spec)
    seconds = getattr(agent, "seconds", None)
    allowed = f"{limits.max_think_seconds:g}s"
    if seconds is not None and seconds > limits.max_think_seconds:
        return f"{spec} thinks for {seconds:g}s a move; this server allows at most {allowed}"
    if isinstance(agent, AlphaBetaAgent) and seconds is None and agent.depth > limits.max_search_depth:
        return (f"{spec} searches {agent.depth} steps deep; this server allows at most "
                f"{limits.max_search_depth} (or give a time limit of at most {allowed})")
    if isinstance(agent, MCTSAgent) and seconds is None and (agent.iterations or 0) > limits.max_iterations:
        return (f"{spec} runs {agent.iterations} iterations; this server allows at most "
                f"{limits.max_iterations} (or give a time limit of at most {allowed})")
    return None


class RateLimiter:
    """Token buckets per (kind, client); remembers at most ``max_clients`` clients (the least
    recently seen are forgotten, which only ever lets a forgotten client through sooner).

    >>> limiter = RateLimiter({"move": Rate(1.0, 2)})
    >>> [limiter.allow("move", "10.0.0.1") for _ in range(3)]
    [True, True, False]
    >>> limiter.allow("move", "10.0.0.2"), limiter.allow("unlimited kind", "10.0.0.1")
    (True, True)
    """

    def __init__(self, rates: dict[str, Rate] | None, max_clients: int = 10_000) -> None:
        self._rates = rates or {}
        self._buckets: OrderedDict[tuple[str, str], tuple[float, float]] = OrderedDict()
        self._max_clients = max_clients
        self._lock = threading.Lock()

    def allow(self, kind: str, client: str) -> bool:
        """Take one request of ``kind`` from ``client``'s bucket; ``False`` when it is empty."""
        rate = self._rates.get(kind)
        if rate is None:
            return True
        now = time.monotonic()
        key = (kind, client)
        with self._lock:
            tokens, since = self._buckets.pop(key, (float(rate.burst), now))
            tokens = min(float(rate.burst), tokens + (now - since) * rate.per_second)
            allowed = tokens >= 1.0
            self._buckets[key] = (tokens - 1.0 if allowed else tokens, now)
            while len(self._buckets) > self._max_clients:
                self._buckets.popitem(last=False)
        return allowed

    def rate(self, kind: str) -> Rate | None:
        """The rate of ``kind``, if it is limited."""
        return self._rates.get(kind)

    def __len__(self) -> int:
        with self._lock:
            return len(self._buckets)
