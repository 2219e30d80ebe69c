"""What the Statistics window says, in each language: names, resignations, dates, Hindi rows.

The expected words are written out here, never looked up through Qt, so a
wrong name or a missing translation fails.
"""

from __future__ import annotations

import math
from datetime import datetime

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtGui import QBrush, QImage, QPainter, QTextLayout
from PySide6.QtWidgets import QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from tests.stats.helpers import resigned, two_player
from tests.views.helpers import cards, open_window, table
from triangles_qt import i18n
from triangles_qt.i18n import LanguageManager
from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent
from triangles_qt.stats import StatsStore
from triangles_qt.views.stats.style import CELL_INSET, LOST_COLOUR
from triangles_qt.views.stats.tables import ROW_PADDING, StatsTable
from triangles_qt.views.stats.texts import (
    OpponentNamer,
    local_date,
    local_time,
    long_date_format,
)
from triangles_qt.views.stats.window import StatisticsWindow

PLUGINS = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}
RECENT, OPPONENT, BOARD, SCORE, RESULT, MOVES = 2, 1, 2, 3, 4, 5


def column(t: QTableWidget, index: int) -> list[str]:
    return [row[index] for row in table(t)]


@pytest.fixture
def with_extras(known: StatsStore) -> StatsStore:
    """The known games, a resignation against Medium (while ahead) and blank two-player names."""
    import dataclasses

    known.record(resigned(41, opponent="medium", scores=(9, 4)))
    known.record(dataclasses.replace(two_player(40, "player2"), human_name="", opponent_name=""))
    return known


def namer(
    languages: LanguageManager, calls: list[tuple[str | None, str]] | None = None
) -> OpponentNamer:
    """What the app passes: the plugin's name in the current language, by id."""

    def name(opponent_id: str | None, stored: str) -> str:
        if calls is not None:
            calls.append((opponent_id, stored))
        plugin = PLUGINS.get(opponent_id or "")
        return i18n.display_name(plugin, languages.current) if plugin is not None else stored

    return name


def test_opponent_names_follow_a_live_language_switch(
    qtbot: QtBot, with_extras: StatsStore, languages: LanguageManager
) -> None:
    calls: list[tuple[str | None, str]] = []
    window = open_window(qtbot, with_extras, opponent_name=namer(languages, calls))
    assert ("medium", "Medium") in calls  # the id and the stored (untranslated) name
    assert column(window.opponent_table, 0) == ["Easy", "Hard", "Medium"]
    assert table(window.recent_table)[0][OPPONENT] == "Medium"
    assert [name for name, _ in window.results_chart.shown()] == ["Easy", "Hard", "Medium"]

    languages.switch("hi")
    assert column(window.opponent_table, 0) == ["आसान", "कठिन", "मध्यम"]
    assert table(window.recent_table)[0][OPPONENT] == "मध्यम"  # the same row
    assert [name for name, _ in window.results_chart.shown()] == ["आसान", "कठिन", "मध्यम"]
    languages.switch("ro")
    assert column(window.opponent_table, 0) == ["Ușor", "Greu", "Mediu"]
    languages.switch("en")
    assert table(window.recent_table)[0][OPPONENT] == "Medium"

    calls.clear()
    window.refresh()  # asked again at every render, never cached
    assert ("medium", "Medium") in calls and ("easy", "Easy") in calls


def test_the_opponents_keep_new_game_s_order_in_every_language(
    qtbot: QtBot, with_extras: StatsStore, languages: LanguageManager
) -> None:
    """Weakest first, as New Game lists them, in the chart and the table alike; a language
    switch renames them and never reorders them."""
    window = open_window(
        qtbot,
        with_extras,
        opponent_name=namer(languages),
        opponent_order=lambda: ["easy", "medium", "hard"],
    )
    for lang, names in (
        ("en", ["Easy", "Medium", "Hard"]),
        ("ro", ["Ușor", "Mediu", "Greu"]),
        ("hi", ["आसान", "मध्यम", "कठिन"]),
    ):
        languages.switch(lang)
        assert column(window.opponent_table, 0) == names
        assert [name for name, _ in window.results_chart.shown()] == names


def test_without_a_namer_the_stored_names_are_shown(qtbot: QtBot, with_extras: StatsStore) -> None:
    window = open_window(qtbot, with_extras)
    assert column(window.opponent_table, 0) == ["Easy", "Hard", "Medium"]


