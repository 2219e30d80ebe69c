"""The one way the app reads a file it finds: never blocking, never reading too much (Qt-free).

Everything read at start (saves, settings, the engines list, kept reviews,
the statistics' headers) comes through here. Whatever sits under the name —
a FIFO, a folder, a device, a loop of links, a link to nothing, a file of
many gigabytes, a file that cannot be opened — is recognised from its
metadata before a byte is read, the file is opened non-blocking (a FIFO
swapped in after the look cannot hang the caller), the opened file is
checked again (``fstat``: the same kind of thing that was looked at), and at
most the limit is read. Anything that goes wrong becomes an :class:`OddFile`
whose :class:`OddKind` says what, never another exception.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> read_small(os.path.join(folder, "none"), 10) is None
True
>>> os.mkfifo(os.path.join(folder, "pipe"))
>>> try:
...     read_small(os.path.join(folder, "pipe"), 10)
... except OddFile as odd:
...     odd.kind
<OddKind.SPECIAL: 'special'>
"""

from __future__ import annotations

import enum
import errno
import os
import stat
from typing import Final

_FLAGS: Final = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_CHUNK: Final = 1 << 20

PathLike = str | os.PathLike[str]


class OddKind(enum.Enum):
    """What sits under a name instead of a readable file; the value is a stable id."""

    DIRECTORY = "directory"
    SPECIAL = "special"
    """A FIFO, a socket or a device."""
    SYMLINK_LOOP = "symlink_loop"
    DANGLING_SYMLINK = "dangling_symlink"
    UNREADABLE = "unreadable"
    """It could not be looked at, opened or read (the detail says why)."""
    TOO_BIG = "too_big"
    NOT_TEXT = "not_text"
    """Read whole, but not UTF-8 text (:func:`read_text` only)."""


class OddFile(Exception):
    """Something that is not a readable file sits where one should be.

    ``kind`` says what; ``detail`` is an English line for logs; ``errno`` is
    the system's error number when one caused it.
    """

    def __init__(self, kind: OddKind, detail: str = "", error: int | None = None) -> None:
        super().__init__(f"{kind.value}: {detail}" if detail else kind.value)
        self.kind = kind
        self.detail = detail
        self.errno = error


def _unreadable(exc: BaseException) -> OddFile:
    if isinstance(exc, OSError):
        return OddFile(OddKind.UNREADABLE, exc.strerror or str(exc), exc.errno)
    return OddFile(OddKind.UNREADABLE, str(exc) or type(exc).__name__)


def _check_kind(info: os.stat_result, limit: int | None) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise OddFile(OddKind.DIRECTORY)
    if not stat.S_ISREG(info.st_mode):
        raise OddFile(OddKind.SPECIAL)
    if limit is not None and info.st_size > limit:
        raise OddFile(OddKind.TOO_BIG, f"{info.st_size} bytes")


def look(path: PathLike) -> os.stat_result | None:
    """The metadata of the regular file at ``path`` (links followed); None when nothing is there.

    (Nothing can be there when a file stands where its folder should be.)
    Raises :class:`OddFile` for anything else (a link to nothing included),
    reading nothing and opening nothing.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError) as exc:
        raise _unreadable(exc) from exc
    try:
        info = os.stat(path)
    except FileNotFoundError as exc:
        raise OddFile(OddKind.DANGLING_SYMLINK) from exc
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OddFile(OddKind.SYMLINK_LOOP) from exc
        raise _unreadable(exc) from exc
    _check_kind(info, None)
    return info


def _read(path: PathLike, limit: int, whole: bool) -> bytes | None:
    info = look(path)
    if info is None:
        return None
    if whole:  # refuse a file that is too big before opening it
        _check_kind(info, limit)
    try:
        fd = os.open(path, _FLAGS)
    except FileNotFoundError:
        return None  # gone since the look
    except (OSError, ValueError) as exc:
        if isinstance(exc, OSError) and exc.errno == errno.ELOOP:
            raise OddFile(OddKind.SYMLINK_LOOP) from exc
        raise _unreadable(exc) from exc
    try:
        _check_kind(os.fstat(fd), limit if whole else None)  # the very file we opened
        chunks: list[bytes] = []
        left = limit + 1 if whole else limit
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OddFile:
        raise
    except (OSError, ValueError, MemoryError) as exc:
        raise _unreadable(exc) from exc
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if whole and len(data) > limit:
        raise OddFile(OddKind.TOO_BIG, f"more than {limit} bytes")
    return data


def read_small(path: PathLike, limit: int) -> bytes | None:
    """The bytes of the regular file at ``path``, at most ``limit`` of them; None if it is absent.

    Raises :class:`OddFile` for anything else (a bigger file is
    :attr:`OddKind.TOO_BIG`), without blocking and without reading more than
    ``limit`` + 1 bytes.
    """
    return _read(path, limit, whole=True)


def read_head(path: PathLike, size: int) -> bytes | None:
    """The first ``size`` bytes (fewer if it is shorter) of the regular file at ``path``.

    For files of any length whose header tells what they are (a database);
    None when nothing is there; :class:`OddFile` for anything else.
    """
    return _read(path, size, whole=False)


def read_text(path: PathLike, limit: int) -> str | None:
    """:func:`read_small`, decoded as UTF-8 (:attr:`OddKind.NOT_TEXT` when it is not)."""
    data = read_small(path, limit)
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise OddFile(OddKind.NOT_TEXT, f"not UTF-8 at byte {exc.start}") from exc


def odd_kind(path: PathLike) -> OddKind | None:
    """What is wrong with ``path`` as a file to read, by its metadata alone; None if nothing is.

    (None also when nothing is there.)
    """
    try:
        look(path)
    except OddFile as odd:
        return odd.kind
    return None


__all__ = [
    "OddFile",
    "OddKind",
    "look",
    "odd_kind",
    "read_head",
    "read_small",
    "read_text",
]
