"""Recording off the UI thread: one worker thread, a queue, a callback per job.

A commit with ``synchronous=FULL`` waits for the disk (milliseconds, or
seconds on a busy laptop disk or behind another instance's lock), so the UI
only queues the result and is called back. Jobs run strictly in order.

Given a deferred store (:meth:`StatsStore.deferred`), the worker first
opens it, trying again with back-off while another process holds the
database's lock; jobs submitted meanwhile wait in the queue. A job that
meets a locked database is tried again the same way. Only when a job has
waited :data:`DEFAULT_PATIENCE` seconds (``patience``) is it reported failed,
with reason ``busy``; the store keeps trying to open, so later jobs may
still be recorded this session.

The callback runs **on the worker thread**; Qt code must hop back to the
UI thread (emit a signal from it). The app keeps the finished game until
the callback reports ``ok`` and submits it again later (a failed job is
simply asked again); recording is idempotent by game id, so a result
survives a kill at any moment and is never counted twice.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from triangles_qt.stats.result import GameResult
from triangles_qt.stats.store import RecordOutcome, StatsStore

log = logging.getLogger(__name__)

Callback = Callable[[RecordOutcome], None]

#: Seconds a job waits for a locked database before it is reported failed (``busy``).
DEFAULT_PATIENCE: Final = 30.0
#: The first wait before trying a locked database again; it doubles up to the second.
BACKOFF: Final = (0.05, 2.0)


@dataclass(frozen=True)
class _Job:
    result: GameResult | None  # None: reset
    callback: Callback | None
    deadline: float
    """``time.monotonic()`` after which a locked database fails the job."""

    @property
    def game_id(self) -> str | None:
        return self.result.game_id if self.result is not None else None


class StatsWriter:
    """Writes to a :class:`StatsStore` on a background thread (opening it first if deferred).

    ``on_open(store)`` is called on the worker thread once a deferred store is
    open, or has given up for a reason other than a lock (then it does not
    record, and says why): the moment to tell the player its notices.

    >>> store = StatsStore.unavailable(None, "read_only")
    >>> writer = StatsWriter(store)
    >>> outcomes = []
    >>> writer.submit_reset(outcomes.append)
    >>> writer.flush(5.0), outcomes[0].ok, outcomes[0].error
    (True, False, 'not_recording')
    >>> writer.close()
    True
    """

    def __init__(
        self,
        store: StatsStore,
        *,
        name: str = "triangles-stats-writer",
        patience: float = DEFAULT_PATIENCE,
        on_open: Callable[[StatsStore], None] | None = None,
    ) -> None:
        self.store = store
        self.patience = patience
        self._on_open = on_open
        self._queue: queue.Queue[_Job | None] = queue.Queue()
        self._held: deque[_Job] = deque()  # worker only: taken from the queue while waiting
        self._stopping = False  # worker only: the close marker has been taken
        self._pending = 1 if store.opening else 0  # the opening counts, for flush()
        self._idle = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, result: GameResult, callback: Callback | None = None) -> None:
        """Queue ``result`` for recording; ``callback(outcome)`` follows the commit (or failure)."""
        if not isinstance(result, GameResult):
            raise TypeError("submit() takes a GameResult")
        self._put(result, callback)

    def submit_reset(self, callback: Callback | None = None) -> None:
        """Queue a reset of all statistics, after everything queued before it."""
        self._put(None, callback)

    def _put(self, result: GameResult | None, callback: Callback | None) -> None:
        job = _Job(result, callback, time.monotonic() + self.patience)
        with self._idle:
            if self._closed:
                closed = True
            else:
                closed = False
                self._pending += 1
                self._queue.put(job)
        if closed:  # told at once, on the caller's thread: nothing will run it
            _call(callback, RecordOutcome.failed(job.game_id, "closed", "the writer is closed"))

    @property
    def pending(self) -> int:
        """Jobs queued or running (and the opening of a deferred store, until it is done)."""
        with self._idle:
            return self._pending

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the store is open and every queued job has run; ``False`` on timeout."""
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

        Jobs still waiting for a locked database are not waited for: they are
        reported failed (``busy``). Returns ``False`` if the thread is still
        busy after ``timeout`` (it is a daemon thread, so quitting the app does
        not wait for it; whatever it was writing is still kept by the app).
        """
        with self._idle:
            if not self._closed:
                self._closed = True
                self._queue.put(None)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # -- the worker thread ------------------------------------------------------------

    def _run(self) -> None:
        if self.store.opening:
            self._open_store()
            self._done()
            if self._on_open is not None:
                try:
                    self._on_open(self.store)
                except Exception:
                    log.exception("statistics: the on_open callback raised")
        while True:
            job = self._next()
            if job is None:
                return
            _call(job.callback, self._execute(job))
            self._done()

    def _done(self) -> None:
        with self._idle:
            self._pending -= 1
            self._idle.notify_all()

    def _next(self) -> _Job | None:
        if self._held:
            return self._held.popleft()
        if self._stopping:
            return None
        job = self._queue.get()
        if job is None:
            self._stopping = True
        return job

    def _wait(self, seconds: float) -> None:
        """Sleep up to ``seconds``, holding on to jobs that arrive; wake at once on close."""
        until = time.monotonic() + seconds
        while not self._stopping:
            remaining = until - time.monotonic()
            if remaining <= 0:
                return
            try:
                job = self._queue.get(timeout=remaining)
            except queue.Empty:
                return
            if job is None:
                self._stopping = True
            else:
                self._held.append(job)

    def _open_store(self) -> None:
        """Open the deferred store, trying again with back-off while it is locked."""
        started = time.monotonic()
        delay, longest = BACKOFF
        while not self.store.try_open():
            waited = time.monotonic() - started
            if waited >= self.patience:
                self.store.mark_locked(f"the statistics database stayed locked for {waited:.0f} s")
            self._give_up_on(lambda job: job.deadline <= time.monotonic() or self._stopping)
            if self._stopping:
                return
            self._wait(delay)
            delay = min(delay * 2, longest)

    def _give_up_on(self, due: Callable[[_Job], bool]) -> None:
        """Report the held jobs ``due`` picks as failed (``busy``); the others keep their order."""
        kept: deque[_Job] = deque()
        while self._held:
            job = self._held.popleft()
            if not due(job):
                kept.append(job)
                continue
            detail = f"the statistics database stayed locked ({self.store.path.name})"
            _call(job.callback, RecordOutcome.failed(job.game_id, "busy", detail))
            self._done()
        self._held = kept

    def _execute(self, job: _Job) -> RecordOutcome:
        """Run ``job``; while the database is locked, again with back-off until its deadline."""
        delay, longest = BACKOFF
        while True:
            outcome = self._attempt(job)
            remaining = job.deadline - time.monotonic()
            if outcome.ok or outcome.error != "busy" or self._stopping or remaining <= 0:
                return outcome
            self._wait(min(delay, remaining))
            delay = min(delay * 2, longest)

    def _attempt(self, job: _Job) -> RecordOutcome:
        try:
            if job.result is None:
                return self.store.reset()
            return self.store.record(job.result)
        except Exception as err:  # a bug must not kill the writer
            log.exception("statistics: writer job failed")
            return RecordOutcome.failed(job.game_id, "internal_error", repr(err))


def _call(callback: Callback | None, outcome: RecordOutcome) -> None:
    if callback is None:
        return
    try:
        callback(outcome)
    except Exception:
        log.exception("statistics: a writer callback raised")
