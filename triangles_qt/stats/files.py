"""Looking at the database files before SQLite does, and setting damaged ones aside.

SQLite repairs what it can on open, and some of that repair destroys
evidence: a ``-wal`` file whose database is missing is silently deleted
(with every game in it), and a garbage ``-wal`` is overwritten on the next
write. So the store first checks the files with plain reads, then probes
the database through a read-only connection, and only then opens it for
writing. Anything damaged is renamed aside, never deleted.

Every check that can refuse a file (:func:`identify`: another program's,
newer, not the tables of the version it claims) only reads, and runs before
anything writes to the file: no journal mode switch, no backup, no -wal or
-shm beside a file we refuse (:func:`probe`).
"""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import sqlite3
import struct
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Final

from triangles_qt import safe_open
from triangles_qt.safe_open import OddFile, OddKind
from triangles_qt.stats.schema import APPLICATION_ID, CURRENT_VERSION, schema_problem

SQLITE_MAGIC: Final = b"SQLite format 3\x00"
WAL_MAGICS: Final = (0x377F0682, 0x377F0683)
WAL_FORMAT: Final = 3007000
#: Files SQLite keeps beside a database; they travel with it when it is set aside.
COMPANIONS: Final = ("-wal", "-shm", "-journal")


class Damage(enum.Enum):
    """What is wrong with the files; the value is a stable reason code."""

    ZERO_BYTES = "zero_bytes"
    NOT_SQLITE = "not_sqlite"
    NOT_A_FILE = "not_a_file"
    CORRUPT = "corrupt"
    """SQLite reports the file malformed (truncated, garbage pages, failed check)."""
    FOREIGN = "foreign"
    """A healthy SQLite database, but not a Triangles statistics store."""
    WRONG_SCHEMA = "wrong_schema"
    """Our application id and a version we know, but not that version's tables and columns."""
    ORPHANED_WAL = "orphaned_wal"
    """A ``-wal`` file with data but no database beside it."""
    BAD_WAL = "bad_wal"
    """A ``-wal`` file that is garbage or belongs to another database."""
    ODD_COMPANION = "odd_companion"
    """A ``-wal``, ``-shm`` or ``-journal`` that is no regular file (a folder, a FIFO, a link
    to nothing): SQLite would fail on it, or wait on it for ever."""

    @property
    def companions_only(self) -> bool:
        """Only the files beside the database are set aside: the database itself is whole."""
        return self in (Damage.BAD_WAL, Damage.ODD_COMPANION)


@dataclass(frozen=True)
class Diagnosis:
    """The verdict on a database path, reached without writing to it."""

    exists: bool
    damage: Damage | None = None
    detail: str = ""
    version: int = 0
    """``user_version`` of a readable database (0 for a new or empty one)."""

    @property
    def healthy(self) -> bool:
        return self.damage is None


