"""Open the real app and every window and dialog on one simulated screen; report what does not fit.

Run by tests/app/test_screens.py in a fresh process per screen (a
QApplication's screens are fixed when it starts), with
``QT_QPA_PLATFORM=offscreen:configfile=<screens.json>``:

    python -m tests.app.screen_probe OUT_DIR [--lang hi] [--stars 180]

It prints one JSON object: the screen, the windows it opened and the
problems it found (a window or button off the screen, a dialog not over
the main window, a text cut off, a window Esc did not close). Pictures of
the whole screen go to OUT_DIR.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget

from tests.app.conftest import FAIL, ScriptedDriver
from tests.i18n.test_live_switch import _scrolled, clipped
from triangles_qt.app import App, build
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.session import GameSetup, Seat

OPPONENTS = [
    OpponentChoice(
        "easy", "Easy", description="Takes free triangles most of the time.", strength=20
    ),
    OpponentChoice(
        "medium", "Medium", description="Never gives a triangle away needlessly.", strength=50
    ),
]


class Probe:
    def __init__(self, out: Path, tag: str) -> None:
        self.out = out
        self.tag = tag
        self.problems: list[str] = []
        self.opened: list[str] = []
        self.shots: list[str] = []

    def settle(self, ms: int = 60) -> None:
        QTest.qWait(ms)

    def check(self, widget: QWidget, name: str, over: QWidget | None) -> None:
        """``widget`` (a top-level window) and every visible button lie wholly on the screen."""
        self.opened.append(name)
        screen = widget.screen()
        area = screen.availableGeometry()
        frame = widget.frameGeometry()
        if not area.contains(frame):
            self.problems.append(f"{name}: window {_rect(frame)} is not within {_rect(area)}")
        for button in widget.findChildren(QAbstractButton):
            if not button.isVisibleTo(widget) or (not button.text() and button.icon().isNull()):
                continue
            if _scrolled(button, widget):
                continue  # in a scroll area: it scrolls into view
            placed = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
            if not area.contains(placed):
                label = button.text() or button.toolTip() or button.objectName()
                self.problems.append(f"{name}: button {label!r} at {_rect(placed)} is off screen")
        if over is not None and not over.frameGeometry().contains(frame.center()):
            self.problems.append(f"{name}: does not open over the main window")
        cut = clipped(widget)
        self.problems.extend(f"{name}: {problem}" for problem in cut)

    def shot(self, name: str) -> None:
        self.settle(120)
        path = self.out / f"{self.tag}-{name}.png"
        QApplication.primaryScreen().grabWindow(0).save(str(path))
        self.shots.append(path.name)

    def esc_closes(self, widget: QWidget, name: str) -> None:
        QTest.keyClick(widget, Qt.Key.Key_Escape)
        self.settle()
        if _alive(widget) and widget.isVisible():
            self.problems.append(f"{name}: Esc did not close it")
            widget.close()


def _alive(widget: QWidget) -> bool:
    import shiboken6

    return shiboken6.isValid(widget)


def _rect(r: QRect) -> str:
    return f"{r.x()},{r.y()} {r.width()}x{r.height()}"


def start(lang: str) -> tuple[App, dict[str, list[tuple[int, int]]]]:
    scripts: dict[str, list[tuple[int, int]]] = {}

    def factory(opponent_id: str) -> OpponentDriver:
        return ScriptedDriver(opponent_id, scripts.setdefault(opponent_id, []))

    app = build([], driver_factory=factory, opponents=lambda: OPPONENTS)
    app.table.computer_pause = 0.0
    wait_ready(app)
    if lang != "en":
        app.languages.switch(lang)
    return app, scripts


def play(app: App, lines: int, seed: int) -> None:
    rng = random.Random(seed)
    game = app.table.game
    assert game is not None
    for _ in range(lines):
        QApplication.processEvents()  # the scene follows each line; no need to sleep
        if game.is_over or not app.table.human_to_move():
            QTest.qWait(5)
            continue
        legal = game.legal_moves()
        app.table.request_line(*legal[rng.randrange(len(legal))])


def run(out: Path, lang: str, stars: int) -> dict[str, object]:
    app, scripts = start(lang)
    screen = app.window.screen()
    size = screen.geometry().size()
    available = screen.availableGeometry()
    tag = f"{size.width()}x{size.height()}" + (f"-{lang}" if lang != "en" else "")
    probe = Probe(out, tag)
    window = app.window
    probe.settle(200)
    opened_as = {
        "maximized": window.isMaximized(),
        "frame": [window.frameGeometry().width(), window.frameGeometry().height()],
    }
    layout = "phone" if stars in (24, 60) else "tablet"
    human, computer = Seat("Ana"), Seat("Medium", "medium")
    app.table.new_game(GameSetup((human, computer), n_stars=stars, layout=layout, seed=7))
    wait_ready(app)
    probe.settle(200)
    play(app, stars, seed=stars)
    probe.settle(200)
    probe.check(window, "main window", None)
    probe.shot("main")

    steps: list[tuple[str, Callable[[], QWidget | None]]] = [
        ("new game", lambda: _open_new_game(app)),
        ("how to play", lambda: _open_help(app)),
        ("about", lambda: _open_about(app)),
        ("statistics", lambda: _open_stats(app)),
        ("resign question", lambda: _open_resign(app)),
        ("leave question", lambda: _open_leave(app)),
    ]
    for name, opener in steps:
        dialog = opener()
        probe.settle(150)
        if dialog is None:
            probe.problems.append(f"{name}: did not open")
            continue
        probe.check(dialog, name, window)
        probe.shot(name.replace(" ", "-"))
        probe.esc_closes(dialog, name)

    # Statistics → Reset asks in a box of its own (non-blocking, over the Statistics window).
    stats = _open_stats(app)
    if stats is not None:
        stats.reset_button.setEnabled(True)
        stats.ask_reset()
        box = stats.findChild(QMessageBox, "confirmReset")
        if box is None or not until(box.isVisible, 10):
            probe.problems.append("reset question: did not open")
        else:
            probe.settle(150)
            probe.check(box, "reset question", window)
            probe.esc_closes(box, "reset question")
        stats.close()

    # An opponent that fails: its box, then the game goes on.
    scripts.setdefault("medium", []).append(FAIL)
    app.table.new_game(
        GameSetup((Seat("Medium", "medium"), Seat("Ana")), n_stars=24, layout="phone", seed=3)
    )
    wait_ready(app)
    until(lambda: window.endings.failure_box is not None and window.endings.failure_box.isVisible())
    box = window.endings.failure_box
    if box is None or not box.isVisible():
        probe.problems.append("opponent failure: did not open")
    else:
        probe.check(box, "opponent failure", window)
        probe.shot("opponent-failure")
        probe.esc_closes(box, "opponent failure")

    # The end of a game, with its panel.
    app.table.new_game(
        GameSetup((Seat("Ana"), Seat("Medium", "medium")), n_stars=24, layout="phone", seed=3)
    )
    wait_ready(app)
    probe.settle(100)
    game = app.table.game
    assert game is not None
    rng = random.Random(1)
    while not game.is_over:
        QTest.qWait(5)
        if app.table.human_to_move():
            legal = game.legal_moves()
            app.table.request_line(*legal[rng.randrange(len(legal))])
    probe.settle(200)
    probe.check(window, "end of a game", None)
    probe.shot("end")

    # The replay of the 180-star game, with long names: the bar must not widen the window.
    long_names = (Seat("Alexandrina-Maximiliana"), Seat("Bartholomew-Christopher"))
    app.table.new_game(GameSetup(long_names, n_stars=stars, layout=layout, seed=7))
    wait_ready(app)
    probe.settle(200)
    played = app.table.game
    assert played is not None
    rng = random.Random(2)
    while not played.is_over:
        legal = played.legal_moves()
        app.table.request_line(*legal[rng.randrange(len(legal))])
    probe.settle(200)
    before = window.frameGeometry()
    window.presenter.start_replay()
    window.replay_bar.last.click()
    probe.settle(200)
    probe.check(window, "replay", None)
    if window.frameGeometry() != before:
        probe.problems.append(f"replay: the window changed from {_rect(before)}")
    probe.shot("replay")
    window.presenter.stop_replay()
    probe.settle(100)
    if window.frameGeometry() != before:
        probe.problems.append("replay: the window did not come back to its size")
    window.close()
    app.close()
    return {
        "screen": [size.width(), size.height()],
        "available": [available.width(), available.height()],
        "opened_as": opened_as,
        "opened": probe.opened,
        "problems": probe.problems,
        "shots": probe.shots,
    }


def until(condition: Callable[[], bool], seconds: float = 60.0) -> bool:
    """Run the event loop until ``condition`` holds (a slow machine only takes longer)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(10)
    return True


def wait_ready(app: App) -> None:
    """Until start-up (or the new board) is done: the keeper and boards work off the UI thread."""
    for _ in range(2000):
        if app.ready():
            return
        QTest.qWait(10)
    raise SystemExit("the app never became ready")


def _open_new_game(app: App) -> QWidget | None:
    app.window.show_new_game()
    return app.window.new_game.dialog


def _open_help(app: App) -> QWidget | None:
    from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

    app.window.show_help()
    found = [w for w in app.window.findChildren(HowToPlayDialog) if w.isVisible()]
    return found[-1] if found else None


def _open_about(app: App) -> QWidget | None:
    app.window.show_about()
    return app.window.about_dialog


def _open_stats(app: App) -> QWidget | None:
    app.window.records.show()
    return app.window.records.window


def _open_resign(app: App) -> QWidget | None:
    app.window.ask_resign()
    return app.window.question


def _open_leave(app: App) -> QWidget | None:
    window = app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    if dialog is None:
        return None
    window.question = None
    dialog.start_button.click()
    QTest.qWait(50)
    return window.question


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--stars", type=int, default=180)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    result = run(args.out, args.lang, args.stars)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
