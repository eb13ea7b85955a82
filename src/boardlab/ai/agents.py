"""The agent interface and the agent-spec grammar shared by the CLI, the web app and the lab.

An agent chooses a move for the side to move. A *spec* names an agent in text::

    spec    := name [":" param ("," param)*]
    param   := key "=" value | duration
    duration:= number "s" | number "ms"        (a time budget, e.g. 2s, 1.5s, 500ms)

Agents and their parameters (every one also takes ``seed``):

=============  ==========================================================================
``random``     a uniformly random legal move
``greedy``     the move whose position the game's evaluation likes best (one step ahead)
``alphabeta``  iterative-deepening alpha-beta; ``depth`` (default 4, or unlimited with a
               time or a node budget), ``nodes`` (stop after entering this many positions;
               the last completed depth decides), ``time``, ``eval``
               (``game``, the default; ``zero``: every unfinished position scores 0,
               so only wins and losses count, a baseline for measuring an evaluation;
               ``learned``: the weights learned by self-play, CCC and Cubes);
               compiled for games with a fast engine
``alphabeta_py`` the same search in Python over the game's adapter (the oracle the
               compiled search is tested against; what games without a fast engine use)
``mcts``       UCT tree search; ``iterations`` (default 1000), ``time``, ``c`` (exploration,
               default 1.4), ``cutoff`` (random steps per playout before the evaluation
               decides; 0, the default, plays to the end); compiled for games with a
               fast engine
``mcts_py``    the same search in Python over the game's adapter (the oracle the compiled
               MCTS is tested against; what games without a fast engine use)
``solver``     the first move of a proven shortest solution by the game's own solver
               (comet); ``depth`` (longest solution sought, default 20), ``time``
``easy``,      named strength levels: fixed depth or iteration budgets, so they play the
``medium``,    same on any machine, with a time cap (``time`` overrides it); see
``hard``       :data:`LEVELS` and a game's own ``LEVEL_SPECS``
=============  ==========================================================================

Examples: ``random``, ``greedy:seed=3``, ``alphabeta:depth=4``, ``mcts:2s``,
``mcts:iterations=2000,cutoff=20``, ``hard``. With a depth or iteration budget and a seed the
choice is reproducible (a time limit that cuts a search short is not).
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from boardlab.ai.adapters import ProtocolAdapter, SearchAdapter, adapter_for, has_search_adapter, level_specs
from boardlab.ai.alphabeta import WIN, AlphaBeta, SearchResult
from boardlab.ai.mcts import MCTS
from boardlab.ai.warmth import WARMTH
from boardlab.core.errors import IllegalMove, InvalidOption
from boardlab.core.game import Game, State

if TYPE_CHECKING:   # the compiled search loads numba: imported when a search first needs it
    from boardlab.ai.compiled import CompiledAlphaBeta
    from boardlab.ai.engine import Engine


class Agent(Protocol):
    """Anything that picks a legal move in a position that is not over."""

    name: str

    def choose(self, state: State) -> str:
        """A move in :meth:`State.legal_moves`."""
        ...


def _check_playable(state: State) -> None:
    if state.is_over:
        raise IllegalMove(f"the game is over ({state.reason}); there is no move to choose")


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
        _check_playable(state)
        return self._random.choice(state.legal_moves())


class _SearchAgent:
    """Shared by the searching agents: one adapter per game, reused from move to move."""

    name = "search"

    def __init__(self) -> None:
        self._adapters: dict[Game, SearchAdapter] = {}

    def adapter(self, state: State) -> SearchAdapter:
        """The search adapter for ``state``'s game (the fast one where the game has one)."""
        if state.game not in self._adapters:
            self._adapters[state.game] = warmed(adapter_for(state), state)
        return self._adapters[state.game]

    def choose(self, state: State) -> str:
        return self.analyse(state).best

    def analyse(self, state: State) -> SearchResult:
        """The best move, its value and the principal variation."""
        _check_playable(state)
        adapter = self.adapter(state)
        return self._search(adapter, adapter.root(state))

    def _search(self, adapter: SearchAdapter, root: Any) -> SearchResult:
        raise NotImplementedError


