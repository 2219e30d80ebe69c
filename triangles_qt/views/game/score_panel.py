"""The strip above the board: both players, their colours and scores, whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from triangles_qt.views.look.marks import fill_brush, line_pen
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.steady import SteadyLabel
from triangles_qt.views.look.theme import NEBULA, Theme

# Widest a player's card gets (pixels): names stay near their scores on wide screens.
CARD_MAX_WIDTH = 460
#: The widest score a card makes room for from the start (a 180-star game stays in three
#: digits): a score reaching 10 or 100 moves nothing on the card.
WIDEST_SCORE = "888"
#: Pixels more than the widest digits take (a "1" or a "7" may lean out of its advance).
_SLACK_PX = 2


class ScoreLabel(QLabel):
    """A player's score, as wide as :data:`WIDEST_SCORE` whatever it is now (in its font of
    the moment: a text size or a language's font changes it) wherever the card has the room;
    in a window too narrow for that, no wider than its score (the window keeps its size)."""

    def _least_width(self) -> int:
        metrics = self.fontMetrics()
        digit = max(metrics.horizontalAdvance(d) for d in "0123456789")
        ink = metrics.boundingRect(WIDEST_SCORE).width()  # (with the glyphs' bearings)
        text = max(digit * len(WIDEST_SCORE), ink) + _SLACK_PX
        margins = self.contentsMargins()
        return text + margins.left() + margins.right() + 2 * self.margin()

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        return QSize(max(size.width(), self._least_width()), size.height())


class Swatch(QWidget):
    """A small sample of a player's line and triangle, so colours are never the only cue."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = NEBULA
        self._player = 0
        self.setFixedSize(34, 28)

    def set_style(self, theme: Theme, player: int) -> None:
        self._theme = theme
        self._player = player
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        style = self._theme.players[self._player]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill_brush(style))
        painter.drawPolygon([QPointF(2, h - 3), QPointF(w - 2, h - 3), QPointF(w / 2, 3)])
        painter.setPen(line_pen(style, 3, Qt.PenCapStyle.RoundCap))
        painter.drawLine(3, h - 3, w - 3, h - 3)
        painter.end()


class PlayerCard(QWidget):
    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.swatch = Swatch(self)
        self.name_label = SteadyLabel(self)
        self.name_label.setObjectName(f"player{player + 1}Name")
        self.score_label = ScoreLabel("0", self)
        self.score_label.setObjectName(f"player{player + 1}Score")
        self.status_label = SteadyLabel(self)
        self.status_label.setObjectName(f"player{player + 1}Status")
        # The words' labels are a line of any language high: a switch moves no star.
        relative_font(self.score_label, 1.9, bold=True)
        relative_font(self.name_label, 1.15, bold=True)
        # A long name in large text goes onto a second line rather than widen the window.
        self.name_label.setWordWrap(True)
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name_label)
        text.addWidget(self.status_label)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        if player == 0:
            row.addWidget(self.swatch)
            row.addLayout(text, 1)
            self.score_label.setAlignment(
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            row.addWidget(self.score_label)
        else:
            self.name_label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.status_label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.score_label.setAlignment(
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            )
            row.addWidget(self.score_label)
            row.addLayout(text, 1)
            row.addWidget(self.swatch)
        self.active = False
        self._theme = NEBULA
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # On a wide screen the card stops growing, so a name stays near its score.
        self.setMaximumWidth(CARD_MAX_WIDTH)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.swatch.set_style(theme, self.player)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(self._theme.players[self.player].line)
        color.setAlpha(70 if self.active else 0)
        border = QColor(self._theme.players[self.player].line)
        border.setAlpha(255 if self.active else 60)
        painter.setBrush(color)
        painter.setPen(QPen(border, 2.5 if self.active else 1.0))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
        painter.end()


class ScorePanel(QWidget):
    """Names, colours, scores, the turn, and "thinking…" for a computer opponent."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = (PlayerCard(0, self), PlayerCard(1, self))
        self.middle = SteadyLabel(self)
        self.middle.setObjectName("turnLabel")
        self.middle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.middle.setMinimumWidth(120)
        self.remaining = SteadyLabel(self)
        self.remaining.setObjectName("remainingLabel")
        self.remaining.setAlignment(Qt.AlignmentFlag.AlignCenter)
        centre = QVBoxLayout()
        centre.setSpacing(0)
        centre.addStretch(1)
        centre.addWidget(self.middle)
        centre.addWidget(self.remaining)
        centre.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.cards[0], 1)
        row.addLayout(centre)
        row.addWidget(self.cards[1], 1)
        self._remaining: int | None = None
        self._names = ("", "")
        self._current: int | None = 0
        self._thinking = False
        self._over = False
        self._dots = 0
        self._moves = 0
        self._timer = QTimer(self)
        self._timer.setInterval(400)
        self._timer.timeout.connect(self._tick)
        self.set_theme(NEBULA)
        self.retranslate()

    def set_theme(self, theme: Theme) -> None:
        for card in self.cards:
            card.set_theme(theme)
        self.setStyleSheet(f"QLabel {{ color: {theme.text.name()}; }}")

    def set_state(
        self,
        names: tuple[str, str],
        scores: tuple[int, int],
        current: int | None,
        over: bool,
        thinking: bool,
        moves: int = 0,
        remaining: int | None = None,
    ) -> None:
        """``remaining``: at most how many triangles are still to be won (None: not said)."""
        self._moves = moves
        self._remaining = remaining
        self._names = names
        self._current = current
        self._over = over
        self._thinking = thinking
        for card, name, score in zip(self.cards, names, scores, strict=True):
            card.name_label.setText(name)
            card.score_label.setText(str(score))
            card.active = (not over) and current == card.player
            card.update()
        if thinking:
            self._timer.start()
        else:
            self._timer.stop()
        self.retranslate()

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.retranslate()

    def retranslate(self) -> None:
        for card in self.cards:
            if self._over:
                card.status_label.setText("")
            elif card.active:
                if self._thinking:
                    card.status_label.setText(self.tr("thinking") + "." * self._dots)
                else:
                    card.status_label.setText(self.tr("to play"))
            else:
                card.status_label.setText("")
        if self._over:
            self.middle.setText(self.tr("Game over"))
        else:
            self.middle.setText(self.tr("Line {0}").format(self._moves + 1))
        if self._remaining is None or self._over:
            self.remaining.setText("")
            self.remaining.setToolTip("")
        else:
            # A bound never too small (Game.most_still_to_win), for both players together:
            # not the triangles still alive, which overlap and can never all be closed.
            self.remaining.setText(
                self.tr("At most %n more triangle(s) to win", "", self._remaining)
            )
            self.remaining.setToolTip(
                self.tr(
                    "Both players together can win no more triangles than this in the rest of "
                    "the game: the board has no room for more."
                )
            )
        self.remaining.setAccessibleDescription(self.remaining.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
