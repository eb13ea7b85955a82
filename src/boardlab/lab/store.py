"""The results file of an experiment: one SQLite database, one row per finished game.

Every game is written (and committed) as it finishes, in WAL mode, so a report can read a run
in progress and a run that is killed loses at most the games still being played. A game's row
holds its variant, agents and seeds, the full record, the result and its reason, its length,
the game's counters and its per-step data as JSON lists (the mover, the number of legal moves,
the evaluation from the mover's view, the kind of step). The experiment's settings are kept
beside the games, so that resuming with other settings is refused instead of mixing games.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from boardlab.core.errors import RecordError

SCHEMA_VERSION = "1"
#: A results file's name: the experiment's name with this suffix (what ``/lab`` lists).
RESULTS_SUFFIX = ".lab.sqlite"

_GAMES = """
CREATE TABLE IF NOT EXISTS games (
    task TEXT PRIMARY KEY, variant TEXT NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,
    agent_a TEXT NOT NULL, agent_b TEXT NOT NULL, spec_a TEXT NOT NULL, spec_b TEXT NOT NULL,
    number INTEGER NOT NULL, seed INTEGER NOT NULL, a_seat TEXT NOT NULL, first_seat TEXT NOT NULL,
    winner TEXT NOT NULL, reason TEXT NOT NULL, unfinished INTEGER NOT NULL, score_a REAL NOT NULL,
    plies INTEGER NOT NULL, record TEXT NOT NULL, counters TEXT NOT NULL, movers TEXT NOT NULL,
    legal TEXT NOT NULL, evals TEXT NOT NULL, kinds TEXT NOT NULL, seconds REAL NOT NULL)
"""
_META = "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"
#: Columns kept as JSON text in the database and as Python values in a :class:`LabGame`.
_JSON_COLUMNS = ("options", "counters", "movers", "legal", "evals", "kinds")


@dataclass(frozen=True)
class LabGame:
    """One finished (or move-limited) game of an experiment, with its per-step data.

    ``winner`` is a seat, ``"draw"`` or ``"unfinished"`` (stopped by the move limit, scored
    as a draw); ``score_a`` is agent A's score (1, 0.5 or 0). ``movers[i]``, ``legal[i]``,
    ``evals[i]`` and ``kinds[i]`` describe step ``i``: who made it, how many legal steps there
    were, the game's evaluation of the position before it from the mover's view (``None``
    where the game has no evaluation) and the kind of step (the game's counters it raised,
    joined by ``+``, leaving out how the game ended (``end_...``); ``step`` if none).
    """

    task: str
    variant: str
    game: str
    options: dict[str, Any]
    agent_a: str
    agent_b: str
    spec_a: str
    spec_b: str
    number: int
    seed: int
    a_seat: str
    first_seat: str
    winner: str
    reason: str
    unfinished: bool
    score_a: float
    plies: int
    record: str
    counters: dict[str, int]
    movers: list[str]
    legal: list[int]
    evals: list[float | None]
    kinds: list[str]
    seconds: float

    @property
    def pairing(self) -> tuple[str, str]:
        return self.agent_a, self.agent_b

    def same_play(self, other: LabGame) -> bool:
        """Whether two games were played the same (everything but the time they took)."""
        mine, theirs = asdict(self), asdict(other)
        mine.pop("seconds")
        theirs.pop("seconds")
        return mine == theirs


_COLUMNS = tuple(f.name for f in fields(LabGame))


class ResultsStore:
    """A results file, opened (and created if new) for reading and writing.

    >>> import tempfile, pathlib
    >>> store = ResultsStore(pathlib.Path(tempfile.mkdtemp()) / "demo.lab.sqlite")
    >>> store.count()
    0
    """

    def __init__(self, path: Path, *, create: bool = True) -> None:
        self.path = Path(path)
        if not create and not self.path.exists():
            raise RecordError(f"no results file {str(self.path)!r}")
        try:
            self._db = sqlite3.connect(self.path, timeout=30)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            if create:
                with self._db:
                    self._db.execute(_GAMES)
                    self._db.execute(_META)
            tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except sqlite3.DatabaseError as error:
            raise RecordError(f"{self.path} is not a boardlab results file: {error}") from None
        if not {"games", "meta"} <= tables:
            raise RecordError(f"{self.path} is not a boardlab results file (it has no games table)")

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ResultsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the experiment's settings --------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        """Everything kept beside the games: the experiment's name, settings and so on."""
        return {key: json.loads(value) for key, value in self._db.execute("SELECT key, value FROM meta")}

    def claim(self, name: str, settings: dict[str, Any], extra: dict[str, Any] | None = None) -> None:
        """Record the experiment this file belongs to, or check that it is the same one.

        Raises :class:`RecordError` when the file holds games made with other settings (seed,
        move limit, time caps): resuming would mix games that do not belong together.
        """
        meta = self.meta()
        if "settings" in meta and meta["settings"] != settings:
            changed = [f"{key} {meta['settings'].get(key)!r} -> {value!r}" for key, value in settings.items()
                       if meta["settings"].get(key) != value]
            raise RecordError(f"{self.path} holds games of experiment {meta.get('name')!r} made with other settings "
                              f"({'; '.join(changed)}); give another --out file or restore the settings")
        values = {"schema": SCHEMA_VERSION, "name": meta.get("name", name), "settings": settings, **(extra or {})}
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                                 [(key, json.dumps(value)) for key, value in values.items()])

    # --- games ------------------------------------------------------------------------------

    def add(self, game: LabGame) -> None:
        """Store one game and commit at once; a game already stored is kept as it was."""
        row = [json.dumps(getattr(game, name)) if name in _JSON_COLUMNS else getattr(game, name) for name in _COLUMNS]
        with self._db:
            self._db.execute(f"INSERT OR IGNORE INTO games ({', '.join(_COLUMNS)}) "
                             f"VALUES ({', '.join('?' * len(_COLUMNS))})", row)

    def done(self) -> set[str]:
        """The task keys of the games already stored."""
        return {row[0] for row in self._db.execute("SELECT task FROM games")}

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def games(self, variant: str | None = None) -> Iterator[LabGame]:
        """The stored games (of one variant key), in a fixed order: variant, pairing, number."""
        where, args = ("WHERE variant = ?", (variant,)) if variant is not None else ("", ())
        query = f"SELECT {', '.join(_COLUMNS)} FROM games {where} ORDER BY variant, agent_a, agent_b, number"
        for row in self._db.execute(query, args):
            values = {name: json.loads(value) if name in _JSON_COLUMNS else value for name, value in zip(_COLUMNS, row)}
            values["unfinished"] = bool(values["unfinished"])
            yield LabGame(**values)

    def variants(self) -> list[str]:
        """The variant keys with at least one game, sorted."""
        return [row[0] for row in self._db.execute("SELECT DISTINCT variant FROM games ORDER BY variant")]


__all__ = ["RESULTS_SUFFIX", "LabGame", "ResultsStore"]
