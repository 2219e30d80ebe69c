"""Twisted's reactor on a thread of its own, started once, so the UI's event loop never waits.

Magic Wormhole is written for Twisted. Its reactor runs here, beside Qt's
event loop and never inside it: everything the wormholes do happens on
this thread, and what they report goes back through callbacks the caller
hands over to its own thread (the Qt side uses queued signals). Calls
into the reactor go through :func:`call`, which is safe from any thread.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable
from typing import Any

_lock = threading.Lock()
_thread: threading.Thread | None = None


def reactor() -> Any:
    """The reactor (Twisted's default for this system), running on its thread."""
    global _thread
    from twisted.internet import reactor as installed

    twisted_reactor: Any = installed

    with _lock:
        if _thread is None:
            _thread = threading.Thread(
                target=twisted_reactor.run,
                kwargs={"installSignalHandlers": False},
                name="internet-reactor",
                daemon=True,
            )
            _thread.start()
            atexit.register(_stop, twisted_reactor)
    return twisted_reactor


def _stop(twisted_reactor: Any) -> None:
    """At exit: stop the reactor and let its thread end (its connections are closed then)."""
    thread = _thread
    if thread is None or not thread.is_alive():
        return
    try:
        twisted_reactor.callFromThread(twisted_reactor.stop)
    except RuntimeError:
        return  # (stopped already)
    thread.join(timeout=2.0)


def call(function: Callable[..., object], *args: object) -> None:
    """Run ``function(*args)`` on the reactor's thread (soon; from any thread)."""
    reactor().callFromThread(function, *args)
