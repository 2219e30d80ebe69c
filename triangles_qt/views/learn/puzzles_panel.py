"""The Puzzles page: a position from a real game, a task, two tries, then the solution explained.

The puzzles and their certificates are Qt-free (:mod:`triangles_qt.puzzles`);
this page shows one at a time on the real board (tap, swipe or keys), judges
the player's line at once from the certificate, explains a wrong line in the
lessons' words and lets the player try once more, then shows the answer.
What was solved is handed to :class:`PuzzleProgressKeeper`, which writes it
off the UI thread.
"""

from __future__ import annotations

import datetime
import enum
from collections.abc import Sequence

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.model import Game
from triangles_qt.puzzles import Difficulty, Puzzle, PuzzleTask
from triangles_qt.puzzles.explain import LineFacts, Miss, line_facts, miss
from triangles_qt.views.board.refusals import line_verdict, refusal_text
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.board.view import BoardView, LineVerdict
from triangles_qt.views.game.names import you
from triangles_qt.views.game.spoken import Seats
from triangles_qt.views.learn.practice_speech import PracticeSpeech
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.theme import NEBULA, Theme

#: Tries before the solution is shown.
TRIES = 2


class Stage(enum.Enum):
    """Where the player is in one puzzle."""

    SOLVING = "solving"
    RETRY = "retry"
    """One wrong line: it was explained; one more try."""
    SOLVED = "solved"
    SHOWN = "shown"
    """The solution is on the board (two wrong lines, or the player asked)."""


