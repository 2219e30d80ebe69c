"""The puzzle progress: the streak's days, atomic writes, odd files kept aside, a full disk."""

from __future__ import annotations

import datetime
import errno
import os
from pathlib import Path

import pytest

from triangles_qt.puzzles.progress import (
    Progress,
    ProgressStore,
    ProgressTrouble,
)
from triangles_qt.session.files import Files

DAY = datetime.date(2026, 12, 24)


def days(n: int) -> datetime.date:
    return DAY + datetime.timedelta(days=n)


def test_the_streak_grows_by_days_in_a_row_and_breaks_after_a_missed_day() -> None:
    progress = Progress()
    progress.record_solved("a", 1, days(0), daily=True)
    progress.record_solved("b", 2, days(1), daily=True)
    progress.record_solved("b", 1, days(1), daily=True)  # the same day again: no change
    assert progress.current_streak(days(1)) == 2
    assert progress.current_streak(days(2)) == 2  # still alive the next day
    assert progress.current_streak(days(3)) == 0  # a day missed
    progress.record_solved("c", 1, days(3), daily=True)
    assert progress.streak == 1 and progress.best_streak == 2
    progress.record_solved("d", 1, days(4), daily=False)  # not the daily puzzle
    assert progress.last_daily == days(3)
    assert progress.solved["b"].tries == 2  # the first solve counts
    assert set(progress.solved) == {"a", "b", "c", "d"}


def test_progress_survives_a_write_and_a_read(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "puzzles.json")
    progress = Progress()
    progress.record_solved("p1", 1, days(0), daily=True)
    assert store.save(progress) is None
    again, problem = ProgressStore(tmp_path / "puzzles.json").load()
    assert problem is None and again == progress


class FailingFiles(Files):
    def __init__(self, error: int) -> None:
        self.error = error

    def write_atomic(self, path: Path, text: str) -> None:
        raise OSError(self.error, os.strerror(self.error), str(path))


@pytest.mark.parametrize(
    ("error", "reason"), [(errno.ENOSPC, "disk_full"), (errno.EROFS, "read_only")]
)
def test_a_full_or_read_only_disk_is_reported_and_the_old_file_stays(
    tmp_path: Path, error: int, reason: str
) -> None:
    path = tmp_path / "puzzles.json"
    old = Progress()
    old.record_solved("old", 1, days(0), daily=True)
    ProgressStore(path).save(old)
    store = ProgressStore(path, FailingFiles(error))
    new = Progress()
    new.record_solved("new", 1, days(1), daily=True)
    problem = store.save(new)
    assert problem is not None and problem.trouble is ProgressTrouble.CANNOT_SAVE
    assert problem.reason == reason
    assert ProgressStore(path).load()[0] == old


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_a_write_cut_short_at_any_step_leaves_the_old_progress_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    """The real atomic write, stopped where a kill or a crash could stop it: before the
    new text is on the disk, or before it takes the old file's name."""
    path = tmp_path / "puzzles.json"
    old = Progress()
    old.record_solved("old", 1, days(0), daily=True)
    ProgressStore(path).save(old)
    new = Progress()
    new.record_solved("new", 1, days(1), daily=True)

    def cut(*_args: object) -> None:
        raise OSError(errno.EIO, "cut short")

    monkeypatch.setattr(os, step, cut)
    problem = ProgressStore(path).save(new)
    monkeypatch.undo()
    assert problem is not None and problem.reason == "io_error"
    assert ProgressStore(path).load() == (old, None)
    assert [p.name for p in tmp_path.iterdir()] == ["puzzles.json"]  # no half file left


def test_a_shown_solution_is_remembered_and_a_later_solve_not_credited() -> None:
    progress = Progress()
    progress.record_shown("p")
    progress.record_solved("p", 1, days(0), daily=True)
    assert "p" not in progress.solved and progress.streak == 0
    again = Progress.from_json(progress.to_json())
    assert again.shown == {"p"}
    progress.record_solved("q", 1, days(0), daily=False)
    progress.record_shown("q")  # solved first: seeing the solution afterwards changes nothing
    assert "q" in progress.solved and "q" not in progress.shown


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "triangles-qt/game"}',
        b"\xff\xfe",
        b'{"format": "triangles-qt/puzzle-progress", "version": 9, "solved": {}, "daily": {}}',
    ],
)
def test_a_damaged_or_foreign_file_is_kept_aside_and_the_progress_starts_afresh(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "puzzles.json"
    path.write_bytes(content)
    progress, problem = ProgressStore(path).load()
    assert progress == Progress()
    assert problem is not None and problem.trouble is ProgressTrouble.SET_ASIDE
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == content
    assert not path.exists()
    # Told once: the next start finds no file and no problem.
    assert ProgressStore(path).load() == (Progress(), None)


def test_a_fifo_in_the_files_place_is_moved_aside_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    os.mkfifo(path)
    _progress, problem = ProgressStore(path).load()
    assert problem is not None and problem.trouble is ProgressTrouble.SET_ASIDE
    assert problem.kept_as is not None and problem.kept_as.is_fifo()


def test_a_bad_file_that_cannot_be_moved_keeps_the_progress_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text("{damaged")

    class NoRename(Files):
        def rename(self, source: Path, dest: Path) -> None:
            raise OSError(errno.EROFS, "read-only file system", str(source))

    store = ProgressStore(path, NoRename())
    progress, problem = store.load()
    assert progress == Progress()
    assert problem is not None and problem.trouble is ProgressTrouble.UNUSABLE
    progress.record_solved("p", 1, DAY, daily=True)
    assert store.save(progress) is None  # not written over the file kept as it was
    assert path.read_text() == "{damaged"
