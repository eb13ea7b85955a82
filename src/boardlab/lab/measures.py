"""Game-design measures of a variant, in the style of Browne's and Ludii's metrics.

Each measure is computed over all the stored games of one variant (every pairing together: the
measures describe the game, the pairings only supply games) and comes as ``{"value", "ci95"}``
or, where these games cannot give it, ``{"value": None, "reason": ...}``. docs/lab.md defines
each one; in short:

* ``branching_factor``: legal steps per decision, the mean of each game's mean;
* ``decisiveness``: the share of a decisive game left once its winner is ahead for good
  (``1 - decided_at``: 0, only the last step decided it; near 1, clear from the start);
* ``drama``: the share of decisive games in which the eventual loser was ahead at some step;
* ``lead_changes``: changes of the side ahead per game;
* ``uncertainty``: how open the result stays, ``1 - |v|`` averaged over sampled positions,
  ``v`` the fixed evaluator's value (0: every position already clear; 1: level all game);
* ``clarity``: how much the best move stands out, half the gap between the best and the
  second-best move's values by the fixed evaluator, averaged over sampled positions;
* ``coverage``: the share of the board's squares that a game's moves name;
* ``repetition``: the share of a game's positions (at the start of a turn) that occurred
  earlier in the same game;
* ``stalemate_share``: games that end with no winner, stopped by the move limit or drawn by the
  rules (``move_limit_share`` beside it: the move limit's part);
* ``skill_trace``: the score of each level against the level below it (a ladder's pairings).

The *fixed evaluator* is the game's own search (its search adapter, the compiled engine where
there is one) to :data:`PROBE_DEPTH` steps over the game's evaluation, whatever agents played:
so clarity and uncertainty compare variants, not agents. It reads at most
:data:`PROBE_POSITIONS` positions, evenly spaced, from each of at most :data:`PROBE_GAMES`
games per variant (the first by number of each pairing in turn), to keep a report quick.
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from boardlab.ai.adapters import NO_WINNER, SearchAdapter, adapter_for
from boardlab.core.errors import BoardlabError
from boardlab.core.game import State
from boardlab.core.movetext import replay_turns
from boardlab.core.registry import load
from boardlab.lab.metrics import LEAD_MARGIN, decided_at, lead_changes, loser_peak, mean_ci, rate
from boardlab.lab.store import LabGame

#: The fixed evaluator's depth in steps: each move is valued by a search of this depth from
#: the position it leads to, less one (1: the game's evaluation of that position).
PROBE_DEPTH = 2
#: Positions read per game, evenly spaced over its turns, and games read per variant.
PROBE_POSITIONS = 8
PROBE_GAMES = 24
#: The measures' keys, in the order the report gives them.
MEASURES = ("branching_factor", "decisiveness", "drama", "lead_changes", "uncertainty", "clarity", "coverage",
            "repetition", "stalemate_share", "skill_trace")

Measure = dict[str, Any]


def measured(value: float | None, interval: Sequence[float | None]) -> Measure:
    """A measure with its 95 % interval."""
    return {"value": value, "ci95": list(interval)}


def unmeasured(reason: str) -> Measure:
    """A measure these games cannot give, and why."""
    return {"value": None, "reason": reason}


def _mean_measure(values: list[float], low: float, high: float, reason: str) -> Measure:
    if not values:
        return unmeasured(reason)
    mean, interval = mean_ci(values, low, high)
    return measured(mean, interval)


# --- from the stored games alone -------------------------------------------------------------

def _evaluated(games: Sequence[LabGame]) -> list[LabGame]:
    return [g for g in games if g.evals and all(v is not None for v in g.evals) and len(set(g.movers)) == 2]


def branching_factor(games: Sequence[LabGame]) -> Measure:
    per_game = [statistics.fmean(g.legal) for g in games if g.legal]
    return _mean_measure(per_game, 0, math.inf, "no game made a step")


def decisiveness(games: Sequence[LabGame], seats: Sequence[str]) -> Measure:
    if len(seats) != 2:
        return unmeasured("a game of more than two seats has no side ahead")
    evaluated = _evaluated(games)
    if not evaluated:
        return unmeasured("the game has no evaluation to tell who is ahead")
    decisive = [1 - decided_at(g) for g in evaluated if g.winner in seats]
    return _mean_measure(decisive, 0, 1, "no decisive game")


def drama(games: Sequence[LabGame], seats: Sequence[str]) -> Measure:
    decisive = [g for g in _evaluated(games) if g.winner in seats]
    if len(seats) != 2 or not decisive:
        return unmeasured("no decisive game with an evaluation of two sides")
    share, interval = rate(sum(loser_peak(g) > LEAD_MARGIN for g in decisive), len(decisive))
    return measured(share, interval)


def lead_change_measure(games: Sequence[LabGame], seats: Sequence[str]) -> Measure:
    evaluated = _evaluated(games)
    if len(seats) != 2 or not evaluated:
        return unmeasured("the game has no evaluation of two sides to tell who leads")
    return _mean_measure([float(lead_changes(g)) for g in evaluated], 0, math.inf, "no game")


#: A square's name in a move: a file letter and a rank (AXIOM's ``.level`` is left out).
_SQUARE = re.compile(r"[a-s](?:1[0-9]|[1-9])(?![0-9])")


def board_squares(game: str, options: dict[str, Any]) -> int | None:
    """How many squares the variant's board has (``None`` for AXIOM, whose board is its cubes)."""
    if game == "c1":
        return 49
    if game == "comet":
        return 81
    if game == "cubes":
        return int(load(game, **options).options["size"]) ** 2
    if game == "ccc":
        return 8 * int(load(game, **options).start().to_json()["ranks"])
    return None


