"""A new line is drawn on, from its first star to its second, and what it closes fills in.

Only the picture moves: the game already has the line (and the next player
may already be drawing or thinking) when the animation starts. The board's
settled picture leaves the line out while it is drawn on (``hold_last``,
views/board/ink.py) and takes it back at the end, so the final picture is the
one shown without motion. A new line, an undo or a replay cuts the animation
short: it jumps to its end at once, and nothing waits for it.

A line drawn here takes ~160 ms. The computer's and the other device's lines
are drawn a little slower, after a ring closes in on their first star, so the
eye finds where they start. With Reduce motion the line is simply there.
"""

from __future__ import annotations

import enum
import math

import shiboken6
from PySide6.QtCore import QLineF, QObject, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from triangles_qt.model import Move
from triangles_qt.views.board.scene import RING_RADIUS, BoardScene
from triangles_qt.views.board.star_sprite import paint_stars

#: A line drawn here grows for this long.
DRAW_MS = 160
#: The computer's or the other device's line: a ring closes in on its first star, then it grows.
AWAY_RING_MS = 180
AWAY_DRAW_MS = 300
#: The triangles a line closed fill in and pulse once (twice as bright for two).
FILL_MS = 320
Z_MOTION = 2.5  # over the settled picture, under the selection and the marks


class Mover(enum.Enum):
    """Who drew the line, which decides how it is drawn on."""

    HERE = "here"
    """The person at this screen: drawn on quickly, under their finger."""
    AWAY = "away"
    """The computer or the other device: slower, after a ring on its first star."""


def timings(move: Move, mover: Mover) -> tuple[int, int, int]:
    """How long the ring, the drawing and the fill of ``move`` take, in ms."""
    ring = AWAY_RING_MS if mover is Mover.AWAY else 0
    draw = AWAY_DRAW_MS if mover is Mover.AWAY else DRAW_MS
    fill = FILL_MS if move.closed else 0
    return ring, draw, fill


