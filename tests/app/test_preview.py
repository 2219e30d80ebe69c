"""The line preview: after the first star, the would-be line follows the pointer and says,
before release, whether the rules would refuse it and why (in the words of a refusal)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest

from tests.app.conftest import SQUARE, Harness, two_players
from triangles_qt.model import Board, Refusal
from triangles_qt.play.telling import MessageKind
from triangles_qt.views.board.refusals import refusal_text


def with_diagonal(h: Harness) -> None:
    """A square with its diagonal 0–2 drawn: 1–3 would cross it."""
    h.start(two_players(), Board(SQUARE, 2.0))
    h.tap_tap(0, 2)
    assert h.game.lines == ((0, 2),)


def test_hovering_after_the_first_tap_shows_a_refusal_before_the_click(make_harness) -> None:
    h = make_harness()
    with_diagonal(h)
    window, scene, viewport = h.app.window, h.app.window.presenter.scene, h.view.viewport()
    h.click_star(1)
    assert h.view.selected_star == 1
    QTest.mouseMove(viewport, h.star_point(3) + QPoint(3, 2))
    verdict = scene.rubber_verdict
    assert verdict is not None and verdict.reason is Refusal.CROSSES
    assert verdict.crossed == ((0, 2),)  # what stands in the way is marked
    assert window.message_bar.kind() is MessageKind.REFUSAL
    assert window.message_bar.text() == refusal_text(Refusal.CROSSES)
    assert h.game.lines == ((0, 2),)  # nothing was drawn or asked yet
    # Over a star the rules accept: the warning goes.
    QTest.mouseMove(viewport, h.star_point(0))
    verdict = scene.rubber_verdict
    assert verdict is not None and verdict.reason is None
    assert window.message_bar.kind() is not MessageKind.REFUSAL
    # Between stars the line just follows the pointer.
    QTest.mouseMove(viewport, (h.star_point(0) + h.star_point(3)) / 2 + QPoint(0, 20))
    assert scene.rubber_band_visible and scene.rubber_verdict is None


def test_dragging_onto_a_refused_line_says_why_before_release(make_harness) -> None:
    h = make_harness()
    with_diagonal(h)
    window, viewport = h.app.window, h.view.viewport()
    start, end = h.star_point(1), h.star_point(3)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (i / 6))
    assert window.message_bar.text() == refusal_text(Refusal.CROSSES)
    assert window.presenter.scene.rubber_verdict.reason is Refusal.CROSSES
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    h.settle()
    assert h.game.lines == ((0, 2),)
    assert not window.presenter.scene.rubber_band_visible


def test_a_swipe_with_a_finger_previews_too(make_harness, touch_device: QPointingDevice) -> None:
    h = make_harness()
    with_diagonal(h)
    window, viewport = h.app.window, h.view.viewport()
    start, end = h.star_point(1), h.star_point(3)
    QTest.touchEvent(viewport, touch_device).press(0, start, viewport).commit()
    for i in range(1, 7):
        point = start + (end - start) * (i / 6)
        QTest.touchEvent(viewport, touch_device).move(0, point, viewport).commit()
    assert window.message_bar.text() == refusal_text(Refusal.CROSSES)
    QTest.touchEvent(viewport, touch_device).release(0, end, viewport).commit()
    h.settle()
    assert h.game.lines == ((0, 2),)


def test_the_picture_shows_the_refused_preview_in_the_refusal_colour(make_harness) -> None:
    from tests.app.test_screenshots import artifacts
    from tests.imaging import colour_share

    h = make_harness()
    with_diagonal(h)
    window = h.app.window
    h.click_star(1)
    QTest.mouseMove(h.view.viewport(), h.star_point(3))
    h.settle()
    image = window.grab().toImage()
    assert image.save(str(artifacts() / "line-preview.png"))
    refused = window.current_theme.refused
    assert colour_share(image, refused, step=2) > 0.002
