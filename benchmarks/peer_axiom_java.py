"""boardlab's AXIOM ``hard`` against the Java program's alpha-beta (issue 27, "Stronger than every peer").

The peer is the public Java implementation of AXIOM (GitHub ``mgoadric/axiom``, folder
``java/``), brought by the caller and passed as ``--java-dir``; nothing of it is copied into
boardlab. Its rules, cube and player classes are compiled at run time into a temporary
folder together with two small classes of ours (``benchmarks/axiom_java_driver/``): a driver
that plays one game of its ``Axiom`` class by commands on stdin, and a quiet stand-in for its
``Host`` class (whose own needs Java 3D for a window). Its player is ``AlphaBetaPlayer`` at
``--ply`` (default 4: 19-38 CPU seconds a move; 5 does not fit), unchanged.

Both sides play under the Java program's rules: boardlab's AXIOM with ``sceptre_length=2``
(and ``own_pair=loss``, the default), which reproduces its perft counts. The two programs
keep their own positions and are checked against each other at every step:

* the Java listing of the position, translated, must equal boardlab's position;
* every Java move must be legal under boardlab's reference rules, and every ``hard`` move must
  be in the Java program's move list;
* the two must agree on when the game ends and who won.

A disagreement stops the game; it is journalled as a rules finding with the position, the
move and both move lists' differences, and counts in no score.

Coordinates: the Java program keeps absolute cells ``(x, y, z)`` (``y`` towards White, ``z``
up, the table at 1), boardlab a frame normalised so the smallest ``x`` and ``y`` of a cube are
1; faces ``x+ x- y+ y- z+ z-`` are boardlab's ``E W N S U D``. A cube move
``C(0,0,2) C(-2,1,1)x+`` is ``Cc2.2-a3.1E`` in the start position.

Games come in pairs: pair ``p`` opens with two uniformly random plies (seeded by ``--seed``
and ``p``) and is played twice, ``hard`` with Black (game ``2p``) and with White (``2p+1``).
An opening after which the compiled search at ``--balanced-depth`` (default 4) finds a forced
win for either side is drawn again from the next seed: two random plies can hand one side a
win in one, and such a pair measures neither program.
``hard`` is the level with its time cap lifted (``hard:time=100000``). A game still going after
``--max-plies`` steps is a draw. Every finished game is appended to ``--journal`` (JSON
lines); a rerun with the same journal plays only the games it lacks::

    nice -n 10 python benchmarks/peer_axiom_java.py --java-dir /tmp/axiom/java --games 20 \\
        --journal benchmarks/results/peer_axiom_java.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boardlab
from boardlab.ai.agents import parse_agent
from boardlab.core.game import State
from boardlab.games.axiom.board import DOWN, EAST, FACES, NORTH, SOUTH, UP, WEST, cell_name, mask_faces
from boardlab.games.axiom.notation import parse_move

sys.path.insert(0, str(Path(__file__).resolve().parent))
from new_vs_old import first_open  # noqa: E402
from peer_journal import Journal, resolved_spec, summary  # noqa: E402

DRIVER_DIR = Path(__file__).resolve().parent / "axiom_java_driver"
#: The Java program's files the driver needs (its rules, players and their helpers).
JAVA_SOURCES = ("Axiom.java", "Cube.java", "BoardGame.java", "Player.java", "AlphaBetaPlayer.java",
                "RandomPlayer.java", "MonteCarloPlayer.java", "MonteCarloTree.java")
#: Ours, compiled beside them (``Host`` replaces the program's own).
DRIVER_SOURCES = ("Host.java", "BoardlabDriver.java")
HARD = "hard:time=100000"
#: The depth at which a pair's opening must leave the game open (see :func:`opening`).
BALANCED_DEPTH = 4
OPTIONS = {"sceptre_length": 2}

#: The Java program's face names, by its face numbers, and boardlab's face of each.
JAVA_FACES = ("x+", "x-", "y+", "y-", "z+", "z-")
FACE_OF_JAVA = {"x+": EAST, "x-": WEST, "y+": NORTH, "y-": SOUTH, "z+": UP, "z-": DOWN}
JAVA_OF_FACE = {face: name for name, face in FACE_OF_JAVA.items()}
_JAVA_CELL = r"\((-?\d+),(-?\d+),(-?\d+)\)"
_JAVA_FACE = r"([xyz][+-])"
_JAVA_MOVE = re.compile(rf"([CS]){_JAVA_CELL} \1{_JAVA_CELL}{_JAVA_FACE}(?: {_JAVA_FACE})?")
_JAVA_PIECE = re.compile(rf"\((black|white)\) ([CS]) {_JAVA_CELL}{_JAVA_FACE}(?: {_JAVA_FACE})?")

Cell = tuple[int, int, int]
#: ``(dx, dy)``: boardlab's cell ``(x, y, z)`` is the Java program's ``(x + dx, y + dy, z)``.
Offset = tuple[int, int]
#: A position as both programs can write it: cubes by cell (colour, dome letters) and sceptres.
Pieces = tuple[dict[Cell, tuple[str, str]], frozenset[tuple[Cell, str, str]]]


class RulesDisagreement(Exception):
    """The two programs disagree about a move, a position or a result (a rules finding)."""

    def __init__(self, what: str, **details: Any) -> None:
        super().__init__(what)
        self.details = {"what": what, **details}


# --- translation between the two notations ------------------------------------------------


def java_cell(cell: Cell, offset: Offset) -> str:
    """A boardlab cell in the Java program's absolute frame: ``(2, 1, 2)`` -> ``'0,0,2'`` for
    offset ``(-2, -1)``."""
    return f"{cell[0] + offset[0]},{cell[1] + offset[1]},{cell[2]}"


def _domes_to_java(letters: str) -> str:
    """Dome letters (``'UW'``) as the Java program writes them, in its face order (``'x- z+'``)."""
    return " ".join(sorted((JAVA_OF_FACE[FACES.index(letter)] for letter in letters), key=JAVA_FACES.index))


def to_java(state: State, move: str, offset: Offset) -> str:
    """A boardlab move of ``state`` in the Java program's notation (trimmed).

    >>> start = boardlab.load("axiom", sceptre_length=2).start()
    >>> to_java(start, "Cc2.2-a3.1E", (-2, -1)), to_java(start, "Sb2.2U-b2.1S", (-2, -1))
    ('C(0,0,2) C(-2,1,1)x+', 'S(-1,0,2) S(-1,0,1)y-')
    """
    parsed = parse_move(move)
    if parsed is None:
        raise ValueError(f"{move!r} is no AXIOM move")
    kind, parts = parsed
    if kind == "C":
        origin, target, domes = parts
        return f"C({java_cell(origin, offset)}) C({java_cell(target, offset)}){_domes_to_java(domes)}"
    origin, _face, _separator, target, target_face = parts
    return f"S({java_cell(origin, offset)}) S({java_cell(target, offset)}){JAVA_OF_FACE[target_face]}"


def from_java(state: State, text: str, offset: Offset, legal: set[str] | None = None) -> str:
    """A Java program's move in ``state`` in boardlab's notation; a sceptre move takes the
    separator (``-`` or ``x``, an elimination) that boardlab's rules give it (``legal``:
    ``state``'s legal moves, when the caller has them already).

    >>> start = boardlab.load("axiom", sceptre_length=2).start()
    >>> from_java(start, "C(0,0,2) C(-2,1,1)x+ ", (-2, -1)), from_java(start, "S(1,0,2) S(0,1,2)z+", (-2, -1))
    ('Cc2.2-a3.1E', 'Sd2.2U-c3.2U')
    """
    match = _JAVA_MOVE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"{text!r} is no move of the Java program's notation")
    g = match.groups()
    origin = _boardlab_cell(g[1:4], offset)
    target = _boardlab_cell(g[4:7], offset)
    if g[0] == "C":
        domes = "".join(sorted((FACES[FACE_OF_JAVA[name]] for name in g[7:9] if name), key=FACES.index))
        return f"C{cell_name(origin)}-{cell_name(target)}{domes}"
    mover = [s for s in state.layout.sceptres if s.cube == origin and s.colour == state.to_move]
    if len(mover) != 1:
        raise RulesDisagreement("the Java move starts from no sceptre of the side to move", java_move=text.strip())
    start = f"S{cell_name(origin)}{FACES[mover[0].face]}"
    end = f"{cell_name(target)}{FACES[FACE_OF_JAVA[g[7]]]}"
    eliminating = f"{start}x{end}"
    legal = legal if legal is not None else set(state.legal_moves())
    return eliminating if eliminating in legal else f"{start}-{end}"


def _boardlab_cell(groups: tuple[str, ...], offset: Offset) -> Cell:
    return int(groups[0]) - offset[0], int(groups[1]) - offset[1], int(groups[2])


def read_java_listing(listing: str) -> tuple[Pieces, Offset]:
    """The pieces of a Java listing (``Axiom.toString``) in boardlab's normalised frame, and the
    offset between the frames."""
    found = [m.groups() for m in _JAVA_PIECE.finditer(listing)]
    cubes = [g for g in found if g[1] == "C"]
    if not cubes:
        raise ValueError(f"no cubes in the Java listing {listing!r}")
    offset = (min(int(g[2]) for g in cubes) - 1, min(int(g[3]) for g in cubes) - 1)
    pieces: dict[Cell, tuple[str, str]] = {}
    sceptres = set()
    for colour, kind, *rest in found:
        cell = _boardlab_cell(tuple(rest[:3]), offset)
        letters = "".join(sorted((FACES[FACE_OF_JAVA[n]] for n in rest[3:] if n), key=FACES.index))
        if kind == "C":
            pieces[cell] = (colour, letters)
        else:
            sceptres.add((cell, letters, colour))
    return (pieces, frozenset(sceptres)), offset


def boardlab_pieces(state: State) -> Pieces:
    """``state``'s pieces in the shape :func:`read_java_listing` gives."""
    layout = state.layout
    cubes = {cell: (cube.colour, mask_faces(cube.domes)) for cell, cube in layout.cubes.items()}
    return cubes, frozenset((s.cube, FACES[s.face], s.colour) for s in layout.sceptres)


