"""Autosave of the game in progress: atomic writes off the UI thread, safe loading.

Every write goes to a temporary file in the same folder, is fsynced, and then
replaces the old save with ``os.replace``, so a crash at any moment leaves
either the old save or the new one, never half of one. A save that cannot be
read is moved aside (kept for inspection, never deleted) and reported once.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from triangles_qt.model import GameRecord, RecordError


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):
        # Make the rename itself durable.
        with contextlib.suppress(OSError):
            dir_fd = os.open(path.parent, os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


@dataclass(frozen=True)
class LoadedSave:
    """What start-up found: a record to resume, and/or a file that had to be moved aside."""

    record: GameRecord | None
    damaged_copy: Path | None = None
    reason: str = ""


def load_save(path: Path) -> LoadedSave:
    """Read the autosave; a damaged one is renamed aside and reported, never raised."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return LoadedSave(None)
    except OSError as exc:
        return LoadedSave(None, None, str(exc))
    try:
        record = GameRecord.from_json(data)
        record.replay()
    except RecordError as exc:
        aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        counter = 1
        while aside.exists():
            aside = aside.with_name(f"{aside.stem}-{counter}{aside.suffix}")
            counter += 1
        try:
            os.replace(path, aside)
        except OSError:
            return LoadedSave(None, None, str(exc))
        return LoadedSave(None, aside, str(exc))
    return LoadedSave(record)


def remove_save(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


def pending_path(path: Path, game_id: str) -> Path:
    """Where a finished game waits until the statistics confirm it."""
    safe = "".join(ch for ch in game_id if ch.isalnum())[:64] or "game"
    return path.with_name(f"{path.stem}.pending-{safe}{path.suffix}")


def pending_saves(path: Path) -> list[Path]:
    """Finished games set aside before their result was confirmed, oldest first."""
    found = path.parent.glob(f"{path.stem}.pending-*{path.suffix}")
    return sorted(found, key=lambda p: p.stat().st_mtime)


class AutosaveWriter:
    """Writes the autosave on a background thread, in order.

    Consecutive saves collapse into the newest (if moves come faster than the
    disk, the intermediate ones are skipped); a ``set_aside`` (rename the
    current save, e.g. a finished game not yet in the statistics, before a
    new game overwrites it) and a ``delete`` keep their place in the order.
    ``flush`` waits until everything submitted is on disk.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Condition()
        self._ops: list[tuple[str, str | Path | None]] = []
        self._busy = False
        self._closed = False
        self.last_error: str | None = None
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def _add(self, op: str, arg: str | Path | None) -> None:
        with self._lock:
            if op == "save" and self._ops and self._ops[-1][0] == "save":
                self._ops[-1] = (op, arg)
            else:
                self._ops.append((op, arg))
            self._lock.notify_all()

    def save(self, text: str) -> None:
        self._add("save", text)

    def delete(self) -> None:
        """Remove the save (the game is over and its result is safe)."""
        self._add("delete", None)

    def set_aside(self, dest: Path) -> None:
        """Rename the current save to ``dest`` (kept until its result is confirmed)."""
        self._add("set_aside", dest)

    def flush(self, timeout: float = 5.0) -> bool:
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._ops or self._busy:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._lock.wait(remaining)
        return True

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout=5.0)

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._ops and not self._closed:
                    self._lock.wait()
                if not self._ops:
                    return
                op, arg = self._ops.pop(0)
                self._busy = True
            try:
                if op == "delete":
                    remove_save(self.path)
                elif op == "set_aside" and isinstance(arg, Path):
                    if self.path.exists():
                        os.replace(self.path, arg)
                elif op == "save" and isinstance(arg, str):
                    write_atomic(self.path, arg)
                self.last_error = None
            except OSError as exc:
                self.last_error = str(exc)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
