"""When the last line is off screen (zoomed in), an arrow at the edge points to it.

Tapping or clicking the arrow brings the line into view. The arrow sits on
the edge of the board view where the direction to the line leaves it, so
it also says which way to pan.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from triangles_qt.views.board.view import BoardView
from triangles_qt.views.look.theme import NEBULA, Theme

SIZE = 52
EDGE_GAP = 6


class LastMoveCue(QWidget):
    """An arrow at the edge of ``view`` pointing to the last line while it is out of sight."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view.viewport())
        self.setObjectName("lastMoveCue")
        self._view = view
        self._theme = NEBULA
        self._angle = 0.0
        self.setFixedSize(SIZE, SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Touches land here, not on the board under it.
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.hide()
        view.viewChanged.connect(self.update_cue)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def update_cue(self) -> None:
        """Show, place and aim the arrow, or hide it when the last line is in view."""
        view = self._view
        scene = view.board_scene()
        move = scene.last_move if scene is not None else None
        if move is None or view.fitted or view.line_in_view(move.a, move.b):
            self.hide()
            return
        rect = QRectF(view.viewport().rect())
        target = (view.star_view_pos(move.a) + view.star_view_pos(move.b)) / 2
        centre = rect.center()
        dx, dy = target.x() - centre.x(), target.y() - centre.y()
        if math.hypot(dx, dy) < 1:
            self.hide()
            return
        self._angle = math.atan2(dy, dx)
        # Where the ray from the centre towards the line leaves the view, pulled inside.
        half_w = rect.width() / 2 - SIZE / 2 - EDGE_GAP
        half_h = rect.height() / 2 - SIZE / 2 - EDGE_GAP
        scale = min(
            half_w / abs(dx) if dx else math.inf,
            half_h / abs(dy) if dy else math.inf,
        )
        scale = min(scale, 1.0)
        spot = QPointF(centre.x() + dx * scale, centre.y() + dy * scale)
        self.move(round(spot.x() - SIZE / 2), round(spot.y() - SIZE / 2))
        self.show()
        self.raise_()
        self.update()

    @property
    def angle(self) -> float:
        """Direction of the arrow in radians (0 = right, clockwise on screen)."""
        return self._angle

    def reveal(self) -> None:
        """Bring the last line into view (what a tap or click on the arrow does)."""
        scene = self._view.board_scene()
        move = scene.last_move if scene is not None else None
        if move is not None:
            self._view.reveal_line(move.a, move.b)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate):
            event.accept()
            return True
        if event.type() == QEvent.Type.TouchEnd:
            self.reveal()
            event.accept()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.rect().contains(event.position().toPoint()):
            self.reveal()
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QPointF(SIZE / 2, SIZE / 2)
        background = QColor(self._theme.panel)
        painter.setPen(QPen(self._theme.highlight, 2))
        painter.setBrush(background)
        painter.drawEllipse(c, SIZE / 2 - 2, SIZE / 2 - 2)
        painter.translate(c)
        painter.rotate(math.degrees(self._angle))
        arrow = QPainterPath()
        arrow.moveTo(15, 0)
        arrow.lineTo(-6, -11)
        arrow.lineTo(-2, 0)
        arrow.lineTo(-6, 11)
        arrow.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._theme.highlight)
        painter.drawPath(arrow)
        painter.end()
