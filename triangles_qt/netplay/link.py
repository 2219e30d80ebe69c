"""One network game's connection to the other device, on the event loop (never blocking it).

A :class:`HostLink` listens and lets one player in; a :class:`JoinLink`
connects to a host. Both wrap the Qt-free peers of :mod:`triangles_qt.net.peer`
(which decide what every message means) and add what only a transport
sees: sockets, time, rates and reconnection. Either way the game above sees
the same signals: ``joined``, ``lineArrived``, ``undoAsked``,
``undoAnswered``, ``connectionLost`` (waiting for the other player) and
``ended`` (with a reason id, see :data:`END_REASONS` in ``netplay.reasons``).

What the host bounds, so that a stranger can neither keep the player out
nor make the host grow (docs/network.md, the threat model):

- handshake *places*: at most :data:`MAX_PER_ADDRESS` connections from one
  address prove the code at once, :data:`MAX_HANDSHAKES` in all (when all
  are taken, the oldest that has not even said hello makes way for the
  newcomer); every place ends after :data:`HANDSHAKE_S`, whatever it waits
  for;
- proofs take *turns*: a wrong code locks its own address (1 s, doubling to
  :data:`MAX_LOCK_S`), so guessers wait for themselves, not for the player;
  and all addresses together get :data:`GUESS_RATE` proofs checked a
  second, the bound on online guessing;
- once the game has its second player, another connection is told
  ``game_full`` and closed before it may say anything;
- new connections per second: from one address (beyond
  :data:`ADDRESS_RATE` they are dropped unread), those answered from all
  addresses together (:data:`CONNECTION_RATE`), and those taken at all
  (beyond :data:`ACCEPT_RATE` the host also stops accepting for a moment:
  a flood costs the event loop next to nothing);
- each connection's messages and bytes per second (a token bucket), and
  how much it may leave unread; the reading itself in slices of
  :data:`READ_SLICE` bytes, so a flood never holds the event loop;
- what it remembers: at most :data:`MAX_ADDRESSES` addresses, and no socket
  outlives its connection (see :class:`_Server`).

The code is stretched into its key (scrypt, slow on purpose) on a worker
thread, on both sides: the host once per game, the joiner once per salt
(reconnections to the same game reuse it).
"""

from __future__ import annotations

import contextlib
import os
import socket as sockets
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from triangles_qt import background
from triangles_qt.model import Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, HostPeer, JoinPeer, Peer
from triangles_qt.net.protocol import encode

#: Connections at once that are still proving the code, all addresses together.
MAX_HANDSHAKES: Final = 16
#: Connections at once from one address that are still proving the code.
MAX_PER_ADDRESS: Final = 2
#: Seconds a connection has to prove the code, from when the host takes it (waiting for
#: its turn counts too: no place is held for longer).
HANDSHAKE_S: Final = 10.0
#: After wrong codes from an address, the longest its next proof waits (seconds; less than
#: a handshake's time, so a proof that waits out its address's lock still gets its turn).
MAX_LOCK_S: Final = 8.0
#: Seconds after an address's last wrong code when its count of wrong codes starts again.
FAILURES_FORGOTTEN_S: Final = 120.0
#: Proofs checked per second, all addresses together, and the burst: online guessing's bound.
GUESS_RATE: Final = 2.0
GUESS_BURST: Final = 4.0
#: Seconds of quiet after which a side says "ping".
PING_S: Final = 2.0
#: Seconds without a word after which the connection counts as lost.
SILENCE_S: Final = 10.0
#: Seconds a side that drew the last line waits for the other's "finished" (which says
#: the other has it too; until then the link reconnects after a drop to deliver it).
FINAL_WAIT_S: Final = 60.0
#: Seconds between a joiner's attempts to connect again.
RETRY_S: Final = 1.5
#: Seconds a first join keeps trying while the host is busy (it may be busy with strangers).
FIRST_JOIN_S: Final = 30.0
#: A connection's budget: messages per second and the burst it may save up.
MESSAGE_RATE: Final = 40.0
MESSAGE_BURST: Final = 200.0
#: Bytes per second and burst (a whole 300-star welcome fits in the burst).
BYTE_RATE: Final = 256 * 1024.0
BYTE_BURST: Final = 1024 * 1024.0
#: New connections per second the host takes from one address, and the burst (beyond:
#: dropped unread; a player connects again every RETRY_S at most).
ADDRESS_RATE: Final = 3.0
ADDRESS_BURST: Final = 6.0
#: New connections per second the host answers (a handshake or a refusal), all addresses
#: together, and the burst; counted after each address's own rate, so that one address's
#: excess does not use up the others' (beyond: dropped unread).
CONNECTION_RATE: Final = 200.0
CONNECTION_BURST: Final = 100.0
#: New connections per second the host takes at all, whatever they are, and the burst
#: (beyond: dropped unread, and a pause in accepting, so a flood costs the event loop next
#: to nothing).
ACCEPT_RATE: Final = 1000.0
ACCEPT_BURST: Final = 500.0
#: How long the host stops accepting when connections come faster than that (seconds).
ACCEPT_PAUSE_S: Final = 0.25
#: Remote addresses the host remembers at most (their rates, places and wrong codes).
MAX_ADDRESSES: Final = 1024
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


