"""Typed game options, declared by each game and checked when a game is loaded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardlab.core.errors import InvalidOption
from boardlab.core.numbers import is_whole

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, type (from the default), allowed values and meaning.

    Values given as strings (from a command line or JSON) are converted to the option's type.

    >>> Option("move_limit", 0, "draw after this many plies (0: never)", minimum=0).coerce("40")
    40
    """

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    #: Values worth offering for a free option (a list to pick from that does not restrict it).
    suggestions: tuple[Any, ...] | None = None

    def coerce(self, value: Any) -> Any:
        """Return ``value`` converted to this option's type, or raise :class:`InvalidOption`."""
        kind = type(self.default)
        converted: Any
        try:
            if kind is bool:
                converted = _to_bool(value)
            elif kind is int:
                if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                    raise ValueError
                if isinstance(value, str) and not is_whole(value.strip().removeprefix("-")):
                    raise ValueError  # ASCII digits only: int() would also read "٣", and 5,000 digits
                converted = int(value)
            else:
                converted = kind(value)
        except (TypeError, ValueError):
            raise InvalidOption(
                f"option {self.name!r} expects {kind.__name__}, got {value!r}"
            ) from None
        self._check_range(converted)
        return converted

    def _check_range(self, value: Any) -> None:
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise InvalidOption(f"option {self.name!r} must be one of {allowed}, got {value!r}")
        if self.minimum is not None and value < self.minimum:
            raise InvalidOption(f"option {self.name!r} must be at least {self.minimum}, got {value!r}")
        if self.maximum is not None and value > self.maximum:
            raise InvalidOption(f"option {self.name!r} must be at most {self.maximum}, got {value!r}")

    def describe(self) -> str:
        """One line for help texts, e.g. ``variant = 'c1' (one of 'c1', 'c2'): ...``."""
        allowed = ""
        if self.choices is not None:
            allowed = " (one of " + ", ".join(repr(c) for c in self.choices) + ")"
        elif self.minimum is not None or self.maximum is not None:
            allowed = f" ({self.minimum if self.minimum is not None else ''}..{self.maximum if self.maximum is not None else ''})"
        return f"{self.name} = {self.default!r}{allowed}: {self.help}"


def _to_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
        return value.lower() in _TRUE
    raise ValueError(value)


def resolve_options(game: str, specs: tuple[Option, ...], given: dict[str, Any]) -> dict[str, Any]:
    """Merge ``given`` over the defaults of ``specs``, converting and checking every value.

    >>> resolve_options("demo", (Option("size", 8, "board size"),), {"size": "9"})
    {'size': 9}
    """
    by_name = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        valid = ", ".join(by_name) or "none"
        raise InvalidOption(f"{game} has no option {unknown[0]!r}; valid options: {valid}")
    return {name: spec.coerce(given[name]) if name in given else spec.default for name, spec in by_name.items()}
