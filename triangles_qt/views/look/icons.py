"""Icons drawn with QPainter, so they look the same whatever fonts a system has.

Glyphs such as ⏮ or ⏸ are missing from many fonts (and from the bundled
Noto Sans), so the replay buttons and message marks are painted here.
"""

from __future__ import annotations

import enum
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from triangles_qt import i18n


def app_icon() -> QIcon:
    """The application icon shipped in the package (made by packaging/make_icons.py)."""
    icon = QIcon()
    for path in sorted(i18n.RESOURCES_DIR.joinpath("icons").glob("triangles*.*")):
        icon.addFile(str(path))
    return icon


class Glyph(enum.Enum):
    FIRST = "first"
    BACK = "back"
    PLAY = "play"
    PAUSE = "pause"
    FORWARD = "forward"
    LAST = "last"
    INFO = "info"
    REFUSAL = "refusal"
    COACH = "coach"


def _triangle(painter: QPainter, x: float, y: float, w: float, h: float, right: bool) -> None:
    if right:
        points = [QPointF(x, y), QPointF(x + w, y + h / 2), QPointF(x, y + h)]
    else:
        points = [QPointF(x + w, y), QPointF(x, y + h / 2), QPointF(x + w, y + h)]
    painter.drawPolygon(QPolygonF(points))


def paint_glyph(painter: QPainter, glyph: Glyph, rect: QRectF, color: QColor) -> None:
    """Draw ``glyph`` filling ``rect`` (square is best) in ``color``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height())
    x0 = rect.center().x() - s / 2
    y0 = rect.center().y() - s / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    h = s * 0.56
    top = y0 + (s - h) / 2
    if glyph in (Glyph.PLAY, Glyph.FORWARD):
        _triangle(painter, x0 + s * 0.3, top, s * 0.45, h, right=True)
    elif glyph is Glyph.BACK:
        _triangle(painter, x0 + s * 0.25, top, s * 0.45, h, right=False)
    elif glyph is Glyph.PAUSE:
        painter.drawRect(QRectF(x0 + s * 0.28, top, s * 0.15, h))
        painter.drawRect(QRectF(x0 + s * 0.57, top, s * 0.15, h))
    elif glyph is Glyph.FIRST:
        painter.drawRect(QRectF(x0 + s * 0.22, top, s * 0.1, h))
        _triangle(painter, x0 + s * 0.34, top, s * 0.42, h, right=False)
    elif glyph is Glyph.LAST:
        painter.drawRect(QRectF(x0 + s * 0.68, top, s * 0.1, h))
        _triangle(painter, x0 + s * 0.24, top, s * 0.42, h, right=True)
    else:
        _mark(painter, glyph, QRectF(x0, y0, s, s), color)
    painter.restore()


def _mark(painter: QPainter, glyph: Glyph, box: QRectF, color: QColor) -> None:
    """The round marks in front of messages: information, coach tip, refusal."""
    s = box.width()
    circle = box.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08)
    if glyph is Glyph.REFUSAL:
        painter.setBrush(color)
        painter.drawEllipse(circle)
        painter.setPen(
            QPen(QColor("#ffffff"), s * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        d = s * 0.2
        c = circle.center()
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
        painter.drawLine(QPointF(c.x() + d, c.y() - d), QPointF(c.x() - d, c.y() + d))
        return
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, s * 0.08))
    painter.drawEllipse(circle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    c = circle.center()
    if glyph is Glyph.COACH:
        # A small star: the board's own shape.
        path = QPainterPath()
        for i in range(10):
            r = s * (0.26 if i % 2 == 0 else 0.11)
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(c.x() + r * math.cos(angle), c.y() + r * math.sin(angle))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        painter.drawPath(path)
        return
    # Information: an "i".
    painter.drawEllipse(QPointF(c.x(), c.y() - s * 0.19), s * 0.06, s * 0.06)
    painter.drawRoundedRect(QRectF(c.x() - s * 0.05, c.y() - s * 0.07, s * 0.1, s * 0.31), 2, 2)


def glyph_icon(glyph: Glyph, color: QColor, size: int = 24) -> QIcon:
    """A QIcon of ``glyph`` (for buttons), crisp on high-density screens too."""
    icon = QIcon()
    for scale in (1, 2):
        pixmap = QPixmap(size * scale, size * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_glyph(painter, glyph, QRectF(0, 0, size, size), color)
        painter.end()
        icon.addPixmap(pixmap)
    return icon
