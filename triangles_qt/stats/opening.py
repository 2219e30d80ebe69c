"""Opening the database: look first, set damage aside, create, migrate, fall back.

The steps of :meth:`StatsStore.open <triangles_qt.stats.store.StatsStore.open>`,
kept apart from the store's everyday reads and writes. Nothing here raises
for damaged or unwritable files: what went wrong is collected as
:class:`Notice` objects and reason codes (:func:`classify`).
"""

from __future__ import annotations

import contextlib
import enum
import errno
import logging
import os
import sqlite3
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from triangles_qt.stats import schema
from triangles_qt.stats.files import (
    Diagnosis,
    NewerSchemaError,
    check_header_version,
    companion,
    identify,
    inspect_files,
    probe,
    write_refusal,
)

log = logging.getLogger("triangles_qt.stats.store")

DEFAULT_BUSY_TIMEOUT: Final = 10.0
#: How long opening waits for the write lock of a store that needs no change: another
#: instance writing is no reason to wait (nor to stop recording).
SETTLED_WAIT: Final = 0.2
#: Temporary files of an interrupted creation older than this are removed.
_STALE_TEMP_S: Final = 600.0

ConnectHook = Callable[[sqlite3.Connection], None]


class NoticeKind(enum.Enum):
    MOVED_ASIDE = "moved_aside"
    """Damaged files were renamed aside and a fresh store is in use."""
    NOT_RECORDING = "not_recording"
    """Results cannot be written this session; the game still plays."""


@dataclass(frozen=True)
class Notice:
    """Something the player should be told once. ``reason`` is a stable code.

    Reason codes: the :class:`~triangles_qt.stats.files.Damage` values for
    ``MOVED_ASIDE``; for ``NOT_RECORDING`` one of ``read_only`` (the folder or
    the disk), ``read_only_file`` (the database file itself), ``not_a_folder``
    (a file where the data folder should be), ``disk_full``, ``cannot_open``,
    ``busy``, ``io_error``, ``damaged``, ``damaged_cannot_move``,
    ``migration_failed``, ``newer_version``, ``database_error``. (A store still
    being opened off the UI thread says ``opening`` as its not-recording
    reason, never in a notice.)
    """

    kind: NoticeKind
    reason: str
    detail: str = ""
    moved_to: tuple[Path, ...] = ()

    def message(self) -> str:
        """An English sentence for logs; the UI translates from ``kind``/``reason``."""
        if self.kind is NoticeKind.MOVED_ASIDE:
            where = ", ".join(p.name for p in self.moved_to) or "(nothing)"
            return (
                f"The statistics file was damaged ({self.reason}: {self.detail}). It was "
                f"kept as {where} and a new, empty statistics file was started."
            )
        return f"Statistics are not being recorded ({self.reason}): {self.detail}"


def classify(err: BaseException) -> str:
    """A stable reason code for an error from SQLite or the file system."""
    if isinstance(err, NewerSchemaError):
        return "newer_version"
    if isinstance(err, sqlite3.Error):
        name = getattr(err, "sqlite_errorname", "") or ""
        text = str(err).lower()
        if name == "SQLITE_FULL" or "disk is full" in text:
            return "disk_full"
        if name.startswith("SQLITE_READONLY") or "readonly" in text or "read-only" in text:
            return "read_only"
        if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
            return "busy"
        if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text:
            return "damaged"
        if name.startswith("SQLITE_CANTOPEN") or "unable to open" in text:
            return "cannot_open"
        if name.startswith("SQLITE_IOERR") or "disk i/o" in text:
            return "io_error"
        return "database_error"
    if isinstance(err, OSError):
        if err.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return "disk_full"
        if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return "read_only"
        return "io_error"
    return "database_error"


@dataclass
class OpenState:
    """What :meth:`StatsStore.open` has found so far."""

    notices: list[Notice] = field(default_factory=list)
    reason: str | None = None
    detail: str = ""

    def stop_recording(self, reason: str, detail: str) -> None:
        if self.reason is None:
            self.reason, self.detail = reason, detail
            self.notices.append(Notice(NoticeKind.NOT_RECORDING, reason, detail))


