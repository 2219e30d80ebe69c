"""The lessons in How to play, with real clicks: a right line passes, a wrong one is explained.

Progress is remembered; the lessons are offered once, after the first game.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, two_players
from tests.app.test_screenshots import artifacts
from triangles_qt.lessons import LESSONS
from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog
from triangles_qt.views.learn.lessons_panel import LessonsPanel


def open_lessons(h: Harness) -> LessonsPanel:
    h.app.window.show_lessons()
    h.settle()
    dialogs = [w for w in h.app.window.findChildren(HowToPlayDialog) if w.isVisible()]
    assert dialogs
    panel = dialogs[-1].lessons
    assert isinstance(panel, LessonsPanel) and panel.isVisible()
    return panel


def click_line(h: Harness, panel: LessonsPanel, a: int, b: int) -> None:
    view = panel.board
    for star in (a, b):
        point = view.star_view_pos(star).toPoint()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    h.settle()


def lines_by_verdict(panel: LessonsPanel) -> dict[str, list[tuple[int, int]]]:
    game = panel.game
    out: dict[str, list[tuple[int, int]]] = {}
    for a, b in game.legal_moves():
        out.setdefault(panel.lesson.judge(game, a, b), []).append((a, b))
    return out


@pytest.mark.parametrize("number", range(len(LESSONS)))
def test_each_lesson_explains_a_wrong_line_and_passes_a_right_one(
    make_harness, number: int
) -> None:
    h = make_harness()
    panel = open_lessons(h)
    panel.open_lesson(number)
    h.settle()
    lesson = panel.lesson
    start = panel.game.move_count
    wrong = [v for v in lines_by_verdict(panel) if v not in ("done", "again")]
    if wrong:
        a, b = lines_by_verdict(panel)[wrong[0]][0]
        click_line(h, panel, a, b)
        assert panel.feedback.text() and panel.game.move_count == start  # explained, not kept
    for _ in range(12):
        verdicts = lines_by_verdict(panel)
        a, b = (verdicts.get("done") or verdicts["again"])[0]
        click_line(h, panel, a, b)
        if lesson.id in panel.done():
            break
    assert lesson.id in panel.done()
    assert panel.list.item(number).text().startswith("✓")
    assert panel.feedback.text() == panel._texts(lesson.id)[2]
    if number == 2:
        panel.window().grab().toImage().save(str(artifacts() / "lesson-star-inside-en.png"))


def test_progress_is_remembered_and_the_lessons_are_offered_once_after_a_first_game(
    make_harness,
) -> None:
    h = make_harness()
    h.app.window.settings.set_lesson_done("first_line")
    panel = open_lessons(h)
    assert panel.lesson.id == "close_triangle"  # the first lesson not done yet
    panel.window().close()
    h.start(two_players(seed=4))
    rng = random.Random(4)
    while not h.game.is_over:
        h.app.table.request_line(*rng.choice(h.game.legal_moves()))
    h.settle()
    bar = h.app.window.message_bar
    assert "lessons" in bar.text() and bar.action_button.text() == "Lessons"
    QTest.mouseClick(bar.action_button, Qt.MouseButton.LeftButton)
    h.settle()
    assert any(
        w.isVisible() and w.tabs.currentWidget() is w.lessons
        for w in h.app.window.findChildren(HowToPlayDialog)
    )
    assert h.app.window.settings.lessons_offered


@pytest.mark.parametrize("lang", ["hi"])
def test_a_lesson_in_hindi(make_harness, lang: str) -> None:
    h = make_harness()
    h.app.languages.switch(lang)
    panel = open_lessons(h)
    panel.open_lesson(2)
    verdicts = lines_by_verdict(panel)
    click_line(h, panel, *verdicts["star_inside"][0])
    panel.window().grab().toImage().save(str(artifacts() / f"lesson-star-inside-{lang}.png"))
    assert panel.feedback.text()
