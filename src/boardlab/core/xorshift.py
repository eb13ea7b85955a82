"""The random numbers of the compiled engines: xorshift64 steps and uniform picks.

The random playouts of every fast engine (the compiled search core's ``random_walk``, see
:mod:`boardlab.ai.search_core`) and the C1 environment's random actions draw with these two
functions, compiled by numba into a few instructions each. They are kept in one place so that
every engine draws the same way.

>>> import numpy as np
>>> state = next_random(np.uint64(0x9E3779B97F4A7C15))
>>> 0 <= pick(state, 7) < 7
True
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def next_random(seed: np.uint64) -> np.uint64:
    """One step of xorshift64: a fast generator that numba compiles to a few instructions."""
    seed ^= seed >> np.uint64(12)
    seed ^= seed << np.uint64(25)
    seed ^= seed >> np.uint64(27)
    return seed


@njit(cache=True)
def pick(seed: np.uint64, count: int) -> int:
    """A uniform index below ``count`` from the high bits of a generator word."""
    word = (seed * np.uint64(2685821657736338717)) >> np.uint64(32)
    return int((word * np.uint64(count)) >> np.uint64(32))
