"""Zoomed in, the game stays in sight: mouse panning, and the last move brought into view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.conftest import Harness, two_players, vs_computer


def empty_spot(h: Harness, near: QPoint) -> QPoint:
    """A point of empty sky (no star within reach) close to ``near``."""
    for radius in range(0, 200, 6):
        for dx, dy in ((0, 0), (radius, 0), (-radius, 0), (0, radius), (0, -radius)):
            point = near + QPoint(dx, dy)
            if h.view.star_at(QPointF(point)) is None:
                return point
    raise AssertionError("no empty sky found")


def zoomed(h: Harness, factor: float = 3.0) -> None:
    view = h.view
    view.zoom_by(factor, QPointF(view.viewport().width() / 2, view.viewport().height() / 2))
    h.settle()
    assert not view.fitted


def wheel(
    h: Harness,
    angle: QPoint,
    modifiers: Qt.KeyboardModifier,
    pixel: QPoint | None = None,
    phase: Qt.ScrollPhase = Qt.ScrollPhase.NoScrollPhase,
) -> None:
    viewport = h.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    event = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(centre.toPoint())),
        pixel or QPoint(0, 0),
        angle,
        Qt.MouseButton.NoButton,
        modifiers,
        phase,
        False,
    )
    QApplication.sendEvent(viewport, event)
    h.settle()


def test_dragging_empty_sky_pans_and_keeps_the_selection(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    zoomed(h)
    view = h.view
    centre = QPoint(view.viewport().width() // 2, view.viewport().height() // 2)
    star = view.star_at(QPointF(centre)) or 0
    before = view.star_view_pos(star)
    start = empty_spot(h, centre)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 7):
        QTest.mouseMove(viewport, start + QPoint(-15 * step, -10 * step))
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        start + QPoint(-90, -60),
    )
    h.settle()
    after = view.star_view_pos(star)
    assert abs(after.x() - before.x() + 90) <= 1 and abs(after.y() - before.y() + 60) <= 1
    assert h.game.lines == ()  # a pan never draws


def test_a_pan_does_not_drop_the_picked_star(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    zoomed(h)
    view = h.view
    centre = QPoint(view.viewport().width() // 2, view.viewport().height() // 2)
    picked = next(i for i in range(h.game.board.n_stars) if h.view.line_in_view(i, i, 30))
    h.click_star(picked)
    assert view.selected_star == picked
    start = empty_spot(h, centre)
    QTest.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start
    )
    QTest.mouseMove(view.viewport(), start + QPoint(20, 0))
    QTest.mouseMove(view.viewport(), start + QPoint(40, 0))
    QTest.mouseRelease(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        start + QPoint(40, 0),
    )
    h.settle()
    assert view.selected_star == picked


def test_middle_drag_pans_even_over_stars(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    zoomed(h)
    view, viewport = h.view, h.view.viewport()
    star = next(i for i in range(h.game.board.n_stars) if view.line_in_view(i, i, 80))
    start = view.star_view_pos(star).toPoint()
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    # QTest.mouseMove sends no buttons; send the move with the middle button held.
    from PySide6.QtGui import QMouseEvent

    for step in range(1, 4):
        point = QPointF(start + QPoint(20 * step, 10 * step))
        move = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            point,
            QPointF(viewport.mapToGlobal(point.toPoint())),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.MiddleButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, move)
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.MiddleButton,
        Qt.KeyboardModifier.NoModifier,
        start + QPoint(60, 30),
    )
    h.settle()
    after = view.star_view_pos(star)
    assert abs(after.x() - start.x() - 60) <= 1 and abs(after.y() - start.y() - 30) <= 1
    assert view.selected_star is None and h.game.lines == ()


def test_shift_wheel_and_trackpad_pan_while_the_plain_wheel_zooms(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    zoomed(h)
    view = h.view
    star = next(i for i in range(h.game.board.n_stars) if view.line_in_view(i, i, 150))
    before, zoom = view.star_view_pos(star), view.zoom_factor()
    wheel(h, QPoint(0, -120), Qt.KeyboardModifier.ShiftModifier)  # one notch down
    moved = view.star_view_pos(star)
    assert moved.y() < before.y() - 30 and abs(moved.x() - before.x()) <= 1
    assert view.zoom_factor() == zoom
    wheel(h, QPoint(0, -120), Qt.KeyboardModifier.AltModifier)  # Alt: sideways
    sideways = view.star_view_pos(star)
    assert sideways.x() < moved.x() - 30 and abs(sideways.y() - moved.y()) <= 1
    wheel(
        h,
        QPoint(0, 0),
        Qt.KeyboardModifier.NoModifier,
        pixel=QPoint(25, 35),
        phase=Qt.ScrollPhase.ScrollUpdate,
    )
    pad = view.star_view_pos(star)
    assert abs(pad.x() - sideways.x() - 25) <= 1 and abs(pad.y() - sideways.y() - 35) <= 1
    assert view.zoom_factor() == zoom
    wheel(h, QPoint(0, 120), Qt.KeyboardModifier.NoModifier)
    assert view.zoom_factor() > zoom


def test_a_fitted_board_does_not_pan(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    view = h.view
    assert view.fitted
    before = view.star_view_pos(0)
    view.pan_by(200, 150)
    wheel(h, QPoint(0, -120), Qt.KeyboardModifier.ShiftModifier)
    assert view.star_view_pos(0) == before


def shortest_line_at(h: Harness, star: int) -> tuple[int, int]:
    stars = h.game.board.stars
    lines = [(a, b) for a, b in h.game.legal_moves() if star in (a, b)]
    return min(lines, key=lambda ab: float(((stars[ab[0]] - stars[ab[1]]) ** 2).sum()))


def corner_star(h: Harness, right: bool, bottom: bool) -> int:
    stars = h.game.board.stars
    key = [((1 if right else -1) * x + (1 if bottom else -1) * y) for x, y in stars.tolist()]
    return max(range(len(key)), key=key.__getitem__)


def test_a_computer_reply_off_screen_is_brought_into_view(make_harness) -> None:
    h = make_harness()
    h.start(vs_computer(n_stars=60, seed=5))
    game = h.game
    far = corner_star(h, right=True, bottom=True)
    reply = shortest_line_at(h, far)
    h.scripts["scripted"].append(reply)  # the list the running opponent reads
    view = h.view
    near = corner_star(h, right=False, bottom=False)
    view.zoom_by(4.0, view.star_view_pos(near))
    h.settle()
    mine = next(
        (a, b)
        for a, b in game.legal_moves()
        if view.line_in_view(a, b, 30)
        and far not in (a, b)
        and reply != (a, b)
        and game.refusal(a, b) is None
    )
    assert not view.line_in_view(*reply)
    h.tap_tap(*mine)
    h.qtbot.waitUntil(lambda: h.game.move_count == 2, timeout=3000)
    h.qtbot.waitUntil(lambda: not view.revealing, timeout=3000)
    assert h.game.lines[-1] == (min(reply), max(reply))
    assert view.line_in_view(*reply)
    assert not view.fitted  # brought into view by panning, not by zooming out


def test_an_arrow_points_to_the_last_line_out_of_sight_and_brings_it_back(make_harness) -> None:
    h = make_harness()
    h.start(two_players(n_stars=60, seed=5))
    far = corner_star(h, right=True, bottom=True)
    line = shortest_line_at(h, far)
    h.app.table.request_line(*line)
    h.settle()
    view, cue = h.view, h.app.window.cue
    assert not cue.isVisible()  # fitted: everything is in view
    view.zoom_by(4.0, view.star_view_pos(corner_star(h, right=False, bottom=False)))
    h.settle()
    assert not view.line_in_view(*line)
    assert cue.isVisible()
    assert 0.0 < cue.angle < 1.6  # towards the lower right
    QTest.mouseClick(
        cue, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cue.rect().center()
    )
    h.qtbot.waitUntil(lambda: not view.revealing, timeout=3000)
    assert view.line_in_view(*line)
    assert not cue.isVisible()