def java_listing(state: State, offset: Offset) -> str:
    """``state`` written as the Java program lists a position (its ``Axiom.toString``), in its
    frame shifted by ``offset``: the inverse of :func:`read_java_listing` (for tests)."""
    lines = []
    for cell, (colour, letters) in sorted(boardlab_pieces(state)[0].items()):
        lines.append(f" ({colour}) C ({java_cell(cell, offset)}){_domes_to_java(letters)}")
    for cell, face, colour in sorted(boardlab_pieces(state)[1]):
        lines.append(f" ({colour}) S ({java_cell(cell, offset)}){JAVA_OF_FACE[FACES.index(face)]}")
    return "\n".join(lines)


# --- the Java side ------------------------------------------------------------------------


def build_driver(java_dir: Path, build_root: Path | None = None) -> Path:
    """Compile the Java program's classes with our driver into a folder (reused while neither
    changes) and return it. Raises :class:`FileNotFoundError` naming a missing file or tool."""
    missing = [name for name in JAVA_SOURCES if not (java_dir / name).is_file()]
    if missing:
        raise FileNotFoundError(f"{java_dir} is not the Java program's java/ folder: it lacks {', '.join(missing)}")
    if shutil.which("javac") is None or shutil.which("java") is None:
        raise FileNotFoundError("java and javac are needed (a JDK) to run the Java program")
    sources = [java_dir / name for name in JAVA_SOURCES] + [DRIVER_DIR / name for name in DRIVER_SOURCES]
    digest = hashlib.sha256(b"".join(path.read_bytes() for path in sources)).hexdigest()[:16]
    target = (build_root or Path(tempfile.gettempdir())) / f"boardlab-axiom-java-{digest}"
    if (target / "BoardlabDriver.class").is_file():
        return target
    scratch = Path(tempfile.mkdtemp(prefix="boardlab-axiom-java-", dir=target.parent))
    result = subprocess.run(["javac", "-nowarn", "-implicit:none", "-sourcepath", "", "-d", str(scratch),
                             *map(str, sources)], capture_output=True, text=True)
    if result.returncode != 0:
        shutil.rmtree(scratch, ignore_errors=True)
        raise RuntimeError(f"javac failed:\n{result.stderr}")
    try:
        scratch.rename(target)
    except OSError:  # built meanwhile by another process
        shutil.rmtree(scratch, ignore_errors=True)
    return target


