"""The host's end: it listens, lets one player in, and takes them back after a drop.

Between the door (``door``: strangers screened and remembered by address)
and the game, the host keeps the handshake *places*: at most
:data:`~bounds.MAX_PER_ADDRESS` connections from one address prove the code
at once, :data:`~bounds.MAX_HANDSHAKES` in all (when all are taken, the
oldest that has not even said hello makes way for the newcomer), and every
place ends after :data:`~bounds.HANDSHAKE_S`, whatever it waits for. Proofs
take *turns*: one is read when its address is not locked and all addresses
together have not used up :data:`~bounds.GUESS_RATE` proofs a second, the
bound on online guessing. Once the game has its second player, another
connection is told ``game_full`` and closed before it may say anything.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from triangles_qt.model import Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, EventKind, HostPeer
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.connection import Bucket, Connection, drop, refuse
from triangles_qt.netplay.door import Server, Strangers, address_key
from triangles_qt.netplay.link_base import Link, stretch_key


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
        stretch_key(code, self._salt, self, self._key_made)
        self.address = address
        self._port = port
        self._handshakes: list[Connection] = []
        self._strangers = Strangers(lambda: {c.address for c in self._handshakes}, lock_s)
        self._waiting: list[Connection] = []  # proofs waiting for their turn, oldest first
        self._guesses = Bucket(bounds.GUESS_RATE, bounds.GUESS_BURST)
        self._server = Server(self._screen, self)
        self._server.setMaxPendingConnections(bounds.MAX_HANDSHAKES)
        self._server.newConnection.connect(self._accept)
        self._arrivals = Bucket(bounds.ACCEPT_RATE, bounds.ACCEPT_BURST)
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.timeout.connect(self._server.resumeAccepting)
        self._turns = QTimer(self)
        self._turns.setSingleShot(True)
        self._turns.timeout.connect(self._grant_turns)

    def start(self, any_port_instead: bool = False) -> bool:
        """Listen; False (and ``ended(EndReason.CANNOT_LISTEN)``) when the port cannot be had.

        ``any_port_instead``: when the port is taken, listen on any free one."""
        listening = self._server.listen(QHostAddress(self.address), self._port)
        if not listening and any_port_instead:
            listening = self._server.listen(QHostAddress(self.address), 0)
        if not listening:
            self._finish(EndReason.CANNOT_LISTEN)
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
        return self._strangers.lock_s_of(address)

    @property
    def lock_s(self) -> float:
        """The longest any address's next proof waits now because of its wrong codes."""
        return self._strangers.lock_s

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
                self._resume.start(int(bounds.ACCEPT_PAUSE_S * 1000))
            return False
        return self._strangers.admit(address)

    def _take(self, socket: QTcpSocket) -> None:
        if self._ended is not None:
            drop(socket)
            return
        address = address_key(socket.peerAddress().toString())
        if self.connected:
            refuse(socket, EndReason.GAME_FULL)  # two players are in: no word of a third is read
            return
        if sum(1 for c in self._handshakes if c.address == address) >= bounds.MAX_PER_ADDRESS:
            refuse(socket, EndReason.BUSY)
            return
        if len(self._handshakes) >= bounds.MAX_HANDSHAKES and not self._make_way():
            refuse(socket, EndReason.BUSY)
            return
        self._handshake(socket, address)

    def _make_way(self) -> bool:
        """All places are taken: the oldest that has not said hello yet gives way.

        A player says hello as soon as it is connected, so only a connection that
        keeps its place without a word (or a byte a second) loses it."""
        for connection in self._handshakes:
            peer = connection.peer
            if isinstance(peer, HostPeer) and not peer.heard_hello:
                connection.fail(EndReason.BUSY)
                return True
        return False  # every one is proving its code: the newcomer is told "busy"

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
        connection = Connection(socket, peer, self._host_events, self._closed, self)
        connection.address = address
        connection.may_read = self._may_read
        self._handshakes.append(connection)
        self.handshakesChanged.emit()
        # Every place has its end, whatever it waits for.
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        deadline.start(int(bounds.HANDSHAKE_S * 1000))
        connection.deadline = deadline
        connection.read()

    def _too_slow(self, connection: Connection) -> None:
        if connection in self._handshakes and not connection.closed:
            connection.fail(EndReason.TOO_SLOW)  # (told so, as a refusal: see HostPeer.leave)

    # -- turns: when a proof is read --------------------------------------------------

    def _may_read(self, connection: Connection) -> bool:
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

    def _host_events(self, connection: Connection, events: list[Event]) -> None:
        if connection is self._connection:
            self._game_events(connection, events)
            return
        for number, event in enumerate(events):
            if event.kind is EventKind.JOINED:
                if self._admit(connection):
                    self._game_events(connection, events[number + 1 :])
                return
            if event.kind is EventKind.FAILED and event.reason is EndReason.WRONG_CODE:
                self._strangers.wrong_code(connection.address)

    def _admit(self, connection: Connection) -> bool:
        """Let ``connection`` in as the second player, unless one is in already."""
        assert isinstance(connection.peer, HostPeer)
        if self.connected:
            connection.fail(EndReason.GAME_FULL)  # two proved the code at once: the first stays
            return False
        self._handshakes.remove(connection)
        self.handshakesChanged.emit()
        if connection.deadline is not None:
            connection.deadline.stop()
        for other in list(self._handshakes):
            assert isinstance(other.peer, HostPeer)
            other.peer.full = True
            if other.peer.joined:  # welcomed already: too late to say "full" politely
                other.fail(EndReason.GAME_FULL)
        self._connection = connection
        self.names = connection.peer.names
        resumed = self._ever_joined
        self._ever_joined = True
        self.joined.emit(resumed)
        self._game_over_heard()
        return True

    def _closed(self, connection: Connection) -> None:
        if connection in self._waiting:
            self._waiting.remove(connection)
        if connection in self._handshakes:
            self._handshakes.remove(connection)
            self.handshakesChanged.emit()
        elif connection is self._connection and self._ended is None:
            self._lost()

    def _tick(self) -> None:
        super()._tick()
        self._strangers.tidy()

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
            self.leave(EndReason.LEFT)
