"""The end of a game as the window shows it: the end panel, and the question after a failure.

The table's :class:`~triangles_qt.session.Ending` decides everything here:
who won and how (the end panel's title and scores), whether the statistics
keep it (the note under them), why a network game ended without a result.
When an opponent fails, a non-blocking question lets the player decide.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from triangles_qt.net.reasons import decode
from triangles_qt.play.catalog import failure_text
from triangles_qt.play.table import Table
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.session import Outcome, Termination, rematch_offer
from triangles_qt.views.game.end_panel import EndPanel
from triangles_qt.views.game.names import shown_as_you
from triangles_qt.views.game.questions import ask_after_failure
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.network.texts import reason_text


class Endings(QObject):
    """Shows how the table's game ended, and asks what to do after an opponent failed."""

    def __init__(
        self,
        table: Table,
        panel: EndPanel,
        names: Callable[[], tuple[str, str]],
        opponent_name: Callable[[str | None, str], str],
        recording: Callable[[], bool],
        placed: Callable[[], None],
        parent: QWidget,
    ) -> None:
        """``recording``: whether results go to the statistics at all; ``placed``: called once
        the panel is shown (the window places what lies over the board)."""
        super().__init__(parent)
        self._table = table
        self._panel = panel
        self._names = names
        self._opponent_name = opponent_name
        self._recording = recording
        self._placed = placed
        self._parent = parent
        self.failure_box: QMessageBox | None = None

    def show(self) -> None:
        """The end panel for the ending on the table (with or without a result)."""
        table, game, ending = self._table, self._table.game, self._table.ending
        if game is None or ending is None or table.setup is None:
            return
        names = self._names()
        # Whoever moved second starts the next game: said to them if that is the person here.
        self._panel.offer_rematch(rematch_offer(table.setup), shown_as_you(table.setup, 1))
        kind = ending.outcome(table.setup)
        if kind is None:
            self._panel.show_abandoned(names, game.scores, self._why_no_result())
        else:
            winner = names[ending.winner] if ending.winner is not None else ""
            self._panel.show_result(kind, winner, names, game.scores, self.note())
        self._placed()

    def _why_no_result(self) -> str:
        """Why the game ended without a result, when the other device ended it."""
        ending, setup = self._table.ending, self._table.setup
        if ending is None or ending.termination is not Termination.DEVICE_LEFT:
            return ""
        local = setup.local_player if setup is not None else None
        other = self._names()[1 - local] if local is not None else ""
        return reason_text(decode(ending.reason or ""), other)  # (the ending keeps the id)

    def note(self) -> str:
        """What the end panel says about the statistics, in the current language."""
        ending, setup = self._table.ending, self._table.setup
        if ending is None or setup is None:
            return ""
        if ending.resigned:
            return QCoreApplication.translate(
                "MainWindow", "You resigned: the game counts as a loss."
            )
        if not self._recording() or not ending.counts:
            return ""
        if not setup.vs_computer:
            return QCoreApplication.translate(
                "MainWindow", "Games between two players are kept out of the win/loss statistics."
            )
        if ending.outcome(setup) is Outcome.TIE:
            return QCoreApplication.translate(
                "MainWindow", "A tie counts neither as a win nor as a loss."
            )
        return ""

    def title(self) -> str:
        """The end panel's title while it is on show, else ""."""
        return self._panel.title_text() if self._panel.isVisible() else ""

    def title_text(self) -> str:
        """The ending in the rule book's words, whether or not the end panel is on show."""
        return self._panel.title_text() if self._table.ended else ""

    def opponent_failed(self, failure: object) -> None:
        """Say which opponent failed and how; the player decides what happens (never blocking)."""
        assert isinstance(failure, OpponentFailure)
        name = self._opponent_name(failure.opponent_id, failure.opponent_id)
        if self.failure_box is not None:
            self.failure_box.deleteLater()  # the last one was answered; keep one at most
        self.failure_box = ask_after_failure(
            self._parent, failure, name, failure_text(failure), self._table.recover
        )
        fit_dialog(self.failure_box, self._parent)
