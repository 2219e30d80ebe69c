"""A review's mark on the board: the line drawn, the better line, and their stars' names.

When a mark of the review is chosen the board shows the moment before that
line with both lines over it: the line that was drawn (dotted, in the
refusal colour) and the better one (dashed, with rings), and a small label
by each of their stars with its grid name ("C4"), the names the review's
text uses. They stay until they are taken away (another mark, the review
or the replay closed, another moment shown): no timer removes them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from triangles_qt.views.board.scene import RING_RADIUS, Z_FLASH, BoardScene

#: Above the flashes and the rubber band: the labels are read, never hidden.
Z_REVIEW = Z_FLASH + 0.5
Z_LABEL = Z_FLASH + 1.0
#: Screen pixels between a star's ring and its label.
LABEL_GAP_PX = 4.0


@dataclass(frozen=True)
class ReviewMark:
    """One mark of the review on the board: the move, the line drawn and the better one."""

    index: int
    played: tuple[int, int]
    better: tuple[int, int]


class StarLabel(QGraphicsItem):
    """A star's grid name in a small pill beside it, the same size at every zoom.

    ``away`` is the direction (in scene units) the label lies from the star,
    so it sits clear of the lines that meet there.
    """

    def __init__(
        self, text: str, away: QPointF, ring_px: float, colors: tuple[QColor, QColor, QColor]
    ) -> None:
        """``colors``: the line's (the pill's edge), the text's and the pill's."""
        super().__init__()
        self.text = text
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self._font = QFont(QApplication.font())
        self._font.setBold(True)
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(text) + 10
        height = metrics.height() + 4
        length = math.hypot(away.x(), away.y()) or 1.0
        dx, dy = away.x() / length, away.y() / length
        # The pill's centre: past the ring, along ``away``, far enough that no corner overlaps it.
        reach = ring_px + LABEL_GAP_PX + abs(dx) * width / 2 + abs(dy) * height / 2
        centre = QPointF(dx * reach, dy * reach)
        self._rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        self._color, self._text, self._back = colors

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self._color, 2.0))
        painter.setBrush(QBrush(self._back))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(self._text)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ReviewMarks(QObject):
    """Draws a :class:`ReviewMark` on a board scene until told to take it away."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._mark: ReviewMark | None = None
        self._names: dict[int, str] = {}
        self._items: list[QGraphicsItem] = []
        self.labels: list[StarLabel] = []
        """The stars' labels on show (their ``text`` is the grid name)."""
        # Zooming draws the lines and rings for the new scale (the labels keep their size).
        scene.sizesChanged.connect(self._redraw)

    @property
    def mark(self) -> ReviewMark | None:
        """The mark on show, if any."""
        return self._mark

    @property
    def visible(self) -> bool:
        return bool(self._items)

    def show(self, mark: ReviewMark, names: dict[int, str]) -> None:
        """Draw ``mark``; ``names`` gives the grid name of each of its stars."""
        self._mark = mark
        self._names = dict(names)
        self._redraw()

    def clear(self) -> None:
        self._mark = None
        self._remove()

    def restyle(self) -> None:
        """The theme changed: draw it again in the new colours."""
        self._redraw()

    def _remove(self) -> None:
        for item in self._items:
            self._scene.removeItem(item)
        self._items = []
        self.labels = []

    def _redraw(self) -> None:
        self._remove()
        mark = self._mark
        if mark is None:
            return
        scene, theme = self._scene, self._scene.theme
        better_color = QColor(theme.highlight)
        better_color.setAlpha(235)
        better = QPen(better_color, scene.drawn(3.0), Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        played = QPen(theme.refused, scene.drawn(2.4), Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        for (a, b), pen in ((mark.played, played), (mark.better, better)):
            line = scene.addLine(QLineF(scene.star_pos(a), scene.star_pos(b)), pen)
            line.setZValue(Z_REVIEW)
            self._items.append(line)
        ring_units = scene.drawn(RING_RADIUS)
        for star in mark.better:
            p = scene.star_pos(star)
            ring = scene.addEllipse(
                QRectF(p.x() - ring_units, p.y() - ring_units, 2 * ring_units, 2 * ring_units),
                better,
            )
            ring.setZValue(Z_REVIEW)
            self._items.append(ring)
        self._add_labels(mark, ring_units)

    def _add_labels(self, mark: ReviewMark, ring_units: float) -> None:
        """A label by each star of both lines, pointing away from the lines that meet there."""
        scene, theme = self._scene, self._scene.theme
        back = QColor(theme.panel)
        back.setAlpha(225)
        ends: dict[int, list[int]] = {}
        for a, b in (mark.played, mark.better):
            ends.setdefault(a, []).append(b)
            ends.setdefault(b, []).append(a)
        views = scene.views()
        scale = views[0].transform().m11() if views else 1.0
        ring_px = ring_units * scale
        for star, others in ends.items():
            here = scene.star_pos(star)
            away = QPointF(0.0, 0.0)
            for other in others:
                there = scene.star_pos(other)
                step = here - there
                length = math.hypot(step.x(), step.y()) or 1.0
                away += step / length
            if math.hypot(away.x(), away.y()) < 0.2:  # lines both ways: the label goes above
                away = QPointF(0.0, -1.0)
            color = theme.highlight if star in mark.better else theme.refused
            colors = (color, theme.text, back)
            label = StarLabel(self._names.get(star, ""), away, ring_px, colors)
            label.setPos(here)
            label.setZValue(Z_LABEL)
            scene.addItem(label)
            self._items.append(label)
            self.labels.append(label)
