"""Playing with the keys: a focus ring the arrows move from star to star.

The keys take the same "select, then choose" steps as a tap
(:meth:`Strokes.choose <triangles_qt.views.board.strokes.Strokes.choose>`):
Space or Enter picks the star in the ring, and again on a second star asks
for the line; Esc lets go. While a star is picked, the would-be line
follows the ring. Mouse or touch hide the ring until a key moves it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QPointF, QRectF, Qt

from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.strokes import Strokes

# The part of the board kept on screen around the focused star (board units either side).
_FOCUS_MARGIN = 20.0


class Stars(Protocol):
    """What the ring needs of the view: where the stars are and what is on screen."""

    @property
    def interactive(self) -> bool: ...

    @property
    def fitted(self) -> bool: ...

    def board_scene(self) -> BoardScene | None: ...

    def star_positions(self) -> NDArray[np.float64]: ...

    def visible_centre(self) -> QPointF: ...

    def bring_into_view(self, rect: QRectF) -> None: ...


_DIRECTIONS: dict[int, tuple[float, float]] = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
_CHOOSE = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class FocusRing:
    """The star the keyboard is on, and what the arrows, Space, Enter and Esc do with it."""

    def __init__(
        self,
        stars: Stars,
        strokes: Strokes,
        moved: Callable[[int | None], None] = lambda _star: None,
    ) -> None:
        self._stars = stars
        self._strokes = strokes
        self._focus: int | None = None
        self._moved = moved

    @property
    def star(self) -> int | None:
        return self._focus

    def set_star(self, star: int | None) -> None:
        moved = star != self._focus
        self._focus = star
        scene = self._stars.board_scene()
        if scene is not None:
            scene.set_focus_star(star)
            if star is not None and not self._stars.fitted:
                at = scene.star_pos(star)
                margin = _FOCUS_MARGIN
                self._stars.bring_into_view(
                    QRectF(at.x() - margin, at.y() - margin, 2 * margin, 2 * margin)
                )
        if moved:
            self._moved(star)

    def hide(self) -> None:
        """Mouse or touch took over: the ring goes until a key moves it again."""
        if self._focus is not None:
            self.set_star(None)

    def key(self, key: int) -> bool:
        """Act on ``key`` if it is one of the ring's; False if it is not."""
        if key in _DIRECTIONS:
            self._move(*_DIRECTIONS[key])
        elif key in _CHOOSE:
            if self._stars.interactive and self._focus is not None:
                self._strokes.choose(self._focus)
        elif key == Qt.Key.Key_Escape and self._strokes.selected is not None:
            self._strokes.reset()
        else:
            return False
        return True

    def _move(self, dx: float, dy: float) -> None:
        xy = self._stars.star_positions()
        if len(xy) == 0:
            return
        selected = self._strokes.selected
        if self._focus is None:
            if selected is not None:
                self.set_star(selected)
                return
            centre = self._stars.visible_centre()
            d2 = ((xy - (centre.x(), centre.y())) ** 2).sum(axis=1)
            self.set_star(int(np.argmin(d2)))
            return
        delta = xy - xy[self._focus]
        along = delta[:, 0] * dx + delta[:, 1] * dy
        across = np.abs(delta[:, 0] * dy - delta[:, 1] * dx)
        # Prefer stars straight ahead: distance ahead plus twice the sideways drift.
        score = np.where(along > 1e-9, along + 2.0 * across, np.inf)
        best = int(np.argmin(score))
        if np.isfinite(score[best]):
            self.set_star(best)
            if selected is not None and self._stars.interactive:
                if best == selected:
                    self._strokes.clear_preview()
                else:
                    self._strokes.show_preview(selected, best, None)
