"""The main window: score panel, board, end panel, replay bar, menus and tool bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.i18n import LanguageManager, add_language_actions
from triangles_qt.model import Board, Refusal
from triangles_qt.session import GameSetup, Outcome, outcome
from triangles_qt.views.board_scene import BoardScene
from triangles_qt.views.board_view import BoardView
from triangles_qt.views.controller import GameController
from triangles_qt.views.end_panel import EndPanel
from triangles_qt.views.new_game_dialog import NewGameDialog, OpponentChoice, default_player_name
from triangles_qt.views.score_panel import ScorePanel
from triangles_qt.views.settings import Settings
from triangles_qt.views.stats_bridge import StatsBridge, game_result
from triangles_qt.views.stats_window import StatisticsWindow, notice_message
from triangles_qt.views.stats_window import reason_text as stats_reason_text
from triangles_qt.views.theme import THEMES, Theme, theme, theme_names

TOAST_MS = 2600


def refusal_text(reason: Refusal) -> str:
    """Why a line was refused, in the current language."""
    from PySide6.QtCore import QCoreApplication

    return {
        Refusal.SAME_STAR: QCoreApplication.translate("Refusal", "Choose two different stars."),
        Refusal.EXISTS: QCoreApplication.translate("Refusal", "That line is already drawn."),
        Refusal.OVER_STAR: QCoreApplication.translate("Refusal", "That line passes over a star."),
        Refusal.CROSSES: QCoreApplication.translate(
            "Refusal", "That line crosses a line already drawn."
        ),
        Refusal.GAME_OVER: QCoreApplication.translate("Refusal", "The game is over."),
    }[reason]


class Toast(QLabel):
    """A short message over the board that goes away by itself (never a modal dialog)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        self.setStyleSheet(
            "QLabel#toast {"
            f" background: rgba(0, 0, 0, 175); color: white; border: 1px solid "
            f"{theme.refused.name()}; border-radius: 12px; padding: 8px 16px; font-size: 12pt;"
            "}"
        )

    def show_message(self, text: str, ms: int = TOAST_MS) -> None:
        self.setText(text)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            width = min(parent.width() - 40, max(260, self.sizeHint().width()))
            self.setFixedWidth(max(100, width))
            self.adjustSize()
            self.move((parent.width() - self.width()) // 2, 14)
        self.show()
        self.raise_()
        self._timer.start(ms)


class ReplayBar(QWidget):
    """Step through a game move by move."""

    positionChanged = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.first = QPushButton("⏮", self)
        self.back = QPushButton("◀", self)
        self.forward = QPushButton("▶", self)
        self.last = QPushButton("⏭", self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.label = QLabel(self)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("replayClose")
        for button in (self.first, self.back, self.forward, self.last, self.close_button):
            button.setMinimumSize(QSize(44, 40))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        for w in (
            self.first,
            self.back,
            self.slider,
            self.forward,
            self.last,
            self.label,
            self.close_button,
        ):
            row.addWidget(w, 1 if w is self.slider else 0)
        self.first.clicked.connect(lambda: self.slider.setValue(0))
        self.back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.slider.valueChanged.connect(self._changed)
        self.close_button.clicked.connect(self.closed)
        self.retranslate()

    def start(self, total: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._changed(0)
        self.show()

    def _changed(self, value: int) -> None:
        self.retranslate()
        self.positionChanged.emit(value)

    def retranslate(self) -> None:
        self.label.setText(
            self.tr("Line {0} of {1}").format(self.slider.value(), self.slider.maximum())
        )
        self.close_button.setText(self.tr("Close replay"))
        self.first.setToolTip(self.tr("First"))
        self.back.setToolTip(self.tr("Previous line"))
        self.forward.setToolTip(self.tr("Next line"))
        self.last.setToolTip(self.tr("Last"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


OpponentLister = Callable[[], list[OpponentChoice]]


class MainWindow(QMainWindow):
    """Wires the controller to the views; holds no game rules itself."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        opponents: OpponentLister | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.controller = controller
        self.settings = settings
        self._list_opponents = opponents or (lambda: [])
        self._theme = theme(settings.theme)
        self._scene: BoardScene | None = None
        self._replaying = False
        self.new_game_dialog: NewGameDialog | None = None
        self.failure_box: QMessageBox | None = None
        self.stats: StatsBridge | None = None
        self.stats_window: StatisticsWindow | None = None
        self._stats_trouble_shown = False

        self.score_panel = ScorePanel(self)
        self.board_view = BoardView(self)
        self.board_view.setObjectName("boardView")
        self.end_panel = EndPanel(self.board_view)
        self.toast = Toast(self.board_view)
        self.replay_bar = ReplayBar(self)
        self.replay_bar.hide()

        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.score_panel)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.replay_bar)
        self.setCentralWidget(central)

        self._make_actions()
        self._make_menus()
        self.set_theme(self._theme.key, remember=False)

        self.board_view.lineRequested.connect(self._on_line_requested)
        controller.gameStarted.connect(self._on_game_started)
        controller.movesChanged.connect(self._on_moves_changed)
        controller.refused.connect(self._on_refused)
        controller.thinkingChanged.connect(self._refresh_panel)
        controller.gameFinished.connect(self._on_game_finished)
        controller.gameAbandoned.connect(self._on_game_abandoned)
        controller.opponentFailed.connect(self._on_opponent_failed)
        controller.hintReady.connect(self._on_hint)
        controller.hintFailed.connect(self._on_hint_failed)
        self.end_panel.newGameClicked.connect(self.show_new_game)
        self.end_panel.lookClicked.connect(self.end_panel.hide)
        self.end_panel.replayClicked.connect(self.start_replay)
        self.replay_bar.positionChanged.connect(self._replay_to)
        self.replay_bar.closed.connect(self.stop_replay)
        self.retranslate()
        self.resize(1100, 780)

    # -- actions and menus ------------------------------------------------------

    def _make_actions(self) -> None:
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_new_game)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hint)
        self.replay_action = QAction(self)
        self.replay_action.triggered.connect(self.start_replay)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.fit_action = QAction(self)
        self.fit_action.setShortcut(QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(self.board_view.fit)
        self.zoom_in_action = QAction(self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self.board_view.zoom_by(1.25))
        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self.board_view.zoom_by(0.8))
        self.highlight_action = QAction(self)
        self.highlight_action.setCheckable(True)
        self.highlight_action.setChecked(True)
        self.highlight_action.toggled.connect(self._set_highlight)
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for key in THEMES:
            action = QAction(self)
            action.setCheckable(True)
            action.setData(key)
            action.triggered.connect(lambda _checked=False, k=key: self.set_theme(k))
            self.theme_group.addAction(action)
            self.theme_actions[key] = action
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.help_action.triggered.connect(self.show_help)
        self.keys_action = QAction(self)
        self.keys_action.triggered.connect(self.show_keys)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.undo_action, self.hint_action, self.replay_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        for action in (self.fit_action, self.zoom_in_action, self.zoom_out_action):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.highlight_action)
        self.theme_menu = self.view_menu.addMenu("")
        for action in self.theme_actions.values():
            self.theme_menu.addAction(action)
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.help_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.undo_action, self.hint_action, self.fit_action):
            self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Triangles"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.theme_menu.setTitle(self.tr("Theme"))
        self.new_action.setText(self.tr("&New Game…"))
        self.new_action.setIconText(self.tr("New Game"))
        self.undo_action.setText(self.tr("&Undo"))
        self.undo_action.setIconText(self.tr("Undo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setIconText(self.tr("Hint"))
        self.hint_action.setToolTip(self.tr("Ask the Hard opponent to suggest a line"))
        self.replay_action.setText(self.tr("&Replay the game"))
        self.stats_action.setText(self.tr("&Statistics…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.fit_action.setText(self.tr("&Fit the board to the window"))
        self.fit_action.setIconText(self.tr("Fit"))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.highlight_action.setText(self.tr("&Highlight the last line"))
        names = theme_names()
        for key, action in self.theme_actions.items():
            action.setText(names[key])
        self.help_action.setText(self.tr("&How to play"))
        self.keys_action.setText(self.tr("&Keyboard controls"))
        self.about_action.setText(self.tr("&About Triangles"))
        self.toolbar.setWindowTitle(self.tr("Tools"))
        self._refresh_panel()
        if self.end_panel.isVisible():
            self._show_end_panel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- theme --------------------------------------------------------------------

    def set_theme(self, key: str, remember: bool = True) -> None:
        self._theme = theme(key)
        self.theme_actions[self._theme.key].setChecked(True)
        if self._scene is not None:
            self._scene.set_theme(self._theme)
        self.board_view.resetCachedContent()
        self.score_panel.set_theme(self._theme)
        self.end_panel.set_theme(self._theme)
        self.toast.set_theme(self._theme)
        self._style_window()
        if remember:
            self.settings.theme = self._theme.key

    def _style_window(self) -> None:
        t = self._theme
        text, panel, sky = t.text.name(), t.panel.name(), t.sky_top.name()
        accent = t.highlight.name()
        self.setStyleSheet(
            f"QWidget#central {{ background: {sky}; }}"
            f" ReplayBar QLabel {{ color: {text}; }}"
            f" QMenuBar, QToolBar, QStatusBar {{ background: {panel}; color: {text}; }}"
            f" QMenuBar::item:selected {{ background: {accent}; color: {sky}; }}"
            f" QToolBar {{ border: none; spacing: 6px; padding: 4px; }}"
            f" QToolBar QToolButton {{ color: {text}; padding: 6px 14px; min-height: 28px;"
            f" border: 1px solid rgba(127, 127, 127, 90); border-radius: 8px; }}"
            f" QToolBar QToolButton:hover {{ border-color: {accent}; }}"
            f" QToolBar QToolButton:disabled {{ color: rgba(127, 127, 127, 160); }}"
        )

    def _set_highlight(self, on: bool) -> None:
        if self._scene is not None:
            self._scene.set_highlight_last(on)

    # -- names --------------------------------------------------------------------

    def player_names(self) -> tuple[str, str]:
        """Display names; a blank name shows as "Player 1", "Player 2" or "You", translated."""
        return self.player_names_for(self.controller.setup)

    def player_names_for(self, setup: GameSetup | None) -> tuple[str, str]:
        if setup is None:
            return (default_player_name(0), default_player_name(1))
        names = []
        opponents = {c.id: c.name for c in self._list_opponents()}
        for index, seat in enumerate(setup.seats):
            if seat.opponent_id is not None:
                names.append(opponents.get(seat.opponent_id, seat.name))
            elif seat.name:
                names.append(seat.name)
            elif setup.vs_computer:
                names.append(self.tr("You"))
            else:
                names.append(default_player_name(index))
        return (names[0], names[1])

    # -- game events ----------------------------------------------------------------

    def _on_game_started(self) -> None:
        game = self.controller.game
        assert game is not None
        self.stop_replay()
        self.end_panel.hide()
        self.toast.hide()
        self._scene = BoardScene(game.board, self._theme, self)
        self._scene.set_highlight_last(self.highlight_action.isChecked())
        old = self.board_view.scene()
        self.board_view.set_board_scene(self._scene)
        if old is not None:
            old.deleteLater()
        self._refresh_panel()

    def _on_moves_changed(self) -> None:
        game = self.controller.game
        if game is None or self._scene is None:
            return
        if not self._replaying:
            self._scene.show_moves(game.moves)
        if not game.is_over:
            self.end_panel.hide()
        self._refresh_panel()

    def _refresh_panel(self, *_args: object) -> None:
        game = self.controller.game
        if game is None:
            return
        self.score_panel.set_state(
            self.player_names(),
            game.scores,
            game.current_player,
            game.is_over,
            self.controller.thinking,
            game.move_count,
        )
        self.board_view.set_interactive(self.controller.human_to_move() and not self._replaying)
        self.undo_action.setEnabled(self.controller.can_undo() and not self._replaying)
        self.replay_action.setEnabled(game.move_count > 0)
        self.stats_action.setEnabled(self.stats is not None)
        self.hint_action.setEnabled(self.controller.human_to_move() and not self._replaying)

    def _on_line_requested(self, a: int, b: int) -> None:
        self.controller.request_line(a, b)

    def _on_refused(self, a: int, b: int, reason: object) -> None:
        assert isinstance(reason, Refusal)
        game = self.controller.game
        if self._scene is not None and game is not None:
            stars = game.board.stars_over(a, b) if reason is Refusal.OVER_STAR else []
            crossed = game.crossed_lines(a, b) if reason is Refusal.CROSSES else []
            if reason is Refusal.EXISTS:
                self._scene.flash_refused(a, b, crossed=[(min(a, b), max(a, b))])
            else:
                self._scene.flash_refused(a, b, stars, crossed)
        text = refusal_text(reason)
        self.toast.show_message(text)
        self.statusBar().showMessage(text, TOAST_MS)

    def _on_game_finished(self) -> None:
        self._refresh_panel()
        self._record_result()
        self._show_end_panel()

    # -- statistics ---------------------------------------------------------------

    def set_stats(self, stats: StatsBridge) -> None:
        self.stats = stats
        stats.recorded.connect(self._on_recorded)
        stats.failed.connect(self._on_record_failed)
        for notice in stats.take_notices():
            self.show_message(notice_message(notice))

    def _record_result(self) -> None:
        game, setup = self.controller.game, self.controller.setup
        if self.stats is None or game is None or setup is None or self.controller.abandoned:
            return
        self.stats.submit(game_result(game, setup, self.player_names()))

    def end_note(self) -> str:
        """What the end panel says about the statistics, in the current language.

        Worked out when shown (not stored as text), so a language switch
        retranslates it with everything else.
        """
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or not game.is_over or self.stats is None:
            return ""
        kind, _winner = outcome(game, setup)
        if not setup.vs_computer:
            return self.tr("Games between two players are kept out of the win/loss statistics.")
        if kind is Outcome.TIE:
            return self.tr("A tie counts neither as a win nor as a loss.")
        return ""

    def _on_recorded(self, game_id: str) -> None:
        self.controller.result_recorded(game_id)
        if self.stats_window is not None:
            self.stats_window.on_game_recorded()

    def _on_record_failed(self, game_id: str, reason: str) -> None:
        # The finished game stays in the autosave and is recorded at the next start.
        if not self._stats_trouble_shown:
            self._stats_trouble_shown = True
            self.show_message(
                self.tr(
                    "The result could not be saved in the statistics ({0}). The game is kept and "
                    "will be recorded later."
                ).format(stats_reason_text(reason))
            )

    def show_statistics(self) -> None:
        if self.stats is None:
            return
        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.stats.store, self, writer=self.stats.writer)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    def _on_game_abandoned(self) -> None:
        self._refresh_panel()
        self.end_panel.show_abandoned(
            self.player_names(), self.controller.game.scores if self.controller.game else (0, 0)
        )
        self._place_overlays()

    def _on_opponent_failed(self, failure: object) -> None:
        """Say which opponent failed and how; the player decides what happens (never blocking)."""
        from triangles_qt.plugins.contract import OpponentFailure
        from triangles_qt.plugins.policy import Recovery, recovery_options
        from triangles_qt.views.opponents import failure_text

        assert isinstance(failure, OpponentFailure)
        self._refresh_panel()
        names = {c.id: c.name for c in self._list_opponents()}
        name = names.get(failure.opponent_id, failure.opponent_id)
        box = QMessageBox(self)
        box.setObjectName("opponentFailure")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Computer opponent failed"))
        box.setText(self.tr("The opponent “{0}” failed: {1}.").format(name, failure_text(failure)))
        box.setInformativeText(self.tr("The game is safe. Choose what happens next."))
        box.setDetailedText(f"{failure.message}\n\n{failure.detail}".strip())
        labels = {
            Recovery.SUBSTITUTE: self.tr("Let another opponent play this move"),
            Recovery.RETRY: self.tr("Try again"),
            Recovery.END_GAME: self.tr("End the game without a result"),
        }
        buttons = {}
        for option in recovery_options(failure):
            role = (
                QMessageBox.ButtonRole.RejectRole
                if option is Recovery.END_GAME
                else QMessageBox.ButtonRole.AcceptRole
            )
            buttons[box.addButton(labels[option], role)] = option
        first = next(iter(buttons), None)
        if first is not None:
            box.setDefaultButton(first)

        def chosen(button: object) -> None:
            option = buttons.get(button)  # type: ignore[call-overload]
            if option is not None:
                self.controller.recover(option)

        box.buttonClicked.connect(chosen)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.failure_box = box
        box.open()

    def _show_end_panel(self) -> None:
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or not game.is_over:
            return
        kind, winner = outcome(game, setup)
        names = self.player_names()
        self.end_panel.show_result(
            kind, names[winner] if winner is not None else "", names, game.scores, self.end_note()
        )
        self._place_overlays()

    def end_title(self) -> str:
        return self.end_panel.title_text() if self.end_panel.isVisible() else ""

    # -- undo, replay ---------------------------------------------------------------

    def undo(self) -> None:
        if not self._replaying:
            self.board_view.clear_selection()
            self.controller.undo()

    def hint(self) -> None:
        if self.controller.request_hint():
            self.toast.show_message(self.tr("Looking for a good line…"))

    def _on_hint(self, a: int, b: int) -> None:
        if self._scene is not None:
            self._scene.flash_hint(a, b)
        self.toast.show_message(self.tr("Hint: try the highlighted line."))

    def _on_hint_failed(self, failure: object) -> None:
        self.toast.show_message(self.tr("No hint right now."))

    def start_replay(self) -> None:
        game = self.controller.game
        if game is None or game.move_count == 0:
            return
        self._replaying = True
        self.end_panel.hide()
        self.board_view.set_interactive(False)
        self.replay_bar.start(game.move_count)
        self._refresh_panel()

    def _replay_to(self, count: int) -> None:
        game = self.controller.game
        if game is None or self._scene is None or not self._replaying:
            return
        self._scene.show_moves(game.moves[:count])

    def stop_replay(self) -> None:
        if not self._replaying:
            return
        self._replaying = False
        self.replay_bar.hide()
        self._on_moves_changed()

    @property
    def replaying(self) -> bool:
        return self._replaying

    # -- dialogs --------------------------------------------------------------------

    def _small_screen(self) -> bool:
        screen = self.screen()
        if screen is None:
            return False
        size = screen.availableGeometry().size()
        return min(size.width(), size.height()) < 600

    def show_new_game(self) -> None:
        """Open the New Game window (non-blocking; the game starts when it is accepted)."""
        if self.new_game_dialog is not None and self.new_game_dialog.isVisible():
            self.new_game_dialog.raise_()
            return
        dialog = NewGameDialog(self.settings, self._list_opponents(), self._small_screen(), self)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.new_game_dialog = dialog
        dialog.open()

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        dialog.remember()
        self.set_theme(dialog.chosen_theme())
        self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup, board: Board | None = None) -> None:
        self.controller.new_game(setup, board)

    def show_help(self) -> None:
        from triangles_qt.views.how_to_play import HowToPlayDialog

        dialog = HowToPlayDialog(self._theme, self)
        dialog.show()

    def show_keys(self) -> None:
        from triangles_qt.views.how_to_play import HowToPlayDialog

        dialog = HowToPlayDialog(self._theme, self)
        dialog.show_keyboard_page()
        dialog.show()

    def set_languages(self, languages: LanguageManager) -> None:
        """Fill the Language menu; the choice is remembered in the settings."""
        self.languages = languages
        self._language_actions = add_language_actions(self.language_menu, languages)
        languages.languageChanged.connect(self._language_changed)

    def _language_changed(self, code: str) -> None:
        self.settings.language = code
        # Opponent names come from the plugins, in the new language.
        self._refresh_panel()
        if self.end_panel.isVisible() and self.controller.abandoned:
            self._on_game_abandoned()

    def opponents_changed(self) -> None:
        """Discovery finished: names may have changed, and so may the New Game list."""
        self._refresh_panel()

    def show_about(self) -> None:
        from triangles_qt.views.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_dialog = dialog
        dialog.show()

    def show_message(self, text: str) -> None:
        """A non-blocking notice (e.g. a damaged file that was moved aside)."""
        self.toast.show_message(text, 6000)
        self.statusBar().showMessage(text, 8000)

    # -- layout -----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_overlays()

    def _place_overlays(self) -> None:
        view = self.board_view
        panel = self.end_panel
        width = min(view.width() - 40, max(420, panel.sizeHint().width()))
        panel.setFixedWidth(max(200, width))
        panel.adjustSize()
        panel.move((view.width() - panel.width()) // 2, (view.height() - panel.height()) // 2)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = bytes(self.saveGeometry().data())
        self.controller.shutdown()
        super().closeEvent(event)

    def outcome(self) -> Outcome | None:
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or not game.is_over:
            return None
        return outcome(game, setup)[0]