def coverage(games: Sequence[LabGame], game: str, options: dict[str, Any]) -> Measure:
    squares = board_squares(game, options)
    if squares is None:
        return unmeasured(f"{game}'s board is built of its pieces: it has no fixed set of squares to cover")
    named = [set(_SQUARE.findall(g.record)) for g in games if g.record]
    if not any(named):
        return unmeasured(f"{game}'s moves name no squares (a comet grand move names a group and a direction)")
    return _mean_measure([min(1.0, len(squares_named) / squares) for squares_named in named], 0, 1, "no game made a move")


def stalemate_share(games: Sequence[LabGame]) -> Measure:
    if not games:
        return unmeasured("no games")
    # A player left without a move who loses by the rules (Cubes, AXIOM) is a decision, not a
    # stalemate: only games that end with no winner count.
    stuck = [g for g in games if g.unfinished or g.winner == "draw"]
    share, interval = rate(len(stuck), len(games))
    limit, _ = rate(sum(g.unfinished for g in stuck), len(games))
    return {**measured(share, interval), "move_limit_share": limit}


# --- replaying the games: repetition and the fixed evaluator ---------------------------------

def probe_sample(games: Sequence[LabGame], limit: int = PROBE_GAMES) -> list[LabGame]:
    """The games the replay-based measures read: the pairings' games taken in turn, by number."""
    by_pairing: dict[tuple[str, str], list[LabGame]] = {}
    for game in sorted(games, key=lambda g: (g.pairing, g.number)):
        by_pairing.setdefault(game.pairing, []).append(game)
    queues = list(by_pairing.values())
    chosen: list[LabGame] = []
    for index in range(max((len(q) for q in queues), default=0)):
        chosen += [queue[index] for queue in queues if index < len(queue)]
    return chosen[:limit]


def replay(game: LabGame) -> list[State] | None:
    """The positions at the start of each turn of a stored game (``None`` if it cannot be replayed)."""
    rules = load(game.game, **game.options)
    try:
        return replay_turns(rules.start(), game.record.split(), {})
    except BoardlabError:
        return None


def repetition(sample: Sequence[LabGame], positions: dict[str, list[State]]) -> Measure:
    shares = []
    for game in sample:
        states = positions.get(game.task)
        if not states:
            continue
        adapter = adapter_for(states[0])
        seen: set[Any] = set()
        repeats = 0
        for state in states:
            key = adapter.key(adapter.root(state))
            repeats += key in seen
            seen.add(key)
        shares.append(repeats / len(states))
    return _mean_measure(shares, 0, 1, "no game could be replayed")