def companion(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _size(path: Path) -> int | None:
    """The size of the regular file at ``path``; None when nothing is there.

    Raises :class:`~triangles_qt.safe_open.OddFile` for anything else.
    """
    info = safe_open.look(path)
    return None if info is None else info.st_size


def _read_head(path: Path, size: int) -> bytes:
    """The first ``size`` bytes, through the app's one safe opener (never waits on a FIFO)."""
    try:
        return safe_open.read_head(path, size) or b""
    except OddFile as odd:
        raise OSError(odd.errno or errno.EIO, f"{path.name}: {odd}", str(path)) from odd


#: How an odd file is named in a diagnosis (English, for logs and the detail).
_ODD_WORDS: Final = {
    OddKind.DIRECTORY: "a folder",
    OddKind.SPECIAL: "not a regular file (a FIFO, socket or device)",
    OddKind.SYMLINK_LOOP: "a loop of symbolic links",
    OddKind.DANGLING_SYMLINK: "a symbolic link to nothing",
}


def _odd_words(odd: OddFile) -> str:
    return _ODD_WORDS.get(odd.kind, f"unreadable ({odd.detail})")


def _wal_header_problem(wal: Path, db_page_size: int | None) -> str | None:
    """Why a non-empty ``-wal`` cannot belong to this database, or ``None``.

    Checks the magic, the format number, the header checksum (SQLite's own
    algorithm) and the page size against the database's.
    """
    head = _read_head(wal, 32)
    if len(head) < 32:
        return f"the -wal file is {len(head)} bytes, shorter than its 32-byte header"
    magic, fmt, page_size = struct.unpack(">III", head[:12])
    if magic not in WAL_MAGICS:
        return "the -wal file does not start with a WAL header"
    if fmt != WAL_FORMAT:
        return f"the -wal file has unknown format {fmt}"
    big = magic & 1
    s0 = s1 = 0
    words = struct.unpack((">" if big else "<") + "6I", head[:24])
    for i in range(0, 6, 2):
        s0 = (s0 + words[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[i + 1] + s0) & 0xFFFFFFFF
    if (s0, s1) != struct.unpack(">II", head[24:32]):
        return "the -wal header checksum is wrong"
    if db_page_size is not None and page_size != db_page_size:
        return f"the -wal pages ({page_size} B) do not match the database's ({db_page_size} B)"
    return None


def _page_size(header: bytes) -> int | None:
    if len(header) < 18:
        return None
    (raw,) = struct.unpack(">H", header[16:18])
    return 65536 if raw == 1 else raw


def inspect_files(path: Path) -> Diagnosis:
    """Check the files with plain reads: what can be judged before SQLite opens them.

    Every look goes through the app's one safe opener, so a FIFO, a folder or
    a link to nothing under any of the names is told for what it is (and
    never waited on). Raises ``OSError`` only for a file that cannot be read.
    """
    for suffix in COMPANIONS:
        beside = companion(path, suffix)
        try:
            safe_open.look(beside)
        except OddFile as odd:
            if odd.kind is OddKind.UNREADABLE:
                raise OSError(odd.errno or errno.EIO, odd.detail, str(beside)) from odd
            exists = os.path.lexists(path)
            return Diagnosis(exists, Damage.ODD_COMPANION, f"{beside.name} is {_odd_words(odd)}")
    wal = companion(path, "-wal")
    wal_size = _size(wal) or 0
    try:
        info = safe_open.look(path)
    except OddFile as odd:
        if odd.kind is OddKind.UNREADABLE:
            raise OSError(odd.errno or errno.EIO, odd.detail, str(path)) from odd
        return Diagnosis(True, Damage.NOT_A_FILE, f"{path.name} is {_odd_words(odd)}")
    if info is None:
        if wal_size > 0:
            return Diagnosis(
                False, Damage.ORPHANED_WAL, f"{wal.name} ({wal_size} bytes) has no database"
            )
        return Diagnosis(False)
    size = info.st_size
    if size == 0:
        if wal_size > 0:
            return Diagnosis(
                True,
                Damage.ORPHANED_WAL,
                f"{path.name} is empty but {wal.name} holds {wal_size} bytes",
            )
        return Diagnosis(True, Damage.ZERO_BYTES, f"{path.name} is empty (0 bytes)")
    header = _read_head(path, 100)
    if not header.startswith(SQLITE_MAGIC):
        return Diagnosis(True, Damage.NOT_SQLITE, f"{path.name} is not an SQLite database")
    if len(header) < 100:
        return Diagnosis(True, Damage.CORRUPT, f"{path.name} is cut short ({size} bytes)")
    if wal_size > 0:
        problem = _wal_header_problem(wal, _page_size(header))
        if problem:
            return Diagnosis(True, Damage.BAD_WAL, problem)
    return Diagnosis(True)


def write_refusal(path: Path) -> str | None:
    """Why the database file itself cannot be written, as a reason code; None if it can.

    ``read_only_file`` when the file refuses (its permissions: the folder
    may be fine), ``read_only`` when the whole disk is read-only. SQLite
    opens such a file read-only without a word and fails only at the first
    write, so the store asks first. Opening for writing changes nothing
    (no truncation, no time stamp).
    """
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        if err.errno in (errno.EACCES, errno.EPERM):
            return "read_only_file"
        if err.errno == errno.EROFS:
            return "read_only"
        return None
    os.close(fd)
    return None


def check_header_version(path: Path) -> None:
    """Refuse a newer database from its header bytes alone, before SQLite opens it.

    ``user_version`` sits at offset 60 and ``application_id`` at 68 of the
    100-byte header. Reading them directly means a refused database gets
    not even a ``-shm`` file beside it. (A migration still in the ``-wal``
    is caught by :func:`probe`.)
    """
    header = _read_head(path, 100)
    if len(header) < 72:
        return
    (version,) = struct.unpack(">i", header[60:64])  # signed, as PRAGMA user_version reads it
    (app_id,) = struct.unpack(">i", header[68:72])
    if app_id == APPLICATION_ID and version > CURRENT_VERSION:
        raise NewerSchemaError(path, version)


def _readonly_uri(path: Path) -> str:
    return path.resolve().as_uri() + "?mode=ro"


def _is_corruption(err: sqlite3.DatabaseError) -> bool:
    name = getattr(err, "sqlite_errorname", "") or ""
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return True
    text = str(err).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


class NewerSchemaError(RuntimeError):
    """The database was written by a newer version of the app; it is left untouched."""

    def __init__(self, path: Path, found: int, supported: int = CURRENT_VERSION) -> None:
        super().__init__(
            f"The statistics database {path} was written by a newer version of Triangles "
            f"(schema {found}; this version understands up to {supported}). "
            "It was left untouched; update Triangles to see and record statistics."
        )
        self.path = path
        self.found = found
        self.supported = supported


def identify(conn: sqlite3.Connection, path: Path) -> Diagnosis:
    """Whether the database on ``conn`` is ours, by reads alone: every check that can refuse it.

    Another program's file (another application id, or ours with a version
    no Triangles wrote: 0 with tables, or below 0) is :attr:`Damage.FOREIGN`;
    ours with a known version but not that version's tables and columns is
    :attr:`Damage.WRONG_SCHEMA`; ours with a newer version raises
    :class:`NewerSchemaError`. An empty database (no tables, version 0) is
    healthy: there is nothing in it to keep. Callers run this before anything
    writes (the read-only probe, and again on the read-write connection
    before its journal mode switch, backup and migration).
    """
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    tables = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
    if app_id == APPLICATION_ID and version > CURRENT_VERSION:
        raise NewerSchemaError(path, version)
    if app_id != APPLICATION_ID:
        if tables or version:
            return Diagnosis(
                True,
                Damage.FOREIGN,
                f"{path.name} is an SQLite database of another program "
                f"(application_id {app_id:#x})",
            )
        return Diagnosis(True)
    if version < 0 or (version == 0 and tables):
        return Diagnosis(
            True,
            Damage.FOREIGN,
            f"{path.name} carries the Triangles application id but schema version "
            f"{version}, which no Triangles wrote",
        )
    if version == 0:
        return Diagnosis(True)
    problem = schema_problem(conn, version)
    if problem is not None:
        return Diagnosis(True, Damage.WRONG_SCHEMA, f"{path.name}: {problem}")
    return Diagnosis(True, version=version)


def _companions_exist(path: Path) -> bool:
    return any(companion(path, s).exists() or companion(path, s).is_symlink() for s in COMPANIONS)


def _quiet_refusal(path: Path) -> Diagnosis | None:
    """A refusal reached without a file appearing beside ``path``, or ``None``.

    A read-only connection to a WAL-mode database creates a -wal and a -shm
    beside it and leaves them there; beside another program's file that is
    writing where we have no business. With no -wal there is nothing outside
    the main file to read, so ``immutable=1`` (no locks, no companions) sees
    all of it. Only a refusal is trusted, and only if the header is unchanged
    and no companion appeared meanwhile (nobody opened the file while we
    read); anything else is left to the locking probe.
    """
    before = _read_head(path, 100)
    if len(before) < 100 or before[18:20] != b"\x02\x02" or _companions_exist(path):
        return None  # not WAL (a read-only look creates nothing), or -wal/-shm already there
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        verdict = identify(conn, path)
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if verdict.healthy or _read_head(path, 100) != before or _companions_exist(path):
        return None
    return verdict


def probe(path: Path, busy_timeout: float) -> Diagnosis:
    """:func:`identify`, then ``quick_check``, through a read-only connection.

    Read-only so that a database we refuse (newer, foreign, wrong tables,
    corrupt) is not changed by looking at it: no checkpoint, no WAL reset,
    and for a refused WAL-mode file not even a -shm (:func:`_quiet_refusal`).
    Raises :class:`NewerSchemaError` for a newer database and
    ``sqlite3.Error`` when the file cannot be read for reasons other than
    damage (then the caller falls back to a read-write open, which runs
    :func:`identify` again before it writes).
    """
    quiet = _quiet_refusal(path)
    if quiet is not None:
        return quiet
    conn = sqlite3.connect(_readonly_uri(path), uri=True, timeout=busy_timeout)
    try:
        try:
            verdict = identify(conn, path)
            if not verdict.healthy:
                return verdict
            rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check(20)")]
        except sqlite3.DatabaseError as err:
            if _is_corruption(err):
                return Diagnosis(True, Damage.CORRUPT, f"SQLite: {err}")
            raise
        if rows != ["ok"]:
            return Diagnosis(True, Damage.CORRUPT, "quick_check: " + "; ".join(rows[:5]))
        return verdict
    finally:
        conn.close()


def aside_name(path: Path, moment: datetime | None = None) -> Path:
    """A free name beside ``path`` for its damaged files.

    For example ``statistics.sqlite3.damaged-20250101T120000Z``; its ``-wal``
    and ``-shm`` get the same name plus their suffix, so they stay a pair.
    """
    stamp = (moment or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.name}.damaged-{stamp}")
    candidate, n = base, 1
    while any(
        companion(candidate, s).exists() or companion(candidate, s).is_symlink()
        for s in ("", *COMPANIONS)
    ):
        n += 1
        candidate = base.with_name(f"{base.name}-{n}")
    return candidate


def move_aside(path: Path, *, companions_only: bool = False) -> tuple[Path, ...]:
    """Rename the database and its companions to a free ``.damaged-`` name; never delete.

    ``companions_only`` keeps the database and sets aside only its ``-wal``,
    ``-shm`` and ``-journal`` (for a bad ``-wal`` beside a sound database,
    which is whole as of its last checkpoint, or an odd file beside it).
    All or nothing: if one rename fails, the ones already done are undone
    and the ``OSError`` is raised, so a database is never separated from its
    ``-wal`` (which would be the orphan case all over again).
    """
    target = aside_name(path)
    done: list[tuple[Path, Path]] = []
    try:
        suffixes = COMPANIONS if companions_only else (*COMPANIONS, "")
        for suffix in suffixes:  # companions first: the database goes last
            source = companion(path, suffix)
            if source.exists() or source.is_symlink():
                dest = companion(target, suffix)
                os.rename(source, dest)
                done.append((source, dest))
    except OSError:
        for source, dest in reversed(done):
            with contextlib.suppress(OSError):  # nothing more can be done
                os.rename(dest, source)
        raise
    return tuple(dest for _, dest in done)
