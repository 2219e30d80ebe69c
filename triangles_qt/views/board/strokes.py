"""The one input state machine of the board: a press, moves and a release, whoever made them.

The mouse and one finger feed it positions in viewport pixels; the keyboard
uses its "select, then choose" steps. It never reads an event, so mouse,
touch and keys cannot drift apart. It owns what is picked (the selection)
and the would-be line (the preview) with the judge's answers, kept per line
until the position changes.

A press on a star starts a line (tap-tap or swipe); a press on empty sky
that moves pans the board (the picked star stays picked). While a star is
picked the would-be line follows the pointer; over a second star it asks the
judge (the window, which asks the rules) whether the line would be refused,
and shows why before release.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, Signal

from triangles_qt.views.board.scene import BoardScene, LineVerdict

# A press that moves further than this (pixels) is a swipe or a pan, not a tap.
DRAG_THRESHOLD_PX = 10.0


@dataclass(frozen=True)
class Preview:
    """The line the pointer would draw now: from ``start`` to ``end`` (None: not at a star)."""

    start: int
    end: int | None
    verdict: LineVerdict | None = None


Judge = Callable[[int, int], LineVerdict]


class Surface(Protocol):
    """What the state machine needs of the view it serves."""

    @property
    def interactive(self) -> bool: ...

    def board_scene(self) -> BoardScene | None: ...

    def star_at(self, pos: QPointF) -> int | None: ...

    def scene_point(self, pos: QPointF) -> QPointF: ...

    def pan_by(self, dx: float, dy: float) -> None: ...


class Strokes(QObject):
    """Turns presses, moves and releases into a selection, a preview and line requests."""

    lineRequested = Signal(int, int)
    selectionChanged = Signal(object)
    previewChanged = Signal(object)  # Preview | None
    pointerUsed = Signal()  # a press by mouse or touch

    def __init__(self, surface: Surface, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._surface = surface
        self.judge: Judge | None = None
        self._selected: int | None = None
        self._press_star: int | None = None
        self._press_pos: QPointF | None = None
        self._last_pos: QPointF | None = None
        self._press_was_selected: int | None = None
        self._dragging = False
        self._panning = False
        self._preview: Preview | None = None
        self._verdicts: dict[tuple[int, int], LineVerdict] = {}

    @property
    def selected(self) -> int | None:
        return self._selected

    @property
    def preview(self) -> Preview | None:
        return self._preview

    def set_selected(self, star: int | None) -> None:
        if star != self._selected:
            self._selected = star
            scene = self._surface.board_scene()
            if scene is not None:
                scene.set_selected(star)
            self.selectionChanged.emit(star)
            if star is None:
                self.clear_preview()

    def choose(self, star: int) -> None:
        """Select, then choose: the first star is picked, a second one asks for the line."""
        if self._selected is None:
            self.set_selected(star)
        elif self._selected == star:
            self.set_selected(None)
        else:
            start = self._selected
            self.set_selected(None)
            self.lineRequested.emit(start, star)

    def reset(self) -> None:
        """Nothing pressed, nothing picked, no preview."""
        self._end_press()
        self.clear_preview()
        self.set_selected(None)

    def _end_press(self) -> None:
        self._press_star = None
        self._press_pos = None
        self._last_pos = None
        self._dragging = False
        self._panning = False

    # -- press, move, release ---------------------------------------------------------

    def press(self, pos: QPointF) -> None:
        self.pointerUsed.emit()
        self._press_pos = pos
        self._last_pos = pos
        self._panning = False
        self._dragging = False
        self._press_was_selected = self._selected
        if not self._surface.interactive:
            self._press_star = None  # the press can still pan
            return
        self._press_star = self._surface.star_at(pos)
        if self._press_star is not None and self._selected is None:
            self.set_selected(self._press_star)

    def move(self, pos: QPointF) -> None:
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
                self._surface.pan_by(pos.x() - last.x(), pos.y() - last.y())
                self.hover(pos)
            return
        if not self._surface.interactive:
            return
        if not self._dragging and moved > DRAG_THRESHOLD_PX:
            self._dragging = True
            self.set_selected(self._press_star)
        if self._dragging:
            self._preview_to(self._press_star, pos)

    def release(self, pos: QPointF) -> None:
        if self._press_pos is None:
            return
        start = self._press_star
        before = self._press_was_selected
        dragging, panning = self._dragging, self._panning
        self._end_press()
        if panning or not self._surface.interactive:
            return
        end = self._surface.star_at(pos)
        if dragging:
            self.clear_preview()
            if start is not None and end is not None and end != start:
                self.set_selected(None)
                self.lineRequested.emit(start, end)
            elif end == start:
                self.set_selected(start)
            else:
                self.set_selected(None)
            return
        # A tap.
        if start is None:
            self.set_selected(None)
        elif before is None:
            self.set_selected(start)
        elif start == before:
            self.set_selected(None)
        else:
            self.set_selected(None)
            self.lineRequested.emit(before, start)

    def cancel(self) -> None:
        """A second finger arrived: whatever the first one started is not a move."""
        pressed = self._press_pos is not None
        self._end_press()
        self.clear_preview()
        if pressed:
            self.set_selected(self._press_was_selected)

    def left(self) -> None:
        """The pointer left the board: a hovering preview shows nothing any more."""
        if self._press_pos is None and self._selected is not None:
            self.clear_preview()

    # -- the line preview ---------------------------------------------------------------

    def hover(self, pos: QPointF) -> None:
        """The pointer moved with no press: the picked star's line follows it."""
        if self._surface.interactive and self._selected is not None:
            self._preview_to(self._selected, pos)

    def _preview_to(self, start: int, pos: QPointF) -> None:
        scene = self._surface.board_scene()
        if scene is None:
            return
        end = self._surface.star_at(pos)
        if end == start:
            end = None
        verdict = self._verdict(start, end) if end is not None else None
        to = scene.star_pos(end) if end is not None else self._surface.scene_point(pos)
        self.show_preview(start, end, verdict, QPointF(to))

    def show_preview(
        self, start: int, end: int | None, verdict: LineVerdict | None, to: QPointF | None = None
    ) -> None:
        scene = self._surface.board_scene()
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

    def clear_preview(self) -> None:
        scene = self._surface.board_scene()
        if scene is not None:
            scene.set_rubber_band(None)
        if self._preview is not None:
            self._preview = None
            self.previewChanged.emit(None)

    def forget_verdicts(self) -> None:
        """The position changed: earlier answers about lines no longer hold."""
        self._verdicts.clear()
        if self._preview is not None and self._preview.end is not None:
            self.show_preview(self._preview.start, self._preview.end, None)

    def _verdict(self, a: int, b: int) -> LineVerdict | None:
        if self.judge is None:
            return None
        key = (min(a, b), max(a, b))
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self.judge(a, b)
            self._verdicts[key] = verdict
        return verdict
