"""One running copy per user and data folder, so two copies never overwrite each other's save.

The first copy takes a lock file in the data folder (QLockFile; the lock of
a copy that crashed is taken over, QLockFile checks whether its process
still runs) and listens on a QLocalServer named after the user and the
folder. A later start that cannot take the lock asks that server to bring
the running copy's window to the front, and exits; it never starts a second
game on the same save. The server is event-driven: the running copy's UI
thread never waits for it.

The app always starts. What sits under the lock's name is looked at before
anyone is blamed: a folder, a link to nothing or a FIFO there is no lock
(it is moved aside, kept, and told); an empty or garbage lock file that no
process holds (Qt's OS lock on it, ``flock``) is a dead copy's and is
replaced. When no lock file can be made at all (a full disk, a read-only
data folder, a file where the folder should be) the copy runs without one
and the local server's name alone keeps one copy per folder: it is bound
before the window is built, and binding a name that is taken fails, so of
two such starts one finds the other. What was wrong is kept in
:attr:`InstanceGuard.findings`, printed as one line each, and shown once in
the window (app.py).
"""

from __future__ import annotations

import contextlib
import enum
import errno
import hashlib
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QEventLoop,
    QLockFile,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from triangles_qt import safe_open
from triangles_qt.safe_open import OddKind
from triangles_qt.session.files import Files, aside_name, write_probe
from triangles_qt.session.keeper import disk_reason

LOCK_NAME = "triangles.lock"
#: How long a second start waits for the running copy to answer; it may still
#: be starting (it listens once its window exists), so this covers that too.
ANSWER_TIMEOUT_S = 5.0
#: How long the running copy waits for a visitor to say what it wants.
REQUEST_TIMEOUT_MS = 5000
_RETRY_MS = 100
_REQUEST_LINE = b"activate"
_ANSWER = b"ok\n"
_MAX_REQUEST = 64
#: A lock file is read for its process id; a real one is a few dozen bytes.
_MAX_LOCK_BYTES = 4096
#: A lock file that is empty may be a starting copy's between its creation and its first
#: write (microseconds, under Qt's OS lock already): it is looked at again after this.
_DEAD_LOCK_GRACE_S = 0.1

ALREADY_RUNNING = "Triangles is already running; its window was brought to the front."
NO_ANSWER = (
    "Triangles cannot start: another copy holds the lock {lock} but did not answer "
    "within {seconds:g} s. Close that copy (or end its process) and start again."
)
NO_ANSWER_UNLOCKED = (
    "Triangles cannot start: another copy runs on the data folder {folder} but did not "
    "answer within {seconds:g} s. Close that copy (or end its process) and start again."
)
CANNOT_LOCK = (
    "Triangles: cannot create the lock file {lock} ({reason}); it runs without one, and "
    "its local server alone keeps one copy per data folder."
)
UNREACHABLE = (
    "Triangles: later starts cannot reach this copy; they will report that it holds the lock."
)

#: Local socket errors after which a second start tries again: nobody listens
#: yet (the first copy is still starting) or a crashed copy left its socket.
_NOT_LISTENING = (
    QLocalSocket.LocalSocketError.ServerNotFoundError,
    QLocalSocket.LocalSocketError.ConnectionRefusedError,
)


class Finding(enum.Enum):
    """What start-up found wrong with the lock (told once: a line, and in the window)."""

    CANNOT_WRITE = "cannot_write"
    """No lock file can be made: the data folder cannot be written (``reason``: a disk
    reason id as the keeper's, ``disk_full``, ``read_only``, ``not_a_folder``,
    ``io_error``). This copy runs without a lock."""
    ODD_LOCK_KEPT = "odd_lock_kept"
    """Something that is no lock file (``odd``) sat under its name; moved to ``kept_as``."""
    ODD_LOCK_STAYS = "odd_lock_stays"
    """Something that is no lock file (``odd``) sits under its name and cannot be moved:
    this copy runs without a lock."""
    DEAD_LOCK = "dead_lock"
    """A lock file that no process held was replaced (``dead`` says what it held)."""


class DeadLock(enum.Enum):
    """What a lock file that no process held had in it."""

    EMPTY = "empty"
    GARBAGE = "garbage"
    """No process id: not a lock file at all."""
    DEAD = "dead"
    """The process id of a copy that is gone."""


