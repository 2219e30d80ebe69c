"""The game review as the game window opens it: kept with its game, on disk and in memory.

Review opens the Review panel beside the board for the game that ended; a
review made before (this run, or kept on disk with its game) opens at
once, read off the UI thread; a finished one is kept the same way, and so
is a stopped one, which the next Review continues (only its missing lines
are judged). The lines of the people at this device are judged first. A
mark chosen in the review shows the moment before that line (``jump``);
closing the panel, or a new game on the table, takes the mark off the
board (``unmark``) and gives the board its room back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from triangles_qt import background
from triangles_qt.paths import data_dir
from triangles_qt.play.table import Table
from triangles_qt.review import Review
from triangles_qt.review.store import load_review, save_review
from triangles_qt.session.setup import GameSetup
from triangles_qt.views.learn.review_panel import ReviewPanel


def reviews_dir() -> Path:
    """Where reviews (finished or stopped) are kept, one file per game."""
    return data_dir() / "reviews"


def people_here(setup: GameSetup) -> list[int] | None:
    """The players who are people at this device (their lines are judged first); None: none."""
    people = [
        player
        for player, seat in enumerate(setup.seats)
        if not seat.is_computer and not seat.remote
    ]
    return people or None


class Dock(Protocol):
    """Where the panel goes: beside the board (views/game/side_panel.py)."""

    def show_panel(self, panel: QWidget) -> None: ...

    def remove(self, panel: QWidget) -> None: ...


class Reviews(QObject):
    """Opens and keeps the reviews of the table's games, in a panel beside ``parent``'s board."""

    changed = Signal()
    """A review was kept (made, stopped, or read back): :meth:`kept` may say more now."""
    shownChanged = Signal(bool)
    """The panel opened (True) or closed (False) beside the board."""

    def __init__(
        self,
        table: Table,
        names: Callable[[], tuple[str, str]],
        jump: Callable[[int, int, int], None],
        unmark: Callable[[], None],
        dock: Dock,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._names = names
        self._jump = jump
        self._unmark = unmark
        self._dock = dock
        self._parent = parent
        self._kept: dict[str, Review] = {}
        self.panel: ReviewPanel | None = None
        # A new game on the table: the review of the last one closes.
        table.gameStarted.connect(self.close)
        self.time_per_move: float | None = None
        """Seconds to judge each line (None: the review's own default)."""

    def kept(self, game_id: str) -> Review | None:
        """The review of game ``game_id`` kept this run (whole or partial), if any."""
        return self._kept.get(game_id)

    def show_review(self) -> None:
        """Open the Review panel for the ended game (its review is made off the UI thread)."""
        game, setup = self._table.game, self._table.setup
        if game is None or setup is None or not self._table.ended or not game.move_count:
            return
        game_id = setup.game_id
        kept = self._kept.get(game_id)
        if kept is not None:
            self._open(game_id, kept)
            return
        folder, copy = reviews_dir(), game.copy()
        background.run_off_ui(
            lambda: load_review(folder, game_id, copy),
            lambda found: self._open(game_id, found),
            self,
            name="review-load",
        )

    def _open(self, game_id: str, kept: Review | None) -> None:
        game, setup = self._table.game, self._table.setup
        if game is None or setup is None or setup.game_id != game_id:
            return  # another game is on the table by now
        if self.panel is not None:
            self._drop(self.panel)  # (a review still running hands back what it judged: kept)
            fresher = self._kept.get(game_id)
            if fresher is not None and (kept is None or len(fresher.moves) > len(kept.moves)):
                kept = fresher
        if kept is not None and game_id not in self._kept:
            self._kept[game_id] = kept  # (read back from disk)
            self.changed.emit()
        panel = ReviewPanel(
            game, self._names(), kept, self.time_per_move, self._parent, people_here(setup)
        )
        panel.reviewed.connect(lambda review: self._keep(game_id, review))
        panel.jump.connect(self._jump)
        panel.closed.connect(lambda: self._closed(panel))
        self.panel = panel
        self._dock.show_panel(panel)
        self.shownChanged.emit(True)
        panel.start()
        panel.focus_first()

    def close(self) -> None:
        """Close the panel (what it judged is kept) and take its mark off the board."""
        if self.panel is not None:
            self._closed(self.panel)

    def replay_closed(self) -> None:
        """The replay ended (its mark left the board with it): no mark is chosen any more."""
        if self.panel is not None:
            self.panel.marks.clearSelection()

    def _closed(self, panel: ReviewPanel) -> None:
        self._drop(panel)
        if self.panel is panel:
            self.panel = None
            self._unmark()
            self.shownChanged.emit(False)

    def _drop(self, panel: ReviewPanel) -> None:
        panel.finish()
        self._dock.remove(panel)
        panel.deleteLater()

    def _keep(self, game_id: str, review: object) -> None:
        """A review (finished, or stopped part-way) stays with its game: in memory, and on
        disk (off the UI thread)."""
        assert isinstance(review, Review)
        self._kept[game_id] = review
        self.changed.emit()
        folder = reviews_dir()
        background.run_off_ui(
            lambda: save_review(folder, game_id, review), lambda _: None, self, name="review-save"
        )
