"""End screens, undo, replay and the computer's turn, through the real window."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.app.conftest import SQUARE, Harness, record_told, two_players, vs_computer
from triangles_qt.model import Board
from triangles_qt.session import Outcome, Seat
from triangles_qt.views.dialogs.how_to_play import TIE

SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def square() -> Board:
    return Board(SQUARE, 2.0)


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)


def test_won_against_the_computer(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), square())
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    assert h.game.is_over and h.game.scores == (2, 0)
    assert h.app.window.end_panel.isVisible()
    assert h.app.window.endings.title() == "You won!"
    assert h.app.table.ending.outcome(h.app.table.setup) is Outcome.WON


def test_lost_against_the_computer(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(0, 1), (2, 3), (0, 2)]
    h.start(vs_computer(computer_first=True), square())
    for a, b in [(1, 2), (0, 3)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.game.is_over, timeout=3000)
    assert h.game.scores == (2, 0)
    assert h.app.window.endings.title() == "You lost!"


def test_two_player_winner_is_named(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben")), square())
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]:
        h.tap_tap(a, b)
    assert h.app.window.endings.title() == "Ana wins!"
    assert "Ana 2 – 0 Ben" in h.app.window.end_panel.score.text()


def test_tie(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), Board(TIE.stars, 2.0))
    for a, b in TIE.moves:
        h.tap_tap(a, b)
    assert h.game.is_over and h.game.scores == (1, 1)
    assert h.app.window.endings.title() == "Tie!"


def test_look_at_the_board_hides_the_end_panel(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), square())
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    h.app.window.end_panel.look_button.click()
    assert not h.app.window.end_panel.isVisible()
    assert not h.view.interactive


def test_undo_between_two_players(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    moves = h.game.legal_moves()
    h.tap_tap(*moves[0])
    second = next(m for m in h.game.legal_moves() if m != moves[0])
    h.tap_tap(*second)
    assert len(h.game.lines) == 2
    h.app.window.actions_.undo.trigger()
    assert h.game.lines == (moves[0],)
    assert h.game.current_player == 1
    assert h.app.window.presenter.scene.shown_moves() == 1


def test_undo_against_the_computer_takes_back_its_reply(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(2, 3)]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    h.qtbot.waitUntil(lambda: len(h.game.lines) == 2, timeout=3000)
    wait_for_human(h)
    h.app.window.actions_.undo.trigger()
    assert h.game.lines == ()
    assert h.game.current_player == 0
    assert h.app.table.human_to_move()


def test_computer_thinking_blocks_input_and_is_shown(make_harness) -> None:
    h = make_harness()
    h.app.table.computer_pause = 0.3
    h.scripts["scripted"] = [(1, 2)]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    assert h.app.table.thinking
    assert "thinking" in h.app.window.score_panel.cards[1].status_label.text()
    h.tap_tap(2, 3)  # ignored: not the person's turn
    assert h.game.lines == ((0, 1),)
    wait_for_human(h)
    assert h.game.lines == ((0, 1), (1, 2))
    assert not h.app.table.thinking


def test_replay_steps_through_a_finished_game(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), square())
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    h.app.window.end_panel.replay_button.click()
    assert h.app.window.presenter.replaying
    bar = h.app.window.replay_bar
    assert bar.isVisible() and bar.slider.maximum() == 5
    assert h.app.window.presenter.scene.shown_moves() == 0
    bar.forward.click()
    bar.forward.click()
    assert h.app.window.presenter.scene.shown_moves() == 2
    bar.last.click()
    assert h.app.window.presenter.scene.shown_moves() == 5
    bar.close_button.click()
    assert not h.app.window.presenter.replaying


def test_new_game_window_starts_the_chosen_game(make_harness) -> None:
    h = make_harness(opponents=["scripted"])
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "New Game"
    dialog.phone_radio.setChecked(True)
    dialog.size_buttons[0].click()
    dialog.opponent_combo.setCurrentIndex(0)
    dialog.name1.setText("Ana")
    dialog.name2.setText("Ben")
    dialog.play_again.setChecked(True)
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("contrast"))
    dialog.accept()
    h.settle()
    assert h.game.board.n_stars == 24
    assert h.game.play_again
    assert window.player_names() == ("Ana", "Ben")
    assert h.app.settings.theme == "contrast"
    assert h.app.settings.n_stars == 24
    # Remembered for next time.
    window.show_new_game()
    again = window.new_game.dialog
    assert again is not None
    assert again.name1.text() == "Ana" and again.play_again.isChecked()
    assert again.chosen_size() == 24
    again.reject()


def test_how_to_play_shows_the_rule_book_examples(make_harness) -> None:
    h = make_harness()
    from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

    dialog = HowToPlayDialog(h.app.window._theme, h.app.window)
    h.qtbot.addWidget(dialog)
    dialog.show()
    square_example = dialog.examples["square"]
    assert "ABC, ACD" in square_example.caption.text()
    again = dialog.examples["again"]
    again.show_step(3)
    assert "plays again" in again.caption.text()
    again.show_step(4)
    assert "Player 1 draws B–D" in again.caption.text()
    tie = dialog.examples["tie"]
    assert "tie" in tie.caption.text()


def test_keyboard_help_lists_every_single_key_shortcut_of_the_window(make_harness) -> None:
    """A shortcut nobody can find is no help: each one the menus offer is on the Keyboard page."""
    from PySide6.QtGui import QAction, QKeySequence

    from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

    h = make_harness()
    window = h.app.window
    dialog = HowToPlayDialog(window._theme, window)
    h.qtbot.addWidget(dialog)
    page = dialog.keys_label.text()
    listed = []
    for action in window.findChildren(QAction):
        key = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        # Zoom and fit are documented as the board's own keys (+, −, 0).
        if key and action not in (
            window.actions_.zoom_in,
            window.actions_.zoom_out,
            window.actions_.fit,
        ):
            listed.append(key)
            assert f"<b>{key}</b>" in page, f"{key} is missing from the keyboard help"
    assert {"H", "Ctrl+Z", "Ctrl+N", "F1"} <= set(listed)
    for board_key in ("+", "−", "0"):
        assert f"<b>{board_key}</b>" in page


def _failure_buttons(h: Harness) -> dict[str, object]:
    h.qtbot.waitUntil(
        lambda: (
            h.app.window.endings.failure_box is not None
            and h.app.window.endings.failure_box.isVisible()
        ),
        timeout=3000,
    )
    box = h.app.window.endings.failure_box
    assert box is not None
    assert "Scripted" in box.text() and "did not answer in time" in box.text()
    return {button.text(): button for button in box.buttons()}


def test_a_failing_opponent_leaves_the_game_intact_and_the_player_chooses(make_harness) -> None:
    from tests.app.conftest import FAIL

    h = make_harness()
    h.scripts["scripted"] = [FAIL, FAIL]
    h.scripts["stand-in"] = [(1, 2)]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    buttons = _failure_buttons(h)
    assert h.game.lines == ((0, 1),)  # intact
    assert not h.app.table.human_to_move()
    buttons["Try again"].click()  # type: ignore[attr-defined]
    buttons = _failure_buttons(h)
    buttons["Let another opponent play this move"].click()  # type: ignore[attr-defined]
    wait_for_human(h)
    assert h.game.lines == ((0, 1), (1, 2))
    assert h.app.table.substituted_moves == 1


def test_ending_a_game_after_a_failure_keeps_no_result(make_harness) -> None:
    from tests.app.conftest import FAIL

    h = make_harness()
    h.scripts["scripted"] = [FAIL]
    h.start(vs_computer(), square())
    h.tap_tap(0, 1)
    buttons = _failure_buttons(h)
    buttons["End the game without a result"].click()  # type: ignore[attr-defined]
    h.settle()
    assert not h.app.table.ending.counts
    assert h.app.window.endings.title() == "Game ended without a result"
    assert not h.view.interactive


def test_about_lists_the_installed_opponents(make_harness) -> None:
    h = make_harness()
    h.app.window.actions_.about.trigger()
    dialog = h.app.window.about_dialog
    assert dialog.isVisible()
    assert dialog.windowTitle() == "About Triangles"
    ids = {entry.id for entry in dialog.plugins}
    assert {"easy", "medium", "hard"} <= ids
    dialog.close()


def test_making_a_big_board_does_not_freeze_the_window(make_harness, monkeypatch) -> None:
    """The board is made off the UI thread: while it is held unfinished, the event loop runs
    on (bench/bench_view.py measures its longest gap while a real one is made)."""
    import threading

    from PySide6.QtCore import QTimer

    from triangles_qt.model import Board

    finish = threading.Event()
    makers: list[str] = []
    real_generate = Board.generate

    def held_generate(*args, **kwargs):  # type: ignore[no-untyped-def]
        makers.append(threading.current_thread().name)
        if threading.current_thread() is not threading.main_thread():
            finish.wait(120)  # until the event loop has been seen running meanwhile
        return real_generate(*args, **kwargs)

    h = make_harness()
    monkeypatch.setattr(Board, "generate", staticmethod(held_generate))
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    try:
        h.app.window.start_game(two_players(n_stars=180, seed=99))
        h.qtbot.waitUntil(lambda: bool(makers) and len(ticks) >= 5, timeout=60_000)
        assert len(makers) == 1 and makers[0] != threading.main_thread().name
        assert h.app.table.preparing
    finally:
        finish.set()
        timer.stop()
    h.wait_ready()
    assert h.game.board.n_stars == 180


def test_the_old_game_cannot_change_while_the_new_board_is_made(make_harness, monkeypatch) -> None:
    """A line asked for while the next board is generated is refused, not played on the old game."""
    import threading

    from triangles_qt.model import Board

    made = threading.Event()
    real_generate = Board.generate

    def slow_generate(*args, **kwargs):  # type: ignore[no-untyped-def]
        made.wait(120)  # the board is ready only when the test says so
        return real_generate(*args, **kwargs)

    h = make_harness()
    h.start(two_players(seed=4))
    h.tap_tap(*h.game.legal_moves()[0])
    h.app.keeper.flush()
    old, old_id = h.game, h.app.table.setup.game_id
    lines = old.lines
    controller = h.app.table
    monkeypatch.setattr(Board, "generate", staticmethod(slow_generate))
    controller.new_game(two_players(n_stars=180, seed=99))
    assert controller.preparing
    a, b = old.legal_moves()[0]
    assert controller.request_line(a, b) is None
    h.click_star(a)  # by mouse too
    h.click_star(b)
    h.qtbot.wait(50)
    assert not controller.can_undo() and not controller.undo()
    assert not controller.request_hint() and not controller.can_resign()
    assert old.lines == lines and controller.preparing
    made.set()
    h.wait_ready()
    assert h.game is not old and h.game.board.n_stars == 180
    assert controller.setup.game_id != old_id
    h.app.keeper.flush()
    from triangles_qt.model import GameRecord
    from triangles_qt.paths import autosave_path

    assert GameRecord.from_json(autosave_path().read_bytes()).moves == []


def test_asking_for_two_new_games_at_once_starts_the_newest(make_harness, monkeypatch) -> None:
    import threading

    from triangles_qt.model import Board

    first_may_finish = threading.Event()
    first_thread: list[threading.Thread] = []
    real_generate = Board.generate

    def generate(n_stars, *args, **kwargs):  # type: ignore[no-untyped-def]
        if n_stars == 180:  # the first board is held until the second game is on the table
            first_thread.append(threading.current_thread())
            first_may_finish.wait(120)
        return real_generate(n_stars, *args, **kwargs)

    h = make_harness()
    monkeypatch.setattr(Board, "generate", staticmethod(generate))
    controller = h.app.table
    controller.new_game(two_players(n_stars=180, seed=99))
    controller.new_game(two_players(n_stars=24, seed=5))
    h.wait_ready()
    assert h.game.board.n_stars == 24
    first_may_finish.set()
    first_thread[0].join(120)  # the first board was made and sent to the UI thread
    h.qtbot.wait(50)  # where it arrives now, and is dropped
    assert h.game.board.n_stars == 24 and controller.setup.seed == 5


def test_a_board_that_cannot_be_made_leaves_the_old_game_playable(
    make_harness, monkeypatch
) -> None:
    from triangles_qt.model import Board

    h = make_harness()
    h.start(two_players(seed=4))
    old = h.game

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ValueError("no room for the stars")

    monkeypatch.setattr(Board, "generate", staticmethod(broken))
    h.app.table.new_game(two_players(n_stars=180, seed=99))
    board = h.app.window.board_view
    # (the board takes input again once the window has shown the table's news: a turn later)
    h.qtbot.waitUntil(lambda: not h.app.table.preparing and board.interactive, timeout=5000)
    assert h.game is old and h.app.table.human_to_move()
    assert "could not be made" in h.app.window.message_bar.text()
    h.tap_tap(*old.legal_moves()[0])
    assert old.move_count == 1


def test_with_no_game_yet_a_board_that_cannot_be_made_gives_a_small_game(
    qtbot, monkeypatch
) -> None:
    from triangles_qt.model import Board
    from triangles_qt.play.table import Table

    real_generate = Board.generate

    def only_small(n_stars, *args, **kwargs):  # type: ignore[no-untyped-def]
        if n_stars > 24:
            raise ValueError("no room for the stars")
        return real_generate(n_stars, *args, **kwargs)

    monkeypatch.setattr(Board, "generate", staticmethod(only_small))
    controller = Table()
    failed: list[str] = []
    controller.newGameFailed.connect(failed.append)
    controller.new_game(two_players(n_stars=180, seed=99))
    qtbot.waitUntil(lambda: controller.game is not None, timeout=5000)
    assert failed == ["no room for the stars"]
    assert controller.game.board.n_stars == 24 and controller.human_to_move()


def test_the_panel_is_worked_out_once_per_line_whatever_tells_it(
    make_harness, monkeypatch
) -> None:
    """A line moves the game, the phase and the turn at once (and, against the computer, its
    thinking twice): the score panel and actions are worked out once for each, not per signal."""
    from triangles_qt.views.game.presenter import GamePresenter

    h = make_harness()
    h.scripts["scripted"] = [(2, 3)]
    h.start(vs_computer(), square())
    worked: list[int] = []
    original = GamePresenter.refresh_now

    def counting(self: GamePresenter) -> None:
        worked.append(len(h.game.lines))
        original(self)

    monkeypatch.setattr(GamePresenter, "refresh_now", counting)
    h.tap_tap(0, 1)  # the person's line, then the computer's reply (no pause in tests)
    h.qtbot.waitUntil(lambda: len(h.game.lines) == 2, timeout=3000)
    wait_for_human(h)
    h.qtbot.wait(50)
    # Once after the person's line (the computer starts thinking in the same turn of the
    # event loop), once after the reply (its thinking ends with it): never once per signal.
    assert worked == [1, 2]
    assert h.app.window.board_view.interactive


#: "Closed a triangle and plays again" in each language: said to the person here, and about
#: a named player.
PLAYS_AGAIN = {
    "en": ("You closed a triangle and play again.", "Ana closed a triangle and plays again."),
    "ro": ("Ai închis un triunghi și joci din nou.", "Ana a închis un triunghi și joacă din nou."),
    "hi": (
        "आपने त्रिभुज बंद किया, फिर से आपकी बारी है।",
        "Ana ने त्रिभुज बंद किया, फिर से उन्हीं की बारी है।",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ro", "hi"])
def test_closing_a_triangle_with_play_again_speaks_to_the_person_here(
    make_harness, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """With no name typed the person is "You": "You closed a triangle and play again", not
    "You ... plays again"; a typed name keeps the third person."""
    told = record_told(monkeypatch)
    h = make_harness()
    h.app.languages.switch(lang)
    yours, named = PLAYS_AGAIN[lang]
    for name, expected in (("", yours), ("Ana", named)):
        h.scripts["scripted"] = [(1, 2)]
        setup = replace(vs_computer(), play_again=True)
        setup = replace(setup, seats=(Seat(name), setup.seats[1]))
        h.start(setup, Board(SQUARE, 2.0))
        h.tap_tap(0, 1)
        h.qtbot.waitUntil(h.app.table.human_to_move, timeout=5000)
        told.clear()
        h.tap_tap(0, 2)  # closes 0-1-2; 2-3 and 0-3 are still to draw
        assert h.game.moves[-1].closed and not h.game.is_over
        assert expected in told, told
        assert h.app.window.message_bar.text() == expected


#: "Closed two triangles and plays again" (one line closing two), as PLAYS_AGAIN.
PLAYS_AGAIN_TWICE = {
    "en": (
        "You closed two triangles and play again.",
        "Ana closed two triangles and plays again.",
    ),
    "ro": (
        "Ai închis două triunghiuri și joci din nou.",
        "Ana a închis două triunghiuri și joacă din nou.",
    ),
    "hi": (
        "आपने दो त्रिभुज बंद किए, फिर से आपकी बारी है।",
        "Ana ने दो त्रिभुज बंद किए, फिर से उन्हीं की बारी है।",
    ),
}

#: The square with a star beside it: the diagonal 0-2 closes two triangles, and the game
#: goes on (1-2-4 is still to close).
SQUARE_AND_ONE = [*SQUARE, (300.0, 60.0)]


@pytest.mark.parametrize("lang", ["en", "ro", "hi"])
def test_a_line_that_closes_two_triangles_says_two(
    make_harness, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    told = record_told(monkeypatch)
    h = make_harness()
    h.app.languages.switch(lang)
    yours, named = PLAYS_AGAIN_TWICE[lang]
    for name, expected in (("", yours), ("Ana", named)):
        h.scripts["scripted"] = [(1, 2), (0, 3)]
        setup = replace(vs_computer(), play_again=True)
        setup = replace(setup, seats=(Seat(name), setup.seats[1]))
        h.start(setup, Board(SQUARE_AND_ONE, 2.0))
        for a, b in ((0, 1), (2, 3)):
            h.tap_tap(a, b)
            h.qtbot.waitUntil(h.app.table.human_to_move, timeout=5000)
        told.clear()
        h.tap_tap(0, 2)
        assert len(h.game.moves[-1].closed) == 2 and not h.game.is_over
        assert expected in told, told
        assert h.app.window.message_bar.text() == expected