#: The fast adapters whose compiled code this process has already run.
_WARM_ADAPTERS: set[type] = set()


def warmed(adapter: SearchAdapter, state: State) -> SearchAdapter:
    """``adapter``, after a small untimed search with it the first time this process uses its kind.

    A fast engine's compiled code is loaded from numba's disk cache (or compiled, on a fresh
    install) when it first runs, which can take longer than a whole time budget; doing it here,
    before any clock starts, keeps it out of every search's time (a depth-2 search reaches the
    move generation, the evaluation and the last-step lookahead). The protocol adapter has no
    compiled code.
    """
    kind = type(adapter)
    if kind not in _WARM_ADAPTERS and not isinstance(adapter, ProtocolAdapter):
        _WARM_ADAPTERS.add(kind)
        if not state.is_over:
            AlphaBeta(adapter, max_depth=2).search(adapter.root(state))
    return adapter


class GreedyAgent(_SearchAgent):
    """Looks one step ahead: an immediate win if there is one, else the child the game's
    evaluation rates best for the mover; ties are broken at random (reproducibly with a seed)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self._random = random.Random(seed)

    def _search(self, adapter: SearchAdapter, root: Any) -> SearchResult:
        searcher = AlphaBeta(adapter, max_depth=1, seed=self._random.randrange(2**32))
        return searcher.search(root)


class ZeroEvaluation:
    """A search adapter that scores every unfinished position 0 and is otherwise ``inner``:
    the baseline against which ``benchmarks/eval_selfplay.py`` measures a game's evaluation."""

    def __init__(self, inner: SearchAdapter) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def evaluate(self, node: Any) -> float:
        return 0.0


#: The deepest search a spec may ask for (the compiled search's stack holds this many steps).
MAX_DEPTH = 94   # search_core.MAX_PLY - 2, written out so that parsing a spec loads no numba (a test holds it)
#: The values of ``alphabeta``'s ``eval`` parameter.
EVALUATIONS = ("game", "zero", "learned")


