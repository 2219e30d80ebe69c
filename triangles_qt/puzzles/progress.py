"""What a player has done with the puzzles: solved ones and the daily streak (Qt-free).

Kept in ``puzzles.json`` in the data folder as carefully as the statistics:
every change is written whole to a temporary file, fsynced and renamed over
the old one (:meth:`Files.write_atomic`), so a crash or a kill at any moment
leaves the old progress or the new, never half. A file that cannot be used
(damaged, foreign, from a newer version, or not a file at all) is moved
aside, kept, and the progress starts afresh; the caller tells the player
once (:class:`ProgressProblem`). A write that fails (a full or read-only
disk) is reported the same way and the progress stays in memory.
"""

from __future__ import annotations

import datetime
import enum
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from triangles_qt.paths import data_dir
from triangles_qt.safe_open import OddFile, OddKind
from triangles_qt.session.files import Files, aside_name
from triangles_qt.session.keeper_news import disk_reason

FORMAT: Final = "triangles-qt/puzzle-progress"
VERSION: Final = 1
PROGRESS_FILE: Final = "puzzles.json"
#: A progress file of thousands of puzzles is a few hundred kilobytes; a bigger one is odd.
MAX_PROGRESS_BYTES: Final = 4 * 1024 * 1024


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


class ProgressTrouble(enum.Enum):
    """What went wrong with the progress file (told once)."""

    SET_ASIDE = "set_aside"
    """It could not be used; it was kept as ``kept_as`` and the progress started afresh."""
    UNUSABLE = "unusable"
    """It could not be used nor moved aside: the progress lives in memory only."""
    CANNOT_SAVE = "cannot_save"
    """A write failed (``reason``: a disk reason id, as the game's saves use)."""


@dataclass(frozen=True)
class ProgressProblem:
    trouble: ProgressTrouble
    path: Path
    kept_as: Path | None = None
    reason: str = ""
    detail: str = ""


@dataclass
class Solved:
    day: datetime.date
    tries: int
    """1: at the first try; 2: at the second."""


@dataclass
class Progress:
    """Solved puzzles by id, and the daily streak."""

    solved: dict[str, Solved] = field(default_factory=dict)
    last_daily: datetime.date | None = None
    """The last day whose daily puzzle was solved."""
    streak: int = 0
    """Days in a row, up to ``last_daily``, whose daily puzzle was solved."""
    best_streak: int = 0
    shown: set[str] = field(default_factory=set)
    """Puzzles whose solution the player has seen: solving them later is not counted."""

    def current_streak(self, today: datetime.date) -> int:
        """The streak still alive today: yesterday's or today's solve keeps it."""
        if self.last_daily is None or (today - self.last_daily).days > 1:
            return 0
        return self.streak

    def record_solved(self, puzzle_id: str, tries: int, today: datetime.date, daily: bool) -> None:
        """Remember a solve (the first one of a puzzle counts); a daily one extends the streak.

        A puzzle whose solution was shown is not credited (the caller should not ask)."""
        if puzzle_id in self.shown:
            return
        self.solved.setdefault(puzzle_id, Solved(today, tries))
        if not daily or self.last_daily == today:
            return
        if self.last_daily is not None and (today - self.last_daily).days == 1:
            self.streak += 1
        else:
            self.streak = 1
        self.last_daily = today
        self.best_streak = max(self.best_streak, self.streak)

    def record_shown(self, puzzle_id: str) -> None:
        """The solution of a puzzle not solved yet was shown to the player."""
        if puzzle_id not in self.solved:
            self.shown.add(puzzle_id)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "solved": {
                key: {"day": value.day.isoformat(), "tries": value.tries}
                for key, value in sorted(self.solved.items())
            },
            "daily": {
                "last": self.last_daily.isoformat() if self.last_daily else None,
                "streak": self.streak,
                "best": self.best_streak,
            },
            "shown": sorted(self.shown),
        }
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> Progress:
        """The progress in ``text``; ValueError (with the reason) for anything else."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a puzzle progress file")
        if data.get("version") != VERSION:
            raise ValueError(f"version {data.get('version')!r:.20} is not {VERSION}")
        solved_data, daily = data.get("solved"), data.get("daily")
        if not isinstance(solved_data, dict) or not isinstance(daily, dict):
            raise ValueError("no solved puzzles or no daily streak")
        solved = {}
        for key, value in solved_data.items():
            if not isinstance(value, dict) or value.get("tries") not in (1, 2):
                raise ValueError(f"puzzle {key!r:.20}: not a solve")
            solved[str(key)] = Solved(datetime.date.fromisoformat(value["day"]), value["tries"])
        last = daily.get("last")
        streak, best = daily.get("streak"), daily.get("best")
        if not isinstance(streak, int) or not _count(streak):
            raise ValueError("the streak is not a count")
        if not isinstance(best, int) or not _count(best):
            raise ValueError("the best streak is not a count")
        shown = data.get("shown", [])
        if not isinstance(shown, list) or not all(isinstance(item, str) for item in shown):
            raise ValueError("the puzzles shown are not a list of ids")
        return cls(
            shown=set(shown),
            solved=solved,
            last_daily=datetime.date.fromisoformat(last) if last is not None else None,
            streak=streak,
            best_streak=best,
        )


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class ProgressStore:
    """Reads the progress once and writes every change at once, atomically."""

    def __init__(self, path: Path | None = None, files: Files | None = None) -> None:
        self.path = path if path is not None else progress_path()
        self.files = files if files is not None else Files()
        self.writable = True

    def load(self) -> tuple[Progress, ProgressProblem | None]:
        """The progress on disk (fresh when there is none), and what went wrong reading it."""
        try:
            raw = self.files.read_small(self.path, MAX_PROGRESS_BYTES)
        except OddFile as odd:
            if odd.kind is OddKind.UNREADABLE:
                return self._unusable(odd.detail)
            return self._set_aside(odd.kind.value)
        if raw is None:
            return Progress(), None
        try:
            return Progress.from_json(raw), None
        except (
            ValueError,
            KeyError,
            TypeError,
            UnicodeDecodeError,
            RecursionError,
            OverflowError,
        ) as exc:
            return self._set_aside(str(exc))

    def save(self, progress: Progress) -> ProgressProblem | None:
        """Write ``progress`` whole; what went wrong, or None. (Call it off the UI thread.)"""
        return self.save_text(progress.to_json())

    def save_text(self, text: str) -> ProgressProblem | None:
        """Write a progress already turned into text (:meth:`Progress.to_json`)."""
        if not self.writable:
            return None
        try:
            self.files.write_atomic(self.path, text)
        except OSError as exc:
            return ProgressProblem(
                ProgressTrouble.CANNOT_SAVE, self.path, reason=disk_reason(exc), detail=str(exc)
            )
        return None

    def _set_aside(self, detail: str) -> tuple[Progress, ProgressProblem]:
        kept = aside_name(self.path, self.files)
        try:
            self.files.rename(self.path, kept)
        except OSError as exc:
            return self._unusable(f"{detail}; {exc}")
        return Progress(), ProgressProblem(ProgressTrouble.SET_ASIDE, self.path, kept, "", detail)

    def _unusable(self, detail: str) -> tuple[Progress, ProgressProblem]:
        self.writable = False
        return Progress(), ProgressProblem(ProgressTrouble.UNUSABLE, self.path, detail=detail)
