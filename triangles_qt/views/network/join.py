"""The Join window: games found on the local network, or an address; the code; Join.

Browsing starts when the window opens and stops when it closes (only if
discovery is on: the app never looks for games unless the player asks).
The list comes from a zeroconf thread and reaches the UI thread as a
queued signal; joining is non-blocking (the link reports back). A refusal
(a wrong code, a full game, no game there) is said in the window, which
stays open for another try.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from triangles_qt import background
from triangles_qt.net import code as codes
from triangles_qt.net.discovery import Browser, OpenGame
from triangles_qt.net.protocol import VERSION
from triangles_qt.net.reasons import Reason
from triangles_qt.netplay.address import parse_address
from triangles_qt.netplay.link import JoinLink
from triangles_qt.session import Rendezvous, Role
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.network.handover import joined_setup
from triangles_qt.views.network.texts import code_hint, reason_text


class _Typed(enum.Enum):
    """What is wrong with what the player typed (before any connection is tried)."""

    NO_ADDRESS = "no_address"
    BAD_CODE = "bad_code"


class JoinDialog(QDialog):
    """Finds or takes an address and a code, joins; ``ready(link, setup)`` once in the game."""

    ready = Signal(object, object)  # JoinLink, GameSetup

    def __init__(
        self,
        name: str,
        language: str,
        *,
        discovery: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self._name = name
        self._language = language
        self._discovery = discovery
        self._browser: Browser | None = None
        self._found: list[OpenGame] = []
        self.link: JoinLink | None = None
        # What the status line says went wrong: what was typed, or why the host said no.
        self._problem: _Typed | Reason | None = None
        self._games_arrived = background.deliver_to(self, self._games_found)

        self.found_label = QLabel(self)
        self.games = QListWidget(self)
        self.games.setObjectName("openGames")
        self.games.setMinimumHeight(96)
        self.games.currentItemChanged.connect(self._picked)
        self.games.itemActivated.connect(lambda _item: self._join())
        self.address = QLineEdit(self)
        self.address.setObjectName("joinAddress")
        self.code = QLineEdit(self)
        self.code.setObjectName("joinCode")
        self.code.setMaxLength(codes.CODE_LENGTH + 3)
        relative_font(self.code, 1.6, bold=True)
        self.code.textEdited.connect(self._code_typed)
        self.address_label = QLabel(self)
        self.code_label = QLabel(self)
        form = QFormLayout()
        # Each label names its field, for screen readers too.
        self.address_label.setBuddy(self.address)
        self.code_label.setBuddy(self.code)
        form.addRow(self.address_label, self.address)
        form.addRow(self.code_label, self.code)
        self.status = QLabel(self)
        self.status.setObjectName("joinStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("joinButton")
        self.join_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelJoin")
        self.buttons.accepted.connect(self._join)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.games, 1)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.retranslate()

    # -- finding games -------------------------------------------------------------------

    def start(self) -> None:
        """Look for games on the local network (when discovery is on)."""
        if not self._discovery:
            self.retranslate()
            return
        browser = Browser(self._games_arrived)
        try:
            browser.start()
        except OSError:
            self._discovery = False  # no network to look on: typing the address still works
            self.retranslate()
            return
        self._browser = browser
        self.retranslate()

    def _games_found(self, games: object) -> None:
        assert isinstance(games, list)
        self._found = [game for game in games if isinstance(game, OpenGame)]
        chosen = self.address.text()
        self.games.clear()
        for game in self._found:
            item = QListWidgetItem(self._game_text(game), self.games)
            item.setData(Qt.ItemDataRole.UserRole, f"{_address_text(game)}")
            if game.version != VERSION:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            if _address_text(game) == chosen:
                self.games.setCurrentItem(item)
        self.retranslate()

    def _game_text(self, game: OpenGame) -> str:
        if game.version != VERSION:
            return self.tr("{0} (another version of Triangles)").format(game.name)
        if game.play_again:
            return self.tr("{0}: {1} stars, play again after a triangle").format(
                game.name, game.stars
            )
        return self.tr("{0}: {1} stars").format(game.name, game.stars)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code.setFocus()

    def _code_typed(self, text: str) -> None:
        upper = text.upper()
        if upper != text:
            position = self.code.cursorPosition()
            self.code.setText(upper)
            self.code.setCursorPosition(position)

    # -- joining ---------------------------------------------------------------------------

    def _join(self) -> None:
        if self.link is not None:
            return  # already on its way
        code = codes.normalize(self.code.text())
        try:
            address, port = parse_address(self.address.text())
        except ValueError:
            self._problem = _Typed.NO_ADDRESS
            self.retranslate()
            self.address.setFocus()
            return
        if code is None:
            self._problem = _Typed.BAD_CODE
            self.retranslate()
            self.code.setFocus()
            return
        self._problem = None
        link = JoinLink(
            address=address, port=port, code=code, name=self._name, language=self._language
        )
        link.joined.connect(self._joined)
        link.ended.connect(self._refused)
        self.link = link
        link.start()
        self.retranslate()

    def _joined(self, resumed: bool) -> None:
        link = self.link
        if link is None or link.game is None:
            return
        link.joined.disconnect(self._joined)
        link.ended.disconnect(self._refused)
        way_back = Rendezvous(Role.JOIN, link.address, link.port, link.code)
        setup = joined_setup(self._name, link, way_back)
        self.link = None  # handed on: the game owns it now
        self.ready.emit(link, setup)
        self.accept()

    def _refused(self, reason: Reason) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.deleteLater()
        self._problem = reason
        self.retranslate()

    def done(self, result: int) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            browser.close()
        link, self.link = self.link, None
        if link is not None:
            link.close()
            link.deleteLater()
        super().done(result)

    # -- texts --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a network game"))
        if not self._discovery:
            self.found_label.setText(
                self.tr("Looking for games on this network is off: type the host's address.")
            )
        elif self._found:
            self.found_label.setText(self.tr("Games on this network:"))
        else:
            self.found_label.setText(self.tr("Looking for games on this network…"))
        self.games.setVisible(self._discovery)
        self.address_label.setText(self.tr("Address"))
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.code_label.setText(self.tr("Game code"))
        self.code.setPlaceholderText(code_hint())
        problem = self._problem
        if problem is _Typed.NO_ADDRESS:
            status = self.tr("Type the address the host's window shows, or pick a game.")
        elif problem is _Typed.BAD_CODE:
            status = self.tr("A game code has six letters or digits, like {0}.").format(code_hint())
        elif problem is not None:
            status = reason_text(problem, "")
        elif self.link is not None:
            status = self.tr("Joining…")
        else:
            status = ""
        self.status.setText(status)
        self.join_button.setText(self.tr("Join"))
        self.join_button.setAccessibleDescription(
            self.tr("Joins the game chosen in the list, or at the address and code typed.")
        )
        self.join_button.setEnabled(self.link is None)
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(self.tr("Closes this window without joining."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            for row, game in enumerate(self._found):
                item = self.games.item(row)
                if item is not None:
                    item.setText(self._game_text(game))
        super().changeEvent(event)


def _address_text(game: OpenGame) -> str:
    """What the address field shows for a found game (with its port)."""
    host = f"[{game.address}]" if ":" in game.address else game.address
    return f"{host}:{game.port}"
