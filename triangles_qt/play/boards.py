"""New boards, made off the UI thread; when several are asked for, the newest wins.

Making a big board takes a moment, so the table asks for it here and goes on
showing the old game (frozen) until :attr:`BoardMaker.made` says it is ready;
a request made meanwhile replaces the one before, whose board is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.model import Board
from triangles_qt.session import GameSetup, make_board


class BoardMaker(QObject):
    """Makes one board at a time for the table; only the newest request is answered."""

    made = Signal(object, object)  # the setup (its seed fixed), the Board
    failed = Signal(object, str)  # the setup, why the board could not be made

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._requests = 0
        self._pending: GameSetup | None = None

    @property
    def pending(self) -> GameSetup | None:
        """The setup whose board is being made, if any."""
        return self._pending

    def ask(self, setup: GameSetup) -> None:
        """Make ``setup``'s board (replacing any request still on its way)."""
        self._requests += 1
        number = self._requests
        self._pending = setup
        background.run_off_ui(
            lambda: make_board(setup),
            lambda made: self._arrived(number, made[1], made[0]),
            self,
            name="board-generation",
            failed=lambda error: self._arrived(number, setup, error),
        )

    def forget(self) -> None:
        """Drop the request on its way (another game started without it)."""
        self._requests += 1
        self._pending = None

    def _arrived(self, number: int, setup: GameSetup, made: Board | BaseException) -> None:
        if number != self._requests:
            return  # a newer request replaced this one
        self._pending = None
        if isinstance(made, Board):
            self.made.emit(setup, made)
        else:
            self.failed.emit(setup, str(made) or type(made).__name__)
