"""New Game after a finished game against the computer proposes the gentle next step.

The app here has the three built-in opponents' ids and strengths (played by
scripted drivers), so the ladder is Easy, Medium, Hard as it is for a player.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.conftest import SQUARE, Harness, ScriptedDriver
from triangles_qt.app import build
from triangles_qt.model import Board, Layout
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.play.next_step import Step, next_step
from triangles_qt.session import GameSetup, Outcome, Seat

OPPONENTS = [
    OpponentChoice("easy", "Easy", strength=20),
    OpponentChoice("medium", "Medium", strength=50),
    OpponentChoice("hard", "Hard", strength=80),
]


@pytest.fixture
def ranked(qtbot: QtBot) -> Iterator[Harness]:
    """The app on its first start, with Easy, Medium and Hard (scripted)."""
    scripts: dict[str, list[tuple[int, int]]] = {}

    def factory(opponent_id: str) -> OpponentDriver:
        return ScriptedDriver(opponent_id, scripts.setdefault(opponent_id, []))

    app = build([], driver_factory=factory, opponents=lambda: list(OPPONENTS))
    app.table.computer_pause = 0.0
    qtbot.addWidget(app.window)
    harness = Harness(app, qtbot, scripts)
    harness.wait_ready()
    app.window.showNormal()
    app.window.resize(1000, 720)
    harness.settle()
    yield harness
    app.close()


def finish_by_taps(h: Harness) -> None:
    while not h.game.is_over:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)
        if not h.game.is_over:
            h.tap_tap(*h.game.legal_moves()[0])
    h.qtbot.waitUntil(lambda: h.app.window.end_panel.isVisible(), timeout=5000)


def open_new_game_from_the_end_panel(h: Harness):  # type: ignore[no-untyped-def]
    h.qtbot.mouseClick(h.app.window.end_panel.new_button, Qt.MouseButton.LeftButton)
    h.settle()
    dialog = h.app.window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def shown(dialog) -> Step:  # type: ignore[no-untyped-def]
    layout = Layout.PHONE if dialog.phone_radio.isChecked() else Layout.TABLET
    return Step(layout, dialog.chosen_size(), str(dialog.opponent_combo.currentData()))


def test_after_the_first_24_star_game_against_easy_new_game_proposes_the_rule_s_step(
    ranked: Harness,
) -> None:
    h = ranked
    setup = h.app.table.setup
    assert setup is not None and setup.n_stars == 24 and setup.seats[1].opponent_id == "easy"
    finish_by_taps(h)
    outcome = h.app.table.ending.outcome(setup)  # type: ignore[union-attr]
    expected = next_step(Step(Layout.PHONE, 24, "easy"), outcome, ["easy", "medium", "hard"])
    dialog = open_new_game_from_the_end_panel(h)
    assert shown(dialog) == expected
    assert expected.n_stars == 24  # never 120 stars after the first game
    assert expected.opponent == ("medium" if outcome is Outcome.WON else "easy")
    dialog.reject()


def test_a_won_game_against_easy_proposes_medium_and_a_lost_one_easy_again(
    ranked: Harness,
) -> None:
    h = ranked
    game = GameSetup((Seat(""), Seat("Easy", "easy")), n_stars=24, layout="phone", seed=3)
    h.scripts["easy"] = [(1, 2), (0, 3)]
    h.start(game, Board(SQUARE, 2.0))
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)
        h.tap_tap(a, b)
    assert h.app.window.endings.title() == "You won!"
    dialog = open_new_game_from_the_end_panel(h)
    assert shown(dialog) == Step(Layout.PHONE, 24, "medium")
    dialog.start_button.click()  # accepted as proposed: the next game is against Medium
    h.settle()
    assert h.app.table.setup is not None
    assert h.app.table.setup.seats[1].opponent_id == "medium"
    assert h.app.table.setup.n_stars == 24 and h.app.settings.opponent == "medium"

    # Lost against Medium (the computer starts and takes both triangles): Medium again.
    again = GameSetup((Seat("Medium", "medium"), Seat("")), n_stars=60, layout="phone", seed=3)
    h.scripts["medium"] = [(0, 1), (2, 3), (0, 2)]
    h.start(again, Board(SQUARE, 2.0))
    for a, b in [(1, 2), (0, 3)]:
        h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=5000)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.app.window.end_panel.isVisible(), timeout=5000)
    assert h.app.window.endings.title() == "You lost!"
    dialog = open_new_game_from_the_end_panel(h)
    assert shown(dialog) == Step(Layout.PHONE, 60, "medium")
    dialog.reject()


def test_during_a_game_new_game_opens_on_last_time_s_choices(ranked: Harness) -> None:
    h = ranked
    h.app.settings.n_stars, h.app.settings.opponent, h.app.settings.layout = 120, "hard", "phone"
    h.tap_tap(*h.game.legal_moves()[0])  # the first game goes on
    h.app.window.show_new_game()
    dialog = h.app.window.new_game.dialog
    assert dialog is not None
    assert shown(dialog) == Step(Layout.PHONE, 120, "hard")
    dialog.reject()
