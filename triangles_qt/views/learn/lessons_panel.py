"""The Lessons page of How to play: a tiny board, a task, and feedback in plain words.

The boards and the checks are in :mod:`triangles_qt.lessons` (Qt-free);
this page shows them, takes the player's line (tap, swipe or keys, as on
the real board), asks the rules and the lesson, and explains. A line that
does not do the task is explained and not kept, so the player tries again
on the same board. Done lessons are remembered in the settings.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.lessons import GOOD, LESSONS, Judgement, Lesson
from triangles_qt.model import Game, Refusal
from triangles_qt.play.settings import Settings
from triangles_qt.views.board.refusals import line_verdict, refusal_text
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.view import BoardView, LineVerdict
from triangles_qt.views.game.names import default_player_name
from triangles_qt.views.game.spoken import Seats
from triangles_qt.views.learn.practice_speech import PracticeSpeech
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.theme import NEBULA, Theme


class LessonsPanel(QWidget):
    """One lesson at a time, with the list of all of them beside it."""

    def __init__(
        self, settings: Settings, theme: Theme = NEBULA, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessons")
        self._settings = settings
        self._theme = theme
        self._index = 0
        self._game: Game | None = None
        self._feedback: Judgement | None = None
        self._refusal: Refusal | None = None  # the rules' reason, when they refused the line
        self.list = QListWidget(self)
        self.list.setObjectName("lessonList")
        self.list.setMaximumWidth(260)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self.open_lesson)
        self.title = QLabel(self)
        self.title.setObjectName("lessonTitle")
        relative_font(self.title, 1.25, bold=True)
        self.task = QLabel(self)
        self.task.setObjectName("lessonTask")
        self.task.setWordWrap(True)
        self.board = BoardView(self)
        self.board.setObjectName("lessonBoard")
        self.board.setMinimumSize(320, 240)
        self.board.set_judge(self._judge)
        self.board.lineRequested.connect(self._line)
        self.speech = PracticeSpeech(
            self.board,
            lambda: self._game,
            lambda: Seats((default_player_name(0), default_player_name(1)), None),
            self._page_text,
        )
        self.feedback = QLabel(self)
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.again = QPushButton(self)
        self.again.setObjectName("lessonAgain")
        self.again.clicked.connect(lambda: self.open_lesson(self._index))
        self.next = QPushButton(self)
        self.next.setObjectName("lessonNext")
        self.next.clicked.connect(self._next)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again)
        buttons.addWidget(self.next)
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.task)
        right.addWidget(self.board, 1)
        right.addWidget(self.feedback)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(right, 1)
        for _lesson in LESSONS:
            QListWidgetItem("", self.list)
        first_open = next((n for n, item in enumerate(LESSONS) if item.id not in self.done()), 0)
        self.list.setCurrentRow(first_open)
        self.open_lesson(first_open)

    # -- progress -------------------------------------------------------------------------

    def done(self) -> set[str]:
        return self._settings.lessons_done()

    @property
    def lesson(self) -> Lesson:
        return LESSONS[self._index]

    @property
    def game(self) -> Game:
        assert self._game is not None
        return self._game

    # -- one lesson -------------------------------------------------------------------------

    def open_lesson(self, index: int) -> None:
        """Show lesson ``index`` from its start."""
        if not 0 <= index < len(LESSONS):
            return
        self._index = index
        if self.list.currentRow() != index:
            self.list.setCurrentRow(index)
        self._game = LESSONS[index].game()
        self._feedback = None
        self._refusal = None
        scene = BoardScene(self._game.board, self._theme, self)
        old = self.board.scene()
        self.board.set_board_scene(scene)
        if old is not None:
            old.deleteLater()
        scene.show_moves(self._game.moves)
        self.board.set_interactive(True)
        self.board.fit()
        self.retranslate()

    def _judge(self, a: int, b: int) -> LineVerdict:
        return line_verdict(self.game, a, b)

    def _line(self, a: int, b: int) -> None:
        game = self.game
        self._refusal = game.refusal(a, b)
        if self._refusal is not None:
            self._feedback = None
            self.retranslate()
            return
        judgement = self.lesson.judge(game, a, b)
        if judgement in GOOD:
            game.play(a, b)
            scene = self.board.scene()
            if isinstance(scene, BoardScene):
                scene.show_moves(game.moves)
        if judgement is Judgement.DONE:
            self._settings.set_lesson_done(self.lesson.id)
            self.board.set_interactive(False)
        self._feedback = judgement
        self.retranslate()

    def _next(self) -> None:
        self.open_lesson(min(self._index + 1, len(LESSONS) - 1))

    # -- texts ---------------------------------------------------------------------------------

    def _texts(self, lesson_id: str) -> tuple[str, str, str]:
        """A lesson's title, task and the words when it is done."""
        return {
            "first_line": (
                self.tr("Drawing a line"),
                self.tr("Draw a line: tap a star, then another; or swipe from one to the other."),
                self.tr("That is a line. It may not cross a line, repeat one or pass over a star."),
            ),
            "close_triangle": (
                self.tr("Closing a triangle"),
                self.tr("Two sides of a triangle are drawn. Draw the third side to close it."),
                self.tr("Closed: a triangle with no star in it scores a point."),
            ),
            "star_inside": (
                self.tr("A star inside scores nothing"),
                self.tr("Score a point: close a triangle with no star inside it."),
                self.tr("A point! The big triangle would have scored nothing: a star is inside."),
            ),
            "two_at_once": (
                self.tr("Two triangles with one line"),
                self.tr("Close two triangles with one line."),
                self.tr("Two points with one line: it was a side of both triangles."),
            ),
            "no_gift": (
                self.tr("Never draw the second side"),
                self.tr(
                    "Draw a line that gives the other player nothing: not the second side of "
                    "a triangle."
                ),
                self.tr("Safe: after this line no triangle can be closed."),
            ),
            "shared_gift": (
                self.tr("Taking turns, a gift is shared"),
                self.tr(
                    "Every line here lets the other player score. Without “play again”, "
                    "closing a triangle ends the turn, and a triangle it opens next is yours. "
                    "Give the gift that costs you least."
                ),
                self.tr(
                    "Right: two triangles in a row are shared, one each, and then the other "
                    "player must give."
                ),
            ),
            "chain": (
                self.tr("Play again: take the chain"),
                self.tr(
                    "With “play again”, closing a triangle gives you another line. Take every "
                    "triangle you can, one line after another."
                ),
                self.tr("All taken: with “play again”, a chain of triangles is yours in one turn."),
            ),
            "whole_gift": (
                self.tr("When every line is a gift"),
                self.tr(
                    "The board of “{0}”, now with “play again”: the other player takes a gift "
                    "whole, triangle after triangle. Give away as little as you can."
                ).format(self.tr("Taking turns, a gift is shared")),
                self.tr(
                    "Right: the smallest gift, a lone triangle. Sometimes giving is all that is "
                    "left."
                ),
            ),
            "keep_control": (
                self.tr("Keep control: leave the last two"),
                self.tr(
                    "The chain above the row of stars is open to you, and another waits below. "
                    "Take triangles, but leave the last two: give both away with one line, so "
                    "that the other player must then open the chain below."
                ),
                self.tr(
                    "Control kept: the other player takes the two with one line, then must open "
                    "the chain below, and its four triangles are yours."
                ),
            ),
            "count_safe": (
                self.tr("Count the safe lines"),
                self.tr(
                    "Only a few safe lines are left; after them every line gives. Players draw "
                    "safe lines in turn, and whoever runs out first must open a chain. Draw a "
                    "safe line so that the other player runs out first."
                ),
                self.tr(
                    "Right: two safe lines are left, one for each of you; then the other player "
                    "must open a chain."
                ),
            ),
        }[lesson_id]

    def _feedback_text(self) -> str:
        if self._refusal is not None:
            return refusal_text(self._refusal)
        feedback = self._feedback
        if feedback is None:
            return ""
        if feedback is Judgement.DONE:
            return self._texts(self.lesson.id)[2]
        if feedback is Judgement.AGAIN and self.lesson.id == "keep_control":
            return self.tr("A triangle! You play again: take on, but leave the last two.")
        return {
            Judgement.AGAIN: self.tr("A triangle! You play again: close the next one."),
            Judgement.NO_TRIANGLE: self.tr(
                "That line closes no triangle. Look for a triangle with two sides drawn."
            ),
            Judgement.STAR_INSIDE: self.tr(
                "That triangle has a star inside: it would score nothing. Try another."
            ),
            Judgement.ONE_TRIANGLE: self.tr(
                "That closes one triangle. One line can close two: find it."
            ),
            Judgement.GIFT: self.tr(
                "That is the second side of a triangle: the other player would close it. "
                "Try another."
            ),
            Judgement.BIGGER_GIFT: self.tr(
                "That gives away more than you need to. Find a smaller gift."
            ),
            Judgement.TAKE_LEFT: self.tr("A triangle could still be closed: take it first."),
            Judgement.LONE_GIFT: self.tr(
                "A lone triangle: the other player closes it, nothing comes back, and you "
                "must give again. Try another."
            ),
            Judgement.ODD_CHAIN: self.tr(
                "Three in a row are shared: two for the other player, one for you, and then you "
                "must give again. Try another."
            ),
            Judgement.LAST_TWO: self.tr(
                "Closing that leaves fewer than two to give away: you would have to open the "
                "chain below yourself. Leave the last two."
            ),
            Judgement.COUNT: self.tr(
                "Safe, but count again: after it the other player can leave you without a "
                "safe line."
            ),
        }.get(feedback, "")

    def _page_text(self) -> str:
        """The page's words, for the board's description."""
        parts = (self.title.text(), self.task.text(), self.feedback.text())
        return " ".join(part for part in parts if part)

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Lessons"))
        self.list.setAccessibleDescription(
            self.tr("Short lessons in order, each a task on a small board: choose one.")
        )
        self.board.setAccessibleName(self.tr("Lesson board"))
        done = self.done()
        for row, item in enumerate(LESSONS):
            entry = self.list.item(row)
            if entry is not None:
                mark = "✓ " if item.id in done else ""
                entry.setText(f"{mark}{row + 1}. {self._texts(item.id)[0]}")
                spoken = f"{row + 1}. {self._texts(item.id)[0]}"
                if item.id in done:
                    spoken = self.tr("{0}, done").format(spoken)
                entry.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        title, task, _ = self._texts(self.lesson.id)
        self.title.setText(title)
        self.task.setText(task)
        self.feedback.setText(self._feedback_text())
        self.speech.feedback(self.feedback.text())
        good = self._feedback in GOOD
        color = self._theme.highlight if good else self._theme.refused
        shown = self._feedback is not None or self._refusal is not None
        self.feedback.setStyleSheet(f"color: {color.name()};" if shown else "")
        self.again.setText(self.tr("Start again"))
        self.again.setToolTip(self.tr("Put the lesson's board back as it began."))
        self.next.setText(self.tr("Next lesson"))
        self.next.setToolTip(self.tr("Go on to the next lesson."))
        self.next.setEnabled(self._index < len(LESSONS) - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
