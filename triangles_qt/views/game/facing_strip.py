"""Table mode: two players around a tablet lying flat, each with a strip facing them.

Each strip shows its player's colour, name and score, whether it is their
turn, and at the end the result, all the right way up for the player on
that side: the far player's strip is painted turned by 180°. It is painted
with QPainter (a turned widget layout is not something Qt offers), so the
two strips are exact half-turns of each other.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from triangles_qt.views.look.marks import fill_brush, line_pen
from triangles_qt.views.look.theme import NEBULA, Theme


class FacingStrip(QWidget):
    """One player's side of the table: name, score and prompt, turned towards them."""

    def __init__(self, player: int, turned: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"facingStrip{player + 1}")
        self.player = player
        self.turned = turned
        self._theme = NEBULA
        self.name = ""
        self.score = 0
        self.prompt = ""
        self.active = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.sizeHint().height())

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self._score_font())
        return QSize(480, max(64, metrics.height() + 16))

    def _score_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 2.0)
        return font

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_state(self, name: str, score: int, prompt: str, active: bool) -> None:
        self.name, self.score, self.prompt, self.active = name, score, prompt, active
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = float(self.width()), float(self.height())
        if self.turned:
            painter.translate(w, h)
            painter.rotate(180.0)
        style = self._theme.players[self.player]
        painter.fillRect(QRectF(0, 0, w, h), self._theme.panel)
        card = QRectF(4, 4, w - 8, h - 8)
        fill = QColor(style.line)
        fill.setAlpha(70 if self.active else 0)
        border = QColor(style.line)
        border.setAlpha(255 if self.active else 70)
        painter.setPen(QPen(border, 2.5 if self.active else 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(card, 10, 10)
        # The player's swatch: a small filled triangle on their line.
        sx, sy = card.left() + 14, card.center().y()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill_brush(style))
        painter.drawPolygon(
            [QPointF(sx, sy + 11), QPointF(sx + 30, sy + 11), QPointF(sx + 15, sy - 12)]
        )
        painter.setPen(line_pen(style, 3, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(sx, sy + 11), QPointF(sx + 30, sy + 11))
        text = self._theme.text
        name_font = QFont(self.font())
        name_font.setBold(True)
        name_font.setPointSizeF(name_font.pointSizeF() * 1.2)
        score_font = self._score_font()
        score_width = QFontMetrics(score_font).horizontalAdvance("000") + 16
        left = sx + 44
        text_rect = QRectF(left, card.top(), card.right() - left - score_width, card.height())
        painter.setPen(text)
        painter.setFont(name_font)
        metrics = QFontMetrics(name_font)
        name_width = metrics.horizontalAdvance(self.name)
        painter.drawText(
            text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.name
        )
        if self.prompt:
            prompt_font = QFont(self.font())
            prompt_font.setPointSizeF(prompt_font.pointSizeF() * 1.1)
            painter.setFont(prompt_font)
            painter.setPen(self._theme.highlight if self.active else text)
            prompt_rect = text_rect.adjusted(name_width + 18, 0, 0, 0)
            painter.drawText(
                prompt_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QFontMetrics(prompt_font).elidedText(
                    self.prompt, Qt.TextElideMode.ElideRight, int(prompt_rect.width())
                ),
            )
        painter.setFont(score_font)
        painter.setPen(text)
        painter.drawText(
            QRectF(card.right() - score_width, card.top(), score_width - 12, card.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            str(self.score),
        )
        painter.end()


class TableSides:
    """The two strips of table mode: Player 1 on this side, Player 2 across, turned to face them.

    Each shows its player's name and score, "to play" on their turn (or why
    their line was just refused), and the result at the end, the right way
    up for whoever sits there.
    """

    def __init__(self, parent: QWidget) -> None:
        self.near = FacingStrip(0, turned=False, parent=parent)
        self.far = FacingStrip(1, turned=True, parent=parent)
        self.set_visible(False)

    @property
    def strips(self) -> tuple[FacingStrip, FacingStrip]:
        return (self.near, self.far)

    def set_visible(self, on: bool) -> None:
        for strip in self.strips:
            strip.setVisible(on)

    def set_theme(self, theme: Theme) -> None:
        for strip in self.strips:
            strip.set_theme(theme)

    def show_state(
        self,
        names: tuple[str, str],
        scores: tuple[int, int],
        current: int,
        result: str,
        to_play: str,
    ) -> None:
        """``result`` is the ending's words once the game is over ("" before that)."""
        for strip in self.strips:
            player = strip.player
            active = not result and current == player
            prompt = result or (to_play if active else "")
            strip.set_state(names[player], scores[player], prompt, active)
