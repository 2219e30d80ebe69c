"""The Review window: a progress bar while the lines are judged, then a summary and the marks.

Clicking a mark asks the main window to show that moment of the game with
the better line (``jump(index, a, b)``). A finished review is handed back
(``reviewed``) so the main window keeps it with the game and opens it at
once the next time.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.model import Game
from triangles_qt.play.review_run import ReviewRun
from triangles_qt.review import DEFAULT_TIME_PER_MOVE, MoveReview, Review

#: Verdicts shown as marks (the others are the lines that were fine).
MARKED = ("blunder", "mistake", "inaccuracy")


class ReviewWindow(QDialog):
    """Reviews a finished game (or shows a review kept from before)."""

    jump = Signal(int, int, int)  # move index, the better line's stars
    reviewed = Signal(object)  # the finished Review

    def __init__(
        self,
        game: Game,
        names: tuple[str, str],
        review: Review | None = None,
        time_per_move: float | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setMinimumSize(520, 420)
        # Its own size from the start: the marks come later, and a window sized to the
        # progress bar alone would grow off the bottom of a small screen.
        self.resize(560, 460)
        self._game = game.copy()
        self._names = names
        self.review = review
        self._cancelled = False
        self._time = time_per_move
        self._started = 0.0
        self.run: ReviewRun | None = None
        #: (lines judged, what the status said) at each step of the run, in order.
        self.progress_log: list[tuple[int, str]] = []
        self.status = QLabel(self)
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress.setRange(0, max(1, game.move_count))
        self.progress.setValue(0)  # (a new bar's value is -1 until set)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.marks = QListWidget(self)
        self.marks.setObjectName("reviewMarks")
        self.marks.setWordWrap(True)
        self.marks.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap when resized
        self.marks.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.marks.itemClicked.connect(self._clicked)
        self.marks.itemActivated.connect(self._clicked)
        self.buttons = QDialogButtonBox(self)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelReview")
        self.buttons.rejected.connect(self._cancel_or_close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.marks, 1)
        layout.addWidget(self.buttons)
        self.retranslate()

    def start(self) -> None:
        """Begin the review (off the UI thread), unless one was kept."""
        if self.review is not None:
            self._show_review()
            return
        seconds = DEFAULT_TIME_PER_MOVE if self._time is None else self._time
        run = ReviewRun(self._game, seconds, parent=self)
        run.progress.connect(self._progressed)
        run.finished.connect(self._finished)
        self.run = run
        self._started = time.monotonic()
        run.start()
        self.retranslate()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.retranslate()
        self.progress_log.append((done, self.status.text()))

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
        if done <= 0 or self.run is None:
            return None
        pace = (time.monotonic() - self._started) / done
        left = pace * (total - done)
        return int(5 * -(-left // 5))

    def _cancel_or_close(self) -> None:
        run = self.run
        if run is not None and run.running:
            self._cancelled = True
            run.cancel()
            self.retranslate()
            return
        self.reject()

    def done(self, result: int) -> None:
        if self.run is not None:
            self.run.cancel()
        super().done(result)

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
        move = review.moves[int(item.data(Qt.ItemDataRole.UserRole))]
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
        text = self.tr("Move {0}, {1}: {2}, {3} triangles ({4}). Better: {5}–{6}.").format(
            move.index + 1,
            self._names[move.player],
            self._verdict_word(move.verdict),
            f"{move.loss:.1f}",
            how,
            move.best[0],
            move.best[1],
        )
        reason = self._reason_text(move.reason)
        return f"{text} {reason}" if reason else text

    # -- texts ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
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
        elif self.review is not None:
            self.status.setText(self.tr("Click a mark to see that moment and the better line."))
        elif self._cancelled:
            self.status.setText(self.tr("The review was stopped."))
        else:
            self.status.setText(self.tr("The review could not be made."))
        self.progress.setVisible(running)
        review = self.review
        if review is not None:
            lines = []
            for player, summary in enumerate(review.summary):
                line = self.tr("{0}: {1} % of lines best or good, {2} triangles given up.").format(
                    self._names[player], f"{summary.accuracy:.0f}", f"{summary.lost:.1f}"
                )
                if summary.biggest:
                    worst = review.moves[summary.biggest[0]]
                    line += " " + self.tr("The costliest: move {0} ({1} triangles).").format(
                        worst.index + 1, f"{worst.loss:.1f}"
                    )
                lines.append(line)
            self.summary.setText("\n".join(lines))
            for row in range(self.marks.count()):
                item = self.marks.item(row)
                index = int(item.data(Qt.ItemDataRole.UserRole))
                item.setText(self._mark_text(review.moves[index]))
        self.summary.setVisible(review is not None)
        self.marks.setVisible(review is not None)
        self.cancel_button.setText(self.tr("Stop") if running else self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
