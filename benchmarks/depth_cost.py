"""What a fixed search depth costs: CPU seconds of ``alphabeta:depth=D`` in the positions of
``ai_levels.py``, for choosing the levels' depth budgets.

    python benchmarks/depth_cost.py --game cubes --option size=12 --depths 3 4 5
    python benchmarks/depth_cost.py --game axiom --depths 5 --eval learned

For each depth it prints one line: the game's options, the depth, and per position (the start
and the three midgames of ``ai_levels.py``) this process's CPU seconds with the depth completed
in brackets (less than asked where the game ends or a win is found sooner). CPU seconds are
what a search would take on an idle core, so they stay comparable on a busy machine, where the
wall-clock time is a multiple of them. No time cap applies; compilation happens first.
"""

from __future__ import annotations

import argparse
import time

import boardlab
from ai_levels import MIDGAMES, _option, midgame
from boardlab.ai.agents import parse_agent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--depths", type=int, nargs="+", required=True)
    parser.add_argument("--eval", default="game", choices=("game", "learned"),
                        help="the evaluation searched with: the game's own (default) or its learned one")
    args = parser.parse_args()
    options = dict(_option(text) for text in args.option)
    positions = [boardlab.load(args.game, **options).start()]
    positions += [midgame(args.game, steps, seed, options) for steps, seed in MIDGAMES]
    parse_agent("alphabeta:depth=1").analyse(positions[0])  # type: ignore[attr-defined]
    for depth in args.depths:
        cells = []
        for state in positions:
            cpu = time.process_time()
            spec = f"alphabeta:depth={depth}" + (",eval=learned" if args.eval == "learned" else "")
            result = parse_agent(spec, 0).analyse(state)  # type: ignore[attr-defined]
            cells.append(f"{time.process_time() - cpu:.2f} ({result.depth})")
        evaluation = "" if args.eval == "game" else f" eval={args.eval}"
        print(f"{args.game} {options} depth {depth}{evaluation}: {'  '.join(cells)}", flush=True)


if __name__ == "__main__":
    main()