@dataclass(frozen=True)
class LockFinding:
    """One thing start-up found wrong with the lock, for the player and the log."""

    kind: Finding
    lock: Path
    reason: str = ""
    """A disk reason id (:attr:`Finding.CANNOT_WRITE`)."""
    odd: OddKind | None = None
    kept_as: Path | None = None
    dead: DeadLock | None = None
    detail: str = ""

    @property
    def without_lock(self) -> bool:
        """This copy runs without a lock file (the local server alone keeps one copy)."""
        return self.kind in (Finding.CANNOT_WRITE, Finding.ODD_LOCK_STAYS)

    def line(self) -> str:
        """One English line for standard error (the window says it translated)."""
        if self.kind is Finding.CANNOT_WRITE:
            return CANNOT_LOCK.format(lock=self.lock, reason=self.detail or self.reason)
        what = _ODD_WORDS.get(self.odd, "something else") if self.odd else "something else"
        if self.kind is Finding.ODD_LOCK_KEPT:
            kept = self.kept_as.name if self.kept_as is not None else ""
            return f"Triangles: {self.lock} was {what}, not a lock file; it was kept as {kept}."
        if self.kind is Finding.ODD_LOCK_STAYS:
            return (
                f"Triangles: {self.lock} is {what}, not a lock file, and cannot be moved aside "
                f"({self.detail}); it runs without a lock, and its local server alone keeps "
                "one copy per data folder."
            )
        held = {
            DeadLock.EMPTY: "was empty",
            DeadLock.GARBAGE: "held no process id (it is not a lock file)",
            DeadLock.DEAD: "was left by a copy that is no longer running",
        }.get(self.dead or DeadLock.DEAD, "")
        return f"Triangles: the lock file {self.lock} {held} and no process held it; replaced."


_ODD_WORDS = {
    OddKind.DIRECTORY: "a folder",
    OddKind.SPECIAL: "a FIFO, socket or device",
    OddKind.SYMLINK_LOOP: "a loop of symbolic links",
    OddKind.DANGLING_SYMLINK: "a symbolic link to nothing",
    OddKind.UNREADABLE: "unreadable",
}


def server_name(data_dir: Path) -> str:
    """The local server's name: one per user and data folder, valid on every platform.

    A hash, so it is short (Unix socket paths are limited to about 100
    bytes) and has no path separators (Windows pipe names).
    """
    user = f"uid{os.getuid()}" if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    folder = os.path.normcase(os.path.realpath(data_dir))
    digest = hashlib.sha256(user.encode() + b"\0" + os.fsencode(folder)).hexdigest()
    return f"triangles-qt-{digest[:32]}"


