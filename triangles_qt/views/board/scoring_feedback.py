"""A closed triangle is noticed: it glows for a moment and "+1" (or "+2") rises from it.

With "reduce motion" nothing moves or pulses: the "+1" appears still, over
the triangle, and goes after a moment. The marks ignore the zoom (constant
size on screen) and never take input, so they are never in a finger's way.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPointF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
)

from triangles_qt.model import Move
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.look.theme import Theme

GLOW_MS = 700
RISE_MS = 1200
STILL_MS = 1400
RISE_PX = 36.0
Z_FEEDBACK = 6.0


class ScoringFeedback(QObject):
    """Shows, in one scene, that a line just closed one or two triangles."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._items: list[QGraphicsItem] = []
        self._animations: list[QVariantAnimation] = []
        self._still = QTimer(self)
        self._still.setSingleShot(True)
        self._still.timeout.connect(self.clear)
        self.shown = 0  # how many times a closing line was celebrated (tests read it)

    @property
    def active(self) -> bool:
        return bool(self._items)

    def labels(self) -> list[str]:
        """The "+N" texts on show now."""
        return [item.data(0) for item in self._items if item.data(0)]

    def show(self, move: Move, theme: Theme, reduce_motion: bool) -> None:
        if not move.closed:
            return
        self.clear()
        self.shown += 1
        centre = QPointF(0, 0)
        scene_pos = self._scene.star_pos
        for i, j, k in move.closed:
            polygon = QPolygonF([scene_pos(i), scene_pos(j), scene_pos(k)])
            centre += polygon.boundingRect().center()
            if not reduce_motion:
                glow = QGraphicsPolygonItem(polygon)
                glow_colour = QColor(theme.highlight)
                glow_colour.setAlpha(150)
                glow.setBrush(QBrush(glow_colour))
                glow.setPen(QPen(glow_colour, 1.5))
                glow.setZValue(Z_FEEDBACK - 0.5)
                self._add(glow)
        centre /= len(move.closed)
        label = self._label(f"+{len(move.closed)}", theme)
        label.setPos(centre)
        self._add(label)
        if reduce_motion:
            self._still.start(STILL_MS)
            return
        animation = QVariantAnimation(self)
        animation.setDuration(RISE_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        glows = [item for item in self._items if item is not label]

        def step(value: object) -> None:
            if not isinstance(value, float) or label.scene() is None:
                return
            # In screen pixels (the label ignores the zoom), so it rises as far at any zoom.
            label.setTransform(QTransform.fromTranslate(0, -RISE_PX * value))
            label.setOpacity(1.0 if value < 0.6 else max(0.0, (1.0 - value) / 0.4))
            glow_level = max(0.0, 1.0 - value * RISE_MS / GLOW_MS)
            for item in glows:
                item.setOpacity(glow_level)

        animation.valueChanged.connect(step)
        animation.finished.connect(self.clear)
        self._animations.append(animation)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _label(self, text: str, theme: Theme) -> QGraphicsPathItem:
        """Outlined bold text that keeps its size on screen whatever the zoom.

        In the highlight colour with a dark outline: it stands out on either
        player's triangles and on the sky.
        """
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(22)
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, text)
        box = path.boundingRect()
        path.translate(-box.center())
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(theme.highlight))
        item.setPen(QPen(QColor(theme.sky_top), 3.0))
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        item.setZValue(Z_FEEDBACK)
        item.setData(0, text)
        return item

    def _add(self, item: QGraphicsItem) -> None:
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._scene.addItem(item)
        self._items.append(item)

    def clear(self) -> None:
        self._still.stop()
        animations, self._animations = self._animations, []
        for animation in animations:
            if shiboken6.isValid(animation):
                animation.stop()  # deletes itself (DeleteWhenStopped)
        for item in self._items:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self._items = []
