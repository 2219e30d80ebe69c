"""Opening the Statistics window in a test and reading back what it shows."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton, QTableWidget
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


def open_reset_question(qtbot: QtBot, window: StatisticsWindow) -> QMessageBox:
    """Click Reset (a real click) and return the question it opens.

    The click must come back while the question is still open: a question
    that waited for its answer (``exec()``) would hold the click, and the
    guard below then closes it and fails the test instead of hanging it.
    """
    returned = False
    blocked: list[bool] = []

    def guard() -> None:  # runs inside the click only if the question blocks
        if not returned:
            blocked.append(True)
            for box in window.findChildren(QMessageBox, "confirmReset"):
                box.reject()

    timer = QTimer(window)
    timer.setSingleShot(True)
    timer.timeout.connect(guard)
    timer.start(5000)
    qtbot.mouseClick(window.reset_button, Qt.MouseButton.LeftButton)
    returned = True
    timer.stop()
    assert not blocked, "the reset question blocked the window until it was answered"
    box = window.findChild(QMessageBox, "confirmReset")
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=5000)
    return box


def answer(qtbot: QtBot, box: QMessageBox, button: str) -> None:
    """Click ``button`` of an open question (a real click)."""
    target = box.findChild(QPushButton, button)
    assert target is not None and target.isVisible()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
