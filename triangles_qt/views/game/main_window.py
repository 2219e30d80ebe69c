"""The main window: it places the parts and passes events between the table and them.

The parts each have a module of their own: the score panel, the board view
(with the end panel, the last-move arrow and the scoring marks over it),
the message bar under the board (which also holds the replay controls), the
facing strips of table mode, the actions and menus, the questions it asks,
and the result recorder. Nothing that appears or disappears moves the
board: the message bar never changes height and everything else that comes
and goes lies over the board.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QVBoxLayout, QWidget

from triangles_qt import background
from triangles_qt.i18n import LanguageManager, add_language_actions
from triangles_qt.model import Board, Game, Refusal
from triangles_qt.paths import data_dir
from triangles_qt.play.seats import SeatKind
from triangles_qt.play.settings import Settings
from triangles_qt.play.stats_bridge import StatsBridge
from triangles_qt.play.table import Table
from triangles_qt.play.telling import MESSAGE_MS, NOTICE_MS, MessageKind, Teller, Text
from triangles_qt.review import Review
from triangles_qt.review.store import load_review, save_review
from triangles_qt.session import GameSetup, KeeperNews, NewsKind, Outcome
from triangles_qt.views.board.last_move_cue import LastMoveCue
from triangles_qt.views.board.refusals import line_verdict, refusal_text
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.scoring_feedback import ScoringFeedback
from triangles_qt.views.board.view import BoardView, LineVerdict, Preview
from triangles_qt.views.dialogs.new_game import NewGameDialog
from triangles_qt.views.game import coach
from triangles_qt.views.game.actions import MainActions
from triangles_qt.views.game.end_panel import EndPanel
from triangles_qt.views.game.facing_strip import TableSides
from triangles_qt.views.game.keeper_news import KeeperNewsRelay, news_text
from triangles_qt.views.game.message_bar import MessageBar
from triangles_qt.views.game.names import Names, OpponentLister
from triangles_qt.views.game.questions import (
    Leaving,
    ask_after_failure,
    ask_leave_game,
    ask_quit_unkept,
    ask_resign,
)
from triangles_qt.views.game.replay_bar import ReplayBar
from triangles_qt.views.game.score_panel import ScorePanel
from triangles_qt.views.learn.review_window import ReviewWindow
from triangles_qt.views.look.style import app_style_sheet
from triangles_qt.views.look.theme import Theme, theme
from triangles_qt.views.look.window_geometry import (
    Placement,
    apply_placement,
    current_placement,
    fit_dialog,
    is_small,
    keep_frame_on_screen,
    restored_placement,
    screen_for,
)
from triangles_qt.views.network.presence import NetworkPresence
from triangles_qt.views.stats.window import StatisticsWindow, notice_message

# A window wider than this many times its height puts the tool bar on its left side.
SIDE_TOOLBAR_ASPECT = 1.3


def reviews_dir() -> Path:
    """Where finished reviews are kept, one file per game."""
    return data_dir() / "reviews"


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
        self._theme = theme(settings.theme)
        self._scene: BoardScene | None = None
        self._feedback: ScoringFeedback | None = None
        self._replaying = False
        self._shown_moves = 0
        self._preview_said = False
        self._before_full_screen = False  # whether leaving full screen gives a maximised window
        self.new_game_dialog: NewGameDialog | None = None
        self.failure_box: QMessageBox | None = None
        self.question: QMessageBox | None = None
        self.stats: StatsBridge | None = None
        self.keeper_news: KeeperNewsRelay | None = None
        self._quit_checked = False
        self.stats_window: StatisticsWindow | None = None
        self.about_dialog: QWidget | None = None
        self.review_window: ReviewWindow | None = None
        # Finished reviews, kept with their game (by id) so they open at once next time.
        self._reviews: dict[str, Review] = {}
        self.review_time_per_move: float | None = None  # None: the review's own default

        self.score_panel = ScorePanel(self)
        self.board_view = BoardView(self)
        self.board_view.setObjectName("boardView")
        self.board_view.set_judge(self._judge)
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

        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.facing[1])
        layout.addWidget(self.score_panel)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.facing[0])
        layout.addWidget(self.message_bar)
        self.setCentralWidget(central)

        self.actions_ = MainActions(self)
        self.actions_.build_menus(self.menuBar())
        self.toolbar = self.actions_.build_toolbar()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self._connect_actions()
        self.set_theme(self._theme.key, remember=False)
        self._set_reduce_motion(settings.reduce_motion)

        self.board_view.lineRequested.connect(self._on_line_requested)
        self.board_view.selectionChanged.connect(lambda _star: self._update_coach())
        self.board_view.previewChanged.connect(self._on_preview)
        self.board_view.pointerUsed.connect(self.board_view.hide_focus_ring)
        # The board's own size (not the window's: the tool bar may move) places the overlays.
        self.board_view.resized.connect(self._place_overlays)
        table.gameStarted.connect(self._on_game_started)
        # While the next board is made the old game is frozen: the board and buttons show it.
        table.preparingChanged.connect(self._refresh_panel)
        table.newGameFailed.connect(self._on_new_game_failed)
        table.movesChanged.connect(self._on_moves_changed)
        table.refused.connect(self._on_refused)
        table.thinkingChanged.connect(self._refresh_panel)
        table.gameFinished.connect(self._on_game_finished)
        table.gameAbandoned.connect(self._on_game_abandoned)
        table.opponentFailed.connect(self._on_opponent_failed)
        table.hints.ready.connect(self._on_hint)
        table.hints.failed.connect(self._on_hint_failed)
        self.end_panel.newGameClicked.connect(self.show_new_game)
        self.end_panel.lookClicked.connect(self.end_panel.hide)
        self.end_panel.replayClicked.connect(self.start_replay)
        self.replay_bar.positionChanged.connect(self._replay_to)
        self.replay_bar.closed.connect(self.stop_replay)
        self.message_bar.actionClicked.connect(self.show_help)
        self.message_bar.changed.connect(self._refresh_facing)
        self.network = NetworkPresence(table, self.teller, self.player_names, self)
        table.networkChanged.connect(self._refresh_panel)
        self.retranslate()

    # -- actions and menus ------------------------------------------------------

    def _connect_actions(self) -> None:
        a = self.actions_
        a.new.triggered.connect(self.show_new_game)
        a.undo.triggered.connect(self.undo)
        a.hint.triggered.connect(self.hint)
        a.resign.triggered.connect(self.ask_resign)
        a.replay.triggered.connect(self.start_replay)
        a.review.triggered.connect(self.show_review)
        a.stats.triggered.connect(self.show_statistics)
        a.quit.triggered.connect(self.close)
        a.fit.triggered.connect(self.board_view.fit)
        a.zoom_in.triggered.connect(lambda: self.board_view.zoom_by(1.25))
        a.zoom_out.triggered.connect(lambda: self.board_view.zoom_by(0.8))
        a.full_screen.toggled.connect(self.set_full_screen)
        a.highlight.toggled.connect(self._set_highlight)
        a.reduce_motion.setChecked(self.settings.reduce_motion)
        a.reduce_motion.toggled.connect(self._set_reduce_motion)
        for key, action in a.themes.items():
            action.triggered.connect(lambda _checked=False, k=key: self.set_theme(k))
        a.help.triggered.connect(self.show_help)
        a.keys.triggered.connect(self.show_keys)
        a.about.triggered.connect(self.show_about)
        # Short names the tests and older code use.
        self.new_action, self.undo_action, self.hint_action = a.new, a.undo, a.hint
        self.resign_action, self.stats_action = a.resign, a.stats
        self.fit_action, self.full_screen_action = a.fit, a.full_screen
        self.zoom_in_action, self.zoom_out_action = a.zoom_in, a.zoom_out
        self.reduce_motion_action, self.theme_actions = a.reduce_motion, a.themes
        self.help_action, self.about_action, self.review_action = a.help, a.about, a.review
        self.game_menu, self.view_menu, self.theme_menu = a.game_menu, a.view_menu, a.theme_menu
        self.language_menu, self.help_menu = a.language_menu, a.help_menu

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Triangles"))
        self.actions_.retranslate()
        self._refresh_panel()
        self._update_coach()
        if self.end_panel.isVisible():
            if self.table.abandoned:
                self._on_game_abandoned()
            else:
                self._show_end_panel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.actions_.full_screen.blockSignals(True)
            self.actions_.full_screen.setChecked(self.isFullScreen())
            self.actions_.full_screen.blockSignals(False)
        super().changeEvent(event)

    # -- theme and motion ---------------------------------------------------------

    def set_theme(self, key: str, remember: bool = True) -> None:
        self._theme = theme(key)
        if remember:
            self.settings.theme = self._theme.key
        for k, action in self.actions_.themes.items():
            action.setChecked(k == self._theme.key)
        if self._scene is not None:
            self._scene.set_theme(self._theme)
        self.score_panel.set_theme(self._theme)
        self.end_panel.set_theme(self._theme)
        self.message_bar.set_theme(self._theme)
        self.replay_bar.set_theme(self._theme)
        self.cue.set_theme(self._theme)
        self.table_sides.set_theme(self._theme)
        # One style for the window and every dialog it opens (they inherit it).
        self.setStyleSheet(app_style_sheet(self._theme))

    @property
    def current_theme(self) -> Theme:
        return self._theme

    def _set_highlight(self, on: bool) -> None:
        if self._scene is not None:
            self._scene.set_highlight_last(on)

    def _set_reduce_motion(self, on: bool) -> None:
        self.settings.reduce_motion = on
        self.board_view.set_reduce_motion(on)
        if self._scene is not None:
            self._scene.set_reduce_motion(on)

    @property
    def reduce_motion(self) -> bool:
        return self.actions_.reduce_motion.isChecked()

    # -- names --------------------------------------------------------------------

    def opponent_name(self, opponent_id: str | None, stored: str = "") -> str:
        """An opponent's name in the language on screen (``stored`` if it is not installed)."""
        return self.names.opponent(opponent_id, stored)

    def player_names(self) -> tuple[str, str]:
        """Display names; a blank name shows as "You", "Player 1" or "Player 2", translated."""
        return self.names.players(self.table.setup)

    # -- game events ----------------------------------------------------------------

    def _on_game_started(self) -> None:
        game = self.table.game
        assert game is not None
        self.stop_replay()
        self.end_panel.hide()
        # A refusal was about the old board; a notice (a damaged file...) still stands.
        self.message_bar.clear_kind(MessageKind.REFUSAL)
        if self._feedback is not None:
            self._feedback.clear()
            self._feedback.deleteLater()
        self._scene = BoardScene(game.board, self._theme, self)
        self._scene.set_highlight_last(self.actions_.highlight.isChecked())
        self._scene.set_reduce_motion(self.reduce_motion)
        self._scene.movesShown.connect(self.cue.update_cue)
        self._feedback = ScoringFeedback(self._scene, self)
        old = self.board_view.scene()
        self.board_view.set_board_scene(self._scene)
        if old is not None:
            old.deleteLater()
        self._shown_moves = game.move_count
        self._apply_table_mode()
        self._refresh_panel()
        self._update_coach()

    def _on_moves_changed(self) -> None:
        game = self.table.game
        if game is None or self._scene is None:
            return
        self.board_view.forget_verdicts()
        if not self._replaying:
            self._scene.show_moves(game.moves)
        new_line = game.move_count == self._shown_moves + 1
        self._shown_moves = game.move_count
        if new_line and not self._replaying:
            self._after_new_line(game)
        elif self._feedback is not None:
            self._feedback.clear()
        if not self.table.ended:
            self.end_panel.hide()
        self._refresh_panel()
        self._update_coach()

    def _after_new_line(self, game: Game) -> None:
        """A line was just drawn: celebrate what it closed, keep it in sight, stop coaching."""
        move = game.moves[-1]
        setup = self.table.setup
        assert self._feedback is not None and setup is not None
        self._feedback.show(move, self._theme, self.reduce_motion)
        if self.table.seat_kind(move.player) is not SeatKind.PERSON:
            # A computer's or the other device's line: brought into view, never coached.
            self.board_view.reveal_line(move.a, move.b)
        elif not self.settings.coached:
            self.settings.coached = True
            self.say(coach.well_done, ms=6000)
        if move.closed and game.play_again and not game.is_over:
            player = move.player
            self.say(
                lambda: self.tr("{0} closed a triangle and plays again.").format(
                    self.player_names()[player]
                )
            )

    def _refresh_panel(self, *_args: object) -> None:
        game = self.table.game
        if game is None:
            return
        ended = self.table.ended
        self.score_panel.set_state(
            self.player_names(),
            game.scores,
            game.current_player,
            ended,
            self.table.thinking,
            game.move_count,
            game.alive_triangles,
        )
        human = self.table.human_to_move() and not self._replaying
        self.board_view.set_interactive(human)
        a = self.actions_
        a.undo.setEnabled(self.table.can_undo() and not self._replaying)
        a.resign.setEnabled(self.table.can_resign() and not self._replaying)
        a.replay.setEnabled(game.move_count > 0)
        a.review.setEnabled(self.table.ended and game.move_count > 0)
        a.stats.setEnabled(self.stats is not None)
        a.hint.setEnabled(human and self.table.link is None)
        self._refresh_facing()

    def _on_line_requested(self, a: int, b: int) -> None:
        self.table.request_line(a, b)

    def _judge(self, a: int, b: int) -> LineVerdict:
        game = self.table.game
        if game is None:
            return LineVerdict(Refusal.GAME_OVER)
        return line_verdict(game, a, b)

    def _on_refused(self, a: int, b: int, reason: object) -> None:
        assert isinstance(reason, Refusal)
        game = self.table.game
        if self._scene is not None and game is not None:
            verdict = line_verdict(game, a, b)
            self._scene.flash_refused(a, b, verdict.stars_over, verdict.crossed)
        self._preview_said = False
        self.say(lambda: refusal_text(reason), MessageKind.REFUSAL)

    def _on_preview(self, preview: object) -> None:
        """Before release: say why the line under the pointer would be refused."""
        assert preview is None or isinstance(preview, Preview)
        verdict = preview.verdict if preview is not None else None
        if verdict is not None and verdict.reason is not None:
            reason = verdict.reason
            self._preview_said = True
            self.say(lambda: refusal_text(reason), MessageKind.REFUSAL, ms=0)
        elif self._preview_said:
            self._preview_said = False
            self.message_bar.clear_kind(MessageKind.REFUSAL)

    def _on_game_finished(self) -> None:
        self.board_view.clear_selection()
        self._refresh_panel()
        self._show_end_panel()
        if not self.settings.lessons_offered:
            # Once, after the first game: the lessons teach what the game just showed.
            self.settings.lessons_offered = True
            self.message_bar.say(
                lambda: self.tr("Learn the game's ideas in a few short lessons?"),
                MessageKind.INFO,
                NOTICE_MS * 2,
                action=(lambda: self.tr("Lessons"), self.show_lessons),
            )

    # -- messages and the coach ----------------------------------------------------

    def say(self, text: Text, kind: MessageKind = MessageKind.INFO, ms: int = MESSAGE_MS) -> None:
        """A message in the bar under the board; ``text`` is worked out again on a switch."""
        self.teller.say(text, kind, ms)

    def show_message(self, text: Text) -> None:
        """A non-blocking notice (e.g. a damaged file that was moved aside)."""
        self.teller.notice(text)

    def _update_coach(self) -> None:
        """On the first game, say what to do until the first line is drawn."""
        if self.settings.coached or not self.table.human_to_move() or self._replaying:
            self.message_bar.set_coach(None)
        else:
            picked = self.board_view.selected_star is not None
            self.message_bar.set_coach(coach.first_tip(picked), coach.help_button)

    # -- table mode --------------------------------------------------------------------

    @property
    def table_mode(self) -> bool:
        setup = self.table.setup
        return setup is not None and setup.table_mode and not setup.vs_computer

    def _apply_table_mode(self) -> None:
        on = self.table_mode
        self.score_panel.setVisible(not on)
        self.table_sides.set_visible(on)

    def _refresh_facing(self) -> None:
        """Each player's strip: name, score, and their prompt or the result, facing them."""
        game = self.table.game
        if game is None or not self.table_mode:
            return
        bar = self.message_bar
        refusal = bar.text() if bar.kind() is MessageKind.REFUSAL else ""
        to_play = refusal or QCoreApplication.translate("ScorePanel", "to play")
        self.table_sides.show_state(
            self.player_names(), game.scores, game.current_player, self.end_title_text(), to_play
        )

    # -- statistics ---------------------------------------------------------------

    def set_stats(self, stats: StatsBridge) -> None:
        self.stats = stats
        # The store opens off the UI thread: its notices arrive later, each once.
        stats.notice.connect(lambda n: self.show_message(lambda: notice_message(n)))
        for notice in stats.take_notices():
            self.show_message(lambda n=notice: notice_message(n))  # type: ignore[misc]
        self._refresh_panel()

    def end_note(self) -> str:
        """What the end panel says about the statistics, in the current language."""
        game, setup = self.table.game, self.table.setup
        if game is None or setup is None or not self.table.ended:
            return ""
        if self.table.resigned:
            return self.tr("You resigned: the game counts as a loss.")
        ended = self.table.outcome()
        if self.stats is None or ended is None:
            return ""
        kind, _winner = ended
        if not setup.vs_computer:
            return self.tr("Games between two players are kept out of the win/loss statistics.")
        if kind is Outcome.TIE:
            return self.tr("A tie counts neither as a win nor as a loss.")
        return ""

    def _on_new_game_failed(self, reason: str) -> None:
        self.show_message(
            lambda: self.tr("The new board could not be made ({0}); this game goes on.").format(
                reason
            )
        )

    def set_keeper_news(self, relay: KeeperNewsRelay) -> None:
        """Show what the game's keeper reports (a failing disk, a result kept for later)."""
        self.keeper_news = relay
        relay.news.connect(self._on_keeper_news)

    def _on_keeper_news(self, news: KeeperNews) -> None:
        if news.kind is NewsKind.RESULT_RECORDED:
            if self.stats_window is not None:
                self.stats_window.on_game_recorded()
            return
        if news_text(news):
            self.show_message(lambda: news_text(news))

    def show_statistics(self) -> None:
        if self.stats is None:
            return
        if self.stats_window is None:
            self.stats_window = StatisticsWindow(
                self.stats.store, self, writer=self.stats.writer, opponent_name=self.opponent_name
            )
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        self.stats_window.activateWindow()

    # -- endings ----------------------------------------------------------------------

    def _on_game_abandoned(self) -> None:
        self._refresh_panel()
        self.end_panel.show_abandoned(
            self.player_names(),
            self.table.game.scores if self.table.game else (0, 0),
            self.network.end_note(),
        )
        self._place_overlays()

    def _on_opponent_failed(self, failure: object) -> None:
        """Say which opponent failed and how; the player decides what happens (never blocking)."""
        from triangles_qt.play.catalog import failure_text
        from triangles_qt.plugins.contract import OpponentFailure

        assert isinstance(failure, OpponentFailure)
        self._refresh_panel()
        name = self.opponent_name(failure.opponent_id, failure.opponent_id)
        if self.failure_box is not None:
            self.failure_box.deleteLater()  # the last one was answered; keep one at most
        self.failure_box = ask_after_failure(
            self, failure, name, failure_text(failure), self.table.recover
        )
        fit_dialog(self.failure_box, self)

    def _show_end_panel(self) -> None:
        game, ended = self.table.game, self.table.outcome()
        if game is None or ended is None:
            return
        kind, winner = ended
        names = self.player_names()
        self.end_panel.show_result(
            kind, names[winner] if winner is not None else "", names, game.scores, self.end_note()
        )
        self._place_overlays()
        self._refresh_facing()

    def end_title(self) -> str:
        return self.end_panel.title_text() if self.end_panel.isVisible() else ""

    def end_title_text(self) -> str:
        """The ending in the rule book's words, whether or not the end panel is on show."""
        return self.end_panel.title_text() if self.table.ended else ""

    # -- undo, hint, resign, replay ----------------------------------------------------

    def undo(self) -> None:
        if not self._replaying:
            self.board_view.clear_selection()
            if self.table.undo() and self.table.link is not None:
                self.network.asked_undo()

    def hint(self) -> None:
        if self.table.request_hint():
            self.say(lambda: self.tr("Looking for a good line…"))

    def _on_hint(self, a: int, b: int) -> None:
        if self._scene is not None:
            self._scene.flash_hint(a, b)
            self.board_view.reveal_line(a, b)
        self.say(lambda: self.tr("Hint: try the highlighted line."))

    def _on_hint_failed(self, failure: object) -> None:
        self.say(lambda: self.tr("No hint right now."))

    def ask_resign(self) -> None:
        """Resign the game against the computer, after a question (it counts as a loss)."""
        if self.table.can_resign():
            self._ask(ask_resign(self, self.table.resign))

    def start_replay(self) -> None:
        game = self.table.game
        if game is None or game.move_count == 0:
            return
        self._replaying = True
        self.end_panel.hide()
        if self._feedback is not None:
            self._feedback.clear()
        self.board_view.set_interactive(False)
        self.message_bar.show_replay(True)
        self.replay_bar.start(game.moves, self.player_names)
        self._refresh_panel()
        self._update_coach()

    def show_review(self) -> None:
        """Open the Review window for the ended game (its review is made off the UI thread)."""
        game, setup = self.table.game, self.table.setup
        if game is None or setup is None or not self.table.ended or not game.move_count:
            return
        game_id = setup.game_id
        kept = self._reviews.get(game_id)
        if kept is not None:
            self._open_review(game_id, kept)
            return
        # A review kept on disk from before: read off the UI thread, then open.
        folder, copy = reviews_dir(), game.copy()
        background.run_off_ui(
            lambda: load_review(folder, game_id, copy),
            lambda found: self._open_review(game_id, found),
            self,
            name="review-load",
        )

    def _open_review(self, game_id: str, kept: object) -> None:
        game, setup = self.table.game, self.table.setup
        if game is None or setup is None or setup.game_id != game_id:
            return  # another game is on the table by now
        if self.review_window is not None:
            self.review_window.done(0)
            self.review_window.deleteLater()
        window = ReviewWindow(
            game,
            self.player_names(),
            kept if isinstance(kept, Review) else None,
            self.review_time_per_move,
            self,
        )
        window.reviewed.connect(lambda review: self._keep_review(game_id, review))
        window.jump.connect(self._review_jump)
        self.review_window = window
        fit_dialog(window, self)
        window.show()
        window.start()

    def _keep_review(self, game_id: str, review: object) -> None:
        """A finished review stays with its game: in memory, and on disk (off the UI thread)."""
        assert isinstance(review, Review)
        self._reviews[game_id] = review
        folder = reviews_dir()
        background.run_off_ui(
            lambda: save_review(folder, game_id, review), lambda _: None, self, name="review-save"
        )

    def _review_jump(self, index: int, a: int, b: int) -> None:
        """A mark was clicked: the moment before that line, with the better line shown."""
        if not self._replaying:
            self.start_replay()
        self.replay_bar.slider.setValue(index)
        if self._scene is not None:
            self._scene.flash_hint(a, b)
            self.board_view.reveal_line(a, b)

    def _replay_to(self, count: int) -> None:
        game = self.table.game
        if game is None or self._scene is None or not self._replaying:
            return
        self._scene.show_moves(game.moves[:count])

    def stop_replay(self) -> None:
        if not self._replaying:
            return
        self._replaying = False
        self.replay_bar.stop()
        self.message_bar.show_replay(False)
        self._on_moves_changed()
        if self.table.ended:
            # Back where the replay started: the end of the game, and its panel.
            if self.table.abandoned:
                self._on_game_abandoned()
            else:
                self._show_end_panel()

    @property
    def replaying(self) -> bool:
        return self._replaying

    # -- dialogs --------------------------------------------------------------------

    def phone_sized_screen(self) -> bool:
        """A screen whose shorter side is under 600 px gets the phone set of board sizes."""
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
        if self.new_game_dialog is not None:
            self.new_game_dialog.deleteLater()  # closed: keep one at most
        dialog = NewGameDialog(
            self.settings, self._list_opponents(), self.phone_sized_screen(), self
        )
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self.new_game_dialog = dialog
        fit_dialog(dialog, self)
        dialog.open()

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        setup = dialog.setup()
        network = dialog.network_mode()
        name = dialog.choices().names[0]

        def go() -> None:
            # Only now: "Keep playing" leaves the settings and the theme as they were.
            dialog.remember()
            if leaving is Leaving.RESIGNS:
                self.table.resign()
            self.set_theme(dialog.chosen_theme())
            if network == "host":
                self.network.host(setup, name)  # the game starts when the other joins
            elif network == "join":
                self.network.join(name)
            else:
                self.start_game(setup)

        leaving = Leaving.RESIGNS if self.table.can_resign() else Leaving.NOT_RECORDED
        if not self.table.in_progress():
            go()
            return

        self._ask(ask_leave_game(self, leaving, go))

    def _ask(self, box: QMessageBox) -> None:
        """Show a question over the window; it forgets the box once answered (it deletes itself)."""
        self.question = box
        box.finished.connect(self._question_answered)
        fit_dialog(box, self)

    def _question_answered(self) -> None:
        self.question = None

    def start_game(self, setup: GameSetup, board: Board | None = None) -> None:
        self.table.new_game(setup, board)

    def _open_help(self, keyboard: bool, lessons: bool = False) -> None:
        from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

        dialog = HowToPlayDialog(self._theme, self, self.settings)
        if keyboard:
            dialog.show_keyboard_page()
        if lessons:
            dialog.show_lessons_page()
        fit_dialog(dialog, self)
        dialog.show()

    def show_help(self) -> None:
        self._open_help(keyboard=False)

    def show_keys(self) -> None:
        self._open_help(keyboard=True)

    def show_lessons(self) -> None:
        """How to play, on its Lessons page."""
        self._open_help(keyboard=False, lessons=True)

    def set_languages(self, languages: LanguageManager) -> None:
        """Fill the Language menu; the choice is remembered in the settings."""
        self.languages = languages
        self._language_actions = add_language_actions(self.language_menu, languages)
        languages.languageChanged.connect(self._language_changed)

    def _language_changed(self, code: str) -> None:
        self.settings.language = code
        # Opponent names come from the plugins, in the new language.
        self._refresh_panel()

    def opponents_changed(self) -> None:
        """Discovery finished: names may have changed, and so may the New Game list."""
        self._refresh_panel()

    def show_about(self) -> None:
        from triangles_qt.views.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_dialog = dialog
        fit_dialog(dialog, self)
        dialog.show()

    # -- the window on the screen --------------------------------------------------------

    def place_on_screen(self, saved: str = "") -> None:
        """Show the window where it was last time, fitted to this screen (or sized to it)."""
        remembered = Placement.from_text(saved)
        # The screen it was on, if that screen is still there; else the primary one.
        screen = (
            QGuiApplication.screenAt(remembered.rect.center()) if remembered is not None else None
        ) or screen_for(self)
        if screen is None:
            self.show()
            return
        placement = restored_placement(remembered, screen.availableGeometry())
        # Full screen on a small screen: leaving it should give the maximised window.
        self._before_full_screen = is_small(screen.availableGeometry())
        apply_placement(self, placement)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The frame is known once shown: keep the title bar and edges on the screen.
        QTimer.singleShot(0, self, lambda: keep_frame_on_screen(self))  # dropped if gone

    def set_full_screen(self, on: bool) -> None:
        if on and not self.isFullScreen():
            self._before_full_screen = self.isMaximized()
            self.showFullScreen()
        elif not on and self.isFullScreen():
            if self._before_full_screen:
                self.showMaximized()
            else:
                self.showNormal()

    def bring_to_front(self) -> None:
        """Another start of the app asked for this window: show it on top."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.set_full_screen(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_toolbar()

    def _place_toolbar(self) -> None:
        """Landscape windows keep their height for the board: the tool bar goes to the side."""
        side = self.width() > SIDE_TOOLBAR_ASPECT * self.height()
        area = Qt.ToolBarArea.LeftToolBarArea if side else Qt.ToolBarArea.TopToolBarArea
        if self.toolBarArea(self.toolbar) != area:
            self.addToolBar(area, self.toolbar)
            self.toolbar.show()
            self.actions_.orient_toolbar(side)

    def _place_overlays(self) -> None:
        view = self.board_view
        panel = self.end_panel
        width = min(view.width() - 40, max(420, panel.sizeHint().width()))
        panel.setFixedWidth(max(200, width))
        panel.adjustSize()
        panel.move((view.width() - panel.width()) // 2, (view.height() - panel.height()) // 2)
        self.cue.update_cue()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._quit_checked and not self._results_may_go():
            event.ignore()
            return
        self.settings.placement = current_placement(self).to_text()
        self.network.close()
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

    def outcome(self) -> Outcome | None:
        ended = self.table.outcome()
        return ended[0] if ended is not None else None
