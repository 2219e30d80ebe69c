"""The Statistics window's look: Nebula colours, its style sheet and the sky behind it.

Every colour comes from the theme (``views/look/theme.py``), so the window and
the board never drift apart: wins are drawn in Player 1's red-orange,
losses in Player 2's blue, the win-rate line in the highlight
(:data:`~triangles_qt.views.look.theme.NEBULA`); what the board has no use for
(muted text, the tie grey, borders) is
:data:`~triangles_qt.views.look.theme.NEBULA_CHROME`. None is written here.
"""

from __future__ import annotations

import random
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QTextLayout

from triangles_qt.views.look.theme import NEBULA, NEBULA_CHROME


def with_alpha(colour: QColor, alpha: int) -> QColor:
    """``colour`` drawn see-through (``alpha`` 0 to 255)."""
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy


SKY_TOP: Final = NEBULA.sky_top
SKY_BOTTOM: Final = NEBULA.sky_bottom
TEXT: Final = NEBULA.text
WON_COLOUR: Final = NEBULA.players[0].line
LOST_COLOUR: Final = NEBULA.players[1].line
LINE_COLOUR: Final = NEBULA.highlight
#: A little more see-through than the board's panels: the sky shows behind the figures.
PANEL: Final = with_alpha(NEBULA.panel, 215)
MUTED: Final = NEBULA_CHROME.muted
BORDER: Final = NEBULA_CHROME.border
TIED_COLOUR: Final = NEBULA_CHROME.tied
#: Space between a table cell's edge and its text, the same in the headers.
CELL_INSET: Final = 10
#: Numbers written on a coloured bar.
ON_BAR: Final = NEBULA_CHROME.on_colour
HEADER: Final = NEBULA_CHROME.header
#: Laid over a panel at a low alpha: grid lines, alternate rows, buttons, scroll bars.
OVERLAY: Final = NEBULA_CHROME.overlay


# Latin with ascender and descender, digits, and Devanagari with vowel signs above
# and below: a line that any text of the window fits in.
_MIXED_SAMPLE: Final = "Ayg09 कि्रुँ"


def line_metrics(font: QFont) -> tuple[float, float]:
    """Ascent and descent of a line mixing Latin, digits and Devanagari in ``font``.

    Measured on a laid-out line, so the fallback fonts the text really uses
    count. Texts placed on a baseline worked out from these line up whatever
    their script: Qt centres each text on its own line height, and a line
    of Devanagari (Noto Sans Devanagari) is taller than one of digits.
    """
    layout = QTextLayout(_MIXED_SAMPLE, font)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return line.ascent(), line.descent()


def baseline(top: float, height: float, metrics: tuple[float, float]) -> float:
    """Where text stands to look centred in a band, the same for every script."""
    ascent, descent = metrics
    return top + (height - ascent - descent) / 2 + ascent


def _rgba(colour: QColor) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def style_sheet() -> str:
    """The window's style sheet: dark panels, light text, finger-sized buttons."""
    text, muted = TEXT.name(), MUTED.name()
    panel, border = _rgba(PANEL), _rgba(BORDER)
    return (
        f"QWidget#statisticsWindow {{ color: {text}; }}"
        f" QScrollArea#statsScroll, QWidget#statsContent {{ background: transparent;"
        f" border: none; }}"
        f" QFrame#statsFooter {{ background: transparent; border: none;"
        f" border-top: 1px solid {border}; }}"
        f" QLabel {{ color: {text}; background: transparent; }}"
        f" QLabel#subtitle, QLabel#status {{ color: {muted}; }}"
        f" StatCard {{ background: {panel}; border: 1px solid {border};"
        f" border-radius: 12px; }}"
        f" StatCard QLabel[objectName^='caption'] {{ color: {muted}; }}"
        f" QTabWidget::pane {{ border: 1px solid {border}; border-radius: 10px;"
        f" background: {panel}; top: -1px; }}"
        f" QTabBar::tab {{ background: transparent; color: {muted}; padding: 7px 16px;"
        f" border: 1px solid transparent; border-top-left-radius: 8px;"
        f" border-top-right-radius: 8px; }}"
        f" QTabBar::tab:selected {{ color: {text}; background: {panel};"
        f" border: 1px solid {border}; border-bottom-color: {panel}; }}"
        f" QTableWidget {{ background: transparent; alternate-background-color:"
        f" {_rgba(with_alpha(OVERLAY, 10))}; color: {text}; border: none;"
        f" selection-background-color: {_rgba(with_alpha(WON_COLOUR, 90))};"
        f" selection-color: {text}; }}"
        f" QHeaderView {{ background: transparent; border: none; }}"
        f" QHeaderView::section {{ background: {HEADER.name()}; color: {muted};"
        f" border: none; border-bottom: 1px solid {border}; padding: 6px {CELL_INSET}px;"
        f" font-weight: bold; }}"
        f" QTableCornerButton::section {{ background: transparent; border: none; }}"
        f" QPushButton {{ color: {text}; background: {_rgba(with_alpha(OVERLAY, 18))};"
        f" border: 1px solid {border}; border-radius: 8px; padding: 6px 18px; }}"
        f" QPushButton:hover {{ border-color: {LINE_COLOUR.name()}; }}"
        f" QPushButton:focus {{ border-color: {LINE_COLOUR.name()}; }}"
        f" QPushButton#resetButton:hover {{ border-color: {WON_COLOUR.name()}; }}"
        f" QScrollBar:vertical {{ background: transparent; width: 12px; }}"
        f" QScrollBar:horizontal {{ background: transparent; height: 12px; }}"
        f" QScrollBar::handle {{ background: {_rgba(with_alpha(OVERLAY, 60))};"
        f" border-radius: 6px; min-height: 28px; min-width: 28px; }}"
        f" QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}"
    )


def paint_sky(painter: QPainter, rect: QRectF) -> None:
    """The Nebula sky: a dark gradient and a sprinkle of faint stars (always the same)."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, SKY_TOP)
    gradient.setColorAt(1.0, SKY_BOTTOM)
    painter.fillRect(rect, gradient)
    rng = random.Random(7)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(rect.width() * rect.height() / 5000)):
        x, y = rng.uniform(0, rect.width()), rng.uniform(0, rect.height())
        painter.setBrush(with_alpha(NEBULA.star, rng.randrange(40, 150)))
        radius = rng.choice((0.6, 0.8, 1.0, 1.3))
        painter.drawEllipse(QPointF(rect.left() + x, rect.top() + y), radius, radius)


__all__ = [
    "BORDER",
    "CELL_INSET",
    "LINE_COLOUR",
    "LOST_COLOUR",
    "MUTED",
    "ON_BAR",
    "OVERLAY",
    "PANEL",
    "SKY_BOTTOM",
    "SKY_TOP",
    "TEXT",
    "TIED_COLOUR",
    "WON_COLOUR",
    "baseline",
    "line_metrics",
    "paint_sky",
    "style_sheet",
    "with_alpha",
]