class AlphaBetaAgent(_SearchAgent):
    """Iterative-deepening alpha-beta to ``depth`` steps, stopped early by ``seconds``;
    ``evaluation`` ``"zero"`` replaces the game's evaluation by 0 (see :class:`ZeroEvaluation`);
    ``"learned"`` evaluates with the weights learned by self-play (:mod:`boardlab.ai.learned`:
    CCC and Cubes, in the compiled search only).

    Where the game has a fast engine the search is the compiled one
    (:class:`~boardlab.ai.compiled.CompiledAlphaBeta`); elsewhere, or with ``compiled=False``
    (the ``alphabeta_py`` spec), the Python search over the game's adapter."""

    def __init__(self, depth: int = 4, seconds: float | None = None, seed: int | None = None,
                 name: str | None = None, evaluation: str = "game", compiled: bool = True, nodes: int = 0,
                 reference: bool = False) -> None:
        super().__init__()
        if evaluation not in EVALUATIONS:
            raise InvalidOption(f"unknown evaluation {evaluation!r}; valid: {', '.join(EVALUATIONS)}")
        self.depth, self.seconds, self.seed, self.evaluation = depth, seconds, seed, evaluation
        self.compiled, self.nodes = compiled and not reference, nodes
        #: Search the readable rules (:class:`ProtocolAdapter`), never compiled code: what
        #: answers while a game's compiled code is warming up (:mod:`boardlab.ai.warmth`).
        self.reference = reference
        kind = "reference" if reference else "alphabeta" if compiled else "alphabeta_py"
        self.name = name or (kind + f":depth={depth}"
                             + (f",nodes={nodes}" if nodes else "") + (f",time={seconds:g}s" if seconds else "")
                             + (f",eval={evaluation}" if evaluation != "game" else ""))
        self._searchers: dict[int, AlphaBeta] = {}
        self._compiled_searchers: dict[Game, CompiledAlphaBeta | None] = {}
        self._seen: set[Hashable] = set()
        self._last: tuple[Game | None, int] = (None, -1)

    def analyse(self, state: State) -> SearchResult:
        """Search ``state``; positions this agent was asked about earlier in the same game
        count as draws in the search (see :meth:`AlphaBeta.search`)."""
        _check_playable(state)
        if self._warming(state):
            return self._reference_search(state)
        game, ply = self._last
        if game != state.game or state.ply < ply:  # a new game
            self._seen.clear()
        self._last = (state.game, state.ply)
        compiled = self._compiled_searcher(state)
        if compiled is not None:
            root = compiled.engine.encode(state)
            result = compiled.search(root, avoid=self._seen)  # type: ignore[arg-type]
            self._seen.add(compiled.key(root))
            return result
        adapter = self.adapter(state)
        root = adapter.root(state)
        result = self._searcher(adapter).search(root, avoid=self._seen)
        self._seen.add(adapter.key(root))
        return result

    def _warming(self, state: State) -> bool:
        """Whether this search answers from the reference rules now: a time-limited search
        whose game's compiled code is still warming up in the background (a search without a
        time limit promises its depth, and waits for the code)."""
        return self.compiled and self.seconds is not None and not WARMTH.search_ready(state.game.name)

    def _reference_search(self, state: State) -> SearchResult:
        """This search over the readable rules, within :data:`REFERENCE_SECONDS` at most."""
        WARMTH.prefer(state.game.name)
        seconds = min(self.seconds or REFERENCE_SECONDS, REFERENCE_SECONDS)
        stand_in = AlphaBetaAgent(self.depth, seconds, self.seed, evaluation=self.evaluation, reference=True)
        return stand_in.analyse(state)

    def _compiled_searcher(self, state: State) -> CompiledAlphaBeta | None:
        """The compiled search for ``state``'s game (warmed up untimed on first use), or
        ``None`` where the game has no fast engine for its options or the Python search was asked for."""
        if state.game not in self._compiled_searchers:
            from boardlab.ai.compiled import CompiledAlphaBeta, engine_for, warm_engine

            engine = engine_for(state) if self.compiled else None
            if self.evaluation == "learned" and not self.reference:  # a warming stand-in counts wins only
                engine = self._learned_engine(state, engine)
            searcher = None
            if engine is not None:
                warm_engine(engine, state)
                searcher = CompiledAlphaBeta(engine, self.depth, self.seconds, self.seed,
                                             evaluation=self.evaluation != "zero", max_nodes=self.nodes)
            self._compiled_searchers[state.game] = searcher
        return self._compiled_searchers[state.game]

    def _learned_engine(self, state: State, engine: Engine | None) -> Engine:
        """The fast engine with the game's learned weights (:mod:`boardlab.ai.learned`); an
        :class:`InvalidOption` where the search is not the compiled one or the game has none."""
        from boardlab.ai.learned import learned_engine

        if engine is None:
            why = "has no fast engine for these options" if self.compiled else "is searched in Python"
            raise InvalidOption(f"eval=learned needs the compiled alphabeta search; {state.game.name} {why}")
        return learned_engine(state)

    def adapter(self, state: State) -> SearchAdapter:
        if state.game not in self._adapters and self.reference:
            readable = ProtocolAdapter(state)
            # A game whose evaluation is compiled code still warming up counts wins and losses only.
            scored = self.evaluation == "game" and WARMTH.evaluation_ready(state.game.name)
            self._adapters[state.game] = readable if scored else ZeroEvaluation(readable)  # type: ignore[assignment]
        if state.game not in self._adapters and self.evaluation == "zero":
            self._adapters[state.game] = ZeroEvaluation(adapter_for(state))  # type: ignore[assignment]
        return super().adapter(state)

    def _searcher(self, adapter: SearchAdapter) -> AlphaBeta:
        searcher = self._searchers.get(id(adapter))
        if searcher is None:
            searcher = AlphaBeta(adapter, self.depth, self.seconds, self.seed, max_nodes=self.nodes)
            self._searchers[id(adapter)] = searcher
        return searcher

    def _search(self, adapter: SearchAdapter, root: Any) -> SearchResult:
        return self._searcher(adapter).search(root)


