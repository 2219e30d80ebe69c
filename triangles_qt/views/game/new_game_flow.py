"""From New Game to the next game: the window, the question before leaving one, the start.

After a finished game against the computer the window opens on the gentle
next step (play/next_step.py), else on last time's choices. The New Game
window is non-blocking; when the player accepts it, a game in
progress is left only after a question (docs/rules.md: against the
computer, after the person's first line, leaving is a resignation). Then
the new game starts on the table, or the Host or Join window opens for a
network game. The end panel's rematch (or swap sides) starts the next game
on the very board of the one that ended, the seats swapped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from triangles_qt.model.board_code import BoardCode
from triangles_qt.play.catalog import OpponentChoice, ladder
from triangles_qt.play.settings import Settings
from triangles_qt.play.setup_choice import after_game, choices_from_settings
from triangles_qt.play.table import Table
from triangles_qt.session import rematch, rematch_offer
from triangles_qt.views.dialogs.new_game import NewGameDialog
from triangles_qt.views.game.questions import Leaving, ask_leave_game
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.network.presence import NetworkPresence


class NewGameFlow(QObject):
    """Opens New Game and starts what it says, for the game window ``parent``."""

    def __init__(
        self,
        table: Table,
        settings: Settings,
        opponents: Callable[[], Sequence[OpponentChoice]],
        network: NetworkPresence,
        set_theme: Callable[[str], None],
        ask: Callable[[QMessageBox], None],
        phone_sized: Callable[[], bool],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._settings = settings
        self._opponents = opponents
        self._network = network
        self._set_theme = set_theme
        self._ask = ask
        self._phone_sized = phone_sized
        self._parent = parent
        self._look_again: Callable[[], None] = lambda: None
        self.dialog: NewGameDialog | None = None

    def set_looking(self, look_again: Callable[[], None]) -> None:
        """``look_again()`` finds the opponents afresh (``engines.toml`` read again, off the
        UI thread) each time the window opens; :meth:`opponents_changed` brings the answer."""
        self._look_again = look_again

    def opponents_changed(self) -> None:
        """The opponents were found again: an open window's list follows."""
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            dialog.set_opponents(list(self._opponents()))

    def show(self, typed: BoardCode | None = None) -> None:
        """Open the New Game window (non-blocking; the game starts when it is accepted).

        ``typed``: a board code to show as typed and used (``--board`` while a
        game was in progress), so the player starts it, or not, as any new game.
        """
        self._look_again()  # an engine listed since the last time shows up in the open window
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            self._type(self.dialog, typed)
            return
        if self.dialog is not None:
            self.dialog.deleteLater()  # closed: keep one at most
        opponents = list(self._opponents())
        table = self._table
        game = table.game
        current = None if game is None else BoardCode.of_board(game.board, game.play_again)
        last = choices_from_settings(self._settings, self._phone_sized())
        # After a finished game against the computer: its gentle next step (play/next_step.py).
        proposal = after_game(last, table.setup, table.ending, ladder(opponents))
        dialog = NewGameDialog(
            self._settings,
            opponents,
            self._phone_sized(),
            self._parent,
            board_code=current,
            proposal=proposal,
        )
        self._type(dialog, typed)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self._accepted(dialog))
        self.dialog = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()

    def rematch(self) -> None:
        """The same board again, the one who moved second starting (only after a game ended)."""
        table = self._table
        setup, game = table.setup, table.game
        if setup is None or game is None or not table.ended or table.preparing:
            return
        if rematch_offer(setup) is None:
            return
        table.new_game(rematch(setup), game.board)

    @staticmethod
    def _type(dialog: NewGameDialog, typed: BoardCode | None) -> None:
        if typed is not None:
            dialog.code_rows.typed_field.setText(typed.shown)
            dialog.code_rows.use()

    def _accepted(self, dialog: NewGameDialog) -> None:
        setup = dialog.setup()
        network = dialog.network_mode()
        internet = dialog.over_internet()
        name = dialog.choices().names[0]
        table = self._table

        def go() -> None:
            # Only now: "Keep playing" leaves the settings and the theme as they were.
            dialog.remember()
            if leaving is Leaving.RESIGNS:
                table.resign()
            self._set_theme(dialog.chosen_theme())
            if network == "host" and internet:
                self._network.host_over_internet(setup, name)  # (starts when the friend is in)
            elif network == "join" and internet:
                self._network.join_over_internet(name)
            elif network == "host":
                self._network.host(setup, name)  # the game starts when the other joins
            elif network == "join":
                self._network.join(name)
            else:
                table.new_game(setup)

        leaving = Leaving.RESIGNS if table.can_resign() else Leaving.NOT_RECORDED
        if not table.in_progress():
            go()
            return
        self._ask(ask_leave_game(self._parent, leaving, go))
