"""One star (its glow and its dot) as a small picture, stamped at every star.

A radial gradient per star was the dearest part of painting the stars (180
gradients for a 180-star board at every zoom step); one picture at the
device's resolution, made once per size and theme and copied to each star,
looks the same and costs a blit each.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient


@lru_cache(maxsize=16)
def _sprite(star_rgba: int, glow_rgba: int, radius_px: float, glow_px: float) -> QImage:
    """The star drawn at the centre of a square picture ``2 * ceil(glow_px) + 2`` pixels wide."""
    half = math.ceil(glow_px) + 1
    image = QImage(2 * half, 2 * half, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    centre = QPointF(half, half)
    glow_colour = QColor.fromRgba(glow_rgba)
    glow = QRadialGradient(centre, glow_px)
    glow.setColorAt(0.0, glow_colour)
    glow.setColorAt(1.0, QColor(glow_colour.red(), glow_colour.green(), glow_colour.blue(), 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(centre, glow_px, glow_px)
    painter.setBrush(QColor.fromRgba(star_rgba))
    painter.drawEllipse(centre, radius_px, radius_px)
    painter.end()
    return image


def paint_stars(
    painter: QPainter,
    points: Iterable[QPointF],
    star: QColor,
    glow: QColor,
    radius: float,
    reach: float,
) -> None:
    """Stamp a star (dot ``radius``, glow ``reach``, in the painter's units) at each point."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    px = scale * ratio
    # Sizes rounded to a tenth of a pixel, so a few pictures serve every zoom.
    sprite = _sprite(star.rgba(), glow.rgba(), round(radius * px, 1), round(reach * px, 1))
    stamp = sprite if ratio == 1.0 else _with_ratio(sprite, ratio)
    half = sprite.width() / 2 / ratio
    painter.save()
    painter.resetTransform()
    for point in points:
        at = transform.map(point)
        painter.drawImage(QPointF(at.x() - half, at.y() - half), stamp)
    painter.restore()


def _with_ratio(image: QImage, ratio: float) -> QImage:
    out = QImage(image)
    out.setDevicePixelRatio(ratio)
    return out
