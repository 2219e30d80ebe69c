"""The Review panel beside the board: the marks and the summary as the lines are judged.

It lies beside the board it talks about (in the game window, never over
it), with a progress bar while the lines are judged. Each verdict is shown
as soon as a worker finds it (the people's own lines first). Choosing a
mark (a click, or Enter) asks the main window to show that moment of the
game with the line drawn and the better line (``jump(index, a, b)``); the
marks name the stars by their grid names ("C4"), as the labels the board
then puts by those stars. A review is handed back (``reviewed``) when it
ends, finished or stopped, so the main window keeps it with the game: a
finished one opens at once the next time; a stopped one shows what was
judged, and Continue (here, or opening Review again) judges only the lines
still missing. Close, or Esc, closes the panel (``closed``).
"""

from __future__ import annotations

import time
from collections.abc import Collection

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.model import Game
from triangles_qt.play.review_run import ReviewRun
from triangles_qt.review import DEFAULT_TIME_PER_MOVE, MoveReview, Review
from triangles_qt.review.engine import MARKED, make_review
from triangles_qt.speech.star_names import StarNames
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.screen_reader import readable

#: Room the list's style sheet and the style take around an item's text (px, both sides).
ITEM_TEXT_INSET = 32
ITEM_TEXT_LEADING = 20


class WrappedMarks(QStyledItemDelegate):
    """Each mark as tall as its words wrapped to the list's width: the stock measure wraps
    them wider than they are drawn (it leaves out the style sheet's padding), and cut the
    last line off with "…" in a narrow panel."""

    def __init__(self, marks: QListWidget) -> None:
        super().__init__(marks)
        self._marks = marks

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        width = max(80, self._marks.viewport().width() - ITEM_TEXT_INSET)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        box = self._marks.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, text)
        return QSize(width, box.height() + ITEM_TEXT_LEADING)


