"""The Join over the internet window: the friend's code, checked as it is typed; Join.

A code is a number and words from Magic Wormhole's lists
(:mod:`triangles_qt.internet.codes`). A word that is on neither list is
named as soon as it is typed (a word no listed word begins with), and
Join sends nothing while one is there: a typo never spends the host's
code. Joining is non-blocking: an
:class:`~triangles_qt.netplay.internet.InternetCarrier` meets the host
through the rendezvous server and makes the game's link; a refusal (a
wrong code, nobody hosting it, no server) is said in the window, which
stays open for another try.
"""

from __future__ import annotations

import enum
import re

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.internet import codes
from triangles_qt.internet.bridge import Role as CarrierRole
from triangles_qt.internet.keys import GameKeys
from triangles_qt.internet.servers import Servers
from triangles_qt.net.reasons import EndReason, Reason
from triangles_qt.netplay.internet import InternetCarrier
from triangles_qt.netplay.join_link import JoinLink
from triangles_qt.netplay.link_base import Link
from triangles_qt.play.settings import Settings
from triangles_qt.session import Role
from triangles_qt.views.look.announcer import Announcer
from triangles_qt.views.look.field_note import FieldNote
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.network.handover import joined_setup
from triangles_qt.views.network.return_offer import internet_rendezvous
from triangles_qt.views.network.servers import ServersRow
from triangles_qt.views.network.texts import reason_text

#: A code as an example (the number and two words from the lists).
EXAMPLE = "7-crossover-clockwork"
#: The longest text the code field takes.
MAX_TYPED = 80
_SEPARATORS = re.compile(r"[\s\-_.,]+")


class _Typed(enum.Enum):
    """What is wrong with what the player typed (before anything is sent)."""

    NOT_A_CODE = "not_a_code"
    UNKNOWN_WORDS = "unknown_words"


def unknown_words_so_far(typed: str) -> list[str]:
    """The words of ``typed`` that cannot be a code's: finished ones on neither list, and a
    last one (still being typed) that no word on the lists begins with."""
    parts = [part.lower() for part in _SEPARATORS.split(typed.strip()) if part]
    if len(parts) < 2:
        return []
    finished = parts[1:] if _SEPARATORS.fullmatch(typed[-1:] or "x") else parts[1:-1]
    words = codes.code_words()
    unknown = [word for word in finished if word not in words]
    last = parts[-1]
    if last not in finished and not any(word.startswith(last) for word in words):
        unknown.append(last)
    return list(dict.fromkeys(unknown))  # (each named once)


