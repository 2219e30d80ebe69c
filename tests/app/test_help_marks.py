"""Hints and undos against the computer: counted as the game is played, kept in its save,
and shown as the game's mark in the Statistics window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from tests.app.conftest import SQUARE, Harness, vs_computer
from triangles_qt.model import Board
from triangles_qt.paths import autosave_path
from triangles_qt.session import Assistance, SavedGame
from triangles_qt.session.files import Files
from triangles_qt.session.saves import read_save


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)


def click_tool(h: Harness, name: str) -> None:
    actions = h.app.window.actions_
    assert actions.toolbar is not None
    button = actions.toolbar.widgetForAction(getattr(actions, name))
    assert isinstance(button, QToolButton)
    h.qtbot.waitUntil(button.isEnabled)  # (the buttons follow the table a moment later)
    h.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    h.settle()


def ask_hint(h: Harness, by_key: bool) -> None:
    hints = h.app.table.assistance.hints
    h.qtbot.waitUntil(h.app.window.actions_.hint.isEnabled)  # (follows the table a moment later)
    with h.qtbot.waitSignal(h.app.table.hints.ready, timeout=5000):
        if by_key:
            QTest.keyClick(h.app.window, Qt.Key.Key_H)
        else:
            click_tool(h, "hint")
    h.settle()
    assert h.app.table.assistance.hints == hints + 1


def saved_help() -> Assistance | None:
    h_app_save = read_save(autosave_path(), Files())
    assert isinstance(h_app_save, SavedGame)
    return h_app_save.assistance


def recent_cells(h: Harness) -> list[list[str]]:
    table = h.app.window.records.window.recent_table  # type: ignore[union-attr]
    return [
        [table.item(row, col).text() for col in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_hints_and_undos_are_counted_kept_and_shown_in_statistics(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (2, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    wait_for_human(h)
    ask_hint(h, by_key=True)
    ask_hint(h, by_key=False)
    h.app.keeper.flush()
    assert saved_help() == Assistance(2, 0)  # on disk at once: a kill now keeps them
    h.tap_tap(0, 2)
    wait_for_human(h)
    QTest.keyClick(h.app.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    h.settle()
    assert h.app.table.assistance == Assistance(2, 1)
    h.app.keeper.flush()
    assert saved_help() == Assistance(2, 1)
    click_tool(h, "redo")  # putting the lines back is no more help
    click_tool(h, "undo")
    assert h.app.table.assistance == Assistance(2, 2)
    while not h.game.is_over:
        wait_for_human(h)
        if not h.game.is_over:
            h.tap_tap(*h.game.legal_moves()[0])
    h.qtbot.waitUntil(lambda: h.app.window.end_panel.isVisible(), timeout=3000)
    h.app.stats.writer.flush(5.0)
    h.app.window.actions_.stats.trigger()
    window = h.app.window.records.window
    assert window is not None and window.isVisible()
    h.qtbot.waitUntil(lambda: window.recent_table.rowCount() == 1, timeout=5000)
    header = window.recent_table.horizontalHeaderItem(7)
    assert header is not None and header.text() == "Help"
    assert recent_cells(h)[0][7] == "2 hints, 2 undos"
    assert window.cards["played"].value.text() == "1"  # counted like any other game


def test_a_game_resumed_after_a_crash_keeps_counting(make_harness) -> None:
    h = make_harness()
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    wait_for_human(h)
    ask_hint(h, by_key=True)
    h.app.keeper.flush()
    h.app.window.close()
    again = make_harness()
    assert again.game.move_count == 2
    assert again.app.table.assistance == Assistance(1, 0)
    again.qtbot.waitUntil(again.app.window.actions_.undo.isEnabled)
    QTest.keyClick(again.app.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    again.settle()
    assert again.app.table.assistance == Assistance(1, 1)


def test_a_game_without_help_has_no_mark(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    assert h.game.is_over and h.app.table.assistance == Assistance()
    h.app.stats.writer.flush(5.0)
    h.app.window.actions_.stats.trigger()
    window = h.app.window.records.window
    assert window is not None
    h.qtbot.waitUntil(lambda: window.recent_table.rowCount() == 1, timeout=5000)
    assert recent_cells(h)[0][7] == ""
