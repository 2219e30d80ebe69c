"""Recording off the UI thread: one worker thread, a queue, a callback per job.

A commit with ``synchronous=FULL`` waits for the disk (milliseconds, or
seconds on a busy laptop disk or behind another instance's lock), so the UI
only queues the result and is called back. Jobs run strictly in order.

The callback runs **on the worker thread**; Qt code must hop back to the
UI thread (emit a signal from it). The app keeps the finished game in its
autosave until the callback reports ``ok`` and submits it again on the next
start; recording is idempotent by game id, so a result survives a kill at
any moment and is never counted twice.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from triangles_qt.stats.result import GameResult
from triangles_qt.stats.store import RecordOutcome, StatsStore

log = logging.getLogger(__name__)

Callback = Callable[[RecordOutcome], None]


@dataclass(frozen=True)
class _Job:
    result: GameResult | None  # None: reset
    callback: Callback | None


class StatsWriter:
    """Writes to a :class:`StatsStore` on a background thread.

    >>> store = StatsStore.unavailable(None, "read_only")
    >>> writer = StatsWriter(store)
    >>> outcomes = []
    >>> writer.submit_reset(outcomes.append)
    >>> writer.flush(5.0), outcomes[0].ok, outcomes[0].error
    (True, False, 'not_recording')
    >>> writer.close()
    True
    """

    def __init__(self, store: StatsStore, *, name: str = "triangles-stats-writer") -> None:
        self.store = store
        self._queue: queue.Queue[_Job | None] = queue.Queue()
        self._pending = 0
        self._idle = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, result: GameResult, callback: Callback | None = None) -> None:
        """Queue ``result`` for recording; ``callback(outcome)`` follows the commit (or failure)."""
        if not isinstance(result, GameResult):
            raise TypeError("submit() takes a GameResult")
        self._put(_Job(result, callback), result.game_id)

    def submit_reset(self, callback: Callback | None = None) -> None:
        """Queue a reset of all statistics, after everything queued before it."""
        self._put(_Job(None, callback), None)

    def _put(self, job: _Job, game_id: str | None) -> None:
        with self._idle:
            if self._closed:
                closed = True
            else:
                closed = False
                self._pending += 1
                self._queue.put(job)
        if closed:  # told at once, on the caller's thread: nothing will run it
            _call(job.callback, RecordOutcome.failed(game_id, "closed", "the writer is closed"))

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        with self._idle:
            return self._pending

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued job has run; ``False`` if ``timeout`` passed first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._idle:
            while self._pending:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return False
                self._idle.wait(remaining)
        return True

    def close(self, timeout: float | None = 5.0) -> bool:
        """Stop taking jobs, finish the queued ones, stop the thread.

        Returns ``False`` if the thread is still busy after ``timeout`` (it is
        a daemon thread, so quitting the app does not wait for it; whatever it
        was writing is still in the app's autosave).
        """
        with self._idle:
            if not self._closed:
                self._closed = True
                self._queue.put(None)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            try:
                if job.result is None:
                    outcome = self.store.reset()
                else:
                    outcome = self.store.record(job.result)
            except Exception as err:  # a bug must not kill the writer
                log.exception("statistics: writer job failed")
                game_id = job.result.game_id if job.result is not None else None
                outcome = RecordOutcome.failed(game_id, "internal_error", repr(err))
            _call(job.callback, outcome)
            with self._idle:
                self._pending -= 1
                self._idle.notify_all()


def _call(callback: Callback | None, outcome: RecordOutcome) -> None:
    if callback is None:
        return
    try:
        callback(outcome)
    except Exception:
        log.exception("statistics: a writer callback raised")
