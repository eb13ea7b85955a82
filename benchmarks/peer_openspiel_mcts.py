"""boardlab's ``hard`` against OpenSpiel's Python MCTS bot (issue 27, "Stronger than every peer").

The peer is ``open_spiel.python.algorithms.mcts.MCTSBot`` unchanged: UCT with ``--uct-c``
(default 2, OpenSpiel's example value), ``--simulations`` simulations a move (at least 1,000
for the issue, whatever the time they take), OpenSpiel's solver on, random rollouts. Its tree
is OpenSpiel's over boardlab's OpenSpiel door (``boardlab.openspiel``); its rollouts are
uniformly random games played to the end either by boardlab's compiled engine
(``--rollouts engine``, the default: the same random games, fast) or by OpenSpiel's own
``RandomRolloutEvaluator`` through the door (``--rollouts spiel``, about 15 times slower).

``hard`` is the level with its time cap lifted (``hard:time=100000``), as the level
tournaments play it, so the shared machine's load cannot cut its depth. Game ``n`` puts
``hard`` on seat ``n % 2`` (both colours, alternating); Cubes is played with ``first=black``
so that the seat decides who opens. A game still going after ``--max-plies`` steps is a draw.

Every finished game is appended to ``--journal`` (JSON lines, see ``peer_journal.py``); a
rerun with the same journal plays only the games it lacks, so the match resumes after any
interruption. Run from the repository root, at low priority on a shared machine::

    nice -n 10 python benchmarks/peer_openspiel_mcts.py --game cubes --games 20 \\
        --journal benchmarks/results/peer_mcts_cubes.jsonl
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import boardlab.openspiel  # noqa: F401  (registers boardlab_c1 ... with OpenSpiel)
from boardlab.ai.adapters import adapter_for
from boardlab.ai.agents import parse_agent
from boardlab.ai.engine import EngineAdapter
from boardlab.core.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from peer_journal import Journal, resolved_spec, summary  # noqa: E402

GAMES = ("c1", "ccc", "cubes")
#: The level played, its time cap lifted.
HARD = "hard:time=100000"


class EngineRolloutEvaluator(mcts.Evaluator):
    """OpenSpiel's random-rollout evaluation with the rollout played by boardlab's compiled
    engine: a uniformly random game from the position to its end (at most 300 steps, else a
    draw), its result as returns per player; priors uniform, as ``RandomRolloutEvaluator``'s."""

    def __init__(self, n_rollouts: int = 1, seed: int = 0) -> None:
        self.n_rollouts = n_rollouts
        self._rng = random.Random(seed)
        self._adapters: dict[Game, EngineAdapter] = {}

    def _adapter(self, game_state: Any) -> EngineAdapter:
        if game_state.game not in self._adapters:
            adapter = adapter_for(game_state)
            if not isinstance(adapter, EngineAdapter):
                raise ValueError(f"{game_state.game.name} with these options has no fast engine; use --rollouts spiel")
            self._adapters[game_state.game] = adapter
        return self._adapters[game_state.game]

    def evaluate(self, state: Any) -> np.ndarray:
        if state.is_terminal():
            return np.array(state.returns())
        game_state = state.state
        adapter = self._adapter(game_state)
        root = adapter.root(game_state)
        total = sum(np.array(adapter.playout(root, self._rng, 0)) for _ in range(self.n_rollouts))
        return total / self.n_rollouts

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(legal)) for action in legal]


def spiel_game(name: str, max_plies: int) -> Any:
    """The OpenSpiel game of a peer match: ``max_plies`` steps at most, Cubes' opener fixed."""
    params: dict[str, Any] = {"max_steps": max_plies}
    if name == "cubes":
        params["first"] = "black"
    return pyspiel.load_game(f"boardlab_{name}", params)


def mcts_bot(game: Any, simulations: int, uct_c: float, rollouts: str, seed: int) -> mcts.MCTSBot:
    rng = np.random.RandomState(seed)
    evaluator = EngineRolloutEvaluator(1, seed) if rollouts == "engine" else mcts.RandomRolloutEvaluator(1, rng)
    return mcts.MCTSBot(game, uct_c, simulations, evaluator, solve=True, random_state=rng)


