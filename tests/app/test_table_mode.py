"""Table mode: two players around a tablet lying flat, each with their side facing them."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QImage, QTransform

from tests.app.conftest import SQUARE, Harness, two_players
from tests.app.test_screenshots import artifacts
from triangles_qt.model import Board
from triangles_qt.views.game.facing_strip import FacingStrip

SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def table_game(h: Harness, board: Board | None = None) -> None:
    h.start(replace(two_players(names=("Ana", "Ben")), table_mode=True), board)


def difference(a: QImage, b: QImage) -> float:
    """Mean per-channel difference of two same-sized pictures (0 = identical)."""
    assert a.size() == b.size()
    total = count = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
            count += 3
    return total / count


def test_each_player_has_a_strip_on_their_side_of_the_table(make_harness) -> None:
    h = make_harness()
    table_game(h)
    window = h.app.window
    near, far = window.facing
    assert window.presenter.table_mode
    assert near.isVisible() and far.isVisible() and not window.score_panel.isVisible()
    view_top = window.board_view.mapTo(window, window.board_view.rect().topLeft()).y()
    assert far.mapTo(window, far.rect().topLeft()).y() < view_top  # across the table
    assert near.mapTo(window, near.rect().topLeft()).y() > view_top  # this side
    assert far.turned and not near.turned
    assert (near.name, far.name) == ("Ana", "Ben")
    assert near.active and near.prompt == "to play" and far.prompt == ""
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)
    assert far.active and far.prompt == "to play" and not near.active
    image = window.grab()
    assert image.save(str(artifacts() / "table-mode.png"))


def test_the_far_strip_is_the_near_one_turned_half_round(qtbot) -> None:
    near, far = FacingStrip(0, turned=False), FacingStrip(0, turned=True)
    for strip in (near, far):
        qtbot.addWidget(strip)
        strip.resize(520, strip.height())
        strip.set_state("Ana", 7, "to play", True)
    plain = near.grab().toImage()
    turned = far.grab().toImage()
    unturned = difference(plain, turned)
    assert unturned > 2  # really drawn differently...
    half_turn = turned.transformed(QTransform().rotate(180))
    # ...as a half turn: the same picture but for text hinting on a few edge pixels.
    assert difference(plain, half_turn) < unturned / 4


def test_the_result_faces_both_players(make_harness) -> None:
    h = make_harness()
    table_game(h, Board(SQUARE, 2.0))
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    window = h.app.window
    assert h.game.is_over
    title = window.endings.title()
    assert title in ("Ana wins!", "Ben wins!", "Tie!")
    assert window.facing[0].prompt == title and window.facing[1].prompt == title


def test_a_refusal_shows_on_the_movers_strip(make_harness) -> None:
    h = make_harness()
    table_game(h, Board(SQUARE, 2.0))
    h.tap_tap(0, 2)
    h.tap_tap(1, 3)  # Ben's line would cross Ana's
    far = h.app.window.facing[1]
    assert far.active and far.prompt == "That line crosses a line already drawn."


def test_table_mode_is_offered_for_two_players_only(make_harness) -> None:
    h = make_harness(opponents=["scripted"])
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("scripted"))
    assert not dialog.table_mode.isVisible()
    dialog.opponent_combo.setCurrentIndex(0)
    assert dialog.table_mode.isVisible()
    dialog.table_mode.setChecked(True)
    assert dialog.setup().table_mode
    dialog.start_button.click()
    h.settle()
    assert window.presenter.table_mode and window.facing[1].isVisible()
    assert h.app.settings.table_mode
