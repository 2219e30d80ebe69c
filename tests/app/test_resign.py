"""Leaving a game asks first; against the computer, after a line of one's own, it is a loss.

The rule (docs/rules.md): resigning, or abandoning a game against the
computer by starting another after drawing a line, is recorded as a loss.
A game left before the player's first line, and a game between two
people, is not recorded. A resignation survives a crash like any result.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.app.conftest import SQUARE, Harness, two_players, vs_computer
from tests.app.test_statistics import stored_games
from triangles_qt.model import Board
from triangles_qt.paths import autosave_path
from triangles_qt.session import Outcome, SavedGame
from triangles_qt.session.files import Files
from triangles_qt.session.saves import read_save
from triangles_qt.stats import LOST, RESIGNED


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)


def one_line_each(h: Harness) -> None:
    """A game against the computer in which the person has drawn a line."""
    h.scripts["scripted"] = [(1, 2)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    wait_for_human(h)
    assert h.game.move_count == 2


def press(box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert button is not None and button.isVisible()
    button.click()


def ask_for_new_game(h: Harness, theme: str = "nebula") -> QMessageBox:
    """New Game → Start, as a player does; returns the question that follows."""
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("scripted"))
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData(theme))
    dialog.start_button.click()
    h.settle()
    box = window.question
    assert box is not None and box.isVisible()
    return box


def wait_recorded(h: Harness, count: int) -> list:  # type: ignore[type-arg]
    h.app.stats.writer.flush(5.0)
    h.qtbot.waitUntil(lambda: len(stored_games()) == count, timeout=5000)
    return stored_games()


def test_new_game_after_a_line_asks_and_resigning_records_a_loss(make_harness) -> None:
    h = make_harness()
    one_line_each(h)
    old_id = h.app.table.setup.game_id
    box = ask_for_new_game(h)
    assert "resign" in box.text().lower()
    assert "loss" in box.informativeText()
    press(box, "confirmYes")
    h.settle()
    assert h.app.table.setup.game_id != old_id  # the new game is on
    assert h.game.move_count == 0
    games = wait_recorded(h, 1)
    assert games[0].game_id == old_id
    assert games[0].result == LOST and games[0].ended == RESIGNED
    assert games[0].scores == (0, 0)


def test_keep_playing_and_esc_leave_the_game_as_it_was(make_harness) -> None:
    h = make_harness()
    one_line_each(h)
    old_id = h.app.table.setup.game_id
    press(ask_for_new_game(h, theme="daylight"), "confirmKeep")
    h.settle()
    # Nothing the New Game window asked for took effect: not the theme, not the settings.
    assert h.app.window.current_theme.key == "nebula" and h.app.settings.theme == "nebula"
    box = ask_for_new_game(h)
    QTest.keyClick(box, Qt.Key.Key_Escape)
    h.settle()
    assert not shiboken6.isValid(box) or not box.isVisible()  # closed (and deleted)
    assert h.app.table.setup.game_id == old_id
    assert h.game.move_count == 2 and h.app.table.human_to_move()
    h.app.stats.writer.flush(5.0)
    assert stored_games() == []


def test_the_resign_action_ends_the_game_as_a_loss(make_harness) -> None:
    h = make_harness()
    one_line_each(h)
    window = h.app.window
    assert window.actions_.resign.isEnabled()
    window.actions_.resign.trigger()
    h.settle()
    press(window.question, "confirmYes")
    h.settle()
    assert h.app.table.ending.resigned and h.app.table.ended
    assert window.table.ending.outcome(window.table.setup) is Outcome.LOST
    assert window.end_panel.isVisible() and window.endings.title() == "You lost!"
    assert "resigned" in window.end_panel.note.text()
    assert not window.actions_.undo.isEnabled() and not window.actions_.resign.isEnabled()
    assert not h.view.interactive
    games = wait_recorded(h, 1)
    assert games[0].result == LOST and games[0].ended == RESIGNED


def test_no_resignation_before_the_players_first_line(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2)]
    h.start(vs_computer(computer_first=True), Board(SQUARE, 2.0))
    wait_for_human(h)
    assert h.game.move_count == 1  # only the computer has drawn
    assert not h.app.window.actions_.resign.isEnabled()
    box = ask_for_new_game(h)
    assert "not be recorded" in box.informativeText()
    press(box, "confirmYes")
    h.settle()
    assert h.game.move_count == 0
    h.app.stats.writer.flush(5.0)
    assert stored_games() == []


def test_leaving_a_two_player_game_asks_and_records_nothing(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    assert not h.app.window.actions_.resign.isEnabled()
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    dialog.opponent_combo.setCurrentIndex(0)  # another player on this device
    dialog.start_button.click()
    h.settle()
    box = window.question
    assert box is not None and "not be recorded" in box.informativeText()
    press(box, "confirmYes")
    h.settle()
    assert h.game.move_count == 0
    h.app.stats.writer.flush(5.0)
    assert stored_games() == []


def test_a_new_game_with_nothing_drawn_asks_nothing(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    window = h.app.window
    old_id = h.app.table.setup.game_id
    window.show_new_game()
    window.new_game.dialog.start_button.click()
    h.settle()
    assert window.question is None
    assert h.app.table.setup.game_id != old_id


def test_a_resignation_survives_a_crash_before_the_statistics_confirm(make_harness) -> None:
    h = make_harness()
    one_line_each(h)
    h.app.keeper.set_submit(lambda result, done: None)  # the commit never happens
    assert h.app.table.resign()
    h.app.keeper.flush()
    saved = read_save(autosave_path(), Files())
    assert isinstance(saved, SavedGame) and saved.resigned
    game_id = h.app.table.setup.game_id
    h.app.close()  # the process "dies" here; the next start finds the save
    again = make_harness()
    games = wait_recorded(again, 1)
    assert games[0].game_id == game_id and games[0].ended == RESIGNED
    assert again.app.table.setup.game_id != game_id  # not resumed: it is over