def action_of(state: Any, move: str) -> int:
    """The OpenSpiel action that plays ``move`` (boardlab notation) in ``state``."""
    player = state.current_player()
    for action in state.legal_actions():
        if state.action_to_string(player, action) == move:
            return action
    raise ValueError(f"{move!r} is no legal action in {state}")


def play_game(name: str, number: int, seed: int, simulations: int, uct_c: float, rollouts: str,
              max_plies: int, hard: str = HARD) -> dict[str, Any]:
    """One game, ``hard`` on seat ``number % 2``; the journal entry of its result."""
    game = spiel_game(name, max_plies)
    state = game.new_initial_state()
    seats = state.state.game.seats
    hard_seat = number % 2
    game_seed = seed * 1_000_003 + number
    agent = parse_agent(hard, game_seed)
    bot = mcts_bot(game, simulations, uct_c, rollouts, game_seed)
    moves: list[str] = []
    cpu = [0.0, 0.0]  # hard, MCTS
    started = time.perf_counter()
    while not state.is_terminal():
        player = state.current_player()
        clock = time.process_time()
        if player == hard_seat:
            move = agent.choose(state.state)
            action = action_of(state, move)
        else:
            action = bot.step(state)
            move = state.action_to_string(player, action)
        cpu[player != hard_seat] += time.process_time() - clock
        moves.append(move)
        state.apply_action(action)
    final = state.state
    winner = final.winner if final.is_over else None
    score = 0.5 if winner not in seats else 1.0 if winner == seats[hard_seat] else 0.0
    return {"number": number, "hard_spec": resolved_spec(hard, final), "hard_seat": seats[hard_seat],
            "score": score, "winner": winner,
            "reason": final.reason if final.is_over else f"unfinished after {max_plies} steps",
            "plies": len(moves), "moves": moves, "seconds": round(time.perf_counter() - started, 1),
            "hard_cpu_s": round(cpu[0], 2), "mcts_cpu_s": round(cpu[1], 2),
            "load": round(os.getloadavg()[0], 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAMES, required=True)
    parser.add_argument("--games", type=int, required=True, help="games in the match (both colours alternate)")
    parser.add_argument("--journal", type=Path, required=True, help="JSON-lines journal; a rerun resumes it")
    parser.add_argument("--simulations", type=int, default=1000, help="MCTS simulations a move (default 1000)")
    parser.add_argument("--uct-c", type=float, default=2.0)
    parser.add_argument("--rollouts", choices=("engine", "spiel"), default="engine")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hard", default=HARD, help=f"boardlab's agent spec (default {HARD})")
    parser.add_argument("--no-play", action="store_true", help="print the score the journal holds, playing nothing")
    args = parser.parse_args(argv)
    if args.games < 1 or args.simulations < 1:
        parser.error("--games and --simulations must be at least 1")
    settings = {"game": args.game, "hard": args.hard, "simulations": args.simulations, "uct_c": args.uct_c,
                "rollouts": args.rollouts, "max_plies": args.max_plies, "seed": args.seed}
    journal = Journal(args.journal, settings)
    # A level names a search that may be raised between runs: one journal holds one search.
    if not args.no_play:  # an old journal can still be read
        journal.refuse_other("hard_spec", resolved_spec(args.hard, spiel_game(args.game, args.max_plies)
                                                        .new_initial_state().state))
    done = journal.finished()
    print(f"{args.game}: {args.hard} v OpenSpiel MCTSBot ({args.simulations} simulations, {args.rollouts} rollouts); "
          f"{len([n for n in done if n < args.games])} of {args.games} games in {args.journal}", flush=True)
    try:
        for number in range(args.games):
            if number in done or args.no_play:
                continue
            entry = play_game(args.game, number, args.seed, args.simulations, args.uct_c, args.rollouts,
                              args.max_plies, args.hard)
            journal.record(entry)
            print(f"game {number}: hard {entry['hard_seat']}, score {entry['score']}, {entry['plies']} plies, "
                  f"{entry['reason']}; {entry['seconds']} s (hard {entry['hard_cpu_s']} CPU s, "
                  f"MCTS {entry['mcts_cpu_s']} CPU s, load {entry['load']})", flush=True)
    except KeyboardInterrupt:
        print("interrupted; the journal keeps every finished game", flush=True)
    games = [g for n, g in sorted(journal.finished().items()) if n < args.games]
    print(summary(games, f"{args.hard} v MCTSBot {args.game}"), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