class _DrawOn(QGraphicsItem):
    """Paints the line in motion: the ring, the growing line with a bright tip, the fill."""

    def __init__(self, scene: BoardScene, move: Move, mover: Mover) -> None:
        super().__init__()
        self._scene = scene
        self._move = move
        self._ring_ms, self._draw_ms, self._fill_ms = timings(move, mover)
        self.elapsed = 0.0
        self.setZValue(Z_MOTION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        stars = [move.a, move.b, *(star for triangle in move.closed for star in triangle)]
        points = [scene.star_pos(star) for star in stars]
        pad = scene.drawn(RING_RADIUS * 3) + 4
        xs = [p.x() for p in points]
        ys = [p.y() for p in points]
        self._rect = QRectF(
            min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
        )

    def boundingRect(self) -> QRectF:
        return self._rect

    def progress(self) -> tuple[float, float, float]:
        """How far the ring, the line and the fill are, each from 0 to 1."""
        t = self.elapsed

        def part(start: float, length: float) -> float:
            return 1.0 if length <= 0 else min(1.0, max(0.0, (t - start) / length))

        ring = part(0, self._ring_ms)
        draw = part(self._ring_ms, self._draw_ms)
        fill = part(self._ring_ms + self._draw_ms, self._fill_ms)
        return ring, draw, fill

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scene, move = self._scene, self._move
        theme = scene.theme
        ring, draw, fill = self.progress()
        a, b = scene.star_pos(move.a), scene.star_pos(move.b)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._ring_ms and draw < 1.0:
            # Closes in on the first star, then fades while the line leaves it.
            radius = scene.drawn(RING_RADIUS) * (1.0 + 2.0 * (1.0 - _ease_out(ring)))
            colour = QColor(theme.highlight)
            colour.setAlphaF(min(1.0, ring * 1.5) * (1.0 - draw))
            painter.setPen(QPen(colour, scene.drawn(2.5)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(a, radius, radius)
        if fill > 0:
            self._paint_fill(painter, fill)
        if draw > 0:
            grown = _ease_out(draw)
            tip = a + (b - a) * grown
            painter.setPen(scene.line_pen(move.player))
            painter.drawLine(QLineF(a, tip))
            if draw < 1.0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(theme.highlight)
                dot = scene.drawn(3.0)
                painter.drawEllipse(tip, dot, dot)
        # The stars at both ends stay on top of the line, as in the settled picture.
        radius, reach = scene.star_look()
        paint_stars(painter, (a, b), theme.star, theme.star_glow, radius, reach)

    def _paint_fill(self, painter: QPainter, fill: float) -> None:
        scene, move = self._scene, self._move
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(scene.fill_brush(move.player))
        painter.setOpacity(_ease_out(fill))
        polygons = [
            QPolygonF([scene.star_pos(i), scene.star_pos(j), scene.star_pos(k)])
            for i, j, k in move.closed
        ]
        for polygon in polygons:
            painter.drawPolygon(polygon)
        painter.restore()
        # One pulse of light over what was closed; a double close glows twice as strongly.
        strength = math.sin(math.pi * fill) * (0.55 if len(move.closed) == 1 else 0.95)
        glow = QColor(scene.theme.highlight)
        glow.setAlphaF(strength)
        painter.setPen(QPen(glow, scene.drawn(2.0 if len(move.closed) == 1 else 3.0)))
        overlay = QColor(scene.theme.highlight)
        overlay.setAlphaF(strength * 0.45)
        painter.setBrush(overlay)
        for polygon in polygons:
            painter.drawPolygon(polygon)


class LineMotion(QObject):
    """Draws the newest line on in one scene; at most one line is in motion."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._move: Move | None = None
        self._mover = Mover.HERE
        self._item: _DrawOn | None = None
        self._animation: QVariantAnimation | None = None
        self.played = 0  # lines drawn on so far (tests read it)

    @property
    def active(self) -> bool:
        """A line is being drawn on now."""
        return self._item is not None

    @property
    def moving(self) -> Move | None:
        """The line being drawn on now, if any."""
        return self._move if self._item is not None else None

    @property
    def mover(self) -> Mover:
        """Who drew the line last drawn on."""
        return self._mover

    def remaining_ms(self) -> int:
        """How long until the line in motion and what it closed are in their final picture."""
        if self._item is None or self._animation is None:
            return 0
        return max(0, self._animation.duration() - self._animation.currentTime())

    def progress(self) -> tuple[float, float, float]:
        """The ring's, the line's and the fill's progress (all 1 when nothing moves)."""
        return self._item.progress() if self._item is not None else (1.0, 1.0, 1.0)

    def play(self, move: Move, mover: Mover, reduce_motion: bool) -> int:
        """Draw ``move`` (the scene's newest line) on; return the ms until the line is whole
        (its triangles then fill in; the "+1" rises from then on)."""
        self.finish()
        if reduce_motion or self._scene.last_move != move:
            return 0
        ring, draw, fill = timings(move, mover)
        total = ring + draw + fill
        self._move, self._mover = move, mover
        self._scene.hold_last(True)
        item = _DrawOn(self._scene, move, mover)
        self._scene.addItem(item)
        self._item = item
        self.played += 1
        animation = QVariantAnimation(self)
        animation.setDuration(total)
        animation.setStartValue(0.0)
        animation.setEndValue(float(total))
        animation.valueChanged.connect(self._step)
        animation.finished.connect(self.finish)
        self._animation = animation
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return ring + draw

    def _step(self, value: object) -> None:
        if self._item is not None and isinstance(value, float):
            self._item.elapsed = value
            self._item.update()

    def finish(self) -> None:
        """Jump to the end: the line and its triangles in the settled picture, nothing moving."""
        animation, self._animation = self._animation, None
        if animation is not None and shiboken6.isValid(animation):
            animation.finished.disconnect(self.finish)
            animation.stop()  # deletes itself
        item, self._item = self._item, None
        if item is not None and item.scene() is self._scene:
            self._scene.removeItem(item)
        move, self._move = self._move, None
        if move is not None and self._scene.held_move == move:
            self._scene.hold_last(False)


def _ease_out(x: float) -> float:
    """Fast at first, settling at the end (a cubic)."""
    return 1.0 - (1.0 - x) ** 3
