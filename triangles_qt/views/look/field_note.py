"""A wrapped note under a form's field, as tall as its text and no taller."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QLayout, QWidget


class FieldNote(QLabel):
    """A wrapped note in a form's field column, exactly as tall as its text there.

    QFormLayout gives a wrapped QLabel the height of its size hint, which is
    for a narrow made-up width (a quarter of 80 characters for a short text):
    a two-line note got five lines' height. This one fixes its height to its
    text's at the width of ``column`` (a widget or layout in the same column,
    laid out already) when its text changes, and at its own width when that
    changes.
    """

    def __init__(self, column: QWidget | QLayout, parent: QWidget) -> None:
        super().__init__(parent)
        self._column = column
        self.setWordWrap(True)

    def show_text(self, text: str) -> None:
        """Say ``text`` (and take its height at the column's width)."""
        self.setText(text)
        width = self._column.geometry().width()
        self._fit(width if width > 0 else self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        self.setFixedHeight(self.heightForWidth(width) if self.text() else 0)
