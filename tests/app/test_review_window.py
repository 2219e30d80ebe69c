"""The Review window in the app: progress, the marks as found, a click jumps the replay,
stop keeps what is done, and Review again continues it.

The review runs in worker processes; the tests give it little time per
move so a 24-star game is judged in seconds.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, two_players, vs_computer
from tests.app.test_screenshots import artifacts
from triangles_qt.review import Review
from triangles_qt.review.engine import MARKED
from triangles_qt.review.store import load_review
from triangles_qt.session.setup import GameSetup, Seat
from triangles_qt.views.learn.review_window import ReviewWindow
from triangles_qt.views.learn.reviews import people_here, reviews_dir


def finished_game(h: Harness, seed: int = 5) -> None:
    h.start(two_players(names=("Ana", "Ben"), seed=seed))
    rng = random.Random(seed)
    while not h.game.is_over:
        h.app.table.request_line(*rng.choice(h.game.legal_moves()))
    h.settle()


def finished(window: ReviewWindow) -> bool:
    return window.run is None and window.review is not None and window.review.complete


def test_a_review_shows_progress_then_marks_and_a_click_shows_the_better_line(
    make_harness,
) -> None:
    h = make_harness()
    window = h.app.window
    assert not window.actions_.review.isEnabled()  # nothing to review while a game goes on
    finished_game(h)
    assert window.actions_.review.isEnabled()
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)  # (disk first)
    review = window.reviews.window
    assert isinstance(review, ReviewWindow) and review.isVisible()
    h.qtbot.waitUntil(lambda: finished(review), timeout=120_000)
    seen = [done for done, _said in review.progress_log]
    assert seen == list(range(1, h.game.move_count + 1))  # every line, in order
    assert all("Judging every line" in said for _done, said in review.progress_log)
    assert any("s left" in said for _done, said in review.progress_log)  # the time still needed
    assert not review.progress.isVisible() and review.marks.count() > 0
    assert "Ana:" in review.summary.text() and "Ben:" in review.summary.text()
    assert "The costliest: move" in review.summary.text()  # the biggest mistakes open it
    review.grab().toImage().save(str(artifacts() / "review-summary-en.png"))
    item = review.marks.item(0)
    index = int(item.data(Qt.ItemDataRole.UserRole))
    move = review.review.moves[index]
    rect = review.marks.visualItemRect(item)
    QTest.mouseClick(review.marks.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    h.settle()
    assert window.presenter.replaying and window.replay_bar.position == index
    scene = window.presenter.scene
    assert scene is not None and scene._flash_items  # the better line is on the board
    window.grab().toImage().save(str(artifacts() / "review-better-line-en.png"))
    assert move.verdict in ("inaccuracy", "mistake", "blunder")
    # Kept with the game: opening it again shows it at once, without a new run.
    review.close()
    window.actions_.review.trigger()
    again = window.reviews.window  # from memory: at once
    assert again is not None and again.review is review.review and again.run is None
    # And on disk: after a restart (nothing in memory) it is read back, not made again.
    again.close()
    h.qtbot.waitUntil(lambda: any(reviews_dir().glob("*.json")), timeout=10_000)
    window.reviews._kept.clear()
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not again, timeout=10_000)
    restored = window.reviews.window
    assert restored is not None and restored.run is None
    assert restored.review == review.review


def test_stopping_a_review_stops_its_workers(make_harness) -> None:
    h = make_harness()
    finished_game(h, seed=6)
    window = h.app.window
    window.reviews.time_per_move = 2.0  # long enough to stop it midway
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)  # (disk first)
    review = window.reviews.window
    assert review is not None and review.run is not None
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: review.run is None, timeout=30_000)
    assert review.review is None or not review.review.complete  # (what was done, if any)
    assert "stopped" in review.status.text()
    assert review.cancel_button.text() == "Close"


def test_a_review_stopped_half_way_is_kept_and_continued_when_opened_again(
    make_harness,
) -> None:
    h = make_harness()
    finished_game(h, seed=12)
    window = h.app.window
    total = h.game.move_count
    window.reviews.time_per_move = 0.25  # slow enough to stop it half-way
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)
    review = window.reviews.window
    assert review is not None
    # The marks and the summary come as the lines are judged, before the end.
    h.qtbot.waitUntil(
        lambda: review.review is not None and len(review.review.moves) >= 6, timeout=120_000
    )
    assert review.run is not None and review.summary.isVisible()
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: review.run is None, timeout=30_000)
    stopped = review.review
    assert isinstance(stopped, Review) and not stopped.complete
    assert 6 <= len(stopped.moves) < total
    assert "stopped" in review.status.text() and f"of {total} lines" in review.status.text()
    assert review.continue_button.isVisible()
    assert f"Judged so far: {len(stopped.moves)} of {total} lines." in review.summary.text()
    review.grab().toImage().save(str(artifacts() / "review-stopped-en.png"))
    # Kept on disk with its game, partial.
    game_id = h.app.table.setup.game_id
    h.qtbot.waitUntil(
        lambda: load_review(reviews_dir(), game_id, h.game) == stopped, timeout=10_000
    )
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)  # Close
    # As after a restart: nothing in memory, the partial review is read from disk.
    window.reviews._kept.clear()
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not review, timeout=10_000)
    again = window.reviews.window
    assert again is not None and again.run is not None  # it goes on at once
    assert sorted(again.run._order) == stopped.missing()  # only the lines still missing
    assert again.marks.count() == sum(m.verdict in MARKED for m in stopped.moves)
    h.qtbot.waitUntil(lambda: finished(again), timeout=120_000)
    whole = again.review
    assert whole is not None and whole.complete and len(whole.moves) == total
    assert all(whole.move(m.index) == m for m in stopped.moves)  # not judged again
    assert [done for done, _said in again.progress_log] == list(
        range(len(stopped.moves) + 1, total + 1)
    )
    h.qtbot.waitUntil(lambda: load_review(reviews_dir(), game_id, h.game) == whole, timeout=10_000)


def test_the_review_in_hindi(make_harness) -> None:
    h = make_harness()
    h.app.languages.switch("hi")
    finished_game(h, seed=7)
    window = h.app.window
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)  # (disk first)
    review = window.reviews.window
    assert review is not None
    h.qtbot.waitUntil(lambda: finished(review), timeout=120_000)
    assert "Ana:" in review.summary.text() and "%" in review.summary.text()
    assert "Judging" not in review.status.text() and "Move" not in review.marks.item(0).text()
    review.grab().toImage().save(str(artifacts() / "review-summary-hi.png"))
    item = review.marks.item(0)
    rect = review.marks.visualItemRect(item)
    QTest.mouseClick(review.marks.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    h.settle()
    assert window.presenter.replaying
    window.grab().toImage().save(str(artifacts() / "review-better-line-hi.png"))


def test_the_people_at_this_device_have_their_lines_judged_first() -> None:
    assert people_here(two_players()) == [0, 1]
    assert people_here(vs_computer()) == [0]
    assert people_here(vs_computer(computer_first=True)) == [1]
    remote = GameSetup((Seat("Ana", remote=True), Seat("Ben")))
    assert people_here(remote) == [1]
    both_computers = GameSetup((Seat("A", "easy"), Seat("B", "hard")))
    assert people_here(both_computers) is None  # (then both players' lines, as equals)


def test_review_asked_again_while_it_runs_goes_on_from_what_was_judged(make_harness) -> None:
    h = make_harness()
    finished_game(h, seed=13)
    window = h.app.window
    window.reviews.time_per_move = 0.25
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)
    first = window.reviews.window
    assert first is not None
    h.qtbot.waitUntil(
        lambda: first.review is not None and len(first.review.moves) >= 4, timeout=120_000
    )
    window.actions_.review.trigger()  # (Review again, the first one still running)
    h.qtbot.waitUntil(lambda: window.reviews.window is not first, timeout=10_000)
    second = window.reviews.window
    assert second is not None and second.run is not None
    assert second.review is not None and len(second.review.moves) >= 4  # not judged again
    QTest.mouseClick(second.cancel_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: second.run is None, timeout=30_000)
    assert second.review is not None and not second.review.complete
    # Continue, in the window itself: only the rest is judged.
    stopped = second.review
    assert second.continue_button.isVisible()
    QTest.mouseClick(second.continue_button, Qt.MouseButton.LeftButton)
    assert second.run is not None and sorted(second.run._order) == stopped.missing()
    h.qtbot.waitUntil(lambda: finished(second), timeout=120_000)
    assert all(second.review.move(m.index) == m for m in stopped.moves)
    assert not second.continue_button.isVisible()


def test_the_marks_and_the_summary_are_read_as_text_and_reached_by_keys(make_harness) -> None:
    """A screen reader reads each mark (who drew which line, by the stars' names, and the
    better line) and the summary; Tab reaches both, and Enter on a mark shows its moment."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    h = make_harness()
    window = h.app.window
    finished_game(h)
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.window is not None, timeout=10_000)
    review = window.reviews.window
    assert review is not None
    h.qtbot.waitUntil(lambda: finished(review), timeout=120_000)
    names = window.board_view.star_names
    marks = QAccessible.queryAccessibleInterface(review.marks)
    assert marks is not None and marks.childCount() == review.marks.count() > 0
    said = [marks.child(row).text(QAccessible.Text.Name) for row in range(marks.childCount())]
    for row, text in enumerate(said):
        move = review.review.move(int(review.marks.item(row).data(Qt.ItemDataRole.UserRole)))
        a, b = move.line
        better = f"Better: {names.of(move.best[0])} to {names.of(move.best[1])}."
        drew = f"Move {move.index + 1}, {('Ana', 'Ben')[move.player]} drew"
        assert text.startswith(f"{drew} {names.of(a)} to {names.of(b)}:") and better in text
    summary = QAccessible.queryAccessibleInterface(review.summary)
    assert summary is not None and "Ana:" in summary.text(QAccessible.Text.Name)
    # The keys: Tab from the summary to the marks, Down to the second, Enter shows it.
    review.activateWindow()
    h.qtbot.waitUntil(lambda: QApplication.activeWindow() is review)
    review.summary.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(review.summary, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is review.marks
    row = min(1, review.marks.count() - 1)
    for _ in range(row):
        QTest.keyClick(review.marks, Qt.Key.Key_Down)
    if review.marks.currentRow() != row:
        review.marks.setCurrentRow(row)  # (no current row until a key or a click made one)
    QTest.keyClick(review.marks, Qt.Key.Key_Return)
    h.settle()
    index = int(review.marks.item(row).data(Qt.ItemDataRole.UserRole))
    assert window.presenter.replaying and window.replay_bar.position == index
