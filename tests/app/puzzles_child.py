"""The Puzzles window in a fresh process: on a screen of its own size, or to be killed.

    python -m tests.app.puzzles_child <language> <date> <action> [picture]

``action``: ``look`` reports where the window and its buttons are (JSON on
the last line), with a picture at the screen's size when asked; ``solution``
first draws a wrong line twice so the solution is shown; ``solve`` solves
the day's puzzle with real clicks, prints ``saved`` once the progress is on
disk, and waits to be killed; ``report`` prints the streak and the solved
puzzles as the window shows them after a start.
"""

from __future__ import annotations

import datetime
import json
import sys
import time

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from triangles_qt import i18n
from triangles_qt.puzzles import shipped_puzzles
from triangles_qt.puzzles.progress import ProgressStore
from triangles_qt.views.learn.puzzles import PuzzleProgressKeeper, PuzzlesWindow
from triangles_qt.views.learn.puzzles_panel import PuzzlesPanel
from triangles_qt.views.look.style import app_style_sheet
from triangles_qt.views.look.theme import theme
from triangles_qt.views.look.window_geometry import fit_dialog


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def settle(app: QApplication) -> None:
    for _ in range(10):
        app.processEvents()


def click_line(panel: PuzzlesPanel, a: int, b: int) -> None:
    for star in (a, b):
        point = panel.board.star_view_pos(star).toPoint()
        QTest.mouseClick(
            panel.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )


def main() -> int:
    language, day, action = sys.argv[1], datetime.date.fromisoformat(sys.argv[2]), sys.argv[3]
    picture = sys.argv[4] if len(sys.argv) > 4 else None
    app = QApplication([])
    i18n.install_fonts(app)
    i18n.LanguageManager().switch(language)
    available = QGuiApplication.primaryScreen().availableGeometry()
    parent = QWidget()  # the main window, filling the screen
    parent.setStyleSheet(app_style_sheet(theme("nebula")))
    parent.setGeometry(available.adjusted(20, 30, -20, -20))
    parent.show()
    store = ProgressStore()
    progress, problem = store.load()
    keeper = PuzzleProgressKeeper(store, progress, parent)
    window = PuzzlesWindow(shipped_puzzles(), keeper, day, theme("nebula"), parent)
    fit_dialog(window, parent)
    window.show()
    settle(app)
    panel = window.panel
    if action == "solve":
        saved: list[bool] = []
        keeper.saved.connect(lambda: saved.append(True))
        click_line(panel, *panel.puzzle.answers[0])
        while not saved:
            app.processEvents()
            time.sleep(0.01)
        print("saved", flush=True)
        time.sleep(600)  # until killed
        return 1
    if action == "report":
        print(
            json.dumps(
                {
                    "problem": problem.trouble.value if problem else None,
                    "streak": panel.streak_label.text(),
                    "daily_marked": panel.list.item(0).text().startswith("✓"),
                    "daily": panel.puzzle.id,
                }
            )
        )
        return 0
    if action == "solution":
        panel.open_puzzle(7)
        puzzle = panel.puzzle
        wrong = min((v, line) for line, v in puzzle.values.items() if line not in puzzle.answers)
        click_line(panel, *wrong[1])
        settle(app)
        click_line(panel, *wrong[1])
        settle(app)
    buttons = {
        b.objectName() or b.text(): rect(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
        for b in window.findChildren(QPushButton)
        if b.isVisible()
    }
    report = {
        "available": rect(available),
        "frame": rect(window.frameGeometry()),
        "buttons": buttons,
        "board": rect(QRect(panel.board.mapToGlobal(QPoint(0, 0)), panel.board.size())),
        "feedback": panel.feedback.text(),
        "stage": panel.stage.value,
    }
    if picture:
        window.grab().save(picture)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
