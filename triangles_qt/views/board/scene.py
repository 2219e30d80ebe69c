"""The board as a QGraphicsScene: sky, stars, lines and triangles.

The sky is views/board/sky.py, the settled triangles, lines and stars one
cached picture (views/board/ink.py); the scene adds the marks that come and
go over them (the last line's halo, the selection, the rubber band, flashes).

The scene only draws what it is told (a sequence of moves, a selection, a
rubber band, a refused line to flash). It never decides a rule and never
changes a game: the view turns input into requests, the table asks the
model, and the scene is then told what to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsScene,
    QWidget,
)

from triangles_qt.model import Board, Move, Refusal
from triangles_qt.views.board.ink import BoardInk
from triangles_qt.views.board.sky import Sky
from triangles_qt.views.look.marks import fill_brush, line_pen
from triangles_qt.views.look.sizes import sizes
from triangles_qt.views.look.theme import NEBULA, Theme

#: Drawn sizes in board units (screen points at the board's intended size). They grow
#: with the player's star and line size, and a board shown smaller than
#: ``MIN_DRAWN_SCALE`` pixels to the unit (a lesson's, a crowded board on a small
#: screen) draws them as at that scale, its stars as at ``MIN_STAR_SCALE``: a star
#: is never a speck, and lines stay thin enough to tell apart.
MIN_DRAWN_SCALE = 0.85
MIN_STAR_SCALE = 1.1
STAR_RADIUS = 4.0
STAR_GLOW = 11.0
LINE_WIDTH = 2.6
HIGHLIGHT_WIDTH = 10.0
RING_RADIUS = 13.0

Z_HALO = 1.5
Z_INK = 2.0  # the triangles, lines and stars (views/board/ink.py)
Z_MARK = 4.0
Z_FLASH = 5.0

FLASH_MS = 900
PULSE_MS = 1200
HINT_MS = 4000


@dataclass(frozen=True)
class LineVerdict:
    """What the rules say about a line, and what stands in its way (for showing it)."""

    reason: Refusal | None
    stars_over: tuple[int, ...] = ()
    crossed: tuple[tuple[int, int], ...] = ()


class BoardScene(QGraphicsScene):
    """Draws one board and the moves it is given."""

    movesShown = Signal()  # the moves on show changed (drawn, undone, replayed)
    sizesChanged = Signal()  # marks are drawn larger or smaller (see :meth:`drawn`)

    def __init__(self, board: Board, theme: Theme = NEBULA, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._board = board
        self._theme = theme
        self._points = [QPointF(x, y) for x, y in board.stars.tolist()]
        left, top, width, height = board.bounds
        margin = 18.0
        self.setSceneRect(
            QRectF(left - margin, top - margin, width + 2 * margin, height + 2 * margin)
        )
        self._sky_seed = board.seed if board.seed is not None else board.n_stars
        self._px = 1.0  # view pixels per board unit, as the view last said
        self._grow = 1.0  # how much larger than in board units the marks are drawn
        self._star_grow = 1.0  # and the stars
        self._sky = Sky(self.sceneRect(), self._sky_seed, theme)
        self._moves: list[Move] = []
        self._ink = BoardInk(self._points)
        self._ink.setZValue(Z_INK)
        self.addItem(self._ink)
        self._halo: QGraphicsLineItem | None = None
        self._halo_move: Move | None = None
        self._halo_fresh = False  # the halo has not pulsed yet
        self._pulse = QVariantAnimation(self)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setKeyValueAt(0.0, 1.0)
        self._pulse.setKeyValueAt(0.25, 0.25)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setKeyValueAt(0.75, 0.25)
        self._pulse.setKeyValueAt(1.0, 1.0)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._highlight_last = True
        self._selected: int | None = None
        self._focus: int | None = None
        self._marks: list[QGraphicsItem] = []
        self._rubber: QGraphicsLineItem | None = None
        self._rubber_verdict: LineVerdict | None = None
        self._rubber_marks: list[QGraphicsItem] = []
        self._reduce_motion = False
        self._flash_items: list[QGraphicsItem] = []
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self.clear_flash)
        self._apply_sizes()
        sizes().boardChanged.connect(self._apply_sizes)

    # -- what is shown --------------------------------------------------------

    @property
    def board(self) -> Board:
        return self._board

    @property
    def theme(self) -> Theme:
        return self._theme

    def star_pos(self, star: int) -> QPointF:
        return self._points[star]

    def shown_moves(self) -> int:
        return len(self._moves)

    def set_view_scale(self, px_per_unit: float) -> None:
        """The view shows the board at ``px_per_unit`` pixels to a unit (after a fit or zoom)."""
        if px_per_unit > 0 and px_per_unit != self._px:
            self._px = px_per_unit
            self._apply_sizes()

    def drawn(self, units: float) -> float:
        """How large, in board units, a mark ``units`` large at Normal is drawn now."""
        return units * self._grow

    def _apply_sizes(self) -> None:
        """The player's star and line size, and the floor on a board shown small."""
        chosen = sizes().board_scale
        self._grow = max(1.0, MIN_DRAWN_SCALE / self._px) * chosen
        self._star_grow = max(1.0, MIN_STAR_SCALE / self._px) * chosen
        self._style_players()
        if self._halo is not None:
            self._halo.setPen(self._halo_pen())
        self._update_marks()
        self.sizesChanged.emit()

    def _style_players(self) -> None:
        theme = self._theme
        self._ink.set_look(
            [self._line_pen(player) for player in (0, 1)],
            [self.fill_brush(player) for player in (0, 1)],
            theme.star,
            theme.star_glow,
            STAR_RADIUS * self._star_grow,
            STAR_GLOW * self._star_grow,
        )

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._sky.set_theme(theme)
        self._style_players()
        self._halo_move = None
        self._update_halo()
        self._update_marks()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.update()

    def set_highlight_last(self, on: bool) -> None:
        self._highlight_last = on
        self._halo_move = None
        self._update_halo()

    def show_moves(self, moves: Sequence[Move]) -> None:
        """Show exactly these moves (drawn in one cached picture: views/board/ink.py)."""
        self._moves = list(moves)
        self._ink.show_moves(self._moves)
        self._update_halo()
        self.movesShown.emit()

    def hold_last(self, on: bool) -> None:
        """Leave the newest line out of the picture while an animation draws it, or put it in.

        Its halo waits with it: the last line is marked once it is there.
        """
        self._ink.hold_last(on)
        if self._halo is None:
            return
        self._halo.setVisible(not on)
        if on:
            if self._pulse.state() is QVariantAnimation.State.Running:
                self._pulse.stop()
                self._halo.setOpacity(1.0)
                self._halo_fresh = True  # it pulses once the line is drawn
        elif not self._reduce_motion and self._halo_fresh:
            self._halo_fresh = False
            self._pulse.start()

    @property
    def held_move(self) -> Move | None:
        """The newest line while an animation draws it instead of the picture."""
        return self._ink.held

    def line_pen(self, player: int) -> QPen:
        """The pen ``player``'s lines are drawn with now (theme, marks, size)."""
        return self._line_pen(player)

    def fill_brush(self, player: int) -> QBrush:
        """The brush ``player``'s triangles are filled with now."""
        return fill_brush(self._theme.players[player], self._px)

    def star_look(self) -> tuple[float, float]:
        """A star's radius and its glow's, in board units, as drawn now."""
        return STAR_RADIUS * self._star_grow, STAR_GLOW * self._star_grow

    @property
    def last_move(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    def set_reduce_motion(self, on: bool) -> None:
        """No pulsing: the last line is still marked, just not animated."""
        self._reduce_motion = on
        if on:
            self._pulse.stop()
            if self._halo is not None:
                self._halo.setOpacity(1.0)

    def _line_pen(self, player: int) -> QPen:
        # Flat caps: the stars cover the line ends, and round caps make a
        # long path several times slower to stroke.
        return line_pen(self._theme.players[player], self.drawn(LINE_WIDTH))

    def _halo_pen(self) -> QPen:
        color = QColor(self._theme.highlight)
        color.setAlpha(190)
        width = self.drawn(HIGHLIGHT_WIDTH)
        return QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)

    def _update_halo(self) -> None:
        """Mark the last line drawn, and pulse it when it is new, so nobody misses it."""
        move = self._moves[-1] if self._moves else None
        if move is not None and move == self._halo_move and self._halo is not None:
            return
        if self._halo is not None:
            self.removeItem(self._halo)
            self._halo = None
        self._halo_move = move
        if not self._highlight_last or move is None:
            return
        halo = QGraphicsLineItem(QLineF(self._points[move.a], self._points[move.b]))
        halo.setPen(self._halo_pen())
        halo.setZValue(Z_HALO)
        self.addItem(halo)
        self._halo = halo
        self._pulse.stop()
        self._halo_fresh = False
        if not self._reduce_motion:
            self._pulse.start()

    def _pulse_step(self, value: object) -> None:
        if self._halo is not None and isinstance(value, float):
            self._halo.setOpacity(value)

    # -- selection, focus, rubber band ---------------------------------------

    def set_selected(self, star: int | None) -> None:
        if star != self._selected:
            self._selected = star
            self._update_marks()

    def set_focus_star(self, star: int | None) -> None:
        if star != self._focus:
            self._focus = star
            self._update_marks()

    def _update_marks(self) -> None:
        for item in self._marks:
            self.removeItem(item)
        self._marks = []
        if self._selected is not None:
            ring = self.addEllipse(
                self._ring_rect(self._selected, RING_RADIUS),
                QPen(self._theme.highlight, self.drawn(2.5)),
                QBrush(_with_alpha(self._theme.highlight, 60)),
            )
            ring.setZValue(Z_MARK)
            self._marks.append(ring)
        if self._focus is not None:
            pen = QPen(self._theme.text, self.drawn(1.6), Qt.PenStyle.DashLine)
            ring = self.addEllipse(self._ring_rect(self._focus, RING_RADIUS + 5), pen)
            ring.setZValue(Z_MARK)
            self._marks.append(ring)

    def _ring_rect(self, star: int, radius: float) -> QRectF:
        """A ring around a star, ``radius`` units at Normal (larger as the stars are)."""
        radius = self.drawn(radius)
        p = self._points[star]
        return QRectF(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius)

    def set_rubber_band(
        self, star: int | None, to: QPointF | None = None, verdict: LineVerdict | None = None
    ) -> None:
        """A line following the finger from ``star`` to ``to``; None hides it.

        With a ``verdict`` (the pointer is at a second star) the line shows
        before release whether the rules take it: solid when they do; in the
        refusal colour, with the stars and lines in its way marked, when not.
        """
        if star is None or to is None:
            if self._rubber is not None:
                self.removeItem(self._rubber)
                self._rubber = None
            self._set_rubber_marks(None)
            return
        if self._rubber is None:
            self._rubber = self.addLine(QLineF())
            self._rubber.setZValue(Z_FLASH)
            self._rubber_verdict = None
            self._style_rubber(None)
        if verdict != self._rubber_verdict:
            self._style_rubber(verdict)
            self._set_rubber_marks(verdict)
        self._rubber.setLine(QLineF(self._points[star], to))

    def _style_rubber(self, verdict: LineVerdict | None) -> None:
        assert self._rubber is not None
        self._rubber_verdict = verdict
        if verdict is None:
            pen = QPen(
                _with_alpha(self._theme.highlight, 200),
                self.drawn(2.0),
                Qt.PenStyle.DashLine,
                Qt.PenCapStyle.RoundCap,
            )
        elif verdict.reason is None:
            pen = QPen(
                self._theme.highlight,
                self.drawn(3.0),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
        else:
            pen = QPen(
                self._theme.refused, self.drawn(3.0), Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap
            )
        self._rubber.setPen(pen)

    def _set_rubber_marks(self, verdict: LineVerdict | None) -> None:
        for item in self._rubber_marks:
            self.removeItem(item)
        self._rubber_marks = []
        if verdict is None or verdict.reason is None:
            return
        self._rubber_marks = self._blocker_items(verdict.stars_over, verdict.crossed, 130)

    def _blocker_items(
        self, stars: Sequence[int], crossed: Sequence[tuple[int, int]], alpha: int
    ) -> list[QGraphicsItem]:
        """Rings on the stars and bands on the lines that stand in a line's way."""
        color = self._theme.refused
        items: list[QGraphicsItem] = []
        for star in stars:
            ring = self.addEllipse(
                self._ring_rect(star, RING_RADIUS - 3), QPen(color, self.drawn(2.2))
            )
            ring.setZValue(Z_FLASH)
            items.append(ring)
        for i, j in crossed:
            hit = self.addLine(
                QLineF(self._points[i], self._points[j]),
                QPen(
                    _with_alpha(color, alpha),
                    self.drawn(6.0),
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                ),
            )
            hit.setZValue(Z_HALO)
            items.append(hit)
        return items

    @property
    def rubber_verdict(self) -> LineVerdict | None:
        return self._rubber_verdict if self._rubber is not None else None

    @property
    def rubber_band_visible(self) -> bool:
        return self._rubber is not None

    # -- refused lines ---------------------------------------------------------

    def flash_refused(
        self,
        a: int,
        b: int,
        stars_over: Sequence[int] = (),
        crossed: Sequence[tuple[int, int]] = (),
    ) -> None:
        """Briefly show a refused line and what stands in its way."""
        self.clear_flash()
        color = self._theme.refused
        pen = QPen(color, self.drawn(2.4), Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        line = self.addLine(QLineF(self._points[a], self._points[b]), pen)
        line.setZValue(Z_FLASH)
        self._flash_items.append(line)
        self._flash_items.extend(self._blocker_items(stars_over, crossed, 170))
        self._flash_timer.start(FLASH_MS)

    def flash_hint(self, a: int, b: int) -> None:
        """Show a suggested line for a few seconds."""
        self.clear_flash()
        pen = QPen(
            _with_alpha(self._theme.highlight, 230),
            self.drawn(3.0),
            Qt.PenStyle.DashLine,
            Qt.PenCapStyle.RoundCap,
        )
        line = self.addLine(QLineF(self._points[a], self._points[b]), pen)
        line.setZValue(Z_FLASH)
        self._flash_items.append(line)
        for star in (a, b):
            ring = self.addEllipse(self._ring_rect(star, RING_RADIUS), pen)
            ring.setZValue(Z_FLASH)
            self._flash_items.append(ring)
        self._flash_timer.start(HINT_MS)

    def clear_flash(self) -> None:
        for item in self._flash_items:
            self.removeItem(item)
        self._flash_items = []

    @property
    def flash_visible(self) -> bool:
        return bool(self._flash_items)

    # -- background -------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._sky.paint(painter, rect)


def _with_alpha(color: QColor, alpha: int) -> QColor:
    out = QColor(color)
    out.setAlpha(alpha)
    return out
