"""The Statistics window: totals at a glance, tables, and two pictures drawn with QPainter.

It reads a :class:`~triangles_qt.stats.StatsStore` (or asks a callable for
the current one on every refresh) and shows:

- cards with the totals against the computer (played, won, lost, tied, win
  rate, streak, average margin); ties count neither as a win nor as a loss;
- a stacked bar per opponent (won / tied / lost) and the win rate over time;
- tables per opponent, per board size, and the recent games;
- Export CSV (a file dialog) and Reset (after a confirmation).

It refreshes when a game is recorded while it is open (connect the app's
"recorded" signal to :meth:`StatisticsWindow.on_game_recorded`) and
retranslates itself on ``QEvent.LanguageChange``. Reads are quick (one read
transaction, WAL never waits for the writer); a reset goes through the
background writer when one is given.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.stats import (
    LOST,
    PLAYER1,
    TIE,
    TWO_PLAYERS,
    WON,
    GameRow,
    GroupStats,
    Notice,
    NoticeKind,
    RecordOutcome,
    Report,
    StatsStore,
    StatsWriter,
    WinRatePoint,
)
from triangles_qt.stats.queries import ROLLING_WINDOW

# Nebula: dark sky, light text; Player 1 red-orange for wins, Player 2 blue for losses.
SKY_TOP = QColor("#0b0f2b")
SKY_BOTTOM = QColor("#1d1240")
TEXT = QColor("#f2f0ff")
MUTED = QColor("#a9a6cc")
PANEL = QColor(18, 16, 48, 215)
BORDER = QColor(140, 130, 220, 70)
WON_COLOUR = QColor("#ff6a3d")
LOST_COLOUR = QColor("#3d9bff")
TIED_COLOUR = QColor("#b7b2d9")
LINE_COLOUR = QColor("#fff3a0")

RECENT_LIMIT = 50
STORE_SOURCE = StatsStore | Callable[[], StatsStore]


def percent(rate: float | None) -> str:
    """A win rate for display: whole percent, or a dash when there is no decisive game."""
    if rate is None:
        return "—"
    return QCoreApplication.translate("Statistics", "{0}%").format(round(rate * 100))


def signed(value: float | None, decimals: int = 1) -> str:
    """An average margin with its sign (+6.7, −2.0), in the current locale."""
    if value is None:
        return "—"
    text = QLocale().toString(abs(value), "f", decimals)
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else "−") + text


def reason_text(reason: str | None) -> str:
    """Why statistics are not recorded, in the current language."""
    texts = {
        "read_only": QCoreApplication.translate(
            "Statistics", "the statistics folder cannot be written to"
        ),
        "disk_full": QCoreApplication.translate("Statistics", "the disk is full"),
        "cannot_open": QCoreApplication.translate(
            "Statistics", "the statistics file cannot be opened"
        ),
        "busy": QCoreApplication.translate(
            "Statistics", "another copy of Triangles is using the statistics"
        ),
        "damaged_cannot_move": QCoreApplication.translate(
            "Statistics", "the statistics file is damaged and could not be moved aside"
        ),
        "damaged": QCoreApplication.translate("Statistics", "the statistics file is damaged"),
        "migration_failed": QCoreApplication.translate(
            "Statistics", "the statistics file could not be updated to this version"
        ),
        "newer_version": QCoreApplication.translate(
            "Statistics", "the statistics file is from a newer version of Triangles"
        ),
    }
    texts["newer_schema"] = texts["newer_version"]  # the name the app also uses
    return texts.get(
        reason or "", QCoreApplication.translate("Statistics", "the statistics file is unavailable")
    )


def notice_message(notice: Notice) -> str:
    """What to tell the player, once, about a notice from :meth:`StatsStore.take_notices`."""
    if notice.kind is NoticeKind.MOVED_ASIDE:
        kept = ", ".join(p.name for p in notice.moved_to)
        return QCoreApplication.translate(
            "Statistics",
            "The statistics file was damaged. It was kept as {0} and new statistics were started.",
        ).format(kept)
    return QCoreApplication.translate(
        "Statistics", "Statistics are not being recorded: {0}. You can still play."
    ).format(reason_text(notice.reason))


def _local_time(moment: datetime) -> str:
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


def _local_date(moment: datetime) -> str:
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return QLocale().toString(stamp.date(), QLocale.FormatType.ShortFormat)


def _numeric_column(table: QTableWidget, column: int) -> bool:
    if table.objectName() == "recentTable":
        return column in (3, 5, 6)
    return column > 0


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


def _paint_sky(painter: QPainter, rect: QRectF) -> None:
    """The Nebula sky: a dark gradient and a sprinkle of faint stars (always the same)."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, SKY_TOP)
    gradient.setColorAt(1.0, SKY_BOTTOM)
    painter.fillRect(rect, gradient)
    rng = random.Random(7)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(rect.width() * rect.height() / 5000)):
        x, y = rng.uniform(0, rect.width()), rng.uniform(0, rect.height())
        alpha = rng.randrange(40, 150)
        painter.setBrush(QColor(255, 248, 231, alpha))
        radius = rng.choice((0.6, 0.8, 1.0, 1.3))
        painter.drawEllipse(QPointF(rect.left() + x, rect.top() + y), radius, radius)


