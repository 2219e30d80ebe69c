"""Fingers on the board: one finger draws like the mouse, two pinch-zoom and pan.

Touch events are taken by the view, so Qt does not also make mouse events
of them. One finger feeds the same state machine as the mouse
(:class:`~triangles_qt.views.board.strokes.Strokes`); a second finger
cancels whatever the first one started, so a pinch never draws, and from
then until every finger is up the fingers only zoom and pan.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QTouchEvent

from triangles_qt.views.board.strokes import Strokes


class Lens(Protocol):
    """What a pinch changes: the view's zoom and position."""

    def zoom_factor(self) -> float: ...

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None: ...

    def pan_by(self, dx: float, dy: float) -> None: ...


class Touches:
    """Follows the fingers of one touch sequence and says what they mean."""

    def __init__(self, lens: Lens, strokes: Strokes) -> None:
        self._lens = lens
        self._strokes = strokes
        self._multi = False
        # At the pinch's start: the fingers' span and the zoom; then the centre last seen.
        self._pinch_start: tuple[float, float, QPointF] | None = None
        self._fingers: dict[int, QPointF] = {}

    @property
    def pinching(self) -> bool:
        """Two or more fingers are (or were, until all are up) on the board."""
        return self._multi

    def handle(self, event: QTouchEvent) -> None:
        points = event.points()
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            self._fingers.clear()
            self._multi = False
            self._pinch_start = None
            self._strokes.cancel()
            return
        # Remember where each finger is: a stationary point need not carry its position.
        for p in points:
            if p.state() == p.State.Released:
                self._fingers.pop(p.id(), None)
            elif p.state() != p.State.Stationary or p.id() not in self._fingers:
                self._fingers[p.id()] = p.position()
        if len(points) >= 2 or self._multi:
            if not self._multi:
                self._multi = True
                self._strokes.cancel()
            fingers = sorted(self._fingers.items())
            if len(fingers) >= 2:
                self._pinch(fingers[0][1], fingers[1][1])
            else:
                self._pinch_start = None
            if kind == QEvent.Type.TouchEnd or not fingers:
                self._multi = False
                self._pinch_start = None
                self._fingers.clear()
            return
        point = points[0]
        if kind == QEvent.Type.TouchEnd:
            self._fingers.clear()
        if kind == QEvent.Type.TouchBegin:
            self._strokes.press(point.position())
        elif kind == QEvent.Type.TouchUpdate:
            if point.state() == point.State.Released:
                self._strokes.release(point.position())
            else:
                self._strokes.move(point.position())
        elif kind == QEvent.Type.TouchEnd:
            self._strokes.release(point.position())

    def _pinch(self, p1: QPointF, p2: QPointF) -> None:
        centre = (p1 + p2) / 2
        span = max(1.0, math.hypot(p1.x() - p2.x(), p1.y() - p2.y()))
        if self._pinch_start is None:
            self._pinch_start = (span, self._lens.zoom_factor(), centre)
            return
        start_span, start_zoom, last_centre = self._pinch_start
        wanted = start_zoom * span / start_span
        self._lens.zoom_by(wanted / self._lens.zoom_factor(), centre)
        self._lens.pan_by(centre.x() - last_centre.x(), centre.y() - last_centre.y())
        self._pinch_start = (start_span, start_zoom, centre)
