"""Tactics suites (C1, AXIOM, Cubes): build them by a fixed method, then measure an agent on them.

``python benchmarks/ai_tactics.py build [--game c1]`` writes ``src/boardlab/puzzles/suites/<game>_tactics.json``.

**C1**:

1. Play random-versus-random C1 games (uniform choice among the legal moves, the
   reference engine, ``random.Random(seed)`` for seed 0, 1, 2, ...; at most 300 plies).
2. In each game take, for each kind below, the first position of that kind (so no game gives
   two positions of one kind), until every kind has :data:`PER_KIND` positions.
3. Kinds, decided by exhaustive search with the fast engine's solver
   (:func:`boardlab.games.c1.fast.forced_win`):

   * ``win1``, ``win2``, ``win3``: the side to move forces a win in 1, 2 or 3 of its own moves,
     and in no fewer; the solutions are the first moves that keep the forced win;
   * ``defence``: the side to move has no win in one, is under threat (the opponent could win
     at once were it their turn), and between one legal move and a quarter of them avoid
     losing on the opponent's next move; those moves are the solutions.

**AXIOM and Cubes** (kinds ``win1`` and ``win2`` only), the same way with three differences:

* the forced wins are proved by :mod:`boardlab.ai.tactics` with the game's compiled leaf check
  (``boardlab.games.<game>.tactics``); a win in ``n`` counts the mover's own *turns*, and in
  Cubes a turn is all the steps a player takes before the other is to move (bonus steps
  included), so a solution is the first step of a winning turn;
* the proof of each position may use at most :data:`BUDGET` leaf checks (and, in Cubes, each
  check at most ``LEAF_STEPS`` steps); a position that needs more is skipped, unclassified.
  Counts, not times, so the build gives the same suite on any machine;
* a position is taken only if at most :data:`MAX_SOLUTIONS` first moves solve it (a position
  where nearly every move wins tests nothing).

The AXIOM suite came from ``--game axiom build`` (92 games), the Cubes suite from
``--game cubes build --games 400`` (wins in 2 are rare in random Cubes: 38 in 400 games).

``python benchmarks/ai_tactics.py run [--game c1] [--agent hard] [--seconds 1]`` plays the
agent's choice in every position (with that thinking time) and prints the solve rate of each kind.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import time
from pathlib import Path

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.ai.tactics import SearchTooLarge
from boardlab.core.game import State
from boardlab.games.c1 import fast

DATA = Path(__file__).resolve().parent.parent / "src" / "boardlab" / "puzzles" / "suites"
PER_KIND = 40
MAX_PLIES = 300
#: The kinds of each game's suite.
KINDS = {"c1": ("win1", "win2", "win3", "defence"), "axiom": ("win1", "win2"), "cubes": ("win1", "win2")}
#: AXIOM and Cubes: the most leaf checks one position's proof may use, and the most solutions.
BUDGET = 3000
MAX_SOLUTIONS = 8


def suite_path(game: str) -> Path:
    return DATA / f"{game}_tactics.json"


def classify(state: State) -> tuple[str, list[str]] | None:
    """The kind of a position and its solutions, or ``None`` if it is none of the kinds."""
    if state.game.name != "c1":
        return classify_by_turns(state)
    board = fast.encode(state)  # type: ignore[arg-type]
    turns = fast.win_distance(board, 3)
    if turns:
        return f"win{turns}", fast.winning_moves(board, turns)
    if not state.threats():
        return None
    saving = fast.saving_moves(board)
    if 1 <= len(saving) <= len(state.legal_moves()) / 4:
        return "defence", saving
    return None


def classify_by_turns(state: State) -> tuple[str, list[str]] | None:
    """AXIOM and Cubes: ``win1`` or ``win2`` and the solutions, or ``None`` (also for a
    position over the budget or with too many solutions)."""
    tactics = importlib.import_module(f"boardlab.games.{state.game.name}.tactics")
    search = tactics.forced_wins(state, BUDGET)
    board = tactics.encode(state)
    try:
        turns = search.distance(board, 2)
        solutions = search.winning_moves(board, turns) if turns else []
    except SearchTooLarge:
        return None
    return (f"win{turns}", solutions) if 1 <= len(solutions) <= MAX_SOLUTIONS else None


def build(name: str, games: int | None = None) -> dict[str, object]:
    """Sample the suite by the method in the module docstring (from at most ``games`` games)."""
    game = boardlab.load(name)
    kinds = KINDS[name]
    found: dict[str, list[dict[str, object]]] = {kind: [] for kind in kinds}
    seed = 0
    while any(len(found[kind]) < PER_KIND for kind in kinds) and (games is None or seed < games):
        rng = random.Random(seed)
        state, taken = game.start(), set()
        while not state.is_over and state.ply < MAX_PLIES and len(taken) < len(kinds):
            verdict = classify(state)
            if verdict and verdict[0] not in taken and len(found[verdict[0]]) < PER_KIND:
                kind, solutions = verdict
                taken.add(kind)
                found[kind].append({"kind": kind, "position": state.position(), "solutions": solutions,
                                    "legal_moves": len(state.legal_moves()), "game_seed": seed, "ply": state.ply})
            state = state.play(rng.choice(state.legal_moves()))
        seed += 1
    what = "forced wins in 1-3 own moves and defences" if name == "c1" else "forced wins in 1-2 own turns"
    return {
        "description": f"{name} tactics: {what}, from random self-play; see benchmarks/ai_tactics.py for the method",
        "games_sampled": seed,
        "positions": [entry for kind in kinds for entry in found[kind]],
    }


def run(name: str, agent_spec: str, seconds: float) -> dict[str, dict[str, float]]:
    """Solve rates per kind for ``agent_spec`` given ``seconds`` per position."""
    game = boardlab.load(name)
    suite = json.loads(suite_path(name).read_text())["positions"]
    tally: dict[str, list[int]] = {kind: [0, 0] for kind in KINDS[name]}
    spec = agent_spec if "time=" in agent_spec else f"{agent_spec}{',' if ':' in agent_spec else ':'}time={seconds:g}s"
    # Warm up first: loading the compiled engines must not eat the first position's time cap.
    parse_agent(agent_spec, seed=0).choose(game.from_position(suite[0]["position"]))
    started = time.perf_counter()
    for entry in suite:
        agent = parse_agent(spec, seed=0)
        move = agent.choose(game.from_position(entry["position"]))
        tally[entry["kind"]][0] += move in entry["solutions"]
        tally[entry["kind"]][1] += 1
    report = {kind: {"solved": s, "total": n, "rate": s / n if n else 0.0} for kind, (s, n) in tally.items()}
    report["seconds"] = {"total": time.perf_counter() - started}  # type: ignore[dict-item]
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description="Build a tactics suite or measure an agent on it.")
    parser.add_argument("--game", choices=sorted(KINDS), default="c1", help="the game (default: c1)")
    sub = parser.add_subparsers(dest="command", required=True)
    builder = sub.add_parser("build", help="write src/boardlab/puzzles/suites/<game>_tactics.json")
    builder.add_argument("--games", type=int, help="sample at most this many games")
    runner = sub.add_parser("run", help="print the solve rates of an agent")
    runner.add_argument("--agent", default="hard", help="agent spec (default: hard)")
    runner.add_argument("--seconds", type=float, default=1.0, help="thinking time per position")
    args = parser.parse_args()
    if args.command == "build":
        suite = build(args.game, args.games)
        path = suite_path(args.game)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(suite, indent=1) + "\n")
        positions: list[dict[str, object]] = suite["positions"]  # type: ignore[assignment]
        counts = {kind: sum(e["kind"] == kind for e in positions) for kind in KINDS[args.game]}
        print(f"wrote {path}: {counts} from {suite['games_sampled']} games")
    else:
        print(json.dumps(run(args.game, args.agent, args.seconds), indent=1))


if __name__ == "__main__":
    main()
