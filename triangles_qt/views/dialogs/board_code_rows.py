"""New Game's board code rows: the code of the board on the table, and a field to type one.

The code shown can be selected and copied (or copied with its button);
someone who types it in their own New Game plays the same board with the
same rule. A code typed here is read by the model
(:class:`~triangles_qt.model.board_code.BoardCode`) when Enter or Use is
pressed (or Start, with a code typed and not used yet): a good one is
:attr:`BoardCodeRows.chosen` and announced with :attr:`BoardCodeRows.applied`
(the window then shows its size and rule), a refused one shows why under the
field.
"""

from __future__ import annotations

import enum
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from triangles_qt.model.board_code import BoardCode, BoardCodeError, CodeProblem
from triangles_qt.net import code as network_code
from triangles_qt.views.look.field_note import FieldNote

# A code shown as an example (a real one: 80 stars on the tablet-sized board).
EXAMPLE = "122G-3NQK-8NB8"
# The longest text the field takes (the longest code, spaced out generously).
MAX_TYPED = 48


class _Note(enum.Enum):
    """What the line under the field says besides a refusal."""

    CHOSEN = "chosen"
    COPIED = "copied"
    NETWORK_CODE = "network-code"


def problem_text(problem: CodeProblem) -> str:
    """Why a typed code opens no board, in the current language."""
    if problem is CodeProblem.EMPTY:
        return QCoreApplication.translate("BoardCode", "Type a board code first.")
    if problem is CodeProblem.NOT_A_CODE:
        return QCoreApplication.translate(
            "BoardCode", "This is not a board code. A board code looks like {0}."
        ).format(EXAMPLE)
    if problem is CodeProblem.DAMAGED:
        return QCoreApplication.translate(
            "BoardCode",
            "This code is damaged: a character is wrong, missing or extra. "
            "Check it against the original.",
        )
    return QCoreApplication.translate(
        "BoardCode",
        "This code comes from a newer version of Triangles. Update the game to open it.",
    )


