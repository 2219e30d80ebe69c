"""The Puzzles window with real clicks: solved, failed then shown, the daily puzzle, the streak."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.conftest import Harness
from triangles_qt.puzzles import Puzzle, daily_puzzle, shipped_puzzles
from triangles_qt.puzzles.progress import ProgressStore
from triangles_qt.views.learn.puzzles import PuzzlesWindow
from triangles_qt.views.learn.puzzles_panel import PuzzlesPanel, Stage

DAY = datetime.date(2026, 12, 24)


def open_puzzles(h: Harness, day: datetime.date = DAY) -> PuzzlesWindow:
    h.app.window.puzzles._today = lambda: day
    h.app.window.actions_.puzzles.trigger()
    h.qtbot.waitUntil(lambda: h.app.window.puzzles.window is not None)
    window = h.app.window.puzzles.window
    assert window is not None
    h.qtbot.waitExposed(window)
    return window


def click_line(qtbot: QtBot, panel: PuzzlesPanel, a: int, b: int) -> None:
    view = panel.board
    for star in (a, b):
        point = view.star_view_pos(star).toPoint()
        QTest.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    qtbot.wait(10)


def wrong_line(puzzle: Puzzle) -> tuple[int, int]:
    """A legal line that is not an answer, the worst of them."""
    return min((v, line) for line, v in puzzle.values.items() if line not in puzzle.answers)[1]


def test_the_daily_puzzle_for_a_fixed_date_solved_with_clicks_is_kept(
    make_harness: Callable[..., Harness], tmp_path: Path
) -> None:
    h = make_harness()
    window = open_puzzles(h)
    panel = window.panel
    expected = daily_puzzle(DAY, shipped_puzzles())
    assert panel.puzzle.id == expected.id and panel.is_daily
    assert "24" in panel.title.text() or "December" in panel.title.text()
    a, b = expected.answers[0]
    before = panel.board.grab().toImage()
    click_line(h.qtbot, panel, a, b)
    assert panel.stage is Stage.SOLVED
    assert panel.game.move_count == len(expected.record.moves) + 1
    assert "first try" in panel.feedback.text()
    assert panel.board.grab().toImage() != before  # the answer is drawn
    keeper = h.app.window.puzzles.keeper
    assert keeper is not None
    h.qtbot.waitUntil(lambda: ProgressStore().load()[0].solved.get(expected.id) is not None)
    progress, problem = ProgressStore().load()
    assert problem is None
    assert progress.current_streak(DAY) == 1 and progress.last_daily == DAY
    assert "1" in panel.streak_label.text()


def test_a_wrong_line_is_explained_a_second_wrong_line_shows_the_solution(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    panel = open_puzzles(h).panel
    panel.open_puzzle(3)
    puzzle = panel.puzzle
    start = panel.game.move_count
    a, b = wrong_line(puzzle)
    click_line(h.qtbot, panel, a, b)
    assert panel.stage is Stage.RETRY
    assert panel.game.move_count == start  # the wrong line is not kept
    assert "worse than the best line" in panel.feedback.text()
    assert "Try once more" in panel.feedback.text()
    click_line(h.qtbot, panel, a, b)
    assert panel.stage is Stage.SHOWN
    assert panel.game.move_count == start + 1
    drawn = panel.game.lines[-1]
    assert tuple(sorted(drawn)) in puzzle.answers
    assert "The solution is drawn" in panel.feedback.text()
    assert not panel.board.interactive
    assert not panel.show_button.isEnabled()
    QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.puzzle.id != puzzle.id and panel.stage is Stage.SOLVING


def test_an_illegal_line_is_refused_with_its_reason_and_costs_no_try(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    panel = open_puzzles(h).panel
    drawn = panel.game.lines[0]
    click_line(h.qtbot, panel, *drawn)
    assert panel.stage is Stage.SOLVING
    assert "already drawn" in panel.feedback.text()
