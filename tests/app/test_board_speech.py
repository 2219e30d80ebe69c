"""The board for a screen reader: stars with names and a Press action, news told, typed play.

Everything is read the way assistive technology reads it: through Qt's
accessibility interfaces (the board's children, their names, states and
actions) and the announcements the window hands to Qt.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.conftest import Harness, two_players, vs_computer


@pytest.fixture
def said(make_harness):  # type: ignore[no-untyped-def]
    """A harness, and every announcement made from now on."""
    h = make_harness()
    texts: list[str] = []
    h.app.window.speech.announcer.announced.connect(texts.append)
    return h, texts


def board_iface(h: Harness):  # type: ignore[no-untyped-def]
    iface = QAccessible.queryAccessibleInterface(h.view)
    assert iface is not None
    return iface


def star_children(h: Harness) -> dict[str, object]:
    iface = board_iface(h)
    found = {}
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child.role() == QAccessible.Role.Button and child.object() is None:
            found[child.text(QAccessible.Text.Name)] = child
    return found


def press(h: Harness, name: str) -> None:
    child = star_children(h)[name]
    action = child.actionInterface()
    assert QAccessibleActionInterface.pressAction() in action.actionNames()
    action.doAction(QAccessibleActionInterface.pressAction())
    h.settle()


def test_every_star_is_a_named_button_in_the_board(said) -> None:  # type: ignore[no-untyped-def]
    h, _texts = said
    h.start(two_players())
    stars = star_children(h)
    assert len(stars) == h.game.board.n_stars == 24
    names = h.view.star_names
    assert sorted(stars) == sorted(names.names)
    assert all(len(n) >= 2 and n[0].isalpha() and n[1:].isdigit() for n in stars)
    iface = board_iface(h)
    assert iface.text(QAccessible.Text.Name) == "Game board"
    assert "24 stars" in iface.text(QAccessible.Text.Description)
    # Each star's place on the screen is where it is drawn.
    first = stars[names.of(0)]
    centre = h.view.viewport().mapFromGlobal(first.rect().center())
    assert (centre - h.star_point(0)).manhattanLength() <= 2
    order = [iface.child(i).text(QAccessible.Text.Name) for i in range(24)]
    assert order == sorted(order, key=lambda n: (n[0], int(n[1:])))
    assert iface.indexOfChild(first) == order.index(names.of(0))
    assert iface.childAt(first.rect().center().x(), first.rect().center().y()).text(
        QAccessible.Text.Name
    ) == names.of(0)


def test_pressing_two_stars_draws_the_line_and_it_is_announced(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.start(two_players())
    a, b = h.game.legal_moves()[0]
    names = h.view.star_names
    press(h, names.of(a))
    assert h.view.selected_star == a
    assert star_children(h)[names.of(a)].state().checked
    press(h, names.of(b))
    assert h.game.move_count == 1
    assert texts[-1].startswith(f"Player 1 drew {names.of(a)} to {names.of(b)}.")
    assert texts[-1].endswith("Player 2's turn.")
    described = star_children(h)[names.of(a)].text(QAccessible.Text.Description)
    assert f"1 line: {names.of(b)} (Player 1)" in described


def test_the_computers_line_is_announced_too_and_repeats_stay_distinct(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.start(vs_computer())
    a, b = h.game.legal_moves()[0]
    names = h.view.star_names
    h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.game.move_count == 2, timeout=10000)
    h.settle()
    mine, theirs = texts[-2], texts[-1]
    assert mine.startswith(f"You drew {names.of(a)} to {names.of(b)}")
    assert mine.endswith("Scripted's turn.")
    c, d = h.game.moves[1].a, h.game.moves[1].b
    assert theirs.startswith(f"Scripted drew {names.of(c)} to {names.of(d)}")
    assert theirs.endswith("Your turn.")
    # The same refusal twice is told twice, never as the same text (a reader drops repeats).
    for _ in range(2):
        h.tap_tap(a, b)
    refusals = [t for t in texts if t.strip() == "That line is already drawn."]
    assert len(refusals) == 2 and refusals[0] != refusals[1]


def test_a_star_pressed_out_of_turn_says_whose_turn_it_is(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.app.table.computer_pause = 30.0  # the computer "thinks" all through the test
    h.start(vs_computer(computer_first=True))
    press(h, h.view.star_names.of(0))
    assert h.view.selected_star is None
    assert texts[-1] == "Scripted's turn."


def test_arrows_report_the_focused_star(said, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    h, _texts = said
    h.start(two_players())
    events: list[tuple[object, str]] = []
    original = QAccessible.updateAccessibility

    def record(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus:
            iface = event.accessibleInterface()
            events.append((event.type(), iface.text(QAccessible.Text.Name)))
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    board_iface(h)  # a screen reader has asked for the board
    h.view.setFocus()
    h.qtbot.waitUntil(h.view.hasFocus)
    QTest.keyClick(h.view, Qt.Key.Key_Right)
    QTest.keyClick(h.view, Qt.Key.Key_Right)
    ring = h.view.focus_star
    assert ring is not None
    assert events and events[-1][1] == h.view.star_names.of(ring)
    assert len(events) == 2
    focused = board_iface(h).focusChild()
    assert focused.text(QAccessible.Text.Name) == h.view.star_names.of(ring)
    assert focused.state().focused


def type_command(h: Harness, text: str) -> None:
    window = h.app.window
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    field = window.command_line.field
    h.qtbot.waitUntil(field.hasFocus)
    if text.isascii():
        QTest.keyClicks(field, text)
    else:  # (QTest's key clicks know Latin keys only) what an input method sends: text
        for char in text:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
                QApplication.sendEvent(field, event)
    QTest.keyClick(field, Qt.Key.Key_Return)
    h.settle()


def test_the_command_line_plays_and_answers(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.start(two_players())
    h.app.window.activateWindow()
    names = h.view.star_names
    a, b = h.game.legal_moves()[0]
    type_command(h, f"{names.of(a).lower()} {names.of(b).lower()}")
    assert h.game.lines[-1] == (min(a, b), max(a, b)) or h.game.move_count == 1
    assert texts[-1].startswith(f"Player 1 drew {names.of(a)} to {names.of(b)}")
    type_command(h, f"{names.of(a)}-{names.of(b)}")
    assert texts[-1].rstrip("\u00a0") == "That line is already drawn."
    type_command(h, "score")
    assert texts[-1] == "Player 1 0, Player 2 0."
    type_command(h, "turn")
    assert texts[-1] == "Player 2's turn."
    type_command(h, "last")
    assert texts[-1] == f"Player 1 drew {names.of(a)} to {names.of(b)}."
    type_command(h, f"lines {names.of(a)}")
    assert texts[-1].startswith(f"{names.of(a)}. Band {names.of(a)[0]}")
    assert names.of(b) in texts[-1]
    type_command(h, "takes")
    assert "a triangle now" in texts[-1] or texts[-1] == "No line closes a triangle now."
    type_command(h, "z99 a1")
    assert texts[-1] == "There is no star Z99."
    type_command(h, "dance")
    assert texts[-1] == "I do not know “dance”. Type help for the commands."
    type_command(h, "undo")
    assert h.game.move_count == 0
    assert texts[-1].startswith(f"Taken back: 1 line, {names.of(a)} to {names.of(b)}.")
    type_command(h, "redo")
    assert h.game.move_count == 1
    type_command(h, "help")
    assert texts[-1].startswith("Type two stars to draw a line")
    assert h.app.window.command_line.reply.text() == texts[-1]
    # Esc gives the keyboard back to the board.
    QTest.keyClick(h.app.window.command_line.field, Qt.Key.Key_Escape)
    h.qtbot.waitUntil(h.view.hasFocus)


def test_takes_lists_the_lines_that_close_a_triangle(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.start(two_players())
    game = h.game
    # Play until some line would close a triangle.
    while not any(game.closes(int(line)) for line in game.legal_lines()):
        a, b = game.legal_moves()[0]
        h.app.table.request_line(a, b)
        h.settle()
    type_command(h, "takes")
    from triangles_qt.speech.facts import takes

    expected = takes(game)
    names = h.view.star_names
    first = expected[0]
    assert f"{names.of(first.a)} to {names.of(first.b)}" in texts[-1]
    assert "a triangle now" in texts[-1]


def test_a_refused_line_from_the_command_line_uses_the_message_bars_words(said) -> None:  # type: ignore[no-untyped-def]
    h, texts = said
    h.start(two_players())
    names = h.view.star_names
    type_command(h, f"{names.of(0)} {names.of(0)}")
    assert texts[-1] == "Choose two different stars."
    assert h.app.window.message_bar.text() == texts[-1]


def test_a_puzzle_is_played_through_its_stars_and_its_verdicts_are_announced(make_harness) -> None:  # type: ignore[no-untyped-def]
    from tests.app.test_puzzles import open_puzzles, wrong_line

    h = make_harness()
    panel = open_puzzles(h).panel
    panel.open_puzzle(3)
    heard: list[str] = []
    panel.speech.announcer.announced.connect(heard.append)
    board = QAccessible.queryAccessibleInterface(panel.board)
    names = panel.board.star_names
    by_name = {
        board.child(i).text(QAccessible.Text.Name): board.child(i)
        for i in range(board.childCount())
    }
    a, b = wrong_line(panel.puzzle)
    for star in (a, b):
        by_name[names.of(star)].actionInterface().doAction(QAccessibleActionInterface.pressAction())
    h.qtbot.waitUntil(lambda: bool(heard), timeout=10000)
    assert "Try once more" in heard[-1]
    assert heard[-1] == panel.feedback.text()


def test_a_closed_puzzle_window_leaves_no_star_behind(make_harness) -> None:  # type: ignore[no-untyped-def]
    from tests.app.test_puzzles import open_puzzles

    h = make_harness()
    window = open_puzzles(h)
    board = QAccessible.queryAccessibleInterface(window.panel.board)
    star = board.child(0)
    ident = QAccessible.uniqueId(star)
    assert QAccessible.accessibleInterface(ident) is not None
    window.close()
    window.deleteLater()
    h.qtbot.waitUntil(lambda: QAccessible.accessibleInterface(ident) is None)


@pytest.mark.parametrize(
    ("language", "word", "answer"),
    [("ro", "scor", "Jucătorul 1 0, Jucătorul 2 0."), ("hi", "स्कोर", "खिलाड़ी 1 0, खिलाड़ी 2 0।")],
)
def test_the_command_words_of_the_language_on_screen_work_and_answer_in_it(
    said,  # type: ignore[no-untyped-def]
    language: str,
    word: str,
    answer: str,
) -> None:
    h, texts = said
    h.start(two_players())
    languages = h.app.window.languages
    assert languages is not None
    languages.switch(language)
    h.settle()
    type_command(h, word)
    assert texts[-1] == answer
    type_command(h, "score")  # the English words always work
    assert texts[-1].rstrip("\u00a0") == answer
