"""The statistics as the game window reaches them: their window, and what they and the keeper say.

Notices of the statistics store (found off the UI thread, each told once)
and the news of the game's keeper (a failing disk, a result kept for
later) go to the player through the teller, never through the window; a
result the statistics confirmed refreshes their window if it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from triangles_qt.play.stats_bridge import StatsBridge
from triangles_qt.play.telling import Teller
from triangles_qt.session import KeeperNews, NewsKind
from triangles_qt.views.game.keeper_news import KeeperNewsRelay, news_text
from triangles_qt.views.stats.window import StatisticsWindow, notice_message


class Records(QObject):
    """The statistics' window and news, for the game window ``parent``."""

    def __init__(
        self,
        teller: Teller,
        opponent_name: Callable[[str | None, str], str],
        parent: QWidget,
        opponent_order: Callable[[], Sequence[str]] = tuple,
    ) -> None:
        """``opponent_order()``: the opponents' ids in New Game's order (weakest first)."""
        super().__init__(parent)
        self._teller = teller
        self._opponent_name = opponent_name
        self._opponent_order = opponent_order
        self._parent = parent
        self.stats: StatsBridge | None = None
        self.keeper_news: KeeperNewsRelay | None = None
        self.window: StatisticsWindow | None = None

    def set_stats(self, stats: StatsBridge) -> None:
        self.stats = stats
        # The store opens off the UI thread: its notices arrive later, each once.
        stats.notice.connect(lambda n: self._teller.notice(lambda: notice_message(n)))
        for notice in stats.take_notices():
            self._teller.notice(lambda n=notice: notice_message(n))  # type: ignore[misc]

    def set_keeper_news(self, relay: KeeperNewsRelay) -> None:
        """Tell what the game's keeper reports (a failing disk, a result kept for later)."""
        self.keeper_news = relay
        relay.news.connect(self._keeper_said)

    def _keeper_said(self, news: KeeperNews) -> None:
        if news.kind is NewsKind.RESULT_RECORDED:
            if self.window is not None:
                self.window.on_game_recorded()
            return
        if news_text(news):
            self._teller.notice(lambda: news_text(news))

    def show(self) -> None:
        """Open (or bring forward) the Statistics window."""
        if self.stats is None:
            return
        if self.window is None:
            self.window = StatisticsWindow(
                self.stats.store,
                self._parent,
                writer=self.stats.writer,
                opponent_name=self._opponent_name,
                opponent_order=self._opponent_order,
            )
        self.window.refresh()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