class MCTSAgent(_SearchAgent):
    """UCT search with an iteration budget, a time budget or both.

    Where the game has a fast engine the whole search is the compiled one
    (:class:`~boardlab.ai.mcts_compiled.CompiledMCTS`); elsewhere, or with ``compiled=False``
    (the ``mcts_py`` spec), the Python search over the game's adapter."""

    def __init__(self, iterations: int | None = 1000, seconds: float | None = None,
                 exploration: float = 1.4, cutoff: int = 0, seed: int | None = None,
                 name: str | None = None, compiled: bool = True) -> None:
        super().__init__()
        if iterations is None and seconds is None:
            raise InvalidOption("mcts needs a budget: iterations=N or a time such as 2s")
        self.iterations, self.seconds, self.exploration, self.cutoff = iterations, seconds, exploration, cutoff
        self.compiled = compiled
        self._random = random.Random(seed)
        budget = [f"iterations={iterations}"] if iterations is not None else []
        budget += [f"time={seconds:g}s"] if seconds is not None else []
        self.name = name or ("mcts:" if compiled else "mcts_py:") + ",".join(budget)
        self._engines: dict[Game, Engine | None] = {}

    def analyse(self, state: State) -> SearchResult:
        _check_playable(state)
        engine = self._engine(state)
        if engine is None:
            return super().analyse(state)
        from boardlab.ai.mcts_compiled import CompiledMCTS

        searcher = CompiledMCTS(engine, self.iterations, self.seconds, self.exploration, self.cutoff,
                                seed=self._random.randrange(2**32))
        return searcher.search(state)

    def _engine(self, state: State) -> Engine | None:
        """The fast engine of ``state``'s game (its compiled MCTS warmed up untimed on first
        use), or ``None`` where it has none for its options or the Python search was asked for.
        A timed search whose compiled MCTS a warming server has not loaded yet runs the Python
        tree meanwhile (compiling would cost more than its time: see :mod:`.warmth`)."""
        if self.seconds is not None and not WARMTH.mcts_ready(state.game.name):
            return None
        if state.game not in self._engines:
            from boardlab.ai.compiled import engine_for
            from boardlab.ai.mcts_compiled import warm_mcts

            engine = engine_for(state) if self.compiled else None
            if engine is not None:
                warm_mcts(engine, state)
            self._engines[state.game] = engine
        return self._engines[state.game]

    def _search(self, adapter: SearchAdapter, root: Any) -> SearchResult:
        searcher = MCTS(adapter, self.iterations, self.seconds, self.exploration, self.cutoff,
                        seed=self._random.randrange(2**32))
        return searcher.search(root)


class SolverAgent(_SearchAgent):
    """Plays the first move of a proven shortest solution found by the game's own solver
    (its search adapter's ``solve``: comet's). Where the solver finds none within ``depth``
    moves and three quarters of its time, it plays the best move a two-step search guided by
    the game's evaluation finds in the rest of the time.

    A solution is remembered: while play follows it, its next move is played at once.
    """

    #: The share of the time cap the solver may use before the fallback search.
    SOLVER_SHARE = 0.75

    def __init__(self, depth: int = 20, seconds: float | None = None, seed: int | None = None,
                 name: str | None = None) -> None:
        super().__init__()
        self.depth, self.seconds, self.seed = depth, seconds, seed
        self.name = name or "solver" + (f":time={seconds:g}s" if seconds else "")
        #: The remembered solution: its remaining moves from each position along it, per adapter
        #: (one adapter per game, so a plan never serves another goal).
        self._plan: dict[tuple[int, Hashable], list[Any]] = {}

    def analyse(self, state: State) -> SearchResult:
        """The solver's move; while the game's compiled code is warming up (and the solver has a
        time limit), alpha-beta over the readable rules answers instead (see :mod:`.warmth`)."""
        if self.seconds is not None and not WARMTH.search_ready(state.game.name):
            _check_playable(state)
            WARMTH.prefer(state.game.name)
            depth = REFERENCE_DEPTHS["medium"]
            return AlphaBetaAgent(depth, min(self.seconds, REFERENCE_SECONDS), self.seed, reference=True).analyse(state)
        return super().analyse(state)

    def _search(self, adapter: SearchAdapter, root: Any) -> SearchResult:
        solve = getattr(adapter, "solve", None)
        if solve is None:
            raise InvalidOption("the solver agent needs a game with a solver (comet)")
        started = time.monotonic()
        planned = self._plan.get((id(adapter), adapter.key(root)))
        if planned:
            return self._result(adapter, planned, None, started)
        budget = self.seconds * self.SOLVER_SHARE if self.seconds is not None else None
        solution = solve(root, budget, self.depth)
        if solution.moves is not None:
            line = [_action(adapter, root, text) for text in solution.moves]
            self._remember(adapter, root, line)
            return self._result(adapter, line, solution.states, started)
        left = None if self.seconds is None else max(0.01, self.seconds - (time.monotonic() - started))
        fallback = AlphaBeta(adapter, 2, left, self.seed).search(root)
        fallback.distance_at_least = solution.depth_searched + 1
        fallback.nodes += solution.states
        fallback.seconds = time.monotonic() - started
        return fallback

    def _remember(self, adapter: SearchAdapter, root: Any, line: list[Any]) -> None:
        self._plan.clear()
        node = root
        for index, move in enumerate(line):
            self._plan[(id(adapter), adapter.key(node))] = line[index:]
            node = adapter.play(node, move)

    def _result(self, adapter: SearchAdapter, line: list[Any], states: int | None, started: float) -> SearchResult:
        pv = [adapter.move_text(move) for move in line]
        return SearchResult(pv[0], WIN - len(pv), pv, len(pv), states or 0, time.monotonic() - started,
                            distance=len(pv))


