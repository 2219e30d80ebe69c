"""Work off the UI thread, and the way back to it: one helper for every part of the app.

Files, boards, reviews, crypto and the network's slow steps never run on the
UI thread. :func:`run_off_ui` runs a function on a thread of its own and
hands its result (or its exception) to a callback on the thread of a Qt
object, normally the UI thread; :func:`deliver_to` makes a function any
thread may call (a keeper's news, a statistics writer's answer) that does
the same. Either way the callback belongs to its ``receiver``: once the
receiver is deleted (a window closed, a game replaced), whatever was on its
way is dropped quietly, never delivered to an object that is gone.

Threads started here are counted, and :func:`wait_at_quit` waits (for a
bounded time) for those still running, so the interpreter never shuts down
under a thread that is in the middle of Python code.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal, Slot

T = TypeVar("T")

_running: set[threading.Thread] = set()
_running_lock = threading.Lock()


class _Carrier(QObject):
    """Carries values across threads: one for the whole app, made on the UI thread and kept.

    Every value goes out as ``carried(key, value)`` (a queued signal, safe to
    emit from any thread) to the dispatcher on the UI thread, which hands it to
    the delivery ``key`` names, if that still exists. No object is ever made
    or deleted on a worker thread, and a delivery that is gone is simply
    not found.
    """

    carried = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self._deliveries: dict[int, _Delivery[Any]] = {}
        self._keys = itertools.count(1)
        self.carried.connect(self._dispatch, Qt.ConnectionType.QueuedConnection)

    def register(self, delivery: _Delivery[Any]) -> int:
        key = next(self._keys)
        self._deliveries[key] = delivery
        delivery.destroyed.connect(lambda *_: self._deliveries.pop(key, None))
        return key

    @Slot(int, object)
    def _dispatch(self, key: int, value: object) -> None:
        delivery = self._deliveries.get(key)
        if delivery is None or not shiboken6.isValid(delivery):
            self._deliveries.pop(key, None)
            return
        if delivery.once:
            del self._deliveries[key]
            delivery.setParent(None)  # gone with this call, here on the UI thread
        delivery.deliver(value)


_carrier: _Carrier | None = None


def _the_carrier() -> _Carrier:
    global _carrier
    if _carrier is None:
        _carrier = _Carrier()
    return _carrier


class _Delivery(QObject, Generic[T]):
    """A callback that lives as long as its receiver (it is the receiver's child)."""

    def __init__(self, receiver: QObject, callback: Callable[[T], None], once: bool) -> None:
        super().__init__(receiver)
        self._callback = callback
        self.once = once

    def deliver(self, value: object) -> None:
        self._callback(value)  # type: ignore[arg-type]


def deliver_to(
    receiver: QObject, callback: Callable[[T], None], *, once: bool = False
) -> Callable[[T], None]:
    """A function any thread may call: ``callback(value)`` then runs on the UI thread.

    Made on the UI thread (``receiver`` lives there). Called on the UI thread
    itself it still waits for the event loop (never re-entrant). Dropped once
    ``receiver`` is gone; ``once``: the first value only.
    """
    carrier = _the_carrier()
    key = carrier.register(_Delivery(receiver, callback, once))
    carried = carrier.carried

    def send(value: T) -> None:
        carried.emit(key, value)

    return send


class Failed(Exception):
    """What :func:`run_off_ui` hands back when the work raised: ``error`` is what it raised."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error


def run_off_ui(
    work: Callable[[], T],
    done: Callable[[T], None],
    receiver: QObject,
    *,
    name: str,
    failed: Callable[[BaseException], None] | None = None,
) -> threading.Thread:
    """Run ``work()`` on a new thread; ``done(result)`` then runs on ``receiver``'s thread.

    If ``work`` raises an ``Exception``, ``failed(error)`` runs there instead
    (without ``failed`` the error is reported on the worker thread, as any
    thread's error is). Nothing is delivered once ``receiver`` is gone.
    """

    def delivered(outcome: object) -> None:
        if isinstance(outcome, Failed):
            assert failed is not None
            failed(outcome.error)
        else:
            done(outcome)  # type: ignore[arg-type]

    send: Callable[[object], None] = deliver_to(receiver, delivered, once=True)

    def body() -> None:
        try:
            try:
                result: object = work()
            except Exception as error:
                if failed is None:
                    raise
                result = Failed(error)
            send(result)
        finally:
            with _running_lock:
                _running.discard(thread)

    thread = threading.Thread(target=body, name=name, daemon=True)
    with _running_lock:
        _running.add(thread)
    thread.start()
    return thread


def running() -> list[threading.Thread]:
    """The threads started by :func:`run_off_ui` that are still at work."""
    with _running_lock:
        return [thread for thread in _running if thread.is_alive()]


def wait_at_quit(timeout: float = 10.0) -> bool:
    """Wait up to ``timeout`` seconds in all for the work still running; True if none is left.

    At quit: a thread left in the middle of Python code while the
    interpreter shuts down can take the process down with it.
    """
    deadline = time.monotonic() + timeout
    for thread in running():
        if thread is not threading.current_thread():
            thread.join(max(0.0, deadline - time.monotonic()))
    return not running()
