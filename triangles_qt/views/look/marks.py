"""The pens and brushes that draw a player's lines and triangles, with their non-colour marks.

Wherever a player's line or triangle is drawn (the boards, the score
panel's swatches, the table strips) it comes from here, so a player's
dashes and hatching are the same everywhere. Both are cheap to draw: a
dash pattern on a flat-capped pen, and a fill from one small cached
texture (no second pass over the triangles).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QTransform

from triangles_qt.views.look.theme import FillMark, LineMark, PlayerStyle

#: A dashed line: dash and gap, in pen widths (long dashes, so a short line shows them too).
DASHES: Final = (3.0, 1.8)
#: Hatching: stripes this far apart and this wide, in screen pixels at any zoom.
HATCH_STEP: Final = 8
HATCH_WIDTH: Final = 2.2
#: How opaque the stripes are (of the line's colour).
HATCH_ALPHA: Final = 175


def line_pen(
    style: PlayerStyle, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap
) -> QPen:
    """A pen for ``style``'s lines, dashed when its lines are."""
    pen = QPen(style.line, width, Qt.PenStyle.SolidLine, cap)
    if style.line_mark is LineMark.DASHED:
        pen.setDashPattern(list(DASHES))
    return pen


def fill_brush(style: PlayerStyle, px_per_unit: float = 1.0) -> QBrush:
    """A brush for ``style``'s triangles; hatched ones keep their stripes in screen pixels
    on a board drawn ``px_per_unit`` pixels to a unit."""
    if style.fill_mark is FillMark.PLAIN:
        return QBrush(style.fill)
    brush = QBrush(_hatch(style.fill.rgba(), style.line.rgba()))
    if px_per_unit > 0 and px_per_unit != 1.0:
        brush.setTransform(QTransform.fromScale(1 / px_per_unit, 1 / px_per_unit))
    return brush


@lru_cache(maxsize=32)
def _hatch(fill_rgba: int, line_rgba: int) -> QImage:
    """One tile of diagonal stripes in the line's colour over the fill (it tiles seamlessly)."""
    tile = QImage(HATCH_STEP, HATCH_STEP, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(QColor.fromRgba(fill_rgba))
    stripe = QColor.fromRgba(line_rgba)
    stripe.setAlpha(HATCH_ALPHA)
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.setPen(QPen(stripe, HATCH_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
    n = float(HATCH_STEP)
    for shift in (-n, 0.0, n):  # the stripe and its neighbours, so the corners join up
        painter.drawLine(QPointF(shift, n), QPointF(shift + n, 0.0))
    painter.end()
    return tile
