"""The two pictures of the Statistics window, drawn with QPainter.

:class:`StatsChart` paints what both share (the panel, the title, the
legend, the "nothing yet" text) and leaves the plot to its subclass:
:class:`ResultsChart` (a stacked bar per opponent) and
:class:`WinRateChart` (the win rate after each game). Texts come from the
subclasses' ``tr()``, because PySide looks a ``tr()`` up in the context of
the object's own class, which is also where lupdate files it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from triangles_qt.stats import LOST, TIE, WON, GroupStats, WinRatePoint
from triangles_qt.stats.queries import ROLLING_WINDOW
from triangles_qt.views.stats.style import (
    BORDER,
    LINE_COLOUR,
    LOST_COLOUR,
    MUTED,
    ON_BAR,
    OVERLAY,
    PANEL,
    SKY_TOP,
    TEXT,
    TIED_COLOUR,
    WON_COLOUR,
    baseline,
    line_metrics,
    with_alpha,
)
from triangles_qt.views.stats.texts import percent

# Where the plot may start: below the title and the legend.
PLOT_TOP: Final = 66.0
MARGIN: Final = 16.0


class StatsChart(QWidget):
    """A chart on a rounded panel: title, legend, then :meth:`paint_plot` (or an empty text)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setMinimumSize(QSize(360, 210))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.title())

    # -- what subclasses say and draw -----------------------------------------------

    def title(self) -> str:
        raise NotImplementedError

    def legend(self) -> list[tuple[QColor, str]]:
        """Colour swatches and their names."""
        raise NotImplementedError

    def empty_text(self) -> str | None:
        """What to say instead of a plot, or ``None`` when there is something to draw."""
        raise NotImplementedError

    def paint_plot(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the data into ``rect`` (the panel below the legend)."""
        raise NotImplementedError

    # -- shared -----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.title())
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        painter.setPen(QPen(BORDER, 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 12, 12)
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(TEXT)
        painter.drawText(QPointF(rect.left() + MARGIN, rect.top() + 26), self.title())
        painter.setFont(self.font())
        self._paint_legend(painter, rect.left() + MARGIN, rect.top() + 48)
        empty = self.empty_text()
        if empty is not None:
            painter.setPen(MUTED)
            painter.drawText(
                rect.adjusted(MARGIN, 60, -MARGIN, -MARGIN),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                empty,
            )
        else:
            self.paint_plot(painter, rect.adjusted(0, PLOT_TOP, 0, 0))
        painter.end()

    def _paint_legend(self, painter: QPainter, x: float, y: float) -> None:
        metrics = painter.fontMetrics()
        for colour, label in self.legend():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, y - 9, 12, 12), 3, 3)
            painter.setPen(MUTED)
            painter.drawText(QPointF(x + 17, y + 2), label)
            x += 17 + metrics.horizontalAdvance(label) + 16


def _own_name(group: GroupStats) -> str:
    return group.opponent_name or (group.opponent_id or "")


class ResultsChart(StatsChart):
    """A stacked horizontal bar per opponent: won, tied, lost (in the order given: the
    Statistics window gives New Game's, weakest first)."""

    MAX_ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("resultsChart", parent)
        self._groups: tuple[GroupStats, ...] = ()
        self._name_of: Callable[[GroupStats], str] = _own_name

    def set_groups(
        self, groups: Sequence[GroupStats], name_of: Callable[[GroupStats], str] | None = None
    ) -> None:
        """Show ``groups``; ``name_of`` names an opponent in the current language (asked at
        every paint, so the names follow a language switch)."""
        self._groups = tuple(groups)
        self._name_of = name_of or _own_name
        self.update()

    def shown(self) -> list[tuple[str, GroupStats]]:
        """The rows drawn now, with their names: what the chart says, for tests and tools."""
        groups = [g for g in self._groups if g.played][: self.MAX_ROWS]
        return [(self._name_of(g), g) for g in groups]

    def title(self) -> str:
        return self.tr("Results per opponent")

    def legend(self) -> list[tuple[QColor, str]]:
        return [
            (WON_COLOUR, self.tr("Won")),
            (TIED_COLOUR, self.tr("Tied")),
            (LOST_COLOUR, self.tr("Lost")),
        ]

    def empty_text(self) -> str | None:
        return None if self.shown() else self.tr("No games against the computer yet.")

    def paint_plot(self, painter: QPainter, rect: QRectF) -> None:
        rows = self.shown()
        metrics = painter.fontMetrics()
        label_width = min(
            max(metrics.horizontalAdvance(name) for name, _ in rows) + 12, rect.width() * 0.3
        )
        top, bottom = rect.top(), rect.bottom() - 14
        row_height = min(52.0, (bottom - top) / len(rows))
        top += (bottom - top - row_height * len(rows)) / 2  # centre the rows
        bar_height = max(10.0, row_height * 0.62)
        left = rect.left() + MARGIN + label_width
        count_width = metrics.horizontalAdvance("0000") + 10
        width = max(10.0, rect.right() - MARGIN - count_width - left)
        most = max(g.played for _, g in rows)
        line = line_metrics(painter.font())  # names and numbers on one baseline
        for i, (name, group) in enumerate(rows):
            y = top + i * row_height + (row_height - bar_height) / 2
            base = baseline(y, bar_height, line)
            painter.setPen(TEXT)
            painter.drawText(
                QPointF(rect.left() + MARGIN, base),
                metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(label_width - 8)),
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
                advance = metrics.horizontalAdvance(text)
                if advance + 6 < segment.width():
                    painter.setPen(ON_BAR)
                    painter.drawText(QPointF(segment.center().x() - advance / 2, base), text)
                x += segment.width()
            painter.setPen(MUTED)
            painter.drawText(QPointF(x + 6, base), str(group.played))


class WinRateChart(StatsChart):
    """The win rate after each game against the computer: overall and over recent games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("winRateChart", parent)
        self._points: tuple[WinRatePoint, ...] = ()

    def set_points(self, points: Sequence[WinRatePoint]) -> None:
        self._points = tuple(points)
        self.update()

    def title(self) -> str:
        return self.tr("Win rate over time")

    def legend(self) -> list[tuple[QColor, str]]:
        return [
            (LINE_COLOUR, self.tr("All games")),
            (TIED_COLOUR, self.tr("Last {0} decisive games").format(ROLLING_WINDOW)),
        ]

    def empty_text(self) -> str | None:
        if any(p.cumulative is not None for p in self._points):
            return None
        return self.tr("The line starts with the first game won or lost.")

    def paint_plot(self, painter: QPainter, rect: QRectF) -> None:
        metrics = painter.fontMetrics()
        axis = metrics.horizontalAdvance("100%") + 8
        plot = QRectF(
            rect.left() + MARGIN + axis,
            rect.top() + 2,
            rect.width() - 40 - axis,
            rect.height() - 48,
        )
        self._paint_grid(painter, rect, plot, axis)
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
        painter.setPen(Qt.PenStyle.NoPen)
        for p in self._points:
            x = at(p.index, 0).x()
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
                if started:
                    path.lineTo(at(p.index, rate))
                else:
                    path.moveTo(at(p.index, rate))
                    started = True
            pen = QPen(colour, width)
            pen.setStyle(style)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        end = [p for p in self._points if p.cumulative is not None][-1]
        assert end.cumulative is not None
        painter.setPen(QPen(SKY_TOP, 2))
        painter.setBrush(LINE_COLOUR)
        painter.drawEllipse(at(end.index, end.cumulative), 5, 5)

    @staticmethod
    def _paint_grid(painter: QPainter, rect: QRectF, plot: QRectF, axis: float) -> None:
        """0, 50 and 100 %, labelled; 25 and 75 % faint."""
        for level in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = plot.bottom() - level * plot.height()
            strong = level in (0.0, 0.5, 1.0)
            painter.setPen(QPen(with_alpha(OVERLAY, 45 if strong else 20), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            if strong:
                painter.setPen(MUTED)
                painter.drawText(
                    QRectF(rect.left() + 10, y - 10, axis, 20),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    percent(level),
                )


__all__ = ["ResultsChart", "StatsChart", "WinRateChart"]