def connect(
    target: str | Path, busy_timeout: float, on_connect: ConnectHook | None, *, uri: bool = False
) -> sqlite3.Connection:
    conn = sqlite3.connect(
        target, timeout=busy_timeout, isolation_level=None, check_same_thread=False, uri=uri
    )
    try:
        conn.execute("PRAGMA synchronous = FULL")
        if on_connect is not None:
            on_connect(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def diagnose(path: Path, busy_timeout: float) -> Diagnosis:
    diagnosis = inspect_files(path)
    if not diagnosis.healthy or not diagnosis.exists:
        return diagnosis
    check_header_version(path)
    try:
        return probe(path, busy_timeout)
    except NewerSchemaError:
        raise
    except sqlite3.Error as err:
        # Not damage (e.g. a read-only folder stops even read-only WAL access):
        # let the read-write open decide, and report what it finds.
        log.info("statistics: read-only probe failed (%s); trying a normal open", err)
        return diagnosis


def remove_stale_temps(path: Path) -> None:
    """Drop scratch files of a creation that was interrupted (they never hold games)."""
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}*.new-*"))
    except OSError:
        return
    for temp in candidates:
        with contextlib.suppress(OSError):
            if now - temp.stat().st_mtime > _STALE_TEMP_S:
                temp.unlink()


def fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def create_fresh(path: Path, busy_timeout: float, on_connect: ConnectHook | None) -> None:
    """Build a new database beside ``path`` and publish it under that name atomically.

    The database is complete before it has its name, so a zero-byte or
    half-made file at ``path`` is always damage, never "someone is creating
    it". Publishing with a hard link fails if another process got there
    first; then theirs is used.
    """
    temp = path.with_name(f".{path.name}.new-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    try:
        conn = connect(temp, busy_timeout, on_connect)
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            schema.create(conn)
        finally:
            conn.close()  # checkpoints into the main file and removes the -wal
        try:
            os.link(temp, path)
        except FileExistsError:
            log.info("statistics: another process created %s first", path)
        except OSError as err:
            if err.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
                raise
            if not path.exists():  # no hard links here: a plain rename (tiny race)
                os.rename(temp, path)
        fsync_dir(path.parent)
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                companion(temp, suffix).unlink()


def backup(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """Copy a database about to be migrated, so an older app version can still use it.

    Written under a scratch name and renamed when complete, so a kill midway
    never leaves a half backup under the real name (which would then be kept).
    """
    dest = path.with_name(f"{path.name}.v{version}.bak")
    if dest.exists():
        return
    scratch = path.with_name(f".{dest.name}.new-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    try:
        copy = sqlite3.connect(scratch)
        try:
            conn.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
        finally:
            copy.close()
        os.replace(scratch, dest)
    except (sqlite3.Error, OSError) as err:
        log.warning("statistics: could not back up v%d before migrating: %s", version, err)
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):
                companion(scratch, suffix).unlink()


class MigrationError(sqlite3.DatabaseError):
    """A migration step failed; its transaction was rolled back, the old version is whole."""


class Refused(Exception):
    """The read-write connection found the file is not ours (the probe could not look).

    Raised before anything was written; :meth:`StatsStore.open` sets the file
    aside as :attr:`diagnosis` says, as it does for what the probe finds.
    """

    def __init__(self, diagnosis: Diagnosis) -> None:
        super().__init__(diagnosis.detail)
        self.diagnosis = diagnosis


def _set_busy_timeout(conn: sqlite3.Connection, seconds: float) -> None:
    conn.execute(f"PRAGMA busy_timeout = {max(0, round(seconds * 1000))}")


def prepare(conn: sqlite3.Connection, path: Path, busy_timeout: float) -> None:
    """Refuse what is not ours, by reads alone; only then WAL mode, backup, migration.

    The order matters: :func:`identify` (application id, version, tables and
    columns) runs before the journal mode switch and the backup, so a file we
    refuse is left exactly as it was (the probe normally refused it already;
    this is for when the probe could not read it). Then, under a write lock,
    install or migrate to the current schema, make missing indexes and
    triggers again, and so prove that we can write.
    """
    verdict = identify(conn, path)
    if not verdict.healthy:
        raise Refused(verdict)
    version = verdict.version
    missing = schema.missing_derived(conn) if version == schema.CURRENT_VERSION else ()
    # It is ours: from here on, writing to it is allowed.
    mode = str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower()
    if mode != "wal":
        conn.execute("PRAGMA journal_mode = WAL")
    if 0 < version < schema.CURRENT_VERSION:
        backup(conn, path, version)
    settled = version == schema.CURRENT_VERSION and not missing
    if settled:
        _set_busy_timeout(conn, min(SETTLED_WAIT, busy_timeout))
    try:
        conn.execute("BEGIN IMMEDIATE")  # also proves we can write
    except sqlite3.OperationalError as err:
        if classify(err) == "busy" and settled:
            # Another instance is writing right now: nothing to set up here, and
            # a busy file is no reason to stop recording for the whole session.
            return
        raise
    finally:
        if settled:
            _set_busy_timeout(conn, busy_timeout)
    try:
        verdict = identify(conn, path)  # another instance may have moved it on meanwhile
        if not verdict.healthy:
            raise Refused(verdict)
        version = verdict.version
        if version == 0:
            schema.install(conn)
        elif version < schema.CURRENT_VERSION:
            log.info("statistics: migrating schema v%d -> v%d", version, schema.CURRENT_VERSION)
            try:
                schema.migrate(conn, version)
            except sqlite3.Error as err:
                raise MigrationError(f"migrating from schema v{version} failed: {err}") from err
        missing = schema.missing_derived(conn)
        if missing:
            log.warning("statistics: making missing %s again", ", ".join(missing))
            schema.repair_derived(conn, missing)
        conn.execute("COMMIT")
    finally:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")


def open_writer(
    path: Path, busy_timeout: float, on_connect: ConnectHook | None, state: OpenState
) -> sqlite3.Connection | None:
    """The connection for writes, ready at the current schema; ``None`` (and why, in
    ``state``) when the store cannot be written. Raises :class:`NewerSchemaError`
    and :class:`Refused`, with nothing written."""
    conn: sqlite3.Connection | None = None
    step = "create"
    try:
        if not path.exists():
            create_fresh(path, busy_timeout, on_connect)
        step = "open"
        refused = write_refusal(path)
        if refused is not None:  # SQLite would open it read-only and fail at the first game
            state.stop_recording(refused, f"{path.name} cannot be opened for writing")
            return None
        conn = connect(path, busy_timeout, on_connect)
        step = "prepare"
        prepare(conn, path, busy_timeout)
        return conn
    except (NewerSchemaError, Refused):
        if conn is not None:
            conn.close()
        raise
    except (sqlite3.Error, OSError) as err:
        if conn is not None:
            conn.close()
        reason = classify(err)
        cause = err.__cause__
        if isinstance(err, MigrationError) and isinstance(cause, BaseException):
            # Say "disk full" or "read-only" when that is why; otherwise the migration.
            reason = classify(cause)
            if reason not in ("read_only", "disk_full", "busy", "cannot_open"):
                reason = "migration_failed"
        log.warning("statistics: cannot record (%s at %s): %s", reason, step, err)
        state.stop_recording(reason, f"{err} (while trying to {step} {path.name})")
        return None


def open_reader(
    path: Path, busy_timeout: float, on_connect: ConnectHook | None, *, writable: bool
) -> sqlite3.Connection | None:
    """A connection for reads. When the file cannot be written, fall back to
    read-only access, and last to ``immutable=1`` (no locks, no -wal), which is
    all a read-only folder allows for a WAL database."""
    if not path.exists():
        return None
    attempts: list[tuple[str | Path, bool]] = [(path, False)]
    if not writable:
        uri = path.resolve().as_uri()
        attempts = [(uri + "?mode=ro", True), (uri + "?immutable=1", True)]
    for target, uri_flag in attempts:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(
                target,
                timeout=busy_timeout,
                isolation_level=None,
                check_same_thread=False,
                uri=uri_flag,
            )
            if writable and on_connect is not None:
                on_connect(conn)
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version != schema.CURRENT_VERSION:
                conn.close()
                return None  # an old schema we could not migrate: nothing to show
            conn.execute("SELECT count(*) FROM totals").fetchone()
            return conn
        except sqlite3.Error as err:
            log.info("statistics: cannot read %s: %s", target, err)
            if conn is not None:
                conn.close()
    return None
