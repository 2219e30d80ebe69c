"""One running copy per user and data folder, so two copies never overwrite each other's save.

The first copy takes a lock file in the data folder (QLockFile; the lock of
a copy that crashed is taken over, QLockFile checks whether its process
still runs) and listens on a QLocalServer named after the user and the
folder. A later start that cannot take the lock asks that server to bring
the running copy's window to the front, and exits; it never starts a second
game on the same save. The server is event-driven: the running copy's UI
thread never waits for it.
"""

from __future__ import annotations

import errno
import hashlib
import os
import sys
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

ALREADY_RUNNING = "Triangles is already running; its window was brought to the front."
NO_ANSWER = (
    "Triangles cannot start: another copy holds the lock {lock} but did not answer "
    "within {seconds:g} s. Close that copy (or end its process) and start again."
)
CANNOT_LOCK = "Triangles cannot start: cannot create the lock file {lock} ({reason})."
UNREACHABLE = (
    "Triangles: later starts cannot reach this copy; they will report that it holds the lock."
)

#: Local socket errors after which a second start tries again: nobody listens
#: yet (the first copy is still starting) or a crashed copy left its socket.
_NOT_LISTENING = (
    QLocalSocket.LocalSocketError.ServerNotFoundError,
    QLocalSocket.LocalSocketError.ConnectionRefusedError,
)


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

    def try_lock(self) -> bool:
        """Take the lock; False when another running copy holds it.

        Raises OSError when the folder or the lock file cannot be created.
        """
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if self._lock.tryLock(0):
            return True
        error = self._lock.error()
        if error == QLockFile.LockError.LockFailedError:
            return False
        if error == QLockFile.LockError.PermissionError:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self.lock_path))
        raise OSError(errno.EIO, "the lock file could not be written", str(self.lock_path))

    def listen(self) -> bool:
        """Start answering later starts (served by the running event loop); False if it cannot."""
        if self._server is not None:
            return True
        if not self._lock.isLocked():
            raise RuntimeError("listen() needs the lock: it replaces a socket of the same name")
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # We hold the lock, so a socket left under this name belongs to a crashed copy.
        QLocalServer.removeServer(self.server_name)
        if not server.listen(self.server_name):
            server.deleteLater()
            return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def ask_running_copy(self, timeout_s: float = ANSWER_TIMEOUT_S) -> bool:
        """Ask the copy that holds the lock to come to the front; True once it said it did.

        Needs a QCoreApplication; runs a local event loop until the answer or
        the timeout, so it also works against a guard in this same process.
        """
        if sys.platform == "win32":
            # Windows lets only the foreground process raise a window: pass that right on.
            import ctypes

            ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
        return _Visit(self.server_name, int(timeout_s * 1000)).run()

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


class _Visit:
    """A second start's one question to the running copy, driven by a local event loop."""

    def __init__(self, name: str, timeout_ms: int) -> None:
        self._name = name
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
            QTimer.singleShot(_RETRY_MS, self._connect)
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


def claim(data_dir: Path, timeout_s: float = ANSWER_TIMEOUT_S) -> InstanceGuard | int:
    """This copy's guard, or the exit code when another copy runs this data folder.

    The other copy is asked to come to the front first (0: it did; 1: it did
    not answer). One line says what happened (print() skips it when there is
    no console, as in a windowed Windows program). Creates a QCoreApplication
    for that conversation when there is no application yet.
    """
    guard = InstanceGuard(data_dir)
    try:
        if guard.try_lock():
            return guard
    except OSError as error:
        print(
            CANNOT_LOCK.format(lock=guard.lock_path, reason=error.strerror or error),
            file=sys.stderr,
        )
        return 1
    if QCoreApplication.instance() is None:
        # Kept referenced until the process ends: this copy exits right after.
        _apps.append(QCoreApplication([sys.argv[0] if sys.argv else "triangles-qt"]))
    if guard.ask_running_copy(timeout_s):
        print(ALREADY_RUNNING, flush=True)
        return 0
    print(NO_ANSWER.format(lock=guard.lock_path, seconds=timeout_s), file=sys.stderr)
    return 1
