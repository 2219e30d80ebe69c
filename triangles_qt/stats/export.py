"""CSV export of every stored game, for spreadsheets.

The file is written to a temporary name and renamed into place, so a
failed export never leaves half a file under the chosen name. Text a
player typed (names) that a spreadsheet would run as a formula gets a
leading apostrophe. ``hints`` and ``undos`` are empty where nothing was
recorded (games from before they were, two-player games).
"""

from __future__ import annotations

import contextlib
import csv
import os
import sqlite3
from pathlib import Path
from typing import Final

COLUMNS: Final = (
    "game_id",
    "finished_at",
    "mode",
    "board_size",
    "seed",
    "layout",
    "play_again",
    "human_name",
    "human_player",
    "opponent_id",
    "opponent_name",
    "opponent_distribution",
    "opponent_version",
    "p1_score",
    "p2_score",
    "result",
    "ended",
    "hints",
    "undos",
    "duration_s",
    "moves",
)
_TEXT: Final = frozenset(
    {"human_name", "opponent_id", "opponent_name", "opponent_distribution", "opponent_version"}
)
_FORMULA_START: Final = ("=", "+", "-", "@", "\t", "\r")


def _safe(value: object) -> object:
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def write_csv(conn: sqlite3.Connection, dest: Path) -> int:
    """Write all games, oldest first, to ``dest``; returns how many were written."""
    temp = dest.with_name(f".{dest.name}.partial-{os.getpid()}")
    count = 0
    try:
        with temp.open("w", encoding="utf-8", newline="") as handle:
            out = csv.writer(handle)
            out.writerow(COLUMNS)
            conn.execute("BEGIN")
            try:
                rows = conn.execute(
                    f"SELECT {', '.join(COLUMNS)} FROM games ORDER BY finished_at, seq"
                )
                for row in rows:
                    out.writerow(
                        _safe(v) if name in _TEXT else v
                        for name, v in zip(COLUMNS, row, strict=True)
                    )
                    count += 1
            finally:
                conn.execute("COMMIT")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, dest)
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    return count
