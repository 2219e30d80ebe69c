"""The keeper's parts at their edges: late wiring, a double answer, a failing callback,
a recovery that breaks, a flush that times out, a closed queue, and the disk's reasons."""

from __future__ import annotations

import errno
import threading
from pathlib import Path

import pytest

from tests.session.faults import FailingFiles, News, Statistics, finish, played_game, record
from tests.session.test_keeper import wait_for
from triangles_qt.session import GameKeeper, Recovered
from triangles_qt.session.keeper import disk_reason


def test_statistics_and_news_wired_after_the_keeper_is_made_are_used(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path / "autosave.json", files=FailingFiles(), retry_s=0.02)
    stats, news = Statistics(), News()
    keeper.set_submit(stats.submit)
    keeper.listen(news)
    game, setup = played_game()
    finish(keeper, game, setup)
    assert keeper.flush()
    assert keeper.on_disk(setup.game_id) and not keeper.on_disk("another")
    assert stats.answer(ok=True) == 1
    wait_for(lambda: "result_recorded" in news.kinds())
    keeper.close()


def test_a_result_confirmed_twice_is_recorded_and_told_once(tmp_path: Path) -> None:
    stats, news = Statistics(), News()
    keeper = GameKeeper(tmp_path / "autosave.json", stats.submit, FailingFiles(), news)
    game, setup = played_game()
    finish(keeper, game, setup)
    keeper.resubmit_now()  # handed on a second time before the first answer
    assert stats.answer(ok=True) == 2
    assert keeper.flush()
    assert news.kinds().count("result_recorded") == 1
    assert keeper.unconfirmed() == [] and not (tmp_path / "autosave.json").exists()
    keeper.close()


def test_a_callback_that_raises_is_reported_once_and_the_keeper_goes_on(tmp_path: Path) -> None:
    news = News()
    keeper = GameKeeper(tmp_path / "autosave.json", files=FailingFiles(), news=news)

    def broken(found: Recovered) -> None:
        raise RuntimeError("a bug in the caller")

    keeper.recover_later(broken)
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()
    assert (tmp_path / "autosave.json").exists()
    assert news.kinds() == ["save_failed", "save_works"]
    assert "a bug in the caller" in news.items[0].detail
    keeper.close()


class BrokenListing(FailingFiles):
    def names(self, folder: Path) -> list[str]:
        raise RuntimeError("a bug while listing")


def test_a_recovery_that_breaks_still_answers_and_the_keeper_goes_on(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path / "autosave.json", files=BrokenListing())
    answers: list[Recovered] = []
    keeper.recover_later(answers.append)
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()
    assert answers == [Recovered()]
    assert (tmp_path / "autosave.json").exists()
    keeper.close()


class SlowDisk(FailingFiles):
    def __init__(self) -> None:
        super().__init__()
        self.go = threading.Event()

    def write_atomic(self, path: Path, text: str) -> None:
        self.go.wait()
        super().write_atomic(path, text)


def test_a_flush_says_when_the_disk_has_not_caught_up(tmp_path: Path) -> None:
    files = SlowDisk()
    keeper = GameKeeper(tmp_path / "autosave.json", files=files)
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush(timeout=0.05) is False
    assert not (tmp_path / "autosave.json").exists()
    files.go.set()
    assert keeper.flush()
    assert (tmp_path / "autosave.json").exists()
    keeper.close()


def test_nothing_is_written_after_close(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path / "autosave.json", files=FailingFiles())
    keeper.close()
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (errno.ENOSPC, "disk_full"),
        (errno.EDQUOT, "disk_full"),
        (errno.EROFS, "read_only"),
        (errno.EACCES, "read_only"),
        (errno.ENOTDIR, "not_a_folder"),
        (errno.EIO, "io_error"),
        (errno.EBUSY, "other"),
    ],
)
def test_each_disk_error_has_its_reason(code: int, reason: str) -> None:
    assert disk_reason(OSError(code, "refused")) == reason
