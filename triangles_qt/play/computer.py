"""A computer opponent's seat: its worker, the pause players need, its failures, stand-ins.

The seat asks its driver for a line at its turn and offers the answer to
the table no sooner than :attr:`ComputerSeat.pause` seconds after asking,
so players see the line arrive. An answer for a turn that is gone (an undo,
a new game) is dropped by the table, the one judge of staleness. When the
opponent fails, the seat keeps the failure until the player decides
(``plugins/policy.py``): try again, let a built-in stand in for one line,
or end the game without a result.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from triangles_qt.model import Move, Refusal
from triangles_qt.play.drivers import DriverFactory, OpponentDriver
from triangles_qt.play.seats import Seating, SeatKind, TableSeat
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import Recovery

#: Shortest time a computer move takes to appear, so a player sees it happen.
COMPUTER_PAUSE_S = 0.6


class ComputerSeat(TableSeat):
    """A computer opponent at the table."""

    kind = SeatKind.COMPUTER

    thinkingChanged = Signal(bool)
    failed = Signal(object)  # an OpponentFailure: the player decides what happens

    def __init__(
        self,
        opponent_id: str,
        drivers: DriverFactory,
        stand_ins: DriverFactory | None = None,
        time_limit: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.opponent_id = opponent_id
        self.time_limit = time_limit
        self.pause = COMPUTER_PAUSE_S
        self.substituted = 0
        """Lines a stand-in drew for this seat, in this game."""
        self.failure: OpponentFailure | None = None
        self._drivers = drivers
        self._stand_ins = stand_ins
        self.driver: OpponentDriver | None = None
        self._stand_in: OpponentDriver | None = None
        self._thinking = False
        self._asked_at = 0.0
        self._answer: tuple[int, int, int, bool] | None = None  # turn, a, b, by a stand-in
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._offer)

    # -- the seat's life ------------------------------------------------------------------

    def sit_down(self, table: Seating, player: int) -> None:
        super().sit_down(table, player)
        driver = self._drivers(self.opponent_id)
        driver.moveChosen.connect(self._chosen)
        driver.failed.connect(self._failed)
        self.driver = driver
        game = self.table.game if self.table is not None else None
        if game is not None:
            driver.prepare(game)

    def your_turn(self, turn: int) -> None:
        if self.failure is None and self.driver is not None:
            self._ask(self.driver, turn)

    def refused(self, turn: int, a: int, b: int, reason: Refusal) -> None:
        # The runner checks answers already; this is the last line of defence.
        name = self.driver.opponent_id if self.driver is not None else self.opponent_id
        why = f"it chose {a}-{b}, which the rules refuse ({reason.value})"
        self._fail(OpponentFailure(FailureKind.ILLEGAL, name, why))

    def line_played(self, turn: int, move: Move) -> None:
        pass

    def stop(self) -> None:
        self._timer.stop()
        self._answer = None
        for driver in (self.driver, self._stand_in):
            if driver is not None:
                driver.cancel()
        self._set_thinking(False)

    def stand_up(self) -> None:
        self.stop()
        self.failure = None
        for driver in (self.driver, self._stand_in):
            if driver is not None:
                driver.close()
        self.driver = self._stand_in = None

    @property
    def thinking(self) -> bool:
        return self._thinking

    # -- asking and answering ---------------------------------------------------------------

    def _ask(self, driver: OpponentDriver, turn: int) -> None:
        table = self.table
        if table is None or table.game is None:
            return
        self._set_thinking(True)
        self._asked_at = time.monotonic()
        driver.request(turn, table.game.copy(), self.time_limit)

    def _chosen(self, turn: int, a: int, b: int, by_stand_in: bool = False) -> None:
        table = self.table
        if table is None or turn != table.turn:
            return  # for a position that is gone (the table would drop it too)
        self._answer = (turn, a, b, by_stand_in)
        wait = self.pause - (time.monotonic() - self._asked_at)
        self._timer.start(max(0, int(wait * 1000)))

    def _offer(self) -> None:
        answer, self._answer = self._answer, None
        table = self.table
        if answer is None or table is None:
            return
        turn, a, b, by_stand_in = answer
        self._set_thinking(False)
        if table.offer(self, turn, a, b) is None and by_stand_in and turn + 1 == table.turn:
            self.substituted += 1

    def _failed(self, turn: int, failure: object) -> None:
        table = self.table
        if table is None:
            return
        assert isinstance(failure, OpponentFailure)
        self._fail(failure)

    def _fail(self, failure: OpponentFailure) -> None:
        self._set_thinking(False)
        self.failure = failure
        self.failed.emit(failure)

    # -- after a failure ----------------------------------------------------------------------

    def recover(self, choice: Recovery) -> None:
        """The player's answer after this opponent failed (``plugins/policy.py``)."""
        table, failure = self.table, self.failure
        if failure is None or table is None:
            return
        self.failure = None
        if choice is Recovery.RETRY:
            self.your_turn(table.turn)
        elif choice is Recovery.END_GAME:
            table.abandon()
        elif self._stand_ins is not None:
            if self._stand_in is not None:
                self._stand_in.close()
            stand_in = self._stand_ins(failure.opponent_id)
            stand_in.moveChosen.connect(lambda t, a, b: self._chosen(t, a, b, by_stand_in=True))
            stand_in.failed.connect(self._failed)
            self._stand_in = stand_in
            self._ask(stand_in, table.turn)

    def _set_thinking(self, on: bool) -> None:
        if on != self._thinking:
            self._thinking = on
            self.thinkingChanged.emit(on)
