"""The weights of CCC's evaluation for search, tuned by self-play (docs/ai.md).

A game of CCC is won by destroying every opposing Pyramid, so the evaluation counts, for each
side, what helps to do that and what guards against it. The compiled function that computes it
is :func:`boardlab.games.ccc.fast.evaluate_board` (the search adapter and
:meth:`CCCState.evaluate` both use it); this module holds only its weights, so that a tuning run
can vary them without touching compiled code. The features, each the side to move's figure less
the opponent's unless said otherwise:

``material``   pieces on the board: a Pyramid 4 plus three times its Strength, a Flat 1, a
               Cube 2, the Nice Flag 1, the Toruses half their shared Strength (the evaluation
               before tuning used this alone)
``pyramids``   Pyramids standing (losing the last one loses the game)
``mobility``   moves, Attacks and Powers of the pieces (Collapses are not counted: they are
               costly to list and rare)
``threat``     the side to move's Attacks on stacks that hold an opposing Pyramid (it can make
               one now)
``danger``     the opponent's Attacks on stacks that hold a Pyramid of the side to move (this
               weight is subtracted: the side to move has one step to answer them)
``advance``    how far the Flats have come towards the opposing side, in ranks

The weighted sum is squashed with ``tanh``, so a value stays inside (-1, 1); a finished game is
worth 1, 0 or -1.

>>> len(weights()) == len(FEATURES)
True
"""

from __future__ import annotations

import numpy as np

from boardlab.core.weights import weight_array

#: The features in the order of the weights array.
FEATURES = ("material", "pyramids", "mobility", "threat", "danger", "advance")

#: The weights found by the self-play search of docs/ai.md.
WEIGHTS: dict[str, float] = {
    "material": 0.04,
    "pyramids": 0.3,
    "mobility": 0.005,
    "threat": 0.05,
    "danger": 0.05,
    "advance": 0.01,
}

#: The evaluation before tuning: material alone (``tanh(balance / 25)``), kept as a baseline.
MATERIAL_ONLY: dict[str, float] = {name: (0.04 if name == "material" else 0.0) for name in FEATURES}


def weights(values: dict[str, float] | None = None) -> np.ndarray:
    """The weights as the compiled evaluation takes them; ``values`` overrides some of
    :data:`WEIGHTS` by name (an unknown name is a ``ValueError``).

    >>> float(weights({"mobility": 0.0})[FEATURES.index("mobility")])
    0.0
    """
    return weight_array("CCC", FEATURES, WEIGHTS, values)
