"""Named evaluation weights as the compiled evaluations take them: one float array in the order
of a game's features (CCC and Cubes keep theirs in ``games/<name>/evaluation.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np


def weight_array(game: str, features: Sequence[str], defaults: Mapping[str, float],
                 values: Mapping[str, float] | None = None) -> np.ndarray:
    """``defaults`` with ``values`` overriding some of them by name, as an array in the order of
    ``features``; an unknown name is a ``ValueError`` naming the game and the valid features.

    >>> weight_array("Cubes", ("pool", "stuck"), {"pool": 0.05, "stuck": 2.0}, {"pool": 0.0}).tolist()
    [0.0, 2.0]
    >>> weight_array("Cubes", ("pool",), {"pool": 0.05}, {"pol": 1.0})
    Traceback (most recent call last):
    ...
    ValueError: unknown Cubes evaluation feature 'pol'; valid: pool
    """
    merged = dict(defaults)
    for name, value in (values or {}).items():
        if name not in merged:
            raise ValueError(f"unknown {game} evaluation feature {name!r}; valid: {', '.join(features)}")
        merged[name] = float(value)
    return np.array([merged[name] for name in features], dtype=np.float64)


__all__ = ["weight_array"]
