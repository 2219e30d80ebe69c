"""The statistics store: one SQLite file, opened so that it never loses a result.

Durability: WAL journal, ``synchronous=FULL`` (every commit is on disk
before :meth:`StatsStore.record` returns), ``BEGIN IMMEDIATE`` for every
write and a busy timeout, so two app instances queue instead of failing
with "database is locked". Each game is stored once under its id
(``ON CONFLICT DO NOTHING``), which makes a retry after a crash harmless.

Robustness: the store never raises into the UI for a damaged, unreadable or
unwritable file. Damaged files are set aside (renamed, never deleted) and a
fresh store is used; a store that cannot be written says so in
:attr:`StatsStore.not_recording_reason` and :meth:`StatsStore.record`
returns a failed :class:`RecordOutcome`. The one exception is a database
from a newer app version: :class:`NewerSchemaError`, and the file is left
untouched.

Threads: a store holds two connections, one for reads and one for writes,
each behind its own lock, so the UI thread can read while the background
writer (:class:`~triangles_qt.stats.writer.StatsWriter`) commits; in WAL
mode readers never wait for the writer.

Opening can wait on another process's lock for as long as that process
holds it, so the app never opens on the UI thread: :meth:`StatsStore.deferred`
makes a store that reads and records nothing yet, and the writer thread
opens it in place (:meth:`StatsStore.try_open`, again and again while the
database is locked), before it takes the first job.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from triangles_qt import paths
from triangles_qt.clean_text import clean_name, encodable
from triangles_qt.stats import opening, queries
from triangles_qt.stats.export import write_csv
from triangles_qt.stats.files import Diagnosis, NewerSchemaError, move_aside, write_refusal
from triangles_qt.stats.opening import (
    DEFAULT_BUSY_TIMEOUT,
    ConnectHook,
    Notice,
    NoticeKind,
    Refused,
    classify,
)
from triangles_qt.stats.result import GameResult, format_time

__all__ = [
    "DEFAULT_BUSY_TIMEOUT",
    "HealthReport",
    "Notice",
    "NoticeKind",
    "RecordOutcome",
    "StatsStore",
    "classify",
]

log = logging.getLogger(__name__)

#: The not-recording reason of a deferred store that is not open yet.
OPENING: Final = "opening"
#: The busy timeout of each attempt at opening a deferred store: short, so that the
#: attempts (with back-off between them) notice a lock's release soon.
OPEN_ATTEMPT_TIMEOUT: Final = 0.5
#: The busy timeout of the reading connection of a deferred store once open: reads
#: run on the UI thread, which must not wait (in WAL mode they never need to).
READ_BUSY_TIMEOUT: Final = 0.1


@dataclass(frozen=True)
class RecordOutcome:
    """What became of a write. ``ok`` with ``inserted=False`` means "already stored"."""

    ok: bool
    game_id: str | None = None
    inserted: bool = False
    error: str | None = None
    """A reason code as in :class:`Notice` (``not_recording`` when the store is off)."""
    detail: str = ""
    deleted: int = 0
    """Games removed (by :meth:`StatsStore.reset`)."""

    @classmethod
    def failed(cls, game_id: str | None, error: str, detail: str = "") -> RecordOutcome:
        return cls(False, game_id, False, error, detail)

    @property
    def duplicate(self) -> bool:
        """The game was already stored: fine, and the app may drop its copy."""
        return self.ok and self.game_id is not None and not self.inserted


@dataclass(frozen=True)
class HealthReport:
    """The result of :meth:`StatsStore.check`."""

    integrity: tuple[str, ...] = ("ok",)
    totals_mismatches: tuple[str, ...] = ()
    games: int = 0

    @property
    def ok(self) -> bool:
        return self.integrity == ("ok",) and not self.totals_mismatches


_INSERT: Final = """
INSERT INTO games (
    game_id, finished_at, mode, board_size, seed, layout, play_again,
    human_name, human_player, opponent_id, opponent_name, opponent_distribution,
    opponent_version, p1_score, p2_score, result, moves, duration_s, ended, hints, undos)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (game_id) DO NOTHING
