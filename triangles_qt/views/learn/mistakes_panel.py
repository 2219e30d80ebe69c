"""Learn from your mistakes: each costly line of the player's, replayed as a puzzle.

The exercises and their judging are Qt-free
(:mod:`triangles_qt.puzzles.mistakes`). This page shows one at a time on
the real board (tap, swipe or keys): the position before the costly line,
that line dashed, the task "find a better line". A new line is judged off
the UI thread (the exact search, or the review's playouts) while the page
says it is judging; a line that falls short is explained in the lessons'
words and taken back, and after two tries (or when asked) the review's
better line is drawn and explained.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLineF, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from triangles_qt import background
from triangles_qt.model import Game
from triangles_qt.puzzles.explain import LineFacts, Miss
from triangles_qt.puzzles.mistakes import (
    JUDGE_SECONDS,
    Answer,
    Basis,
    Exercise,
    Judgement,
    judge,
)
from triangles_qt.views.board.refusals import line_verdict, refusal_text
from triangles_qt.views.board.scene import Z_MARK, BoardScene
from triangles_qt.views.board.view import BoardView, LineVerdict
from triangles_qt.views.game.spoken import Seats
from triangles_qt.views.learn.practice_speech import PracticeSpeech
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.theme import NEBULA, Theme

_log = logging.getLogger(__name__)

#: Tries before the better line is shown.
TRIES = 2
#: Pixels an item's text is measured narrower than the list (the style sheet's item padding).
ITEM_PADDING = 16


class Stage(enum.Enum):
    """Where the player is in one exercise."""

    SOLVING = "solving"
    JUDGING = "judging"
    """A line is drawn and being judged, off the UI thread."""
    RETRY = "retry"
    """One line fell short: it was explained and taken back; one more try."""
    SOLVED = "solved"
    SHOWN = "shown"
    """The better line is on the board (two lines fell short, or the player asked)."""


class _Wrapping(QStyledItemDelegate):
    """Measures an item's wrapped text as narrow as it is painted.

    The app's style sheet pads list items, and Qt measures a wrapped item at
    the list's full width: a text a few pixels too long then keeps one line
    and is cut off ("…") instead of wrapping."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        narrower = QStyleOptionViewItem(option)
        narrower.rect = option.rect.adjusted(0, 0, -ITEM_PADDING, 0)
        return super().sizeHint(narrower, index)


