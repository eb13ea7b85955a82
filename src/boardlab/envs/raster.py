"""SVG pictures as pixel arrays, for ``render_mode="rgb_array"`` (resvg draws, Pillow decodes)."""

from __future__ import annotations

import io

import numpy as np


def svg_to_rgb(svg: str, width: int | None = None) -> np.ndarray:
    """The picture as an ``(height, width, 3)`` ``uint8`` array, on a white background.

    >>> import boardlab
    >>> svg_to_rgb(boardlab.load("c1").start().svg(), width=140).shape[1:]
    (140, 3)
    """
    import resvg_py
    from PIL import Image

    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, width=width, background="white"))
    with Image.open(io.BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"))