"""


def _params(r: GameResult) -> tuple[object, ...]:
    """The row for ``r``. Its texts are made storable first: a name with a lone surrogate
    (which UTF-8 cannot hold, so SQLite refuses the whole insert) would otherwise make the
    game unrecordable for ever; names are cleaned as every name from outside is."""
    moves = "[" + ",".join(f"[{a},{b}]" for a, b in r.moves) + "]"
    row = _row(r, moves)
    return tuple(encodable(value) if isinstance(value, str) else value for value in row)


def _row(r: GameResult, moves: str) -> tuple[object, ...]:
    return (
        r.game_id,
        format_time(r.finished_at),
        r.mode,
        r.board_size,
        r.seed,
        r.layout,
        int(r.play_again),
        clean_name(r.human_name),
        r.human_player,
        r.opponent_id,
        clean_name(r.opponent_name),
        r.opponent_distribution,
        r.opponent_version,
        r.scores[0],
        r.scores[1],
        r.result,
        moves,
        r.duration_s,
        r.ended,
        r.hints,
        r.undos,
    )


class StatsStore:
    """The statistics database. Make one with :meth:`open` (or :meth:`unavailable`)."""

    def __init__(
        self,
        path: Path,
        *,
        reader: sqlite3.Connection | None,
        writer: sqlite3.Connection | None,
        notices: list[Notice],
        reason: str | None,
        detail: str = "",
    ) -> None:
        self.path = path
        self._reader = reader
        self._writer = writer
        self._notices = list(notices)
        self._untold = list(notices)
        self._reason = reason
        self._detail = detail
        self._read_lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._state_lock = threading.Lock()  # notices, reason, detail
        self._deferred: tuple[float, ConnectHook | None] | None = None
        self._carried: list[Notice] = []
        self._closed = False
        self.last_read_error: str | None = None
        """Set when a read failed (the read then returned nothing); cleared on success."""

    # -- opening ------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
        on_connect: ConnectHook | None = None,
    ) -> StatsStore:
        """Open (creating, migrating or replacing as needed) the store at ``path``.

        ``path`` defaults to :func:`triangles_qt.paths.stats_db_path`.
        ``on_connect`` is called with every connection made (tests use it, e.g.
        ``PRAGMA max_page_count`` to fill the "disk"). Never raises for damaged
        or unwritable files; raises :class:`NewerSchemaError` for a database of
        a newer app version, which is left untouched.
        """
        target = Path(path) if path is not None else paths.stats_db_path()
        state = opening.OpenState()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            # A file where the folder (or one above it) should be: say that, not "File exists".
            not_a_folder = isinstance(err, (FileExistsError, NotADirectoryError))
            reason = "not_a_folder" if not_a_folder else classify(err)
            state.stop_recording(reason, f"cannot create {target.parent}: {err}")
            return cls(target, reader=None, writer=None, notices=state.notices, reason=state.reason)
        opening.remove_stale_temps(target)

        writer: sqlite3.Connection | None = None
        # Set aside at most a few times (e.g. a bad -wal, then a bad file); after
        # that the path is free and the writer creates a fresh store there.
        for attempt in range(4):
            try:
                diagnosis = opening.diagnose(target, busy_timeout)
            except OSError as err:  # a file that cannot even be looked at: say why, once
                state.stop_recording(classify(err), f"cannot read {target.name}: {err}")
                return cls(
                    target, reader=None, writer=None, notices=state.notices, reason=state.reason
                )
            if diagnosis.healthy or attempt == 3:
                try:
                    writer = opening.open_writer(target, busy_timeout, on_connect, state)
                    break
                except Refused as refused:  # the probe could not look; the writer did
                    diagnosis = refused.diagnosis
                    if attempt == 3:
                        state.stop_recording("damaged", diagnosis.detail)
                        break
            if not cls._set_aside(target, diagnosis, state):
                return cls(
                    target, reader=None, writer=None, notices=state.notices, reason=state.reason
                )

        reader = opening.open_reader(target, busy_timeout, on_connect, writable=writer is not None)
        if reader is None and writer is not None:
            # Should not happen (the writer could open it), but never leave reads dead.
            writer.close()
            writer = None
            state.stop_recording("cannot_open", "the database could not be opened for reading")
        return cls(
            target,
            reader=reader,
            writer=writer,
            notices=state.notices,
            reason=state.reason if writer is None else None,
            detail=state.detail,
        )

    @staticmethod
    def _set_aside(target: Path, diagnosis: Diagnosis, state: opening.OpenState) -> bool:
        """Rename what ``diagnosis`` found aside, with a notice; ``False`` if it cannot move."""
        assert diagnosis.damage is not None
        try:
            moved = move_aside(target, companions_only=diagnosis.damage.companions_only)
        except OSError as err:
            state.stop_recording(
                "damaged_cannot_move",
                f"{diagnosis.detail}; it could not be moved aside: {err}",
            )
            return False
        log.warning("statistics: %s; moved aside to %s", diagnosis.detail, moved)
        state.notices.append(
            Notice(NoticeKind.MOVED_ASIDE, diagnosis.damage.value, diagnosis.detail, moved)
        )
        return True

    @classmethod
    def deferred(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
        on_connect: ConnectHook | None = None,
    ) -> StatsStore:
        """A store not opened yet: it reads and records nothing until :meth:`try_open` succeeds.

        Made at once on any thread (no file is touched); the writer thread opens
        it (:class:`~triangles_qt.stats.writer.StatsWriter`). Meanwhile
        :attr:`opening` is true and :attr:`not_recording_reason` is ``opening``
        (``busy`` once the writer has waited long for a lock).
        """
        target = Path(path) if path is not None else paths.stats_db_path()
        store = cls(target, reader=None, writer=None, notices=[], reason=OPENING)
        store._deferred = (busy_timeout, on_connect)
        return store

    @property
    def opening(self) -> bool:
        """A deferred store that is not open yet (its opener is still trying)."""
        return self._deferred is not None

    def try_open(self, attempt_timeout: float = OPEN_ATTEMPT_TIMEOUT) -> bool:
        """One attempt at opening a deferred store in place; ``False`` while the database is locked.

        Blocks for up to a few ``attempt_timeout`` s: call it off the UI thread.
        Anything but a lock ends the opening for good, as :meth:`open` would
        (a newer version gives an unavailable store). Files set aside by an
        attempt that then met a lock are told by the attempt that succeeds.
        Once open, the writing connection waits the store's full busy timeout
        and the reading one :data:`READ_BUSY_TIMEOUT` at most.
        """
        deferred = self._deferred
        if deferred is None:
            return True
        busy_timeout, on_connect = deferred
        started = time.monotonic()
        try:
            found = StatsStore.open(
                self.path, busy_timeout=min(attempt_timeout, busy_timeout), on_connect=on_connect
            )
        except NewerSchemaError as err:
            found = StatsStore.unavailable(self.path, "newer_version", str(err))
        except Exception as err:  # never a dead opener: the reason is kept and told
            log.exception("statistics: opening failed")
            found = StatsStore.unavailable(self.path, classify(err), repr(err))
        if found.not_recording_reason == "busy":
            self._carried += [n for n in found.notices if n.kind is NoticeKind.MOVED_ASIDE]
            found.close()
            log.info("statistics: the database is locked (%s); will try again", found._detail)
            return False
        found._set_busy_timeouts(busy_timeout, min(READ_BUSY_TIMEOUT, busy_timeout))
        self._adopt(found)
        log.info("statistics: opened in %.3f s: %r", time.monotonic() - started, self)
        return True

    def mark_locked(self, detail: str) -> None:
        """Say ``busy`` instead of ``opening``: the opener has waited long for a lock."""
        with self._state_lock:
            if self._deferred is not None:
                self._reason, self._detail = "busy", detail

    def _set_busy_timeouts(self, write: float, read: float) -> None:
        for conn, seconds in ((self._writer, write), (self._reader, read)):
            if conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    opening._set_busy_timeout(conn, seconds)

    def _adopt(self, found: StatsStore) -> None:
        """Take over ``found``'s connections and state (this object is the one everyone holds)."""
        with self._write_lock, self._read_lock, self._state_lock:
            if self._closed:
                found.close()
                return
            self._reader, self._writer = found._reader, found._writer
            found._reader = found._writer = None
            notices = [*self._carried, *found._notices]
            self._notices += notices
            self._untold += notices
            self._carried = []
            self._reason, self._detail = found._reason, found._detail
            self._deferred = None

    @classmethod
    def unavailable(
        cls, path: str | os.PathLike[str] | None, reason: str, detail: str = ""
    ) -> StatsStore:
        """A store that neither reads nor records (e.g. after :class:`NewerSchemaError`)."""
        target = Path(path) if path is not None else paths.stats_db_path()
        notice = Notice(NoticeKind.NOT_RECORDING, reason, detail)
        return cls(target, reader=None, writer=None, notices=[notice], reason=reason, detail=detail)

    # -- status -------------------------------------------------------------------

    @property
    def recording(self) -> bool:
        """Whether results can be written this session."""
        return self._writer is not None

    @property
    def readable(self) -> bool:
        return self._reader is not None

    @property
    def not_recording_reason(self) -> str | None:
        """A reason code when not recording (see :class:`Notice`), else ``None``."""
        with self._state_lock:
            return None if self.recording else (self._reason or "not_recording")

    @property
    def not_recording_detail(self) -> str:
        with self._state_lock:
            return "" if self.recording else self._detail

    @property
    def notices(self) -> tuple[Notice, ...]:
        """Everything found while opening, for a status line."""
        with self._state_lock:
            return tuple(self._notices)

    @property
    def notice(self) -> Notice | None:
        """The first notice of this session (``None`` when all went well)."""
        with self._state_lock:
            return self._notices[0] if self._notices else None

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown; each is returned once, so the player is told once.

        A deferred store has none until it is open.
        """
        with self._state_lock:
            untold, self._untold = self._untold, []
        return untold

    # -- writing ------------------------------------------------------------------

    def record(self, result: GameResult) -> RecordOutcome:
        """Store a finished or resigned game once; durable on disk when this returns ``ok``.

        Never raises for database trouble: the outcome says what went wrong.
        Recording the same game id again is ``ok`` with ``inserted=False``.
        """
        if not isinstance(result, GameResult):
            raise TypeError("record() takes a GameResult")
        params = _params(result)
        done = self._write(result.game_id, lambda c: c.execute(_INSERT, params).rowcount)
        if isinstance(done, RecordOutcome):
            return done
        return RecordOutcome(True, result.game_id, inserted=done > 0)

    def reset(self) -> RecordOutcome:
        """Delete every recorded game (the UI asks for confirmation first)."""

        def wipe(conn: sqlite3.Connection) -> int:
            deleted = conn.execute("DELETE FROM games").rowcount
            conn.execute("DELETE FROM totals")
            return deleted

        done = self._write(None, wipe)
        if isinstance(done, RecordOutcome):
            return done
        return RecordOutcome(True, None, deleted=done)

    def _write(
        self, game_id: str | None, work: Callable[[sqlite3.Connection], int]
    ) -> RecordOutcome | int:
        """Run ``work`` in a ``BEGIN IMMEDIATE`` transaction: its count, or a failed outcome."""
        conn = self._writer
        if conn is None:
            why = f"{self.not_recording_reason}: {self.not_recording_detail}"
            return RecordOutcome.failed(game_id, "not_recording", why)
        with self._write_lock:
            try:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    changed = work(conn)
                    conn.execute("COMMIT")
                finally:
                    if conn.in_transaction:
                        with contextlib.suppress(sqlite3.Error):
                            conn.execute("ROLLBACK")
            except sqlite3.Error as err:
                log.warning("statistics: write failed: %s", err)
                reason = classify(err)
                if reason == "read_only":  # the file, or its folder? say which
                    reason = write_refusal(self.path) or reason
                return RecordOutcome.failed(game_id, reason, str(err))
        return changed

    # -- reading ------------------------------------------------------------------

    @contextlib.contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection | None]:
        with self._read_lock:
            yield self._reader

    def _read(self, work: Callable[[sqlite3.Connection], object], empty: object) -> object:
        with self._reading() as conn:
            if conn is None:
                return empty
            try:
                value = work(conn)
            except sqlite3.Error as err:
                if conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute("ROLLBACK")
                log.warning("statistics: read failed: %s", err)
                self.last_read_error = f"{classify(err)}: {err}"
                return empty
            self.last_read_error = None
            return value

    def report(self) -> queries.Report:
        """All figures for the Statistics window (empty when the store cannot be read)."""
        value = self._read(queries.report, queries.Report())
        assert isinstance(value, queries.Report)
        return value

    def recent_games(self, limit: int = 20) -> list[queries.GameRow]:
        value = self._read(lambda c: queries.recent_games(c, limit), [])
        assert isinstance(value, list)
        return value

    def game_count(self, mode: str | None = None) -> int:
        """Stored games, of one mode or all."""
        sql = "SELECT count(*) FROM games WHERE ? IS NULL OR mode = ?"
        args = (mode, mode)
        value = self._read(lambda c: int(c.execute(sql, args).fetchone()[0]), 0)
        assert isinstance(value, int)
        return value

    def has_game(self, game_id: str) -> bool:
        """Whether ``game_id`` is stored (the app checks this before dropping its autosave copy)."""
        value = self._read(
            lambda c: (
                c.execute("SELECT 1 FROM games WHERE game_id = ?", (game_id,)).fetchone()
                is not None
            ),
            False,
        )
        return bool(value)

    def export_csv(self, dest: str | os.PathLike[str]) -> int:
        """Write every game to a CSV file (atomically); returns the number of games.

        Raises ``OSError`` when the file cannot be written and ``RuntimeError``
        when the store cannot be read, so the UI can say which.
        """
        with self._reading() as conn:
            if conn is None:
                raise RuntimeError("the statistics cannot be read")
            try:
                return write_csv(conn, Path(dest))
            except sqlite3.Error as err:
                raise RuntimeError(f"the statistics cannot be read: {err}") from err

    def check(self) -> HealthReport:
        """``PRAGMA integrity_check`` and totals against the games table."""

        def run(conn: sqlite3.Connection) -> HealthReport:
            rows = tuple(str(r[0]) for r in conn.execute("PRAGMA integrity_check"))
            count = int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
            return HealthReport(rows, tuple(queries.totals_mismatches(conn)), count)

        value = self._read(run, HealthReport(("cannot read the database",)))
        assert isinstance(value, HealthReport)
        return value

    # -- closing ------------------------------------------------------------------

    def close(self) -> None:
        """Close both connections (the last one out checkpoints the WAL).

        A deferred store stops opening: an attempt still running closes what it opened.
        """
        with self._write_lock:
            self._closed = True
            if self._writer is not None:
                self._writer.close()
                self._writer = None
        with self._read_lock:
            if self._reader is not None:
                self._reader.close()
                self._reader = None
        with self._state_lock:
            if self._reason in (None, OPENING):
                self._reason = "closed"
            self._deferred = None

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "recording" if self.recording else f"not recording ({self.not_recording_reason})"
        return f"<StatsStore {self.path} {state}>"
