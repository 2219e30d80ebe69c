"""The Host window: the game code, large, and "waiting for the other player" until they join.

The board is made off the UI thread; then the host listens (every network
call is non-blocking) and, if discovery is on, advertises the game on the
local network only while it waits: as soon as the other player is in (or
the window is closed) the advertisement stops. The host draws first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from triangles_qt.model import Board, Game
from triangles_qt.net import code as codes
from triangles_qt.net.discovery import Advertiser
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay.address import DEFAULT_PORT, discovery_allowed, listen_address
from triangles_qt.netplay.link import HostLink
from triangles_qt.session import GameSetup, Rendezvous, Role
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.network.handover import hosted_setup, make_board_for
from triangles_qt.views.network.texts import reason_text
from triangles_qt.views.screen_reader import readable


def this_device_addresses() -> list[str]:
    """The IPv4 addresses another device on the network can reach this one at.

    (The host listens on IPv4: ``netplay.address.listen_address``.)"""
    found = [
        address.toString()
        for address in QNetworkInterface.allAddresses()
        if not address.isLoopback()
        and address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    ]
    return found or ["127.0.0.1"]


class HostingDialog(QDialog):
    """Makes the board, listens, shows the code; ``ready(link, setup)`` once the other joins."""

    ready = Signal(object, object)  # HostLink, GameSetup

    def __init__(self, setup: GameSetup, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostingDialog")
        self._setup = setup
        self._name = name
        self.code = codes.new_code()
        self.link: HostLink | None = None
        self._advertiser: Advertiser | None = None
        self._reason: Reason | None = None
        self._board_failed = False
        self._joined = False

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.code_label = QLabel(codes.shown(self.code), self)
        self.code_label.setObjectName("gameCode")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.font())
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code_label.setFont(big)
        readable(self.code_label)  # Tab reaches the code, and a screen reader reads it
        relative_font(self.code_label, 3.2, bold=True, at_least=28.0)
        self.how = QLabel(self)
        self.how.setWordWrap(True)
        self.where = QLabel(self)
        self.where.setObjectName("hostAddress")
        self.where.setWordWrap(True)
        readable(self.where)
        self.status = QLabel(self)
        self.status.setObjectName("hostStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelHosting")
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.code_label)
        layout.addWidget(self.how)
        layout.addWidget(self.where)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()

    # -- the life of the window ------------------------------------------------------

    def start(self) -> None:
        """Make the board (off the UI thread), then listen."""
        make_board_for(self, self._setup, self._board_made, self._no_board, name="network-board")

    def _no_board(self, error: BaseException) -> None:
        self._board_failed = True
        self.retranslate()

    def _board_made(self, board: Board, setup: GameSetup) -> None:
        self._setup = setup
        game = Game(board, play_again=self._setup.play_again)
        link = HostLink(
            game, code=self.code, name=self._name, address=listen_address(), port=DEFAULT_PORT
        )
        if not link.start(any_port_instead=True):  # the usual port, else any free one
            link.deleteLater()
            self._reason = EndReason.CANNOT_LISTEN
            self.retranslate()
            return
        self.link = link
        link.joined.connect(self._joined_now)
        link.handshakesChanged.connect(self.retranslate)
        self._advertise(game)
        self.retranslate()

    def _advertise(self, game: Game) -> None:
        if not discovery_allowed() or self.link is None:
            return
        try:
            advertiser = Advertiser(
                self._name or "Triangles",
                self.link.port,
                game.board.n_stars,
                game.play_again,
            )
            advertiser.start()
        except (OSError, ValueError):
            return  # found by address and code only; nothing else is lost
        self._advertiser = advertiser

    def _stop_advertising(self) -> None:
        advertiser, self._advertiser = self._advertiser, None
        if advertiser is not None:
            advertiser.stop()

    def _joined_now(self, resumed: bool) -> None:
        link = self.link
        if link is None or self._joined:
            return
        self._joined = True
        self._stop_advertising()
        link.joined.disconnect(self._joined_now)
        link.handshakesChanged.disconnect(self.retranslate)
        way_back = Rendezvous(Role.HOST, link.address, link.port, self.code)
        setup = hosted_setup(self._setup, self._name, link, way_back)
        self.link = None  # handed on: the game owns it now
        self.ready.emit(link, setup)
        self.accept()

    def done(self, result: int) -> None:
        self._stop_advertising()
        link, self.link = self.link, None
        if link is not None:
            link.close()
            link.deleteLater()
        super().done(result)

    # -- texts ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a network game"))
        self.intro.setText(self.tr("The game code:"))
        self.how.setText(
            self.tr(
                "On the other device, open New game, choose “Join a game on another "
                "device” and type this code."
            )
        )
        link = self.link
        if link is not None:
            addresses = ", ".join(this_device_addresses())
            self.where.setText(self.tr("This device: {0} (port {1})").format(addresses, link.port))
        else:
            self.where.setText("")
        if self._board_failed:
            self.status.setText(self.tr("The board could not be made."))
        elif self._reason is not None:
            self.status.setText(reason_text(self._reason, ""))
        elif link is None:
            self.status.setText(self.tr("Making the board…"))
        else:
            self.status.setText(self.tr("Waiting for the other player…"))
        # Spelt out letter by letter, as the other player types it.
        spelt = " ".join(ch for ch in codes.shown(self.code) if not ch.isspace())
        self.code_label.setAccessibleName(self.tr("The game code: {0}").format(spelt))
        self.code_label.setAccessibleDescription(self.how.text())
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Stops waiting; no game is offered any more.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
