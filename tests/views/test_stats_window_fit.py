"""The Statistics window on small screens: it fits, scrolls, keeps its buttons, Esc closes it.

The offscreen platform gives this process one 800×800 screen; the
1024×600, 1366×768 and 1920×1080 screens are made in child processes
(``tests/views/stats_screen_child.py``), which also save the pictures of
the window at 1024×600 in English and Hindi.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.stats.helpers import make_result, resigned, two_player
from tests.views.helpers import open_reset_question, open_window
from triangles_qt.stats import StatsStore
from triangles_qt.views.look.window_geometry import FRAME_GUESS, fitted_geometry
from triangles_qt.views.stats.window import PREFERRED_SIZE, StatisticsWindow

ROOT = Path(__file__).resolve().parents[2]
NO_FRAME = QMargins()


# -- the arithmetic, for screens this machine does not have -------------------------


@pytest.mark.parametrize(
    ("screen", "expected"),
    [
        (QRect(0, 0, 1024, 600), QSize(1008, 556)),  # a netbook or a tablet: bounded
        (QRect(0, 0, 1366, 768), QSize(1040, 724)),  # a laptop: bounded in height only
        (QRect(0, 0, 1920, 1080), PREFERRED_SIZE),  # room for all of it
        (QRect(1920, 0, 1024, 600), QSize(1008, 556)),  # a second screen on the right
    ],
)
def test_the_size_is_the_hint_bounded_by_the_screen_frame_included(
    screen: QRect, expected: QSize
) -> None:
    rect = fitted_geometry(PREFERRED_SIZE, QSize(400, 300), FRAME_GUESS, screen, screen.center())
    assert rect.size() == expected
    assert screen.contains(rect.marginsAdded(FRAME_GUESS))


def test_it_is_centred_over_its_parent_and_clamped_to_the_screen() -> None:
    screen = QRect(0, 0, 1920, 1080)
    centred = fitted_geometry(QSize(600, 400), QSize(), NO_FRAME, screen, QPoint(700, 500))
    assert centred.center() == QPoint(700, 500)
    # A parent near the right edge: the window moves in rather than hang off the screen.
    edge = fitted_geometry(QSize(600, 400), QSize(), FRAME_GUESS, screen, QPoint(1800, 1050))
    outer = edge.marginsAdded(FRAME_GUESS)
    assert outer.right() == screen.right() and outer.bottom() == screen.bottom()
    # Off the top-left: the title bar stays reachable.
    corner = fitted_geometry(QSize(600, 400), QSize(), FRAME_GUESS, screen, QPoint(0, 0))
    assert corner.marginsAdded(FRAME_GUESS).topLeft() == screen.topLeft()


def test_the_minimum_wins_over_the_hint_but_not_over_the_screen() -> None:
    screen = QRect(0, 0, 1024, 600)
    rect = fitted_geometry(QSize(200, 100), QSize(500, 700), NO_FRAME, screen, screen.center())
    assert rect.size() == QSize(500, 600)


# -- in this process (an 800×800 screen) --------------------------------------------


def test_it_opens_on_the_screen_centred_over_its_parent(qtbot: QtBot, known: StatsStore) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.setGeometry(150, 200, 500, 400)
    parent.show()
    qtbot.waitExposed(parent)
    window = StatisticsWindow(known, parent)
    window.show()
    qtbot.waitExposed(window)
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    assert available.contains(frame)
    # The preferred size, bounded by what the screen leaves around the frame.
    border = frame.size() - window.size()
    assert window.size() == PREFERRED_SIZE.boundedTo(available.size() - border)
    centre = parent.frameGeometry().center()
    assert abs(window.geometry().center().x() - centre.x()) <= 1  # wide enough to centre
    # The buttons and the status line are on screen, below the scrolling figures.
    for widget in (window.export_button, window.reset_button, window.close_button, window.status):
        assert widget.isVisible()
        top_left = widget.mapToGlobal(QPoint(0, 0))
        assert available.contains(QRect(top_left, widget.size()))
        assert widget.mapTo(window, QPoint(0, 0)).y() >= window.scroll_area.geometry().bottom()


def test_the_figures_scroll_but_the_buttons_stay(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    window.resize(1024, 600)
    qtbot.wait(20)
    bar = window.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0
    before = window.close_button.mapTo(window, QPoint(0, 0))
    bar.setValue(bar.maximum())
    qtbot.wait(20)
    assert window.close_button.mapTo(window, QPoint(0, 0)) == before
    assert window.tabs.visibleRegion().boundingRect().height() > 100  # the tables came into view
    assert window.rect().contains(QRect(before, window.close_button.size()))


def test_a_finger_drags_the_figures(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    window.resize(1024, 500)
    qtbot.wait(20)
    bar = window.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    device = QTest.createTouchDevice()
    viewport = window.scroll_area.viewport()
    start = QPoint(viewport.width() // 2, viewport.height() - 40)
    QTest.touchEvent(viewport, device).press(0, start, viewport)
    for step in range(1, 16):
        qtbot.wait(16)
        QTest.touchEvent(viewport, device).move(0, start - QPoint(0, 15 * step), viewport)
    QTest.touchEvent(viewport, device).release(0, start - QPoint(0, 225), viewport)
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=3000)
    assert window.close_button.isVisible()


def test_escape_closes_the_window(qtbot: QtBot, known: StatsStore) -> None:
    window = open_window(qtbot, known)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=2000)
    window.recent_table.setFocus()
    QTest.keyClick(window.recent_table, Qt.Key.Key_Escape)  # from wherever the focus is
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_the_reset_question_fits_and_escape_keeps_the_games(
    qtbot: QtBot, known: StatsStore
) -> None:
    window = open_window(qtbot, known)
    box = open_reset_question(qtbot, window)
    assert box.screen().availableGeometry().contains(box.frameGeometry())
    assert box.defaultButton().objectName() == "confirmKeep"
    QTest.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirmReset") is None, timeout=5000)
    assert known.game_count() == 16
    assert window.isVisible()  # Esc answered the question; it did not close the window


# -- other screens, in child processes ----------------------------------------------


def artifacts() -> Path:
    folder = Path(os.environ.get("TRIANGLES_ARTIFACTS", ROOT / "test-artifacts")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def season(tmp_path: Path) -> Path:
    """A store with games of both modes, a resignation and blank two-player names."""
    import dataclasses

    path = tmp_path / "season.sqlite3"
    store = StatsStore.open(path)
    for n in range(40):
        opponent = ("easy", "medium", "hard")[n % 3]
        result = ("won", "lost", "won", "tie")[n % 4]
        store.record(make_result(n, result, opponent=opponent, size=(24, 60, 80)[n % 3]))
    store.record(resigned(50, opponent="medium", scores=(9, 4)))
    store.record(dataclasses.replace(two_player(51, "player2"), human_name="", opponent_name=""))
    store.record(two_player(52, "player1"))
    store.close()
    return path


def run_child(
    tmp_path: Path, season: Path, size: QSize, language: str, picture: Path | None
) -> dict[str, Any]:
    """The child's report on how the window opened on a screen of ``size``."""
    config = tmp_path / f"screen-{size.width()}x{size.height()}.json"
    screen = {"name": "s", "x": 0, "y": 0, "width": size.width(), "height": size.height()}
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    args = [sys.executable, "-m", "tests.views.stats_screen_child", language, str(season)]
    if picture is not None:
        args.append(str(picture))
    done = subprocess.run(
        args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


@pytest.mark.parametrize(
    ("width", "height", "language"),
    [(1024, 600, "en"), (1024, 600, "hi"), (1366, 768, "en"), (1920, 1080, "en")],
)
def test_on_a_real_screen_of_that_size_everything_is_on_it(
    tmp_path: Path, season: Path, width: int, height: int, language: str
) -> None:
    picture = artifacts() / f"statistics-{width}x{height}-{language}.png"
    got = run_child(tmp_path, season, QSize(width, height), language, picture)
    available = QRect(*got["available"])
    assert available == QRect(0, 0, width, height)
    frame = QRect(*got["frame"])
    assert available.contains(frame), got
    for name in ("exportButton", "resetButton", "closeButton"):
        assert available.contains(QRect(*got["buttons"][name])), (name, got)
    assert got["status_visible"] and available.contains(QRect(*got["status"]))
    geometry = QRect(*got["geometry"])
    if width >= 1920:  # room enough: the preferred size, centred over the main window
        assert geometry.size() == PREFERRED_SIZE and not got["scrolls"]
        assert geometry.center() == QPoint(*got["parent_centre"])
    elif height <= 600:
        assert got["scrolls"]  # the figures scroll, the buttons stay
    assert picture.stat().st_size > 20_000
