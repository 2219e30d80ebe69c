"""Known games for the statistics tests, and small file tools."""

from __future__ import annotations

import hashlib
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

from triangles_qt.stats import LOST, RESIGNED, TWO_PLAYERS, VS_COMPUTER, GameResult
from triangles_qt.stats.result import expected_result

START = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)

#: Scores that give each result when the human is Player 1.
_SCORES = {
    "won": (30, 16),
    "lost": (20, 26),
    "tie": (23, 23),
    "player1": (30, 16),
    "player2": (20, 26),
}


def make_result(
    n: int,
    result: str = "won",
    *,
    opponent: str = "easy",
    size: int = 24,
    mode: str = VS_COMPUTER,
    human_player: int = 0,
    scores: tuple[int, int] | None = None,
    game_id: str | None = None,
    moves: int = 40,
) -> GameResult:
    """Game number ``n``, finished ``n`` minutes after :data:`START`."""
    if scores is None:
        first, second = _SCORES[result]
        scores = (first, second) if human_player == 0 else (second, first)
    return GameResult(
        game_id=game_id or f"game-{n:05d}",
        finished_at=START + timedelta(minutes=n),
        board_size=size,
        seed=1000 + n,
        layout="phone" if size in (24, 60) else "tablet",
        play_again=n % 2 == 1,
        mode=mode,
        human_name="Ana",
        human_player=human_player,
        opponent_id=opponent if mode == VS_COMPUTER else None,
        opponent_name=opponent.title() if mode == VS_COMPUTER else "Ben",
        opponent_distribution="triangles-qt" if mode == VS_COMPUTER else None,
        opponent_version="0.1.0" if mode == VS_COMPUTER else None,
        scores=scores,
        result=expected_result(mode, scores, human_player),
        moves=tuple((i, i + 1) for i in range(moves)),
        duration_s=60.0 + n,
    )


def two_player(n: int, result: str = "player1") -> GameResult:
    return make_result(n, result, mode=TWO_PLAYERS)


def resigned(
    n: int,
    *,
    opponent: str = "easy",
    size: int = 24,
    human_player: int = 0,
    scores: tuple[int, int] = (9, 4),
    moves: int = 12,
) -> GameResult:
    """Game ``n``, given up against the computer: lost, whatever ``scores`` say.

    The default scores have Player 1 ahead, so the human (Player 1) resigned
    while winning on the board.
    """
    return GameResult(
        game_id=f"game-{n:05d}",
        finished_at=START + timedelta(minutes=n),
        board_size=size,
        seed=1000 + n,
        layout="phone" if size in (24, 60) else "tablet",
        play_again=False,
        mode=VS_COMPUTER,
        human_name="Ana",
        human_player=human_player,
        opponent_id=opponent,
        opponent_name=opponent.title(),
        opponent_distribution="triangles-qt",
        opponent_version="0.1.0",
        scores=scores,
        result=LOST,
        moves=tuple((i, i + 1) for i in range(moves)),
        duration_s=30.0 + n,
        ended=RESIGNED,
    )


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_database(path: Path, version: int, rows: list[dict[str, object]] | None = None) -> None:
    """A database exactly as schema ``version`` created it, with ``rows`` in ``games``."""
    from triangles_qt.stats import schema

    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        schema.create(conn, version)
        for row in rows or []:
            names = ", ".join(row)
            marks = ", ".join("?" for _ in row)
            conn.execute(f"INSERT INTO games ({names}) VALUES ({marks})", tuple(row.values()))
    finally:
        conn.close()