@dataclass
class _Address:
    """What the host remembers of one remote address."""

    arrivals: _Bucket = field(default_factory=lambda: _Bucket(ADDRESS_RATE, ADDRESS_BURST))
    failures: int = 0
    """Wrong codes from it (counted again from 0 once forgotten)."""
    last_failure: float = 0.0
    locked_until: float = 0.0
    """Its next proof waits until then (``time.monotonic()``)."""
    seen: float = field(default_factory=time.monotonic)

    def forgettable(self, now: float) -> bool:
        """Nothing about it would change what the host does next."""
        recent_failure = self.failures and now - self.last_failure <= FAILURES_FORGOTTEN_S
        return not recent_failure and self.locked_until <= now and self.arrivals.full


def _address_key(text: str) -> str:
    """One remote address as the host counts it (an IPv4 address mapped into IPv6 is itself)."""
    if text.startswith("::ffff:") and "." in text:
        return text[len("::ffff:") :]
    return text


#: SO_LINGER on, 0 s: closing sends a reset and keeps nothing (no TIME_WAIT, no unsent data).
_RESET: Final = struct.pack("ii", 1, 0)


class _Server(QTcpServer):
    """A ``QTcpServer`` that screens each connection before a socket is made for it.

    ``screen(address)`` says whether a connection from that remote address
    is taken at all; one that is not is closed with a reset at once, for the
    cost of two system calls (a flood is dropped before Qt or Python makes
    anything for it). A socket that is taken is made here, in Python: Qt's
    own ``incomingConnection`` makes it in C++, and its Python wrapper,
    made when ``nextPendingConnection`` hands it over, is never told when
    Qt deletes the socket, so the server's wrapper kept every one (a host
    that took and dropped 16,000 connections kept 16,000 dead wrappers:
    +4 to 20 MB). A socket made here is deleted with its wrapper.
    """

    def __init__(self, screen: Callable[[str], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._screen = screen

    def incomingConnection(self, descriptor: int) -> None:
        raw = sockets.socket(fileno=descriptor)
        try:
            address: str | None = _address_key(str(raw.getpeername()[0]))
        except (OSError, IndexError):
            address = None  # gone already
        if address is None or not self._screen(address):
            with contextlib.suppress(OSError):
                raw.setsockopt(sockets.SOL_SOCKET, sockets.SO_LINGER, _RESET)
            raw.close()
            return
        raw.detach()  # the descriptor is the Qt socket's now
        socket = QTcpSocket(self)
        if socket.setSocketDescriptor(descriptor):
            self.addPendingConnection(socket)
            return
        socket.deleteLater()
        with contextlib.suppress(OSError):
            os.close(descriptor)  # not taken by the socket: nobody else would close it


def _stretch(code: str, salt: str, receiver: QObject, done: Callable[[object], None]) -> None:
    """The code's key for ``salt``, made on a worker thread (about 65 ms of scrypt), then
    ``done((salt, key))`` on ``receiver``'s thread (``key`` None if it could not be made:
    out of memory); dropped if ``receiver`` is gone by then."""

    def work() -> tuple[str, bytes | None]:
        try:
            return salt, codes.code_key(code, salt)
        except (MemoryError, ValueError):
            return salt, None

    background.run_off_ui(work, done, receiver, name="code-stretching")


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
        # The socket is this connection's while it is open: were the link deleted first,
        # a socket deleted before its connection would call it back half gone.
        socket.setParent(self)
        self.socket = socket
        self.peer = peer
        self._on_events = on_events
        self._on_closed = on_closed
        self._messages = _Bucket(MESSAGE_RATE, MESSAGE_BURST)
        self._bytes = _Bucket(BYTE_RATE, BYTE_BURST)
        self.heard_at = time.monotonic()
        self.said_at = time.monotonic()
        self.address = ""
        """The remote address, as the host counts them."""
        self.may_read: Callable[[_Connection], bool] | None = None
        """Asked before each read: False, and what arrived waits unread (the host's turns)."""
        self.turn = False
        """The host let this handshake's proof be read."""
        self.reached = False
        """The joiner's socket got connected (so the host is there)."""
        self.in_game = False
        """The joiner was let into the game on this connection."""
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
        if self.closed or not self.readable():
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

    def readable(self) -> bool:
        may_read = self.may_read
        return may_read is None or may_read(self)

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
        if self.deadline is not None:
            self.deadline.stop()
        self.socket.setParent(self.parent())  # it may outlive this connection to say goodbye
        _let_go(self.socket)
        self._on_closed(self)
        self.deleteLater()

    def _gone(self, *_: object) -> None:
        if not self.closed:
            # Whatever arrived with the close still counts (unless it waits for a turn).
            while not self.closed and self.socket.bytesAvailable() > 0 and self.readable():
                self.read()
            self.close()


def _let_go(socket: QTcpSocket) -> None:
    """Close ``socket`` once what is queued is sent, then delete it (whatever its state)."""
    socket.flush()  # hand what is queued to the system now (it may not wait)
    if socket.state() != QAbstractSocket.SocketState.UnconnectedState:
        socket.disconnectFromHost()  # sends the rest, then closes (at once when it can)
    if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
        socket.deleteLater()
    else:
        socket.disconnected.connect(socket.deleteLater)


def _refuse(socket: QTcpSocket, reason: str) -> None:
    """Say no to a connection without reading it, and let it go once that is sent."""
    socket.setReadBufferSize(1)
    socket.write(encode({"type": "refused", "reason": reason}))
    _let_go(socket)


def _drop(socket: QTcpSocket) -> None:
    """Drop a connection unread and unanswered (the cheapest way: a reset)."""
    socket.abort()
    socket.deleteLater()


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
        if not code.isascii():
            raise ValueError("a game code is ASCII")
        self.game = game
        self.seat = seat
        self.code = code
        names = ["", ""]
        names[seat] = name
        self.names = (names[0], names[1])
        self._salt = codes.new_nonce()
        # Stretched once per game (slow on purpose), off the event loop; every connection
        # reuses it, and no proof is read before it is there.
        self._key: bytes | None = None
        _stretch(code, self._salt, self, self._key_made)
        self.address = address
        self._port = port
        self._lock_base = lock_s
        self._addresses: dict[str, _Address] = {}
        self._handshakes: list[_Connection] = []
        self._waiting: list[_Connection] = []  # proofs waiting for their turn, oldest first
        self._guesses = _Bucket(GUESS_RATE, GUESS_BURST)
        self._server = _Server(self._screen, self)
        self._server.setMaxPendingConnections(MAX_HANDSHAKES)
        self._server.newConnection.connect(self._accept)
        self._arrivals = _Bucket(ACCEPT_RATE, ACCEPT_BURST)
        self._answered = _Bucket(CONNECTION_RATE, CONNECTION_BURST)
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.timeout.connect(self._server.resumeAccepting)
        self._turns = QTimer(self)
        self._turns.setSingleShot(True)
        self._turns.timeout.connect(self._grant_turns)

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
    def handshakes(self) -> int:
        """Connections proving the code now (the places taken)."""
        return len(self._handshakes)

    def lock_s_of(self, address: str) -> float:
        """How long a proof from ``address`` waits now because of its wrong codes."""
        entry = self._addresses.get(address)
        return 0.0 if entry is None else max(0.0, entry.locked_until - time.monotonic())

    @property
    def lock_s(self) -> float:
        """The longest any address's next proof waits now because of its wrong codes."""
        return max((self.lock_s_of(address) for address in self._addresses), default=0.0)

    # -- taking connections ------------------------------------------------------------

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                break
            self._take(socket)

    def _screen(self, address: str) -> bool:
        """Whether a new connection from ``address`` is taken at all (before a socket is made
        for it; one that is not is dropped unread, with a reset)."""
        if self._ended is not None:
            return False
        if not self._arrivals.take(1):
            # Faster than any number of players: stop listening for a moment, so a flood
            # of connections costs the event loop next to nothing.
            if not self._resume.isActive():
                self._server.pauseAccepting()
                self._resume.start(int(ACCEPT_PAUSE_S * 1000))
            return False
        # Faster than a player connects from this address (its own loss), or many addresses
        # together faster than the host answers.
        return self._remember(address).arrivals.take(1) and self._answered.take(1)

    def _take(self, socket: QTcpSocket) -> None:
        if self._ended is not None:
            _drop(socket)
            return
        address = _address_key(socket.peerAddress().toString())
        if self.connected:
            _refuse(socket, "game_full")  # two players are in: no word of a third is read
            return
        if sum(1 for c in self._handshakes if c.address == address) >= MAX_PER_ADDRESS:
            _refuse(socket, "busy")
            return
        if len(self._handshakes) >= MAX_HANDSHAKES and not self._make_way():
            _refuse(socket, "busy")
            return
        self._handshake(socket, address)

    def _make_way(self) -> bool:
        """All places are taken: the oldest that has not said hello yet gives way.

        A player says hello as soon as it is connected, so only a connection that
        keeps its place without a word (or a byte a second) loses it."""
        for connection in self._handshakes:
            peer = connection.peer
            if isinstance(peer, HostPeer) and not peer.heard_hello:
                connection.fail("busy")
                return True
        return False  # every one is proving its code: the newcomer is told "busy"

    def _remember(self, address: str) -> _Address:
        """The record of ``address`` (a new one if need be; the oldest forgotten first)."""
        entry = self._addresses.get(address)
        now = time.monotonic()
        if entry is None:
            if len(self._addresses) >= MAX_ADDRESSES:
                self._forget(now)
            entry = self._addresses[address] = _Address()
        entry.seen = now
        return entry

    def _forget(self, now: float) -> None:
        """Forget addresses that changed nothing; over the bound, the least recently seen."""
        holding = {c.address for c in self._handshakes}
        for address, entry in list(self._addresses.items()):
            if address not in holding and entry.forgettable(now):
                del self._addresses[address]
        excess = len(self._addresses) - (MAX_ADDRESSES - 1)
        if excess > 0:
            # Many addresses with recent wrong codes: each may guess sooner again, but the
            # guesses of all addresses together stay bounded (GUESS_RATE).
            oldest = sorted(
                (entry.seen, address)
                for address, entry in self._addresses.items()
                if address not in holding
            )
            for _seen, address in oldest[:excess]:
                del self._addresses[address]

    def _handshake(self, socket: QTcpSocket, address: str) -> None:
        assert self.game is not None
        peer = HostPeer(
            code=self.code,
            game=self.game,
            seat=self.seat,
            names=self.names,
            salt=self._salt,
            key=self._key,
            stretch=False,
        )
        connection = _Connection(socket, peer, self._host_events, self._closed, self)
        connection.address = address
        connection.may_read = self._may_read
        self._handshakes.append(connection)
        self.handshakesChanged.emit()
        # Every place has its end, whatever it waits for.
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        deadline.start(int(HANDSHAKE_S * 1000))
        connection.deadline = deadline
        connection.read()

    def _too_slow(self, connection: _Connection) -> None:
        if connection in self._handshakes and not connection.closed:
            connection.fail("too_slow")  # (told so, as a refusal: see HostPeer.leave)

    # -- turns: when a proof is read --------------------------------------------------

    def _may_read(self, connection: _Connection) -> bool:
        """A handshake's proof is read on its turn; everything before it at once."""
        peer = connection.peer
        if connection.turn or not isinstance(peer, HostPeer) or not peer.awaiting_proof:
            return True
        if connection not in self._waiting:
            self._waiting.append(connection)
            self._turns.start(0)
        return False

    def _grant_turns(self) -> None:
        """Let waiting proofs be read, oldest first: each when its address's lock is over
        and the guesses of all addresses allow one more."""
        if self._key is None or self._ended is not None:
            return  # (the key's arrival asks again)
        wake: float | None = None
        for connection in list(self._waiting):
            if connection not in self._waiting:
                continue
            if connection.closed:
                self._waiting.remove(connection)
                continue
            locked = self.lock_s_of(connection.address)
            if locked > 0:  # its address guessed wrong: it waits for itself, no one else does
                wake = locked if wake is None else min(wake, locked)
                continue
            if not self._guesses.take(1):
                later = self._guesses.wait_s(1)
                wake = later if wake is None else min(wake, later)
                break
            self._waiting.remove(connection)
            connection.turn = True
            assert isinstance(connection.peer, HostPeer)
            connection.peer.key = self._key
            connection.read()
        self._waiting = [c for c in self._waiting if not c.closed]
        if self._waiting and wake is not None:
            self._turns.start(int(wake * 1000) + 1)

    def _key_made(self, made: object) -> None:
        assert isinstance(made, tuple)
        key = made[1]
        if not isinstance(key, bytes):
            key = codes.code_key(self.code, self._salt)  # (the worker ran out of memory)
        self._key = key
        self._grant_turns()

    # -- what handshakes say ----------------------------------------------------------

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
                self._wrong_code(connection.address)

    def _wrong_code(self, address: str) -> None:
        """Lock ``address`` (and only it): 1 s, doubling per wrong code up to MAX_LOCK_S."""
        entry = self._remember(address)
        now = time.monotonic()
        if now - entry.last_failure > FAILURES_FORGOTTEN_S:
            entry.failures = 0
        entry.last_failure = now
        entry.failures += 1
        lock = min(MAX_LOCK_S, self._lock_base * 2 ** min(entry.failures - 1, 16))
        entry.locked_until = now + lock

    def _admit(self, connection: _Connection) -> bool:
        """Let ``connection`` in as the second player, unless one is in already."""
        assert isinstance(connection.peer, HostPeer)
        if self.connected:
            connection.fail("game_full")  # two proved the code at once: the first stays
            return False
        self._handshakes.remove(connection)
        self.handshakesChanged.emit()
        if connection.deadline is not None:
            connection.deadline.stop()
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

    def _closed(self, connection: _Connection) -> None:
        if connection in self._waiting:
            self._waiting.remove(connection)
        if connection in self._handshakes:
            self._handshakes.remove(connection)
            self.handshakesChanged.emit()
        elif connection is self._connection and self._ended is None:
            self._lost()

    def _tick(self) -> None:
        super()._tick()
        if len(self._addresses) > MAX_ADDRESSES // 2:
            self._forget(time.monotonic())

    def _stopped(self) -> None:
        self._server.close()
        self._resume.stop()
        self._turns.stop()
        self._waiting.clear()
        for connection in list(self._handshakes):
            connection.close()

    def close(self) -> None:
        """Stop listening and let go of every connection (the game is over here)."""
        if self._ended is None:
            self.leave("left")


#: On a reconnection, refusals that pass: the host has not seen the old connection go
#: yet (``game_full``), is busy, or the network is still down (``too_slow``).
_TRY_AGAIN: Final = frozenset({"game_full", "busy", "too_slow"})
#: On a first join, what passes while FIRST_JOIN_S lasts: the host is busy (perhaps with
#: strangers), or did not answer in time, or dropped the connection unread (``dropped``).
_FIRST_TRY_AGAIN: Final = frozenset({"busy", "too_slow", "dropped"})
#: How many stretched keys a joiner keeps (one per salt: one per game, unless a host
#: that is not what it seems changes it).
_KEYS_KEPT: Final = 4


class JoinLink(Link):
    """Connects to a host at ``address``:``port`` and proves ``code``; reconnects after a drop.

    A first join that finds the host busy (or is dropped unread) tries again
    every ``retry_s`` for ``first_join_s``; nobody there at all
    (``unreachable``), a wrong code or a full game end it at once.
    """

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
        first_join_s: float = FIRST_JOIN_S,
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
        self._first_join_s = first_join_s
        self._started_at = time.monotonic()
        self._lost_at: float | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._attempt)
        # The code's key per salt, stretched off the event loop once per salt.
        self._keys: dict[str, bytes] = {}
        self._stretching: set[str] = set()

    def start(self) -> None:
        """Connect (the answer comes as ``joined`` or ``ended``)."""
        self._started_at = time.monotonic()
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
            stretch=False,
        )
        connection = _Connection(socket, peer, self._join_events, self._closed, self)
        self._connection = connection
        socket.connected.connect(lambda: self._say_hello(connection))
        # No answer in time (a host that went quiet, a network that drops everything): next try.
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        deadline.start(int(HANDSHAKE_S * 1000))
        connection.deadline = deadline
        socket.connectToHost(self.address, self.port)

    def _too_slow(self, connection: _Connection) -> None:
        if not connection.closed and not connection.peer.joined:
            connection.fail("too_slow")

    def _say_hello(self, connection: _Connection) -> None:
        assert isinstance(connection.peer, JoinPeer)
        connection.reached = True
        connection.peer.start()
        connection.flush()

    # -- the key ------------------------------------------------------------------------

    def _key_needed(self, connection: _Connection, salt: str) -> None:
        key = self._keys.get(salt)
        if key is not None:
            self._prove(connection, key)
        elif salt not in self._stretching:
            self._stretching.add(salt)
            _stretch(self.code, salt, self, self._key_made)

    def _key_made(self, made: object) -> None:
        assert isinstance(made, tuple)
        salt, key = made
        self._stretching.discard(salt)
        if not isinstance(key, bytes):
            key = codes.code_key(self.code, salt)  # (the worker ran out of memory)
        if len(self._keys) >= _KEYS_KEPT:
            self._keys.clear()
        self._keys[salt] = key
        connection = self._connection
        if connection is not None and not connection.closed:
            peer = connection.peer
            if isinstance(peer, JoinPeer) and peer.awaiting_key == salt:
                self._prove(connection, key)

    def _prove(self, connection: _Connection, key: bytes) -> None:
        assert isinstance(connection.peer, JoinPeer)
        connection.peer.use_key(key)
        connection.flush()

    # -- what the host says -----------------------------------------------------------

    def _join_events(self, connection: _Connection, events: list[Event]) -> None:
        for event in events:
            if event.kind == "key_needed":
                self._key_needed(connection, event.salt)
            elif event.kind == "joined":
                assert event.game is not None
                self.game = event.game
                self.seat = connection.peer.seat
                self.names = event.names
                self._lost_at = None
                self._ever_joined = True
                connection.in_game = True
                if connection.deadline is not None:
                    connection.deadline.stop()
                self.joined.emit(event.resumed)
                self._game_over_heard()
            elif event.kind == "failed" and not connection.in_game:
                # Refused, or this side gave up on the handshake: another try, or the end.
                connection.reason = event.reason
                if not self._may_try_again(event.reason):
                    self._finish(event.reason)
            else:
                self._game_events(connection, [event])

    def _may_try_again(self, reason: str) -> bool:
        if self._ever_joined:
            return reason in _TRY_AGAIN
        waited = time.monotonic() - self._started_at
        return reason in _FIRST_TRY_AGAIN and waited < self._first_join_s

    def _closed(self, connection: _Connection) -> None:
        if connection is not self._connection or self._ended is not None:
            return
        self._connection = None
        if not self._ever_joined:
            reason = connection.reason or ("dropped" if connection.reached else "unreachable")
            if self._may_try_again(reason):
                self._retry.start(int(self._retry_s * 1000))
            else:
                # (dropped unread for FIRST_JOIN_S: the host is as good as busy)
                self._finish("busy" if reason == "dropped" else reason)
            return
        if (connection.in_game or connection.reason == "") and self._lost_at is None:
            self._lost_at = time.monotonic()
            self.disconnects += 1
            self.connectionLost.emit()
        self._retry.start(int(self._retry_s * 1000))

    def _stopped(self) -> None:
        self._retry.stop()

    def close(self) -> None:
        if self._ended is None:
            self.leave("left")
