"""Playing with real mouse, touch and key events on the real main window."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, two_players
from triangles_qt.model import Board, Refusal
from triangles_qt.play.telling import MessageKind
from triangles_qt.views.board.refusals import refusal_text
from triangles_qt.views.board.view import HIT_RADIUS_PX


def state(h: Harness) -> tuple[object, ...]:
    g = h.game
    return (
        g.lines,
        g.scores,
        g.current_player,
        g.is_over,
        h.app.window.presenter.scene.shown_moves(),
    )


def test_tap_tap_with_the_mouse_draws_a_line(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    a, b = h.legal_between_visible()
    h.click_star(a)
    assert h.view.selected_star == a
    h.click_star(b)
    h.settle()
    assert h.game.lines == ((a, b),)
    assert h.game.current_player == 1
    assert h.app.window.presenter.scene.shown_moves() == 1
    assert h.view.selected_star is None


def test_tapping_the_selected_star_or_empty_space_clears_the_selection(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    a, _b = h.legal_between_visible()
    h.click_star(a)
    h.click_star(a)
    assert h.view.selected_star is None
    h.click_star(a)
    QTest.mouseClick(
        h.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(3, 3)
    )
    assert h.view.selected_star is None
    assert h.game.lines == ()


def test_swipe_with_the_mouse_shows_a_rubber_band_and_draws(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    a, b = h.legal_between_visible()
    viewport = h.view.viewport()
    start, end = h.star_point(a), h.star_point(b)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, (start + end) / 2)
    assert h.app.window.presenter.scene.rubber_band_visible
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    h.settle()
    assert not h.app.window.presenter.scene.rubber_band_visible
    assert h.game.lines == ((a, b),)


def test_swipe_released_on_empty_space_draws_nothing(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    a, _ = h.legal_between_visible()
    viewport = h.view.viewport()
    start = h.star_point(a)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, QPoint(2, 2))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(2, 2)
    )
    h.settle()
    assert h.game.lines == ()
    assert h.view.selected_star is None


def touch_tap(h: Harness, device: QPointingDevice, point: QPoint) -> None:
    viewport = h.view.viewport()
    QTest.touchEvent(viewport, device).press(0, point, viewport).commit()
    QTest.touchEvent(viewport, device).release(0, point, viewport).commit()


def test_touch_tap_tap_draws_a_line(make_harness, touch_device) -> None:
    h = make_harness()
    h.start(two_players())
    a, b = h.legal_between_visible()
    touch_tap(h, touch_device, h.star_point(a))
    assert h.view.selected_star == a
    touch_tap(h, touch_device, h.star_point(b))
    h.settle()
    assert h.game.lines == ((a, b),)


def test_touch_swipe_draws_a_line(make_harness, touch_device) -> None:
    h = make_harness()
    h.start(two_players())
    a, b = h.legal_between_visible()
    viewport = h.view.viewport()
    start, end = h.star_point(a), h.star_point(b)
    QTest.touchEvent(viewport, touch_device).press(0, start, viewport).commit()
    for i in range(1, 6):
        point = start + (end - start) * (i / 5)
        QTest.touchEvent(viewport, touch_device).move(0, point, viewport).commit()
    assert h.app.window.presenter.scene.rubber_band_visible
    QTest.touchEvent(viewport, touch_device).release(0, end, viewport).commit()
    h.settle()
    assert h.game.lines == ((a, b),)


def test_pinch_zooms_and_draws_nothing(make_harness, touch_device) -> None:
    h = make_harness()
    h.start(two_players())
    a, b = h.legal_between_visible()
    viewport = h.view.viewport()
    pa, pb = h.star_point(a), h.star_point(b)
    zoom_before = h.view.zoom_factor()
    # First finger on star a (this alone would start a swipe), then a second finger.
    QTest.touchEvent(viewport, touch_device).press(0, pa, viewport).commit()
    QTest.touchEvent(viewport, touch_device).stationary(0).press(1, pb, viewport).commit()
    centre = (pa + pb) / 2
    for step in range(1, 6):
        f = 1 + 0.15 * step
        QTest.touchEvent(viewport, touch_device).move(0, centre + (pa - centre) * f, viewport).move(
            1, centre + (pb - centre) * f, viewport
        ).commit()
    end_a, end_b = centre + (pa - centre) * 1.75, centre + (pb - centre) * 1.75
    QTest.touchEvent(viewport, touch_device).release(0, end_a, viewport).release(
        1, end_b, viewport
    ).commit()
    h.settle()
    assert h.game.lines == ()
    assert h.view.zoom_factor() > zoom_before * 1.3
    assert not h.view.fitted
    assert h.view.selected_star is None
    # The way back: Fit.
    h.app.window.actions_.fit.trigger()
    assert h.view.fitted
    assert math.isclose(h.view.zoom_factor(), zoom_before, rel_tol=1e-6)


def _refused(h: Harness, a: int, b: int, reason: Refusal) -> None:
    before = state(h)
    h.tap_tap(a, b)
    assert state(h) == before
    assert h.app.window.message_bar.kind() is MessageKind.REFUSAL
    assert h.app.window.message_bar.text() == refusal_text(reason)
    assert h.app.window.presenter.scene.flash_visible


def test_each_refused_line_leaves_the_game_unchanged_and_says_why(make_harness) -> None:
    h = make_harness()
    h.start(two_players(seed=11))
    game = h.game
    board = game.board
    a, b = game.legal_moves()[0]
    h.tap_tap(a, b)
    assert game.lines == ((a, b),)
    _refused(h, b, a, Refusal.EXISTS)
    over = next(
        (i, j)
        for i in range(board.n_stars)
        for j in range(i + 1, board.n_stars)
        if board.line_index(i, j) < 0
    )
    _refused(h, *over, Refusal.OVER_STAR)
    crossing = next(board.pairs[int(m)] for m in board.crossing(board.line_index(a, b)))
    _refused(h, *crossing, Refusal.CROSSES)


def test_hit_radius_is_finger_sized_in_pixels_at_any_zoom(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    view = h.view
    star = 0
    for _ in range(2):
        centre = view.star_view_pos(star)
        inside = centre + type(centre)(HIT_RADIUS_PX * 0.8, 0)
        assert view.star_at(inside) == star
        outside = centre + type(centre)(HIT_RADIUS_PX * 1.3, 0)
        assert view.star_at(outside) in (None,) or view.star_at(outside) != star
        view.zoom_by(2.0, centre)


def test_keyboard_moves_focus_and_draws(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    view = h.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = view.focus_star
    assert first is not None
    board = h.game.board
    target = (
        next(b for a, b in h.game.legal_moves() if a == first)
        if any(a == first for a, _ in h.game.legal_moves())
        else None
    )
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.selected_star == first
    # Walk the focus to a star that makes a legal line with the first one.
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) * 6:
        QTest.keyClick(view, key)
        focus = view.focus_star
        if focus is not None and focus != first and h.game.refusal(first, focus) is None:
            break
    else:  # pragma: no cover - the board always has a legal neighbour
        raise AssertionError(f"no legal neighbour found for {first} ({target}, {board})")
    QTest.keyClick(view, Qt.Key.Key_Return)
    h.settle()
    assert h.game.lines == ((min(first, focus), max(first, focus)),)


def test_wheel_zoom_and_fit(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    before = h.view.zoom_factor()
    h.view.zoom_by(1.5)
    assert h.view.zoom_factor() > before
    QTest.keyClick(h.view, Qt.Key.Key_0)
    assert h.view.fitted


def test_the_board_fits_any_window_shape(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=180))
    scene_rect = h.app.window.presenter.scene.sceneRect()
    for size in ((1200, 600), (600, 1000), (800, 800)):
        h.app.window.resize(*size)
        h.settle()
        shown = h.view.mapFromScene(scene_rect).boundingRect()
        viewport = h.view.viewport().rect()
        assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
        # Fitted: it fills one dimension.
        assert (shown.width() >= viewport.width() - 4) or (shown.height() >= viewport.height() - 4)


def test_custom_board_square(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), Board([(0, 0), (120, 0), (120, 120), (0, 120)], 2.0))
    for a, b in [(0, 1), (1, 2), (2, 3), (3, 0)]:
        h.tap_tap(a, b)
    h.swipe(0, 2)
    assert h.game.scores == (2, 0)
    assert h.game.is_over
