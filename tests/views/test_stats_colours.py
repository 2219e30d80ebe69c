"""The Statistics window's colours are the Nebula theme's: written once, in views/look/theme.py."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from triangles_qt.views.look.theme import NEBULA, NEBULA_CHROME
from triangles_qt.views.stats import style as stats_style

VIEWS = Path(stats_style.__file__).parent
#: A colour written out: "#a9a6cc", QColor(255, ...), QColor("..."), rgba(255, ...), Qt.white.
LITERAL = re.compile(
    r"#[0-9a-fA-F]{3,8}\b|QColor\(\s*[\"'\d]|rgba?\(\s*\d|GlobalColor|Qt\.(white|black)\b"
)


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return (colour.red(), colour.green(), colour.blue())


def _theme_colours() -> set[tuple[int, int, int]]:
    found = {_rgb(getattr(NEBULA_CHROME, f.name)) for f in fields(NEBULA_CHROME)}
    for f in fields(NEBULA):
        value = getattr(NEBULA, f.name)
        if isinstance(value, QColor):
            found.add(_rgb(value))
    for player in NEBULA.players:
        found |= {_rgb(player.line), _rgb(player.fill)}
    return found


def test_every_colour_of_the_window_is_a_theme_colour() -> None:
    theirs = _theme_colours()
    ours = {name: getattr(stats_style, name) for name in stats_style.__all__}
    colours = {name: value for name, value in ours.items() if isinstance(value, QColor)}
    assert len(colours) >= 10
    for name, colour in colours.items():
        assert _rgb(colour) in theirs, name


def test_results_are_drawn_in_the_players_colours() -> None:
    """The very colour objects of the theme, not copies that could drift."""
    assert stats_style.WON_COLOUR is NEBULA.players[0].line
    assert stats_style.LOST_COLOUR is NEBULA.players[1].line
    assert stats_style.LINE_COLOUR is NEBULA.highlight
    assert stats_style.TIED_COLOUR is NEBULA_CHROME.tied


@pytest.mark.parametrize(
    "module", ["style.py", "charts.py", "window.py", "tables.py"]
)
def test_the_statistics_views_write_no_colour_of_their_own(module: str) -> None:
    source = (VIEWS / module).read_text(encoding="utf-8")
    assert [m.group(0) for m in LITERAL.finditer(source)] == []


def test_the_style_sheet_uses_the_theme_colours() -> None:
    sheet = stats_style.style_sheet()
    assert NEBULA.text.name() in sheet and NEBULA_CHROME.muted.name() in sheet
    assert NEBULA_CHROME.header.name() in sheet
