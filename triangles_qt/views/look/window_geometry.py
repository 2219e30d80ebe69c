"""Where windows open and how big: fitted to the screen they are on, never off it.

The main window opens sized to the screen's available area (maximised on
small screens), comes back where it was last time (clamped to the screen it
is on now, which may be smaller than the one it was saved on) and remembers
whether it was maximised or full screen. Dialogs open over the main window
and never larger than the screen.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: Screens smaller than this (available pixels) get a maximised main window.
SMALL_SCREEN = QSize(1400, 860)
#: The window frame assumed while the real one is unknown (before the window is
#: mapped): a title bar and thin borders, a little more than most desktops draw.
FRAME_GUESS: Final = QMargins(8, 36, 8, 8)
#: Share of a large screen the main window takes the first time.
FIRST_SHARE = 0.86


class WindowState(enum.Enum):
    NORMAL = "normal"
    MAXIMIZED = "maximized"
    FULL_SCREEN = "fullscreen"


@dataclass(frozen=True)
class Placement:
    """A window's normal (restored) rectangle and its state."""

    rect: QRect
    state: WindowState = WindowState.NORMAL

    def to_text(self) -> str:
        r = self.rect
        return f"{r.x()},{r.y()},{r.width()},{r.height()},{self.state.value}"

    @classmethod
    def from_text(cls, text: str) -> Placement | None:
        """Read what :meth:`to_text` wrote; None for anything else (an old or damaged value)."""
        parts = text.split(",")
        if len(parts) != 5:
            return None
        try:
            x, y, w, h = (int(p) for p in parts[:4])
            state = WindowState(parts[4])
        except ValueError:
            return None
        if w <= 0 or h <= 0:
            return None
        return cls(QRect(x, y, w, h), state)


def frame_or_guess(margins: QMargins) -> QMargins:
    """The real frame margins when the window system has told them, else :data:`FRAME_GUESS`."""
    return margins if not margins.isNull() else FRAME_GUESS


def inner_area(available: QRect, frame: QMargins = FRAME_GUESS) -> QRect:
    """The part of ``available`` a window's inside may use, leaving room for its frame."""
    return available.marginsRemoved(frame)


def fitted_geometry(
    hint: QSize, minimum: QSize, frame: QMargins, available: QRect, centre: QPoint
) -> QRect:
    """A window's own geometry (without its frame) for a screen's ``available`` area.

    The size is ``hint``, no larger than what the screen leaves once the
    frame is added (but never below ``minimum`` where the screen has room
    for that), centred on ``centre`` and then moved so the whole frame,
    title bar included, lies on the screen.
    """
    room = QSize(
        max(1, available.width() - frame.left() - frame.right()),
        max(1, available.height() - frame.top() - frame.bottom()),
    )
    size = hint.expandedTo(minimum).boundedTo(room)
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(centre)
    outer = rect.marginsAdded(frame)
    dx = max(available.left() - outer.left(), 0) or min(available.right() - outer.right(), 0)
    dy = max(available.top() - outer.top(), 0) or min(available.bottom() - outer.bottom(), 0)
    rect.translate(dx, dy)
    return rect


def clamp_rect(rect: QRect, area: QRect) -> QRect:
    """``rect`` made to fit inside ``area``: shrunk if too big, moved in if it sticks out."""
    width = min(rect.width(), area.width())
    height = min(rect.height(), area.height())
    x = min(max(rect.x(), area.left()), area.left() + area.width() - width)
    y = min(max(rect.y(), area.top()), area.top() + area.height() - height)
    return QRect(x, y, width, height)


def is_small(available: QRect) -> bool:
    return available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()


def first_placement(available: QRect) -> Placement:
    """The first start: maximised on a small screen, most of a large one otherwise, centred."""
    area = inner_area(available)
    if is_small(available):
        return Placement(area, WindowState.MAXIMIZED)
    size = QSize(round(area.width() * FIRST_SHARE), round(area.height() * FIRST_SHARE))
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(area.center())
    return Placement(rect, WindowState.NORMAL)


def restored_placement(saved: Placement | None, available: QRect) -> Placement:
    """Last time's place, fitted to the screen as it is now (or the first start's)."""
    if saved is None:
        return first_placement(available)
    return Placement(clamp_rect(saved.rect, inner_area(available)), saved.state)


def screen_for(widget: QWidget | None) -> QScreen | None:
    """The screen ``widget`` is on, else the primary one."""
    screen = widget.screen() if widget is not None else None
    return screen or QGuiApplication.primaryScreen()


def apply_placement(window: QWidget, placement: Placement) -> None:
    """Give ``window`` this normal geometry, then show it in the remembered state."""
    window.setGeometry(placement.rect)
    if placement.state is WindowState.FULL_SCREEN:
        window.showFullScreen()
    elif placement.state is WindowState.MAXIMIZED:
        window.showMaximized()
    else:
        window.showNormal()


def current_placement(window: QWidget) -> Placement:
    """What to remember: the normal geometry, and whether it is maximised or full screen."""
    state = window.windowState()
    if state & Qt.WindowState.WindowFullScreen:
        kind = WindowState.FULL_SCREEN
    elif state & Qt.WindowState.WindowMaximized:
        kind = WindowState.MAXIMIZED
    else:
        kind = WindowState.NORMAL
    rect = window.normalGeometry() if kind is not WindowState.NORMAL else window.geometry()
    if not rect.isValid():
        rect = window.geometry()
    return Placement(rect, kind)


def frame_margins(window: QWidget) -> QMargins:
    """The window's frame as the window system draws it (a guess until it is shown)."""
    handle = window.windowHandle()
    return frame_or_guess(handle.frameMargins() if handle is not None else QMargins())


def keep_frame_on_screen(window: QWidget) -> None:
    """Once shown (the real frame is known): move or shrink a normal window to stay on screen."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    screen = screen_for(window)
    if screen is None or not window.isVisible():
        return
    available = screen.availableGeometry()
    if available.contains(window.frameGeometry()):
        return
    window.setGeometry(
        fitted_geometry(
            window.size(),
            window.minimumSizeHint(),
            frame_margins(window),
            available,
            window.frameGeometry().center(),
        )
    )


def fit_dialog(dialog: QWidget, over: QWidget | None = None) -> None:
    """Size ``dialog`` to its wish, bounded by the screen, and centre it over ``over``.

    A dialog that chose its own size (``resize``) keeps it where the screen allows.
    """
    screen = screen_for(over if over is not None else dialog)
    if screen is None:
        return
    available = screen.availableGeometry()
    frame = frame_margins(dialog)
    wanted = (
        dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else dialog.sizeHint()
    )
    centre = over.frameGeometry().center() if over is not None else available.center()
    dialog.setMaximumSize(inner_area(available, frame).size())
    dialog.setGeometry(fitted_geometry(wanted, dialog.minimumSizeHint(), frame, available, centre))
