"""The strip under the board: what to do now, what just happened, why a line was refused.

It shows what the app's :class:`~triangles_qt.play.telling.Teller` is told to say.

It is always there and never changes height, so a message appearing or
going away never moves the board under a finger, and it never covers a
star or line it talks about. During a replay the same strip holds the
replay controls. Texts are kept as callables and worked out when shown, so
a language switch retranslates the message on screen at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QWidget,
)

from triangles_qt.play.telling import Message, MessageKind, Teller, Text
from triangles_qt.views.look.icons import Glyph, paint_glyph
from triangles_qt.views.look.theme import NEBULA, Theme

_GLYPHS = {
    MessageKind.COACH: Glyph.COACH,
    MessageKind.INFO: Glyph.INFO,
    MessageKind.REFUSAL: Glyph.REFUSAL,
}


class MarkIcon(QWidget):
    """The round mark in front of a message: its kind at a glance, not by colour alone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(26, 26)
        self.kind: MessageKind | None = None
        self.color = QColor(NEBULA.text)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.kind is None:
            return
        painter = QPainter(self)
        paint_glyph(painter, _GLYPHS[self.kind], QRectF(self.rect()), self.color)
        painter.end()


class MessageBar(QFrame):
    """One line (at most two) of text with its mark; or, in a replay, the replay controls."""

    actionClicked = Signal()  # the coach's button (a message's own button calls its callback)
    changed = Signal()  # the message on show changed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self._theme = NEBULA
        self._coach: Text | None = None
        self._coach_action: Text | None = None
        self._message: tuple[MessageKind, Text] | None = None
        self._message_action: tuple[Text, Callable[[], None]] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)

        page = QWidget(self)
        self.mark = MarkIcon(page)
        self.label = QLabel(page)
        self.label.setObjectName("messageText")
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.action_button = QPushButton(page)
        self.action_button.setObjectName("messageAction")
        self.action_button.setMinimumHeight(36)
        self.action_button.clicked.connect(self._action_clicked)
        self.action_button.hide()
        row = QHBoxLayout(page)
        row.setContentsMargins(14, 4, 10, 4)
        row.setSpacing(10)
        row.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.label, 1)
        row.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._stack = QStackedLayout(self)
        self._stack.setContentsMargins(0, 0, 0, 0)
        self._stack.addWidget(page)
        self._page = page
        self._replay: QWidget | None = None
        self.setFixedHeight(self.bar_height())
        self._render()

    def bar_height(self) -> int:
        """Room for two lines of text in any of the languages (Devanagari is taller)."""
        metrics = QFontMetrics(self.font())
        line = max(metrics.height(), metrics.boundingRect("हिन्दी Ăg").height()) + 2
        replay = self._replay.sizeHint().height() if self._replay is not None else 0
        return max(2 * line + 12, replay + 8, 50)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.bar_height())

    # -- the replay page ---------------------------------------------------------

    def set_replay_widget(self, widget: QWidget) -> None:
        """The controls shown instead of messages while a game is replayed."""
        self._replay = widget
        self._stack.addWidget(widget)
        self.setFixedHeight(self.bar_height())

    def show_replay(self, on: bool) -> None:
        if self._replay is not None:
            self._stack.setCurrentWidget(self._replay if on else self._page)

    @property
    def replaying(self) -> bool:
        return self._replay is not None and self._stack.currentWidget() is self._replay

    # -- messages -------------------------------------------------------------------

    def show_message(self, message: Message) -> None:
        """Show ``message`` for its time (0: until replaced or cleared), with its button."""
        self._message = (message.kind, message.text)
        self._message_action = message.action
        if message.ms > 0:
            self._timer.start(message.ms)
        else:
            self._timer.stop()
        self._render()

    def listen(self, teller: Teller) -> None:
        """Show whatever ``teller`` is told to say (and take it away when told)."""
        teller.told.connect(self.show_message)
        teller.cleared.connect(self._cleared)

    def _cleared(self, kind: object) -> None:
        if kind is None:
            self.clear()
        else:
            assert isinstance(kind, MessageKind)
            self.clear_kind(kind)

    def set_coach(self, text: Text | None, action: Text | None = None) -> None:
        """What a newcomer should do now; shown whenever no other message is."""
        self._coach = text
        self._coach_action = action
        self._render()

    def clear(self) -> None:
        """Drop the message on show (the coach's tip, if any, comes back)."""
        self._timer.stop()
        self._message = None
        self._message_action = None
        self._render()

    def clear_kind(self, kind: MessageKind) -> None:
        if self._message is not None and self._message[0] is kind:
            self.clear()

    def text(self) -> str:
        return self.label.text()

    def kind(self) -> MessageKind | None:
        return self.mark.kind

    @property
    def coaching(self) -> bool:
        return self._coach is not None

    def _render(self) -> None:
        action: Text | None = None
        if self._message is not None:
            kind, text = self._message
            action = self._message_action[0] if self._message_action is not None else None
        elif self._coach is not None:
            kind, text, action = MessageKind.COACH, self._coach, self._coach_action
        else:
            self.mark.kind = None
            self.label.setText("")
            self.action_button.hide()
            self.mark.update()
            self.update()
            self.changed.emit()
            return
        theme = self._theme
        color = {
            MessageKind.COACH: theme.highlight,
            MessageKind.INFO: theme.text,
            MessageKind.REFUSAL: theme.refused,
        }[kind]
        self.mark.kind = kind
        self.mark.color = QColor(color)
        self.mark.update()
        self.label.setText(text())
        weight = "bold" if kind is MessageKind.REFUSAL else "normal"
        self.label.setStyleSheet(f"color: {color.name()}; font-weight: {weight};")
        if action is not None:
            self.action_button.setText(action())
            # A screen reader that reaches the button says what it answers.
            self.action_button.setAccessibleDescription(self.label.text())
            self.action_button.show()
        else:
            self.action_button.hide()
        self.update()
        self.changed.emit()

    def _action_clicked(self) -> None:
        if self._message is not None:
            if self._message_action is not None:
                self._message_action[1]()
            return
        self.actionClicked.emit()

    # -- looks -----------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._render()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self._theme.panel)
        kind = self.mark.kind if not self.replaying else None
        if kind is not None:
            accent = self.mark.color
            painter.fillRect(QRectF(0, 0, 4, self.height()), accent)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
