"""Learn from your mistakes as the game window offers it: on the end panel, once a review exists.

The end panel shows **Learn from your mistakes** while the game on the table
has a review (whole, or stopped part-way) with at least one marked line of
the people at this device; the window replays each of those lines as an
exercise (:class:`MistakesPanel`). Nothing here waits: the review is the one
the Review window kept, and every line is judged off the UI thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from triangles_qt.play.table import Table
from triangles_qt.puzzles.mistakes import Exercise, exercises
from triangles_qt.views.game.end_panel import EndPanel
from triangles_qt.views.learn.mistakes_panel import MistakesPanel
from triangles_qt.views.learn.reviews import Reviews, people_here
from triangles_qt.views.look.theme import Theme
from triangles_qt.views.look.window_geometry import fit_dialog
from triangles_qt.views.screen_reader import describe_close


class MistakesWindow(QDialog):
    """The exercises of one game, in a window of their own over the game window."""

    def __init__(
        self,
        found: tuple[Exercise, ...],
        names: tuple[str, str],
        named: bool,
        theme: Theme,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mistakesWindow")
        self.setMinimumSize(600, 440)
        self.resize(980, 660)
        self.panel = MistakesPanel(found, names, named, theme, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.panel, 1)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn from your mistakes"))
        describe_close(self.buttons)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Mistakes(QObject):
    """Offers Learn from your mistakes on the end panel, and opens its window."""

    def __init__(
        self,
        table: Table,
        reviews: Reviews,
        panel: EndPanel,
        names: Callable[[], tuple[str, str]],
        theme: Callable[[], Theme],
        placed: Callable[[], None],
        parent: QWidget,
    ) -> None:
        """``placed``: called when the end panel's buttons changed (the window places it)."""
        super().__init__(parent)
        self._table = table
        self._reviews = reviews
        self._panel = panel
        self._names = names
        self._theme = theme
        self._placed = placed
        self._parent = parent
        self.window: MistakesWindow | None = None
        panel.installEventFilter(self)  # shown for an ending: offered or not, afresh
        panel.mistakesClicked.connect(self.show)
        reviews.changed.connect(self.offer)

    def exercises(self) -> tuple[Exercise, ...]:
        """The exercises of the game on the table: its review's marked lines of the people
        at this device (none without a review, or once another game is on the table)."""
        game, setup = self._table.game, self._table.setup
        if game is None or setup is None or not self._table.ended:
            return ()
        review = self._reviews.kept(setup.game_id)
        if review is None:
            return ()
        try:
            return exercises(review, game, people_here(setup))
        except ValueError:
            return ()  # (a review of another game: never offered)

    def offer(self) -> None:
        """Show the button on the end panel when there is something to learn."""
        offered = bool(self.exercises())
        if offered != (not self._panel.mistakes_button.isHidden()):
            self._panel.set_mistakes_offered(offered)
            if self._panel.isVisible():
                self._placed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._panel and event.type() == QEvent.Type.Show:
            self.offer()
        return False

    def show(self) -> None:
        """Open the window on this game's exercises (one window at a time)."""
        found = self.exercises()
        if not found:
            return
        setup = self._table.setup
        assert setup is not None
        people = people_here(setup) or []
        if self.window is not None:
            self.window.done(0)  # (one window at a time: the old one goes)
        window = MistakesWindow(found, self._names(), len(people) > 1, self._theme(), self._parent)
        window.finished.connect(lambda _result: self._closed(window))
        self.window = window
        fit_dialog(window, self._parent)
        window.show()

    def _closed(self, window: MistakesWindow) -> None:
        if self.window is window:
            self.window = None
        window.deleteLater()

    def set_theme(self, theme: Theme) -> None:
        if self.window is not None:
            self.window.panel.set_theme(theme)
