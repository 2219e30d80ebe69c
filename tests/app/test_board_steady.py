"""Nothing that appears or disappears moves the board under a finger.

Messages (a refusal, a notice, the coach's tip), the replay controls and
the end panel come and go, and the language changes mid-game; the stars must
stay exactly where they were on the window, pixel for pixel.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint

from tests.app.conftest import SQUARE, Harness, two_players, vs_computer
from tests.app.test_puzzles_screens import ROOT, child_env
from tests.i18n.test_live_switch import choose_language
from triangles_qt.model import Board
from triangles_qt.play.settings import Size
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


def star_places_everywhere(h: Harness) -> list[tuple[QPoint, QPoint]]:
    """Each star in the board's viewport and on the screen."""
    view = h.view
    return [
        (inside, view.viewport().mapToGlobal(inside))
        for inside in (view.star_view_pos(i).toPoint() for i in range(h.game.board.n_stars))
    ]


@pytest.mark.parametrize("size", [(1000, 720), (1100, 780), (1920, 1080), (800, 900)])
@pytest.mark.parametrize("text", [Size.NORMAL, Size.LARGER])
def test_a_language_switch_mid_game_moves_no_star(
    make_harness, size: tuple[int, int], text: Size
) -> None:
    """The tool bar at the side (landscape) or on top (portrait), the menu bar and the
    score panel keep their sizes in English, Romanian and Hindi."""
    h = make_harness()
    window = h.app.window
    window.resize(*size)
    window.actions_.text_sizes[text].trigger()
    h.start(vs_computer(n_stars=60))
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)
    choose_language(h, "en")
    before = star_places_everywhere(h)
    toolbar = window.toolbar.geometry()
    for code in ("ro", "hi", "en", "hi", "ro"):
        choose_language(h, code)
        assert window.toolbar.geometry() == toolbar, code
        assert star_places_everywhere(h) == before, code


def test_a_larger_text_widens_the_side_tool_bar(make_harness) -> None:
    """The side bar's width follows the text size (which may move the board), only not the
    language."""
    h = make_harness()
    h.start(two_players())
    window = h.app.window
    assert window.actions_.toolbar_vertical
    widths = []
    for size in (Size.LARGER, Size.NORMAL, Size.LARGER):
        window.actions_.text_sizes[size].trigger()
        h.settle()
        widths.append(window.toolbar.width())
    assert widths[1] < widths[0] == widths[2]


def test_a_language_switch_moves_no_star_on_a_small_screen(tmp_path: Path) -> None:
    """On a 1024×600 screen, where the window opens maximised, at Normal and Larger text."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.steady_board_child"],
        cwd=ROOT, env=child_env(tmp_path), capture_output=True, text=True, timeout=300,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["window"][0] <= 1024 and report["window"][1] <= 600
    for size in ("normal", "larger"):
        seen = report[size]
        assert len(seen) == 4 and seen[0], size
        assert all(places == seen[0] for places in seen), size
    assert report["larger-toolbar"] > report["normal-toolbar"]
