"""Sizes that hold every language's words, so that a language switch moves nothing.

A line of Hindi is taller than a line of English in the same font (the
Devanagari fallback has a taller ascent and descent), and "Anulează" is wider
than "Undo". A menu bar, a label or a tool bar sized to the words on screen
therefore changes size on a switch, and the board beside it re-fits: every
star moves under the player's finger. The parts around the board are sized
here for the tallest line and the widest words of all three languages, with
the current font (a text-size change may move the board; a language must not).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QMenuBar

from triangles_qt.i18n import in_every_language

#: Letters of every script the app speaks: Latin with Romanian accents, and
#: Devanagari with marks above and below its letters.
ALL_SCRIPTS = "ÂȘȚăîgjy हिन्दीकृष्णुँ"


def line_height(font: QFont) -> int:
    """The height of one line in ``font`` that any of the languages may fill."""
    return QFontMetrics(font).size(0, ALL_SCRIPTS).height()


def widest_words(font: QFont, context: str, source: str) -> int:
    """How wide ``source`` is at its widest in any language, in ``font`` (pixels)."""
    metrics = QFontMetrics(font)
    return max(
        metrics.size(Qt.TextFlag.TextShowMnemonic, text).width()
        for text in in_every_language(context, source)
    )


class SteadyLabel(QLabel):
    """A label at least one line of any language high, whatever its words now."""

    def _least(self) -> int:
        margins = self.contentsMargins()
        return line_height(self.font()) + margins.top() + margins.bottom() + 2 * self.margin()

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        return QSize(size.width(), max(size.height(), self._least()))

    def minimumSizeHint(self) -> QSize:
        size = super().minimumSizeHint()
        return QSize(size.width(), max(size.height(), self._least()))

    def heightForWidth(self, width: int) -> int:
        height = super().heightForWidth(width)
        return height if height < 0 else max(height, self._least())


class SteadyMenuBar(QMenuBar):
    """A menu bar as high in English as in Hindi: its tallest title is taken as a line
    that any language may fill."""

    def _extra(self) -> int:
        metrics = self.fontMetrics()
        titles = [action.text() for action in self.actions() if action.isVisible()]
        tallest = max(
            (metrics.size(Qt.TextFlag.TextShowMnemonic, title).height() for title in titles),
            default=metrics.height(),
        )
        return max(0, line_height(self.font()) - tallest)

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        return QSize(size.width(), size.height() + self._extra())

    def minimumSizeHint(self) -> QSize:
        size = super().minimumSizeHint()
        return QSize(size.width(), size.height() + self._extra())

    def heightForWidth(self, width: int) -> int:
        height = super().heightForWidth(width)
        return height if height < 0 else height + self._extra()
