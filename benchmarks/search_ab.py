"""One lever at a time: this checkout's search against an older core or engine, in one process.

    git show 843dec0:src/boardlab/ai/search_core.py > /tmp/core_old.py
    python benchmarks/search_ab.py cubes --core /tmp/core_old.py [--runs 5]
    git show 843dec0:src/boardlab/games/cubes/fast.py > /tmp/cubes_fast_843dec0.py
    python benchmarks/search_ab.py cubes --engine /tmp/cubes_fast_843dec0.py

``search_speed.py`` compares whole checkouts, each in its own process, so a change worth a few
per cent drowns in the difference between two processes on a shared machine. Here both
variants are compiled side by side in one process and searched in turns: the four positions
of ``search_speed.py`` at its depth for the game, ``--runs`` times, CPU seconds
(``time.process_time``) of each variant's four searches, and the median. ``--core`` names an
older ``search_core.py``, compiled for this checkout's engine; ``--engine`` an older copy of the
game's fast module, whose ``search_engine`` gives the other variant (searched by this
checkout's core). Each variant's compiled functions get names of their own, so numba's cache
never hands one variant the other's code. It prints each variant's median, its runs and its
nodes a CPU second, and whether the two searched the same trees (node counts, best moves and
values): a speed change must keep them.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import statistics
import sys
import time
import types
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from search_speed import DEPTHS, _positions  # noqa: E402  (this folder's script, imported as a module)

from boardlab.ai.compiled import CompiledAlphaBeta, bindings, compiled_search, engine_for  # noqa: E402
from boardlab.ai.engine import Engine  # noqa: E402
from boardlab.core.specialise import specialise  # noqa: E402


def core_from(path: Path, engine: Engine) -> types.ModuleType:
    """The search core in ``path`` compiled for ``engine`` (as :func:`compiled_search` does)
    under a module name of its own."""
    template = types.SimpleNamespace(__name__="boardlab.ai.search_core_ab", __file__=str(path))
    namespace: dict[str, Any] = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)  # noqa: S102 - a copy of our own source
    bound, sources, aliases = bindings(engine)
    if engine.quiet is None:
        aliases["eng_quiet"] = "quiet_never"
    elif "quiet" in engine.with_workspace:
        bound["eng_quiet"] = engine.quiet
    else:
        bound["engine_quiet"] = engine.quiet
        aliases["eng_quiet"] = "quiet_plain"
    return specialise(template, engine.game, namespace["COMPILED"], bound, sources, aliases)


def engine_from(path: Path, state: Any, game: str) -> Engine:
    """The ``search_engine`` of the fast module copy in ``path`` (imported by its file name,
    which must differ from every module's: numba and the search's source digest find it by
    name), named apart."""
    sys.path.insert(0, str(path.parent))
    module = importlib.import_module(path.stem)
    return dataclasses.replace(module.search_engine(state), game=f"{game}_ab")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(DEPTHS))
    parser.add_argument("--core", type=Path, help="an older search_core.py")
    parser.add_argument("--engine", type=Path, help="an older copy of the game's fast module")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if (args.core is None) == (args.engine is None):
        parser.error("give one of --core and --engine")
    positions = _positions(args.game)
    engine = engine_for(positions[0][1])
    assert engine is not None
    new = compiled_search(engine)  # first: it declares the engine's functions' reference counting
    if args.core is not None:
        variants = {"old": (engine, core_from(args.core, engine)), "new": (engine, new)}
    else:
        old = engine_from(args.engine, positions[0][1], args.game)
        variants = {"old": (old, compiled_search(old)), "new": (engine, new)}
    depth = DEPTHS[args.game]

    def run(engine: Engine, compiled: types.ModuleType, max_depth: int) -> list[tuple[int, str, float]]:
        found = []
        for _, state in positions:
            searcher = CompiledAlphaBeta(engine, max_depth, seed=0)
            searcher._compiled = compiled  # the variant's compiled search over its engine
            result = searcher.search(state)
            found.append((result.nodes, result.best, round(result.value, 12)))
        return found

    for variant in variants.values():
        run(*variant, 2)  # compiled (or loaded) before any clock
    seconds: dict[str, list[float]] = {name: [] for name in variants}
    trees: dict[str, list[tuple[int, str, float]]] = {}
    for _ in range(args.runs):
        for name, variant in variants.items():
            started = time.process_time()
            trees[name] = run(*variant, depth)
            seconds[name].append(time.process_time() - started)
    for name in variants:
        nodes, median = sum(tree[0] for tree in trees[name]), statistics.median(seconds[name])
        print(f"{name}: median {median:.4f} CPU s (runs {', '.join(f'{s:.3f}' for s in seconds[name])}), "
              f"{nodes:,} nodes, {nodes / median:,.0f} nodes a CPU second")
    print("same trees (nodes, best moves, values):", trees["old"] == trees["new"])


if __name__ == "__main__":
    main()
