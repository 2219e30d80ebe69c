"""Opening the Statistics window in a test and reading back what it shows."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from triangles_qt.views.stats.window import StatisticsWindow

EASY = ["won", "won", "tie", "lost", "won", "tie", "won", "won", "won", "lost", "won"]


def open_window(qtbot: QtBot, source: object, **kwargs: object) -> StatisticsWindow:
    window = StatisticsWindow(source, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def cards(window: StatisticsWindow) -> dict[str, str]:
    return {key: card.value.text() for key, card in window.cards.items()}


def table(t: QTableWidget) -> list[list[str]]:
    return [
        [t.item(r, c).text() for c in range(t.columnCount())]  # type: ignore[union-attr]
        for r in range(t.rowCount())
    ]
