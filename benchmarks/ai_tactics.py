"""The C1 tactics suite: build it by a fixed method, then measure an agent on it.

``python benchmarks/ai_tactics.py build`` writes ``tests/data/c1_tactics.json``:

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

``python benchmarks/ai_tactics.py run [--agent hard] [--seconds 1]`` plays the agent's choice
in every position (with that thinking time) and prints the solve rate of each kind.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.core.game import State
from boardlab.games.c1 import fast

SUITE = Path(__file__).resolve().parent.parent / "tests" / "data" / "c1_tactics.json"
PER_KIND = 40
KINDS = ("win1", "win2", "win3", "defence")
MAX_PLIES = 300


def classify(state: State) -> tuple[str, list[str]] | None:
    """The kind of a position and its solutions, or ``None`` if it is none of the kinds."""
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


def build() -> dict[str, object]:
    """Sample the suite by the method in the module docstring."""
    game = boardlab.load("c1")
    found: dict[str, list[dict[str, object]]] = {kind: [] for kind in KINDS}
    seed = 0
    while any(len(found[kind]) < PER_KIND for kind in KINDS):
        rng = random.Random(seed)
        state, taken = game.start(), set()
        while not state.is_over and state.ply < MAX_PLIES:
            verdict = classify(state)
            if verdict and verdict[0] not in taken and len(found[verdict[0]]) < PER_KIND:
                kind, solutions = verdict
                taken.add(kind)
                found[kind].append({"kind": kind, "position": state.position(), "solutions": solutions,
                                    "legal_moves": len(state.legal_moves()), "game_seed": seed, "ply": state.ply})
            state = state.play(rng.choice(state.legal_moves()))
        seed += 1
    return {
        "description": "C1 tactics: forced wins in 1-3 own moves and defences, from random self-play; "
                       "see benchmarks/ai_tactics.py for the method",
        "games_sampled": seed,
        "positions": [entry for kind in KINDS for entry in found[kind]],
    }


def run(agent_spec: str, seconds: float) -> dict[str, dict[str, float]]:
    """Solve rates per kind for ``agent_spec`` given ``seconds`` per position."""
    game = boardlab.load("c1")
    suite = json.loads(SUITE.read_text())["positions"]
    tally: dict[str, list[int]] = {kind: [0, 0] for kind in KINDS}
    spec = agent_spec if "time=" in agent_spec else f"{agent_spec}{',' if ':' in agent_spec else ':'}time={seconds:g}s"
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
    parser = argparse.ArgumentParser(description="Build the C1 tactics suite or measure an agent on it.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help=f"write {SUITE.name}")
    runner = sub.add_parser("run", help="print the solve rates of an agent")
    runner.add_argument("--agent", default="hard", help="agent spec (default: hard)")
    runner.add_argument("--seconds", type=float, default=1.0, help="thinking time per position")
    args = parser.parse_args()
    if args.command == "build":
        suite = build()
        SUITE.parent.mkdir(parents=True, exist_ok=True)
        SUITE.write_text(json.dumps(suite, indent=1) + "\n")
        positions: list[dict[str, object]] = suite["positions"]  # type: ignore[assignment]
        counts = {kind: sum(e["kind"] == kind for e in positions) for kind in KINDS}
        print(f"wrote {SUITE}: {counts} from {suite['games_sampled']} games")
    else:
        print(json.dumps(run(args.agent, args.seconds), indent=1))


if __name__ == "__main__":
    main()
