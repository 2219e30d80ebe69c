"""The same board again from the end panel, with real clicks and keys.

Two people get **Rematch**, a game against the computer **Swap sides**: the
same stars, rule and players, the one who moved second starting (Player 1
is whoever starts). The new game is recorded like any other. A network game
gets neither; a game that ended without a result still does.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import FAIL, SQUARE, Harness, two_players, vs_computer
from tests.app.test_screenshots import artifacts
from tests.app.test_statistics import stored_games
from triangles_qt.model import Board
from triangles_qt.session import Seat


def finish(h: Harness, seed: int = 1) -> None:
    """Play the game on the table to its end: the person's lines at random, the computer's
    from its script (or its first legal line)."""
    rng = random.Random(seed)
    while not h.game.is_over:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)
        if h.game.is_over:
            break
        legal = h.game.legal_moves()
        h.app.table.request_line(*legal[rng.randrange(len(legal))])
    h.settle()


def click(h: Harness, button) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    h.settle()


def test_rematch_starts_the_same_board_with_the_other_player_first(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben"), seed=5))
    board, first = h.game.board, h.app.table.setup
    finish(h)
    panel = h.app.window.end_panel
    assert panel.isVisible()
    button = panel.rematch_button
    assert button.text() == "Rematch" and button.accessibleName() == "Rematch"
    assert button.toolTip() == "The same board again: Ben starts."
    assert button.accessibleDescription() == button.toolTip()
    click(h, button)
    setup = h.app.table.setup
    assert setup.seats == (Seat("Ben"), Seat("Ana")) and setup.seed == first.seed
    assert setup.game_id != first.game_id
    game = h.game
    assert game.move_count == 0 and game.current_player == 0  # Ben's line comes first
    assert np.array_equal(game.board.stars, board.stars) and game.board.tolerance == board.tolerance
    assert not panel.isVisible() and h.app.window.player_names() == ("Ben", "Ana")
    a, b = game.legal_moves()[0]
    h.tap_tap(a, b)
    assert game.moves[-1].player == 0 and h.app.window.player_names()[0] == "Ben"
    finish(h, seed=2)
    assert panel.rematch_button.toolTip() == "The same board again: Ana starts."


def test_swap_sides_puts_the_person_on_the_other_seat_against_the_computer(
    make_harness,
) -> None:
    h = make_harness()
    h.start(vs_computer(seed=3))
    board, first = h.game.board, h.app.table.setup
    assert first.human_player == 0
    finish(h)
    panel = h.app.window.end_panel
    button = panel.rematch_button
    assert button.text() == "Swap sides" and button.accessibleName() == "Swap sides"
    assert button.toolTip() == "The same board again, you on the other side: Scripted starts."
    click(h, button)
    setup = h.app.table.setup
    assert setup.human_player == 1 and setup.seats[0].opponent_id == "scripted"
    assert np.array_equal(h.game.board.stars, board.stars)
    # The computer plays first now, and the person second, with Player 2's colour.
    h.qtbot.waitUntil(lambda: h.game.move_count >= 1, timeout=5000)
    assert h.game.moves[0].player == 0
    h.qtbot.waitUntil(h.app.table.human_to_move, timeout=5000)
    assert h.game.current_player == 1
    finish(h, seed=4)
    # The person moved second: the next game is theirs to start, and it says so to them.
    tip = panel.rematch_button.toolTip()
    assert tip == "The same board again, you on the other side: you start."
    # Both games are recorded as ordinary games against the computer.
    h.app.stats.writer.flush(5.0)
    h.qtbot.waitUntil(lambda: len(stored_games()) == 2, timeout=5000)
    newer, older = stored_games()
    assert (older.game_id, newer.game_id) == (first.game_id, setup.game_id)
    assert (older.human_player, newer.human_player) == (0, 1)
    assert older.board_size == newer.board_size == 24 and newer.opponent_id == "scripted"
    assert newer.mode == older.mode and newer.ended == older.ended == "finished"
    mine, its = newer.scores[1], newer.scores[0]  # the person was Player 2
    assert newer.result == ("won" if mine > its else "lost" if mine < its else "tie")


def test_the_same_board_again_from_the_keyboard(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)
        h.tap_tap(a, b)
    panel = h.app.window.end_panel
    assert panel.isVisible()
    panel.new_button.setFocus()
    QTest.keyClick(panel.new_button, Qt.Key.Key_Tab)  # the next button in the row
    assert panel.rematch_button.hasFocus()
    QTest.keyClick(panel.rematch_button, Qt.Key.Key_Space)
    h.settle()
    assert h.app.table.setup.human_player == 1 and h.game.move_count <= 1
    assert np.array_equal(h.game.board.stars, np.array(SQUARE))


def test_a_game_that_ended_without_a_result_can_be_played_again(make_harness) -> None:
    from tests.app.test_game_flow import _failure_buttons

    h = make_harness()
    h.scripts["scripted"] = [FAIL]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.tap_tap(0, 1)
    _failure_buttons(h)["End the game without a result"].click()  # type: ignore[attr-defined]
    h.settle()
    assert h.app.window.endings.title() == "Game ended without a result"
    click(h, h.app.window.end_panel.rematch_button)
    assert h.app.table.setup.human_player == 1 and not h.app.table.ended


def buttons_fit(h: Harness) -> None:
    """Every button of the end panel is whole, and wholly over the board."""
    panel, view = h.app.window.end_panel, h.app.window.board_view
    for button in (panel.new_button, panel.rematch_button, panel.replay_button, panel.look_button):
        assert button.isVisible()
        assert button.width() >= button.sizeHint().width()  # nothing cut off
        assert view.rect().contains(button.mapTo(view, button.rect().topLeft()))
        assert view.rect().contains(button.mapTo(view, button.rect().bottomRight()))


@pytest.mark.parametrize(("lang", "swap"), [("hi", "जगह बदलें"), ("ro", "Schimbă locurile")])
def test_the_end_panel_fits_a_small_tablet(make_harness, lang: str, swap: str) -> None:
    h = make_harness()
    h.app.languages.switch(lang)
    window = h.app.window
    window.resize(1024, 600)
    h.start(vs_computer(seed=3))
    finish(h)
    panel = window.end_panel
    assert panel.rematch_button.text() == panel.rematch_button.accessibleName() == swap
    buttons_fit(h)
    window.grab().save(str(artifacts() / f"end-swap-sides-1024x600-{lang}.png"))
    h.start(two_players(names=("Ana", "Ben")), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]:
        h.tap_tap(a, b)
    buttons_fit(h)
    window.grab().save(str(artifacts() / f"end-rematch-1024x600-{lang}.png"))
    if lang == "hi":
        assert panel.rematch_button.text() == "दोबारा मुक़ाबला"
        assert panel.rematch_button.toolTip() == "वही बोर्ड फिर से: पहली चाल Ben की।"
