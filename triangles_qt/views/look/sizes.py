"""Sizes for every eye: the text's, and the stars' and lines' on every board.

One choice for the whole app (the player's, from the View menu). The text
size scales the application font, so every window follows it, live. Qt
leaves the font of a widget under a style sheet as it was when the
application font changes, so those sheets are applied again; a widget whose
font is a multiple of the text's (a title, a score) is made with
:func:`relative_font` and is scaled again too. The stars' and lines' size is
read by every board scene, which is told when it changes.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from triangles_qt.play.settings import Size


def size_names() -> dict[Size, str]:
    """The sizes' names in the current language, as the View menu offers them."""
    return {
        Size.NORMAL: QCoreApplication.translate("Sizes", "Normal"),
        Size.LARGE: QCoreApplication.translate("Sizes", "Large"),
        Size.LARGER: QCoreApplication.translate("Sizes", "Larger"),
    }


#: How much larger the text is than the system's.
TEXT_SCALE: Final = {Size.NORMAL: 1.0, Size.LARGE: 1.25, Size.LARGER: 1.5}
#: How much larger the stars and lines are than at Normal.
BOARD_SCALE: Final = {Size.NORMAL: 1.0, Size.LARGE: 1.4, Size.LARGER: 1.8}

_SCALE: Final = "trianglesTextScale"
_BOLD: Final = "trianglesTextBold"
_AT_LEAST: Final = "trianglesTextAtLeast"


class Sizes(QObject):
    """The sizes the app shows now; boards listen to ``boardChanged``."""

    boardChanged = Signal()
    textChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._text = Size.NORMAL
        self._board = Size.NORMAL
        self._base: QFont | None = None  # the application font at Normal

    @property
    def text(self) -> Size:
        return self._text

    @property
    def board(self) -> Size:
        return self._board

    @property
    def board_scale(self) -> float:
        return BOARD_SCALE[self._board]

    def set_board(self, size: Size) -> None:
        if size is not self._board:
            self._board = size
            self.boardChanged.emit()

    def set_text(self, size: Size) -> None:
        """Scale the application font, and with it every window's text."""
        if size is self._text:
            return
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if self._base is None:
            self._base = QFont(app.font())
        self._text = size
        app.setFont(_scaled(self._base, TEXT_SCALE[size]))
        widgets = QApplication.allWidgets()
        for widget in widgets:
            sheet = widget.styleSheet()
            if sheet:  # polished again, so its widgets take the new font
                widget.setStyleSheet("")
                widget.setStyleSheet(sheet)
        for widget in widgets:
            if widget.property(_SCALE) is not None:
                _apply(widget)
        self.textChanged.emit()


_sizes: list[Sizes] = []


def sizes() -> Sizes:
    """The app's one choice of sizes (made with the application, and gone with it)."""
    app = QCoreApplication.instance()
    if not _sizes or _sizes[0].parent() is not app:
        _sizes[:] = [Sizes(app)]
    return _sizes[0]


def relative_font(widget: QWidget, scale: float, bold: bool = False, at_least: float = 0) -> None:
    """Give ``widget`` the text's font ``scale`` times larger (and at least ``at_least``
    points), now and whenever the text size changes."""
    widget.setProperty(_SCALE, float(scale))
    widget.setProperty(_BOLD, bold)
    widget.setProperty(_AT_LEAST, float(at_least))
    _apply(widget)


def _apply(widget: QWidget) -> None:
    font = _scaled(QApplication.font(), float(str(widget.property(_SCALE))))
    at_least = float(str(widget.property(_AT_LEAST) or 0))
    if font.pointSizeF() > 0 and font.pointSizeF() < at_least:
        font.setPointSizeF(at_least)
    font.setBold(bool(widget.property(_BOLD)))
    own = widget.font()  # a letter spacing of its own (a code to read out) stays
    font.setLetterSpacing(own.letterSpacingType(), own.letterSpacing())
    widget.setFont(font)


def _scaled(font: QFont, scale: float) -> QFont:
    out = QFont(font)
    if font.pointSizeF() > 0:
        out.setPointSizeF(font.pointSizeF() * scale)
    elif font.pixelSize() > 0:
        out.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return out