def move_values(adapter: SearchAdapter, node: Any, depth: int = PROBE_DEPTH) -> list[float]:
    """The value of each move at ``node`` for the seat to move, by a search of ``depth`` steps
    (values in [-1, 1]; a move that wins is +1, one that loses -1, one that draws 0)."""
    mover = adapter.mover(node)
    return [_child_value(adapter, mover, child, depth - 1) for _, child in adapter.children(node)]


def _child_value(adapter: SearchAdapter, mover: int | None, child: Any, depth: int) -> float:
    """The value of ``child`` for ``mover`` (the seat that moved into it), searched ``depth`` more steps."""
    winner = adapter.winner(child)
    if winner is not None:
        return 0.0 if winner == NO_WINNER else (1.0 if winner == mover else -1.0)
    static = max(-1.0, min(1.0, adapter.evaluate(child)))
    value = static if depth <= 0 else max(move_values(adapter, child, depth), default=static)
    # The value is the child's mover's; a multi-step turn keeps the same seat, so the same sign.
    return value if adapter.mover(child) == mover else -value


def _probe_game(states: list[State]) -> tuple[list[float], list[float]]:
    """Uncertainty and clarity at up to :data:`PROBE_POSITIONS` evenly spaced open positions."""
    open_states = [s for s in states if not s.is_over and s.to_move is not None]
    if not open_states:
        return [], []
    step = max(1, math.ceil(len(open_states) / PROBE_POSITIONS))
    adapter = adapter_for(open_states[0])
    uncertainty, clarity = [], []
    for state in open_states[::step][:PROBE_POSITIONS]:
        values = sorted(move_values(adapter, adapter.root(state)), reverse=True)
        if not values:
            continue
        uncertainty.append(1 - abs(values[0]))
        if len(values) > 1:
            clarity.append((values[0] - values[1]) / 2)
    return uncertainty, clarity


def probe_measures(sample: Sequence[LabGame], positions: dict[str, list[State]], seats: Sequence[str]
                   ) -> tuple[Measure, Measure]:
    """Uncertainty and clarity by the fixed evaluator over the sampled games."""
    if len(seats) != 2:
        reason = "the fixed evaluator values positions for one side against the other: two seats only"
        return unmeasured(reason), unmeasured(reason)
    if not any(g.evals and None not in g.evals for g in sample):
        reason = "the game has no evaluation for the fixed evaluator's search"
        return unmeasured(reason), unmeasured(reason)
    per_game_u, per_game_c = [], []
    for game in sample:
        states = positions.get(game.task)
        if not states:
            continue
        u, c = _probe_game(states)
        if u:
            per_game_u.append(statistics.fmean(u))
        if c:
            per_game_c.append(statistics.fmean(c))
    return (_mean_measure(per_game_u, 0, 1, "no open position to evaluate"),
            _mean_measure(per_game_c, 0, 1, "no position with two moves to compare"))


# --- all together ---------------------------------------------------------------------------------

def variant_measures(games: Sequence[LabGame], seats: Sequence[str], game: str, options: dict[str, Any],
                     skill: Callable[[], Measure] | None = None) -> dict[str, Measure]:
    """Every measure of one variant's games (``skill`` gives the skill trace where the games
    hold a level ladder; see :mod:`boardlab.lab.ladder`)."""
    sample = probe_sample(games)
    positions = {g.task: states for g in sample if (states := replay(g))}
    uncertainty, clarity = probe_measures(sample, positions, seats)
    return {
        "branching_factor": branching_factor(games),
        "decisiveness": decisiveness(games, seats),
        "drama": drama(games, seats),
        "lead_changes": lead_change_measure(games, seats),
        "uncertainty": uncertainty,
        "clarity": clarity,
        "coverage": coverage(games, game, options),
        "repetition": repetition(sample, positions),
        "stalemate_share": stalemate_share(games),
        "skill_trace": skill() if skill is not None else unmeasured(
            "no level ladder in these games: run 'boardlab lab ladder GAME' (pairings of each level against the "
            "one below)"),
    }


__all__ = ["MEASURES", "PROBE_DEPTH", "PROBE_GAMES", "PROBE_POSITIONS", "board_squares", "measured", "move_values",
           "probe_sample", "unmeasured", "variant_measures"]
