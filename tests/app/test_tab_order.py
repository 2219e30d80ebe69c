"""Tab walks every control of every window, in reading order: nothing needs the mouse.

In each window the game opens (the tour of ``test_accessible_names.py``),
Tab is pressed on the focused widget again and again, as a keyboard player
does, until the focus comes back where it started. Every visible, enabled
control must have had the focus (a tool bar's button is reached through the
menu bar instead, which holds the same action), and the focus must move in
reading order: never to a control wholly above the one before it, nor, on
the same row, wholly to its left. How to play is walked on each of its tabs.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QMainWindow,
    QMenu,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from tests.app.conftest import Harness
from tests.app.test_accessible_names import (
    controls,
    switch_language,
    tour_of_the_game,
    tour_of_the_network,
)

#: More presses than any window has controls: a walk that never comes back is a trap.
MOST_PRESSES = 120


def tab_walk(h: Harness, window: QWidget) -> tuple[list[QWidget], str]:
    """The widgets the focus visits in ``window`` as Tab is pressed, one cycle; and what
    went wrong ("": nothing). Arrow keys step through a group of exclusive buttons, where
    Tab stops at the checked one only: they are pressed there too."""
    window.activateWindow()
    window.raise_()
    h.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    focused = QApplication.focusWidget()
    if focused is None or focused.window() is not window:
        window.focusNextChild()
        focused = QApplication.focusWidget()
    assert focused is not None
    visited = [focused, *by_arrows(focused)]
    for _ in range(MOST_PRESSES):
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None
        if focused is visited[0]:
            return visited, ""
        if focused in visited:
            return visited, (
                f"Tab goes round without coming back to {describe(visited[0])}: "
                + " → ".join(map(describe, [*visited, focused]))
            )
        visited.append(focused)
        visited += [w for w in by_arrows(focused) if w not in visited]
    return visited, "Tab never comes back: " + " → ".join(map(describe, visited))


def by_arrows(widget: QWidget) -> list[QWidget]:
    """The buttons of ``widget``'s exclusive group that the arrow keys reach from it
    (Qt's way through radio buttons); the focus and the checked button are put back."""
    if not isinstance(widget, QAbstractButton) or not widget.isCheckable():
        return []
    group = widget.group()
    if not widget.autoExclusive() and (group is None or not group.exclusive()):
        return []
    reached: list[QWidget] = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        for _ in range(8):
            here = QApplication.focusWidget()
            assert here is not None
            QTest.keyClick(here, key)
            now = QApplication.focusWidget()
            if now is None or now is here or now in reached:
                break
            reached.append(now)
        widget.setFocus(Qt.FocusReason.TabFocusReason)
    if not widget.isChecked():
        widget.click()
    return reached


def describe(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r}"


def through_the_menus(widget: QWidget) -> bool:
    """A tool bar's button whose action the menu bar also holds (F10 and the arrows reach it)."""
    if not isinstance(widget, QToolButton) or not isinstance(widget.parent(), QToolBar):
        return False
    window = widget.window()
    action = widget.defaultAction()
    if not isinstance(window, QMainWindow) or action is None:
        return False
    # (Not QAction.menu(): PySide6 6.8 hands back a wrapper that can delete the menu.)
    return any(action in menu.actions() for menu in window.menuBar().findChildren(QMenu))


def scroll_areas(widget: QWidget) -> list[QAbstractScrollArea]:
    """The scroll areas ``widget`` is inside, the outermost first."""
    found: list[QAbstractScrollArea] = []
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            found.insert(0, parent)
        parent = parent.parentWidget()
    return found


def box(widget: QWidget, inside: QAbstractScrollArea | None) -> QRect:
    """``widget``'s rectangle in the content of the scroll area ``inside`` (as if it were not
    scrolled), or in its window's coordinates."""
    if inside is None:
        return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
    scrolled = QPoint(inside.horizontalScrollBar().value(), inside.verticalScrollBar().value())
    return QRect(widget.mapTo(inside.viewport(), QPoint(0, 0)) + scrolled, widget.size())


def read_before(a: QWidget, b: QWidget) -> bool:
    """``a`` is read before ``b``: wholly above it, or beside it on the same row and to its
    left. Inside a scroll area, places in its content are compared; a widget inside a scroll
    area and one outside it, by the scroll area's place."""
    outer_a, outer_b = scroll_areas(a), scroll_areas(b)
    common: QAbstractScrollArea | None = None
    depth = 0
    while depth < min(len(outer_a), len(outer_b)) and outer_a[depth] is outer_b[depth]:
        common = outer_a[depth]
        depth += 1
    here = outer_a[depth] if depth < len(outer_a) else a
    there = outer_b[depth] if depth < len(outer_b) else b
    first, second = box(here, common), box(there, common)
    if first.bottom() < second.top():
        return True
    same_row = first.top() <= second.bottom() and second.top() <= first.bottom()
    return same_row and first.right() < second.left()


def out_of_order(walk: list[QWidget]) -> list[str]:
    """The steps of ``walk`` (from the control read first) that go back against reading order."""
    first = next(
        (i for i, w in enumerate(walk) if not any(read_before(v, w) for v in walk if v is not w)),
        0,
    )
    walk = walk[first:] + walk[:first]
    return [
        f"{describe(here)} then {describe(there)}"
        for here, there in itertools.pairwise(walk)
        if read_before(there, here)
    ]


def tab_problems(h: Harness, window: QWidget) -> list[str]:
    """What Tab misses in ``window``, and where it goes against reading order."""
    tabs = window.findChildren(QTabWidget)
    pages = [(tab, index) for tab in tabs for index in range(tab.count())] or [(None, 0)]
    problems: list[str] = []
    for tab, index in pages:
        if tab is not None:
            tab.setCurrentIndex(index)
            h.settle()
        walk, trapped = tab_walk(h, window)
        name = window.objectName() + (f" ({tab.tabText(index)})" if tab is not None else "")
        if trapped:
            problems.append(f"in {name}: {trapped}")
        problems += [
            f"Tab never reaches {describe(widget)} in {name}"
            for widget in controls(window)
            if widget.isEnabled() and widget not in walk and not through_the_menus(widget)
        ]
        problems += [f"in {name}: {step}" for step in out_of_order(walk)]
    return problems


@pytest.mark.parametrize("language", ["en", "hi"])
def test_tab_reaches_every_control_of_every_window_in_reading_order(
    make_harness: Callable[..., Harness], language: str
) -> None:
    h = make_harness()
    problems = tour_of_the_game(h, tab_problems, language)
    assert problems == [], "\n".join(problems)


def test_tab_reaches_every_control_of_hosting_joining_and_the_failure_question(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    switch_language(h, "en")
    problems = tour_of_the_network(h, tab_problems)
    assert problems == [], "\n".join(problems)
