"""The star and text sizes on one simulated screen, in a fresh process (one screen per process).

    python -m tests.app.sizes_screen_child OUT_DIR SIZE

``SIZE`` (normal, large, larger) is chosen for both the text and the stars
and lines, from the View menu. A 180-star game against the computer is
played part way; every lesson of How to play is opened. It prints one JSON
object: the stars' drawn width on the game board and on each lesson's
board (pixels, measured on pictures), the texts cut off, and the pictures
of the whole screen it saved in OUT_DIR.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from tests.app.screen_probe import _open_help, play, start, wait_ready
from tests.i18n.test_live_switch import clipped
from triangles_qt.lessons import LESSONS
from triangles_qt.play.settings import Size
from triangles_qt.session import GameSetup, Seat
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog


def star_widths(view: BoardView) -> list[int]:
    """Each star's bright disc, pixels across on the row through its middle (stars well inside)."""
    image = view.grab().toImage()
    inside = view.viewport().rect().adjusted(12, 12, -12, -12)
    widths = []
    for star in range(len(view.star_positions())):
        centre = view.star_view_pos(star).toPoint()
        if not inside.contains(centre):
            continue
        y = centre.y()

        def bright(x: int, y: int = y) -> bool:
            colour = image.pixelColor(x, y)
            return min(colour.red(), colour.green(), colour.blue()) >= 200

        if not bright(centre.x()):
            continue  # under a mark (the last line's halo, a ring)
        left = right = centre.x()
        while left > 0 and bright(left - 1):
            left -= 1
        while right < image.width() - 1 and bright(right + 1):
            right += 1
        widths.append(right - left + 1)
    return widths


def off_screen(window: QWidget) -> list[str]:
    """The window, or a visible button in it, not wholly on the screen."""
    screen = window.screen().availableGeometry()
    found = [] if screen.contains(window.frameGeometry()) else ["the window"]
    for button in window.findChildren(QAbstractButton):
        if button.isVisible():
            place = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
            if not screen.contains(place):
                found.append(f"button {button.text() or button.objectName()!r}")
    return found


def shot(out: Path, name: str) -> str:
    QApplication.processEvents()
    path = out / name
    QApplication.primaryScreen().grabWindow(0).save(str(path))
    return path.name


def main() -> int:
    out, size = Path(sys.argv[1]), Size(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    app, _scripts = start("en")
    window = app.window
    window.actions_.text_sizes[size].trigger()
    window.actions_.board_sizes[size].trigger()
    screen = window.screen().geometry().size()
    tag = f"sizes-{screen.width()}x{screen.height()}-{size.value}"
    human, computer = Seat("Ana"), Seat("Medium", "medium")
    app.table.new_game(GameSetup((human, computer), n_stars=180, layout="tablet", seed=7))
    wait_ready(app)
    play(app, 120, seed=180)
    QApplication.processEvents()
    board = star_widths(window.board_view)
    shots = [shot(out, f"{tag}-main.png")]
    problems = [f"main window: {p}" for p in (*clipped(window), *off_screen(window))]
    dialog = _open_help(app)
    assert isinstance(dialog, HowToPlayDialog) and dialog.lessons is not None
    dialog.tabs.setCurrentWidget(dialog.lessons)
    lessons: dict[str, float] = {}
    for number, lesson in enumerate(LESSONS):
        dialog.lessons.open_lesson(number)
        QApplication.processEvents()
        lessons[lesson.id] = statistics.median(star_widths(dialog.lessons.board))
        if lesson.id == "chain":  # a 900-unit board, shown at a third of its size
            shots.append(shot(out, f"{tag}-lesson.png"))
            problems += [f"lessons: {p}" for p in clipped(dialog)]
            problems += [f"lessons: {p}" for p in off_screen(dialog)]
    print(
        json.dumps(
            {
                "board_star": statistics.median(board),
                "board_stars_measured": len(board),
                "lesson_star": lessons,
                "problems": problems,
                "shots": shots,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
