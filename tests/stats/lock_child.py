"""A child process that holds a database's lock: another program that will not let go.

    python lock_child.py DB MODE      # MODE: wal | delete

It takes ``BEGIN EXCLUSIVE`` on DB and prints ``locked``; on a line on stdin
(or when stdin closes) it rolls back, closes, prints ``released`` and exits.
``wal`` keeps the store's journal mode: only writers are shut out (WAL
readers never wait). ``delete`` first switches the file to a rollback
journal, as an older program or a database browser may: then even reading
waits, which is what froze the app's start for 10 to 30 s.

:class:`LockHolder` runs it from a test and releases it from any thread.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path


def hold(db: str, mode: str) -> None:
    conn = sqlite3.connect(db, isolation_level=None, timeout=10.0)
    if mode == "delete":
        conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    print("locked", flush=True)
    sys.stdin.readline()
    conn.execute("ROLLBACK")
    conn.close()
    print("released", flush=True)


class LockHolder:
    """The child, seen from a test: started and locked on entry, released on demand."""

    def __init__(self, db: Path, mode: str = "wal") -> None:
        self.db, self.mode = db, mode
        self.released_at: float | None = None
        self._lock = threading.Lock()
        self.child = subprocess.Popen(
            [sys.executable, __file__, str(db), mode],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.child.stdout is not None
        line = self.child.stdout.readline().strip()
        if line != "locked":
            self.child.kill()
            _, err = self.child.communicate(timeout=10)
            raise RuntimeError(f"the lock child did not lock: {line!r} {err}")

    def release(self) -> None:
        """Let go (idempotent; safe from a timer thread); returns once the lock is gone."""
        with self._lock:
            if self.released_at is not None:
                return
            assert self.child.stdin is not None and self.child.stdout is not None
            self.child.stdin.write("go\n")
            self.child.stdin.flush()
            line = self.child.stdout.readline().strip()
            assert line == "released", line
            self.released_at = time.perf_counter()
            self.child.wait(10)

    def release_after(self, seconds: float) -> threading.Timer:
        timer = threading.Timer(seconds, self.release)
        timer.daemon = True
        timer.start()
        return timer

    def __enter__(self) -> LockHolder:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.release()
        finally:
            if self.child.poll() is None:
                self.child.kill()
                self.child.wait(10)
            for pipe in (self.child.stdin, self.child.stdout, self.child.stderr):
                if pipe is not None:
                    pipe.close()


if __name__ == "__main__":
    hold(sys.argv[1], sys.argv[2])
