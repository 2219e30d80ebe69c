"""The sky has no seam where the board ends: a view wider than the board shows one sky."""

from __future__ import annotations

import statistics

from PySide6.QtCore import QPointF

from tests.app.conftest import Harness, two_players


def seam(h: Harness) -> float:
    """The median colour step across the board's left edge, against the step beside it."""
    view = h.view
    scene = view.board_scene()
    assert scene is not None
    rect = scene.sceneRect()
    image = view.viewport().grab().toImage()
    left = round(view.mapFromScene(QPointF(rect.left(), rect.top())).x())
    assert 8 < left < image.width() // 3, "the view must be wider than the board"
    top = round(view.mapFromScene(QPointF(rect.left(), rect.top())).y())
    bottom = round(view.mapFromScene(QPointF(rect.left(), rect.bottom())).y())

    def step(x: int) -> float:
        steps = []
        for y in range(max(top, 0) + 4, min(bottom, image.height()) - 4, 3):
            a, b = image.pixelColor(x - 1, y), image.pixelColor(x + 1, y)
            steps.append(
                abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
            )
        return statistics.median(steps)

    return step(left) - step(left - 6)


def test_the_clouds_go_on_past_the_board(make_harness) -> None:  # type: ignore[no-untyped-def]
    h = make_harness()
    h.app.window.resize(1600, 600)
    h.start(two_players())
    h.settle()
    h.view.fit()
    h.settle()
    assert seam(h) <= 2
