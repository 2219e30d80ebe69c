"""A closed triangle is noticed: "+1" rises from it ("+2", larger, for a double close).

The triangle's own fill and pulse are drawn with the line (views/board/motion.py);
the label waits until the line is drawn on (``delay_ms``), then rises and
fades. With "reduce motion" nothing moves: the "+1" appears still, over the
triangle, and goes after a moment. The labels ignore the zoom (constant size
on screen) and never take input, so they are never in a finger's way.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPointF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from triangles_qt.model import Move
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.look.theme import Theme

RISE_MS = 1200
STILL_MS = 1400
RISE_PX = 36.0
Z_FEEDBACK = 6.0
#: The label's size in points: one triangle, and a double close.
LABEL_PT = 22.0
DOUBLE_PT = 32.0


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

    def show(self, move: Move, theme: Theme, reduce_motion: bool, delay_ms: int = 0) -> None:
        """Celebrate what ``move`` closed, ``delay_ms`` from now (once its line is drawn on)."""
        if not move.closed:
            return
        self.clear()
        self.shown += 1
        centre = closed_centre(self._scene, move)
        size = LABEL_PT if len(move.closed) == 1 else DOUBLE_PT
        label = outlined_label(f"+{len(move.closed)}", theme, size)
        label.setData(0, label.data(1))
        label.setPos(centre)
        self._add(label)
        if reduce_motion:
            self._still.start(STILL_MS)
            return
        self._animations.append(rise(label, self, delay_ms, self.clear))

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


def closed_centre(scene: BoardScene, move: Move) -> QPointF:
    """Where the "+N" of ``move`` stands: amid the triangles it closed."""
    centre = QPointF(0, 0)
    for i, j, k in move.closed:
        polygon = QPolygonF([scene.star_pos(i), scene.star_pos(j), scene.star_pos(k)])
        centre += polygon.boundingRect().center()
    return centre / max(1, len(move.closed))


class _OutlinedText(QGraphicsPathItem):
    """Text whose dark outline is drawn under its letters, not over them: thin strokes
    (Devanagari's, a small "Again!") keep their full width and stay readable."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.strokePath(self.path(), self.pen())
        painter.fillPath(self.path(), self.brush())


def outlined_label(text: str, theme: Theme, points: float = LABEL_PT) -> QGraphicsPathItem:
    """Outlined bold text that keeps its size on screen whatever the zoom.

    In the highlight colour with a dark outline: it stands out on either
    player's triangles and on the sky. Its text is kept as data(1).
    """
    font = QFont()
    font.setBold(True)
    font.setPointSizeF(points)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    path.translate(-box.center())
    item = _OutlinedText(path)
    item.setBrush(QBrush(theme.highlight))
    item.setPen(
        QPen(
            QColor(theme.sky_top),
            4.0,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setZValue(Z_FEEDBACK)
    item.setData(1, text)
    return item


def rise(
    label: QGraphicsItem,
    parent: QObject,
    delay_ms: int,
    done: Callable[[], None],
    offset: QPointF | None = None,
) -> QVariantAnimation:
    """Make ``label`` wait ``delay_ms`` unseen, then rise ``RISE_PX`` screen pixels and fade.

    ``offset`` (screen pixels) places it beside its anchor; ``done`` runs at the end.
    """
    shift = offset if offset is not None else QPointF(0, 0)
    label.setTransform(QTransform.fromTranslate(shift.x(), shift.y()))
    label.setOpacity(0.0 if delay_ms > 0 else 1.0)
    animation = QVariantAnimation(parent)
    animation.setDuration(delay_ms + RISE_MS)
    animation.setStartValue(0.0)
    animation.setEndValue(float(delay_ms + RISE_MS))

    def step(value: object) -> None:
        if not isinstance(value, float) or label.scene() is None:
            return
        if value < delay_ms:
            label.setOpacity(0.0)
            return
        t = (value - delay_ms) / RISE_MS
        # In screen pixels (the label ignores the zoom), so it rises as far at any zoom.
        label.setTransform(QTransform.fromTranslate(shift.x(), shift.y() - RISE_PX * t))
        label.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))

    animation.valueChanged.connect(step)
    animation.finished.connect(done)
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation
