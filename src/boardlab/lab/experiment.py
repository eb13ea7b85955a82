"""Experiment files: which variants of which games, which agent pairings, how many games.

An experiment is a small TOML file (``docs/lab.md`` has an example for every game)::

    name = "ccc-setups"          # optional; the file's name without .toml by default
    seed = 0                     # the same file and seed give the same games
    # seeds = [1, 2, 3, 4, 5]    # or several seeds: `games` for each, the report shows each seed
    games = 20                   # games per variant and pairing; agent A alternates seats
    move_limit = 300             # steps; a game unfinished by then counts as a draw
    opening = 0                  # random steps before the agents play (each pair, seats swapped)
    pairings = [["medium", "random"], ["medium", "medium"]]

    [[variants]]
    game = "ccc"
    options = { flat_rows = [0, 1, 2, 3], flat_placement = ["front", "behind"] }

Each ``[[variants]]`` table names a game and its options; an option given as a list is a grid
axis, and every combination of the listed values is a variant. Agents play by their depth or
iteration budgets with the time caps of the strength levels lifted, so runs are reproducible;
``timed = true`` keeps time caps (and allows agents such as ``mcts:2s``), and the report then
says that the run is not reproducible. ``seeds = [...]`` instead of ``seed`` plays ``games`` for
each seed (numbered on across them), so a finding can be checked across seeds: the report gives
each seed's first-player share and a test that the seeds agree.

>>> experiment = parse_experiment({"pairings": [["random", "random"]], "games": 2,
...     "variants": [{"game": "c1", "options": {"variant": ["c1", "c2"]}}]}, name="demo")
>>> [variant.label for variant in experiment.variants]
['c1 variant=c1', 'c1 variant=c2']
>>> len(experiment.tasks())
4
"""

from __future__ import annotations

import hashlib
import itertools
import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardlab.ai.agents import LevelAgent, parse_agent, parse_spec
from boardlab.ai.match import GameTask
from boardlab.core.errors import BoardlabError, InvalidOption, RecordError
from boardlab.core.registry import game_class, load

#: The time cap given to strength levels in a reproducible run: long enough never to cut a
#: search short, so the level plays by its depth or iteration budget alone.
UNCAPPED = "time=86400s"
DEFAULT_GAMES = 20
DEFAULT_MOVE_LIMIT = 300

_TOP_KEYS = {"name", "seed", "seeds", "games", "move_limit", "opening", "timed", "pairings", "variants", "tune", "comet"}
_VARIANT_KEYS = {"game", "options"}


@dataclass(frozen=True)
class Variant:
    """One game with one set of options (those the experiment gave; the rest are defaults)."""

    game: str
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def label(self) -> str:
        """``ccc flat_rows=1 flat_placement=front``: the game and the options set."""
        return " ".join([self.game, *(f"{name}={value}" for name, value in self.options)])

    @property
    def key(self) -> str:
        """A canonical JSON text naming the variant, used as its key in a results file."""
        return json.dumps([self.game, dict(self.options)], sort_keys=True)

    @classmethod
    def from_key(cls, key: str) -> Variant:
        game, options = json.loads(key)
        return cls(game, tuple(sorted(options.items())))


@dataclass(frozen=True)
class Pairing:
    """Two agents as the experiment names them, and the specs they play with."""

    a: str
    b: str
    spec_a: str
    spec_b: str

    @property
    def label(self) -> str:
        return f"{self.a} v {self.b}"


@dataclass(frozen=True)
class LabTask:
    """One game of an experiment: its variant, pairing and the match task that plays it."""

    variant: Variant
    pairing: Pairing
    match: GameTask

    @property
    def key(self) -> str:
        """Unique within an experiment: what a results file is keyed by for resuming."""
        return f"{self.variant.key}|{self.pairing.a}|{self.pairing.b}|{self.match.number}"


