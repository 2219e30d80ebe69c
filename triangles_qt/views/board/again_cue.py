"""When closing a triangle gives another line, "Again!" rises beside that line.

The message bar says it in words ("Ana closed a triangle and plays again.");
this is the cue where the eyes are, on the far side of the line from the
triangle's "+1", so the two never cover each other. With Reduce motion it
stands still for a moment.
"""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsPathItem

from triangles_qt.model import Move
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.scoring_feedback import (
    STILL_MS,
    closed_centre,
    outlined_label,
    rise,
)
from triangles_qt.views.look.theme import Theme

# Screen pixels between the line's middle and the cue, away from the closed triangle.
APART_PX = 30.0
# Screen pixels under the "+2" of a double close.
UNDER_DOUBLE_PX = 42.0
# The cue follows the "+1" by this much.
AFTER_MS = 120
CUE_PT = 19.0


def again_text() -> str:
    """The cue's word, in the current language."""
    return QCoreApplication.translate("Board", "Again!")


class AgainCue(QObject):
    """Shows, in one scene, that the player who just closed a triangle draws again."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._label: QGraphicsPathItem | None = None
        self._animation: QVariantAnimation | None = None
        self._still = QTimer(self)
        self._still.setSingleShot(True)
        self._still.timeout.connect(self.clear)
        self.shown = 0  # how many times the cue was given (tests read it)

    def text(self) -> str:
        """The cue on show now, or ""."""
        return again_text() if self._label is not None else ""

    def show(self, move: Move, theme: Theme, reduce_motion: bool, delay_ms: int = 0) -> None:
        """Give the cue for ``move`` (a line that closed something), after ``delay_ms``."""
        self.clear()
        if not move.closed:
            return
        self.shown += 1
        scene = self._scene
        a, b = scene.star_pos(move.a), scene.star_pos(move.b)
        middle = (a + b) / 2
        inside = QPointF(0, 0)
        for triangle in move.closed:
            for star in triangle:
                inside += scene.star_pos(star)
        inside /= 3 * len(move.closed)
        # Across the line from the triangle; when it closed two (one on each side), under
        # the larger "+2", which stands between them.
        away = middle - inside
        length = math.hypot(away.x(), away.y())
        if len(move.closed) > 1 or length < 1e-6:
            anchor, offset = closed_centre(scene, move), QPointF(0, UNDER_DOUBLE_PX)
        else:
            anchor = middle
            offset = QPointF(away.x() / length * APART_PX, away.y() / length * APART_PX)
        label = outlined_label(again_text(), theme, CUE_PT)
        label.setPos(anchor)
        scene.addItem(label)
        self._label = label
        if reduce_motion:
            label.setTransform(QTransform.fromTranslate(offset.x(), offset.y()))
            self._still.start(STILL_MS)
            return
        self._animation = rise(label, self, delay_ms + AFTER_MS, self.clear, offset)

    def clear(self) -> None:
        self._still.stop()
        animation, self._animation = self._animation, None
        if animation is not None and shiboken6.isValid(animation):
            animation.finished.disconnect(self.clear)
            animation.stop()  # deletes itself
        label, self._label = self._label, None
        if label is not None and label.scene() is self._scene:
            self._scene.removeItem(label)
