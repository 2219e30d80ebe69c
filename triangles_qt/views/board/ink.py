"""Everything settled on the board (triangles, lines, stars) as one item, kept as one picture.

Late in a 180-star game a full repaint drew ~300 translucent triangles,
~500 antialiased lines and 180 glowing stars every time (docs/performance.md,
"Why a full repaint cost what it cost"). Here they are one item cached at the
zoom it is seen at (``DeviceCoordinateCache``): a repaint of the window, or a
frame of an animation over the board, copies the picture instead. A new line
repaints only its own neighbourhood of the picture, drawing only the lines,
triangles and stars that reach into it. A zoom step paints it all once.

The newest line can be *held*: left out of the picture (with the triangles it
closed) while an animation draws it (views/board/motion.py); released, it is
painted in, and the picture is what it would have been without the animation.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from triangles_qt.model import Move
from triangles_qt.views.board.star_sprite import paint_stars

#: Re-rendering more than this many lines' neighbourhoods at once repaints everything.
MANY_NEW = 8


class BoardInk(QGraphicsItem):
    """The settled picture of one board: both players' triangles, their lines, the stars."""

    def __init__(self, points: Sequence[QPointF]) -> None:
        super().__init__()
        self._points = list(points)
        self._xy: NDArray[np.float64] = np.array(
            [[p.x(), p.y()] for p in self._points], dtype=float
        ).reshape(-1, 2)
        self._moves: list[Move] = []
        self._lines = [QPainterPath(), QPainterPath()]  # every move but the last
        self._fills = [QPainterPath(), QPainterPath()]
        self._boxes: NDArray[np.float64] | None = None  # per move: x0, y0, x1, y1
        self._held = False
        self._pens = [QPen(), QPen()]
        self._brushes = [QBrush(), QBrush()]
        self._star = QColor(Qt.GlobalColor.white)
        self._glow = QColor(Qt.GlobalColor.white)
        self._radius = 4.0
        self._reach = 11.0
        self._rect = self._bounds()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- what is drawn -----------------------------------------------------------------

    @property
    def moves(self) -> list[Move]:
        return list(self._moves)

    @property
    def held(self) -> Move | None:
        """The newest line, when an animation draws it instead of the picture."""
        return self._moves[-1] if self._held and self._moves else None

    def set_look(
        self,
        pens: Sequence[QPen],
        brushes: Sequence[QBrush],
        star: QColor,
        glow: QColor,
        radius: float,
        reach: float,
    ) -> None:
        """The players' pens and brushes, and the stars' colours and sizes (board units)."""
        self._pens = [QPen(pen) for pen in pens]
        self._brushes = [QBrush(brush) for brush in brushes]
        self._star, self._glow = QColor(star), QColor(glow)
        if (radius, reach) != (self._radius, self._reach):
            self.prepareGeometryChange()
            self._radius, self._reach = radius, reach
            self._rect = self._bounds()
        self.update()

    def show_moves(self, moves: Sequence[Move]) -> None:
        """Show exactly these moves; appended ones repaint only where they are."""
        moves = list(moves)
        shown = self._moves
        extends = len(moves) >= len(shown) and moves[: len(shown)] == shown
        if extends and len(moves) == len(shown):
            return
        if not extends:
            self._moves = []
            self._lines = [QPainterPath(), QPainterPath()]
            self._fills = [QPainterPath(), QPainterPath()]
            self._held = False
            self._boxes = None
            for move in moves[:-1]:
                self._settle(move)
            self._moves = moves
            self.update()
            return
        new = moves[len(shown) :]
        dirty = [shown[-1]] if self._held else []
        if shown:
            self._settle(shown[-1])
        for move in new[:-1]:
            self._settle(move)
        self._moves = moves
        self._held = False
        self._boxes = None
        dirty += new
        if len(dirty) > MANY_NEW:
            self.update()
        else:
            for move in dirty:
                self.update(self.move_rect(move))

    def hold_last(self, on: bool) -> None:
        """Leave the newest line (and what it closed) out of the picture, or paint it in."""
        if not self._moves or on == self._held:
            return
        self._held = on
        self.update(self.move_rect(self._moves[-1]))

    def _settle(self, move: Move) -> None:
        """Add ``move`` to the paths drawn in one go."""
        points = self._points
        path = self._lines[move.player]
        path.moveTo(points[move.a])
        path.lineTo(points[move.b])
        for triangle in move.closed:
            self._fills[move.player].addPolygon(self._polygon(triangle))

    def _polygon(self, triangle: tuple[int, int, int]) -> QPolygonF:
        i, j, k = triangle
        p = self._points
        return QPolygonF([p[i], p[j], p[k], p[i]])

    def move_rect(self, move: Move) -> QRectF:
        """Where drawing ``move`` (its line, its triangles, the stars' glow) changes pixels."""
        stars = [move.a, move.b, *(s for t in move.closed for s in t)]
        xy = self._xy[stars]
        pad = self._pad()
        x0, y0 = xy.min(axis=0)
        x1, y1 = xy.max(axis=0)
        return QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)

    def _pad(self) -> float:
        width = max(pen.widthF() for pen in self._pens)
        return max(width, self._reach) + 2.0

    def _bounds(self) -> QRectF:
        if not len(self._xy):
            return QRectF()
        pad = self._reach + 2.0
        x0, y0 = self._xy.min(axis=0)
        x1, y1 = self._xy.max(axis=0)
        return QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)

    def boundingRect(self) -> QRectF:
        return self._rect

    # -- painting ----------------------------------------------------------------------

    def _move_boxes(self) -> NDArray[np.float64]:
        if self._boxes is None or len(self._boxes) != len(self._moves):
            boxes = np.empty((len(self._moves), 4))
            for n, move in enumerate(self._moves):
                stars = [move.a, move.b, *(s for t in move.closed for s in t)]
                xy = self._xy[stars]
                boxes[n, :2] = xy.min(axis=0)
                boxes[n, 2:] = xy.max(axis=0)
            self._boxes = boxes
        return self._boxes

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        last = self._moves[-1] if self._moves and not self._held else None
        whole = exposed.contains(self._rect) or (
            exposed.width() * exposed.height() > 0.5 * self._rect.width() * self._rect.height()
        )
        if whole:
            lines = [QPainterPath(path) for path in self._lines]
            fills = [QPainterPath(path) for path in self._fills]
            if last is not None:
                self._add(lines, fills, last)
            stars: Sequence[QPointF] = self._points
        else:
            lines, fills = [QPainterPath(), QPainterPath()], [QPainterPath(), QPainterPath()]
            pad = self._pad()
            x0, y0 = exposed.left() - pad, exposed.top() - pad
            x1, y1 = exposed.right() + pad, exposed.bottom() + pad
            if self._moves:
                boxes = self._move_boxes()
                near = (
                    (boxes[:, 0] <= x1)
                    & (boxes[:, 2] >= x0)
                    & (boxes[:, 1] <= y1)
                    & (boxes[:, 3] >= y0)
                )
                count = len(self._moves) - (0 if last is not None else 1)
                for n in np.flatnonzero(near[:count]).tolist():
                    self._add(lines, fills, self._moves[n])
            xy = self._xy
            close = (xy[:, 0] >= x0) & (xy[:, 0] <= x1) & (xy[:, 1] >= y0) & (xy[:, 1] <= y1)
            stars = [self._points[n] for n in np.flatnonzero(close).tolist()]
        # Triangles unsmoothed: their edges lie under the lines, and unsmoothed fills of
        # ~300 translucent triangles are about ten times cheaper.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        for player in (0, 1):
            if not fills[player].isEmpty():
                painter.setBrush(self._brushes[player])
                painter.drawPath(fills[player])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for player in (0, 1):
            if not lines[player].isEmpty():
                painter.setPen(self._pens[player])
                painter.drawPath(lines[player])
        paint_stars(painter, stars, self._star, self._glow, self._radius, self._reach)

    def _add(self, lines: list[QPainterPath], fills: list[QPainterPath], move: Move) -> None:
        lines[move.player].moveTo(self._points[move.a])
        lines[move.player].lineTo(self._points[move.b])
        for triangle in move.closed:
            fills[move.player].addPolygon(self._polygon(triangle))
