"""The keeper's promise, without Qt: a finished game's result is never lost.

Every step of a game's life (saved, finished, handed to the statistics,
confirmed or failed, replaced by a new game, recovered at the next start) is
run with the file system failing at that step (ENOSPC, EROFS, EIO) through
the keeper's file seam. The rule checked after each: the result is either
confirmed by the statistics, or on disk, or (while the keeper runs) in
memory and reported; and once the disk heals it reaches the disk by itself.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.session.faults import (
    IO_ERROR,
    NO_SPACE,
    READ_ONLY,
    FailingFiles,
    News,
    Statistics,
    finish,
    played_game,
    record,
)
from triangles_qt.session import GameKeeper, NewsKind, SavedGame
from triangles_qt.session.files import Files
from triangles_qt.session.saves import pending_path, pending_paths, read_save

CODES = [NO_SPACE, READ_ONLY, IO_ERROR]


def make(tmp_path: Path, files: Files | None = None, stats: Statistics | None = None):  # type: ignore[no-untyped-def]
    news = News()
    stats = stats or Statistics()
    keeper = GameKeeper(
        tmp_path / "autosave.json",
        stats.submit,
        files=files or FailingFiles(),
        news=news,
        retry_s=0.02,
        resubmit_s=(0.02, 0.1),
    )
    return keeper, stats, news


def wait_for(condition, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the condition never held")
        time.sleep(0.01)


def on_disk_ids(folder: Path) -> set[str]:
    """Finished games' ids found in the folder's saves (the autosave and pending files)."""
    found = set()
    for path in [folder / "autosave.json", *pending_paths(folder / "autosave.json", Files())]:
        saved = read_save(path, Files()) if path.exists() else None
        if isinstance(saved, SavedGame) and saved.finished:
            found.add(saved.setup.game_id)
    return found


def test_a_confirmed_result_leaves_no_file(tmp_path: Path) -> None:
    keeper, stats, news = make(tmp_path)
    game, setup = played_game()
    keeper.save(setup.game_id, record(*played_game(finish=False)))
    finish(keeper, game, setup)
    assert keeper.flush()
    assert (tmp_path / "autosave.json").exists()
    assert stats.answer(ok=True) == 1
    wait_for(lambda: not (tmp_path / "autosave.json").exists())
    assert keeper.unconfirmed() == [] and "result_recorded" in news.kinds()
    keeper.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_result_the_statistics_refuse_waits_on_disk_and_is_recorded_at_the_next_start(
    tmp_path: Path,
) -> None:
    keeper, stats, news = make(tmp_path)
    game, setup = played_game()
    finish(keeper, game, setup)
    stats.answer(ok=False)
    keeper.flush()
    wait_for(lambda: "result_waiting" in news.kinds())
    waiting = [n for n in news.items if n.kind is NewsKind.RESULT_WAITING]
    assert waiting[0].on_disk and waiting[0].game_id == setup.game_id
    keeper.replacing()  # a new game starts before the store answers
    other, other_setup = played_game(seed=5, finish=False)
    keeper.save(other_setup.game_id, record(other, other_setup))
    keeper.close()
    assert pending_path(tmp_path / "autosave.json", setup.game_id).exists()
    # The next start: the unfinished game resumes, the finished one is handed on.
    again, stats2, _ = make(tmp_path)
    found = again.recover()
    assert found.resume is not None and found.resume.setup.game_id == other_setup.game_id
    assert found.results == (setup.game_id,)
    stats2.answer(ok=True)
    wait_for(lambda: not pending_path(tmp_path / "autosave.json", setup.game_id).exists())
    assert stats2.recorded[setup.game_id].scores == game.scores
    again.close()


@pytest.mark.parametrize("code", CODES)
def test_a_full_or_read_only_disk_when_a_game_ends_keeps_the_result_and_says_so(
    tmp_path: Path, code: int
) -> None:
    files = FailingFiles()
    keeper, stats, news = make(tmp_path, files)
    game, setup = played_game()
    keeper.save(setup.game_id, record(*played_game(finish=False)))
    keeper.flush()
    files.fail(code)
    finish(keeper, game, setup)
    stats.answer(ok=False)  # the statistics live on the same disk
    keeper.flush()
    wait_for(lambda: "result_waiting" in news.kinds())
    assert keeper.unkept() == [setup.game_id]
    failed = [n for n in news.items if n.kind is NewsKind.SAVE_FAILED]
    assert len(failed) == 1  # reported once, however often it is retried
    assert failed[0].reason == {NO_SPACE: "disk_full", READ_ONLY: "read_only"}.get(code, "io_error")
    waiting = [n for n in news.items if n.kind is NewsKind.RESULT_WAITING]
    assert waiting[0].on_disk is False  # the truth: it is only in memory
    time.sleep(0.1)  # several retries fail meanwhile
    assert news.kinds().count("save_failed") == 1
    files.heal()  # space returns
    wait_for(lambda: keeper.unkept() == [])
    assert setup.game_id in on_disk_ids(tmp_path)
    wait_for(lambda: "save_works" in news.kinds())
    # The statistics are asked again, too.
    wait_for(lambda: bool(stats.waiting))
    stats.answer(ok=True)
    wait_for(lambda: keeper.unconfirmed() == [])
    keeper.close()


def test_a_full_disk_never_renames_an_older_unfinished_save_to_the_finished_games_name(
    tmp_path: Path,
) -> None:
    files = FailingFiles()
    keeper, _stats, _news = make(tmp_path, files)
    game, setup = played_game()
    half = played_game(finish=False)[0]
    keeper.save(setup.game_id, record(half, setup))  # the unfinished state is on disk
    keeper.flush()
    files.fail(NO_SPACE, "write_atomic")  # renames would still work
    finish(keeper, game, setup)
    keeper.replacing()
    keeper.flush()
    pending = pending_path(tmp_path / "autosave.json", setup.game_id)
    assert not pending.exists()  # the old unfinished save was not passed off as the result
    assert keeper.unkept() == [setup.game_id]
    files.heal()
    wait_for(lambda: keeper.unkept() == [])
    saved = read_save(pending, Files())
    assert isinstance(saved, SavedGame) and saved.finished and saved.game.lines == game.lines
    keeper.close()


def test_a_finished_games_only_copy_is_never_overwritten_by_the_next_game(tmp_path: Path) -> None:
    # Left by a run that crashed before its result was confirmed.
    game, setup = played_game()
    Files().write_atomic(tmp_path / "autosave.json", record(game, setup))
    files = FailingFiles()
    files.fail(READ_ONLY, "rename", "remove")  # it cannot be moved to its pending name
    keeper, _stats, news = make(tmp_path, files)
    found = keeper.recover()
    assert found.results == (setup.game_id,) and found.resume is None
    new, new_setup = played_game(seed=8, finish=False)
    keeper.replacing()
    keeper.save(new_setup.game_id, record(new, new_setup))
    keeper.flush()
    saved = read_save(tmp_path / "autosave.json", Files())
    assert isinstance(saved, SavedGame) and saved.setup.game_id == setup.game_id
    assert "save_failed" in news.kinds()
    files.heal()
    wait_for(lambda: "save_works" in news.kinds())
    assert setup.game_id in on_disk_ids(tmp_path)
    saved = read_save(tmp_path / "autosave.json", Files())
    assert isinstance(saved, SavedGame) and saved.setup.game_id == new_setup.game_id
    keeper.close()


def test_confirmation_before_the_save_is_written_leaves_nothing_behind(tmp_path: Path) -> None:
    stats = Statistics()
    stats.auto = True
    keeper, _stats, _news = make(tmp_path, stats=stats)
    game, setup = played_game()
    finish(keeper, game, setup)
    keeper.flush()
    keeper.close()
    assert list(tmp_path.iterdir()) == []


STEPS = ("progress", "finished", "answer", "replacing", "next_game", "confirm")


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("broken", STEPS)
@pytest.mark.parametrize("confirmed", [True, False])
def test_the_disk_failing_at_any_step_never_loses_the_result(
    tmp_path: Path, code: int, broken: str, confirmed: bool
) -> None:
    """The whole life with the disk failing from one step on, then healing (or the app stopping)."""
    files = FailingFiles()
    keeper, stats, _news = make(tmp_path, files)
    game, setup = played_game()
    half, _ = played_game(finish=False)
    new, new_setup = played_game(seed=9, finish=False)

    def step(name: str) -> None:
        if name == broken:
            files.fail(code)
        if name == "progress":
            keeper.save(setup.game_id, record(half, setup))
        elif name == "finished":
            finish(keeper, game, setup)
        elif name == "answer":
            stats.answer(ok=confirmed)
        elif name == "replacing":
            keeper.replacing()
        elif name == "next_game":
            keeper.save(new_setup.game_id, record(new, new_setup))
        elif name == "confirm":
            stats.answer(ok=True)
        keeper.flush()

    for name in STEPS:
        step(name)
        if name == "progress":
            continue
        # The invariant, at every step: confirmed, or on disk, or known to be only in memory.
        kept = setup.game_id in stats.recorded or setup.game_id in keeper.unconfirmed()
        assert kept, name
    # The app stops while the disk is still broken: what is on disk is whole and readable.
    keeper.close()
    on_disk = on_disk_ids(tmp_path)
    lost = setup.game_id not in stats.recorded and setup.game_id not in on_disk
    assert not lost or setup.game_id in keeper.unkept()  # and the player was told at quit
    # A second life with a healed disk: whatever is on disk is recorded, once.
    again, stats2, _ = make(tmp_path)
    found = again.recover()
    assert all(item.kept_as is not None for item in found.set_aside)
    stats2.auto = True
    again.resubmit_now()
    again.flush()
    if not lost:
        assert setup.game_id in stats.recorded or setup.game_id in stats2.recorded
    again.close()


@pytest.mark.parametrize("code", CODES)
def test_while_running_a_result_reaches_the_disk_as_soon_as_it_heals(
    tmp_path: Path, code: int
) -> None:
    for broken in STEPS[:4]:
        folder = tmp_path / broken
        folder.mkdir()
        files = FailingFiles()
        keeper, stats, _news = make(folder, files)
        game, setup = played_game()
        if broken != "progress":
            keeper.save(setup.game_id, record(*played_game(finish=False)))
            keeper.flush()
        files.fail(code)
        finish(keeper, game, setup)
        stats.answer(ok=False)
        if broken in ("answer", "replacing"):
            keeper.replacing()
        keeper.flush()
        files.heal()
        wait_for(lambda k=keeper: k.unkept() == [])
        assert setup.game_id in on_disk_ids(folder), broken
        keeper.close()


def test_the_newest_progress_save_is_retried_when_the_disk_heals(tmp_path: Path) -> None:
    files = FailingFiles()
    keeper, _stats, news = make(tmp_path, files)
    files.fail(NO_SPACE)
    for i in range(3):
        keeper.save("g", json.dumps({"n": i}))
    keeper.flush()
    assert news.kinds() == ["save_failed"]
    files.heal()
    wait_for(lambda: (tmp_path / "autosave.json").exists())
    assert json.loads((tmp_path / "autosave.json").read_text()) == {"n": 2}
    wait_for(lambda: news.kinds() == ["save_failed", "save_works"])
    keeper.close()


def test_an_abandoned_game_leaves_no_save(tmp_path: Path) -> None:
    keeper, _stats, _news = make(tmp_path)
    half, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(half, setup))
    keeper.abandoned(setup.game_id)
    keeper.close()
    assert not (tmp_path / "autosave.json").exists()


def test_a_left_games_refused_save_never_comes_back_over_the_next_game(tmp_path: Path) -> None:
    files = FailingFiles()
    keeper, _stats, _news = make(tmp_path, files)
    files.fail(NO_SPACE)
    left, left_setup = played_game(finish=False)
    keeper.save(left_setup.game_id, record(left, left_setup))
    keeper.flush()
    keeper.replacing()  # the player leaves it while the disk is full
    files.heal()
    new, new_setup = played_game(seed=7, finish=False)
    keeper.save(new_setup.game_id, record(new, new_setup))
    keeper.flush()
    time.sleep(0.15)  # several retries are due meanwhile
    keeper.flush()
    saved = read_save(tmp_path / "autosave.json", Files())
    assert isinstance(saved, SavedGame) and saved.setup.game_id == new_setup.game_id
    keeper.close()


def test_a_confirmed_games_older_save_goes_and_is_never_resumed(tmp_path: Path) -> None:
    files = FailingFiles()
    keeper, stats, _news = make(tmp_path, files)
    game, setup = played_game()
    keeper.save(setup.game_id, record(*played_game(finish=False)))
    keeper.flush()
    files.fail(NO_SPACE, "write_atomic")  # the finished state cannot be written
    finish(keeper, game, setup)
    stats.answer(ok=True)  # but the statistics have it
    wait_for(lambda: keeper.unconfirmed() == [])
    keeper.flush()
    assert not (tmp_path / "autosave.json").exists()  # the older, unfinished state is gone
    keeper.close()
    again, _, _ = make(tmp_path)
    assert again.recover().resume is None
    again.close()


def test_a_refused_removal_is_retried_and_told_once(tmp_path: Path) -> None:
    files = FailingFiles()
    keeper, _stats, news = make(tmp_path, files)
    half, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(half, setup))
    keeper.flush()
    files.fail(READ_ONLY, "remove")
    keeper.abandoned(setup.game_id)
    keeper.flush()
    time.sleep(0.15)  # retries fail meanwhile: nothing is announced as working
    assert news.kinds() == ["save_failed"]
    assert (tmp_path / "autosave.json").exists()
    files.heal()
    wait_for(lambda: not (tmp_path / "autosave.json").exists())
    wait_for(lambda: news.kinds() == ["save_failed", "save_works"])
    keeper.close()


def test_recovery_runs_before_a_save_asked_for_meanwhile(tmp_path: Path) -> None:
    game, setup = played_game()
    Files().write_atomic(tmp_path / "autosave.json", record(game, setup))  # a crash left it
    keeper, stats, _news = make(tmp_path)
    found: list[object] = []
    keeper.recover_later(found.append)
    new, new_setup = played_game(seed=8, finish=False)
    keeper.save(new_setup.game_id, record(new, new_setup))  # a game started at once
    keeper.flush()
    assert found and found[0].results == (setup.game_id,)  # type: ignore[attr-defined]
    assert pending_path(tmp_path / "autosave.json", setup.game_id).exists()
    stats.answer(ok=True)
    assert setup.game_id in stats.recorded
    keeper.close()


def test_a_squatter_on_the_pending_name_is_kept_not_replaced(tmp_path: Path) -> None:
    import os

    game, setup = played_game()
    Files().write_atomic(tmp_path / "autosave.json", record(game, setup))
    squatter = pending_path(tmp_path / "autosave.json", setup.game_id)
    os.mkfifo(squatter)
    keeper, _stats, _news = make(tmp_path)
    found = keeper.recover()
    assert [item.reason for item in found.set_aside] == ["special"]
    kept = found.set_aside[0].kept_as
    assert kept is not None and kept.is_fifo()
    assert found.results == (setup.game_id,)
    keeper.close()


KILLED_MID_SAVE = r"""
import os, sys, time
from pathlib import Path
sys.path.insert(0, os.getcwd())
from triangles_qt.session.files import Files

