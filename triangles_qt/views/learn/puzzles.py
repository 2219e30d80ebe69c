"""Puzzles as the game window opens them: the shipped set, the day's puzzle, the progress kept.

The puzzle file and the player's progress are read off the UI thread when
Puzzles is first opened; every solve is written at once, off the UI thread
too, one write after another (the newest progress always lands last). A
progress file that could not be used, or a write that failed, is told once,
in the game window's message bar and on the Puzzles page.
"""

from __future__ import annotations

import datetime
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from triangles_qt import background
from triangles_qt.play.telling import Text
from triangles_qt.puzzles import Puzzle, daily_puzzle, shipped_puzzles
from triangles_qt.puzzles.progress import (
    Progress,
    ProgressProblem,
    ProgressStore,
    ProgressTrouble,
)
from triangles_qt.views.learn.puzzles_panel import PuzzlesPanel
from triangles_qt.views.look.theme import Theme
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.screen_reader import describe_close


def problem_text(problem: ProgressProblem) -> str:
    """The progress file's trouble in the language on screen."""
    if problem.trouble is ProgressTrouble.SET_ASIDE:
        return QCoreApplication.translate(
            "Puzzles",
            "The puzzle progress file could not be read; it was kept as {0} and the "
            "progress starts afresh.",
        ).format(problem.kept_as.name if problem.kept_as else "")
    if problem.trouble is ProgressTrouble.UNUSABLE:
        return QCoreApplication.translate(
            "Puzzles",
            "The puzzle progress file {0} cannot be used: solved puzzles are not kept this time.",
        ).format(str(problem.path))
    return QCoreApplication.translate(
        "Puzzles", "Solved puzzles cannot be saved ({0}): they are kept until you quit."
    ).format(_disk_words(problem.reason))


def _disk_words(reason: str) -> str:
    return {
        "disk_full": QCoreApplication.translate("Puzzles", "the disk is full"),
        "read_only": QCoreApplication.translate("Puzzles", "the folder is read-only"),
        "not_a_folder": QCoreApplication.translate("Puzzles", "a file is where the folder is"),
        "io_error": QCoreApplication.translate("Puzzles", "the disk reported an error"),
    }.get(reason, QCoreApplication.translate("Puzzles", "the system refused the write"))


class PuzzleProgressKeeper(QObject):
    """The player's progress in memory, written whole after each change, off the UI thread."""

    saved = Signal()
    """A write landed (or failed and was reported)."""
    problem = Signal(object)
    """A :class:`ProgressProblem`, once per kind of trouble."""

    def __init__(self, store: ProgressStore, progress: Progress, parent: QObject) -> None:
        super().__init__(parent)
        self.store = store
        self.progress = progress
        self._told: set[ProgressTrouble] = set()
        self._lock = threading.Lock()
        self._generation = 0
        self._written = 0

    def tell(self, problem: ProgressProblem | None) -> None:
        if problem is None or problem.trouble in self._told:
            return
        self._told.add(problem.trouble)
        self.problem.emit(problem)

    def record(self, puzzle_id: str, tries: int, daily: bool, today: datetime.date) -> None:
        self.progress.record_solved(puzzle_id, tries, today, daily)
        self._write()

    def record_shown(self, puzzle_id: str) -> None:
        self.progress.record_shown(puzzle_id)
        self._write()

    def _write(self) -> None:
        """Write the progress as it is now, off the UI thread, after the writes before it."""
        self._generation += 1
        generation, text = self._generation, self.progress.to_json()
        store, lock = self.store, self._lock

        def write() -> ProgressProblem | None:
            with lock:
                if generation <= self._written:
                    return None  # a newer progress has landed already
                self._written = generation
                return store.save_text(text)

        background.run_off_ui(write, self._landed, self, name="puzzle-progress-save")

    def _landed(self, problem: ProgressProblem | None) -> None:
        self.tell(problem)
        self.saved.emit()


