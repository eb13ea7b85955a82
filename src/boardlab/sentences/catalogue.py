"""The sentence catalogue: stable numbers, message ids and typed parameters, read from data.

>>> sentence = CATALOGUE[111]
>>> sentence.id, [(p.name, p.type) for p in sentence.parameters]
('grand-move', [('move', 'grandmove')])
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from boardlab.sentences.types import TYPES


@dataclass(frozen=True)
class Parameter:
    """One parameter of a sentence: its name (the Fluent variable) and its type."""

    name: str
    type: str


@dataclass(frozen=True)
class SentenceSpec:
    """A catalogue entry: the number, the message id in the dictionaries, the topic, the parameters."""

    number: int
    id: str
    topic: str
    parameters: tuple[Parameter, ...]
    retired: bool = False


def _load() -> tuple[int, dict[int, SentenceSpec]]:
    data = tomllib.loads(files("boardlab.sentences").joinpath("catalogue.toml").read_text(encoding="utf-8"))
    entries: dict[int, SentenceSpec] = {}
    for raw in data["sentences"]:
        spec = _entry(raw)
        if spec.number in entries:
            raise ValueError(f"catalogue.toml: sentence {spec.number} is listed twice")
        entries[spec.number] = spec
    return int(data["version"]), entries


def _entry(raw: dict[str, Any]) -> SentenceSpec:
    parameters = tuple(Parameter(p["name"], p["type"]) for p in raw.get("parameters", []))
    for parameter in parameters:
        if parameter.type not in TYPES:
            raise ValueError(f"catalogue.toml: sentence {raw['number']} has a parameter of unknown type {parameter.type!r}")
    return SentenceSpec(int(raw["number"]), raw["id"], raw["topic"], parameters, bool(raw.get("retired", False)))


#: The catalogue's version and its sentences by number (read once, at import).
VERSION, CATALOGUE = _load()
