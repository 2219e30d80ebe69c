"""One network game's connection to the other device, on the event loop (never blocking it).

A :class:`HostLink` listens and lets one player in; a :class:`JoinLink`
connects to a host. Both wrap the Qt-free peers of :mod:`triangles_qt.net.peer`
(which decide what every message means) and add what only a transport
sees: sockets, time, rates and reconnection. Either way the game above sees
the same signals: ``joined``, ``lineArrived``, ``undoAsked``,
``undoAnswered``, ``connectionLost`` (waiting for the other player) and
``ended`` (with a reason id, see :data:`END_REASONS` in ``netplay.reasons``).

What the host bounds, so that a stranger cannot wedge or slow it:

- at most :data:`MAX_HANDSHAKES` connections proving the code at once, each
  for at most :data:`HANDSHAKE_S`; a wrong code makes every later proof
  wait (1 s, doubling to :data:`MAX_LOCK_S`);
- once the game has its second player, another connection is told
  ``game_full`` and closed before it may say anything;
- new connections per second (beyond :data:`CONNECTION_RATE` the host
  stops accepting for a moment);
- each connection's messages and bytes per second (a token bucket), and
  how much it may leave unread; the reading itself in slices of
  :data:`READ_SLICE` bytes, so a flood never holds the event loop.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from triangles_qt.model import Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, HostPeer, JoinPeer, Peer
from triangles_qt.net.protocol import encode

#: Connections at once that are still proving the code.
MAX_HANDSHAKES: Final = 4
#: Seconds a connection has to prove the code.
HANDSHAKE_S: Final = 10.0
#: After wrong codes, the longest a later proof waits (seconds; less than a handshake's time).
MAX_LOCK_S: Final = 8.0
#: Seconds after the last wrong code when the count of wrong codes starts again.
FAILURES_FORGOTTEN_S: Final = 120.0
#: Seconds of quiet after which a side says "ping".
PING_S: Final = 2.0
#: Seconds without a word after which the connection counts as lost.
SILENCE_S: Final = 10.0
#: Seconds a side that drew the last line waits for the other's "finished" (which says
#: the other has it too; until then the link reconnects after a drop to deliver it).
FINAL_WAIT_S: Final = 60.0
#: Seconds between a joiner's attempts to reconnect.
RETRY_S: Final = 1.5
#: A connection's budget: messages per second and the burst it may save up.
MESSAGE_RATE: Final = 40.0
MESSAGE_BURST: Final = 200.0
#: Bytes per second and burst (a whole 300-star welcome fits in the burst).
BYTE_RATE: Final = 256 * 1024.0
BYTE_BURST: Final = 1024 * 1024.0
#: New connections per second the host takes, and the burst (beyond: a pause in accepting).
CONNECTION_RATE: Final = 20.0
CONNECTION_BURST: Final = 10.0
#: How long the host stops accepting when connections come faster than that (seconds).
ACCEPT_PAUSE_S: Final = 0.25
#: Bytes read from a socket per turn of the event loop.
READ_SLICE: Final = 64 * 1024
#: Bytes this side may have queued for a peer that does not read.
MAX_UNSENT: Final = 1024 * 1024


@dataclass
class _Bucket:
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
        level = self.burst if self.level is None else self.level
        return int(min(self.burst, level + (time.monotonic() - self.at) * self.rate))


class _Connection(QObject):
    """One socket and the peer that speaks on it; reports events and its end."""

    def __init__(
        self,
        socket: QTcpSocket,
        peer: Peer,
        on_events: Callable[[_Connection, list[Event]], None],
        on_closed: Callable[[_Connection], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.socket = socket
        self.peer = peer
        self._on_events = on_events
        self._on_closed = on_closed
        self._messages = _Bucket(MESSAGE_RATE, MESSAGE_BURST)
        self._bytes = _Bucket(BYTE_RATE, BYTE_BURST)
        self.heard_at = time.monotonic()
        self.said_at = time.monotonic()
        self.opened_at = time.monotonic()
        self.held = False
        """Reading waits (the host's lock after wrong codes)."""
        self.deadline: QTimer | None = None
        self.closed = False
        self.reason = ""
        self._more = QTimer(self)
        self._more.setSingleShot(True)
        self._more.timeout.connect(self.read)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        # Qt would buffer all a peer sends (even while reading is held): at most a frame,
        # and TCP makes the sender wait for the rest.
        socket.setReadBufferSize(READ_SLICE + 8)
        socket.readyRead.connect(self.read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._gone)

    def read(self) -> None:
        """Take one slice of what arrived; come back on the next turn for the rest."""
        if self.closed or self.held:
            return
        data = bytes(self.socket.read(READ_SLICE).data())
        if data:
            self.heard_at = time.monotonic()
            if not self._bytes.take(len(data)):
                self.fail("too_much")
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

    def send(self, data: bytes) -> None:
        if self.closed or not data:
            return
        self.said_at = time.monotonic()
        self.socket.write(data)
        if self.socket.bytesToWrite() > MAX_UNSENT:
            self.fail("not_reading")

    def flush(self) -> None:
        self.send(self.peer.outgoing())

    def fail(self, reason: str) -> None:
        """This side ends the connection: say why (when it can), then close."""
        if self.closed:
            return
        self.peer.leave(reason)
        self.flush()
        self._on_events(self, [Event("failed", reason)])
        self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._more.stop()
        self.socket.readyRead.disconnect(self.read)
        self.socket.disconnected.disconnect(self._gone)
        self.socket.errorOccurred.disconnect(self._gone)
        socket = self.socket
        socket.flush()  # hand what is queued to the system now (it may not wait)
        if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            socket.deleteLater()
        else:
            socket.disconnected.connect(socket.deleteLater)
            socket.disconnectFromHost()  # sends the rest, then closes
        self._on_closed(self)
        self.deleteLater()

    def _gone(self, *_: object) -> None:
        if not self.closed:
            # Whatever arrived with the close still counts.
            while not self.closed and self.socket.bytesAvailable() > 0 and not self.held:
                self.read()
            self.close()


def _refuse(socket: QTcpSocket, reason: str) -> None:
    """Say no to a connection without reading it, and let it go once that is sent."""
    socket.setReadBufferSize(1)
    socket.write(encode({"type": "refused", "reason": reason}))
    socket.flush()
    socket.disconnected.connect(socket.deleteLater)
    socket.disconnectFromHost()


class Link(QObject):
    """The other device, as the game above sees it (the parts both ends share)."""

    joined = Signal(bool)  # resumed: a reconnection (the game is brought up to date)
    lineArrived = Signal(int, int)
    undoAsked = Signal(int)  # the move count the other side would go back to
    undoAnswered = Signal(bool)  # accepted (then the game is back already)
    connectionLost = Signal()  # waiting for the other player to come back
    ended = Signal(str)  # for good: a reason id (netplay.reasons)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seat = 0
        self.names: tuple[str, str] = ("", "")
        self.disconnects = 0
        self._connection: _Connection | None = None
        self._ended: str | None = None
        self._ever_joined = False
        self._keepalive = QTimer(self)
        self._keepalive.setInterval(int(PING_S * 500))
        self._keepalive.timeout.connect(self._tick)
        self._final_wait = QTimer(self)
        self._final_wait.setSingleShot(True)
        self._final_wait.timeout.connect(lambda: self._finish("finished"))

    # -- state ------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """The other device is there and the game can go on."""
        connection = self._connection
        return connection is not None and not connection.closed and connection.peer.joined

    @property
    def end_reason(self) -> str | None:
        return self._ended

    @property
    def undo_waiting(self) -> bool:
        connection = self._connection
        return connection is not None and connection.peer.undo_waiting

    def other_name(self) -> str:
        return self.names[1 - self.seat]

    # -- what this side does ------------------------------------------------------------

    def send_line(self, a: int, b: int) -> None:
        """This side drew a-b on ``game`` (already played there)."""
        connection = self._connection
        if connection is not None and connection.peer.joined:
            connection.peer.send_line(a, b)
            connection.flush()
        # Not connected: the line travels on the reconnection (the joiner
        # sends it again; the host's welcome carries it).
        if self.game is not None and self.game.is_over:
            # The last line: the game is over here, and over there once it arrives,
            # which the other side says with "finished" (see _game_over_heard).
            self._final_wait.start(int(FINAL_WAIT_S * 1000))

    def request_undo(self) -> bool:
        connection = self._connection
        if connection is None or not connection.peer.joined:
            return False
        asked = connection.peer.request_undo()
        connection.flush()
        return asked

    def answer_undo(self, accept: bool) -> bool:
        connection = self._connection
        if connection is None or not connection.peer.joined:
            return False
        answered = connection.peer.answer_undo(accept)
        connection.flush()
        return answered

    def leave(self, reason: str = "left") -> None:
        """End the network side of the game from here (the other side is told)."""
        connection = self._connection
        self._finish(reason, tell=False)
        if connection is not None and not connection.closed:
            connection.peer.leave(reason)
            connection.flush()
            connection.close()

    def drop(self) -> None:
        """Stop here without a goodbye (the app quits): the other device sees the connection
        go and waits for this one to come back, as after a crash."""
        connection = self._connection
        self._finish("dropped", tell=False)
        if connection is not None and not connection.closed:
            connection.close()

    # -- shared machinery ------------------------------------------------------------------

    def _finish(self, reason: str, tell: bool = True) -> None:
        if self._ended is not None:
            return
        self._ended = reason
        self._keepalive.stop()
        self._final_wait.stop()
        self._stopped()
        if tell:
            self.ended.emit(reason)

    def _stopped(self) -> None:
        """The subclass lets go of what it holds (server, timers)."""

    def _game_events(self, connection: _Connection, events: list[Event]) -> None:
        for event in events:
            if self._ended is not None:
                return
            if event.kind == "line" and event.line is not None:
                self.lineArrived.emit(*event.line)
                self._game_over_heard()
            elif event.kind == "undo_asked":
                self.undoAsked.emit(event.index)
            elif event.kind == "undo_answered":
                self.undoAnswered.emit(event.accepted)
            elif event.kind in ("ended", "failed"):
                self._connection_ended(connection, event)

    def _connection_ended(self, connection: _Connection, event: Event) -> None:
        """A goodbye from the other side, or this side refusing what it sent: the game ends."""
        connection.reason = event.reason
        self._finish(event.reason)

    def _game_over_heard(self) -> None:
        """The other side's line (or a reconnection) ended the game here: both have it now."""
        game = self.game
        if self._ended is not None or game is None or not game.is_over or not game.moves:
            return
        if game.moves[-1].player != self.seat:
            self.leave("finished")
            self.ended.emit("finished")

    def _tick(self) -> None:
        connection = self._connection
        if connection is None or connection.closed or not connection.peer.joined:
            return
        now = time.monotonic()
        if now - connection.heard_at > SILENCE_S:
            connection.close()  # counts as lost: see _closed
            return
        if now - connection.said_at > PING_S:
            connection.peer.ping()
            connection.flush()

    def _lost(self) -> None:
        """The joined connection closed without a goodbye: wait for the other to come back.

        (Also after the game is over here: the last line may not have reached
        the other side; ``_final_wait`` bounds the wait.)"""
        self._connection = None
        self.disconnects += 1
        self.connectionLost.emit()


class HostLink(Link):
    """Listens on ``port`` (0: any free one) and lets in the one player who knows ``code``."""

    listening = Signal(int)  # the port
    handshakesChanged = Signal()

    def __init__(
        self,
        game: Game,
        *,
        code: str,
        name: str,
        seat: int = 0,
        address: str = "0.0.0.0",
        port: int = 0,
        lock_s: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.code = code
        names = ["", ""]
        names[seat] = name
        self.names = (names[0], names[1])
        self._salt = codes.new_nonce()
        # Stretched once per game (slow on purpose); every connection reuses it.
        self._key = codes.code_key(code, self._salt)
        self.address = address
        self._port = port
        self._lock_base = lock_s
        self._failures = 0
        self._last_failure = 0.0
        self._locked_until = 0.0
        self._handshakes: list[_Connection] = []
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(MAX_HANDSHAKES)
        self._server.newConnection.connect(self._accept)
        self._arrivals = _Bucket(CONNECTION_RATE, CONNECTION_BURST)
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.timeout.connect(self._server.resumeAccepting)
        self._unlock = QTimer(self)
        self._unlock.setSingleShot(True)
        self._unlock.timeout.connect(self._release)

    def start(self, any_port_instead: bool = False) -> bool:
        """Listen; False (and ``ended("cannot_listen")``) when the port cannot be had.

        ``any_port_instead``: when the port is taken, listen on any free one."""
        listening = self._server.listen(QHostAddress(self.address), self._port)
        if not listening and any_port_instead:
            listening = self._server.listen(QHostAddress(self.address), 0)
        if not listening:
            self._finish("cannot_listen")
            return False
        self._keepalive.start()
        self.listening.emit(self.port)
        return True

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def waiting_for_first(self) -> bool:
        """No one has joined yet (the time to advertise the game)."""
        return not self._ever_joined and self._ended is None

    @property
    def lock_s(self) -> float:
        """How long a proof waits now because of wrong codes."""
        return max(0.0, self._locked_until - time.monotonic())

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                break
            if self._ended is not None or not self._arrivals.take(1):
                # Faster than any player reconnects: drop it unread and stop listening for
                # a moment, so a flood of connections costs the event loop next to nothing.
                socket.abort()
                socket.deleteLater()
                if self._ended is None and not self._resume.isActive():
                    self._server.pauseAccepting()
                    self._resume.start(int(ACCEPT_PAUSE_S * 1000))
                continue
            if self.connected:
                _refuse(socket, "game_full")  # two players are in: no word of a third is read
                continue
            if len(self._handshakes) >= MAX_HANDSHAKES:
                _refuse(socket, "busy")
                continue
            self._handshake(socket)

    def _handshake(self, socket: QTcpSocket) -> None:
        assert self.game is not None
        peer = HostPeer(
            code=self.code,
            game=self.game,
            seat=self.seat,
            names=self.names,
            salt=self._salt,
            key=self._key,
        )
        connection = _Connection(socket, peer, self._host_events, self._closed, self)
        connection.held = self.lock_s > 0
        self._handshakes.append(connection)
        self.handshakesChanged.emit()
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        connection.deadline = deadline
        if not connection.held:
            deadline.start(int(HANDSHAKE_S * 1000))  # (a held one's starts when it is let go)
            connection.read()

    def _too_slow(self, connection: _Connection) -> None:
        if connection in self._handshakes and not connection.closed:
            connection.fail("too_slow")

    def _host_events(self, connection: _Connection, events: list[Event]) -> None:
        if connection is self._connection:
            self._game_events(connection, events)
            return
        for number, event in enumerate(events):
            if event.kind == "joined":
                if self._admit(connection):
                    self._game_events(connection, events[number + 1 :])
                return
            if event.kind == "failed" and event.reason == "wrong_code":
                now = time.monotonic()
                if now - self._last_failure > FAILURES_FORGOTTEN_S:
                    self._failures = 0
                self._last_failure = now
                self._failures += 1
                lock = min(MAX_LOCK_S, self._lock_base * 2 ** (self._failures - 1))
                self._locked_until = now + lock
                for other in self._handshakes:
                    other.held = True
                    if other.deadline is not None:
                        other.deadline.stop()
                self._unlock.start(int(lock * 1000) + 1)

    def _admit(self, connection: _Connection) -> bool:
        """Let ``connection`` in as the second player, unless one is in already."""
        assert isinstance(connection.peer, HostPeer)
        if self.connected:
            connection.fail("game_full")  # two proved the code at once: the first stays
            return False
        self._handshakes.remove(connection)
        self.handshakesChanged.emit()
        for other in list(self._handshakes):
            assert isinstance(other.peer, HostPeer)
            other.peer.full = True
            if other.peer.joined:  # welcomed already: too late to say "full" politely
                other.fail("game_full")
        self._connection = connection
        self.names = connection.peer.names
        resumed = self._ever_joined
        self._ever_joined = True
        self.joined.emit(resumed)
        self._game_over_heard()
        return True

    def _release(self) -> None:
        if self.lock_s > 0:
            self._unlock.start(int(self.lock_s * 1000) + 1)
            return
        for connection in list(self._handshakes):
            if connection.closed or not connection.held:
                continue
            connection.held = False
            if connection.deadline is not None:
                connection.deadline.start(int(HANDSHAKE_S * 1000))
            connection.read()
            if self.lock_s > 0:
                break  # that one was wrong too: the others wait again

    def _closed(self, connection: _Connection) -> None:
        if connection in self._handshakes:
            self._handshakes.remove(connection)
            self.handshakesChanged.emit()
        elif connection is self._connection and self._ended is None:
            self._lost()

    def _stopped(self) -> None:
        self._server.close()
        self._resume.stop()
        self._unlock.stop()
        for connection in list(self._handshakes):
            connection.close()

    def close(self) -> None:
        """Stop listening and let go of every connection (the game is over here)."""
        if self._ended is None:
            self.leave("left")


#: On a reconnection, refusals that pass: the host has not seen the old connection go
#: yet (``game_full``), is busy, or the network is still down (``too_slow``).
_TRY_AGAIN: Final = frozenset({"game_full", "busy", "too_slow"})


class JoinLink(Link):
    """Connects to a host at ``address``:``port`` and proves ``code``; reconnects after a drop."""

    def __init__(
        self,
        *,
        address: str,
        port: int,
        code: str,
        name: str,
        language: str = "en",
        retry_s: float = RETRY_S,
        give_up_s: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.address = address
        self.port = port
        self.code = code
        self._name = name
        self._language = language
        self._retry_s = retry_s
        self._give_up_s = give_up_s
        self._lost_at: float | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._attempt)

    def start(self) -> None:
        """Connect (the answer comes as ``joined`` or ``ended``)."""
        self._keepalive.start()
        self._attempt()

    def rejoin(self, game: Game, seat: int, names: tuple[str, str]) -> None:
        """Go back into a game this device was in before it stopped, then :meth:`start`.

        The link is as after a dropped connection: it keeps trying until the
        host lets it in (``joined``) or ends the game; the host's welcome
        brings ``game`` up to date. Until then ``connected`` is False.
        """
        self.game = game
        self.seat = seat
        self.names = names
        self._ever_joined = True
        self._lost_at = time.monotonic()

    def _attempt(self) -> None:
        if self._ended is not None:
            return
        lost_at, give_up = self._lost_at, self._give_up_s
        if lost_at is not None and give_up is not None and time.monotonic() - lost_at > give_up:
            self._finish("gone")
            return
        socket = QTcpSocket(self)
        peer = JoinPeer(
            code=self.code,
            name=self._name,
            language=self._language,
            game=self.game,
            seat=self.seat,
        )
        connection = _Connection(socket, peer, self._join_events, self._closed, self)
        self._connection = connection
        socket.connected.connect(lambda: self._say_hello(connection))
        # No answer in time (a host that went quiet, a network that drops everything): next try.
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        deadline.start(int(HANDSHAKE_S * 1000))
        socket.connectToHost(self.address, self.port)

    def _too_slow(self, connection: _Connection) -> None:
        if not connection.closed and not connection.peer.joined:
            connection.fail("too_slow")

    def _say_hello(self, connection: _Connection) -> None:
        assert isinstance(connection.peer, JoinPeer)
        connection.peer.start()
        connection.flush()

    def _join_events(self, connection: _Connection, events: list[Event]) -> None:
        for event in events:
            if event.kind == "joined":
                assert event.game is not None
                self.game = event.game
                self.seat = connection.peer.seat
                self.names = event.names
                self._lost_at = None
                self._ever_joined = True
                self.joined.emit(event.resumed)
                self._game_over_heard()
            elif event.kind == "failed" and not connection.peer.joined and self._ever_joined:
                if event.reason in _TRY_AGAIN:
                    connection.reason = "retry"
                    continue
                self._finish(event.reason)
            elif event.kind == "failed" and not self._ever_joined:
                self._finish(event.reason)
            else:
                self._game_events(connection, [event])

    def _closed(self, connection: _Connection) -> None:
        if connection is not self._connection or self._ended is not None:
            return
        self._connection = None
        if not self._ever_joined:
            self._finish(connection.reason or "unreachable")
            return
        if (connection.peer.joined or connection.reason == "") and self._lost_at is None:
            self._lost_at = time.monotonic()
            self.disconnects += 1
            self.connectionLost.emit()
        self._retry.start(int(self._retry_s * 1000))

    def _stopped(self) -> None:
        self._retry.stop()

    def close(self) -> None:
        if self._ended is None:
            self.leave("left")
