"""The board on screen: fitting, zoom and panning, and where input goes.

Input is read here and handed on: presses, moves and releases of the mouse
and of one finger to the one state machine (:mod:`.strokes`), the fingers
of a touch sequence to :mod:`.touch` (two fingers pinch-zoom and pan), the
arrows and Space/Enter to the focus ring (:mod:`.keyboard`). What stays here
is looking around, which always works, even when input draws nothing: a
middle-button drag, Shift or Alt with the wheel and a two-finger trackpad
scroll pan; the plain wheel, a trackpad pinch and +, - and 0 zoom.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QGuiApplication,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QTouchEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QGraphicsView, QWidget

from triangles_qt.speech.star_names import StarNames
from triangles_qt.views.board.accessible import BoardAccessible, install_factory
from triangles_qt.views.board.keyboard import FocusRing
from triangles_qt.views.board.scene import BoardScene, LineVerdict
from triangles_qt.views.board.strokes import Judge, Preview, Strokes
from triangles_qt.views.board.touch import Touches

__all__ = ["BoardView", "Judge", "LineVerdict", "Preview"]

# Finger-sized hit radius around a star, in viewport (device-independent) pixels.
HIT_RADIUS_PX = 24.0
MIN_ZOOM = 0.25
MAX_ZOOM = 8.0
# Pixels the board moves per wheel notch when the wheel pans (Shift or Alt held).
WHEEL_PAN_PX = 60.0
# How far (viewport pixels) a revealed line stays from the edge of the view.
REVEAL_MARGIN_PX = 48.0
REVEAL_MS = 320


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` and reports the lines players mean to draw."""

    lineRequested = Signal(int, int)
    selectionChanged = Signal(object)
    previewChanged = Signal(object)  # Preview | None
    viewChanged = Signal()  # the visible part of the board moved or was rescaled
    resized = Signal()  # the view itself changed size
    pointerUsed = Signal()  # a press by mouse or touch (the keyboard ring hides)
    pickRefused = Signal(int)  # a screen reader pressed a star while this side may not draw

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
        self._middle_from: QPointF | None = None
        self._stars_xy: NDArray[np.float64] = np.zeros((0, 2))
        self._strokes = Strokes(self, self)
        self._strokes.lineRequested.connect(self.lineRequested)
        self._strokes.selectionChanged.connect(self.selectionChanged)
        self._strokes.previewChanged.connect(self.previewChanged)
        self._strokes.pointerUsed.connect(self.pointerUsed)
        self._touches = Touches(self, self._strokes)
        self._ring = FocusRing(self, self._strokes, self._focus_moved)
        self.star_names = StarNames(())
        self._star_order: tuple[int, ...] = ()
        """The stars' spoken names ("C4"), for the screen reader and the command line."""
        self._describe_star: Callable[[int], str] = lambda _star: ""
        self._describe_board: Callable[[], str] = lambda: ""
        self._accessible: BoardAccessible | None = None
        self._strokes.selectionChanged.connect(self._picked_changed)
        self._picked: int | None = None
        install_factory()
        _room_for_board_pictures()
        self._reduce_motion = False
        self._reveal = QVariantAnimation(self)
        self._reveal.setDuration(REVEAL_MS)
        self._reveal.valueChanged.connect(self._reveal_step)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(self.viewChanged)
        # The scene draws its marks for the scale they are seen at (never specks).
        self.viewChanged.connect(self._tell_scale)

    # -- scene -----------------------------------------------------------------

    def board_scene(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    def set_board_scene(self, scene: BoardScene) -> None:
        self.setScene(scene)
        self._stars_xy = np.asarray(scene.board.stars, dtype=float)
        self.star_names = StarNames.for_stars(self._stars_xy.tolist())
        self._star_order = self.star_names.reading_order()
        self._strokes.reset()
        self.set_focus_star(None)
        self.fit()
        if self._accessible is not None:
            self._accessible.stars_changed()

    def set_interactive(self, on: bool) -> None:
        """While False (computer thinking, game over, replay) input draws nothing.

        Looking around (zoom and pan) always works.
        """
        self._interactive = on
        if not on:
            self._strokes.reset()

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def selected_star(self) -> int | None:
        return self._strokes.selected

    def clear_selection(self) -> None:
        self._strokes.set_selected(None)

    def set_judge(self, judge: Judge | None) -> None:
        """Who says whether a previewed line would be refused (the window asks the rules)."""
        self._strokes.judge = judge
        self._strokes.forget_verdicts()

    def forget_verdicts(self) -> None:
        """The position changed: earlier answers about lines no longer hold."""
        self._strokes.forget_verdicts()

    @property
    def preview(self) -> Preview | None:
        return self._strokes.preview

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

    def _tell_scale(self) -> None:
        scene = self.board_scene()
        if scene is not None:
            scene.set_view_scale(self.zoom_factor())

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
        scene_pos = self.scene_point(pos)
        d2 = ((self._stars_xy - (scene_pos.x(), scene_pos.y())) ** 2).sum(axis=1)
        best = int(np.argmin(d2))
        if math.sqrt(float(d2[best])) * self.zoom_factor() <= HIT_RADIUS_PX:
            return best
        return None

    def star_view_pos(self, star: int) -> QPointF:
        """Where star ``star`` is on the viewport, in pixels."""
        x, y = self._stars_xy[star]
        return QPointF(self.mapFromScene(QPointF(float(x), float(y))))

    def scene_point(self, pos: QPointF) -> QPointF:
        """The board point under ``pos`` (viewport pixels)."""
        return self.mapToScene(pos.toPoint())

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
        if self._touches.pinching or from_touch:
            event.accept()
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._strokes.press(event.position())
        elif event.button() == Qt.MouseButton.MiddleButton:
            self.pointerUsed.emit()
            self._middle_from = event.position()
        elif event.button() == Qt.MouseButton.RightButton:
            self._strokes.reset()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        pos = event.position()
        if self._middle_from is not None and event.buttons() & Qt.MouseButton.MiddleButton:
            self.pan_by(pos.x() - self._middle_from.x(), pos.y() - self._middle_from.y())
            self._middle_from = pos
        elif event.buttons() & Qt.MouseButton.LeftButton:
            self._strokes.move(pos)
        elif not event.buttons():
            self._strokes.hover(pos)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._ignored(event):
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._strokes.release(event.position())
        elif event.button() == Qt.MouseButton.MiddleButton:
            self._middle_from = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A fast second click is still a tap (tap-tap players can be quick).
        self.mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._strokes.left()
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
            self._touches.handle(event)
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

    # -- keyboard ------------------------------------------------------------------

    def set_focus_star(self, star: int | None) -> None:
        self._ring.set_star(star)

    @property
    def focus_star(self) -> int | None:
        return self._ring.star

    def hide_focus_ring(self) -> None:
        """Mouse or touch took over: the keyboard's ring goes until a key moves it again."""
        self._ring.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._ring.key(key):
            pass
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

    def star_positions(self) -> NDArray[np.float64]:
        """Every star's position, in board units (one row per star)."""
        return self._stars_xy

    def visible_centre(self) -> QPointF:
        """The board point at the middle of the view."""
        return self.mapToScene(self.viewport().rect().center())

    def bring_into_view(self, rect: QRectF) -> None:
        """Scroll as little as needed to show ``rect`` (board units), with a margin."""
        self.ensureVisible(rect)


    # -- the stars for screen readers (views/board/accessible.py) ---------------------------

    def make_accessible(self) -> BoardAccessible:
        """Qt's accessibility factory asks the board for its interface (once)."""
        if self._accessible is None:
            self._accessible = BoardAccessible(self, self)
            # Whichever comes first: this board goes (a closed puzzle), or the app quits.
            self.destroyed.connect(self._accessible.release)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self._accessible.release)
        return self._accessible

    def set_describers(self, star: Callable[[int], str], board: Callable[[], str]) -> None:
        """Who puts a star, and the board as a whole, into words (the game window)."""
        self._describe_star = star
        self._describe_board = board

    def star_count(self) -> int:
        return len(self._stars_xy)

    def star_order(self) -> tuple[int, ...]:
        return self._star_order

    def star_name(self, star: int) -> str:
        return self.star_names.of(star)

    def star_description(self, star: int) -> str:
        return self._describe_star(star)

    def board_description(self) -> str:
        return self._describe_board()

    def star_screen_point(self, star: int) -> QPoint:
        return self.viewport().mapToGlobal(self.star_view_pos(star).toPoint())

    def star_at_screen(self, x: int, y: int) -> int | None:
        return self.star_at(QPointF(self.viewport().mapFromGlobal(QPoint(x, y))))

    def focus_star_number(self) -> int | None:
        return self._ring.star

    def picked_star(self) -> int | None:
        return self._strokes.selected

    def pick_star(self, star: int) -> None:
        """A screen reader pressed a star: pick it as a tap would, or say why it cannot."""
        if not self._interactive:
            self.pickRefused.emit(star)
            return
        self._ring.set_star(star)
        self._strokes.choose(star)

    def board_widget(self) -> QAbstractScrollArea:
        return self

    def _focus_moved(self, star: int | None) -> None:
        if self._accessible is not None:
            self._accessible.focus_moved(star)

    def _picked_changed(self, star: object) -> None:
        before, self._picked = self._picked, star if isinstance(star, int) else None
        if self._accessible is not None:
            for changed in {before, self._picked} - {None}:
                assert changed is not None
                self._accessible.star_changed(changed)


def _room_for_board_pictures() -> None:
    """Let Qt's pixmap cache hold a few screen-sized pictures of a board.

    The settled board is one cached picture of the view's size (views/board/ink.py);
    with Qt's default 10 MB cache a full-screen board on a large screen would not
    fit, and would be painted again for every frame instead of copied.
    """
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return
    size = screen.size()
    ratio = screen.devicePixelRatio()
    needed_kb = int(3 * size.width() * size.height() * ratio * ratio * 4 / 1024)
    if needed_kb > QPixmapCache.cacheLimit():
        QPixmapCache.setCacheLimit(needed_kb)


def _shift(low: float, high: float, view_low: float, view_high: float) -> float:
    """How far to scroll along one axis so [low, high] lies within the view (0 if it does)."""
    if high - low > view_high - view_low:
        return (low + high) / 2 - (view_low + view_high) / 2
    if low < view_low:
        return low - view_low
    if high > view_high:
        return high - view_high
    return 0.0