class _EnterField(QLineEdit):
    """A line edit whose Enter is its own (a dialog would otherwise press its default button)."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.entered.emit()
            return
        super().keyPressEvent(event)


class BoardCodeRows(QObject):
    """Adds the code rows to New Game's form; :attr:`chosen` is the code the next game plays."""

    applied = Signal(object)  # a BoardCode was typed and used: show its size and rule
    reshaped = Signal()  # the line under the field came, went or changed: fit the window again

    def __init__(self, form: QFormLayout, current: BoardCode | None, parent: QWidget) -> None:
        super().__init__(parent)
        self._form = form
        self._current = current
        self.chosen: BoardCode | None = None
        self._problem: CodeProblem | None = None
        self._note: _Note | None = None

        self.current_label = QLabel(parent)
        self.current_field = QLineEdit(parent)
        self.current_field.setObjectName("currentBoardCode")
        self.current_field.setReadOnly(True)
        self.current_field.setText(current.shown if current is not None else "")
        self.copy_button = QPushButton(parent)
        self.copy_button.setObjectName("copyBoardCode")
        self.copy_button.clicked.connect(self.copy)
        self.current_row = QHBoxLayout()
        self.current_row.addWidget(self.current_field, 1)
        self.current_row.addWidget(self.copy_button)

        self.typed_label = QLabel(parent)
        self.typed_field = _EnterField(parent)
        self.typed_field.setObjectName("typedBoardCode")
        self.typed_field.setMaxLength(MAX_TYPED)
        self.typed_field.entered.connect(self.use)
        self.typed_field.textEdited.connect(self._edited)
        self.use_button = QPushButton(parent)
        self.use_button.setObjectName("useBoardCode")
        self.use_button.setAutoDefault(False)  # Enter in the window still means Start
        self.use_button.clicked.connect(self.use)
        self.typed_row = QHBoxLayout()
        self.typed_row.addWidget(self.typed_field, 1)
        self.typed_row.addWidget(self.use_button)

        self.status = FieldNote(self.typed_row, parent)
        self.status.setObjectName("boardCodeStatus")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form.addRow(self.current_label, self.current_row)
        form.addRow(self.typed_label, self.typed_row)
        form.addRow("", self.status)
        self._visible = True
        self.retranslate()

    # -- what the player does ------------------------------------------------------------

    def copy(self) -> None:
        """Put the code of the board on the table on the clipboard."""
        if self._current is None:
            return
        QGuiApplication.clipboard().setText(self._current.shown)
        self._say(None, _Note.COPIED)

    def use(self) -> bool:
        """Read the typed code: True when it is good (then :attr:`chosen` is it)."""
        typed = self.typed_field.text()
        try:
            code = BoardCode.parse(typed)
        except BoardCodeError as refused:
            self.chosen = None
            if refused.problem is CodeProblem.NOT_A_CODE and network_code.normalize(typed):
                self._say(None, _Note.NETWORK_CODE)
            else:
                self._say(refused.problem, None)
            return False
        self.chosen = code
        self.typed_field.setText(code.shown)
        self._say(None, _Note.CHOSEN)
        self.applied.emit(code)
        return True

    def settle(self) -> bool:
        """Before the game starts: a code typed and not used yet is used now.

        False when it is refused (its reason is shown; the window stays open)."""
        typed = self.typed_field.text()
        if not self._visible or not typed.strip():
            return True
        if self.chosen is not None and typed == self.chosen.shown:
            return True
        return self.use()

    def forget(self) -> None:
        """The player chose another size or set: the typed code is no longer the board."""
        if self.chosen is None and not self.typed_field.text():
            return
        self.chosen = None
        self.typed_field.clear()
        self._say(None, None)

    def set_rule(self, play_again: bool) -> None:
        """The rule was changed: the chosen board stays, its code now names the new rule."""
        if self.chosen is None or self.chosen.play_again == play_again:
            return
        self.chosen = replace(self.chosen, play_again=play_again)
        self.typed_field.setText(self.chosen.shown)
        self._say(None, _Note.CHOSEN)

    def set_visible(self, visible: bool) -> None:
        """Hidden when the host's board will be played (joining a network game)."""
        self._visible = visible
        self._form.setRowVisible(self.current_row, visible and self._current is not None)
        self._form.setRowVisible(self.typed_row, visible)
        self._form.setRowVisible(self.status, visible and bool(self.status.text()))

    def _edited(self, _text: str) -> None:
        if self._problem is not None or self._note is _Note.NETWORK_CODE:
            self._say(None, None)  # the reason was for what was typed before

    def _say(self, problem: CodeProblem | None, note: _Note | None) -> None:
        self._problem, self._note = problem, note
        self._show_status()

    # -- texts ---------------------------------------------------------------------------

    def _show_status(self) -> None:
        problem, note, chosen = self._problem, self._note, self.chosen
        if problem is not None:
            text = problem_text(problem)
        elif note is _Note.NETWORK_CODE:
            text = self.tr(
                "This is the code of a network game. To join that game, choose "
                "“Join a game on another device” as the opponent."
            )
        elif note is _Note.COPIED:
            text = self.tr("The code is copied.")
        elif note is _Note.CHOSEN and chosen is not None:
            text = self.tr("The next game is played on the board of code {0} ({1} stars).").format(
                chosen.shown, chosen.n_stars
            )
        else:
            text = ""
        self.status.show_text(text)
        self.status.setAccessibleName(text)
        self._form.setRowVisible(self.status, self._visible and bool(text))
        self.reshaped.emit()

    def retranslate(self) -> None:
        self.current_label.setText(self.tr("This board's code"))
        self.current_field.setAccessibleName(self.tr("This board's code"))
        self.current_field.setToolTip(
            self.tr(
                "Someone who types this code in New Game plays the same board, with the same rule."
            )
        )
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy this board's code"))
        self.copy_button.setAccessibleDescription(
            self.tr("Puts the code on the clipboard, to send to someone.")
        )
        self.typed_label.setText(self.tr("Play a board code"))
        self.typed_field.setAccessibleName(self.tr("Board code to play"))
        self.typed_field.setPlaceholderText(EXAMPLE)  # (a code reads the same in every language)
        self.use_button.setText(self.tr("Use"))
        self.use_button.setAccessibleName(self.tr("Use the board code"))
        self.use_button.setToolTip(
            self.tr("The next game is played on the board of the code typed beside.")
        )
        self._show_status()
