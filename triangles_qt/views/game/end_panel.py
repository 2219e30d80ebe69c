"""The end of a game, shown over the board: the rule book's words, the score, what next.

What next: a new game, the same board again (a rematch between two people at
this screen, or swapping sides against the computer: the one who moved
second starts; session/setup.py says when it is offered), the replay, or a
look at the board.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from triangles_qt.session import Outcome, Rematch
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.theme import NEBULA, Theme

#: The title's size, as many times the text's as the room allows (the first that fits).
TITLE_SCALES = (2.6, 2.2, 1.9, 1.6)
#: Narrowest the panel is (pixels), when the room allows.
MIN_WIDTH = 420


class EndPanel(QFrame):
    """Non-modal: the board stays visible around it, and "Look at the board" hides it."""

    newGameClicked = Signal()
    rematchClicked = Signal()
    lookClicked = Signal()
    replayClicked = Signal()
    puzzlesClicked = Signal()
    mistakesClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endPanel")
        self.title = QLabel(self)
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        relative_font(self.title, TITLE_SCALES[0], bold=True)
        self.score = QLabel(self)
        self.score.setObjectName("endScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel(self)
        self.note.setObjectName("endNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        relative_font(self.score, 1.4)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("endNewGame")
        self.rematch_button = QPushButton(self)
        self.rematch_button.setObjectName("endRematch")
        self.look_button = QPushButton(self)
        self.look_button.setObjectName("endLook")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("endReplay")
        self.puzzles_button = QPushButton(self)
        self.puzzles_button.setObjectName("endPuzzles")
        # Offered once a review of this game marks a line of the player's (set_mistakes_offered).
        self.mistakes_button = QPushButton(self)
        self.mistakes_button.setObjectName("endMistakes")
        self.mistakes_button.hide()
        for button in self._buttons():
            button.setMinimumHeight(44)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.new_button.clicked.connect(self.newGameClicked)
        self.rematch_button.clicked.connect(self.rematchClicked)
        self.look_button.clicked.connect(self.lookClicked)
        self.replay_button.clicked.connect(self.replayClicked)
        self.puzzles_button.clicked.connect(self.puzzlesClicked)
        self.mistakes_button.clicked.connect(self.mistakesClicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.look_button)
        # A second row for what to learn next, so the first keeps its room on a small screen.
        self.learn_row = QHBoxLayout()
        self.learn_row.addStretch(1)
        self.learn_row.addWidget(self.puzzles_button)
        self.learn_row.addWidget(self.mistakes_button)
        self.learn_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.addWidget(self.title)
        layout.addWidget(self.score)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        layout.addLayout(self.learn_row)
        # Tab follows the rows as they are read, left to right.
        order = (
            self.new_button,
            self.rematch_button,
            self.replay_button,
            self.look_button,
            self.puzzles_button,
            self.mistakes_button,
        )
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self._theme = NEBULA
        self._outcome: Outcome | None = Outcome.TIE
        self._winner_name = ""
        self._scores = (0, 0)
        self._names = ("", "")
        self._note = ""
        self._rematch: Rematch | None = None
        self._you_start = False
        self.rematch_button.hide()
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.setStyleSheet(f"QLabel {{ color: {theme.text.name()}; }}")
        self.update()

    def show_result(
        self,
        outcome: Outcome,
        winner_name: str,
        names: tuple[str, str],
        scores: tuple[int, int],
        note: str = "",
    ) -> None:
        self._outcome = outcome
        self._winner_name = winner_name
        self._names = names
        self._scores = scores
        self._note = note
        self.retranslate()
        self.show()
        self.raise_()

    def show_abandoned(
        self, names: tuple[str, str], scores: tuple[int, int], why: str = ""
    ) -> None:
        """The game ended without a winner (an opponent failed, the other device left: ``why``)."""
        self._outcome = None
        self._names = names
        self._scores = scores
        self._note = why
        self.retranslate()
        self.show()
        self.raise_()

    def offer_rematch(self, offer: Rematch | None, you_start: bool = False) -> None:
        """Show the same-board button (as a rematch or as swapping sides), or hide it.

        ``you_start``: the person at this device starts the next game and shows as "You"."""
        self._rematch = offer
        self._you_start = you_start
        self.rematch_button.setVisible(offer is not None)
        self.retranslate()

    def set_mistakes_offered(self, on: bool) -> None:
        """Show "Learn from your mistakes" (a review of this game marks the player's lines)."""
        self.mistakes_button.setVisible(on)

    def fit_width(self, room: int) -> int:
        """The panel's width within ``room`` pixels: the title on one line, set a step
        smaller when the room is short of it (it wraps only where no step fits)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else self.contentsMargins()
        around = margins.left() + margins.right() + 2 * self.frameWidth()
        line = 0
        for scale in TITLE_SCALES:
            relative_font(self.title, scale, bold=True)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            wide = QRect(0, 0, 100_000, 100_000)
            line = self.title.fontMetrics().boundingRect(wide, flags, self.title.text()).width()
            if line + around <= room:
                break
        return min(room, max(MIN_WIDTH, self.sizeHint().width(), line + around))

    def title_text(self) -> str:
        """Exactly the rule book's words for this ending."""
        if self._outcome is None:
            return self.tr("Game ended without a result")
        if self._outcome is Outcome.WON:
            return self.tr("You won!")
        if self._outcome is Outcome.LOST:
            return self.tr("You lost!")
        if self._outcome is Outcome.TIE:
            return self.tr("Tie!")
        return self.tr("{0} wins!").format(self._winner_name)

    def retranslate(self) -> None:
        self.title.setText(self.title_text())
        self.score.setText(
            self.tr("{0} {1} – {2} {3}").format(
                self._names[0], self._scores[0], self._scores[1], self._names[1]
            )
        )
        note = self._note
        if self._outcome is None:
            not_counted = self.tr("It is not counted in the statistics.")
            note = f"{note} {not_counted}" if note else not_counted
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.new_button.setText(self.tr("New game"))
        self.new_button.setToolTip(self.tr("Choose the board and the opponent of a new game."))
        self.look_button.setText(self.tr("Look at the board"))
        self.look_button.setToolTip(self.tr("Hide this panel to see the whole board."))
        self.replay_button.setText(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Play the game back line by line."))
        self.puzzles_button.setText(self.tr("Puzzles"))
        self.puzzles_button.setToolTip(
            self.tr("Positions from real games, each with a line to find")
        )
        self.mistakes_button.setText(self.tr("Learn from your mistakes"))
        self.mistakes_button.setToolTip(
            self.tr("Your costly lines of this game, each a puzzle: find a better line")
        )
        self._retranslate_rematch()
        for button in self._buttons():
            button.setAccessibleName(button.text())

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.new_button,
            self.rematch_button,
            self.look_button,
            self.replay_button,
            self.puzzles_button,
            self.mistakes_button,
        )

    def _retranslate_rematch(self) -> None:
        # Whoever moved second starts the next game: it is the second name now.
        starts = self._names[1]
        if self._rematch is Rematch.SWAP_SIDES:
            self.rematch_button.setText(self.tr("Swap sides"))
            if self._you_start:
                about = self.tr("The same board again, you on the other side: you start.")
            else:
                about = self.tr("The same board again, you on the other side: {0} starts.")
        else:
            self.rematch_button.setText(self.tr("Rematch"))
            about = self.tr("The same board again: {0} starts.")
        self.rematch_button.setToolTip(about.format(starts))
        self.rematch_button.setAccessibleDescription(about.format(starts))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(self._theme.highlight))
        painter.setBrush(self._theme.panel)
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 18, 18)
        painter.end()
