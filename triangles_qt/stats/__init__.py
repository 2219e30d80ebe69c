"""Win/loss statistics of finished and resigned games, kept in SQLite (Qt-free).

>>> from triangles_qt.stats import GameResult, StatsStore, new_game_id
>>> from datetime import datetime, timezone
>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> store = StatsStore.open(folder / "stats.sqlite3")
>>> game = GameResult(
...     game_id=new_game_id(), finished_at=datetime(2025, 1, 1, tzinfo=timezone.utc),
...     board_size=24, seed=7, layout="phone", play_again=False, mode="vs_computer",
...     human_name="Ana", human_player=0, opponent_id="easy", opponent_name="Easy",
...     opponent_distribution="triangles-qt", opponent_version="0.1.0",
...     scores=(25, 18), result="won", moves=((0, 1), (1, 2)), duration_s=95.0)
>>> store.record(game).inserted, store.record(game).inserted  # once per game id
(True, False)
>>> total = store.report().total
>>> total.played, total.won, total.win_rate
(1, 1, 1.0)
>>> store.close()
"""

from triangles_qt.stats.files import Damage, NewerSchemaError
from triangles_qt.stats.queries import GameRow, GroupStats, Report, WinRatePoint, win_rate
from triangles_qt.stats.result import (
    FINISHED,
    LOST,
    PLAYER1,
    PLAYER2,
    RESIGNED,
    TIE,
    TWO_PLAYERS,
    VS_COMPUTER,
    WON,
    GameResult,
    has_drawn_a_line,
    new_game_id,
    result_from_game,
)
from triangles_qt.stats.schema import CURRENT_VERSION
from triangles_qt.stats.store import HealthReport, Notice, NoticeKind, RecordOutcome, StatsStore
from triangles_qt.stats.writer import StatsWriter

__all__ = [
    "CURRENT_VERSION",
    "FINISHED",
    "LOST",
    "PLAYER1",
    "PLAYER2",
    "RESIGNED",
    "TIE",
    "TWO_PLAYERS",
    "VS_COMPUTER",
    "WON",
    "Damage",
    "GameResult",
    "GameRow",
    "GroupStats",
    "HealthReport",
    "NewerSchemaError",
    "Notice",
    "NoticeKind",
    "RecordOutcome",
    "Report",
    "StatsStore",
    "StatsWriter",
    "WinRatePoint",
    "has_drawn_a_line",
    "new_game_id",
    "result_from_game",
    "win_rate",
]
