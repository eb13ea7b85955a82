"""The server's runtime behaviour under load: live updates reach every watcher with one wake-up
of the event loop, and ``boardlab serve`` hides its start-up objects from the garbage collector."""

from __future__ import annotations

import asyncio
import gc
import threading

from boardlab.cli.serve import GC_THRESHOLDS, _freeze_heap_once_warm
from boardlab.server.live import Listeners, _offer


def test_a_change_reaches_every_watcher_with_one_wake_up_of_the_loop() -> None:
    async def scenario() -> tuple[list[dict[str, int]], int]:
        loop = asyncio.get_running_loop()
        wake_ups = 0
        original = loop.call_soon_threadsafe

        def counting(callback: object, *args: object) -> object:
            nonlocal wake_ups
            wake_ups += callback is _offer               # (the thread's own result wakes the loop too)
            return original(callback, *args)

        loop.call_soon_threadsafe = counting  # type: ignore[method-assign]
        listeners = Listeners()
        queues = [listeners.subscribe("game") for _ in range(3)]
        other = listeners.subscribe("another game")
        await asyncio.to_thread(listeners.publish, "game", {"version": 7})
        received = [await asyncio.wait_for(queue.get(), 5) for queue in queues]
        assert other.empty()
        return received, wake_ups

    received, wake_ups = asyncio.run(scenario())
    assert received == [{"version": 7}] * 3
    assert wake_ups == 1


def test_a_slow_watcher_loses_its_oldest_update_never_the_newest() -> None:
    async def scenario() -> list[int]:
        listeners = Listeners()
        queue = listeners.subscribe("game")
        for version in range(70):                  # the queue holds 64
            listeners.publish("game", {"version": version})
        await asyncio.sleep(0.05)
        return [queue.get_nowait()["version"] for _ in range(queue.qsize())]

    kept = asyncio.run(scenario())
    assert kept == list(range(6, 70))


def test_serve_freezes_the_warm_heap_and_raises_the_collector_threshold() -> None:
    before = gc.get_threshold()
    warmed = threading.Event()
    try:
        _freeze_heap_once_warm(warmed)
        assert gc.get_freeze_count() == 0           # nothing happens before the warm-up ends
        warmed.set()
        freezer = next(t for t in threading.enumerate() if t.name == "freeze-heap")
        freezer.join(30)
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == GC_THRESHOLDS
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
