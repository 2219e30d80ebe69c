"""A hint: the strongest built-in opponent suggests a line for the person to move.

It thinks in its own worker, like any opponent, and its answer is shown
only if the position it was asked about is still the one on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from triangles_qt.play.drivers import DriverFactory, OpponentDriver
from triangles_qt.play.seats import Seating

#: The opponent that suggests lines, and how long it may think.
HINT_OPPONENT = "hard"
HINT_TIME_S = 1.0


class Hints(QObject):
    """Asks for hints at ``table`` and says when one is ready."""

    ready = Signal(int, int)  # a, b: the suggested line
    failed = Signal(object)  # the opponent's failure

    def __init__(self, table: Seating, drivers: DriverFactory | None, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._drivers = drivers
        self._driver: OpponentDriver | None = None
        self._asked_at: int | None = None  # the table's turn the hint is for

    def ask(self) -> bool:
        """Ask for a line for the person to move; False when no hint can be given now."""
        table, game = self._table, self._table.game
        if game is None or not table.human_to_move() or self._drivers is None:
            return False
        if self._driver is None:
            self._driver = self._drivers(HINT_OPPONENT)
            self._driver.moveChosen.connect(self._chosen)
            self._driver.failed.connect(self._failed)
        self._driver.cancel()
        self._asked_at = table.turn
        self._driver.request(table.turn, game.copy(), HINT_TIME_S)
        return True

    def forget(self) -> None:
        """The position changed: a hint on its way is for a position that is gone."""
        self._asked_at = None
        if self._driver is not None:
            self._driver.cancel()

    def _chosen(self, turn: int, a: int, b: int) -> None:
        table, game = self._table, self._table.game
        if turn != self._asked_at or turn != table.turn or game is None:
            return
        if table.human_to_move() and game.refusal(a, b) is None:
            self.ready.emit(a, b)

    def _failed(self, turn: int, failure: object) -> None:
        if turn == self._asked_at:
            self.failed.emit(failure)

    def close(self) -> None:
        if self._driver is not None:
            self._driver.close()
            self._driver = None