@dataclass(frozen=True)
class Experiment:
    """A parsed experiment: variants x pairings x games for each seed, and a move limit."""

    name: str
    variants: tuple[Variant, ...]
    pairings: tuple[Pairing, ...]
    games: int = DEFAULT_GAMES
    seeds: tuple[int, ...] = (0,)
    move_limit: int = DEFAULT_MOVE_LIMIT
    opening: int = 0
    timed: bool = False
    tune: dict[str, Any] = field(default_factory=dict, compare=False)
    comet: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def reproducible(self) -> bool:
        """Whether the same file and seed give the same games (not with time caps)."""
        return not self.timed

    @property
    def seed(self) -> int:
        """The first (usually the only) seed."""
        return self.seeds[0]

    def tasks(self, variants: tuple[Variant, ...] | None = None, games: int | None = None) -> list[LabTask]:
        """Every game of the experiment (or of ``variants``, ``games`` per pairing and seed), in a
        fixed order; a seed's games are numbered on from the previous seed's."""
        count = self.games if games is None else games
        return [LabTask(variant, pairing, GameTask(variant.game, variant.options, pairing.spec_a, pairing.spec_b,
                                                   index * count + number, self.task_seed(variant, pairing, seed),
                                                   self.move_limit, self.opening))
                for variant in (self.variants if variants is None else variants)
                for pairing in self.pairings
                for index, seed in enumerate(self.seeds) for number in range(count)]

    def task_seed(self, variant: Variant, pairing: Pairing, seed: int | None = None) -> int:
        """The match seed of one variant and pairing under one experiment seed (the first by
        default): derived by a stable hash, so adding variants to a file leaves the games of the
        others unchanged."""
        return match_seed(self.seed if seed is None else seed, variant.key, pairing.a, pairing.b)

    def settings(self) -> dict[str, Any]:
        """What decides the games: kept in a results file to refuse resuming with other settings."""
        seeds: dict[str, Any] = {"seed": self.seed} if len(self.seeds) == 1 else {"seeds": list(self.seeds)}
        opening = {"opening": self.opening} if self.opening else {}
        return {**seeds, "move_limit": self.move_limit, **opening, "timed": self.timed}


def match_seed(seed: int, variant_key: str, agent_a: str, agent_b: str) -> int:
    """The match seed of a variant and pairing under experiment seed ``seed`` (a stable hash)."""
    text = f"{seed}|{variant_key}|{agent_a}|{agent_b}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")


