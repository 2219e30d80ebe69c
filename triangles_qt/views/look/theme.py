"""Colour themes for the board, and the one place the Nebula colours are written.

A theme is plain data; the board scene reads it when drawing. In every
theme the players differ by more than colour: Player 2's lines are dashed
and its triangles hatched (``views/look/marks.py`` makes the pens and
brushes), so a player who cannot tell the hues apart, or a grey printout,
still tells the players apart.
The Statistics window is always drawn in Nebula: it takes the board's
colours from :data:`NEBULA` and the few the board has no use for from
:data:`NEBULA_CHROME` (``views/stats/style.py``), and writes none itself.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from triangles_qt.play.settings import DEFAULT_THEME


class LineMark(enum.Enum):
    """How a player's lines are drawn, besides their colour."""

    SOLID = "solid"
    DASHED = "dashed"


class FillMark(enum.Enum):
    """How a player's triangles are filled, besides their colour."""

    PLAIN = "plain"
    HATCHED = "hatched"
    """Diagonal stripes in the line's colour over the fill."""


@dataclass(frozen=True)
class PlayerStyle:
    line: QColor
    fill: QColor
    line_mark: LineMark = LineMark.SOLID
    fill_mark: FillMark = FillMark.PLAIN


@dataclass(frozen=True)
class Theme:
    key: str
    sky_top: QColor
    sky_bottom: QColor
    dust: QColor
    star: QColor
    star_glow: QColor
    players: tuple[PlayerStyle, PlayerStyle]
    highlight: QColor
    refused: QColor
    text: QColor
    panel: QColor
    link: QColor
    """Links in the windows: readable on their background (contrast 4.5:1 at least)."""
    draw_dust: bool = True

    def display_name(self) -> str:
        """The theme's name in the current language."""
        return theme_names()[self.key]


def theme_names() -> dict[str, str]:
    """Translated theme names; "Nebula" uses the rule book's word in every language."""
    return {
        "nebula": QCoreApplication.translate("Theme", "Nebula"),
        "daylight": QCoreApplication.translate("Theme", "Daylight"),
        "contrast": QCoreApplication.translate("Theme", "High contrast (colour-blind safe)"),
    }


NEBULA = Theme(
    key="nebula",
    sky_top=QColor("#0b0f2b"),
    sky_bottom=QColor("#1d1240"),
    dust=QColor(140, 110, 255, 38),
    star=QColor("#fff8e7"),
    star_glow=QColor(255, 240, 200, 90),
    players=(
        PlayerStyle(QColor("#ff6a3d"), QColor(255, 106, 61, 105)),
        PlayerStyle(QColor("#3d9bff"), QColor(61, 155, 255, 80), LineMark.DASHED, FillMark.HATCHED),
    ),
    highlight=QColor("#fff3a0"),
    refused=QColor("#ff2e63"),
    text=QColor("#f2f0ff"),
    panel=QColor(18, 16, 48, 235),
    link=QColor("#8ec8ff"),
)

DAYLIGHT = Theme(
    key="daylight",
    sky_top=QColor("#f7f4ec"),
    sky_bottom=QColor("#e6ecf5"),
    dust=QColor(120, 140, 190, 30),
    star=QColor("#1b1d2a"),
    star_glow=QColor(40, 50, 90, 45),
    players=(
        PlayerStyle(QColor("#e0481f"), QColor(224, 72, 31, 80)),
        PlayerStyle(QColor("#1f6fe0"), QColor(31, 111, 224, 55), LineMark.DASHED, FillMark.HATCHED),
    ),
    highlight=QColor("#f2b705"),
    refused=QColor("#d0021b"),
    text=QColor("#1b1d2a"),
    panel=QColor(255, 255, 255, 235),
    link=QColor("#1a4fa8"),
    draw_dust=False,
)

# Okabe-Ito orange and blue, which stay apart for the common colour-vision
# deficiencies.
CONTRAST = Theme(
    key="contrast",
    sky_top=QColor("#000000"),
    sky_bottom=QColor("#10131a"),
    dust=QColor(255, 255, 255, 18),
    star=QColor("#ffffff"),
    star_glow=QColor(255, 255, 255, 70),
    players=(
        PlayerStyle(QColor("#e69f00"), QColor(230, 159, 0, 120)),
        PlayerStyle(QColor("#56b4e9"), QColor(86, 180, 233, 40), LineMark.DASHED, FillMark.HATCHED),
    ),
    highlight=QColor("#ffffff"),
    refused=QColor("#ff4d4d"),
    text=QColor("#ffffff"),
    panel=QColor(0, 0, 0, 240),
    link=QColor("#ffff00"),
)


@dataclass(frozen=True)
class Chrome:
    """Colours for what surrounds the figures rather than the board (the Statistics window)."""

    muted: QColor
    """Secondary text: captions, legends, axis labels."""
    border: QColor
    """Panel and table outlines."""
    tied: QColor
    """A tie, between the two players' colours."""
    on_colour: QColor
    """Numbers written on a bar in a player's colour."""
    header: QColor
    """Table header rows."""
    overlay: QColor
    """Laid mostly see-through over a panel: grid lines, alternate rows, buttons, scroll bars."""


NEBULA_CHROME = Chrome(
    muted=QColor("#a9a6cc"),
    border=QColor(140, 130, 220, 70),
    tied=QColor("#b7b2d9"),
    on_colour=QColor("#10122e"),
    header=QColor("#1c1946"),
    overlay=QColor(255, 255, 255),
)

THEMES: dict[str, Theme] = {t.key: t for t in (NEBULA, DAYLIGHT, CONTRAST)}


def theme(key: str | None) -> Theme:
    """The theme called ``key``, or Nebula for an unknown key."""
    return THEMES.get(key or DEFAULT_THEME, NEBULA)
