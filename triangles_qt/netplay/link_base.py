"""What both ends of a network game's link share: the signals, the game's messages, the end.

:class:`Link` is the other device as the game above sees it; ``host_link``
and ``join_link`` add how each end gets a connection (and gets it back).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from triangles_qt import background
from triangles_qt.model import Game
from triangles_qt.net import code as codes
from triangles_qt.net.peer import Event, EventKind
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.connection import Connection


def stretch_key(code: str, salt: str, receiver: QObject, done: Callable[[object], None]) -> None:
    """The code's key for ``salt``, made on a worker thread (about 65 ms of scrypt), then
    ``done((salt, key))`` on ``receiver``'s thread (``key`` None if it could not be made:
    out of memory); dropped if ``receiver`` is gone by then."""

    def work() -> tuple[str, bytes | None]:
        try:
            return salt, codes.code_key(code, salt)
        except (MemoryError, ValueError):
            return salt, None

    background.run_off_ui(work, done, receiver, name="code-stretching")


class Link(QObject):
    """The other device, as the game above sees it (the parts both ends share).

    ``ended`` carries a :data:`~triangles_qt.net.reasons.Reason`: an
    :class:`~triangles_qt.net.reasons.EndReason` member, or the id a newer
    device sent that this version does not know.
    """

    joined = Signal(bool)  # resumed: a reconnection (the game is brought up to date)
    lineArrived = Signal(int, int)
    undoAsked = Signal(int)  # the move count the other side would go back to
    undoAnswered = Signal(bool)  # accepted (then the game is back already)
    connectionLost = Signal()  # waiting for the other player to come back
    ended = Signal(object)  # for good: a Reason (triangles_qt.net.reasons)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seat = 0
        self.names: tuple[str, str] = ("", "")
        self.disconnects = 0
        self._connection: Connection | None = None
        self._ended: Reason | None = None
        self._ever_joined = False
        self._keepalive = QTimer(self)
        self._keepalive.setInterval(int(bounds.PING_S * 500))
        self._keepalive.timeout.connect(self._tick)
        self._final_wait = QTimer(self)
        self._final_wait.setSingleShot(True)
        self._final_wait.timeout.connect(lambda: self._finish(EndReason.FINISHED))

    # -- state ------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """The other device is there and the game can go on."""
        connection = self._connection
        return connection is not None and not connection.closed and connection.peer.joined

    @property
    def end_reason(self) -> Reason | None:
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
            self._final_wait.start(int(bounds.FINAL_WAIT_S * 1000))

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

    def leave(self, reason: EndReason = EndReason.LEFT) -> None:
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
        self._finish(EndReason.DROPPED, tell=False)
        if connection is not None and not connection.closed:
            connection.close()

    # -- shared machinery ------------------------------------------------------------------

    def _finish(self, reason: Reason, tell: bool = True) -> None:
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

    def _game_events(self, connection: Connection, events: list[Event]) -> None:
        lines_heard = False
        for event in events:
            if self._ended is not None:
                return
            if event.kind is EventKind.LINE and event.line is not None:
                self.lineArrived.emit(*event.line)
                lines_heard = True
                continue
            if lines_heard:
                # (lines that came together are each told before the game's end is)
                lines_heard = False
                self._game_over_heard()
                if self._ended is not None:
                    return
            if event.kind is EventKind.UNDO_ASKED:
                self.undoAsked.emit(event.index)
            elif event.kind is EventKind.UNDO_ANSWERED:
                self.undoAnswered.emit(event.accepted)
            elif event.kind in (EventKind.ENDED, EventKind.FAILED):
                self._connection_ended(connection, event)
        if lines_heard:
            self._game_over_heard()

    def _connection_ended(self, connection: Connection, event: Event) -> None:
        """A goodbye from the other side, or this side refusing what it sent: the game ends."""
        assert event.reason is not None
        connection.reason = event.reason
        self._finish(event.reason)

    def _game_over_heard(self) -> None:
        """The other side's line (or a reconnection) ended the game here: both have it now."""
        game = self.game
        if self._ended is not None or game is None or not game.is_over or not game.moves:
            return
        if game.moves[-1].player != self.seat:
            self.leave(EndReason.FINISHED)
            self.ended.emit(EndReason.FINISHED)

    def _tick(self) -> None:
        connection = self._connection
        if connection is None or connection.closed or not connection.peer.joined:
            return
        now = time.monotonic()
        if now - connection.heard_at > bounds.SILENCE_S:
            connection.close()  # counts as lost: see _closed
            return
        if now - connection.said_at > bounds.PING_S:
            connection.peer.ping()
            connection.flush()

    def _lost(self) -> None:
        """The joined connection closed without a goodbye: wait for the other to come back.

        (Also after the game is over here: the last line may not have reached
        the other side; ``_final_wait`` bounds the wait.)"""
        self._connection = None
        self.disconnects += 1
        self.connectionLost.emit()
