"""The joiner's end: it connects to a host, proves the code, and reconnects after a drop.

A first join that finds the host busy (perhaps with strangers), too slow, or
dropping it unread tries again every :data:`~bounds.RETRY_S` for
:data:`~bounds.FIRST_JOIN_S`; nobody at the address, a wrong code or a full
game end it at once. Once in, a dropped connection is tried again for as
long as the players wait. The code's key is stretched off the event loop
once per salt and kept for reconnections to the same game.
"""

from __future__ import annotations

import time
from typing import Final

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QTcpSocket

from triangles_qt.model import Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, EventKind, JoinPeer
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.connection import Connection
from triangles_qt.netplay.link_base import Link, stretch_key

#: On a reconnection, refusals that pass: the host has not seen the old connection go
#: yet (``game_full``), is busy, or the network is still down (``too_slow``).
_TRY_AGAIN: Final = frozenset({EndReason.GAME_FULL, EndReason.BUSY, EndReason.TOO_SLOW})
#: On a first join, what passes while FIRST_JOIN_S lasts: the host is busy (perhaps with
#: strangers), or did not answer in time, or dropped the connection unread (``dropped``).
_FIRST_TRY_AGAIN: Final = frozenset({EndReason.BUSY, EndReason.TOO_SLOW, EndReason.DROPPED})
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
        retry_s: float = bounds.RETRY_S,
        give_up_s: float | None = None,
        first_join_s: float = bounds.FIRST_JOIN_S,
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
            self._finish(EndReason.GONE)
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
        connection = Connection(socket, peer, self._join_events, self._closed, self)
        self._connection = connection
        socket.connected.connect(lambda: self._say_hello(connection))
        # No answer in time (a host that went quiet, a network that drops everything): next try.
        deadline = QTimer(connection)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._too_slow(connection))
        deadline.start(int(bounds.HANDSHAKE_S * 1000))
        connection.deadline = deadline
        socket.connectToHost(self.address, self.port)

    def _too_slow(self, connection: Connection) -> None:
        if not connection.closed and not connection.peer.joined:
            connection.fail(EndReason.TOO_SLOW)

    def _say_hello(self, connection: Connection) -> None:
        assert isinstance(connection.peer, JoinPeer)
        connection.reached = True
        connection.peer.start()
        connection.flush()

    # -- the key ------------------------------------------------------------------------

    def _key_needed(self, connection: Connection, salt: str) -> None:
        key = self._keys.get(salt)
        if key is not None:
            self._prove(connection, key)
        elif salt not in self._stretching:
            self._stretching.add(salt)
            stretch_key(self.code, salt, self, self._key_made)

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

    def _prove(self, connection: Connection, key: bytes) -> None:
        assert isinstance(connection.peer, JoinPeer)
        connection.peer.use_key(key)
        connection.flush()

    # -- what the host says -----------------------------------------------------------

    def _join_events(self, connection: Connection, events: list[Event]) -> None:
        # The game's events go on together, in order (lines that came together are each told
        # before the game's end is: Link._game_events).
        in_game: list[Event] = []
        for event in events:
            if event.kind not in (EventKind.KEY_NEEDED, EventKind.JOINED) and not (
                event.kind is EventKind.FAILED and not connection.in_game
            ):
                in_game.append(event)
                continue
            if in_game:
                self._game_events(connection, in_game)
                in_game = []
            if event.kind is EventKind.KEY_NEEDED:
                self._key_needed(connection, event.salt)
            elif event.kind is EventKind.JOINED:
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
            elif event.kind is EventKind.FAILED and not connection.in_game:
                # Refused, or this side gave up on the handshake: another try, or the end.
                assert event.reason is not None
                connection.reason = event.reason
                if not self._may_try_again(event.reason):
                    self._finish(event.reason)
        if in_game:
            self._game_events(connection, in_game)

    def _may_try_again(self, reason: Reason) -> bool:
        if self._ever_joined:
            return reason in _TRY_AGAIN
        waited = time.monotonic() - self._started_at
        return reason in _FIRST_TRY_AGAIN and waited < self._first_join_s

    def _closed(self, connection: Connection) -> None:
        if connection is not self._connection or self._ended is not None:
            return
        self._connection = None
        if not self._ever_joined:
            reason = connection.reason
            if reason is None:
                reason = EndReason.DROPPED if connection.reached else EndReason.UNREACHABLE
            if self._may_try_again(reason):
                self._retry.start(int(self._retry_s * 1000))
            else:
                # (dropped unread for FIRST_JOIN_S: the host is as good as busy)
                self._finish(EndReason.BUSY if reason is EndReason.DROPPED else reason)
            return
        if (connection.in_game or connection.reason is None) and self._lost_at is None:
            self._lost_at = time.monotonic()
            self.disconnects += 1
            self.connectionLost.emit()
        self._retry.start(int(self._retry_s * 1000))

    def _stopped(self) -> None:
        self._retry.stop()

    def close(self) -> None:
        if self._ended is None:
            self.leave(EndReason.LEFT)