class ReviewPanel(QFrame):
    """Reviews a finished game (or shows a review kept from before, continuing a partial one).

    ``players``: whose lines are judged first (the people at this device; None: both)."""

    jump = Signal(int, int, int)  # move index, the better line's stars
    reviewed = Signal(object)  # the Review when a run ends: whole, or partial when stopped
    closed = Signal()  # Close or Esc: the panel is done (what was judged is handed back first)

    def __init__(
        self,
        game: Game,
        names: tuple[str, str],
        review: Review | None = None,
        time_per_move: float | None = None,
        parent: QWidget | None = None,
        players: Collection[int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self._game = game.copy()
        self._names = names
        # The stars as the board names them ("C4"), as the screen reader and the command line do.
        self._stars = StarNames.for_stars(self._game.board.stars.tolist())
        self.review = review
        """What is judged so far (None: nothing yet); complete once every line is."""
        self._players = players
        self._cancelled = False
        self._time = time_per_move
        self._started = 0.0
        self._judged_at_start = 0
        self.run: ReviewRun | None = None
        #: (lines judged, what the status said) at each step of the run, in order.
        self.progress_log: list[tuple[int, str]] = []
        self.title = QLabel(self)
        self.title.setObjectName("reviewTitle")
        relative_font(self.title, 1.2, bold=True)
        self.status = QLabel(self)
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress.setRange(0, max(1, game.move_count))
        self.progress.setValue(0)  # (a new bar's value is -1 until set)
        self.progress.setTextVisible(False)  # (the status above says it in words)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        readable(self.summary)
        self.marks = QListWidget(self)
        self.marks.setObjectName("reviewMarks")
        self.marks.setWordWrap(True)
        self.marks.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap when resized
        self.marks.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.marks.setItemDelegate(WrappedMarks(self.marks))
        self.marks.itemClicked.connect(self._clicked)
        self.marks.itemActivated.connect(self._clicked)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelReview")
        self.continue_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.continue_button.setObjectName("continueReview")
        self.continue_button.clicked.connect(self._continue)
        self.buttons.rejected.connect(self._cancel_or_close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.marks, 1)
        layout.addStretch(0)  # (takes the room while no mark is there yet: the rest stays on top)
        layout.addWidget(self.buttons)
        self.retranslate()

    def start(self) -> None:
        """Begin the review (off the UI thread), or continue a partial one; a whole one is shown."""
        kept = self.review
        if kept is not None:
            self._show_review()
            if kept.complete:
                return
        seconds = DEFAULT_TIME_PER_MOVE if self._time is None else self._time
        run = ReviewRun(self._game, seconds, parent=self, done=kept, players=self._players)
        run.progress.connect(self._progressed)
        run.judged.connect(self._judged)
        run.finished.connect(self._finished)
        self.run = run
        self._cancelled = False
        self._started = time.monotonic()
        self._judged_at_start = 0 if kept is None else len(kept.moves)
        self.progress.setRange(0, max(1, run.total))
        self.progress.setValue(self._judged_at_start)
        run.start()
        self.retranslate()

    def _continue(self) -> None:
        if self.run is None and self.review is not None and not self.review.complete:
            self.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self._texts()
        self.progress_log.append((done, self.status.text()))

    def _judged(self, move: object) -> None:
        """A verdict found: shown at once (its mark in game order, the summary counted again)."""
        assert isinstance(move, MoveReview)
        before = self.review.moves if self.review is not None else ()
        self.review = make_review([*before, move], self._game.move_count)
        if move.verdict in MARKED:
            row = sum(
                int(self.marks.item(r).data(Qt.ItemDataRole.UserRole)) < move.index
                for r in range(self.marks.count())
            )
            item = QListWidgetItem(self._mark_text(move))
            item.setData(Qt.ItemDataRole.UserRole, move.index)
            self.marks.insertItem(row, item)
        self._texts()

    def _finished(self, review: object) -> None:
        self.run = None
        if isinstance(review, Review):
            self.review = review
            self.reviewed.emit(review)
            self._show_review()
        self.retranslate()

    def seconds_left(self) -> int | None:
        """The time the rest should take at the pace so far (rounded up to 5 s), once known."""
        done, total = self.progress.value(), self.progress.maximum()
        judged_now = done - self._judged_at_start
        if judged_now <= 0 or self.run is None:
            return None
        pace = (time.monotonic() - self._started) / judged_now
        left = pace * (total - done)
        return int(5 * -(-left // 5))

    def _cancel_or_close(self) -> None:
        run = self.run
        if run is not None and run.running:
            self._cancelled = True
            run.cancel()
            self.retranslate()
            return
        self.close_review()

    def finish(self) -> None:
        """Stop judging for good, as the panel goes: what is judged is handed back, kept."""
        run = self.run
        if run is not None:
            self.run = None
            if self.review is not None:
                self.reviewed.emit(self.review)
            run.cancel()

    def close_review(self) -> None:
        """Close, or Esc: stop judging, keep what is judged, and say the panel is done."""
        self.finish()
        self.closed.emit()

    def focus_first(self) -> None:
        """The keyboard in the panel as it opens: on the marks, or else on its button."""
        if self.marks.isVisible() and self.marks.count():
            self.marks.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.cancel_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            event.accept()
            self.close_review()
            return
        super().keyPressEvent(event)

    # -- the review ---------------------------------------------------------------------------

    def _show_review(self) -> None:
        review = self.review
        assert review is not None
        self.marks.clear()
        for move in review.moves:
            if move.verdict in MARKED:
                item = QListWidgetItem(self._mark_text(move), self.marks)
                item.setData(Qt.ItemDataRole.UserRole, move.index)
        self.retranslate()

    def _clicked(self, item: QListWidgetItem) -> None:
        review = self.review
        if review is None:
            return
        move = review.move(int(item.data(Qt.ItemDataRole.UserRole)))
        if move is not None:
            self.jump.emit(move.index, *move.best)

    def _verdict_word(self, verdict: str) -> str:
        return {
            "best": self.tr("best"),
            "good": self.tr("good"),
            "inaccuracy": self.tr("inaccuracy"),
            "mistake": self.tr("mistake"),
            "blunder": self.tr("blunder"),
        }[verdict]

    def _reason_text(self, reason: str | None) -> str:
        if reason == "gift":
            return self.tr("Gave away a triangle while a safe line was left.")
        if reason == "missed_take":
            return self.tr("Left a triangle that could have been taken.")
        return ""

    def _mark_text(self, move: MoveReview) -> str:
        how = (
            self.tr("exact")
            if move.exact
            else self.tr("estimate, ±{0}").format(f"{move.noise:.1f}")
        )
        text = self.tr(
            "Move {0}, {1} drew {2} to {3}: {4}, {5} triangles ({6}). Better: {7} to {8}."
        ).format(
            move.index + 1,
            self._names[move.player],
            self._stars.of(move.line[0]),
            self._stars.of(move.line[1]),
            self._verdict_word(move.verdict),
            f"{move.loss:.1f}",
            how,
            self._stars.of(move.best[0]),
            self._stars.of(move.best[1]),
        )
        reason = self._reason_text(move.reason)
        return f"{text} {reason}" if reason else text

    # -- texts ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._texts()
        self.marks.setAccessibleName(self.tr("Marked lines"))
        self.marks.setAccessibleDescription(
            self.tr(
                "The lines that gave triangles away, in game order. Enter on a mark shows that "
                "moment of the game and the better line."
            )
        )
        # (its name is its text, as a screen reader reads a label)
        self.summary.setAccessibleDescription(self.tr("The review in short, for each player."))
        review = self.review
        if review is not None:
            for row in range(self.marks.count()):
                item = self.marks.item(row)
                move = review.move(int(item.data(Qt.ItemDataRole.UserRole)))
                if move is not None:
                    item.setText(self._mark_text(move))

    def _texts(self) -> None:
        """Every text but the marks' (each mark's is set when it is made, and on a new language)."""
        self.title.setText(self.tr("Review"))
        self.setAccessibleName(self.tr("Review"))
        self.progress.setAccessibleName(self.tr("Lines judged"))
        running = self.run is not None
        if running and self._cancelled:
            self.status.setText(self.tr("Stopping…"))
        elif running:
            done, total = self.progress.value(), self.progress.maximum()
            left = self.seconds_left()
            if left is None:
                text = self.tr("Judging every line: {0} of {1}.").format(done, total)
            else:
                text = self.tr("Judging every line: {0} of {1}, about {2} s left.").format(
                    done, total, left
                )
            self.status.setText(text)
        elif self.review is not None and self.review.complete:
            self.status.setText(
                self.tr(
                    "Click a mark, or press Enter on it: the board shows that moment, the line "
                    "drawn (dotted) and the better line (dashed, with rings), their stars named."
                )
            )
        elif self.review is not None:
            self.status.setText(
                self.tr(
                    "The review was stopped with {0} of {1} lines judged; they are below. "
                    "Continue judges only the rest."
                ).format(len(self.review.moves), self.review.lines)
            )
        elif self._cancelled:
            self.status.setText(self.tr("The review was stopped."))
        else:
            self.status.setText(self.tr("The review could not be made."))
        self.progress.setVisible(running)
        review = self.review
        if review is not None:
            lines = []
            if not review.complete:
                lines.append(
                    self.tr("Judged so far: {0} of {1} lines.").format(
                        len(review.moves), review.lines
                    )
                )
            lines.extend(self._summary_text(review, player) for player in (0, 1))
            self.summary.setText("\n".join(lines))
        self.summary.setVisible(review is not None)
        self.marks.setVisible(review is not None)
        self.cancel_button.setText(self.tr("Stop") if running else self.tr("Close"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Stops judging; what is judged so far is kept.")
            if running
            else self.tr("Closes the review; the board takes its room back.")
        )
        self.continue_button.setText(self.tr("Continue", "the review"))
        self.continue_button.setAccessibleDescription(
            self.tr("Judges the lines the review has not judged yet.")
        )
        self.continue_button.setVisible(not running and review is not None and not review.complete)

    def _summary_text(self, review: Review, player: int) -> str:
        """A player's line of the summary: the total says which lines it counts (the marks)."""
        summary = review.summary[player]
        name, accuracy = self._names[player], f"{summary.accuracy:.0f}"
        if summary.marked:
            text = self.tr(
                "{0}: {1} % of lines best or good; {2} triangles given up on the marked "
                "lines below ({3} judged exactly, {4} estimated)."
            ).format(
                name,
                accuracy,
                f"{summary.lost:.1f}",
                f"{summary.lost_exact:.1f}",
                f"{summary.lost_estimated:.1f}",
            )
        else:
            text = self.tr("{0}: {1} % of lines best or good; no line marked.").format(
                name, accuracy
            )
        worst = review.move(summary.biggest[0]) if summary.biggest else None
        if worst is not None:
            text += " " + self.tr("The costliest: move {0} ({1} triangles).").format(
                worst.index + 1, f"{worst.loss:.1f}"
            )
        return text

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
