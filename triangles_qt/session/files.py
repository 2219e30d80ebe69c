"""The one seam through which a game's life touches the disk (Qt-free).

Everything the keeper writes, renames, reads or removes goes through a
:class:`Files`; tests substitute one whose operations fail with ENOSPC,
EROFS or EIO at any chosen step, which is how the promise "a finished game
is never lost" is proved (tests/session).

Writes are atomic: a temporary file in the same folder, fsynced, then
``os.replace``, so a crash at any moment leaves either the old file or the
new one, never half of one. Reads go through the app's one safe opener
(:mod:`triangles_qt.safe_open`): a FIFO, a directory, a device, a symlink
loop or a file of many gigabytes in the save's place is recognised from its
metadata (opened non-blocking, never read whole) and reported as an
:class:`OddFile`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
import time
from pathlib import Path

from triangles_qt import safe_open
from triangles_qt.safe_open import OddFile, OddKind

__all__ = ["Files", "OddFile", "OddKind", "aside_name", "write_probe"]


class Files:
    """The real file system. Subclass and override to make a step fail."""

    def write_atomic(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` so that readers see the old or the new file, whole.

        A file where the folder should be is ``NotADirectoryError`` (not "File exists").
        """
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except FileExistsError as exc:
            raise NotADirectoryError(
                errno.ENOTDIR, "it is a file, not a folder", str(path.parent)
            ) from exc
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
        self._sync_folder(path.parent)

    def rename(self, source: Path, dest: Path) -> None:
        """Rename ``source`` (a file, a link or a folder) to ``dest``, never over something."""
        if os.path.lexists(dest):
            raise FileExistsError(errno.EEXIST, "already there", str(dest))
        os.rename(source, dest)
        self._sync_folder(dest.parent)

    def remove(self, path: Path) -> None:
        """Remove a file or link; one that is already gone is fine."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)

    def names(self, folder: Path) -> list[str]:
        """The names in ``folder`` (none when it does not exist, or is not a folder)."""
        try:
            return os.listdir(folder)
        except (FileNotFoundError, NotADirectoryError):
            return []

    def exists(self, path: Path) -> bool:
        """Whether anything (a dangling link included) has this name."""
        return os.path.lexists(path)

    def read_small(self, path: Path, limit: int) -> bytes | None:
        """The bytes of the regular file at ``path``; None when nothing is there.

        Raises :class:`OddFile` for anything else, without blocking and
        without reading more than ``limit`` bytes (:func:`safe_open.read_small`).
        """
        return safe_open.read_small(path, limit)

    def modified(self, path: Path) -> float:
        """When ``path`` (not what it links to) last changed; 0 when that cannot be told."""
        try:
            return os.lstat(path).st_mtime
        except OSError:
            return 0.0

    @staticmethod
    def _sync_folder(folder: Path) -> None:
        """Make a rename durable (POSIX); where folders cannot be opened, skip it."""
        if not hasattr(os, "O_DIRECTORY"):  # pragma: no cover - Windows: no folder to open
            return
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


def write_probe(folder: Path) -> OSError | None:
    """Why ``folder`` refuses a small write (the system's own error), or None when it takes one.

    For saying the true reason when a library only says "it failed" (Qt's
    lock file and settings): a full disk, a read-only folder or disk, a file
    where the folder should be. The probe file is removed again.
    """
    probe = folder / f".triangles-probe-{os.getpid()}-{time.monotonic_ns()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError as exc:
        return exc
    try:
        os.write(fd, b"x")
        os.fsync(fd)
    except OSError as exc:
        return exc
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(probe)
    return None


def aside_name(path: Path, files: Files, label: str = "damaged") -> Path:
    """A free name beside ``path`` to keep something odd under, e.g. ``autosave.damaged-….json``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    counter = 1
    while files.exists(aside):
        aside = path.with_name(f"{path.stem}.{label}-{stamp}-{counter}{path.suffix}")
        counter += 1
    return aside
