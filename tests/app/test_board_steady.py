"""Nothing that appears or disappears moves the board under a finger.

Messages (a refusal, a notice, the coach's tip), the replay controls and
the end panel come and go; the stars must stay exactly where they were on
the window, pixel for pixel.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint

from tests.app.conftest import SQUARE, Harness, two_players
from triangles_qt.model import Board
from triangles_qt.play.telling import MessageKind

SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def star_places(h: Harness) -> list[QPoint]:
    """Where every star is on the main window, in pixels."""
    window, view = h.app.window, h.view
    return [
        view.viewport().mapTo(window, view.star_view_pos(i).toPoint())
        for i in range(h.game.board.n_stars)
    ]


def test_a_first_message_does_not_move_the_board(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    h.app.window.message_bar.clear()
    h.app.window.message_bar.set_coach(None)
    h.settle()
    before = star_places(h)
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)
    h.tap_tap(a, b)  # the same line again: refused, with a message
    assert h.app.window.message_bar.kind() is MessageKind.REFUSAL
    assert star_places(h) == before
    h.app.window.show_message(lambda: "A long notice " * 12)
    h.settle()
    assert star_places(h) == before
    h.app.window.message_bar.clear()
    h.settle()
    assert star_places(h) == before


def test_the_coach_coming_and_going_does_not_move_the_board(make_harness) -> None:
    h = make_harness()
    h.app.settings.coached = False
    h.start(two_players())
    assert h.app.window.message_bar.coaching
    before = star_places(h)
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)  # the first line ends the coaching
    assert h.app.settings.coached
    assert not h.app.window.message_bar.coaching
    assert star_places(h) == before


def test_replay_bar_and_end_panel_do_not_move_the_board(make_harness) -> None:
    h = make_harness()
    board = Board(SQUARE, 2.0)
    h.start(two_players(), board)
    before = star_places(h)
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    window = h.app.window
    assert h.game.is_over and window.end_panel.isVisible()
    assert star_places(h) == before
    window.end_panel.replay_button.click()
    h.settle()
    assert window.presenter.replaying and window.replay_bar.isVisible()
    assert star_places(h) == before
    window.replay_bar.close_button.click()
    h.settle()
    assert not window.presenter.replaying
    assert star_places(h) == before
