"""The New Game window: board size, opponent, names, the rule option, the theme."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.session import GameSetup, Seat
from triangles_qt.views.settings import PHONE_SIZES, TABLET_SIZES, Settings
from triangles_qt.views.theme import THEMES, theme_names


@dataclass(frozen=True)
class OpponentChoice:
    """A computer opponent as the New Game window lists it."""

    id: str
    name: str
    available: bool = True
    reason: str = ""


def default_player_name(index: int) -> str:
    """ "Player 1" / "Player 2" in the current language (the rule book's words)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Players", "Player {0}").format(index + 1)


class NewGameDialog(QDialog):
    """Asks how the next game is played; remembers the answers in :class:`Settings`."""

    def __init__(
        self,
        settings: Settings,
        opponents: list[OpponentChoice],
        small_screen: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._settings = settings
        self._opponents = opponents
        self._small_screen = small_screen

        self.phone_radio = QRadioButton(self)
        self.tablet_radio = QRadioButton(self)
        self.phone_radio.setObjectName("phoneSet")
        self.tablet_radio.setObjectName("tabletSet")
        self.size_buttons: list[QPushButton] = []
        self.size_group = QButtonGroup(self)
        size_row = QHBoxLayout()
        for i in range(3):
            button = QPushButton(self)
            button.setCheckable(True)
            button.setMinimumSize(64, 44)
            button.setObjectName(f"size{i}")
            self.size_group.addButton(button, i)
            self.size_buttons.append(button)
            size_row.addWidget(button)
        set_row = QHBoxLayout()
        set_row.addWidget(self.phone_radio)
        set_row.addWidget(self.tablet_radio)
        set_row.addStretch(1)
        self.phone_radio.toggled.connect(self._update_sizes)

        self.opponent_combo = QComboBox(self)
        self.opponent_combo.setObjectName("opponent")
        self.computer_starts = QCheckBox(self)
        self.computer_starts.setObjectName("computerStarts")
        self.name1 = QLineEdit(self)
        self.name1.setObjectName("name1")
        self.name2 = QLineEdit(self)
        self.name2.setObjectName("name2")
        for edit in (self.name1, self.name2):
            edit.setMaxLength(24)
        self.play_again = QCheckBox(self)
        self.play_again.setObjectName("playAgain")
        self.theme_combo = QComboBox(self)
        self.theme_combo.setObjectName("theme")
        self.opponent_note = QLabel(self)
        self.opponent_note.setWordWrap(True)
        self.opponent_note.setObjectName("opponentNote")

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.size_label = QLabel(self)
        self.opponent_label = QLabel(self)
        self.name1_label = QLabel(self)
        self.name2_label = QLabel(self)
        self.theme_label = QLabel(self)
        sizes = QVBoxLayout()
        sizes.addLayout(set_row)
        sizes.addLayout(size_row)
        self.form.addRow(self.size_label, sizes)
        self.form.addRow(self.opponent_label, self.opponent_combo)
        self.form.addRow("", self.opponent_note)
        self.form.addRow("", self.computer_starts)
        self.form.addRow(self.name1_label, self.name1)
        self.form.addRow(self.name2_label, self.name2)
        self.form.addRow("", self.play_again)
        self.form.addRow(self.theme_label, self.theme_combo)

        # Our own buttons, not standard Ok/Cancel: on a language switch QDialogButtonBox
        # resets its standard buttons to Qt's texts ("OK"), after our retranslate().
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelButton")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.opponent_combo.currentIndexChanged.connect(self._update_opponent)

        self.retranslate()
        self._load()

    # -- filling in ------------------------------------------------------------

    def _load(self) -> None:
        s = self._settings
        layout = s.layout or ("phone" if self._small_screen else "tablet")
        (self.phone_radio if layout == "phone" else self.tablet_radio).setChecked(True)
        self._update_sizes()
        sizes = PHONE_SIZES if layout == "phone" else TABLET_SIZES
        wanted = s.n_stars if s.n_stars in sizes else sizes[1]
        self.size_buttons[sizes.index(wanted)].setChecked(True)
        index = self.opponent_combo.findData(s.opponent)
        if index < 0 or not self._item_enabled(index):
            index = 0
        self.opponent_combo.setCurrentIndex(index)
        self.computer_starts.setChecked(s.computer_starts)
        self.name1.setText(s.player_name(0))
        self.name2.setText(s.player_name(1))
        self.play_again.setChecked(s.play_again)
        theme_index = self.theme_combo.findData(s.theme)
        self.theme_combo.setCurrentIndex(max(0, theme_index))
        self._update_opponent()

    def _item_enabled(self, index: int) -> bool:
        model = self.opponent_combo.model()
        flags = model.flags(model.index(index, 0))
        return bool(flags & Qt.ItemFlag.ItemIsEnabled)

    def _fill_opponents(self) -> None:
        current = self.opponent_combo.currentData()
        self.opponent_combo.blockSignals(True)
        self.opponent_combo.clear()
        self.opponent_combo.addItem(self.tr("Another player on this device"), "")
        for choice in self._opponents:
            if choice.available:
                label = self.tr("Computer: {0}").format(choice.name)
            else:
                label = self.tr("Computer: {0} (unavailable)").format(choice.name)
            self.opponent_combo.addItem(label, choice.id)
            index = self.opponent_combo.count() - 1
            if not choice.available:
                item = self.opponent_combo.model().item(index)  # type: ignore[attr-defined]
                item.setEnabled(False)
                item.setToolTip(choice.reason)
        found = self.opponent_combo.findData(current)
        self.opponent_combo.setCurrentIndex(max(0, found))
        self.opponent_combo.blockSignals(False)

    def _update_sizes(self) -> None:
        sizes = PHONE_SIZES if self.phone_radio.isChecked() else TABLET_SIZES
        checked = self.size_group.checkedId()
        for button, n in zip(self.size_buttons, sizes, strict=True):
            button.setText(self.tr("{0} stars").format(n))
            button.setProperty("stars", n)
        if checked < 0:
            self.size_buttons[1].setChecked(True)

    def _update_opponent(self) -> None:
        vs_computer = bool(self.opponent_combo.currentData())
        self.computer_starts.setVisible(vs_computer)
        self.name2.setVisible(not vs_computer)
        self.name2_label.setVisible(not vs_computer)
        self.name1_label.setText(self.tr("Your name") if vs_computer else self.tr("Player 1 name"))
        self.name1.setPlaceholderText(default_player_name(0))
        self.name2.setPlaceholderText(default_player_name(1))
        unavailable = [c for c in self._opponents if not c.available]
        if unavailable:
            lines = [
                self.tr("{0} is unavailable: {1}").format(c.name, c.reason) for c in unavailable
            ]
            self.opponent_note.setText("\n".join(lines))
            self.opponent_note.show()
        else:
            self.opponent_note.hide()

    # -- language ----------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.size_label.setText(self.tr("Board"))
        self.phone_radio.setText(self.tr("Phone-sized"))
        self.tablet_radio.setText(self.tr("Tablet-sized"))
        self.opponent_label.setText(self.tr("Opponent"))
        self.computer_starts.setText(self.tr("The computer starts"))
        self.name2_label.setText(self.tr("Player 2 name"))
        self.play_again.setText(self.tr("Play again after a triangle"))
        self.play_again.setToolTip(
            self.tr("A player who closes a triangle draws another line at once.")
        )
        self.theme_label.setText(self.tr("Theme"))
        self.start_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        current_theme = self.theme_combo.currentData()
        self.theme_combo.clear()
        names = theme_names()
        for key in THEMES:
            self.theme_combo.addItem(names[key], key)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(current_theme)))
        self._fill_opponents()
        self._update_sizes()
        self._update_opponent()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- result --------------------------------------------------------------------

    def chosen_size(self) -> int:
        button = self.size_group.checkedButton()
        return int(button.property("stars")) if button is not None else 80

    def chosen_theme(self) -> str:
        return str(self.theme_combo.currentData() or "nebula")

    def setup(self) -> GameSetup:
        """The game the player asked for."""
        opponent = str(self.opponent_combo.currentData() or "")
        name1 = self.name1.text().strip()
        name2 = self.name2.text().strip()
        layout = "phone" if self.phone_radio.isChecked() else "tablet"
        # An empty name means "the default", shown in whatever language is current.
        if opponent:
            names = {c.id: c.name for c in self._opponents}
            human = Seat(name1)
            computer = Seat(names.get(opponent, opponent), opponent)
            seats = (computer, human) if self.computer_starts.isChecked() else (human, computer)
        else:
            seats = (Seat(name1), Seat(name2))
        return GameSetup(
            seats=seats,
            n_stars=self.chosen_size(),
            layout=layout,
            play_again=self.play_again.isChecked(),
        )

    def remember(self) -> None:
        """Store the answers for next time."""
        s = self._settings
        s.layout = "phone" if self.phone_radio.isChecked() else "tablet"
        s.n_stars = self.chosen_size()
        s.opponent = str(self.opponent_combo.currentData() or "")
        s.computer_starts = self.computer_starts.isChecked()
        s.set_player_name(0, self.name1.text().strip())
        s.set_player_name(1, self.name2.text().strip())
        s.play_again = self.play_again.isChecked()
        s.theme = self.chosen_theme()