class PuzzlesPanel(QWidget):
    """One puzzle at a time, with the list of all of them (the day's first) beside it."""

    #: (puzzle id, tries, whether it was the daily puzzle): a puzzle was solved.
    solved = Signal(str, int, bool)
    #: (puzzle id): the solution of a puzzle not solved yet was shown.
    revealed = Signal(str)

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        daily: Puzzle,
        today: datetime.date,
        theme: Theme = NEBULA,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles")
        self._puzzles = (daily, *[p for p in puzzles if p.id != daily.id])
        self._today = today
        self._theme = theme
        self._index = 0
        self._game: Game | None = None
        self._mover = 0  # the player to move in the puzzle: the one who solves it
        self._stage = Stage.SOLVING
        self._tries = 0
        self._wrong: tuple[LineFacts, int] | None = None  # the last wrong line's facts and loss
        self._refused: str | None = None
        self._done: set[str] = set()
        #: Puzzles whose solution was shown in this window: solving them later is practice,
        #: not counted (or the answer just seen would score a "first try").
        self._revealed: set[str] = set()
        self._first_answer: LineFacts | None = None
        self._streak = 0

        self.list = QListWidget(self)
        self.list.setObjectName("puzzleList")
        self.list.setMaximumWidth(250)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for _puzzle in self._puzzles:
            QListWidgetItem("", self.list)
        self.list.currentRowChanged.connect(self.open_puzzle)
        self.title = QLabel(self)
        self.title.setObjectName("puzzleTitle")
        relative_font(self.title, 1.2, bold=True)
        self.streak_label = QLabel(self)
        self.streak_label.setObjectName("puzzleStreak")
        self.streak_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.task = QLabel(self)
        self.task.setObjectName("puzzleTask")
        self.task.setWordWrap(True)
        relative_font(self.task, 1.0, bold=True)
        self.about = QLabel(self)
        self.about.setObjectName("puzzleAbout")
        self.about.setWordWrap(True)
        self.board = BoardView(self)
        self.board.setObjectName("puzzleBoard")
        self.board.setMinimumSize(300, 200)
        self.board.set_judge(self._judge)
        self.board.lineRequested.connect(self._line)
        self.speech = PracticeSpeech(self.board, lambda: self._game, self._seats, self._page_text)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("puzzleFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("puzzleShow")
        self.show_button.clicked.connect(self.show_solution)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("puzzleAgain")
        self.again_button.clicked.connect(lambda: self.open_puzzle(self._index))
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("puzzleNext")
        self.next_button.clicked.connect(self.next_puzzle)
        for button in (self.show_button, self.again_button, self.next_button):
            button.setMinimumHeight(40)
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.streak_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)
        right = QVBoxLayout()
        right.addLayout(header)
        right.addWidget(self.task)
        right.addWidget(self.about)
        right.addWidget(self.board, 1)
        right.addWidget(self.feedback)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(right, 1)
        self.list.setCurrentRow(0)
        self.open_puzzle(0)

    # -- what the panel shows ------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        return self._puzzles[self._index]

    @property
    def puzzles(self) -> tuple[Puzzle, ...]:
        """The puzzles in the list's order (the daily one first)."""
        return self._puzzles

    @property
    def game(self) -> Game:
        assert self._game is not None
        return self._game

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def is_daily(self) -> bool:
        return self._index == 0

    def set_progress(self, solved: set[str], streak: int, shown: set[str]) -> None:
        """What the player has solved before, the day streak, and the puzzles whose solution
        was shown (from the progress file)."""
        self._done = set(solved)
        self._streak = streak
        self._revealed = set(shown)
        self.retranslate()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        scene = self.board.board_scene()
        if scene is not None:
            scene.set_theme(theme)
        self.retranslate()

    # -- one puzzle ---------------------------------------------------------------------------

    def open_puzzle(self, index: int) -> None:
        """Show puzzle ``index`` (0: the day's) from its position, two tries ahead."""
        if not 0 <= index < len(self._puzzles):
            return
        self._index = index
        if self.list.currentRow() != index:
            self.list.setCurrentRow(index)
        self._game = self.puzzle.game()
        self._first_answer = line_facts(self._game, *self.puzzle.answers[0])
        self._mover = self._game.current_player
        self._stage = Stage.SOLVING
        self._tries = 0
        self._wrong = None
        self._refused = None
        scene = BoardScene(self._game.board, self._theme, self)
        old = self.board.scene()
        self.board.set_board_scene(scene)
        if old is not None:
            old.deleteLater()
        scene.show_moves(self._game.moves)
        self.board.set_interactive(True)
        self.board.fit()
        self.retranslate()

    def next_puzzle(self) -> None:
        """The next puzzle not solved yet after this one (or simply the next)."""
        count = len(self._puzzles)
        for step in range(1, count + 1):
            index = (self._index + step) % count
            if self._puzzles[index].id not in self._done:
                self.open_puzzle(index)
                return
        self.open_puzzle((self._index + 1) % count)

    def show_solution(self) -> None:
        """Draw an answer on the board and explain it; the puzzle counts as not solved."""
        if self._stage in (Stage.SOLVED, Stage.SHOWN):
            return
        self._stage = Stage.SHOWN
        self._refused = None
        self._show_answer()
        self.retranslate()

    def _judge(self, a: int, b: int) -> LineVerdict:
        return line_verdict(self.game, a, b)

    def _line(self, a: int, b: int) -> None:
        if self._stage not in (Stage.SOLVING, Stage.RETRY):
            return
        reason = self.game.refusal(a, b)
        if reason is not None:
            self._refused = refusal_text(reason)
            self.retranslate()
            return
        self._refused = None
        self._tries += 1
        puzzle = self.puzzle
        if puzzle.is_answer(a, b):
            self._stage = Stage.SOLVED
            self._play(a, b)
            if puzzle.id not in self._revealed:
                self._done.add(puzzle.id)
                self.solved.emit(puzzle.id, self._tries, self.is_daily)
            self.retranslate()
            return
        value = puzzle.value_of(a, b)
        best = puzzle.value_of(*puzzle.answers[0])
        assert value is not None and best is not None  # a legal line has a certified value
        self._wrong = (line_facts(self.game, a, b), best - value)
        if self._tries >= TRIES:
            self._stage = Stage.SHOWN
            self._show_answer()
        else:
            self._stage = Stage.RETRY
            scene = self.board.board_scene()
            if scene is not None:
                scene.flash_refused(a, b)
        self.retranslate()

    def _show_answer(self) -> None:
        """Draw the (first) answer, ringed for a moment so the eye finds it among the lines."""
        if self.puzzle.id not in self._done and self.puzzle.id not in self._revealed:
            self._revealed.add(self.puzzle.id)
            self.revealed.emit(self.puzzle.id)
        a, b = self.puzzle.answers[0]
        self._play(a, b)
        scene = self.board.board_scene()
        if scene is not None:
            scene.flash_hint(a, b)

    def _play(self, a: int, b: int) -> None:
        """Draw line a-b for the player to move and show it (the answer, or the player's)."""
        self._answer_facts = line_facts(self.game, a, b)
        self.game.play(a, b)
        scene = self.board.board_scene()
        if scene is not None:
            scene.show_moves(self.game.moves)
        self.board.set_interactive(False)

    # -- words ----------------------------------------------------------------------------------

    def task_text(self, puzzle: Puzzle) -> str:
        return {
            PuzzleTask.WIN: self.tr(
                "Your move: close more triangles than your opponent from here."
            ),
            PuzzleTask.NO_GIFT: self.tr("Find the only line that gives nothing away."),
            PuzzleTask.SMALLEST_GIFT: self.tr(
                "Every line gives something away: find the one that gives the least."
            ),
            PuzzleTask.KEEP_CONTROL: self.tr("Take what you can and keep control."),
            PuzzleTask.BEST_LINE: self.tr(
                "Find the best line: it ends at least %n triangle(s) better than any other.",
                "",
                puzzle.margin,
            ),
        }[puzzle.task]

    def difficulty_text(self, difficulty: Difficulty) -> str:
        return {
            Difficulty.EASY: self.tr("Easy", "puzzle difficulty"),
            Difficulty.MEDIUM: self.tr("Medium", "puzzle difficulty"),
            Difficulty.HARD: self.tr("Hard", "puzzle difficulty"),
        }[difficulty]

    def _about_text(self, puzzle: Puzzle) -> str:
        scores = self.game.scores
        mine, theirs = scores[self._mover], scores[1 - self._mover]
        rule = (
            self.tr("play again after a triangle")
            if puzzle.play_again
            else self.tr("one line a turn")
        )
        return self.tr("{0} · {1} stars · {2}. Score: you {3}, your opponent {4}.").format(
            self.difficulty_text(puzzle.difficulty), puzzle.stars, rule, mine, theirs
        )

    def _outcome_text(self, value: int) -> str:
        """What best play from here comes to, for the player to move."""
        if value > 0:
            return self.tr(
                "With best play from here you close %n more triangle(s) than your opponent.",
                "",
                value,
            )
        if value < 0:
            return self.tr(
                "With best play from here you close %n triangle(s) fewer than your opponent: "
                "no line does better.",
                "",
                -value,
            )
        return self.tr("With best play from here you and your opponent close as many triangles.")

    def _answer_text(self, facts: LineFacts) -> str:
        """What the answer does at once, in the lessons' words."""
        if facts.closes:
            return self.tr("It closes %n triangle(s).", "", facts.closes)
        if facts.passes_take:
            return self.tr(
                "It leaves the triangles on offer: taking them would hand your opponent control."
            )
        if facts.gives:
            return self.tr("It gives away only %n triangle(s).", "", facts.gives)
        return self.tr("It gives nothing away.")

    def _miss_text(self, wrong: LineFacts, loss: int) -> str:
        assert self._first_answer is not None
        reason = miss(wrong, self._first_answer)
        first = {
            Miss.MISSED_TAKE: self.tr("A triangle could be closed: take it first."),
            Miss.GIFT: self.tr("That line gives away %n triangle(s).", "", wrong.gives),
            Miss.CONTROL: self.tr("That line hands your opponent control of what is left."),
        }[reason]
        cost = self.tr("With best play it ends %n triangle(s) worse than the best line.", "", loss)
        return f"{first} {cost}"

    def _feedback_text(self) -> str:
        if self._refused is not None:
            return self._refused
        puzzle = self.puzzle
        best = puzzle.value_of(*puzzle.answers[0])
        assert best is not None
        if self._stage is Stage.SOLVED:
            if puzzle.id in self._revealed and puzzle.id not in self._done:
                first = self.tr("Right. (It is not counted: you have seen its solution.)")
            elif self._tries == 1:
                first = self.tr("Solved at the first try!")
            else:
                first = self.tr("Solved at the second try.")
            return " ".join(
                (first, self._answer_text(self._answer_facts), self._outcome_text(best))
            )
        if self._stage is Stage.RETRY and self._wrong is not None:
            return " ".join((self._miss_text(*self._wrong), self.tr("Try once more.")))
        if self._stage is Stage.SHOWN:
            parts = []
            if self._wrong is not None:
                parts.append(self._miss_text(*self._wrong))
            parts.append(self.tr("The solution is drawn:"))
            a, b = self.puzzle.answers[0]
            names = self.board.star_names  # the stars' names a screen reader knows them by
            parts.append(self.tr("{0} to {1}.").format(names.of(a), names.of(b)))
            parts.append(self._answer_text(self._answer_facts))
            parts.append(self._outcome_text(best))
            return " ".join(parts)
        return ""

    def _title_text(self) -> str:
        if self.is_daily:
            date = QDate(self._today.year, self._today.month, self._today.day)
            return self.tr("Daily puzzle, {0}").format(
                QLocale().toString(date, QLocale.FormatType.LongFormat)
            )
        return self.tr("Puzzle {0} of {1}").format(self._index, len(self._puzzles) - 1)

    def _seats(self) -> Seats:
        """The one who solves the puzzle is "you"."""
        other = self.tr("The other player")
        names = (you(), other) if self._mover == 0 else (other, you())
        return Seats(names, self._mover)

    def _page_text(self) -> str:
        """The page's words, for the board's description."""
        parts = (self.title.text(), self.task.text(), self.about.text(), self.feedback.text())
        return " ".join(part for part in parts if part)

    def _list_text(self, row: int, puzzle: Puzzle) -> str:
        mark = "✓ " if puzzle.id in self._done else ""
        if row == 0:
            daily = self.tr("Daily puzzle")
            return f"{mark}{daily}"
        return f"{mark}{row}. {self.difficulty_text(puzzle.difficulty)} · " + self.tr(
            "{0} stars"
        ).format(puzzle.stars)

    def retranslate(self) -> None:
        for row, puzzle in enumerate(self._puzzles):
            item = self.list.item(row)
            if item is not None:
                item.setText(self._list_text(row, puzzle))
                # A screen reader says the tick in words.
                spoken = self._list_text(row, puzzle).removeprefix("✓ ")
                if puzzle.id in self._done:
                    spoken = self.tr("{0}, solved").format(spoken)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        self.list.setAccessibleName(self.tr("Puzzles"))
        self.list.setAccessibleDescription(
            self.tr("The daily puzzle, then every puzzle: choose one to try it on the board.")
        )
        self.title.setText(self._title_text())
        self.streak_label.setText(
            self.tr("Daily streak: %n day(s)", "", self._streak) if self._streak else ""
        )
        puzzle = self.puzzle
        self.task.setText(self.task_text(puzzle))
        self.about.setText(self._about_text(puzzle))
        self.feedback.setText(self._feedback_text())
        self.speech.feedback(self.feedback.text())
        good = self._stage is Stage.SOLVED
        bad = self._stage is Stage.RETRY or self._refused is not None
        color = self._theme.highlight if good else self._theme.refused if bad else None
        self.feedback.setStyleSheet(f"color: {color.name()};" if color is not None else "")
        self.board.setAccessibleName(self.tr("Puzzle board"))
        self.show_button.setText(self.tr("Show the solution"))
        self.show_button.setAccessibleName(self.tr("Show the solution"))
        self.show_button.setToolTip(self.tr("Draw the solution and say why it works."))
        self.show_button.setEnabled(self._stage in (Stage.SOLVING, Stage.RETRY))
        self.again_button.setText(self.tr("Start again"))
        self.again_button.setAccessibleName(self.tr("Start this puzzle again"))
        self.again_button.setToolTip(self.tr("Put the board back as the puzzle began."))
        self.next_button.setText(self.tr("Next puzzle"))
        self.next_button.setAccessibleName(self.tr("Next puzzle"))
        self.next_button.setToolTip(self.tr("Go to the next puzzle not solved yet."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
