"""The Nice Flag's compliments: whoever moves or recreates it compliments the opponent.

Moving the Flag calls for a compliment on the opponent's most recent turn; recreating it, one
on their strategy across the whole game. A compliment is an annotation of the turn, kept
beside the record, never inside the move string. Computer players pick a sincere one that
fits what the opponent actually did.
"""

from __future__ import annotations

import random

from boardlab.core.errors import IllegalMove

_ON_A_TURN = {
    "attack": ("That attack was bold and well timed.", "A brave attack: I did not see it coming."),
    "hop": ("What a hop! That Flat really knows the way.", "A lovely hop: clean and precise."),
    "collapse": ("That Collapse was beautifully planned.", "A graceful Collapse: every drop had a purpose."),
    "swap": ("A clever swap: your Pyramids are well placed.",),
    "move": ("A calm, well placed move.", "Nicely positioned: that piece is doing good work."),
    "flag": ("Your Nice Flag is in a lovely spot.",),
}
_ON_THE_GAME = (
    "You have played a thoughtful game all along: it is a pleasure to play you.",
    "Your patience and planning this whole game have been impressive.",
    "You have kept your Pyramids safe all game: well played.",
)


def kind_of_turn(turn: str) -> str:
    """What a turn (in notation) mainly did: ``attack``, ``hop``, ``collapse``, ``swap``,
    ``flag`` or ``move``."""
    first = turn.split("/")[0]
    if "*" in first:
        return "collapse"
    if "^" in first:
        return "hop"
    if "~" in first:
        return "swap"
    if first.startswith("N"):
        return "flag"
    return "attack" if "x" in first[1:] else "move"


def sincere_compliment(previous_turn: str | None, recreating: bool, rng: random.Random | None = None) -> str:
    """A compliment for the opponent: on their ``previous_turn``, or on their whole game when
    the Flag is being recreated."""
    chooser = rng or random.Random(0)
    if recreating or previous_turn is None:
        return chooser.choice(_ON_THE_GAME)
    return chooser.choice(_ON_A_TURN[kind_of_turn(previous_turn)])


def check_compliment(text: object) -> str:
    """The compliment, trimmed; raises :class:`IllegalMove` if it is not real text."""
    if not isinstance(text, str) or not text.strip():
        raise IllegalMove("a Nice Flag action needs a compliment for the opponent: say something kind")
    if len(text) > 500:
        raise IllegalMove("a compliment is at most 500 characters: keep it short and sweet")
    return text.strip()