def test_blank_two_player_names_are_player_1_and_2_in_the_current_language(
    qtbot: QtBot, with_extras: StatsStore, languages: LanguageManager
) -> None:
    window = open_window(qtbot, with_extras)
    blank = table(window.recent_table)[1]  # two_player(40): next after the resignation
    assert blank[OPPONENT : RESULT + 1] == ["Player 1 vs Player 2", "24 stars", "20 – 26",
                                             "Player 2 won"]  # fmt: skip
    named = table(window.recent_table)[2]
    assert named[OPPONENT] == "Ana vs Ben" and named[RESULT] == "Ben won"
    languages.switch("ro")
    assert table(window.recent_table)[1][OPPONENT] == "Jucătorul 1 contra Jucătorul 2"
    languages.switch("hi")
    blank = table(window.recent_table)[1]
    assert blank[OPPONENT] == "खिलाड़ी 1 बनाम खिलाड़ी 2"
    assert blank[RESULT] == "खिलाड़ी 2 की जीत"


def test_a_resigned_game_is_a_loss_and_says_so(qtbot: QtBot, with_extras: StatsStore) -> None:
    window = open_window(qtbot, with_extras)
    row = table(window.recent_table)[0]
    assert row[OPPONENT : MOVES + 1] == ["Medium", "24 stars", "9 – 4", "Lost (resigned)", "12"]
    item = window.recent_table.item(0, RESULT)
    assert item is not None and item.foreground() == QBrush(LOST_COLOUR)
    assert cards(window)["lost"] == "4" and cards(window)["played"] == "15"
    medium = column(window.opponent_table, 0).index("Medium")
    assert table(window.opponent_table)[medium][1:4] == ["1", "0", "1"]


# -- dates ------------------------------------------------------------------------

MOMENT = datetime(2026, 12, 1, 9, 33).astimezone()  # 09:33 on this machine's clock


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("en_US", "December 1, 2026, 9:33 AM"),
        ("en_GB", "1 December 2026, 09:33"),
        ("ro_RO", "1 decembrie 2026, 09:33"),
        ("hi_IN", "1 दिसंबर 2026, 9:33 am"),
    ],
)
def test_dates_are_long_and_unambiguous_in_each_locale(name: str, expected: str) -> None:
    locale = QLocale(name)
    QLocale.setDefault(locale)
    assert local_time(MOMENT).replace("\u202f", " ") == expected
    assert local_date(MOMENT) == expected.rsplit(", ", 1)[0]
    form = long_date_format(locale)
    assert "MMMM" in form and "dddd" not in form  # a month in words, no weekday


def test_a_locale_whose_long_date_has_no_month_name_gets_one() -> None:
    class Numeric(QLocale):
        def dateFormat(self, format: QLocale.FormatType = QLocale.FormatType.LongFormat) -> str:
            return "dddd, dd.MM.yyyy"

    assert long_date_format(Numeric()) == "d MMMM yyyy"


def test_the_window_shows_long_dates_that_follow_the_language(
    qtbot: QtBot, with_extras: StatsStore, languages: LanguageManager
) -> None:
    window = open_window(qtbot, with_extras)
    first = table(window.recent_table)[0][0]
    assert "March" in first and "2025" in first and "/" not in first
    assert "since March " in window.subtitle.text()  # the 1st, or the 2nd east of UTC+12
    languages.switch("ro")
    assert "martie 2025" in table(window.recent_table)[0][0]
    languages.switch("hi")
    assert "मार्च 2025" in table(window.recent_table)[0][0]


# -- Hindi rows: words and numbers on one line ----------------------------------------


#: The table is drawn this many times larger, so a baseline half a pixel off shows.
ZOOM = 4


