"""A network game as the main window shows it: Host and Join, waiting, undo questions, the end.

The table owns the game and its link; this module turns what they
report into what a player sees and answers: the Host and Join windows
(opened from New Game), on this network or over the internet, "waiting
for the other player" with the choice to end the game, the other player's
undo request as a question that blocks nothing, and why a game ended
without a result, in this device's language. An internet game is the same
game on a link its carrier made (:mod:`triangles_qt.netplay.internet`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from triangles_qt.i18n import current_language
from triangles_qt.net import code as codes
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay.address import discovery_allowed
from triangles_qt.netplay.link import Link
from triangles_qt.play.settings import Settings
from triangles_qt.play.table import Table
from triangles_qt.play.telling import NOTICE_MS, MessageKind, Teller
from triangles_qt.session import GameSetup, Role, SavedGame
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.network.host import HostingDialog, this_device_addresses
from triangles_qt.views.network.internet_host import InternetHostDialog
from triangles_qt.views.network.internet_join import InternetJoinDialog
from triangles_qt.views.network.join import JoinDialog
from triangles_qt.views.network.return_offer import ask_return, farewell, link_back
from triangles_qt.views.network.servers import ServersDialog
from triangles_qt.views.network.texts import reason_text


class NetworkPresence(QObject):
    """Everything of a network game the window shows, and the player's answers."""

    def __init__(
        self,
        table: Table,
        teller: Teller,
        names: Callable[[], tuple[str, str]],
        settings: Settings,
        parent: QWidget,
    ) -> None:
        """``names``: the players as the score panel shows them; ``settings``: where the
        internet servers are kept; ``parent``: the window the Host, Join and question windows
        open over."""
        super().__init__(parent)
        self._parent = parent
        self._settings = settings
        self._teller = teller
        self._names = names
        self._table = table
        self.hosting: HostingDialog | None = None
        self.joining: JoinDialog | None = None
        self.internet_hosting: InternetHostDialog | None = None
        self.internet_joining: InternetJoinDialog | None = None
        self.servers_dialog: ServersDialog | None = None
        self.undo_question: QMessageBox | None = None
        self.return_question: QMessageBox | None = None
        self._waiting_said = False
        self._returning = False  # this device came back to its game (after a restart)
        # A message that stays until replaced ("Waiting…", "Asking…"), and its game's link:
        # it goes when that game does, so its button can never act on another game.
        self._sticky: tuple[str, Link] | None = None
        table.networkChanged.connect(self._network_changed)
        table.networkEnded.connect(self._network_ended)
        table.undoAsked.connect(self._undo_asked)
        table.undoAnswered.connect(self._undo_answered)
        table.movesChanged.connect(self._moves_changed)
        table.gameStarted.connect(self._clear_sticky)
        table.gameAbandoned.connect(self._clear_sticky)

    # -- starting ----------------------------------------------------------------------

    def host(self, setup: GameSetup, name: str) -> HostingDialog:
        """Open the Host window for a game like ``setup``; the game starts when someone joins."""
        self._close_dialogs()
        dialog = HostingDialog(setup, name, self._parent)
        dialog.ready.connect(self._begin)
        self.hosting = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()
        dialog.start()
        return dialog

    def join(self, name: str) -> JoinDialog:
        """Open the Join window."""
        self._close_dialogs()
        dialog = JoinDialog(
            name, current_language(), discovery=discovery_allowed(), parent=self._parent
        )
        dialog.ready.connect(self._begin)
        self.joining = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()
        dialog.start()
        return dialog

    def host_over_internet(self, setup: GameSetup, name: str) -> InternetHostDialog:
        """Open the Host over the internet window for a game like ``setup``: it gets a code
        for the friend; the game starts when they are in."""
        self._close_dialogs()
        dialog = InternetHostDialog(setup, name, self._settings, self._parent)
        dialog.ready.connect(self._begin)
        self.internet_hosting = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()
        dialog.start()
        return dialog

    def join_over_internet(self, name: str) -> InternetJoinDialog:
        """Open the Join over the internet window."""
        self._close_dialogs()
        dialog = InternetJoinDialog(name, current_language(), self._settings, self._parent)
        dialog.ready.connect(self._begin)
        self.internet_joining = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()
        dialog.start()
        return dialog

    def show_servers(self) -> ServersDialog:
        """The Internet servers window (View menu): the next internet games use what it saves."""
        dialog = self.servers_dialog
        if dialog is not None and dialog.isVisible():
            dialog.raise_()
            return dialog
        dialog = ServersDialog(self._settings, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._servers_closed)
        self.servers_dialog = dialog
        fit_dialog(dialog, self._parent)
        dialog.open()
        return dialog

    def _servers_closed(self) -> None:
        self.servers_dialog = None

    def _close_dialogs(self) -> None:
        dialogs = (self.hosting, self.joining, self.internet_hosting, self.internet_joining)
        for dialog in dialogs:
            if dialog is not None:
                dialog.reject()
                dialog.deleteLater()
        self.hosting = self.joining = None
        self.internet_hosting = self.internet_joining = None

    def _begin(self, link: object, setup: object) -> None:
        assert isinstance(link, Link) and isinstance(setup, GameSetup)
        self._waiting_said = False
        self._returning = False
        self._table.start_network(link, setup)
        rendezvous = setup.rendezvous
        if rendezvous is not None and rendezvous.role is Role.JOIN:
            # This device joined the other's game: the host is the other player.
            self._teller.say(
                lambda: QCoreApplication.translate(
                    "Network", "You joined {0}'s game. Have a good game!"
                ).format(self._other()),
                ms=NOTICE_MS,
            )
            return
        self._teller.say(
            lambda: QCoreApplication.translate("Network", "{0} joined. Have a good game!").format(
                self._other()
            ),
            ms=NOTICE_MS,
        )

    # -- going back to a game after this device stopped ----------------------------------

    def offer_return(self, saved: SavedGame, otherwise: Callable[[], None]) -> QMessageBox:
        """Ask "Return to your game with …?" for a network game found at start.

        Yes: the game is played again, waiting for the other device until it
        is back. No (or when the way back cannot be opened): the game ends
        without a result, its save goes, the other device is told if it
        comes, and ``otherwise`` starts another game.
        """
        setup, game = saved.setup, saved.game
        local = setup.local_player
        other = setup.seats[1 - local].name if local is not None else ""

        def answered(back: bool) -> None:
            self.return_question = None
            if back and self._go_back(saved):
                return
            self._end_saved(saved)
            otherwise()

        box = ask_return(self._parent, other, game, answered)
        self.return_question = box
        fit_dialog(box, self._parent)
        return box

    def _go_back(self, saved: SavedGame) -> bool:
        made = link_back(saved.setup, saved.game, current_language())
        if made is None:
            self._teller.say(lambda: reason_text(EndReason.CANNOT_LISTEN, ""), MessageKind.REFUSAL,
                             ms=NOTICE_MS)  # fmt: skip
            return False
        link, setup = made
        self._table.start_network(link, setup)
        self._waiting_said = False
        self._returning = True  # once connected: back in the game, not "the other is back"
        self._network_changed()  # "Waiting for … to come back…" until they are
        return True

    def _end_saved(self, saved: SavedGame) -> None:
        keeper = self._table.keeper
        if keeper is not None:
            keeper.abandoned(saved.setup.game_id)
        made = link_back(saved.setup, saved.game, current_language())
        if made is not None:
            farewell(made[0], self)

    # -- during the game ---------------------------------------------------------------

    def _other(self) -> str:
        """The other device's player as the score panel shows them ("Player 2" when unnamed)."""
        setup = self._table.setup
        local = setup.local_player if setup is not None else None
        if local is None:
            return ""
        return self._names()[1 - local]

    def _network_changed(self) -> None:
        link = self._table.link
        if link is None or self._table.ended:
            return
        if not link.connected:
            self._waiting_said = True
            self._close_undo_question()  # asked on a connection that is gone
            self._teller.say(
                self._waiting_text,
                MessageKind.INFO,
                0,
                action=(
                    lambda: QCoreApplication.translate("Network", "End game"),
                    lambda: self._end_waiting(link),
                ),
            )
            self._sticky = ("waiting", link)
        elif self._waiting_said:
            self._waiting_said = False
            returning, self._returning = self._returning, False
            self._clear_sticky()
            if returning:
                self._teller.say(
                    lambda: QCoreApplication.translate(
                        "Network", "You are back in your game with {0}."
                    ).format(self._other())
                )
                return
            self._teller.say(
                lambda: QCoreApplication.translate("Network", "{0} is back.").format(self._other())
            )

    def _waiting_text(self) -> str:
        """Who is waited for, and where and with what code they can come back."""
        waiting = QCoreApplication.translate("Network", "Waiting for {0} to come back…").format(
            self._other()
        )
        setup = self._table.setup
        rendezvous = setup.rendezvous if setup is not None else None
        if rendezvous is None:
            return waiting
        if rendezvous.internet is not None:
            # No address or code to read aloud: the devices meet through the servers again.
            where = QCoreApplication.translate(
                "Network", "Through the internet: Triangles connects again by itself."
            )
            return f"{waiting} {where}"
        code = codes.shown(rendezvous.code)
        if rendezvous.role is Role.HOST:
            where = QCoreApplication.translate(
                "Network", "This device: {0} (port {1}), code {2}"
            ).format(", ".join(this_device_addresses()), rendezvous.port, code)
        else:
            where = QCoreApplication.translate(
                "Network", "Reconnecting to {0} (port {1}), code {2}"
            ).format(rendezvous.address, rendezvous.port, code)
        return f"{waiting} {where}"

    def _end_waiting(self, link: Link) -> None:
        """The player gives up waiting: only for the game whose link is still waited for."""
        if self._table.link is link and not self._table.ended:
            self._table.abandon()

    def _clear_sticky(self) -> None:
        if self._sticky is not None:
            self._sticky = None
            self._teller.clear()

    def _network_ended(self, reason: Reason) -> None:
        other = self._other()
        self._teller.clear()
        self._teller.say(lambda: reason_text(reason, other), MessageKind.REFUSAL, ms=NOTICE_MS)
        self._close_undo_question()

    def _undo_asked(self) -> None:
        self._close_undo_question()
        box = QMessageBox(self._parent)
        box.setObjectName("undoRequest")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Network", "Undo"))
        box.setText(
            QCoreApplication.translate("Network", "{0} asks to take back their last line.").format(
                self._other()
            )
        )
        allow = box.addButton(
            QCoreApplication.translate("Network", "Allow"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(
            QCoreApplication.translate("Network", "Refuse"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(allow)

        def answered() -> None:
            self._table.answer_undo(box.clickedButton() is allow)
            self.undo_question = None

        box.finished.connect(answered)
        self.undo_question = box
        fit_dialog(box, self._parent)
        box.open()

    def _close_undo_question(self) -> None:
        box, self.undo_question = self.undo_question, None
        if box is not None:
            box.finished.disconnect()
            box.reject()
            box.deleteLater()

    def _moves_changed(self) -> None:
        link = self._table.link
        if self.undo_question is not None and (link is None or not link.connected):
            self._close_undo_question()
        sticky = self._sticky
        if sticky is not None and sticky[0] == "asking" and (link is None or not link.undo_waiting):
            self._clear_sticky()  # the request lapsed (a line, a drop) without an answer

    def asked_undo(self) -> None:
        """This side asked: say so until the answer comes."""
        link = self._table.link
        self._teller.say(
            lambda: QCoreApplication.translate(
                "Network", "Asking {0} to let you take back your last line…"
            ).format(self._other()),
            ms=0,
        )
        if link is not None:
            self._sticky = ("asking", link)

    def _undo_answered(self, accepted: bool) -> None:
        self._sticky = None  # replaced by the answer
        if accepted:
            self._teller.say(
                lambda: QCoreApplication.translate(
                    "Network", "{0} let you take back your last line."
                ).format(self._other())
            )
        else:
            self._teller.say(
                lambda: QCoreApplication.translate(
                    "Network", "{0} said no: your line stays."
                ).format(self._other())
            )

    def close(self) -> None:
        self._close_dialogs()
        self._close_undo_question()
        box, self.return_question = self.return_question, None
        if box is not None:
            box.buttonClicked.disconnect()  # quitting answers nothing: the save stays
            box.reject()
