"""Twisted's reactor on a thread of its own, started once, so the UI's event loop never waits.

Magic Wormhole is written for Twisted. Its reactor runs here, beside Qt's
event loop and never inside it: everything the wormholes do happens on
this thread, and what they report goes back through callbacks the caller
hands over to its own thread (the Qt side uses queued signals). Calls
into the reactor go through :func:`call`, which is safe from any thread.
"""

from __future__ import annotations

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
    return twisted_reactor


def call(function: Callable[..., object], *args: object) -> None:
    """Run ``function(*args)`` on the reactor's thread (soon; from any thread)."""
    reactor().callFromThread(function, *args)
