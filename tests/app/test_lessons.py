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
from triangles_qt.lessons import GOOD, LESSONS, Judgement, lesson
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


def lines_by_verdict(panel: LessonsPanel) -> dict[Judgement, list[tuple[int, int]]]:
    game = panel.game
    out: dict[Judgement, list[tuple[int, int]]] = {}
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
    wrong = [v for v in lines_by_verdict(panel) if v not in GOOD]
    if wrong:
        a, b = lines_by_verdict(panel)[wrong[0]][0]
        click_line(h, panel, a, b)
        assert panel.feedback.text() and panel.game.move_count == start  # explained, not kept
    for _ in range(12):
        verdicts = lines_by_verdict(panel)
        a, b = (verdicts.get(Judgement.DONE) or verdicts[Judgement.AGAIN])[0]
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
    click_line(h, panel, *verdicts[Judgement.STAR_INSIDE][0])
    panel.window().grab().toImage().save(str(artifacts() / f"lesson-star-inside-{lang}.png"))
    assert panel.feedback.text()


def open_lesson(h: Harness, lesson_id: str) -> LessonsPanel:
    panel = open_lessons(h)
    panel.list.setCurrentRow(LESSONS.index(lesson(lesson_id)))  # as a click in the list does
    h.settle()
    assert panel.lesson.id == lesson_id
    return panel


def said(panel: LessonsPanel, text: str) -> bool:
    return panel.feedback.text() == panel.tr(text)


def shoot(panel: LessonsPanel, name: str) -> None:
    panel.window().grab().toImage().save(str(artifacts() / name))


def test_keeping_control_with_clicks_take_two_then_hand_over_the_last_two(make_harness) -> None:
    h = make_harness()
    panel = open_lesson(h, "keep_control")
    game = panel.game
    me = game.current_player
    click_line(h, panel, 0, 6)  # handing over with three left
    assert said(panel, "A triangle could still be closed: take it first.")
    assert game.move_count == 5
    for a, b in ((0, 3), (0, 4)):
        click_line(h, panel, a, b)
        assert said(panel, "A triangle! You play again: take on, but leave the last two.")
    assert game.scores[me] == 2 and game.current_player == me
    click_line(h, panel, 0, 5)  # the third would leave one: refused, not kept
    assert panel.feedback.text().startswith("Closing that leaves fewer than two")
    assert game.move_count == 7
    shoot(panel, "lesson-keep-control-wrong-en.png")
    click_line(h, panel, 0, 6)
    assert "keep_control" in panel.done() and game.current_player != me
    assert panel.feedback.text().startswith("Control kept")
    assert not panel.board.interactive
    shoot(panel, "lesson-keep-control-en.png")


def test_counting_the_safe_lines_with_clicks(make_harness) -> None:
    h = make_harness()
    panel = open_lesson(h, "count_safe")
    click_line(h, panel, 5, 6)  # leaves one safe line: the other player draws it
    assert panel.feedback.text().startswith("Safe, but count again")
    click_line(h, panel, 0, 3)  # a gift
    assert said(
        panel,
        "That is the second side of a triangle: the other player would close it. Try another.",
    )
    assert panel.game.move_count == 2
    click_line(h, panel, 1, 6)
    assert "count_safe" in panel.done() and panel.game.move_count == 3
    shoot(panel, "lesson-count-safe-en.png")


def test_the_gift_lessons_with_clicks_under_each_rule(make_harness) -> None:
    h = make_harness()
    panel = open_lesson(h, "shared_gift")
    click_line(h, panel, 2, 6)  # the lone triangle
    assert panel.feedback.text().startswith("A lone triangle")
    click_line(h, panel, 3, 4)  # three in a row
    assert panel.feedback.text().startswith("Three in a row are shared")
    shoot(panel, "lesson-shared-gift-wrong-en.png")
    click_line(h, panel, 0, 4)  # two in a row
    assert "shared_gift" in panel.done()
    panel = open_lesson(h, "whole_gift")  # the same board, with "play again"
    click_line(h, panel, 0, 4)
    assert said(panel, "That gives away more than you need to. Find a smaller gift.")
    click_line(h, panel, 3, 6)
    assert "whole_gift" in panel.done()
    assert "Taking turns, a gift is shared" in panel.task.text()
    shoot(panel, "lesson-smallest-gift-en.png")


@pytest.mark.parametrize("lesson_id", ["shared_gift", "keep_control", "count_safe"])
def test_the_new_lessons_in_hindi(make_harness, lesson_id: str) -> None:
    h = make_harness()
    h.app.languages.switch("hi")
    panel = open_lesson(h, lesson_id)
    wrong = next(v for v in lines_by_verdict(panel) if v not in GOOD)
    click_line(h, panel, *lines_by_verdict(panel)[wrong][0])
    assert panel.feedback.text() and panel.feedback.text() != panel._texts(lesson_id)[2]
    assert all("{" not in text for text in panel._texts(lesson_id))
    assert "त्रिभुज" in panel.task.text() or "रेखा" in panel.task.text()  # the Hindi words
    shoot(panel, f"lesson-{lesson_id.replace('_', '-')}-hi.png")
