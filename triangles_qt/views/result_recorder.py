"""Handing each ended game's result to the statistics, and their answer back to the controller.

A game that finished, or was resigned, is submitted once; the controller
keeps it in the autosave until the store confirms it (``result_recorded``),
so no result is lost. A game ended without a result (after an opponent
failure) is not recorded. Trouble is reported once per run as a message.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from triangles_qt.views.controller import GameController
from triangles_qt.views.stats_bridge import StatsBridge, game_result
from triangles_qt.views.stats_window import reason_text


class ResultRecorder(QObject):
    """Connects the controller's "game ended" to the statistics writer and back."""

    recorded = Signal(str)  # game id, confirmed by the store
    trouble = Signal(str)  # a reason code: show it with trouble_text()

    def __init__(
        self, controller: GameController, stats: StatsBridge, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._stats = stats
        self._trouble_shown = False
        controller.gameFinished.connect(self._on_game_ended)
        stats.recorded.connect(self._on_recorded)
        stats.failed.connect(self._on_failed)

    def _on_game_ended(self) -> None:
        controller = self._controller
        game, setup = controller.game, controller.setup
        if game is None or setup is None or controller.abandoned:
            return
        self._stats.submit(game_result(game, setup, resigned=controller.resigned))

    def _on_recorded(self, game_id: str) -> None:
        self._controller.result_recorded(game_id)
        self.recorded.emit(game_id)

    def _on_failed(self, game_id: str, reason: str) -> None:
        # The ended game stays in the autosave and is recorded at the next start.
        if self._trouble_shown:
            return
        self._trouble_shown = True
        self.trouble.emit(reason)


def trouble_text(reason: str) -> str:
    """Why a result is not in the statistics yet, in the current language."""
    return QCoreApplication.translate(
        "MainWindow",
        "The result could not be saved in the statistics ({0}). The game is kept and "
        "will be recorded later.",
    ).format(reason_text(reason))