class JavaProgram:
    """One game of the Java program, driven through ``BoardlabDriver`` in a subprocess."""

    def __init__(self, classes: Path) -> None:
        self._process = subprocess.Popen(["java", "-cp", str(classes), "BoardlabDriver"], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True, bufsize=1)

    def _ask(self, command: str) -> str:
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(command + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the Java driver ended (exit status {self._process.poll()}) after {command!r}")
        return line.rstrip("\n")

    def _ask_list(self, command: str) -> list[str]:
        lines = []
        line = self._ask(command)
        while line != "end":
            lines.append(line)
            line = self._ask_more()
        return lines

    def _ask_more(self) -> str:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("the Java driver ended in the middle of a listing")
        return line.rstrip("\n")

    def listing(self) -> str:
        return "\n".join(self._ask_list("board"))

    def moves(self) -> list[str]:
        return self._ask_list("moves")

    def play(self, move: str) -> str | None:
        """Play ``move``; ``None``, or the driver's error."""
        answer = self._ask(f"play {move}")
        return None if answer == "ok" else answer

    def think(self, ply: int) -> tuple[str, float]:
        """The alpha-beta player's move at ``ply`` and its CPU seconds."""
        answer = self._ask(f"think {ply}")
        if not answer.startswith("move "):
            raise RuntimeError(f"the Java driver answered {answer!r} to think")
        _, rest = answer.split(" ", 1)
        move, cpu_ms = rest.rsplit(" ", 1)
        return move, int(cpu_ms) / 1000

    def status(self) -> tuple[bool, str | None]:
        """Whether the Java program holds the game over, and its winner (``None``: none)."""
        _, over, black, white = self._ask("status").split()
        winner = "black" if black == "1" else "white" if white == "1" else None
        return over == "1", winner

    def close(self) -> None:
        if self._process.poll() is None:
            assert self._process.stdin is not None
            try:
                self._process.stdin.write("quit\n")
                self._process.stdin.close()
                self._process.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self._process.kill()
                self._process.wait()


# --- a game -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Setting:
    """What one match fixes."""

    classes: Path
    ply: int
    seed: int
    max_plies: int
    hard: str = HARD
    balanced_depth: int = BALANCED_DEPTH


def opening(pair: int, seed: int, balanced_depth: int = BALANCED_DEPTH) -> list[str]:
    """The two random plies that open both games of ``pair``, drawn again (from the next seed)
    until the compiled search at ``balanced_depth`` proves a win for neither side (0: the first
    draw stands; :func:`new_vs_old.first_open`)."""
    start = boardlab.load("axiom", **OPTIONS).start()

    def draw(attempt: int) -> list[str]:
        rng, state, moves = random.Random(seed * 1_000_003 + pair + attempt * 1_000_000_007), start, []
        for _ in range(2):
            moves.append(rng.choice(state.legal_moves()))
            state = state.play(moves[-1])
        return moves

    return first_open(start, draw, balanced_depth)


def check_positions(state: State, java: JavaProgram) -> Offset:
    """The offset between the frames, after checking the two positions are one."""
    pieces, offset = read_java_listing(java.listing())
    if pieces != boardlab_pieces(state):
        raise RulesDisagreement("the positions differ", position=state.position(),
                                java_listing=java.listing())
    return offset


def check_move_lists(state: State, java: JavaProgram, offset: Offset) -> None:
    """Both programs must list the same moves (one-cell faults would show here first)."""
    ours = set(state.legal_moves())
    theirs = {from_java(state, move, offset, ours) for move in java.moves()}
    if ours != theirs:
        raise RulesDisagreement("the legal moves differ", position=state.position(),
                                only_boardlab=sorted(ours - theirs), only_java=sorted(theirs - ours))


def play_game(setting: Setting, number: int, replay: list[str] | None = None,
              on_move: Callable[[list[str], float, str], None] | None = None) -> dict[str, Any]:
    """Game ``number`` of the match: its journal entry (a result, or a rules finding).

    ``replay``: moves played earlier in this game (journalled progress), played again first,
    checked like any other; ``on_move`` is called with the moves so far, the Java CPU seconds
    of this run and the search ``hard`` plays after each Java move."""
    pair, hard_seat = number // 2, ("black", "white")[number % 2]
    state = boardlab.load("axiom", **OPTIONS).start()
    agent = parse_agent(setting.hard, setting.seed * 1_000_003 + number)
    java = JavaProgram(setting.classes)
    moves: list[str] = []
    cpu = {"hard": 0.0, "java": 0.0}
    started = time.perf_counter()
    hard_spec = resolved_spec(setting.hard, state)
    entry: dict[str, Any] = {"number": number, "pair": pair, "hard_seat": hard_seat, "hard_spec": hard_spec}
    try:
        opened = opening(pair, setting.seed, setting.balanced_depth)
        forced = replay if replay and replay[:len(opened)] == opened else opened
        while not state.is_over and len(moves) < setting.max_plies:
            offset = check_positions(state, java)
            check_move_lists(state, java, offset)
            if len(moves) < len(forced):
                move = forced[len(moves)]
            elif state.to_move == hard_seat:
                clock = time.process_time()
                move = agent.choose(state)
                cpu["hard"] += time.process_time() - clock
            else:
                java_move, seconds = java.think(setting.ply)
                cpu["java"] += seconds
                move = from_java(state, java_move, offset)
                if move not in state.legal_moves():
                    raise RulesDisagreement("the Java move is illegal under boardlab's rules", position=state.position(),
                                            java_move=java_move, translated=move)
            error = java.play(to_java(state, move, offset))
            if error is not None:
                raise RulesDisagreement("the Java program refuses the move", position=state.position(), move=move,
                                        java_move=to_java(state, move, offset), java_answer=error)
            moves.append(move)
            if on_move is not None and len(moves) > len(forced) and state.to_move != hard_seat:
                on_move(list(moves), round(cpu["java"], 2), hard_spec)
            state = state.play(move)
        check_positions(state, java)
        java_over, java_winner = java.status()
        winner = state.winner if state.is_over else None
        if state.is_over and (not java_over or java_winner != (winner if winner in ("black", "white") else None)):
            raise RulesDisagreement("the results differ", position=state.position(), boardlab_winner=winner,
                                    boardlab_reason=state.reason, java_over=java_over, java_winner=java_winner)
        score = 0.5 if winner not in ("black", "white") else 1.0 if winner == hard_seat else 0.0
        entry.update(score=score, winner=winner,
                     reason=state.reason if state.is_over else f"unfinished after {setting.max_plies} steps")
    except RulesDisagreement as finding:
        entry.update(score=None, finding=finding.details)
    finally:
        java.close()
    entry.update(plies=len(moves), moves=moves, seconds=round(time.perf_counter() - started, 1),
                 hard_cpu_s=round(cpu["hard"], 2), java_cpu_s=round(cpu["java"], 2),
                 load=round(os.getloadavg()[0], 1))
    return entry


def parse_shard(text: str, parser: argparse.ArgumentParser) -> tuple[int, int]:
    """``"I/N"`` as ``(I, N)``, with ``0 <= I < N``."""
    match = re.fullmatch(r"(\d+)/(\d+)", text)
    if match is None or not int(match[1]) < int(match[2]):
        parser.error(f"--shard must be I/N with 0 <= I < N, not {text!r}")
    return int(match[1]), int(match[2])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--java-dir", type=Path, required=True, help="the Java program's java/ folder")
    parser.add_argument("--games", type=int, required=True, help="games (pairs of two: one with each colour)")
    parser.add_argument("--journal", type=Path, required=True, help="JSON-lines journal; a rerun resumes it")
    parser.add_argument("--ply", type=int, default=4, help="the Java alpha-beta's search depth (default 4)")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hard", default=HARD, help=f"boardlab's agent spec (default {HARD})")
    parser.add_argument("--balanced-depth", type=int, default=BALANCED_DEPTH,
                        help=f"redraw an opening the compiled search at this depth finds won (0: never; default {BALANCED_DEPTH})")
    parser.add_argument("--shard", default="0/1", metavar="I/N",
                        help="play only the games whose number is I modulo N, so N processes share one journal")
    parser.add_argument("--no-play", action="store_true", help="print the score the journal holds, playing nothing")
    args = parser.parse_args(argv)
    if args.games < 1 or args.ply < 1:
        parser.error("--games and --ply must be at least 1")
    if args.balanced_depth < 0:
        parser.error("--balanced-depth must be at least 0")
    shard, shards = parse_shard(args.shard, parser)
    try:
        classes = build_driver(args.java_dir)
    except (FileNotFoundError, RuntimeError) as error:
        parser.error(str(error))
    settings = {"hard": args.hard, "java_ply": args.ply, "max_plies": args.max_plies, "seed": args.seed,
                "options": OPTIONS}
    if args.balanced_depth:  # the first journal predates the check, so the key is only there when it is used
        settings["balanced_depth"] = args.balanced_depth
    journal = Journal(args.journal, settings)
    # A level names a search that may be raised between runs: one journal holds one search.
    if not args.no_play:  # an old journal can still be read
        journal.refuse_other("hard_spec", resolved_spec(args.hard, boardlab.load("axiom", **OPTIONS).start()))
    done = journal.finished()
    setting = Setting(classes, args.ply, args.seed, args.max_plies, args.hard, args.balanced_depth)
    print(f"AXIOM (sceptre_length=2): {args.hard} v the Java alpha-beta at ply {args.ply}; "
          f"{len([n for n in done if n < args.games])} of {args.games} games in {args.journal}", flush=True)
    try:
        for number in range(args.games):
            if number in done or args.no_play or number % shards != shard:
                continue
            replay = journal.progress(number)
            if replay:
                print(f"game {number}: replaying {len(replay)} journalled moves", flush=True)
            entry = play_game(setting, number, replay,
                              lambda moves, java_cpu, spec, number=number:
                              journal.record_progress(number, moves, java_cpu_s=java_cpu, hard_spec=spec))
            journal.record(entry)
            outcome = f"score {entry['score']}, {entry['reason']}" if entry["score"] is not None \
                else f"RULES FINDING: {entry['finding']}"
            print(f"game {number} (pair {entry['pair']}): hard {entry['hard_seat']}, {outcome}; {entry['plies']} plies, "
                  f"{entry['seconds']} s (hard {entry['hard_cpu_s']} CPU s, Java {entry['java_cpu_s']} CPU s, "
                  f"load {entry['load']})", flush=True)
    except KeyboardInterrupt:
        print("interrupted; the journal keeps every finished game", flush=True)
    games = [g for n, g in sorted(journal.finished().items()) if n < args.games]
    scored = [g for g in games if g["score"] is not None]
    findings = [g for g in games if g["score"] is None]
    print(summary(scored, f"{args.hard} v Java alpha-beta ply {args.ply}"), flush=True)
    for game in findings:
        print(f"rules finding in game {game['number']}: {game['finding']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
