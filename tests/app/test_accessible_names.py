"""Every control a player can reach has a name and a description a screen reader can say,
in every language.

The names and descriptions are read the way assistive technology reads them:
through Qt's accessibility interface of each widget (a button's text, a
field's label buddy, or the name set on it; the description set on it, else
its tool tip), not from the widget's Python attributes.
The windows walked: the game window with its end panel, the Review window,
Learn from your mistakes, Puzzles, New Game, How to play (every tab, the
lessons among them), Statistics, hosting and joining a network game (on
the network and over the internet), Internet servers, and the question
after an opponent fails. Scroll bars and table headers are left
out: Qt gives them their role and value (a header's sections are named by
their own texts).

The tour of the windows is shared with ``test_tab_order.py``: a check is
called once each window is open, with that window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

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


#: A check run at each stop of the tour: the harness and the window just opened; its problems.
Check: TypeAlias = Callable[[Harness, QWidget], list[str]]


def controls(top: QWidget) -> list[QWidget]:
    """The visible controls in ``top`` (scroll bars and table headers left out)."""
    return [
        widget
        for widget in [top, *top.findChildren(QWidget)]
        if isinstance(widget, CONTROLS)
        and not isinstance(widget, (QScrollBar, QHeaderView))
        and widget.isVisibleTo(top)
        and widget.isVisible()
    ]


def said(widget: QWidget, text: QAccessible.Text) -> str:
    """What assistive technology reads as ``text`` (the name, the description) of ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(text) if interface is not None else ""


def unnamed(top: QWidget) -> list[str]:
    """The visible controls in ``top`` whose accessible name or description is empty."""
    found: list[str] = []
    for widget in controls(top):
        window = widget.window().objectName()
        name = said(widget, QAccessible.Text.Name)
        if not name.strip():
            found.append(f"no name: {type(widget).__name__} {widget.objectName()!r} in {window}")
        if isinstance(widget, QTabBar):
            # A tab bar is described by its tabs (each tab's own description: its tool tip).
            interface = QAccessible.queryAccessibleInterface(widget)
            assert interface is not None
            for index in range(widget.count()):
                tab = interface.child(index)
                if tab is None or not tab.text(QAccessible.Text.Description).strip():
                    found.append(f"no description: tab {widget.tabText(index)!r} in {window}")
        elif not said(widget, QAccessible.Text.Description).strip():
            found.append(
                f"no description: {type(widget).__name__} {widget.objectName()!r} "
                f"({name!r}) in {window}"
            )
    return found


def open_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def walk_all(h: Harness, _opened: QWidget | None = None) -> list[str]:
    """Every visible window, each tab of each tab widget in turn."""
    found: list[str] = []
    for window in open_windows():
        tabs = window.findChildren(QTabWidget)
        found += unnamed(window)
        for tab in tabs:
            for index in range(tab.count()):
                tab.setCurrentIndex(index)
                h.settle()
                found += unnamed(window)
    return sorted(set(found))


def switch_language(h: Harness, language: str) -> None:
    languages = h.app.window.languages
    assert languages is not None
    languages.switch(language)
    h.settle()


def tour_of_the_game(h: Harness, check: Check, language: str) -> list[str]:
    """A game played to its end, then every window it leads to in ``language`` (switched
    live as the game ends); ``check`` at each."""
    window = h.app.window
    play_the_game(h)
    switch_language(h, language)
    assert window.end_panel.isVisible()
    problems = check(h, window)
    # The Review panel (in the game window, beside the board), then Learn from your
    # mistakes from the end panel.
    review = review_it(h)
    problems += check(h, window)
    review.cancel_button.click()  # Close
    assert window.reviews.panel is None
    h.qtbot.waitUntil(window.end_panel.mistakes_button.isVisible)
    window.end_panel.mistakes_button.click()
    h.qtbot.waitUntil(lambda: window.mistakes.window is not None)
    assert window.mistakes.window is not None
    problems += check(h, window.mistakes.window)
    window.mistakes.window.close()
    # Puzzles, New Game, How to play (the rules, the keys, the lessons), Statistics.
    window.actions_.puzzles.trigger()
    h.qtbot.waitUntil(lambda: window.puzzles.window is not None)
    assert window.puzzles.window is not None
    problems += check(h, window.puzzles.window)
    window.puzzles.window.close()
    window.show_new_game()
    h.settle()
    assert window.new_game.dialog is not None
    problems += check(h, window.new_game.dialog)
    window.new_game.dialog.reject()
    window.show_help()
    h.settle()
    helps = [dialog for dialog in open_windows() if dialog is not window]
    assert len(helps) == 1
    problems += check(h, helps[0])
    helps[0].close()
    h.qtbot.waitUntil(lambda: window.records.stats is not None)
    window.actions_.stats.trigger()
    h.qtbot.waitUntil(lambda: window.records.window is not None)
    h.settle()
    assert window.records.window is not None
    problems += check(h, window.records.window)
    return problems


def tour_of_the_network(h: Harness, check: Check) -> list[str]:
    """Hosting, joining (on the network and over the internet), the Internet servers window,
    and the question after an opponent fails; ``check`` at each."""
    from tests.app.conftest import FAIL, vs_computer
    from tests.app.test_game_flow import square
    from tests.app.test_network_game import open_new_game
    from triangles_qt.views.dialogs.new_game import (
        HOST_ON_NETWORK,
        HOST_OVER_INTERNET,
        JOIN_ON_NETWORK,
        JOIN_OVER_INTERNET,
    )

    window = h.app.window
    open_new_game(h, HOST_ON_NETWORK)
    hosting = window.network.hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: hosting.link is not None)
    h.settle()
    problems = check(h, hosting)
    hosting.reject()
    h.settle()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = window.network.joining
    assert joining is not None and joining.isVisible()
    problems += check(h, joining)
    joining.reject()
    h.settle()
    # Over the internet (no server answers in the tests: the windows as they wait), and the
    # Internet servers window.
    open_new_game(h, HOST_OVER_INTERNET)
    internet_hosting = window.network.internet_hosting
    assert internet_hosting is not None and internet_hosting.isVisible()
    problems += check(h, internet_hosting)
    internet_hosting.reject()
    h.settle()
    open_new_game(h, JOIN_OVER_INTERNET, name="Ben")
    internet_joining = window.network.internet_joining
    assert internet_joining is not None and internet_joining.isVisible()
    problems += check(h, internet_joining)
    internet_joining.reject()
    h.settle()
    servers = window.network.show_servers()
    h.settle()
    problems += check(h, servers)
    servers.reject()
    h.settle()
    # An opponent that does not answer: the question of what to do next.
    h.scripts["scripted"] = [FAIL]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    h.qtbot.waitUntil(
        lambda: window.endings.failure_box is not None and window.endings.failure_box.isVisible()
    )
    assert window.endings.failure_box is not None
    problems += check(h, window.endings.failure_box)
    return problems


@pytest.mark.parametrize("language", ["en", "ro", "hi"])
def test_every_control_of_every_window_has_an_accessible_name_and_description(
    make_harness: Callable[..., Harness], language: str
) -> None:
    h = make_harness()
    problems = tour_of_the_game(h, walk_all, language)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", ["en", "ro", "hi"])
def test_network_host_and_join_and_the_failure_question_name_and_describe_every_control(
    make_harness: Callable[..., Harness], language: str
) -> None:
    h = make_harness()
    switch_language(h, language)
    problems = tour_of_the_network(h, walk_all)
    assert problems == [], "\n".join(problems)
