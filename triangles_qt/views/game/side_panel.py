"""A place beside the board for a panel that talks about it (the review).

Such a panel must never cover the board: it takes a strip of the window
beside the board on a landscape window (under it on a portrait one), and
the board re-fits into what is left, once as the panel opens and once
as it closes. The strip's size follows the window, so the board keeps most
of the room on every screen (1024×600 to 1920×1080).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QBoxLayout, QWidget

#: The strip beside the board: this share of the window's width, within these bounds (px).
SIDE_SHARE = 0.3
SIDE_MIN, SIDE_MAX = 320, 480
#: Under the board (a portrait window): this share of the height, within these bounds.
UNDER_SHARE = 0.4
UNDER_MIN, UNDER_MAX = 220, 420
#: A window at least this much wider than tall has the panel beside the board.
LANDSCAPE = 1.1


class SidePanel(QObject):
    """Holds at most one panel in ``row``, the layout the board lies in, after the board."""

    def __init__(self, row: QBoxLayout, area: QWidget, board: QWidget) -> None:
        """``area``: the widget whose size sets the panel's (the window's middle part);
        ``board``: where the keyboard goes back to when the panel it was in goes."""
        super().__init__(area)
        area.installEventFilter(self)  # its size changes: the panel's follows
        self._row = row
        self._area = area
        self._board = board
        self.panel: QWidget | None = None

    def show_panel(self, panel: QWidget) -> None:
        """Put ``panel`` beside the board (instead of any other one)."""
        if self.panel is not None and self.panel is not panel:
            self.remove(self.panel)
        self.panel = panel
        self._row.addWidget(panel)
        self._after_the_board(panel)
        self.fit()
        panel.show()

    def _after_the_board(self, panel: QWidget) -> None:
        """Tab goes from the board into the panel, then on to what came after the board:
        the reading order (a panel added last came after the bar under the board). (The
        end panel, the board's last children, is off the board while a panel is open.)"""
        before = self._board
        for widget in panel.findChildren(QWidget):  # (in the order they were made)
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                QWidget.setTabOrder(before, widget)
                before = widget

    def remove(self, panel: QWidget) -> None:
        """Take ``panel`` away (the board gets its room back); its owner deletes it."""
        if panel is not self.panel:
            return
        focus = QApplication.focusWidget()
        focused = focus is not None and (focus is panel or panel.isAncestorOf(focus))
        self._row.removeWidget(panel)
        panel.hide()
        self.panel = None
        if focused:
            self._board.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._area and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        """Beside the board on a landscape window, under it on a portrait one; sized to it."""
        panel = self.panel
        if panel is None:
            return
        width, height = self._area.width(), self._area.height()
        if width >= LANDSCAPE * height:
            self._row.setDirection(QBoxLayout.Direction.LeftToRight)
            panel.setMinimumHeight(0)
            panel.setMaximumHeight(16_777_215)
            panel.setFixedWidth(max(SIDE_MIN, min(SIDE_MAX, round(SIDE_SHARE * width))))
        else:
            self._row.setDirection(QBoxLayout.Direction.TopToBottom)
            panel.setMinimumWidth(0)
            panel.setMaximumWidth(16_777_215)
            panel.setFixedHeight(max(UNDER_MIN, min(UNDER_MAX, round(UNDER_SHARE * height))))
