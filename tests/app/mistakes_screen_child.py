"""Opens Learn from your mistakes on a screen of a given size, in a fresh process.

The offscreen platform has one 800×800 screen per process; a screen of
another size needs its own process, started with
``QT_QPA_PLATFORM=offscreen:configfile=...``. A 24-star game (Medium against
a person who now and then draws a line at random) is reviewed, and the
window opens over a main window filling the screen. Two moments are
pictured, each after a line drawn with real clicks: a wrong line explained
where the review was exact, and a line accepted within an estimate's noise.
Prints what the test checks as JSON on the last line.

    python -m tests.app.mistakes_screen_child <language> <picture folder>
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from tests.i18n.test_live_switch import clipped
from triangles_qt import i18n
from triangles_qt.model import Board, Game
from triangles_qt.plugins.builtin import MediumOpponent
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.puzzles.mistakes import Answer, Basis, Exercise, exercises, judge
from triangles_qt.review import review_game
from triangles_qt.views.learn.mistakes_panel import MistakesPanel, Stage
from triangles_qt.views.learn.mistakes_window import MistakesWindow
from triangles_qt.views.look.style import app_style_sheet
from triangles_qt.views.look.theme import NEBULA
from triangles_qt.views.look.window_geometry import fit_dialog

#: Seconds enough for an estimate to play all its rounds on any machine (it stops at them).
FULL_ROUNDS = 120.0

def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def wait(app: QApplication, until: Callable[[], bool], seconds: float = 60.0) -> None:
    stop = time.monotonic() + seconds
    while not until() and time.monotonic() < stop:
        app.processEvents()
        time.sleep(0.005)


def a_game() -> Game:
    """Medium against a person who plays like Medium but draws one line in four at random."""
    game = Game(Board.generate(24, 8, layout="phone"))
    rng = random.Random(8)
    person, medium = MediumOpponent(seed=1), MediumOpponent(seed=2)
    while not game.is_over:
        if game.current_player == 0:
            line = rng.choice(game.legal_moves()) if rng.random() < 0.25 else None
            game.play(*(line or person.choose_move(game, 0.05)))
        else:
            game.play(*medium.choose_move(game, 0.05))
    return game


def worst_line(exercise: Exercise) -> tuple[int, int]:
    """The worst legal line by the exact search, but the one drawn in the game."""
    pos = Position(exercise.position())
    values = Solver().values(pos, None)
    assert values is not None
    pairs = pos.tables.pairs
    return min(
        (value, pairs[line]) for line, value in values.items() if pairs[line] != exercise.played
    )[1]


def near_line(exercise: Exercise) -> tuple[int, int]:
    """A line the estimate accepts although it ends behind the better line (else the better)."""
    game = exercise.position()
    for a, b in game.legal_moves():
        line = (min(a, b), max(a, b))
        if line in (exercise.best, exercise.played):
            continue
        found = judge(exercise, a, b, seconds=FULL_ROUNDS)
        if found.answer is Answer.GOOD and found.loss > 0.05:
            return line
    return exercise.best


def draw(app: QApplication, panel: MistakesPanel, a: int, b: int) -> None:
    for star in (a, b):
        point = panel.board.star_view_pos(star).toPoint()
        QTest.mouseClick(
            panel.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    wait(app, lambda: panel.stage is not Stage.JUDGING)


def main() -> int:
    language, folder = sys.argv[1], Path(sys.argv[2])
    app = QApplication([])
    i18n.install_fonts(app)
    manager = i18n.LanguageManager()
    manager.switch(language)
    available = app.primaryScreen().availableGeometry()
    parent = QWidget()  # the main window, filling the screen
    parent.setGeometry(available.adjusted(0, 30, 0, 0))
    parent.setStyleSheet(app_style_sheet(NEBULA))  # as the game window's, which dialogs inherit
    parent.show()
    game = a_game()
    review = review_game(game, time_per_move=0.05, players=[0])
    found = exercises(review, game, [0])
    window = MistakesWindow(found, ("", ""), False, NEBULA, parent)
    fit_dialog(window, parent)
    window.show()
    wait(app, window.isVisible)
    panel = window.panel
    # The estimate's every round, here and in the panel: on its fixed seed the same verdict
    # twice, however busy the machine (a clock-bounded estimate could differ between the two).
    panel._seconds = FULL_ROUNDS
    report: dict[str, object] = {
        "available": rect(available),
        "frame": rect(window.frameGeometry()),
        "exercises": len(found),
    }
    pictures: dict[str, object] = {}
    for kind, basis, pick in (
        ("exact", Basis.EXACT, worst_line),
        ("estimate", Basis.ESTIMATE, near_line),
    ):
        row = next((n for n, e in enumerate(found) if e.basis is basis), None)
        if row is None:
            continue
        QTest.mouseClick(
            panel.list.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            panel.list.visualItemRect(panel.list.item(row)).center(),
        )
        wait(app, lambda row=row: panel.exercise is found[row])  # type: ignore[misc]
        draw(app, panel, *pick(panel.exercise))
        scene = panel.board.board_scene()
        assert scene is not None
        wait(app, lambda scene=scene: not scene.flash_visible)  # (a refused line's flash)
        for _ in range(20):  # (the new texts laid out)
            app.processEvents()
            time.sleep(0.005)
        picture = folder / f"mistakes-{kind}-1024x600-{language}.png"
        window.grab().save(str(picture))
        last = panel.last
        pictures[kind] = {
            "picture": str(picture),
            "stage": panel.stage.value,
            "answer": last.answer.value if last is not None else None,
            "feedback": panel.feedback.text(),
            "about": panel.about.text(),
            "clipped": clipped(window),
            "buttons": {
                b.objectName(): rect(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
                for b in window.findChildren(QPushButton)
                if b.isVisible()
            },
            "board": rect(QRect(panel.board.mapToGlobal(QPoint(0, 0)), panel.board.size())),
        }
    report["pictures"] = pictures
    window.close()
    manager.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
