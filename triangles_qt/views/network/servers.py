"""The Internet servers window: which rendezvous and relay internet games go through.

Opened from the View menu and from the Host and Join windows of an internet
game. Both addresses are checked as they are typed (the same checks as
``python -m triangles_qt.net``'s ``--rendezvous`` and ``--relay``); Save
refuses an address that cannot be one and says why under its field. The
public servers are the Magic Wormhole project's; none is ours
(docs/network.md says how to run one's own).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.internet.servers import (
    PUBLIC_RELAY,
    PUBLIC_RENDEZVOUS,
    Servers,
    relay_problem,
    rendezvous_problem,
)
from triangles_qt.play.settings import Settings
from triangles_qt.views.look.field_note import FieldNote
from triangles_qt.views.look.window_geometry import fit_dialog

#: The longest address a field takes.
MAX_ADDRESS = 300


class ServersDialog(QDialog):
    """Shows and changes the servers in ``settings``; ``saved(Servers)`` once changed."""

    saved = Signal(object)  # Servers

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("internetServers")
        self._settings = settings
        current = settings.internet_servers

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rendezvous = QLineEdit(current.rendezvous, self)
        self.rendezvous.setObjectName("rendezvousServer")
        self.relay = QLineEdit(current.relay, self)
        self.relay.setObjectName("relayServer")
        self.rendezvous_label = QLabel(self)
        self.relay_label = QLabel(self)
        # Each label names its field, for screen readers too.
        self.rendezvous_label.setBuddy(self.rendezvous)
        self.relay_label.setBuddy(self.relay)
        for field in (self.rendezvous, self.relay):
            field.setMaxLength(MAX_ADDRESS)
            field.setMinimumWidth(320)
            field.textChanged.connect(self._check)
        self.rendezvous_note = FieldNote(self.rendezvous, self)
        self.rendezvous_note.setObjectName("rendezvousProblem")
        self.relay_note = FieldNote(self.relay, self)
        self.relay_note.setObjectName("relayProblem")
        self.public_button = QPushButton(self)
        self.public_button.setObjectName("publicServers")
        self.public_button.setAutoDefault(False)
        self.public_button.clicked.connect(self.use_public)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.rendezvous_label, self.rendezvous)
        form.addRow("", self.rendezvous_note)
        form.addRow(self.relay_label, self.relay)
        form.addRow("", self.relay_note)
        public_row = QHBoxLayout()
        public_row.addWidget(self.public_button)
        public_row.addStretch(1)
        form.addRow("", public_row)
        # Our own buttons, not standard Save/Cancel: a language switch would reset their texts.
        self.buttons = QDialogButtonBox(self)
        self.save_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button.setObjectName("saveServers")
        self.save_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelServers")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()

    # -- what the player does ------------------------------------------------------------

    def use_public(self) -> None:
        """Fill in the Magic Wormhole project's public servers (saved with Save)."""
        self.rendezvous.setText(PUBLIC_RENDEZVOUS)
        self.relay.setText(PUBLIC_RELAY)

    def chosen(self) -> Servers | None:
        """The servers typed, or None while either address cannot be one."""
        rendezvous, relay = self.rendezvous.text().strip(), self.relay.text().strip()
        if rendezvous_problem(rendezvous) is not None or relay_problem(relay) is not None:
            return None
        return Servers(rendezvous, relay)

    def accept(self) -> None:
        """Save the servers, unless an address cannot be one (its field says why)."""
        self._check()
        servers = self.chosen()
        if servers is None:
            wrong = rendezvous_problem(self.rendezvous.text().strip()) is not None
            bad = self.rendezvous if wrong else self.relay
            bad.setFocus()
            bad.selectAll()
            return
        self._settings.internet_servers = servers
        self.saved.emit(servers)
        super().accept()

    def _check(self) -> None:
        """Say under each field what is wrong with its address (nothing when it is good)."""
        bad_rendezvous = rendezvous_problem(self.rendezvous.text().strip()) is not None
        bad_relay = relay_problem(self.relay.text().strip()) is not None
        self.rendezvous_note.show_text(
            self.tr("A rendezvous server's address looks like ws://example.org:4000/v1 "
                    "(or wss://…).")
            if bad_rendezvous
            else ""
        )  # fmt: skip
        self.relay_note.show_text(
            self.tr("A relay's address looks like tcp:example.org:4001.") if bad_relay else ""
        )
        self.rendezvous.setAccessibleDescription(
            " ".join(
                part
                for part in (
                    self.tr("The server both players' devices meet through, with the code."),
                    self.rendezvous_note.text(),
                )
                if part
            )
        )
        self.relay.setAccessibleDescription(
            " ".join(
                part
                for part in (
                    self.tr(
                        "Carries the game when the two devices cannot reach each other directly."
                    ),
                    self.relay_note.text(),
                )
                if part
            )
        )

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Internet servers"))
        self.intro.setText(
            self.tr(
                "An internet game goes through a rendezvous server, where the two devices meet "
                "with the code, and a relay, which carries the game when they cannot reach each "
                "other directly. Both players must use the same rendezvous server. The public "
                "servers are the Magic Wormhole project's, free for anyone; a club or a family "
                "can run its own (both install with pip: magic-wormhole-mailbox-server and "
                "magic-wormhole-transit-relay)."
            )
        )
        self.rendezvous_label.setText(self.tr("Rendezvous server"))
        self.rendezvous.setPlaceholderText("ws://example.org:4000/v1")
        self.relay_label.setText(self.tr("Relay"))
        self.relay.setPlaceholderText("tcp:example.org:4001")
        self.public_button.setText(self.tr("Use the public servers"))
        self.public_button.setAccessibleDescription(
            self.tr("Fills in the Magic Wormhole project's public servers.")
        )
        self.save_button.setText(self.tr("Save"))
        self.save_button.setAccessibleDescription(
            self.tr("Keeps these servers for the next internet games.")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Closes this window; the servers stay as they were.")
        )
        self._check()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def servers_text(servers: Servers) -> str:
    """Which servers a Host or Join window goes through, in a few words."""
    if servers.rendezvous == PUBLIC_RENDEZVOUS:
        return QCoreApplication.translate(
            "ServersDialog", "Through the Magic Wormhole project's public servers."
        )
    host = servers.rendezvous.split("://", 1)[-1].split("/", 1)[0]
    return QCoreApplication.translate("ServersDialog", "Through the servers at {0}.").format(host)