def _action(adapter: SearchAdapter, node: Any, text: str) -> Any:
    """The adapter's move written ``text`` in ``node``."""
    for move in adapter.moves(node):
        if adapter.move_text(move) == text:
            return move
    raise ValueError(f"the solver's move {text} is not legal here")


@dataclass(frozen=True)
class Level:
    """A named strength: the agent spec for games with a fast engine and an evaluation, for
    games with only an evaluation, and for games with neither; and the time cap in seconds."""

    fast: str
    evaluated: str
    plain: str
    seconds: float
    description: str


#: The named strength levels, weakest first. Budgets are depths and iteration counts, so a
#: level plays the same on any machine unless the time cap cuts a search short.
LEVELS: dict[str, Level] = {
    "easy": Level("alphabeta:depth=1", "alphabeta:depth=1", "mcts:iterations=100,cutoff=20", 2.0,
                  "looks one move ahead"),
    "medium": Level("alphabeta:depth=3", "alphabeta:depth=2", "mcts:iterations=1000,cutoff=20", 5.0,
                    "sees its own next move beyond the opponent's reply"),
    "hard": Level("alphabeta:depth=7", "alphabeta:depth=3", "mcts:iterations=4000,cutoff=20", 10.0,
                  "searches seven steps ahead where the game has a fast engine (its own depth elsewhere)"),
    "expert": Level("alphabeta:nodes=2000000", "alphabeta:depth=4", "mcts:iterations=16000,cutoff=20", 10.0,
                    "the deepest search that fits about ten seconds a move"),
}


#: While a game's compiled code is warming up (:mod:`boardlab.ai.warmth`), each level plays
#: alpha-beta over the readable rules to this depth, within :data:`REFERENCE_SECONDS`: depth 2
#: takes 0.01-0.4 s from the five games' starts on the 2-core machine when it is idle (CCC's the
#: most), two to three times that while a compile runs beside it; the time cap keeps the reply
#: within 3 s whatever the position (the last completed depth decides). Measured by
#: ``benchmarks/first_reply.py`` (docs/ai.md, *The first minute*).
REFERENCE_DEPTHS: dict[str, int] = {"easy": 1, "medium": 2, "hard": 2, "expert": 2}
REFERENCE_SECONDS = 1.0


