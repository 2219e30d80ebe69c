"""The main window: it places the parts and passes what the table says to them.

Each part lives in a module of its own: the score panel, the board view
(with the end panel, the last-move arrow and the scoring marks over it),
the message bar under the board (which shows what the :class:`Teller` is
told, and holds the replay controls), the facing strips of table mode, the
actions and menus, the questions, the endings (``endings``), the New Game
flow (``new_game_flow``), the statistics (``records``), the reviews
(``views/learn/reviews.py``), the network game (``views/network``) and the
window's place on the screen (``views/look/window_frame.py``). Nothing that
appears or disappears moves the board: the message bar never changes height
and everything else that comes and goes lies over the board, except the
review, which talks about the board and so lies beside it (``side_panel``):
the board re-fits once as it opens and once as it closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from triangles_qt.i18n import LanguageManager, add_language_actions
from triangles_qt.model import Board
from triangles_qt.play.catalog import strength_order
from triangles_qt.play.settings import Settings, Size
from triangles_qt.play.stats_bridge import StatsBridge
from triangles_qt.play.table import Table
from triangles_qt.play.telling import MESSAGE_MS, MessageKind, Teller, Text
from triangles_qt.session import GameSetup
from triangles_qt.views.board.last_move_cue import LastMoveCue
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.dialogs import opening
from triangles_qt.views.game.actions import MainActions
from triangles_qt.views.game.command_line import CommandLine, GameActs
from triangles_qt.views.game.end_panel import EndPanel
from triangles_qt.views.game.endings import Endings
from triangles_qt.views.game.facing_strip import TableSides
from triangles_qt.views.game.message_bar import MessageBar
from triangles_qt.views.game.names import Names, OpponentLister
from triangles_qt.views.game.new_game_flow import NewGameFlow
from triangles_qt.views.game.presenter import GamePresenter
from triangles_qt.views.game.questions import ask_quit_unkept, ask_resign
from triangles_qt.views.game.records import Records
from triangles_qt.views.game.replay_bar import ReplayBar
from triangles_qt.views.game.score_panel import ScorePanel
from triangles_qt.views.game.side_panel import SidePanel
from triangles_qt.views.game.sounds import GameSounds
from triangles_qt.views.game.speech import GameSpeech
from triangles_qt.views.learn.mistakes_window import Mistakes
from triangles_qt.views.learn.puzzles import Puzzles
from triangles_qt.views.learn.reviews import Reviews
from triangles_qt.views.look.announcer import Announcer
from triangles_qt.views.look.sizes import sizes
from triangles_qt.views.look.steady import SteadyMenuBar
from triangles_qt.views.look.style import app_style_sheet, apply_links
from triangles_qt.views.look.system_look import SystemLook
from triangles_qt.views.look.theme import Theme, theme
from triangles_qt.views.look.window_frame import WindowFrame
from triangles_qt.views.look.window_geometry import (
    current_placement,
    fit_dialog,
    keep_frame_on_screen,
)
from triangles_qt.views.network.presence import NetworkPresence


class MainWindow(QMainWindow):
    """Wires the table to the views; holds no game rules itself."""

    def __init__(
        self,
        table: Table,
        settings: Settings,
        opponents: OpponentLister | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.table = table
        self.settings = settings
        self.languages: LanguageManager | None = None
        self._list_opponents: OpponentLister = opponents or (lambda: [])
        self.names = Names(lambda: self._list_opponents())
        # The system's dark, light or high-contrast look, until the player picks a theme.
        self.system_look = SystemLook(self)
        following = settings.follow_system_look
        self._theme = theme(self.system_look.theme_key() if following else settings.theme)
        sizes().set_text(settings.text_size)
        sizes().set_board(settings.board_size)
        self.question: QMessageBox | None = None
        self._quit_checked = False
        self.about_dialog: QWidget | None = None

        self.score_panel = ScorePanel(self)
        self.board_view = BoardView(self)
        self.board_view.setObjectName("boardView")
        self.end_panel = EndPanel(self.board_view)
        self.cue = LastMoveCue(self.board_view)
        self.message_bar = MessageBar(self)
        # What any part has to tell the player goes through the teller to the bar.
        self.teller = Teller(self)
        self.message_bar.listen(self.teller)
        self.replay_bar = ReplayBar(self.message_bar)
        self.message_bar.set_replay_widget(self.replay_bar)
        # Table mode: the far player's strip on top, turned to face them.
        self.table_sides = TableSides(self)
        self.facing = self.table_sides.strips
        self._lay_out()

        self.actions_ = MainActions(self)
        # As high in every language: a switch must not move the board.
        self.setMenuBar(SteadyMenuBar(self))
        self.actions_.build_menus(self.menuBar())
        self.toolbar = self.actions_.build_toolbar()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.frame = WindowFrame(self, self.toolbar, self.actions_.orient_toolbar)
        self.network = NetworkPresence(table, self.teller, self.player_names, settings, self)
        self.records = Records(self.teller, self.opponent_name, self, self.opponent_order)
        self.presenter = GamePresenter(table, self, self)
        self.sounds = GameSounds(table, self.board_view, self.actions_, settings, self.teller, self)
        self.reviews = Reviews(
            table,
            self.player_names,
            self.presenter.review_jump,
            self.presenter.clear_review_mark,
            self.side_panel,
            self,
        )
        self.puzzles = Puzzles(lambda: self._theme, self.show_message, self)
        self.mistakes = Mistakes(
            table,
            self.reviews,
            self.end_panel,
            self.player_names,
            lambda: self._theme,
            self.place_overlays,
            self,
        )
        self.endings = Endings(
            table,
            self.end_panel,
            self.player_names,
            self.opponent_name,
            lambda: self.records.stats is not None,
            self.place_overlays,
            self,
        )
        self.new_game = NewGameFlow(
            table,
            settings,
            lambda: self._list_opponents(),
            self.network,
            self._theme_from_new_game,
            self._ask,
            self.phone_sized_screen,
            self,
        )
        # After the presenter and the endings: the news is told once they have shown it.
        self.speech = GameSpeech(
            table, self.board_view, self.names, self.endings.title_text, Announcer(self)
        )
        a = self.actions_
        self.command_line = CommandLine(
            table, self.board_view, self.speech, GameActs(a.hint, a.undo, a.redo, a.resign), self
        )
        self._central_layout.addWidget(self.command_line)
        self.command_line.setVisible(settings.command_line)
        self._connect_actions()
        # Following, the settings keep the theme on screen too (New Game shows it).
        self.set_theme(self._theme.key, remember=self._theme.key != settings.theme)
        self._set_reduce_motion(settings.reduce_motion)
        self._connect_table()
        self.retranslate()

    def _lay_out(self) -> None:
        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.facing[1])
        layout.addWidget(self.score_panel)
        # The board, and beside it (or under it) the review when it is open.
        board_row = QHBoxLayout()
        board_row.setContentsMargins(0, 0, 0, 0)
        board_row.setSpacing(0)
        board_row.addWidget(self.board_view, 1)
        layout.addLayout(board_row, 1)
        self.side_panel = SidePanel(board_row, central, self.board_view)
        layout.addWidget(self.facing[0])
        layout.addWidget(self.message_bar)
        self._central_layout = layout
        self.setCentralWidget(central)

    def _connect_table(self) -> None:
        # The board's own size (not the window's: the tool bar may move) places the overlays.
        self.board_view.resized.connect(self.place_overlays)
        self.end_panel.newGameClicked.connect(self.show_new_game)
        self.end_panel.rematchClicked.connect(self.rematch)
        self.end_panel.lookClicked.connect(self.end_panel.hide)
        self.end_panel.puzzlesClicked.connect(self.puzzles.show)
        self.message_bar.actionClicked.connect(self.show_help)
        self.replay_bar.closed.connect(self._replay_closed)
        self.reviews.shownChanged.connect(self._review_shown)

    def _connect_actions(self) -> None:
        a = self.actions_
        a.new.triggered.connect(self.show_new_game)
        a.undo.triggered.connect(self.presenter.undo)
        a.redo.triggered.connect(self.presenter.redo)
        a.hint.triggered.connect(self.presenter.hint)
        a.resign.triggered.connect(self.ask_resign)
        a.replay.triggered.connect(self.presenter.start_replay)
        a.review.triggered.connect(self.reviews.show_review)
        a.puzzles.triggered.connect(self.puzzles.show)
        a.stats.triggered.connect(self.records.show)
        a.internet_servers.triggered.connect(self.network.show_servers)
        a.quit.triggered.connect(self.close)
        a.fit.triggered.connect(self.board_view.fit)
        a.zoom_in.triggered.connect(lambda: self.board_view.zoom_by(1.25))
        a.zoom_out.triggered.connect(lambda: self.board_view.zoom_by(0.8))
        a.full_screen.toggled.connect(self.frame.set_full_screen)
        a.highlight.toggled.connect(self.presenter.set_highlight)
        a.reduce_motion.setChecked(self.settings.reduce_motion)
        a.reduce_motion.toggled.connect(self._set_reduce_motion)
        a.command_line.setChecked(self.settings.command_line)
        a.command_line.toggled.connect(self._show_command_line)
        a.type_command.triggered.connect(self._type_command)
        for key, action in a.themes.items():
            action.triggered.connect(lambda _checked=False, k=key: self.pick_theme(k))
        a.follow_system.setChecked(self.settings.follow_system_look)
        a.follow_system.toggled.connect(self._follow_toggled)
        self.system_look.changed.connect(self._system_look_changed)
        for size in Size:
            a.text_sizes[size].setChecked(size is self.settings.text_size)
            a.text_sizes[size].triggered.connect(lambda _c=False, z=size: self.set_text_size(z))
            a.board_sizes[size].setChecked(size is self.settings.board_size)
            a.board_sizes[size].triggered.connect(lambda _c=False, z=size: self.set_board_size(z))
        a.help.triggered.connect(self.show_help)
        a.keys.triggered.connect(self.show_keys)
        a.about.triggered.connect(self.show_about)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Triangles"))
        self.board_view.setAccessibleName(self.tr("Game board"))
        self.actions_.retranslate()
        self.presenter.refresh_now()
        self.presenter.update_coach()
        if self.end_panel.isVisible():
            self.endings.show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.actions_.full_screen.blockSignals(True)
            self.actions_.full_screen.setChecked(self.isFullScreen())
            self.actions_.full_screen.blockSignals(False)
        super().changeEvent(event)

    # -- theme and motion ---------------------------------------------------------

    def pick_theme(self, key: str) -> None:
        """The player picked a theme (View menu, New Game): it stays, whatever the system's."""
        self.actions_.follow_system.setChecked(False)
        self.set_theme(key)

    def _follow_toggled(self, on: bool) -> None:
        self.set_theme(self.system_look.theme_key() if on else self._theme.key)

    def _system_look_changed(self, key: str) -> None:
        if self.actions_.follow_system.isChecked():
            self.set_theme(key)

    def _theme_from_new_game(self, key: str) -> None:
        """New Game's theme counts as picked only when it differs from the one shown."""
        if key != self._theme.key:
            self.pick_theme(key)

    def set_theme(self, key: str, remember: bool = True) -> None:
        self._theme = theme(key)
        if remember:  # with whether it follows the system (New Game shows what is on screen)
            self.settings.theme = self._theme.key
            self.settings.follow_system_look = self.actions_.follow_system.isChecked()
        for k, action in self.actions_.themes.items():
            action.setChecked(k == self._theme.key)
        self.presenter.set_theme(self._theme)
        for part in (self.score_panel, self.end_panel, self.message_bar, self.replay_bar):
            part.set_theme(self._theme)
        self.cue.set_theme(self._theme)
        self.puzzles.set_theme(self._theme)
        self.mistakes.set_theme(self._theme)
        self.table_sides.set_theme(self._theme)
        # One style for the window and every dialog it opens (they inherit it).
        self.setStyleSheet(app_style_sheet(self._theme))
        apply_links(self._theme)

    @property
    def current_theme(self) -> Theme:
        return self._theme

    def set_text_size(self, size: Size) -> None:
        """Every window's text, remembered; the tool bar and overlays fit the new words."""
        self.settings.text_size = size
        sizes().set_text(size)
        self.actions_.orient_toolbar(self.actions_.toolbar_vertical)
        self.frame.place_toolbar()
        self.place_overlays()

    def set_board_size(self, size: Size) -> None:
        """The stars and lines on every board, remembered."""
        self.settings.board_size = size
        sizes().set_board(size)
        self.cue.update_cue()

    def _set_reduce_motion(self, on: bool) -> None:
        self.settings.reduce_motion = on
        self.board_view.set_reduce_motion(on)
        self.presenter.set_reduce_motion(on)

    def _show_command_line(self, on: bool) -> None:
        self.settings.command_line = on
        self.command_line.setVisible(on)
        if on:
            self.command_line.focus()
        elif self.command_line.field.hasFocus():
            self.board_view.setFocus()

    def _type_command(self) -> None:
        """Ctrl+L: the command line, shown if it was not, with the keyboard in it."""
        self.actions_.command_line.setChecked(True)
        self.command_line.focus()

    @property
    def reduce_motion(self) -> bool:
        return self.actions_.reduce_motion.isChecked()

    # -- names --------------------------------------------------------------------

    def opponent_order(self) -> list[str]:
        """The opponents' ids as New Game lists them (weakest first): the statistics list
        them so too."""
        return [choice.id for choice in strength_order(self._list_opponents())]

    def opponent_name(self, opponent_id: str | None, stored: str = "") -> str:
        """An opponent's name in the language on screen (``stored`` if it is not installed)."""
        return self.names.opponent(opponent_id, stored)

    def player_names(self) -> tuple[str, str]:
        """Display names; a blank name shows as "You", "Player 1" or "Player 2", translated."""
        return self.names.players(self.table.setup)

    # -- messages and the coach ----------------------------------------------------

    def say(self, text: Text, kind: MessageKind = MessageKind.INFO, ms: int = MESSAGE_MS) -> None:
        """A message in the bar under the board; ``text`` is worked out again on a switch."""
        self.teller.say(text, kind, ms)

    def show_message(self, text: Text) -> None:
        """A non-blocking notice (e.g. a damaged file that was moved aside)."""
        self.teller.notice(text)

    # -- questions and windows over this one -----------------------------------------------

    def ask_resign(self) -> None:
        """Resign the game against the computer, after a question (it counts as a loss)."""
        if self.table.can_resign():
            self._ask(ask_resign(self, self.table.resign))

    def phone_sized_screen(self) -> bool:
        """A screen whose shorter side is under 600 px gets the phone set of board sizes."""
        screen = self.screen()
        if screen is None:
            return False
        size = screen.availableGeometry().size()
        return min(size.width(), size.height()) < 600

    def set_stats(self, stats: StatsBridge) -> None:
        """The statistics are there: their notices are told, and they can be opened."""
        self.records.set_stats(stats)
        self.presenter.stats_available = True
        self.presenter.refresh_now()

    def show_new_game(self) -> None:
        """Open the New Game window (non-blocking; the game starts when it is accepted)."""
        self.new_game.show()

    def rematch(self) -> None:
        """The same board again after a game, the one who moved second starting."""
        self.new_game.rematch()

    def start_game(self, setup: GameSetup, board: Board | None = None) -> None:
        self.table.new_game(setup, board)

    def _ask(self, box: QMessageBox) -> None:
        """Show a question over the window; it forgets the box once answered (it deletes itself)."""
        self.question = box
        box.finished.connect(self._question_answered)
        fit_dialog(box, self)

    def _question_answered(self) -> None:
        self.question = None

    def show_help(self) -> None:
        opening.how_to_play(self, self._theme, self.settings)

    def show_keys(self) -> None:
        opening.how_to_play(self, self._theme, self.settings, keyboard=True)

    def show_lessons(self) -> None:
        """How to play, on its Lessons page."""
        opening.how_to_play(self, self._theme, self.settings, lessons=True)

    def show_about(self) -> None:
        self.about_dialog = opening.about(self, self._list_opponents())

    def set_languages(self, languages: LanguageManager) -> None:
        """Fill the Language menu; the choice is remembered in the settings."""
        self.languages = languages
        self._language_actions = add_language_actions(self.actions_.language_menu, languages)
        languages.languageChanged.connect(self._language_changed)

    def _language_changed(self, code: str) -> None:
        self.settings.language = code
        self.presenter.refresh_now()  # opponent names come from the plugins, in the new language

    def opponents_changed(self) -> None:
        """Discovery finished: names may have changed, and so may the New Game list."""
        self.presenter.refresh_now()
        self.new_game.opponents_changed()

    # -- the window on the screen --------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The frame is known once shown: keep the title bar and edges on the screen.
        QTimer.singleShot(0, self, lambda: keep_frame_on_screen(self))  # dropped if gone

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.frame.set_full_screen(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.frame.place_toolbar()

    def _review_shown(self, on: bool) -> None:
        """The review is about the board: the end panel leaves the board while it is open,
        and comes back as it closes (the game still over, and no replay on)."""
        if on:
            self.end_panel.hide()
        elif self.table.ended and not self.presenter.replaying:
            self.endings.show()

    def _replay_closed(self) -> None:
        """(After the presenter has ended the replay.) No mark is chosen any more; the end
        panel stays off the board while the review is open."""
        self.reviews.replay_closed()
        if self.reviews.panel is not None:
            self.end_panel.hide()

    def place_overlays(self) -> None:
        """The end panel in the middle of the board, the last-move arrow at its edge."""
        view, panel = self.board_view, self.end_panel
        panel.setFixedWidth(max(200, panel.fit_width(view.width() - 40)))
        panel.adjustSize()
        panel.move((view.width() - panel.width()) // 2, (view.height() - panel.height()) // 2)
        self.cue.update_cue()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._quit_checked and not self._results_may_go():
            event.ignore()
            return
        self.settings.placement = current_placement(self).to_text()
        self.network.close()
        self.sounds.close()
        self.table.shutdown()
        super().closeEvent(event)

    def _results_may_go(self) -> bool:
        """At quit: results the disk refused exist only in memory; the player decides."""
        keeper = self.table.keeper
        if keeper is None:
            return True
        keeper.flush(timeout=1.0)  # a write just asked for is usually done in milliseconds
        unkept = keeper.unkept()
        if not unkept:
            return True
        if self.question is not None and self.question.objectName() != "quitUnkept":
            self.question.reject()  # the harmless answer; the quit question matters more
            self.question = None
        if self.question is None:
            self._ask(ask_quit_unkept(self, len(unkept), self._quit_anyway))
        return False

    def _quit_anyway(self) -> None:
        self._quit_checked = True
        self.close()
