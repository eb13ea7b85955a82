"""CCC (Collapsable Construct Collision): destroy the opponent's Pyramids before they destroy yours.

The rulebook's structure lives here: :mod:`.board` (pieces, Structures, the set-up variants),
:mod:`.rules` (Attacks, the basic pieces, the Nice Flag, turns), :mod:`.collapse` (the three
Collapses), :mod:`.notation` (steps, position string, JSON), :mod:`.compliments` (the Nice
Flag's compliments), :mod:`.render` (text and SVG), :mod:`.explain` (why a step is illegal).
Every interpretation of the draft rules is documented in ``src/boardlab/docs/rules/ccc.md``.
"""

from boardlab.games.ccc.game import CCCGame
from boardlab.games.ccc.state import CCCState

__all__ = ["CCCGame", "CCCState"]
