"""The sky behind the board: a gradient, soft clouds of dust and faint specks.

The clouds are wide, soft radial gradients: painted once per board and theme
into a small picture (a pixel for every few board units) and stretched over
the board, they look the same as painted at full size and cost a single
scaled blit, where five full-size radial gradients were most of a sky's
cost. The specks stay vector shapes, so they are sharp at any zoom.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QRadialGradient,
)

from triangles_qt.views.look.theme import Theme

#: Board units to one pixel of the clouds' picture (the clouds are hundreds of units wide).
CLOUD_UNITS_PER_PX = 4.0
#: The widest cloud's radius, as a share of the board's longer side (centres lie on the board).
CLOUD_REACH = 0.55


class Sky:
    """Paints one board's sky; the same board always gets the same sky."""

    def __init__(self, scene_rect: QRectF, seed: int, theme: Theme) -> None:
        self._rect = QRectF(scene_rect)
        # The clouds reach past the board (a view wider than the board shows them fading out):
        # their picture covers the board and as far again as the widest cloud reaches.
        reach = CLOUD_REACH * max(scene_rect.width(), scene_rect.height())
        self._cloud_rect = QRectF(scene_rect).adjusted(-reach, -reach, reach, reach)
        self._seed = seed
        self._theme = theme
        self._clouds: QImage | None = None
        self._specks: QPainterPath | None = None

    def set_theme(self, theme: Theme) -> None:
        if theme != self._theme:
            self._theme = theme
            self._clouds = None

    def _gradient(self) -> QBrush:
        scene = self._rect
        sky = QLinearGradient(scene.topLeft(), scene.bottomRight())
        sky.setColorAt(0.0, self._theme.sky_top)
        sky.setColorAt(1.0, self._theme.sky_bottom)
        return QBrush(sky)

    def _make(self) -> None:
        """The gradient and the clouds in a small picture, and the specks' path."""
        theme, scene, extent = self._theme, self._rect, self._cloud_rect
        width = max(16, round(extent.width() / CLOUD_UNITS_PER_PX))
        height = max(16, round(extent.height() / CLOUD_UNITS_PER_PX))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(width / extent.width(), height / extent.height())
        painter.translate(-extent.topLeft())
        painter.fillRect(extent, self._gradient())
        rng = random.Random(self._seed)
        painter.setPen(Qt.PenStyle.NoPen)
        for _ in range(5):
            centre = QPointF(
                scene.left() + rng.random() * scene.width(),
                scene.top() + rng.random() * scene.height(),
            )
            radius = (0.25 + (CLOUD_REACH - 0.25) * rng.random()) * max(
                scene.width(), scene.height()
            )
            shift = rng.randrange(-40, 40)
            if not theme.draw_dust:
                continue
            cloud = QRadialGradient(centre, radius)
            tint = QColor(theme.dust)
            tint.setHsv(
                (tint.hue() + shift) % 360,
                tint.saturation(),
                tint.value(),
                tint.alpha(),
            )
            cloud.setColorAt(0.0, tint)
            cloud.setColorAt(1.0, QColor(tint.red(), tint.green(), tint.blue(), 0))
            painter.setBrush(QBrush(cloud))
            painter.drawEllipse(centre, radius, radius)
        painter.end()
        self._clouds = image
        if self._specks is None:
            # Faint decorative specks, far smaller than a playable star.
            count = int(scene.width() * scene.height() / 2500)
            path = QPainterPath()
            for _ in range(count):
                x = scene.left() + rng.random() * scene.width()
                y = scene.top() + rng.random() * scene.height()
                r = 0.4 + 0.5 * rng.random()
                path.addEllipse(QPointF(x, y), r, r)
            self._specks = path

    def paint(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paint the sky over ``rect`` (scene coordinates)."""
        rect = QRectF(rect)
        if self._clouds is None:
            self._make()
        assert self._clouds is not None and self._specks is not None
        extent = self._cloud_rect
        inside = rect.intersected(extent)
        # Beyond the clouds' reach the plain gradient goes on.
        if inside != rect:
            brush = self._gradient()
            for part in _around(rect, inside):
                painter.fillRect(part, brush)
        if not inside.isEmpty():
            kx = self._clouds.width() / extent.width()
            ky = self._clouds.height() / extent.height()
            source = QRectF(
                (inside.left() - extent.left()) * kx,
                (inside.top() - extent.top()) * ky,
                inside.width() * kx,
                inside.height() * ky,
            )
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawImage(inside, self._clouds, source)
            painter.restore()
        if self._theme.draw_dust:
            speck = QColor(self._theme.star)
            speck.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(speck)
            painter.drawPath(self._specks)


def _around(rect: QRectF, inner: QRectF) -> list[QRectF]:
    """The parts of ``rect`` outside ``inner`` (a rectangle inside it, or empty)."""
    if inner.isEmpty():
        return [rect]
    parts = [
        QRectF(rect.left(), rect.top(), rect.width(), inner.top() - rect.top()),
        QRectF(rect.left(), inner.bottom(), rect.width(), rect.bottom() - inner.bottom()),
        QRectF(rect.left(), inner.top(), inner.left() - rect.left(), inner.height()),
        QRectF(inner.right(), inner.top(), rect.right() - inner.right(), inner.height()),
    ]
    return [part for part in parts if part.width() > 0 and part.height() > 0]
