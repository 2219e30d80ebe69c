"""The Statistics window: totals at a glance, two charts, tables, export and reset.

It reads a :class:`~triangles_qt.stats.StatsStore` (or asks a callable for
the current one on every refresh) and shows:

- cards with the totals against the computer (played, won, lost, tied, win
  rate, streak, average margin); ties count neither as a win nor as a loss,
  a resigned game is a loss;
- a stacked bar per opponent and the win rate over time
  (:mod:`~triangles_qt.views.stats.charts`);
- tables per opponent, per board size, and the recent games
  (:mod:`~triangles_qt.views.stats.tables`);
- Export CSV (a file dialog) and Reset (after a confirmation).

The figures scroll; the status line and the buttons stay at the bottom, so
the window works on a 1024×600 screen. It opens at its preferred size
bounded by the screen, centred over its parent, and Esc closes it.

It refreshes when a game is recorded while it is open (the app calls
:meth:`StatisticsWindow.on_game_recorded` on the keeper's news) and
retranslates itself on ``QEvent.LanguageChange``: opponent names come from
the ``opponent_name`` callable at every render, so they follow the language
too. Reads are quick (one read transaction, WAL never waits for the
writer); a reset goes through the background writer when one is given.
A store that is still being opened (on the writer thread, perhaps waiting
for another process's lock) is never waited for: the window says so and
looks again every :data:`OPENING_POLL_MS` until it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QScroller,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from triangles_qt import background
from triangles_qt.stats import (
    GameRow,
    GroupStats,
    RecordOutcome,
    Report,
    StatsStore,
    StatsWriter,
)
from triangles_qt.views.look.sizes import relative_font
from triangles_qt.views.look.window_geometry import (
    fitted_geometry,
    frame_margins,
    keep_frame_on_screen,
)
from triangles_qt.views.screen_reader import close_description
from triangles_qt.views.stats.charts import ResultsChart, WinRateChart
from triangles_qt.views.stats.reset import confirm_reset
from triangles_qt.views.stats.rows import group_rows, recent_row
from triangles_qt.views.stats.style import (
    LOST_COLOUR,
    MUTED,
    TIED_COLOUR,
    WON_COLOUR,
    paint_sky,
    style_sheet,
)
from triangles_qt.views.stats.tables import StatsTable
from triangles_qt.views.stats.texts import (
    OpponentNamer,
    local_date,
    notice_message,
    percent,
    reason_text,
    signed,
    stored_name,
)

RECENT_LIMIT: Final = 50
STORE_SOURCE = StatsStore | Callable[[], StatsStore]
# The size the window asks for; a smaller screen gets less and the figures scroll.
PREFERRED_SIZE: Final = QSize(1040, 800)
# Table rows the tabs show before the figures scroll.
VISIBLE_ROWS: Final = 4
# How often a window showing a store that is still opening looks again (a flag, no I/O).
OPENING_POLL_MS: Final = 250


class StatCard(QFrame):
    """One figure at a glance: a big value over a small caption."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"card_{key}")
        self.value = QLabel("—", self)
        self.value.setObjectName(f"value_{key}")
        self.caption = QLabel(self)
        self.caption.setObjectName(f"caption_{key}")
        self.caption.setWordWrap(True)
        relative_font(self.value, 2.0, bold=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(2)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


class StatisticsWindow(QWidget):
    """The Statistics window. ``store`` is a store or a callable returning the current one.

    ``opponent_name(opponent_id, stored_name)`` names an opponent in the
    current language; without it the stored names are shown.
    ``opponent_order()`` gives the opponents' ids in New Game's order
    (weakest first): the chart and the table list them so; an opponent not
    installed any more comes after them, by name.
    """

    resetDone = Signal(object)
    """Emitted (on the UI thread) with the :class:`RecordOutcome` of a reset."""

    CARDS = ("played", "won", "lost", "tied", "rate", "streak", "margin")

    def __init__(
        self,
        store: STORE_SOURCE,
        parent: QWidget | None = None,
        *,
        writer: StatsWriter | None = None,
        opponent_name: OpponentNamer | None = None,
        opponent_order: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self._source = store
        self._writer = writer
        self._opponent_name: OpponentNamer = opponent_name or stored_name
        self._opponent_order: Callable[[], Sequence[str]] = opponent_order or (lambda: ())
        self._report = Report()
        self._recent: list[GameRow] = []
        self._status = ""
        self._status_is_error = False
        self._store_state: tuple[bool, str | None, str | None] = (True, None, None)
        self._opening = False
        self._opening_poll = QTimer(self)
        self._opening_poll.setSingleShot(True)
        self._opening_poll.setInterval(OPENING_POLL_MS)
        self._opening_poll.timeout.connect(self._poll_opening)
        self._refresh_pending = False
        self._placed = False

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("statsScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.viewport().setAutoFillBackground(False)
        self.scroll_area.setWidget(self._build_content())
        # A finger drags the figures up and down (the mouse uses the wheel and the bar).
        QScroller.grabGesture(
            self.scroll_area.viewport(), QScroller.ScrollerGestureType.TouchGesture
        )

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportButton")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetButton")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeButton")
        for button in (self.export_button, self.reset_button, self.close_button):
            button.setMinimumHeight(36)
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button.clicked.connect(self.close)
        self.close_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.close_shortcut.activated.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        # Only the figures scroll: the status line and the buttons always show,
        # under a thin line that says the figures go on beneath it.
        footer = QFrame(self)
        footer.setObjectName("statsFooter")
        bottom = QVBoxLayout(footer)
        bottom.setContentsMargins(22, 8, 22, 14)
        bottom.setSpacing(8)
        bottom.addWidget(self.status)
        bottom.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(footer)

        self.setStyleSheet(style_sheet())
        self.resize(PREFERRED_SIZE)
        self.retranslate()
        self.refresh()

    # -- building -----------------------------------------------------------------

    def _build_content(self) -> QWidget:
        content = QWidget()
        content.setObjectName("statsContent")
        content.setAutoFillBackground(False)
        self.title = QLabel(content)
        self.title.setObjectName("title")
        relative_font(self.title, 1.9, bold=True)
        self.subtitle = QLabel(content)
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)

        self.cards = {key: StatCard(key, content) for key in self.CARDS}
        cards = QGridLayout()
        cards.setSpacing(10)
        for i, key in enumerate(self.CARDS):
            cards.addWidget(self.cards[key], 0, i)

        self.results_chart = ResultsChart(content)
        self.win_rate_chart = WinRateChart(content)
        charts = QHBoxLayout()
        charts.setSpacing(12)
        charts.addWidget(self.results_chart, 1)
        charts.addWidget(self.win_rate_chart, 1)

        # The tabs first: Tab reaches their bar before the table under it.
        self.tabs = QTabWidget(content)
        self.tabs.setObjectName("tabs")
        self.opponent_table = StatsTable("opponentTable", content)
        self.size_table = StatsTable("sizeTable", content)
        self.recent_table = StatsTable("recentTable", content)
        self.tabs.addTab(self.opponent_table, "")
        self.tabs.addTab(self.size_table, "")
        self.tabs.addTab(self.recent_table, "")

        layout = QVBoxLayout(content)
        layout.setContentsMargins(22, 18, 22, 6)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(cards)
        layout.addLayout(charts, 5)
        layout.addWidget(self.tabs, 4)
        return content

    def _fit_tabs(self) -> None:
        """Tall enough for the header and a few rows, so the tables scroll with the window."""
        rows = self.recent_table.delegate.row_height()
        tab_bar = self.tabs.tabBar().sizeHint().height()
        self.tabs.setMinimumHeight(tab_bar + (VISIBLE_ROWS + 1) * rows + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_sky(painter, QRectF(self.rect()))
        painter.end()

    # -- size and place -------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(PREFERRED_SIZE)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._placed:
            self._placed = True
            self.place()
        super().showEvent(event)
        QTimer.singleShot(0, self, self._keep_on_screen)  # dropped if the window is gone

    def place(self) -> None:
        """Size hint bounded by the screen, centred over the parent window, frame on screen."""
        parent = self.parentWidget()
        anchor = parent.window() if parent is not None else None
        screen = (anchor.screen() if anchor is not None else None) or self.screen()
        available = screen.availableGeometry()
        if anchor is not None and anchor.isVisible():
            centre = anchor.frameGeometry().center()
        else:
            centre = available.center()
        frame = frame_margins(self)
        self.setGeometry(
            fitted_geometry(self.sizeHint(), self.minimumSizeHint(), frame, available, centre)
        )

    def _keep_on_screen(self) -> None:
        """Once the real frame is known: pull the window back wholly onto its screen."""
        keep_frame_on_screen(self)

    # -- language -----------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_tabs()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-set every text in the current language (numbers stay as they are)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("Statistics"))
        captions = {
            "played": self.tr("Games played"),
            "won": self.tr("Won"),
            "lost": self.tr("Lost"),
            "tied": self.tr("Ties"),
            "rate": self.tr("Win rate"),
            "streak": self.tr("Win streak"),
            "margin": self.tr("Average margin"),
        }
        for key, caption in captions.items():
            self.cards[key].caption.setText(caption)
        self.cards["rate"].setToolTip(self.tr("Wins out of games won or lost; ties are left out."))
        self.cards["streak"].setToolTip(
            self.tr("A loss ends a streak; a tie neither ends nor extends it.")
        )
        self.cards["margin"].setToolTip(self.tr("Your triangles minus the computer's, per game."))
        self.tabs.setTabText(0, self.tr("By opponent"))
        self.tabs.setTabText(1, self.tr("By board size"))
        self.tabs.setTabText(2, self.tr("Recent games"))
        self.tabs.setTabToolTip(0, self.tr("Your results against each opponent."))
        self.tabs.setTabToolTip(1, self.tr("Your results on each size of board."))
        self.tabs.setTabToolTip(2, self.tr("The last games, newest first."))
        # The tables are named and described as their tabs are, for screen readers.
        for index, table in enumerate((self.opponent_table, self.size_table, self.recent_table)):
            table.setAccessibleName(self.tabs.tabText(index))
            table.setAccessibleDescription(
                self.tr("{0} The arrow keys go from row to row.").format(
                    self.tabs.tabToolTip(index)
                )
            )
        self.scroll_area.setAccessibleName(self.tr("Your figures"))
        self.scroll_area.setAccessibleDescription(
            self.tr("The counts, the charts and the tables; the arrow keys scroll.")
        )
        figures = [
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Ties"),
            self.tr("Win rate"),
            self.tr("Streak"),
            self.tr("Best streak"),
            self.tr("Avg. margin"),
        ]
        numbers = range(1, len(figures) + 1)
        self.opponent_table.set_columns([self.tr("Opponent"), *figures], numbers, stretch=0)
        self.size_table.set_columns([self.tr("Board"), *figures], numbers, stretch=0)
        self.recent_table.set_columns(
            [
                self.tr("Finished"),
                self.tr("Opponent"),
                self.tr("Board"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Moves"),
                self.tr("Time"),
                self.tr("Help"),
            ],
            (3, 5, 6),
            stretch=1,
        )
        self.export_button.setText(self.tr("Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every recorded game as a spreadsheet file."))
        self.reset_button.setText(self.tr("Reset…"))
        self.reset_button.setToolTip(self.tr("Delete all recorded games."))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleDescription(close_description())
        self._fit_tabs()
        self._render()

    # -- data ---------------------------------------------------------------------

    def store(self) -> StatsStore:
        """The store shown now (a callable source is asked every time)."""
        source = self._source
        return source if isinstance(source, StatsStore) else source()

    @Slot()
    def refresh(self) -> None:
        """Read the figures again and show them (a store still opening reads nothing yet)."""
        store = self.store()
        self._report = store.report()
        self._recent = store.recent_games(RECENT_LIMIT)
        self._note_state(store)
        self._render()

    def _note_state(self, store: StatsStore) -> None:
        self._store_state = (store.recording, store.not_recording_reason, store.last_read_error)
        self._opening = store.opening
        if self._opening and not self._opening_poll.isActive():
            self._opening_poll.start()

    def _poll_opening(self) -> None:
        """While the store opens, only its state is looked at; once open, everything is read."""
        store = self.store()
        if store.opening:
            self._note_state(store)
            self._render_status()
        else:
            self.refresh()

    @Slot()
    def on_game_recorded(self) -> None:
        """A game was recorded (connect the app's signal here): refresh once, soon.

        Several signals in a row (e.g. a resubmitted backlog) cost one refresh.
        """
        if not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self._refresh_now)

    def _refresh_now(self) -> None:
        self._refresh_pending = False
        self.refresh()

    # -- showing ------------------------------------------------------------------

    def opponent(self, opponent_id: str | None, stored: str) -> str:
        """An opponent's name in the current language (asked anew at every render)."""
        return self._opponent_name(opponent_id, stored)

    def _group_name(self, group: GroupStats) -> str:
        return self.opponent(group.opponent_id, group.opponent_name)

    def by_opponent(self) -> list[GroupStats]:
        """The groups per opponent in New Game's order; the others after, by their stored
        name (untranslated: the order never changes with the language)."""
        order = {oid: n for n, oid in enumerate(self._opponent_order())}
        return sorted(
            self._report.by_opponent,
            key=lambda g: (
                order.get(g.opponent_id or "", len(order)),
                g.opponent_name.casefold(),
                g.opponent_id or "",
            ),
        )

    def _render(self) -> None:
        report = self._report
        total = report.total
        values = {
            "played": str(total.played),
            "won": str(total.won),
            "lost": str(total.lost),
            "tied": str(total.tied),
            "rate": percent(total.win_rate),
            "streak": str(total.current_streak),
            "margin": signed(total.average_margin),
        }
        for key, value in values.items():
            self.cards[key].value.setText(value)
        colours = {"won": WON_COLOUR, "lost": LOST_COLOUR, "tied": TIED_COLOUR}
        for key, colour in colours.items():
            self.cards[key].value.setStyleSheet(f"color: {colour.name()};")
        self.cards["streak"].caption.setText(
            self.tr("Win streak (best {0})").format(total.best_streak)
        )
        self.subtitle.setText(self._subtitle())
        opponents = self.by_opponent()  # the chart and the table in one order
        self.results_chart.set_groups(opponents, self._group_name)
        self.win_rate_chart.set_points(report.over_time)
        name = self.opponent
        self.opponent_table.set_rows(group_rows(opponents, name, by_size=False))
        self.size_table.set_rows(group_rows(report.by_board_size, name, by_size=True))
        self.recent_table.set_rows([recent_row(game, name) for game in self._recent])
        self._render_status()

    def _subtitle(self) -> str:
        report = self._report
        parts = [self.tr("Games against the computer: {0}").format(report.total.played)]
        if report.two_player_games:
            parts.append(
                self.tr("two-player games (not counted): {0}").format(report.two_player_games)
            )
        if report.first_game is not None:
            parts.append(self.tr("since {0}").format(local_date(report.first_game)))
        return "  ·  ".join(parts)

    def _render_status(self) -> None:
        recording, reason, read_error = self._store_state
        if self._status:
            text, error = self._status, self._status_is_error
        elif self._opening and reason == "opening":
            text, error = self.tr("Opening the statistics…"), False
        elif not recording:
            text = self.tr("Statistics are not being recorded: {0}.").format(reason_text(reason))
            error = True
        elif read_error:
            text, error = self.tr("The statistics could not be read."), True
        else:
            text = self.tr("A tie counts neither as a win nor as a loss.")
            error = False
        self.status.setText(text)
        colour = WON_COLOUR.name() if error else MUTED.name()
        self.status.setStyleSheet(f"color: {colour};")
        self.reset_button.setEnabled(recording and self._report != Report())
        self.export_button.setEnabled(not self._opening)

    def _say(self, text: str, *, error: bool = False) -> None:
        self._status, self._status_is_error = text, error
        self._render_status()

    # -- actions ------------------------------------------------------------------

    @Slot()
    def export_csv(self) -> None:
        """Ask where, then write every game as CSV; the outcome shows in the status line."""
        default = str(Path.home() / "triangles-statistics.csv")
        chosen, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), default, self.tr("CSV files (*.csv)")
        )
        if not chosen:
            return
        try:
            count = self.store().export_csv(chosen)
        except (OSError, RuntimeError) as err:
            self._say(self.tr("Could not export: {0}").format(str(err)), error=True)
            return
        self._say(self.tr("Games exported: {0}, to {1}").format(count, chosen))

    @Slot()
    def ask_reset(self) -> None:
        """Ask first (without waiting for the answer); "Delete all" deletes every game."""
        confirm_reset(self, self.store().game_count(), self._reset)

    def _reset(self) -> None:
        if self._writer is not None:
            self.reset_button.setEnabled(False)
            # Answered on the writer's thread; the outcome is shown here, on the UI thread.
            done = background.deliver_to(self, self._reset_finished, once=True)
            self._writer.submit_reset(done)
        else:
            self._reset_finished(self.store().reset())

    def _reset_finished(self, outcome: RecordOutcome) -> None:
        if outcome.ok:
            self._say(self.tr("Games deleted: {0}").format(outcome.deleted))
        else:
            self._say(
                self.tr("Could not reset: {0}").format(reason_text(outcome.error)), error=True
            )
        self.refresh()
        self.resetDone.emit(outcome)


__all__ = [
    "ResultsChart",
    "StatCard",
    "StatisticsWindow",
    "WinRateChart",
    "notice_message",
    "percent",
    "reason_text",
    "signed",
]
