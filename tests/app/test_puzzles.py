"""The Puzzles window with real clicks: solved, failed then shown, the daily puzzle, the streak."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtGui import QPointingDevice
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
    long_date = QLocale().toString(QDate(2026, 12, 24), QLocale.FormatType.LongFormat)
    assert panel.title.text() == f"Daily puzzle, {long_date}"
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
    names = panel.board.star_names
    assert f"{names.of(drawn[0])} to {names.of(drawn[1])}." in panel.feedback.text()
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


def test_a_puzzle_is_answered_by_touch(
    make_harness: Callable[..., Harness], touch_device: QPointingDevice
) -> None:
    h = make_harness()
    panel = open_puzzles(h).panel
    panel.open_puzzle(2)
    a, b = panel.puzzle.answers[0]
    viewport = panel.board.viewport()
    for star in (a, b):
        point = panel.board.star_view_pos(star).toPoint()
        QTest.touchEvent(viewport, touch_device).press(0, point, viewport).commit()
        QTest.touchEvent(viewport, touch_device).release(0, point, viewport).commit()
    h.qtbot.waitUntil(lambda: panel.stage is Stage.SOLVED)


def test_a_puzzle_is_played_from_the_keyboard_and_the_buttons_are_reachable(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    window = open_puzzles(h)
    panel = window.panel
    view = panel.board
    view.setFocus()
    start = panel.game.move_count
    arrows = {
        Qt.Key.Key_Right: (1.0, 0.0),
        Qt.Key.Key_Left: (-1.0, 0.0),
        Qt.Key.Key_Down: (0.0, 1.0),
        Qt.Key.Key_Up: (0.0, -1.0),
    }

    def walk_to(target: int) -> None:
        """The arrow keys that lead the focus to ``target`` (found by a search over where
        each arrow goes from each star: the nearest star ahead, sideways drift counted
        twice, as the board's help says), pressed one by one."""
        QTest.keyClick(view, Qt.Key.Key_Right)
        xy = view.star_positions()
        start = view.focus_star
        assert start is not None

        def step(star: int, dx: float, dy: float) -> int | None:
            delta = xy - xy[star]
            along = delta[:, 0] * dx + delta[:, 1] * dy
            across = abs(delta[:, 0] * dy - delta[:, 1] * dx)
            pairs = zip(along, across, strict=True)
            score = [a + 2.0 * c if a > 1e-9 else float("inf") for a, c in pairs]
            best = min(range(len(score)), key=score.__getitem__)
            return best if score[best] != float("inf") else None

        paths: dict[int, list[Qt.Key]] = {start: []}
        queue = [start]
        while queue and target not in paths:
            star = queue.pop(0)
            for key, (dx, dy) in arrows.items():
                after = step(star, dx, dy)
                if after is not None and after not in paths:
                    paths[after] = [*paths[star], key]
                    queue.append(after)
        assert target in paths, f"no arrows lead to star {target}"
        for key in paths[target]:
            QTest.keyClick(view, key)
        assert view.focus_star == target

    first, second = panel.puzzle.answers[0]
    walk_to(first)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.selected_star == first
    walk_to(second)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert panel.stage is Stage.SOLVED
    assert panel.game.move_count == start + 1
    # The buttons work from the keyboard: Space on Next, then on "Show the solution".
    panel.next_button.setFocus()
    QTest.keyClick(panel.next_button, Qt.Key.Key_Space)
    assert panel.stage is Stage.SOLVING
    panel.show_button.setFocus()
    QTest.keyClick(panel.show_button, Qt.Key.Key_Space)
    assert panel.stage is Stage.SHOWN
    for widget in (panel.list, panel.board, panel.show_button, panel.next_button):
        assert widget.accessibleName()
        assert widget.focusPolicy() != Qt.FocusPolicy.NoFocus


def test_the_puzzles_follow_a_language_switch(make_harness: Callable[..., Harness]) -> None:
    h = make_harness()
    panel = open_puzzles(h).panel
    languages = h.app.window.languages
    assert languages is not None
    languages.switch("ro")
    assert panel.next_button.text() == "Problema următoare"
    languages.switch("hi")
    assert panel.next_button.text() == "अगली पहेली"
    languages.switch("en")
    assert panel.next_button.text() == "Next puzzle"


def test_the_end_panel_opens_the_puzzles(make_harness: Callable[..., Harness]) -> None:
    from tests.app.conftest import two_players

    h = make_harness()
    h.start(two_players())
    game = h.game
    while not game.is_over:
        h.app.table.request_line(*game.legal_moves()[0])
    h.settle()
    panel = h.app.window.end_panel
    h.qtbot.waitUntil(panel.isVisible)
    QTest.mouseClick(panel.puzzles_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.window.puzzles.window is not None)


def test_a_puzzle_whose_solution_was_shown_is_not_credited_when_solved_again(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    panel = open_puzzles(h).panel
    daily = panel.puzzle
    QTest.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert panel.stage is Stage.SHOWN
    h.qtbot.waitUntil(lambda: daily.id in ProgressStore().load()[0].shown)
    QTest.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
    assert panel.stage is Stage.SOLVING
    click_line(h.qtbot, panel, *daily.answers[0])
    assert panel.stage is Stage.SOLVED
    assert "not counted" in panel.feedback.text()
    assert "first try" not in panel.feedback.text()
    progress = ProgressStore().load()[0]
    assert daily.id not in progress.solved and progress.current_streak(DAY) == 0
    assert not panel.list.item(0).text().startswith("✓")


def test_a_screen_reader_hears_the_puzzle_its_stars_and_what_a_line_earned(
    make_harness: Callable[..., Harness],
) -> None:
    """The puzzle's board is described by the page's words and the board's, each star by its
    name and what touches it; what the page says after a line is announced."""
    from PySide6.QtGui import QAccessible

    h = make_harness()
    panel = open_puzzles(h).panel
    panel.open_puzzle(3)
    board = QAccessible.queryAccessibleInterface(panel.board)
    assert board is not None
    described = board.text(QAccessible.Text.Description)
    assert panel.task.text() in described and "lines drawn" in described
    star = board.child(0)
    assert star is not None and star.text(QAccessible.Text.Name) in panel.board.star_names.names
    assert star.text(QAccessible.Text.Description).startswith("Band ")
    heard: list[str] = []
    panel.speech.announcer.announced.connect(heard.append)
    click_line(h.qtbot, panel, *wrong_line(panel.puzzle))
    assert panel.stage is Stage.RETRY
    assert heard == [panel.feedback.text()] and "Try once more" in heard[0]
    assert panel.feedback.text() in board.text(QAccessible.Text.Description)
