"""The Statistics window's tables: read-only rows whose texts share one baseline.

Qt centres each cell's text on its own line height, and a line of
Devanagari (from the bundled Noto Sans Devanagari) is taller than a line of
digits (from the system font), so in Hindi the words sat higher than the
numbers beside them. :class:`BaselineDelegate` draws every cell of a row on
the same baseline, worked out from the metrics of both scripts
(:func:`~triangles_qt.views.stats.style.line_metrics`), and
:class:`StatsTable` makes the rows tall enough for either; a header is
aligned like its column, with the same inset.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from triangles_qt.views.stats.style import CELL_INSET, baseline, line_metrics

#: Space above and below the tallest line in a row.
ROW_PADDING: Final = 7

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Cell:
    """One cell: its text and, optionally, a colour and a tooltip."""

    text: str
    colour: QColor | None = None
    tooltip: str = ""


class BaselineDelegate(QStyledItemDelegate):
    """Paints cell texts on one shared baseline per row, inset like the header."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._font = QFont(parent.font())
        self._metrics = line_metrics(self._font)

    def set_font(self, font: QFont) -> None:
        self._font = QFont(font)
        self._metrics = line_metrics(self._font)

    @property
    def line_height(self) -> float:
        return self._metrics[0] + self._metrics[1]

    def baseline(self, rect: QRectF) -> float:
        """Where the text of a row of this height stands, whatever its script."""
        return baseline(rect.top(), rect.height(), self._metrics)

    def _layout(self, text: str, font: QFont) -> QTextLayout:
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.NoWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        line = layout.createLine()
        line.setPosition(QPointF(0, 0))
        layout.endLayout()
        return layout

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        if not text:
            return
        rect = QRectF(opt.rect).adjusted(CELL_INSET, 0, -CELL_INSET, 0)
        metrics = opt.fontMetrics
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        layout = self._layout(shown, opt.font)
        line = layout.lineAt(0)
        width = line.naturalTextWidth()
        right = bool(opt.displayAlignment & Qt.AlignmentFlag.AlignRight)
        x = rect.right() - width if right else rect.left()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = opt.palette
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = foreground.color() if isinstance(foreground, QBrush) else palette.color(role)
        painter.save()
        painter.setPen(colour)
        painter.setClipRect(QRectF(opt.rect))
        layout.draw(painter, QPointF(x, self.baseline(QRectF(opt.rect)) - line.ascent()))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        layout = self._layout(text, self._font)  # kept alive while its line is read
        width = layout.lineAt(0).naturalTextWidth()
        return QSize(math.ceil(width) + 2 * CELL_INSET, self.row_height())

    def row_height(self) -> int:
        return math.ceil(self.line_height) + 2 * ROW_PADDING


class StatsTable(QTableWidget):
    """A read-only table of figures: whole rows selected, numbers right-aligned."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setHighlightSections(False)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabKeyNavigation(False)  # Tab leaves the table; the arrows walk its cells
        self.delegate = BaselineDelegate(self)
        self.setItemDelegate(self.delegate)
        self._numeric: frozenset[int] = frozenset()
        self._fit_rows()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._fit_rows()
        super().changeEvent(event)

    def _fit_rows(self) -> None:
        self.delegate.set_font(self.font())
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(self.delegate.row_height())
        rows.setDefaultSectionSize(self.delegate.row_height())
        header = self.horizontalHeader()
        header.setMinimumHeight(self.delegate.row_height())

    def alignment(self, column: int) -> Qt.AlignmentFlag:
        """Numbers to the right, words to the left; a header is aligned like its column."""
        numeric = column in self._numeric
        side = Qt.AlignmentFlag.AlignRight if numeric else Qt.AlignmentFlag.AlignLeft
        return side | Qt.AlignmentFlag.AlignVCenter

    def set_columns(self, labels: Sequence[str], numeric: Collection[int], stretch: int) -> None:
        """Headers ``labels``; ``numeric`` columns to the right; ``stretch`` takes the room left."""
        self._numeric = frozenset(numeric)
        self.setColumnCount(len(labels))
        self.setHorizontalHeaderLabels(list(labels))
        for column in range(len(labels)):
            item = self.horizontalHeaderItem(column)
            if item is not None:
                item.setTextAlignment(self.alignment(column))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)

    def set_rows(self, rows: Sequence[Sequence[Cell]]) -> None:
        """Replace every row; nothing stays selected."""
        self.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, cell in enumerate(cells):
                item = QTableWidgetItem(cell.text)
                item.setTextAlignment(self.alignment(column))
                if cell.colour is not None:
                    item.setForeground(QBrush(cell.colour))
                if cell.tooltip:
                    item.setToolTip(cell.tooltip)
                self.setItem(row, column, item)
        self.clearSelection()
        self.setCurrentIndex(QModelIndex())


__all__ = ["BaselineDelegate", "Cell", "StatsTable"]
