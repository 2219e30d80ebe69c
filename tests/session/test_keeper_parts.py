"""The keeper's parts at their edges: late wiring, a double answer, a failing callback,
a recovery that breaks, a flush that times out, a closed queue, and the disk's reasons."""

from __future__ import annotations

import errno
import threading
from pathlib import Path

import pytest

from tests.session.faults import FailingFiles, News, Statistics, finish, played_game, record
from tests.session.test_keeper import on_disk_ids, wait_for
from triangles_qt.model import Board, Game, save_game
from triangles_qt.session import GameKeeper, GameSetup, Recovered, SavedGame, Seat
from triangles_qt.session.files import Files
from triangles_qt.session.keeper import disk_reason
from triangles_qt.session.saves import pending_path, pending_paths, read_save


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


# -- what a start finds ------------------------------------------------------------------


def resigned_before_a_line() -> tuple[str, str]:
    """A finished save with no result: given up before the player's first line."""
    setup = GameSetup((Seat("Ana"), Seat("Computer", "greedy")), n_stars=24, layout="phone", seed=3)
    game = Game(Board.generate(24, 3))
    return setup.game_id, save_game(game, {**setup.to_extra(), "resigned": True})


def test_odd_saves_found_at_start_are_set_aside_each_with_its_reason(tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    Files().write_atomic(autosave, "{not json")
    half, half_setup = played_game(finish=False)
    Files().write_atomic(pending_path(autosave, half_setup.game_id), record(half, half_setup))
    no_result, text = resigned_before_a_line()
    Files().write_atomic(pending_path(autosave, no_result), text)
    keeper = GameKeeper(autosave, files=FailingFiles())  # no statistics wired yet
    found = keeper.recover()
    assert sorted(item.reason for item in found.set_aside) == ["damaged", "damaged", "not_finished"]
    assert found.resume is None and found.results == () and keeper.unconfirmed() == []
    assert pending_paths(autosave, Files()) == []  # none left under a pending name
    keeper.close()


def test_a_finished_autosave_with_no_result_is_set_aside_not_moved(tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    _game_id, text = resigned_before_a_line()
    Files().write_atomic(autosave, text)
    keeper = GameKeeper(autosave, files=FailingFiles())
    found = keeper.recover()
    assert [item.reason for item in found.set_aside] == ["damaged"]
    assert not autosave.exists() and keeper.unconfirmed() == []
    keeper.close()


def test_a_result_found_twice_or_read_twice_is_kept_once(tmp_path: Path) -> None:
    """The autosave and its pending copy both hold a result (a run stopped between the
    two writes); a second reading finds what the first took in: one result, both kept."""
    autosave = tmp_path / "autosave.json"
    game, setup = played_game()
    Files().write_atomic(autosave, record(game, setup))
    Files().write_atomic(pending_path(autosave, setup.game_id), record(game, setup))
    stats = Statistics()
    keeper = GameKeeper(autosave, stats.submit, files=FailingFiles())
    assert keeper.recover().results == (setup.game_id,)
    assert keeper.recover().results == (setup.game_id,)
    assert keeper.unconfirmed() == [setup.game_id] and autosave.exists()
    assert stats.answer(ok=True) == 2  # handed on at each reading: recorded once
    assert list(stats.recorded) == [setup.game_id]
    keeper.close()


class VanishingPending(FailingFiles):
    """Lists a pending file that is gone by the time it is read (another run took it)."""

    def names(self, folder: Path) -> list[str]:
        return [*super().names(folder), "autosave.pending-0badc0de.json"]


def test_a_pending_file_gone_before_it_is_read_is_passed_over(tmp_path: Path) -> None:
    keeper = GameKeeper(tmp_path / "autosave.json", files=VanishingPending())
    assert keeper.recover() == Recovered()
    keeper.close()


# -- while it runs ------------------------------------------------------------------------


def keeper_of(tmp_path: Path, files: FailingFiles, stats: Statistics, news: News) -> GameKeeper:
    return GameKeeper(
        tmp_path / "autosave.json",
        stats.submit,
        files=files,
        news=news,
        retry_s=0.02,
        resubmit_s=(0.02, 0.1),
    )


def test_abandoning_a_game_the_autosave_does_not_hold_leaves_the_autosave(tmp_path: Path) -> None:
    keeper = keeper_of(tmp_path, FailingFiles(), Statistics(), News())
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    keeper.abandoned("0ther")
    assert keeper.flush() and (tmp_path / "autosave.json").exists()
    keeper.close()


def test_an_abandoned_games_refused_save_is_never_written_later(tmp_path: Path) -> None:
    files, news = FailingFiles(), News()
    keeper = keeper_of(tmp_path, files, Statistics(), news)
    files.fail(errno.ENOSPC, "write_atomic")
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()
    keeper.save(setup.game_id, record(game, setup) + " ")  # refused again: told once
    assert keeper.flush() and news.kinds() == ["save_failed"]
    keeper.abandoned(setup.game_id)  # nothing is owed to the disk now
    assert keeper.flush() and news.kinds() == ["save_failed", "save_works"]
    files.heal()
    keeper.save("0ther", "x")  # the next game's save goes through alone
    assert keeper.flush() and (tmp_path / "autosave.json").read_text() == "x"
    keeper.close()


def test_a_refused_save_of_a_game_no_longer_played_never_comes_back(tmp_path: Path) -> None:
    files, news = FailingFiles(), News()
    keeper = keeper_of(tmp_path, files, Statistics(), news)
    files.fail(errno.ENOSPC, "write_atomic")
    old, old_setup = played_game(seed=8, finish=False)
    keeper.save(old_setup.game_id, record(old, old_setup))
    game, setup = played_game()
    finish(keeper, game, setup)  # the next game, without the old one replaced
    assert keeper.flush()
    files.heal()
    wait_for(lambda: news.kinds() == ["save_failed", "save_works"])
    saved = read_save(tmp_path / "autosave.json", Files())
    assert isinstance(saved, SavedGame) and saved.setup.game_id == setup.game_id
    keeper.close()


def test_a_refused_removal_never_removes_the_next_games_save(tmp_path: Path) -> None:
    files, news = FailingFiles(), News()
    keeper = keeper_of(tmp_path, files, Statistics(), news)
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()
    files.fail(errno.EROFS, "remove")
    keeper.abandoned(setup.game_id)  # its removal refused: retried later...
    nxt, nxt_setup = played_game(seed=8, finish=False)
    keeper.save(nxt_setup.game_id, record(nxt, nxt_setup))  # ...but the next game is there now
    assert keeper.flush()
    files.heal()
    wait_for(lambda: news.kinds() == ["save_failed", "save_works"])
    saved = read_save(tmp_path / "autosave.json", Files())
    assert isinstance(saved, SavedGame) and saved.setup.game_id == nxt_setup.game_id
    keeper.close()


def test_a_squatter_on_the_pending_name_is_set_aside_when_a_result_moves(tmp_path: Path) -> None:
    keeper = keeper_of(tmp_path, FailingFiles(), Statistics(), News())
    game, setup = played_game()
    finish(keeper, game, setup)
    assert keeper.flush()
    squatter = pending_path(tmp_path / "autosave.json", setup.game_id)
    squatter.write_text("mine", encoding="utf-8")
    keeper.replacing()
    assert keeper.flush()
    assert on_disk_ids(tmp_path) == {setup.game_id} and not (tmp_path / "autosave.json").exists()
    assert [p.read_text() for p in tmp_path.iterdir() if "damaged" in p.name] == ["mine"]
    keeper.close()


def test_a_result_only_in_memory_goes_past_a_squatter_to_its_pending_name(tmp_path: Path) -> None:
    files = FailingFiles()
    keeper = keeper_of(tmp_path, files, Statistics(), News())
    files.fail(errno.ENOSPC, "write_atomic")
    game, setup = played_game()
    finish(keeper, game, setup)
    assert keeper.flush() and keeper.unkept() == [setup.game_id]
    pending_path(tmp_path / "autosave.json", setup.game_id).write_text("x", encoding="utf-8")
    files.heal()
    keeper.replacing()
    assert keeper.flush()
    wait_for(lambda: keeper.unkept() == [])
    assert on_disk_ids(tmp_path) == {setup.game_id}
    assert [p.read_text() for p in tmp_path.iterdir() if "damaged" in p.name] == ["x"]
    keeper.close()


def test_a_result_confirmed_before_it_is_moved_aside_is_not_moved(tmp_path: Path) -> None:
    files = SlowDisk()
    stats = Statistics()
    keeper = keeper_of(tmp_path, files, stats, News())
    game, setup = played_game()
    finish(keeper, game, setup)  # its write waits for the disk...
    keeper.replacing()
    assert stats.answer(ok=True) == 1  # ...while the statistics confirm it
    files.go.set()
    assert keeper.flush()
    wait_for(lambda: not (tmp_path / "autosave.json").exists())
    assert list(tmp_path.iterdir()) == [] and keeper.unconfirmed() == []
    keeper.close()


def test_a_result_the_statistics_refuse_twice_is_told_once_and_resubmitted(tmp_path: Path) -> None:
    stats, news = Statistics(), News()
    stats.auto = False
    keeper = keeper_of(tmp_path, FailingFiles(), stats, news)
    game, setup = played_game()
    finish(keeper, game, setup)
    wait_for(lambda: news.kinds().count("result_waiting") == 1)
    keeper.resubmit_now()  # refused again
    assert keeper.flush()
    stats.auto = True  # the next resubmission (on its timer) is recorded
    wait_for(lambda: setup.game_id in stats.recorded)
    wait_for(lambda: "result_recorded" in news.kinds())
    assert news.kinds().count("result_waiting") == 1
    keeper.close()


def test_a_listener_that_raises_does_not_stop_the_keeper(tmp_path: Path) -> None:
    def broken(news: object) -> None:
        raise RuntimeError("a listener's bug")

    files = FailingFiles()
    keeper = GameKeeper(tmp_path / "autosave.json", files=files, news=broken, retry_s=0.02)
    files.fail(errno.ENOSPC, "write_atomic")
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    assert keeper.flush()  # the refusal told: the listener raised
    files.heal()
    wait_for(lambda: (tmp_path / "autosave.json").exists())
    ended, ended_setup = played_game(seed=8)
    finish(keeper, ended, ended_setup)  # no statistics wired: the result waits in the keeper
    assert keeper.flush() and keeper.unconfirmed() == [ended_setup.game_id]
    keeper.close()


def test_a_refused_save_is_written_again_only_while_its_game_is_played(tmp_path: Path) -> None:
    files, news = FailingFiles(), News()
    keeper = keeper_of(tmp_path, files, Statistics(), news)
    files.fail(errno.ENOSPC, "write_atomic")
    game, setup = played_game(finish=False)
    keeper.save(setup.game_id, record(game, setup))
    keeper.abandoned("0ther")  # the controller is done with the game in progress
    assert keeper.flush()
    files.heal()
    wait_for(lambda: news.kinds() == ["save_failed", "save_works"])
    assert not (tmp_path / "autosave.json").exists()
    keeper.close()
