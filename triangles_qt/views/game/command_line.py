"""The command line: fast play by typing, as a blind player types moves in a chess app.

Two star names draw a line ("c4 e2"); words ask about the game or act on it
(``speech/commands.py`` reads the text). Every answer is announced to the
screen reader and shown beside the field; a refused line gets the same words
as the message bar. Ctrl+L (View > Command line) shows the line and puts the
keyboard in it; Esc gives the keyboard back to the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QWidget

from triangles_qt.play.table import Table
from triangles_qt.speech.commands import Command, CommandKind, NotUnderstood, Problem, parse
from triangles_qt.speech.facts import star_facts, takes
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.game.speech import GameSpeech


@dataclass(frozen=True)
class GameActs:
    """The window's own actions the command line uses (with their checks and questions)."""

    hint: QAction
    undo: QAction
    redo: QAction
    resign: QAction


def command_words() -> Mapping[str, CommandKind]:
    """The command words in the current language (the English ones are always understood)."""
    words = {
        CommandKind.STAR: QCoreApplication.translate("Commands", "lines"),
        CommandKind.LAST: QCoreApplication.translate("Commands", "last"),
        CommandKind.SCORE: QCoreApplication.translate("Commands", "score"),
        CommandKind.TURN: QCoreApplication.translate("Commands", "turn"),
        CommandKind.TAKES: QCoreApplication.translate("Commands", "takes"),
        CommandKind.HINT: QCoreApplication.translate("Commands", "hint"),
        CommandKind.UNDO: QCoreApplication.translate("Commands", "undo"),
        CommandKind.REDO: QCoreApplication.translate("Commands", "redo"),
        CommandKind.RESIGN: QCoreApplication.translate("Commands", "resign"),
        CommandKind.HELP: QCoreApplication.translate("Commands", "help"),
    }
    return {word: kind for kind, word in words.items()}


class CommandField(QLineEdit):
    """The text field: Enter runs it, Esc hands the keyboard back to the board."""

    def __init__(self, run: Callable[[str], None], leave: Callable[[], None]) -> None:
        super().__init__()
        self._run = run
        self._leave = leave
        self.returnPressed.connect(self._enter)

    def _enter(self) -> None:
        text = self.text()
        self.clear()
        self._run(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self._leave()
            event.accept()
            return
        super().keyPressEvent(event)


class CommandLine(QWidget):
    """A field for commands, and the last thing said to the screen reader beside it."""

    def __init__(
        self, table: Table, board: BoardView, speech: GameSpeech, acts: GameActs,
        parent: QWidget | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("commandLine")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # the sheet's panel
        self._table = table
        self._board = board
        self._speech = speech
        self._acts = acts
        self.label = QLabel()
        self.field = CommandField(self.run, board.setFocus)
        self.field.setObjectName("commandField")
        self.label.setBuddy(self.field)
        self.reply = QLabel()
        self.reply.setObjectName("commandReply")
        self.reply.setWordWrap(True)
        self.reply.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.reply.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        layout.addWidget(self.field, 2)
        layout.addWidget(self.reply, 3)
        speech.announcer.announced.connect(self.reply.setText)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("Commands", "Co&mmand:"))
        self.field.setAccessibleName(QCoreApplication.translate("Commands", "Command line"))
        self.field.setAccessibleDescription(self._speech.words.help_text())
        self.field.setPlaceholderText(
            QCoreApplication.translate("Commands", "Two stars (c4 e2) or a command (help)")
        )
        self.reply.setAccessibleName(QCoreApplication.translate("Commands", "Last answer"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def focus(self) -> None:
        """Show the line and put the keyboard in it."""
        self.show()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # -- running a command ------------------------------------------------------------------

    def say(self, text: str, assertive: bool = False) -> None:
        self._speech.announcer.say(text, assertive)

    def run(self, text: str) -> None:
        """Do what ``text`` asks, and say so (or why not)."""
        names = self._board.star_names
        parsed = parse(text, names, command_words())
        if isinstance(parsed, NotUnderstood):
            if parsed.problem is not Problem.EMPTY:
                self.say(self._not_understood(parsed), assertive=True)
            return
        self._do(parsed)

    def _not_understood(self, parsed: NotUnderstood) -> str:
        if parsed.problem is Problem.UNKNOWN_STAR:
            return QCoreApplication.translate("Commands", "There is no star {0}.").format(
                parsed.word.upper()
            )
        if parsed.problem is Problem.STARS_MISSING:
            return QCoreApplication.translate("Commands", "Say which star: {0} C4.").format(
                parsed.word
            )
        return QCoreApplication.translate(
            "Commands", "I do not know “{0}”. Type help for the commands."
        ).format(parsed.word)

    def _do(self, command: Command) -> None:
        table, game = self._table, self._table.game
        seats = self._speech.seats()
        names = self._board.star_names
        kind = command.kind
        if kind is CommandKind.HELP:
            self.say(self._speech.words.help_text())
        elif game is None:
            self.say(self._speech.words.not_your_turn(seats, None, True))
        elif kind is CommandKind.LINE:
            self._draw(*command.stars)
        elif kind is CommandKind.STAR:
            star = command.stars[0]
            text = self._speech.words.star_text(seats, names, star, star_facts(game, star))
            self.say(f"{names.of(star)}. {text}")
        elif kind is CommandKind.LAST:
            move = game.last_move
            self.say(
                self._speech.words.drew_text(seats, names, move)
                if move is not None
                else QCoreApplication.translate("Commands", "No line has been drawn yet.")
            )
        elif kind is CommandKind.SCORE:
            self.say(self._speech.words.score_text(seats, game.scores))
        elif kind is CommandKind.TURN:
            self.say(self._speech.words.not_your_turn(seats, game, table.ended))
        elif kind is CommandKind.TAKES:
            self.say(self._speech.words.takes_text(names, takes(game)))
        else:
            self._act(kind)

    def _draw(self, a: int, b: int) -> None:
        if not self._board.interactive:
            self._speech.say_why_not()
            return
        self._board.clear_selection()
        # A refused line is told by the table's news (GameSpeech), in the message bar's words.
        self._table.request_line(a, b)

    def _act(self, kind: CommandKind) -> None:
        """Hint, undo, redo and resign go the menu's way (with its checks and questions)."""
        action = {
            CommandKind.HINT: self._acts.hint,
            CommandKind.UNDO: self._acts.undo,
            CommandKind.REDO: self._acts.redo,
            CommandKind.RESIGN: self._acts.resign,
        }[kind]
        if action.isEnabled():
            action.trigger()
        else:
            self.say(
                QCoreApplication.translate("Commands", "{0} is not possible now.").format(
                    action.iconText()
                ),
                assertive=True,
            )
