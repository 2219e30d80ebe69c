"""Learn from your mistakes in the app, with real clicks: offered after a review, a wrong line
explained and taken back, a better line accepted, the line drawn in the game refused, the
better line shown.

The game is the hand-made 8-star one of ``tests/puzzles/test_mistakes.py``,
played with taps against a scripted computer: the person's second line
(move 3) gives away two triangles while safe lines are left. Every line of
it but the first is judged exactly, so the review takes a second or two.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.app.conftest import Harness, vs_computer
from tests.app.test_screenshots import artifacts
from tests.puzzles.test_mistakes import MOVES, STARS, exact_values
from triangles_qt.model import CORE, Board
from triangles_qt.puzzles.mistakes import Answer, Basis
from triangles_qt.views.learn.mistakes_panel import MistakesPanel, Stage
from triangles_qt.views.learn.mistakes_window import MistakesWindow
from triangles_qt.views.learn.review_panel import ReviewPanel

ROOT = Path(__file__).resolve().parents[2]


#: For the steps written for the marks the native core's review gives (which lines it marks,
#: and which it judges exactly, follow the core's exact limits: review/engine.py EXACT_LINES);
#: tests/puzzles/test_mistakes.py judges exactly on both cores.
NATIVE_MARKS = pytest.mark.skipif(
    CORE != "native", reason="written for the marks of the native core's review"
)


def play_the_game(h: Harness) -> None:
    """The hand-made game, the person's lines tapped on the board."""
    h.scripts["scripted"] = list(MOVES[1::2])
    h.start(vs_computer(), Board(STARS, 6.0))
    for a, b in MOVES[0::2]:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.game.is_over)
    h.settle()
    assert [(m.a, m.b) for m in h.game.moves] == MOVES


def review_it(h: Harness) -> ReviewPanel:
    window = h.app.window
    window.reviews.time_per_move = 0.02
    window.actions_.review.trigger()
    h.qtbot.waitUntil(lambda: window.reviews.panel is not None)
    review = window.reviews.panel
    assert review is not None
    h.qtbot.waitUntil(lambda: review.run is None and review.review is not None)
    assert review.review is not None and review.review.complete
    return review


def click(widget: QWidget, point: QPoint | None = None) -> None:
    where = point if point is not None else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)


def draw(qtbot: QtBot, panel: MistakesPanel, a: int, b: int) -> None:
    """Tap star ``a`` then star ``b`` on the exercise's board."""
    for star in (a, b):
        click(panel.board.viewport(), panel.board.star_view_pos(star).toPoint())
    qtbot.wait(10)


def open_mistakes(h: Harness) -> MistakesPanel:
    """Review the game, then click Learn from your mistakes on the end panel."""
    window = h.app.window
    button = window.end_panel.mistakes_button
    assert window.end_panel.isVisible() and not button.isVisible()  # no review yet
    review = review_it(h)
    click(review.cancel_button)  # Close
    h.qtbot.waitUntil(lambda: window.reviews.panel is None)
    h.qtbot.waitUntil(button.isVisible)
    assert button.text() == "Learn from your mistakes"
    assert window.end_panel.rect().contains(button.geometry())  # the panel grew to hold it
    click(button)
    h.qtbot.waitUntil(lambda: window.mistakes.window is not None)
    opened = window.mistakes.window
    assert isinstance(opened, MistakesWindow)
    h.qtbot.waitExposed(opened)
    return opened.panel


