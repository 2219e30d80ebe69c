"""A full or read-only disk when a game ends, seen from the app: the truth, and nothing lost."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from tests.app.test_screenshots import artifacts
from tests.app.test_statistics import finish_square_won
from tests.session.faults import NO_SPACE, FailingFiles
from triangles_qt.paths import autosave_path
from triangles_qt.stats import RecordOutcome


def refuse(result, done) -> None:  # type: ignore[no-untyped-def]
    """The statistics live on the same full disk."""
    done(RecordOutcome.failed(result.game_id, "disk_full"))


def full_disk_game(h) -> FailingFiles:  # type: ignore[no-untyped-def]
    files = FailingFiles()
    h.app.keeper.files = files
    h.app.keeper.retry_s = 0.05
    h.app.keeper.set_submit(refuse)
    files.fail(NO_SPACE)
    finish_square_won(h)
    h.app.keeper.flush()
    return files


def test_the_player_is_told_the_truth_and_the_result_is_saved_when_space_returns(
    make_harness,
) -> None:
    h = make_harness()
    files = full_disk_game(h)
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: "nor on the disk" in bar.text(), timeout=5000)
    assert "recorded later" not in bar.text()  # not the comfortable lie
    h.app.window.end_panel.hide()
    assert h.app.window.grab().save(str(artifacts() / "disk-full.png"))
    assert h.app.keeper.unkept() == [h.app.table.setup.game_id]
    files.heal()
    h.qtbot.waitUntil(lambda: h.app.keeper.unkept() == [], timeout=20000)
    h.qtbot.waitUntil(lambda: "Saving works again" in bar.text(), timeout=5000)
    assert autosave_path().exists()


def test_quitting_with_a_result_only_in_memory_asks_first(make_harness) -> None:
    h = make_harness()
    files = full_disk_game(h)
    window = h.app.window
    window.close()
    h.settle()
    box = window.question
    assert window.isVisible() and box is not None and box.isVisible()
    assert "could not be saved" in box.text()
    assert box.grab().save(str(artifacts() / "quit-unkept.png"))
    keep = box.findChild(QPushButton, "confirmKeep")
    assert keep is not None and keep.text() == "Keep Triangles open"
    keep.click()
    h.settle()
    assert window.isVisible()
    files.heal()  # space returns while it stays open: quitting asks nothing now
    h.qtbot.waitUntil(lambda: h.app.keeper.unkept() == [], timeout=20000)
    window.close()
    h.settle()
    assert not window.isVisible()


def test_quit_anyway_closes(make_harness) -> None:
    h = make_harness()
    full_disk_game(h)
    window = h.app.window
    window.close()
    h.settle()
    box = window.question
    assert box is not None
    quit_button = box.findChild(QPushButton, "confirmYes")
    assert quit_button is not None and quit_button.text() == "Quit anyway"
    quit_button.click()
    h.settle()
    assert not window.isVisible()
