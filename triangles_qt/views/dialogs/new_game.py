"""The New Game window: board size, opponent, names, the rule option, the theme.

It shows the code of the board on the table and takes a typed one
(``board_code_rows.py``): a code's board and rule are then what the next game
plays, and the size and rule controls show them.

The opponent list also offers a game with a person on another device, on
this network or anywhere over the internet: hosting one (this window's
board and rule, then the Host window with the game code) or joining one
(the Join window; the host's board and rule).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from PySide6.QtCore import QEvent, Qt, QTimer
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

from triangles_qt.i18n import current_language
from triangles_qt.model import Layout
from triangles_qt.model.board_code import BoardCode
from triangles_qt.play.catalog import OpponentChoice, strength_order
from triangles_qt.play.settings import DEFAULT_THEME, Settings
from triangles_qt.play.setup_choice import (
    NewGameChoices,
    choices_from_settings,
    game_setup,
    remember_choices,
)
from triangles_qt.session import GameSetup, Role
from triangles_qt.views.dialogs.board_code_rows import BoardCodeRows
from triangles_qt.views.game.names import default_player_name, you
from triangles_qt.views.look.theme import THEMES, theme_names

#: The opponent list's entries for network games (never stored as the opponent).
HOST_ON_NETWORK = "net:host"
JOIN_ON_NETWORK = "net:join"
NETWORK_ITEMS = {Role.HOST: HOST_ON_NETWORK, Role.JOIN: JOIN_ON_NETWORK}
#: The same over the internet.
HOST_OVER_INTERNET = "internet:host"
JOIN_OVER_INTERNET = "internet:join"
INTERNET_ITEMS = {Role.HOST: HOST_OVER_INTERNET, Role.JOIN: JOIN_OVER_INTERNET}
_MODES = {
    HOST_ON_NETWORK: "host",
    JOIN_ON_NETWORK: "join",
    HOST_OVER_INTERNET: "host",
    JOIN_OVER_INTERNET: "join",
}


class NewGameDialog(QDialog):
    """Asks how the next game is played; remembers the answers in :class:`Settings`."""

    def __init__(
        self,
        settings: Settings,
        opponents: list[OpponentChoice],
        small_screen: bool = False,
        parent: QWidget | None = None,
        board_code: BoardCode | None = None,
        proposal: NewGameChoices | None = None,
    ) -> None:
        """``board_code``: the code of the board on the table (None: it has none).
        ``proposal``: what to open with (the next step after a finished game); by
        default last time's choices."""
        super().__init__(parent)
        self._proposal = proposal
        self.setObjectName("newGameDialog")
        self._settings = settings
        self._opponents = strength_order(opponents)
        self._small_screen = small_screen
        self._stars = 0  # the size asked for, kept across phone/tablet where both sets have it
        self._showing_code = False  # the controls are being set to a typed code's board
        self._shrink_timer = QTimer(self)  # a child: it dies with the window, never fires late
        self._shrink_timer.setSingleShot(True)
        self._shrink_timer.setInterval(0)
        self._shrink_timer.timeout.connect(self._shrink)

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
        self.phone_radio.toggled.connect(self._set_changed)
        self.size_group.idClicked.connect(self._size_clicked)

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
        self.opponent_about = QLabel(self)
        self.opponent_about.setWordWrap(True)
        self.opponent_about.setObjectName("opponentDescription")
        self.table_mode = QCheckBox(self)
        self.table_mode.setObjectName("tableMode")

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.size_label = QLabel(self)
        self.opponent_label = QLabel(self)
        self.name1_label = QLabel(self)
        self.name2_label = QLabel(self)
        self.theme_label = QLabel(self)
        # Each label names its field, for screen readers too.
        self.opponent_label.setBuddy(self.opponent_combo)
        self.name1_label.setBuddy(self.name1)
        self.name2_label.setBuddy(self.name2)
        self.theme_label.setBuddy(self.theme_combo)
        sizes = QVBoxLayout()
        sizes.addLayout(set_row)
        sizes.addLayout(size_row)
        self._sizes_row = sizes
        self.form.addRow(self.size_label, sizes)
        self.code_rows = BoardCodeRows(self.form, board_code, self)
        self.code_rows.applied.connect(self._show_code)
        self.code_rows.reshaped.connect(self._shrink_later)
        # Tab goes down the window as it reads: the sizes, the code rows, then the opponent.
        chain = [
            self.size_buttons[-1],
            self.code_rows.current_field,
            self.code_rows.copy_button,
            self.code_rows.typed_field,
            self.code_rows.use_button,
            self.opponent_combo,
        ]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self.play_again.toggled.connect(self.code_rows.set_rule)
        self.form.addRow(self.opponent_label, self.opponent_combo)
        self.form.addRow("", self.opponent_about)
        self.form.addRow("", self.opponent_note)
        self.form.addRow("", self.computer_starts)
        self.form.addRow(self.name1_label, self.name1)
        self.form.addRow(self.name2_label, self.name2)
        self.form.addRow("", self.table_mode)
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
        last = self._proposal or choices_from_settings(s, self._small_screen)
        (self.phone_radio if last.layout is Layout.PHONE else self.tablet_radio).setChecked(True)
        self._update_sizes()
        self._stars = last.n_stars
        self.size_buttons[last.layout.sizes.index(last.n_stars)].setChecked(True)
        # Last time's kind of game: hosting or joining one over the network (this one or the
        # internet), else the opponent.
        items = INTERNET_ITEMS if last.over_internet else NETWORK_ITEMS
        kind = items[last.network] if last.network is not None else last.opponent
        index = self.opponent_combo.findData(kind)
        if index < 0 or self._unavailable(self.opponent_combo.itemData(index)) is not None:
            index = 0
        self.opponent_combo.setCurrentIndex(index)
        self.computer_starts.setChecked(last.computer_starts)
        self.table_mode.setChecked(last.table_mode)
        self.name1.setText(last.names[0])
        self.name2.setText(last.names[1])
        self.play_again.setChecked(last.play_again)
        theme_index = self.theme_combo.findData(s.theme)
        self.theme_combo.setCurrentIndex(max(0, theme_index))
        self._update_opponent()

    def _unavailable(self, opponent: object) -> OpponentChoice | None:
        """The opponent with this id if it cannot be played now (else None)."""
        return next((c for c in self._opponents if c.id == opponent and not c.available), None)

    def set_opponents(self, opponents: list[OpponentChoice]) -> None:
        """The opponents found again while the window is open (an engine listed since): the
        list follows, and what was chosen stays chosen."""
        self._opponents = strength_order(opponents)
        self._fill_opponents()
        self._update_opponent()

    def _fill_opponents(self) -> None:
        current = self.opponent_combo.currentData()
        self.opponent_combo.blockSignals(True)
        self.opponent_combo.clear()
        self.opponent_combo.addItem(self.tr("Another player on this device"), "")
        self.opponent_combo.addItem(
            self.tr("Another player on another device: host a game"), HOST_ON_NETWORK
        )
        self.opponent_combo.addItem(self.tr("Join a game on another device"), JOIN_ON_NETWORK)
        self.opponent_combo.addItem(
            self.tr("Another player anywhere: host over the internet"), HOST_OVER_INTERNET
        )
        self.opponent_combo.addItem(self.tr("Join a game over the internet"), JOIN_OVER_INTERNET)
        for choice in self._opponents:
            name = choice.display_name(current_language())
            if choice.available:
                label = self.tr("Computer: {0}").format(name)
            else:
                label = self.tr("Computer: {0} (unavailable)").format(name)
            self.opponent_combo.addItem(label, choice.id)
            if not choice.available:  # chosen, it says why under the list (and Start waits)
                index = self.opponent_combo.count() - 1
                self.opponent_combo.setItemData(index, choice.reason, Qt.ItemDataRole.ToolTipRole)
        found = self.opponent_combo.findData(current)
        self.opponent_combo.setCurrentIndex(max(0, found))
        self.opponent_combo.blockSignals(False)

    def _size_clicked(self, index: int) -> None:
        self._stars = int(self.size_buttons[index].property("stars"))
        self.code_rows.forget()

    def _set_changed(self) -> None:
        """Phone or tablet chosen by hand: a typed code's board is no longer the one."""
        if not self._showing_code:
            self.code_rows.forget()

    def _show_code(self, code: BoardCode) -> None:
        """A typed code was used: the controls show its board's set, size and rule."""
        self._showing_code = True
        try:
            (self.phone_radio if code.layout is Layout.PHONE else self.tablet_radio).setChecked(
                True
            )
            self._stars = code.n_stars
            self._update_sizes()
            self.play_again.setChecked(code.play_again)
        finally:
            self._showing_code = False

    def _layout(self) -> Layout:
        return Layout.PHONE if self.phone_radio.isChecked() else Layout.TABLET

    def _update_sizes(self) -> None:
        """Label the size buttons for the chosen set; a size both sets have stays chosen."""
        sizes = self._layout().sizes
        for button, n in zip(self.size_buttons, sizes, strict=True):
            button.setText(self.tr("{0} stars").format(n))
            button.setAccessibleDescription(
                self.tr("A board with {0} stars; more stars make a longer game.").format(n)
            )
            button.setProperty("stars", n)
        code = self.code_rows.chosen
        if code is not None and code.n_stars not in sizes:
            # A size this set does not offer (a code from the arena): no button says it,
            # the line under the code does.
            self.size_group.setExclusive(False)
            for button in self.size_buttons:
                button.setChecked(False)
            self.size_group.setExclusive(True)
        elif self._stars in sizes:
            self.size_buttons[sizes.index(self._stars)].setChecked(True)
        elif self.size_group.checkedId() < 0:
            self.size_buttons[1].setChecked(True)

    def network_mode(self) -> str | None:
        """``"host"`` or ``"join"`` when a network game is chosen (on this network or over the
        internet), else None."""
        return _MODES.get(str(self.opponent_combo.currentData() or ""))

    def over_internet(self) -> bool:
        """The network game chosen is over the internet."""
        return self.opponent_combo.currentData() in INTERNET_ITEMS.values()

    def _update_opponent(self) -> None:
        network = self.network_mode()
        opponent = "" if network else str(self.opponent_combo.currentData() or "")
        vs_computer = bool(opponent)
        one_name = vs_computer or network is not None
        self.computer_starts.setVisible(vs_computer)
        self.name2.setVisible(not one_name)
        self.name2_label.setVisible(not one_name)
        self.table_mode.setVisible(not one_name)
        self.form.setRowVisible(self._sizes_row, network != "join")
        self.code_rows.set_visible(network != "join")
        self.play_again.setVisible(network != "join")
        your_name, player_1_name = self._name1_texts()
        self.name1_label.setText(your_name if one_name else player_1_name)
        self.start_button.setText(
            {"host": self.tr("Host"), "join": self.tr("Join…")}.get(network or "", self.tr("Start"))
        )
        internet = self.over_internet()
        if internet:
            start_about = {
                "host": self.tr("Gets a code for this game, for your friend to join with."),
                "join": self.tr("Opens the window where you type your friend's code."),
            }[network or "host"]
        else:
            start_about = {
                "host": self.tr("Offers this game to another device and waits for it to join."),
                "join": self.tr("Finds the game another device offers, to join it."),
            }.get(network or "", self.tr("Starts a new game with these choices."))
        self.start_button.setAccessibleDescription(start_about)
        # The placeholder is what the game shows for a blank name.
        # (the joiner of a network game is the second player)
        seat = 1 if network == "join" else 0
        self.name1.setPlaceholderText(you() if vs_computer else default_player_name(seat))
        self.name2.setPlaceholderText(default_player_name(1))
        chosen = next((c for c in self._opponents if c.id == opponent), None)
        about = chosen.display_description(current_language()) if chosen is not None else ""
        if network == "host" and internet:
            about = self.tr(
                "You choose the board and the rule, and get a code to tell your friend; they "
                "join from anywhere with it. You draw first."
            )
        elif network == "join" and internet:
            about = self.tr(
                "You type the code your friend's device shows. The host's board and rule are "
                "used. The host draws first."
            )
        elif network == "host":
            about = self.tr(
                "You choose the board and the rule; the other device joins with the game "
                "code this device shows. You draw first."
            )
        elif network == "join":
            about = self.tr("The host's board and rule are used. The host draws first.")
        elif not vs_computer:
            about = self.tr("Two people take turns on this device.")
        self.opponent_about.setText(about)
        # An opponent that cannot be played says why on its own entry: only when chosen.
        unavailable = self._unavailable(opponent) if opponent else None
        note = ""
        if unavailable is not None:
            note = self.tr("{0} is unavailable: {1}").format(
                unavailable.display_name(current_language()), unavailable.reason
            )
        self.opponent_note.setText(note)
        self.start_button.setEnabled(unavailable is None)
        # The lines under the list say what the chosen opponent is: a screen reader hears
        # them with the list.
        self.opponent_combo.setAccessibleDescription(
            " ".join(
                part
                for part in (self.tr("Who plays against you, or where the game is."), about, note)
                if part
            )
        )
        # The whole row, not only the text: an empty row would still take its spacing.
        self.form.setRowVisible(self.opponent_about, bool(about))
        self.form.setRowVisible(self.opponent_note, bool(note))
        self._shrink_later()

    def _name1_texts(self) -> tuple[str, str]:
        """The first name's label: against the computer or over the network, and here."""
        return self.tr("Your name"), self.tr("Player 1 name")

    def _steady_labels(self) -> None:
        """The labels' column as wide as its widest label, shown or hidden (and the first
        name's label in either words): another opponent never moves the fields sideways."""
        labels = [
            item.widget()
            for row in range(self.form.rowCount())
            if (item := self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)) is not None
        ]
        widths = [label.sizeHint().width() for label in labels if isinstance(label, QLabel)]
        metrics = self.name1_label.fontMetrics()
        padding = self.name1_label.sizeHint().width() - metrics.horizontalAdvance(
            self.name1_label.text()
        )
        widths += [padding + metrics.horizontalAdvance(text) for text in self._name1_texts()]
        self.opponent_label.setMinimumWidth(max(widths))

    def _shrink_later(self) -> None:
        """Rows came or went: fit the window to its content again (once the layout settled)."""
        self._shrink_timer.start()

    def _shrink(self) -> None:
        layout = self.layout()
        height = self.minimumSizeHint().height()
        if layout is not None:
            layout.activate()
            # Wrapped notes (an engine's reason, in Hindi) need the height for this width,
            # which the minimum size hint does not know.
            if layout.hasHeightForWidth():
                height = max(height, layout.totalHeightForWidth(self.width()))
        self.resize(self.width(), height)
        self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Grown downwards past the screen's bottom (a note came): move up as far as needed."""
        screen = self.screen()
        if screen is None or not self.isVisible():
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        over = frame.bottom() - area.bottom()
        if over > 0:
            self.move(frame.x(), max(area.top(), frame.y() - over))

    # -- language ----------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.size_label.setText(self.tr("Board"))
        self.phone_radio.setText(self.tr("Phone-sized"))
        self.phone_radio.setToolTip(self.tr("Board sizes made for a phone's screen."))
        self.tablet_radio.setText(self.tr("Tablet-sized"))
        self.tablet_radio.setToolTip(
            self.tr("Board sizes made for a tablet's or a computer's screen.")
        )
        self.opponent_label.setText(self.tr("Opponent"))
        self.computer_starts.setText(self.tr("The computer starts"))
        self.computer_starts.setAccessibleDescription(
            self.tr("The computer draws the first line; else you do.")
        )
        self.table_mode.setText(self.tr("Table mode: we sit facing each other"))
        self.table_mode.setToolTip(
            self.tr(
                "For a tablet lying flat between two players: each player's name, score and "
                "messages face their side of the table."
            )
        )
        self.name2_label.setText(self.tr("Player 2 name"))
        self.play_again.setText(self.tr("Play again after a triangle"))
        self.play_again.setToolTip(
            self.tr("A player who closes a triangle draws another line at once.")
        )
        self.theme_label.setText(self.tr("Theme"))
        self.theme_combo.setAccessibleDescription(
            self.tr("The colours of the board and the window.")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Closes this window; the game on the table goes on.")
        )
        current_theme = self.theme_combo.currentData()
        self.theme_combo.clear()
        names = theme_names()
        for key in THEMES:
            self.theme_combo.addItem(names[key], key)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(current_theme)))
        self.code_rows.retranslate()
        self._fill_opponents()
        self._update_sizes()
        self._update_opponent()
        self._steady_labels()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._steady_labels()
        super().changeEvent(event)

    # -- result --------------------------------------------------------------------

    def chosen_size(self) -> int:
        code = self.code_rows.chosen
        if code is not None:
            return code.n_stars
        button = self.size_group.checkedButton()
        return int(button.property("stars")) if button is not None else 80

    def chosen_theme(self) -> str:
        return str(self.theme_combo.currentData() or DEFAULT_THEME)

    def choices(self) -> NewGameChoices:
        """What the window shows as chosen now (names as typed, trimmed)."""
        network = self.network_mode() is not None
        return NewGameChoices(
            layout=self._layout(),
            n_stars=self.chosen_size(),
            # A network game is not an opponent to start next time: the last one stays.
            opponent=self._settings.opponent
            if network
            else str(self.opponent_combo.currentData() or ""),
            computer_starts=self.computer_starts.isChecked(),
            names=(self.name1.text().strip(), self.name2.text().strip()),
            play_again=self.play_again.isChecked(),
            table_mode=self.table_mode.isChecked(),
            board=self.code_rows.chosen if self.network_mode() != "join" else None,
            network=Role(self.network_mode()) if network else None,
            over_internet=self.over_internet(),
        )

    def accept(self) -> None:
        """Start, unless a code typed and not used yet is refused (its reason is shown)."""
        if not self.code_rows.settle():
            self.code_rows.typed_field.setFocus()
            return
        if not self.start_button.isEnabled():
            return  # an opponent that cannot be played is chosen (the note says why)
        super().accept()

    def setup(self) -> GameSetup:
        """The game the player asked for (made as :func:`app.default_setup` makes it).

        For a network game: the board and the rule (the seats come when the other joins)."""
        choices = self.choices()
        if self.network_mode() is not None:
            choices = replace(choices, opponent="", table_mode=False)
        return game_setup(choices, {c.id: c.name for c in self._opponents})

    def remember(self) -> None:
        """Store the answers for next time."""
        remember_choices(self._settings, self.choices())
        self._settings.theme = self.chosen_theme()
