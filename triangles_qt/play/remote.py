"""The seat of the person on another device: their lines arrive over a network link.

The link's peer (net/peer.py) keeps a game of its own, as the other device
does: it checks each line of theirs against the rules and the position's
digest and plays it there; this seat then offers it to the table, like any
seat's line. This side's lines, told to the seat once the table played
them, are played on the link's game and sent. When the link's game changes
otherwise (an undo both agreed to, a reconnection that brought lines or
took some back) the seat brings the table to the same position (lines
taken back with :meth:`Table.take_back_to`, then the new ones offered), so
the table and the peer always agree (the tests compare their digests).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from triangles_qt.model import Move, Refusal
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay.link import Link
from triangles_qt.play.seats import SeatKind, TableSeat


class RemoteSeat(TableSeat):
    """Someone on another device, reached through ``link``."""

    kind = SeatKind.REMOTE

    changed = Signal()  # the other device went away, came back, or the link ended
    ended = Signal(object)  # the link ended before the game did (a Reason): no result
    undoAsked = Signal()  # the other device asks to take back its last line
    undoAnswered = Signal(bool)  # its answer to this side's request

    def __init__(self, link: Link, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self._gone = False
        self._following = False  # the table is being brought to the link's game
        link.lineArrived.connect(self._line_arrived)
        link.undoAsked.connect(self._undo_asked)
        link.undoAnswered.connect(self._undo_answered)
        link.connectionLost.connect(self.changed)
        link.joined.connect(self._back)
        link.ended.connect(self._link_ended)

    @property
    def ready(self) -> bool:
        """The other device is there, and no undo question of this side waits for it."""
        return self.link.connected and not self.link.undo_waiting

    # -- what the table tells --------------------------------------------------------------

    def line_played(self, turn: int, move: Move) -> None:
        """A line the table played: this side's lines go to the other device."""
        game = self.link.game
        if move.player == self.player or game is None or self._following:
            return  # (theirs, or the agreed position's: the link's game has it already)
        game.play(move.a, move.b)
        self.link.send_line(move.a, move.b)

    def refused(self, turn: int, a: int, b: int, reason: Refusal) -> None:
        # The peer checked the line by the same rules: the two games no longer agree.
        self.let_go(EndReason.DIVERGED)
        self.ended.emit(EndReason.DIVERGED)

    def stand_up(self) -> None:
        self.let_go(None)

    # -- what the other device does -----------------------------------------------------------

    def _line_arrived(self, a: int, b: int) -> None:
        table = self.table
        if table is not None:
            table.offer(self, table.turn, a, b)

    def _back(self, resumed: bool) -> None:
        """Connected again (or for the first time after a restart): the link's game is the
        one both devices agreed on; the table follows it."""
        self._follow()
        self.changed.emit()

    def _undo_asked(self, index: int) -> None:
        self.undoAsked.emit()

    def _undo_answered(self, accepted: bool) -> None:
        if accepted:
            self._follow()
        self.changed.emit()
        self.undoAnswered.emit(accepted)

    def _link_ended(self, reason: Reason) -> None:
        self.ended.emit(reason)
        self.changed.emit()

    def _follow(self) -> None:
        """Bring the table to the link's game: back to where both agree, then each line
        after that played for whoever drew it (this side's too: one it sent, then lost in a
        crash before keeping it); a refusal ends the game (:meth:`refused`)."""
        table, theirs = self.table, self.link.game
        game = table.game if table is not None else None
        if table is None or game is None or theirs is None:
            return
        mine, lines = game.lines, theirs.lines
        common = 0
        while common < min(len(mine), len(lines)) and mine[common] == lines[common]:
            common += 1
        if len(mine) > common and not table.take_back_to(self, common):
            return  # (a finished game's result is final)
        self._following = True
        try:
            for a, b in lines[common:]:
                if table.follow(self, a, b) is not None or game.lines[-1:] != ((a, b),):
                    return
        finally:
            self._following = False

    # -- what this side asks -------------------------------------------------------------------

    def request_undo(self) -> bool:
        asked = self.link.request_undo()
        self.changed.emit()  # nothing can be drawn while the question waits
        return asked

    def answer_undo(self, accept: bool) -> None:
        if self.link.answer_undo(accept) and accept:
            self._follow()
        self.changed.emit()

    def let_go(self, reason: EndReason | None) -> None:
        """Stop playing with the other device: ``reason`` is said to it, or, None, nothing is
        (the connection only drops: the other device waits for this one to come back)."""
        if self._gone:
            return
        self._gone = True
        link = self.link
        for signal, slot in (
            (link.lineArrived, self._line_arrived),
            (link.undoAsked, self._undo_asked),
            (link.undoAnswered, self._undo_answered),
            (link.connectionLost, self.changed),
            (link.joined, self._back),
            (link.ended, self._link_ended),
        ):
            signal.disconnect(slot)
        if link.end_reason is None:
            if reason is None:
                link.drop()
            else:
                link.leave(reason)
        link.deleteLater()