real_fsync = os.fsync

def stuck(fd):  # the temporary file is written: now the process is killed
    real_fsync(fd)
    print("writing", flush=True)
    time.sleep(600)

os.fsync = stuck
Files().write_atomic(Path(sys.argv[1]), sys.argv[2])
"""


def killed_mid_save(path: Path, text: str) -> None:
    """A real process killed with SIGKILL inside Files.write_atomic, after its temporary file."""
    import signal
    import subprocess
    import sys

    with subprocess.Popen(
        [sys.executable, "-c", KILLED_MID_SAVE, str(path), text],
        cwd=Path(__file__).parents[2],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        try:
            assert child.stdout is not None and child.stdout.readline() == "writing\n"
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=60)


def test_temporary_files_of_saves_killed_midway_are_cleared_at_start(tmp_path: Path) -> None:
    """kill -9 during an autosave left autosave.json.<random>.tmp behind, for good."""
    game, setup = played_game(finish=False)
    saved = record(game, setup)
    autosave = tmp_path / "autosave.json"
    Files().write_atomic(autosave, saved)
    for _ in range(2):
        killed_mid_save(autosave, saved + " ")  # the next save, killed midway
    finished, finished_setup = played_game(seed=5)
    pending = pending_path(autosave, finished_setup.game_id)
    killed_mid_save(pending, record(finished, finished_setup))
    litter = sorted(p.name for p in tmp_path.glob("*.tmp"))
    assert len(litter) == 3 and all(".json." in name for name in litter)
    # Not ours, or not a file: left alone.
    (tmp_path / "notes.tmp").write_text("mine", encoding="utf-8")
    (tmp_path / "autosave.json.folder.tmp").mkdir()

    keeper, _stats, _news = make(tmp_path)
    try:
        found = keeper.recover()
    finally:
        keeper.close()
    assert sorted(found.cleared) == litter
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autosave.json",
        "autosave.json.folder.tmp",
        "notes.tmp",
    ]
    assert found.resume is not None and found.resume.text == saved  # the save, whole


def test_a_file_where_the_data_folder_should_be_is_told_as_such(tmp_path: Path) -> None:
    """It used to be "File exists" (mkdir's words), told as "the disk refused it"."""
    folder = tmp_path / "data"
    folder.write_text("a file, not a folder", encoding="utf-8")
    news = News()
    keeper = GameKeeper(folder / "autosave.json", Statistics().submit, news=news, retry_s=60)
    try:
        found = keeper.recover()  # nothing to read there, and no traceback
        assert found.resume is None and found.set_aside == ()
        game, setup = played_game(finish=False)
        keeper.save(setup.game_id, record(game, setup))
        keeper.flush()
    finally:
        keeper.close()
    assert [(n.kind, n.reason) for n in news.items] == [(NewsKind.SAVE_FAILED, "not_a_folder")]
