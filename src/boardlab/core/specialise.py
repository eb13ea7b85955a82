"""Code written once and compiled once per fast engine.

numba compiles a function against the functions its globals name. To write the search (or the
environments' kernels) once and still call each engine's move generation directly, a
*template* module holds the code as plain Python, and :func:`specialise` compiles the
template's source once more per engine into a module of its own whose globals name that
engine's functions and constants, wrapping each listed function with ``njit(cache=True)``.

Why not numba's other ways: passing the engine's functions as arguments (first-class
functions) types each call by the dispatcher object, so the disk cache never loads the code
back and every process compiles again; a ``jitclass`` cannot be cached at all. A module per
engine is ordinary numba code: direct calls, and cached like any function. The cache files are
named after the function, the engine and a digest of the template's and the engine's sources
and of the bound constants, so changing any of them compiles that engine's code afresh (numba
itself only watches the file a function is written in).

>>> import boardlab
>>> from boardlab.ai import search_core
>>> from boardlab.games.c1.fast import search_engine
>>> engine = search_engine(boardlab.load("c1").start())
>>> from boardlab.ai.compiled import bindings
>>> compiled = specialise(search_core, "c1", search_core.COMPILED, *bindings(engine))
>>> compiled.__name__
'boardlab.ai.search_core_c1'
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
import threading
import types
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from numba import njit

_LOCK = threading.Lock()
_BUILT: dict[str, types.ModuleType] = {}


def _digest(template: types.ModuleType, sources: Iterable[str], constants: Mapping[str, Any]) -> str:
    digest = hashlib.sha256(Path(str(template.__file__)).read_bytes())
    for name in sorted(set(sources)):
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.origin:
            raise ValueError(f"no source for module {name!r}, which a compiled template depends on")
        digest.update(Path(spec.origin).read_bytes())
    digest.update(repr(sorted(constants.items())).encode())
    return digest.hexdigest()[:10]


def specialise(template: types.ModuleType, engine: str, functions: Iterable[str], bindings: Mapping[str, Any],
               sources: Iterable[str] = (), aliases: Mapping[str, str] | None = None) -> types.ModuleType:
    """``template``'s source compiled for ``engine`` (a short name such as ``"c1"``): a module
    ``<template's name>_<engine>`` whose globals are the template's, then ``bindings``, with the
    ``functions`` (names of the template's functions) compiled by numba with ``cache=True``.
    Built once per process; later calls return the same module. ``sources`` are the modules
    (by name) whose code the bound functions come from.

    Bindings whose values are compiled functions are called directly by the compiled code; the
    others (numbers) become compile-time constants. ``aliases`` then names some compiled
    functions again (``{"call": "call_plain"}``: the template's ``call`` is its compiled
    ``call_plain``), to choose between calling conventions per engine.

    A template's ``INLINE`` names the functions compiled with ``inline="always"``; its
    ``NO_REFCOUNT`` those compiled without numba's reference counting (``_nrt=False``): only
    a function that allocates nothing and keeps no array past its return may be listed, since
    every array it touches is then owned by its caller (docs/ai.md, *Fourth round*).
    """
    name = f"{template.__name__}_{engine}"
    with _LOCK:
        built = _BUILT.get(name)
        if built is not None:
            return built
        path = Path(str(template.__file__))
        module = types.ModuleType(name, f"{template.__name__} compiled for the {engine} engine.")
        sys.modules[name] = module  # numba finds the module again by name when it loads cached code
        namespace = module.__dict__
        exec(compile(path.read_text(), str(path), "exec"), namespace)  # noqa: S102 - our own source file
        namespace.update(bindings)
        constants = {key: value for key, value in bindings.items() if isinstance(value, (int, float, str))}
        constants.update({f"alias {key}": value for key, value in (aliases or {}).items()})
        tag = f"{engine}_{_digest(template, sources, constants)}"
        inline = set(namespace.get("INLINE", ()))
        unreferenced = set(namespace.get("NO_REFCOUNT", ()))
        for function in functions:
            python = namespace[function]
            python.__qualname__ = f"{function}__{tag}"  # names the cache files: one set per engine
            options: dict[str, Any] = {"inline": "always"} if function in inline else {}
            if function in unreferenced:
                options["_nrt"] = False  # no reference counting in its body (NO_REFCOUNT, docstring above)
            namespace[function] = njit(cache=True, **options)(python)
        for alias, target in (aliases or {}).items():
            namespace[alias] = namespace[target]
        _BUILT[name] = module
        return module


__all__ = ["specialise"]
