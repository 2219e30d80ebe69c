"""The Review panel in the app: progress, the marks as found, a click jumps the replay and
draws the mark's lines until another mark or the end of the review, stop keeps what is done,
and Review again continues it.

The review runs in worker processes; the tests give it little time per
move so a 24-star game is judged in seconds.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, two_players, vs_computer
from tests.app.test_screenshots import artifacts
from triangles_qt.review import Review
from triangles_qt.review.engine import MARKED
from triangles_qt.review.store import load_review
from triangles_qt.session.setup import GameSetup, Seat
from triangles_qt.views.learn.review_panel import ReviewPanel
from triangles_qt.views.learn.reviews import people_here, reviews_dir


def finished_game(h: Harness, seed: int = 5) -> None:
    h.start(two_players(names=("Ana", "Ben"), seed=seed))
    rng = random.Random(seed)
    while not h.game.is_over:
        h.app.table.request_line(*rng.choice(h.game.legal_moves()))
    h.settle()


def finished(window: ReviewPanel) -> bool:
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)  # (disk first)
    review = window.reviews.panel
    assert isinstance(review, ReviewPanel) and review.isVisible()
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
    marks = window.presenter.review_marks
    assert marks is not None and marks.visible  # the better line is on the board
    assert marks.mark is not None and marks.mark.better == move.best
    window.grab().toImage().save(str(artifacts() / "review-better-line-en.png"))
    assert move.verdict in ("inaccuracy", "mistake", "blunder")
    # Kept with the game: opening it again shows it at once, without a new run.
    kept = review.review
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)  # Close
    assert window.reviews.panel is None and not marks.visible
    window.actions_.review.trigger()
    again = window.reviews.panel  # from memory: at once
    assert again is not None and again.review is kept and again.run is None
    # And on disk: after a restart (nothing in memory) it is read back, not made again.
    QTest.mouseClick(again.cancel_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: any(reviews_dir().glob("*.json")), timeout=10_000)
    window.reviews._kept.clear()
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    restored = window.reviews.panel
    assert restored is not None and restored.run is None
    assert restored.review == kept


def test_stopping_a_review_stops_its_workers(make_harness) -> None:
    h = make_harness()
    finished_game(h, seed=6)
    window = h.app.window
    window.reviews.time_per_move = 2.0  # long enough to stop it midway
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)  # (disk first)
    review = window.reviews.panel
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    review = window.reviews.panel
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    again = window.reviews.panel
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)  # (disk first)
    review = window.reviews.panel
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    first = window.reviews.panel
    assert first is not None
    h.qtbot.waitUntil(
        lambda: first.review is not None and len(first.review.moves) >= 4, timeout=120_000
    )
    window.actions_.review.trigger()  # (Review again, the first one still running)
    h.qtbot.waitUntil(lambda: window.reviews.panel is not first, timeout=10_000)
    second = window.reviews.panel
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
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    review = window.reviews.panel
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
    window.activateWindow()
    h.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # (the panel is in it)
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
    assert window.presenter.review_marks is not None and window.presenter.review_marks.visible
    # Esc closes the panel: the mark leaves the board, the keys go back to the board.
    QTest.keyClick(review.marks, Qt.Key.Key_Escape)
    assert window.reviews.panel is None
    assert not window.presenter.review_marks.visible
    assert QApplication.focusWidget() is window.board_view


def open_review(h: Harness) -> ReviewPanel:
    """A finished game reviewed (quickly), the panel open beside the board."""
    window = h.app.window
    finished_game(h)
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    panel = window.reviews.panel
    assert panel is not None
    h.qtbot.waitUntil(lambda: finished(panel), timeout=120_000)
    return panel


def click_mark(panel: ReviewPanel, row: int) -> int:
    """Click the mark in ``row``; the index of its move."""
    item = panel.marks.item(row)
    panel.marks.scrollToItem(item)
    rect = panel.marks.visualItemRect(item)
    QTest.mouseClick(panel.marks.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return int(item.data(Qt.ItemDataRole.UserRole))


def rect_in(widget, window) -> QRect:  # type: ignore[no-untyped-def]
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def line_pixels(window, line: tuple[int, int]) -> int:  # type: ignore[no-untyped-def]
    """Pixels in the highlight colour along ``line`` on the board, as on screen."""
    view = window.board_view
    image = view.viewport().grab().toImage()
    a, b = (view.star_view_pos(star) for star in line)
    accent = window.current_theme.highlight
    found = 0
    for step in range(10, 91):  # (the middle of the line, clear of the stars and rings)
        p = a + (b - a) * (step / 100)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                c = image.pixelColor(int(p.x()) + dx, int(p.y()) + dy)
                if abs(c.red() - accent.red()) + abs(c.green() - accent.green()) < 70:
                    found += 1
    return found


def test_the_mark_stays_drawn_with_its_stars_named_until_another_is_chosen(make_harness) -> None:
    """The line drawn and the better line stay on the board while their mark is chosen and
    its moment shown (no timer takes them away), each of their stars labelled with the grid
    name the mark's text uses; stepping away hides them, stepping back shows them again,
    another mark replaces them, and the end of the replay takes them away."""
    h = make_harness()
    window = h.app.window
    panel = open_review(h)
    assert panel.marks.count() >= 2
    names = window.board_view.star_names
    index = click_mark(panel, 0)
    h.settle()
    marks = window.presenter.review_marks
    assert marks is not None and marks.visible
    move = panel.review.move(index)
    assert marks.mark is not None
    assert marks.mark.better == move.best and marks.mark.played == move.line
    stars = {*move.line, *move.best}
    assert sorted(label.text for label in marks.labels) == sorted(names.of(s) for s in stars)
    # Each name on the board is in the mark's text, as the player reads it.
    text = panel.marks.item(0).text()
    assert all(label.text in text for label in marks.labels)
    assert f"Better: {names.of(move.best[0])} to {names.of(move.best[1])}." in text
    # Longer than the 4 s a flashed hint lasts: still drawn.
    h.qtbot.wait(4_600)
    assert marks.visible and marks.mark.index == index
    shown = line_pixels(window, move.best)
    assert shown > 20  # and on screen, in the highlight colour
    # Another moment: the mark is not about it. Back to its moment: drawn again.
    QTest.mouseClick(window.replay_bar.forward, Qt.MouseButton.LeftButton)
    assert not marks.visible and line_pixels(window, move.best) < shown / 3
    QTest.mouseClick(window.replay_bar.back, Qt.MouseButton.LeftButton)
    assert marks.visible and window.replay_bar.position == index
    # Another mark replaces it.
    other = click_mark(panel, 1)
    h.settle()
    assert marks.visible and marks.mark is not None and marks.mark.index == other
    # The replay closed: the mark goes, and no mark is chosen in the list any more.
    QTest.mouseClick(window.replay_bar.close_button, Qt.MouseButton.LeftButton)
    assert not marks.visible and not panel.marks.selectedItems()


def test_the_review_lies_beside_the_board_which_refits_as_it_opens_and_closes(
    make_harness,
) -> None:
    h = make_harness()
    window = h.app.window
    window.showNormal()
    window.resize(1200, 760)
    h.settle()
    finished_game(h)
    board_before = rect_in(window.board_view, window)
    panel = open_review(h)
    h.settle()
    board, side = rect_in(window.board_view, window), rect_in(panel, window)
    assert panel.isVisible() and not board.intersects(side)
    assert not window.end_panel.isVisible()  # (the board is what the review is about)
    assert side.left() >= board.right()  # beside it, on a landscape window
    assert board.width() < board_before.width() and board.height() == board_before.height()
    # The board was fitted again into what is left: every star still in sight.
    view = window.board_view
    for star in range(h.game.board.n_stars):
        assert view.viewport().rect().contains(view.star_view_pos(star).toPoint())
    QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)  # Close
    h.settle()
    assert rect_in(window.board_view, window) == board_before  # its room back
    assert window.end_panel.isVisible()  # and the end of the game over it again


def test_the_progress_bar_is_drawn_in_the_theme(make_harness) -> None:
    """While the lines are judged the bar is dark like the panel, its part done in the
    theme's accent: no white stock bar inside the dark window."""
    h = make_harness()
    window = h.app.window
    finished_game(h, seed=6)
    window.reviews.time_per_move = 2.0  # slow: the bar is seen part-way
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None, timeout=10_000)
    panel = window.reviews.panel
    assert panel is not None and panel.progress.isVisible()
    panel.progress.setValue(panel.progress.maximum() // 2)
    image = panel.progress.grab().toImage()
    y = image.height() // 2
    empty = image.pixelColor(image.width() - 6, y)
    done = image.pixelColor(6, y)
    assert empty.lightness() < 90  # the panel's dark field, not white
    accent = window.current_theme.highlight
    assert abs(done.red() - accent.red()) + abs(done.green() - accent.green()) < 60
    panel.grab().toImage().save(str(artifacts() / "review-panel-after-progress-en.png"))
    QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)  # Stop


