"""The strength ladder's figures: each level's Elo for each game, as ``boardlab lab ladder``
measured them (docs/ai.md, *Strength ladder*), kept in ``ladder.json`` beside this module.

One scale per game: ``random`` is 0 and every other level's Elo comes from a round robin of
all the levels, with its 95 % interval and the games it played. The file is written by
``boardlab lab ladder ... --fit-only --data FILE`` from the results files, never by hand, and
each game's entry says the command that made it, its date and how many games each pairing
played of those planned (a ladder stopped part way says so). The web app shows a level's figure
next to its name where the game's options are those the ladder was played with.

>>> ladder = load_ladder()
>>> sorted(ladder) == sorted(set(ladder))   # one entry per game
True
>>> rating = LevelRating(elo=412.6, low=330.1, high=495.1, games=40)
>>> rating.margin
82.5
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from boardlab.core.errors import BoardlabError

#: The committed figures (package data).
LADDER_FILE = Path(__file__).with_name("ladder.json")
#: The format's version, checked on reading.
FORMAT = 1
#: Games a level must have played against its neighbour before the web app shows its figure:
#: two openings, each from both seats (an ``expert`` pairing's whole count).
PLACING_GAMES = 4


class LadderFileError(BoardlabError):
    """A ladder data file that cannot be read: its path and the first problem found."""


@dataclass(frozen=True)
class LevelRating:
    """A level's Elo on its game's scale, its 95 % interval ``low .. high`` and its games."""

    elo: float
    low: float
    high: float
    games: int

    @property
    def margin(self) -> float:
        """Half the interval's width: the ``±`` shown beside the figure."""
        return round((self.high - self.low) / 2, 1)


@dataclass(frozen=True)
class PairingCount:
    """Two levels of the ladder: the games played of those planned, and the stronger level's
    score (``None`` before their first game)."""

    stronger: str
    weaker: str
    games: int
    planned: int
    score: float | None


@dataclass(frozen=True)
class GameLadder:
    """One game's ladder: the options it was played with, the command and date, the ratings."""

    game: str
    options: dict[str, Any]
    command: str
    date: str
    levels: dict[str, LevelRating]
    pairings: tuple[PairingCount, ...] = field(default=())

    @property
    def complete(self) -> bool:
        """Whether every pairing played all its planned games."""
        return all(p.games >= p.planned for p in self.pairings)

    def placed(self) -> dict[str, LevelRating]:
        """The levels whose rating is placed by games against its neighbour: each level has
        played the level just below it (the weakest, the level just above it) at least
        :data:`PLACING_GAMES` times, in the ladder's order, weakest first. A level that met only
        much weaker ones has a rating the fit's prior shapes more than its games (one that won
        every game against ``random`` and ``easy`` is only "at least" that strong), and one or two
        games against its neighbour say little more, so the web app leaves it out until then.

        >>> rating = LevelRating(0.0, 0.0, 0.0, 8)
        >>> ladder = GameLadder("c1", {}, "", "", {"random": rating, "easy": rating, "hard": rating},
        ...                     (PairingCount("easy", "random", 4, 4, 1.0), PairingCount("hard", "easy", 2, 4, 1.0),
        ...                      PairingCount("hard", "random", 4, 4, 1.0)))
        >>> sorted(ladder.placed())
        ['easy', 'random']
        """
        met = {(p.stronger, p.weaker) for p in self.pairings if p.games >= PLACING_GAMES}
        order = list(self.levels)
        placed = {}
        for index, level in enumerate(order):
            step = (level, order[index - 1]) if index else (order[1], level) if len(order) > 1 else None
            if step is None or step in met:
                placed[level] = self.levels[level]
        return placed

    def applies_to(self, options: dict[str, Any], defaults: dict[str, Any]) -> bool:
        """Whether a game with ``options`` (unnamed ones at ``defaults``) is the one measured.

        >>> entry = GameLadder("cubes", {"size": 8}, "", "", {})
        >>> entry.applies_to({}, {"size": 8, "bonus": True}), entry.applies_to({"size": 5}, {"size": 8})
        (True, False)
        """
        chosen = {**defaults, **options}
        measured = {**defaults, **self.options}
        return all(chosen.get(name) == value for name, value in measured.items())

    def as_json(self) -> dict[str, Any]:
        """The entry as ``ladder.json`` keeps it."""
        return {"options": self.options, "command": self.command, "date": self.date,
                "levels": {level: asdict(rating) for level, rating in self.levels.items()},
                "pairings": [asdict(pairing) for pairing in self.pairings]}


def load_ladder(path: Path | None = None) -> dict[str, GameLadder]:
    """Every game's ladder in ``path`` (by default the committed :data:`LADDER_FILE`, read once);
    ``{}`` where the file does not exist. Raises :class:`LadderFileError` naming the file and
    the problem."""
    return _read(path) if path is not None else _committed(LADDER_FILE)


