"""The game keeper's operations, in the order they were asked for, for its one writer thread.

The UI thread (the table) adds; the keeper's thread takes one at a time and
says when it is done, so :meth:`OpQueue.flush` can wait for the disk to
catch up. The queue shares the keeper's lock (a re-entrant condition), so the
keeper can look at its own state and the queue in one step.
"""

from __future__ import annotations

import enum
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from triangles_qt.session.keeper_news import Recovered


class OpKind(enum.Enum):
    """What the keeper's thread is asked to do."""

    SAVE = "save"
    """Write the game's newest state to the autosave (``finished``: its final state)."""
    SET_ASIDE = "set_aside"
    """A new game takes the autosave: move an unconfirmed finished game to its pending name."""
    FORGET = "forget"
    """The statistics have the result: its files go."""
    DELETE = "delete"
    """The game was abandoned: its save goes."""
    DROP_UNSAVED = "drop_unsaved"
    """The game was left: a save of it the disk refused is never written later."""
    RECOVER = "recover"
    """Read what the last run left (start-up), before anything else."""
    WAITING = "waiting"
    """Tell that the statistics could not take a result (after the writes before it)."""
    RETRY = "retry"
    """Write again what the disk refused; hand results whose time came to the statistics."""


@dataclass
class Op:
    kind: OpKind
    game_id: str
    text: str = ""
    finished: bool = False
    reason: str = ""
    where: Path | None = None
    done: Callable[[Recovered], None] | None = None
    """A recovery's answer goes here."""


class OpQueue:
    """Operations waiting for the keeper's thread (which takes them with :meth:`take`)."""

    def __init__(self, lock: threading.Condition) -> None:
        self.lock = lock
        self._ops: deque[Op] = deque()
        self._busy = False
        self._closed = False

    def add(self, op: Op) -> None:
        """Queue ``op``; a save replaces an unfinished save of the same game just before it."""
        with self.lock:
            if self._closed:
                return
            last = self._ops[-1] if self._ops else None
            if (
                op.kind is OpKind.SAVE
                and last is not None
                and last.kind is OpKind.SAVE
                and last.game_id == op.game_id
                and not last.finished
            ):
                self._ops[-1] = op  # the newest state of the same game is enough
            else:
                self._ops.append(op)
            self.lock.notify_all()

    def take(self, next_wake: Callable[[], float | None]) -> Op | None:
        """The next operation, waiting for one; a retry when ``next_wake`` says one is due.

        None once the queue is closed and empty (the thread ends).
        """
        with self.lock:
            while not self._ops and not self._closed:
                timeout = next_wake()
                if timeout is not None and timeout <= 0:
                    break
                self.lock.wait(timeout)
            if self._closed and not self._ops:
                return None
            op = self._ops.popleft() if self._ops else Op(OpKind.RETRY, "")
            self._busy = True
            return op

    def done(self) -> None:
        """The operation last taken is done (or failed)."""
        with self.lock:
            self._busy = False
            self.lock.notify_all()

    def flush(self, timeout: float) -> bool:
        """Wait until everything added so far was done; False when ``timeout`` came first."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while self._ops or self._busy:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self.lock.wait(remaining)
        return True

    def close(self) -> None:
        """Take nothing more; the thread ends once what is queued is done."""
        with self.lock:
            self._closed = True
            self.lock.notify_all()
