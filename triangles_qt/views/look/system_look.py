"""The theme the system asks for: dark, light or high contrast, and word when that changes.

Qt tells the colour scheme from 6.5 on, and the contrast preference from
6.10 on (``QStyleHints.accessibility()``); on an older Qt, or a platform
that tells neither, the scheme reads as unknown and the choice is Nebula,
the game's own look. Reduce motion is the app's own switch: the platform's
is not followed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QStyleHints

from triangles_qt.views.look.theme import CONTRAST, DAYLIGHT, NEBULA


def system_theme_key(scheme: Qt.ColorScheme, high_contrast: bool) -> str:
    """High contrast wins over the scheme; light is Daylight; dark or unknown is Nebula."""
    if high_contrast:
        return CONTRAST.key
    if scheme == Qt.ColorScheme.Light:
        return DAYLIGHT.key
    return NEBULA.key


class SystemLook(QObject):
    """Reads the platform's look and says when the theme it asks for changes."""

    changed = Signal(str)  # the key of the theme the system asks for now

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hints: QStyleHints = QGuiApplication.styleHints()
        self._key = self.theme_key()
        self._hints.colorSchemeChanged.connect(self._look_changed)
        accessibility = getattr(self._hints, "accessibility", None)  # Qt 6.10 and later
        if accessibility is not None:
            accessibility().contrastPreferenceChanged.connect(self._look_changed)

    def high_contrast(self) -> bool:
        """The system asks for high contrast (never, on a Qt before 6.10)."""
        if not hasattr(self._hints, "accessibility"):
            return False
        preference = self._hints.accessibility().contrastPreference()
        return bool(preference == Qt.ContrastPreference.HighContrast)

    def theme_key(self) -> str:
        """The theme the system's look asks for now."""
        return system_theme_key(self._hints.colorScheme(), self.high_contrast())

    def _look_changed(self, *_args: object) -> None:
        key = self.theme_key()
        if key != self._key:
            self._key = key
            self.changed.emit(key)