@lru_cache(maxsize=4)
def _committed(path: Path) -> dict[str, GameLadder]:
    return _read(path)


def _read(path: Path) -> dict[str, GameLadder]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LadderFileError(f"{path}: not a readable JSON file ({error})") from None
    try:
        return parse_ladder(data)
    except LadderFileError as error:
        raise LadderFileError(f"{path}: {error}") from None


def parse_ladder(data: Any) -> dict[str, GameLadder]:
    """The ladders of a ``ladder.json`` document; :class:`LadderFileError` at the first problem.

    >>> parse_ladder({"format": 1, "games": {}})
    {}
    >>> try:
    ...     parse_ladder({"format": 1, "games": {"c1": {"levels": {}}}})
    ... except LadderFileError as error:
    ...     print(error)
    game 'c1' lacks 'options'
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        raise LadderFileError(f"expected an object with \"format\": {FORMAT} and a \"games\" object")
    return {game: _entry(game, entry) for game, entry in data["games"].items()}


def _entry(game: str, entry: Any) -> GameLadder:
    if not isinstance(entry, dict):
        raise LadderFileError(f"game {game!r} is not an object")
    for key, kind in (("options", dict), ("command", str), ("date", str), ("levels", dict), ("pairings", list)):
        if key not in entry:
            raise LadderFileError(f"game {game!r} lacks {key!r}")
        if not isinstance(entry[key], kind):
            raise LadderFileError(f"game {game!r}: {key!r} should be {'an object' if kind is dict else f'a {kind.__name__}'}")
    levels = {level: _rating(game, level, value) for level, value in entry["levels"].items()}
    pairings = tuple(_pairing(game, value) for value in entry["pairings"])
    return GameLadder(game, dict(entry["options"]), entry["command"], entry["date"], levels, pairings)


def _rating(game: str, level: str, value: Any) -> LevelRating:
    where = f"game {game!r}, level {level!r}"
    numbers = _fields(where, value, ("elo", "low", "high"), ("games",))
    if not numbers["low"] <= numbers["elo"] <= numbers["high"]:
        raise LadderFileError(f"{where}: the interval {numbers['low']} .. {numbers['high']} "
                              f"does not hold the Elo {numbers['elo']}")
    return LevelRating(**numbers)


def _pairing(game: str, value: Any) -> PairingCount:
    where = f"game {game!r}, a pairing"
    if not isinstance(value, dict) or not all(isinstance(value.get(key), str) for key in ("stronger", "weaker")):
        raise LadderFileError(f"{where}: expected an object naming its 'stronger' and 'weaker' levels")
    where = f"game {game!r}, pairing {value['stronger']} v {value['weaker']}"
    numbers = _fields(where, value, ("score",) if value.get("games") else (), ("games", "planned"))
    score = numbers.get("score")
    if score is not None and not 0 <= score <= 1:
        raise LadderFileError(f"{where}: 'score' should lie in 0 .. 1, got {score}")
    return PairingCount(value["stronger"], value["weaker"], numbers["games"], numbers["planned"], score)


def _fields(where: str, value: Any, reals: tuple[str, ...], counts: tuple[str, ...]) -> dict[str, Any]:
    """The named finite numbers and whole counts (at least 0) of ``value``."""
    if not isinstance(value, dict):
        raise LadderFileError(f"{where}: expected an object")
    found: dict[str, Any] = {}
    for key in reals:
        number = value.get(key)
        if isinstance(number, bool) or not isinstance(number, (int, float)) or not math.isfinite(number):
            raise LadderFileError(f"{where}: {key!r} should be a number, got {number!r}")
        found[key] = float(number)
    for key in counts:
        number = value.get(key)
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise LadderFileError(f"{where}: {key!r} should be a whole number of at least 0, got {number!r}")
        found[key] = number
    return found


def save_entry(path: Path, ladder: GameLadder) -> None:
    """Put ``ladder`` into the file at ``path`` (replacing that game's entry, keeping the others)."""
    games = {name: entry.as_json() for name, entry in _read(path).items()}
    games[ladder.game] = ladder.as_json()
    document = {"format": FORMAT, "scale": "Elo per game, random = 0; 95 % intervals", "games": dict(sorted(games.items()))}
    parse_ladder(document)  # what is written reads back
    path.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    _committed.cache_clear()


def level_figures(game: str, options: dict[str, Any] | None = None,
                  defaults: dict[str, Any] | None = None) -> dict[str, LevelRating]:
    """The levels' ratings of ``game`` where its options are the ladder's, else ``{}``."""
    ladder = load_ladder().get(game)
    if ladder is None or not ladder.applies_to(options or {}, defaults or {}):
        return {}
    return dict(ladder.levels)


__all__ = ["FORMAT", "LADDER_FILE", "GameLadder", "LadderFileError", "LevelRating", "PairingCount", "level_figures",
           "load_ladder", "parse_ladder", "save_entry"]
