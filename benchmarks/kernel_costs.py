"""What each fast engine's calls cost inside a search: CPU microseconds a call.

    python benchmarks/kernel_costs.py c1 axiom ccc cubes

For each game it takes 60 positions from seeded random playouts and times, in compiled loops
(``kernel_loops.py``, compiled per engine as the search is), the engine's ``generate``, its
``evaluate``, a board copy, a copy and ``make`` of every legal move, and the search's hash
update after each move (printed as its cost beyond copy and make). CPU seconds of the process
(``time.process_time``), so a busy machine changes the figures less; say the load with them.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections.abc import Callable

import kernel_loops
import numpy as np

import boardlab
from boardlab.ai.compiled import bindings, engine_for
from boardlab.core.game import State
from boardlab.core.specialise import specialise

POSITIONS = 60
REPEATS = 20


def positions(game: str, count: int, seed: int = 5) -> list[State]:
    """``count`` unfinished positions after 0 to 39 seeded random steps."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = boardlab.load(game).start()
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over:
            found.append(state)
    return found


def cpu_seconds(function: Callable[..., object], *arguments: object) -> float:
    started = time.process_time()
    function(*arguments)
    return time.process_time() - started


def measure(game: str) -> str:
    """One line of microseconds a call for ``game``'s engine."""
    states = positions(game, POSITIONS)
    engine = engine_for(states[0])
    bound, sources, aliases = bindings(engine)
    loops = specialise(kernel_loops, f"{game}_costs", kernel_loops.COMPILED, bound, sources, aliases)
    boards = np.array([engine.encode(state) for state in states])
    moves = np.zeros((POSITIONS, engine.max_moves), dtype=np.int64)
    counts = np.zeros(POSITIONS, dtype=np.int64)
    for index, board in enumerate(boards):
        legal = engine.moves(board)
        counts[index] = len(legal)
        moves[index, :len(legal)] = legal
    ws, out, scratch = engine.workspace, np.empty(engine.max_moves, dtype=np.int64), boards[0].copy()
    hashing = (engine.turn_index, engine.turn_clamp)
    for repeats in (1, REPEATS):  # the first round compiles (or loads) and warms up, untimed
        few = max(1, repeats // 4)
        generate = cpu_seconds(loops.b_generate, boards, ws, out, repeats) / (repeats * POSITIONS)
        evaluate = cpu_seconds(loops.b_evaluate, boards, ws, repeats) / (repeats * POSITIONS)
        made = few * counts.sum()
        copy = cpu_seconds(loops.b_copy, boards, moves, counts, scratch, few) / made
        make = cpu_seconds(loops.b_make, boards, ws, moves, counts, scratch, few) / made
        rehash = cpu_seconds(loops.b_rehash, boards, ws, moves, counts, scratch, few, *hashing) / made
    return (f"{game}: board {boards.shape[1]}, {counts.mean():.0f} moves on average | generate {generate * 1e6:.2f} us"
            f" | evaluate {evaluate * 1e6:.2f} us | copy {copy * 1e6:.3f} us | copy and make {make * 1e6:.2f} us"
            f" | hash update {(rehash - make) * 1e6:.2f} us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", choices=("c1", "axiom", "ccc", "cubes"))
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    for game in args.games:
        print(measure(game), flush=True)


if __name__ == "__main__":
    main()