class LevelAgent:
    """A named strength level. A game may define its own levels (``LEVEL_SPECS`` in its fast
    module, e.g. comet's goal-directed players); otherwise the level picks its search by what
    the game offers (a fast engine, an evaluation, or neither)."""

    def __init__(self, level: str, seed: int | None = None, seconds: float | None = None) -> None:
        self.name = level
        self.level = LEVELS[level]
        self.seed = seed
        self.seconds = seconds if seconds is not None else self.level.seconds
        self._agents: dict[Game, _SearchAgent] = {}

    def spec_for(self, state: State) -> str:
        """The agent spec this level uses for ``state``'s game (without the time cap)."""
        compiled = not isinstance(adapter_for(state), ProtocolAdapter)
        # A game's own levels are budgets for its fast engine: where that engine leaves a
        # position to the reference rules (C1's repetition option, say), the general levels apply.
        own = level_specs(state).get(self.name) if compiled or not has_search_adapter(state) else None
        if own is not None:
            return own
        if compiled:
            return self.level.fast
        if type(state).evaluate is not State.evaluate:
            return self.level.evaluated
        return self.level.plain

    def _agent(self, state: State) -> _SearchAgent:
        if not WARMTH.search_ready(state.game.name):
            return self.reference_agent(state)
        if state.game not in self._agents:
            agent = parse_agent(with_time(self.spec_for(state), self.seconds), self.seed)
            if not isinstance(agent, _SearchAgent):
                raise InvalidOption(f"level {self.name!r} of {state.game.name} names {agent.name!r}, "
                                    "which is not a searching agent")
            self._agents[state.game] = agent
        return self._agents[state.game]

    def reference_agent(self, state: State) -> AlphaBetaAgent:
        """What plays for this level while ``state``'s game is warming up: alpha-beta over the
        readable rules to the level's :data:`REFERENCE_DEPTHS`, within :data:`REFERENCE_SECONDS`
        (or the level's own time, if shorter). The game is warmed next."""
        WARMTH.prefer(state.game.name)
        return AlphaBetaAgent(REFERENCE_DEPTHS[self.name], min(self.seconds, REFERENCE_SECONDS), self.seed,
                              reference=True)

    def warming_up(self, state: State) -> bool:
        """Whether this level plays ``state`` from the reference rules now (see :meth:`reference_agent`)."""
        return not WARMTH.search_ready(state.game.name)

    def choose(self, state: State) -> str:
        return self._agent(state).choose(state)

    def analyse(self, state: State) -> SearchResult:
        """The analysis of the level's underlying search."""
        return self._agent(state).analyse(state)


def with_time(spec: str, seconds: float) -> str:
    """``spec`` with a time budget of ``seconds`` added, unless it names its own time or its
    agent takes none. Raises :class:`InvalidOption` for a spec :func:`parse_spec` refuses.

    >>> with_time("alphabeta:depth=3", 2), with_time("solver", 0.5), with_time("mcts:1s", 2), with_time("greedy", 2)
    ('alphabeta:depth=3,time=2s', 'solver:time=0.5s', 'mcts:1s', 'greedy')
    """
    name, params = parse_spec(spec)
    if "time" in params or "time" not in AGENT_PARAMETERS[name]:
        return spec
    text = spec.strip()
    joiner = ("," if params else "") if ":" in text else ":"
    return f"{text}{joiner}time={seconds:g}s"


# --- the spec grammar ---------------------------------------------------------------------

#: Each agent's parameters.
AGENT_PARAMETERS = {
    "random": ("seed",),
    "greedy": ("seed",),
    "alphabeta": ("depth", "nodes", "time", "eval", "seed"),
    "mcts": ("iterations", "time", "c", "cutoff", "seed"),
    **{level: ("time", "seed") for level in LEVELS},
    "solver": ("depth", "time", "seed"),
    "alphabeta_py": ("depth", "nodes", "time", "eval", "seed"),
    "mcts_py": ("iterations", "time", "c", "cutoff", "seed"),
}
AGENT_NAMES = tuple(AGENT_PARAMETERS)


def _duration(text: str) -> float:
    """``2s`` -> 2.0, ``500ms`` -> 0.5, ``1.5`` -> 1.5 (seconds)."""
    number = text[:-2] if text.endswith("ms") else text[:-1] if text.endswith("s") else text
    try:
        seconds = float(number) / (1000 if text.endswith("ms") else 1)
    except ValueError:
        raise InvalidOption(f"{text!r} is not a time such as 2s, 1.5s or 500ms") from None
    if not seconds > 0:
        raise InvalidOption(f"a time budget must be positive, got {text!r}")
    return seconds


