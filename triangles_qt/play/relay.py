"""Handing a worker thread's result to the UI thread."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Relay(QObject):
    """Carries a result from a worker thread to the UI thread as a queued signal.

    Connect ``done`` with ``Qt.QueuedConnection`` and emit it from the worker.
    Give it no parent and let the worker's closure hold it: it then outlives
    the window or driver that asked, and an answer that arrives after they
    are gone is dropped (Qt forgets queued calls to deleted receivers) instead
    of raising "Signal source has been deleted" on the worker thread.
    """

    done = Signal(object)
