"""Telling the screen reader something now: Qt's announcement event, never a dropped repeat.

Qt hands the announcement to the platform's screen reader (AT-SPI on Linux,
UI Automation on Windows, NSAccessibility on macOS). A screen reader may drop
a message identical to the one before, so a repeat is made different (a
no-break space is added or taken away).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the fallback below
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

_DISTINCT = "\u00a0"


class Announcer(QObject):
    """Hands texts to the screen reader, never two identical ones in a row."""

    announced = Signal(str)
    """Every text as announced (the command line shows it; tests read it)."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._target = target
        self._last = ""

    def say(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        if text == self._last.rstrip(_DISTINCT):
            text = self._last + _DISTINCT if not self._last.endswith(_DISTINCT) else text
        self._last = text
        if QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self._target, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
        else:  # pragma: no cover - Qt before 6.8: an alert with the text as its name
            self._target.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self._target, QAccessible.Event.Alert))
        self.announced.emit(text)