def test_during_a_replay_the_score_panel_shows_that_moment(make_harness) -> None:
    """The score, whose turn it was and the line, at the step the replay shows; the end
    of the game only at its end."""
    h = make_harness()
    window = h.app.window
    finished_game(h, seed=9)
    moves = h.game.moves
    score = window.score_panel
    final = h.game.scores
    window.actions_.replay.trigger()
    h.settle()
    bar = window.replay_bar
    running = [0, 0]
    for step in range(len(moves) + 1):
        assert bar.position == step
        texts = [card.score_label.text() for card in score.cards]
        assert texts == [str(running[0]), str(running[1])], step
        if step < len(moves):
            mover = moves[step].player  # who drew the next line: their turn
            assert score.cards[mover].status_label.text() == "to play"
            assert score.cards[1 - mover].status_label.text() == ""
            assert score.middle.text() == f"Line {step + 1}"
            assert score.remaining.text().startswith("At most ")
            running[moves[step].player] += len(moves[step].closed)
            QTest.mouseClick(bar.forward, Qt.MouseButton.LeftButton)
    assert tuple(running) == final
    assert score.middle.text() == "Game over" and score.remaining.text() == ""
    QTest.mouseClick(bar.first, Qt.MouseButton.LeftButton)
    assert [card.score_label.text() for card in score.cards] == ["0", "0"]
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    h.settle()
    assert [card.score_label.text() for card in score.cards] == [str(p) for p in final]
    assert score.middle.text() == "Game over"


def test_on_a_portrait_window_the_review_lies_under_the_board(make_harness) -> None:
    h = make_harness()
    window = h.app.window
    window.showNormal()
    window.resize(760, 1000)
    h.settle()
    panel = open_review(h)
    h.settle()
    board, side = rect_in(window.board_view, window), rect_in(panel, window)
    assert not board.intersects(side) and side.top() >= board.bottom()
    assert board.height() >= side.height()  # the board keeps the larger part
    QTest.keyClick(panel.marks, Qt.Key.Key_Escape)
    assert window.reviews.panel is None