def zoomed(widget: QWidget) -> QImage:
    """``widget`` rendered at :data:`ZOOM` times its size (text drawn at that size, not scaled)."""
    image = QImage(widget.size() * ZOOM, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(ZOOM, ZOOM)
    widget.render(painter, QPoint(0, 0))
    painter.end()
    return image


def ink_bottom(image: QImage, area: QRect) -> int:
    """The lowest pixel row in ``area`` (unzoomed) with light pixels: the baseline of digits."""
    lowest = -1
    for y in range(area.top() * ZOOM, (area.bottom() + 1) * ZOOM):
        for x in range(area.left() * ZOOM, (area.right() + 1) * ZOOM):
            if image.pixelColor(x, y).lightness() > 150:
                lowest = y
                break
    assert lowest >= 0, f"no text in {area}"
    return lowest


def text_area(t: QTableWidget, row: int, col: int, text: str, *, right: bool) -> QRect:
    """Where ``text`` (the start of a left-aligned cell, or a right-aligned cell) is drawn."""
    cell = t.visualRect(t.model().index(row, col))
    width = math.ceil(t.fontMetrics().horizontalAdvance(text)) + 1
    x = cell.right() - CELL_INSET - width + 1 if right else cell.left() + CELL_INSET
    return QRect(QPoint(x, cell.top()), QRect(0, 0, width, cell.height()).size())


@pytest.fixture
def hindi_recent(
    qtbot: QtBot, with_extras: StatsStore, languages: LanguageManager
) -> tuple[StatisticsWindow, int]:
    languages.switch("hi")
    window = open_window(qtbot, with_extras)
    window.resize(1100, 900)
    window.tabs.setCurrentIndex(RECENT)
    qtbot.wait(20)
    row = column(window.recent_table, OPPONENT).index("Ana बनाम Ben")
    return window, row


def test_hindi_words_and_numbers_in_a_row_share_one_baseline(
    hindi_recent: tuple[StatisticsWindow, int],
) -> None:
    window, row = hindi_recent
    t = window.recent_table
    assert table(t)[row][BOARD] == "24 तारे" and table(t)[row][MOVES] == "40"
    image = zoomed(t.viewport())
    # "24" of "24 तारे" (shaped with the Devanagari run), "Ana" of "Ana बनाम Ben",
    # and "40" alone: digits and capitals stand on the baseline.
    bottoms = {
        "24 तारे": ink_bottom(image, text_area(t, row, BOARD, "24", right=False)),
        "Ana बनाम Ben": ink_bottom(image, text_area(t, row, OPPONENT, "Ana", right=False)),
        "40": ink_bottom(image, text_area(t, row, MOVES, "40", right=True)),
        "20 – 26": ink_bottom(image, text_area(t, row, SCORE, "20 – 26", right=True)),
    }
    assert max(bottoms.values()) - min(bottoms.values()) <= ZOOM // 2, bottoms  # half a pixel


def test_hindi_rows_are_tall_enough_and_headers_aligned_like_their_columns(
    hindi_recent: tuple[StatisticsWindow, int],
) -> None:
    window, _ = hindi_recent
    for t in (window.opponent_table, window.size_table, window.recent_table):
        assert isinstance(t, StatsTable)
        for r in range(t.rowCount()):
            for c in range(t.columnCount()):
                item = t.item(r, c)
                assert item is not None
                layout = QTextLayout(item.text(), t.font())
                layout.beginLayout()
                line = layout.createLine()
                layout.endLayout()
                assert t.rowHeight(r) >= line.height() + 2 * ROW_PADDING - 1, item.text()
                header = t.horizontalHeaderItem(c)
                assert header is not None and header.textAlignment() == item.textAlignment()
        assert t.horizontalHeader().height() >= t.rowHeight(0)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1 hint", "2 undos", "3 hints, 1 undo", "20 hints, 20 undos", "", ""]),
        (
            "ro",
            [
                "1 sugestie",
                "2 retrageri",
                "3 sugestii, 1 retragere",
                "20 de sugestii, 20 de retrageri",
                "",
                "",
            ],
        ),
        (
            "hi",
            [
                "1 सुझाव",
                "2 बार चाल वापस ली",
                "3 सुझाव, 1 बार चाल वापस ली",
                "20 सुझाव, 20 बार चाल वापस ली",
                "",
                "",
            ],
        ),
    ],
)
def test_the_mark_of_a_game_with_help_in_each_language(
    languages: LanguageManager, lang: str, expected: list[str]
) -> None:
    from triangles_qt.views.stats.rows import help_text

    languages.switch(lang)
    counts = [(1, 0), (0, 2), (3, 1), (20, 20), (0, 0), (None, None)]
    assert [help_text(hints, undos) for hints, undos in counts] == expected