def _panel(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(BORDER, 1))
    painter.setBrush(PANEL)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 12, 12)


def _legend(painter: QPainter, x: float, y: float, items: Sequence[tuple[QColor, str]]) -> None:
    """Colour swatches with their names, left to right from (x, y)."""
    metrics = painter.fontMetrics()
    for colour, label in items:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(x, y - 9, 12, 12), 3, 3)
        painter.setPen(MUTED)
        painter.drawText(QPointF(x + 17, y + 2), label)
        x += 17 + metrics.horizontalAdvance(label) + 16


class ResultsChart(QWidget):
    """A stacked horizontal bar per opponent: won, tied, lost (most played first)."""

    MAX_ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsChart")
        self.setMinimumSize(QSize(360, 210))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._groups: tuple[GroupStats, ...] = ()
        self.setAccessibleName(self.tr("Results per opponent"))

    def set_groups(self, groups: Sequence[GroupStats]) -> None:
        self._groups = tuple(groups)
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Results per opponent"))
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        _panel(painter, rect)
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(TEXT)
        painter.drawText(
            QPointF(rect.left() + 16, rect.top() + 26), self.tr("Results per opponent")
        )
        painter.setFont(self.font())
        _legend(
            painter,
            rect.left() + 16,
            rect.top() + 48,
            [
                (WON_COLOUR, self.tr("Won")),
                (TIED_COLOUR, self.tr("Tied")),
                (LOST_COLOUR, self.tr("Lost")),
            ],
        )
        groups = [g for g in self._groups if g.played][: self.MAX_ROWS]
        if not groups:
            painter.setPen(MUTED)
            painter.drawText(
                rect.adjusted(16, 60, -16, -16),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("No games against the computer yet."),
            )
            painter.end()
            return
        metrics = painter.fontMetrics()
        label_width = min(
            max(metrics.horizontalAdvance(g.opponent_name) for g in groups) + 12, rect.width() * 0.3
        )
        top, bottom = rect.top() + 66, rect.bottom() - 14
        row_height = min(52.0, (bottom - top) / len(groups))
        top += (bottom - top - row_height * len(groups)) / 2  # centre the rows
        bar_height = max(10.0, row_height * 0.62)
        left = rect.left() + 16 + label_width
        count_width = metrics.horizontalAdvance("0000") + 10
        width = max(10.0, rect.right() - 16 - count_width - left)
        most = max(g.played for g in groups)
        for i, group in enumerate(groups):
            y = top + i * row_height + (row_height - bar_height) / 2
            painter.setPen(TEXT)
            name = metrics.elidedText(
                group.opponent_name, Qt.TextElideMode.ElideRight, int(label_width - 8)
            )
            painter.drawText(
                QRectF(rect.left() + 16, y, label_width - 8, bar_height),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                name,
            )
            x = left
            for count, colour in (
                (group.won, WON_COLOUR),
                (group.tied, TIED_COLOUR),
                (group.lost, LOST_COLOUR),
            ):
                if not count:
                    continue
                segment = QRectF(x, y, width * count / most, bar_height)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRect(segment)
                text = str(count)
                if metrics.horizontalAdvance(text) + 6 < segment.width():
                    painter.setPen(QColor("#10122e"))
                    painter.drawText(segment, Qt.AlignmentFlag.AlignCenter, text)
                x += segment.width()
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(x + 6, y, count_width, bar_height),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                str(group.played),
            )
        painter.end()


