"""The journal of a peer match (``peer_axiom_java.py``, ``peer_openspiel_mcts.py``): one
JSON line per finished game, appended the moment the game ends, so a match stopped at any
point resumes by playing only the games its journal lacks.

A game that takes long (the Java program's, hours on a loaded machine) may also journal its
progress: a line with ``"partial": true`` and the moves so far, after every expensive move;
a rerun replays those moves and goes on from there. Such lines never count as finished games.

Every line carries the match's settings; a rerun with other settings than the journal's is
refused rather than mixed into it.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "m.jsonl"
>>> journal = Journal(path, {"game": "c1", "simulations": 1000})
>>> journal.record({"number": 0, "score": 1.0})
>>> Journal(path, {"game": "c1", "simulations": 1000}).finished()
{0: {'game': 'c1', 'simulations': 1000, 'number': 0, 'score': 1.0}}
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from boardlab.ai.agents import LevelAgent, parse_agent
from boardlab.ai.match import wilson_interval
from boardlab.core.game import State


class JournalMismatch(ValueError):
    """The journal holds games played with other settings than the ones asked for."""


class Journal:
    """The finished games of one match, kept in a JSON-lines file."""

    def __init__(self, path: Path, settings: dict[str, Any]) -> None:
        self.path, self.settings = path, settings
        self._partial: dict[int, dict[str, Any]] = {}
        self._games = self._read()

    def _read(self) -> dict[int, dict[str, Any]]:
        games: dict[int, dict[str, Any]] = {}
        if not self.path.exists():
            return games
        for line_number, line in enumerate(self.path.read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                # A line cut short by a kill in mid-write: that game is simply played again.
                continue
            differing = {k: (entry.get(k), v) for k, v in self.settings.items() if entry.get(k) != v}
            if differing:
                raise JournalMismatch(f"{self.path} line {line_number} was played with other settings "
                                      f"(journal, asked): {differing}; use another journal")
            if entry.get("partial"):
                self._partial[int(entry["number"])] = entry
            else:
                games[int(entry["number"])] = entry
        return games

    def finished(self) -> dict[int, dict[str, Any]]:
        """The journal's games by number."""
        return dict(self._games)

    def refuse_other(self, key: str, value: Any) -> None:
        """Refuse the journal if any of its lines records ``key`` as other than ``value``.

        For what a setting names without pinning it (a level's search, which may be raised
        between runs): each line records what was played, and lines that predate the key pass.

        >>> import tempfile, pathlib
        >>> journal = Journal(pathlib.Path(tempfile.mkdtemp()) / "m.jsonl", {})
        >>> journal.record({"number": 0, "score": 1.0, "hard_spec": "alphabeta:depth=4"})
        >>> journal.refuse_other("hard_spec", "alphabeta:depth=5")
        Traceback (most recent call last):
        ...
        peer_journal.JournalMismatch: m.jsonl has games played with hard_spec 'alphabeta:depth=4', not 'alphabeta:depth=5'; use another journal
        """
        for entry in [*self._games.values(), *self._partial.values()]:
            if entry.get(key, value) != value:
                raise JournalMismatch(f"{self.path.name} has games played with {key} {entry[key]!r}, not {value!r}; "
                                      "use another journal")

    def progress(self, number: int) -> list[str]:
        """The moves of game ``number`` journalled as played so far (none if none)."""
        return list(self._partial.get(number, {}).get("moves", []))

    def record_progress(self, number: int, moves: list[str], **facts: Any) -> None:
        """Journal the moves of unfinished game ``number`` so far (and ``facts`` worth keeping)."""
        self._append({**self.settings, "number": number, "partial": True, "moves": list(moves), **facts})
        self._partial[number] = {"moves": list(moves), **facts}

    def record(self, game: dict[str, Any]) -> None:
        """Append one finished game (flushed and synced before returning)."""
        entry = {**self.settings, **game}
        self._append(entry)
        self._games[int(game["number"])] = entry

    def _append(self, entry: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a") as handle:
            handle.write(json.dumps(entry) + "\n")
            handle.flush()
            os.fsync(handle.fileno())


def resolved_spec(spec: str, state: State) -> str:
    """The search ``spec`` plays in ``state``'s game: a level's spec there, any other spec as given.

    >>> import boardlab
    >>> start = boardlab.load("c1").start()
    >>> resolved_spec("hard:time=100000", start), resolved_spec("random", start)
    ('alphabeta:depth=7', 'random')
    """
    agent = parse_agent(spec, 0)
    return agent.spec_for(state) if isinstance(agent, LevelAgent) else spec


def summary(games: list[dict[str, Any]], who: str) -> str:
    """``who``'s score over ``games`` (wins, draws, losses) with its Wilson 95 % interval.

    >>> summary([{"score": 1.0}, {"score": 0.5}], "hard")
    'hard: 2 games, 1 won, 1 drawn, 0 lost: score 75.0 % (Wilson 95 %: 19.8 .. 97.3 %)'
    """
    count = len(games)
    score = sum(g["score"] for g in games) / count if count else 0.0
    low, high = wilson_interval(score, count)
    wins = sum(g["score"] == 1.0 for g in games)
    draws = sum(g["score"] == 0.5 for g in games)
    return (f"{who}: {count} games, {wins} won, {draws} drawn, {count - wins - draws} lost: "
            f"score {100 * score:.1f} % (Wilson 95 %: {100 * low:.1f} .. {100 * high:.1f} %)")
