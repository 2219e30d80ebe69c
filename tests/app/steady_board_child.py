"""Every star's place through language switches, on one simulated screen (a fresh process).

    python -m tests.app.steady_board_child

The app opens as it would on this screen (maximised on a small one), a game
against the computer is started, and for each text size the language goes
English, Română, हिन्दी and back to English through the Language menu. It
prints one JSON object: for each text size, the stars' places (in the board's
viewport and on the screen) after each switch, and the window's size.
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.screen_probe import start, wait_ready
from triangles_qt.app import App
from triangles_qt.play.settings import Size
from triangles_qt.session import GameSetup, Seat

ORDER = ("en", "ro", "hi", "en")


def places(app: App) -> list[list[int]]:
    """Each star's place: in the viewport, then on the screen."""
    view = app.window.board_view
    found = []
    for star in range(len(view.star_positions())):
        inside = view.star_view_pos(star).toPoint()
        outside: QPoint = view.viewport().mapToGlobal(inside)
        found.append([inside.x(), inside.y(), outside.x(), outside.y()])
    return found


def main() -> int:
    QApplication(sys.argv[:1])
    app, _scripts = start("en")
    window = app.window
    human, computer = Seat("Ana"), Seat("Easy", "easy")
    app.table.new_game(GameSetup((human, computer), n_stars=60, layout="phone", seed=5))
    wait_ready(app)
    languages = {a.data(): a for a in window.actions_.language_menu.actions()}
    report: dict[str, object] = {"window": [window.width(), window.height()]}
    for size in (Size.NORMAL, Size.LARGER):
        window.actions_.text_sizes[size].trigger()
        seen = []
        for code in ORDER:
            languages[code].trigger()
            QTest.qWait(50)
            seen.append(places(app))
        report[size.value] = seen
        report[f"{size.value}-toolbar"] = window.toolbar.width()
    print(json.dumps(report))
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
