"""Recording finished games from the app: the Qt side of the statistics store.

The store writes on its own thread (:class:`triangles_qt.stats.StatsWriter`);
its callbacks come back to the UI thread through :func:`background.deliver_to`
(triangles_qt/background.py). The game's keeper
(triangles_qt/session/keeper.py) hands results to the writer and keeps each
finished game until the store confirms it: recording is idempotent by game
id, so no result is lost and none is counted twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal

from triangles_qt import background
from triangles_qt.stats import (
    GameResult,
    Notice,
    NoticeKind,
    RecordOutcome,
    StatsStore,
    StatsWriter,
)
from triangles_qt.stats.opening import DEFAULT_BUSY_TIMEOUT
from triangles_qt.stats.writer import DEFAULT_PATIENCE

#: Why a store cannot record when its folder cannot be written: said already when start-up
#: told that the data folder cannot be written (:meth:`StatsBridge.already_told`).
_FOLDER_REASONS: Final = frozenset(
    {"read_only", "disk_full", "not_a_folder", "cannot_open", "io_error"}
)


class StatsBridge(QObject):
    """Owns the store and its writer; reports outcomes on the UI thread.

    The store is opened on the writer thread, never here: another process
    holding the database's lock could otherwise freeze the UI for as long as
    it holds it. Until then :attr:`store` is a deferred store (it reads
    nothing; the Statistics window shows "opening"); results submitted
    meanwhile wait in the writer's queue. When it is open, what opening found
    (files moved aside, not recording, ...) is emitted through :attr:`notice`,
    once each, and :attr:`opened` follows.
    """

    notice = Signal(object)  # a stats.Notice to tell the player once
    opened = Signal()  # the store is open (or gave up, saying why): show it again

    def __init__(
        self,
        path: Path | None = None,
        parent: QObject | None = None,
        *,
        busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
        patience: float = DEFAULT_PATIENCE,
    ) -> None:
        super().__init__(parent)
        self.store = StatsStore.deferred(path, busy_timeout=busy_timeout)
        # What the writer's thread reports reaches the UI thread; once this bridge is gone
        # (the window closed), it is dropped.
        opened = background.deliver_to(self, self._opened, once=True)
        self.writer = StatsWriter(self.store, patience=patience, on_open=opened)
        self._told_folder: Path | None = None

    def already_told(self, folder: Path) -> None:
        """The player was told at start that ``folder`` cannot be written: a store there that
        cannot record for that reason is not told again."""
        self._told_folder = folder

    def _fresh(self, notice: Notice) -> bool:
        folder = self._told_folder
        return not (
            folder is not None
            and notice.kind is NoticeKind.NOT_RECORDING
            and notice.reason in _FOLDER_REASONS
            and self.store.path.parent == folder
        )

    def take_notices(self) -> list[Notice]:
        """Notices found and not yet told: none before the store is open (they then come
        through :attr:`notice`); each is told once either way."""
        return [n for n in self.store.take_notices() if self._fresh(n)]

    def submit_for(self, result: GameResult, done: Callable[[RecordOutcome], None]) -> None:
        """Record ``result``, answering ``done`` (on the writer's thread) with the true reason.

        A store that does not record answers ``not_recording``; the answer
        names why it does not (read-only, full, ...), so the player is told that.
        """
        store = self.store

        def answered(outcome: RecordOutcome) -> None:
            reason = store.not_recording_reason
            if outcome.error == "not_recording" and reason:
                outcome = replace(outcome, error=reason)
            done(outcome)

        self.writer.submit(result, answered)

    def _opened(self, _store: StatsStore) -> None:
        """The writer's thread opened the store: tell what opening found, then that it is open."""
        for notice in self.take_notices():
            self.notice.emit(notice)
        self.opened.emit()

    def close(self) -> None:
        """Stop the writer, then close the store; if the writer is stuck (a lock),
        leave the store to it rather than wait here on the UI thread."""
        if self.writer.close():
            self.store.close()
