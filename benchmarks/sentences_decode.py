"""Benchmark reading comet circumflex sentences: 1 MB of text, a sentence about every 25 characters.

    .venv/bin/python benchmarks/sentences_decode.py [--lang de] [--rounds 3] [--size 1000000]

Builds (with a fixed seed) about a million characters of mixed-script text holding about
40,000 sentences of varied numbers and parameters, then times, taking the best of ``--rounds``:

1. ``decode(text)`` in-process (finding and checking every sentence), cold (the reader's memo
   of good sentence bodies emptied each round) and warm;
2. ``render_text(text, lang)`` in-process (the same, and every sentence in words), cold (both
   memos emptied; the dictionary itself already loaded);
3. ``boardlab sentences decode --lang L FILE`` as a new process (wall clock, start included);
4. the worst case for the memos: the same amount of text where every sentence is different
   (sentence 311 with a different move each time), decoded and rendered cold.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from boardlab.games.comet.goals import BUILTIN_GOALS, parse_goal
from boardlab.games.comet.rules import GRAND_MOVES
from boardlab.sentences import CATALOGUE, codec, decode, encode
from boardlab.sentences.rendering import dictionary, render_text
from boardlab.sentences.types import COLOURS, GAMES, NAMED_REGIONS, SEATS, SHAPES

WORDS = ("the", "move", "nice", "ok", "lol", "Spiel", "très", "bien", "ход", "хорошо", "مرحبا", "良い", "好棋", "e5")


def sample_value(kind: str, rng: random.Random) -> object:
    """A random valid value of a parameter type."""
    squares = [f"{f}{r}" for f in "abcdefghi" for r in range(1, 10)]
    choices = {
        "piece": lambda: rng.randint(1, 9),
        "pieces": lambda: sorted(rng.sample(range(1, 10), rng.randint(1, 4))),
        "shape": lambda: rng.choice(SHAPES), "colour": lambda: rng.choice(COLOURS),
        "group": lambda: str(rng.choice(GRAND_MOVES).group.code),
        "direction": lambda: rng.choice("NSEW"), "grandmove": lambda: str(rng.choice(GRAND_MOVES)),
        "goal": lambda: str(parse_goal(rng.choice(list(BUILTIN_GOALS.values()))[0])),
        "region": lambda: rng.choice([*NAMED_REGIONS, rng.choice(squares), "a1:c3", "rank5", "file-e"]),
        "count": lambda: rng.randint(0, 60), "seat": lambda: rng.choice(SEATS), "game": lambda: rng.choice(GAMES),
        "move": lambda: rng.choice(["Cd1-d3", "Pe7-e6", "Sb2.2U-b2.1S", "a1", "Ca1-a4"]),
        "square": lambda: rng.choice(squares), "duration": lambda: rng.choice([5, 30, 45, 60, 90, 120, 600, 3600]),
    }
    return choices[kind]()


def build_text(size: int, seed: int = 23) -> tuple[str, int]:
    """About ``size`` characters with a sentence about every 25 characters; and the sentence count."""
    rng = random.Random(seed)
    specs = list(CATALOGUE.values())
    parts: list[str] = []
    length = count = 0
    while length < size:
        spec = rng.choice(specs)
        sentence = encode(spec.number, *(sample_value(p.type, rng) for p in spec.parameters))
        filler = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 2)))
        filler = (filler + " " * 25)[: max(1, 25 - min(len(sentence), 20))]
        parts.append(sentence + filler)
        length += len(parts[-1])
        count += 1
    return "".join(parts), count


def best_of(rounds: int, work) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="de")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--size", type=int, default=1_000_000, help="characters of text")
    args = parser.parse_args()
    text, count = build_text(args.size)
    book = dictionary(args.lang)
    print(f"# python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cpus")
    print(f"text: {len(text):,} characters, {len(text.encode('utf-8')):,} bytes UTF-8, {count:,} sentences "
          f"({len({(s.number, s.parameters) for s in decode(text)}):,} distinct), "
          f"one every {len(text) / count:.1f} characters")
    assert len(decode(text)) == count

    def cold_decode(text: str = text) -> None:
        codec._GOOD_BODIES.clear()
        decode(text)

    def cold_render(text: str = text) -> None:
        codec._GOOD_BODIES.clear()
        book._cache.clear()  # every sentence formatted again, as a fresh process would
        render_text(text, args.lang, lenient=False)

    print(f"in-process decode: cold {best_of(args.rounds, cold_decode):.3f} s, "
          f"warm {best_of(args.rounds, lambda: decode(text)):.3f} s")
    print(f"in-process decode and render ({args.lang}), cold: {best_of(args.rounds, cold_render):.3f} s")
    unique = "".join(encode(311, f"m{i}") + "  plain text  " for i in range(count))
    print(f"every sentence different ({count:,} sentences, {len(unique):,} characters): decode cold "
          f"{best_of(args.rounds, lambda: cold_decode(unique)):.3f} s, decode and render cold "
          f"{best_of(args.rounds, lambda: cold_render(unique)):.3f} s")

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "text.txt"
        path.write_text(text, encoding="utf-8")
        command = [sys.executable, "-m", "boardlab.cli", "sentences", "decode", "--lang", args.lang, str(path)]

        def process() -> None:
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)

        print(f"process `boardlab sentences decode --lang {args.lang}` (start included): "
              f"{best_of(args.rounds, process):.3f} s")
        start = [sys.executable, "-m", "boardlab.cli", "--version"]
        print(f"process `boardlab --version` (start alone): "
              f"{best_of(args.rounds, lambda: subprocess.run(start, check=True, stdout=subprocess.DEVNULL)):.3f} s")


if __name__ == "__main__":
    main()