class InstanceGuard(QObject):
    """This copy's claim on a data folder: the lock, and the server later starts talk to."""

    #: A later start asked this copy to bring its window to the front.
    activated = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.lock_path = self.data_dir / LOCK_NAME
        self.server_name = server_name(self.data_dir)
        # Qt's stale-lock age (30 s) stays: an old lock of a live copy is still
        # safe, because QLockFile also holds an OS lock on the file (flock and
        # fcntl on Unix, an open handle on Windows) that only a dead process
        # lets go of; and a dead copy's pid reused by another Python process
        # cannot keep the lock for ever.
        self._lock = QLockFile(str(self.lock_path))
        self._server: QLocalServer | None = None
        self.findings: list[LockFinding] = []
        """What was wrong with the lock, in the order found (see :class:`Finding`)."""

    @property
    def locked(self) -> bool:
        return bool(self._lock.isLocked())

    def try_lock(self) -> bool:
        """Take the lock; False when another running copy holds it.

        Something that is no lock file under its name is moved aside first,
        and a lock file no process holds (empty, garbage, a dead copy's) is
        replaced; both are added to :attr:`findings`. Raises OSError when the
        folder or the lock file cannot be created (``NotADirectoryError`` for
        a file where the folder should be), or when an odd thing under the
        lock's name cannot be moved.
        """
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except FileExistsError as exc:
            raise NotADirectoryError(
                errno.ENOTDIR, "it is a file, not a folder", str(self.data_dir)
            ) from exc
        self._move_odd_lock()
        if self._lock.tryLock(0):
            return True
        error = self._lock.error()
        if error == QLockFile.LockError.LockFailedError:
            dead = self._remove_dead_lock()
            if dead is None:
                return False  # a live copy holds it
            self.findings.append(LockFinding(Finding.DEAD_LOCK, self.lock_path, dead=dead))
            if self._lock.tryLock(0):
                return True
            error = self._lock.error()
            if error == QLockFile.LockError.LockFailedError:
                return False  # another start took it meanwhile
        raise self._write_problem(error)

    def _write_problem(self, error: QLockFile.LockError) -> OSError:
        """Why the lock file could not be written, with the system's own error when it tells."""
        found = write_probe(self.data_dir)
        if found is not None:
            return found
        if error == QLockFile.LockError.PermissionError:
            return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self.lock_path))
        return OSError(errno.EIO, "the lock file could not be written", str(self.lock_path))

    def _move_odd_lock(self) -> None:
        """Move aside what sits under the lock's name and is no lock file (never a lock of ours).

        QLockFile only ever makes a regular file, so a folder, a link to
        nothing, a loop of links, a FIFO or a device is nobody's lock; left
        there it would keep every start out and blame "another copy".
        """
        odd = safe_open.odd_kind(self.lock_path)
        if odd is None or odd is OddKind.UNREADABLE:
            return  # a regular file (or nothing, or no look allowed): QLockFile decides
        kept_as = aside_name(self.lock_path, Files())
        try:
            os.rename(self.lock_path, kept_as)
        except OSError as exc:
            self.findings.append(
                LockFinding(
                    Finding.ODD_LOCK_STAYS, self.lock_path, odd=odd, detail=exc.strerror or str(exc)
                )
            )
            raise
        self.findings.append(
            LockFinding(Finding.ODD_LOCK_KEPT, self.lock_path, odd=odd, kept_as=kept_as)
        )

    def _remove_dead_lock(self) -> DeadLock | None:
        """Remove a lock file that no process holds; what it was, or None when it is alive.

        A live copy holds an OS lock (``flock``) on its lock file from the
        moment the file exists, before it writes its process id; a file no
        process holds is a dead copy's, whatever it says (Qt takes a young
        one whose content it cannot read for a copy still starting, for
        30 s). An empty one is looked at again after a moment, in case a
        copy is between making it and locking it. Where that cannot be told
        (no ``flock``: Windows, where an open handle keeps it) it is left to
        Qt. Raises OSError when a dead lock cannot be removed.
        """
        if sys.platform == "win32":  # pragma: no cover
            return None
        if self._dead_lock(remove=False) is DeadLock.EMPTY:
            time.sleep(_DEAD_LOCK_GRACE_S)  # a copy between making it and writing to it?
        return self._dead_lock(remove=True)

    def _dead_lock(self, remove: bool) -> DeadLock | None:
        """What the lock file had in it if no process holds it (removed, if asked); else None.

        The first look tests Qt's POSIX lock (``lockf``), which never stands in
        the way of a starting copy's ``flock``; the look that removes takes the
        ``flock`` itself, so nobody can take the file while it goes.
        """
        import fcntl

        try:
            fd = os.open(self.lock_path, os.O_RDONLY | os.O_NONBLOCK)
        except FileNotFoundError:
            return DeadLock.DEAD  # gone meanwhile (its copy quit): take it
        except OSError:
            return None
        try:
            held_by = os.fstat(fd)
            try:
                if remove:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                else:
                    fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError:
                return None  # held: a live copy
            what = _dead_lock_kind(os.read(fd, _MAX_LOCK_BYTES))
            if not remove:
                return what
            try:
                now = os.lstat(self.lock_path)
            except FileNotFoundError:
                return what
            if (now.st_dev, now.st_ino) != (held_by.st_dev, held_by.st_ino):
                return None  # replaced meanwhile: someone else's now
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.lock_path)  # while we hold it: nobody can have taken it
            return what
        finally:
            os.close(fd)

    def listen(self) -> bool:
        """Start answering later starts (served by the running event loop); False if it cannot."""
        if self._server is not None:
            return True
        if not self._lock.isLocked():
            raise RuntimeError("listen() needs the lock: it replaces a socket of the same name")
        # We hold the lock, so a socket left under this name belongs to a crashed copy.
        QLocalServer.removeServer(self.server_name)
        return self._bind(exclusive=False)

    def _bind(self, exclusive: bool = True) -> bool:
        """Listen under :attr:`server_name`.

        ``exclusive``: only if the name is free. Qt makes a socket with access
        options elsewhere and renames it into place, over whatever has the
        name; a plain socket is bound where it lives, and binding a name that
        is taken fails, which is what lets the name alone keep one copy (its
        file then has the umask's permissions).
        """
        server = QLocalServer(self)
        if not exclusive:
            server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.server_name):
            server.deleteLater()
            return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    def claim_without_lock(self, timeout_s: float = ANSWER_TIMEOUT_S) -> int | None:
        """One copy per folder without a lock file: None once this copy holds the server's name.

        Binding the name is atomic (a name that is taken cannot be bound), so
        of two such starts one gets it and the other finds it. A name that is
        taken is asked: the running copy comes to the front (0); a socket that
        nobody answers (a crashed copy's) is replaced; a copy that takes the
        call but never answers keeps this one out (1). Needs a QCoreApplication.
        """
        if self._server is not None or self._bind():
            return None
        visit = _Visit(self.server_name, int(timeout_s * 1000), retry=False)
        if visit.run():
            return 0
        if not visit.connected:  # nobody listens there: a crashed copy's socket
            QLocalServer.removeServer(self.server_name)
            if self._bind():
                return None
        return 1

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def ask_running_copy(self, timeout_s: float = ANSWER_TIMEOUT_S, retry: bool = True) -> bool:
        """Ask the copy that holds the lock to come to the front; True once it said it did.

        Needs a QCoreApplication; runs a local event loop until the answer or
        the timeout, so it also works against a guard in this same process.
        ``retry=False`` asks once: nobody listening is a no at once.
        """
        if sys.platform == "win32":
            # Windows lets only the foreground process raise a window: pass that right on.
            import ctypes

            ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
        return _Visit(self.server_name, int(timeout_s * 1000), retry=retry).run()

    def close(self) -> None:
        """Stop listening and release the lock (the lock file is removed)."""
        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is not None:
                self._serve(socket)

    def _serve(self, socket: QLocalSocket) -> None:
        """Read one request line, answer it, hang up; a silent visitor is dropped in time."""
        received = bytearray()
        answered = False

        def drop() -> None:
            socket.abort()
            socket.deleteLater()

        timer = QTimer(socket)
        timer.setSingleShot(True)
        timer.timeout.connect(drop)
        timer.start(REQUEST_TIMEOUT_MS)

        def read() -> None:
            nonlocal answered
            received.extend(socket.readAll().data())
            if answered or (b"\n" not in received and len(received) < _MAX_REQUEST):
                return
            answered = True
            timer.stop()
            if received.split(b"\n", 1)[0] == _REQUEST_LINE:
                self.activated.emit()
                socket.write(_ANSWER)
            socket.disconnectFromServer()  # after the answer is written

        socket.readyRead.connect(read)
        socket.disconnected.connect(socket.deleteLater)
        if socket.bytesAvailable():
            read()


