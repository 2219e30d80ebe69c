"""What the table says, shown on the board, the panels and the message bar.

The presenter reacts to the table (a game started, lines changed, a line
refused, the game ended) and keeps the parts of the game window in step:
the board's scene and what moves on it (a new line drawn on, the "+1", the
"Again!" cue, the end of the game celebrated: only the picture moves, the
game and the next player never wait for it), the score panel and the buttons
(brought up to date once per turn of the event loop, however many things
changed), the coach's tip, the strips of table mode, and the replay. The
window holds the parts; the presenter decides nothing the rules decide.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from triangles_qt.model import Game, Move, Refusal
from triangles_qt.play.seats import SeatKind
from triangles_qt.play.settings import Settings
from triangles_qt.play.table import Table
from triangles_qt.play.telling import NOTICE_MS, MessageKind, Teller
from triangles_qt.views.board.again_cue import AgainCue
from triangles_qt.views.board.celebration import Celebration
from triangles_qt.views.board.last_move_cue import LastMoveCue
from triangles_qt.views.board.motion import LineMotion, Mover
from triangles_qt.views.board.refusals import line_verdict, refusal_text
from triangles_qt.views.board.review_marks import ReviewMark, ReviewMarks
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.scoring_feedback import ScoringFeedback
from triangles_qt.views.board.view import BoardView, LineVerdict, Preview
from triangles_qt.views.game import coach
from triangles_qt.views.game.actions import MainActions
from triangles_qt.views.game.end_panel import EndPanel
from triangles_qt.views.game.endings import Endings
from triangles_qt.views.game.facing_strip import TableSides
from triangles_qt.views.game.message_bar import MessageBar
from triangles_qt.views.game.names import shown_as_you
from triangles_qt.views.game.replay_bar import ReplayBar
from triangles_qt.views.game.score_panel import ScorePanel
from triangles_qt.views.look.theme import Theme
from triangles_qt.views.network.presence import NetworkPresence


class GameWindow(Protocol):
    """The parts of the game window the presenter keeps in step (views/game/main_window.py)."""

    score_panel: ScorePanel
    board_view: BoardView
    end_panel: EndPanel
    cue: LastMoveCue
    message_bar: MessageBar
    replay_bar: ReplayBar
    table_sides: TableSides
    actions_: MainActions
    settings: Settings
    teller: Teller
    endings: Endings
    network: NetworkPresence

    @property
    def current_theme(self) -> Theme: ...

    @property
    def reduce_motion(self) -> bool: ...

    def player_names(self) -> tuple[str, str]: ...

    def show_lessons(self) -> None: ...

    def place_overlays(self) -> None: ...


class GamePresenter(QObject):
    """Keeps the game window's parts in step with the table."""

    def __init__(self, table: Table, window: GameWindow, parent: QObject) -> None:
        super().__init__(parent)
        self.table = table
        self._w = window
        self.scene: BoardScene | None = None
        self.feedback: ScoringFeedback | None = None
        self.motion: LineMotion | None = None
        self.again: AgainCue | None = None
        self.celebration: Celebration | None = None
        self.review_marks: ReviewMarks | None = None
        """The chosen mark of the review on the board (its lines and stars' names)."""
        self._mark: ReviewMark | None = None
        self._replaying = False
        # The replayed moment as a game of its own (its score, whose turn, what is left).
        self._replay_game: Game | None = None
        self._shown_moves = 0
        self._preview_said = False
        self._refresh_pending = False
        self.stats_available = False
        """The statistics are there to open (the Statistics action is on)."""
        view = window.board_view
        view.set_judge(self._judge)
        view.lineRequested.connect(table.request_line)
        view.selectionChanged.connect(lambda _star: self.update_coach())
        view.previewChanged.connect(self._on_preview)
        view.pointerUsed.connect(view.hide_focus_ring)
        table.gameStarted.connect(self._on_game_started)
        # While the next board is made the old game is frozen: the board and buttons show it.
        for changed in (table.preparingChanged, table.thinkingChanged, table.networkChanged):
            changed.connect(self._refresh_panel)
        table.newGameFailed.connect(self._on_new_game_failed)
        table.movesChanged.connect(self._on_moves_changed)
        table.refused.connect(self._on_refused)
        table.gameFinished.connect(self._on_game_finished)
        table.gameAbandoned.connect(self._on_game_ended)
        table.opponentFailed.connect(self._on_opponent_failed)
        table.hints.ready.connect(self._on_hint)
        table.hints.failed.connect(
            lambda _failure: window.teller.say(
                lambda: QCoreApplication.translate("MainWindow", "No hint right now.")
            )
        )
        window.end_panel.replayClicked.connect(self.start_replay)
        window.replay_bar.positionChanged.connect(self._replay_to)
        window.replay_bar.closed.connect(self.stop_replay)
        window.message_bar.changed.connect(self._refresh_facing)

    def set_theme(self, theme: Theme) -> None:
        if self.scene is not None:
            self.scene.set_theme(theme)
        if self.review_marks is not None:
            self.review_marks.restyle()

    def set_highlight(self, on: bool) -> None:
        if self.scene is not None:
            self.scene.set_highlight_last(on)

    def set_reduce_motion(self, on: bool) -> None:
        if self.scene is not None:
            self.scene.set_reduce_motion(on)
        if on:
            self._settle_motion()

    def _settle_motion(self, celebration: bool = False) -> None:
        """Whatever moves on the board jumps to its end (and the cues go); the game is as it was."""
        if self.motion is not None:
            self.motion.finish()
        if self.again is not None:
            self.again.clear()
        if celebration and self.celebration is not None:
            self.celebration.clear()

    def _on_game_started(self) -> None:
        game = self.table.game
        assert game is not None
        self.stop_replay()
        self._w.end_panel.hide()
        # A refusal was about the old board; a notice (a damaged file...) still stands.
        self._w.message_bar.clear_kind(MessageKind.REFUSAL)
        for old_part in (self.feedback, self.motion, self.again, self.celebration):
            if old_part is not None:
                old_part.deleteLater()
        self._settle_motion(celebration=True)
        if self.feedback is not None:
            self.feedback.clear()
        self.scene = BoardScene(game.board, self._w.current_theme, self._w.board_view)
        self.scene.set_highlight_last(self._w.actions_.highlight.isChecked())
        self.scene.set_reduce_motion(self._w.reduce_motion)
        self.scene.movesShown.connect(self._w.cue.update_cue)
        self.feedback = ScoringFeedback(self.scene, self)
        self.motion = LineMotion(self.scene, self)
        self.again = AgainCue(self.scene, self)
        self.celebration = Celebration(self.scene, self)
        self.review_marks = ReviewMarks(self.scene)
        self._mark = None
        old = self._w.board_view.scene()
        self._w.board_view.set_board_scene(self.scene)
        if old is not None:
            old.deleteLater()
        self._shown_moves = game.move_count
        on = self.table_mode
        self._w.score_panel.setVisible(not on)
        self._w.table_sides.set_visible(on)
        self.refresh_now()
        self.update_coach()

    def _on_moves_changed(self) -> None:
        game = self.table.game
        if game is None or self.scene is None:
            return
        self._w.board_view.forget_verdicts()
        if not self._replaying:
            self.scene.show_moves(game.moves)
        new_line = game.move_count == self._shown_moves + 1
        self._shown_moves = game.move_count
        if new_line and not self._replaying:
            self._after_new_line(game)
        else:
            self._settle_motion()
            if self.feedback is not None:
                self.feedback.clear()
        if not self.table.ended:
            self._w.end_panel.hide()
        # The board takes (or stops taking) lines at once; the panel and the buttons follow
        # once, with whatever else this line changes (a computer starts or stops thinking).
        self._w.board_view.set_interactive(self._may_draw())
        self._refresh_panel()
        self.update_coach()

    def _after_new_line(self, game: Game) -> None:
        """A line was just drawn: draw it on, celebrate what it closed, keep it in sight, stop
        coaching. The game has the line already; only its picture is animated."""
        move = game.moves[-1]
        assert self.feedback is not None and self.motion is not None and self.again is not None
        theme, still = self._w.current_theme, self._w.reduce_motion
        here = self.table.seat_kind(move.player) is SeatKind.PERSON
        landing = self.motion.play(move, Mover.HERE if here else Mover.AWAY, still)
        self.feedback.show(move, theme, still, landing)
        again = bool(move.closed and game.play_again and not game.is_over)
        if again:
            self.again.show(move, theme, still, landing)
        else:
            self.again.clear()
        if not here:
            # A computer's or the other device's line: brought into view, never coached.
            self._w.board_view.reveal_line(move.a, move.b)
        elif not self._w.settings.coached:
            self._w.settings.coached = True
            self._w.teller.say(coach.well_done, ms=6000)
        if again:
            self._say_plays_again(move)

    def _say_plays_again(self, move: Move) -> None:
        """Says "… closed a triangle and plays again", or two triangles (a line closes two at
        most), to the person here as "You"."""
        player, double = move.player, len(move.closed) > 1
        if shown_as_you(self.table.setup, player):
            if double:
                self._w.teller.say(
                    lambda: QCoreApplication.translate(
                        "MainWindow", "You closed two triangles and play again."
                    )
                )
            else:
                self._w.teller.say(
                    lambda: QCoreApplication.translate(
                        "MainWindow", "You closed a triangle and play again."
                    )
                )
            return
        names = self._w.player_names  # (read when said: a name follows the language)
        if double:
            self._w.teller.say(
                lambda: QCoreApplication.translate(
                    "MainWindow", "{0} closed two triangles and plays again."
                ).format(names()[player])
            )
        else:
            self._w.teller.say(
                lambda: QCoreApplication.translate(
                    "MainWindow", "{0} closed a triangle and plays again."
                ).format(names()[player])
            )

    def _refresh_panel(self, *_args: object) -> None:
        """Bring the panel and buttons up to date on the next turn of the event loop, once,
        however many things changed meanwhile (a computer's reply changes several)."""
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self.refresh_now)

    def _may_draw(self) -> bool:
        """The person at this screen may draw now (not while a replay is shown)."""
        return self.table.human_to_move() and not self._replaying

    def _shown(self) -> tuple[Game, bool] | None:
        """The game as the board shows it, and whether it is over there: the table's game,
        or during a replay the moment replayed (over only at its end, if the game ended)."""
        game = self.table.game
        if game is None:
            return None
        shown = self._replay_game if self._replaying else None
        if shown is None or shown.move_count == game.move_count:
            return (game if shown is None else shown), self.table.ended
        return shown, False

    def refresh_now(self) -> None:
        self._refresh_pending = False
        game, table = self.table.game, self.table
        moment = self._shown()
        if game is None or moment is None:
            return
        shown, over = moment
        self._w.score_panel.set_state(
            self._w.player_names(),
            shown.scores,
            shown.current_player,
            over,
            table.thinking and not self._replaying,
            shown.move_count,
            None if over else shown.most_still_to_win,
        )
        human = self._may_draw()
        self._w.board_view.set_interactive(human)
        a = self._w.actions_
        a.undo.setEnabled(table.can_undo() and not self._replaying)
        a.redo.setEnabled(table.can_redo() and not self._replaying)
        a.resign.setEnabled(table.can_resign() and not self._replaying)
        a.replay.setEnabled(game.move_count > 0)
        a.review.setEnabled(table.ended and game.move_count > 0)
        a.stats.setEnabled(self.stats_available)
        a.hint.setEnabled(human and table.link is None)
        self._refresh_facing()

    def _judge(self, a: int, b: int) -> LineVerdict:
        game = self.table.game
        return LineVerdict(Refusal.GAME_OVER) if game is None else line_verdict(game, a, b)

    def _on_refused(self, a: int, b: int, reason: object) -> None:
        assert isinstance(reason, Refusal)
        game = self.table.game
        if self.scene is not None and game is not None:
            verdict = line_verdict(game, a, b)
            self.scene.flash_refused(a, b, verdict.stars_over, verdict.crossed)
        self._preview_said = False
        self._w.teller.say(lambda: refusal_text(reason), MessageKind.REFUSAL)

    def _on_preview(self, preview: object) -> None:
        """Before release: say why the line under the pointer would be refused."""
        assert preview is None or isinstance(preview, Preview)
        verdict = preview.verdict if preview is not None else None
        if verdict is not None and verdict.reason is not None:
            reason = verdict.reason
            self._preview_said = True
            self._w.teller.say(lambda: refusal_text(reason), MessageKind.REFUSAL, ms=0)
        elif self._preview_said:
            self._preview_said = False
            self._w.message_bar.clear_kind(MessageKind.REFUSAL)

    def _on_game_finished(self) -> None:
        self._w.board_view.clear_selection()
        self._on_game_ended()
        if not self._w.settings.lessons_offered:
            # Once, after the first game: the lessons teach what the game just showed.
            self._w.settings.lessons_offered = True
            self._w.teller.say(
                lambda: QCoreApplication.translate(
                    "MainWindow", "Learn the game's ideas in a few short lessons?"
                ),
                MessageKind.INFO,
                NOTICE_MS * 2,
                action=(
                    lambda: QCoreApplication.translate("MainWindow", "Lessons"),
                    self._w.show_lessons,
                ),
            )

    def _on_game_ended(self) -> None:
        self.refresh_now()
        self._w.endings.show()
        self._refresh_facing()
        self._celebrate(still=self._w.reduce_motion)

    def _celebrate(self, still: bool) -> None:
        """A win or a tie lights the board once the last line is drawn on (not a game
        ended without a result)."""
        game, ending, setup = self.table.game, self.table.ending, self.table.setup
        if game is None or ending is None or setup is None or self.celebration is None:
            return
        if ending.outcome(setup) is None:
            return
        after = self.motion.remaining_ms() + 200 if self.motion is not None else 0
        self.celebration.show(game.moves, ending.winner, still, after)

    def _on_opponent_failed(self, failure: object) -> None:
        self.refresh_now()
        self._w.endings.opponent_failed(failure)

    def _on_new_game_failed(self, reason: str) -> None:
        self._w.teller.notice(
            lambda: QCoreApplication.translate(
                "MainWindow", "The new board could not be made ({0}); this game goes on."
            ).format(reason)
        )

    def update_coach(self) -> None:
        """On the first game, say what to do until the first line is drawn."""
        if self._w.settings.coached or not self.table.human_to_move() or self._replaying:
            self._w.message_bar.set_coach(None)
        else:
            picked = self._w.board_view.selected_star is not None
            self._w.message_bar.set_coach(coach.first_tip(picked), coach.help_button)

    # -- table mode --------------------------------------------------------------------

    @property
    def table_mode(self) -> bool:
        setup = self.table.setup
        return setup is not None and setup.table_mode and not setup.vs_computer

    def _refresh_facing(self) -> None:
        """Each player's strip: name, score, and their prompt or the result, facing them
        (during a replay, at the moment replayed)."""
        moment = self._shown()
        if moment is None or not self.table_mode:
            return
        shown, over = moment
        bar = self._w.message_bar
        refusal = bar.text() if bar.kind() is MessageKind.REFUSAL else ""
        to_play = refusal or QCoreApplication.translate("ScorePanel", "to play")
        self._w.table_sides.show_state(
            self._w.player_names(),
            shown.scores,
            shown.current_player,
            self._w.endings.title_text() if over else "",
            to_play,
        )

    def undo(self) -> None:
        if not self._replaying:
            self._w.board_view.clear_selection()
            if self.table.undo() and self.table.link is not None:
                self._w.network.asked_undo()

    def redo(self) -> None:
        if not self._replaying:
            self._w.board_view.clear_selection()
            self.table.redo()

    def hint(self) -> None:
        if self.table.request_hint():
            self._w.teller.say(
                lambda: QCoreApplication.translate("MainWindow", "Looking for a good line…")
            )

    def _on_hint(self, a: int, b: int) -> None:
        if self.scene is not None:
            self.scene.flash_hint(a, b)
            self._w.board_view.reveal_line(a, b)
        self._w.teller.say(
            lambda: QCoreApplication.translate("MainWindow", "Hint: try the highlighted line.")
        )

    def start_replay(self) -> None:
        game = self.table.game
        if game is None or game.move_count == 0:
            return
        self._replaying = True
        self._replay_game = Game(game.board, play_again=game.play_again)
        self._w.end_panel.hide()
        self._settle_motion(celebration=True)
        if self.feedback is not None:
            self.feedback.clear()
        self._w.board_view.set_interactive(False)
        self._w.message_bar.show_replay(True)
        self._w.replay_bar.start(game.moves, self._w.player_names)
        self.refresh_now()
        self.update_coach()

    def review_jump(self, index: int, a: int, b: int) -> None:
        """A mark was chosen: the moment before that line, with the line drawn and the better
        line ``a``-``b`` over it, their stars named; they stay while that moment is shown."""
        game = self.table.game
        if game is None or self.scene is None or not 0 <= index < game.move_count:
            return
        drawn = game.moves[index]
        self._mark = ReviewMark(index, (drawn.a, drawn.b), (a, b))
        if not self._replaying:
            self.start_replay()
        self._w.replay_bar.slider.setValue(index)
        self._show_mark()
        self._w.board_view.reveal_line(a, b)

    def clear_review_mark(self) -> None:
        """The review closed: its mark leaves the board."""
        self._mark = None
        self._show_mark()

    def _show_mark(self) -> None:
        """The chosen mark is drawn while the replay shows its moment, and only then."""
        marks, mark = self.review_marks, self._mark
        if marks is None:
            return
        if mark is None or not self._replaying or self._w.replay_bar.position != mark.index:
            marks.clear()
        elif marks.mark != mark or not marks.visible:
            names = self._w.board_view.star_names
            stars = {*mark.played, *mark.better}
            marks.show(mark, {star: names.of(star) for star in stars})

    def _replay_to(self, count: int) -> None:
        game = self.table.game
        if game is not None and self.scene is not None and self._replaying:
            self.scene.show_moves(game.moves[:count])
            self._step_replay_game(game, count)
            self._show_mark()
            self.refresh_now()

    def _step_replay_game(self, game: Game, count: int) -> None:
        """Bring the replayed game to ``count`` lines: forwards by playing them, back by undo
        (a step costs microseconds; the whole of a 180-star game some milliseconds)."""
        shown = self._replay_game
        if shown is None:
            return
        while shown.move_count > count:
            shown.undo()
        for move in game.moves[shown.move_count : count]:
            shown.play(move.a, move.b)

    def stop_replay(self) -> None:
        if not self._replaying:
            return
        self._replaying = False
        self._replay_game = None
        self._mark = None
        self._show_mark()
        self._w.replay_bar.stop()
        self._w.message_bar.show_replay(False)
        self._on_moves_changed()
        if self.table.ended:
            self._w.endings.show()  # back where the replay started: the end of the game
            self._celebrate(still=True)

    @property
    def replaying(self) -> bool:
        return self._replaying
