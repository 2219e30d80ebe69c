"""The end of a game on the board: the winner's triangles light up; a tie lights both sides.

A win: a wave of light runs over the winner's triangles in the order they
were closed (the whole wave takes about a second and a half, however many
there are), and each triangle keeps a quiet tint of the highlight colour once
the wave has passed. A tie: both players' triangles breathe once each, first
one side, then the other, in their own line colour, and keep that tint. With
Reduce motion only the final tint is shown, at once.

The tints stay until the board changes (an undo, a replay, a new game);
nothing here takes input, and the game is already over when it starts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from triangles_qt.model import Move
from triangles_qt.views.board.scene import BoardScene

#: The wave over the winner's triangles, from the first to the last one's peak.
WAVE_MS = 1500
#: How long one triangle is lit as the wave passes.
FLASH_MS = 360
#: A tie: each side breathes for this long, one after the other.
BREATH_MS = 700
Z_CELEBRATION = 2.4  # over the settled picture, under the line in motion and the marks
#: How strongly a celebrated triangle stays tinted (the highlight, or a tie's own colour).
STILL_ALPHA = 0.18


class _Glow(QGraphicsItem):
    """Paints the celebrated triangles, each at its own brightness."""

    def __init__(self, scene: BoardScene, triangles: Sequence[tuple[int, tuple[int, int, int]]]):
        super().__init__()
        self._scene = scene
        self.setZValue(Z_CELEBRATION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.triangles = [
            (player, QPolygonF([scene.star_pos(s) for s in (i, j, k, i)]))
            for player, (i, j, k) in triangles
        ]
        self.lit = [0.0] * len(self.triangles)  # extra light, 0..1
        self.settled = [0.0] * len(self.triangles)  # the outline, 0..1
        self.colours: tuple[QColor, QColor] = (scene.theme.highlight, scene.theme.highlight)
        rect = QRectF()
        for _player, polygon in self.triangles:
            rect = rect.united(polygon.boundingRect())
        pad = scene.drawn(4.0)
        self._rect = rect.adjusted(-pad, -pad, pad, pad)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # The quiet tint in one go per player (one path each), the lit triangles on their own.
        tints = [QPainterPath(), QPainterPath()]
        for (player, polygon), settled in zip(self.triangles, self.settled, strict=True):
            if settled > 0.99:
                tints[player].addPolygon(polygon)
        painter.setPen(Qt.PenStyle.NoPen)
        for player in (0, 1):
            if not tints[player].isEmpty():
                painter.setBrush(_alpha(self.colours[player], STILL_ALPHA))
                painter.drawPath(tints[player])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self._scene.drawn(2.4)
        for (player, polygon), lit, settled in zip(
            self.triangles, self.lit, self.settled, strict=True
        ):
            if lit <= 0.0 and (settled <= 0.0 or settled > 0.99):
                continue
            colour = self.colours[player]
            painter.setPen(QPen(_alpha(colour, lit), width) if lit > 0 else Qt.PenStyle.NoPen)
            painter.setBrush(_alpha(colour, STILL_ALPHA * settled + 0.35 * lit))
            painter.drawPolygon(polygon)


def _alpha(colour: QColor, alpha: float) -> QColor:
    out = QColor(colour)
    out.setAlphaF(max(0.0, min(1.0, alpha)))
    return out


class Celebration(QObject):
    """Celebrates the end of the game in one scene (a win, or a tie)."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._item: _Glow | None = None
        self._animation: QVariantAnimation | None = None
        self._shown_at = -1
        self.winner: int | None = None
        scene.movesShown.connect(self._board_changed)

    @property
    def showing(self) -> bool:
        return self._item is not None

    @property
    def moving(self) -> bool:
        return self._animation is not None

    def lit_players(self) -> set[int]:
        """Whose triangles are tinted now."""
        if self._item is None:
            return set()
        return {
            player
            for (player, _polygon), settled in zip(
                self._item.triangles, self._item.settled, strict=True
            )
            if settled > 0
        }

    def show(
        self, moves: Sequence[Move], winner: int | None, reduce_motion: bool, delay_ms: int = 0
    ) -> None:
        """Celebrate ``winner``'s triangles (None: a tie), ``delay_ms`` from now."""
        self.clear()
        scene = self._scene
        triangles = [
            (move.player, triangle)
            for move in moves
            for triangle in move.closed
            if winner is None or move.player == winner
        ]
        if not triangles:
            return
        self.winner = winner
        item = _Glow(scene, triangles)
        theme = scene.theme
        if winner is None:
            item.colours = (theme.players[0].line, theme.players[1].line)
        scene.addItem(item)
        self._item = item
        self._shown_at = scene.shown_moves()
        if reduce_motion:
            item.settled = [1.0] * len(triangles)
            item.update()
            return
        total = delay_ms + (WAVE_MS + FLASH_MS if winner is not None else 2 * BREATH_MS)
        animation = QVariantAnimation(self)
        animation.setDuration(total)
        animation.setStartValue(0.0)
        animation.setEndValue(float(total))
        animation.valueChanged.connect(
            lambda value: self._step(value, delay_ms) if isinstance(value, float) else None
        )
        animation.finished.connect(self._settle)
        self._animation = animation
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _step(self, value: float, delay_ms: int) -> None:
        item = self._item
        if item is None:
            return
        t = value - delay_ms
        count = len(item.triangles)
        for n, (player, _polygon) in enumerate(item.triangles):
            if self.winner is not None:
                start = WAVE_MS * n / max(1, count - 1) if count > 1 else 0.0
                local = (t - start) / FLASH_MS
            else:
                local = (t - player * BREATH_MS) / BREATH_MS
            if local <= 0:
                item.lit[n], item.settled[n] = 0.0, 0.0
            elif local >= 1:
                item.lit[n], item.settled[n] = 0.0, 1.0
            else:
                item.lit[n] = math.sin(math.pi * local) * 0.8
                item.settled[n] = min(1.0, local * 2.0)
        item.update()

    def _settle(self) -> None:
        """The animation is over: every celebrated triangle keeps its tint."""
        self._animation = None
        if self._item is not None:
            self._item.lit = [0.0] * len(self._item.triangles)
            self._item.settled = [1.0] * len(self._item.triangles)
            self._item.update()

    def _board_changed(self) -> None:
        if self._item is not None and self._scene.shown_moves() != self._shown_at:
            self.clear()

    def clear(self) -> None:
        animation, self._animation = self._animation, None
        if animation is not None and shiboken6.isValid(animation):
            animation.finished.disconnect(self._settle)
            animation.stop()  # deletes itself
        item, self._item = self._item, None
        if item is not None and item.scene() is self._scene:
            self._scene.removeItem(item)
        self.winner = None
