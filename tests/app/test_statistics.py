"""Finished games reach the statistics exactly once, even across a crash."""

from __future__ import annotations

from tests.app.conftest import SQUARE, two_players, vs_computer
from triangles_qt.model import Board
from triangles_qt.paths import autosave_path, stats_db_path
from triangles_qt.session import NewsKind, SavedGame
from triangles_qt.session.files import Files
from triangles_qt.session.saves import pending_paths, read_save
from triangles_qt.stats import StatsStore


def pending_saves(path):  # type: ignore[no-untyped-def]
    return pending_paths(path, Files())


def load_save(path):  # type: ignore[no-untyped-def]
    found = read_save(path, Files())
    assert isinstance(found, SavedGame)
    return found


def finish_square_won(h) -> None:  # type: ignore[no-untyped-def]
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)
        h.tap_tap(a, b)
    assert h.app.window.endings.title() == "You won!"


def stored_games() -> list:  # type: ignore[type-arg]
    store = StatsStore.open(stats_db_path())
    try:
        return store.recent_games(100)
    finally:
        store.close()


def test_a_finished_game_is_recorded_once_and_the_autosave_goes(make_harness) -> None:
    h = make_harness()
    finish_square_won(h)
    h.app.stats.writer.flush(5.0)
    h.qtbot.waitUntil(lambda: not autosave_path().exists(), timeout=5000)
    games = stored_games()
    assert len(games) == 1
    assert games[0].result == "won"
    assert games[0].scores == (2, 0)
    assert games[0].opponent_id == "scripted"


def test_a_new_game_started_before_the_result_is_confirmed_keeps_it(make_harness) -> None:
    h = make_harness()
    submitted = []
    h.app.keeper.set_submit(lambda result, done: submitted.append(result))
    finish_square_won(h)
    h.start(two_players())  # the player is quick: a new game before the commit
    h.app.keeper.flush()
    pending = pending_saves(autosave_path())
    assert len(pending) == 1
    assert load_save(pending[0]).finished
    assert load_save(autosave_path()).game.move_count == 0  # the new game
    recorded: list[str] = []
    h.app.window.records.keeper_news.news.connect(lambda news: recorded.append(news.game_id))
    h.app.keeper.set_submit(h.app.stats.writer.submit)
    h.app.keeper.resubmit_now()
    h.app.stats.writer.flush(5.0)
    h.qtbot.waitUntil(lambda: bool(recorded), timeout=5000)
    assert recorded == [submitted[0].game_id]
    h.qtbot.waitUntil(lambda: pending_saves(autosave_path()) == [], timeout=5000)
    assert len(stored_games()) == 1


def test_statistics_window_updates_when_a_game_finishes(make_harness) -> None:
    h = make_harness()
    h.app.window.actions_.stats.trigger()
    window = h.app.window.records.window
    assert window is not None and window.isVisible()
    assert window.cards["played"].value.text() == "0"
    finish_square_won(h)
    h.qtbot.waitUntil(lambda: window.cards["played"].value.text() == "1", timeout=5000)
    assert window.cards["won"].value.text() == "1"


def test_a_result_not_confirmed_before_a_crash_is_recorded_at_the_next_start(make_harness) -> None:
    h = make_harness()
    # The "crash": the store never confirms, so the finished game stays in the autosave.
    h.app.keeper.set_submit(lambda result, done: None)
    finish_square_won(h)
    h.app.keeper.flush()
    assert autosave_path().exists()
    assert stored_games() == []
    h.app.window.close()
    again = make_harness()
    failures: list[str] = []
    again.app.window.records.keeper_news.news.connect(
        lambda news: failures.append(news.game_id) if news.kind is NewsKind.RESULT_WAITING else None
    )
    again.app.stats.writer.flush(5.0)
    again.settle()
    assert failures == []
    again.qtbot.waitUntil(lambda: len(stored_games()) == 1, timeout=5000)
    again.qtbot.waitUntil(lambda: pending_saves(autosave_path()) == [], timeout=5000)
    games = stored_games()
    assert len(games) == 1 and games[0].result == "won"
    # The new game's own save is untouched.
    again.app.keeper.flush()
    assert load_save(autosave_path()).game.move_count == 0
    # Starting a third time records nothing more.
    third = make_harness()
    third.app.stats.writer.flush(5.0)
    assert len(stored_games()) == 1


def test_two_player_games_are_recorded_but_kept_out_of_win_loss(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben")), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]:
        h.tap_tap(a, b)
    h.app.stats.writer.flush(5.0)
    assert "two players" in h.app.window.end_panel.note.text()
    store = StatsStore.open(stats_db_path())
    try:
        report = store.report()
        assert report.total.played == 0
        assert len(store.recent_games(10)) == 1
    finally:
        store.close()


def test_the_end_note_follows_a_language_switch(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben")), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]:
        h.tap_tap(a, b)
    english = h.app.window.end_panel.note.text()
    assert "two players" in english
    h.app.languages.switch("ro")
    try:
        romanian = h.app.window.end_panel.note.text()
        assert romanian and romanian != english
        assert h.app.window.endings.title() == "Ana a câștigat!"
    finally:
        h.app.languages.switch("en")
    assert h.app.window.end_panel.note.text() == english