@NATIVE_MARKS
def test_after_a_review_a_wrong_line_is_explained_and_a_better_one_accepted(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    play_the_game(h)
    panel = open_mistakes(h)
    # The person's marked lines, in game order; the first is the gift of move 3.
    assert [e.index for e in panel.exercises] == [2, 6, 8, 10]
    assert all(e.player == 0 for e in panel.exercises)
    row = panel.list.visualItemRect(panel.list.item(1)).center()
    click(panel.list.viewport(), row)
    assert panel.exercise.index == 6 and "Move 7" in panel.about.text()
    click(panel.list.viewport(), panel.list.visualItemRect(panel.list.item(0)).center())
    exercise = panel.exercise
    assert exercise.index == 2 and exercise.basis is Basis.EXACT
    assert panel.task.text() == "Find a better line than the one you drew."
    about = panel.about.text()
    assert "Move 3" in about and "mistake, 2.0 triangles given up (judged exactly)" in about
    assert "It gave away 1 triangle." in about
    assert panel.game.lines == ((6, 7), (0, 2))  # the position before the line
    values = exact_values(panel.game)
    top = max(values.values())
    # A wrong line: judged off the UI thread, explained, taken back; one try left.
    wrong = next(line for line, v in values.items() if v < top and line != exercise.played)
    seen: list[tuple[Stage, str, int, bool]] = []  # right after each line is drawn
    panel.board.lineRequested.connect(
        lambda *_: seen.append(
            (panel.stage, panel.feedback.text(), panel.game.move_count, panel.board.interactive)
        )
    )
    draw(h.qtbot, panel, *wrong)
    # Shown at once, the board still, while it is judged off the UI thread.
    assert seen == [(Stage.JUDGING, "Judging your line with the exact search…", 3, False)]
    h.qtbot.waitUntil(lambda: panel.stage is Stage.RETRY)
    assert panel.last is not None and panel.last.answer is Answer.WORSE
    text = panel.feedback.text()
    loss = top - values[wrong]
    assert f"ends {loss} triangles worse than the better line" in text, text
    assert "Try once more." in text
    assert panel.game.move_count == 2 and panel.board.interactive
    panel.window().grab().save(str(artifacts() / "mistakes-wrong-en.png"))
    # Another line as good as the review's better one: the exact search accepts it.
    better = next(line for line, v in values.items() if v == top and line != exercise.best)
    draw(h.qtbot, panel, *better)
    h.qtbot.waitUntil(lambda: panel.stage is not Stage.JUDGING)
    assert panel.stage is Stage.SOLVED, panel.feedback.text()
    assert "by the exact search this line is as good as the best" in panel.feedback.text()
    assert panel.game.lines[-1] == better and not panel.board.interactive
    assert panel.list.item(0).text().startswith("✓ ")
    panel.window().grab().save(str(artifacts() / "mistakes-solved-en.png"))


@NATIVE_MARKS
def test_the_line_drawn_in_the_game_is_refused_then_the_better_line_is_shown(
    make_harness: Callable[..., Harness],
) -> None:
    h = make_harness()
    play_the_game(h)
    panel = open_mistakes(h)
    click(panel.next_button)
    exercise = panel.exercise
    assert exercise.index == 6 and panel.stage is Stage.SOLVING
    start = panel.game.move_count
    draw(h.qtbot, panel, *exercise.played)
    h.qtbot.waitUntil(lambda: panel.stage is Stage.RETRY)
    assert panel.last is not None and panel.last.answer is Answer.PLAYED
    assert "That is the line drawn in the game." in panel.feedback.text()
    assert panel.game.move_count == start
    # A line the rules refuse costs no try and says why.
    drawn = panel.game.lines[0]
    draw(h.qtbot, panel, *drawn)
    assert panel.stage is Stage.RETRY and "already drawn" in panel.feedback.text()
    click(panel.show_button)
    assert panel.stage is Stage.SHOWN
    assert panel.game.lines[-1] == exercise.best and panel.game.move_count == start + 1
    text = panel.feedback.text()
    assert "The better line is drawn:" in text and "It closes 1 triangle." in text
    assert "It does 2.0 triangles better than the line drawn in the game" in text
    assert not panel.show_button.isEnabled() and not panel.board.interactive
    assert not panel.list.item(1).text().startswith("✓")  # shown is not solved
    click(panel.again_button)
    assert panel.stage is Stage.SOLVING and panel.game.move_count == start


def test_the_offer_is_for_the_reviewed_game_only(make_harness: Callable[..., Harness]) -> None:
    h = make_harness()
    play_the_game(h)
    review = review_it(h)
    click(review.cancel_button)
    window = h.app.window
    h.qtbot.waitUntil(window.end_panel.mistakes_button.isVisible)
    play_the_game(h)  # the same lines again: another game, not reviewed
    assert window.end_panel.isVisible()
    assert not window.end_panel.mistakes_button.isVisible()
    assert window.mistakes.exercises() == ()


# -- on a 1024×600 screen, in English and Hindi (a child process each) --------------------------


@pytest.mark.parametrize(("language", "estimate_word"), [("en", "estimate"), ("hi", "अनुमान")])
def test_on_a_1024x600_screen_it_fits_and_says_what_was_estimated(
    tmp_path: Path, language: str, estimate_word: str
) -> None:
    config = tmp_path / "screen.json"
    screen = {"name": "s", "x": 0, "y": 0, "width": 1024, "height": 600}
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.mistakes_screen_child", language, str(artifacts())],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout.strip().splitlines()[-1])
    available = QRect(*got["available"])
    assert available == QRect(0, 0, 1024, 600)
    assert available.contains(QRect(*got["frame"])), got
    assert set(got["pictures"]) == {"exact", "estimate"}, got  # the game has both kinds
    for kind, shown in got["pictures"].items():
        assert shown["clipped"] == [], (kind, shown["clipped"])
        for name, button in shown["buttons"].items():
            assert available.contains(QRect(*button)), (kind, name, button)
        assert QRect(*shown["board"]).height() >= 250  # the board keeps most of the height
        assert Path(shown["picture"]).stat().st_size > 20_000
    exact, estimate = got["pictures"]["exact"], got["pictures"]["estimate"]
    assert (exact["stage"], exact["answer"]) == ("retry", "worse")
    assert estimate["stage"] == "solved" and estimate["answer"] in ("good", "best")
    assert estimate_word in estimate["about"] and estimate_word in estimate["feedback"]
    assert estimate_word not in exact["about"]


def test_a_line_that_cannot_be_judged_is_said_and_costs_no_try(
    make_harness: Callable[..., Harness], monkeypatch: pytest.MonkeyPatch
) -> None:
    from triangles_qt.views.learn import mistakes_panel

    def broken(*_args: object, **_kwargs: object) -> None:
        raise MemoryError("no room for the search")

    h = make_harness()
    play_the_game(h)
    panel = open_mistakes(h)
    monkeypatch.setattr(mistakes_panel, "judge", broken)
    start = panel.game.move_count
    draw(h.qtbot, panel, 4, 5)
    h.qtbot.waitUntil(lambda: panel.stage is not Stage.JUDGING)
    assert panel.stage is Stage.SOLVING and panel.last is None  # no try spent
    assert "That line could not be judged. Try it again." in panel.feedback.text()
    assert panel.game.move_count == start and panel.board.interactive


@NATIVE_MARKS
def test_every_control_is_named_and_the_keys_work(make_harness: Callable[..., Harness]) -> None:
    h = make_harness()
    play_the_game(h)
    panel = open_mistakes(h)
    for widget in (panel.list, panel.board, panel.show_button, panel.again_button):
        assert widget.accessibleName(), widget.objectName()
    assert panel.next_button.accessibleName() == "Next mistake"
    panel.next_button.setFocus()
    QTest.keyClick(panel.next_button, Qt.Key.Key_Space)
    assert panel.exercise.index == 6
    panel.list.setFocus()
    QTest.keyClick(panel.list, Qt.Key.Key_Down)
    assert panel.exercise.index == 8
    window = panel.window()
    QTest.keyClick(panel.list, Qt.Key.Key_Escape)
    h.qtbot.waitUntil(lambda: not window.isVisible())
    assert h.app.window.mistakes.window is None


def test_the_window_answers_while_a_line_is_judged_and_a_late_verdict_is_dropped(
    make_harness: Callable[..., Harness], monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from triangles_qt import background
    from triangles_qt.views.learn import mistakes_panel

    release = threading.Event()
    real = mistakes_panel.judge

    def slow(*args: object, **kwargs: object) -> object:
        release.wait(30)  # a search that takes its time
        return real(*args, **kwargs)  # type: ignore[arg-type]

    h = make_harness()
    play_the_game(h)
    panel = open_mistakes(h)
    monkeypatch.setattr(mistakes_panel, "judge", slow)
    exercise = panel.exercise
    draw(h.qtbot, panel, 4, 5)
    h.qtbot.wait(50)
    assert panel.stage is Stage.JUDGING and "Judging your line" in panel.feedback.text()
    click(panel.show_button)  # the window answers at once
    assert panel.stage is Stage.SHOWN and panel.game.lines[-1] == exercise.best
    release.set()
    h.qtbot.waitUntil(lambda: not background.running())  # the verdict on 4-5 was sent...
    h.qtbot.wait(20)  # ...and delivered: it is not shown
    assert panel.stage is Stage.SHOWN and panel.last is None
    assert panel.game.lines[-1] == exercise.best and panel.game.move_count == exercise.index + 1
