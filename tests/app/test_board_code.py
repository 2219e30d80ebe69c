"""Board codes in the app: New Game shows the board's code, and a code typed there (on another
profile, another machine) or given with ``--board`` opens exactly that board, with its rule."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.app.conftest import Harness, ScriptedDriver, two_players
from triangles_qt import cli
from triangles_qt.app import App, build
from triangles_qt.model.board_code import BoardCode
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.views.dialogs.new_game import NewGameDialog

#: 37 stars on the tablet-sized board, tolerance 12.5 (tests/model/test_board_code.py).
ODD = "12H5-0172-0Z9"
#: 60 stars on the phone-sized board, play again after a triangle.
AGAIN = "111W-V741-8QD9"


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_new_game(h: Harness) -> NewGameDialog:
    """New Game opened as a player does: the tool bar's button, clicked."""
    window = h.app.window
    button = window.toolbar.widgetForAction(window.actions_.new)
    assert button is not None and button.isVisible()
    click(button)
    flow = window.new_game
    h.qtbot.waitUntil(lambda: flow.dialog is not None and flow.dialog.isVisible())
    dialog = flow.dialog
    assert dialog is not None
    return dialog


def type_code(h: Harness, dialog: NewGameDialog, text: str) -> None:
    """Click into the code field, type ``text`` and press Enter."""
    field = dialog.code_rows.typed_field
    assert field.isVisible()
    click(field)
    field.selectAll()
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)
    h.settle()


def another_profile(base: Path) -> None:
    """Point the next app at fresh data and settings folders (another person's)."""
    os.environ["TRIANGLES_DATA_DIR"] = str(base / "data")
    os.environ["TRIANGLES_CONFIG_DIR"] = str(base / "config")


def stars_of(h: Harness) -> list[list[float]]:
    stars: list[list[float]] = h.game.board.stars.tolist()
    return stars


def test_a_code_shown_in_new_game_opens_the_same_board_on_another_profile(
    make_harness, tmp_path: Path
) -> None:
    first = make_harness()
    first.start(two_players(n_stars=60, seed=913_442_071))
    dialog = open_new_game(first)
    shown = dialog.code_rows.current_field.text()
    assert shown == BoardCode.of_board(first.game.board, first.game.play_again).shown
    assert dialog.code_rows.current_field.isReadOnly()
    QGuiApplication.clipboard().clear()
    click(dialog.code_rows.copy_button)
    assert QGuiApplication.clipboard().text() == shown
    assert dialog.code_rows.status.text() == "The code is copied."
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    first.settle()
    assert not dialog.isVisible()
    board_there, rule_there = stars_of(first), first.game.play_again

    another_profile(tmp_path / "someone-else")
    second = make_harness()
    assert stars_of(second) != board_there
    dialog = open_new_game(second)
    assert dialog.code_rows.current_field.text() != shown
    # Typed as it is read aloud: small letters, spaces instead of dashes.
    type_code(second, dialog, shown.lower().replace("-", " "))
    assert dialog.isVisible()  # Enter used the code; it did not start the game
    assert dialog.code_rows.typed_field.text() == shown
    assert dialog.code_rows.status.text() == (
        f"The next game is played on the board of code {shown} (60 stars)."
    )
    assert dialog.phone_radio.isChecked() and dialog.chosen_size() == 60
    assert dialog.size_group.checkedButton().text() == "60 stars"
    assert dialog.play_again.isChecked() == rule_there
    click(dialog.start_button)
    second.wait_ready()
    second.settle()
    assert stars_of(second) == board_there
    assert second.game.play_again == rule_there
    assert second.game.board.tolerance == first.game.board.tolerance
    # And the board on the table now has the same code.
    again = open_new_game(second)
    assert again.code_rows.current_field.text() == shown
    QTest.keyClick(again, Qt.Key.Key_Escape)


