"""Recording finished games from the app: the Qt side of the statistics store.

The store writes on its own thread (:class:`triangles_qt.stats.StatsWriter`);
its callbacks hop back to the UI thread as queued signals. The controller
keeps a finished game in the autosave until the store confirms it, and the
app resubmits such a game at the next start: recording is idempotent by game
id, so no result is lost and none is counted twice.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal

from triangles_qt.model import Game
from triangles_qt.plugins.discovery import find_plugins
from triangles_qt.session import GameSetup
from triangles_qt.stats import (
    TWO_PLAYERS,
    VS_COMPUTER,
    GameResult,
    NewerSchemaError,
    Notice,
    RecordOutcome,
    StatsStore,
    StatsWriter,
    result_from_game,
)
from triangles_qt.views.relay import Relay


def game_result(game: Game, setup: GameSetup, *, resigned: bool = False) -> GameResult:
    """The statistics record of an ended game, built from the game itself.

    Names are stored as the setup holds them: the player's as typed ("" for
    the default, shown as "You" or "Player 1" in whatever language is on
    screen) and the opponent's untranslated plugin name; the statistics
    window translates them when it shows them, by opponent id.
    """
    human = setup.human_player
    opponent_id = None
    distribution = version = None
    if human is not None:
        opponent_id = setup.seats[1 - human].opponent_id
        entry = next((e for e in find_plugins() if e.id == opponent_id), None)
        if entry is not None:
            distribution, version = entry.distribution, entry.version
    seat = human if human is not None else 0
    return result_from_game(
        game,
        game_id=setup.game_id,
        mode=VS_COMPUTER if human is not None else TWO_PLAYERS,
        human_name=setup.seats[seat].name,
        human_player=seat,
        opponent_id=opponent_id,
        # Two players: the second player's name goes where an opponent's would.
        opponent_name=setup.seats[1 - seat].name,
        opponent_distribution=distribution,
        opponent_version=version,
        duration_s=max(0.0, time.time() - setup.started_at),
        finished_at=datetime.now(timezone.utc),
        resigned=resigned,
    )


class StatsBridge(QObject):
    """Owns the store and its writer; reports outcomes on the UI thread."""

    recorded = Signal(str)  # game id, stored (or already stored)
    failed = Signal(str, str)  # game id, reason code
    notice = Signal(object)  # a stats.Notice to tell the player once

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        try:
            self.store = StatsStore.open(path)
        except NewerSchemaError as err:
            self.store = StatsStore.unavailable(path, "newer_version", str(err))
        self.writer = StatsWriter(self.store)
        # Parentless, and held by the writer's callbacks: an outcome that arrives
        # after the window (and this bridge) is gone is dropped, not raised.
        self._relay = Relay()
        self._relay.done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def take_notices(self) -> list[Notice]:
        """What opening the store found (moved aside, not recording), to show once."""
        return self.store.take_notices()

    def submit(self, result: GameResult) -> None:
        self.writer.submit(result, self._relay.done.emit)

    def _deliver(self, outcome: object) -> None:
        assert isinstance(outcome, RecordOutcome)
        if outcome.ok:
            self.recorded.emit(outcome.game_id or "")
        else:
            self.failed.emit(outcome.game_id or "", outcome.error or "")

    def close(self) -> None:
        self.writer.close()
        self.store.close()