class ServersRow(QWidget):
    """The line an internet game's window shows under its status: which servers it goes
    through, and "Internet servers…" to change them (``saved(Servers)`` once changed)."""

    saved = Signal(object)  # Servers

    def __init__(self, settings: Settings, name: str, parent: QWidget | None = None) -> None:
        """``name``: the object name of the line (its button's is ``name`` + "Button")."""
        super().__init__(parent)
        self._settings = settings
        self.servers: Servers = settings.internet_servers
        self.dialog: ServersDialog | None = None
        self.line = QLabel(self)
        self.line.setObjectName(name)
        self.line.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName(f"{name}Button")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.open_servers)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.button)
        self.retranslate()

    def open_servers(self) -> ServersDialog:
        """The Internet servers window, over the window this row is in."""
        dialog = ServersDialog(self._settings, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self._saved)
        self.dialog = dialog
        fit_dialog(dialog, self.window())
        dialog.open()
        return dialog

    def _saved(self, servers: Servers) -> None:
        self.servers = servers
        self.retranslate()
        self.saved.emit(servers)

    def retranslate(self) -> None:
        self.line.setText(servers_text(self.servers))
        self.button.setText(self.tr("Internet servers…"))
        self.button.setAccessibleDescription(
            self.tr("Shows or changes the servers internet games go through.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