def _dead_lock_kind(data: bytes) -> DeadLock:
    """What a lock file that no process holds had in it."""
    if not data.strip():
        return DeadLock.EMPTY
    first = data.split(b"\n", 1)[0].strip()
    return DeadLock.DEAD if first.isdigit() and int(first) > 0 else DeadLock.GARBAGE


class _Visit:
    """A second start's one question to the running copy, driven by a local event loop."""

    def __init__(self, name: str, timeout_ms: int, retry: bool = True) -> None:
        self._name = name
        self._retry = retry
        self._deadline = QDeadlineTimer(timeout_ms)
        self._loop = QEventLoop()
        self._socket = QLocalSocket()
        self._connected = False
        self._received = bytearray()
        self._outcome: bool | None = None
        self._socket.connected.connect(self._send)
        self._socket.readyRead.connect(self._read)
        self._socket.errorOccurred.connect(self._failed)
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._finish(False))
        self._timer.start(timeout_ms)

    @property
    def connected(self) -> bool:
        """Someone took the call (whether or not they answered)."""
        return self._connected

    def run(self) -> bool:
        self._connect()
        if self._outcome is None:
            self._loop.exec()
        self._timer.stop()
        self._socket.abort()
        return bool(self._outcome)

    def _connect(self) -> None:
        if self._outcome is not None:
            return
        if self._deadline.hasExpired():
            self._finish(False)
            return
        self._socket.abort()
        self._socket.connectToServer(self._name)

    def _send(self) -> None:
        self._connected = True
        self._socket.write(_REQUEST_LINE + b"\n")

    def _read(self) -> None:
        self._received.extend(self._socket.readAll().data())
        if b"\n" in self._received or len(self._received) >= _MAX_REQUEST:
            self._finish(bytes(self._received).startswith(_ANSWER))

    def _failed(self, error: QLocalSocket.LocalSocketError) -> None:
        if self._outcome is not None:
            return
        if not self._connected and error in _NOT_LISTENING:
            if self._retry:
                QTimer.singleShot(_RETRY_MS, self._connect)
            else:
                self._finish(False)
        elif self._socket.bytesAvailable():
            self._read()  # the answer came with the hang-up
        else:
            self._finish(False)

    def _finish(self, outcome: bool) -> None:
        if self._outcome is None:
            self._outcome = outcome
            self._loop.quit()