class InternetJoinDialog(QDialog):
    """Takes the friend's code, joins; ``ready(link, setup)`` once in the game."""

    ready = Signal(object, object)  # JoinLink, GameSetup

    def __init__(
        self, name: str, language: str, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("internetJoinDialog")
        self._name = name
        self._language = language
        self._settings = settings
        self.carrier: InternetCarrier | None = None
        self.link: JoinLink | None = None
        self._keys: GameKeys | None = None
        self._server_lost = False
        # What the status line says went wrong: what was typed, or why no game was joined.
        self._problem: _Typed | Reason | None = None
        self._unknown: list[str] = []
        self._announcer = Announcer(self)

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.code = QLineEdit(self)
        self.code.setObjectName("internetJoinCode")
        self.code.setMaxLength(MAX_TYPED)
        relative_font(self.code, 1.6, bold=True)
        self.code.textEdited.connect(self._typed)
        self.code_label = QLabel(self)
        self.code_label.setBuddy(self.code)  # names the field, for screen readers too
        self.code_note = FieldNote(self.code, self)
        self.code_note.setObjectName("internetCodeNote")
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.code_label, self.code)
        form.addRow("", self.code_note)
        self.status = QLabel(self)
        self.status.setObjectName("internetJoinStatus")
        self.status.setWordWrap(True)
        self.servers_row = ServersRow(settings, "internetJoinServers", self)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("internetJoinButton")
        self.join_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelInternetJoin")
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.servers_row)
        layout.addWidget(self.buttons)
        self.retranslate()

    @property
    def servers(self) -> Servers:
        """The servers this window goes through (Internet servers… changes them)."""
        return self.servers_row.servers

    def start(self) -> None:
        """Ready for the code (nothing is sent before Join)."""
        self.code.setFocus()

    # -- typing ------------------------------------------------------------------------------

    def _typed(self, text: str) -> None:
        self._unknown = unknown_words_so_far(text)
        if self._problem in (_Typed.NOT_A_CODE, _Typed.UNKNOWN_WORDS) and not self._unknown:
            self._problem = None  # (corrected)
        self.retranslate()

    # -- joining ---------------------------------------------------------------------------

    def join(self) -> None:
        """Meet the host whose code is typed, unless the code cannot be one (then say why)."""
        if self.carrier is not None or self.link is not None:
            return  # already on its way
        code = codes.normalize(self.code.text())
        self._unknown = codes.unknown_words(code) if code is not None else []
        if code is None or self._unknown:
            self._problem = _Typed.UNKNOWN_WORDS if self._unknown else _Typed.NOT_A_CODE
            self.retranslate()
            self.code.setFocus()
            self._announcer.say(self._problem_text(), assertive=True)
            return
        self._problem = None
        self._server_lost = False
        self._keys = None
        carrier = InternetCarrier(CarrierRole.JOIN, self.servers, self)
        carrier.serverReached.connect(self._server_reached)
        carrier.keysMade.connect(self._keys_made)
        carrier.linkMade.connect(self._link_made)
        carrier.failed.connect(self._refused)
        self.carrier = carrier
        carrier.join(code, name=self._name, language=self._language)
        self.retranslate()
        self._announcer.say(self.status.text())

    def _server_reached(self, reached: bool) -> None:
        self._server_lost = not reached
        self.retranslate()

    def _keys_made(self, keys: GameKeys) -> None:
        self._keys = keys

    def _link_made(self, link: Link) -> None:
        assert isinstance(link, JoinLink)
        self.link = link
        link.joined.connect(self._joined)
        link.ended.connect(self._refused)
        self.retranslate()

    def _joined(self, _resumed: bool) -> None:
        link, keys = self.link, self._keys
        if link is None or link.game is None or keys is None:
            return
        link.joined.disconnect(self._joined)
        link.ended.disconnect(self._refused)
        setup = joined_setup(self._name, link, internet_rendezvous(Role.JOIN, keys, self.servers))
        self.link = None  # handed on: the game owns it now (and the carrier, its child)
        self.carrier = None
        self.ready.emit(link, setup)
        self.accept()

    def _refused(self, reason: Reason) -> None:
        self._let_go()
        self._problem = reason
        self.retranslate()
        self._announcer.say(self.status.text(), assertive=True)

    def _let_go(self) -> None:
        """Close what was on its way to the host (the link, else the carrier alone)."""
        link, self.link = self.link, None
        carrier, self.carrier = self.carrier, None
        if link is not None:
            link.close()
            link.deleteLater()  # (its carrier goes with it, and closes the wormhole)
        elif carrier is not None:
            carrier.close()
            carrier.deleteLater()

    def done(self, result: int) -> None:
        self._let_go()
        super().done(result)

    # -- texts --------------------------------------------------------------------------------

    def _problem_text(self) -> str:
        problem = self._problem
        if problem is _Typed.NOT_A_CODE:
            return self.tr(
                "A code is a number and words, like {0}. Type it as your friend's window shows it."
            ).format(EXAMPLE)
        if problem is _Typed.UNKNOWN_WORDS:
            return self._unknown_text()
        if problem is EndReason.WRONG_CODE:
            return self.tr(
                "That code does not match your friend's game. A wrong code is used up: ask "
                "your friend for the code their window shows now."
            )
        if problem is not None:
            return reason_text(problem, "")
        return ""

    def _unknown_text(self) -> str:
        if not self._unknown:
            return ""
        quoted = ", ".join(f"“{word}”" for word in self._unknown)
        return self.tr("Not a word of a code: {0}. Check the spelling.").format(quoted)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game over the internet"))
        self.intro.setText(
            self.tr(
                "Type the code your friend's window shows: a number and two words. Spaces "
                "or dashes between them, capitals or not, are all the same."
            )
        )
        self.code_label.setText(self.tr("Code"))
        self.code.setPlaceholderText(self.tr("for example {0}").format(EXAMPLE))
        self.code_note.show_text(self._unknown_text())
        self.code.setAccessibleDescription(
            " ".join(
                part
                for part in (
                    self.tr("The code your friend's device shows, like {0}.").format(EXAMPLE),
                    self.code_note.text(),
                )
                if part
            )
        )
        if self._problem is not None and self._problem is not _Typed.UNKNOWN_WORDS:
            status = self._problem_text()
        elif self.link is not None:
            status = self.tr("Found your friend's game: joining…")
        elif self.carrier is not None and self._server_lost:
            status = self.tr("The rendezvous server cannot be reached: trying again…")
        elif self.carrier is not None:
            status = self.tr("Connecting…")
        else:
            status = ""
        self.status.setText(status)
        busy = self.carrier is not None or self.link is not None
        self.servers_row.button.setEnabled(not busy)
        self.join_button.setText(self.tr("Join"))
        self.join_button.setAccessibleDescription(
            self.tr("Joins your friend's game with the code typed.")
        )
        self.join_button.setEnabled(not busy)
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(self.tr("Closes this window without joining."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
