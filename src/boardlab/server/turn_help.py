"""Words under the board that say what the position allows now, where the drawing alone does
not: Cubes' bonus step (what may be done now, and why the turn goes on) and CCC's count strip
(what its numbers mean). The game page shows them (``view["help"]``).

>>> import boardlab
>>> state = boardlab.load("cubes").replay(["b3", "b6", "a2", "g3", "c2", "b6-b7", "a2-a8", "h5", "a8-a3"])
>>> print(turn_help(state)[0])   # doctest: +NORMALIZE_WHITESPACE
Bonus step: White's slide to a3 ended next to another cube, so White moves again. Allowed now:
place a cube, slide a cube, take up a cube, end the turn. The cube just moved (a3) may not be
taken up; End turn declines the bonus.
"""

from __future__ import annotations

from typing import Any

from boardlab.core.game import State
from boardlab.i18n import Texts, texts

#: A Cubes step's kind, by the look of its notation, and the words naming it.
_CUBES_KINDS = (("place", lambda m: m[:1].islower() and "-" not in m and m != "end"),
                ("slide", lambda m: "-" in m), ("activate", lambda m: m.startswith("A")),
                ("take", lambda m: m.startswith("T")), ("end", lambda m: m == "end"))


def turn_help(state: State, words: Texts | None = None) -> list[str]:
    """The lines of help for ``state`` (none where the board says it all, or the game is over)."""
    words = words or texts("en")
    return [_said(message_id, values, words) for message_id, values in turn_help_keys(state)]


def turn_help_keys(state: State) -> list[tuple[str, dict[str, Any]]]:
    """The lines of help for ``state`` as message ids and values, for a page to say in its own
    language (``view["help_keys"]``): ``seat`` is a seat, ``choices`` a list of message ids.

    >>> import boardlab
    >>> turn_help_keys(boardlab.load("ccc").start())
    [('help-ccc-strip', {})]
    """
    if state.is_over:
        return []
    name = state.game.name
    if name == "cubes" and getattr(state, "in_bonus", False):
        return [_cubes_bonus(state)]
    if name == "ccc":
        return [("help-ccc-strip", {})]
    return []


def _cubes_bonus(state: State) -> tuple[str, dict[str, Any]]:
    legal = state.legal_moves()
    allowed = [f"help-cubes-{kind}" for kind, test in _CUBES_KINDS if any(test(m) for m in legal)]
    last = state.turn_steps[-1] if state.turn_steps else ""
    square = last.split("-")[-1] if "-" in last else last
    return "help-cubes-bonus", {"seat": state.to_move or "", "square": square, "choices": allowed}


def _said(message_id: str, values: dict[str, Any], words: Texts) -> str:
    """A line of help in ``words``' language: the seat in words, the choices listed."""
    said = dict(values)
    if "seat" in said:
        seat = said["seat"]
        said["seat"] = words.get(f"seat-{seat}") if texts("en").has(f"seat-{seat}") else seat.capitalize()
    if "choices" in said:
        said["choices"] = ", ".join(words.get(choice) for choice in said["choices"])
    return words.get(message_id, **said)


__all__ = ["turn_help", "turn_help_keys"]
