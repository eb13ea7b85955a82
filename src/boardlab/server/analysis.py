"""The analysis board and the post-game review: the engine's view of any position, whatever the game.

Both use the project's own search (``boardlab.ai``, as ``boardlab analyse`` does): the game's
solver where it has one (comet: the distance to the goal), else iterative-deepening alpha-beta,
always with a server-side budget (:class:`~boardlab.server.limits.ServerLimits`). Both are slow
for some games: call them off the event loop.

>>> import boardlab
>>> result = analyse_state(boardlab.load("c1").start(), seconds=0.2, depth=1)
>>> sorted(result)[:4], result["to_move"]
(['best', 'depth', 'distance', 'distance_at_least'], 'black')
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardlab.ai import parse_agent
from boardlab.ai.adapters import adapter_for
from boardlab.ai.warmth import WARMTH
from boardlab.core.errors import BoardlabError, IllegalMove
from boardlab.core.game import State
from boardlab.server.errors import Unprocessable
from boardlab.server.game_setup import load_rules

#: How much of the mover's evaluation a turn may lose before the review marks it, by game:
#: ``(mistake, blunder)`` on the search's scale of [-1, 1] for the mover (1: a forced win found).
#: The games' evaluations differ in range: C1's and Cubes' move quickly between -0.5 and 0.5,
#: AXIOM's and CCC's stay nearer 0 until a win is in sight. Comet is played together: its
#: thresholds are in grand moves added to the distance to the goal.
REVIEW_THRESHOLDS: dict[str, tuple[float, float]] = {
    "c1": (0.25, 0.6),
    "cubes": (0.25, 0.6),
    "axiom": (0.15, 0.5),
    "ccc": (0.15, 0.5),
    "comet": (1, 3),
}
DEFAULT_THRESHOLDS = (0.25, 0.6)
#: The longest move list the analysis board replays.
MAX_ANALYSIS_MOVES = 2000
#: How many of the turns that lost the most the review names (those over the mistake threshold).
REVIEW_TOP = 3


def analysis_state(name: Any, options: Any, position: str | None = None, moves: Sequence[str] = ()) -> State:
    """The position to analyse: ``position`` (else the game's start) after ``moves`` (steps or
    whole turns). Any problem is :class:`~boardlab.server.errors.Unprocessable`, naming it.

    >>> analysis_state("c1", {}, None, ["Cd1-d2"]).to_move
    'white'
    """
    rules = load_rules(name, options)
    if len(moves) > MAX_ANALYSIS_MOVES:
        raise Unprocessable("analysis-too-many-moves", max=MAX_ANALYSIS_MOVES, count=len(moves))
    try:
        state = rules.from_position(position) if position else rules.start()
    except BoardlabError as error:
        raise Unprocessable("position-invalid", detail=str(error)) from None
    except (ValueError, IndexError, KeyError, TypeError):  # a parser bug must not answer 500
        raise Unprocessable("position-unreadable") from None
    for number, move in enumerate(moves, 1):
        try:
            state = state.play_turn(move)
        except IllegalMove as error:
            raise Unprocessable("move-invalid", number=number, detail=str(error)) from None
    return state


def engine_spec(state: State, seconds: float, depth: int) -> str:
    """The agent spec that analyses ``state``: the game's solver where it has one, else alpha-beta
    (also while the game's compiled code warms up: building the solver's adapter would load it)."""
    if WARMTH.search_ready(state.game.name) and hasattr(adapter_for(state), "solve"):
        return f"solver:time={seconds:g}s"
    return f"alphabeta:depth={depth},time={seconds:g}s"


def analyse_state(state: State, seconds: float, depth: int) -> dict[str, Any]:
    """The engine's best move, score (for the side to move, in [-1, 1]) and principal variation.

    ``seconds`` and ``depth`` bound the search; comet answers the distance to the goal too
    (``distance`` when proven, else ``distance_at_least``).
    """
    spec = engine_spec(state, seconds, depth)
    # While the game's compiled search warms up, the search answers from the readable rules at a
    # reduced depth (boardlab.ai.warmth): the answer says so.
    warming = not WARMTH.search_ready(state.game.name)
    result = parse_agent(spec, 0).analyse(state)  # type: ignore[attr-defined]
    return {"best": result.best, "score": round(result.score, 4), "pv": list(result.pv), "depth": result.depth,
            "nodes": result.nodes, "seconds": round(result.seconds, 3), "to_move": state.to_move,
            "distance": result.distance, "distance_at_least": result.distance_at_least, "engine": spec,
            "warming_up": warming}


@dataclass(frozen=True)
class TurnReview:
    """One turn as the review sees it, from its mover's view."""

    turn: int
    mover: str
    move: str
    #: The step count after the turn (the page shows that position when the turn is clicked).
    step: int
    before: float
    after: float
    best: str | None
    loss: float
    mark: str | None = None
    #: The turn as the move list numbers it: ``"2. a2"`` (the round's first turn), ``"2… g3"``.
    label: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"turn": self.turn, "mover": self.mover, "move": self.move, "step": self.step,
                "before": self.before, "after": self.after, "best": self.best, "loss": self.loss, "mark": self.mark,
                "label": self.label}


def turn_label(index: int, move: str, seats: int) -> str:
    """Turn ``index`` (0-based, from the game's start) numbered as the move list numbers it: one
    numbered row per round of ``seats`` turns, later turns of a round after an ellipsis.

    >>> turn_label(0, "b3", 2), turn_label(3, "g3", 2), turn_label(4, "prime-S", 3)
    ('1. b3', '2… g3', '2… prime-S')
    """
    number, place = divmod(index, max(seats, 1))
    return f"{number + 1}{'.' if place == 0 else '…'} {move}"


