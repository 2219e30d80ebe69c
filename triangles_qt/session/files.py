"""The one seam through which a game's life touches the disk (Qt-free).

Everything the keeper writes, renames, reads or removes goes through a
:class:`Files`; tests substitute one whose operations fail with ENOSPC,
EROFS or EIO at any chosen step, which is how the promise "a finished game
is never lost" is proved (tests/session).

Writes are atomic: a temporary file in the same folder, fsynced, then
``os.replace``, so a crash at any moment leaves either the old file or the
new one, never half of one. Reads never hang and never read more than they
must: a FIFO, a directory, a device, a symlink loop or a file of many
gigabytes in the save's place is recognised from its metadata (opened
non-blocking, never read whole) and reported as an :class:`OddFile`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from pathlib import Path


class OddFile(Exception):
    """Something that is not a readable save sits where one should be.

    ``kind`` is an id (shown translated by the views): ``directory``,
    ``special`` (a FIFO, socket or device), ``symlink_loop``,
    ``dangling_symlink``, ``unreadable`` or ``too_big``.
    """

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


class Files:
    """The real file system. Subclass and override to make a step fail."""

    def write_atomic(self, path: Path, text: str) -> None:
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
        """The names in ``folder`` (none when it does not exist)."""
        try:
            return os.listdir(folder)
        except FileNotFoundError:
            return []

    def exists(self, path: Path) -> bool:
        """Whether anything (a dangling link included) has this name."""
        return os.path.lexists(path)

    def read_small(self, path: Path, limit: int) -> bytes | None:
        """The bytes of the regular file at ``path``; None when nothing is there.

        Raises :class:`OddFile` for anything else, without blocking and
        without reading more than ``limit`` bytes.
        """
        try:
            os.lstat(path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise OddFile("unreadable", exc.strerror or str(exc)) from exc
        try:
            info = os.stat(path)
        except FileNotFoundError as exc:
            raise OddFile("dangling_symlink") from exc
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise OddFile("symlink_loop") from exc
            raise OddFile("unreadable", exc.strerror or str(exc)) from exc
        _check_kind(info, limit)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        try:
            fd = os.open(path, flags)
        except OSError as exc:
            raise OddFile("unreadable", exc.strerror or str(exc)) from exc
        try:
            _check_kind(os.fstat(fd), limit)  # the same file we looked at
            chunks: list[bytes] = []
            left = limit + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        except OSError as exc:
            raise OddFile("unreadable", exc.strerror or str(exc)) from exc
        finally:
            os.close(fd)
        data = b"".join(chunks)
        if len(data) > limit:
            raise OddFile("too_big", f"more than {limit} bytes")
        return data

    def modified(self, path: Path) -> float:
        """When ``path`` (not what it links to) last changed; 0 when that cannot be told."""
        try:
            return os.lstat(path).st_mtime
        except OSError:
            return 0.0

    @staticmethod
    def _sync_folder(folder: Path) -> None:
        """Make a rename durable (POSIX); where folders cannot be opened, skip it."""
        if not hasattr(os, "O_DIRECTORY"):
            return
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


def _check_kind(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise OddFile("directory")
    if not stat.S_ISREG(info.st_mode):
        raise OddFile("special")
    if info.st_size > limit:
        raise OddFile("too_big", f"{info.st_size} bytes")


def aside_name(path: Path, files: Files, label: str = "damaged") -> Path:
    """A free name beside ``path`` to keep something odd under, e.g. ``autosave.damaged-….json``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    counter = 1
    while files.exists(aside):
        aside = path.with_name(f"{path.stem}.{label}-{stamp}-{counter}{path.suffix}")
        counter += 1
    return aside
