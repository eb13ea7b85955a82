"""The lab's process pool, whose workers end with the process that started them.

A ``ProcessPoolExecutor`` worker waits on its task queue forever; when the parent is killed
with ``kill -9`` (no Python code runs, no queue is closed) the workers would go on holding
their memory (about 220 MB each with a compiled engine loaded). Each worker therefore starts a
small watch thread that checks every :data:`WATCH_SECONDS` whether its parent is still there,
and ends the worker at once when it is not. Linux also gets ``PR_SET_PDEATHSIG``, so the
kernel ends the worker as soon as the parent dies; the thread covers other systems and the
moment before the signal is set. (Linux sends that signal when the *thread* that started the
worker ends: the lab starts, uses and shuts its pool down within one call of one thread, so
that thread outlives the pool. Code that hands a lab pool to another thread must keep the
starting thread alive as long as the pool.)

``boardlab match`` (:mod:`boardlab.ai.match`) uses the same pool, with its own ``setup`` (its
workers leave Ctrl-C to the parent); the web app's lab experiments run theirs with ``nice``, so
that their games yield the processor to computer moves.

>>> with lab_pool(1) as pool:
...     pool.submit(pow, 2, 10).result()
1024
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

#: How often a worker checks that its parent is alive (seconds).
WATCH_SECONDS = 0.5
_PR_SET_PDEATHSIG = 1


def lab_pool(workers: int, *, nice: int = 0, setup: Callable[[], None] | None = None,
             start_method: str | None = None) -> ProcessPoolExecutor:
    """A process pool of ``workers`` processes that end when this process ends, however it ends.

    ``nice`` (0 to 19) lowers the workers' scheduling priority by that much; ``setup`` (a
    module-level function) runs in each worker once it watches its parent. ``start_method``
    is multiprocessing's (default: the platform's); a process with many threads, such as the
    web server, needs ``"spawn"``: a forked copy of it can hang on a lock another thread held.
    """
    if not 0 <= nice <= 19:
        raise ValueError(f"nice must be between 0 and 19, got {nice}")
    context = multiprocessing.get_context(start_method) if start_method else None
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_start_worker,
                               initargs=(os.getpid(), nice, setup))


def _start_worker(parent: int, nice: int, setup: Callable[[], None] | None) -> None:
    """Worker initializer: watch the parent, lower the priority, then the caller's own setup."""
    _watch_parent(parent)
    if nice:
        os.nice(nice)
    if setup is not None:
        setup()


def parent_alive(parent: int) -> bool:
    """Whether the process ``parent`` still runs as this process's parent.

    A parent killed while its worker lives leaves the worker to another process (``init`` or a
    subreaper), so ``getppid`` changes; a parent still waiting to be reaped fails the signal-0
    probe only once reaped, so both are asked.
    """
    if os.getppid() != parent:
        return False
    try:
        os.kill(parent, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by someone else
        return True
    return True


def _watch_parent(parent: int) -> None:
    """Worker initializer: end this worker when ``parent`` is gone (see the module's text)."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        except (OSError, AttributeError):  # no prctl here: the watch thread alone does it
            pass
    if not parent_alive(parent):  # died before the signal was set
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), name="lab-parent-watch", daemon=True).start()


def _watch(parent: int) -> None:
    while parent_alive(parent):
        time.sleep(WATCH_SECONDS)
    os._exit(1)  # no clean-up: the parent, who would read our results, is gone


__all__ = ["WATCH_SECONDS", "lab_pool", "parent_alive"]