def _whole(name: str, text: str, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise InvalidOption(f"agent parameter {name!r} must be a whole number, got {text!r}") from None
    if value < minimum:
        raise InvalidOption(f"agent parameter {name!r} must be at least {minimum}, got {value}")
    return value


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Read an agent spec by the grammar of this module, without building the agent: the
    agent's name (in lower case) and its parameters as written, a bare duration read as ``time``.

    Raises :class:`InvalidOption` for an empty spec, an unknown agent (listing the known ones),
    a parameter the agent does not take (listing those it takes) or one that is neither
    ``key=value`` nor a duration. The values are checked only when the agent is built
    (:func:`parse_agent`).

    >>> parse_spec("MCTS:2s, c=1.2")
    ('mcts', {'time': '2s', 'c': '1.2'})
    >>> parse_spec("hard")
    ('hard', {})
    """
    if not isinstance(spec, str) or not spec.strip():
        raise InvalidOption(f"empty agent spec; known agents: {', '.join(AGENT_NAMES)}")
    name, _, text = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in AGENT_PARAMETERS:
        raise InvalidOption(f"unknown agent {spec!r}; known agents: {', '.join(AGENT_NAMES)}")
    params: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep:
            if part[:1].isdigit() or part[:1] == ".":
                key, value = "time", part
            else:
                raise InvalidOption(f"agent parameter {part!r} must be written key=value or as a time such as 2s")
        key = key.strip()
        if key not in AGENT_PARAMETERS[name]:
            raise InvalidOption(f"agent {name!r} has no parameter {key!r}; valid: {', '.join(AGENT_PARAMETERS[name])}")
        params[key] = value.strip()
    return name, params


def parse_agent(spec: str, seed: int | None = None) -> Agent:
    """The agent a spec names, e.g. ``random``, ``alphabeta:depth=4``, ``mcts:2s`` or ``hard``.

    ``seed`` applies unless the spec sets its own. Raises :class:`InvalidOption` for an unknown
    agent (listing the known ones) or a bad parameter.

    >>> parse_agent("mcts:iterations=50").name
    'mcts:iterations=50'
    """
    name, params = parse_spec(spec)
    seed = _whole("seed", params["seed"], 0) if "seed" in params else seed
    seconds = _duration(params["time"]) if "time" in params else None
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed)
    if name in ("alphabeta", "alphabeta_py"):
        nodes = _whole("nodes", params["nodes"], 1) if "nodes" in params else 0
        depth = _whole("depth", params["depth"], 1) if "depth" in params else (64 if seconds or nodes else 4)
        if depth > MAX_DEPTH:
            raise InvalidOption(f"agent parameter 'depth' must be at most {MAX_DEPTH}, got {depth}")
        return AlphaBetaAgent(depth, seconds, seed, evaluation=params.get("eval", "game"),
                              compiled=name == "alphabeta", nodes=nodes)
    if name in ("mcts", "mcts_py"):
        iterations = _whole("iterations", params["iterations"], 1) if "iterations" in params else (None if seconds else 1000)
        exploration = _number("c", params.get("c", "1.4"))
        cutoff = _whole("cutoff", params.get("cutoff", "0"), 0)
        return MCTSAgent(iterations, seconds, exploration, cutoff, seed, compiled=name == "mcts")
    if name == "solver":
        return SolverAgent(_whole("depth", params.get("depth", "20"), 1), seconds, seed)
    return LevelAgent(name, seed, seconds)


def _number(name: str, text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InvalidOption(f"agent parameter {name!r} must be a number, got {text!r}") from None
    if value < 0:
        raise InvalidOption(f"agent parameter {name!r} must not be negative, got {text!r}")
    return value


__all__ = [
    "AGENT_NAMES", "AGENT_PARAMETERS", "LEVELS", "Agent", "AlphaBetaAgent", "GreedyAgent", "Level", "LevelAgent",
    "MCTSAgent", "REFERENCE_DEPTHS", "REFERENCE_SECONDS", "RandomAgent", "SearchResult", "SolverAgent",
    "ZeroEvaluation", "parse_agent", "parse_spec", "with_time",
]
