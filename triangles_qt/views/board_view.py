"""The board on screen: fitting, zoom, and turning mouse, touch and keys into line requests.

One small state machine serves every input: a press, moves and a release at
positions in viewport pixels. Mouse events feed it directly; one-finger
touch feeds it too (touch events are accepted here, so Qt does not also
synthesise mouse events); two or more fingers switch to pinch-zoom and pan,
and cancel whatever the first finger had started, so a pinch never draws.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTouchEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from triangles_qt.views.board_scene import BoardScene

#: Finger-sized hit radius around a star, in viewport (device-independent) pixels.
HIT_RADIUS_PX = 24.0
#: A press that moves further than this (pixels) is a swipe, not a tap.
DRAG_THRESHOLD_PX = 10.0
MIN_ZOOM = 0.25
MAX_ZOOM = 8.0


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` and reports the lines players mean to draw."""

    lineRequested = Signal(int, int)
    selectionChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self._fit = True
        self._interactive = True
        self._selected: int | None = None
        self._focus: int | None = None
        self._press_star: int | None = None
        self._press_pos: QPointF | None = None
        self._press_was_selected: int | None = None
        self._dragging = False
        self._multi_touch = False
        self._pinch_start: tuple[float, float, QPointF, QPointF] | None = None
        self._fingers: dict[int, QPointF] = {}
        self._stars_xy = np.zeros((0, 2))

    # -- scene -----------------------------------------------------------------

    def board_scene(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    def set_board_scene(self, scene: BoardScene) -> None:
        self.setScene(scene)
        self._stars_xy = np.asarray(scene.board.stars, dtype=float)
        self._reset_input()
        self.set_focus_star(None)
        self.fit()

    def set_interactive(self, on: bool) -> None:
        """While False (computer thinking, game over, replay) input draws nothing."""
        self._interactive = on
        if not on:
            self._reset_input()

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def selected_star(self) -> int | None:
        return self._selected

    # -- zoom ------------------------------------------------------------------

    def fit(self) -> None:
        """Show the whole board, as large as the window allows."""
        self._fit = True
        scene = self.board_scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    @property
    def fitted(self) -> bool:
        return self._fit

    def zoom_factor(self) -> float:
        """Current scale: viewport pixels per board unit."""
        return float(self.transform().m11())

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom around ``anchor`` (viewport pixels), within sensible limits."""
        scene = self.board_scene()
        if scene is None:
            return
        fit_scale = self._fit_scale()
        current = self.zoom_factor()
        target = min(max(current * factor, fit_scale * MIN_ZOOM * 4), fit_scale * MAX_ZOOM)
        if target <= fit_scale * 1.001:
            self.fit()
            return
        factor = target / current
        if anchor is None:
            anchor = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        before = self.mapToScene(anchor.toPoint())
        self.scale(factor, factor)
        after = self.mapToScene(anchor.toPoint())
        delta = after - before
        self.translate(delta.x(), delta.y())
        self._fit = False

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) viewport pixels."""
        scale = self.zoom_factor()
        self.translate(dx / scale, dy / scale)
        self._fit = False

    def _fit_scale(self) -> float:
        scene = self.board_scene()
        if scene is None:
            return 1.0
        rect = scene.sceneRect()
        view = self.viewport().rect()
        return min(view.width() / rect.width(), view.height() / rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            pixel = event.pixelDelta()
            self.pan_by(pixel.x(), pixel.y())
            return
        self.zoom_by(1.15**steps, event.position())

    # -- hit testing -------------------------------------------------------------

    def star_at(self, pos: QPointF) -> int | None:
        """The star within a finger's reach (in viewport pixels) of ``pos``, nearest first."""
        if len(self._stars_xy) == 0:
            return None
        scene_pos = self.mapToScene(pos.toPoint())
        d2 = ((self._stars_xy - (scene_pos.x(), scene_pos.y())) ** 2).sum(axis=1)
        best = int(np.argmin(d2))
        if math.sqrt(float(d2[best])) * self.zoom_factor() <= HIT_RADIUS_PX:
            return best
        return None

    def star_view_pos(self, star: int) -> QPointF:
        """Where star ``star`` is on the viewport, in pixels."""
        x, y = self._stars_xy[star]
        return QPointF(self.mapFromScene(QPointF(float(x), float(y))))

    # -- the one input state machine ---------------------------------------------

    def _set_selected(self, star: int | None) -> None:
        if star != self._selected:
            self._selected = star
            scene = self.board_scene()
            if scene is not None:
                scene.set_selected(star)
            self.selectionChanged.emit(star)

    def clear_selection(self) -> None:
        self._set_selected(None)

    def _reset_input(self) -> None:
        self._press_star = None
        self._press_pos = None
        self._dragging = False
        scene = self.board_scene()
        if scene is not None:
            scene.set_rubber_band(None)
        self._set_selected(None)

    def _press(self, pos: QPointF) -> None:
        if not self._interactive:
            return
        self._press_pos = pos
        self._press_star = self.star_at(pos)
        self._press_was_selected = self._selected
        self._dragging = False
        if self._press_star is not None and self._selected is None:
            self._set_selected(self._press_star)

    def _move(self, pos: QPointF) -> None:
        if not self._interactive or self._press_star is None or self._press_pos is None:
            return
        moved = math.hypot(pos.x() - self._press_pos.x(), pos.y() - self._press_pos.y())
        if not self._dragging and moved > DRAG_THRESHOLD_PX:
            self._dragging = True
            self._set_selected(self._press_star)
        if self._dragging:
            scene = self.board_scene()
            if scene is not None:
                scene.set_rubber_band(self._press_star, self.mapToScene(pos.toPoint()))

    def _release(self, pos: QPointF) -> None:
        if not self._interactive or self._press_pos is None:
            return
        start = self._press_star
        before = self._press_was_selected
        dragging = self._dragging
        self._press_star = None
        self._press_pos = None
        self._dragging = False
        scene = self.board_scene()
        if scene is not None:
            scene.set_rubber_band(None)
        end = self.star_at(pos)
        if dragging:
            if start is not None and end is not None and end != start:
                self._set_selected(None)
                self.lineRequested.emit(start, end)
            elif end == start:
                self._set_selected(start)
            else:
                self._set_selected(None)
            return
        # A tap.
        if start is None:
            self._set_selected(None)
        elif before is None:
            self._set_selected(start)
        elif start == before:
            self._set_selected(None)
        else:
            self._set_selected(None)
            self.lineRequested.emit(before, start)

    def _cancel_press(self) -> None:
        """A second finger arrived: whatever the first one started is not a move."""
        pressed = self._press_pos is not None
        self._press_star = None
        self._press_pos = None
        self._dragging = False
        scene = self.board_scene()
        if scene is not None:
            scene.set_rubber_band(None)
        if pressed:
            self._set_selected(self._press_was_selected)

    # -- mouse --------------------------------------------------------------------

    def _ignored(self, event: QMouseEvent) -> bool:
        """Mouse events made up from touch (handled as touch already) or during a pinch."""
        if self._multi_touch or event.source() != Qt.MouseEventSource.MouseEventNotSynthesized:
            event.accept()
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(event.position())
            event.accept()
        elif event.button() == Qt.MouseButton.RightButton:
            self._reset_input()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._move(event.position())
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(event.position())
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A fast second click is still a tap (tap-tap players can be quick).
        self.mousePressEvent(event)

    # -- touch --------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (
            QEvent.Type.TouchBegin,
            QEvent.Type.TouchUpdate,
            QEvent.Type.TouchEnd,
            QEvent.Type.TouchCancel,
        ):
            assert isinstance(event, QTouchEvent)
            self._touch(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event: QTouchEvent) -> None:
        points = event.points()
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            self._fingers.clear()
            self._multi_touch = False
            self._pinch_start = None
            self._cancel_press()
            return
        # Remember where each finger is: a stationary point need not carry its position.
        for p in points:
            if p.state() == p.State.Released:
                self._fingers.pop(p.id(), None)
            elif p.state() != p.State.Stationary or p.id() not in self._fingers:
                self._fingers[p.id()] = p.position()
        if len(points) >= 2 or self._multi_touch:
            if not self._multi_touch:
                self._multi_touch = True
                self._cancel_press()
            fingers = sorted(self._fingers.items())
            if len(fingers) >= 2:
                self._pinch(fingers[0][1], fingers[1][1])
            else:
                self._pinch_start = None
            if kind == QEvent.Type.TouchEnd or not fingers:
                self._multi_touch = False
                self._pinch_start = None
                self._fingers.clear()
            return
        point = points[0]
        if kind == QEvent.Type.TouchEnd:
            self._fingers.clear()
        if kind == QEvent.Type.TouchBegin:
            self._press(point.position())
        elif kind == QEvent.Type.TouchUpdate:
            if point.state() == point.State.Released:
                self._release(point.position())
            else:
                self._move(point.position())
        elif kind == QEvent.Type.TouchEnd:
            self._release(point.position())

    def _pinch(self, p1: QPointF, p2: QPointF) -> None:
        centre = (p1 + p2) / 2
        span = max(1.0, math.hypot(p1.x() - p2.x(), p1.y() - p2.y()))
        if self._pinch_start is None:
            self._pinch_start = (span, self.zoom_factor(), centre, centre)
            return
        start_span, start_zoom, _start_centre, last_centre = self._pinch_start
        wanted = start_zoom * span / start_span
        self.zoom_by(wanted / self.zoom_factor(), centre)
        self.pan_by(centre.x() - last_centre.x(), centre.y() - last_centre.y())
        self._pinch_start = (start_span, start_zoom, _start_centre, centre)

    # -- keyboard ------------------------------------------------------------------

    def set_focus_star(self, star: int | None) -> None:
        self._focus = star
        scene = self.board_scene()
        if scene is not None:
            scene.set_focus_star(star)
            if star is not None and not self._fit:
                self.ensureVisible(
                    QRectF(scene.star_pos(star).x() - 20, scene.star_pos(star).y() - 20, 40, 40)
                )

    @property
    def focus_star(self) -> int | None:
        return self._focus

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        directions = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        if key in directions:
            self._move_focus(*directions[key])
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose_focused()
        elif key == Qt.Key.Key_Escape:
            self._reset_input()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _move_focus(self, dx: float, dy: float) -> None:
        if len(self._stars_xy) == 0:
            return
        if self._focus is None:
            centre = self.mapToScene(self.viewport().rect().center())
            d2 = ((self._stars_xy - (centre.x(), centre.y())) ** 2).sum(axis=1)
            self.set_focus_star(int(np.argmin(d2)))
            return
        origin = self._stars_xy[self._focus]
        delta = self._stars_xy - origin
        along = delta[:, 0] * dx + delta[:, 1] * dy
        across = np.abs(delta[:, 0] * dy - delta[:, 1] * dx)
        # Prefer stars straight ahead: distance ahead plus twice the sideways drift.
        score = np.where(along > 1e-9, along + 2.0 * across, np.inf)
        best = int(np.argmin(score))
        if np.isfinite(score[best]):
            self.set_focus_star(best)

    def _choose_focused(self) -> None:
        if not self._interactive or self._focus is None:
            return
        if self._selected is None:
            self._set_selected(self._focus)
        elif self._selected == self._focus:
            self._set_selected(None)
        else:
            start = self._selected
            self._set_selected(None)
            self.lineRequested.emit(start, self._focus)
