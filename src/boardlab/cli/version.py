"""The installed boardlab version, with nothing else imported: ``boardlab --version`` answers
from here before the command line's framework starts.

>>> package_version() != ""
True
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version


def package_version() -> str:
    """The installed boardlab version (``unknown`` when run from a source tree without metadata)."""
    try:
        return version("boardlab")
    except PackageNotFoundError:
        return "unknown"


__all__ = ["package_version"]
