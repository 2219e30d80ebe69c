"""The board for screen readers: an accessible board whose children are its stars.

The board is a painted scene, so Qt has nothing to show a screen reader in it.
An accessibility factory gives the board view an interface of its own whose
children are one button per star (then the widgets over the board: the end
panel and its buttons). A star's name is the one a person can say ("C4"),
its description says what touches it, and its one action, Press, picks it
exactly as a tap does (two picks draw a line). When the arrows move the
keyboard's ring, the star in it is reported as the focus.

The star interfaces are :class:`QAccessibleWidget` objects over the board
view itself (with no object of their own): Qt's bridge then finds their
actions in C++, which an action interface written in Python cannot give it.
They are made once per star number and kept for the view's life (a new board
reuses them), and handed back to Qt's cache before the view goes, so nothing
is left for the cache to delete after Python has gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAbstractScrollArea, QAccessibleWidget, QScrollBar, QWidget

# Half the side of the square a star gives a screen reader (viewport pixels): a finger's reach.
STAR_REACH_PX = 12


class StarBoard(Protocol):
    """What the star interfaces need of the board view (``views/board/view.py``)."""

    def star_count(self) -> int: ...

    def star_order(self) -> Sequence[int]: ...

    def star_name(self, star: int) -> str: ...

    def star_description(self, star: int) -> str: ...

    def board_description(self) -> str: ...

    def star_screen_point(self, star: int) -> QPoint: ...

    def star_at_screen(self, x: int, y: int) -> int | None: ...

    def focus_star_number(self) -> int | None: ...

    def picked_star(self) -> int | None: ...

    def pick_star(self, star: int) -> None: ...

    def board_widget(self) -> QAbstractScrollArea: ...


class StarAccessible(QAccessibleWidget):
    """One star, as a button: its name, what touches it, and Press to pick it."""

    def __init__(self, board: BoardAccessible, star: int) -> None:
        super().__init__(board.widget(), QAccessible.Role.Button)
        self._board = board
        self.star = star

    def _stars(self) -> StarBoard:
        return self._board.stars

    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # not the view's own interface: Qt must not file it under the view

    def isValid(self) -> bool:
        try:
            return self._board.isValid() and self.star < self._stars().star_count()
        except RuntimeError:  # the board view is gone (its window was closed)
            return False

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._board.window()  # (the base class would ask object(), which is None)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        stars = self._stars()
        state.focusable = True
        state.focused = stars.focus_star_number() == self.star and self._board.widget().hasFocus()
        state.checkable = True
        state.checked = stars.picked_star() == self.star
        return state

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if t == QAccessible.Text.Name:
            return self._stars().star_name(self.star)
        if t == QAccessible.Text.Description:
            return self._stars().star_description(self.star)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # a star's name is the board's, not the reader's to change

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        at = self._stars().star_screen_point(self.star)
        reach = STAR_REACH_PX
        return QRect(at.x() - reach, at.y() - reach, 2 * reach, 2 * reach)

    def parent(self) -> QAccessibleInterface:
        return self._board

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    # -- the one action: pick this star ----------------------------------------------

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction()] if self.isValid() else []

    def localizedActionName(self, name: str) -> str:
        if name == QAccessibleActionInterface.pressAction():
            return QCoreApplication.translate("Board", "Pick")
        return super().localizedActionName(name)

    def localizedActionDescription(self, name: str) -> str:
        if name == QAccessibleActionInterface.pressAction():
            return QCoreApplication.translate(
                "Board", "Pick this star; picking a second star draws the line between them"
            )
        return super().localizedActionDescription(name)

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []

    def doAction(self, name: str) -> None:
        if name == QAccessibleActionInterface.pressAction() and self.isValid():
            self._stars().pick_star(self.star)


class BoardAccessible(QAccessibleWidget):
    """The board: its stars first (A1, A2, ... B1: band by band, each from the top), then the
    widgets lying over it."""

    def __init__(self, view: QAbstractScrollArea, stars: StarBoard) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.stars = stars
        self._star_ifaces: list[StarAccessible] = []

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Description:
            return self.stars.board_description()
        return str(super().text(t))

    def star_interface(self, star: int) -> StarAccessible:
        while len(self._star_ifaces) <= star:
            self._star_ifaces.append(StarAccessible(self, len(self._star_ifaces)))
        return self._star_ifaces[star]

    def _others(self) -> list[QAccessibleInterface]:
        """The visible widgets over the board (the end panel...), not its own machinery."""
        view = self.stars.board_widget()
        found = []
        for child in view.children():
            if (
                isinstance(child, QWidget)
                and child is not view.viewport()
                and child.isVisible()
                and not child.findChildren(QScrollBar)
                and not isinstance(child, QScrollBar)
            ):
                iface = QAccessible.queryAccessibleInterface(child)
                if iface is not None:
                    found.append(iface)
        return found

    def childCount(self) -> int:
        return self.stars.star_count() + len(self._others())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        n = self.stars.star_count()
        if 0 <= index < n:
            return self.star_interface(self.stars.star_order()[index])
        others = self._others()
        if 0 <= index - n < len(others):
            return others[index - n]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, StarAccessible):
            return list(self.stars.star_order()).index(child.star) if child.isValid() else -1
        wanted = QAccessible.uniqueId(child)
        for i, other in enumerate(self._others()):
            if QAccessible.uniqueId(other) == wanted:
                return self.stars.star_count() + i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for other in self._others():
            if other.rect().contains(x, y):
                return other
        star = self.stars.star_at_screen(x, y)
        return None if star is None else self.star_interface(star)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        star = self.stars.focus_star_number()
        if star is not None and self.widget().hasFocus():
            return self.star_interface(star)
        return None

    # -- telling the screen reader -------------------------------------------------------

    def stars_changed(self) -> None:
        """A new board: every star is another (names, places, count)."""
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectReorder))

    def focus_moved(self, star: int | None) -> None:
        if star is not None and self.widget().hasFocus():
            iface = self.star_interface(star)
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))

    def star_changed(self, star: int) -> None:
        """Picked or let go, or a line now leaves it: its state and description changed."""
        if star < self.stars.star_count():
            iface = self.star_interface(star)
            changed = QAccessible.State()
            changed.checked = True
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(iface, changed))
            QAccessible.updateAccessibility(
                QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged)
            )

    def release(self) -> None:
        """The view is going: hand the stars back to Qt's cache, which deletes them now."""
        for iface in self._star_ifaces:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self._star_ifaces.clear()


def _factory(key: str, obj: QObject | None) -> QAccessibleInterface | None:
    """Qt asks for an interface for ``obj``: the board view gets one that knows its stars."""
    make = getattr(obj, "make_accessible", None)
    if make is None:
        return None
    made = make()
    return made if isinstance(made, QAccessibleInterface) else None


_installed = False


def install_factory() -> None:
    """Let Qt ask this module for the board's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
