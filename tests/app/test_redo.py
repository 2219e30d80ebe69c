"""Redo in the window: its keys (Ctrl+Shift+Z, Ctrl+Y), its button and menu item."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from tests.app.conftest import SQUARE, Harness, two_players, vs_computer
from triangles_qt.model import Board

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)


def lines(h: Harness) -> list[tuple[int, int]]:
    return [(m.a, m.b) for m in h.game.moves]


def press(h: Harness, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    QTest.keyClick(h.app.window, key, modifiers)
    h.settle()


def button(h: Harness, name: str) -> QToolButton:
    actions = h.app.window.actions_
    toolbar = actions.toolbar
    assert toolbar is not None
    found = toolbar.widgetForAction(getattr(actions, name))
    assert isinstance(found, QToolButton)
    return found


def click(h: Harness, name: str) -> None:
    h.qtbot.waitUntil(button(h, name).isEnabled)  # (the buttons follow the table a moment later)
    h.qtbot.mouseClick(button(h, name), Qt.MouseButton.LeftButton)
    h.settle()


def test_redo_keys_and_button_put_back_what_undo_took_against_the_computer(
    make_harness,
) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (2, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    redo = h.app.window.actions_.redo
    h.tap_tap(0, 1)
    wait_for_human(h)
    h.tap_tap(0, 2)  # closes 0-1-2
    wait_for_human(h)
    played = lines(h)
    assert played == [(0, 1), (1, 2), (0, 2), (2, 3)] and h.game.scores == (1, 0)
    assert not redo.isEnabled() and not button(h, "redo").isEnabled()  # nothing to redo

    press(h, Qt.Key.Key_Z, CTRL)  # undo: back to the person's turn before (0, 2)
    assert lines(h) == [(0, 1), (1, 2)] and h.game.scores == (0, 0)
    assert redo.isEnabled() and button(h, "redo").isEnabled()
    press(h, Qt.Key.Key_Z, CTRL | SHIFT)
    assert lines(h) == played and h.game.scores == (1, 0)
    assert h.app.table.human_to_move() and not redo.isEnabled()
    assert h.app.window.presenter.scene.shown_moves() == 4  # the board shows them again

    press(h, Qt.Key.Key_Z, CTRL)
    press(h, Qt.Key.Key_Z, CTRL)  # both rounds taken back
    assert lines(h) == []
    press(h, Qt.Key.Key_Y, CTRL)  # the last undo first
    assert lines(h) == [(0, 1), (1, 2)] and redo.isEnabled()
    click(h, "redo")
    assert lines(h) == played and h.game.scores == (1, 0)
    assert not button(h, "redo").isEnabled()

    click(h, "undo")
    assert redo.isEnabled()
    h.tap_tap(0, 3)  # a new line instead: what was taken back stays taken back
    wait_for_human(h)
    assert not redo.isEnabled()
    before = lines(h)
    press(h, Qt.Key.Key_Y, CTRL)
    press(h, Qt.Key.Key_Z, CTRL | SHIFT)
    assert lines(h) == before


def test_redo_is_off_while_the_computer_thinks(make_harness) -> None:
    h = make_harness()
    h.app.table.computer_pause = 0.5
    h.scripts["scripted"] = [(1, 2), (2, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    redo = h.app.window.actions_.redo
    h.tap_tap(0, 1)
    assert h.app.table.thinking
    press(h, Qt.Key.Key_Z, CTRL)  # taken back while the computer thinks
    assert lines(h) == [] and h.app.table.human_to_move() and redo.isEnabled()
    press(h, Qt.Key.Key_Y, CTRL)  # the line is back: the computer thinks again
    assert lines(h) == [(0, 1)] and h.app.table.thinking
    assert not redo.isEnabled() and not button(h, "redo").isEnabled()
    wait_for_human(h)  # its answer to the position put back (the stale one was dropped)
    assert lines(h) == [(0, 1), (2, 3)] and redo.isEnabled() is False


def test_redo_between_two_people_and_its_menu_place(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), Board(SQUARE, 2.0))
    actions = h.app.window.actions_
    menu = actions.game_menu.actions()
    assert menu.index(actions.redo) == menu.index(actions.undo) + 1
    toolbar = actions.toolbar
    assert toolbar is not None
    bar = toolbar.actions()
    assert bar.index(actions.redo) == bar.index(actions.undo) + 1
    assert actions.redo.text().replace("&", "") == "Redo"
    for a, b in [(0, 1), (1, 2)]:
        h.tap_tap(a, b)
    click(h, "undo")
    click(h, "undo")
    assert lines(h) == []
    press(h, Qt.Key.Key_Z, CTRL | SHIFT)
    assert lines(h) == [(0, 1)] and h.game.current_player == 1
    actions.game_menu.popup(h.app.window.mapToGlobal(h.app.window.rect().center()))
    h.settle()
    actions.game_menu.setActiveAction(actions.redo)
    QTest.keyClick(actions.game_menu, Qt.Key.Key_Return)  # the menu item, from the keyboard
    h.settle()
    assert lines(h) == [(0, 1), (1, 2)] and not actions.redo.isEnabled()