def review_game(start: State, steps: Sequence[str], seconds: float, depth: int) -> dict[str, Any]:
    """Every completed turn of a game with the mover's evaluation before and after it, and the
    turns that lost the most marked ``"blunder"`` or ``"mistake"`` (see :data:`REVIEW_THRESHOLDS`).

    Each position is searched once within ``seconds`` and ``depth``; a competitive game's scale is
    the score in [-1, 1], comet's (played together) is the distance to the goal in grand moves
    (``before`` and ``after`` are distances; ``loss`` is how many moves the turn added to it).
    """
    puzzle = start.game.cooperative
    turns = _turn_spans(start, steps)
    values: dict[int, tuple[float, str | None, str | None]] = {}   # step -> (value, best, to_move)

    def value_at(step: int, state: State) -> tuple[float, str | None, str | None]:
        if step not in values:
            values[step] = _value(state, seconds, depth, puzzle)
        return values[step]

    reviewed = []
    for index, (first, last, mover, before_state, after_state) in enumerate(turns):
        before, best, _ = value_at(first, before_state)
        after_value, _, after_mover = value_at(last, after_state)
        if puzzle:
            after, loss = after_value, after_value - (before - 1)
        else:
            after = _for_mover(after_state, after_value, after_mover, mover)
            loss = before - after
        move = start.game.step_separator.join(steps[first:last])
        reviewed.append(TurnReview(index, mover, move, last, round(before, 4), round(after, 4), best, round(loss, 4),
                                   label=turn_label(index, move, len(start.game.seats))))
    marked = _mark(reviewed, REVIEW_THRESHOLDS.get(start.game.name, DEFAULT_THRESHOLDS))
    return {"game": start.game.name, "scale": "distance" if puzzle else "score",
            "thresholds": dict(zip(("mistake", "blunder"), REVIEW_THRESHOLDS.get(start.game.name, DEFAULT_THRESHOLDS))),
            "turns": [turn.to_json() for turn in marked],
            "worst": [turn.turn for turn in sorted(marked, key=lambda t: -t.loss) if turn.mark][:REVIEW_TOP],
            "seconds_per_position": seconds, "depth": depth}


def _turn_spans(start: State, steps: Sequence[str]) -> list[tuple[int, int, str, State, State]]:
    """Each completed turn: (first step, step after it, mover, state before, state after)."""
    spans = []
    state, first, before = start, 0, start
    for number, step in enumerate(steps):
        turns_before = len(state.turns)
        state = state.play(step)
        if len(state.turns) > turns_before or state.is_over:
            spans.append((first, number + 1, str(before.to_move), before, state))
            first, before = number + 1, state
    return spans


def _value(state: State, seconds: float, depth: int, puzzle: bool) -> tuple[float, str | None, str | None]:
    """(value for the side to move, best move, side to move); a finished game scores its result."""
    if state.is_over:
        if puzzle:
            return 0.0, None, None
        return 0.0, None, state.winner
    result = analyse_state(state, seconds, depth)
    if puzzle:
        distance = result["distance"] if result["distance"] is not None else result["distance_at_least"]
        return float(distance if distance is not None else 0), result["best"], state.to_move
    return result["score"], result["best"], state.to_move


def _for_mover(state: State, value: float, seat: str | None, mover: str) -> float:
    """A value for the side ``seat`` (or a finished game's winner) turned into ``mover``'s view."""
    if state.is_over:
        return 1.0 if state.winner == mover else 0.0 if state.winner == "draw" else -1.0
    return value if seat == mover else -value


def _mark(turns: list[TurnReview], thresholds: tuple[float, float]) -> list[TurnReview]:
    """``turns`` with the worst of them (at most :data:`REVIEW_TOP`, over the threshold) marked."""
    mistake, blunder = thresholds
    worst = sorted((t for t in turns if t.loss >= mistake), key=lambda t: -t.loss)[:REVIEW_TOP]
    chosen = {t.turn: ("blunder" if t.loss >= blunder else "mistake") for t in worst}
    return [TurnReview(**{**t.__dict__, "mark": chosen.get(t.turn)}) for t in turns]


class ReviewCache:
    """Reviews kept in memory by (game id, steps stored), the least recently used forgotten first.

    A review is worth keeping only while its game is unchanged; it is cheap to recompute after a
    restart, so it is not stored in the database. ``pending`` holds the reviews being computed.
    """

    def __init__(self, size: int = 200) -> None:
        self._done: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        self._pending: set[tuple[Any, ...]] = set()
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: tuple[Any, ...]) -> dict[str, Any] | None:
        with self._lock:
            found = self._done.get(key)
            if found is not None:
                self._done.move_to_end(key)
            return found

    def claim(self, key: tuple[Any, ...]) -> bool:
        """Mark ``key`` as being computed; ``False`` when it already is (or is done)."""
        with self._lock:
            if key in self._pending or key in self._done:
                return False
            self._pending.add(key)
            return True

    def put(self, key: tuple[Any, ...], review: dict[str, Any] | None) -> None:
        """Store a finished review (``None``: it failed; the next request tries again)."""
        with self._lock:
            self._pending.discard(key)
            if review is not None:
                self._done[key] = review
                while len(self._done) > self._size:
                    self._done.popitem(last=False)
