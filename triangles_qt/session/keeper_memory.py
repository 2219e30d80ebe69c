"""What the game keeper holds in memory: finished games whose results wait for the statistics.

Each one stays here until the statistics confirm it, wherever it is on disk
(the autosave, its pending file) or, when the disk refused every write,
nowhere else (then it is lost only if the app stops). Every method takes the
keeper's lock (re-entrant), since the UI's thread, the statistics' and the
keeper's own all read and change the table.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from triangles_qt.stats import GameResult

INF = float("inf")


@dataclass
class Ended:
    """A finished game whose result the statistics have not confirmed yet."""

    game_id: str
    text: str
    result: GameResult
    where: Path | None = None
    """Where it is on disk (the autosave or its pending file); None: only in memory."""
    failures: int = 0
    resubmit_at: float = INF
    waiting_told: bool = False


class Unconfirmed:
    """The finished games waiting for the statistics, by game id, under the keeper's lock."""

    def __init__(self, lock: threading.Condition, resubmit_s: tuple[float, float]) -> None:
        self._lock = lock
        self._resubmit_s = resubmit_s
        self._entries: dict[str, Ended] = {}

    def __contains__(self, game_id: object) -> bool:
        with self._lock:
            return game_id in self._entries

    def add(self, entry: Ended) -> None:
        with self._lock:
            self._entries[entry.game_id] = entry

    def get(self, game_id: str) -> Ended | None:
        with self._lock:
            return self._entries.get(game_id)

    def drop(self, game_id: str) -> None:
        with self._lock:
            self._entries.pop(game_id, None)

    def entries(self) -> list[Ended]:
        with self._lock:
            return list(self._entries.values())

    def ids(self) -> list[str]:
        with self._lock:
            return list(self._entries)

    def unkept(self) -> list[str]:
        """Ids of those only in memory (lost if the app stops now)."""
        with self._lock:
            return [e.game_id for e in self._entries.values() if e.where is None]

    def on_disk(self, game_id: str) -> bool:
        with self._lock:
            entry = self._entries.get(game_id)
            return entry is not None and entry.where is not None

    def put(self, game_id: str, where: Path | None) -> None:
        """``game_id``'s result is now at ``where`` (if it still waits)."""
        with self._lock:
            entry = self._entries.get(game_id)
            if entry is not None:
                entry.where = where

    def answered(self, game_id: str, ok: bool) -> Ended | None:
        """The statistics' answer: forget the result, or ask again later (waiting longer).

        The entry, or None when it was not waiting (answered twice, or abandoned).
        """
        with self._lock:
            entry = self._entries.get(game_id)
            if entry is None:
                return None
            if ok:
                del self._entries[game_id]
            else:
                entry.failures += 1
                low, high = self._resubmit_s
                wait = min(high, low * 2 ** min(entry.failures - 1, 20))
                entry.resubmit_at = time.monotonic() + wait
            return entry

    def next_resubmit(self) -> float:
        """When the next result is to be handed to the statistics again (inf: none)."""
        with self._lock:
            return min((e.resubmit_at for e in self._entries.values()), default=INF)

    def due(self, now: float) -> list[Ended]:
        """Those whose time to be handed on again came (each taken once)."""
        with self._lock:
            due = [e for e in self._entries.values() if e.resubmit_at <= now]
            for entry in due:
                entry.resubmit_at = INF
            return due

    def tell_waiting(self, game_id: str) -> bool | None:
        """Whether ``game_id``'s result is on disk, the first time it is asked; else None."""
        with self._lock:
            entry = self._entries.get(game_id)
            if entry is None or entry.waiting_told:
                return None
            entry.waiting_told = True
            return entry.where is not None
