"""Opens the Statistics window on a screen of a given size, in a fresh process.

The offscreen platform has one 800×800 screen per process; a screen of
another size needs its own process, started with
``QT_QPA_PLATFORM=offscreen:configfile=...``. Prints what the test checks as
JSON on the last line; with a path as the third argument, also saves the
window at the screen's full size (as a maximised window would be).

    python -m tests.views.stats_screen_child <language> <store path> [picture]
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from triangles_qt import i18n
from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent
from triangles_qt.stats import StatsStore
from triangles_qt.views.stats.window import StatisticsWindow

PLUGINS = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def settle(app: QApplication) -> None:
    for _ in range(10):
        app.processEvents()


def main() -> int:
    language, store_path = sys.argv[1], sys.argv[2]
    picture = sys.argv[3] if len(sys.argv) > 3 else None
    app = QApplication([])
    i18n.install_fonts(app)
    manager = i18n.LanguageManager()
    manager.switch(language)
    screen = QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    parent = QWidget()  # the main window, filling the screen
    parent.setGeometry(available.adjusted(40, 60, -40, -20))
    parent.show()
    settle(app)
    store = StatsStore.open(store_path)

    def name(opponent_id: str | None, stored: str) -> str:
        plugin = PLUGINS.get(opponent_id or "")
        return i18n.display_name(plugin, manager.current) if plugin is not None else stored

    window = StatisticsWindow(store, parent, opponent_name=name)
    window.show()
    settle(app)
    buttons = {
        b.objectName(): rect(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
        for b in window.findChildren(QPushButton)
        if b.isVisible()
    }
    bar = window.scroll_area.verticalScrollBar()
    report = {
        "available": rect(available),
        "frame": rect(window.frameGeometry()),
        "geometry": rect(window.geometry()),
        "parent_centre": [parent.frameGeometry().center().x(), parent.frameGeometry().center().y()],
        "hint": [window.sizeHint().width(), window.sizeHint().height()],
        "buttons": buttons,
        "scrolls": bar.maximum() > 0,
        "status_visible": window.status.isVisible(),
        "status": rect(QRect(window.status.mapToGlobal(QPoint(0, 0)), window.status.size())),
    }
    if picture:
        window.setGeometry(available)
        window.tabs.setCurrentIndex(2)
        settle(app)
        bar.setValue(bar.maximum())  # down to the recent games
        settle(app)
        window.grab().save(picture)
    window.close()
    store.close()
    manager.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
