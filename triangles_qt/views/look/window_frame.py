"""The main window on the screen: where it opens, full screen and back, its tool bar's side.

It opens where it was last time, fitted to the screen it is on now (or sized
to the screen the first time: ``window_geometry``); F11 toggles full screen
and leaving it gives back the window as it was (maximised on a small
screen); a landscape window puts its tool bar at the side so the board
keeps the height.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QToolBar

from triangles_qt.views.look.window_geometry import (
    Placement,
    apply_placement,
    is_small,
    restored_placement,
    screen_for,
)

#: A window wider than this many times its height puts the tool bar on its left side.
SIDE_TOOLBAR_ASPECT = 1.3


class WindowFrame(QObject):
    """Places ``window`` on the screen and keeps its tool bar on the right side of it."""

    def __init__(
        self, window: QMainWindow, toolbar: QToolBar, orient: Callable[[bool], None]
    ) -> None:
        """``orient(side)``: lay the tool bar's buttons out for the side (True) or the top."""
        super().__init__(window)
        self._window = window
        self._toolbar = toolbar
        self._orient = orient
        self._before_full_screen = False  # whether leaving full screen gives a maximised window

    def place(self, saved: str = "") -> None:
        """Show the window where it was last time, fitted to this screen (or sized to it)."""
        window = self._window
        remembered = Placement.from_text(saved)
        # The screen it was on, if that screen is still there; else the primary one.
        screen = (
            QGuiApplication.screenAt(remembered.rect.center()) if remembered is not None else None
        ) or screen_for(window)
        if screen is None:
            window.show()
            return
        placement = restored_placement(remembered, screen.availableGeometry())
        # Full screen on a small screen: leaving it should give the maximised window.
        self._before_full_screen = is_small(screen.availableGeometry())
        apply_placement(window, placement)

    def set_full_screen(self, on: bool) -> None:
        window = self._window
        if on and not window.isFullScreen():
            self._before_full_screen = window.isMaximized()
            window.showFullScreen()
        elif not on and window.isFullScreen():
            if self._before_full_screen:
                window.showMaximized()
            else:
                window.showNormal()

    def bring_to_front(self) -> None:
        """Another start of the app asked for this window: show it on top."""
        window = self._window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()

    def place_toolbar(self) -> None:
        """Landscape windows keep their height for the board: the tool bar goes to the side."""
        window = self._window
        side = window.width() > SIDE_TOOLBAR_ASPECT * window.height()
        area = Qt.ToolBarArea.LeftToolBarArea if side else Qt.ToolBarArea.TopToolBarArea
        if window.toolBarArea(self._toolbar) != area:
            window.addToolBar(area, self._toolbar)
            self._toolbar.show()
            self._orient(side)