class WinRateChart(QWidget):
    """The win rate after each game against the computer: overall and over recent games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winRateChart")
        self.setMinimumSize(QSize(360, 210))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._points: tuple[WinRatePoint, ...] = ()
        self.setAccessibleName(self.tr("Win rate over time"))

    def set_points(self, points: Sequence[WinRatePoint]) -> None:
        self._points = tuple(points)
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Win rate over time"))
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        _panel(painter, rect)
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(TEXT)
        painter.drawText(QPointF(rect.left() + 16, rect.top() + 26), self.tr("Win rate over time"))
        painter.setFont(self.font())
        _legend(
            painter,
            rect.left() + 16,
            rect.top() + 48,
            [
                (LINE_COLOUR, self.tr("All games")),
                (TIED_COLOUR, self.tr("Last {0} decisive games").format(ROLLING_WINDOW)),
            ],
        )
        points = [p for p in self._points if p.cumulative is not None]
        if not points:
            painter.setPen(MUTED)
            painter.drawText(
                rect.adjusted(16, 60, -16, -16),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("The line starts with the first game won or lost."),
            )
            painter.end()
            return
        metrics = painter.fontMetrics()
        axis = metrics.horizontalAdvance("100%") + 8
        plot = QRectF(
            rect.left() + 16 + axis, rect.top() + 68, rect.width() - 40 - axis, rect.height() - 114
        )
        # Grid: 0, 50 and 100 %, labelled; 25 and 75 % faint.
        for level in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = plot.bottom() - level * plot.height()
            strong = level in (0.0, 0.5, 1.0)
            painter.setPen(QPen(QColor(255, 255, 255, 45 if strong else 20), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            if strong:
                painter.setPen(MUTED)
                painter.drawText(
                    QRectF(rect.left() + 10, y - 10, axis, 20),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    percent(level),
                )
        first, last = self._points[0].index, self._points[-1].index
        span = max(1, last - first)

        def at(index: int, rate: float) -> QPointF:
            return QPointF(
                plot.left() + (index - first) / span * plot.width(),
                plot.bottom() - rate * plot.height(),
            )

        # A strip of ticks along the bottom: every game, coloured by its result.
        colours = {WON: WON_COLOUR, LOST: LOST_COLOUR, TIE: TIED_COLOUR}
        tick = max(1.5, min(6.0, plot.width() / max(1, len(self._points)) * 0.7))
        for p in self._points:
            x = at(p.index, 0).x()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.get(p.result, TIED_COLOUR))
            painter.drawRoundedRect(QRectF(x - tick / 2, plot.bottom() + 8, tick, 8), 1.5, 1.5)
        painter.setPen(MUTED)
        labels = QRectF(plot.left() - 40, plot.bottom() + 19, plot.width() + 80, 18)
        painter.drawText(
            labels.adjusted(40, 0, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.tr("Game {0}").format(first),
        )
        if last != first:
            painter.drawText(
                labels.adjusted(0, 0, -40, 0),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.tr("Game {0}").format(last),
            )
        for key, colour, width, style in (
            ("rolling", TIED_COLOUR, 1.6, Qt.PenStyle.DashLine),
            ("cumulative", LINE_COLOUR, 2.6, Qt.PenStyle.SolidLine),
        ):
            path = QPainterPath()
            started = False
            for p in self._points:
                rate = getattr(p, key)
                if rate is None:
                    continue
                point = at(p.index, rate)
                if started:
                    path.lineTo(point)
                else:
                    path.moveTo(point)
                    started = True
            pen = QPen(colour, width)
            pen.setStyle(style)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        end = points[-1]
        assert end.cumulative is not None
        dot = at(end.index, end.cumulative)
        painter.setPen(QPen(SKY_TOP, 2))
        painter.setBrush(LINE_COLOUR)
        painter.drawEllipse(dot, 5, 5)
        painter.end()


class StatCard(QFrame):
    """One figure at a glance: a big value over a small caption."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"card_{key}")
        self.value = QLabel("—", self)
        self.value.setObjectName(f"value_{key}")
        self.caption = QLabel(self)
        self.caption.setObjectName(f"caption_{key}")
        self.caption.setWordWrap(True)
        font = self.value.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.value.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(2)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


