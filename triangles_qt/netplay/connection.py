"""One bounded connection: a socket, the peer that speaks on it, and what it may cost.

A :class:`Connection` reads in slices (:data:`~bounds.READ_SLICE` bytes a
turn of the event loop, so a flood never holds it), counts each peer's
messages and bytes with token buckets (:class:`Bucket`), refuses to queue
more than :data:`~bounds.MAX_UNSENT` for a peer that does not read, and,
when it ends, leaves nothing behind: its socket goes with it, once what it
had to say is sent (:func:`let_go`). The links (``host_link``, ``join_link``)
make one per connection and hear its events and its end.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from triangles_qt.net.peer import Event, EventKind, Peer
from triangles_qt.net.protocol import encode
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay import bounds


@dataclass
class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` saved up (full at first)."""

    rate: float
    burst: float
    level: float | None = None
    at: float = field(default_factory=time.monotonic)

    def take(self, amount: float) -> bool:
        """Take ``amount`` if there is that much; False (and nothing taken) if not."""
        now = time.monotonic()
        level = self.burst if self.level is None else self.level
        level = min(self.burst, level + (now - self.at) * self.rate)
        self.at = now
        taken = level >= amount
        self.level = level - amount if taken else level
        return taken

    def available(self) -> int:
        """Whole tokens there now (taking none)."""
        return int(self._now())

    def wait_s(self, amount: float) -> float:
        """Seconds until ``amount`` is there (0 when it is now)."""
        return max(0.0, (amount - self._now()) / self.rate)

    @property
    def full(self) -> bool:
        return self._now() >= self.burst

    def _now(self) -> float:
        level = self.burst if self.level is None else self.level
        return min(self.burst, level + (time.monotonic() - self.at) * self.rate)


class Connection(QObject):
    """One socket and the peer that speaks on it; reports events and its end."""

    def __init__(
        self,
        socket: QTcpSocket,
        peer: Peer,
        on_events: Callable[[Connection, list[Event]], None],
        on_closed: Callable[[Connection], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # The socket is this connection's while it is open: were the link deleted first,
        # a socket deleted before its connection would call it back half gone.
        socket.setParent(self)
        self.socket = socket
        self.peer = peer
        self._on_events = on_events
        self._on_closed = on_closed
        self._messages = Bucket(bounds.MESSAGE_RATE, bounds.MESSAGE_BURST)
        self._bytes = Bucket(bounds.BYTE_RATE, bounds.BYTE_BURST)
        self.heard_at = time.monotonic()
        self.said_at = time.monotonic()
        self.address = ""
        """The remote address, as the host counts them."""
        self.may_read: Callable[[Connection], bool] | None = None
        """Asked before each read: False, and what arrived waits unread (the host's turns)."""
        self.turn = False
        """The host let this handshake's proof be read."""
        self.reached = False
        """The joiner's socket got connected (so the host is there)."""
        self.in_game = False
        """The joiner was let into the game on this connection."""
        self.deadline: QTimer | None = None
        self.closed = False
        self.reason: Reason | None = None
        """Why the handshake on it ended (refused, or given up by this side), if it did."""
        self._more = QTimer(self)
        self._more.setSingleShot(True)
        self._more.timeout.connect(self.read)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        # Qt would buffer all a peer sends (even while reading is held): at most a frame,
        # and TCP makes the sender wait for the rest.
        socket.setReadBufferSize(bounds.READ_SLICE + 8)
        socket.readyRead.connect(self.read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._gone)

    def read(self) -> None:
        """Take one slice of what arrived; come back on the next turn for the rest."""
        if self.closed or not self.readable():
            return
        data = bytes(self.socket.read(bounds.READ_SLICE).data())
        if data:
            self.heard_at = time.monotonic()
            if not self._bytes.take(len(data)):
                self.fail(EndReason.TOO_MUCH)
                return
            before = self.peer.received_messages
            events = self.peer.receive(data, budget=self._messages.available())
            self._messages.take(self.peer.received_messages - before)
            self.flush()
            if events:
                self._on_events(self, events)
            if self.closed:
                return
        if self.peer.closed:
            self.close()
        elif self.socket.bytesAvailable() > 0:
            self._more.start(0)

    def readable(self) -> bool:
        may_read = self.may_read
        return may_read is None or may_read(self)

    def send(self, data: bytes) -> None:
        if self.closed or not data:
            return
        self.said_at = time.monotonic()
        self.socket.write(data)
        if self.socket.bytesToWrite() > bounds.MAX_UNSENT:
            self.fail(EndReason.NOT_READING)

    def flush(self) -> None:
        self.send(self.peer.outgoing())

    def fail(self, reason: EndReason) -> None:
        """This side ends the connection: say why (when it can), then close."""
        if self.closed:
            return
        self.peer.leave(reason)
        self.flush()
        self._on_events(self, [Event(EventKind.FAILED, reason)])
        self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._more.stop()
        self.socket.readyRead.disconnect(self.read)
        self.socket.disconnected.disconnect(self._gone)
        self.socket.errorOccurred.disconnect(self._gone)
        if self.deadline is not None:
            self.deadline.stop()
        self.socket.setParent(self.parent())  # it may outlive this connection to say goodbye
        let_go(self.socket)
        self._on_closed(self)
        self.deleteLater()

    def _gone(self, *_: object) -> None:
        if not self.closed:
            # Whatever arrived with the close still counts (unless it waits for a turn).
            while not self.closed and self.socket.bytesAvailable() > 0 and self.readable():
                self.read()
            self.close()


def let_go(socket: QTcpSocket) -> None:
    """Close ``socket`` once what is queued is sent, then delete it (whatever its state)."""
    socket.flush()  # hand what is queued to the system now (it may not wait)
    if socket.state() != QAbstractSocket.SocketState.UnconnectedState:
        socket.disconnectFromHost()  # sends the rest, then closes (at once when it can)
    if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
        socket.deleteLater()
    else:
        socket.disconnected.connect(socket.deleteLater)


def refuse(socket: QTcpSocket, reason: EndReason) -> None:
    """Say no to a connection without reading it, and let it go once that is sent."""
    socket.setReadBufferSize(1)
    socket.write(encode({"type": "refused", "reason": reason.value}))
    let_go(socket)


def drop(socket: QTcpSocket) -> None:
    """Drop a connection unread and unanswered (the cheapest way: a reset)."""
    socket.abort()
    socket.deleteLater()