def load_experiment(path: Path) -> Experiment:
    """Read an experiment file; raises :class:`RecordError` or :class:`InvalidOption` naming the problem."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RecordError(f"no experiment file {str(path)!r}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read the experiment file {str(path)!r}: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise RecordError(f"{path}: not valid TOML: {error}") from None
    try:
        return parse_experiment(data, name=path.stem)
    except BoardlabError as error:
        raise type(error)(f"{path}: {error}") from None


def parse_experiment(data: dict[str, Any], name: str = "experiment") -> Experiment:
    """An :class:`Experiment` from parsed TOML data; ``name`` applies when the data has none."""
    _no_unknown(data, _TOP_KEYS, "the experiment")
    timed = _flag(data.get("timed", False), "timed")
    comet = _table(data.get("comet", {}), "comet")
    raw_variants = data.get("variants", [])
    if not isinstance(raw_variants, list) or not all(isinstance(v, dict) for v in raw_variants):
        raise InvalidOption("'variants' must be a list of tables ([[variants]] with game = ... and options = {...})")
    if not raw_variants and not comet:
        raise InvalidOption("the experiment has no variants: add a [[variants]] table with game = \"...\"")
    variants = tuple(dict.fromkeys(v for raw in raw_variants for v in expand_variants(raw)))
    pairings = tuple(dict.fromkeys(_pairing(raw, timed) for raw in _list(data.get("pairings", []), "pairings")))
    if variants and not pairings:
        raise InvalidOption("the experiment has no agent pairings: add pairings = [[\"easy\", \"random\"]]")
    return Experiment(
        name=_text(data.get("name", name), "name"), variants=variants, pairings=pairings,
        games=_count(data.get("games", DEFAULT_GAMES), "games", 1),
        seeds=_seeds(data),
        move_limit=_count(data.get("move_limit", DEFAULT_MOVE_LIMIT), "move_limit", 1),
        opening=_count(data.get("opening", 0), "opening", 0),
        timed=timed, tune=_table(data.get("tune", {}), "tune"), comet=comet)


def _seeds(data: dict[str, Any]) -> tuple[int, ...]:
    """``seed = N`` or ``seeds = [N, ...]`` (distinct), never both; ``(0,)`` when neither is given."""
    if "seeds" not in data:
        return (_count(data.get("seed", 0), "seed", 0),)
    if "seed" in data:
        raise InvalidOption("give either seed = N or seeds = [N, ...], not both")
    listed = _list(data["seeds"], "seeds")
    seeds = tuple(_count(value, "each of seeds", 0) for value in listed)
    if not seeds or len(set(seeds)) != len(seeds):
        raise InvalidOption(f"seeds must list distinct numbers, at least one: {listed!r}")
    return seeds


def expand_variants(raw: dict[str, Any]) -> list[Variant]:
    """The variants of one ``[[variants]]`` table: every combination of the listed values."""
    _no_unknown(raw, _VARIANT_KEYS, "a [[variants]] table")
    if "game" not in raw:
        raise InvalidOption("a [[variants]] table lacks game = \"...\"")
    game = _text(raw["game"], "game").lower()
    specs = {spec.name: spec for spec in game_class(game).option_specs}  # raises UnknownGame
    options = _table(raw.get("options", {}), f"{game} options")
    axes: list[list[tuple[str, Any]]] = []
    for option, values in options.items():
        if option not in specs:
            raise InvalidOption(f"{game} has no option {option!r}; its options: {', '.join(specs)}")
        listed = values if isinstance(values, list) else [values]
        if not listed:
            raise InvalidOption(f"{game} option {option!r}: the grid lists no values")
        axes.append([(option, specs[option].coerce(value)) for value in dict.fromkeys(map(_hashable, listed))])
    variants = [Variant(game, tuple(combo)) for combo in itertools.product(*axes)]
    for variant in variants:
        load(game, **dict(variant.options))  # options that are fine alone may clash together
    return variants


def shorthand_experiment(game: str, options: dict[str, Any], agents: list[str], games: int, seed: int,
                         move_limit: int, timed: bool) -> Experiment:
    """The experiment of ``boardlab lab run --game G -o K=V --agent A --agent B``."""
    if len(agents) != 2:
        raise InvalidOption(f"give exactly two --agent options (the pairing), got {len(agents)}")
    data = {"name": game, "seed": seed, "games": games, "move_limit": move_limit, "timed": timed,
            "pairings": [agents], "variants": [{"game": game, "options": options}]}
    return parse_experiment(data, name=game)


def _pairing(raw: Any, timed: bool) -> Pairing:
    if not (isinstance(raw, list) and len(raw) == 2 and all(isinstance(spec, str) for spec in raw)):
        raise InvalidOption(f"a pairing must be two agent specs such as [\"medium\", \"random\"], got {raw!r}")
    a, b = (spec.strip() for spec in raw)
    return Pairing(a, b, playing_spec(a, timed), playing_spec(b, timed))


def playing_spec(spec: str, timed: bool) -> str:
    """The spec an agent plays with: a strength level's time cap lifted unless ``timed``.

    Raises :class:`InvalidOption` for an unknown agent, or for a time budget in an untimed
    (reproducible) experiment.

    >>> playing_spec("medium", timed=False), playing_spec("hard:seed=3", timed=False)
    ('medium:time=86400s', 'hard:seed=3,time=86400s')
    """
    agent = parse_agent(spec)  # refuses an unknown agent or a bad parameter value
    _, params = parse_spec(spec)  # the grammar's reading: "2s" and "time=2s" both set a time
    if timed:
        return spec
    if "time" in params:
        raise InvalidOption(f"agent {spec!r} has a time budget, so its games are not reproducible; "
                            "drop the time, or allow time caps (timed = true in the file, --timed on the command line)")
    if isinstance(agent, LevelAgent):
        written = spec.strip().rstrip(":, ")  # "medium:" and "medium:seed=3," end cleanly
        return f"{written}{',' if params else ':'}{UNCAPPED}"
    return spec


def _hashable(value: Any) -> Any:
    if isinstance(value, (list, dict)):
        raise InvalidOption(f"an option value must be a number, text or true/false, got {value!r}")
    return value


def _no_unknown(data: dict[str, Any], known: set[str], where: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise InvalidOption(f"{where} has an unknown key {unknown[0]!r}; known keys: {', '.join(sorted(known))}")


def _table(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidOption(f"{what!r} must be a table, got {value!r}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidOption(f"{what!r} must be a list, got {value!r}")
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidOption(f"{what!r} must be a non-empty text, got {value!r}")
    return value.strip()


def _count(value: Any, what: str, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise InvalidOption(f"{what!r} must be a whole number of at least {minimum}, got {value!r}")
    return value


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidOption(f"{what!r} must be true or false, got {value!r}")
    return value


__all__ = ["Experiment", "LabTask", "Pairing", "Variant", "expand_variants", "load_experiment",
           "parse_experiment", "playing_spec", "shorthand_experiment"]
