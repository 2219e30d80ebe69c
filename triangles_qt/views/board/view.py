"""The board on screen: fitting, zoom, panning, and turning mouse, touch and keys into requests.

One small state machine serves every input: a press, moves and a release at
positions in viewport pixels. Mouse events feed it directly; one-finger
touch feeds it too (touch events are accepted here, so Qt does not also
synthesise mouse events); two or more fingers switch to pinch-zoom and pan,
and cancel whatever the first finger had started, so a pinch never draws.

A press on a star starts a line (tap-tap or swipe); a press on empty sky
that moves pans the board, and so does a middle-button drag, Shift or Alt
with the wheel, and a two-finger trackpad scroll. The plain wheel and a
trackpad pinch zoom. While a star is picked, the would-be line follows the
pointer; over a second star it asks the judge (the window, which asks the
rules) whether the line would be refused, and shows why before release.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QTouchEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from triangles_qt.views.board.scene import BoardScene, LineVerdict

__all__ = ["BoardView", "Judge", "LineVerdict", "Preview"]

# Finger-sized hit radius around a star, in viewport (device-independent) pixels.
HIT_RADIUS_PX = 24.0
# A press that moves further than this (pixels) is a swipe or a pan, not a tap.
DRAG_THRESHOLD_PX = 10.0
MIN_ZOOM = 0.25
MAX_ZOOM = 8.0
# Pixels the board moves per wheel notch when the wheel pans (Shift or Alt held).
WHEEL_PAN_PX = 60.0
# How far (viewport pixels) a revealed line stays from the edge of the view.
REVEAL_MARGIN_PX = 48.0
REVEAL_MS = 320


@dataclass(frozen=True)
class Preview:
    """The line the pointer would draw now: from ``start`` to ``end`` (None: not at a star)."""

    start: int
    end: int | None
    verdict: LineVerdict | None = None


Judge = Callable[[int, int], LineVerdict]


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` and reports the lines players mean to draw."""

    lineRequested = Signal(int, int)
    selectionChanged = Signal(object)
    previewChanged = Signal(object)  # Preview | None
    viewChanged = Signal()  # the visible part of the board moved or was rescaled
    resized = Signal()  # the view itself changed size
    pointerUsed = Signal()  # a press by mouse or touch (the keyboard ring hides)

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
        self.viewport().setMouseTracking(True)
        self._fit = True
        self._interactive = True
        self._selected: int | None = None
        self._focus: int | None = None
        self._press_star: int | None = None
        self._press_pos: QPointF | None = None
        self._last_pos: QPointF | None = None
        self._press_was_selected: int | None = None
        self._dragging = False
        self._panning = False
        self._middle_from: QPointF | None = None
        self._multi_touch = False
        self._pinch_start: tuple[float, float, QPointF, QPointF] | None = None
        self._fingers: dict[int, QPointF] = {}
        self._stars_xy = np.zeros((0, 2))
        self._judge: Judge | None = None
        self._preview: Preview | None = None
        self._verdicts: dict[tuple[int, int], LineVerdict] = {}
        self._reduce_motion = False
        self._reveal = QVariantAnimation(self)
        self._reveal.setDuration(REVEAL_MS)
        self._reveal.valueChanged.connect(self._reveal_step)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(self.viewChanged)

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
        """While False (computer thinking, game over, replay) input draws nothing.

        Looking around (zoom and pan) always works.
        """
        self._interactive = on
        if not on:
            self._reset_input()

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def selected_star(self) -> int | None:
        return self._selected

    def set_judge(self, judge: Judge | None) -> None:
        """Who says whether a previewed line would be refused (the window asks the rules)."""
        self._judge = judge
        self.forget_verdicts()

    def forget_verdicts(self) -> None:
        """The position changed: earlier answers about lines no longer hold."""
        self._verdicts.clear()
        if self._preview is not None and self._preview.end is not None:
            self._show_preview(self._preview.start, self._preview.end, None)

    def set_reduce_motion(self, on: bool) -> None:
        self._reduce_motion = on

    # -- zoom and pan ------------------------------------------------------------

    def fit(self) -> None:
        """Show the whole board, as large as the window allows."""
        self._fit = True
        scene = self.board_scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.viewChanged.emit()

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
        if anchor is None:
            anchor = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
        before = self.mapToScene(anchor.toPoint())
        self.setTransform(QTransform.fromScale(target, target))
        self._fit = False
        # Keep the point under the anchor where it was (as far as the edges allow).
        after = QPointF(self.mapFromScene(before))
        self._scroll_by(after.x() - anchor.x(), after.y() - anchor.y())
        self.viewChanged.emit()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) viewport pixels; it never leaves the window.

        The hidden scroll bars hold the position, so the board's edge stops at
        the window's edge, and a fitted board does not move at all.
        """
        self._scroll_by(-dx, -dy)

    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def visible_scene_rect(self) -> QRectF:
        """The part of the board on screen, in board units."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def line_in_view(self, a: int, b: int, margin_px: float = 0.0) -> bool:
        """Whether both ends of line a–b are on screen (at least ``margin_px`` from the edge)."""
        rect = QRectF(self.viewport().rect()).adjusted(margin_px, margin_px, -margin_px, -margin_px)
        return rect.contains(self.star_view_pos(a)) and rect.contains(self.star_view_pos(b))

    def reveal_line(self, a: int, b: int) -> None:
        """Scroll just enough to bring line a–b into view (smoothly, unless motion is reduced)."""
        if self._fit or len(self._stars_xy) == 0 or self.line_in_view(a, b, REVEAL_MARGIN_PX / 2):
            return
        view = QRectF(self.viewport().rect())
        pa, pb = self.star_view_pos(a), self.star_view_pos(b)
        box = (
            QRectF(pa, pb)
            .normalized()
            .adjusted(-REVEAL_MARGIN_PX, -REVEAL_MARGIN_PX, REVEAL_MARGIN_PX, REVEAL_MARGIN_PX)
        )
        dx = _shift(box.left(), box.right(), view.left(), view.right())
        dy = _shift(box.top(), box.bottom(), view.top(), view.bottom())
        if self._reduce_motion:
            self._scroll_by(dx, dy)
            return
        self._reveal.stop()
        self._reveal_from = QPointF(
            self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        )
        self._reveal.setStartValue(QPointF(0, 0))
        self._reveal.setEndValue(QPointF(dx, dy))
        self._reveal.start()

    def _reveal_step(self, value: object) -> None:
        if isinstance(value, QPointF):
            self.horizontalScrollBar().setValue(round(self._reveal_from.x() + value.x()))
            self.verticalScrollBar().setValue(round(self._reveal_from.y() + value.y()))

    @property
    def revealing(self) -> bool:
        return self._reveal.state() == QVariantAnimation.State.Running

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
        else:
            self.viewChanged.emit()
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Wheel zooms; Shift (or Alt) + wheel pans; a trackpad's two-finger scroll pans."""
        modifiers = event.modifiers()
        angle = event.angleDelta()
        pixel = event.pixelDelta()
        trackpad = event.phase() != Qt.ScrollPhase.NoScrollPhase or (
            not pixel.isNull() and angle.isNull()
        )
        if trackpad and not modifiers & Qt.KeyboardModifier.ControlModifier:
            step = pixel if not pixel.isNull() else angle / 2
            self.pan_by(step.x(), step.y())
        elif modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier):
            dx, dy = angle.x() / 120 * WHEEL_PAN_PX, angle.y() / 120 * WHEEL_PAN_PX
            if modifiers & Qt.KeyboardModifier.AltModifier or dy == 0:
                # Alt (and a tilt wheel) move sideways; some systems already swap the axes.
                dx, dy = (dx or dy), 0.0
            self.pan_by(dx, dy)
        else:
            steps = angle.y() / 120.0
            if steps:
                self.zoom_by(1.15**steps, event.position())
        event.accept()

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
            if star is None:
                self._clear_preview()

    def clear_selection(self) -> None:
        self._set_selected(None)

    def _reset_input(self) -> None:
        self._press_star = None
        self._press_pos = None
        self._last_pos = None
        self._dragging = False
        self._panning = False
        self._clear_preview()
        self._set_selected(None)

    def _press(self, pos: QPointF) -> None:
        self.pointerUsed.emit()
        self._press_pos = pos
        self._last_pos = pos
        self._panning = False
        self._dragging = False
        self._press_was_selected = self._selected
        if not self._interactive:
            self._press_star = None  # the press can still pan
            return
        self._press_star = self.star_at(pos)
        if self._press_star is not None and self._selected is None:
            self._set_selected(self._press_star)

    def _move(self, pos: QPointF) -> None:
        if self._press_pos is None:
            return
        last = self._last_pos or pos
        self._last_pos = pos
        moved = math.hypot(pos.x() - self._press_pos.x(), pos.y() - self._press_pos.y())
        if self._press_star is None:
            # A press on empty sky: moving it pans the board (the selection stays).
            if not self._panning and moved > DRAG_THRESHOLD_PX:
                self._panning = True
                last = self._press_pos
            if self._panning:
                self.pan_by(pos.x() - last.x(), pos.y() - last.y())
                self._hover(pos)
            return
        if not self._interactive:
            return
        if not self._dragging and moved > DRAG_THRESHOLD_PX:
            self._dragging = True
            self._set_selected(self._press_star)
        if self._dragging:
            self._preview_to(self._press_star, pos)

    def _release(self, pos: QPointF) -> None:
        if self._press_pos is None:
            return
        start = self._press_star
        before = self._press_was_selected
        dragging, panning = self._dragging, self._panning
        self._press_star = None
        self._press_pos = None
        self._last_pos = None
        self._dragging = False
        self._panning = False
        if panning or not self._interactive:
            return
        end = self.star_at(pos)
        if dragging:
            self._clear_preview()
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
        self._last_pos = None
        self._dragging = False
        self._panning = False
        self._clear_preview()
        if pressed:
            self._set_selected(self._press_was_selected)

    # -- the line preview -----------------------------------------------------------

    def _hover(self, pos: QPointF) -> None:
        """The pointer moved with no press: the picked star's line follows it."""
        if self._interactive and self._selected is not None and not self._multi_touch:
            self._preview_to(self._selected, pos)

    def _preview_to(self, start: int, pos: QPointF) -> None:
        scene = self.board_scene()
        if scene is None:
            return
        end = self.star_at(pos)
        if end == start:
            end = None
        verdict = self._verdict(start, end) if end is not None else None
        to = scene.star_pos(end) if end is not None else self.mapToScene(pos.toPoint())
        self._show_preview(start, end, verdict, QPointF(to))

    def _show_preview(
        self, start: int, end: int | None, verdict: LineVerdict | None, to: QPointF | None = None
    ) -> None:
        scene = self.board_scene()
        if scene is None:
            return
        if end is not None and verdict is None:
            verdict = self._verdict(start, end)
        if to is None:
            to = scene.star_pos(end) if end is not None else scene.star_pos(start)
        scene.set_rubber_band(start, to, verdict)
        preview = Preview(start, end, verdict)
        if preview != self._preview:
            self._preview = preview
            self.previewChanged.emit(preview)

    def _verdict(self, a: int, b: int) -> LineVerdict | None:
        if self._judge is None:
            return None
        key = (min(a, b), max(a, b))
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self._judge(a, b)
            self._verdicts[key] = verdict
        return verdict

    def _clear_preview(self) -> None:
        scene = self.board_scene()
        if scene is not None:
            scene.set_rubber_band(None)
        if self._preview is not None:
            self._preview = None
            self.previewChanged.emit(None)

    @property
    def preview(self) -> Preview | None:
        return self._preview

    # -- mouse --------------------------------------------------------------------

    def _ignored(self, event: QMouseEvent) -> bool:
        """Mouse events made up from touch (handled as touch already) or during a pinch.

        Qt also marks as synthesised the moves it makes for a mouse pointer
        (e.g. after a window moved under it) and the mouse events it makes
        from a pen; those are real pointer positions, so they count.
        """
        from_touch = event.source() != Qt.MouseEventSource.MouseEventNotSynthesized and (
            event.device().type()
            in (QInputDevice.DeviceType.TouchScreen, QInputDevice.DeviceType.TouchPad)
        )
        if self._multi_touch or from_touch:
            event.accept()
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(event.position())
        elif event.button() == Qt.MouseButton.MiddleButton:
            self.pointerUsed.emit()
            self._middle_from = event.position()
        elif event.button() == Qt.MouseButton.RightButton:
            self._reset_input()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        pos = event.position()
        if self._middle_from is not None and event.buttons() & Qt.MouseButton.MiddleButton:
            self.pan_by(pos.x() - self._middle_from.x(), pos.y() - self._middle_from.y())
            self._middle_from = pos
        elif event.buttons() & Qt.MouseButton.LeftButton:
            self._move(pos)
        elif not event.buttons():
            self._hover(pos)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(event.position())
        elif event.button() == Qt.MouseButton.MiddleButton:
            self._middle_from = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A fast second click is still a tap (tap-tap players can be quick).
        self.mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        # The pointer left the board: a hovering preview shows nothing any more.
        if self._press_pos is None and self._selected is not None:
            self._clear_preview()
        super().leaveEvent(event)

    # -- touch and gestures -----------------------------------------------------------

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
        if kind == QEvent.Type.NativeGesture:
            assert isinstance(event, QNativeGestureEvent)
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                # A trackpad pinch: value() is the change in scale since the last event.
                self.zoom_by(1.0 + event.value(), event.position())
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

    def hide_focus_ring(self) -> None:
        """Mouse or touch took over: the keyboard's ring goes until a key moves it again."""
        if self._focus is not None:
            self.set_focus_star(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        directions: dict[int, tuple[float, float]] = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        if key in directions:
            self._move_focus(*directions[key])
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose_focused()
        elif key == Qt.Key.Key_Escape and self._selected is not None:
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
            if self._selected is not None:
                self.set_focus_star(self._selected)
                return
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
            if self._selected is not None and self._interactive:
                if best == self._selected:
                    self._clear_preview()
                else:
                    self._show_preview(self._selected, best, None)

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


def _shift(low: float, high: float, view_low: float, view_high: float) -> float:
    """How far to scroll along one axis so [low, high] lies within the view (0 if it does)."""
    if high - low > view_high - view_low:
        return (low + high) / 2 - (view_low + view_high) / 2
    if low < view_low:
        return low - view_low
    if high > view_high:
        return high - view_high
    return 0.0