class MistakesPanel(QWidget):
    """One exercise at a time, with the list of them (in game order) beside it.

    ``names``: the players' names; ``named``: say whose line it was (two people
    at this device), else the task speaks to "you"."""

    #: A line was judged and the verdict shown (a :class:`Judgement`).
    judged = Signal(object)

    def __init__(
        self,
        exercises: Sequence[Exercise],
        names: tuple[str, str],
        named: bool = False,
        theme: Theme = NEBULA,
        parent: QWidget | None = None,
        judge_seconds: float = JUDGE_SECONDS,
    ) -> None:
        super().__init__(parent)
        if not exercises:
            raise ValueError("no exercise to show")
        self.setObjectName("mistakes")
        self._exercises = tuple(exercises)
        self._names = names
        self._named = named
        self._theme = theme
        self._seconds = judge_seconds
        self._index = 0
        self._game: Game | None = None
        self._stage = Stage.SOLVING
        self._tries = 0
        self._token = 0  # a judging's ticket: a verdict for an older one is dropped
        self._pending: tuple[int, int] | None = None
        self._last: Judgement | None = None  # the last line judged
        self._shown_facts: LineFacts | None = None  # the better line's, once shown
        self._refused: str | None = None
        self._failed: str | None = None
        self._done: set[int] = set()
        self._ghost: QGraphicsLineItem | None = None

        self.list = QListWidget(self)
        self.list.setObjectName("mistakeList")
        self.list.setMaximumWidth(230)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap when resized
        self.list.setItemDelegate(_Wrapping(self.list))
        for _exercise in self._exercises:
            QListWidgetItem("", self.list)
        self.list.currentRowChanged.connect(self.open_exercise)
        self.title = QLabel(self)
        self.title.setObjectName("mistakeTitle")
        relative_font(self.title, 1.2, bold=True)
        self.task = QLabel(self)
        self.task.setObjectName("mistakeTask")
        self.task.setWordWrap(True)
        relative_font(self.task, 1.0, bold=True)
        self.about = QLabel(self)
        self.about.setObjectName("mistakeAbout")
        self.about.setWordWrap(True)
        self.board = BoardView(self)
        self.board.setObjectName("mistakeBoard")
        self.board.setMinimumSize(300, 180)
        self.board.set_judge(self._rules)
        self.board.lineRequested.connect(self._line)
        self.speech = PracticeSpeech(self.board, lambda: self._game, self._seats, self._page_text)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("mistakeFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("mistakeShow")
        self.show_button.clicked.connect(self.show_better)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("mistakeAgain")
        self.again_button.clicked.connect(lambda: self.open_exercise(self._index))
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("mistakeNext")
        self.next_button.clicked.connect(self.next_exercise)
        for button in (self.show_button, self.again_button, self.next_button):
            button.setMinimumHeight(40)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.task)
        right.addWidget(self.about)
        right.addWidget(self.board, 1)
        right.addWidget(self.feedback)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(right, 1)
        self.list.setCurrentRow(0)
        self.open_exercise(0)

    # -- what the panel shows ------------------------------------------------------------------

    @property
    def exercise(self) -> Exercise:
        return self._exercises[self._index]

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        return self._exercises

    @property
    def game(self) -> Game:
        assert self._game is not None
        return self._game

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def last(self) -> Judgement | None:
        """The last line judged in this exercise (None: none yet)."""
        return self._last

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        scene = self.board.board_scene()
        if scene is not None:
            scene.set_theme(theme)
        self._style_ghost()
        self.retranslate()

    # -- one exercise --------------------------------------------------------------------------

    def open_exercise(self, index: int) -> None:
        """Show exercise ``index`` from its position, two tries ahead."""
        if not 0 <= index < len(self._exercises):
            return
        self._index = index
        if self.list.currentRow() != index:
            self.list.setCurrentRow(index)
        self._token += 1  # a verdict still on its way is for the exercise left behind
        self._game = self.exercise.position()
        self._stage = Stage.SOLVING
        self._tries = 0
        self._pending = None
        self._last = None
        self._shown_facts = None
        self._refused = None
        self._failed = None
        scene = BoardScene(self._game.board, self._theme, self)
        old = self.board.scene()
        self.board.set_board_scene(scene)
        if old is not None:
            old.deleteLater()
        scene.show_moves(self._game.moves)
        a, b = self.exercise.played
        self._ghost = scene.addLine(QLineF(scene.star_pos(a), scene.star_pos(b)))
        self._ghost.setZValue(Z_MARK)
        self._style_ghost()
        scene.sizesChanged.connect(self._style_ghost)
        self.board.set_interactive(True)
        self.board.fit()
        self.retranslate()

    def next_exercise(self) -> None:
        """The next exercise not solved yet after this one (or simply the next)."""
        count = len(self._exercises)
        for step in range(1, count + 1):
            index = (self._index + step) % count
            if index not in self._done:
                self.open_exercise(index)
                return
        self.open_exercise((self._index + 1) % count)

    def show_better(self) -> None:
        """Draw the review's better line and explain it; the exercise is not counted solved."""
        if self._stage in (Stage.SOLVED, Stage.SHOWN):
            return
        if self._stage is Stage.JUDGING:
            self._take_back()
        self._token += 1
        self._stage = Stage.SHOWN
        self._refused = None
        self._draw_better()
        self.retranslate()

    def _rules(self, a: int, b: int) -> LineVerdict:
        return line_verdict(self.game, a, b)

    def _line(self, a: int, b: int) -> None:
        if self._stage not in (Stage.SOLVING, Stage.RETRY):
            return
        reason = self.game.refusal(a, b)
        if reason is not None:
            self._refused = refusal_text(reason)
            self.retranslate()
            return
        self._refused = None
        self._failed = None
        self._stage = Stage.JUDGING
        self._pending = (a, b)
        self._token += 1
        token, exercise, seconds = self._token, self.exercise, self._seconds
        self.game.play(a, b)  # shown while it is judged; taken back if it falls short
        self._show_game()
        scene = self.board.board_scene()
        if scene is not None:
            scene.clear_flash()  # (the last line refused, if it still shows)
        self.board.set_interactive(False)
        self.retranslate()
        background.run_off_ui(
            lambda: judge(exercise, a, b, seconds=seconds),
            lambda found: self._judged_line(token, found),
            self,
            name="mistake-judge",
            failed=lambda error: self._judge_failed(token, error),
        )

    def _judged_line(self, token: int, found: Judgement) -> None:
        if token != self._token or self._stage is not Stage.JUDGING:
            return  # another exercise, or the better line was asked for meanwhile
        self._pending = None
        self._tries += 1
        self._last = found
        if found.accepted:
            self._stage = Stage.SOLVED
            self._done.add(self._index)
        else:
            self._take_back()
            if self._tries >= TRIES:
                self._stage = Stage.SHOWN
                self._draw_better()
            else:
                self._stage = Stage.RETRY
                self.board.set_interactive(True)
                scene = self.board.board_scene()
                if scene is not None:
                    scene.flash_refused(*found.line)
        self.retranslate()
        self.judged.emit(found)

    def _judge_failed(self, token: int, error: BaseException) -> None:
        """The line could not be judged: said, taken back, and no try is lost."""
        if token != self._token or self._stage is not Stage.JUDGING:
            return
        self._take_back()
        _log.warning("a line could not be judged: %s", error)
        self._failed = str(error)
        self._stage = Stage.RETRY if self._tries else Stage.SOLVING
        self.board.set_interactive(True)
        self.retranslate()

    def _take_back(self) -> None:
        """Take back the line being judged (or judged short), and show the position again."""
        if self.game.move_count > len(self.exercise.before):
            self.game.undo()
        self._pending = None
        self._show_game()

    def _draw_better(self) -> None:
        a, b = self.exercise.best
        self._shown_facts = self.exercise.facts(a, b)
        self.game.play(a, b)
        self._show_game()
        self.board.set_interactive(False)

    def _show_game(self) -> None:
        scene = self.board.board_scene()
        if scene is not None:
            scene.show_moves(self.game.moves)
        self.board.forget_verdicts()

    def _style_ghost(self) -> None:
        """The line drawn in the game: dashed, in the colour of a refused line."""
        scene = self.board.board_scene()
        if self._ghost is None or scene is None:
            return
        color = QColor(self._theme.refused)
        color.setAlpha(210)
        pen = QPen(color, scene.drawn(3.0), Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        self._ghost.setPen(pen)

    # -- words ----------------------------------------------------------------------------------

    def _verdict_word(self, verdict: str) -> str:
        return {
            "inaccuracy": self.tr("inaccuracy"),
            "mistake": self.tr("mistake"),
            "blunder": self.tr("blunder"),
        }.get(verdict, verdict)

    @staticmethod
    def _triangles(loss: float) -> str:
        """A loss as the review window writes it (to a tenth, exact or not)."""
        return f"{loss:.1f}"

    def _basis_text(self, exercise: Exercise) -> str:
        if exercise.basis is Basis.EXACT:
            return self.tr("judged exactly")
        return self.tr("an estimate, ±{0}").format(f"{exercise.noise:.1f}")

    def _task_text(self) -> str:
        if self._named:
            return self.tr(
                "{0} to play: find a better line than the one drawn in the game."
            ).format(self._names[self.exercise.player])
        return self.tr("Find a better line than the one you drew.")

    def _about_text(self) -> str:
        exercise = self.exercise
        first = self.tr(
            "Move {0}: the dashed line was drawn here. The review: {1}, {2} triangles given "
            "up ({3})."
        ).format(
            exercise.index + 1,
            self._verdict_word(exercise.move.verdict),
            self._triangles(exercise.loss),
            self._basis_text(exercise),
        )
        return f"{first} {self._why_text(exercise.why(), exercise.facts(*exercise.played))}"

    def _why_text(self, why: Miss, facts: LineFacts) -> str:
        """Why the line drawn in the game fell short (in the past: it was played)."""
        return {
            Miss.MISSED_TAKE: self.tr("It left a triangle that could have been closed."),
            Miss.GIFT: self.tr("It gave away %n triangle(s).", "", facts.gives),
            Miss.CONTROL: self.tr("It handed your opponent control of what was left."),
        }[why]

    def _does_text(self, facts: LineFacts) -> str:
        """What a good line does at once, in the lessons' words."""
        if facts.closes:
            return self.tr("It closes %n triangle(s).", "", facts.closes)
        if facts.passes_take:
            return self.tr(
                "It leaves the triangles on offer: taking them would hand your opponent control."
            )
        if facts.gives:
            return self.tr("It gives away only %n triangle(s).", "", facts.gives)
        return self.tr("It gives nothing away.")

    def _miss_text(self, found: Judgement) -> str:
        """Why a new line falls short, and by how much."""
        if found.answer is Answer.PLAYED:
            first = self.tr("That is the line drawn in the game.")
            return f"{first} {self._why_text(self.exercise.why(), found.facts)}"
        assert found.miss is not None
        parts = [
            {
                Miss.MISSED_TAKE: self.tr("A triangle could be closed: take it first."),
                Miss.GIFT: self.tr("That line gives away %n triangle(s).", "", found.facts.gives),
                Miss.CONTROL: self.tr("That line hands your opponent control of what is left."),
            }[found.miss]
        ]
        if found.basis is Basis.EXACT:
            parts.append(
                self.tr(
                    "With best play it ends %n triangle(s) worse than the better line.",
                    "",
                    round(found.loss),
                )
            )
        else:
            parts.append(
                self.tr(
                    "Judged by an estimate, it ends {0} triangles worse than the better line "
                    "(±{1})."
                ).format(f"{found.loss:.1f}", f"{found.noise:.1f}")
            )
        if found.loss + found.noise < self.exercise.loss:
            parts.append(self.tr("That is better than the line drawn in the game, but not enough."))
        return " ".join(parts)

    def _solved_text(self, found: Judgement) -> str:
        if found.answer is Answer.BEST and found.basis is Basis.EXACT:
            first = self.tr("Right: by the exact search this line is as good as the best.")
        elif found.answer is Answer.BEST:
            first = self.tr("Right: this is the better line of the review's estimate.")
        elif found.loss <= 1e-9:
            first = self.tr(
                "Good: judged by an estimate, it does as well as the better line (±{0})."
            ).format(f"{found.noise:.1f}")
        elif found.loss <= found.noise:
            first = self.tr(
                "Good: judged by an estimate, it ends {0} triangles behind the better line, "
                "within the estimate's noise (±{1})."
            ).format(f"{found.loss:.1f}", f"{found.noise:.1f}")
        else:
            first = self.tr(
                "Good: judged by an estimate, it ends only {0} triangles behind the better "
                "line (±{1})."
            ).format(f"{found.loss:.1f}", f"{found.noise:.1f}")
        return f"{first} {self._does_text(found.facts)}"

    def _shown_text(self) -> str:
        exercise = self.exercise
        assert self._shown_facts is not None
        gain = self.tr(
            "It does {0} triangles better than the line drawn in the game ({1})."
        ).format(self._triangles(exercise.loss), self._basis_text(exercise))
        return " ".join(
            (self.tr("The better line is drawn:"), self._does_text(self._shown_facts), gain)
        )

    def _feedback_text(self) -> str:
        if self._refused is not None:
            return self._refused
        if self._failed is not None:
            return self.tr("That line could not be judged. Try it again.")
        stage, found = self._stage, self._last
        if stage is Stage.JUDGING:
            if self.exercise.basis is Basis.EXACT:
                return self.tr("Judging your line with the exact search…")
            return self.tr("Judging your line with playouts, as the review did…")
        if stage is Stage.SOLVED and found is not None:
            return self._solved_text(found)
        if stage is Stage.RETRY and found is not None:
            again = self.tr("Try once more.")
            return f"{self._miss_text(found)} {again}"
        if stage is Stage.SHOWN:
            parts = [self._miss_text(found)] if found is not None else []
            parts.append(self._shown_text())
            return " ".join(parts)
        return ""

    def _seats(self) -> Seats:
        """The players' names; "you" is the one whose line it was (one person here)."""
        return Seats(self._names, None if self._named else self.exercise.player)

    def _page_text(self) -> str:
        """The page's words, for the board's description."""
        parts = (self.title.text(), self.task.text(), self.about.text(), self.feedback.text())
        return " ".join(part for part in parts if part)

    def _spoken_list_text(self, row: int, exercise: Exercise) -> str:
        """An item as a screen reader says it (the tick said in words)."""
        text = self.tr("Move {0}: {1}, {2} triangles").format(
            exercise.index + 1,
            self._verdict_word(exercise.move.verdict),
            self._triangles(exercise.loss),
        )
        if row in self._done:
            return self.tr("{0}, solved").format(text)
        return text

    def _list_text(self, row: int, exercise: Exercise) -> str:
        mark = "✓ " if row in self._done else ""
        return mark + self.tr("Move {0} · {1} · {2} triangles").format(
            exercise.index + 1,
            self._verdict_word(exercise.move.verdict),
            self._triangles(exercise.loss),
        )

    def retranslate(self) -> None:
        changed = False
        for row, exercise in enumerate(self._exercises):
            item = self.list.item(row)
            text = self._list_text(row, exercise)
            if item is not None and item.text() != text:
                item.setText(text)
                changed = True
            if item is not None:
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole, self._spoken_list_text(row, exercise)
                )
        if changed:
            self.list.doItemsLayout()  # (a mark or a language can make an item wrap anew)
        self.list.setAccessibleName(self.tr("Your costly lines"))
        self.list.setAccessibleDescription(
            self.tr("Each costly line is an exercise: choose one to try it on the board.")
        )
        self.title.setText(
            self.tr("Mistake {0} of {1}").format(self._index + 1, len(self._exercises))
        )
        self.task.setText(self._task_text())
        self.about.setText(self._about_text())
        self.feedback.setText(self._feedback_text())
        self.speech.feedback(self.feedback.text())
        good = self._stage is Stage.SOLVED
        bad = self._stage is Stage.RETRY or self._refused is not None or self._failed is not None
        color = self._theme.highlight if good else self._theme.refused if bad else None
        self.feedback.setStyleSheet(f"color: {color.name()};" if color is not None else "")
        self.board.setAccessibleName(self.tr("Board before the costly line"))
        self.show_button.setText(self.tr("Show the better line"))
        self.show_button.setAccessibleName(self.tr("Show the better line"))
        self.show_button.setToolTip(
            self.tr("Draw the review's better line and say why it is better.")
        )
        self.show_button.setEnabled(self._stage in (Stage.SOLVING, Stage.JUDGING, Stage.RETRY))
        self.again_button.setText(self.tr("Start again"))
        self.again_button.setAccessibleName(self.tr("Start this exercise again"))
        self.again_button.setToolTip(self.tr("Put the board back as it was before the line."))
        self.next_button.setText(self.tr("Next mistake"))
        self.next_button.setAccessibleName(self.tr("Next mistake"))
        self.next_button.setToolTip(self.tr("Go to the next costly line not solved yet."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