#: The QCoreApplication claim() made for a second start's conversation, kept alive.
_apps: list[QCoreApplication] = []


def _ensure_app() -> None:
    if QCoreApplication.instance() is None:
        # Kept referenced until the process ends.
        _apps.append(QCoreApplication([sys.argv[0] if sys.argv else "triangles-qt"]))


def _say(line: str, error: bool = True) -> None:
    """One line on standard error (or output); print() skips it when there is no console."""
    print(line, file=sys.stderr if error else sys.stdout, flush=True)


def claim(data_dir: Path, timeout_s: float = ANSWER_TIMEOUT_S) -> InstanceGuard | int:
    """This copy's guard, or the exit code when another copy runs this data folder.

    The other copy is asked to come to the front first (0: it did; 1: it did
    not answer). One line says what happened, and one line each what was
    wrong with the lock (:attr:`InstanceGuard.findings`). When no lock file
    can be made the guard comes back without one, already listening: the
    local server's name alone keeps one copy per folder. Needs a
    QCoreApplication to talk to another copy and makes one when there is no
    application yet (start-up makes its QApplication first, app.start).
    """
    guard = InstanceGuard(data_dir)
    try:
        taken = guard.try_lock()
    except OSError as error:
        if not any(f.without_lock for f in guard.findings):
            reason, detail = disk_reason(error), error.strerror or str(error)
            guard.findings.append(
                LockFinding(Finding.CANNOT_WRITE, guard.lock_path, reason, detail=detail)
            )
        for finding in guard.findings:
            _say(finding.line())
        _ensure_app()
        if sys.platform == "win32":  # pragma: no cover - a pipe's name can be served twice there
            if guard.ask_running_copy(timeout_s, retry=False):
                _say(ALREADY_RUNNING, error=False)
                return 0
        outcome = guard.claim_without_lock(timeout_s)
        if outcome is None:
            return guard
        if outcome == 0:
            _say(ALREADY_RUNNING, error=False)
        else:
            _say(NO_ANSWER_UNLOCKED.format(folder=guard.data_dir, seconds=timeout_s))
        return outcome
    for finding in guard.findings:
        _say(finding.line())
    _ensure_app()
    if taken:
        # A copy that started when no lock file could be made runs on its server alone.
        visit = _Visit(guard.server_name, int(timeout_s * 1000), retry=False)
        if visit.run():
            guard.close()
            _say(ALREADY_RUNNING, error=False)
            return 0
        if visit.connected:  # it took the call and said nothing: a copy, but a stuck one
            guard.close()
            _say(NO_ANSWER_UNLOCKED.format(folder=guard.data_dir, seconds=timeout_s))
            return 1
        return guard
    if guard.ask_running_copy(timeout_s):
        _say(ALREADY_RUNNING, error=False)
        return 0
    _say(NO_ANSWER.format(lock=guard.lock_path, seconds=timeout_s))
    return 1