def test_a_damaged_code_is_refused_with_its_reason_and_starts_nothing(make_harness) -> None:
    h = make_harness()
    before = stars_of(h)
    dialog = open_new_game(h)
    type_code(h, dialog, "12H5-0172-0Z8")  # the last character is wrong
    assert dialog.code_rows.status.text().startswith("This code is damaged: a character is wrong")
    assert dialog.code_rows.status.isVisible()
    assert dialog.code_rows.chosen is None
    click(dialog.start_button)  # Start does not get past a refused code either
    h.settle()
    assert dialog.isVisible() and not h.app.table.preparing
    assert stars_of(h) == before
    QTest.keyClicks(dialog.code_rows.typed_field, "x")  # typing again clears the reason
    assert dialog.code_rows.status.text() == ""
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("hello", "This is not a board code. A board code looks like 122G-3NQK-8NB8."),
        ("KX4-TQ7", "This is the code of a network game. To join that game, choose "
                    "“Join a game on another device” as the opponent."),
        ("200R-7XB", "This code comes from a newer version of Triangles. "
                     "Update the game to open it."),
        ("  ", "Type a board code first."),
    ],
)  # fmt: skip
def test_foreign_and_newer_codes_are_refused_with_their_reasons(
    make_harness, typed: str, said: str
) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    type_code(h, dialog, typed)
    assert dialog.code_rows.status.text() == said and dialog.code_rows.chosen is None
    click(dialog.code_rows.use_button)  # the button says the same
    assert dialog.code_rows.status.text() == said
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def test_a_code_typed_then_start_clicked_is_used_without_enter(make_harness) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    click(dialog.code_rows.typed_field)
    QTest.keyClicks(dialog.code_rows.typed_field, ODD)
    click(dialog.start_button)
    h.wait_ready()
    h.settle()
    code = BoardCode.parse(ODD)
    assert stars_of(h) == code.board().stars.tolist()
    assert h.game.board.tolerance == 12.5 and h.game.board.n_stars == 37
    setup = h.app.table.setup
    assert setup is not None and (setup.tolerance, setup.generator) == (12.5, 1)


def test_a_size_the_sets_do_not_offer_checks_no_size_button(make_harness) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    type_code(h, dialog, ODD)
    assert dialog.tablet_radio.isChecked() and dialog.size_group.checkedButton() is None
    assert "(37 stars)" in dialog.code_rows.status.text()
    assert dialog.choices().n_stars == 37
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def test_choosing_another_size_or_set_drops_the_code_and_the_rule_follows_the_box(
    make_harness,
) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    type_code(h, dialog, AGAIN)
    code = BoardCode.parse(AGAIN)
    assert dialog.code_rows.chosen == code and dialog.play_again.isChecked()
    click(dialog.play_again)  # the same board, strict turns: the code says so
    strict = dialog.code_rows.chosen
    assert strict is not None and not strict.play_again and strict.seed == code.seed
    assert dialog.code_rows.typed_field.text() == strict.shown != AGAIN
    assert strict.shown in dialog.code_rows.status.text()
    click(dialog.size_buttons[0])  # another size: the code's board is no longer the one
    assert dialog.code_rows.chosen is None and dialog.code_rows.typed_field.text() == ""
    assert dialog.code_rows.status.text() == "" and dialog.chosen_size() == 24
    type_code(h, dialog, AGAIN)
    click(dialog.tablet_radio)
    assert dialog.code_rows.chosen is None
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def test_joining_a_network_game_hides_the_code_rows(make_harness) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    type_code(h, dialog, AGAIN)
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("net:join"))
    assert not dialog.code_rows.typed_field.isVisible()
    assert not dialog.code_rows.current_field.isVisible()
    assert dialog.choices().board is None
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("net:host"))
    assert dialog.code_rows.typed_field.isVisible()
    assert dialog.setup().seed == BoardCode.parse(AGAIN).seed  # the host plays the code's board
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def test_a_board_without_a_code_shows_no_code_row(make_harness) -> None:
    from tests.app.conftest import SQUARE
    from triangles_qt.model import Board

    h = make_harness()
    h.start(two_players(), Board(SQUARE, 1.0))
    dialog = open_new_game(h)
    assert not dialog.code_rows.current_field.isVisible()
    assert not dialog.code_rows.copy_button.isVisible()
    assert dialog.code_rows.typed_field.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


