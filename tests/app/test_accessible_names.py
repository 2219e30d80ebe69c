"""Every control a player can reach has a name a screen reader can say, in every language.

The names are read the way assistive technology reads them: through Qt's
accessibility interface of each widget (a button's text, a field's label
buddy, or the name set on it), not from the widget's Python attributes.
The windows walked: the game window with its end panel, the Review window,
Learn from your mistakes, Puzzles, New Game, How to play (every tab, the
lessons among them), Statistics, hosting and joining a network game, and
the question after an opponent fails. Scroll bars and table headers are left
out: Qt gives them their role and value (a header's sections are named by
their own texts).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QTabWidget,
    QWidget,
)

from tests.app.conftest import Harness
from tests.app.test_mistakes import play_the_game, review_it

CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractItemView,
    QAbstractSpinBox,
    QAbstractSlider,
    QTabBar,
    QGraphicsView,
)


def nameless(top: QWidget) -> list[str]:
    """The visible controls in ``top`` whose accessible name is empty."""
    found: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not isinstance(widget, CONTROLS) or isinstance(widget, (QScrollBar, QHeaderView)):
            continue
        if not widget.isVisibleTo(top) or not widget.isVisible():
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        name = interface.text(QAccessible.Text.Name) if interface is not None else ""
        if not name.strip():
            window = widget.window().objectName()
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in {window}")
    return found


def open_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def walk_all(h: Harness) -> list[str]:
    """Every visible window, each tab of each tab widget in turn."""
    found: list[str] = []
    for window in open_windows():
        tabs = window.findChildren(QTabWidget)
        found += nameless(window)
        for tab in tabs:
            for index in range(tab.count()):
                tab.setCurrentIndex(index)
                h.settle()
                found += nameless(window)
    return sorted(set(found))


@pytest.mark.parametrize("language", ["en", "ro", "hi"])
def test_every_control_of_every_window_has_an_accessible_name(
    make_harness: Callable[..., Harness], language: str
) -> None:
    h = make_harness()
    window = h.app.window
    play_the_game(h)
    languages = window.languages
    assert languages is not None
    languages.switch(language)
    h.settle()
    assert window.end_panel.isVisible()
    problems = walk_all(h)
    # The Review window, then Learn from your mistakes from the end panel.
    review = review_it(h)
    problems += walk_all(h)
    review.close()
    h.qtbot.waitUntil(window.end_panel.mistakes_button.isVisible)
    window.end_panel.mistakes_button.click()
    h.qtbot.waitUntil(lambda: window.mistakes.window is not None)
    problems += walk_all(h)
    assert window.mistakes.window is not None
    window.mistakes.window.close()
    # Puzzles, New Game, How to play (the rules, the keys, the lessons), Statistics.
    window.actions_.puzzles.trigger()
    h.qtbot.waitUntil(lambda: window.puzzles.window is not None)
    problems += walk_all(h)
    assert window.puzzles.window is not None
    window.puzzles.window.close()
    window.show_new_game()
    h.settle()
    problems += walk_all(h)
    assert window.new_game.dialog is not None
    window.new_game.dialog.reject()
    window.show_help()
    h.settle()
    problems += walk_all(h)
    for dialog in open_windows():
        if dialog is not window:
            dialog.close()
    h.qtbot.waitUntil(lambda: window.records.stats is not None)
    window.actions_.stats.trigger()
    h.qtbot.waitUntil(lambda: window.records.window is not None)
    h.settle()
    problems += walk_all(h)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", ["en", "ro", "hi"])
def test_network_host_and_join_and_the_failure_question_name_every_control(
    make_harness: Callable[..., Harness], language: str
) -> None:
    from tests.app.conftest import FAIL, vs_computer
    from tests.app.test_game_flow import square
    from tests.app.test_network_game import open_new_game
    from triangles_qt.views.dialogs.new_game import HOST_ON_NETWORK, JOIN_ON_NETWORK

    h = make_harness()
    window = h.app.window
    languages = window.languages
    assert languages is not None
    languages.switch(language)
    open_new_game(h, HOST_ON_NETWORK)
    hosting = window.network.hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: hosting.link is not None)
    h.settle()
    problems = walk_all(h)
    hosting.reject()
    h.settle()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = window.network.joining
    assert joining is not None and joining.isVisible()
    problems += walk_all(h)
    joining.reject()
    h.settle()
    # An opponent that does not answer: the question of what to do next.
    h.scripts["scripted"] = [FAIL]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    h.qtbot.waitUntil(
        lambda: window.endings.failure_box is not None and window.endings.failure_box.isVisible()
    )
    problems += walk_all(h)
    assert problems == [], "\n".join(problems)