class PuzzlesWindow(QDialog):
    """The Puzzles page in a window of its own, over the game window."""

    def __init__(
        self,
        puzzles: tuple[Puzzle, ...],
        keeper: PuzzleProgressKeeper,
        today: datetime.date,
        theme: Theme,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlesWindow")
        self.setMinimumSize(600, 440)
        self.resize(980, 660)
        self._keeper = keeper
        self._today = today
        self.panel = PuzzlesPanel(puzzles, daily_puzzle(today, puzzles), today, theme, self)
        self.panel.solved.connect(self._solved)
        self.panel.revealed.connect(self._revealed)
        self.note = QLabel(self)
        self.note.setObjectName("puzzleNote")
        self.note.setWordWrap(True)
        self.note.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.panel, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        keeper.problem.connect(self._problem)
        self._problem_shown: ProgressProblem | None = None
        self._show_progress()
        self.retranslate()

    def _show_progress(self) -> None:
        progress = self._keeper.progress
        self.panel.set_progress(
            set(progress.solved), progress.current_streak(self._today), set(progress.shown)
        )

    def _solved(self, puzzle_id: str, tries: int, daily: bool) -> None:
        self._keeper.record(puzzle_id, tries, daily, self._today)
        self._show_progress()

    def _revealed(self, puzzle_id: str) -> None:
        self._keeper.record_shown(puzzle_id)

    def _problem(self, problem: object) -> None:
        assert isinstance(problem, ProgressProblem)
        self._problem_shown = problem
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        describe_close(self.buttons)
        if self._problem_shown is not None:
            self.note.setText(problem_text(self._problem_shown))
            self.note.show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Puzzles(QObject):
    """Opens the Puzzles window for the game window ``parent``; owns the progress."""

    opened = Signal()

    def __init__(
        self,
        theme: Callable[[], Theme],
        notice: Callable[[Text], None],
        parent: QWidget,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self._theme = theme
        self._notice = notice
        self._parent = parent
        self._today = today
        self.store = ProgressStore()
        self.keeper: PuzzleProgressKeeper | None = None
        self._puzzles: tuple[Puzzle, ...] | None = None
        self.window: PuzzlesWindow | None = None
        self._loading = False

    def show(self) -> None:
        """Open the window (reading the puzzles and the progress first, off the UI thread)."""
        if self.window is not None:
            self.window.show()
            self.window.raise_()
            self.window.activateWindow()
            return
        if self._puzzles is not None and self.keeper is not None:
            self._open()
            return
        if self._loading:
            return
        self._loading = True
        store = self.store
        background.run_off_ui(
            lambda: (shipped_puzzles(), *store.load()),
            self._loaded,
            self,
            name="puzzles-load",
            failed=self._not_loaded,
        )

    def _not_loaded(self, error: BaseException) -> None:
        """The puzzle file could not be read (a damaged install): say so; the next try reads
        it again."""
        self._loading = False
        self._notice(
            lambda: QCoreApplication.translate(
                "Puzzles", "The puzzles could not be read: the game's files may be damaged."
            )
        )

    def _loaded(self, found: tuple[tuple[Puzzle, ...], Progress, ProgressProblem | None]) -> None:
        self._loading = False
        puzzles, progress, problem = found
        self._puzzles = puzzles
        self.keeper = PuzzleProgressKeeper(self.store, progress, self)
        self.keeper.problem.connect(self._tell)
        self._open()
        self.keeper.tell(problem)

    def _tell(self, problem: object) -> None:
        assert isinstance(problem, ProgressProblem)
        self._notice(lambda: problem_text(problem))

    def _open(self) -> None:
        assert self._puzzles is not None and self.keeper is not None
        window = PuzzlesWindow(
            self._puzzles, self.keeper, self._today(), self._theme(), self._parent
        )
        window.finished.connect(lambda _result: self._closed(window))
        self.window = window
        fit_dialog(window, self._parent)
        window.show()
        self.opened.emit()

    def _closed(self, window: PuzzlesWindow) -> None:
        if self.window is window:
            self.window = None
        window.deleteLater()

    def set_theme(self, theme: Theme) -> None:
        if self.window is not None:
            self.window.panel.set_theme(theme)