# -- --board on the command line -------------------------------------------------------------


@pytest.fixture
def board_app(qtbot) -> Iterator[list[App]]:
    """Apps built as ``triangles-qt --board CODE`` builds them (closed after the test)."""
    made: list[App] = []
    yield made
    for app in made:
        app.close()


def start_with_board(qtbot, made: list[App], code: BoardCode | None) -> Harness:
    scripts: dict[str, list[tuple[int, int]]] = {}
    app = build(
        [],
        driver_factory=lambda oid: ScriptedDriver(oid, scripts.setdefault(oid, [])),
        opponents=lambda: [OpponentChoice("scripted", "Scripted")],
        board=code,
    )
    made.append(app)
    qtbot.addWidget(app.window)
    h = Harness(app, qtbot, scripts)
    h.wait_ready()
    h.settle()
    return h


def test_the_board_option_starts_the_codes_board_when_nothing_is_resumed(
    qtbot, board_app: list[App]
) -> None:
    options = cli.parse(["triangles-qt", "--board", AGAIN.lower(), "-platform", "offscreen"])
    assert not isinstance(options, int) and options.board == BoardCode.parse(AGAIN)
    assert options.qt_argv == ["triangles-qt", "-platform", "offscreen"]
    h = start_with_board(qtbot, board_app, options.board)
    assert stars_of(h) == BoardCode.parse(AGAIN).board().stars.tolist()
    assert h.game.play_again
    assert h.app.window.new_game.dialog is None  # nothing to ask: it simply starts


def test_the_board_option_keeps_a_game_in_progress_and_offers_the_code_in_new_game(
    qtbot, board_app: list[App]
) -> None:
    first = start_with_board(qtbot, board_app, None)
    first.app.window.start_game(two_players(seed=21))
    first.wait_ready()
    first.settle()
    first.tap_tap(*first.game.legal_moves()[0])
    lines, stars = first.game.lines, stars_of(first)
    first.app.window.close()
    first.app.close()
    board_app.remove(first.app)

    h = start_with_board(qtbot, board_app, BoardCode.parse(ODD))
    assert h.game.lines == lines and stars_of(h) == stars  # the game came back
    dialog = h.app.window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.code_rows.chosen == BoardCode.parse(ODD)
    assert dialog.code_rows.typed_field.text() == ODD
    click(dialog.start_button)  # leaving a game with a line drawn is asked first
    h.settle()
    box = QApplication.activeModalWidget()
    assert box is not None and box is not dialog
    assert "leave this one" in box.findChild(QWidget, "qt_msgbox_label").text()
    QTest.keyClick(box, Qt.Key.Key_Escape)  # Keep playing
    h.settle()
    assert h.game.lines == lines


def test_a_bad_board_code_on_the_command_line_is_refused_with_exit_code_2(capsys) -> None:
    assert cli.parse(["triangles-qt", "--board", "12H5-0172-0Z8"]) == 2
    error = capsys.readouterr().err
    assert "argument --board: this board code is damaged" in error
    assert "Traceback" not in error
    assert cli.parse(["triangles-qt", "--board"]) == 2


def test_tab_goes_from_the_sizes_through_the_code_rows_to_the_opponent(make_harness) -> None:
    h = make_harness()
    dialog = open_new_game(h)
    rows = dialog.code_rows
    expected = [rows.current_field, rows.copy_button, rows.typed_field, rows.use_button]
    widget: QWidget = dialog.size_buttons[-1]
    for wanted in [*expected, dialog.opponent_combo]:
        widget = widget.nextInFocusChain()
        while widget.focusPolicy() == Qt.FocusPolicy.NoFocus:  # (labels, layouts' helpers)
            widget = widget.nextInFocusChain()
        assert widget is wanted
    for each in expected:
        assert each.accessibleName()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
