"""Building C1 positions for tests from readable diagrams."""

from __future__ import annotations

from typing import Any

import boardlab
from boardlab.games.c1.state import C1State


def diagram(text: str, side: str = "b", turn: int = 0, **options: Any) -> C1State:
    """A C1 position from a diagram: seven rows (rank 7 first) of seven tokens.

    A token is ``.`` (Void), ``b``/``w`` (a tile of that colour), optionally followed by a
    piece: ``C``/``P`` (Black's cone/pyramid) or ``c``/``p`` (White's), e.g. ``bC``.
    """
    rows = [row.split() for row in text.strip().splitlines()]
    assert len(rows) == 7 and all(len(row) == 7 for row in rows), "seven rows of seven tokens"
    tiles = "/".join("".join(token[0] for token in row) for row in rows)
    pieces = "/".join("".join(token[1] if len(token) > 1 else "." for token in row) for row in rows)
    return boardlab.load("c1", **options).from_position(f"{tiles} {pieces} {side} {turn}")


def targets(state: C1State, origin: str) -> set[str]:
    """The end cells of the legal moves starting on ``origin``."""
    return {move[4:] for move in state.legal_moves() if move[1:3] == origin}


START = """
w  wp wp wc wp wp w
w  w  w  w  w  w  w
w  w  w  w  w  w  w
.  .  .  .  .  .  .
b  b  b  b  b  b  b
b  b  b  b  b  b  b
b  bP bP bC bP bP b
"""