class StatisticsWindow(QWidget):
    """The Statistics window. ``store`` is a store or a callable returning the current one."""

    resetDone = Signal(object)
    """Emitted (on the UI thread) with the :class:`RecordOutcome` of a reset."""
    _writerReset = Signal(object)

    CARDS = ("played", "won", "lost", "tied", "rate", "streak", "margin")

    def __init__(
        self,
        store: STORE_SOURCE,
        parent: QWidget | None = None,
        *,
        writer: StatsWriter | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self._source = store
        self._writer = writer
        self._report = Report()
        self._recent: list[GameRow] = []
        self._status = ""
        self._status_is_error = False
        self._store_state: tuple[bool, str | None, str | None] = (True, None, None)
        self._refresh_pending = False

        self.title = QLabel(self)
        self.title.setObjectName("title")
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.9)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("subtitle")

        self.cards = {key: StatCard(key, self) for key in self.CARDS}
        cards = QGridLayout()
        cards.setSpacing(10)
        for i, key in enumerate(self.CARDS):
            cards.addWidget(self.cards[key], 0, i)

        self.results_chart = ResultsChart(self)
        self.win_rate_chart = WinRateChart(self)
        charts = QHBoxLayout()
        charts.setSpacing(12)
        charts.addWidget(self.results_chart, 1)
        charts.addWidget(self.win_rate_chart, 1)

        self.opponent_table = self._table("opponentTable")
        self.size_table = self._table("sizeTable")
        self.recent_table = self._table("recentTable")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("tabs")
        self.tabs.addTab(self.opponent_table, "")
        self.tabs.addTab(self.size_table, "")
        self.tabs.addTab(self.recent_table, "")

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportButton")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetButton")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeButton")
        for button in (self.export_button, self.reset_button, self.close_button):
            button.setMinimumHeight(36)
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(cards)
        layout.addLayout(charts, 5)
        layout.addWidget(self.tabs, 4)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        self._writerReset.connect(self._reset_finished)
        self._style()
        self.resize(1040, 800)
        self.retranslate()
        self.refresh()

    # -- building -----------------------------------------------------------------

    def _table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setHighlightSections(False)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return table

    def _style(self) -> None:
        text, muted = TEXT.name(), MUTED.name()
        panel = "rgba(18, 16, 48, 215)"
        border = "rgba(140, 130, 220, 70)"
        self.setStyleSheet(
            f"QWidget#statisticsWindow {{ color: {text}; }}"
            f" QLabel {{ color: {text}; background: transparent; }}"
            f" QLabel#subtitle, QLabel#status {{ color: {muted}; }}"
            f" StatCard {{ background: {panel}; border: 1px solid {border};"
            f" border-radius: 12px; }}"
            f" StatCard QLabel[objectName^='caption'] {{ color: {muted}; }}"
            f" QTabWidget::pane {{ border: 1px solid {border}; border-radius: 10px;"
            f" background: {panel}; top: -1px; }}"
            f" QTabBar::tab {{ background: transparent; color: {muted}; padding: 7px 16px;"
            f" border: 1px solid transparent; border-top-left-radius: 8px;"
            f" border-top-right-radius: 8px; }}"
            f" QTabBar::tab:selected {{ color: {text}; background: {panel};"
            f" border: 1px solid {border}; border-bottom-color: {panel}; }}"
            f" QTableWidget {{ background: transparent; alternate-background-color:"
            f" rgba(255, 255, 255, 10); color: {text}; border: none;"
            f" selection-background-color: rgba(255, 106, 61, 90); selection-color: {text}; }}"
            f" QTableWidget::item {{ padding: 0 10px; }}"
            f" QHeaderView {{ background: transparent; border: none; }}"
            f" QHeaderView::section {{ background: #1c1946; color: {muted};"
            f" border: none; border-bottom: 1px solid {border}; padding: 6px 10px;"
            f" font-weight: bold; }}"
            f" QTableCornerButton::section {{ background: transparent; border: none; }}"
            f" QPushButton {{ color: {text}; background: rgba(255, 255, 255, 18);"
            f" border: 1px solid {border}; border-radius: 8px; padding: 6px 18px; }}"
            f" QPushButton:hover {{ border-color: {LINE_COLOUR.name()}; }}"
            f" QPushButton#resetButton:hover {{ border-color: {WON_COLOUR.name()}; }}"
            f" QScrollBar:vertical {{ background: transparent; width: 10px; }}"
            f" QScrollBar::handle:vertical {{ background: rgba(255, 255, 255, 50);"
            f" border-radius: 5px; min-height: 24px; }}"
            f" QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}"
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _paint_sky(painter, QRectF(self.rect()))
        painter.end()

    # -- language -----------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-set every text in the current language (numbers stay as they are)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("Statistics"))
        captions = {
            "played": self.tr("Games played"),
            "won": self.tr("Won"),
            "lost": self.tr("Lost"),
            "tied": self.tr("Ties"),
            "rate": self.tr("Win rate"),
            "streak": self.tr("Win streak"),
            "margin": self.tr("Average margin"),
        }
        for key, caption in captions.items():
            self.cards[key].caption.setText(caption)
        self.cards["rate"].setToolTip(self.tr("Wins out of games won or lost; ties are left out."))
        self.cards["streak"].setToolTip(
            self.tr("A loss ends a streak; a tie neither ends nor extends it.")
        )
        self.cards["margin"].setToolTip(self.tr("Your triangles minus the computer's, per game."))
        self.tabs.setTabText(0, self.tr("By opponent"))
        self.tabs.setTabText(1, self.tr("By board size"))
        self.tabs.setTabText(2, self.tr("Recent games"))
        figures = [
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Ties"),
            self.tr("Win rate"),
            self.tr("Streak"),
            self.tr("Best streak"),
            self.tr("Avg. margin"),
        ]
        self._set_headers(self.opponent_table, [self.tr("Opponent"), *figures])
        self._set_headers(self.size_table, [self.tr("Board"), *figures])
        self._set_headers(
            self.recent_table,
            [
                self.tr("Finished"),
                self.tr("Opponent"),
                self.tr("Board"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Moves"),
                self.tr("Time"),
            ],
        )
        self.export_button.setText(self.tr("Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every recorded game as a spreadsheet file."))
        self.reset_button.setText(self.tr("Reset…"))
        self.reset_button.setToolTip(self.tr("Delete all recorded games."))
        self.close_button.setText(self.tr("Close"))
        self._render()

    @staticmethod
    def _set_headers(table: QTableWidget, labels: list[str]) -> None:
        table.setColumnCount(len(labels))
        table.setHorizontalHeaderLabels(labels)
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for column in range(len(labels)):
            item = table.horizontalHeaderItem(column)
            if item is not None and not _numeric_column(table, column):
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        stretch = 1 if table.objectName() == "recentTable" else 0  # the name column
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)

    # -- data ---------------------------------------------------------------------

    def store(self) -> StatsStore:
        """The store shown now (a callable source is asked every time)."""
        source = self._source
        return source if isinstance(source, StatsStore) else source()

    @Slot()
    def refresh(self) -> None:
        """Read the figures again and show them."""
        store = self.store()
        self._report = store.report()
        self._recent = store.recent_games(RECENT_LIMIT)
        self._store_state = (store.recording, store.not_recording_reason, store.last_read_error)
        self._render()

    @Slot()
    def on_game_recorded(self) -> None:
        """A game was recorded (connect the app's signal here): refresh once, soon.

        Several signals in a row (e.g. a resubmitted backlog) cost one refresh.
        """
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self._refresh_now)

    def _refresh_now(self) -> None:
        self._refresh_pending = False
        self.refresh()

    # -- showing ------------------------------------------------------------------

    def _render(self) -> None:
        report = self._report
        total = report.total
        values = {
            "played": str(total.played),
            "won": str(total.won),
            "lost": str(total.lost),
            "tied": str(total.tied),
            "rate": percent(total.win_rate),
            "streak": str(total.current_streak),
            "margin": signed(total.average_margin),
        }
        for key, value in values.items():
            self.cards[key].value.setText(value)
        colours = {"won": WON_COLOUR, "lost": LOST_COLOUR, "tied": TIED_COLOUR}
        for key, colour in colours.items():
            self.cards[key].value.setStyleSheet(f"color: {colour.name()};")
        self.cards["streak"].caption.setText(
            self.tr("Win streak (best {0})").format(total.best_streak)
        )
        self.subtitle.setText(self._subtitle())
        self.results_chart.set_groups(report.by_opponent)
        self.win_rate_chart.set_points(report.over_time)
        self._fill_groups(self.opponent_table, report.by_opponent, by_size=False)
        self._fill_groups(self.size_table, report.by_board_size, by_size=True)
        self._fill_recent()
        for table in (self.opponent_table, self.size_table, self.recent_table):
            table.clearSelection()
            table.setCurrentIndex(QModelIndex())
        self._render_status()

    def _subtitle(self) -> str:
        report = self._report
        parts = [self.tr("Games against the computer: {0}").format(report.total.played)]
        if report.two_player_games:
            parts.append(
                self.tr("two-player games (not counted): {0}").format(report.two_player_games)
            )
        if report.first_game is not None:
            parts.append(self.tr("since {0}").format(_local_date(report.first_game)))
        return "  ·  ".join(parts)

    def _fill_groups(
        self, table: QTableWidget, groups: Sequence[GroupStats], *, by_size: bool
    ) -> None:
        table.setRowCount(len(groups))
        for row, g in enumerate(groups):
            label = self.tr("{0} stars").format(g.board_size) if by_size else g.opponent_name
            cells = [
                label,
                str(g.played),
                str(g.won),
                str(g.lost),
                str(g.tied),
                percent(g.win_rate),
                str(g.current_streak),
                str(g.best_streak),
                signed(g.average_margin),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if _numeric_column(table, column):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if not by_size and column == 0 and g.opponent_id:
                    item.setToolTip(g.opponent_id)
                table.setItem(row, column, item)

    def _fill_recent(self) -> None:
        table = self.recent_table
        table.setRowCount(len(self._recent))
        for row, game in enumerate(self._recent):
            if game.mode == TWO_PLAYERS:
                names = [game.human_name, game.opponent_name]
                if game.human_player == 1:
                    names.reverse()
                opponent = self.tr("{0} vs {1}").format(*names)
                score = f"{game.scores[0]} – {game.scores[1]}"
                if game.result == TIE:
                    result = self.tr("Tie")
                else:
                    winner = names[0] if game.result == PLAYER1 else names[1]
                    result = self.tr("{0} won").format(winner)
                colour = TIED_COLOUR
            else:
                opponent = game.opponent_name
                score = f"{game.human_score} – {game.opponent_score}"
                result = {
                    WON: self.tr("Won", "the result of one game"),
                    LOST: self.tr("Lost", "the result of one game"),
                }.get(game.result, self.tr("Tie", "the result of one game"))
                colour = {WON: WON_COLOUR, LOST: LOST_COLOUR}.get(game.result, TIED_COLOUR)
            cells = [
                _local_time(game.finished_at),
                opponent,
                self.tr("{0} stars").format(game.board_size),
                score,
                result,
                str(game.move_count),
                _duration(game.duration_s),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 4:
                    item.setForeground(QBrush(colour))
                if _numeric_column(table, column):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, column, item)

    def _render_status(self) -> None:
        recording, reason, read_error = self._store_state
        if self._status:
            text, error = self._status, self._status_is_error
        elif not recording:
            text = self.tr("Statistics are not being recorded: {0}.").format(reason_text(reason))
            error = True
        elif read_error:
            text, error = self.tr("The statistics could not be read."), True
        else:
            text = self.tr("A tie counts neither as a win nor as a loss.")
            error = False
        self.status.setText(text)
        colour = WON_COLOUR.name() if error else MUTED.name()
        self.status.setStyleSheet(f"color: {colour};")
        self.reset_button.setEnabled(recording and self._report != Report())

    def _say(self, text: str, *, error: bool = False) -> None:
        self._status, self._status_is_error = text, error
        self._render_status()

    # -- actions ------------------------------------------------------------------

    @Slot()
    def export_csv(self) -> None:
        """Ask where, then write every game as CSV; the outcome shows in the status line."""
        default = str(Path.home() / "triangles-statistics.csv")
        chosen, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), default, self.tr("CSV files (*.csv)")
        )
        if not chosen:
            return
        try:
            count = self.store().export_csv(chosen)
        except (OSError, RuntimeError) as err:
            self._say(self.tr("Could not export: {0}").format(str(err)), error=True)
            return
        self._say(self.tr("Games exported: {0}, to {1}").format(count, chosen))

    @Slot()
    def ask_reset(self) -> None:
        """Confirm, then delete every recorded game."""
        games = self.store().game_count()
        box = QMessageBox(self)
        box.setObjectName("confirmReset")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset statistics"))
        box.setText(self.tr("Delete all recorded games ({0})?").format(games))
        box.setInformativeText(self.tr("This cannot be undone. You may export them first."))
        delete = box.addButton(self.tr("Delete all"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
        delete.setObjectName("confirmDelete")
        keep.setObjectName("confirmKeep")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        if box.clickedButton() is not delete:
            return
        if self._writer is not None:
            self.reset_button.setEnabled(False)
            self._writer.submit_reset(self._writerReset.emit)  # called back on the writer thread
        else:
            self._reset_finished(self.store().reset())

    @Slot(object)
    def _reset_finished(self, outcome: RecordOutcome) -> None:
        if outcome.ok:
            self._say(self.tr("Games deleted: {0}").format(outcome.deleted))
        else:
            self._say(
                self.tr("Could not reset: {0}").format(reason_text(outcome.error)), error=True
            )
        self.refresh()
        self.resetDone.emit(outcome)

    def sizeHint(self) -> QSize:
        return QSize(1040, 800)


__all__ = [
    "ResultsChart",
    "StatisticsWindow",
    "WinRateChart",
    "notice_message",
    "percent",
    "reason_text",
    "signed",
]
