"""Stepping through a game line by line: who drew each line and the score after it.

The buttons never move and the bar never asks for more width than the
window has: the text takes the room the layout gives it (never the room
its words ask for) and is cut short with "…" when that is too little, so
stepping from line 9 to line 10, or a long name, shifts nothing. Autoplay
steps on a timer and stops at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QWidget

from triangles_qt.model import Move
from triangles_qt.views.look.icons import Glyph, glyph_icon
from triangles_qt.views.look.theme import NEBULA, Theme

# Time between two lines in autoplay.
AUTOPLAY_MS = 700

Names = Callable[[], tuple[str, str]]


def running_scores(moves: Sequence[Move]) -> list[tuple[int, int]]:
    """The score before the first line and after each one (closed triangles go to the mover)."""
    scores = [(0, 0)]
    for move in moves:
        first, second = scores[-1]
        won = len(move.closed)
        scores.append((first + won, second) if move.player == 0 else (first, second + won))
    return scores


class ReplayBar(QWidget):
    """Step through a game move by move."""

    positionChanged = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.first = QPushButton(self)
        self.back = QPushButton(self)
        self.play = QPushButton(self)
        self.forward = QPushButton(self)
        self.last = QPushButton(self)
        self.play.setCheckable(True)
        self.play.setObjectName("replayPlay")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.label = QLabel(self)
        self.label.setObjectName("replayLabel")
        # Its width comes from the layout, never from its words (names may be long).
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setMinimumWidth(40)
        self.label.setContentsMargins(8, 0, 0, 0)  # clear of the slider's handle
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("replayClose")
        self.close_button.setMinimumHeight(40)
        for button in (self.first, self.back, self.play, self.forward, self.last):
            button.setFixedSize(QSize(44, 40))
            button.setIconSize(QSize(22, 22))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        for w in (self.first, self.back, self.play, self.forward, self.last):
            row.addWidget(w)
        # The slider and the text share what is left; neither asks by its content.
        row.addWidget(self.slider, 2)
        row.addWidget(self.label, 3)
        row.addWidget(self.close_button)
        self.first.clicked.connect(lambda: self._step_to(0))
        self.back.clicked.connect(lambda: self._step_to(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self._step_to(self.slider.value() + 1))
        self.last.clicked.connect(lambda: self._step_to(self.slider.maximum()))
        self.play.toggled.connect(self._set_playing)
        self.slider.valueChanged.connect(self._changed)
        self.close_button.clicked.connect(self._close)
        self._timer = QTimer(self)
        self._timer.setInterval(AUTOPLAY_MS)
        self._timer.timeout.connect(self._tick)
        self._moves: tuple[Move, ...] = ()
        self._scores: list[tuple[int, int]] = [(0, 0)]
        self._names: Names = lambda: ("", "")
        self.set_theme(NEBULA)
        self.retranslate()

    def set_theme(self, theme: Theme) -> None:
        color = QColor(theme.text)
        for button, glyph in (
            (self.first, Glyph.FIRST),
            (self.back, Glyph.BACK),
            (self.forward, Glyph.FORWARD),
            (self.last, Glyph.LAST),
        ):
            button.setIcon(glyph_icon(glyph, color))
        self._play_icons = (glyph_icon(Glyph.PLAY, color), glyph_icon(Glyph.PAUSE, color))
        self.play.setIcon(self._play_icons[self.play.isChecked()])

    def start(self, moves: Sequence[Move], names: Names) -> None:
        """Replay these moves from the empty board; ``names`` gives the players' names now."""
        self._moves = tuple(moves)
        self._scores = running_scores(self._moves)
        self._names = names
        self.play.setChecked(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self._moves))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._changed(0)
        self.show()

    def stop(self) -> None:
        self.play.setChecked(False)

    @property
    def position(self) -> int:
        return self.slider.value()

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def _step_to(self, value: int) -> None:
        self.play.setChecked(False)
        self.slider.setValue(max(0, min(value, self.slider.maximum())))

    def _set_playing(self, on: bool) -> None:
        self.play.setIcon(self._play_icons[on])
        self.play.setToolTip(self.tr("Pause") if on else self.tr("Play"))
        if on:
            if self.slider.value() >= self.slider.maximum():
                self.slider.setValue(0)
            self._timer.start()
        else:
            self._timer.stop()

    def _tick(self) -> None:
        if self.slider.value() >= self.slider.maximum():
            self.play.setChecked(False)
            return
        self.slider.setValue(self.slider.value() + 1)
        if self.slider.value() >= self.slider.maximum():
            self.play.setChecked(False)

    def _close(self) -> None:
        self.play.setChecked(False)
        self.closed.emit()

    def _changed(self, value: int) -> None:
        self.retranslate()
        self.positionChanged.emit(value)

    def detail(self, count: int, shorten: Callable[[str], str] = str) -> str:
        """What the label says at step ``count``: the line, whose it was, the score.

        ``shorten`` is applied to each name (to fit a narrow window).
        """
        total = len(self._moves)
        names = tuple(shorten(name) for name in self._names())
        s1, s2 = self._scores[count]
        if count == 0:
            return self.tr("Start · {0} {1} – {2} {3}").format(names[0], s1, s2, names[1])
        mover = names[self._moves[count - 1].player]
        return self.tr("Line {0} of {1}: {2} · {3} {4} – {5} {6}").format(
            count, total, mover, names[0], s1, s2, names[1]
        )

    def fitted_detail(self, count: int) -> str:
        """The detail, its names cut short ("Alexandr…") just enough to fit the label."""
        metrics = self.label.fontMetrics()
        width = self.label.contentsRect().width()
        full = self.detail(count)
        if metrics.horizontalAdvance(full) <= width:
            return full

        def with_names_within(room: int) -> str:
            return self.detail(
                count, lambda name: metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
            )

        low, high = 24, max(metrics.horizontalAdvance(name) for name in self._names())
        best = ""
        while low <= high:  # the widest names that still fit
            middle = (low + high) // 2
            text = with_names_within(middle)
            if metrics.horizontalAdvance(text) <= width:
                best, low = text, middle + 1
            else:
                high = middle - 1
        return best or metrics.elidedText(with_names_within(24), Qt.TextElideMode.ElideRight, width)

    def _show_detail(self) -> None:
        count = self.slider.value()
        self.label.setText(self.fitted_detail(count))
        self.label.setToolTip(self.detail(count))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_detail()

    def retranslate(self) -> None:
        self._show_detail()
        self.close_button.setText(self.tr("Close replay"))
        self.first.setToolTip(self.tr("First"))
        self.back.setToolTip(self.tr("Previous line"))
        self.forward.setToolTip(self.tr("Next line"))
        self.last.setToolTip(self.tr("Last"))
        self.play.setToolTip(self.tr("Pause") if self.play.isChecked() else self.tr("Play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
