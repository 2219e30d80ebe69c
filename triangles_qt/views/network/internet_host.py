"""The Host over the internet window: a code from the rendezvous server, large, for the friend.

The board is made off the UI thread; then an
:class:`~triangles_qt.netplay.internet.InternetCarrier` asks the rendezvous
server for a code (``7-crossover-clockwork``), which this window shows and
tells the screen reader. A wrong code typed anywhere spends it and a new
one comes (the window says so); after the last one the game is no longer
offered. Once the friend's code matched, the carrier makes the game's link
on loopback, and when its handshake is done the game starts exactly as a
local network game does (``ready``). The host draws first.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.internet.bridge import Role as CarrierRole
from triangles_qt.internet.servers import Servers
from triangles_qt.model import Board, Game
from triangles_qt.net.reasons import Reason
from triangles_qt.netplay.host_link import HostLink
from triangles_qt.netplay.internet import InternetCarrier
from triangles_qt.netplay.link_base import Link
from triangles_qt.play.settings import Settings
from triangles_qt.session import GameSetup, Role
from triangles_qt.views.look.announcer import Announcer
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.network.handover import hosted_setup, make_board_for
from triangles_qt.views.network.return_offer import internet_rendezvous
from triangles_qt.views.network.servers import ServersRow
from triangles_qt.views.network.texts import reason_text
from triangles_qt.views.screen_reader import readable


class _Stage(enum.Enum):
    """Where the window is on the way to a game."""

    MAKING_BOARD = "making_board"
    GETTING_CODE = "getting_code"
    WAITING = "waiting"
    """A code is shown; the friend has not typed it yet."""
    NEW_CODE = "new_code"
    """A wrong code was typed: it is spent, a new one is on its way."""
    CONNECTING = "connecting"
    """The friend's code matched: the game's own connection is being made."""
    FAILED = "failed"
    NO_BOARD = "no_board"


def spelt(code: str) -> str:
    """A code as a screen reader should say it: its number and words, one by one."""
    return " ".join(part for part in code.split("-") if part)


class InternetHostDialog(QDialog):
    """Makes the board, gets a code, shows it; ``ready(link, setup)`` once the friend is in."""

    ready = Signal(object, object)  # HostLink, GameSetup

    def __init__(
        self, setup: GameSetup, name: str, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("internetHostDialog")
        self._setup = setup
        self._name = name
        self._settings = settings
        self.code = ""
        self.carrier: InternetCarrier | None = None
        self.link: HostLink | None = None
        self._game: Game | None = None
        self._code_from: Servers | None = None  # the servers the code of the moment is from
        self._stage = _Stage.MAKING_BOARD
        self._server_lost = False
        self._wrong_codes = 0
        self._reason: Reason | None = None
        self._announcer = Announcer(self)

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.code_label = QLabel(self)
        self.code_label.setObjectName("internetCode")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont(self.font())
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 105)
        self.code_label.setFont(big)
        readable(self.code_label)  # Tab reaches the code, and a screen reader reads it
        relative_font(self.code_label, 2.4, bold=True, at_least=22.0)
        self.how = QLabel(self)
        self.how.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("internetHostStatus")
        self.status.setWordWrap(True)
        readable(self.status)
        self.servers_row = ServersRow(settings, "internetHostServers", self)
        self.servers_row.saved.connect(self._servers_saved)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelInternetHosting")
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.code_label)
        layout.addWidget(self.how)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.servers_row)
        layout.addWidget(self.buttons)
        self.retranslate()

    @property
    def servers(self) -> Servers:
        """The servers this window goes through (Internet servers… changes them)."""
        return self.servers_row.servers

    # -- the life of the window ------------------------------------------------------

    def start(self) -> None:
        """Make the board (off the UI thread), then ask for a code."""
        make_board_for(self, self._setup, self._board_made, self._no_board, name="internet-board")

    def _no_board(self, _error: BaseException) -> None:
        self._stage = _Stage.NO_BOARD
        self.retranslate()

    def _board_made(self, board: Board, setup: GameSetup) -> None:
        self._setup = setup
        self._game = Game(board, play_again=self._setup.play_again)
        self._get_code()

    def _get_code(self) -> None:
        """A carrier on the servers of the moment asks the rendezvous for a code."""
        game = self._game
        if game is None:
            return
        self._drop_carrier()
        self.code = ""
        self._stage = _Stage.GETTING_CODE
        self._server_lost = False
        self._wrong_codes = 0
        self._reason = None
        self._code_from = self.servers
        carrier = InternetCarrier(CarrierRole.HOST, self.servers, self)
        carrier.codeShown.connect(self._code_shown)
        carrier.serverReached.connect(self._server_reached)
        carrier.wrongCode.connect(self._wrong_code)
        carrier.linkMade.connect(self._link_made)
        carrier.failed.connect(self._failed)
        self.carrier = carrier
        carrier.host(game.copy(), name=self._name)
        self.retranslate()

    def _drop_carrier(self) -> None:
        carrier, self.carrier = self.carrier, None
        if carrier is not None and self.link is None:
            carrier.close()
            carrier.deleteLater()

    def _code_shown(self, code: str) -> None:
        self.code = code
        self._stage = _Stage.WAITING
        self.retranslate()
        self._grow_to_fit()
        self._announcer.say(f"{self.code_label.accessibleName()} {self.status.text()}")

    def _grow_to_fit(self) -> None:
        """A long code ("3-performance-pheasant") widens the window, within the screen, so
        that it is never cut off (the window was sized before the code came)."""
        wanted = self.sizeHint()
        if not self.isVisible() or wanted.width() <= self.width():
            return
        self.resize(wanted.width(), max(self.height(), wanted.height()))
        fit_dialog(self, self.parentWidget())

    def _server_reached(self, reached: bool) -> None:
        self._server_lost = not reached
        self.retranslate()

    def _wrong_code(self) -> None:
        self._wrong_codes += 1
        self._stage = _Stage.NEW_CODE
        self.code = ""
        self.retranslate()
        self._announcer.say(self.status.text(), assertive=True)

    def _failed(self, reason: Reason) -> None:
        self._reason = reason
        self._stage = _Stage.FAILED
        self.code = ""
        self.retranslate()
        self._announcer.say(self.status.text(), assertive=True)

    def _link_made(self, link: Link) -> None:
        assert isinstance(link, HostLink)
        self.link = link
        self._stage = _Stage.CONNECTING
        link.joined.connect(self._joined_now)
        link.ended.connect(self._ended_before_joining)
        self.retranslate()
        self._announcer.say(self.status.text())

    def _ended_before_joining(self, reason: Reason) -> None:
        link, self.link = self.link, None
        self.carrier = None  # (the link's child: it goes with it)
        if link is not None:
            link.deleteLater()
        self._failed(reason)

    def _joined_now(self, _resumed: bool) -> None:
        link, carrier = self.link, self.carrier
        if link is None or carrier is None or carrier.keys is None:
            return
        link.joined.disconnect(self._joined_now)
        link.ended.disconnect(self._ended_before_joining)
        way_back = internet_rendezvous(Role.HOST, carrier.keys, self.servers)
        setup = hosted_setup(self._setup, self._name, link, way_back)
        self.link = None  # handed on: the game owns it now (and the carrier, its child)
        self.carrier = None
        self.ready.emit(link, setup)
        self.accept()

    def _servers_saved(self, servers: Servers) -> None:
        """Other servers give a new code from them (until the friend came)."""
        if servers != self._code_from and self.link is None and self._game is not None:
            self._get_code()

    def done(self, result: int) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.close()
            link.deleteLater()  # (its carrier goes with it, and closes the wormhole)
            self.carrier = None
        self._drop_carrier()
        super().done(result)

    # -- texts ------------------------------------------------------------------------

    def _status_text(self) -> str:
        stage = self._stage
        if stage is _Stage.NO_BOARD:
            return self.tr("The board could not be made.")
        if stage is _Stage.FAILED:
            return reason_text(self._reason, "") if self._reason is not None else ""
        if stage is _Stage.CONNECTING:
            return self.tr("Your friend typed the code: connecting…")
        if self._server_lost:
            return self.tr("The rendezvous server cannot be reached: trying again…")
        if stage is _Stage.NEW_CODE:
            return self.tr("Someone typed a wrong code, so that code no longer works: "
                           "getting a new one…")  # fmt: skip
        if stage is _Stage.WAITING and self._wrong_codes:
            return self.tr(
                "Someone typed a wrong code, so the old code no longer works: this is the new "
                "code. Waiting for your friend to type it…"
            )
        if stage is _Stage.WAITING:
            return self.tr("Waiting for your friend to type the code…")
        return self.tr("Getting a code from the rendezvous server…")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a game over the internet"))
        self.intro.setText(self.tr("The code for your friend:"))
        self.code_label.setText(self.code or "…")
        self.how.setText(
            self.tr(
                "Tell it to your friend: read it aloud, or send it in a message. On their "
                "device they open New Game, choose “Join a game over the internet” and type "
                "it. The code works once."
            )
        )
        self.status.setText(self._status_text())
        if self.code:
            self.code_label.setAccessibleName(
                self.tr("The code for your friend: {0}").format(spelt(self.code))
            )
        else:
            self.code_label.setAccessibleName(self.tr("No code yet"))
        self.code_label.setAccessibleDescription(self.how.text())
        self.status.setAccessibleName(self.status.text())
        self.status.setAccessibleDescription(self.tr("What the window is waiting for."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Stops waiting; the code no longer works.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
